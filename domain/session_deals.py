"""The deals of a session's boards when they come from a board set (docs/contract.md
"Board sets for the evening"): the set must deal every board the movement plays, once."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.rules.cards import Card, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.leads import check_lead_held
from domain.rules.movements import Movement
from domain.session import Session
from domain.session_commands import SessionDeal


def checked_board_set(
    movement: Movement | None, board_set: Sequence[SessionDeal]
) -> list[dict[str, Any]]:
    """The board set's deals as the event records them: one for each board the movement
    plays, and none other."""
    if not board_set:
        return []
    if movement is None:
        raise RuleViolation("A board set deals a movement's boards: give the movement too.")
    played = {board for each in movement.rounds for table in each.tables for board in table.boards}
    seen: set[int] = set()
    for board in board_set:
        if board.board_number in seen:
            raise RuleViolation(f"The board set holds board {board.board_number} twice.")
        if board.board_number not in played:
            raise RuleViolation(
                f"The movement plays no board {board.board_number}: leave it out of the board set."
            )
        Deal.parse_pbn(board.deal)
        seen.add(board.board_number)
    missing = sorted(played - seen)
    if missing:
        raise RuleViolation(
            f"The board set has no board {missing[0]}, which the movement plays; a set "
            f"covers boards 1 to {max(played)}."
        )
    return [
        {"board_number": b.board_number, "board_id": b.board_id, "deal": b.deal}
        for b in sorted(board_set, key=lambda b: b.board_number)
    ]


def checked_file_deals(deals: Sequence[SessionDeal]) -> list[dict[str, Any]]:
    """The deals of a file's boards as the event records them: one a board number."""
    numbers = [deal.board_number for deal in deals]
    if len(set(numbers)) != len(numbers):
        raise RuleViolation("A session keeps one deal a board number.")
    for deal in deals:
        Deal.parse_pbn(deal.deal)
    return [
        {"board_number": d.board_number, "board_id": d.board_id, "deal": d.deal}
        for d in sorted(deals, key=lambda d: d.board_number)
    ]


def check_lead_in_set(
    session: Session, board_number: int, pairs: tuple[str, str], declarer: str, lead: str
) -> None:
    """A table's opening lead must be a card of the opening leader's hand when the board
    comes from the session's board set (Law 41A); nothing to check without one, nor for
    a table (`pairs`: NS, EW) the director found played a changed form of a fouled board
    (Law 87A: "a card (or more than one) was displaced in the board"): its cards were not
    the set's."""
    dealt = session.board_set.get(board_number)
    if dealt is not None and session.form_of(board_number, *pairs) == 0:
        deal = Deal.parse_pbn(dealt.deal)
        check_lead_held(deal, Seat(declarer), Card.parse(lead), dealt.board_number)
