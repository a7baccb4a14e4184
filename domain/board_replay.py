"""How the Board's state follows its effective play: appending an action, rewriting the
play from a position, and the one replay of "the state before position i" (docs/design.md
4, 5). Only the events' `apply` and the rectifications call these."""

from __future__ import annotations

from typing import Any, Self

from domain.board_protocol import BoardLike
from domain.rules.law57_premature_play import PlayDuty
from domain.rules.leads import LeadRestriction
from domain.rules.table import Action, CallAction, CardAction, TableState


class BoardReplay:
    lead_restriction: LeadRestriction | None
    play_duty: PlayDuty | None
    _pending_events: list[Any]

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """The repository copies cached boards for every command. Every attribute holds an
        immutable value (the table state, the play, claims, revokes, rulings) or one that
        is never changed in place (`seats`, `players`), so the copy shares them all."""
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone._pending_events = list(self._pending_events)
        return clone

    def _append(self: BoardLike, action: Action) -> None:
        self.actions = (*self.actions, action)
        self.state = BoardReplay._with(self, self.state, action)
        if not isinstance(action, CardAction):
            return
        if self.play_duty is not None and self.play_duty.seat is action.seat:
            self.play_duty = None  # Law 57A: the option bound this one card
        if self.replayable:
            self.replayable = tuple(p for p in self.replayable if p.seat is not action.seat)
        if self.penalty_cards:
            self.penalty_cards = tuple(
                p for p in self.penalty_cards if (p.seat, p.card) != (action.seat, action.card)
            )
        restriction = self.lead_restriction
        if restriction is not None and (
            (action.position == 1 and restriction.rule == "must")
            or (action.winner is not None and action.winner is not restriction.seat)
        ):
            self.lead_restriction = None  # a forbidden suit stays so while he keeps the lead

    def _with(self: BoardLike, state: TableState, action: Action) -> TableState:
        state = state.with_action(action)
        if (
            self.declarer_override is not None
            and isinstance(action, CallAction)
            and action.contract not in (None, "Pass")
        ):
            state = state.with_declarer(self.declarer_override)
        return state

    def _rewrite(self: BoardLike, at: int, replacement: tuple[Action, ...]) -> None:
        """The effective play from position `at` on becomes `replacement`."""
        self.actions = (*self.actions[:at], *replacement)
        self.state = BoardReplay.state_before(self, len(self.actions))

    def state_before(self: BoardLike, position: int) -> TableState:
        """The table as it was before the action at `position` of the effective play (the
        whole play for `len(actions)`): the one replay every rectification uses."""
        state = TableState.start(self.setup)
        for action in self.actions[:position]:
            state = BoardReplay._with(self, state, action)
        return state
