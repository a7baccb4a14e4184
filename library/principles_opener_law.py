"""Opener competes by the law of total tricks after partner's raise (issue 33).

Larry Cohen's law ("LAW of Total Tricks", larryco.com): "With 9 trumps -- 3 level";
"With 10 trumps -- 4 level"; "Use LOTT only when you don't have game or slam interest".
When partner has raised opener's major and the opponents bid over the raise, opener
counts the trumps: his own and the raise's, as the system writes it (a simple raise
three, the booklet's preemptive jump raise in competition four: "a jump raise in
competition is preemptive"), and competes to that level. With a sixth trump opposite
the jump raise, ten trumps bid game over their three-level bid; opposite a simple raise
nine compete at the three level (the written 1M-(1x)-2M-(2y)-3M; h48a's note in
principles_opener_doubled). The invitations and game tries of a hand with game interest
are the other principles' (principles_opener_doubled, principles_fit), read first.

Their takeout double of the raise (1H-P-2H-X) is competition too (0.24.0, h54b): the
doubler's partner will bid, and the law counts the same trumps, so nine compete at the
three level at once, "the obstructive competitive raise showing a sixth heart" (the
TGIF panel, Vancouver Bridge Centre, January 2009, Q43.KQJT76.4.A96). Before, the law
waited for their bid and a minimum passed the doubled raise.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import length, when
from library.principles_fit import total_tricks_level
from library.principles_reading import MAJORS, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = ["OPENER_LAW", "competing_by_the_law", "raise_promises"]


def raise_promises(t: Table, index: int, suit: Suit) -> int:
    """The trumps partner's raise at ``index`` promises: the general reading, or more
    when the system's own rule for it says so (the preemptive jump raise's four)."""
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    written = 0
    if rule is not None:
        found = rule.constraints.suit_length.get(suit.name_plural)
        written = found.low if found is not None else 0
    return max(t.promised(suit), written)


def competing_by_the_law(t: Table) -> Advice | None:
    """I opened one of a major, partner raised it, they bid over the raise: compete to
    the level of the trumps held together."""
    opening = t.opening
    if opening is None or not t.i_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    if len(t.my_calls) != 1 or t.partner_calls[-1] is not t.partner_bids[0]:
        return None
    major = suit_of(opening[1])
    if major not in MAJORS or opening[1].level != 1:
        return None
    raise_call = t.partner_bids[0]
    if suit_of(raise_call) is not major or raise_call.level < 2:
        return None
    last = t.last_bid
    doubled = t.rho is not None and t.rho.kind is CallKind.DOUBLE and last is raise_call
    if not doubled and (last is None or last is raise_call or t.rho is None
                        or t.rho is not last):  # fmt: skip
        return None  # their bid (or their double) over the raise, by RHO
    index = next(i for i, c in enumerate(t.place.calls) if c is raise_call)
    trumps = t.hand.length(major) + raise_promises(t, index, major)
    level = total_tricks_level(trumps, major)
    call = t.cheapest(major)
    if call.level > level or call.level < 3:
        return None
    return when(
        t, call, f"The law of total tricks: {trumps} trumps with partner's raise compete "
        f"to the {level} level.", length(t, major, 5),
        Check("trumps together", f"{call.level + 6}+", str(trumps), trumps >= call.level + 6),
    )  # fmt: skip


OPENER_LAW: tuple[Callable[[Table], Advice | None], ...] = (competing_by_the_law,)
