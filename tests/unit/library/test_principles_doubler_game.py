"""The takeout doubler bids game in partner's forced major with 22+ support points
(issue 33, 0.26.0; library/principles_doubler_game.py).

The Everything Bridge Book ("The Doubler's Second Call"): "partner's 1S bid shows 0-8
support points. If you bid 2S, it should be an invitation to game ... you need something
along the lines of about 18 support points yourself." The TGIF bidding contest
(Vancouver Bridge Centre, June 2007), KQ52 AK87 K86 AQ after 1S-X-P-2H-P: "top award 4H
after partner's forced 2H response to the takeout double".
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_doubler_game import game_opposite_forced_answer
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.E, calls), parse_hand(hand), "None").call


def _table(hand: Hand, calls: list[str]) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.E, calls), hand)


def test_the_panels_game() -> None:
    assert _ask("KQ52.AK87.K86.AQ", ["1S", "X", "Pass", "2H", "Pass"]) == "4H"


def test_not_after_a_jump_or_a_minor_or_three_trumps() -> None:
    hand = parse_hand("KQ52.AK87.K86.AQ")
    # a jump answer shows 9-11: not this rule's
    assert game_opposite_forced_answer(_table(hand, ["1S", "X", "Pass", "3H", "Pass"])) is None
    # a minor: no major game to bid
    assert game_opposite_forced_answer(_table(hand, ["1S", "X", "Pass", "2D", "Pass"])) is None
    three = parse_hand("KQ52.AK8.K862.AQ")
    assert game_opposite_forced_answer(_table(three, ["1S", "X", "Pass", "2H", "Pass"])) is None


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_SHORT = {0: 5, 1: 3, 2: 1}  # four trumps or more: void, singleton, doubleton


@settings(max_examples=80, deadline=None)
@given(_hands())
def test_game_by_an_independent_count(hand: Hand) -> None:
    """1D X Pass 1S Pass: 4S with four spades or more and HCP plus shortness of 22+."""
    cards = [(c.suit.value, c.rank) for c in hand.cards]
    spades = sum(s == "S" for s, _ in cards)
    hcp = sum(_HCP.get(r, 0) for _, r in cards)
    short = sum(_SHORT.get(sum(s == o for s, _ in cards), 0) for o in "HDC")
    advice = game_opposite_forced_answer(_table(hand, ["1D", "X", "Pass", "1S", "Pass"]))
    wanted = spades >= 4 and hcp + short >= 22
    assert (advice is not None and advice.call == "4S") == wanted
