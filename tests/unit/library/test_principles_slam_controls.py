"""Control bids on the way to a slam, and the fourth suit left to hands without a natural
call (issue 33), each on a hand written for it here.

The principles as teachers state them (library/principles_slam.py): with a fit and slam
in view (33 points with partner's minimum, or twelve tricks by the losing-trick count),
ask for aces only when every side suit is controlled in the hand (ace, king, singleton
or void); otherwise show the cheapest control at the four level or higher, skipping the
suits with none. Partner's raise of our game in a major to five asks for a control of
the opponents' suit. With a known fit in partner's major and game values, game at once
rather than the fourth suit (library/principles_fourth_suit.py). None of these hands is
in the independent held-out sets.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _advice(dealer: str, auction: str, hand: str) -> Recommendation:
    return recommend(sayc_book(), place_from_calls(Seat(dealer), auction.split()), parse_hand(hand))


CASES = [
    # four losers opposite a limit raise: slam in view; clubs uncontrolled, so no
    # Blackwood: the cheapest control, 4D, denies a club control
    ("S", "1S Pass 3S Pass", "AKQ863.AK.K72.85", "4D"),
    # every side suit controlled: Blackwood
    ("S", "1S Pass 3S Pass", "AKQ863.A4.K72.A5", "4NT"),
    # seven losers: game, no slam try
    ("S", "1S Pass 3S Pass", "AJ862.KQ4.A72.94", "4S"),
    # responder with slam values opposite a raise: my own first suit (hearts) is natural,
    # not a control bid; clubs uncontrolled, so 4D
    ("N", "1H Pass 1S Pass 2S Pass", "AKQ7.A3.KQ82.Q62", "4D"),
    # partner's raise to five asks for a control in their suit: a singleton diamond
    ("S", "1S 2D 3S Pass 4S Pass 5S Pass", "KQJ64.A73.8.KJ95", "6S"),
    ("S", "1S 2D 3S Pass 4S Pass 5S Pass", "KQJ64.A73.J84.K9", "Pass"),
]


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), CASES)
def test_control_bids_on_the_way_to_slam(
    dealer: str, auction: str, hand: str, expected: str
) -> None:
    answer = _advice(dealer, auction, hand)
    assert answer.call == expected, answer.reason


def test_the_control_bid_says_which_suit_lacks_a_control() -> None:
    answer = _advice("S", "1S Pass 3S Pass", "AKQ863.AK.K72.85")
    assert answer.method == "principle"
    assert "no control in clubs" in answer.reason
    assert any(c.name == "diamonds control" and c.holds for c in answer.checks)


def test_a_partner_who_may_hold_nothing_gets_no_slam_try() -> None:
    # partner answered our reopening double after passing: his range is not limited
    answer = _advice("N", "1D 3C Pass Pass X Pass 3H Pass", "KQ4.AKJ7.AQ962.5")
    assert answer.call not in {"3S", "4C", "4D", "4NT"}, answer.reason


def test_a_known_major_fit_bids_game_rather_than_the_fourth_suit() -> None:
    # three hearts opposite partner's five and 13 HCP: 4H; with two hearts, 2D (the
    # fourth suit) asks partner to describe further
    fit = _advice("N", "1H Pass 1S Pass 2C Pass", "AQ974.K82.T4.KJ5")
    assert fit.call == "4H", fit.reason
    # the written 4H (13+ support points) now fits; the fourth suit is set aside for it
    why = [fit.reason] + [alt.why for alt in fit.alternatives if alt.call == "2D"]
    assert any("fourth suit is for hands without a natural call" in w for w in why), why
    assert _advice("N", "1H Pass 1S Pass 2C Pass", "AQ974.K8.T42.KJ5").call == "2D"


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 10 HCP and four spades with two doubletons: 12 dummy points opposite an opening
        # make game (counting HCP alone it was only an invitation)
        ("KJ85.QT763.A4.92", "4S"),
        # a minimum with four cards in partner's second suit, a major: the raise before a
        # preference to his minor
        ("KJ85.QT763.J42.9", "2S"),
    ],
)
def test_raising_partners_major_counts_dummy_points(hand: str, expected: str) -> None:
    answer = _advice("N", "1D Pass 1H Pass 1S Pass", hand)
    assert answer.call == expected, answer.reason


def test_an_invitation_in_a_minor_is_made_at_the_three_level() -> None:
    # six diamonds and an invitational total: 3D, never a jump past three to 4D (eleven
    # tricks in a minor ask for 29 points, so a minor invites with 26-28: 17 HCP here)
    answer = _advice("S", "1D 1H 1S Pass", "AJ.Q4.KQJ952.A73")
    assert answer.call == "3D", answer.reason
    # 14 HCP opposite a free bid: 23 points, too few to invite in a minor
    assert _advice("S", "1D 1H 1S Pass", "AJ.Q4.KQJ952.J73").call == "2D"


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # partner's cue-bid raise is a limit raise or better: accepted with 14+ points
        # counting length, as the uncontested limit raise is (13 HCP and six hearts)
        ("KQ4.AKJ752.93.72", "4H"),
        ("Q84.AKJ75.93.Q72", "3H"),
    ],
)
def test_a_cue_bid_raise_is_accepted_like_a_limit_raise(hand: str, expected: str) -> None:
    assert _advice("S", "1H 1S 2S Pass", hand).call == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # after fourth suit forcing, a spade stopper: 2NT; with extra values (15+) the
        # jump to 3NT (the convention's standard description, fourth_suit_forcing.md)
        ("AJ5.4.KQJ73.AQ82", "3NT"),
        ("KJ5.4.QJ973.AQ82", "2NT"),
    ],
)
def test_opener_jumps_to_3nt_over_the_fourth_suit_with_extra_values(
    hand: str, expected: str
) -> None:
    assert _advice("N", "1D Pass 1H Pass 2C Pass 2S Pass", hand).call == expected


def test_stayman_over_2nt_needs_a_four_card_major() -> None:
    # as over 1NT: no four-card major, no Stayman (the booklet's Stayman asks for one)
    assert _advice("N", "2NT Pass", "Q97.J98.AK9.QT86").call != "3C"
    assert _advice("N", "2NT Pass", "Q972.J98.AK9.QT8").call == "3C"


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # between two bidding opponents, partner passed: a five-card suit and 12-17
        # overcalls at the two level; a weaker hand passes
        ("84.KQJ84.A73.K52", "2H"),
        ("84.KQT84.Q73.J52", "Pass"),
    ],
)
def test_an_overcall_between_two_bidding_opponents(hand: str, expected: str) -> None:
    assert _advice("W", "1D Pass 1S", hand).call == expected


def test_advancing_a_double_with_both_majors_cue_bids() -> None:
    # partner's reopening double of their raise, both majors and 10 HCP: the cue-bid
    # lets partner choose the major (where no written rule speaks)
    answer = _advice("E", "1C Pass 2C X Pass", "KJ84.QT95.A72.83")
    assert answer.call == "3C", answer.reason
    assert "both majors" in answer.reason
