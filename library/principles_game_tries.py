"""Answering opener's game try after a single raise of his major.

The SAYC booklet ("Major Suit Openings") makes 1M-2M a raise of 6-10 points and opener's
new suit after it a help-suit game try (sayc.md: 16-18, forcing one round); its re-raise
to three of the major invites. The library writes the answers to 1M-2M-3C; teachers
state the answer for every try the same way: the raiser accepts (game in the major) with
the upper half of his raise, or with help in the try suit (at most one loser there: the
ace or king, or shortness), and with the top of his range whatever he holds there; else
he signs off in three of the major. Help alone does not accept: "With a minimum, do not
bid game" (P. F. DuBois, "Help-Suit Game Tries"), so help needs a raise above the lower
half, counted without the try suit's shortness (already the help) nor a singleton
honour there. Over the re-raise the raiser accepts with the upper
half of his range.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import when
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["answering_game_try", "suit_losers"]

_HONOUR_POINTS = {"K": 3, "Q": 2, "J": 1}


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
    # the try suit's shortness is its help, counted once (by the help check), and a
    # singleton king, queen or jack there is worth nothing more than the singleton
    ranks = t.hand.ranks(suit)
    wasted = _HONOUR_POINTS.get(ranks[0], 0) if len(ranks) == 1 and ranks[0] != "A" else 0
    worth = mine - t.hand.ruffing_value(major, suit) - wasted
    values = Check("support points outside the try suit", f"{upper}+", str(worth), worth >= upper)
    maximum = Check("support points outside the try suit", f"{top}+", str(worth), worth >= top)
    return (
        when(t, game, f"Accepting the game try: help in {suit.name_plural} (at most one "
             "loser there) and more than a minimum raise.", help_check, values)
        or when(t, game, "Accepting the game try: the top of my raise.", maximum)
        or when(t, game, f"Accepting the game try: the upper half of my raise, and "
                f"{suit.name_plural} are not hopeless.", values,
                Check(f"{suit.name_plural} losers", "0-2", str(losers), losers <= 2))
        or when(t, signoff, "Declining the game try: a minimum raise, help or not."
                if losers <= 1 else f"Declining the game try: little help in "
                f"{suit.name_plural}.")
    )  # fmt: skip
