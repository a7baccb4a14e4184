"""The advancer after the takeout doubler raises his suit: accept with the top of 0-8
(issue 33, 0.27.0, h57a).

The cheapest advance of a takeout double shows "0-8 points, including Support Points"
(Loeb bridge, "Advancing a takeout double"), and the doubler who raises it shows more
than his double: "It is generally known that if you double and raise your partner, you
need additional strength ... When opener passes, you can also pass with your
normal-strength doubles" (Mike Lawrence, the ACBL's column "When partner responds to my
takeout double, what do I need to raise?"; the system writes the raise 16-18,
invitational). The raise is an invitation to the advancer, who has told nothing of his
strength: with the upper part of his 0-8 (6 or more points, HCP and length) he accepts,
game in his major, 3NT in a minor with their suit stopped (nine tricks before eleven);
below it he passes. Frank Stewart's "Daily Question" answers it so twice: "my 1S promised
nothing, yet partner raised; with seven points and good spades bid 4S" and "partner has
committed to nine tricks without knowing of five diamonds and eight points; bid 3NT" (the
spent eleventh and twelfth sets). Before, the advancer passed the raise as not forcing.

Returns None unless partner doubled their opening, I made the cheapest bid in a suit, he
raised it one level and the opponents have not bid since their opening.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_checks import points, stopper, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of

__all__ = ["ACCEPT_POINTS", "accepting_the_doublers_raise"]

ACCEPT_POINTS = 6  # the upper part of the cheapest advance's 0-8


def accepting_the_doublers_raise(t: Table) -> Advice | None:
    """Partner doubled, I advanced at the cheapest level, he raised my suit once."""
    if not t.they_opened or len(t.their_bids) != 1 or len(t.my_bids) != 1:
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 2 or acted[0].kind is not CallKind.DOUBLE or t.last_bid is not acted[1]:
        return None
    mine = t.my_bids[0]
    suit = suit_of(mine)
    if suit is None or suit in t.their_suits or acted[1] != bid(mine.level + 1, suit):
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or not _cheapest(t, mine.level):
        return None
    values = points(t, ACCEPT_POINTS)
    if suit in MAJORS:
        return when(
            t,
            bid(4, suit),
            "Partner doubled and raised my cheapest advance: extra "
            "values, an invitation; the upper part of my 0-8 accepts, game.",
            values,
        )
    if acted[1].level > 3:
        return None  # his raise passed 3NT: game in the minor is his to judge
    return when(t, bid(3, "NT"), "Partner doubled and raised my cheapest advance of a minor: "
                "extra values, an invitation; the upper part of my 0-8 with their suit "
                "stopped accepts in 3NT, nine tricks before eleven.", values,
                stopper(t, t.their_suits[0]))  # fmt: skip


def _cheapest(t: Table, level: int) -> bool:
    """My bid was made at the cheapest level its suit allowed (not a jump)."""
    index = next((i for i, c in enumerate(t.place.calls) if t.place.by_caller(i) and c.is_bid),
                 None)  # fmt: skip
    if index is None:
        return False
    before = next((c for c in reversed(t.place.calls[:index]) if c.is_bid), None)
    mine = t.place.calls[index]
    if before is None or before.strain is None or mine.strain is None:
        return False
    return level == before.level + (0 if mine.strain.rank > before.strain.rank else 1)
