"""Who may do and see what at a board: every such rule, named, in one place (docs/design.md
4.6 and 8). Hidden information is the whole game: each path that shows a hand, an
explanation, the log or a double-dummy result asks one of these predicates.

They take any board-shaped value (`Seating`), so the Board aggregate, its views and the
routers share them without importing each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from domain.actors import Actor, Role, holds_as, is_user, same_user
from domain.errors import NotAllowed
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase, TableState


class Seated(Protocol):
    """Who sits at a board and who directs it: all some predicates read."""

    @property
    def seats(self) -> Mapping[Seat, str]: ...
    @property
    def director(self) -> str | None: ...


class Seating(Seated, Protocol):
    """What the predicates read of a board: who sits where, who directs, how far it is."""

    @property
    def created_by(self) -> str: ...
    @property
    def state(self) -> TableState: ...
    @property
    def faced_hands(self) -> frozenset[Seat]: ...


# ---- who is who at a board ---------------------------------------------------------------
def holds_seat(board: Seated, actor: Actor, seat: Seat) -> bool:
    """By `holds_as`: a robot's seat is the robot actor's, never a user's of that name."""
    return holds_as(actor, board.seats.get(seat))


def plays_at(board: Seated, actor: Actor) -> bool:
    return any(holds_as(actor, holder) for holder in board.seats.values())


def directs(board: Seated, actor: Actor) -> bool:
    """The board's director, or an admin, who may act as the director of any board; but
    never a player seated at it, whatever his role: the director sees every hand and
    rules between the sides. One who holds all four seats plays alone: he sees every
    hand anyway and there is no other side to rule between, so he may still direct."""
    if plays_at(board, actor) and not holds_every_seat(board, actor):
        return False
    return actor.is_admin or is_user(actor, board.director)


def holds_every_seat(board: Seated, actor: Actor) -> bool:
    return all(holds_seat(board, actor, seat) for seat in SEAT_ORDER)


def may_see_board(board: Seating, actor: Actor) -> bool:
    return directs(board, actor) or plays_at(board, actor)


def may_read_log(board: Seating, actor: Actor) -> bool:
    """The board's event log, and what it records of revokes and rulings: its director
    and admins always, the table once the board is over."""
    return may_read_log_when(board, actor, over=board.state.phase.is_over)


def may_read_log_when(board: Seated, actor: Actor, *, over: bool) -> bool:
    """`may_read_log` of a board known by its seats, its director and whether it is over
    (all a read model keeps of it)."""
    return directs(board, actor) or (plays_at(board, actor) and over)


def log_readers(board: Seated, *, over: bool) -> frozenset[str]:
    """The users, admins apart, whom `may_read_log_when` lets read the board's log: only
    its director and the players at it may be among them, whatever their role."""
    named = {*board.seats.values(), *([board.director] if board.director is not None else [])}
    return frozenset(
        name for name in named if may_read_log_when(board, Actor(name, Role.PLAYER), over=over)
    )


def require_log_reader(board: Seating, actor: Actor, what: str) -> None:
    if not may_read_log(board, actor):
        raise NotAllowed(
            f"{what} open to the board's director and admins, and to the table once the "
            "board is over."
        )


def may_see_double_dummy(board: Seating, actor: Actor) -> bool:
    """A double-dummy analysis during a ruling (a claim's check, a revoke's equity) is
    computed from every hand: for the director and admins only."""
    return directs(board, actor)


def require_double_dummy_viewer(board: Seating, actor: Actor, what: str) -> None:
    if not may_see_double_dummy(board, actor):
        raise NotAllowed(
            f"Only the board's director or an admin may see {what}: it reveals the concealed hands."
        )


def may_name_director(board: Seating, actor: Actor) -> bool:
    return actor.is_admin or is_user(actor, board.created_by)


def require_may_name_director(board: Seating, actor: Actor) -> None:
    if not may_name_director(board, actor):
        raise NotAllowed("Only an admin or the board's creator names its director.")


def check_director_holds_no_seat(board: Seating, director: str | None) -> None:
    """A director sees every hand, so the director must not play at the board."""
    if director is not None and plays_at(board, Actor(director, Role.PLAYER)):
        raise RuleViolation(
            f"{director} holds a seat at this board; a director sees every hand, so the "
            "director must not play at it."
        )


def directs_new_board(actor: Actor, seats: Mapping[Seat, str], imported: bool = False) -> bool:
    """A director or admin who creates a board directs it, unless they play at it: a
    director sees every hand, so one who also holds a seat would play seeing them (a
    director alone at the table, holding all four seats, hides nothing from anyone).
    Whoever imports a hand record directs the board it becomes: the record shows every
    hand anyway, and the importer holds all four seats."""
    if actor.role is Role.ADMIN or imported:
        return True  # admins see every board whole anyway
    holds = [seat for seat, name in seats.items() if holds_as(actor, name)]
    return actor.role is Role.DIRECTOR and len(holds) in (0, len(SEAT_ORDER))


# ---- what each one sees ----------------------------------------------------------------
def visible_hands(board: Seating, actor: Actor) -> set[Seat]:
    """The seats whose cards `actor` may see now."""
    if directs(board, actor) or board.state.phase.is_over:
        return set(SEAT_ORDER) if may_see_board(board, actor) else set()
    seats = {seat for seat in SEAT_ORDER if holds_seat(board, actor, seat)}
    if plays_at(board, actor):
        seats |= _faced(board)
    return seats


def _faced(board: Seating) -> set[Seat]:
    """The hands faced to the players at the table: dummy once the opening lead is
    faced, and a claimer's while the claim is answered (Law 68C)."""
    dummy = board.state.dummy
    faced = set(board.faced_hands)
    if dummy is not None and board.state.dummy_faced:
        faced.add(dummy)
    return faced


def may_see_every_hand(board: Seating, actor: Actor) -> bool:
    """Hand records and the deal's double-dummy table show all four hands."""
    return visible_hands(board, actor) == set(SEAT_ORDER)


def require_every_hand_visible(board: Seating, actor: Actor, what: str) -> None:
    if not may_see_every_hand(board, actor):
        raise NotAllowed(every_hand_needed(what))


def every_hand_needed(what: str) -> str:
    """The sentence refusing `what` (a phrase ending before "every hand") to one who may
    not see every hand."""
    return (
        f"{what} every hand: the board's director and admins may see them, and the "
        "table once the board is over."
    )


def hidden_explanations(board: Seating, actor: Actor) -> frozenset[Seat]:
    """The callers whose alerts and explanations `actor` may not see now. As at a table with
    screens (Laws 20F, 40B), a call's explanation goes to the opponents; the caller's
    partner, holding no other seat, learns it only once the auction is over."""
    if board.state.phase is not Phase.AUCTION or directs(board, actor):
        return frozenset()
    seats = [seat for seat in SEAT_ORDER if holds_seat(board, actor, seat)]
    return frozenset({seats[0].partner}) if len(seats) == 1 else frozenset()


def hidden_from_seat(board: Seating, seat: Seat) -> frozenset[Seat]:
    """The explanations the player in `seat` had not seen at this point of the board."""
    return frozenset({seat.partner}) if board.state.phase is Phase.AUCTION else frozenset()


def seen_from_seat(board: Seating, seat: Seat) -> set[Seat]:
    """What the player in `seat` saw at this point of the board: their own hand, dummy
    once the opening lead was faced, a claimer's hand while the claim was answered, and
    everything once the board was over."""
    if board.state.phase.is_over:
        return set(SEAT_ORDER)
    return {seat} | _faced(board)


# ---- users -----------------------------------------------------------------------------
def check_may_manage_token(actor: Actor | None, name: str) -> None:
    """A user's token is theirs and the admins' to rotate or revoke (None: the
    operator's command line, which may do anything)."""
    if actor is None or actor.is_admin or same_user(actor.name, name):
        return
    raise NotAllowed("Only the user themselves or an admin may change a user's token.")
