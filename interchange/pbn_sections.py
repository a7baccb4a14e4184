"""The parts of a PBN game the reader (interchange/pbn_reader.py) gathers line by line and
reads once the game is whole: the Auction and Play sections (PBN 3.2, 3.3), each call or
card with its notes, NAGs and marks, the Play section's tricks put in the order played
(trick winner first), and the ScoreTable and TotalScoreTable sections (PBN 5)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from domain.rules.calls import Call
from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.play import PlayedCard, trick_winner
from interchange.limits import (
    MAX_CALL_EXPLANATION,
    MAX_CALLS,
    MAX_CARDS,
    MAX_RECORD_TEXT,
    checked_text,
)
from interchange.records import RecordedCall, RecordedCard, RecordError, TableRow

_TOKEN = re.compile(r"=\d+=|\$\d+|[^\s=$]+")
# A string is written unrolled (runs of plain characters between escapes): an alternation
# repeated once a character would cost the regex engine memory for each one.
STRING = r'"([^"\\]*+(?:\\.[^"\\]*+)*+)"'
ESCAPED = re.compile(r'\\(["\\])')  # \" and \\ in a string; `\2R` stays as it is
_COLUMN = re.compile(r"^[+-]?([^\\]+)")  # a column's name, without its order and width
_TABLE_TOKEN = re.compile(STRING + r"|(\S+)")


@dataclass
class PbnGame:
    line: int
    tags: dict[str, str] = field(default_factory=dict)
    tag_lines: dict[str, int] = field(default_factory=dict)
    sections: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    error: RecordError | None = None  # the first thing that refuses the whole game
    text: int = 0  # characters kept of its sections, to bound them

    def refuse(self, line: int, detail: str) -> None:
        if self.error is None:
            self.error = RecordError(line, detail)

    def keep(self, section: str, line: int, text: str) -> None:
        self.text += len(text)
        if self.text > MAX_RECORD_TEXT:
            self.refuse(line, f"The game is longer than {MAX_RECORD_TEXT:,} characters.")
        if self.error is None:
            self.sections[section].append((line, text))


def table_rows(game: PbnGame, name: str) -> tuple[TableRow, ...]:
    """The rows of a table section: its tag names the columns (`PairId_NS\\2R;...`), and
    its values run on, a row being as many values as there are columns, however the
    lines break (PBN 5.2); a quoted value may hold spaces."""
    header = game.tags.get(name)
    if header is None:
        return ()
    columns = [
        match.group(1).strip()
        for part in header.split(";")
        if (match := _COLUMN.match(part.strip())) is not None
    ]
    values: list[tuple[int, str]] = []
    for number, text in game.sections.get(name, []):
        for match in _TABLE_TOKEN.finditer(text):
            quoted, bare = match.group(1), match.group(2)
            values.append((number, ESCAPED.sub(r"\1", quoted) if quoted is not None else bare))
    if not columns:
        return ()
    if len(values) % len(columns):
        line = values[-1][0] if values else game.tag_lines.get(name, game.line)
        raise RecordError(
            line, f"{name} has {len(values)} values, not rows of its {len(columns)} columns."
        )
    return tuple(
        TableRow(
            values[start][0],
            dict(zip(columns, (v for _, v in values[start : start + len(columns)]), strict=True)),
        )
        for start in range(0, len(values), len(columns))
    )


def _tokens(lines: list[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """Each token with its line; a note (`=1=`) or a NAG (`$15`) is a token of its own even
    when written against the call or card before it (PBN 3.2: "1S!=1=$15")."""
    for number, text in lines:
        for token in _TOKEN.findall(text):
            yield number, token


def calls_of(game: PbnGame, first: Seat | None) -> tuple[tuple[RecordedCall, ...], bool]:
    if first is None:
        return (), False
    calls: list[RecordedCall] = []
    complete = False
    mark: str | None = None
    for number, token in _tokens(game.sections.get("Auction", [])):
        upper = token.upper()
        if upper in ("*", "+"):
            break
        if upper == "AP":  # all pass: three after a call, four when nobody has called
            calls += [RecordedCall("Pass")] * (3 if calls else 4)
            complete = True
            break
        if upper.startswith("$") or not upper.strip("!?"):
            continue  # a NAG or a suffix: an annotation, not a call
        if _is_note(token) and calls:
            note = game.notes.get(token.strip("=")) or None
            if note is not None:
                checked_text(note, number, f"Note {token[:8]}", MAX_CALL_EXPLANATION)
            last = calls[-1]  # a note marks an alert (PBN 3.5.4), with or without words
            calls[-1] = replace(last, alert=True, note=note)
            continue
        if upper == "^S":  # the skipped player's place: another called out of rotation
            calls.append(RecordedCall("", irregularity="S"))
            continue
        if upper == "^I":
            mark = "I"
            continue
        text, alert = token.rstrip("!?"), token.endswith("!")
        if text == "-":
            if calls:
                break  # the auction stops here
            continue  # no call from a seat before the dealer
        try:
            call = Call.parse(text)
        except RuleViolation:
            raise RecordError(number, f"'{token[:10]}' is not a call.") from None
        calls.append(RecordedCall(str(call), alert, None, mark, number))
        if len(calls) > MAX_CALLS:
            raise RecordError(number, f"The auction has more than {MAX_CALLS} calls.")
        mark = None
    if len(calls) >= 4 and all(c.call == "Pass" for c in calls[-3:]):
        complete = complete or any(c.call != "Pass" for c in calls) or len(calls) == 4
    return tuple(calls), complete


def _is_note(token: str) -> bool:
    return len(token) > 2 and token.startswith("=") and token.endswith("=")


def plays_of(
    game: PbnGame, leader: Seat | None, contract: str | None
) -> tuple[tuple[RecordedCard, ...], bool]:
    """The cards in the order played: each line of the section is one trick, by seat from
    the opening leader; the winner of a trick leads the next."""
    rows = game.sections.get("Play", [])
    if leader is None or not rows:
        return (), False
    trump = _trump(contract)
    played: list[RecordedCard] = []
    stopped = False
    tricks: list[list[tuple[int, str]]] = [[]]
    for number, token in _tokens(rows):
        if token in ("*", "+"):
            stopped = True
            break
        if token.startswith("$") or not token.strip("!?") or _is_note(token):
            continue
        tricks[-1].append((number, token))
        if len(tricks) > MAX_CARDS // 4 + 1:
            raise RecordError(number, f"The play has more than {MAX_CARDS} cards.")
        if len([t for t in tricks[-1] if not t[1].startswith("^")]) == 4:
            tricks.append([])
    lead = leader
    for row in tricks:
        if not row:
            continue
        cards = _row_cards(row, leader)
        # a lead out of turn (^L), accepted: the trick starts from the hand that led it
        lead = next((c.seat for c in cards if c.irregularity == "L"), lead)
        by_seat = {c.seat: c for c in cards}
        # in playing order, as far as the first card the row does not give (`-` or left
        # out, PBN 3.6): a card after it was not played where the row puts it
        in_order = list(
            itertools.takewhile(
                lambda card: card is not None, (by_seat.get(lead.next(i)) for i in range(4))
            )
        )
        played += [card for card in in_order if card is not None]
        if len(in_order) < 4:
            stopped = True
            break
        trick = [PlayedCard(c.seat, Card.parse(c.card)) for c in in_order if c is not None]
        lead = trick_winner(trick, trump)
    return tuple(played), stopped or len(played) < 52


def _row_cards(row: list[tuple[int, str]], leader: Seat) -> list[RecordedCard]:
    cards: list[RecordedCard] = []
    seat = leader
    mark: str | None = None
    for number, token in row:
        if token.upper() in ("^R", "^L"):
            mark = token[1].upper()
            continue
        text = token.rstrip("!?")
        if text != "-":
            try:
                card = Card.parse(text)
            except RuleViolation:
                raise RecordError(number, f"'{token[:10]}' is not a card.") from None
            cards.append(RecordedCard(seat, str(card), mark, number))
        mark = None
        seat = seat.next()
    return cards


def _trump(contract: str | None) -> Suit | None:
    if contract is None or contract == "Pass":
        return None
    strain = contract.lstrip("1234567").rstrip("X").upper()[:1]
    return Suit(strain) if strain in ("S", "H", "D", "C") else None
