"""Advancing partner's takeout double: two teaching rules the written SAYC text leaves
out (issue 33).

- **The cuebid first with game values.** Opposite a takeout double the advancer with
  12+ does not guess the game: "Cue bid of the opponents' suit: 12+ points. This is a
  forcing bid that says 'tell me more about your hand'. With this many points, [we]
  should be in game" (the Carnegie Mellon "Bridge Bidding" notes, "Your partner's double
  is for takeout"); "cue bid opener's suit if you're not sure of the best spot" (Joan Butts,
  "Doubles - Responding"); "with an opening point hand yourself you can cuebid the
  opponent's opening suit to get more info about the doubler's hand" (The Bridge Guru,
  "Takeout double"). The doubler may hold only three cards in advancer's suit, or 17+
  and slam in view; the cuebid lets him say which. The ACBL textbook's advancing
  examples cuebid with a five- or six-card major and with a balanced 16 holding their
  suit, where the written text also offers game. So ``cuebid_before_game`` sets aside
  the written game bid (3NT, four of a major, five of a minor) of the advancer whose
  partner doubled their one-level opening and the responder passed, when the written
  cuebid fits the hand too. 3NT stands without a four-card major they have not bid:
  "12 points and more than one place to play, cuebid opener's suit ... most notrump
  responses deny interest in either major suit" (Brent Manley, "Have you discussed").
- **After their redouble.** The redouble shows 10+ and the doubled contract may be their
  game, so the advancer, no longer forced, still names his suit with a weak hand:
  "If the takeout double is redoubled, all bids are natural but jump suit bids become
  preemptive, showing at least 5 cards and 0-8 points" (bridgebum.com, "Takeout
  double"). The level follows the trumps held together (the Law of Total Tricks, as the
  advance of an overcall does), counting three in the doubler's hand as his double
  promises: a four-card suit at the cheapest level, five cards at the two level, six or
  more at the three. A bid names a preference, so a suit is named when it is one: a
  four-card or longer major, or the one longest suit; with two minors of equal length
  and no major the pass says "no preference" and the doubler chooses. A balanced hand
  with their suit stopped and no four-card suit to show bids 1NT (6-10, as without the
  redouble); else pass and let the doubler choose.

- **The doubler's raise needs extra values.** "It is generally known that if you double
  and raise your partner, you need additional strength ... When opener passes, you can
  also pass with your normal-strength doubles because you know you are not going
  anywhere" (Mike Lawrence, the ACBL's bidding column "When partner responds to my
  takeout double, what do I need to raise?"). The shortness in their suit is what made
  the double (a singleton lets a double be made "with as little as 11 HCP", Marvin's
  "Takeout Doubles"), so it is no extra: ``doubler_raise_needs_extras`` sets aside the
  doubler's written raise of the advancer's cheapest bid when the hand's support points,
  less the dummy points of its shortness in their suit, fall short of the raise's floor.

- **The strong doubler doubles again.** "If the takeout-doubler has more than 17-18, he
  doubles and then plans to bid again" (Larry Cohen, "Double Trouble"); a double is for
  takeout when "you previously made a take-out double of the same suit" and "at a low
  level (below game) when the opponents have agreed a suit" (the news-sheet collection
  "Doubles", docsbay.net). So ``strong_doubler_doubles_again``: I doubled their
  opening, partner has only passed and they raised their suit below game; with 17+ HCP,
  still short in their suit and three or more cards in every other, the doubler doubles
  again (a five-card suit is bid instead: principles_strong_doubler).
- **The second double is answered.** Partner's second double is still for takeout, and
  "unless there is an intervening bid from your opponents, your partner MUST reply (to
  'take you out' of the double), even with 0 points" (Bid and Made, "Double for
  takeout"): when the next opponent passes, ``answering_the_second_double`` bids the
  best suit they have not named at the cheapest level (a four-card major first, else
  the longest), or passes for penalty with four of their trumps and two of the top five
  honours (as the answer to opener's reopening double does, principles_rebids).

A user's own rule (USER_CUSTOM) is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import (
    balanced,
    converting,
    hcp,
    length,
    short,
    stopper,
    when,
    written_rule_fits,
)
from library.principles_reading import DOUBLE, GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "DOUBLER_PROMISES",
    "GAME_VALUES",
    "advancing_redoubled",
    "answering_the_second_double",
    "cuebid_before_game",
    "doubler_raise_needs_extras",
    "redoubled_level",
    "strong_doubler_doubles_again",
]

GAME_VALUES = 12  # "12+ points ... cuebid": the advancer's game-forcing floor
DOUBLER_PROMISES = 3  # cards in each unbid suit the takeout double promises
_WEAK_HIGH = 8  # "jump suit bids become preemptive ... 0-8 points"
_NOTRUMP = (6, 10)  # the 1NT advance: balanced, their suit stopped
STRONG_DOUBLER_HCP = 17  # "more than 17-18 ... doubles and then plans to bid again"


def _advancing_double(t: Table) -> Call | None:
    """Their one-of-a-suit opening, partner's takeout double of it as his only call,
    and this is my first call: the opening, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or any(c.kind is not CallKind.PASS
                                                   for c in t.my_calls):  # fmt: skip
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or acted[0].kind is not CallKind.DOUBLE or t.partner_bids:
        return None
    if len(t.their_bids) != 1 or opening[1].level != 1 or suit_of(opening[1]) is None:
        return None
    return opening[1]


def _is_game(call: str) -> bool:
    if call == "3n":
        return True
    return len(call) == 2 and call[0] in "45" and call[1] in "cdhs" and (
        int(call[0]) == (4 if call[1] in "hs" else 5))  # fmt: skip


def cuebid_before_game(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the advancer's written game bid gives way to the cuebid, else None."""
    if rule.module_type == USER_CUSTOM or not _is_game(rule.call):
        return None
    t = Table(book, place, hand)
    opening = _advancing_double(t)
    if opening is None or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    theirs = suit_of(opening)
    unbid_major = any(hand.length(m) >= 4 for m in MAJORS if m is not theirs)
    if rule.call == "3n" and not unbid_major:
        return None  # "most notrump responses deny interest in either major suit"
    cuebid = t.cheapest(theirs or "NT")
    if cuebid.level != 2 or not written_rule_fits(book, place, hand, str(cuebid).lower()):
        return None
    return (f"with game values opposite a takeout double the cuebid ({cuebid}) asks the "
            "doubler to describe his hand before the game is chosen")  # fmt: skip


def redoubled_level(cards: int, cheapest: int) -> int:
    """The level for a weak advance in a suit of ``cards`` after their redouble: the
    trumps held together with the doubler's promised three, less six (eight trumps, the
    two level), never below the cheapest legal level nor above three."""
    return max(cheapest, min(3, cards + DOUBLER_PROMISES - 6))


def _suit_to_show(t: Table, theirs: Suit) -> Suit | None:
    """A four-card or longer major (the longer, of two equal the higher), else the one
    longest four-card or longer suit; None with two such minors of equal length (no
    preference) or no four-card suit. Never their suit."""
    others = [s for s in SUIT_ORDER if s is not theirs and t.hand.length(s) >= 4]
    majors = [s for s in others if s in MAJORS]
    if majors:
        return max(majors, key=t.hand.length)
    longest = [s for s in others if t.hand.length(s) == max(map(t.hand.length, others))]
    return longest[0] if len(longest) == 1 else None


def advancing_redoubled(t: Table) -> Advice | None:
    """Partner doubled their opening for takeout and the responder redoubled: the weak
    advancer names his suit at the level of the trumps held together, bids 1NT with a
    balanced hand and their suit stopped, else passes."""
    opening = _advancing_double(t)
    if opening is None or t.rho is None or t.rho.kind is not CallKind.REDOUBLE:
        return None
    theirs = suit_of(opening)
    if theirs is None:
        return None
    suit = _suit_to_show(t, theirs)
    advice = None
    if suit is not None:
        cards = t.hand.length(suit)
        level = redoubled_level(cards, t.cheapest(suit).level)
        advice = when(
            t, bid(level, suit), f"After their redouble, a weak hand names its suit at the "
            f"level of the trumps held together: {cards} cards and the doubler's three.",
            hcp(t, 0, _WEAK_HIGH), length(t, suit, 4),
        )  # fmt: skip
    return (
        advice
        or when(t, t.cheapest("NT"), "After their redouble, a balanced hand with their suit "
                "stopped and no four-card suit to show bids notrump.",
                hcp(t, *_NOTRUMP), balanced(t), stopper(t, theirs))
        or when(t, PASS, "After their redouble the double is no longer forcing: with no "
                "suit to name, pass and let the doubler choose.", hcp(t, 0, _WEAK_HIGH))
    )  # fmt: skip


def doubler_raise_needs_extras(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the doubler's written raise of the advancer's suit gives way to a pass, else
    None: the support points that make the floor count the shortness in their suit,
    which the double itself already promised."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or rule.call[1] not in "cdhs":
        return None
    strength = rule.constraints.total_points
    if strength is None:
        return None
    t = Table(book, place, hand)
    opening = t.opening
    if not t.they_opened or opening is None or len(t.their_bids) != 1 or t.my_bids:
        return None
    if [c.kind for c in t.my_calls] != [CallKind.DOUBLE] or len(t.partner_bids) != 1:
        return None
    partner = suit_of(t.partner_bids[0])
    theirs = suit_of(opening[1])
    if partner is None or theirs is None or rule.call[1] != partner.value.lower():
        return None
    above = SUIT_ORDER.index(partner) < SUIT_ORDER.index(theirs)  # ranks above theirs
    if t.partner_bids[0].level != opening[1].level + (0 if above else 1):
        return None  # a jump advance showed values: the raise there is another matter
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None  # over opener's rebid the doubler competes on less (Lawrence)
    extras = hand.support_points(partner) - hand.ruffing_value(partner, theirs)
    if extras >= strength.low:
        return None
    return (
        f"the shortness in their suit made the double: without it the hand has "
        f"{extras} points, short of the raise's {strength.low}, so it passes"
    )


def strong_doubler_doubles_again(t: Table) -> Advice | None:
    """I doubled their opening, partner has only passed, they raised their suit below
    game: with 17+ HCP and the takeout shape still, double again."""
    opening = t.opening
    if not t.they_opened or opening is None or t.partner_bids or t.my_bids:
        return None
    if [c.kind for c in t.my_calls] != [CallKind.DOUBLE] or len(set(t.their_suits)) != 1:
        return None
    theirs = suit_of(opening[1])
    last = t.last_bid
    if theirs is None or last is None or last is opening[1] or suit_of(last) is not theirs:
        return None
    if last.level >= GAME_LEVEL[theirs]:
        return None  # a double of their game is for penalty
    others = [s for s in SUIT_ORDER if s is not theirs]
    return when(
        t, DOUBLE, "The strong doubler doubles again: 17+ HCP, still short in their suit "
        "with support for the others, so partner is asked once more to choose.",
        hcp(t, STRONG_DOUBLER_HCP), short(t, theirs), *(length(t, s, 3) for s in others),
    )  # fmt: skip


def answering_the_second_double(t: Table) -> Advice | None:
    """Partner doubled their opening, I passed, they bid on and partner doubled again,
    the next opponent passing: answer the takeout double in the best suit they have not
    named, or pass for penalty with four of their trumps and two top honours."""
    if not t.they_opened or t.my_bids or t.partner_bids:
        return None
    if [c.kind for c in t.partner_calls] != [CallKind.DOUBLE, CallKind.DOUBLE]:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or t.last_bid is None:
        return None
    theirs = suit_of(t.last_bid)
    if theirs is None or t.last_bid.level >= GAME_LEVEL[theirs]:
        return None  # their notrump or their game: the double is for penalty
    unbid = [s for s in SUIT_ORDER if s not in t.their_suits]
    if not unbid:
        return None
    majors = [s for s in unbid if s in MAJORS and t.hand.length(s) >= 4]
    best = majors[0] if majors else max(unbid, key=t.hand.length)
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(theirs))
    return converting(when(
        t, PASS, "A penalty pass of partner's second double: four of their trumps with two "
        "top honours.", length(t, theirs, 4),
        Check(f"{theirs.name_plural} honours", "2+", str(top), top >= 2),
    )) or when(
        t, t.cheapest(best), "Answering partner's second takeout double: he still asks "
        "for my best suit, which I must name (a four-card major first).",
    )  # fmt: skip
