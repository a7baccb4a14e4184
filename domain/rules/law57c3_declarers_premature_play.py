"""Declarer's card played before its turn (Laws 57C3 and 54B2, 2017), in the Laws' words.
Pure rules; no I/O.

- 57C3: "A premature play (not a lead) by declarer from either hand is a played card and
  if legal may not be withdrawn."
- 54B2: after a defender's faced opening lead out of turn, "If declarer plays the second
  card to the trick from dummy, dummy's card may not be withdrawn except to correct a
  revoke."
- 57C1: "A defender is not subject to rectification for playing before his partner if
  declarer has played from both hands": a card of declarer's played early counts.

The card stands as played; at the table the other hands play to the trick around it, so
the service plays it at its hand's turn. One that is not legal (a revoke: the hand holds
the suit led) is withdrawn, with no penalty: declarer's cards are never penalty cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from domain.rules.cards import Card, Seat
from domain.rules.play import PlayedCard, is_revoke


def is_declarers_premature_play(
    seat: Seat, next_seat: Seat | None, trick: Sequence[PlayedCard], declarer: Seat
) -> bool:
    """`seat`'s card, declarer's or dummy's, to the trick under way (not a lead) before
    that hand's turn: it has not played to the trick and is not next to play."""
    if not trick or next_seat is None or seat is next_seat:
        return False
    if seat not in (declarer, declarer.partner):
        return False
    return all(played.seat is not seat for played in trick)


def stands(hand: Iterable[Card], trick: Sequence[PlayedCard], card: Card) -> bool:
    """57C3's "if legal", 54B2's "except to correct a revoke": the card stands unless the
    hand holds the suit led and `card` is of another suit."""
    return not is_revoke(hand, trick, card)
