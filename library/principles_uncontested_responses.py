"""Responder's first call over a minor where the strong players' practice is the
teachers' choice (issue 33, thirteenth session); none names a hand or an auction, and a
user's own rule is never set aside.

- **Controls bid a new suit; soft values bid 2NT.** The booklet's 1D-2NT is "13-15,
  game forcing" and its 2C over 1D "10+, four clubs, forcing"; a balanced game-forcing
  hand with four clubs fits both. The choice is hand evaluation (Dave Crosby, Edmonton
  Bridge Centre, "Hand Evaluation - One of a Minor (2NT Response)": 2NT is for "soft
  values in queens & jacks or tenaces that right siding the NT will protect"; "If you
  have nice controls, avoid bidding 2NT with your 13-15 ... bid up the line"; with a
  balanced 12-15 and no four diamonds over 1D "you may have to bid 2C ... rather than
  2NT ... This 2C bid conserves bidding room"). "Nice controls" is read against the
  deck: its twelve controls (an ace two, a king one) spread over its forty HCP, so a
  hand holds more than its share when its controls exceed twelve fortieths of its HCP.
  Such a hand responds 2C over 1D and lets the auction find the strain (a major
  fit, slam, or 3NT from the right side); a hand of queens and jacks keeps the
  booklet's 2NT. The strong pairs' calls and a Goren quiz answer do this; the booklet's
  own 2NT example (KQ2 A93 KJ7 Q872, four controls) keeps 2NT.
- **Three trumps and four spades over 1H: the new suit first.** The booklet's limit
  raise (SAYC writes it "Limit raise, 10-12 support points, 3+ hearts") stays the call
  with four trumps, and with three
  where responder has no suit to show at the one level (its own 1H-3H example holds
  three hearts and no four spades). With exactly three hearts and four spades, the
  teachers respond 1S first and support hearts at the next turn: "With four-card
  support, we jump to three of the major ... With three-card support, we bid another
  suit and then support the major fit" (Marti Ronemus, Vu-Bridge, "Limit Raise"; her
  quiz "You Saw WHAT?!" answers 1S on eleven points and 2H on seven with the same
  spades and hearts); "go to the three level with four-card support ... there are ways
  to show those 10-12 support points with three hearts ... respond ... a forcing 2C,
  then raise ... to 3H" (the Vineyard Gazette's "Bridge Table", 2016-07-01); "Don't
  jump in trumps without at least four" (Joan Butts, "Major Suit Raises: Limit
  Raises"); "When the degree of fit may be important, as when responder has a short
  suit or a good side suit, it is usually better to make a temporizing bid in a new
  suit before inviting game" (Marvin French, "Limit Jump Raise in a Major"). 1S costs
  nothing: it is forcing, and responder's jump preference next (1H-1S-2C-3H, "10-12
  support points, 3+ hearts", written) shows the three-card limit raise. Only the
  one-level spade response is preferred: over 1S a new suit would be a two-over-one
  (10+, and the booklet's 1S-3S stands), and with 6-9 the single raise stays (partner
  may pass 1S's answer before hearing of the fit: Ronemus's seven-count raises).
- **A good side suit is shown before Jacoby 2NT.** Jacoby 2NT is "a good,
  relatively-balanced, at-least-4-card, raise" (msgltd.co.uk's Jacoby raises, after
  David Bakhshi); "most often the 2NT bidder is balanced or semi-balanced" (Bernard
  Magee, "Conventions: Jacoby 2NT"); "When the degree of fit may be important, as when
  responder has a short suit or a good side suit, it is usually better to make a
  temporizing bid in a new suit" (Marvin French). A good suit is read as opener's
  strong second suit over 2NT is, five cards with two of the top three honours (the
  Jacoby module's "Good 5+ ... (two of the top three honours)"): responder bids it
  first, forcing (1S over 1H, a two-over-one), and raises next. A weak five-card suit
  keeps 2NT (a strong pair's 2NT on Q8632); the Tribune's 2H on A9652, one top
  honour, is left to the booklet's Jacoby 2NT.
- **A flat ten responds 1NT, not two over one** (0.23.0, h53d). The booklet writes the
  two-over-one "10+" and the 1NT response "6-10", so a ten fits both and the engine's
  order (the shape described) chose the new suit. The teachers put the two-over-one a
  point higher: "if the initial response is two over one, the opener already knows of
  11 or more HCP" (Eddie Kantar, "Bridge For Dummies", "Rebidding after a two-over-one
  response"); "Shows 4+ clubs and 11+ pts" (Michael Furstner, Jazclass bridge
  lessons, quiz 45's answers, the 2C response); a ten goes to the two level for what
  it holds beyond its points: "a 2 level response can show at least 10 points and a
  good 5 card suit or 11 points with a 4 card suit" (Tony Wraight, Cambridgeshire
  bridge articles). The quiz answers agree (a flat ten with KQ742 responds 1NT; a ten
  of 5-4-2-2 with AKQ84 bids its suit), so the shape decides, not the suit. With fewer
  than 11 HCP, a balanced hand (4-3-3-3, 4-4-3-2, 5-3-3-2) and fewer than three cards
  in partner's major, the written two-over-one gives way to the system's 1NT when it
  fits; an unbalanced ten (a 5-4, a six-card suit, a singleton) keeps the new suit. Not
  a passed hand (its two-level suit is not forcing), nor in competition.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_reading import Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = [
    "TWO_OVER_ONE_HCP",
    "controls",
    "controls_bid_a_new_suit",
    "flat_ten_responds_notrump",
    "good_side_suit_before_jacoby",
    "good_suit",
    "spades_before_three_card_limit_raise",
]

# Kantar's "11 or more HCP" for the two-over-one; below it only shape goes to the two level
TWO_OVER_ONE_HCP = 11
_DECK_CONTROLS = 12
_DECK_HCP = 40


def controls(hand: Hand) -> int:
    """An ace counts two controls, a king one."""
    return sum(2 * ("A" in hand.ranks(s)) + ("K" in hand.ranks(s)) for s in Suit)


def controls_bid_a_new_suit(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 2NT response to 1D gives way to 2C with a hand of controls, else
    None (module docstring)."""
    if rule.module_type == USER_CUSTOM or rule.call != "2n" or hand.length(Suit.C) < 4:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.my_bids or len(t.partner_bids) != 1:
        return None
    if str(t.partner_bids[0]) != "1D" or t.last_bid is not t.partner_bids[0]:
        return None
    if not t.they_only_passed:
        return None
    if controls(hand) * _DECK_HCP <= hand.hcp * _DECK_CONTROLS:
        return None  # soft values: 2NT right-sides them
    if not written_rule_fits(book, place, hand, "2c"):
        return None
    return (
        f"{controls(hand)} controls, more than the hand's share: 2C keeps room to find "
        "the strain, and 2NT is for soft values that want the lead coming to them"
    )


def spades_before_three_card_limit_raise(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 1H-3H limit raise gives way to 1S with exactly three hearts and
    four or more spades, else None (module docstring)."""
    if rule.module_type == USER_CUSTOM or rule.call != "3h" or hand.length(Suit.H) != 3:
        return None
    if hand.length(Suit.S) < 4:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.my_calls or len(t.partner_bids) != 1:
        return None  # an unpassed responder's first call: 1S is forcing
    if str(t.partner_bids[0]) != "1H" or t.last_bid is not t.partner_bids[0]:
        return None
    if not t.they_only_passed or not written_rule_fits(book, place, hand, "1s"):
        return None
    return (
        "three hearts and four spades: 1S first, forcing, and the jump in hearts next "
        "shows the three-card limit raise; the direct jump promises four trumps"
    )


def good_suit(hand: Hand, suit: Suit) -> bool:
    """Five or more cards with two of the top three honours."""
    top = sum(rank in hand.ranks(suit) for rank in "AKQ")
    return hand.length(suit) >= 5 and top >= 2


def good_side_suit_before_jacoby(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why Jacoby 2NT gives way to a good side suit's new-suit response, else None
    (module docstring)."""
    if rule.module_type == USER_CUSTOM or rule.call != "2n" or "jacoby" not in rule.module_id:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.my_calls or len(t.partner_bids) != 1:
        return None
    opened = t.partner_bids[0]
    if str(opened) not in ("1H", "1S") or t.last_bid is not opened or not t.they_only_passed:
        return None
    for suit in SUIT_ORDER:
        if str(suit.value) == str(opened)[1] or not good_suit(hand, suit):
            continue
        call = t.cheapest(suit)
        if call.level <= 2 and written_rule_fits(book, place, hand, str(call).lower()):
            return (
                f"a good {suit.name_plural[:-1]} suit: {call} first, forcing, and the "
                "raise next; Jacoby 2NT is the balanced game raise"
            )
    return None


def flat_ten_responds_notrump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written two-over-one response to 1H or 1S gives way to 1NT with a
    balanced hand below 11 HCP, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "2" or call[1] == "n":
        return None
    if hand.hcp >= TWO_OVER_ONE_HCP or not hand.balanced:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.my_calls or len(t.partner_bids) != 1:
        return None  # an unpassed responder's first call
    opened = t.partner_bids[0]
    if str(opened) not in ("1H", "1S") or t.last_bid is not opened or not t.they_only_passed:
        return None
    major = Suit(str(opened)[1])
    suit = Suit(call[1].upper())
    if suit is major or SUIT_ORDER.index(suit) < SUIT_ORDER.index(major):
        return None  # the raise, or 1H-2S: a jump, not a two-over-one
    if hand.length(major) >= 3 or not written_rule_fits(book, place, hand, "1n"):
        return None
    return (
        f"a balanced {hand.hcp} responds 1NT: the two-over-one asks 11 HCP, or a ten "
        "whose shape wants a suit contract"
    )
