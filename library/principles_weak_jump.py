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
the same suit fits the hand.

At the other end, a jump to game: Bidbase's table for a sound jump overcall, "If your
long suit is Hearts, you can bid game (4H) at any vulnerability with 8+ winners", the
booklet's jump overcall being "similar to opening" preempts. A major one-suiter (seven
cards or more) with eight playing tricks and fewer than the 16 HCP that double first
(principles_takeout.too_strong_to_overcall) jumps to four of its major over their
one-level opening, and the written simple or weak jump overcall gives way to it.

A user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import when, written_rule, written_rule_fits
from library.principles_playing_tricks import long_suit, playing_tricks
from library.principles_reading import GAME_LEVEL, MAJORS, Advice, Table, bid, suit_of
from library.principles_takeout import STRONG_SUIT_HCP
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = [
    "GAME_JUMP_TRICKS",
    "game_jump_overcall",
    "overcall_below_game_jump",
    "side_aces",
    "simple_overcall_with_defence",
]

_WEAK_JUMP = "weak jump overcall"
GAME_JUMP_TRICKS = 8  # "4H at any vulnerability with 8+ winners" (Bidbase)


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


def _game_jump(t: Table) -> Call | None:
    """Their one-level suit opening is the last bid, our side silent: a major one-suiter
    (seven cards or more, no second five-card suit) with eight playing tricks and fewer
    HCP than a double-first hand: four of the major."""
    opening = t.opening
    if opening is None or not t.they_opened or opening[1].level != 1 or t.last_bid != opening[1]:
        return None
    if suit_of(opening[1]) is None:
        return None  # their 1NT: another defence
    if any(c.kind is not CallKind.PASS for c in t.my_calls + t.partner_calls):
        return None
    hand = t.hand
    suit = long_suit(hand)
    others = sorted((hand.length(s) for s in SUIT_ORDER if s is not suit), reverse=True)
    if suit not in MAJORS or suit in t.their_suits or hand.length(suit) < 7 or others[0] >= 5:
        return None
    if hand.hcp >= STRONG_SUIT_HCP or playing_tricks(hand) < GAME_JUMP_TRICKS:
        return None
    call = bid(GAME_LEVEL[suit], suit)
    return call if t.legal(call) else None


def game_jump_overcall(t: Table) -> Advice | None:
    """Four of a major on eight playing tricks over their one-level opening."""
    call = _game_jump(t)
    if call is None:
        return None
    tricks = playing_tricks(t.hand)
    return when(
        t, call, f"{tricks} playing tricks in a major and little else: jump to game, as a "
        "sound preempt does (Bidbase: with 8+ winners in hearts or spades, game at any "
        "vulnerability).",
        Check("playing tricks", f"{GAME_JUMP_TRICKS}+", str(tricks), True),
        Check("HCP", f"0-{STRONG_SUIT_HCP - 1}", str(t.hand.hcp), True),
        despite_written_range=True,
    )  # fmt: skip


def overcall_below_game_jump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written simple or jump overcall gives way to the jump to game."""
    if rule.module_type == USER_CUSTOM or "overcall" not in rule.meaning.lower():
        return None
    call = _game_jump(Table(book, place, hand))
    if call is None or rule.call == str(call).lower():
        return None
    return (f"{playing_tricks(hand)} playing tricks in a major: the jump to game "
            "describes the hand and takes their room")  # fmt: skip
