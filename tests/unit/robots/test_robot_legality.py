"""A robot plays only what the board allows (api/robot_mind.py): the Laws' duties the board
records decide its candidates, and under a policy that lets revokes happen it never
revokes.

Law 50D1 (2017): "A major penalty card must be played at the first legal opportunity,
whether in leading, following suit, discarding or trumping."

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
West is the robot.
"""

from __future__ import annotations

from api.robot_mind import LibraryRobotMind
from domain.actors import ROBOT
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.legal import legal_moves
from domain.board.play import PlayCard
from domain.board.revokes.exposed_in_play import ExposeCardsInPlay
from domain.rules.cards import Card, Seat
from tests.unit.board.support import SEATS, act, bid, new_board, play

MIND = LibraryRobotMind(samples=2)


def robot_in_the_west(policy: str) -> Board:
    board = new_board(revoke_policy=policy, seats={**SEATS, "W": "robot"})
    bid(board, "1S P 4S")
    act(board, ROBOT, MakeCall, seat="W", call="Pass")
    bid(board, "P P")
    play(board, "DK D6")
    return board


def test_a_major_penalty_card_is_the_robots_card_at_the_first_legal_opportunity() -> None:
    board = robot_in_the_west("detect")
    act(board, ROBOT, ExposeCardsInPlay, seat="W", cards=("H3",), inadvertent=False)
    assert [str(p.card) for p in board.penalty_cards] == ["H3"]
    # West must follow diamonds now: the penalty card waits (D3 or D2 only)
    move = MIND.decide(board, None, seed=1)
    assert move is not None and isinstance(move.command, PlayCard)
    assert move.command.card in ("D3", "D2")
    act(board, ROBOT, PlayCard, seat="W", card=move.command.card)
    play(board, "DA H6 H2 H4")  # North wins and leads a heart: West may follow with the H3
    assert board.state.next_seat is Seat.W
    assert "H3" in legal_moves(board, ROBOT).cards  # detect offers the others too
    move = MIND.decide(board, None, seed=2)
    assert move is not None and isinstance(move.command, PlayCard)
    assert move.command.card == "H3"
    assert move.reasons["basis"] == "the only card it may play"


def test_the_robot_never_revokes_when_the_policy_would_let_it() -> None:
    board = robot_in_the_west("detect")
    offered = legal_moves(board, ROBOT).cards
    assert set(offered) > {"D3", "D2"}  # under detect a revoke is offered too
    for seed in range(3):
        move = MIND.decide(board, None, seed=seed)
        assert move is not None and isinstance(move.command, PlayCard)
        assert Card.parse(move.command.card).suit.value == "D"
