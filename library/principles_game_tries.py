"""Answering opener's game try after a single raise of his major.

The SAYC booklet ("Major Suit Openings") makes 1M-2M a raise of 6-10 points and opener's
new suit after it a help-suit game try (sayc.md: 16-18, forcing one round); its re-raise
to three of the major invites. The library writes the answers to 1M-2M-3C; teachers
state the answer for every try the same way: the raiser accepts (game in the major) with
the upper half of his raise, or with help in the try suit (at most one loser there: the
ace or king, or shortness), and with the top of his range whatever he holds there; else
he signs off in three of the major. Over the re-raise the raiser accepts with the upper
half of his range.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import when
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["answering_game_try", "suit_losers"]


def suit_losers(t: Table, suit: Suit) -> int:
    """Losing-trick count of one suit: its first three cards less the ace, king and
    queen among them (a doubleton queen counts as a loser)."""
    ranks = t.hand.ranks(suit)
    top = "AKQ"[: min(len(ranks), 3)]
    return min(len(ranks), 3) - sum(rank in ranks for rank in top)


def answering_game_try(t: Table) -> Advice | None:
    """I raised partner's major once; he tried for game with a new suit or re-raised to
    three, and the opponents passed."""
    if t.their_bids or len(t.my_bids) != 1 or len(t.partner_bids) != 2 or t.rho is None:
        return None
    opened, raised, tried = t.partner_bids[0], t.my_bids[0], t.partner_bids[1]
    major = suit_of(opened)
    if major not in MAJORS or opened.level != 1 or raised != bid(2, major):
        return None
    if t.rho.kind is not CallKind.PASS or t.last_bid is not tried or tried.level > 3:
        return None
    calls = t.place.calls
    index = max(i for i in range(len(calls)) if t.place.by_caller(i) and calls[i] is raised)
    shown = t.shown(index, "response")
    top = shown.high if shown.high is not None else shown.low + 4
    upper = (shown.low + top + 1) // 2
    mine = t.hand.support_points(major)
    points = Check("support points", f"{upper}+", str(mine), mine >= upper)
    game, signoff = bid(4, major), bid(3, major)
    if tried == signoff:
        return when(t, game, "Accepting the invitation: the upper half of my raise.",
                    points) or when(t, PASS, "Declining the invitation: the lower half "
                                    "of my raise.")  # fmt: skip
    suit = suit_of(tried)
    if suit is None or suit == major:
        return None
    losers = suit_losers(t, suit)
    help_check = Check(f"{suit.name_plural} losers", "0-1", str(losers), losers <= 1)
    maximum = Check("support points", f"{top}+", str(mine), mine >= top)
    return (
        when(t, game, f"Accepting the game try: help in {suit.name_plural} (at most one "
             "loser there).", help_check)
        or when(t, game, "Accepting the game try: the top of my raise.", maximum)
        or when(t, game, f"Accepting the game try: the upper half of my raise, and "
                f"{suit.name_plural} are not hopeless.", points,
                Check(f"{suit.name_plural} losers", "0-2", str(losers), losers <= 2))
        or when(t, signoff, f"Declining the game try: little help in {suit.name_plural}.")
    )  # fmt: skip
