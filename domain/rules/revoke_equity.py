"""Beyond the peers: what an established revoke cost, double dummy (Law 64C).

The position just before the revoke card, with that card replaced by each card the
offender could legally have played, is solved double dummy; the director sees declarer's
tricks after each, and the likely result without the revoke (the offender's side choosing
the best of them for itself). Pure: the solver is supplied by the caller.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.double_dummy import DoubleDummyPosition, DoubleDummySolver
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from domain.rules.table import TableState


@dataclass(frozen=True)
class Alternative:
    card: Card
    declarer_tricks: int  # at the end of play, double dummy from the revoke on


@dataclass(frozen=True)
class RevokeEquity:
    seat: Seat
    alternatives: tuple[Alternative, ...]

    def without_revoke(self, declarer: Seat) -> int:
        """Declarer's likely tricks had the offender followed suit: the offending side
        picks the alternative best for it."""
        tricks = [a.declarer_tricks for a in self.alternatives]
        return max(tricks) if self.seat.side == declarer.side else min(tricks)


def revoke_equity(
    before: TableState, seat: Seat, revoke_card: Card, solver: DoubleDummySolver
) -> RevokeEquity:
    """`before` is the table just before `seat` played `revoke_card`."""
    assert before.contract is not None
    declarer_side = before.contract.declarer.side
    trump = before.contract.strain.trump
    trick = before.open_trick()
    hand = before.hand(seat)
    choices = sorted(
        (c for c in legal_cards(hand, trick) if c != revoke_card), key=lambda c: str(c)
    )
    alternatives = []
    for card in choices:
        played = (*trick, PlayedCard(seat, card))
        hands = {s: frozenset(before.hand(s)) for s in SEAT_ORDER}
        hands[seat] = hands[seat] - {card}
        won = before.won[declarer_side]
        if len(played) == 4:
            winner = trick_winner(list(played), trump)
            won += 1 if winner.side == declarer_side else 0
            if not hands[winner]:
                alternatives.append(Alternative(card, won))
                continue
            position = DoubleDummyPosition(hands, trump, winner)
        else:
            position = DoubleDummyPosition(hands, trump, played[0].seat, played)
        alternatives.append(Alternative(card, won + solver.max_tricks(position, declarer_side)))
    return RevokeEquity(seat, tuple(alternatives))
