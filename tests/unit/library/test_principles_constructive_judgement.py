"""Constructive judgement in the robots' auctions (issue 34): the engine bugs and the
principles that took the robot pair past or short of par's level and strain on the
development deals. Each hand is written here for the principle it tests, none taken
from a corpus file or a deal.

Sources, as the modules quote them: the cuebidder facing the overcaller's invitational
jump accepts with 12+ ("If the overcaller makes a minimum rebid, the cue-bidder may pass
with 9-11 pts, raise with 12-14 pts, and bid game with more", Joan Butts, "Cue Raises of
Overcalls"; over the jump, 12-14, the game needs 25 between the hands,
library/principles_overcaller_rebids.py). The weak jump overcaller reads partner's
advance as the answer to the same preempt opened, as the advancer makes it: "Use 2NT in
response to a weak jump overcall as an artificial enquiry – just as you would do if
partner had opened with a weak two opening" (Barry Rigal, Gold Coast Congress bulletin;
library/principles_jump_overcaller.py). A written limit stands: where the system writes
responder's new suit "to play" (sayc.md, 1S-1NT-2C-2H "6-10 HCP, 6+ hearts, to play",
the booklet's responder's rebid after 1NT), the general reading of a new suit as
forcing and as a stopper below 3NT gives way (library/principles_forcing.py). Responder
who has made sure of game goes on to it: "With 12 or more total points, responder makes
sure the partnership gets to game" (ACBL, "Bidding in the 21st Century", lesson 6,
library/principles_responder_rebids.py); opener's notrump answer to his new suit shows
the last suit stopped, so 3NT, even with one suit left unbid. The strong 2C's floor: "A
rebid in a suit at the lowest level available is natural ... This bid is forcing to the
three level in a major suit or the four level in a minor suit" (Ned Downey, "SAYC";
library/principles_forcing.py). A light opener rebids a five-card suit rather than
raise partner's major with a doubleton: "With 12 - 15 points rebid 2 Hearts. [This bid
may be made on hands containing only 5 cards in the suit bid.]" (Gwent bridge academy,
lesson 6, library/principles_rebids.py). An invitation after a negative double is
accepted as without the overcall: game "with 25 or more points" between the hands
(David Lindop, "Using Grant Standard"; Joan Butts, "Add your points to opener's ... With
25 or more points, go to game"; library/principles_fit.py). Opener's 2NT over their
overcall of the response is his 18-19 invitation as without it: "If opener has shown a
medium hand, responder ... carries on to game with 8 or 9 total points" (ACBL,
"Bidding in the 21st Century", lesson 6; library/principles_responder_rebids.py).
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_fit import accepting_invitation
from library.principles_forcing import strong_opening_floor
from library.principles_jump_overcaller import after_the_advance
from library.principles_notrump_game import notrump_over_new_suit
from library.principles_overcaller_rebids import cuebidder_again
from library.principles_reading import Table
from library.principles_responder_forces import responder_forces
from library.principles_responder_rebids import accepting_medium_rebid, making_sure_of_game
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _call(dealer: str, calls: str, hand: str) -> str:
    place = place_from_calls(Seat.parse(dealer), calls.split())
    return recommend(sayc_book(), place, parse_hand(hand)).call


def _table(dealer: str, calls: str, hand: str) -> Table:
    place = place_from_calls(Seat.parse(dealer), calls.split())
    return Table(sayc_book(), place, parse_hand(hand))


# --- the cuebidder after the overcaller's jump rebid ---------------------------------
# Partner's overcall and its jump rebid name the same suit twice: the cuebidder's answer
# is read whatever the count of partner's bids in it (a bug read two bids of one suit as
# two suits and left the invitation to the last resort, a pass).


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # 10 HCP and a singleton beside four trumps: 13 support points, 12+ accepts
        ("1C 1S Pass 2C Pass 3S Pass", "J972.AK4.7.QT864", "4S"),
        # three trumps, 12 HCP and a doubleton: 13 support points, game
        ("1D 1S Pass 2D Pass 3S Pass", "KJ9.AJ83.96.KQ52", "4S"),
        # the bare limit raise, 10 support points: "may pass with 9-11"
        ("1C 1S Pass 2C Pass 3S Pass", "9762.AJ4.7.QT864", "Pass"),
        # over the overcaller's minimum rebid 13 support points raise once
        ("1C 1S Pass 2C Pass 2S Pass", "J972.AK4.7.QT864", "3S"),
        # over a two-level overcall the cheapest rebid is three of the major: "raise
        # with 12-14" is the game itself (12 support points), "may pass with 9-11"
        ("1S 2H Pass 2S Pass 3H Pass", "A76.AK982.952.95", "4H"),
        ("1S 2H Pass 2S Pass 3H Pass", "A76.AJ982.952.95", "Pass"),
    ],
)
def test_the_cuebidder_answers_the_overcallers_rebid(calls: str, hand: str, call: str) -> None:
    advice = cuebidder_again(_table("W", calls, hand))
    assert advice is not None and advice.call == call
    assert _call("W", calls, hand) == call


# --- the weak jump overcaller after the advance --------------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # a new suit answering a weak two is forcing: the minimum rebids its suit, as
        # after 2H-3C, never passes (the bug: 3C was read as a signoff)
        ("1D 2H Pass 3C Pass", "83.KQJ942.Q73.64", "3H"),
        # Rigal's 2NT enquiry: the minimum without a feature rebids the suit
        ("1C 2H Pass 2NT Pass", "83.KQJ942.Q73.64", "3H"),
        # the raise of the preempt is to play: pass
        ("1D 2H Pass 3H Pass", "83.KQJ942.Q73.64", "Pass"),
        # a maximum over partner's new suit names its feature, as over 2H-2S
        ("1D 2H Pass 2S Pass", "8.KQJ942.Q73.K64", "3C"),
    ],
)
def test_the_jump_overcaller_answers_as_the_preempt_opened(
    calls: str, hand: str, call: str
) -> None:
    advice = after_the_advance(_table("N", calls, hand))
    assert advice is not None and advice.call == call
    opened = recommend(
        sayc_book(),
        place_from_calls(Seat.N, ["2H", "Pass", calls.split()[3], "Pass"]),
        parse_hand(hand),
    )
    assert opened.call == call  # the same call as over the preempt opened
    assert _call("N", calls, hand) == call


@pytest.mark.parametrize(
    "calls",
    [
        "1D 2H Pass 3C 3D",  # their bid after the advance changes its meaning
        "1D 2H Pass 3D Pass",  # the cuebid of their suit: the overcall's cuebid
        "1D 1H Pass 2C Pass",  # a simple overcall, not a preempt
        "1D 2H 2S 3C Pass",  # their bid before the advance
    ],
)
def test_the_preempt_analogy_holds_only_over_silent_opponents(calls: str) -> None:
    assert after_the_advance(_table("N", calls, "83.KQJ942.Q73.64")) is None


# --- a written signoff is not forcing ------------------------------------------------


@pytest.mark.parametrize(
    "hand",
    [
        "AKJ74.52.A5.QJ98",  # the diamonds held: notrump was bid over "to play"
        "AKJ74.5.K52.QJ98",  # a minimum with a singleton: no reason to bid on
    ],
)
def test_a_written_signoff_is_not_read_as_forcing(hand: str) -> None:
    table = _table("N", "1S Pass 1NT Pass 2C Pass 2H Pass", hand)
    assert not responder_forces(table)
    assert notrump_over_new_suit(table) is None
    assert _call("N", "1S Pass 1NT Pass 2C Pass 2H Pass", hand) == "Pass"


def test_an_unwritten_new_suit_still_forces() -> None:
    """The booklet's "a new suit by responder is forcing" holds where no rule limits it."""
    table = _table("N", "1C Pass 1H Pass 2C Pass 2S Pass", "76.82.AQJ2.KQ942")
    assert responder_forces(table)


# --- responder who made sure of game bids it -----------------------------------------


def test_responder_goes_on_to_game_over_openers_notrump() -> None:
    # 13 HCP and a fifth heart: responder's spades showed a stopper below 3NT, opener's
    # 2NT holds the diamonds, the last suit
    calls = "1C Pass 1H Pass 2C Pass 2S Pass 2NT Pass"
    advice = making_sure_of_game(_table("S", calls, "KQ53.AJ874.T9.K3"))
    assert advice is not None and advice.call == "3NT"
    assert _call("S", calls, "KQ53.AJ874.T9.K3") == "3NT"


def test_one_suit_left_without_openers_notrump_is_still_the_fourth_suit() -> None:
    table = _table("S", "1C Pass 1H Pass 2C Pass 2S Pass 3C Pass", "KQ53.AJ874.T9.K3")
    advice = making_sure_of_game(table)
    assert advice is None  # bidding the last suit is the fourth suit, a convention's


# --- the strong 2C's floor -------------------------------------------------------------


@pytest.mark.parametrize(
    ("calls", "forced"),
    [
        # opener's diamonds force to four of them: 3S, below it, is not passed
        ("2C Pass 2D Pass 3D Pass 3H Pass 3S Pass", True),
        ("2C Pass 2D Pass 3D Pass", True),
        # his major forces to three of it: reached, the floor is met
        ("2C Pass 2D Pass 2H Pass 3H Pass", False),
        ("2C Pass 2D Pass 3D Pass 3H Pass 4D Pass", False),
        # "2NT (22-24) is the only non-forcing rebid": the system's rules decide
        ("2C Pass 2D Pass 2NT Pass", False),
        # the opponents in the auction: their bid changes the obligations
        ("2C Pass 2D Pass 3D 3H", False),
    ],
)
def test_the_strong_two_club_floor(calls: str, forced: bool) -> None:
    assert strong_opening_floor(_table("N", calls, "654.QJT87.2.AT86")) is forced


def test_a_bust_bids_on_below_the_floor() -> None:
    # nothing but five hearts and five clubs: below four of opener's diamonds responder
    # still bids, his longest suit first
    assert _call("N", "2C Pass 2D Pass 3D Pass 3H Pass 3S Pass", "654.QJT87..AT864") != "Pass"


# --- the light opener's five-card rebid ------------------------------------------------


@pytest.mark.parametrize("response", ["1H", "1S"])
def test_a_light_opener_rebids_five_clubs_not_a_doubleton_raise(response: str) -> None:
    # 11 HCP and 5-4 in the minors, opened 1C by the rule of 20: no 1NT (not balanced,
    # below 12), no reverse (below 17), never two of partner's major with two cards
    hand = "K3.84.J762.AKT85"
    assert _call("N", "", hand) == "1C"
    assert _call("N", f"1C Pass {response} Pass", hand) == "2C"


# --- accepting an invitation after a negative double ---------------------------------


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # 14 HCP and the 10-12 the invitation shows (its top, 12): 26, game
        ("97.AJ98.A94.KQ43", "4H"),
        # 12 HCP: 24, decline
        ("97.AJ98.A94.QJ43", "Pass"),
    ],
)
def test_accepting_an_invitation_after_a_negative_double(hand: str, call: str) -> None:
    calls = "1C 1S X Pass 2H Pass 3H Pass"
    advice = accepting_invitation(_table("N", calls, hand))
    assert advice is not None and advice.call == call
    assert _call("N", calls, hand) == call


def test_their_second_bid_leaves_the_invitation_to_the_competitive_principles() -> None:
    # partner's 3H over their raise competes: it is not the invitation of a quiet auction
    table = _table("N", "1C 1S X Pass 2H 2S 3H Pass", "97.AJ98.A94.KQ43")
    assert accepting_invitation(table) is None


# --- opener's 2NT over their overcall of the response ---------------------------------


@pytest.mark.parametrize(
    ("hand", "accepts"),
    [
        ("AT9.KJ7.9852.T76", True),  # 8 HCP: "carries on to game with 8 or 9"
        ("T93.Q87.9852.KJ6", False),  # 6 HCP: "stops in a partscore with 6 to 7"
    ],
)
def test_accepting_openers_notrump_over_their_overcall(hand: str, accepts: bool) -> None:
    calls = "1C Pass 1D 1H 2NT Pass"
    advice = accepting_medium_rebid(_table("N", calls, hand))
    assert (advice is not None and advice.call == "3NT") is accepts
    assert _call("N", calls, hand) == ("3NT" if accepts else "Pass")
