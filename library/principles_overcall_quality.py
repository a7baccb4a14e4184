"""An overcall in the other major rather than a takeout double (issue 33).

- Their major opened, five good cards in the other major: bid it, do not double. The
  takeout double of a major asks partner above all for the other major (the booklet's
  "(1H)-X: support for the other suits, especially spades"); holding five cards of it
  that pass the Suit Quality Test, with an overcall's strength, the overcall names the
  strain and the lead at once ("It's the strength of the suit that matters, not the
  strength of the hand", Robson, "A suit overcall"). Stronger hands (17+) still double
  first, as the booklet's "any 17+ hand", and so does a 16-count with eight playing
  tricks (principles_takeout.too_strong_to_overcall). "Good" is the Suit Quality Test:
  Ron Klinger's "Count the number of honours in the long suit and then add the total number of cards
  in the long suit ... The SQ should equal or exceed the number of tricks for which you
  are bidding for an overcall"; Robson's SQOT counts the ten too (the count of
  principles_double_first.suit_quality). The strength is the booklet's overcall's: 8-16
  HCP at the one level, 10-16 at the two; in the passout seat its balancing overcall's,
  7-15 (9-15 at the two level).
- An opening hand makes up for a marginal suit. Karen Walker ("The 12 Habits of Highly
  Effective Bidders", 10): "when you do have a good hand, you may have to overcall a
  suit of marginal quality. Over a weak 2H by RHO, bid 2S with K8754 A2 J83 KQJ ...
  showing a five-card major is usually preferable to doubling, even when you have
  support for unbid suits. A takeout double risks losing a spade fit and landing in 3C
  or 3D in a 4-3 fit." With 12+ HCP and a top honour (ace, king or queen) in the suit
  the Suit Quality Test is not asked; five small cards are no suit to overcall in.

- Over their preempt, bid for the tricks partner's ordinary hand makes. Karen Walker
  (the same article): "One test for a potential overcall is to imagine an ordinary (not
  perfect) 7 points in partner's hand"; the Rule of Seven "tells you what you are
  entitled to wish for in your partner's hand" when "you have to have a bid at the
  three or four level". Seven points are about two tricks, so a one-suited hand (six
  cards or more, no second five-card suit) with an opening's high cards ("a higher
  level overcall (e.g., after an opponents' preempt) requires at least opening-bid
  strength") bids its suit at the level its own playing tricks (principles_playing_
  tricks: the long suit less its top losers, the side suits' quick tricks) and those
  two make, up to game: a jump overcall of their preempt is strong, never weak.

- Over their two bids, 2NT shows two suits. The unusual notrump "extends the principle
  that when the natural meaning of a bid is not generally very useful, it is profitable
  to agree that it means something somewhat opposite" (the Wikipedia article): between
  two bidding opponents a natural 2NT is of no use, so it shows the two unbid suits,
  five-five or longer ("the 2NT overcall ... always shows 5/5 or better in the two
  lowest un-bid suits", Bridge Tips). Larry Cohen (To Bid or Not to Bid, pp. 118-119):
  "We also play Unusual 2NT after they've bid and raised ... the objective of getting
  into these auctions is simply to find any fit": after their raise the law of total
  tricks says we have a fit too, so five-four in the two lowest unbid suits will do.
  The strength is the system's own unusual 2NT's (library/conventions/unusual_nt.md:
  weak, 6-11, or strong, 16+; "DO NOT make this bid with an intermediate two-suiter"),
  and only for a partnership that plays the convention.

The Suit Quality Test was also tried as a floor for every direct overcall (a written
overcall giving way when the suit fails it): on the development sets real pairs and
textbooks overcall two-level suits such as K8752 and AQ972 with 10-15 HCP, and it lost
more answers than it gained, so it decides here only between the major and the double.

A user's own rule (USER_CUSTOM) is never set aside.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when
from library.principles_double_first import suit_quality
from library.principles_playing_tricks import playing_tricks
from library.principles_reading import GAME_LEVEL, MAJORS, Advice, Table, bid, suit_of
from library.principles_takeout import too_strong_to_overcall
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = [
    "OVERCALLS",
    "PARTNERS_TRICKS",
    "bidding_for_the_tricks",
    "double_before_own_major",
    "major_over_their_major",
    "overcall_below_the_tricks",
    "suit_quality_check",
    "unusual_over_two_bids",
]

_OVERCALL_TOP_HCP = 16  # the booklet's simple overcall, 8-16; 17+ doubles first
_BALANCING_TOP_HCP = 15  # the booklet's balancing overcall, 7-15
_OPENING_HCP = 12  # an opening hand: the suit may be marginal
_FLOORS = {(1, False): 8, (2, False): 10, (1, True): 7, (2, True): 9}  # level, passout
_DOUBLE_WORDS = ("takeout double", "balancing double")
PARTNERS_TRICKS = 2  # "an ordinary (not perfect) 7 points in partner's hand"


def suit_quality_check(hand: Hand, suit: Suit, level: int) -> Check:
    """The Suit Quality Test for a bid at ``level``: at least the tricks it contracts for."""
    quality, tricks = suit_quality(hand, suit), level + 6
    return Check(f"{suit.name_plural} suit quality (cards + honours)", f"{tricks}+",
                 str(quality), quality >= tricks)  # fmt: skip


def _first_action(t: Table) -> bool:
    """They opened and our side has only passed."""
    ours = t.my_calls + t.partner_calls
    return t.they_opened and all(c.kind is CallKind.PASS for c in ours)


def _major_over_major(t: Table) -> tuple[Suit, Call, bool] | None:
    """Their major opening (one or two level) is the last bid, our side has only passed,
    and the hand holds five or more cards of the other major: the suit, its cheapest
    bid and whether this is the passout seat."""
    opening = t.opening
    if opening is None or not _first_action(t) or t.last_bid != opening[1]:
        return None
    theirs = suit_of(opening[1])
    if theirs not in MAJORS or opening[1].level > 2:
        return None
    other = Suit.S if theirs is Suit.H else Suit.H
    if t.hand.length(other) < 5 or too_strong_to_overcall(t.hand, [theirs]):
        return None  # a one-suiter too strong to overcall doubles first (principles_takeout)
    call = t.cheapest(other)
    if call.level > 2:
        return None
    passout = t.rho is not None and t.rho.kind is CallKind.PASS
    return other, call, passout


def _major_checks(t: Table, suit: Suit, call: Call, passout: bool) -> tuple[Check, ...]:
    floor = _FLOORS[(call.level, passout)]
    top = _BALANCING_TOP_HCP if passout else _OVERCALL_TOP_HCP
    quality = suit_quality_check(t.hand, suit, call.level)
    marginal = any(rank in t.hand.ranks(suit) for rank in "AKQ")
    if not quality.holds and marginal and t.hand.hcp >= _OPENING_HCP:
        # "when you do have a good hand, you may have to overcall a suit of marginal
        # quality" (Karen Walker): an opening hand makes up for a suit with a top honour
        quality = hcp(t, _OPENING_HCP)
    return (hcp(t, floor, top), length(t, suit, 5), quality)


def major_over_their_major(t: Table) -> Advice | None:
    """Their major opened, five good cards in the other major and an overcall's
    strength: overcall in it rather than double for takeout."""
    found = _major_over_major(t)
    if found is None:
        return None
    suit, call, passout = found
    return when(
        t, call, f"Five good {suit.name_plural} over their major: the overcall names the "
        "suit a takeout double would only ask for (the Suit Quality Test passed).",
        *_major_checks(t, suit, call, passout), despite_written_range=passout,
    )  # fmt: skip


def double_before_own_major(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written takeout double gives way to an overcall in the other major."""
    if rule.module_type == USER_CUSTOM or rule.call != "x":
        return None
    if not rule.meaning.lower().startswith(_DOUBLE_WORDS):
        return None
    t = Table(book, place, hand)
    found = _major_over_major(t)
    if found is None:
        return None
    suit, call, passout = found
    if not all(check.holds for check in _major_checks(t, suit, call, passout)):
        return None
    return (f"five good {suit.name_plural} over their major: the overcall shows the suit "
            "the double would only ask for")  # fmt: skip


def _trick_target(t: Table) -> tuple[Suit, Call, int] | None:
    """Their preempt (a two- or three-level suit opening) is the last bid and our side
    has only passed, directly over it: a one-suited opening hand's suit, the bid its
    tricks with partner's two reach (a jump above the cheapest), and the tricks."""
    opening = t.opening
    if opening is None or not _first_action(t) or t.last_bid != opening[1]:
        return None
    theirs = suit_of(opening[1])
    if theirs is None or opening[1].level not in (2, 3) or t.rho != opening[1]:
        return None
    suits = sorted((s for s in SUIT_ORDER if s is not theirs), key=t.hand.length, reverse=True)
    suit = suits[0]
    if t.hand.length(suit) < 6 or t.hand.length(suits[1]) >= 5 or t.hand.hcp < _OPENING_HCP:
        return None
    tricks = playing_tricks(t.hand) + PARTNERS_TRICKS
    level = min(tricks - 6, GAME_LEVEL[suit])
    cheapest = t.cheapest(suit)
    if level <= cheapest.level or not t.legal(bid(level, suit)):
        return None
    return suit, bid(level, suit), tricks


def bidding_for_the_tricks(t: Table) -> Advice | None:
    """Over their preempt, a one-suited opening hand bids its suit at the level its
    playing tricks and partner's ordinary two make, up to game."""
    found = _trick_target(t)
    if found is None:
        return None
    suit, call, tricks = found
    return when(
        t, call, f"Over their preempt, bid for the tricks: {tricks - PARTNERS_TRICKS} "
        f"playing tricks in hand and about {PARTNERS_TRICKS} from partner's ordinary seven "
        f"points make {tricks}.", length(t, suit, 6), hcp(t, _OPENING_HCP),
        despite_written_range=True,
    )  # fmt: skip


def overcall_below_the_tricks(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written simple overcall of their preempt gives way to the higher bid the
    hand's tricks and partner's ordinary two make."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or rule.call[1] not in "cdhs":
        return None
    if not rule.meaning.lower().startswith("overcall"):
        return None
    found = _trick_target(Table(book, place, hand))
    if found is None:
        return None
    suit, call, tricks = found
    if suit is not named_suit(rule.call) or call.level <= int(rule.call[0]):
        return None
    return f"{tricks} tricks with partner's ordinary seven points: bid {call}"


_UNUSUAL_WEAK = (6, 11)  # library/conventions/unusual_nt.md's "mini-maxi"
_UNUSUAL_STRONG = 16


def unusual_over_two_bids(t: Table) -> Advice | None:
    """They opened one of a suit and bid again (a new suit or a raise), our side has
    only passed, directly over their second bid: 2NT shows the two unbid suits, five-five
    (five-four after their raise), weak or strong as the system's unusual 2NT. After
    their raise the middle range (12-15) bids it too: a five-card minor cannot be bid
    alone at the three level, partner is marked with shortness in their suit, and "2NT
    cannot be natural, a minor-suit takeout" (Tribune weekly quiz answers 2010-06-28,
    Q3: QT7.8.KQJ83.AQJ7, 13 HCP, after 1S-P-2S)."""
    opening = t.opening
    if opening is None or not _first_action(t) or len(t.their_bids) != 2:
        return None
    first, second = t.their_bids
    if first.level != 1 or t.rho != second or t.last_bid != second or second.level > 2:
        return None
    theirs = [suit_of(first), suit_of(second)]
    if None in theirs or any(c.is_bid for c in t.partner_calls):
        return None
    raised = theirs[0] is theirs[1]
    unbid = [s for s in reversed(SUIT_ORDER) if s not in theirs]  # lowest first
    pair = unbid[:2]
    long, other = sorted(pair, key=t.hand.length, reverse=True)
    least = 4 if raised else 5
    hcp_now = t.hand.hcp
    strength = Check("HCP", f"{_UNUSUAL_WEAK[0]}-{_UNUSUAL_WEAK[1]} or {_UNUSUAL_STRONG}+",
                     str(hcp_now), _UNUSUAL_WEAK[0] <= hcp_now <= _UNUSUAL_WEAK[1]
                     or hcp_now >= _UNUSUAL_STRONG)  # fmt: skip
    if raised:  # over their raise the middle hand has no sound three-level call either
        strength = Check("HCP", f"{_UNUSUAL_WEAK[0]}+", str(hcp_now),
                         hcp_now >= _UNUSUAL_WEAK[0])  # fmt: skip
    named = " and ".join(s.name_plural for s in pair)
    return when(
        t, bid(2, "NT"), f"The unusual 2NT over their two bids: {named}, the two "
        f"{'lowest ' if raised else ''}unbid suits, five-{'four' if raised else 'five'} or "
        "longer; a natural 2NT is of no use between two bidding opponents.",
        length(t, long, 5), length(t, other, least), strength, convention="unusual_nt",
    )  # fmt: skip


OVERCALLS: tuple[Callable[[Table], Advice | None], ...] = (
    major_over_their_major,
    bidding_for_the_tricks,
)
