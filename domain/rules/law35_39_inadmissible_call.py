"""Laws 35-39, inadmissible calls (docs/design.md 5.5), in the Laws' words:

- 35: inadmissible are a double or redouble Law 19 does not permit (Law 36), a bid,
  double or redouble by a player required to pass (Law 37), a bid of more than seven
  (Law 38) and a call after the final pass of the auction (Law 39).
- 36B: a double or redouble not permitted by Law 19 is cancelled; the offender must
  substitute a legal call, and his partner must pass for the remainder of the auction
  (Law 26B may apply). Made out of turn, the auction reverts to the player whose turn it
  was, and the offender may make any legal call at his turn, with the same rectification.
- 37 (action violating obligation to pass): a bid, double or redouble by a player
  required by law to pass is cancelled, a pass is substituted, and each member of the
  offending side must pass whenever it is his turn to call (Law 26B may apply). The
  service rules on it as the call is made, so no opponent can call before the
  rectification (37B does not arise). Under `prevent` such a call is refused before it
  is recorded (422), as a bid above seven is.
- 38: no play of a contract of more than seven is ever permissible; a bid of more than
  seven is cancelled, a pass is substituted, and each member of the offending side must
  pass whenever it is his turn to call (Law 26B may apply).
- 39: every call after the final pass is cancelled; a pass by a defender, or any call by
  the future declarer or dummy, has no further rectification; a bid, double or redouble
  by a defender may bring the lead restrictions of Law 26B.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.rules.auction import Auction, IllegalCall, IllegalReason
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat

_ABOVE_SEVEN = re.compile(r"\s*([89])\s*(C|D|H|S|NT|N)\s*", re.IGNORECASE)
_LAW_19 = frozenset(
    {
        IllegalReason.NOTHING_TO_DOUBLE,
        IllegalReason.DOUBLE_OWN_SIDE,
        IllegalReason.ALREADY_DOUBLED,
        IllegalReason.NOTHING_TO_REDOUBLE,
        IllegalReason.REDOUBLE_BY_OTHER_SIDE,
        IllegalReason.ALREADY_REDOUBLED,
    }
)


@dataclass(frozen=True)
class Inadmissible:
    """What the Laws make of an inadmissible call: it is cancelled, and then this."""

    law: str
    silenced: tuple[Seat, ...] = ()  # must pass whenever it is their turn
    pass_substituted: bool = False  # a pass replaces it at the offender's turn (38C)
    lead_penalty: bool = False  # Law 26B may apply to the offender's partner's lead


def bid_above_seven(text: object) -> str | None:
    """`text` written as a bid of eight or nine ("8C", "9nt"): the bid, else None."""
    if not isinstance(text, str):
        return None
    found = _ABOVE_SEVEN.fullmatch(text)
    if found is None:
        return None
    strain = found.group(2).upper()
    return f"{found.group(1)}{'NT' if strain == 'N' else strain}"


def is_inadmissible_double(auction: Auction, seat: Seat, call: Call) -> bool:
    """A double or redouble Law 19 does not permit, whoever's turn it is (Law 36)."""
    if call.kind not in (CallKind.DOUBLE, CallKind.REDOUBLE):
        return False
    try:
        auction.check(seat, call, rotation=False)
    except IllegalCall as refused:
        return refused.reason in _LAW_19
    return False


def inadmissible_double(seat: Seat) -> Inadmissible:
    return Inadmissible("36B", silenced=(seat.partner,), lead_penalty=True)


def violates_obligation_to_pass(seat: Seat) -> Inadmissible:
    """Law 37: `seat`, required to pass at his turn, bid, doubled or redoubled there."""
    return Inadmissible(
        "37", silenced=(seat, seat.partner), pass_substituted=True, lead_penalty=True
    )


def above_seven(seat: Seat, in_turn: bool) -> Inadmissible:
    return Inadmissible(
        "38", silenced=(seat, seat.partner), pass_substituted=in_turn, lead_penalty=True
    )


def after_final_pass(seat: Seat, call: Call, declarer: Seat) -> Inadmissible:
    defender = seat.side != declarer.side
    return Inadmissible("39", lead_penalty=defender and call.kind is not CallKind.PASS)
