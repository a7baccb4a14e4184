"""A minimum that has rebid its suit bids no more unless partner forces (issue 33;
Hamilton Bridge Club, "Rebids By Opener And Responder", on 83 AQ10843 KJ7 A6: "you
should rebid 2H. However, do not bid again unless your partner continues making forcing
rebids (ie new suits)"; bidandmade's responder rebids: "you are weak (9 or less) and
partner is weak (12-15): best to stop"). Opener who opened one of a suit and rebid it at
the two level (12-15), when partner has only repeated his own suit without a jump and
opener holds two or fewer of it, passes: both hands are limited and they do not fit.
Responder's side of the misfit is library/principles_misfit.py.
"""

from __future__ import annotations

from library.principles_checks import hcp, length, when
from library.principles_reading import PASS, Advice, Table, bid, suit_of

__all__ = ["opener_misfit_pass"]


def opener_misfit_pass(t: Table) -> Advice | None:
    if not t.i_opened or t.their_bids or len(t.my_bids) != 2 or len(t.partner_bids) != 2:
        return None
    opening, rebid = t.my_bids
    opened = suit_of(opening)
    response, again = t.partner_bids
    theirs = suit_of(response)
    if opened is None or opening.level != 1 or rebid != bid(2, opened):
        return None
    if theirs is None or theirs is opened or suit_of(again) is not theirs:
        return None
    if t.last_bid is not again or again.level != 2:
        return None  # the cheapest repeat of his suit, not a jump that invites
    return when(t, PASS, f"A minimum that has rebid its suit, and partner has repeated his "
                f"{theirs.name_plural}: both hands are limited and do not fit, so stop.",
                hcp(t, 12, 15), length(t, theirs, 0, 2))  # fmt: skip
