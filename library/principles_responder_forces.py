"""Whether partner's last bid forces me (SAYC booklet): a new suit by an unpassed
responder, the opponents silent, below game, forces for one round; so does a jump shift
by either partner (opener's 19-21, responder's 17+: forcing to game).
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from library.principles_forcing import written_limit
from library.principles_reading import GAME_LEVEL, Table, suit_of

__all__ = ["responder_forces"]


def responder_forces(t: Table) -> bool:
    """A new suit by an unpassed responder, the opponents silent, below game, is forcing
    for one round (SAYC booklet); so is a jump shift by either partner (opener's 19-21,
    responder's 17+: forcing to game)."""
    partner = t.partner_last
    if partner is None or not partner.is_bid or t.their_bids:
        return False
    if _jump_shift(t, partner):
        return True
    if not t.i_opened:
        return False
    suit = suit_of(partner)
    if suit is None or suit in t.my_suits or t.partner_suits.count(suit) > 1:
        return False
    if written_limit(t, len(t.place.calls) - 2):
        return False  # the system writes it to play or inviting (principles_forcing)
    passed = any(c.kind is CallKind.PASS for c in t.partner_calls[:-1])
    return not passed and partner.level <= 3


def _jump_shift(t: Table, partner: Call) -> bool:
    """Partner's last bid named a suit our side had not bid, one level higher than it
    could have been bid, below game."""
    suit = suit_of(partner)
    if suit is None or suit in t.my_suits or t.partner_suits.count(suit) > 1:
        return False
    if partner.level >= GAME_LEVEL[suit]:
        return False
    calls = t.place.calls
    at = max(i for i in range(len(calls)) if calls[i] is partner)
    before = next((c for c in reversed(calls[:at]) if c.is_bid), None)
    if before is None or before.strain is None or partner.strain is None:
        return False  # an opening bid, not a shift
    cheapest = before.level if partner.strain.rank > before.strain.rank else before.level + 1
    return partner.level > cheapest
