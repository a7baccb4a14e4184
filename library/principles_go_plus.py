"""Advancing partner's takeout double of their preempt: go plus (issue 33, 0.26.0).

The published authors' reason for the advance of a double of a high preempt is where the
plus score lies, not the cheapest bid in the best suit:

- Their three-level preempt doubled: "go plus against pre-empts, 3NT" (the Bridge
  Bulletin's It's Your Call panel, Retro Edition 158: KQ4 AJ2 AJT3 Q73 over 3S-X: 3NT),
  and after a balancing double "top award 3NT ... (Hamman's rule)" (TGIF bidding contest,
  February 2024: Q74 A6 84 KQT742 over 3H-P-P-X: 3NT). Hamman's rule, as the ACBL's panel
  quotes it: "If you have a choice of reasonable bids and one of them is 3NT, then bid
  it." So with their suit stopped, game values opposite the double (10+ HCP: partner's
  13+ make the 23-25 on which nine tricks in notrump are reasonable) and no four-card
  unbid major (a major fit comes first), 3NT, not a minor at the four or five level. With
  more than 17 HCP slam is in view and the other principles cuebid.
- Their four-level preempt doubled: Karen Walker ("The 12 Habits of Highly Effective
  Bidders", 10, July 2013, 4S-X-P-? with 53 K8754 J853 Q4): "there are stronger
  arguments for passing the double. The most important is that you want a plus score,
  and you shouldn't be expecting one if you declare. You won't make 11 tricks on offense
  opposite most of partner's hands ... Choose to pass a takeout double of 4S if You have
  a semi-balanced hand with fewer than 13-14 points. The best hands for advancing
  partner's double are those with slam values or extreme shape." So where the advance
  would be at the five level, a semi-balanced hand (no singleton or void, no suit longer
  than five: "extreme shape" bids) with fewer than 13 points passes, and the pass
  converts the double.

Returns None when the auction is not their single preempt, partner's double of it, the
next hand's pass and my first bid to come.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import converting, hcp, stopper, when
from library.principles_reading import MAJORS, PASS, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = ["GO_PLUS", "NOTRUMP_HCP", "PASS_BELOW", "notrump_over_three", "pass_at_four"]

NOTRUMP_HCP = (10, 17)  # game opposite the double's 13+; more looks for slam
PASS_BELOW = 13  # Walker: "a semi-balanced hand with fewer than 13-14 points" passes


def _doubled_preempt(t: Table) -> tuple[int, Suit] | None:
    """Their opening at the three or four level, their only bid; partner's double of it,
    his only action; the next hand's pass; no bid of mine yet: the level and their suit."""
    opening = t.opening
    if opening is None or not t.they_opened or t.my_bids or len(t.their_bids) != 1:
        return None
    call = opening[1]
    theirs = suit_of(call)
    if theirs is None or call.level not in (3, 4):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or acted[0].kind is not CallKind.DOUBLE:
        return None
    if t.partner_calls[-1].kind is not CallKind.DOUBLE:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    return call.level, theirs


def _four_card_majors(t: Table, theirs: Suit) -> list[Suit]:
    return [m for m in MAJORS if m is not theirs and t.hand.length(m) >= 4]


def notrump_over_three(t: Table) -> Advice | None:
    """Partner doubled their three-level preempt: their suit stopped, 10-17 HCP and no
    four-card major bid 3NT."""
    found = _doubled_preempt(t)
    if found is None or found[0] != 3:
        return None
    theirs = found[1]
    majors = _four_card_majors(t, theirs)
    low, high = NOTRUMP_HCP
    return when(
        t, t.cheapest("NT"),
        "Partner doubled their preempt: with their suit stopped, game values and no "
        "four-card major, 3NT, the nine-trick game, rather than a minor at the four or "
        "five level (Hamman's rule: of reasonable bids, bid 3NT; go plus against "
        "preempts).",
        stopper(t, theirs), hcp(t, low, high),
        Check("four-card unbid major", "none", "/".join(m.name_plural for m in majors) or "none",
              not majors),
    )  # fmt: skip


def _five_level_only(t: Table, theirs: Suit) -> bool:
    """No suit of four cards or more that the advance could name below the five level."""
    return all(t.cheapest(s).level >= 5 for s in SUIT_ORDER
               if s is not theirs and t.hand.length(s) >= 4)  # fmt: skip


def pass_at_four(t: Table) -> Advice | None:
    """Partner doubled their four-level preempt and my suit would be bid at the five
    level: a semi-balanced hand with fewer than 13 points passes for the plus score."""
    found = _doubled_preempt(t)
    if found is None or found[0] != 4:
        return None
    theirs = found[1]
    pattern = t.hand.pattern
    shape = "-".join(str(n) for n in pattern)
    flat = pattern[0] <= 5 and pattern[-1] >= 2
    counted = t.hand.total_points
    return converting(when(
        t, PASS,
        "Partner doubled their four-level preempt: a semi-balanced hand short of slam "
        "values will not make eleven tricks at the five level; the plus score lies in "
        "defence, so pass the double (bid on only with extreme shape or 13+ points).",
        Check("shape", "semi-balanced, no suit longer than five", shape, flat),
        Check("total points", f"0-{PASS_BELOW - 1}", str(counted), counted < PASS_BELOW),
        Check("the advance", "at the five level", "five level"
              if _five_level_only(t, theirs) else "below it", _five_level_only(t, theirs)),
    ))  # fmt: skip


GO_PLUS: tuple[Callable[[Table], Advice | None], ...] = (notrump_over_three, pass_at_four)
