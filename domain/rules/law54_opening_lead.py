"""A faced opening lead out of turn and the declaring side's cards faced after it (Law 54,
2017), in the Laws' words. Pure rules; no I/O.

- 54A, Declarer Spreads His Hand: "After a faced opening lead out of turn, declarer may
  spread his hand; he becomes dummy. If declarer begins to spread his hand, and in doing
  so exposes one or more cards, he must spread his entire hand. Dummy becomes declarer."
- 54C, Declarer Must Accept Lead: "If declarer could have seen any of dummy's cards
  (except cards that dummy may have exposed during the auction and that were subject to
  Law 24), he must accept the lead and the presumed declarer then becomes declarer."
- 54E: "If a player of the declaring side attempts to make an opening lead Law 24
  applies": a card the presumed dummy so faced is one "subject to Law 24".

The board's other options on the lead (54B accept, 54D refuse) are the table's decision
(domain/rules/leads.py); the cards faced settle it for him.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.leads import LeadDecision


@dataclass(frozen=True)
class FacedAfterLead:
    """What the declaring side's cards faced after a faced opening lead out of turn settle:
    the lead's `decision` under `law`, or none (`decision` None) when every card faced was
    dummy's exposed during the auction under Law 24."""

    decision: LeadDecision | None
    law: str


def cards_faced(
    seat: Seat, declarer: Seat, cards: Iterable[Card], law24_cards: Iterable[Card]
) -> FacedAfterLead:
    """`seat`'s `cards` were faced after a defender's faced opening lead out of turn, the
    presumed declarer being `declarer`; `law24_cards`, the cards of `seat` exposed during
    the auction under Law 24 (Law 24's own exposures, a card led in the auction, 54E's
    attempted opening lead)."""
    faced = frozenset(cards)
    if not faced:
        raise RuleViolation("Name the cards faced: at least one.")
    if seat is declarer:
        # 54A: he began to spread his hand, exposing one or more cards: he becomes dummy
        return FacedAfterLead(LeadDecision.ACCEPT_AND_DUMMY, "54A")
    if seat is declarer.partner:
        seen = faced - frozenset(law24_cards)
        # 54C: declarer could have seen any of dummy's cards but the Law 24 ones: he must
        # accept the lead, and stays declarer
        return FacedAfterLead(LeadDecision.ACCEPT if seen else None, "54C")
    raise RuleViolation(
        f"{seat.value} defends: Law 54 settles the lead on the declaring side's cards faced "
        "(54A declarer's, 54C dummy's); a defender's cards exposed are Law 49's."
    )
