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

Longer suits jump higher. "If you would open with a three-level preempt, then you can
make a three-level jump overcall" (Larry Cohen, "Jump Overcalls"); "let's say you planned
to open the bidding with 3D. If your RHO opens the bidding with 1C before you get there,
no problem, you just double jump overcall, bidding 3D as planned" (bidandmade.com,
"Preemptive double jump"); "The more cards in your long suit, the higher you should
jump. That's how a preempt works" (Joan Butts, "Preemptive Jump Overcalls"). So in the
direct seat a one-suiter of seven cards or more with the weak jump's values (the Georgia
Tech club's SAYC notes: "5-9 pts ... at most 1 potential trick outside of suit bid":
here no more than a king's 3 HCP outside the suit) jumps twice, to the three level, in a
suit it could bid at the one level; the written simple and two-level jump overcalls give
way to it. Where three of the suit is a single jump the written weak jump (seven cards)
already says so.

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
    "OUTSIDE_MOST",
    "PREEMPT_THREE",
    "WEAK_JUMP_HCP",
    "game_jump_overcall",
    "overcall_below_game_jump",
    "overcall_below_preempt",
    "preempt_by_length",
    "side_aces",
    "simple_overcall_with_defence",
]

_WEAK_JUMP = "weak jump overcall"
GAME_JUMP_TRICKS = 8  # "4H at any vulnerability with 8+ winners" (Bidbase)
PREEMPT_THREE = 7  # the three-level preempt's suit: seven cards
WEAK_JUMP_HCP = (5, 9)  # "5-9 pts" (Georgia Tech's SAYC notes)
OUTSIDE_MOST = 3  # HCP outside the suit: "at most 1 potential trick outside" (the same)


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


def _double_jump(t: Table) -> Call | None:
    """Their one-level suit opening right before me, our side silent: a weak one-suiter
    (seven cards or more, no second five-card suit, 5-9 HCP, at most a king outside) in a suit
    I could bid at the one level jumps twice, to the three level, as it would have opened
    three; else None."""
    opening = t.opening
    if opening is None or not t.they_opened or opening[1].level != 1 or t.last_bid != opening[1]:
        return None
    if suit_of(opening[1]) is None or t.rho is None or t.rho != opening[1]:
        return None  # their 1NT, or the passout seat: no preempt there
    if any(c.kind is not CallKind.PASS for c in t.my_calls + t.partner_calls):
        return None
    hand = t.hand
    suit = long_suit(hand)
    others = max(hand.length(s) for s in SUIT_ORDER if s is not suit)
    if suit in t.their_suits or hand.length(suit) < PREEMPT_THREE or others >= 5:
        return None
    if not WEAK_JUMP_HCP[0] <= hand.hcp <= WEAK_JUMP_HCP[1] or t.cheapest(suit).level != 1:
        return None
    if hand.hcp - hand.suit_hcp(suit) > OUTSIDE_MOST:
        return None  # defence outside the suit: the written overcalls decide
    call = bid(3, suit)
    return call if t.legal(call) else None


def preempt_by_length(t: Table) -> Advice | None:
    """A seven-card suit over their one-level opening: the double jump to three."""
    call = _double_jump(t)
    if call is None:
        return None
    suit = long_suit(t.hand)
    return when(
        t, call, f"A preemptive double jump overcall: {t.hand.length(suit)} cards and "
        f"{t.hand.hcp} HCP, the hand that would have opened three (Larry Cohen: \"If you "
        "would open with a three-level preempt, then you can make a three-level jump "
        "overcall\").",
        Check("suit length", f"{PREEMPT_THREE}+", str(t.hand.length(suit)), True),
        Check("HCP", f"{WEAK_JUMP_HCP[0]}-{WEAK_JUMP_HCP[1]}", str(t.hand.hcp), True),
        despite_written_range=True,
    )  # fmt: skip


def overcall_below_preempt(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written simple or weak jump overcall gives way to the double jump."""
    if rule.module_type == USER_CUSTOM or "overcall" not in rule.meaning.lower():
        return None
    call = _double_jump(Table(book, place, hand))
    if call is None or rule.call == str(call).lower():
        return None
    return (f"{hand.length(long_suit(hand))} cards and a weak hand: the preempt it would "
            f"have opened, {call}, is bid over their opening as a double jump")  # fmt: skip
