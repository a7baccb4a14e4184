"""Write the fourth real-records corpus: the third set's method on events nothing else used.

Run with `.venv/bin/python bench/recommend_records_fourth.py` (it rewrites
tests/fixtures/recommend/sayc_independent_records_fourth.txt; the file is committed and
frozen, so run it only to show that the file still follows from the hand records).

The third set's figures had been seen by everyone who changes the engine, so this set is
taken from events no other set, benchmark or tuning had read, chosen before anything was
measured on them (bench/records/README.md gives their provenance), most of them American,
where the pairs play Standard American: the 1998 and 2000 USA International Team Trials
(usa-trials-1998, usa-trials-2000), the 1998 Summer NABC's Spingold and Wagar knockouts
(spingold-1998), the 2000 Fall NABC's Reisinger teams and Blue Ribbon pairs
(fall-nabc-2000), the 2001 Spring NABC's Vanderbilt teams and open pairs
(spring-nabc-2001), the Cavendish Invitational pairs (and the 2000 and 2001 teams) in Las
Vegas, 1997 to 2001 (cavendish-1997 ... cavendish-2001), and the 2000 Bermuda Bowl
(bermuda-bowl-2000, both rooms of every match): every kind of call is taken from these.
From the 2001 European Team Championships (european-teams-2001) only competitive calls are
taken, as the third set took them from three European events, so that the set is not
mostly openings. The selection was fixed by counting the cases each event gave (by the
writer alone), before the engine was asked anything about them.

The method is the third set's (bench/recommend_records_third.py states it; the code is
shared, bench/records_method.py), asking the engine nothing: a pair is left out when one
of its openings, anywhere in these twelve folders, the third set's five or the 1996
Olympiad's three, shows a method SAYC does not play, when it opened fewer than
eight times there, or when its direct action over an opening shows a defence SAYC does not
play; players are joined by surname, and the misspellings of a surname these records add
(`_MISSPELT`) too. The calls up to a natural opening and, after it, the
next call of each other seat and opener's rebid are taken where the caller's hand fits
the meaning SAYC gives the call (bench/records_calls.py for the uncontested calls,
bench/records_competition.py, which quotes the booklet, for the competitive ones); a call
that fails its meaning ends the record. The categories are the third set's.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from recommend_records_third import SOURCES as THIRD_SOURCES  # noqa: E402
from records_method import (  # noqa: E402
    cases,
    every_pair,
    excluded_pairs,
    read_records,
    surname,
    write,
    written,
)

from interchange.records import GameRecord  # noqa: E402

EVENTS = {
    "usa-trials-1998": "1998 USA Trials",
    "usa-trials-2000": "2000 USA Trials",
    "spingold-1998": "1998 Summer NABC",
    "fall-nabc-2000": "2000 Fall NABC",
    "spring-nabc-2001": "2001 Spring NABC",
    "bermuda-bowl-2000": "2000 Bermuda Bowl",
    **{f"cavendish-{year}": f"{year} Cavendish" for year in range(1997, 2002)},
    "european-teams-2001": "2001 European Teams",
}
CASE_SOURCES = tuple(EVENTS)
# Every call is taken from the American events and the Bermuda Bowl; from the European
# championship only competitive calls, so that openings do not swamp the set.
EVERY_CALL_SOURCES = CASE_SOURCES[:-1]
# The earlier sets' folders only judge the pairs (their players recur).
SOURCES = (*THIRD_SOURCES, *CASE_SOURCES)
TARGET = ROOT / "tests" / "fixtures" / "recommend" / "sayc_independent_records_fourth.txt"
HEADER = """# Real calls by strong pairs that SAYC defines the same way, fourth set (held out).
# Written by `python bench/recommend_records_fourth.py` from bench/records/usa-trials-1998,
# usa-trials-2000 (USA International Team Trials), spingold-1998 (1998 Summer NABC),
# fall-nabc-2000 (2000 Fall NABC), spring-nabc-2001 (2001 Spring NABC), cavendish-1997 ...
# cavendish-2001 (Cavendish Invitational) and bermuda-bowl-2000 (2000 Bermuda Bowl),
# competitive calls also from european-teams-2001, the pairs judged also by the earlier
# sets' folders. The method is the third set's; see that script. Each caller is turned to
# sit South.
# Frozen before it was measured: never edit by hand.
# category | dealer | auction from the dealer (- for none) | hand S.H.D.C | expected call | source
"""

# Surnames these events misspell (found by comparing every two surnames; names close to
# another that may be another player, such as Jacob and Jacobs, are left apart). Joining
# them can only leave more pairs out.
_MISSPELT = {
    "balickih": "balicki", "pczszola": "pszczola", "rodwwell": "rodwell",
    "saelensmind": "saelensminde", "saelensmindee": "saelensminde", "weischel": "weichsel",
    "weinstin": "weinstein", "woolridge": "wooldridge", "zmudzinksi": "zmudzinski",
}  # fmt: skip


def player(name: str) -> str:
    """A player's surname, the third set's way, with these records' misspellings joined."""
    key = surname(name)
    return _MISSPELT.get(key, key)


def the_records() -> tuple[list[GameRecord], dict[int, str]]:
    """Every table of the twenty folders, and each one's folder and file."""
    return read_records(SOURCES)


def the_text(records: list[GameRecord], where: dict[int, str]) -> str:
    """The file's text: each position once, with every table where it was called."""
    taken = cases(records, where, EVERY_CALL_SOURCES, CASE_SOURCES, player)
    return written(taken, HEADER, EVENTS.__getitem__)


def main() -> None:
    records, where = the_records()
    pairs, excluded = every_pair(records, player), excluded_pairs(records, player=player)
    write(TARGET, the_text(records, where), HEADER, pairs, excluded, len(records))


if __name__ == "__main__":
    main()
