"""Penalty cards (Laws 50-52): a card faced on the table that its holder must play."""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.cards import Card, Seat


@dataclass(frozen=True)
class PenaltyCard:
    seat: Seat
    card: Card
    kind: str  # "major" (an honour, or exposed deliberately) or "minor" (Law 50B)

    @property
    def is_major(self) -> bool:
        return self.kind == "major"
