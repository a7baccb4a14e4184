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
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_reading import Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["controls", "controls_bid_a_new_suit"]

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
