"""Practice from a board (docs/contract.md "Robots, practice and live tables"): a new board
with the same deal, dealer and vulnerability, the source's effective play up to a step
replayed as its history, the requester in one seat and robots in the other three.

Only one who may see the source board whole may practise it: the new board shows the
requester his seat's hand, and at the end every hand, so it must never show him more
than the source board already does. What is replayed is the effective play (the calls
and cards that stand at that step, alerts and explanations with them); irregularities
and rulings on the way are not, and the new board's policy is `prevent`.
"""

from __future__ import annotations

from domain.actors import ROBOT, ROBOT_NAME, Actor
from domain.board.aggregate import Board
from domain.board.calls import MakeCall
from domain.board.handling import RegisteredName, run
from domain.board.new_board import CreateBoard, create_board
from domain.board.play import PlayCard
from domain.policy import require_every_hand_visible
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CallAction


def check_may_practise(now: Board, actor: Actor, expected_version: int | None) -> None:
    """Who may practise the board `now` (403), then whether the client saw its version
    (409: docs/contract.md, every command body accepts `expected_version`); asked before
    the step and the seat are read, as every command's checks run (403, 409, then 422)."""
    require_every_hand_visible(now, actor, "Practice replays a board's deal, so it needs")
    now.check_version(expected_version)


def practice_board(
    actor: Actor, now: Board, then: Board, seat_text: str, registered_name: RegisteredName
) -> Board:
    """`now` is the source board as it is (who may see what: `check_may_practise` has
    passed), `then` as it was at the step to practise from."""
    seat = Seat.parse(seat_text)
    setup = then.setup
    command = CreateBoard(
        board_number=setup.board_number,
        deal=setup.deal.to_pbn(),
        dealer=setup.dealer.value,
        vulnerability=setup.vulnerability.value,
        seats={s.value: actor.name if s is seat else ROBOT_NAME for s in SEAT_ORDER},
    )
    board = create_board(actor, command, registered_name)
    for action in then.actions:
        holder = board.player_of(action.seat)
        who = actor if holder is seat else ROBOT
        replayed: MakeCall | PlayCard
        if isinstance(action, CallAction):
            replayed = MakeCall(
                board_id=str(board.id),
                seat=action.seat.value,
                call=str(action.call),
                alert=action.alert,
                explanation=action.explanation,
            )
        else:
            replayed = PlayCard(
                board_id=str(board.id), seat=action.seat.value, card=str(action.card)
            )
        try:
            run(board, who, replayed, registered_name)
        except RuleViolation as refused:
            raise RuleViolation(
                f"The board's play up to that step cannot be replayed ({refused})."
            ) from None
    return board
