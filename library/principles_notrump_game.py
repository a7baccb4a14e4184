"""Notrump with the stopper: the strain of the robots' games (issue 34).

Four positions where the robots held the stopper that makes 3NT and bid a suit
instead, so they played a minor or a partscore where nine tricks in notrump were
there. Each is a teacher's statement of who bids notrump, and when:

- **Opener answers responder's new suit with notrump, holding the last suit.** When
  responder names a new suit below 3NT and only one suit is left that neither of us
  bid, the new suit is forcing (the SAYC booklet) and shows where responder's values
  are, "a nonjump bid in a new suit below 3NT shows a stopper in the suit bid and
  interest in 3NT" ("3NT Game Trial Bids"); "Partner responds to show a good stopper
  in a suit or bids NT with stoppers in both the other suits". Holding the suit no
  one named, opener bids notrump at the cheapest level: a 2NT rebid "would tend to
  show the unbid suits stopped" (Larry Cohen, "When does a notrump bid promise a
  stopper(s)?"). With four cards in responder's new major, or three in the major he
  bid first, or six in opener's own major (eight cards opposite two), a fit comes
  first, and this position does not decide; nor where the system writes responder's
  suit as a signoff or an invitation (1S-1NT-2C-2H "6-10 HCP, 6+ hearts, to play"),
  which shows length and no stopper. After opener's notrump rebid responder's
  new suit forces only as a jump ("Responder must jump shift to force game", below).
- **Opener answers partner's cuebid raise of his minor with notrump, holding their
  suit.** "A cuebid of opponents' suit shows at least a limit raise ... Another
  option is bidding Notrump with stoppers" (bridgehands.com, "Limit Plus Raise"); "if
  the bid support is a minor, people will strain to show stoppers in the opp's suit
  anyway, because reaching 3nt is a high priority even with a minor fit, since 9
  tricks is often easier than 11" (Bridge Base forums). With their suit stopped and
  no singleton or void (a hand for notrump), opener bids the cheapest notrump, up to
  17 HCP (above it slam is the question, not the strain).
- **The advancer of a takeout double bids 3NT with their suit stopped.** "3NT: 14-16
  HCP with a stopper" (Loeb Bridge, "Advancing a takeout double", its table of
  advances); "with strength in the opponent's suit and no 4-card or longer major
  suit, bid no trump" (Robert Hertzog, "The Takeout Double"); "with 13 HCP and
  stoppers you can bid 3NT" (Bailey, La Jolla Bridge). So with 14-16 HCP, a stopper
  in their suit, no four-card major nobody named and no singleton or void, the
  advancer bids 3NT rather than cuebid and leave the strain to a suit.
- **The strong balanced doubler bids notrump over partner's answer.** The SAYC rules
  write it after one opening, "(1h)-x-(p)-1s-(p)-1n = 18-20 HCP, balanced, heart
  stopper"; teachers state it for every one: "a double followed by a second bid shows
  a hand too strong for an overcall", and over the answer "2NT: 18+ HCP and a heart
  stopper (too strong for a 1NT overcall)" (Jim Belk, "The Strong Double"). So the
  doubler with a balanced 18-20 and their suit stopped bids the cheapest notrump over
  partner's suit answer, and with 21-22 jumps in notrump, where otherwise he passed
  the answer that partner was forced to make with nothing.

And two where notrump is the wrong strain for the hand that holds the stoppers:

- **Responder's six-card major after opener's reverse, with a singleton or void.**
  "If responder originally bid a major suit, he must clarify whether he holds a
  minimum (6-10 point) or game-forcing (10+ point) hand ... If responder fails to make
  one of these minimum rebids, it is forcing to game" (Jim Belk, "Reverses"); the
  minimum is the two-level rebid of his suit (library/principles_reverses.py), so with
  10+ HCP the jump to three of it forces and shows six. "With a balanced hand,
  responder should declare in notrump as soon as possible" (bridgepassion.com, lesson
  7): an unbalanced hand with six cards in its major shows them instead of bidding 3NT
  on its stoppers, and opener with two of them raises (eight cards) or bids 3NT.
- **Responder's five-five after opener's 1NT rebid jumps in his second suit.** After
  1m-1M-1NT a new suit by responder is not forcing and "Responder must jump shift to
  force game" (the SAYC lesson notes, "Subsequent Bidding by Responder",
  bridgelessonacol); "With a balanced hand, responder should declare in notrump" (the
  bridgepassion lesson above), so with five cards in his major, five in a minor
  partner has not bid, a singleton or void and 13+ HCP, the written 3NT ("13-18 HCP,
  to play") gives way (`notrump_needs_balance`) to the jump in the minor: opener
  shows three-card support for the major (the 5-3 fit) or bids 3NT with the stoppers.

Each returns None when its position is not the auction's; the system's written rules
come first, as for every principle.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import balanced, hcp, length, stopper, when
from library.principles_forcing import written_limit
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.principles_reverses import is_reverse
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "NOTRUMP_GAME",
    "advancing_double_in_notrump",
    "notrump_needs_balance",
    "notrump_over_cuebid_raise",
    "notrump_over_new_suit",
    "second_suit_after_1nt_rebid",
    "six_card_major_over_reverse",
    "strong_doubler_in_notrump",
]

_ADVANCE_3NT = (14, 16)  # Loeb's table: 3NT, 14-16 HCP with a stopper
_CUEBID_ANSWER_MOST = 17  # above it opener's question is slam, not the strain
_STRONG_DOUBLER_NOTRUMP = (18, 22)  # SAYC's 18-20 over the answer; 21-22 jump
_GAME_AFTER_1NT = 13  # the booklet's responder's 13+: game opposite 12-14
_GAME_OPPOSITE_REVERSE = 10  # Belk: "game-forcing (10+ point) hand"


def _shape(t: Table) -> Check:
    """No singleton or void: a hand for notrump."""
    shortest = t.hand.pattern[-1]
    return Check("shortest suit", "2+", str(shortest), shortest >= 2)


def notrump_over_new_suit(t: Table) -> Advice | None:
    """I opened one of a suit, responder (not a passed hand) named a new suit below 3NT
    at his second bid or later, one suit is left that neither of us named, and I stop
    it: the cheapest notrump (module docstring)."""
    if not t.i_opened or not t.they_only_passed or len(t.partner_bids) < 2:
        return None
    if t.partner_calls[0].kind is not CallKind.BID or t.last_bid is not t.partner_bids[-1]:
        return None  # a passed hand's new suit does not force
    if t.my_bids[0].level != 1 or suit_of(t.my_bids[0]) is None:
        return None
    new = suit_of(t.last_bid)
    if new is None or new not in t.partner_suits or t.partner_suits.count(new) > 1:
        return None  # his notrump, an artificial bid or a rebid suit: nothing new
    if new in t.my_suits or t.last_bid.level > 3 or any(c.level >= 4 for c in t.my_bids):
        return None
    if written_limit(t, len(t.place.calls) - 2):
        return None  # the system makes his suit a signoff or an invitation: no force
    if any(suit_of(c) is None for c in t.my_bids) and t.last_bid.level < 3:
        return None  # after my notrump rebid only his jump in a new suit forces
    ours = set(t.my_suits) | set(t.partner_suits)
    left = [s for s in SUIT_ORDER if s not in ours]
    if len(left) != 1:
        return None  # two left: not yet the stopper's question; none: the fourth suit
    first = t.partner_suits[0]
    if new in MAJORS and t.hand.length(new) >= 4:
        return None  # a fit in his new major comes first
    if first in MAJORS and first is not new and t.hand.length(first) >= 3:
        return None  # and in the major he bid first
    if any(s in MAJORS and t.hand.length(s) >= 6 for s in t.my_suits):
        return None  # my own six-card major: two cards opposite make eight, game there
    notrump = t.cheapest("NT")
    if notrump.level > 3:
        return None
    other = left[0]
    return when(t, notrump, f"Partner's new suit, the {new.name_plural}, forces and shows "
                f"values there; holding the {other.name_plural}, the one suit no one has "
                "named, opener bids notrump at the cheapest level.", stopper(t, other))  # fmt: skip


def notrump_over_cuebid_raise(t: Table) -> Advice | None:
    """I opened one of a minor, they overcalled, partner cuebid their suit (a limit
    raise or better) and they passed: with their suit stopped and a hand for notrump,
    the cheapest notrump (module docstring)."""
    if not t.i_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    opened = suit_of(t.my_bids[0])
    if opened not in (Suit.C, Suit.D) or t.my_bids[0].level != 1 or len(t.their_suits) != 1:
        return None
    theirs = t.their_suits[0]
    cuebid = t.partner_bids[0]
    if suit_of(cuebid) is not theirs or t.last_bid is not cuebid:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    notrump = t.cheapest("NT")
    if notrump.level > 3:
        return None
    return when(t, notrump, f"Partner's cuebid raises my {opened.name_plural[:-1]}: "
                f"holding the {theirs.name_plural}, notrump at the cheapest level, nine "
                "tricks before a minor's eleven.", stopper(t, theirs), _shape(t),
                hcp(t, 0, _CUEBID_ANSWER_MOST))  # fmt: skip


def advancing_double_in_notrump(t: Table) -> Advice | None:
    """They opened one suit, partner doubled it for takeout and they passed; my first
    call: 3NT with 14-16 HCP, their suit stopped, no four-card unbid major and a hand
    for notrump (module docstring)."""
    if not t.they_opened or len(t.their_suits) != 1 or len(t.their_bids) != 1:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or acted[0].kind is not CallKind.DOUBLE or t.partner_last is not acted[0]:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None  # they bid over the double: a free bid's position
    theirs = t.their_suits[0]
    if any(t.hand.length(m) >= 4 for m in MAJORS if m is not theirs):
        return None  # the unbid major first (principles_show_major)
    low, high = _ADVANCE_3NT
    return when(t, bid(3, "NT"), f"Advancing a takeout double: {low}-{high} HCP and the "
                f"{theirs.name_plural} stopped, no four-card major: 3NT rather than a "
                "cuebid.", hcp(t, low, high), stopper(t, theirs), _shape(t))  # fmt: skip


def strong_doubler_in_notrump(t: Table) -> Advice | None:
    """They opened one suit, I doubled, partner answered in a suit and they passed:
    with a balanced 18-22 and their suit stopped, notrump, the cheapest with 18-20 and a
    jump with 21-22 (module docstring)."""
    if not t.they_opened or len(t.their_suits) != 1 or len(t.their_bids) != 1:
        return None
    if len(t.my_calls) != 1 or t.my_calls[0].kind is not CallKind.DOUBLE:
        return None
    if len(t.partner_bids) != 1 or t.last_bid is not t.partner_bids[0]:
        return None
    answer = suit_of(t.partner_bids[0])
    if answer is None or answer not in t.partner_suits:
        return None  # his notrump or cuebid: other principles answer it
    if answer in MAJORS and t.hand.length(answer) >= 4:
        return None  # a fit with his major: the raise by strength says more
    theirs = t.their_suits[0]
    cheapest = t.cheapest("NT")
    if cheapest.level > 3:
        return None  # above game their bidding has taken the notrump ladder away
    low, high = _STRONG_DOUBLER_NOTRUMP
    jump = bid(min(cheapest.level + 1, 7), "NT")
    return (
        when(t, cheapest, f"The strong doubler's notrump: a balanced {low}-{high - 2}, too "
             f"strong for a notrump overcall, with the {theirs.name_plural} stopped.",
             hcp(t, low, high - 2), balanced(t), stopper(t, theirs))
        or (jump.level <= 3 and when(
            t, jump, f"The strong doubler's jump in notrump: a balanced {high - 1}-{high} "
            f"with the {theirs.name_plural} stopped.", hcp(t, high - 1, high), balanced(t),
            stopper(t, theirs)))
        or None
    )  # fmt: skip


def six_card_major_over_reverse(t: Table) -> Advice | None:
    """Partner opened one of a suit, I answered one of a major, he reversed and they
    passed: with 10+ HCP, six cards in my major and a singleton or void, three of my
    major, forcing to game (module docstring)."""
    if not t.partner_opened or not t.they_only_passed or len(t.partner_bids) != 2:
        return None
    if len(t.my_bids) != 1 or t.last_bid is not t.partner_bids[1]:
        return None
    if not is_reverse(t.partner_bids[0], t.my_bids[0], t.partner_bids[1]):
        return None
    major = suit_of(t.my_bids[0])
    if major not in MAJORS or major is None:
        return None
    shortest = t.hand.pattern[-1]
    return when(t, bid(3, major), f"Opener reversed: with game values and six "
                f"{major.name_plural} the jump to three of them forces to game and shows "
                "the suit; an unbalanced hand does not bid 3NT on its stoppers.",
                hcp(t, _GAME_OPPOSITE_REVERSE), length(t, major, 6),
                Check("shortest suit", "0-1", str(shortest), shortest <= 1))  # fmt: skip


def _two_suiter_after_1nt_rebid(t: Table) -> tuple[Suit, Suit] | None:
    """Partner opened one of a suit, I answered one of a major, he rebid 1NT and they
    passed; my major of five or more cards and a minor he did not bid of five or more,
    with a singleton or void: (major, minor), else None."""
    if not t.partner_opened or not t.they_only_passed or len(t.partner_bids) != 2:
        return None
    if len(t.my_bids) != 1 or t.last_bid is not t.partner_bids[1]:
        return None
    if str(t.partner_bids[1]) != "1NT" or t.partner_bids[0].level != 1:
        return None
    major = suit_of(t.my_bids[0])
    if major not in MAJORS or major is None or t.hand.length(major) < 5:
        return None
    minors = [s for s in (Suit.D, Suit.C) if s not in t.partner_suits and t.hand.length(s) >= 5]
    if not minors or t.hand.pattern[-1] > 1:
        return None
    return major, minors[0]


def second_suit_after_1nt_rebid(t: Table) -> Advice | None:
    """Responder's five-five with shortness after opener's 1NT rebid: 13+ HCP jump in
    the minor, forcing to game (module docstring)."""
    found = _two_suiter_after_1nt_rebid(t)
    if found is None:
        return None
    major, minor = found
    return when(t, bid(3, minor), f"Five {major.name_plural} and five "
                f"{minor.name_plural} with a short suit after opener's 1NT: the jump in "
                f"the {minor.name_plural} forces to game, so a 5-3 fit in the "
                f"{major.name_plural} is found before notrump.", hcp(t, _GAME_AFTER_1NT),
                despite_written_range=True)  # fmt: skip


def notrump_needs_balance(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why responder's written 3NT after opener's 1NT rebid gives way to the jump in his
    second suit (module docstring), else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "3n":
        return None
    if hand.pattern[-1] > 1 or hand.pattern[1] < 5:
        return None  # no five-five with shortness: nothing to say (and no table to read)
    if second_suit_after_1nt_rebid(Table(book, place, hand)) is None:
        return None
    return ("five-five with a short suit is no notrump hand: the jump in the second "
            "suit forces to game and finds a 5-3 fit in the major")  # fmt: skip


NOTRUMP_GAME: tuple[Callable[[Table], Advice | None], ...] = (
    notrump_over_new_suit,
    notrump_over_cuebid_raise,
    advancing_double_in_notrump,
    strong_doubler_in_notrump,
    six_card_major_over_reverse,
    second_suit_after_1nt_rebid,
)
