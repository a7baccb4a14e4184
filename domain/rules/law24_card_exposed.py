"""Law 24, a card exposed during the auction (docs/design.md 5.5), in the Laws' words:

- Every such card is left face up on the table until the auction ends.
- 24A: a single card below the rank of an honour (not prematurely led): no further
  rectification.
- 24B: a single card of honour rank: the offender's partner must pass when next it is
  his turn to call.
- 24C: two or more cards: the offender's partner must pass when next it is his turn.
- 24E: if the offender becomes a defender, every such card becomes a penalty card
  (Law 50B: a single card below honour rank exposed unintentionally is a minor penalty
  card; an honour, or any card of a defender with two or more, a major one); if he becomes
  declarer or dummy, the cards go back to his hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.rules.cards import Card

HONOURS = frozenset("AKQJT")


def partner_must_pass(exposed: Sequence[Card]) -> bool:
    """24B and 24C: an honour, or two cards or more."""
    return len(exposed) >= 2 or any(card.rank in HONOURS for card in exposed)


def penalty_kind(card: Card, cards_exposed: int) -> str:
    """Law 50B for a card exposed in the auction, once its holder is a defender."""
    if cards_exposed >= 2 or card.rank in HONOURS:
        return "major"
    return "minor"
