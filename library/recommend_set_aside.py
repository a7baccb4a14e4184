"""Why a written rule that fits the hand gives way at this turn.

A rule of the system can fit the hand and still not be the call a player makes: the seat
or the vulnerability rules it out, a principle finds another written call that describes
the hand better, or slam is in view. Each principle below answers its reason or None; they
are asked in this order and the first reason is the one the answer gives. The user's own
rules are never set aside (each principle checks it).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.hand_evaluation import Hand
from library.principles import ruled_out, slam_values
from library.principles_advances import both_majors_first
from library.principles_advancing import cuebid_before_game, doubler_raise_needs_extras
from library.principles_balanced_rebid import notrump_rebid_first
from library.principles_control_words import control_words_hold
from library.principles_double_first import double_first
from library.principles_first_response import responding_first
from library.principles_fit import game_raise_wants_shortness, law_bids_game
from library.principles_fourth_suit import natural_first
from library.principles_fourth_suit_notrump import (
    invitation_before_fourth_suit,
    notrump_before_fourth_suit,
)
from library.principles_fourth_suit_values import invitation_gives_way
from library.principles_free_bids import law_before_simple_raise
from library.principles_help_suit_try import help_suit_before_reraise
from library.principles_jump_shift_with_support import support_before_jump_rebid
from library.principles_later_bids import (
    jump_shift_needs_one_suit,
    raise_with_three_first,
    reverse_before_rebid,
)
from library.principles_major_raises import raise_that_describes, redouble_first
from library.principles_misfit import misfit_passes_minimum_rebid
from library.principles_notrump_advances import stayman_first
from library.principles_notrump_game import notrump_needs_balance
from library.principles_opener_jump_shift import jump_shift_by_length, reverse_before_jump
from library.principles_opener_three_card_raise import three_card_raise_first
from library.principles_openings import (
    major_before_notrump_over_preempt,
    opening_gives_way,
    solid_suit_missing,
)
from library.principles_overcall_quality import (
    double_before_own_major,
    overcall_below_the_tricks,
)
from library.principles_playing_tricks import strong_opening_first
from library.principles_preempt_major_game import major_game_before_notrump
from library.principles_preempt_notrump import preempt_suit_reachable
from library.principles_preempt_response import raise_by_tricks
from library.principles_preempt_side_major import side_major_keeps_preempt_out
from library.principles_preempt_slam import slam_asks_over_weak_two
from library.principles_responder_competes import (
    notrump_before_minor_cuebid,
    ten_trumps_bid_game,
)
from library.principles_responding import (
    flat_hand_raises_once,
    preference_by_length,
    simple_response_gives_way,
    support_before_double,
    weak_game_raise_before_cuebid,
)
from library.principles_show_major import free_bid_before_double, major_before_notrump
from library.principles_single_raise_losers import game_try_counts_losers
from library.principles_six_four import major_before_minor_raise, six_card_major_first
from library.principles_slam_room import slam_room_before_game
from library.principles_slam_values import slam_without_asking_first
from library.principles_spades_first import hearts_advance_gives_way
from library.principles_stoppers import notrump_wants_shape, stoppers_first
from library.principles_strong_two_suiter import double_before_two_suits
from library.principles_suit_quality import top_honours_missing
from library.principles_takeout import (
    double_without_support,
    poor_suit_doubles_on_shape,
    strong_suit_doubles_first,
    tenuous_stopper_doubles,
)
from library.principles_transfer_slam import transfer_try_first
from library.principles_two_over_one_shape import second_suit_before_major
from library.principles_two_suiters import longer_or_higher_suit_first
from library.principles_uncontested_rebids import (
    minimum_stays_low_after_two_over_one,
    notrump_jump_before_new_suit,
    semi_balanced_notrump_jump,
)
from library.principles_uncontested_responses import (
    controls_bid_a_new_suit,
    flat_ten_responds_notrump,
    good_side_suit_before_jacoby,
    spades_before_three_card_limit_raise,
)
from library.principles_valuation import notrump_judged_out, suit_opening_judged_out
from library.principles_weak_jump import (
    overcall_below_game_jump,
    overcall_below_preempt,
    simple_overcall_with_defence,
)
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["PRINCIPLES", "set_aside"]

SetAside = Callable[[RuleBook, AuctionPlace, Hand, RuleRecord], str | None]

PRINCIPLES: tuple[SetAside, ...] = (
    top_honours_missing,
    control_words_hold,  # a written control bid needs the control it names
    slam_values,
    slam_room_before_game,  # slam in reach: the new suit below the written game
    natural_first,
    stoppers_first,
    notrump_wants_shape,  # a singleton in partner's suit: no written notrump
    notrump_needs_balance,  # responder's five-five after opener's 1NT rebid
    transfer_try_first,
    slam_without_asking_first,  # six trumps after a transfer and slam values: the slam
    double_before_own_major,
    overcall_below_the_tricks,
    simple_overcall_with_defence,  # a weak jump overcall holds little defence
    overcall_below_game_jump,  # eight tricks in a major jump to game
    overcall_below_preempt,  # seven cards jump twice, as the preempt opened
    slam_asks_over_weak_two,  # slam values opposite a weak two: 2NT before game
    raise_by_tricks,  # partner's weak two raised by tricks, not points
    double_first,
    poor_suit_doubles_on_shape,  # the double first counted by shape
    tenuous_stopper_doubles,  # Ax in their suit and a major: double, not 1NT
    strong_suit_doubles_first,  # a one-suiter too strong to overcall
    double_before_two_suits,  # a strong two-suiter overcalls its first suit
    double_without_support,
    cuebid_before_game,
    doubler_raise_needs_extras,
    both_majors_first,
    hearts_advance_gives_way,  # both majors and a second bid to come: spades first
    stayman_first,  # advances: the cuebid with both majors; systems on
    major_before_notrump,
    free_bid_before_double,
    notrump_rebid_first,
    six_card_major_first,
    major_before_minor_raise,
    preempt_suit_reachable,
    major_game_before_notrump,  # 3M preempt: 4M with two cards rather than 3NT
    notrump_before_fourth_suit,
    invitation_before_fourth_suit,  # 11-12 balanced: 2NT invites, no game force
    invitation_gives_way,  # responder's opening values after opener's new suit
    misfit_passes_minimum_rebid,  # a singleton or void in opener's rebid suit
    strong_opening_first,
    opening_gives_way,
    side_major_keeps_preempt_out,  # a weak two or three with four cards of a good major
    notrump_judged_out,  # the system asks for judgement: a notrump floor judged
    suit_opening_judged_out,
    major_before_notrump_over_preempt,
    solid_suit_missing,
    game_raise_wants_shortness,
    law_bids_game,
    law_before_simple_raise,  # the law's jump over a written simple raise
    raise_that_describes,
    redouble_first,
    raise_with_three_first,
    jump_shift_needs_one_suit,
    reverse_before_rebid,
    responding_first,
    simple_response_gives_way,
    preference_by_length,
    flat_hand_raises_once,
    support_before_double,
    weak_game_raise_before_cuebid,
    notrump_before_minor_cuebid,  # responder in competition
    ten_trumps_bid_game,
    longer_or_higher_suit_first,
    jump_shift_by_length,
    game_try_counts_losers,  # seven losers pass partner's single raise
    help_suit_before_reraise,
    second_suit_before_major,
    reverse_before_jump,  # opener's rebids
    support_before_jump_rebid,  # three-card support and a game force: the jump shift
    minimum_stays_low_after_two_over_one,  # a minimum rebids its suit after a 2/1
    controls_bid_a_new_suit,  # 1D-2C rather than 2NT with aces and kings
    spades_before_three_card_limit_raise,  # 1H-1S, then the jump in hearts
    good_side_suit_before_jacoby,  # a good five-card suit before 2NT
    flat_ten_responds_notrump,  # a balanced ten: 1NT, not two over one
    notrump_jump_before_new_suit,  # 18-19 balanced: 2NT before a one-level suit
    three_card_raise_first,  # a minimum raises on three with a ruffing value
    semi_balanced_notrump_jump,  # and 5-4-2-2 with five in the opened minor
)


def set_aside(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord, vulnerability: str
) -> str | None:
    """Why ``rule``, which fits ``hand``, gives way here, else None."""
    why = ruled_out(rule, place, hand, vulnerability)
    if why is not None:
        return why
    for principle in PRINCIPLES:
        why = principle(book, place, hand, rule)
        if why is not None:
            return why
    return None
