"""Who is asking: a user (a name and a role), or the server's own robot."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.rules.errors import RuleViolation


class Role(StrEnum):
    PLAYER = "player"
    DIRECTOR = "director"
    ADMIN = "admin"

    @classmethod
    def parse(cls, text: object) -> Role:
        for role in cls:
            if isinstance(text, str) and text.strip().lower() == role.value:
                return role
        raise RuleViolation(f"'{text}' is not a role; use player, director or admin.")


@dataclass(frozen=True)
class Actor:
    name: str
    role: Role

    @property
    def is_admin(self) -> bool:
        return self.role is Role.ADMIN

    @property
    def is_robot(self) -> bool:
        """Whether this is `ROBOT`, the server's own robot: never a user, whatever the
        user's name (an Actor made from a name, as a request's token gives it, is not)."""
        return False


def same_user(first: str, second: str) -> bool:
    """User names are told apart without regard to case (see `user_id_for`)."""
    return first.lower() == second.lower()


ROBOT_NAME = "robot"
"""The holder of a seat that no user holds: a robot calls and plays it (docs/contract.md
"Robots, practice and live tables"). Reserved: no user may take the name."""


@dataclass(frozen=True)
class _Robot(Actor):
    """The robot actor's own class, so that no name makes one: a store from before 0.26.0
    may hold a user named `robot` (any case), and `Actor("robot", ...)` is that user, who
    holds no robot's seat (issue 34). Dataclass equality compares classes too, so she is
    never equal to `ROBOT` either."""

    @property
    def is_robot(self) -> bool:
        return True


ROBOT: Actor = _Robot(ROBOT_NAME, Role.PLAYER)
"""The robot that calls and plays the seats held by `ROBOT_NAME`: only the server's robot
driver acts as it (domain/robots.py, api/robot_*.py)."""


# ---- who holds a seat: the one rule, read by domain/policy.py and every seat's command ----
def is_robot_holder(holder: str | None) -> bool:
    """Whether a seat's recorded holder is a robot. Only the exact `ROBOT_NAME` is: a seat
    given as `robot` in any case is recorded so (domain/board/new_board.py). A user's seat
    is recorded under her registered name, and one `Robot` (a store from before 0.26.0)
    placed there unmapped (a board made without `seats`) stays hers."""
    return holder == ROBOT_NAME


def holds_as(actor: Actor, holder: str | None) -> bool:
    """Whether `actor` is the holder a seat records: the robot holds the robots' seats and
    no other; a user holds the seats recorded under her name, never a robot's, even if her
    name (from a store before 0.26.0) is `robot`. A seat with no holder is nobody's."""
    if holder is None:
        return False
    if is_robot_holder(holder):
        return actor.is_robot
    return not actor.is_robot and holder == actor.name


def is_user(actor: Actor, name: str | None) -> bool:
    """Whether `actor` is the user `name` records (a board's director or creator): the
    robot is no user, so a user named `robot` directing a board lends it nothing."""
    return name is not None and not actor.is_robot and actor.name == name


def holder_actor(holder: str) -> Actor:
    """Who acts for a seat's recorded holder when the service plays for him (a card
    declarer named early, a designation's intended card): the robot for a robot's seat."""
    return ROBOT if is_robot_holder(holder) else Actor(holder, Role.PLAYER)


def has_robots_name(name: str) -> bool:
    """Whether a user's name is the robots' in some case (a store from before 0.26.0): a
    seat given to that name is a robot's (domain/board/new_board.py), so she cannot be
    seated by name."""
    return same_user(name, ROBOT_NAME)


def robot_named_user(name: str) -> str:
    """The sentence refusing a seat to a user whose name is the robots'."""
    return (
        f"The user {name} has the robots' name, taken before 0.26.0 kept it for them: a "
        f"seat given to '{name}' is a robot's, so that user cannot hold one here."
    )
