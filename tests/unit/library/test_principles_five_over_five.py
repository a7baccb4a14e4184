"""Five over five (library/principles_five_over_five.py; issue 34).

Andrew Robson, "Five is for the other side" (Tips for Intermediates): "'Don't bid Five
over Five' and 'The Five-level belongs to the opponents'. 11 tricks are tough to win so
it is normally much easier to try for three tricks on defence than 11 on offense (ie
declaring). You need an extreme feature - eg a void in the opposing suit or unexpected
trump length for partner - to bid Five over Five." His auction: South 1H, West 1S,
North 4H, East 4S, South 5H, Pass, Pass, and East holds one of three hands: "(i). Pass.
Five is for the other side. (ii). Pass. Similarly. (iii). 5S. Exceptionally - because
of the void heart." Ed Manfield's BOLS tip agrees: "Think twice before you bid over
five: The five level belongs to the opponents."
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_five_over_five import five_over_five_call
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_corpus import books_for
from tests.unit.library.support import sayc_book


def _call(dealer: str, calls: str, hand: str, vulnerability: str = "None") -> str:
    place = place_from_calls(Seat.parse(dealer), calls.split())
    return recommend(sayc_book(), place, parse_hand(hand), vulnerability).call


# Robson's auction with North as his South: 1H-(1S)-4H-(4S)-5H-(P)-P, East to call
ROBSON = "1H 1S 4H 4S 5H Pass Pass"


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # (i) A962 4 J97632 Q3: "Pass. Five is for the other side" (a singleton, not a void)
        ("A962.4.J97632.Q3", "Pass"),
        # (ii) J8632 75 K K8543: "Pass. Similarly" (five trumps are no void)
        ("J8632.75.K.K8543", "Pass"),
        # (iii) QJ862 - KJ104 987: "5S. Exceptionally - because of the void heart" (the
        # page prints twelve cards: a fourth club added)
        ("QJ862..KJT4.9873", "5S"),
    ],
)
def test_robsons_three_hands(hand: str, call: str) -> None:
    assert _call("N", ROBSON, hand) == call


def test_the_void_bids_on_directly_over_their_five() -> None:
    """The same hand when 5H is RHO's bid: the direct seat, the same judgement."""
    assert _call("N", "1H 1S 4H 4S 5H", "QJ862..KJT4.9873") == "5S"


def test_partners_four_level_overcall_and_the_void() -> None:
    """Partner's 4S overcall of their 4H, then their 5H: five trumps and a heart void
    outbid them (a development deal, olympiad-1996, where a human table bid 5S and made
    it; the robots passed and defended 5H)."""
    calls = "1H Pass 4H 4S Pass Pass 5H Pass Pass"
    assert _call("N", calls, "T8654..K9754.Q74") == "5S"
    # a singleton heart is no extreme feature: the five level is theirs
    assert _call("N", calls, "T8654.2.K9754.Q7") == "Pass"


def test_partners_double_of_their_five_stands() -> None:
    """Partner doubled their 5H: his penalty double is not taken out by this rule."""
    assert _call("N", "1H 1S 4H 4S 5H X Pass", "QJ862..KJT4.9873") == "Pass"


def test_six_of_ours_is_not_five_over_five() -> None:
    """Their five of a higher suit over our four hearts: six hearts is not Robson's
    five-over-five question, so the rule says nothing."""
    assert _call("N", "1S 2H 3S 4H 5S", ".Q98.KJT65.98732") != "6H"


def test_an_artificial_four_is_no_major_of_ours() -> None:
    """Playing Texas (2/1's conventions), partner's 4H over my 1NT is a transfer to
    spades, not hearts: their 5C over it does not make hearts our five-level suit. In
    SAYC, without Texas, the same 4H is to play and the void bids on."""
    place = place_from_calls(Seat.N, ["1NT", "Pass", "4H", "5C"])
    hand = parse_hand("AK5.KQ4.AJ95432.")
    two_over_one = books_for(load_library(), ["2_1_game_force"])["2_1_game_force"]
    assert recommend(two_over_one, place, hand).call != "5H"
    assert recommend(sayc_book(), place, hand).call == "5H"


@given(st.integers(0, 13), st.integers(0, 13), st.booleans())
def test_only_the_void_with_our_trumps_bids_on(support: int, theirs: int, own: bool) -> None:
    """An independent reading of the rule: Robson's extreme feature is the void in their
    suit, with our suit held (my own, or three of partner's)."""
    expected = theirs == 0 and (own or support >= 3)
    assert five_over_five_call(support, theirs, own) is expected
