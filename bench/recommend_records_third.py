"""Write the third real-records corpus: strong pairs' calls, competitive ones included.

Run with `.venv/bin/python bench/recommend_records_third.py` (it rewrites
tests/fixtures/recommend/sayc_independent_records_third.txt; the file is committed and
frozen, so run it only to show that the file still follows from the hand records).

The hand records are five events no other set or tuning used (bench/records/README.md):
the 1997 Bermuda Bowl (bermuda-bowl-1997, both rooms of every match) and the 1999 USA
International Team Trials (usa-trials-1999, American pairs, whose openings are Standard
American's) give every kind of call; the 1997 Forbo-Krommenie tournament (forbo-1997), the
1999 European Team Championships (european-teams-1999) and the 2000 IOC Grand Prix
(ioc-grand-prix-2000) give competitive calls only, so that the set is not mostly openings
(the second set has those). The 1996 Olympiad's three folders only help judge the pairs.
The method is the second set's (bench/recommend_records_second.py), which asks the engine
nothing:

- **The pairs** are judged by their own openings across all eight folders
  (bench/records_pairs.py: one opening SAYC does not play, or fewer than eight openings,
  leaves a pair out) and also by their defensive methods: a pair whose direct action over
  an opening clearly shows a method SAYC does not play (`method_not_sayc` in
  bench/records_competition.py: a 1NT overcall outside 14-19 or with a singleton, a
  cuebid without the Michaels suits, a 2NT overcall without the two lowest suits, a
  one-level overcall of a three-card suit, a strong or short jump overcall, an artificial
  suit bid or a light double over 1NT) is left out. The records spell one player several
  ways ("A. Versace", "Versace", "Boydg"), so a player is judged under the last word of
  his name that is more than an initial, after the second set's list of spellings
  (`_player`); two players sharing a surname are judged as one, which can only leave more
  pairs out. Of 209 pairs, 14 remain.
- **The calls**: as in the second set, the calls up to a natural opening (passes by hands
  of 8 HCP or more) and, after it, the next call of each of the other three seats and
  opener's rebid, by pairs not left out; an opening by a left-out pair whose hand fits
  SAYC's meaning of it still lets the other side's calls over it be taken. An uncontested
  response or rebid is taken where the second set's tests (bench/records_calls.py) say the
  hand fits its meaning; a call by the defenders, or by the opening side after the
  defenders entered, where the competitive tests (bench/records_competition.py, which
  quote the booklet) say so, a pass among them only where no call those tests define fits
  the hand. A call that fails its meaning ends the record: what follows may rest on it.
  Passes by hands under 8 HCP are no decision and are skipped.

Categories: real_opening, real_pass_before_opening, real_response, real_rebid (as in the
second set), real_overcall (a suit or notrump overcall, Michaels, the unusual 2NT),
real_takeout_double, real_advance (the overcaller's or doubler's partner's next call),
real_negative_double, real_competitive_response (responder's other calls after their
overcall or double), real_competitive_rebid (opener's rebid after interference) and
real_competitive_pass (a pass with 8+ HCP in any of those places). Each case is turned so
that the caller sits South and keeps its folder, file, board, seat and player.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from recommend_records import ORDER, _call, _dotted, _hands, _natural_opening  # noqa: E402
from recommend_records_second import _SAME_PLAYER  # noqa: E402
from records_calls import Auction, sayc_meaning  # noqa: E402
from records_competition import competitive_meaning, method_not_sayc  # noqa: E402
from records_pairs import LEAST_OPENINGS, non_sayc_pairs, opening_index, pair_of  # noqa: E402
from records_pairs import method_not_sayc as opening_not_sayc  # noqa: E402

from domain.rules.cards import Seat  # noqa: E402
from domain.rules.hand_evaluation import Hand  # noqa: E402
from interchange.pbn_reader import decode, read_pbn  # noqa: E402
from interchange.records import GameRecord  # noqa: E402

RECORDS = ROOT / "bench" / "records"
# Every call is taken from the first two; from the other three only competitive calls, so
# that the set is not mostly openings (the second set has those).
CASE_SOURCES = ("bermuda-bowl-1997", "usa-trials-1999", "forbo-1997", "european-teams-1999",
                "ioc-grand-prix-2000")  # fmt: skip
EVERY_CALL_SOURCES = CASE_SOURCES[:2]
UNCONTESTED = frozenset({"real_opening", "real_pass_before_opening", "real_response", "real_rebid"})
# The 1996 Olympiad's folders only judge the pairs (its players recur).
SOURCES = ("olympiad-1996", "olympiad-1996-later", "olympiad-1996-knockout", *CASE_SOURCES)
TARGET = ROOT / "tests" / "fixtures" / "recommend" / "sayc_independent_records_third.txt"
HEADER = """# Real calls by strong pairs that SAYC defines the same way, third set (held out).
# Written by `python bench/recommend_records_third.py` from bench/records/bermuda-bowl-1997
# (1997 Bermuda Bowl) and usa-trials-1999 (1999 USA International Team Trials), competitive
# calls also from forbo-1997, european-teams-1999 and ioc-grand-prix-2000, the pairs judged
# also by olympiad-1996*. See that script for which pairs and calls are taken. Each caller
# is turned to sit South.
# Frozen before it was measured: never edit by hand.
# category | dealer | auction from the dealer (- for none) | hand S.H.D.C | expected call | source
"""
EVENTS = {"bermuda-bowl-1997": "1997 Bermuda Bowl", "usa-trials-1999": "1999 USA Trials",
          "forbo-1997": "1997 Forbo-Krommenie", "european-teams-1999": "1999 European Teams",
          "ioc-grand-prix-2000": "2000 IOC Grand Prix"}  # fmt: skip


# Spellings of one surname (the second set's list, and one more these records add).
_SAME_SURNAME = {**_SAME_PLAYER, "Boydg": "Boyd"}


def _player(name: str) -> str:
    """A player's surname: the last word of the name longer than an initial."""
    name = _SAME_SURNAME.get(name, name)
    words = [w for w in name.replace(".", " ").split() if len(w) > 1]
    return (words[-1] if words else name).lower()


def _pair(record: GameRecord, seat: Seat) -> str:
    return pair_of(record, seat, _player)


def excluded_pairs(records: list[GameRecord], least: int = LEAST_OPENINGS) -> set[str]:
    """Pairs whose openings or direct defensive actions show a method SAYC does not play,
    or that opened fewer than `least` times."""
    found = non_sayc_pairs(records, _player, least)
    for record in records:
        calls = [_call(c) for c in record.calls]
        at = opening_index(calls)
        if at is None or at + 1 >= len(calls) or record.dealer is None:
            continue
        seat = ORDER[(ORDER.index(record.dealer) + at + 1) % 4]
        if method_not_sayc(Auction(calls, at, at + 1), calls[at + 1], _hands(record)[seat]):
            found.add(_pair(record, seat))
    return found


def category(auction: Auction, call: str) -> str:
    """Where the call falls (the module docstring's categories)."""
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


def cases(records: list[GameRecord], where: dict[int, str]) -> Iterator[tuple[str, str]]:
    excluded = excluded_pairs(records)
    for record in records:
        irregular = any(c.irregularity or not c.call for c in record.calls)
        if record.dealer is None or record.deal is None or irregular:
            continue
        folder = where[id(record)].split("/")[0]
        if folder in EVERY_CALL_SOURCES:
            yield from cases_of(record, excluded, where[id(record)])
        elif folder in CASE_SOURCES:
            taken = cases_of(record, excluded, where[id(record)])
            yield from (c for c in taken if c[0].split(" | ")[0] not in UNCONTESTED)


def cases_of(record: GameRecord, excluded: set[str], where: str) -> Iterator[tuple[str, str]]:
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
        if _pair(record, seat) in excluded:
            continue  # a left-out pair's call is no case, but a natural opening by it is
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        name = "real_opening" if index == opening_at else "real_pass_before_opening"
        yield _line(name, record, calls[:index], hands, index, calls[index], where)
    if opening_at is None:
        return
    for index in range(opening_at + 1, min(opening_at + 5, len(calls))):
        seat = ORDER[(start + index) % 4]
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision, and says nothing to rest on
        auction = Auction(calls, opening_at, index)
        if not fits(auction, calls[index], hands[seat]):
            return
        if _pair(record, seat) in excluded:
            continue
        name = category(auction, calls[index])
        yield _line(name, record, calls[:index], hands, index, calls[index], where)


def _line(name: str, record: GameRecord, before: list[str], hands: dict[Seat, Hand],
          index: int, call: str, where: str) -> tuple[str, str]:  # fmt: skip
    """The case turned so that the caller sits South, and who made the call at which board."""
    assert record.dealer is not None
    seat = ORDER[(ORDER.index(record.dealer) + index) % 4]
    dealer = ORDER[(ORDER.index(Seat.S) - index) % 4]
    auction = " ".join(before) or "-"
    position = f"{name} | {dealer.value} | {auction} | {_dotted(hands[seat])} | {call}"
    player = record.players.get(seat, "?")
    return position, f"{where} board {record.board_number} {seat.value}: {player}"


def read_records() -> tuple[list[GameRecord], dict[int, str]]:
    """Every table of the eight folders, and each one's folder and file."""
    records: list[GameRecord] = []
    where: dict[int, str] = {}
    for folder in SOURCES:
        for path in sorted((RECORDS / folder).glob("*.pbn")):
            for record in read_pbn(decode(path.read_bytes())):
                if isinstance(record, GameRecord) and record.calls and record.deal:
                    records.append(record)
                    where[id(record)] = f"{folder}/{path.name}"
    return records, where


def written(records: list[GameRecord], where: dict[int, str]) -> str:
    """The file's text: each position once, with every table where it was called."""
    tables: dict[str, list[str]] = defaultdict(list)
    events: dict[str, str] = {}
    for position, who in cases(records, where):
        tables[position].append(who)
        events.setdefault(position, EVENTS[who.split("/")[0]])
    lines = [
        f"{position} | real: {events[position]}, {'; '.join(who)}"
        for position, who in tables.items()
    ]
    return HEADER + "\n".join(lines) + "\n"


def main() -> None:
    records, where = read_records()
    text = written(records, where)
    lines = text.removeprefix(HEADER).splitlines()
    counts: dict[str, int] = defaultdict(int)
    for line in lines:
        counts[line.split(" | ", 1)[0]] += 1
    TARGET.write_text(text, encoding="utf-8")
    excluded = excluded_pairs(records)
    pairs = {_pair(r, s) for r in records for s in ORDER}
    print(f"{len(lines)} cases from {len(records)} tables; {len(pairs) - len(excluded)} of "
          f"{len(pairs)} pairs kept: {dict(sorted(counts.items()))}")  # fmt: skip


if __name__ == "__main__":
    main()
