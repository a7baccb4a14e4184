"""Law 57D (2017), a defender's card attempted at his right-hand opponent's turn:

    "When a defender attempts to play (not lead) to a trick at his RHO's turn, Law 16 may
    apply. If his card can be legally played to the trick, it must be played at his proper
    turn: otherwise, it becomes a major penalty card."

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
East leads DK; South (dummy) is next, West's right-hand opponent.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.play import PlayCard
from domain.board.premature import PlayedAtRightHandOpponentsTurn
from domain.board.rewind import UndoLastAction
from domain.errors import Conflict
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import ALICE, BOB, DAVE, act, full_view, in_four_spades, play, rebuild


def east_leads_dk(policy: str = "detect") -> Board:
    board = in_four_spades(policy)
    play(board, "DK")
    return board


def test_a_card_that_can_be_legally_played_must_be_played_at_his_turn() -> None:
    """W's D2 follows suit: legal, so it must be played at his proper turn; any other card
    is refused then, and nothing is a penalty card."""
    board = east_leads_dk()
    act(board, DAVE, PlayCard, seat="W", card="D2")
    recorded = [e for e in board.pending_events if isinstance(e, PlayedAtRightHandOpponentsTurn)]
    assert [(e.seat, e.card, e.legal) for e in recorded] == [("W", "D2", True)]
    assert board.state.next_seat is Seat.S and board.penalty_cards == ()
    with pytest.raises(Conflict, match="waits for his turn"):
        act(board, ALICE, UndoLastAction)
    act(board, ALICE, PlayCard, seat="S", card="D6")
    version = board.version
    with pytest.raises(RuleViolation, match="57D"):
        act(board, DAVE, PlayCard, seat="W", card="D3")
    assert board.version == version
    act(board, DAVE, PlayCard, seat="W", card="D2")
    act(board, ALICE, PlayCard, seat="N", card="DA")
    assert [str(p.card) for p in board.state.tricks[0].cards] == ["DK", "D6", "D2", "DA"]
    assert full_view(rebuild(board)) == full_view(board)


def test_a_card_that_cannot_be_legally_played_becomes_a_major_penalty_card() -> None:
    """W's H3 does not follow suit while he holds diamonds: it becomes a major penalty card
    and W plays any legal card at his turn."""
    board = east_leads_dk()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(Seat.W, "H3", "major")]
    play(board, "D6 D3 DA")
    assert board.state.tricks[0].winner is Seat.N
    assert full_view(rebuild(board)) == full_view(board)


def test_under_prevent_it_is_refused_as_before() -> None:
    board = east_leads_dk("prevent")
    with pytest.raises(RuleViolation):
        act(board, DAVE, PlayCard, seat="W", card="D2")
    assert board.premature.held_for_turn is None


def test_a_defender_who_has_played_to_the_trick_has_no_turn_to_come() -> None:
    """57D concerns a defender who plays "at his RHO's turn" a card that "must be played
    at his proper turn": E led DK and has played to the trick, so no proper turn of his is
    to come. A card of his at North's turn is not a 57D attempt: it is refused, and binds
    neither the trick nor his next lead (it once did, and stood against declarer's lead
    restriction when E next led)."""
    board = east_leads_dk()
    play(board, "D6 D2")
    version = board.version
    with pytest.raises(RuleViolation, match="N's turn"):
        act(board, BOB, PlayCard, seat="E", card="D4")
    assert board.version == version and board.premature.held_for_turn is None
