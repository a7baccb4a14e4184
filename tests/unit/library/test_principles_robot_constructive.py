"""Constructive auctions the robots bid through the recommendation (issue 34): a light
opener's minimum rebid, and control bids only once the trump suit is agreed and only in
a new suit. Each hand is written here for the principle it tests.

Sources, as the modules' notes quote them (library/principles_rebids.py,
library/principles_slam.py): "a minimum opener has to rebid at or below two of his
original suit unless he can raise responder's suit" and a single raise "shows four-card
support" (Pat Harrington, for the ACBL); single-suited, "with 12 - 15 points rebid 2
Hearts" (Gwent bridge academy, lesson 6, opener's rebid); "the first cue-bid cannot take
place until the trump suit has been agreed" (youth.worldbridge.org, "Cue-bidding");
"only do it if you have already explicitly agreed the trump suit" (bidandmade.com);
a control bid is "a non-jump bid in a new suit at the 4-level or higher" (J. Belk,
"Control-showing cuebids"). Advancing a takeout double, partner bids his longest suit,
"a four-card major first" (the ACBL SAYC booklet's advances): his answer promises four
cards, not an overcall's five; "double, then bid your suit, shows a hand too strong for
a simple overcall" (the teaching rule in library/principles_competition.py). Without
a stopper "a player does not bid notrump himself but names a suit (the fourth suit, a
three-card suit, or the fit) and lets partner bid notrump with the stopper"
(library/principles_stoppers.py, as teachers state it).
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _advice(auction: str, hand: str) -> Recommendation:
    return recommend(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))


LIGHT_OPENER = [
    # 11 HCP and six clubs, opened by the rule of 20 (11 + 6 + 3): a minimum rebids the
    # six-card suit, never raises partner's major with a doubleton
    ("1C Pass 1S Pass", "Q3.74.K82.AQ9843", "2C"),
    ("1C Pass 1H Pass", "Q3.74.K82.AQ9843", "2C"),
    ("1H Pass 1S Pass", "K4.AQ9652.Q73.T8", "2H"),
    # over 1NT too: a six-card major is rebid, not passed
    ("1S Pass 1NT Pass", "AKT874.93.Q5.Q92", "2S"),
    # four-card support: the single raise comes first ("shows four-card support")
    ("1C Pass 1S Pass", "QJ74.3.Q8.AQ9432", "2S"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), LIGHT_OPENER)
def test_a_light_opener_rebids_his_six_card_suit(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


CONTROL_BIDS = [
    # partner's 1C is not yet agreed (he may hold three): no control bid at the four
    # level, which partner would read as a natural suit and pass; the cuebid of their
    # suit shows the raise first
    ("1C 2H", "Q73.5.AQ84.KQJ93", "3H"),
    ("1D 2S", "Q7.K5.KQJ74.AQ63", "3S"),
    # diamonds agreed (1S-2D-2H-3C-3D), slam values by losers: four of partner's
    # spades is no new suit (a game he passes, with a void here): not a control bid
    ("1S Pass 2D Pass 2H Pass 3C Pass 3D Pass", ".QJ6.KQ632.KQT93", "5D"),
    # diamonds bid by both (1H-2D-3D): the cheapest new suit with a control, 4C
    ("1H Pass 2D Pass 3D Pass", "AQ7.85.AKJ962.K3", "4C"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), CONTROL_BIDS)
def test_control_bids_wait_for_agreement_and_name_a_new_suit(
    auction: str, hand: str, expected: str
) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_light_opener_s_rebid_says_why() -> None:
    answer = _advice("1C Pass 1S Pass", "Q3.74.K82.AQ9843")
    assert answer.method == "principle"
    assert "Rebidding the first suit: a minimum" in answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "trumps"),
    [
        # partner answered my takeout double: four spades promised, three held
        ("1D X Pass 1S Pass", "AQ4.K2.A5.KQJ975", 7),
        ("Pass 2H X Pass 2S Pass", "AQJ.A2.KQJT743.K", 7),
        # partner overcalled their opening: five promised
        ("1D 1S Pass", "AQ4.K2.A5.KQJ975", 8),
        # partner opened 1S: five promised
        ("1S Pass", "AQ4.K2.A5.KQJ975", 8),
    ],
)
def test_an_answer_to_a_takeout_double_promises_four_cards(
    auction: str, hand: str, trumps: int
) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))
    assert table.fit(Suit.S) == trumps


STRONG_DOUBLER = [
    # doubled their weak two with 20 HCP and seven diamonds; three spades do not raise
    # partner's answer (four promised): the strong hand's own suit, not game in spades
    ("Pass 2H X Pass 2S Pass", "AQJ.A2.KQJT743.K", "3D"),
    ("2S X Pass 3C Pass", "A3.AKJ2.KQJ974.5", "3D"),
    # over a one-level opening as before
    ("1D X Pass 1S Pass", "Q2.AK4.5.AKQJ976", "2C"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), STRONG_DOUBLER)
def test_the_strong_doubler_bids_his_own_suit(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


STOPPER_BIDS = [
    # game values opposite opener's minimum rebid, hearts unguarded: the clubs the hand
    # stops, so that opener bids 3NT with hearts
    ("1D Pass 1S Pass 2D Pass", "AQ74.853.J94.AK6", "3C"),
    # diamonds unguarded: the three-card spade stopper, cheaper than 3NT
    ("1C Pass 1H Pass 2C Pass", "K73.AQ86.952.AJ4", "2S"),
    # every unbid suit stopped: notrump at once
    ("1D Pass 1S Pass 2D Pass", "AQ74.K53.J94.AK6", "3NT"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), STOPPER_BIDS)
def test_without_a_stopper_name_the_suit_the_hand_stops(
    auction: str, hand: str, expected: str
) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason
