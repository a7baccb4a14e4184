"""A session from a results file without score tables (docs/contract.md "Interchange",
issue 31): every game record with a contract and a result is a table's result, and the
pairs that played it are taken from the record itself, in this order:

1. `PairNS` and `PairEW` (PBN 4.3.2: a ScoreTable's pair numbers, or the players);
2. `HomeTeam` and `VisitTeam` (PBN 4.4.3, 4.4.8): a teams match; the home team sits
   North-South at its table, or East-West when the record's `Room` is `Closed` (PBN
   4.1.7: the home team's other pair plays the closed room's East-West). Each team has
   two pairs, `<team> NS` and `<team> EW`, named after the players who sat there;
3. the players' names (`North`, `South`; `East`, `West`): a pair is the same two players
   whichever of the two seats each took, numbered 1, 2, ... in the order the file first
   shows them, and named after them.

The record's own `Contract`, `Declarer` and `Result` are the table's result: they are
what the table scored, whatever its auction or play say. `SessionRows.source` says in one
sentence what was taken and from where.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from domain.rules.cards import Seat
from domain.session_commands import ResultFacts
from interchange.records import GameRecord, RecordError
from interchange.session_rows import SessionRow, SessionRows, session_rows

_PAIR = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,15}$")  # as the session names pairs
_TEAM_LENGTH = 13  # a team's name, and " NS" or " EW" after it, is a pair's
_MAX_NAMES = 80


@dataclass
class _Pairs:
    """The pairs and teams found so far, and where each record's pairs came from."""

    names: dict[str, str] = field(default_factory=dict)  # pair -> its players
    teams: dict[str, list[str]] = field(default_factory=dict)  # team -> its pairs
    numbered: dict[frozenset[str], str] = field(default_factory=dict)  # players -> pair
    team_ids: dict[str, str] = field(default_factory=dict)  # a team's name -> its id
    sources: Counter[str] = field(default_factory=Counter)

    def by_players(self, first: str | None, second: str | None) -> str | None:
        players = [name for name in (first, second) if name]
        if not players:
            return None
        key = frozenset(players)
        if key not in self.numbered:
            pair = str(len(self.numbered) + 1)
            self.numbered[key] = pair
            self.names[pair] = _joined(players)
        return self.numbered[key]

    def of_tag(self, value: str) -> str:
        """A PairNS/PairEW value: the pair's own name when a session can name a pair so,
        else a number, named after the value."""
        if _PAIR.match(value):
            return value
        return self.by_players(value, None) or value

    def team(self, name: str) -> str:
        if name not in self.team_ids:
            self.team_ids[name] = _team_id(name, set(self.team_ids.values()))
        return self.team_ids[name]

    def team_pair(self, team: str, side: str, players: tuple[str | None, str | None]) -> str:
        pair = f"{team} {side}"
        pairs = self.teams.setdefault(team, [])
        if pair not in pairs:
            pairs.append(pair)
            named = [name for name in players if name]
            if named:
                self.names[pair] = _joined(named)
        return pair


def file_rows(records: Sequence[GameRecord | RecordError]) -> SessionRows:
    """The session's results: the rows of the file's score tables when it has any (each
    game record is then one of their rows), else its game records' own results."""
    games = [record for record in records if isinstance(record, GameRecord)]
    if any(record.score_table or record.total_score_table for record in games):
        return session_rows(records)
    return game_rows(records)


def game_rows(records: Sequence[GameRecord | RecordError]) -> SessionRows:
    """Each game record with a result as a table's result, its pairs taken from the
    record; a record with a result but no pairs, or a result that is not one, is refused
    with its line."""
    found = _Pairs()
    results: list[SessionRow] = []
    refused: list[tuple[int, RecordError]] = []
    for number, record in enumerate(records, start=1):
        if isinstance(record, RecordError) or record.contract is None:
            continue  # told already, or a deal without a table's result
        try:
            ns, ew = _pairs(record, found)
            results.append(SessionRow(number, record.line, _facts(record, ns, ew)))
        except RecordError as error:
            refused.append((number, error))
    return SessionRows(
        tuple(results),
        found.names,
        tuple(refused),
        teams={team: tuple(pairs) for team, pairs in found.teams.items()},
        source=_source(found, len(results)),
    )


def _pairs(record: GameRecord, found: _Pairs) -> tuple[str, str]:
    tags = record.tags
    pair_ns, pair_ew = tags.get("PairNS"), tags.get("PairEW")
    if pair_ns and pair_ew:
        found.sources["PairNS/PairEW"] += 1
        return found.of_tag(pair_ns), found.of_tag(pair_ew)
    home, visit = tags.get("HomeTeam"), tags.get("VisitTeam")
    if home and visit and home != visit:
        found.sources["HomeTeam/VisitTeam" + ("/Room" if "Room" in tags else "")] += 1
        closed = tags.get("Room", "").strip().lower() == "closed"
        north_south, east_west = (visit, home) if closed else (home, visit)
        players = record.players
        ns = found.team_pair(found.team(north_south), "NS", (players.get(_N), players.get(_S)))
        ew = found.team_pair(found.team(east_west), "EW", (players.get(_E), players.get(_W)))
        return ns, ew
    players = record.players
    ns_pair = found.by_players(players.get(_N), players.get(_S))
    ew_pair = found.by_players(players.get(_E), players.get(_W))
    if ns_pair is None or ew_pair is None:
        raise RecordError(
            record.line,
            "The record's result names no pairs: it needs PairNS and PairEW, HomeTeam and "
            "VisitTeam, or the players' names.",
        )
    found.sources["the players' names"] += 1
    return ns_pair, ew_pair


def _facts(record: GameRecord, ns: str, ew: str) -> ResultFacts:
    if record.board_number is None:
        raise RecordError(record.line, "A table's result needs its Board number.")
    if record.contract == "Pass":
        return ResultFacts(record.board_number, ns, ew, contract="Pass")
    if record.declarer is None or record.result is None:
        raise RecordError(
            record.line, f"The contract {record.contract} needs its Declarer and Result."
        )
    return ResultFacts(
        record.board_number,
        ns,
        ew,
        contract=record.contract,
        declarer=record.declarer.value,
        tricks=record.result,
    )


def _source(found: _Pairs, results: int) -> str:
    if not found.sources:
        return f"{results} results: no game record gives a table's result and its pairs."
    taken = ", ".join(f"{where} ({count} records)" for where, count in found.sources.most_common())
    teams = f"; {len(found.teams)} teams of 2 pairs" if found.teams else ""
    return f"{results} results from the game records; pairs from {taken}{teams}."


def _team_id(name: str, taken: set[str]) -> str:
    """The team's name as a session names teams and pairs: its letters, digits, spaces,
    '.', '_' and '-', at most 13 characters; a number after it when two would be alike."""
    cleaned = re.sub(r"[^A-Za-z0-9 ._-]+", "-", name).strip(" -._")[:_TEAM_LENGTH].strip()
    team = cleaned if cleaned else "Team"
    candidate, count = team, 1
    while candidate in taken:
        count += 1
        suffix = f" {count}"
        candidate = team[: _TEAM_LENGTH - len(suffix)].rstrip() + suffix
    return candidate


def _joined(players: list[str]) -> str:
    text = " & ".join(" ".join(name.split()) for name in players)
    return text if len(text) <= _MAX_NAMES else text[: _MAX_NAMES - 1].rstrip() + "…"


_N, _E, _S, _W = Seat.N, Seat.E, Seat.S, Seat.W
