"""Movements: who plays which boards against whom at each table in each round of a club
evening (docs/contract.md "A club evening"). Pure rules; a session records the schedule a
movement gives when it is created, so a later change here never moves a past evening.

- Mitchell: North-South pairs 1..T stay at their tables; East-West pairs T+1..2T move up
  one table a round and the boards down one. With an odd number of tables every
  East-West pair meets every North-South pair and every set of boards once in T rounds.
  With an even number of tables the plain move brings East-West back to boards they have
  played at the halfway point, so clubs either skip (East-West jump one table after half
  the rounds; one North-South pair is then not met, so at most T-1 rounds), or share and
  relay (a bye stand between tables T/2 and T/2+1 holds a set, table T shares table 1's
  boards, and the boards pass through the bye stand: all T rounds). Rounds named in
  `arrow_switch` swap the directions at every table (for a one-winner Mitchell).
- Howell for 2 to 8 tables: 2T pairs, 2T-1 rounds and sets of boards; by the circle
  method (pair 2T stationary at table 1, the others turning round the circle), each pair
  meets every other pair once, and a board offset per table makes each pair play every
  set once.
- Teams of four: two rooms a match (tables 2m-1 and 2m); the home team sits North-South
  in the first room and East-West in the second; both rooms play the round's boards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal, get_args

from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.errors import RuleViolation

MovementKind = Literal["mitchell", "howell", "teams"]
MOVEMENT_KINDS: tuple[str, ...] = get_args(MovementKind)
MAX_MITCHELL_TABLES = 30
MAX_HOWELL_TABLES = 8
MAX_TEAMS_TABLES = 30
MAX_BOARDS_PER_ROUND = 8


@dataclass(frozen=True)
class TableRound:
    """What one table plays in one round: its pairs (None for a pair that is missing) and
    its boards."""

    table: int
    ns: str | None
    ew: str | None
    boards: tuple[int, ...]


@dataclass(frozen=True)
class Round:
    number: int
    tables: tuple[TableRound, ...]


@dataclass(frozen=True)
class Movement:
    kind: str
    tables: int
    boards_per_round: int
    rounds: tuple[Round, ...]

    def table_round(self, table: int, round_number: int) -> TableRound | None:
        for each in self.rounds:
            if each.number == round_number:
                return next((t for t in each.tables if t.table == table), None)
        return None

    def place(self, board: int, ns: str, ew: str) -> tuple[int, TableRound] | None:
        """The round and table where the movement has `ns` play `board` against `ew`."""
        for each in self.rounds:
            for table in each.tables:
                if board in table.boards and (table.ns, table.ew) == (ns, ew):
                    return each.number, table
        return None

    @property
    def pairs(self) -> tuple[str, ...]:
        """Every pair the movement seats, in number order."""
        seated = {
            pair
            for each in self.rounds
            for table in each.tables
            for pair in (table.ns, table.ew)
            if pair is not None
        }
        return tuple(sorted(seated, key=int))


def make_movement(
    kind: str,
    tables: int,
    rounds: int,
    boards_per_round: int,
    arrow_switch: Sequence[int] = (),
    pairs: int | None = None,
) -> Movement:
    """The movement of `kind` for that many tables, rounds and boards a round; a movement
    that cannot be made is a RuleViolation saying why. With one pair fewer than the
    tables seat (`pairs` = 2T-1, a half table), the pair that does not come is a
    stationary one, as clubs arrange it: a Mitchell's North-South pair T, a Howell's
    pair 2T; its opponents sit out each round (the table's entry has that pair null)."""
    if kind not in MOVEMENT_KINDS:
        raise RuleViolation("A movement is a mitchell, a howell or teams.")
    if not 1 <= boards_per_round <= MAX_BOARDS_PER_ROUND:
        raise RuleViolation(f"A round has 1 to {MAX_BOARDS_PER_ROUND} boards.")
    if rounds < 1:
        raise RuleViolation("A movement has at least one round.")
    if arrow_switch and kind != "mitchell":
        raise RuleViolation("Only a Mitchell switches arrows.")
    if any(not 1 <= r <= rounds for r in arrow_switch):
        raise RuleViolation(f"An arrow-switch round is one of the rounds 1 to {rounds}.")
    repeated = sorted({r for r in arrow_switch if list(arrow_switch).count(r) > 1})
    if repeated:
        raise RuleViolation(f"Round {repeated[0]} is named twice among the arrow-switch rounds.")
    absent = _absent_pair(kind, tables, pairs)
    if kind == "mitchell":
        schedule = _mitchell(tables, rounds, set(arrow_switch))
    elif kind == "howell":
        schedule = _howell(tables, rounds)
    else:
        schedule = _teams(tables, rounds)
    built = tuple(
        Round(
            number,
            tuple(
                TableRound(
                    table,
                    None if ns == absent else ns,
                    None if ew == absent else ew,
                    _boards(board_set, boards_per_round),
                )
                for table, ns, ew, board_set in seats
            ),
        )
        for number, seats in enumerate(schedule, 1)
    )
    last = max(board for each in built for table in each.tables for board in table.boards)
    if last > MAX_BOARD_NUMBER:
        raise RuleViolation(f"Board numbers end at {MAX_BOARD_NUMBER}.")
    return Movement(kind, tables, boards_per_round, built)


def _absent_pair(kind: str, tables: int, pairs: int | None) -> str | None:
    if pairs is None or pairs == 2 * tables:
        return None
    if pairs != 2 * tables - 1 or kind == "teams":
        raise RuleViolation(
            f"{tables} tables seat {2 * tables} pairs"
            + (", or one fewer (a half table)." if kind != "teams" else ".")
        )
    return str(tables if kind == "mitchell" else 2 * tables)


# A round's seating: (table, ns, ew, set of boards counted from 0) at each table.
_Seating = list[tuple[int, str | None, str | None, int]]


def _boards(board_set: int, per_round: int) -> tuple[int, ...]:
    first = board_set * per_round + 1
    return tuple(range(first, first + per_round))


def _mitchell(tables: int, rounds: int, switched: set[int]) -> list[_Seating]:
    if not 2 <= tables <= MAX_MITCHELL_TABLES:
        raise RuleViolation(f"A Mitchell has 2 to {MAX_MITCHELL_TABLES} tables.")
    even = tables % 2 == 0
    if rounds > tables:
        raise RuleViolation(f"A Mitchell of {tables} tables has at most {tables} rounds.")
    schedule: list[_Seating] = []
    for r in range(rounds):
        # Skip: past the halfway point East-West move one table further (rounds < tables).
        shift = r + (1 if even and rounds < tables and r >= tables // 2 else 0)
        seating: _Seating = []
        for t in range(tables):
            ns, ew = str(t + 1), str(tables + (t - shift) % tables + 1)
            board_set = (
                (_relay_position(t, tables) + r) % tables
                if even and rounds == tables
                else (t + r) % tables
            )
            if r + 1 in switched:
                ns, ew = ew, ns
            seating.append((t + 1, ns, ew, board_set))
        schedule.append(seating)
    return schedule


def _relay_position(table: int, tables: int) -> int:
    """Where table `table` (from 0) takes its boards in a share-and-relay Mitchell: the
    positions the boards pass through are the tables 1 to T/2, the bye stand, then the
    tables T/2+1 to T-1; the last table shares the first table's boards."""
    if table == tables - 1:
        return 0
    return table if table < tables // 2 else table + 1


def _howell(tables: int, rounds: int) -> list[_Seating]:
    if not 2 <= tables <= MAX_HOWELL_TABLES:
        raise RuleViolation(f"A Howell has 2 to {MAX_HOWELL_TABLES} tables.")
    circle = 2 * tables - 1
    if rounds > circle:
        raise RuleViolation(f"A Howell of {tables} tables has at most {circle} rounds.")
    offsets = howell_board_offsets(tables)
    stationary = str(2 * tables)
    schedule: list[_Seating] = []
    for r in range(rounds):
        seating: _Seating = [(1, stationary, str(r + 1), (r + offsets[0]) % circle)]
        for k in range(1, tables):
            ns, ew = (r + k) % circle + 1, (r - k) % circle + 1
            seating.append((k + 1, str(ns), str(ew), (r + offsets[k]) % circle))
        schedule.append(seating)
    return schedule


@cache
def howell_board_offsets(tables: int) -> tuple[int, ...]:
    """An offset g(k) for each table k (from 0) so that in round r table k plays set
    r + g(k): g(0) with every g(k) + k and g(k) - k (k > 0) cover each of the 2T-1 sets
    once (the sets a circle pair meets as it goes round, so every pair plays every set
    once). Of those, the one with the most different offsets, the first found: for 2, 3 and
    5 tables some tables play the same set in a round, and share it (or the club deals
    copies). A search in a fixed order, so always the same."""
    best: list[tuple[int, ...]] = []

    def extend(chosen: tuple[int, ...], used: frozenset[int]) -> bool:
        circle, k = 2 * tables - 1, len(chosen)
        if k == tables:
            if not best or len(set(chosen)) > len(set(best[0])):
                best[:] = [chosen]
            return len(set(chosen)) == tables  # the best there can be: stop
        for g in range(circle):
            hits = frozenset({(g + k) % circle, (g - k) % circle})
            if len(hits) == 2 and not hits & used and extend((*chosen, g), used | hits):
                return True
        return False

    extend((0,), frozenset({0}))
    return best[0]


def _teams(tables: int, rounds: int) -> list[_Seating]:
    if not 2 <= tables <= MAX_TEAMS_TABLES or tables % 2:
        raise RuleViolation(
            f"Teams of four play in two rooms a match: 2 to {MAX_TEAMS_TABLES} tables, even."
        )
    schedule: list[_Seating] = []
    for r in range(rounds):
        seating: _Seating = []
        for match in range(tables // 2):
            home_ns, away_ew, away_ns, home_ew = (str(4 * match + p) for p in (1, 2, 3, 4))
            seating.append((2 * match + 1, home_ns, away_ew, r))
            seating.append((2 * match + 2, away_ns, home_ew, r))
        schedule.append(seating)
    return schedule


def teams_of(movement: Movement) -> dict[str, tuple[str, str]]:
    """A teams movement's teams: "Home m" and "Away m" for match m (just "Home" and "Away"
    for a single match), each with its two pairs."""
    matches = movement.tables // 2
    teams: dict[str, tuple[str, str]] = {}
    for match in range(matches):
        suffix = "" if matches == 1 else f" {match + 1}"
        teams[f"Home{suffix}"] = (str(4 * match + 1), str(4 * match + 4))
        teams[f"Away{suffix}"] = (str(4 * match + 2), str(4 * match + 3))
    return teams
