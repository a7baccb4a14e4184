"""Write the second real-records corpus: strong pairs' calls that SAYC defines the same way.

Run with `.venv/bin/python bench/recommend_records_second.py` (it rewrites
tests/fixtures/recommend/sayc_independent_records_second.txt; the file is committed and
frozen, so run it only to show that the file still follows from the hand records).

The hand records are the 1996 World Team Olympiad's open series in bench/records (round
robin in olympiad-1996 and olympiad-1996-later, knockout in olympiad-1996-knockout): the
world's national teams at both tables of each match. The cases come from the later rounds
and the knockout only: rounds 1-16 (olympiad-1996) tuned the robots' bidding, which is the
recommendation, and unit tests quote their hands; they serve only to judge the pairs.
Unlike the first set's records (bench/recommend_records.py), these carry no alerts and no
explanations, so what a call meant is judged from the hands, in two steps, neither of
which asks the engine anything:

- **The pairs.** A pair is left out altogether when any opening bid it made, in any of the
  three folders, shows a method SAYC does not play: 1C or 1D with fewer than three cards
  in the suit (a short or a strong club, Precision's diamond), 1H or 1S with fewer than
  five (four-card majors), 1NT outside 15-17 HCP or unbalanced (a weak or a wide
  notrump), 1C or 1D with a balanced 15-17 (the notrump is not 15-17), 2C with fewer
  than 20 HCP (a natural or Precision 2C), 2D, 2H or 2S without six or seven cards in the
  suit or with 12 HCP or more (multi, Flannery, Muiderberg, Precision 2D, strong or
  intermediate twos), 2NT with fewer than 19 HCP (a weak two-suiter), 4C or 4D with fewer
  than six cards in the suit (Namyats, transfer preempts). One such opening is enough:
  the pairs that remain opened, everywhere the records show, as SAYC opens. A pair seen
  opening fewer than eight times is left out too (most pairs played one match of 16 or
  20 boards): its few openings could not have shown its method. A player whose name the
  records spell two ways is one player (`SAME_PLAYER` in bench/records_method.py). Of 87
  pairs, 7 remain.
- **The calls.** Taken, as in the first set, are the calls up to the opening (passes by
  hands of 8 HCP or more, and the opening itself when it is natural in SAYC's sense by
  bench/recommend_records.py's test) and, after it, the next call of each of the other
  three seats and opener's rebid, by pairs not left out. A call after the opening stands
  in for the first set's "not alerted" when the caller's hand fits the meaning SAYC gives
  it (`sayc_meaning` in bench/records_calls.py): an overcall holds five cards in its suit
  and it is among the longest, a weak jump overcall six; a takeout double at most three
  cards in the doubled suit (or 17 HCP), a double of 1NT 15 HCP; a 1NT overcall 15-18 and
  no singleton; the unusual 2NT and Michaels two five-card suits; a new suit by responder
  four cards (at the two level with 10 HCP, a jump shift with 16), a raise three cards
  (four of a minor), a single raise at most 10 HCP and a limit raise 9-12, 1NT 6-10,
  1m-2NT 13-15 balanced, Jacoby 2NT four trumps and 13 HCP, Stayman a four-card major, a
  Jacoby transfer five cards in the next suit, a redouble 10 HCP, 2D over 2C any hand and
  a positive response five cards and 8 HCP; opener's rebid in a new suit four cards, of
  its own suit five, a raise three, a notrump rebid no singleton, the answers to Stayman
  and the completion of a transfer. Calls SAYC gives no meaning that a hand can show (cue
  bids, opener's doubles, other conventional calls) are not taken, and a call that fails
  its meaning ends the record: what follows may rest on it.

Where the two tables' players made different calls with the same hand after the same
auction, both are kept (as in the first set): strong pairs differ too. Each case is
turned so that the caller sits South (the dealer moved with it; the format has no
vulnerability, so nothing else changes) and keeps the record's folder, file, board,
seat and player, so a reader can find the table.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from recommend_records import ORDER, _call, _hands, _natural_opening  # noqa: E402
from records_calls import Auction, sayc_meaning  # noqa: E402
from records_method import SAME_PLAYER, Case, case_line, read_records, write, written  # noqa: E402
from records_pairs import LEAST_OPENINGS, non_sayc_pairs, opening_index, pair_of  # noqa: E402

from domain.rules.cards import Seat  # noqa: E402
from interchange.records import GameRecord  # noqa: E402

SOURCES = ("olympiad-1996", "olympiad-1996-later", "olympiad-1996-knockout")
# The folders whose calls become cases: olympiad-1996 tuned the robots' bidding, which is the
# recommendation's (unit tests quote its hands), so it only tells which pairs play SAYC.
CASE_SOURCES = ("olympiad-1996-later", "olympiad-1996-knockout")
TARGET = ROOT / "tests" / "fixtures" / "recommend" / "sayc_independent_records_second.txt"
HEADER = """# Real calls by strong pairs that SAYC defines the same way, second set (held out).
# Written by `python bench/recommend_records_second.py` from bench/records/olympiad-1996,
# olympiad-1996-later and olympiad-1996-knockout (the 1996 World Team Olympiad, open series);
# see that script for which pairs and calls are taken. Each caller is turned to sit South.
# Frozen before it was measured: never edit by hand.
# category | dealer | auction from the dealer (- for none) | hand S.H.D.C | expected call | source
"""
_AFTER_OPENING = {1: "real_overcall", 2: "real_response", 3: "real_overcall", 4: "real_rebid"}


def _player(name: str) -> str:
    return SAME_PLAYER.get(name, name)


def _pair(record: GameRecord, seat: Seat) -> str:
    return pair_of(record, seat, _player)


def _non_sayc_pairs(records: list[GameRecord]) -> set[str]:
    return non_sayc_pairs(records, _player, LEAST_OPENINGS)


def cases(records: list[GameRecord], where: dict[int, str]) -> Iterator[Case]:
    excluded = _non_sayc_pairs(records)
    for record in records:
        irregular = any(c.irregularity or not c.call for c in record.calls)
        if record.dealer is None or record.deal is None or irregular:
            continue
        if where[id(record)].split("/")[0] in CASE_SOURCES:
            yield from _cases_of(record, excluded, where[id(record)])


def _cases_of(record: GameRecord, excluded: set[str], where: str) -> Iterator[Case]:
    assert record.dealer is not None
    hands = _hands(record)
    start = ORDER.index(record.dealer)
    calls = [_call(c) for c in record.calls]
    opening_at = opening_index(calls)
    last = len(calls) if opening_at is None else opening_at + 1
    for index in range(min(last, len(calls))):
        seat = ORDER[(start + index) % 4]
        if _pair(record, seat) in excluded:
            return
        if index == opening_at and not _natural_opening(calls[index], hands[seat]):
            return
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        category = "real_opening" if index == opening_at else "real_pass_before_opening"
        yield case_line(category, record, calls[:index], hands, index, calls[index], where)
    if opening_at is None:
        return
    for index in range(opening_at + 1, min(opening_at + 5, len(calls))):
        seat = ORDER[(start + index) % 4]
        if not sayc_meaning(Auction(calls, opening_at, index), calls[index], hands[seat]):
            return
        if _pair(record, seat) in excluded:
            continue
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        category = _AFTER_OPENING[index - opening_at]
        yield case_line(category, record, calls[:index], hands, index, calls[index], where)


def the_records() -> tuple[list[GameRecord], dict[int, str]]:
    """Every table of the three folders, and each one's folder and file."""
    return read_records(SOURCES, with_deal=False)


def the_text(records: list[GameRecord], where: dict[int, str]) -> str:
    """The file's text: each position once, with every table where it was called."""
    return written(cases(records, where), HEADER, lambda _: "1996 World Team Olympiad")


def main() -> None:
    records, where = the_records()
    pairs = {_pair(r, s) for r in records for s in ORDER}
    write(TARGET, the_text(records, where), HEADER, pairs, _non_sayc_pairs(records), len(records))


if __name__ == "__main__":
    main()
