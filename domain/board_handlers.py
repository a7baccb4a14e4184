"""One handler per board command: reads the command's text fields into rule values and
calls the function of its family over the board (domain/board_play.py, board_claims.py,
...), which decides and records the events (docs/design.md 4, 5).

A new command is a class in domain/commands.py, a function here registered with
`@handles`, a line in its router and its test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from domain import (
    board_auction_irregularities,
    board_claims,
    board_leads,
    board_play,
    board_revokes,
    board_rulings,
)
from domain.actors import Actor
from domain.board import Board
from domain.commands import (
    AgreeToClaim,
    BoardCommand,
    CloseBoard,
    CorrectRevoke,
    DecideAuctionIrregularity,
    DecideLeadOutOfTurn,
    DecidePrematurePlay,
    DisputeClaim,
    DrawAttentionToRevoke,
    ExposeCardsInAuction,
    MakeCall,
    MakeClaim,
    MakeRuling,
    NameDirector,
    PlayCard,
    RedoLastUndone,
    RestrictLead,
    RuleOnClaim,
    TakeBackCard,
    UndoLastAction,
    WithdrawClaim,
)
from domain.limits import MAX_EXPLANATION, MAX_REASON, MAX_STATEMENT, check_text
from domain.policy import check_director_holds_no_seat, require_may_name_director
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation

RegisteredName = Callable[[str], "str | None"]
"""A user's name as registered, or None for no such user."""

Command = TypeVar("Command", bound=BoardCommand)
Handler = Callable[[Board, Actor, Command, RegisteredName], None]

_HANDLERS: dict[type[BoardCommand], Handler[Any]] = {}


def handles(command_class: type[Command]) -> Callable[[Handler[Command]], Handler[Command]]:
    def register(handler: Handler[Command]) -> Handler[Command]:
        _HANDLERS[command_class] = handler
        return handler

    return register


def handler_for(command: BoardCommand) -> Handler[Any]:
    try:
        return _HANDLERS[type(command)]
    except KeyError:
        raise TypeError(f"no handler for {type(command).__name__}") from None


# ---- the auction and the play ------------------------------------------------------------
@handles(MakeCall)
def make_call(board: Board, actor: Actor, command: MakeCall, _: RegisteredName) -> None:
    seat = Seat.parse(command.seat)
    board_play.make_call(board, actor, seat, command.call, command.alert, command.explanation)


@handles(PlayCard)
def play_card(board: Board, actor: Actor, command: PlayCard, _: RegisteredName) -> None:
    board_play.play_card(board, actor, Seat.parse(command.seat), command.card)


@handles(UndoLastAction)
def undo(board: Board, actor: Actor, command: UndoLastAction, _: RegisteredName) -> None:
    board_play.undo(board, actor, check_text(command.reason, "reason", MAX_REASON))


@handles(RedoLastUndone)
def redo(board: Board, actor: Actor, command: RedoLastUndone, _: RegisteredName) -> None:
    board_play.redo(board, actor, check_text(command.reason, "reason", MAX_REASON))


# ---- claims ----------------------------------------------------------------------------
@handles(MakeClaim)
def make_claim(board: Board, actor: Actor, command: MakeClaim, _: RegisteredName) -> None:
    statement = check_text(command.statement, "statement", MAX_STATEMENT)
    seat = Seat.parse(command.seat)
    board_claims.make_claim(board, actor, seat, command.tricks, statement, command.concede)


@handles(AgreeToClaim)
def agree_to_claim(board: Board, actor: Actor, command: AgreeToClaim, _: RegisteredName) -> None:
    board_claims.respond_to_claim(board, actor, Seat.parse(command.seat), True)


@handles(DisputeClaim)
def dispute_claim(board: Board, actor: Actor, command: DisputeClaim, _: RegisteredName) -> None:
    board_claims.respond_to_claim(board, actor, Seat.parse(command.seat), False)


@handles(WithdrawClaim)
def withdraw_claim(board: Board, actor: Actor, command: WithdrawClaim, _: RegisteredName) -> None:
    board_claims.withdraw_claim(board, actor, Seat.parse(command.seat))


@handles(RuleOnClaim)
def rule_on_claim(board: Board, actor: Actor, command: RuleOnClaim, _: RegisteredName) -> None:
    explanation = check_text(command.explanation, "explanation", MAX_EXPLANATION)
    board_claims.rule_on_claim(board, actor, command.tricks, explanation)


# ---- irregularities, rulings and the director -----------------------------------------
@handles(DrawAttentionToRevoke)
def draw_attention_to_revoke(
    board: Board, actor: Actor, command: DrawAttentionToRevoke, _: RegisteredName
) -> None:
    by = Seat.parse(command.by) if command.by is not None else None
    board_revokes.raise_revoke(board, actor, Seat.parse(command.seat), command.trick, by)


@handles(CorrectRevoke)
def correct_revoke(board: Board, actor: Actor, command: CorrectRevoke, _: RegisteredName) -> None:
    board_revokes.correct_revoke(board, actor, command.number, command.card)


@handles(TakeBackCard)
def take_back_card(board: Board, actor: Actor, command: TakeBackCard, _: RegisteredName) -> None:
    board_revokes.withdraw_card(board, actor, command.number, Seat.parse(command.seat))


@handles(CloseBoard)
def close_board(board: Board, actor: Actor, _command: CloseBoard, _: RegisteredName) -> None:
    board_rulings.close(board, actor)


@handles(MakeRuling)
def make_ruling(board: Board, actor: Actor, command: MakeRuling, _: RegisteredName) -> None:
    if command.kind == "comparable_call":
        board_auction_irregularities.rule_comparable_call(
            board, actor, command.law, command.comparable, command.explanation
        )
        return
    if command.kind == "artificial_score":
        board_rulings.award_artificial_score(
            board, actor, command.law, command.grades, command.explanation
        )
        return
    board_rulings.make_ruling(
        board,
        actor,
        command.law,
        command.kind,
        command.explanation,
        tricks=command.tricks,
        to=command.to,
        ns=command.ns,
        ew=command.ew,
        concerns=command.concerns,
        amends=command.amends,
    )


@handles(DecideLeadOutOfTurn)
def decide_lead(
    board: Board, actor: Actor, command: DecideLeadOutOfTurn, _: RegisteredName
) -> None:
    board_leads.decide_lead(board, actor, command.decision)


@handles(DecideAuctionIrregularity)
def decide_auction_irregularity(
    board: Board, actor: Actor, command: DecideAuctionIrregularity, _: RegisteredName
) -> None:
    board_auction_irregularities.decide_auction_irregularity(board, actor, command.decision)


@handles(ExposeCardsInAuction)
def expose_cards(
    board: Board, actor: Actor, command: ExposeCardsInAuction, _: RegisteredName
) -> None:
    cards = [Card.parse(card) for card in command.cards]
    board_auction_irregularities.expose_in_auction(board, actor, Seat.parse(command.seat), cards)


@handles(DecidePrematurePlay)
def decide_premature_play(
    board: Board, actor: Actor, command: DecidePrematurePlay, _: RegisteredName
) -> None:
    board_leads.decide_premature_play(board, actor, command.choice, command.suit)


@handles(RestrictLead)
def restrict_lead(board: Board, actor: Actor, command: RestrictLead, _: RegisteredName) -> None:
    board_leads.restrict_lead(board, actor, command.choice, command.suit)


@handles(NameDirector)
def name_director(
    board: Board, actor: Actor, command: NameDirector, registered_name: RegisteredName
) -> None:
    require_may_name_director(board, actor)  # who may, first: 403 before 422
    named = None if command.director is None else registered_name(command.director)
    if command.director is not None and named is None:
        raise RuleViolation(f"There is no user named '{command.director[:40]}'.")
    check_director_holds_no_seat(board, named)
    board_rulings.name_director(board, actor, named)
