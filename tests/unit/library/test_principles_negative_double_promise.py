"""Responder's negative double promises the unbid major (issue 33;
library/principles_responses._double_promises).

The library's negative doubles (library/conventions/negative_doubles.md, the ACBL SAYC
booklet's "negative doubles through 2S"): "1c-(1d)-x = ... 4+ in each major";
"1d-(1s)-x = ... 4+ hearts"; "1h-(1s)-x = ... 4+ clubs and 4+ diamonds". The teachers:
"if the bidding goes 1 Club by your partner, 1 Diamond overcall by your RHO, you must
have 2 four card majors to make a negative double" (bridgemedley, "Negative doubles");
after 1D-(2C) "the negative double shows 4-4 in the majors, but responder can make the
call with 4-3 in the majors, or even 4-2" (Mike Lawrence, "Double!", as the Tommy
bridge blog reports it); "In general, the other major(s) is promised. If responder
can't stand a suit that opener selects, he needs to have a backup plan (often tolerance
for opener's first suit). If the opening is 1-of-a-major and they overcall the other
major, a negative double typically shows both minors" (Larry Cohen, "Negative
doubles"). Hands written here; the principle read directly (the system's written rules
decide first where one fits), with the full call where no rule fits.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_reading import Table
from library.principles_responses import responding
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _principle(hand: str | Hand, calls: list[str]) -> str | None:
    cards = parse_hand(hand) if isinstance(hand, str) else hand
    advice = responding(Table(sayc_book(), place_from_calls(Seat.N, calls), cards))
    return None if advice is None else advice.call


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # 1D-(1S): four hearts, the double
        ("75.K732.Q82.QJ98", ["1D", "1S"], "X"),
        # 1D-(1S) with three hearts, 9 HCP, no spade stopper, five clubs short of the two
        # level's 10: a card short, with a backup plan (the clubs, three diamonds)
        ("75.K73.Q82.KJ983", ["1D", "1S"], "X"),
        # two hearts: the double's major is not there; pass, opener will bid again (7 HCP:
        # with the king, 9 HCP and the six clubs' two length points reach the free 2C's
        # ten, library/principles_long_suit_values.py)
        ("75.J7.Q82.KJ9832", ["1D", "1S"], "Pass"),
        ("75.K7.Q82.KJ9832", ["1D", "1S"], "2C"),
        # 1C-(1D) with three cards in each major: no double (it shows both, four each),
        # 1NT with the diamonds stopped
        ("K75.Q73.KJ82.983", ["1C", "1D"], "1NT"),
        # 1C-(1D): both majors double; one four-card major is bid
        ("KQ75.Q732.872.98", ["1C", "1D"], "X"),
        ("KQ75.Q73.872.983", ["1C", "1D"], "1S"),
        # 1D-(2C): one four-card major will do at the two level
        ("Q752.K73.J2.KJ98", ["1D", "2C"], "X"),
        # 1S-(2D), three hearts: at the two level a card short with a backup plan (two
        # spades, five clubs), 10 HCP short of the three-level 3C's 11
        ("T9.K73.Q96.AJ762", ["1S", "2D"], "X"),
        # 1D-(2C), three cards in each major but no backup (two diamonds, no five-card
        # suit): pass
        ("Q75.K73.J8.KJ982", ["1D", "2C"], "Pass"),
    ],
)
def test_the_double_and_its_alternatives(hand: str, calls: list[str], call: str) -> None:
    assert _principle(hand, calls) == call
    assert _ask(hand, calls) == call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


def _length(hand: Hand, suit: Suit) -> int:
    return sum(1 for c in hand.cards if c.suit is suit)


@settings(max_examples=150, deadline=None)
@given(_hands(), st.sampled_from([(["1D", "1S"], 1), (["1C", "1D"], 1), (["1H", "1S"], 1),
                                  (["1D", "2C"], 2), (["1S", "2H"], 2)]))  # fmt: skip
def test_a_principled_double_holds_what_it_promises(
    hand: Hand, case: tuple[list[str], int]
) -> None:
    """Whenever the principle doubles: over their 1D both majors four long; otherwise
    four cards in every unbid major at the one level (one of them at the two level;
    both minors when no major is unbid), or three in each suit the double shows with a
    backup plan (Cohen)."""
    calls, level = case
    if _principle(hand, calls) != "X":
        return
    named = {c[-1] for c in calls}
    unbid = [s for s in (Suit.S, Suit.H, Suit.D, Suit.C) if s.value not in named]
    majors = [s for s in unbid if s in (Suit.S, Suit.H)]
    shown = majors or unbid
    if level == 1 and len(majors) == 2:
        assert all(_length(hand, s) >= 4 for s in shown)
    else:
        four = any(_length(hand, m) >= 4 for m in majors) or all(
            _length(hand, s) >= 4 for s in shown
        )
        assert four or all(_length(hand, s) >= 3 for s in shown)
