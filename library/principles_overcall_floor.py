"""The Suit Quality Test above the one level: an overcall that contracts for eight or
nine tricks wants a suit that can stand as trumps (0.25.0, issue 33, h55b).

The wrong belief this corrects: three of the engine's own overcalls counted only HCP and
length once the call was above the one level, so a flat hand whose high cards lie
outside a poor five- or six-card suit bid at the two or three level where the teachers
pass. The development misses it explains: AQ K7542 974 KQT between their 1D and 1S ("flat,
with a poor heart suit, do not barge into a live auction", TGIF panel, spent seventh
117); K75 KQJ KQ842 64 over their weak 2H ("pass over the weak two; every action has
flaws", spent seventh 114); J62 AT9843 3 J94 over their 1S ("not strong enough for 2H at
any vulnerability", Goren quiz, spent fifth 57: the engine jumped to 3H).

- Ron Klinger, "The Suit Quality Test" (csbnews.org, 2009): "Count the number of honours
  in the long suit and then add the total number of cards in the long suit ... The SQ
  should equal or exceed the number of tricks for which you are bidding for an
  overcall ... K-J-9-5-4 has an SQ of 7 ... That is good enough to overcall at the
  one-level ... but not strong enough for a two-level overcall." The count is
  principles_double_first.suit_quality's (Robson's SQOT counts the ten too).
- Mike Lawrence, "Sandwich Overcalls": between two bidding opponents "the dangers of
  being penalized are high" (principles_overcalls.sandwiched keeps the higher floor).
- Klinger: "The SQ determines whether you can afford to insist on your suit as
  trumps." A hand with a second five-card suit does not insist on one: Karen Walker
  overcalls 3D over 2S with 4 A2 AJ1065 KQ1094, "all you can do with this hand is
  overcall a suit ... you can bid 4C to show your other suit" ("Bidding over an
  opponent's preempt", quiz 3). So the test asks nothing of a two-suiter.

Where it applies, and only there (the test as a floor for every written direct overcall
was tried in 0.22.0 and lost answers: real pairs overcall K8752 at the two level with
opening values, and Walker's "when you do have a good hand, you may have to overcall a
suit of marginal quality" keeps the other major over a weak two, principles_overcall_
quality): the principles' overcall between two bidding opponents at the two level, the
principles' overcall of a preempt, and the weak jump overcall at the three level, the
system's written one too (``three_level_jump_needs_quality``; the two-level weak jump,
"similar to opening weak two-bid" in the booklet, keeps the weak two's own suit
checks). A user's own rule (USER_CUSTOM) is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_double_first import suit_quality
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = ["TRICKS_OVER_BOOK", "quality_floor", "three_level_jump_needs_quality"]

TRICKS_OVER_BOOK = 6  # a bid at level n contracts for n + 6 tricks


def quality_floor(hand: Hand, suit: Suit, level: int, lowest: int = 2) -> tuple[Check, ...]:
    """The Suit Quality Test for an overcall in ``suit`` at ``level`` when that is
    ``lowest`` or higher and the hand has no second five-card suit; else no check."""
    if level < lowest or any(hand.length(s) >= 5 for s in SUIT_ORDER if s is not suit):
        return ()
    quality, tricks = suit_quality(hand, suit), level + TRICKS_OVER_BOOK
    return (Check("Suit Quality Test", f"{tricks}+ (the tricks bid)", str(quality),
                  quality >= tricks),)  # fmt: skip


def three_level_jump_needs_quality(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written weak jump overcall at the three level gives way: its suit fails
    the Suit Quality Test for the nine tricks it contracts for, else None."""
    del book, place  # the hand and the call decide
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "3":
        return None
    if call[1] not in "cdhs" or not rule.meaning.lower().startswith("weak jump overcall"):
        return None
    failed = [c for c in quality_floor(hand, named_suit(call), 3, 3) if not c.holds]
    if not failed:
        return None
    return (
        f"a weak jump overcall at the three level contracts for nine tricks: the "
        f"suit's cards and honours count {failed[0].actual}, short of the Suit "
        "Quality Test's nine"
    )
