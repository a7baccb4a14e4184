"""The principles a teacher states (issue 33), each on a hand written for it here.

None of these hands is in the independent held-out sets (tests/fixtures/recommend/
sayc_independent_*.txt); those measure the engine, these pin the principles down.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, RuleRecord, compose
from tests.unit.library.support import sayc_book


def _advice(dealer: str, auction: str, hand: str) -> Recommendation:
    calls = auction.split() if auction != "-" else []
    return recommend(sayc_book(), place_from_calls(Seat(dealer), calls), parse_hand(hand))


CASES = [
    # slam by combined values: 23 HCP opposite a limit raise asks for aces, then bids it
    ("N", "1H Pass 3H Pass", "AKQ3.KQ42.A2.KQ3", "4NT"),
    ("N", "1H Pass 3H Pass 4NT Pass 5D Pass", "AKQ3.KQ42.A2.KQ3", "6H"),
    # a limit raise accepted below slam values stays a game
    ("N", "1H Pass 3H Pass", "K3.AQJ42.K92.Q73", "4H"),
    # reopening double: two cards in their suit; not over a game-level overcall
    ("N", "1S 2C Pass Pass", "AK954.Q863.A4.93", "X"),
    ("N", "1S 4H Pass Pass", "AJ864.2.AK3.Q432", "Pass"),
    # the negative double is the call of a hand with values and nothing else sound, a
    # card short in hearts with a backup plan, three diamonds (Cohen: "If responder
    # can't stand a suit that opener selects, he needs to have a backup plan")
    ("N", "1D 1S", "863.K72.AQ5.J962", "X"),
    # a takeout double of a three-suited opening hand with three of their suit
    ("E", "1C", "AJ64.K93.K82.Q74", "X"),
    # the rule of 20 opens at the one level (two quick tricks) instead of a weak two
    ("N", "-", "5.KQJ864.A972.43", "1H"),
    # no preempt without the ace, king or queen of the suit
    ("N", "-", "96.JT98543.K2.32", "Pass"),
    # a reverse needs 17 points counting length: 16 HCP and a fifth diamond
    ("S", "1D Pass 1S Pass", "72.AKJ3.AQ984.Q2", "2H"),
    # garbage Stayman with both majors and short clubs; a weak flat hand passes 1NT
    ("N", "1NT Pass", "J753.Q864.T8642.", "2C"),
    ("N", "1NT Pass", "854.J73.Q962.K73", "Pass"),
    # responder keeps the auction open after opener's one-level new suit
    ("N", "1C Pass 1H Pass 1S Pass", "72.QJ864.K73.954", "1NT"),
    # no notrump invitation with an unbid suit unstopped: a forcing new suit instead
    ("N", "1C Pass 1S Pass 2C Pass", "KJ953.73.AJ84.Q7", "2D"),
    # after fourth suit forcing, no notrump without a stopper in the fourth suit
    ("N", "1D Pass 1H Pass 2C Pass 2S Pass", "83.Q7.AQJ64.KQ52", "3D"),
]


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), CASES)
def test_a_teachers_principle_gives_the_call(
    dealer: str, auction: str, hand: str, expected: str
) -> None:
    assert _advice(dealer, auction, hand).call == expected


def test_a_written_game_giving_way_to_slam_says_why() -> None:
    answer = _advice("N", "1H Pass 3H Pass", "AKQ3.KQ42.A2.KQ3")
    assert answer.basis == "principles"
    assert "slam values" in answer.reason and "4H" in answer.reason
    assert "4H" in [a.call for a in answer.alternatives]


def test_a_hand_too_strong_to_preempt_says_so_whatever_it_opens() -> None:
    """The booklet's 2C: "a hand with nine playing tricks may open 2C with fewer" points;
    the preempt it does not make gives way because the hand is an opening bid, not
    because it opens at the one level (it opens 2C)."""
    answer = _advice("N", "-", "AKQJT98765432...")
    assert answer.call == "2C"
    why = {a.call: a.why for a in answer.alternatives}
    assert "too strong to preempt" in why["4S"] and "one level" not in answer.reason
    assert _advice("N", "-", "5.KQJ864.A972.43").call == "1H"  # the same words at one level


def test_a_six_card_major_answers_openers_three_level_reopening_double_with_game() -> None:
    # I passed over their 2C; they raised to 3C and partner, the opener, doubled again
    assert _advice("N", "1D 2C Pass 3C X Pass", "K82.QJ9763.5.873").call == "4H"
    # with four of their suit and two honours, the double is left in
    assert _advice("N", "1D 2C Pass 3C X Pass", "K82.J97.652.KJ73").call == "Pass"


def test_a_penalty_pass_of_partners_takeout_double_stands() -> None:
    assert _advice("E", "1H Pass Pass X Pass", "K5.AQJT7.943.Q82").call == "Pass"


def test_a_four_card_major_comes_before_a_four_card_minor_at_two() -> None:
    answer = _advice("N", "1D Pass", "KQ73.84.A64.AQ92")
    assert answer.call == "1S"
    lost = {a.call: a.why for a in answer.alternatives}
    assert "showing a four-card major first" in lost.get("2C", "")


def test_a_weak_two_raise_follows_the_trumps() -> None:
    assert _advice("N", "2S Pass", "Q84.K843.9732.Q5").call == "3S"
    assert _advice("N", "2S Pass", "Q843.K84.9732.Q5").call == "4S"


def test_a_notrump_response_to_a_minor_needs_both_majors_stopped() -> None:
    assert _advice("N", "1C Pass", "K84.Q93.AJ72.KJ5").call == "2NT"
    assert _advice("N", "1C Pass", "873.AQ9.KJ72.KQ5").call != "2NT"


def test_game_opposite_a_passed_hands_overcall_needs_more() -> None:
    # partner passed, then overcalled their 3D at the three level
    assert _advice("N", "Pass 3D Pass Pass 3H Pass", "K75.Q97.AJ3.Q874").call == "Pass"
    assert _advice("N", "Pass 3D Pass Pass 3H Pass", "A75.K97.AJ3.KJ74").call == "4H"


def test_third_seat_opens_a_good_four_card_major_light() -> None:
    assert _advice("N", "Pass Pass", "K54.AQ96.J84.J54").call == "1H"
    assert _advice("N", "-", "K54.AQ96.J84.J54").call == "Pass"


def test_the_users_own_rule_is_never_second_guessed() -> None:
    # a user who writes 1H-3H-4H as the bid of every strong hand gets it, slam values or not
    records = [*compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"])]
    records.append(RuleRecord.of("1h-(p)-3h-(p)-4h", "14+ points, to play", "user_custom", "mine"))
    book = RuleBook(records)
    place = place_from_calls(Seat("N"), ["1H", "Pass", "3H", "Pass"])
    answer = recommend(book, place, parse_hand("AKQ3.KQ42.A2.KQ3"))
    assert (answer.call, answer.basis) == ("4H", "system")
    # nor is a user's weak two that the rule of 20 would open at the one level
    records.append(RuleRecord.of("2h", "Weak two, 5-11 HCP, 6 hearts", "user_custom", "mine"))
    book = RuleBook(records)
    answer = recommend(book, place_from_calls(Seat("N"), []), parse_hand("5.KQJ864.A972.43"))
    assert answer.call == "2H"


def test_notrump_slams_by_the_points_partner_is_sure_to_hold() -> None:
    # 22 balanced opposite a 15-17 1NT: 37 for sure, a grand slam
    assert _advice("N", "1NT Pass", "AK5.KQ4.AQJ73.K4").call == "7NT"
    # 20 opposite a 12-14 1NT rebid: 32-34, a quantitative invitation
    assert _advice("N", "1C Pass 1H Pass 1NT Pass", "K5.AQJ4.KQ5.AJ73").call == "4NT"
    # the 1NT rebidder accepts with 14, declines with 12
    assert _advice("N", "1C Pass 1H Pass 1NT Pass 4NT Pass", "KQ5.Q74.A93.KJ84").call == "6NT"
    assert _advice("N", "1C Pass 1H Pass 1NT Pass 4NT Pass", "Q75.Q74.A93.KJ84").call == "Pass"
