"""domain/practice.py `replayed_reasons`: which of the source board's robot reasons explain
an action a practice board replays (issue 34: "a replay of a robot's card shows why it
chose it"), by the practice board's step."""

from __future__ import annotations

from typing import Any

from domain.practice import replayed_reasons
from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.table import Action, CallAction


def made(seat: Seat, call: str) -> CallAction:
    return CallAction(seat, Call.parse(call))


def why(seat: str, action: str) -> dict[str, Any]:
    return {"seat": seat, "action": action, "basis": "b", "samples": 0, "candidates": []}


OPENED = made(Seat.N, "1S")
PASSED = made(Seat.E, "Pass")
OVERCALLED = made(Seat.E, "2C")


def test_the_reasons_of_the_step_that_added_a_standing_action_follow_it() -> None:
    actions_after: list[tuple[Action, ...]] = [(), (OPENED,), (OPENED, PASSED)]
    reasons = {2: why("E", "p")}  # the robot's own spelling of its call
    assert replayed_reasons(reasons, actions_after, {0: 1, 1: 2}) == {2: why("E", "p")}
    # the practice board's steps may differ from the source's
    assert replayed_reasons(reasons, actions_after, {0: 1, 1: 5}) == {5: why("E", "p")}


def test_an_undone_robot_call_keeps_no_reasons_and_the_one_made_again_does() -> None:
    """East (a robot) passed at step 2; North's undo took both calls back (3, 4), North
    opened again (5) and East overcalled (6): the pass's reasons explain nothing replayed."""
    actions_after: list[tuple[Action, ...]] = [
        (), (OPENED,), (OPENED, PASSED), (OPENED,), (), (OPENED,), (OPENED, OVERCALLED),
    ]  # fmt: skip
    reasons = {2: why("E", "Pass"), 6: why("E", "2C")}
    assert replayed_reasons(reasons, actions_after, {0: 1, 1: 2}) == {2: why("E", "2C")}
    # practised from step 2, the pass stood then: its reasons follow it
    assert replayed_reasons(reasons, actions_after[:3], {0: 1, 1: 2}) == {2: why("E", "Pass")}


def test_reasons_that_name_another_action_or_no_call_or_card_explain_nothing() -> None:
    actions_after: list[tuple[Action, ...]] = [(), (OPENED,), (OPENED, PASSED)]
    for wrong in (why("W", "Pass"), why("E", "1NT"), why("E", "accept the lead"), why("E", "")):
        assert replayed_reasons({2: wrong}, actions_after, {0: 1, 1: 2}) == {}
    # a step that added no action (a ruling, a claim), or outside the history
    assert replayed_reasons(
        {1: why("N", "1S"), 9: why("E", "Pass")}, actions_after[:2], {0: 1}
    ) == {1: why("N", "1S")}
    assert replayed_reasons({0: why("N", "1S")}, actions_after, {0: 1, 1: 2}) == {}
    assert replayed_reasons({2: why("E", "Pass")}, [], {}) == {}
