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
  (`surname` in bench/records_method.py); two players sharing a surname are judged as one,
  which can only leave more pairs out. Of 209 pairs, 14 remain.
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

The method's code is in bench/records_method.py, which the fourth set's writer
(bench/recommend_records_fourth.py) shares.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from records_method import cases, every_pair, excluded_pairs, read_records, write, written  # noqa: E402

from interchange.records import GameRecord  # noqa: E402

# Every call is taken from the first two; from the other three only competitive calls, so
# that the set is not mostly openings (the second set has those).
CASE_SOURCES = ("bermuda-bowl-1997", "usa-trials-1999", "forbo-1997", "european-teams-1999",
                "ioc-grand-prix-2000")  # fmt: skip
EVERY_CALL_SOURCES = CASE_SOURCES[:2]
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


def the_records() -> tuple[list[GameRecord], dict[int, str]]:
    """Every table of the eight folders, and each one's folder and file."""
    return read_records(SOURCES)


def the_text(records: list[GameRecord], where: dict[int, str]) -> str:
    """The file's text: each position once, with every table where it was called."""
    taken = cases(records, where, EVERY_CALL_SOURCES, CASE_SOURCES)
    return written(taken, HEADER, EVENTS.__getitem__)


def main() -> None:
    records, where = the_records()
    pairs, excluded = every_pair(records), excluded_pairs(records)
    write(TARGET, the_text(records, where), HEADER, pairs, excluded, len(records))


if __name__ == "__main__":
    main()
