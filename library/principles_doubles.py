"""Doubles teachers state for positions the system's rules do not write out.

- **The majors over their minor preempt.** The takeout double asks partner to choose
  among the unbid suits, "especially the majors" (the library's SAYC takeout double);
  over a preempt in a minor, a hand with four or more cards in each major and opening
  values doubles rather than guessing which major to bid at the three level, even with
  a doubleton in the other minor.
- **Between two bidding opponents** (their opening and a new suit by responder, partner
  passed): a double is for takeout of the two suits they have not named. With four or
  more cards in each of them it shows both at once, where an overcall names one; a
  passed hand, whose strength partner knows, needs 8 HCP, an unpassed hand 11. The passed
  hand's light double wants shape, five cards in one of the suits ("2/1, Lawrence Style:
  Sandwich Overcalls": both opponents have bid, so "the chances for a game are extremely
  remote, while the dangers of being penalized are high", the sandwich call showing
  5-4); with four of each it needs 10. Five cards of an unbid major that can be bid at
  the one level are bid, not doubled (as over partner's opening: "After 1C/1D - (1H), we
  can distinguish between a responding hand with only four spades (double) and a
  responding hand with five spades (bid 1S)", newtricksplay.org). The suit doubled is
  the response, so below the strength that doubles on any shape (17) the hand is short
  in it, two cards at most: the takeout double "implies ... shortness in the suit
  doubled" (the Marvin bridge texts, "Takeout doubles"); "With 12-16 points it is so
  important that you have the right type of hand for a double - shortage in your
  opponents' suit, but as you get stronger you can double on any shape" (bridgewebs,
  the First club's "Take-out doubles"). With three of the response the hand passes.
- **The doubler's rebid after a minimum advance.** Advancer's cheapest bid in a suit
  answers a forcing double and may hold nothing (0-8). The doubler raises it one level
  with 16-18 points and four trumps only while that raise stays below game: at the
  three level the raise would be game itself opposite perhaps nothing, so he passes
  with less than 19 (teachers: "the doubler must not punish partner for a forced
  bid").
- **The doubler's raise of a free advance.** When they bid over the double, partner is
  no longer obliged to bid, so his bid at the cheapest level is a free bid: "If
  responder bids, the advancer is no longer obligated to bid with a weak hand. So a
  minimum response shows some values" (Loeb bridge, "Advancing a takeout double": 5-9;
  the system's own range where it writes one). The doubler then weighs his support
  points against that range, as the teachers weigh the forced answer's ("partner's 1S
  bid shows 0-8 support points. If you bid 2S, it should be an invitation to game ...
  you need something along the lines of about 18 support points yourself", The
  Everything Bridge Book, "The Doubler's Second Call"), with the one count for game
  (library/principles_game_points.py, 26 with the middle of partner's range): with four
  trumps in partner's major, game at 26, a raise of one level in the invitation's zone
  (23-25: with the free answer's 5-9, 16-18 support points, the extra values a minimum
  double lacks). The range is partner's as his free bid shows it, not narrowed by the
  least the opponents showed: "after a takeout double, raises of opener's suit do not
  show strength - not even jump raises" (Pat Harrington, "Raising opener's minor",
  ACBL), so responder's raise over the double need not hold its written six. Four
  trumps, as for any raise of partner's answer ("When you double and raise, you promise
  four-card support", Mike Lawrence's Bidding Quiz, ACBL).
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_advance_reading import advance_kind, advance_shown
from library.principles_checks import hcp, length, points, short, when
from library.principles_game_points import enough_for_game, game_points, inviting
from library.principles_reading import (
    DOUBLE,
    GAME_LEVEL,
    MAJORS,
    MINORS,
    PASS,
    Advice,
    Table,
    bid,
    suit_of,
)

__all__ = [
    "doubler_after_free_advance",
    "doubler_after_minimum_advance",
    "majors_over_minor_preempt",
    "sandwich_double",
]


# The sandwich double's least HCP: a passed hand with nine cards in the two suits, a
# passed hand with four of each, an unpassed hand.
_SANDWICH_SHAPE = 9
_LIGHT_PASSED, _FLAT_PASSED, _UNPASSED = 8, 10, 11
# The one-level overcall between two bidding opponents (principles_overcalls.sandwiched).
_ONE_LEVEL_OVERCALL = 10
_ANY_SHAPE = 17  # a double on any shape: strong enough to bid again


def _silent(t: Table) -> bool:
    return all(c.kind is CallKind.PASS for c in t.my_calls + t.partner_calls)


def majors_over_minor_preempt(t: Table) -> Advice | None:
    """Their two- or three-level opening in a minor is the last bid; our side silent."""
    opening = t.opening
    if not t.they_opened or opening is None or not _silent(t) or t.last_bid is not opening[1]:
        return None
    theirs = suit_of(opening[1])
    if theirs not in MINORS or opening[1].level not in (2, 3) or str(opening[1]) == "2C":
        return None
    return when(
        t, DOUBLE, "A takeout double of their minor preempt with both majors: partner "
        "chooses the major at the three level.", hcp(t, 13), short(t, theirs),
        length(t, Suit.S, 4), length(t, Suit.H, 4),
    )  # fmt: skip


def sandwich_double(t: Table) -> Advice | None:
    """Their opening and their one-level new-suit response, partner passed: a double
    with four or more cards in each unbid suit."""
    opening = t.opening
    if not t.they_opened or opening is None or not _silent(t) or len(t.their_bids) != 2:
        return None
    response = t.their_bids[-1]
    theirs = [suit_of(c) for c in t.their_bids]
    first, second = theirs
    if first is None or second is None or first == second or t.last_bid is not response:
        return None
    if response.level != 1 or opening[1].level != 1:
        return None
    unbid = [s for s in SUIT_ORDER if s not in (first, second)]
    major = [s for s in unbid if s in MAJORS and t.hand.length(s) >= 5]
    if major and t.cheapest(major[0]).level == 1 and t.hand.hcp >= _ONE_LEVEL_OVERCALL:
        return None  # five of the major are bid at the one level: the double shows four
    passed = any(c.kind is CallKind.PASS for c in t.my_calls)
    # a passed hand doubles light only with shape (5-4): game is remote, a penalty near
    shaped = sum(t.hand.length(s) for s in unbid) >= _SANDWICH_SHAPE
    least = (_LIGHT_PASSED if shaped else _FLAT_PASSED) if passed else _UNPASSED
    # short in the suit doubled, the response, below the strength that doubles on any shape
    shortness = () if t.hand.hcp >= _ANY_SHAPE else (short(t, second),)
    return when(
        t, DOUBLE, "A takeout double between two bidding opponents: four or more cards in "
        f"each of the two suits they have not named, short in the response, and {least}+ "
        "HCP" + (" from a passed hand." if passed else "."),
        hcp(t, least), *(length(t, s, 4) for s in unbid), *shortness,
    )  # fmt: skip


def doubler_after_minimum_advance(t: Table) -> Advice | None:
    """I doubled their opening for takeout, partner made the cheapest bid in a suit, the
    opponents passed since."""
    opening = t.opening
    if not t.they_opened or opening is None or len(t.their_bids) != 1 or t.my_bids:
        return None
    if [c.kind for c in t.my_calls] != [CallKind.DOUBLE] or len(t.partner_bids) != 1:
        return None
    advance = t.partner_bids[0]
    suit = suit_of(advance)
    if suit is None or t.last_bid is not advance or suit in t.their_suits:
        return None
    if advance.level != _cheapest_over(opening[1].level, suit_of(opening[1]), suit):
        return None  # a jump shows 9-11: other principles place the contract
    raise_to = advance.level + 1
    if raise_to < GAME_LEVEL[suit]:
        return None  # a raise below game invites: left to the other principles
    return when(
        t, PASS, "Partner's bid answered my forcing double and may hold nothing: short of "
        "19 points, a raise to game opposite it is too high, so pass.",
        points(t, 0, 18, suit),
    )  # fmt: skip


def _cheapest_over(level: int, theirs: Suit | None, suit: Suit) -> int:
    """The cheapest level of ``suit`` over their bid at ``level`` in ``theirs``."""
    if theirs is None:
        return level + 1
    return level if SUIT_ORDER.index(suit) < SUIT_ORDER.index(theirs) else level + 1


def doubler_after_free_advance(t: Table) -> Advice | None:
    """I doubled their opening for takeout, they bid over the double, partner bid a
    major at the cheapest level (a free bid) and the opponents passed since: with four
    trumps, game or a raise of one level by the points between the hands."""
    advance = _my_free_advance(t)
    if advance is None:
        return None
    index, call = advance
    suit = suit_of(call)
    if suit not in MAJORS or t.hand.length(suit) < 4:
        return None
    double = next(i for i, c in enumerate(t.place.calls)
                  if t.place.by_caller(i) and c.kind is CallKind.DOUBLE)  # fmt: skip
    shown = advance_shown(t.book, t.place, index, double, cuebid=False)
    if shown.high is None:
        return None
    middle = (shown.low + shown.high) // 2
    total = t.hand.support_points(suit) + middle
    range_ = f"{shown.low}-{shown.high}"
    return when(
        t, bid(GAME_LEVEL[suit], suit), f"Partner's free bid shows values ({range_}): "
        f"{total} points between the hands and four trumps, game.",
        enough_for_game(total, suit), length(t, suit, 4),
    ) or (call.level + 1 < GAME_LEVEL[suit] and when(
        t, bid(call.level + 1, suit), f"Partner's free bid shows values ({range_}): "
        f"{total} points between the hands, short of the {game_points(suit)} a game "
        "wants, and four trumps: a raise invites.", inviting(total, suit), length(t, suit, 4),
    )) or None  # fmt: skip


def _my_free_advance(t: Table) -> tuple[int, Call] | None:
    """Partner's one bid, a free answer at the cheapest level to my one takeout double,
    the last bid of the auction (the index of the call in the auction and the call)."""
    if not t.they_opened or t.my_bids or [c.kind for c in t.my_calls] != [CallKind.DOUBLE]:
        return None
    if len(t.partner_bids) != 1 or t.last_bid is not t.partner_bids[0]:
        return None
    calls = t.place.calls
    index = max(i for i, c in enumerate(calls) if t.place.by_partner(i) and c.is_bid)
    double = next(i for i, c in enumerate(calls)
                  if t.place.by_caller(i) and c.kind is CallKind.DOUBLE)  # fmt: skip
    call = calls[index]
    if suit_of(call) is None or suit_of(call) in t.their_suits:
        return None
    if advance_kind(t.place, index, double, cuebid=False) != "free answer":
        return None
    return index, call
