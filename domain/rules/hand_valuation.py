"""Hand valuation beyond the point count: what a good player adds and takes away (issue 33).

The HCP count (domain/rules/hand_evaluation.py) is the written ranges' measure; teachers
agree it misjudges some hands and adjust it by a point, never more, at the edges of a
range. The adjustments, each from a cited teacher:

- Aces and tens against queens and jacks: Marty Bergen's "Adjust-3" (Slam Bidding Made
  Easier, 2008, "Starting Points"): "Count underrated honors: (Aces + Tens.) ... Count
  overrated quacks: (Queens + Jacks.) No adjustment is needed for Kings. Subtract the
  smaller number from the larger ... If 0-2, no adjustment is needed. If 3-5, adjust by
  1 point. If 6+ (rare) adjust by 2 points. If you have more underrated honors, add. If
  you have more overrated honors, subtract."
- Honours in long suits: Bergen's quality suit, a point for "4+ cards with 3 of the top 5
  honors (the ten counts as an honor)".
- Short honours: Bergen's dubious honours, a point off for a singleton king, queen or
  jack and for a doubleton holding the queen or jack without the ace (KQ, KJ, QJ, Qx,
  Jx; "Has the Queen or Jack, without supporting Ace"). A doubleton king (Kx) is a
  quick trick's half and Bergen does not count it down; neither does this. In notrump
  the short honours are not counted down: Qx or Jx is part of a stopper there, and the
  4-3-2-1 count "is rather good for deciding when to bid 3NT" (Paul's notrump
  adjustments, the French federation's study: tens and a five-card suit are what
  the count leaves out).
- The flat hand: 4-3-3-3 "is worth less than other shapes both in notrump and suit
  contracts ... several bridge authors advocate subtracting one point" (Santa Barbara
  Bridge Club, hand of the month, "4333 hands"; Terry's tip 30, "the dreaded 4-3-3-3").
  The rules of 20 and 15 count shape themselves, so the flat hand is counted down only
  where the count is of high cards alone (the notrump openings).

``judged_hcp`` is the HCP moved by one point at most, up or down, by Adjust-3, the
quality suits and the dubious honours: what the rules of 20 and 15 add to the lengths
(Bergen's Rule of 20 counts the same starting points: a quality six-card suit with 10
HCP is an opening). ``notrump_hcp`` is the HCP moved by one point at most by Adjust-3,
the quality suits and the flat shape: the count a notrump range is judged by (Bergen:
"K43 A73 AK1092 32", 14 HCP, "should be opened 1NT", and "QJ6 QJ7 KQ73 KJ2", 15 HCP,
"should be opened 1D"). ``starting_points`` is Bergen's whole count, length included.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand

__all__ = ["HCP_ONLY", "JUDGEMENT", "VALUATIONS", "Valuation", "value"]

HCP_ONLY = "hcp"  # the written ranges as written: HCP, length where the rule says so
JUDGEMENT = "judgement"  # the ranges judged with the teachers' adjustments (this module)
VALUATIONS = (HCP_ONLY, JUDGEMENT)

_TOP_FIVE = "AKQJT"


@dataclass(frozen=True)
class Valuation:
    """A hand's count and the teachers' adjustments to it."""

    hcp: int
    honour_balance: int  # Adjust-3: +2, +1, 0, -1 or -2
    quality_suits: tuple[Suit, ...]  # four cards or more with three of the top five
    dubious_honours: tuple[Suit, ...]  # a singleton K/Q/J, a doubleton Q or J without A
    flat: bool  # 4-3-3-3
    length_points: int
    quality_lengths: tuple[int, ...]  # the quality suits' lengths, in their order
    long_quality: bool  # a quality suit among the two longest

    @property
    def suit_adjustment(self) -> int:
        """Adjust-3, the quality suits and the dubious honours, before the one-point cap."""
        return self.honour_balance + len(self.quality_suits) - len(self.dubious_honours)

    @property
    def notrump_adjustment(self) -> int:
        """Adjust-3 and the quality suits of five cards or more, before the one-point cap;
        a flat 4-3-3-3 is never judged up."""
        adjustment = self.honour_balance + sum(n >= 5 for n in self.quality_lengths)
        return min(adjustment, 0) if self.flat else adjustment

    @property
    def judged_hcp(self) -> int:
        """The HCP judged a point up or down by Bergen's adjustments (module docstring)."""
        return self.hcp + _one_point(self.suit_adjustment)

    @property
    def notrump_hcp(self) -> int:
        """The HCP judged a point up or down for a notrump range (module docstring)."""
        return self.hcp + _one_point(self.notrump_adjustment)

    @property
    def long_suit_hcp(self) -> int:
        """The HCP the rules of 20 and 15 count: a point more when one of the two longest
        suits is a quality suit, the honours in the long suits (module docstring)."""
        return self.hcp + int(self.long_quality)

    @property
    def starting_points(self) -> int:
        """Bergen's starting points: HCP, Adjust-3, quality suits, dubious honours and
        a point for each card past four."""
        return self.hcp + self.suit_adjustment + self.length_points

    def why(self, notrump: bool = False) -> str:
        """The adjustments in words, e.g. 'aces and tens +1, quality spades +1'."""
        parts = []
        if self.honour_balance:
            parts.append(f"aces and tens against queens and jacks {self.honour_balance:+d}")
        quality = zip(self.quality_suits, self.quality_lengths, strict=True)
        parts += [f"quality {suit.name_plural} +1" for suit, n in quality if n >= 5 or not notrump]
        if notrump and self.flat:
            parts.append("4-3-3-3, never judged up")
        if not notrump:
            parts += [f"short honour in {suit.name_plural} -1" for suit in self.dubious_honours]
        return ", ".join(parts) or "no adjustment"


def _one_point(adjustment: int) -> int:
    return max(-1, min(1, adjustment))


def _honour_balance(hand: Hand) -> int:
    ranks = [rank for suit in SUIT_ORDER for rank in hand.ranks(suit)]
    under = sum(rank in "AT" for rank in ranks)
    over = sum(rank in "QJ" for rank in ranks)
    difference = abs(under - over)
    step = 0 if difference < 3 else 1 if difference < 6 else 2
    return step if under > over else -step


def _quality(ranks: list[str]) -> bool:
    return len(ranks) >= 4 and sum(rank in _TOP_FIVE for rank in ranks) >= 3


def _dubious(ranks: list[str]) -> bool:
    if len(ranks) == 1:
        return ranks[0] in "KQJ"
    return len(ranks) == 2 and "A" not in ranks and any(rank in "QJ" for rank in ranks)


def value(hand: Hand) -> Valuation:
    """The hand's count with the teachers' adjustments (module docstring)."""
    quality = tuple(s for s in SUIT_ORDER if _quality(hand.ranks(s)))
    second = hand.pattern[1]  # a suit this long or longer is one of the two longest
    return Valuation(
        hcp=hand.hcp,
        honour_balance=_honour_balance(hand),
        quality_suits=quality,
        dubious_honours=tuple(s for s in SUIT_ORDER if _dubious(hand.ranks(s))),
        flat=hand.pattern == (4, 3, 3, 3),
        length_points=hand.length_points,
        quality_lengths=tuple(hand.length(s) for s in quality),
        long_quality=any(hand.length(s) >= second for s in quality),
    )
