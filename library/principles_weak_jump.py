"""A weak jump overcall holds little defence: with a side ace, overcall simply (issue 33).

The library's SAYC text writes the weak jump overcall as 5-10 HCP and six cards (seven
at the three level), "similar to opening weak two-bid" (the ACBL SAYC System Booklet,
"Jump overcalls are weak"), and the simple overcall as 8-16 HCP (10-16 at the two
level), so a hand of 8-10 HCP and a six-card suit fits both. The teachers choose by
where the high cards lie, not by their number:

- A weak jump overcall shows "at least a six card suit, and very little defensive
  strength" (BiddingQuest, "Weak Jump Overcalls"); "a 6+ card suit, and little
  defensive strength" (the Bridge Wiki, "Weak jump overcall"). Bidbase ("Weak Jump
  Overcall - Sound"): preempts "should be based on hands where most of the HCPs are in
  the long suit ... if the same points are spread around, you may have too much
  defense to preempt".
- The simple overcall takes the hand with a good suit and a side ace: "with KQ10xx and
  an ace on the side, it would be normal to overcall 1S over one of any other suit"
  (Bernard Magee, "Simple overcall"); David Bird's model weak jump, AQ9762 75 T2 J63
  (Vu-Bridge quiz 29), has its values in the suit.

So the written weak jump overcall gives way when the hand holds an ace outside the suit
(a sure defensive trick partner would not count on) and the system's simple overcall in
the same suit fits the hand. A user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule, written_rule_fits
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import named_suit

__all__ = ["side_aces", "simple_overcall_with_defence"]

_WEAK_JUMP = "weak jump overcall"


def side_aces(hand: Hand, suit: Suit) -> list[Suit]:
    """The suits other than ``suit`` in which the hand holds the ace."""
    return [s for s in SUIT_ORDER if s is not suit and "A" in hand.ranks(s)]


def simple_overcall_with_defence(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written weak jump overcall ``rule`` gives way to the simple overcall in
    the same suit, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    if not rule.meaning.lower().startswith(_WEAK_JUMP) or call[0] not in "234":
        return None
    suit = named_suit(call)
    aces = side_aces(hand, suit)
    if not aces:
        return None
    simple = next(
        (f"{level}{call[1]}" for level in range(1, int(call[0]))
         if (found := written_rule(book, place, f"{level}{call[1]}")) is not None
         and "overcall" in found.meaning.lower()
         and not found.meaning.lower().startswith(_WEAK_JUMP)),
        None,
    )  # fmt: skip
    if simple is None or not written_rule_fits(book, place, hand, simple):
        return None
    held = ", ".join(f"the ace of {s.name_plural}" for s in aces)
    return (f"a weak jump overcall shows little defence, and {held} is a defensive trick: "
            f"the simple overcall {simple[0]}{simple[1].upper()} describes the hand")  # fmt: skip
