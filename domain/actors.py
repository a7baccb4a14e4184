"""Who is asking: a user name and a role."""

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


def same_user(first: str, second: str) -> bool:
    """User names are told apart without regard to case (see `user_id_for`)."""
    return first.lower() == second.lower()


ROBOT_NAME = "robot"
"""The holder of a seat that no user holds: a robot calls and plays it (docs/contract.md
"Robots, practice and live tables"). Reserved: no user may take the name."""

ROBOT = Actor(ROBOT_NAME, Role.PLAYER)
