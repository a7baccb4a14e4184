"""The double-dummy suggestion for an established revoke, with a solver written here."""

from __future__ import annotations

from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import Card, Seat, Suit
from domain.rules.deal import Deal
from domain.rules.double_dummy import DoubleDummyPosition
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from domain.rules.revoke_equity import Alternative, RevokeEquity, revoke_equity
from domain.rules.side import Side
from domain.rules.table import Setup, TableState
from tests.unit.rules.support import REFERENCE_DEAL, play


class BruteForce:
    """An exhaustive double-dummy search: fine for the few cards left in these tests."""

    def max_tricks(self, position: DoubleDummyPosition, side: str) -> int:
        return self._best(
            dict(position.hands), position.trump, position.leader, tuple(position.trick), side
        )

    def _best(
        self,
        hands: dict[Seat, frozenset[Card]],
        trump: Suit | None,
        leader: Seat,
        trick: tuple[PlayedCard, ...],
        side: str,
    ) -> int:
        seat = leader.next(len(trick))
        if not hands[seat]:
            return 0
        results = []
        for card in legal_cards(hands[seat], list(trick)):
            after = {**hands, seat: hands[seat] - {card}}
            played = (*trick, PlayedCard(seat, card))
            if len(played) == 4:
                winner = trick_winner(list(played), trump)
                score = (1 if winner.side == side else 0) + self._best(
                    after, trump, winner, (), side
                )
            else:
                score = self._best(after, trump, leader, played, side)
            results.append(score)
        return max(results) if seat.side == side else min(results)


def before_trick_12_revoke() -> TableState:
    """4S by N on the reference deal; at trick 12 South leads CA and West, holding C9 and
    S3, is to play."""
    state = TableState.start(Setup(1, Seat.N, Vulnerability.NONE, Deal.parse_pbn(REFERENCE_DEAL)))
    for index, word in enumerate(["1S", "P", "4S", "P", "P", "P"]):
        state = state.make_call(Seat.N.next(index), Call.parse(word))
    return play(
        state,
        "D4 DT D2 DA C5 C8 CQ CJ D6 D3 D5 DK D8 DJ CK D9 H4 HT HA HJ C7 CT C3 C6 H2 H7 H3 H6 "
        "S2 S6 ST S5 H9 H5 H8 HQ S4 S8 SQ SJ HK SA S7 SK CA",
    )


def test_the_legal_card_instead_of_the_revoke_is_solved() -> None:
    before = before_trick_12_revoke()
    assert sorted(str(c) for c in before.hand(Seat.W)) == ["C9", "S3"]
    assert before.won[Side.NS] == 7
    equity = revoke_equity(before, Seat.W, Card.parse("S3"), BruteForce())
    # C9: South's CA wins trick 12, and South's S9 beats West's S3 at trick 13
    assert [(str(a.card), a.declarer_tricks) for a in equity.alternatives] == [("C9", 9)]
    assert equity.without_revoke(Seat.N) == 9


def test_the_offending_side_gets_its_best_alternative() -> None:
    alternatives = (Alternative(Card.parse("C9"), 9), Alternative(Card.parse("C4"), 7))
    assert RevokeEquity(Seat.W, alternatives).without_revoke(Seat.N) == 7  # defenders
    assert RevokeEquity(Seat.S, alternatives).without_revoke(Seat.N) == 9  # declarer's side
