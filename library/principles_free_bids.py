"""Calls when both sides are bidding (issue 33): the law's raise and advance, the
responsive double, doubles of their new suit and of their 1NT response, opener's and the
free bidder's competitive rebids.

Written from the teaching before any failing case was read; each principle names its
source, and each situation returns None outside its own auction.

  - **The law of total tricks sets the raise's level at once** (Larry Cohen, "LAW of
    Total Tricks", larryco.com: "With 8 partnership trumps, bid to the 2-level. With 9
    trumps -- 3 level. With 10 trumps -- 4 level"; "With 5 trumps, responder to 1H will
    raise to 4H"): once the opponents are in the auction, a written simple raise or
    preference gives way to the law's jump when the hand is weak and the trumps
    together reach the higher level; over their takeout double five trumps opposite the
    opened major bid game without a singleton (principles_fit.raising_by_the_law counts
    them, the trumps a Michaels cuebid or the unusual notrump promised included: Jerry
    Scholle,
    "The Interplay between Unusual 2N Bids and Michaels Cuebid Conventions": advancer
    plays "3-level contracts based primarily on trick taking potential via Law of Total
    Tricks, rather than high card points"; BidBase "Michaels": "the level to which
    Michaels' partner bids is based strictly on number of trumps he holds").
  - **The responsive double** (Larry Cohen, "Doubles, part 2": "a double of a
    bid-and-raised suit should be 'responsive' on any level (not just the two level).
    If they bid (1H) - Dbl - (3H), then double is still card-showing/responsive—not
    penalty. Even (1H) - Dbl - (4H) - Dbl is responsive", with "A2 63 Q10872 KJ43": at
    the four level two places to play, five cards in one of them, and 10+ HCP; the same
    over their weak two raised, where partner's double shows an opening hand; ACBL,
    "Responsive Doubles": "a (takeout) double by
    responder after the opponents have bid and immediately raised a suit and partner
    has acted either by overcalling or doubling ... Normally you would have at least
    4-4 in the majors and a minimum of 6 or 7 high-card points"; Karen Walker,
    "Responsive Doubles": the two unbid suits after an overcall, the majors over a
    minor, the minors over a major after a double; Harold Feldheim's lesson: "at the
    2-level about 6 HCP's, and that at the 3-level about 9"; Mike Savage: "over
    1H-Dbl-2H, a double should deny four spades since a double of 1H (almost) guarantees
    spade support"; BidBase: "If South had a 5-card or more suit, then South would just
    bid it", of the takeout double; after an overcall Walker's example holds five: 92
    K9762 AJ103 64). Advancer with four or
    more cards in each suit the double asks for (over partner's double no five-card
    suit to bid) and no fit for partner's overcall doubles their raise.
  - **Their new suit doubled shows it** (ACBL, "Responsive Doubles": after 1C-Dbl-1S a
    double "would not be responsive since the same suit was not bid and raised. In this
    case, a double would promise spades, either five of them or a good four-card
    suit"): partner's takeout double taken out by a new suit at the one level, advancer
    with five cards of that suit (or four headed by two of the top three honours) and
    an advancer's values (6-11) doubles it rather than pass.
  - **Opener's free bid shows shape, not extras** (Larry Cohen, "After partner's
    negative double": "If opener's RHO acts, nothing changes. A 'free bid' without
    jumping doesn't show extras"; the law of total tricks: a second long suit is a
    second chance of the fit that makes competing pay). Opener whose partner has only
    passed, with two five-card suits (5-5, 6-5) and the second biddable at the two
    level, bids it when they have bid on, rather than sell out.
  - **The negative doubler does not sell out to their raise at the two level** (Larry
    Cohen, "Law of Total Tricks for Balancing": "when the opponents have found an
    eight-card fit and are about to play at the two level, top players know that they
    can't afford to let them stay in that contract"; Marty Bergen, "Secrets to Winning
    Bridge": "A Negative Double followed by a new suit at the two or three level is
    weak"): after partner's opening, their overcall, my negative double and their raise
    to two passed round to me, a five-card suit of my own (the major the double showed
    held five) is bid with the double's 6-11 HCP; opener's pass said he could not, not
    that we have no fit.
  - **Their 1NT response doubled is for takeout** (bridgewebs "Take-out doubles": doubles
    of notrump bids are for penalties "with ONE exception: 1H-Pass-1NT-Dbl This unusual
    looking double is for take-out of Hearts"; the double needs "CARDS in the UNBID
    SUITS and ... OPENING VALUES", "11 HCP and (4-4-4-1) shape is enough"): over their
    one-of-a-suit opening and 1NT response, partner silent, a hand short in opener's
    suit with three or more in each other suit and opening values (11 with a singleton
    or void, else 12) doubles.
  - **The advancer counts trumps, not points, once they bid** (Cohen: "With 9 trumps --
    3 level"; "Use LOTT only when you don't have game or slam interest"; the takeout
    double promises four of each unbid major, gwilliams.org.uk "Takeout Double": "When
    doubling a major suit opening you must have support for the other major-suit. When
    doubling a minor suit you can be weak in diamonds providing you hold both
    major-suits"): over partner's takeout double and their bid, a weak advancer (0-8)
    with five cards of a promised major competes at the cheapest level the law allows
    (a jump over a double shows values in the booklet, so it is no preempt).
  - **The free bidder rebids a six-card suit over their raise** (Cohen: "With 8
    partnership trumps, bid to the 2-level"; "If opener's RHO acts, nothing changes":
    opener with extras or support acts over their raise, so his pass shows neither):
    responder who bid a suit of his own freely over their overcall, their raise passed
    round by opener, competes in a six-card suit at the level its eight trumps allow
    with 6-12 HCP, and without one passes: opener's pass leaves no game to count on.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, short, when, written_rule, written_rule_fits
from library.principles_fit import raising_by_the_law, total_tricks_level, two_suiter_shown
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "FREE_BIDS",
    "advancing_by_the_law",
    "doubling_their_new_suit",
    "free_bidder_rebids_six",
    "law_before_simple_raise",
    "negative_doubler_competes",
    "opener_shows_shape",
    "responsive_double",
    "takeout_of_their_notrump_response",
]

# The responsive double's least HCP by the level it asks partner to bid at (Feldheim).
_RESPONSIVE_HCP = {2: 6, 3: 9, 4: 10}  # the four level's: Cohen's examples hold ten
# The advancer's values for a double that shows their suit (an advance short of a cuebid).
_ADVANCER_HCP = (6, 11)
# The cards of an unbid major a takeout double promises; the weak advance the law bids.
_DOUBLE_PROMISES = 4
_LAW_ADVANCE_HCP = (0, 8)
# Opener's cards in responder's suit when he passed their raise; the competitive rebid.
_PARTNER_TOLERANCE = 2
_FREE_REBID_HCP = (6, 12)
# A takeout double's opening values: 11 HCP with a singleton or void (4-4-4-1), else 12.
_TAKEOUT_SINGLETON, _TAKEOUT_HCP = 11, 12


def law_before_simple_raise(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written raise or preference of partner's suit gives way: the opponents are
    in, the hand is weak, and the law of total tricks jumps to another level
    (raising_by_the_law): the trumps together set the level, not the written range."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or not rule.call[0].isdigit():
        return None
    t = Table(book, place, hand)
    advice = raising_by_the_law(t)
    if advice is None or advice.call == rule.call.upper():
        return None
    law = Call.parse(advice.call)
    suit = suit_of(law)
    if suit is None or law.level <= t.cheapest(suit).level:
        return None  # the law's own call is no jump: the written raise says the same
    opened = suit_of(t.opening[1]) if t.partner_opened and t.opening is not None else None
    if law.level < 4 and min(hand.pattern) >= 2 and opened is suit:
        return None  # a flat hand raises partner's opening once (flat_hand_raises_once)
    target = pid_call(law)
    if written_rule(book, place, target) is not None and not written_rule_fits(
        book, place, hand, target
    ):
        return None  # the system gives the jump another meaning: its own rules decide
    called = suit_of(Call.parse(rule.call))
    shown = {*t.partner_suits, *(s for s, _ in two_suiter_shown(t))}
    if called is None or called not in shown:
        return None
    return advice.reason[0].lower() + advice.reason[1:].rstrip(".")


def _raised_after_partner(t: Table) -> Suit | None:
    """Their suit when they opened one of it or a weak two, partner doubled or
    overcalled naturally and opener's partner has just raised it (to two, three or
    four), else None."""
    if not t.they_opened or t.opening is None or t.my_calls or len(t.their_bids) != 2:
        return None
    opening, raised = t.their_bids
    theirs = suit_of(opening)
    if theirs is None or suit_of(raised) is not theirs or str(opening) == "2C":
        return None
    if opening.level > 2:
        return None  # over a three-level preempt partner's double is the last word
    if t.rho != raised or raised.level not in _RESPONSIVE_HCP or len(t.partner_calls) != 1:
        return None
    partners = t.partner_calls[0]
    if partners.kind is CallKind.DOUBLE:
        return theirs
    natural = suit_of(partners)
    if natural is None or natural not in t.partner_suits:
        return None  # a convention: the double is partner's meaning, not ours
    higher = SUIT_ORDER.index(natural) < SUIT_ORDER.index(theirs)  # higher ranks first
    simple = opening.level + (0 if higher else 1)
    return theirs if partners.level == simple else None  # over a jump: penalty


def responsive_double(t: Table) -> Advice | None:
    """They bid and raised a suit over partner's takeout double or simple overcall:
    double for takeout with four or more in each suit it asks for."""
    theirs = _raised_after_partner(t)
    if theirs is None or t.rho is None:
        return None
    overcalled = t.partner_suits[0] if t.partner_suits else None
    if overcalled is not None and t.hand.length(overcalled) >= 3:
        return None  # support for partner's suit: raise it (the law decides how high)
    if overcalled is not None:
        asked = [s for s in Suit if s not in (theirs, overcalled)]
    elif theirs in MAJORS:
        other = next(m for m in MAJORS if m is not theirs)
        if t.hand.length(other) >= 4:
            return None  # the double promised this major: four of it make the fit, bid it
        asked = [s for s in Suit if s not in MAJORS]
    else:
        asked = list(MAJORS)
    level = t.rho.level
    if overcalled is None and level < 4 and any(t.hand.length(s) >= 5 for s in asked):
        return None  # a five-card suit answers partner's double, not another double
    lengths = "-".join(str(t.hand.length(s)) for s in asked)
    return when(
        t, DOUBLE, "A responsive double: they bid and raised their suit over partner's "
        f"{'overcall' if overcalled else 'double'}, so the double asks for the "
        f"{' or '.join(s.name_plural for s in asked)}: four of each, "
        f"{_RESPONSIVE_HCP[level]}+ HCP.",
        Check("cards in the suits asked", "4+ each", lengths,
              all(t.hand.length(s) >= 4 for s in asked)),
        hcp(t, _RESPONSIVE_HCP[level]),
    )  # fmt: skip


def doubling_their_new_suit(t: Table) -> Advice | None:
    """Partner doubled their one-level opening and opener's partner bid a new suit at
    the one level: a double shows that suit, five cards or a good four."""
    if not t.they_opened or t.opening is None or t.my_calls or len(t.their_bids) != 2:
        return None
    if len(t.partner_calls) != 1 or t.partner_calls[0].kind is not CallKind.DOUBLE:
        return None
    opening, response = t.their_bids
    opened, theirs = suit_of(opening), suit_of(response)
    if opened is None or theirs is None or opened is theirs or opening.level != 1:
        return None
    if t.rho != response or response.level != 1:
        return None
    cards = t.hand.length(theirs)
    top = sum(r in t.hand.ranks(theirs) for r in "AKQ")
    low, high = _ADVANCER_HCP
    return when(
        t, DOUBLE, f"Their {theirs.name_plural} are my suit: over partner's takeout double a "
        "double of their new suit shows it, five cards or a good four.",
        Check(f"{theirs.name_plural}", "5+, or 4 with two of A K Q", f"{cards}",
              cards >= 5 or (cards == 4 and top >= 2)),
        hcp(t, low, high),
    )  # fmt: skip


def opener_shows_shape(t: Table) -> Advice | None:
    """I opened one of a suit, they came in and bid on, partner has only passed: with
    a second five-card suit, it is bid at the two level."""
    if not t.i_opened or t.opening is None or len(t.my_bids) != 1 or not t.their_bids:
        return None
    opened = suit_of(t.opening[1])
    if opened is None or t.opening[1].level != 1 or t.rho is None or not t.rho.is_bid:
        return None
    if any(c.kind is not CallKind.PASS for c in t.partner_calls):
        return None
    second = max(
        (s for s in Suit if s is not opened and s not in t.their_suits),
        key=lambda s: (t.hand.length(s), s in MAJORS),
    )
    cheapest = t.cheapest(second)
    if cheapest.level != 2:
        return None
    together = t.hand.length(opened) + t.hand.length(second)
    return when(
        t, cheapest, f"A free bid shows shape, not extra values: {together} cards in "
        f"{opened.name_plural} and {second.name_plural}, a second chance of a fit.",
        length(t, second, 5), hcp(t, 11),
    )  # fmt: skip


def negative_doubler_competes(t: Table) -> Advice | None:
    """Partner opened, they overcalled, I doubled, they raised to two and it came back
    to me: a five-card suit of my own is bid, weak, rather than sell out."""
    if not t.partner_opened or t.opening is None or len(t.my_calls) != 1:
        return None
    if t.my_calls[0].kind is not CallKind.DOUBLE or len(t.their_bids) != 2:
        return None
    overcall, raised = t.their_bids
    theirs = suit_of(overcall)
    if theirs is None or suit_of(raised) is not theirs or raised.level != 2:
        return None
    if t.last_bid != raised or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    if len(t.partner_calls) != 2 or t.partner_calls[1].kind is not CallKind.PASS:
        return None
    opened = suit_of(t.opening[1])
    mine = [s for s in Suit if s not in (theirs, opened) and t.hand.length(s) >= 5]
    if not mine:
        return None
    suit = max(mine, key=lambda s: (t.hand.length(s), s in MAJORS))
    low, high = _ADVANCER_HCP
    return when(
        t, t.cheapest(suit), f"They found a fit and stopped at the two level: my five "
        f"{suit.name_plural} compete rather than sell out (after my negative double a new "
        "suit is weak).", length(t, suit, 5), hcp(t, low, high),
    )  # fmt: skip


def takeout_of_their_notrump_response(t: Table) -> Advice | None:
    """They opened one of a suit and responded 1NT, our side silent: double for
    takeout with their suit short and the others held."""
    if not t.they_opened or t.opening is None or t.my_calls or len(t.their_bids) != 2:
        return None
    opening, response = t.their_bids
    theirs = suit_of(opening)
    if theirs is None or opening.level != 1 or str(response) != "1NT" or t.rho != response:
        return None
    if any(c.kind is not CallKind.PASS for c in t.partner_calls):
        return None
    singleton = t.hand.length(theirs) <= 1
    others = [s for s in Suit if s is not theirs]
    return when(
        t, DOUBLE, f"Their 1NT response doubled is for takeout of their {theirs.name_plural}: "
        "short there, the other suits held, opening values.",
        short(t, theirs),
        Check("cards in the other suits", "3+ each",
              "-".join(str(t.hand.length(s)) for s in others),
              all(t.hand.length(s) >= 3 for s in others)),
        hcp(t, _TAKEOUT_SINGLETON if singleton else _TAKEOUT_HCP),
    )  # fmt: skip


def advancing_by_the_law(t: Table) -> Advice | None:
    """Partner doubled their one-level opening for takeout and they bid on: a weak hand
    with five cards of a major the double promised bids it to the law's level."""
    if not t.they_opened or t.opening is None or len(t.partner_calls) != 1:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None  # a passed hand too: its five trumps count the same
    if t.partner_calls[0].kind is not CallKind.DOUBLE or t.rho is None or not t.rho.is_bid:
        return None
    opened = suit_of(t.opening[1])
    if t.opening[1].level != 1 or len(t.their_bids) != 2:
        return None
    promised = [m for m in MAJORS if m is not opened and m not in t.their_suits]
    fits = [m for m in promised if t.hand.length(m) >= 5]
    if not fits:
        return None
    suit = max(fits, key=lambda m: t.hand.length(m))
    trumps = t.hand.length(suit) + _DOUBLE_PROMISES
    level = total_tricks_level(trumps, suit)
    cheapest = t.cheapest(suit)
    if cheapest.level > level:
        return None
    # a jump over the double shows values (the booklet's invitational jump advance): the
    # weak hand competes at the cheapest level the law allows
    return when(
        t, cheapest, f"The law of total tricks: partner's double promised four "
        f"{suit.name_plural}, so {trumps} trumps together compete, points or not.",
        length(t, suit, 5), hcp(t, *_LAW_ADVANCE_HCP),
    )  # fmt: skip


def free_bidder_rebids_six(t: Table) -> Advice | None:
    """Partner opened, they overcalled, I bid a suit, they raised and partner passed:
    a six-card suit competes at the law's level; opener's pass shows no extras."""
    if not t.partner_opened or t.opening is None or len(t.my_calls) != 1:
        return None
    if len(t.my_bids) != 1 or len(t.their_bids) != 2 or len(t.partner_calls) != 2:
        return None
    mine, (overcall, raised) = suit_of(t.my_bids[0]), t.their_bids
    theirs = suit_of(overcall)
    if mine is None or theirs is None or suit_of(raised) is not theirs or t.last_bid != raised:
        return None
    if mine is suit_of(t.opening[1]) or mine not in t.my_suits or mine is theirs:
        return None  # a raise or a cuebid of theirs is no free bid of a suit
    if t.partner_calls[1].kind is not CallKind.PASS:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    cheapest = t.cheapest(mine)
    allowed = total_tricks_level(t.hand.length(mine) + _PARTNER_TOLERANCE, mine)
    if t.hand.length(mine) < 6 and any(
        t.hand.length(suit) >= 5 for suit in SUIT_ORDER if suit not in (mine, theirs)
    ):
        return None  # a second five-card suit is shown over their fit (HIGH_COMPETITION)
    return (
        (cheapest.level <= allowed and when(
            t, cheapest, f"They raised and opener passed: no extras, no support, so my six "
            f"{mine.name_plural} compete at the level of the trumps, not for game.",
            length(t, mine, 6), hcp(t, *_FREE_REBID_HCP)))
        or when(t, PASS, "They raised and opener passed, showing a minimum without "
                "support: no game opposite it and no six-card suit to compete with.",
                hcp(t, *_FREE_REBID_HCP))
    )  # fmt: skip


FREE_BIDS: tuple[Callable[[Table], Advice | None], ...] = (
    responsive_double,
    doubling_their_new_suit,
    opener_shows_shape,
    negative_doubler_competes,
    takeout_of_their_notrump_response,
    advancing_by_the_law,
    free_bidder_rebids_six,
)
