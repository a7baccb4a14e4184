"""What the records sets' writers share: reading the folders, the third set's method, the file.

Split out of bench/recommend_records_third.py, whose docstring states the method, so that
the fourth set (bench/recommend_records_fourth.py) follows it to the letter on other events:
which pairs are left out (`excluded_pairs`), where a call falls (`category`), whether the
caller's hand fits its meaning (`fits`), and the cases a table gives (`cases_of`).
The second set (bench/recommend_records_second.py) shares the reading, each case's line
and the file's text. Nothing here asks the engine.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Iterator
from functools import cache
from pathlib import Path

from recommend_records import ORDER, _call, _dotted, _hands, _natural_opening
from records_calls import Auction, sayc_meaning
from records_competition import competitive_meaning, method_not_sayc
from records_pairs import LEAST_OPENINGS, PlayerKey, non_sayc_pairs, opening_index, pair_of
from records_pairs import method_not_sayc as opening_not_sayc

from domain.rules.cards import Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import Hand
from interchange.pbn_reader import decode, read_pbn
from interchange.records import GameRecord

RECORDS = Path(__file__).resolve().parent / "records"
UNCONTESTED = frozenset({"real_opening", "real_pass_before_opening", "real_response", "real_rebid"})
# A case's text and who made the call where: "folder/file board n seat: player".
Case = tuple[str, str]

# One player's name spelled two ways in the 1996 Olympiad's records (found by comparing
# every two names), so that a pair's openings are judged together.
SAME_PLAYER = {
    "Brogelund": "Brogeland", "Christiense": "Christensen", "Figueirido": "Figueiredo",
    "I Herbst": "I. Herbst", "O Herbst": "O. Herbst", "Koch-Palmun": "Koch-Palmund",
    "Lindkvist": "Lindqvist", "Lindquist": "Lindqvist", "Van der Nue": "Van der Neu",
    "Watulingas": "Watulinga", "Watulingus": "Watulinga",
}  # fmt: skip
# Spellings of one surname (the list above, and one more the third set's records add).
SAME_SURNAME = {**SAME_PLAYER, "Boydg": "Boyd"}


def surname(name: str) -> str:
    """A player's surname: the last word of the name longer than an initial."""
    name = SAME_SURNAME.get(name, name)
    words = [w for w in name.replace(".", " ").split() if len(w) > 1]
    return (words[-1] if words else name).lower()


def dealt(record: GameRecord) -> bool:
    """Whether the record gives a whole deal: the reader keeps the Deal tag's text as the
    file writes it (the importer judges it), and some files write a hand twice or none."""
    try:
        Deal.parse_pbn(record.deal)
    except RuleViolation:
        return False
    return True


def read_records(
    folders: Iterable[str], with_deal: bool = True
) -> tuple[list[GameRecord], dict[int, str]]:
    """Every table of the folders with an auction (and a whole deal), and each one's folder
    and file."""
    records: list[GameRecord] = []
    where: dict[int, str] = {}
    for folder in folders:
        for path in sorted((RECORDS / folder).glob("*.pbn")):
            for record in _games(path):
                if not with_deal or dealt(record):
                    records.append(record)
                    where[id(record)] = f"{folder}/{path.name}"
    return records, where


@cache
def _games(path: Path) -> tuple[GameRecord, ...]:
    """The tables of one file with an auction, read once a process: every set's writer
    reads the earlier sets' folders again to leave their pairs out, and the test that
    regenerates the sets runs them one after another."""
    return tuple(
        record for record in read_pbn(decode(path.read_bytes()))
        if isinstance(record, GameRecord) and record.calls
    )  # fmt: skip


def case_line(name: str, record: GameRecord, before: list[str], hands: dict[Seat, Hand],
              index: int, call: str, where: str) -> Case:  # fmt: skip
    """The case turned so that the caller sits South, and who made the call at which board."""
    assert record.dealer is not None
    seat = ORDER[(ORDER.index(record.dealer) + index) % 4]
    dealer = ORDER[(ORDER.index(Seat.S) - index) % 4]
    auction = " ".join(before) or "-"
    position = f"{name} | {dealer.value} | {auction} | {_dotted(hands[seat])} | {call}"
    player = record.players.get(seat, "?")
    return position, f"{where} board {record.board_number} {seat.value}: {player}"


def written(cases: Iterable[Case], header: str, event: Callable[[str], str]) -> str:
    """The file's text: each position once, with every table where it was called; `event`
    names the event of a case's folder."""
    tables: dict[str, list[str]] = defaultdict(list)
    events: dict[str, str] = {}
    for position, who in cases:
        tables[position].append(who)
        events.setdefault(position, event(who.split("/")[0]))
    lines = [
        f"{position} | real: {events[position]}, {'; '.join(who)}"
        for position, who in tables.items()
    ]
    return header + "\n".join(lines) + "\n"


def write(target: Path, text: str, header: str, pairs: set[str], excluded: set[str],
          tables: int) -> None:  # fmt: skip
    """Write the set and say how many cases of each category, from how many pairs."""
    lines = text.removeprefix(header).splitlines()
    counts: dict[str, int] = defaultdict(int)
    for line in lines:
        counts[line.split(" | ", 1)[0]] += 1
    target.write_text(text, encoding="utf-8")
    print(f"{len(lines)} cases from {tables} tables; {len(pairs - excluded)} of "
          f"{len(pairs)} pairs kept: {dict(sorted(counts.items()))}")  # fmt: skip


def every_pair(records: Iterable[GameRecord], player: PlayerKey = surname) -> set[str]:
    return {pair_of(r, s, player) for r in records for s in ORDER}


# The third set's method (bench/recommend_records_third.py's docstring).


def excluded_pairs(
    records: list[GameRecord], least: int = LEAST_OPENINGS, player: PlayerKey = surname
) -> set[str]:
    """Pairs whose openings or direct defensive actions show a method SAYC does not play,
    or that opened fewer than `least` times."""
    found = non_sayc_pairs(records, player, least)
    for record in records:
        calls = [_call(c) for c in record.calls]
        at = opening_index(calls)
        if at is None or at + 1 >= len(calls) or record.dealer is None:
            continue
        seat = ORDER[(ORDER.index(record.dealer) + at + 1) % 4]
        if method_not_sayc(Auction(calls, at, at + 1), calls[at + 1], _hands(record)[seat]):
            found.add(pair_of(record, seat, player))
    return found


def category(auction: Auction, call: str) -> str:
    """Where the call falls (bench/recommend_records_third.py's categories)."""
    calls, at, step = auction.calls, auction.opening_at, auction.step
    contested = any(c != "Pass" for c in calls[at + 1 : auction.index : 2])
    if step % 2 == 1:
        if step == 3 and calls[at + 1] != "Pass":
            return "real_advance"
        if call == "Pass":
            return "real_competitive_pass"
        return "real_takeout_double" if call == "X" else "real_overcall"
    if not contested:
        return "real_response" if step == 2 else "real_rebid"
    if call == "Pass":
        return "real_competitive_pass"
    if step == 2:
        return "real_negative_double" if call == "X" else "real_competitive_response"
    return "real_competitive_rebid"


def fits(auction: Auction, call: str, hand: Hand) -> bool:
    """The second set's test where nobody else bid, the competitive tests elsewhere."""
    name = category(auction, call)
    if name in ("real_response", "real_rebid"):
        return sayc_meaning(auction, call, hand)
    return competitive_meaning(auction, call, hand)


def _sayc_opening(call: str, hand: Hand) -> bool:
    """An opening whose hand fits SAYC's meaning: the other side's calls over it mean what
    SAYC says, whoever opened."""
    return _natural_opening(call, hand) and not opening_not_sayc(call, hand)


def cases(
    records: list[GameRecord],
    where: dict[int, str],
    every_call: Collection[str],
    competitive_only: Collection[str],
    player: PlayerKey = surname,
) -> Iterator[Case]:
    """Every call of the `every_call` folders' tables and the competitive calls of the
    `competitive_only` folders' that the method takes."""
    excluded = excluded_pairs(records, player=player)
    for record in records:
        irregular = any(c.irregularity or not c.call for c in record.calls)
        if record.dealer is None or record.deal is None or irregular:
            continue
        folder = where[id(record)].split("/")[0]
        if folder in every_call:
            yield from cases_of(record, excluded, where[id(record)], player)
        elif folder in competitive_only:
            taken = cases_of(record, excluded, where[id(record)], player)
            yield from (c for c in taken if c[0].split(" | ")[0] not in UNCONTESTED)


def cases_of(record: GameRecord, excluded: set[str], where: str,
             player: PlayerKey = surname) -> Iterator[Case]:  # fmt: skip
    assert record.dealer is not None
    hands = _hands(record)
    start = ORDER.index(record.dealer)
    calls = [_call(c) for c in record.calls]
    opening_at = opening_index(calls)
    last = len(calls) if opening_at is None else opening_at + 1
    for index in range(min(last, len(calls))):
        seat = ORDER[(start + index) % 4]
        if index == opening_at and not _sayc_opening(calls[index], hands[seat]):
            return
        if pair_of(record, seat, player) in excluded:
            continue  # a left-out pair's call is no case, but a natural opening by it is
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        name = "real_opening" if index == opening_at else "real_pass_before_opening"
        yield case_line(name, record, calls[:index], hands, index, calls[index], where)
    if opening_at is None:
        return
    for index in range(opening_at + 1, min(opening_at + 5, len(calls))):
        seat = ORDER[(start + index) % 4]
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision, and says nothing to rest on
        auction = Auction(calls, opening_at, index)
        if not fits(auction, calls[index], hands[seat]):
            return
        if pair_of(record, seat, player) in excluded:
            continue
        name = category(auction, calls[index])
        yield case_line(name, record, calls[:index], hands, index, calls[index], where)
