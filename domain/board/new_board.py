"""Creating a board: defaults from the board number, a given or random deal, seats, modes."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from domain.actors import (
    ROBOT_NAME,
    Actor,
    holds_as,
    is_robot_holder,
    robot_named_user,
    same_user,
)
from domain.board.aggregate import Board
from domain.limits import check_visible
from domain.policy import directs_new_board
from domain.rules.board_numbers import (
    Vulnerability,
    check_board_number,
    dealer_for,
    vulnerability_for,
)
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.irregularity_policy import IrregularityPolicy

REVOKE_POLICIES = tuple(policy.value for policy in IrregularityPolicy)
MODES = ("practice", "tournament")
MAX_PLAYER_NAME = 80
MAX_RECORD_TAGS = 64
MAX_RECORD_TAG_VALUE = 1000
_TAG_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,39}$")


@dataclass(frozen=True)
class CreateBoard:
    board_number: int = 1
    deal: str | None = None
    dealer: str | None = None
    vulnerability: str | None = None
    revoke_policy: str = "prevent"
    mode: str = "practice"
    seed: int | None = None
    seats: Mapping[str, str] = field(default_factory=dict)
    # The names of the players of a hand record, who need not be users; an imported board
    # is directed by the one who imports it.
    players: Mapping[str, str] = field(default_factory=dict)
    imported: bool = False
    # The bidding system (a system's id) of each robot seat that does not bid the
    # library's SAYC; the api checks that the creator may use each system.
    systems: Mapping[str, str] = field(default_factory=dict)
    # The other tags of an imported hand record (PBN: Event, Site, Table, Room...), kept to
    # be written back when the board is exported.
    record_tags: Mapping[str, str] = field(default_factory=dict)
    # The board's id when it must be one known in advance (a session's board played at a
    # table: domain/session_table_boards.py); None: a new random one.
    board_id: UUID | None = None


def create_board(
    actor: Actor, command: CreateBoard, registered_name: Callable[[str], str | None]
) -> Board:
    """`registered_name` gives a user's name as registered (names are told apart without
    regard to case), or None for no such user."""
    number = check_board_number(command.board_number)
    dealer = Seat.parse(command.dealer) if command.dealer is not None else dealer_for(number)
    vulnerability = (
        Vulnerability.parse(command.vulnerability)
        if command.vulnerability is not None
        else vulnerability_for(number)
    )
    deal = Deal.parse_pbn(command.deal) if command.deal is not None else Deal.random(command.seed)
    if command.revoke_policy not in REVOKE_POLICIES:
        raise RuleViolation("revoke_policy must be prevent, detect or auto.")
    if command.mode not in MODES:
        raise RuleViolation("mode must be practice or tournament.")
    seats = _seats(actor, command.seats, registered_name)
    _check_systems(command.systems, seats)
    director = actor.name if directs_new_board(actor, seats, command.imported) else None
    if director is None and all(is_robot_holder(name) for name in seats.values()):
        # A robot acts in the request that made it its turn: four bid and play the whole
        # board inside its creation (seconds of a core), which only one who directs the
        # board may watch and practise from; for a player it would be a board he may not
        # read, made by the server's work (h55e).
        raise RuleViolation(
            "Nobody would sit at the board: robots play with people, so give a user a seat "
            "(a director or an admin may make a robots' board to watch)."
        )
    sits = any(holds_as(actor, name) for name in seats.values())
    if director is None and any(map(is_robot_holder, seats.values())) and not sits:
        # The robots' calls up to the first person's turn are made in the request, and a
        # player who holds no seat may not read the board afterwards: the reply would show
        # him an auction that a GET hides.
        raise RuleViolation(
            "Robots play with the board's own players: take a seat yourself, or leave the "
            "robots out (a director or an admin may seat robots at a board he directs)."
        )
    fields: dict[str, Any] = {
        "board_number": number,
        "dealer": dealer.value,
        "vulnerability": vulnerability.value,
        "deal": deal.to_pbn(),
        "seats": {seat.value: name for seat, name in seats.items()},
        "revoke_policy": command.revoke_policy,
        "mode": command.mode,
        "director": director,
        "created_by": actor.name,
        "players": _players(command.players),
        "record_tags": _record_tags(command.record_tags, command.imported),
    }
    if command.board_id is None:
        return Board(**fields)
    board: Board = Board._create(Board.Created, id=command.board_id, **fields)
    return board


def _seats(
    actor: Actor, given: Mapping[str, str], registered_name: Callable[[str], str | None]
) -> dict[Seat, str]:
    if not given:
        if is_robot_holder(actor.name):  # her four seats would be recorded as robots'
            raise RuleViolation(robot_named_user(actor.name))
        return {seat: actor.name for seat in SEAT_ORDER}
    seats: dict[Seat, str] = {}
    for text, name in given.items():
        seat = Seat.parse(text)
        if seat in seats:
            raise RuleViolation(f"The {seat.value} seat is given twice; give each seat once.")
        seats[seat] = name
    missing = [seat.value for seat in SEAT_ORDER if seat not in seats]
    if missing:
        raise RuleViolation(
            f"Every seat needs a holder; {', '.join(missing)} "
            f"{'is' if len(missing) == 1 else 'are'} missing."
        )
    registered: dict[Seat, str] = {}
    for seat, name in seats.items():
        if isinstance(name, str) and same_user(name, ROBOT_NAME):
            registered[seat] = ROBOT_NAME  # no user: a robot holds the seat
            continue
        found = registered_name(name) if isinstance(name, str) else None
        if found is None:
            raise RuleViolation(f"There is no user named '{str(name)[:40]}'.")
        registered[seat] = found
    return registered


def _check_systems(systems: Mapping[str, str], seats: Mapping[Seat, str]) -> None:
    named: set[Seat] = set()
    for text in systems:
        seat = Seat.parse(text)
        if seat in named:
            raise RuleViolation(
                f"'systems' names {seat.value} twice; give each robot seat one system."
            )
        named.add(seat)
        if not is_robot_holder(seats.get(seat)):
            raise RuleViolation(
                f"A bidding system is given for {seat.value}, which no robot holds; "
                "'systems' names the systems of robot seats."
            )


def _players(given: Mapping[str, str]) -> dict[str, str]:
    players: dict[str, str] = {}
    for seat_text, name in given.items():
        seat = Seat.parse(seat_text)
        cleaned = " ".join(str(name).split())
        if not cleaned or len(cleaned) > MAX_PLAYER_NAME or not cleaned.isprintable():
            raise RuleViolation(f"A player's name is 1 to {MAX_PLAYER_NAME} printable characters.")
        check_visible(cleaned, "A player's name")
        players[seat.value] = cleaned
    return players


def _record_tags(given: Mapping[str, str], imported: bool) -> dict[str, str]:
    if given and not imported:
        raise RuleViolation("Only an imported board keeps the tags of its hand record.")
    if len(given) > MAX_RECORD_TAGS:
        raise RuleViolation(f"A hand record keeps at most {MAX_RECORD_TAGS} tags.")
    tags: dict[str, str] = {}
    for name, value in given.items():
        if not isinstance(name, str) or not _TAG_NAME.match(name):
            raise RuleViolation(f"'{str(name)[:40]}' is not a tag name.")
        text = str(value)
        if len(text) > MAX_RECORD_TAG_VALUE or not text.replace("\t", " ").isprintable():
            raise RuleViolation(
                f"The {name} tag is at most {MAX_RECORD_TAG_VALUE} printable characters."
            )
        tags[name] = text
    return tags
