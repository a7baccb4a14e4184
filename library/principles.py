"""General bidding principles: a call for any legal position the system's rules do not
decide (issue 19).

The system's written rules come first (the PID's order: the user's rules over the
library's); when none fits the hand, the principles here decide, each keyed by the
situation it reads in the auction (who opened, partner's and the opponents' suits, the
level, a passed hand, a fit), so one statement serves every auction that matches it.
The first situation that matches gives the call; the last word is a pass, or when
partner's call is forcing the cheapest bid that describes the hand. The call is always
legal for the auction.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_advancer import advancing
from library.principles_advances import ADVANCES
from library.principles_advancing import (
    advancing_redoubled,
    answering_the_second_double,
    strong_doubler_doubles_again,
)
from library.principles_answering_double import answering_double
from library.principles_balance_over_double import balance_over_the_double
from library.principles_balancing_doubler import BALANCING_DOUBLER
from library.principles_checks import length, when
from library.principles_competition import COMPETING
from library.principles_delayed_support import delayed_support
from library.principles_doubler_extra import doubling_again_with_extras
from library.principles_doubler_game import game_opposite_forced_answer
from library.principles_doubler_raise import accepting_the_doublers_raise
from library.principles_doubler_suit import raise_the_doublers_suit
from library.principles_doubles import (
    doubler_after_free_advance,
    doubler_after_minimum_advance,
    majors_over_minor_preempt,
    sandwich_double,
)
from library.principles_first_response import passed_hand_notrump
from library.principles_fit import FIT
from library.principles_forcing import responder_promised, strong_opening_floor
from library.principles_fourth_suit_values import fourth_suit_by_values
from library.principles_free_bids import FREE_BIDS
from library.principles_game_tries import answering_after_limiting, answering_game_try
from library.principles_go_plus import GO_PLUS
from library.principles_jump_overcaller import JUMP_OVERCALLER
from library.principles_later_bids import (
    answering_jump_shift,
    three_card_raise,
    two_suiter_after_1nt,
)
from library.principles_misfit import misfit_pass
from library.principles_negative_rebid import NEGATIVE_REBIDS
from library.principles_notrump_game import NOTRUMP_GAME
from library.principles_notrump_interference import opener_after_natural_2nt
from library.principles_notrump_slam import after_gerber, quantitative_over_rebid
from library.principles_opener_competes import OPENER_COMPETES
from library.principles_opener_contested import OPENER_CONTESTED
from library.principles_opener_doubled import OPENER_DOUBLED
from library.principles_opener_law import OPENER_LAW
from library.principles_opener_rebids import OPENER_REBIDS
from library.principles_opener_third import OPENER_THIRD
from library.principles_opener_three_card_raise import THREE_CARD_RAISE
from library.principles_openings import OPENER_OF_A_WEAK_TWO, opening, rule_of_20
from library.principles_over_two_suiter import OVER_TWO_SUITER
from library.principles_overcall_advances import OVERCALL_ADVANCES
from library.principles_overcall_quality import OVERCALLS, unusual_over_two_bids
from library.principles_overcaller_rebids import OVERCALLER_REBIDS
from library.principles_overcalls import (
    over_their_1nt,
    over_their_opening,
    over_their_strong_2c,
    sandwiched,
)
from library.principles_penalty_doubles import PENALTY_DOUBLES, opener_after_penalty_double
from library.principles_pick_slam import picked_slam, picking_a_slam
from library.principles_placing import placing
from library.principles_placing_notrump import answering_quantitative
from library.principles_playing_tricks import long_suit, playing_tricks
from library.principles_preempt_advance import ADVANCING_OVER_PREEMPT
from library.principles_preempt_major_game import MAJOR_GAME_OVER_PREEMPT
from library.principles_preemptor import PREEMPTOR
from library.principles_reading import GAME_LEVEL, PASS, Advice, Table
from library.principles_rebids import opener_rebid
from library.principles_reopening import reopening
from library.principles_responder_competes import RESPONDER_COMPETES
from library.principles_responder_forces import responder_forces
from library.principles_responder_rebids import RESPONDER_REBIDS
from library.principles_responding import light_response_by_length, strong_one_suiter_jumps
from library.principles_responses import responding
from library.principles_revaluing import (
    game_by_zone,
    inviting_by_zone,
    long_suit_minimum,
    opener_medium_over_1nt,
)
from library.principles_reverses import after_weak_reply, answering_reverse
from library.principles_slam import (
    after_blackwood,
    answering_blackwood,
    answering_slam_raise,
    trying_for_slam,
)
from library.principles_slam_kings import after_king_ask, answering_king_ask
from library.principles_slam_room import room_for_slam
from library.principles_slam_trumps import good_trumps_nothing_to_cue
from library.principles_slam_values import slam_before_game
from library.principles_slam_zone import (
    agreeing_first,
    answering_control_bid,
    balanced_slam_response,
    cooperating_with_slam_interest,
)
from library.principles_strong_doubler import strong_doubler_again
from library.principles_strong_two_suiter import strong_two_suiter
from library.principles_takeout import shape_over_points, sound_suit_overcall, strong_hand_doubles
from library.principles_transfer_slam import control_after_transfer
from library.principles_uncontested_rebids import UNCONTESTED_REBIDS
from library.principles_weak_jump import game_jump_overcall, preempt_by_length
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import named_suit

__all__ = ["Advice", "advise", "ruled_out", "slam_values"]

_FROM_PARTNER = 1  # a passed partner still holds about a trick for a hand meant to make

# The situations in the order they are read: the first that has a call decides. The narrow
# ones come first (the weak two opener describing his hand when partner asks, valuing a
# fit, competing when both sides bid), then the slam conversations, then the rest by the
# seat's role.
_SITUATIONS: tuple[Callable[[Table], Advice | None], ...] = (
    *OPENER_OF_A_WEAK_TWO,
    *PREEMPTOR,  # the preemptor does not bid again unasked
    *MAJOR_GAME_OVER_PREEMPT,  # partner's 3M: 4M with two cards and a 3NT's values
    over_their_strong_2c,  # their strong 2C is no preempt: a double directs the lead
    passed_hand_notrump,  # responder's first call
    light_response_by_length, strong_one_suiter_jumps,  # length points; the one-suiter
    *OVER_TWO_SUITER, strong_doubler_again, strong_doubler_doubles_again, advancing_redoubled,
    answering_the_second_double,  # partner's second takeout double is answered
    opener_after_penalty_double,  # partner doubled their 1NT overcall: never negative
    *NEGATIVE_REBIDS,  # opener after partner's negative double
    *RESPONDER_COMPETES,  # the negative doubler places the contract; their escape redoubled
    *OPENER_CONTESTED,  # opener over their overcall: a five-card free major, a cuebid raise
    *OPENER_COMPETES,  # opener's rebid when an opponent bid a suit around the response
    *OPENER_DOUBLED,  # opener after partner's raise over their takeout double: a game try
    *OPENER_LAW,  # opener after partner's raise and their bid: the law's level
    *JUMP_OVERCALLER,  # the weak jump overcaller reads the advance as over his preempt
    *OVERCALLER_REBIDS,  # the overcaller after the advance: the cuebid's answers, raises
    balance_over_the_double,  # their jump to game over partner's double: values double
    *ADVANCING_OVER_PREEMPT,  # the Rule of Seven; partner's strong jump over a preempt
    *GO_PLUS,  # partner doubled their preempt: 3NT with the stopper, pass at the four level
    raise_the_doublers_suit,  # his double, then his suit: 17+, three trumps and a working card
    accepting_the_doublers_raise,  # his double, my cheapest advance, his raise: 6+ accept
    game_opposite_forced_answer,  # my double, his forced major: 22+ support points bid game
    doubling_again_with_extras,  # my double, his forced answer, their bid: 19+ balanced doubles
    *OVERCALL_ADVANCES,  # the advancer: raises by support points, the cuebid
    *ADVANCES,  # both majors cuebid a doubled minor; systems on over a notrump overcall
    *PENALTY_DOUBLES,  # lead-directing and penalty doubles, redoubles
    opener_after_natural_2nt,  # our 1NT overcalled, partner's natural 2NT invites
    *NOTRUMP_GAME,  # notrump with the stopper: opener's answers, the advance of a double
    *FREE_BIDS,  # the responsive double; the advancer's double of their new suit
    slam_before_game,  # a fit and 33 between the hands: slam is judged before any game
    room_for_slam,  # slam in reach after opener's minimum rebid: a new suit below game
    good_trumps_nothing_to_cue,  # opposite a strong 2C: five of his major, good trumps
    *FIT,
    unusual_over_two_bids,  # 2NT between two bidding opponents or over their raise
    *COMPETING,
    after_gerber, quantitative_over_rebid,  # Gerber's asker; 4NT over a notrump rebid
    *UNCONTESTED_REBIDS,  # 1NT-2NT: a decent five-card suit accepts
    *THREE_CARD_RAISE,  # opener's raise on three with a ruffing value
    agreeing_first, answering_control_bid,  # raise before asking; cooperate below game
    balanced_slam_response, cooperating_with_slam_interest,  # 6NT by points; a slam try met
    answering_king_ask, after_king_ask, picking_a_slam, picked_slam,
    answering_blackwood, answering_quantitative, control_after_transfer, after_blackwood,
    answering_slam_raise, game_by_zone, trying_for_slam, answering_reverse, after_weak_reply,
    majors_over_minor_preempt, sandwich_double, doubler_after_minimum_advance,
    doubler_after_free_advance,  # partner's free major: game or a raise by the count
    *BALANCING_DOUBLER,  # the balancing doubler raises partner's answer three lighter
    strong_two_suiter,  # 17-19 and two suits: overcall the first, not double
    game_jump_overcall,  # eight tricks in a major: four of it over their opening
    preempt_by_length,  # seven cards: the double jump to three, as opened
    *OVERCALLS,  # the overcall judged by its suit: preempt by length, the other major
    shape_over_points, sound_suit_overcall, strong_hand_doubles,
    over_their_1nt, over_their_opening, sandwiched, advancing, responding,
    three_card_raise, answering_jump_shift, two_suiter_after_1nt, *RESPONDER_REBIDS,
    fourth_suit_by_values, misfit_pass,  # responder after opener's new suit, his rebid
    *OPENER_REBIDS,  # opener's first rebid: the jump shift, the 3-card raise, 1NT, game
    *OPENER_THIRD,  # opener's third call: a preference, responder's 2NT, his new suit
    reopening, answering_double, opener_medium_over_1nt, opener_rebid, delayed_support,
    answering_game_try, answering_after_limiting,
    inviting_by_zone, long_suit_minimum,
)  # fmt: skip


def advise(
    book: RuleBook, place: AuctionPlace, hand: Hand, forced: bool,
    vetoed: frozenset[str] = frozenset(), vulnerability: str = "None",
) -> Advice:  # fmt: skip
    """The principles' call for ``hand`` at ``place``; ``forced`` when partner's last
    call obliges the seat to bid; ``vetoed`` the calls the system's own ranges deny the
    hand."""
    table = Table(book, place, hand, vetoed, vulnerability)
    forced = forced or responder_forces(table) or responder_promised(table)
    forced = forced or strong_opening_floor(table)  # the strong 2C's floor
    advice = _first_fitting(table, forced)
    if forced and advice.call == "Pass" and vetoed:
        # partner forces: a call a little outside the system's range beats a pass
        advice = _first_fitting(Table(book, place, hand, vulnerability=vulnerability), forced)
    return advice


def _first_fitting(table: Table, forced: bool) -> Advice:
    """The first situation's call; when partner forces, a situation's pass is not an
    answer (a forcing 1NT, a new suit) and the next one decides."""
    for situation in _SITUATIONS:
        advice = situation(table)
        if advice is not None and not (forced and advice.call == "Pass" and not advice.converts):
            return advice
    advice = placing(table, forced) or opening(table)
    if advice is not None and not (forced and advice.call == "Pass"):
        return advice
    return _last_word(table, forced)


def ruled_out(
    rule: RuleRecord, place: AuctionPlace, hand: Hand, vulnerability: str = "None"
) -> str | None:
    """Why a written rule that fits the hand does not apply in this seat, else None.

    After three passes the system's openings are read for fourth seat too, but a weak
    opening there (one whose range stops below an opening hand) only gives the
    opponents a second chance: the deal is passed out instead, unless the hand makes
    the contract by itself (Gordon Bower, "How light should an opening bid be?", part
    III: "It is unwise to open in fourth seat unless it is with the intention of making
    your contract"): its own playing tricks, with one from the partner who passed, reach
    the bid's tricks, as a solid eight- or nine-card major's four does. Vulnerable, a preempt (a
    weak call promising six cards or more) needs a good suit: two of the top three
    honours or three of the top five, since a penalty double costs more.
    """
    strength = rule.constraints.hcp or rule.constraints.total_points
    weak = strength is not None and strength.high is not None and strength.high < 12
    if not weak or rule.call == "p" or rule.module_type == USER_CUSTOM:
        return None  # the user's own rule is never second-guessed, in any seat
    nobody_bid = all(c.kind is CallKind.PASS for c in place.calls)
    fourth = len(place.calls) == 3 and nobody_bid
    if fourth and not _makes_by_itself(rule, hand):
        return "no weak opening in fourth seat: pass the deal out"
    if fourth:
        return None
    suit = None if _rebid_of_own_suit(rule, place) else _preempt_suit(rule)
    if suit is not None and nobody_bid and rule_of_20(hand):
        return "by the rule of 20 the hand is an opening bid, too strong to preempt"
    if suit is not None and not any(r in hand.ranks(suit) for r in "AKQ"):
        return "a preempt needs the ace, king or queen of its suit"
    if suit is not None and Vulnerability.parse(vulnerability).is_vulnerable(place.seat):
        ranks = hand.ranks(suit)
        top3, top5 = (sum(r in ranks for r in "AKQJT"[:n]) for n in (3, 5))
        if top3 < 2 and top5 < 3:
            return "vulnerable, a preempt needs a good suit"
    return None


def slam_values(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why a written game bid with no upper limit gives way to a slam try, else None.

    A rule such as "4H: 14+ points, to play" fits any strong hand, but with a fit and 33
    points between the hands (the hand's support points and partner's shown minimum) a
    player asks for aces instead of stopping in game (the booklet's Blackwood), and with
    slam in view by the losing-trick count or within partner's range he makes a control
    bid first (principles_slam.trying_for_slam).
    """
    call = rule.call
    if rule.module_type == USER_CUSTOM:
        return None  # the user's own rule says what this hand bids
    if len(call) != 2 or not call[0].isdigit() or call[1] not in "cdhs":
        return None
    if int(call[0]) != GAME_LEVEL[named_suit(call)]:
        return None
    strength = rule.constraints.hcp or rule.constraints.total_points
    if strength is None or strength.high is not None:
        return None
    t = Table(book, place, hand)
    trump = named_suit(call)
    agreed = trump in t.my_suits and trump in t.partner_suits  # bid by both: a fit
    if t.trump is not trump or not (agreed or t.fit(trump) >= 8):
        return None
    total = hand.support_points(trump) + t.partner_shown.low
    if total >= 33:
        return f"slam values: {total} points between the hands with partner's minimum"
    slam = trying_for_slam(t)
    if slam is None:
        return None
    return f"slam in view, {slam.call} first: {slam.reason.rstrip('.')}"


def _makes_by_itself(rule: RuleRecord, hand: Hand) -> bool:
    """The hand's own playing tricks in the bid's suit, and one trick from partner, make
    the bid: an opening meant to make, not a preempt."""
    suit = _preempt_suit(rule)
    return (
        suit is not None
        and long_suit(hand) is suit
        and playing_tricks(hand) + _FROM_PARTNER >= int(rule.call[0]) + 6
    )


def _preempt_suit(rule: RuleRecord) -> Suit | None:
    """The suit of a bid whose meaning promises six or more cards in it."""
    call = rule.call
    if len(call) != 2 or call[0] not in "234567" or call[1] == "n":
        return None
    suit = named_suit(call)
    length = rule.constraints.suit_length.get(suit.name_plural)
    return suit if length is not None and length.low >= 6 else None


def _rebid_of_own_suit(rule: RuleRecord, place: AuctionPlace) -> bool:
    """The rule names a suit the caller bid before: a rebid of it (responder's 2M
    signoff over 1NT), not a preempt, whatever its strength."""
    mine = [c for i, c in enumerate(place.calls) if place.by_caller(i) and c.is_bid]
    return any(c.strain is not None and str(c.strain.value)[0].lower() == rule.call[-1]
               for c in mine)  # fmt: skip


def _last_word(t: Table, forced: bool) -> Advice:
    if forced:
        suit = max(SUIT_ORDER, key=t.hand.length)
        advice = when(
            t,
            t.cheapest(suit),
            "Partner's call is forcing: the cheapest bid in the longest suit.",
            length(t, suit, t.hand.length(suit)),
            despite_written_range=True,  # forced: the least misleading bid, whatever range
        )
        if advice is not None:
            return advice
    return Advice(str(PASS), "No principle calls for a bid here: pass.")
