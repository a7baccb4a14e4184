"""Responder's first call to partner's one of a major: which written raise describes the
hand when two of them are written for it, and the redouble over their takeout double.

Sources, as the teachers state them:

- The ACBL SAYC System Booklet ("Major Suit Openings") and the summaries made from it
  (OKbridge's SAYC outline; the one-page SAYC tables): the raise to game, 1M-4M, shows
  "usually 5+ trumps, a singleton or void, and fewer than 10 HCP". Without a singleton or
  void a weak hand with five trumps is a single raise (6-10) or a limit raise (10-12):
  the jump to game is a preempt whose shortness gives the tricks its high cards lack.
- Jacoby 2NT (the booklet's convention; Ned Downey's SAYC lessons: "a game-forcing raise
  showing 4+ trumps and 13+ support points") forces to game and asks opener to describe
  his hand for slam. Its points are an opening hand's: a hand of fewer than 10 HCP that
  reaches 13 only by counting its shortness is the preemptive raise, which the booklet
  writes for exactly that hand (five trumps, shortness, fewer than 10 HCP).
- The limit raise is "a good 10 to a bad 12" (Downey: "a 10 point hand may be treated as
  invitational when containing a fourth trump and good intermediates"); the ACBL Bridge
  Series (Audrey Grant) raises to two with 6-10 and to three with 11-12. The booklet
  writes 6-10 for the single raise and 10-12 for the limit raise, so at ten support
  points both are written: ten made of nine HCP and a doubleton's point are a bad ten
  and raise once; ten in high cards may invite. Downey's exception stands as he states
  it: "a 10 point hand may be treated as invitational when containing a fourth trump and
  good intermediate cards - - tens and nines" (SAYC lessons, "Responses to 1H/1S"):
  four trumps and two or more tens and nines, each beside a higher honour of its suit,
  make the ten a good one (an intermediate counts "especially ... when you hold the top
  honors of the suit", bridgepassion.com's hand-evaluation lesson; Robson's "power of
  tens": Q-10-9-3 facing J-5 makes two tricks where Q-6-4-2 makes none).
  A passed hand's flat 4-3-3-3 ten opposite a third- or fourth-seat opening is a bad ten
  too (0.26.0, h56h), in the author's own words: the Goren Bridge quiz (B. Jones,
  Columbus Dispatch 2010-11-29), P-P-1S-P, A763 A54 862 Q83: "no intermediates or
  ruffing value and partner may be light in third seat; a simple raise". Downey's
  exception (a fourth trump and good tens and nines) stands for it as for the nine-HCP
  ten. Not for an unpassed hand: the booklet's own limit raise is a flat ten (1S-3S,
  QJ84 K72 A92 872), though F. Stewart raised A32 KQJT 854 643 once ("flat and full of
  losers, the jack of trumps wasted"): the teachers split, and the booklet stands.
- Raise on three trumps, except with three small ones in a flat hand: Andrew Robson
  ("always make a three-card raise ... unless you have three small cards in a very flat
  hand"); mjbridge.info on responder's first bid: "only on a completely flat hand
  (4-3-3-3) will you prefer the 1NT option". Both conditions together: three trumps
  without an honour (ten or lower) in a 4-3-3-3 hand bid 1NT; an honour in the trumps
  (a ruffing value for nothing, a card that helps opener's suit) still raises.
- 1NT is the response of a hand that can neither raise nor bid a suit at the one level
  (Downey: "if you cannot do either of the above, bid 1NT"): with support and game values
  facing an opening (13+ support points, so a passed hand whose shortness makes up for
  the high cards it lacked to open) the hand raises instead; a passed hand, whose new
  suit partner may pass, raises to game.
- Over their takeout double of partner's opening the booklet's redouble shows 10+ HCP
  and teachers (Grant, Downey) make it the first call of every hand with 10+ points that
  has no raise to show: the redouble tells partner the deal is ours, so that the
  opponents can be doubled; the new suit, 1NT and the raises show less.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_reading import MAJORS, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["flat_ten", "raise_that_describes", "redouble_first"]


def _first_response_to_major(t: Table) -> Suit | None:
    """Partner opened one of a major, the opponents passed it, and this is my first call
    after the opening: the major, else None."""
    if not t.partner_opened or t.opening is None or t.their_bids or len(t.partner_bids) != 1:
        return None
    index, opening = t.opening
    if any(i > index for i in range(len(t.place.calls)) if t.place.by_caller(i)):
        return None
    major = suit_of(opening)
    if major not in MAJORS or opening.level != 1 or t.rho is None:
        return None
    return major if t.rho.kind is CallKind.PASS else None


def _flat_three_small(hand: Hand, major: Suit) -> bool:
    """Three trumps without an honour (ten or lower) in a 4-3-3-3 hand."""
    honour = any(rank in hand.ranks(major) for rank in "AKQJ")
    return hand.length(major) == 3 and hand.pattern == (4, 3, 3, 3) and not honour


def _good_intermediates(hand: Hand) -> bool:
    """Downey's "good intermediate cards - - tens and nines": two or more tens and nines
    that stand beside a higher honour of their suit, where they make tricks."""
    backed = 0
    for suit in Suit:
        ranks = hand.ranks(suit)
        if any(rank in ranks for rank in "AKQJ"):
            backed += sum(rank in ("T", "9") for rank in ranks)
    return backed >= 2


def raise_that_describes(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written raise of partner's major gives way to another raise written for the
    same hand, else None: Jacoby 2NT on fewer than 10 HCP, and the limit raise on a bad
    ten (the weak game raise without shortness: principles_fit.game_raise_wants_shortness)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2:
        return None  # the user's own rule says what this hand bids
    t = Table(book, place, hand)
    major = _first_response_to_major(t)
    if major is None:
        return None
    mine = major.value.lower()
    if call == "2n" and hand.hcp < 10 and written_rule_fits(book, place, hand, f"4{mine}"):
        return (
            "the game-forcing raise promises an opening hand's high cards: with fewer "
            "than 10 HCP, five trumps and shortness the raise to game describes the hand"
        )
    if (
        call == f"2{mine}"
        and _flat_three_small(hand, major)
        and written_rule_fits(book, place, hand, "1n")
    ):
        return (
            "three small trumps in a 4-3-3-3 hand: with no ruff and no trump honour to "
            "offer the flat hand bids 1NT rather than raise on three"
        )
    game_fit = hand.length(major) >= 3 and hand.support_points(major) >= 13
    if call == "1n" and game_fit:
        return (
            "1NT denies a fit and game values: with support and 13+ support points "
            "facing an opening the hand raises"
        )
    passed = any(c.kind is CallKind.PASS for c in t.my_calls)
    if passed and game_fit and call[-1] != mine:
        return (
            "a passed hand's new suit does not force: with a fit and game values "
            "facing the opening it bids the game"
        )
    light = passed and flat_ten(hand)  # opposite a third- or fourth-seat opening
    bad_ten = hand.support_points(major) == 10 and (hand.hcp < 10 or light)
    bad_ten = bad_ten and not (hand.length(major) >= 4 and _good_intermediates(hand))
    if call == f"3{mine}" and bad_ten and written_rule_fits(book, place, hand, f"2{mine}"):
        if hand.hcp >= 10:
            return (
                "a passed hand's flat 4-3-3-3 ten has no ruffing value, and partner may "
                "be light in third or fourth seat: the single raise (6-10) rather than "
                "the limit raise (a fourth trump with good tens and nines would make it "
                "a good ten)"
            )
        return (
            "ten support points from nine HCP and a doubleton are a bad ten: the single "
            "raise (6-10); a limit raise needs a good ten to twelve (a fourth trump and "
            "good tens and nines would make it a good ten)"
        )
    return None


def flat_ten(hand: Hand) -> bool:
    """A 4-3-3-3 hand: no doubleton, singleton or void to ruff with ("no ruffing value",
    the Goren quiz), so its support points are all high cards (module docstring)."""
    return hand.pattern == (4, 3, 3, 3)


def redouble_first(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why a new suit or 1NT over their takeout double of partner's one-level suit
    opening gives way to the redouble, else None: with 10+ HCP the redouble comes first,
    except for a five-card suit bid at the one level, which the booklet makes forcing."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or call in ("xx", "x", "p") or hand.hcp < 10:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or len(t.partner_bids) != 1 or t.my_bids:
        return None
    index, opening = t.opening
    if t.rho is None or t.rho.kind is not CallKind.DOUBLE or index != len(place.calls) - 2:
        return None
    opened = suit_of(opening)
    if opened is None or opening.level != 1 or call[-1] == opened.value.lower():
        return None  # a raise shows its own hand
    if call[0] == "1" and call[1] in "cdhs" and hand.length(Suit(call[1].upper())) >= 5:
        # the booklet's one-level new suit over the double is forcing: a five-card suit
        # is shown at once, its strength told on the next round (issue 33)
        return None
    if not written_rule_fits(book, place, hand, "xx"):
        return None
    return (
        "10+ HCP over their takeout double: the redouble comes first, telling partner "
        "the deal is ours; a new suit or 1NT would show less"
    )
