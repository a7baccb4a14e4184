"""A robot declarer's options at Law 51B2 (api/robot_decisions.py `options`): with a
defender's penalty cards in two suits, forbidding both is among them (Law 51B2(b), 2017:
"declarer may prohibit the defender's partner from leading one or more of such suits"),
and the board's own handler runs it."""

from __future__ import annotations

from copy import deepcopy

from api.robot_decisions import _anyone, describe, options
from domain.board.auction_irregularities.exposed import ExposeCardsInAuction
from domain.board.handling import run
from domain.board.lead_restrictions import RestrictLead
from domain.rules.cards import Seat
from tests.unit.board.support import ALICE, TD, act, bid, new_board


def test_forbidding_both_suits_of_the_penalty_cards_is_a_robot_declarers_option() -> None:
    board = new_board(revoke_policy="detect")  # options() reads the board, whoever sits
    bid(board, "1S P")
    act(board, TD, ExposeCardsInAuction, seat=Seat.W, cards=["D3", "H3"])
    bid(board, "4S P P P")
    offered = [c for c in options(board) if isinstance(c, RestrictLead) and c.suits]
    assert [describe(c) for c in offered] == ["forbid H and D"]
    attempt = deepcopy(board)
    run(attempt, ALICE, offered[0], _anyone)  # North declares
    assert attempt.penalty_cards == ()
    restriction = attempt.leads.restriction
    assert restriction is not None and [s.value for s in restriction.suits] == ["H", "D"]
