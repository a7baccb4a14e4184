"""Practice from a board (docs/contract.md "Robots, practice and live tables"): a new board
with the same deal, dealer and vulnerability, the source's effective play up to a step
replayed as its history, the requester in one seat and robots in the other three.

Only one who may see the source board whole may practise it: the new board shows the
requester his seat's hand, and at the end every hand, so it must never show him more than
the source board already does. What is replayed is the effective play (the calls and cards
that stand at that step, alerts and explanations with them); irregularities and rulings on
the way are not, and the new board's policy is `prevent`. The Laws' facts the events recorded
beside them and still in force at the step (penalty cards, a lead restriction, the auction's
duties, the revokes raised: domain/board/carried.py) are carried onto the new board in one
event after its replayed play, as the source's events left them, and a revoke card is
recorded as the source recorded it; a step where a fact is in force that the practice board
still would not hold (a decision waited for on an irregular call or card, a revoke nobody
raised: domain/practice_facts.py) is refused, never judged again.
A step at which the replayed play is over (passed out, the thirteenth trick played) leaves
nothing to play and is refused; a step of a board over by a claim is not (the cards played
replay, the claim does not: the play continues from there).

A robot's call or card replayed keeps why the robot chose it: its reasons, recorded at the
source board's step (the samples seeded by that board and step, each candidate's tricks),
are recorded again at the new board's step of the replayed action (`replayed_reasons`), so
the replay of a practice board shows them as the source did.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.actors import ROBOT, ROBOT_NAME, Actor, has_robots_name, robot_named_user
from domain.board.aggregate import Board
from domain.board.calls import MakeCall
from domain.board.carried import FactsCarried, carried_facts, record_revoke_card
from domain.board.handling import RegisteredName, run
from domain.board.new_board import CreateBoard, create_board
from domain.board.play import PlayCard
from domain.policy import every_hand_needed, may_see_every_hand, require_every_hand_visible
from domain.practice_facts import lost_fact, revoke_not_practised
from domain.rules.calls import Call
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Action, CallAction, CardAction, Phase

PRACTICE_NEEDS = "Practice replays a board's deal, so it needs"


def check_may_practise(now: Board, actor: Actor, expected_version: int | None) -> None:
    """Who may practise the board `now` (403), then whether the client saw its version
    (409: docs/contract.md, every command body accepts `expected_version`); asked before
    the step and the seat are read, as every command's checks run (403, 409, then 422)."""
    require_every_hand_visible(now, actor, PRACTICE_NEEDS)
    now.check_version(expected_version)


def practice_board(
    actor: Actor, now: Board, then: Board, seat_text: str, registered_name: RegisteredName
) -> tuple[Board, list[int]]:
    """`now` is the source board as it is (who may see what: `check_may_practise` has
    passed), `then` as it was at the step to practise from. Returns the new board and,
    for each action of `then.actions` replayed, the new board's step that recorded it."""
    seat = Seat.parse(seat_text)
    board, steps = _replayed(actor, then, seat, registered_name)
    carry_facts(then, board)
    refused = (
        lost_fact(then, board) or revoke_not_practised(board) or _over(board) or _dummy(board, seat)
    )
    if refused is not None:
        raise RuleViolation(refused)
    return board, steps


def _replayed(
    actor: Actor, then: Board, seat: Seat, registered_name: RegisteredName
) -> tuple[Board, list[int]]:
    """A new board with `then`'s deal and its effective play replayed, `actor` in `seat`
    and robots in the others; RuleViolation where the play cannot be replayed (an
    irregularity condoned at the source, which a `prevent` board refuses). A revoke card
    is not replayed by the command, which would refuse it, but recorded as it was."""
    setup = then.setup
    if has_robots_name(actor.name):  # the seat given to her by name would be a robot's
        raise RuleViolation(robot_named_user(actor.name))
    command = CreateBoard(
        board_number=setup.board_number,
        deal=setup.deal.to_pbn(),
        dealer=setup.dealer.value,
        vulnerability=setup.vulnerability.value,
        seats={s.value: actor.name if s is seat else ROBOT_NAME for s in SEAT_ORDER},
    )
    board = create_board(actor, command, registered_name)
    steps: list[int] = []
    for action in then.actions:
        holder = board.player_of(action.seat)
        who = actor if holder is seat else ROBOT
        replayed: MakeCall | PlayCard
        if isinstance(action, CardAction) and action.revoke is not None:
            steps.append(board.version)
            record_revoke_card(board, who, action)  # as recorded: a Law 64 fact (0.27.0)
            continue
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
        steps.append(board.version)  # the step of the event this action records
        try:
            run(board, who, replayed, registered_name)
        except RuleViolation as refused:
            why = str(refused).rstrip(".")  # one full stop, after the parenthesis
            raise RuleViolation(
                f"The board's play up to that step cannot be replayed ({why})."
            ) from None
    return board, steps


def practice_refused(now: Board, then: Board, actor: Actor) -> str | None:
    """Why `actor` may not practise the board `now` from the position `then` (the board
    as it was at a step, or `now` itself), in the words POST /practice answers with, or
    None where it would make the board. One rule for the board view (`can_practise`,
    `practice_refused_because`) and the command: the view replays the play on a board
    nobody saves, so it says false exactly where the command refuses (a revoke, a lead
    out of turn accepted, the last trick played)."""
    if not may_see_every_hand(now, actor):
        return every_hand_needed(PRACTICE_NEEDS)
    try:
        board, _ = _replayed(actor, then, Seat.S, lambda name: name)
    except RuleViolation as refused:
        return str(refused)
    carry_facts(then, board)
    return lost_fact(then, board) or revoke_not_practised(board) or _over(board)


def carry_facts(then: Board, board: Board) -> None:
    """Records on `board` (the play of `then` replayed) the Laws' facts `then` holds in
    force beside its calls and cards (domain/board/carried.py), as its events left them;
    nothing when the replay left the same, so a board without them is made as before."""
    fields = carried_facts(then)
    if fields != carried_facts(board):
        step = then.version - 1  # events after the creation, as POST /practice names it
        board.trigger_event(FactsCarried, source=str(then.id), step=step, **fields)


def _over(board: Board) -> str | None:
    """The refusal of a replayed `board` that leaves nothing to play, or None."""
    how = nothing_left_to_play(board)
    if how is None:
        return None
    return f"At that step the board is over ({how}): play again from an earlier step."


def _dummy(board: Board, seat: Seat) -> str | None:
    """The refusal of the dummy's seat once the auction is over: Law 41D, "Declarer plays
    both hands", so the robots would play every card left inside the request that
    makes the board, for a player who never acts (h56i: 4.7 s of a core), which is the
    board of four robots a player is refused (domain/board/new_board.py)."""
    if board.state.dummy is not seat:
        return None
    return (
        f"At that step {seat.value} is dummy, who takes no part in the play: practise from "
        "declarer's seat or a defender's."
    )


def nothing_left_to_play(board: Board) -> str | None:
    """How the effective play of `board` leaves nothing to practise: "passed out", "every
    trick is played", or None. A board over by a claim leaves the claimed tricks to play:
    the replay keeps the cards played, not the claim."""
    state = board.state
    if state.auction.is_passed_out:
        return "passed out"
    if state.phase in (Phase.PLAY, Phase.COMPLETE) and not any(state.hands):
        return "every trick is played"
    return None


def replayed_reasons(
    reasons: Mapping[int, Mapping[str, Any]],
    actions_after: Sequence[tuple[Action, ...]],
    replayed_steps: Mapping[int, int],
) -> dict[int, dict[str, Any]]:
    """The source board's robot reasons that explain a replayed action, by the new board's
    step: `reasons` by the source's step, `actions_after[s]` the source's effective play
    after its step `s` (the last: the step practised from), `replayed_steps[k]` the new
    board's step of the k-th action replayed (a redo on the same board: the redo's step).
    The reasons of step `s` explain the k-th action when step `s` added it (k actions
    before, the same k and it after) and it stands at the step practised from, by the seat
    and with the call or card the reasons name; where a robot acted twice for one place
    (an undo between), the later one stands."""
    if not actions_after:
        return {}
    then = actions_after[-1]
    found: dict[int, dict[str, Any]] = {}
    for step, why in sorted(reasons.items()):
        if not 0 < step < len(actions_after):
            continue
        before, after = actions_after[step - 1], actions_after[step]
        k = len(before)
        if k not in replayed_steps or len(after) != k + 1 or after[:k] != before:
            continue
        if then[: k + 1] != after or not _names(why, after[k]):
            continue
        found[replayed_steps[k]] = dict(why)
    return found


def _names(why: Mapping[str, Any], action: Action) -> bool:
    """Whether a robot's reasons name `action`: its seat, and its call or card."""
    if why.get("seat") != action.seat.value:
        return False
    text = str(why.get("action", ""))
    try:
        if isinstance(action, CallAction):
            return Call.parse(text) == action.call
        return Card.parse(text) == action.card
    except (RuleViolation, ValueError):
        return False  # a claim, an option, an answer: no call or card
