"""A bid partner will read as forcing when the hand has game values and no fit (issue
34: the robots' new suits were passed out below game).

Sources: the ACBL SAYC System Booklet ("Major Suit Openings" and sayc.md's
``two_over_one``: a two-over-one response is forcing and responder "promises to bid
again unless opener's rebid is game"; a new suit by an unpassed responder is forcing
one round; "Competitive bidding": a cuebid of the opponents' suit is forcing), and the
teaching rules "opener's new suit at the two level (not a reverse) is not forcing",
"the doubler's new suit shows a strong hand but is not forcing", "in competition, with
game values and no stopper, cuebid their suit: it asks partner to bid notrump with a
stopper".
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_forcing import responder_promised
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")


def _call(dealer: Seat, calls: str, hand: str) -> str:
    return recommend(SAYC, place_from_calls(dealer, calls.split()), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("dealer", "calls", "hand", "call"),
    [
        # responder in competition: his new suit at the three level would be passed,
        # the cuebid of the overcall forces
        (Seat.W, "1D Pass 1H 2C Pass Pass", "Q95.A9543.KJ4.T5", "3C"),
        # after a negative double the doubler's new suit is not forcing: cuebid (13 HCP
        # opposite opener's cheapest rebid, a minimum of 12-15: issue 34)
        (Seat.N, "1D 1S X Pass 2D Pass", "KJ86.QT92..AK943", "2S"),
        # the doubler of their opening still bids his own suit (it shows the strong
        # hand; a cuebid would be read as asking partner for his best suit)
        (Seat.N, "1C Pass Pass X Pass 1S Pass", "4.J92.AQJ842.AKJ", "2D"),
    ],
)
def test_game_values_bid_what_partner_reads_as_forcing(
    dealer: Seat, calls: str, hand: str, call: str
) -> None:
    assert _call(dealer, calls, hand) == call


@pytest.mark.parametrize(
    ("dealer", "calls", "hand", "call"),
    [
        # the cuebid asks for their suit stopped: with it, 3NT
        (Seat.W, "1D Pass 1H 2C Pass Pass 3C Pass", "KJ76.6.Q876.AKJ9", "3NT"),
        # the cuebidder, answered below game, bids the game his cuebid promised
        (Seat.N, "1D 1S X Pass 2D Pass 2S Pass 3D Pass", "KJ86.QT92..AK943", "3NT"),
    ],
)
def test_the_cuebid_for_game_reaches_game(dealer: Seat, calls: str, hand: str, call: str) -> None:
    assert _call(dealer, calls, hand) == call


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        # 1D-2C-2D: a 16-count without a spade stopper bids on (the two-over-one promise)
        ("1D Pass 2C Pass 2D Pass", "54.QJ4.AK7.AQT94"),
        ("1H Pass 2D Pass 2H Pass", "K4.J5.AQJ852.Q73"),
    ],
)
def test_responder_bids_again_after_a_two_over_one(calls: str, hand: str) -> None:
    assert _call(Seat.N, calls, hand) != "Pass"


@pytest.mark.parametrize(
    ("dealer", "calls", "promised"),
    [
        (Seat.N, "1D Pass 2C Pass 2D Pass", True),
        (Seat.N, "1S Pass 2H Pass 2NT Pass", True),
        # opener's rebid is game: responder may pass
        (Seat.N, "1S Pass 2H Pass 4S Pass", False),
        # a one-level response promises nothing more
        (Seat.N, "1D Pass 1S Pass 2D Pass", False),
        # a passed hand's two-level response is not forcing
        (Seat.N, "Pass Pass 1H Pass 2D Pass 2H Pass", False),
        # the opponents bid: the auction is competitive
        (Seat.N, "1D Pass 2C 2S 3D Pass", False),
        # a jump shift is not a two-over-one (it forces by its own rule)
        (Seat.N, "1D Pass 3C Pass 3D Pass", False),
    ],
)
def test_the_two_over_one_promise(dealer: Seat, calls: str, promised: bool) -> None:
    hand = parse_hand("54.QJ4.AK7.AQT94")
    table = Table(SAYC, place_from_calls(dealer, calls.split()), hand)
    assert responder_promised(table) is promised


@pytest.mark.parametrize(
    ("dealer", "calls", "hand", "call"),
    [
        # the module's "balancing: about three points lighter" over a weak two: short
        # in their suit with 10+ HCP in the passout seat, a takeout double
        (Seat.N, "2S Pass Pass", "6.QT64.AKJ4.Q765", "X"),
        # lighter still, the balancing seat passes
        (Seat.N, "2S Pass Pass", "6.QT64.KJ43.J765", "Pass"),
        # double, then the suit: 17+ and five cards, even after partner's pass
        (Seat.S, "1C X 1H Pass 2C", "AKJ82.KJ7.AQT3.8", "2S"),
        # a minimum takeout double does not bid again over partner's silence
        (Seat.S, "1C X 1H Pass 2C", "AQJ82.K973.Q5.84", "Pass"),
    ],
)
def test_the_defenders_act_by_their_values(dealer: Seat, calls: str, hand: str, call: str) -> None:
    assert _call(dealer, calls, hand) == call


def test_after_the_strong_2c_the_new_suit_needs_no_jump() -> None:
    # the booklet: after 2C-2D only opener's 2NT rebid is not forcing, so opener names
    # his suit at the cheapest level (a fourth-seat pass before the 2C changes nothing)
    assert _call(Seat.N, "Pass 2C Pass 2D Pass", "A.AJ86.AK3.AJT98") == "3C"
