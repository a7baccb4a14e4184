"""Partner's minor opened, their double or one-level overcall: a weak hand with four
trumps raises, counting its shortness (issue 33, 0.26.0).

Uncontested, 0-5 HCP pass partner's opening. In competition the published authors raise
with less, for the raise takes their bidding room and tells partner how high to compete:
"in competition support partner if you can" (the Goren Bridge weekly quiz, B. Jones,
2023-01-02, AJ92 6 8754 T873 after 1C-(1S): 2C); "barely worth one bid after their
takeout double; make it a raise" (the same quiz, Sun Sentinel 2020-02-03, 654 42 KQT9
9742 after 1C-(X): 2C). Pat Harrington ("Raising opener's minor", ACBL): "after a takeout
double, raises of opener's suit do not show strength". The raise counts the dummy's
values: HCP and shortness with four trumps (the support points of
domain/rules/hand_evaluation.py), 6 or more, as an uncontested single raise does, though
the high cards alone fall short. A queen or jack in the suit they overcalled is not
counted: "don't count points for a queen or jack in the opponent's suit" (Karen Walker,
"Advancer's bids", kwbridge.com; library/principles_preempt_advance.counted_points).

So: partner opened one of a minor, the next hand doubled or overcalled at the one level,
my first call, four or more of partner's minor, 0-5 HCP (more is the ordinary
responder's raise) and 6-9 support points (less a queen or jack of theirs): raise to
two of the minor.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, when
from library.principles_preempt_advance import counted_points
from library.principles_reading import Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["HCP_BELOW", "SUPPORT", "weak_raise_in_competition"]

HCP_BELOW = 5  # the uncontested "Too weak to respond: 0-5 HCP"
SUPPORT = (6, 9)  # a single raise's support points, the high cards counted with shortness


def weak_raise_in_competition(t: Table) -> Advice | None:
    """Partner's 1C or 1D, their double or one-level suit overcall, my first call:
    four trumps and 6-9 support points raise although the HCP are 0-5."""
    if t.my_calls or not t.partner_opened or len(t.partner_calls) != 1:
        return None
    opening = t.partner_calls[0]
    opened = suit_of(opening)
    if opening.level != 1 or opened not in (Suit.C, Suit.D):
        return None
    rho = t.rho
    if rho is None or len(t.their_bids) > 1:
        return None
    overcall = rho.is_bid and rho.level == 1 and suit_of(rho) is not None
    if rho.kind is not CallKind.DOUBLE and not overcall:
        return None
    low, high = SUPPORT
    theirs = suit_of(rho)
    counted = (
        t.hand.support_points(opened) if theirs is None else counted_points(t.hand, opened, theirs)
    )
    return when(
        t, bid(2, opened),
        "In competition support partner if you can: four trumps and 6-9 support points "
        "(the high cards with the shortness) raise his minor, though 0-5 HCP would pass "
        "uncontested; the raise takes their room and tells him how high to compete.",
        length(t, opened, 4), hcp(t, 0, HCP_BELOW),
        Check("support points (their suit's queen and jack not counted)", f"{low}-{high}",
              str(counted), low <= counted <= high),
        despite_written_range=True,  # the system's raise counts HCP; this counts shortness
    )  # fmt: skip
