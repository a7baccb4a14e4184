"""Penalty cards (Laws 50-52): a card faced on the table that its holder must play."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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


HONOUR_RANKS = frozenset("AKQJT")


def exposure_kind(cards: Sequence[Card], inadvertent: bool, already_faced: int) -> str:
    """Law 50B (2017): "A single card below the rank of an honour and exposed
    inadvertently (as in playing two cards simultaneously, or in accidentally dropping a
    card) becomes a minor penalty card unless it is a penalty card for some other reason
    [...]. Any card of honour rank, or any card exposed through deliberate play [...]
    becomes a major penalty card; when one defender has two or more penalty cards, all
    such cards become major penalty cards." The kind of `cards` a defender exposes in
    play, who has `already_faced` penalty cards."""
    single_low = len(cards) == 1 and cards[0].rank not in HONOUR_RANKS
    if single_low and inadvertent and already_faced == 0:
        return "minor"
    return "major"


def minors_made_major(penalty_cards: Iterable[PenaltyCard]) -> dict[Seat, list[Card]]:
    """Law 50B's last clause, "when one defender has two or more penalty cards, all such
    cards become major penalty cards": for each defender with two or more, his minor
    ones (a card exposed in the auction, not yet a penalty card, is not counted)."""
    held: dict[Seat, list[PenaltyCard]] = {}
    for penalty_card in penalty_cards:
        if penalty_card.kind in ("major", "minor"):
            held.setdefault(penalty_card.seat, []).append(penalty_card)
    return {
        seat: [p.card for p in cards if p.kind == "minor"]
        for seat, cards in held.items()
        if len(cards) >= 2 and any(p.kind == "minor" for p in cards)
    }
