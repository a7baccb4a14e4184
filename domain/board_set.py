"""A set of boards dealt from one seed (POST /board-sets), kept as a record of its own so
that a director can choose it again, e.g. for a session, without copying its boards' ids.
The boards themselves are ordinary ledger boards; this record only names them."""

from __future__ import annotations

from typing import Any

from eventsourcing.domain import Aggregate

from domain.actors import Actor


class BoardSet(Aggregate):
    class Dealt(Aggregate.Created):
        seed: int
        first: int
        count: int
        mode: str
        boards: list[str]  # the ledger boards' ids, board `first` first
        director: str | None  # who directs every board of the set (None: admins alone)
        created_by: str

    def __init__(
        self,
        seed: int,
        first: int,
        count: int,
        mode: str,
        boards: list[str],
        director: str | None,
        created_by: str,
        **_: Any,
    ) -> None:
        self.seed = seed
        self.first = first
        self.count = count
        self.mode = mode
        self.boards = tuple(boards)
        self.director = director
        self.created_by = created_by

    def may_see(self, actor: Actor) -> bool:
        """The seed deals every hand of the set: only those who saw each of its boards whole
        when it was dealt (its director, admins) may see the set."""
        return actor.is_admin or (self.director is not None and actor.name == self.director)
