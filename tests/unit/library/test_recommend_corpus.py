"""The recommendation corpus: its size and spread, and the agreement rate it reaches.

The floors are the rates reached when this test was written (bench/recommend.py prints
the figures); a change that loses agreement fails here.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS
from library.recommend_corpus import CorpusResult, Outcome, books_for, load_cases, run_corpus

CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "recommend"
FLOORS = {"sayc": 0.97, "2_1_game_force": 0.98}
# The textbook cases (tests/textbook, SAYC only): the held-out file was written before the
# engine's general principles (249/396 then) and run once after them: 350/396.
TEXTBOOK_HOLDOUT_FLOOR = 387 / 396  # 350/396 when first run, 365 at 0.13.0
# The independent held-out sets (issue 33), frozen before any tuning: published quiz answers
# by other authors, and real calls by strong pairs (bench/recommend_records.py). The floors
# are the rates measured at the last change; before any tuning: 88/163 and 39/57. The
# fresh set was written after all of issue 33's changes and measured once: 8/20. The second
# set (Michaels, unusual 2NT, responses to a major, responder's later bids, fourth suit,
# slam tries) was committed before any change made for it: 40/80 then, 49/80 after. The
# third and fourth were measured once before their rounds (72/150, 84/170); the fifth was
# written during the fifth round from primary sources only and measured once after its
# first two waves: 100/175 (95/175 for 0.13.0's engine); the sixth once after the third
# wave: 36/71 (34/71 for 0.13.0's engine). The second set of real calls
# (bench/recommend_records_second.py) was written mechanically in 0.15.0 and measured for
# 0.14.0's engine (106/137) and once after that round's changes (106/137). The third set of
# real calls (bench/recommend_records_third.py, competitive calls included) was frozen in
# 0.16.0 and measured once with 0.15.0's engine: 221/260, and once after 0.16.0's changes:
# 224/260 (the other floors raised then to 0.16.0's figures). The fourth set of real calls
# (bench/recommend_records_fourth.py) was frozen in 0.17.0 and measured once with 0.16.0's
# engine: 395/468, and once after 0.17.0's changes: 397/468 (the other floors raised then
# to 0.17.0's figures). The fifth set of real calls (bench/recommend_records_fifth.py) was
# frozen in 0.18.0 before anything was measured on it, and measured once with 0.17.0's
# engine: 345/413, and once after 0.18.0's changes: 349/413 (the other floors raised then
# to 0.18.0's figures). The seventh set (expert panels' top awards and columns' quiz
# answers) was frozen in 0.19.0 before anything was measured on it, and measured once with
# 0.18.0's engine: 26/114, and once after 0.19.0's changes: 25/114 (the other floors raised
# then to 0.19.0's figures; every set but the seventh is development data now). In
# 0.20.0 one of h50c's responder principles (a three-card limit raise with four spades bids 1S
# first; a good side suit before Jacoby 2NT) moved one seventh-set answer: 24/114. The
# case was not read and nothing was tuned on it; measured by the lead after every merge:
# 24/114. The eighth set (published answers, h50f) was frozen in 0.20.0 by an engineer who
# never ran the engine, and measured once with 0.19.0's engine: 25/52, and once after
# 0.20.0's changes: 25/52 (the other floors raised to 0.20.0's figures). After 0.21.0's
# changes, measured once by the lead: every set as before but the third, 111 -> 112/150.
# In 0.22.0 the second to fifth sets were spent (development data now: SPENT_FLOORS below),
# and two new sets were frozen before the round was measured, each by an engineer who never
# ran the engine: the ninth (h52i, 83 answers) and the tenth (h52a, 110); measured once
# with 0.21.0's engine: 43/83 and 57/110, and once after 0.22.0's changes: the same, and
# every other held-out set as at 0.21.0. In 0.23.0 an eleventh set (h53i, 123 answers, an
# engineer who never ran the engine) was frozen before the round and measured once with
# 0.22.0's engine: 65/123; after 0.23.0's changes: the same, ninth and tenth the same, the
# fifth records' set 364 -> 365/413. In 0.24.0 the sixth, seventh and eighth sets were spent
# (held out since 0.13.0, 0.19.0 and 0.20.0; development data now: SPENT_FLOORS below),
# and the round's changes were made by cause over the spent sets' misses; measured once
# after them: ninth 43/83, tenth 57 -> 58/110, eleventh 65 -> 67/123, every other set as
# at 0.23.0. In 0.25.0 a twelfth set (h55f, 105 answers, an engineer who never ran the engine)
# was frozen before the round and measured once with 0.24.0's engine: 53/105; after the
# round's changes every held-out set was as before (the twelfth 53/105 too). In 0.26.0 the
# ninth and tenth were spent (held out four rounds since 0.22.0: SPENT_FLOORS below), and a
# thirteenth set (h56c, 99 answers, an engineer who never ran the engine) was frozen before
# the round and measured once with 0.25.0's engine: 47/99; after the round's changes: the
# same, the twelfth 53 -> 54/105, every other held-out set as at 0.25.0 (one of the round's
# changes, the slam try by the losing-trick count, lowered the eleventh 67 -> 65 and was
# taken back). In 0.27.0 the eleventh, twelfth and thirteenth were spent (h57a, to measure why
# they stayed near half: bench/heldout_misses.py; SPENT_FLOORS below), and a fourteenth set
# (h57b, 36 answers, an engineer who never ran the engine) was frozen before the round and
# measured once with 0.26.0's engine: 19/36.
INDEPENDENT_FLOORS = {"sayc_independent_quizzes": 130 / 163, "sayc_independent_records": 44 / 57,
                      "sayc_independent_fresh": 16 / 20,
                      "sayc_independent_fourteenth": 19 / 36,
                      "sayc_independent_records_second": 112 / 137,
                      "sayc_independent_records_third": 243 / 260,
                      "sayc_independent_records_fourth": 414 / 468,
                      "sayc_independent_records_fifth": 365 / 413}  # fmt: skip


_library = cache(load_library)


@cache
def _result() -> CorpusResult:
    return run_corpus(_library(), load_cases(CORPUS))


def test_the_corpus_has_a_thousand_cases_of_its_own() -> None:
    lines = {
        line.split("|", 5)[:5].__repr__()
        for path in CORPUS.glob("*.txt")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert len(lines) >= 1000
    textbook = {c.category for c in load_cases(CORPUS) if "textbook" in c.where}
    assert {"overcalls_of_1nt", "reopening_doubles", "responder_later", "fourth_suit",
            "balancing", "reverses", "doubles", "preempts", "negative_doubles",
            "jacoby_transfers", "interference_1nt"} <= textbook  # fmt: skip
    cases = load_cases(CORPUS)
    assert all(case.source for case in cases)


@pytest.mark.parametrize("system", sorted(FLOORS))
def test_every_kind_of_auction_is_in_the_corpus(system: str) -> None:
    categories = {c.case.category for c in _result().outcomes if c.case.system == system}
    assert {"opening", "opening_seat", "opener_rebid", "responder_rebid", "competitive",
            "overcall", "advance", "convention", "strong_2c", "weak_two"} <= categories  # fmt: skip
    dealers = {c.case.dealer for c in _result().outcomes if c.case.system == system}
    assert dealers == {"N", "E", "S", "W"}
    passes = [
        c for c in _result().outcomes if c.case.system == system and c.case.expected == "Pass"
    ]
    assert len(passes) >= 15


@pytest.mark.parametrize("system", sorted(FLOORS))
def test_every_default_convention_is_exercised(system: str) -> None:
    book = books_for(_library(), [system])[system]
    used: set[str] = set()
    for outcome in _result().outcomes:
        case = outcome.case
        if case.system != system or not outcome.agrees:
            continue
        place = place_from_calls(Seat(case.dealer), list(case.auction))
        answer = recommend(book, place, parse_hand(case.hand))
        if answer.rule is not None:
            used.add(answer.rule.module_id)
    assert set(DEFAULT_CONVENTIONS[system]) <= used


def _written(outcome: Outcome) -> bool:
    """A case written by hand (the textbook, independent and spent files are measured apart)."""
    where = outcome.case.where
    return "textbook" not in where and "independent" not in where and "spent" not in where


@pytest.mark.parametrize("system", sorted(FLOORS))
def test_agreement_does_not_fall(system: str) -> None:
    result = CorpusResult([o for o in _result().outcomes if _written(o)])
    assert result.rate(system) >= FLOORS[system] - 1e-9
    misses = [o for o in result.outcomes if o.case.system == system and not o.agrees]
    assert all(o.cause in ("library content", "extraction", "engine", "principles") for o in misses)


# The held-out floors are marked `held_out`: an engineer tuning the advice runs
# `pytest -m "not held_out"`, so that a floor passing or failing after each change is no
# signal to tune on; CI and the lead's measurement after a round run them all.
@pytest.mark.held_out
@pytest.mark.parametrize("system", sorted(FLOORS))
def test_the_hand_written_held_out_cases_keep_their_agreement(system: str) -> None:
    held = [
        o for o in _result().outcomes
        if _written(o) and o.case.system == system and "holdout" in o.case.where
    ]  # fmt: skip
    assert len(held) >= 40
    assert sum(o.agrees for o in held) / len(held) >= 0.95


@pytest.mark.held_out
def test_the_textbook_held_out_cases_keep_their_agreement() -> None:
    held = [o for o in _result().outcomes if "sayc_textbook_holdout" in o.case.where]
    assert len(held) >= 390
    assert len({o.case.category for o in held}) >= 18
    assert sum(o.agrees for o in held) / len(held) >= TEXTBOOK_HOLDOUT_FLOOR


def test_every_case_gets_a_call_and_says_what_it_rests_on() -> None:
    outcomes = _result().outcomes
    assert all(o.got is not None for o in outcomes)
    assert {o.method for o in outcomes} <= {"rule", "last_resort", "principle"}


# Sets held out and then spent (0.22.0: second to fifth; 0.24.0: sixth to eighth; 0.26.0: ninth
# and tenth; 0.27.0: eleventh to thirteenth, last held-out figures 67/123, 54/105 and 47/99):
# their misses are read and tuned on; floors at their figures after the latest round, so that
# a fall shows (the eleventh to thirteenth at 0.27.0's, h57a and h57h; the others at 0.26.0's).
SPENT_FLOORS = {"sayc_spent_second": 62 / 80, "sayc_spent_third": 117 / 150,
                "sayc_spent_fourth": 139 / 170, "sayc_spent_fifth": 145 / 175,
                "sayc_spent_sixth": 60 / 71, "sayc_spent_seventh": 37 / 114,
                "sayc_spent_eighth": 32 / 52, "sayc_spent_ninth": 48 / 83,
                "sayc_spent_tenth": 63 / 110, "sayc_spent_eleventh": 74 / 123,
                "sayc_spent_twelfth": 58 / 105, "sayc_spent_thirteenth": 48 / 99}  # fmt: skip


@pytest.mark.parametrize("name", sorted(SPENT_FLOORS))
def test_the_spent_sets_keep_their_agreement(name: str) -> None:
    spent = [o for o in _result().outcomes if o.case.where.startswith(f"{name}.txt:")]
    assert len(spent) >= 50
    assert sum(o.agrees for o in spent) / len(spent) >= SPENT_FLOORS[name] - 1e-9


@pytest.mark.held_out
@pytest.mark.parametrize("name", sorted(INDEPENDENT_FLOORS))
def test_the_independent_held_out_sets_keep_their_agreement(name: str) -> None:
    held = [o for o in _result().outcomes if o.case.where.startswith(f"{name}.txt:")]
    assert len(held) >= 20
    assert all(o.case.source for o in held)
    assert sum(o.agrees for o in held) / len(held) >= INDEPENDENT_FLOORS[name] - 1e-9
