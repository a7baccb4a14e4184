"""A call recorded in the auction (docs/design.md 4.2): the command and the event every
call of the board ends as, whether made in turn, accepted after an irregularity, or made
for a player by the Laws; `record_call` is how every family records one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import SEATS, ActionRecord, CallRecord, action_dict
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.handling import BoardCommand
from domain.rules.auction import Auction
from domain.rules.calls import MadeCall
from domain.rules.table import CallAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class MakeCall(BoardCommand):
    """A call at the auction by the seat whose turn it is, alerted and explained by
    the caller's side if it wishes (Laws 20F, 40B)."""

    seat: str
    call: str
    alert: bool = False
    explanation: str | None = None


class CallMade(BoardEvent, ChangesThePlay):
    # Version 2 records the caller's alert and explanation (Laws 20F, 40B).
    class_version = 2

    seat: str
    call: str
    actor: str
    contract: str | None  # set by the call that ends the auction; "Pass" if passed out
    declarer: str | None
    alert: bool
    explanation: str | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        """Version 1 calls could not be alerted or explained."""
        state["alert"] = False
        state["explanation"] = None

    def apply(self, board: Board) -> None:
        board.auction = board.auction.after_call(SEATS[self.seat])
        board.follow(self.play_change())
        board.undone = ()

    def play_change(self) -> PlayChange:
        called: CallRecord = {
            "kind": "call",
            "seat": self.seat,
            "call": self.call,
            "contract": self.contract,
            "declarer": self.declarer,
        }
        if self.alert or self.explanation is not None:  # as action_dict records a call
            called["alert"] = self.alert
            called["explanation"] = self.explanation
        return PlayChange(added=(called,))


class PassesCancelled(BoardEvent, ChangesThePlay):
    """Law 17D3: the auction would have ended on three passes, one of them out of
    rotation, and `seat` never called at his turn: the passes made after it are cancelled
    and the auction reverts to him."""

    seat: str
    law: str
    passes: list[ActionRecord]  # the passes cancelled, in the order they were made
    at: int  # where they began in the effective play

    def apply(self, board: Board) -> None:
        board.follow(self.play_change())
        board.undone = ()

    def play_change(self) -> PlayChange:
        return PlayChange(removed=tuple(self.passes), at=self.at)


def record_call(board: Board, actor: Actor, made: MadeCall, after: Auction) -> None:
    """`made` recorded, `after` being the auction with it: when it ends the auction, the
    contract and declarer the rules derive are recorded with it; when it would end it
    with a player passed over (Law 17D3), the passes after his turn are cancelled."""
    deprived = after.deprived()
    if deprived is not None and not _the_last_calls(board, len(after.calls) - deprived[1] - 1):
        deprived = None  # the effective play does not end with those passes: no revert
    contract = None if deprived else after.contract()
    passed_out = after.is_passed_out and deprived is None
    board.trigger_event(
        CallMade,
        seat=made.seat.value,
        call=str(made.call),
        actor=actor.name,
        contract="Pass" if passed_out else (contract.text if contract else None),
        declarer=contract.declarer.value if contract else None,
        alert=made.alert,
        explanation=made.explanation,
    )
    if deprived is not None:
        seat, first = deprived
        cancelled = len(after.calls) - first
        at = len(board.actions) - cancelled
        board.trigger_event(
            PassesCancelled,
            seat=seat.value,
            law="17D3",
            passes=[action_dict(action) for action in board.actions[at:]],
            at=at,
        )


def _the_last_calls(board: Board, count: int) -> bool:
    """Whether the effective play's last `count` actions are calls (the passes 17D3
    cancels, but for the one being recorded)."""
    last = board.actions[len(board.actions) - count :] if count else ()
    return len(last) == count and all(isinstance(action, CallAction) for action in last)
