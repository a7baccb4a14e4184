"""The double-dummy line of a replay step (`GET /boards/{id}/replay?step=N&analysis=dd`,
docs/contract.md "Robots, practice and live tables"): declarer's tricks with best play
from the step, and what the step's card cost its side, by DDS (api/double_dummy.py)."""

from __future__ import annotations

from typing import Any

from api.double_dummy import DdsSolver
from domain.actors import Actor
from domain.application import BridgeLedger
from domain.policy import require_every_hand_visible
from domain.rules.double_dummy import double_dummy_step


def double_dummy_line(
    app: BridgeLedger, actor: Actor, board_id: str, step: int
) -> dict[str, Any] | None:
    """The `dd` member of the replay's answer: None before there is a contract. Only for
    whoever may see every hand (the line tells what the hidden hands hold)."""
    now, then = app.board_at(actor, board_id, step)
    require_every_hand_visible(now, actor, "The double-dummy line shows")
    before = app.board_at(actor, board_id, step - 1)[1] if step > 0 else None
    found = double_dummy_step(before.state if before else None, then.state, DdsSolver())
    if found is None:
        return None
    cost = found.cost
    return {
        "declarer_tricks": found.declarer_tricks,
        "cost": None
        if cost is None
        else {"card": str(cost.card.card), "seat": cost.card.seat.value, "tricks": cost.tricks},
    }
