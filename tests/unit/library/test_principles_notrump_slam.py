"""The Gerber bidder's next call (library/principles_notrump_slam.py), on hands written
here. The SAYC booklet: "4C is Gerber over any 1NT or 2NT bid by partner ... (5C is
used asking for kings.) If the player using Gerber makes any bid other than 5C, that is
to play (including 4NT)"; Paddy's Pearl: with "two aces missing, sign off"; Lindop: "33
or more combined points for small slam and 37 or more for a grand slam".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_notrump_slam import after_gerber
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

GERBER = [
    # one ace opposite one: two missing, "any bid other than 5C ... is to play (including
    # 4NT)": stop in 4NT
    ("1NT Pass 4C Pass 4H Pass", "KQ87.A5.KQJ3.Q82", "4NT"),
    # two aces opposite none: two missing, over 2NT too
    ("2NT Pass 4C Pass 4S Pass", "KQ8.K52.QJ43.Q82", "4NT"),
    ("1NT Pass 4C Pass 4S Pass", "KQ87.K5.KQJ3.KQ2", "4NT"),
    # three aces between the hands and 33 counting partner's 15: six
    ("1NT Pass 4C Pass 4S Pass", "KQ87.A5.KQJ3.K82", "6NT"),
    ("1NT Pass 4C Pass 4NT Pass", "KQ87.K5.KQJ3.KQ2", "6NT"),
    # a zero-or-four answer opposite a hand without an ace is four: six with 34
    ("1NT Pass 4C Pass 4D Pass", "KQ87.KQ5.KQJ3.K2", "6NT"),
    # every ace and 35: "5C is used asking for kings" on the way to a grand
    ("1NT Pass 4C Pass 4NT Pass", "KQ87.A5.KQJ3.KQ2", "5C"),
    # after the kings: 37 between the hands bids the grand, else six
    ("1NT Pass 4C Pass 4NT Pass 5C Pass 5D Pass", "KQ87.A5.KQJ3.KQ2", "6NT"),
    # every ace and every king with 35: thirteen tricks are there
    ("1NT Pass 4C Pass 4NT Pass 5C Pass 5H Pass", "KQ87.A5.KQJ3.KQ2", "7NT"),
    ("1NT Pass 4C Pass 4S Pass 5C Pass 5D Pass", "KQJ7.AK.AKJ3.KJ2", "7NT"),
]


def _table(auction: str, hand: str | Hand) -> Table:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return Table(sayc_book(), place_from_calls(Seat("S"), auction.split()), held)


@pytest.mark.parametrize(("auction", "hand", "expected"), GERBER)
def test_the_gerber_bidder_places_the_contract(auction: str, hand: str, expected: str) -> None:
    advice = after_gerber(_table(auction, hand))
    assert advice is not None and advice.call == expected, advice
    place = place_from_calls(Seat("S"), auction.split())
    assert recommend(sayc_book(), place, parse_hand(hand)).call == expected


def test_4c_after_stayman_is_not_gerber() -> None:
    # library/conventions/gerber.md: the direct jump only
    assert after_gerber(_table("1NT Pass 2C Pass 2H Pass 4C Pass", "KQ87.A5.KQJ3.K82")) is None


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
hands = st.permutations(_DECK).map(lambda cards: Hand.of(cards[:13]))
_ANSWERS = {"4D": 0, "4H": 1, "4S": 2, "4NT": 3}


@settings(max_examples=150, deadline=None)
@given(hands, st.sampled_from(sorted(_ANSWERS)))
def test_two_aces_missing_always_stop(hand: Hand, answer: str) -> None:
    mine = sum(hand.ranks(s).count("A") for s in SUIT_ORDER)
    shown = _ANSWERS[answer]
    together = mine + (4 if shown == 0 and mine == 0 else shown)
    advice = after_gerber(_table(f"1NT Pass 4C Pass {answer} Pass", hand))
    assert advice is not None
    if together < 3:
        assert advice.call == ("Pass" if answer == "4NT" else "4NT")
    else:
        assert advice.call in ("4NT", "Pass", "5C", "6NT")


REBID = [
    # Skybridge Club, "Quantitative 4NT": "After partner's NT bid, a raise to 4NT is
    # invitational"; opposite 1D-1S-2NT (18-19): 14 reaches 33 only with his 19
    ("N", "1D Pass 1S Pass 2NT Pass", "KQ87.K52.QJ4.K82", "4NT"),
    # 15 makes 33 with his minimum: six at once
    ("N", "1C Pass 1S Pass 2NT Pass", "AQ87.K52.KJ4.Q82", "6NT"),
    # 13 is short of 33 even with his 19: game
    ("N", "1D Pass 1S Pass 2NT Pass", "KQ87.K52.QJ4.Q82", "3NT"),
]


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), REBID)
def test_a_notrump_rebid_is_raised_by_the_points_between_the_hands(
    dealer: str, auction: str, hand: str, expected: str
) -> None:
    place = place_from_calls(Seat(dealer), auction.split())
    assert recommend(sayc_book(), place, parse_hand(hand)).call == expected


def test_a_five_card_suit_counts_toward_accepting_the_quantitative_raise() -> None:
    # Warren Watson: "any hand with a five-card suit is probably a good 16 points"; the
    # 2NT rebid's 18-19 with 18 HCP and five diamonds is its upper half
    place = place_from_calls(Seat("N"), ["1D", "Pass", "1S", "Pass", "2NT", "Pass", "4NT", "Pass"])
    assert recommend(sayc_book(), place, parse_hand("AJ4.A3.AQ872.K92")).call != "Pass"
    flat = recommend(sayc_book(), place, parse_hand("AJ4.A32.AQ87.K92"))
    assert flat.call == "Pass"
