"""The principles that set a fitting written rule aside never set aside the user's own.

Issue 33: "no answer contradicts the user's own system where it has a rule". Every
principle in library/recommend_set_aside.py is asked, over every position of the SAYC
corpus, about each written rule that fits the hand there, once as written and once as if
the user had written it himself: the user's copy is never set aside, nor ruled out by the
seat or the vulnerability, except by the three principles that read the rule's own words
(it asks for two of the top three honours, for a solid suit, or names a control, and the
hand lacks them: the user's own condition).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles import ruled_out
from library.principles_control_words import control_words_hold
from library.principles_openings import solid_suit_missing
from library.principles_suit_quality import top_honours_missing
from library.recommend import candidates_for
from library.recommend_auction import place_from_calls
from library.recommend_corpus import Case, load_cases
from library.recommend_set_aside import PRINCIPLES
from tests.unit.library.support import sayc_book

CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "recommend"
# the rule's own words decide: the user's condition, not a principle's second guess
OWN_WORDS = {top_honours_missing, solid_suit_missing, control_words_hold}


@cache
def _cases() -> tuple[Case, ...]:
    return tuple(c for c in load_cases(CORPUS) if c.system == "sayc")


def test_the_principles_set_written_rules_aside_on_the_corpus() -> None:
    """The test below would pass vacuously if nothing were ever set aside."""
    set_aside = 0
    for case in _cases()[:600]:
        place = place_from_calls(Seat.parse(case.dealer), list(case.auction))
        hand = parse_hand(case.hand)
        for candidate in candidates_for(sayc_book(), place, hand)[1]:
            if candidate.stands and any(
                p(sayc_book(), place, hand, candidate.rule) is not None for p in PRINCIPLES
            ):
                set_aside += 1
    assert set_aside >= 50


@pytest.mark.parametrize("part", range(4))
def test_no_principle_sets_the_users_own_rule_aside(part: int) -> None:
    cases = _cases()[part::4]
    for case in cases:
        place = place_from_calls(Seat.parse(case.dealer), list(case.auction))
        hand = parse_hand(case.hand)
        for candidate in candidates_for(sayc_book(), place, hand)[1]:
            if not candidate.stands:
                continue
            users = replace(candidate.rule, module_type=USER_CUSTOM)
            # the seat and the vulnerability never rule the user's own rule out either
            for vulnerability in ("None", "All"):
                why = ruled_out(users, place, hand, vulnerability)
                assert why is None, f"{case.where}: {users.sequence} ruled out: {why}"
            for principle in PRINCIPLES:
                if principle in OWN_WORDS:
                    continue
                why = principle(sayc_book(), place, hand, users)
                assert why is None, (
                    f"{case.where}: {principle.__module__}.{principle.__name__} sets the "
                    f"user's own {users.sequence} aside: {why}"
                )
