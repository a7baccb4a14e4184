"""The takeout double against the overcall: shape over points (issue 33).

Teachers state the takeout double by its shape first:

- Support for the unbid suits. "Support for the unbid suits: at least 3-card support,
  but preferably 4-card support; emphasis on major suits" (Robert Hertzog, "The
  Takeout Double"); "length in each unbid suit - preferably four cards, at minimum
  three" (the Wikipedia article's list of requirements); "when doubling a major suit
  opening you must have support for the other major; when doubling a minor suit you can
  be weak in diamonds providing you hold both majors" (Gwilliams' convention pages).
  So a hand with fewer than three cards in an unbid suit does not double, except for a
  doubleton unbid minor beside four or more cards in every unbid major, or the strong
  hand that doubles first and bids its own suit next (the booklet's "any 17+ HCP hand",
  the RainBow lesson's "17+ points, any unbalanced distribution"). The written double
  of the library's SAYC text says "support for the other suits" in words the checker
  does not read; ``double_without_support`` sets it aside when the hand lacks that
  support, and the overcall or the pass the hand does have is chosen instead.
- Shortness counts. "Unlike an opening bid, you can count ruffing values for shortness
  in the opposing suit, so a takeout double with a singleton in that suit may be made
  with as little as 11 HCP" (Marvin's "Takeout Doubles"); "at least 13 points, counting
  dummy points" (Hertzog); "with perfect shape ... usually even over pre-empts, a
  minimum opening hand will do" (the Bridgewebs beginners' page). ``shape_over_points``
  doubles when the written double's HCP floor is missed but the hand has the ideal
  shape (a singleton or void in their suit, three or more cards in every unbid suit),
  11+ HCP, and HCP plus dummy points for the shortness (void 5, singleton 3) reaching a
  point above that floor. The same count decides between the double and a written
  overcall in a poor five-card suit (principles_double_first: "whether to double or
  overcall depends on suit quality"): where the written double's HCP fall short but the
  shape's double stands, ``poor_suit_doubles_on_shape`` sets the overcall aside (a
  five-card major that passes the Suit Quality Test is still overcalled).

- Too strong to overcall. "Some hands are too strong for a simple overcall ... If you
  overcall 1S, your partner will almost definitely pass, and you could easily miss game
  ... a double followed by a second bid shows a hand too strong for an overcall (at
  least 16 points)" (Jason Belk, "The Strong Double"); "When a hand is too strong to
  overcall ... you're better to start with 'Double', and then show your suit over
  partner's response. This way the hand won't be passed out (a simple overcall is not
  forcing)" (Joan Butts, "Doubles: Stronger Hands"). The booklet's simple overcall stops
  at 16 HCP; a 16-count whose one long suit brings eight playing tricks (the strong jump
  overcall's "about eight playing tricks" of Culbertson's time, which SAYC's weak jumps
  no longer show) makes game opposite the two tricks of a partner who would pass the
  overcall. ``strong_suit_doubles_first`` sets the written simple overcall aside for
  the written takeout double, which ``double_without_support`` then leaves standing.

- A tenuous stopper doubles. Andrew Robson ("Notrump overcalls", andrewrobson.co.uk),
  of AK73 Q962 A4 K108 over their 1D: "you might bid 1 NT - you satisfy all the
  criteria. However with such a tenuous diamond stopper - the ace will soon be forced
  out and then what? - and with four cards in both majors, I would certainly double.
  Most of the time you'll locate a nice little 4-4 major fit." So in the direct seat,
  their suit held only by the bare ace doubleton (not AK, not AQ), three or more cards
  in every other suit and four of an unbid major, ``tenuous_stopper_doubles`` sets the
  written 1NT overcall aside for the written double when that fits the hand.

A user's own rule (USER_CUSTOM) is never set aside.
"""

from __future__ import annotations

from collections.abc import Collection

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, when, written_rule
from library.principles_double_first import poor_suit, suit_quality
from library.principles_playing_tricks import long_suit, playing_tricks
from library.principles_reading import DOUBLE, MAJORS, MINORS, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, check_constraints, named_suit

__all__ = [
    "DOUBLE_FIRST_HCP",
    "IDEAL_DOUBLE_HCP",
    "PREEMPT_DOUBLE_HCP",
    "STRONG_BALANCED_HCP",
    "STRONG_SUIT_HCP",
    "STRONG_SUIT_TRICKS",
    "double_without_support",
    "dummy_points",
    "poor_suit_doubles_on_shape",
    "shape_over_points",
    "sound_suit_overcall",
    "strong_hand_doubles",
    "strong_suit_doubles_first",
    "supports_unbid",
    "tenuous_stopper_doubles",
    "too_strong_to_overcall",
]

DOUBLE_FIRST_HCP = 17  # the strong hand doubles on any shape, then bids its suit
IDEAL_DOUBLE_HCP = 11  # "as little as 11 HCP" with a singleton in their suit
PREEMPT_DOUBLE_HCP = 13  # the takeout double of a preempt the system does not write
STRONG_BALANCED_HCP = 19  # a flat hand too strong for the 1NT overcall
STRONG_SUIT_HCP = 16  # "too strong for an overcall (at least 16 points)"
STRONG_SUIT_TRICKS = 8  # the strong one-suiter's "about eight playing tricks"
_SHORTNESS = {0: 5, 1: 3}  # dummy points for a void or a singleton in their suit
_WRITTEN_TAKEOUT = ("takeout double", "balancing double")


def supports_unbid(hand: Hand, theirs: Collection[Suit]) -> bool:
    """Three or more cards in every suit the opponents have not bid; one unbid minor may
    be a doubleton when the hand holds four or more in every unbid major."""
    unbid = [s for s in SUIT_ORDER if s not in theirs]
    majors_held = all(hand.length(s) >= 4 for s in unbid if s in MAJORS)
    doubletons = [s for s in unbid if hand.length(s) < 3]
    if not doubletons:
        return True
    return (
        len(doubletons) == 1 and doubletons[0] not in MAJORS
        and hand.length(doubletons[0]) == 2 and majors_held
    )  # fmt: skip


def dummy_points(hand: Hand, theirs: Suit) -> int:
    """HCP plus the ruffing value of shortness in their suit (void 5, singleton 3)."""
    return hand.hcp + _SHORTNESS.get(hand.length(theirs), 0)


def _first_action(t: Table) -> bool:
    """They opened, our side has only passed so far."""
    ours = t.my_calls + t.partner_calls
    return t.they_opened and all(c.kind is CallKind.PASS for c in ours)


def double_without_support(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written takeout double ``rule`` gives way here, else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "x":
        return None
    if not rule.meaning.lower().startswith(_WRITTEN_TAKEOUT):
        return None
    t = Table(book, place, hand)
    theirs = t.their_suits
    if not _first_action(t) or not theirs or hand.hcp >= DOUBLE_FIRST_HCP:
        return None
    if too_strong_to_overcall(hand, theirs):
        return None  # the double is the start of a strong one-suiter's description
    if supports_unbid(hand, theirs):
        return None
    return ("a takeout double promises three or more cards in every unbid suit (a "
            "doubleton minor only beside the unbid majors); without that support the "
            "hand bids its own suit or passes")  # fmt: skip


def too_strong_to_overcall(hand: Hand, theirs: Collection[Suit]) -> bool:
    """16+ HCP, one long suit of six or more outside theirs (no second five-card suit)
    and eight or more playing tricks."""
    suits = sorted((s for s in SUIT_ORDER if s not in theirs), key=hand.length, reverse=True)
    if not suits or hand.length(suits[0]) < 6 or hand.length(suits[1]) >= 5:
        return False
    if long_suit(hand) is not suits[0]:
        return False
    return hand.hcp >= STRONG_SUIT_HCP and playing_tricks(hand) >= STRONG_SUIT_TRICKS


def strong_suit_doubles_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written simple overcall ``rule`` of their one-level opening gives way to
    the takeout double, for a one-suiter too strong to overcall, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    if not rule.meaning.lower().startswith("overcall"):
        return None
    t = Table(book, place, hand)
    opening = t.opening
    if opening is None or not _first_action(t) or opening[1].level != 1:
        return None
    if t.last_bid != opening[1] or not too_strong_to_overcall(hand, t.their_suits):
        return None
    if written_rule(book, place, "x") is None or not t.legal(DOUBLE):
        return None
    return (f"{playing_tricks(hand)} playing tricks and {hand.hcp} HCP: too strong for a "
            "simple overcall, which partner may pass; double first, then bid the suit")  # fmt: skip


def _written_double_floor(t: Table) -> int | None:
    rule = written_rule(t.book, t.place, "x")
    if rule is None or not rule.meaning.lower().startswith(_WRITTEN_TAKEOUT):
        return None
    return rule.constraints.hcp_min


def shape_over_points(t: Table) -> Advice | None:
    """Their suit opening (one to three level, or four of a minor) is the last bid and
    our side has only passed: with a singleton or void in their suit, three or more cards
    in every other suit, 11+ HCP and dummy points a point above the written double's HCP
    floor (over a preempt the system does not write, the principles' own 13), double for
    takeout though the HCP alone fall short."""
    opening = t.opening
    if opening is None or not _first_action(t) or t.last_bid != opening[1]:
        return None
    theirs = suit_of(opening[1])
    level = opening[1].level
    if theirs is None or t.hand.length(theirs) > 1:
        return None
    if level > 4 or (level == 4 and theirs not in MINORS):
        return None  # over four of a minor four of a major is still there to be bid
    if any(t.hand.length(s) < 3 for s in SUIT_ORDER if s is not theirs):
        return None
    floor = _written_double_floor(t)
    if floor is None and level > 1:
        floor = PREEMPT_DOUBLE_HCP  # the principles' own double of a preempt
    if floor is None or t.hand.hcp >= floor or not t.legal(DOUBLE):
        return None  # no double here, or the written one already fits
    counted = dummy_points(t.hand, theirs)
    checks = (
        hcp(t, IDEAL_DOUBLE_HCP),
        Check("HCP + shortness in their suit", f"{floor + 1}+", str(counted), counted > floor),
        Check(f"{theirs.name_plural} (short)", "0-1", str(t.hand.length(theirs)), True),
    )
    # despite the written range: the double's HCP floor counts no shortness, this does
    return when(
        t,
        DOUBLE,
        f"A takeout double on shape: short in their suit with support for every other "
        f"suit, the ruffing value counts ({counted} points with the shortness).",
        *checks,
        despite_written_range=True,
    )


def poor_suit_doubles_on_shape(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written simple overcall in a poor five-card suit gives way to the double
    on shape (principles_double_first's choice, the double counted as
    ``shape_over_points`` counts it), else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    meaning = rule.meaning.lower()
    if "overcall" not in meaning or "jump" in meaning:
        return None
    suit = named_suit(call)
    if hand.length(suit) != 5 or not poor_suit(hand, suit):
        return None
    if suit in MAJORS and suit_quality(hand, suit) >= int(call[0]) + 6:
        return None  # a sound five-card major is overcalled
    advice = shape_over_points(Table(book, place, hand))
    if advice is None or advice.call != str(DOUBLE):
        return None
    return (
        f"a poor five-card {suit.name_plural[:-1]} suit, short in their suit with "
        "support for the others: the double on shape lets partner choose the strain"
    )


def tenuous_stopper_doubles(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 1NT overcall gives way to the written takeout double: their suit
    stopped only by the bare ace doubleton, three or more cards in every other suit and
    four of an unbid major, the double fitting the hand; else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "1n" or "stopper" not in rule.meaning:
        return None
    t = Table(book, place, hand)
    opening = t.opening
    if opening is None or not _first_action(t) or t.last_bid != opening[1] or t.rho != opening[1]:
        return None  # the direct seat over their one-level opening only
    theirs = suit_of(opening[1])
    if theirs is None or hand.length(theirs) != 2 or not supports_unbid(hand, [theirs]):
        return None
    if hand.ranks(theirs)[0] != "A" or hand.ranks(theirs)[1] in "KQ":
        return None  # not the bare ace: AK and AQ hold them twice
    if not any(hand.length(m) >= 4 for m in MAJORS if m is not theirs):
        return None
    double = written_rule(book, place, "x")
    checks = [] if double is None else check_constraints(double.constraints, hand)
    if not checks or not all(c.holds for c in checks):
        return None
    return ("their suit is held only by the ace doubleton, a tenuous stopper, and the hand "
            "has a four-card major with support for the other suits: double to find the "
            "major fit")  # fmt: skip


def sound_suit_overcall(t: Table) -> Advice | None:
    """Over their one-level suit opening in the direct seat, our side silent, no
    five-card suit and no written rule fitting: a strong four-card major (two of the top
    three honours and the Suit Quality Test's seven: AKQx, AKJx, AQJx, KQJx) is
    overcalled at the one level with 8-16 HCP."""
    opening = t.opening
    if opening is None or not _first_action(t) or t.last_bid != opening[1]:
        return None
    theirs = suit_of(opening[1])
    if theirs is None or opening[1].level != 1 or t.rho is None or t.rho != opening[1]:
        return None
    hand = t.hand
    five = [s for s in SUIT_ORDER if s is not theirs and hand.length(s) >= 5]
    if five:
        return None
    for major in MAJORS:
        call = t.cheapest(major)
        if major is theirs or hand.length(major) != 4 or call.level != 1:
            continue
        quality = suit_quality(hand, major)
        top = sum(rank in hand.ranks(major) for rank in "AKQ")
        checks = (
            hcp(t, 8, 16),
            Check(f"{major.name_plural} top honours", "2 of A K Q", str(top), top >= 2),
            Check(f"{major.name_plural} suit quality", "7+", str(quality), quality >= 7),
        )
        advice = when(t, call, "A strong four-card major may be overcalled at the one "
                      "level (the booklet): two of the top three honours and the Suit "
                      "Quality Test passed.", *checks)  # fmt: skip
        if advice is not None:
            return advice
    return None


def strong_hand_doubles(t: Table) -> Advice | None:
    """They opened and responded in a new suit, our side has only passed, no written rule
    fits: a hand too strong to pass or to overcall doubles first, any shape from 17 HCP
    with an unbalanced hand, 19 with a balanced one (RainBow lesson 5: "17+ points, ANY
    unbalanced distribution" and "19+ points, flat hand, too strong for a 1NT
    overcall")."""
    if not _first_action(t) or len(t.their_bids) != 2 or len(t.their_suits) != 2:
        return None
    last = t.last_bid
    if last is None or last != t.their_bids[-1] or last.level > 2 or suit_of(last) is None:
        return None
    floor = STRONG_BALANCED_HCP if t.hand.balanced else DOUBLE_FIRST_HCP
    return when(t, DOUBLE, "Too strong to pass between two bidding opponents: double "
                "first, then describe the hand.", hcp(t, floor))  # fmt: skip
