"""Robots and practice (docs/contract.md "Robots, practice and live tables"): why a robot
chose its call or card, and a new board to practise a board's deal against robots."""

from typing import Annotated, Any

from fastapi import Query
from pydantic import BaseModel, Field, StrictInt

from api.auth import CurrentActor, ServicesDep
from api.command_routes import command_route
from api.replies import in_worker, view_for
from api.request_checks import resource_router
from api.schemas import Command
from domain.board.robot_partner_wait import RobotsGoOn
from domain.board.view import BoardPublic

router = resource_router(prefix="/boards", tags=["robots"])


class RobotCandidate(BaseModel):
    card: str
    tricks: float


class RobotCallCandidate(BaseModel):
    call: str
    contract: str = Field(description="The contract it leads to if the others pass.")
    imps: float = Field(description="Average IMPs for its side against the system's call.")


class RobotOptionCandidate(BaseModel):
    option: str = Field(description="An option a Law gave the robot after an irregularity.")
    tricks: float = Field(description="Its side's average tricks in the position it leaves.")


class RobotReasons(BaseModel):
    seat: str
    action: str = Field(
        description="The call, the card, 'claim', 'agree' or 'dispute', or the option taken "
        "after an opponent's irregularity ('accept the lead', 'refuse the insufficient bid')."
    )
    basis: str = Field(description="The rule or principle of a call; how a card was found.")
    samples: int = Field(
        description="The deals sampled for a card or for a call that places the contract."
    )
    candidates: list[RobotCandidate | RobotCallCandidate | RobotOptionCandidate] = Field(
        description="Each card it could play, best first: its side's average tricks; or "
        "each call weighed, the system's first: its average IMPs against that call; or "
        "each option a Law gave it, in the Law's order: its side's average tricks."
    )


class RobotReasonsAtStep(RobotReasons):
    step: int = Field(description="The step of the event the robot's action recorded first.")


class RobotsContinue(Command):
    def command(self, board_id: str) -> RobotsGoOn:
        """ "Robots, go on": the robot partner waiting for its person partner's Law 25A
        window (the board view's `robots_wait`) calls, and the robots act until a person's
        turn. A player at the board or its director; 409 when no robot waits (the board
        moved on: the person changed his call, or another request let the robot call)."""
        return self._build(RobotsGoOn, board_id)


class PracticeCreate(Command):
    step: StrictInt = Field(ge=0, description="Replay the board's play up to this step.")
    seat: str = Field(min_length=1, max_length=8, description="The requester's seat: N, E, S, W.")


@router.get("/{board_id}/robot-reasons", response_model=RobotReasons)
async def robot_reasons(
    board_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    step: Annotated[int, Query(ge=0, description="The step at which the robot acted")],
) -> dict[str, Any]:
    """Why the robot chose the call or card of that step (for those who may see every
    hand): recorded when it acted, so asking twice gives the same answer."""
    return await in_worker(lambda: services.app.robot_reasons(actor, board_id, step))


@router.get("/{board_id}/robot-reasons/steps", response_model=list[RobotReasonsAtStep])
async def robot_reasons_by_step(
    board_id: str, actor: CurrentActor, services: ServicesDep
) -> list[dict[str, Any]]:
    """Every step at which a robot acted, with why, oldest first (for those who may see
    every hand): a replay shows them beside each robot's action without asking step by step."""
    return await in_worker(lambda: services.app.robot_reasons_by_step(actor, board_id))


@router.post("/{board_id}/practice", status_code=201, response_model=BoardPublic)
async def practice(
    board_id: str, body: PracticeCreate, actor: CurrentActor, services: ServicesDep
) -> BoardPublic:
    """A new board: this board's deal, dealer and vulnerability, its play up to `step`
    replayed, the requester in `seat` and robots in the other three seats."""

    def create() -> BoardPublic:
        board = services.app.practice(actor, board_id, body.step, body.seat, body.expected_version)
        return view_for(board, actor)

    return await in_worker(create)


command_route(
    router, "/{board_id}/robots/continue", RobotsContinue.command, name="robots_continue",
    body_optional=True,
)  # fmt: skip
