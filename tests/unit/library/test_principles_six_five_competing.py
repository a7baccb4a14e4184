"""Six-five, come alive, in competition (issue 34): a 6-5 hand that has bid shows its
second suit, up to the four level, rather than let the opponents play
(library/principles_six_five_competing.py).

"It is true that 6-5 hands should 'come alive.' The shape alone makes the hand worth
much more than its HCP" (Larry Cohen, "6-5 come alive"); "The standard way to show a
hand with 6-5 distribution is to start with the 6-card suit, and then bid the 5-card
suit twice" (bbi5m, "The big six-five").
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_six_five_competing import HIGHEST_LEVEL
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _system


def _ask(hand: str | Hand, calls: list[str], book: str = "sayc") -> Recommendation:
    rules = OPENINGS if book == "openings" else _system(book)
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return recommend(rules, place_from_calls(Seat.N, calls), held, "None")


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # olympiad-2000 board 11 (development deals): opener's six hearts and five clubs
        # over their Michaels and the invitational raise; both human tables bid 4C
        (["1H", "2H", "Pass", "3S"], "Q.AKJ942.Q.AKJ96", "4C"),
        # the same hand when the second suit would be bid at the five level: no
        (["1H", "2H", "Pass", "4S"], "Q.AKJ942.Q.AKJ96", "Pass"),
        # a minimum opening's 6-5 over their raise to three: the shape, not the points
        (["1S", "2H", "Pass", "3H"], "AQ8743.5.T.KJ985", "4C"),
    ],
)
def test_a_six_five_hand_shows_its_second_suit_in_competition(
    calls: list[str], hand: str, call: str
) -> None:
    assert _ask(hand, calls).call == call


def test_partners_double_is_not_pulled_by_the_shape_alone() -> None:
    """Partner doubled their bid: the decision to defend is his, the rule is silent."""
    advice = _ask("KQ8543.AQ874.2.K", ["1S", "2NT", "X", "3C"])
    assert "Six-five" not in advice.reason


SPADES = [Card.parse(f"S{r}") for r in "AKQJT98765432"]
CLUBS = [Card.parse(f"C{r}") for r in "AKQJT98765432"]
REDS = [Card.parse(f"{s}{r}") for s in "HD" for r in "AKQJT98765432"]


@settings(max_examples=40, deadline=None)
@given(st.permutations(SPADES), st.permutations(CLUBS), st.permutations(REDS),
       st.sampled_from(["3H", "4H"]))  # fmt: skip
def test_the_second_suit_is_never_shown_above_the_four_level(
    spades: list[Card], clubs: list[Card], reds: list[Card], raise_to: str
) -> None:
    """1S-(2H)-P-(raise): six spades and five clubs show the clubs at the cheapest
    level above their raise when that is the four level or lower (counted here: clubs
    rank below hearts, so one level above theirs), and never above it."""
    hand = Hand(frozenset(spades[:6] + clubs[:5] + [r for r in reds if r.suit is Suit.D][:2]))
    advice = _ask(hand, ["1S", "2H", "Pass", raise_to])
    cheapest = int(raise_to[0]) + 1
    if "Six-five" in advice.reason:
        assert advice.call == f"{cheapest}C"
        assert cheapest <= HIGHEST_LEVEL
    if cheapest > HIGHEST_LEVEL:
        assert "Six-five" not in advice.reason
