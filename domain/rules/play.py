"""The play: following suit, trick winners, who leads (docs/design.md 4.3)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation


class IllegalPlay(RuleViolation):
    """A card that may not be played now."""


@dataclass(frozen=True)
class PlayedCard:
    seat: Seat
    card: Card


def must_follow(hand: Iterable[Card], led: Suit) -> bool:
    return any(card.suit is led for card in hand)


def is_revoke(hand: Iterable[Card], trick: Sequence[PlayedCard], card: Card) -> bool:
    """True when `card` fails to follow the led suit while the hand holds that suit."""
    if not trick:
        return False
    led = trick[0].card.suit
    return card.suit is not led and must_follow(hand, led)


def legal_cards(hand: Iterable[Card], trick: Sequence[PlayedCard]) -> list[Card]:
    cards = list(hand)
    if not trick:
        return cards
    led = trick[0].card.suit
    following = [card for card in cards if card.suit is led]
    return following or cards


def trick_winner(trick: Sequence[PlayedCard], trump: Suit | None) -> Seat:
    """Highest trump if any was played, else the highest card of the suit led."""
    if len(trick) != 4:
        raise IllegalPlay("A trick has four cards.")
    led = trick[0].card.suit
    trumps = [p for p in trick if trump is not None and p.card.suit is trump]
    contenders = trumps or [p for p in trick if p.card.suit is led]
    return max(contenders, key=lambda p: p.card.value).seat
