"""Opener's strong two-suiter (issue 33): the jump shift, and the reverse before the
jump reverse. Each principle names its source; none names a hand or an auction.

- The jump shift counts length (Funbridge, "Opener's Reverses and Jump Shifts": the jump
  shift "initiates a game-forcing sequence. It promises at least 19 HCP with 5-4
  distribution but 17+ HCP with at least ten cards in the two suits"). A two-suiter of
  ten cards or more (a five-card second suit: a 6-4 has the jump rebid of its six-card
  suit for 16-18) with 17+ HCP jumps in its second suit (not a reverse: a lower suit,
  or a higher one the simple bid shows at the one level, as 1D-1H-2S) rather than make
  the simple new suit, which partner may pass.
- A strong two-suiter reverses rather than jump in the higher suit (Larry Cohen, "The
  difference between Opener's Reverse and a Jumpshift": opener's jump shift into a new
  suit is game forcing, "Any other jump by opener would not be a GF jumpshift", the
  jump-reverse "a strange animal"; a Bridge Base Forums answer: "1C - 1H - 3D is not
  included, as diamonds are above clubs", "Since 2H would already be forcing and show
  (16)17+, 3H does not show a GF hand"). Where the system writes the jump in a suit
  the cheapest bid would reverse into, and its reverse fits the hand, the reverse
  comes first: it is forcing, and the strong hand bids game next.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when, written_rule, written_rule_fits
from library.principles_opener_first_rebid import OPENER_MAXIMUM, opened_and_answered
from library.principles_reading import Advice, Table, below, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import named_suit

__all__ = ["jump_shift", "jump_shift_by_length", "reverse_before_jump"]

_JUMP_SHIFT_HCP = 19  # Funbridge: "at least 19 HCP with 5-4 distribution"
_JUMP_SHIFT_TEN_CARDS_HCP = 17  # "17+ HCP with at least ten cards in the two suits"


def _jump_shift_suit(t: Table) -> tuple[Suit, int] | None:
    """The second suit a two-suiter jump-shifts in by the Funbridge count and the HCP
    it needs, else None."""
    found = opened_and_answered(t)
    if found is None:
        return None
    opened, answered = found
    if answered is not None and t.partner_bids[0].level != 1:
        return None  # after a two-over-one the simple new suit already forces
    hand = t.hand
    # a lower suit, or a higher one the cheapest bid shows at the one level (no reverse)
    seconds = [s for s in SUIT_ORDER if s not in (opened, answered) and hand.length(s) >= 4
               and (below(s, opened) or t.cheapest(s).level == 1)
               and hand.length(opened) >= hand.length(s)]  # fmt: skip
    if not seconds or hand.length(opened) < 5:
        return None
    second = max(seconds, key=hand.length)
    # ten cards with a five-card second suit: a 6-4 has the jump rebid of its six-card
    # suit for 16-18, and the system shows its four-card major first (principles_six_four)
    ten = hand.length(opened) + hand.length(second) >= 10 and hand.length(second) >= 5
    needed = _JUMP_SHIFT_TEN_CARDS_HCP if ten else _JUMP_SHIFT_HCP
    if hand.hcp < needed or hand.hcp > OPENER_MAXIMUM[1]:
        return None
    if answered is not None and hand.length(answered) >= 4:
        return None  # four cards in partner's suit: the raise describes it
    return (second, needed) if t.jump(second).level <= 3 else None


def jump_shift_by_length(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written simple new suit ``rule``, or with a five-card second suit
    his jump rebid, gives way to the jump shift, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    t = Table(book, place, hand)
    found = _jump_shift_suit(t)
    if found is None:
        return None
    second, needed = found
    suit = named_suit(call)
    opened = suit_of(t.my_bids[0])
    if suit is second and t.cheapest(second).level == int(call[0]):
        return ("17+ HCP with ten cards in the two suits (19+ with 5-4) is a jump shift, "
                "forcing to game; the simple new suit may be passed")  # fmt: skip
    if (
        suit is opened
        and needed == _JUMP_SHIFT_TEN_CARDS_HCP
        and t.jump(suit) == bid(int(call[0]), suit)
    ):
        return ("a second suit of five: the jump shift shows both suits and forces to game, "
                "where the jump rebid shows one suit and may be passed")  # fmt: skip
    return None


def jump_shift(t: Table) -> Advice | None:
    found = _jump_shift_suit(t)
    if found is None:
        return None
    second, needed = found
    ten = needed == _JUMP_SHIFT_TEN_CARDS_HCP
    # despite the written range: the written jump shift counts 19-21 HCP alone, the
    # teachers' 17 with ten cards counts the shape as well
    return when(t, t.jump(second), "A jump shift, forcing to game: "
                + ("17+ HCP with ten cards in the two suits." if ten else "19+ HCP, 5-4."),
                hcp(t, needed, OPENER_MAXIMUM[1]),
                length(t, second, 4), despite_written_range=True)  # fmt: skip


# --- the reverse before the jump reverse --------------------------------------------------


def reverse_before_jump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written jump ``rule`` in a suit the cheapest bid would reverse into
    gives way to the system's reverse, which fits too, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    t = Table(book, place, hand)
    found = opened_and_answered(t)
    if found is None or found[1] is None or t.partner_bids[0].level != 1:
        return None
    opened, answered = found
    suit = named_suit(call)
    if suit in (opened, answered) or below(suit, opened):
        return None
    cheapest = t.cheapest(suit)
    if cheapest.level != 2 or int(call[0]) != 3:
        return None  # not a jump reverse (a one-level suit is no reverse)
    reverse = written_rule(book, place, str(cheapest).lower())
    if reverse is None or not reverse.meaning.lower().startswith("reverse"):
        return None
    if not written_rule_fits(book, place, hand, reverse.call):
        return None
    return (
        f"the reverse ({cheapest}) is forcing and shows the strength already; a jump in "
        "the higher suit is no natural game force"
    )
