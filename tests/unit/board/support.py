"""Helpers for the Board aggregate tests: actors, a fixed deal, and driving a board in memory."""

from __future__ import annotations

from typing import Any

from domain.actors import Actor, Role
from domain.board import Board
from domain.board.actions import action_from
from domain.board.calls import MakeCall
from domain.board.effects import ChangesThePlay
from domain.board.handling import BoardCommand, run
from domain.board.new_board import CreateBoard, create_board
from domain.board.play import PlayCard
from domain.board.rulings import MakeRuling
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.play import legal_cards
from tests.views import board_view_json as board_view

# A real hand record (tests/fixtures/pbn).
# N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"

ALICE = Actor("alice", Role.PLAYER)  # N
BOB = Actor("bob", Role.PLAYER)  # E
CAROL = Actor("carol", Role.PLAYER)  # S
DAVE = Actor("dave", Role.PLAYER)  # W
TD = Actor("tony", Role.DIRECTOR)  # creates the board, so it is the board's director
OTHER_TD = Actor("olga", Role.DIRECTOR)  # a director, but not of this board
ADMIN = Actor("root", Role.ADMIN)
STRANGER = Actor("sam", Role.PLAYER)

HOLDERS = {Seat.N: ALICE, Seat.E: BOB, Seat.S: CAROL, Seat.W: DAVE}
SEATS = {seat.value: actor.name for seat, actor in HOLDERS.items()}

# 3NT by N (dummy S); E makes the opening lead.
TO_3NT = "1NT P 3NT P P P"
# 4S by N (dummy S); E makes the opening lead.
TO_4S = "1S P 4S P P P"


def new_board(
    *,
    creator: Actor = TD,
    mode: str = "practice",
    deal: str | None = DEAL,
    seats: dict[str, str] | None = None,
    board_number: int = 1,
    seed: int | None = None,
    revoke_policy: str = "prevent",
) -> Board:
    command = CreateBoard(
        board_number=board_number,
        deal=deal,
        mode=mode,
        seed=seed,
        revoke_policy=revoke_policy,
        seats=SEATS if seats is None else seats,
    )
    return create_board(creator, command, lambda name: name)


def act(board: Board, actor: Actor, command: type[BoardCommand], **fields: Any) -> Board:
    """Issues `command` (a command class of its family under domain/board/, its fields as
    keywords, as a request would spell them) on the board in memory, through the handler that
    `BridgeLedger.execute` and `reenact` run; every user name is taken as registered.
    The tests drive boards only through here, so none depends on where a rule lives."""
    issued = command(board_id=str(board.id), **fields)
    run(board, actor, issued, lambda name: name)
    return board


def holder(board: Board, seat: Seat) -> Actor:
    """Who acts for `seat`: its holder, or declarer's holder for dummy."""
    acting = board.state.declarer if seat is board.state.dummy else seat
    assert acting is not None
    name = board.seats[acting]
    return next(a for a in (*HOLDERS.values(), TD) if a.name == name)


def bid(board: Board, text: str) -> None:
    for word in text.split():
        seat = board.state.next_seat
        assert seat is not None
        act(board, holder(board, seat), MakeCall, seat=seat.value, call=word)


def play(board: Board, text: str) -> None:
    for word in text.split():
        seat = board.state.next_seat
        assert seat is not None
        act(board, holder(board, seat), PlayCard, seat=seat.value, card=word)


def open_trick(board: Board) -> list[Any]:
    tricks = board.state.tricks
    return list(tricks[-1].cards) if tricks and not tricks[-1].is_complete else []


def play_legal(board: Board, count: int, pick: int = 0) -> None:
    """Play `count` legal cards, each the `pick`-th legal card (sorted) of the hand to play."""
    for _ in range(count):
        seat = board.state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(board.state.remaining[seat], open_trick(board)), key=str)
        act(
            board,
            holder(board, seat),
            PlayCard,
            seat=seat.value,
            card=str(legal[pick % len(legal)]),
        )


def in_play(mode: str = "practice", tricks: int = 0) -> Board:
    board = new_board(mode=mode)
    bid(board, TO_3NT)
    play_legal(board, tricks * 4)
    return board


def in_four_spades(revoke_policy: str = "detect") -> Board:
    """4S by North on the fixed deal, dummy South, East to make the opening lead: the
    board of the revoke, lead and penalty card tests (irregularities recorded, under
    `detect`, unless `revoke_policy` says otherwise)."""
    board = new_board(revoke_policy=revoke_policy)
    bid(board, TO_4S)
    return board


def rebuild(board: Board) -> Board:
    """A new aggregate from the board's events (without draining them). On the way, every
    event's description of what it did to the effective play (domain/board/effects.py,
    which the read models take their rows from) is checked against what applying it did:
    the actions it says it removed were the play's last ones, then it added the rest."""
    copy: Any = None
    for event in board.pending_events:
        before = copy.actions if copy is not None else ()
        copy = event.mutate(copy)
        change = event.play_change() if isinstance(event, ChangesThePlay) else None
        if change is None:
            assert copy.actions == before, type(event).__name__
            continue
        kept = len(before) - len(change.removed)
        assert change.at in (None, kept), type(event).__name__
        assert before[kept:] == tuple(action_from(a) for a in change.removed)
        assert copy.actions == (*before[:kept], *(action_from(a) for a in change.added))
        if change.declarer_tricks is not None:
            assert copy.state.phase.is_over, type(event).__name__
    assert isinstance(copy, Board)
    return copy


def full_view(board: Board) -> Any:
    return board_view(board, set(SEAT_ORDER))


def event_names(board: Board) -> list[str]:
    return [type(e).__name__ for e in board.pending_events]


def rule_comparable(board: Board, comparable: bool) -> None:
    """The director's finding on a substitute for an insufficient bid (Law 27B1b: a call
    he rules comparable, Law 23A), as the random auctions make it."""
    act(board, TD, MakeRuling, law="27B1b", kind="comparable_call", comparable=comparable,
        explanation="judged")  # fmt: skip
