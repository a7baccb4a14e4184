"""The lead state a board holds: a lead out of turn waiting for a decision, the lead
restriction in force (lead_restrictions.py decides it, Laws 50D2, 26B), and Law 60B's
retraction and penalty card."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.rules.leads import (
    LeadRestriction,
    PendingLead,
)
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.table import CardAction

if TYPE_CHECKING:
    pass


@dataclass(frozen=True)
class LeadState:
    """A lead out of turn waiting for a decision; the lead restriction in force; when
    declarer last chose one (cards played by then); whether declarer's lead out of turn
    was retracted and he has not led again yet (Law 60B), and the defender's card that
    Law 60B then made a penalty card, until another card is played."""

    pending: PendingLead | None = None
    restriction: LeadRestriction | None = None
    choice_at: int | None = None
    declarer_retracted: bool = False
    # Law 60B's penalty card, until the next card is played (Law 47E1 may retract it)
    before_declarers_lead: PenaltyCard | None = None

    def after_card(self, played: CardAction) -> LeadState:
        if self.before_declarers_lead is not None:
            return replace(self, before_declarers_lead=None).after_card(played)
        if self.declarer_retracted:  # the card is his lead from the correct hand
            return replace(self, declarer_retracted=False).after_card(played)
        restriction = self.restriction
        if restriction is None:
            return self
        if played.winner is not None and played.winner is not restriction.seat:
            return replace(self, restriction=None)  # he lost the lead
        if played.position == 1:
            # a requirement is served; a forbidden suit stays so while he keeps the lead
            return replace(self, restriction=restriction.after_lead())
        return self
