"""The two sides of a table (docs/design.md 3): North-South and East-West."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal


class Side(StrEnum):
    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS

    @classmethod
    def parse(cls, text: object) -> Side | None:
        """The side `text` names, or None when it names none."""
        return _SIDES.get(text) if isinstance(text, str) else None


_SIDES = {side.value: side for side in Side}

SideName = Literal["NS", "EW"]  # a side in a request or response schema
