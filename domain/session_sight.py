"""What a requester may see of a duplicate session's results while it is played
(docs/contract.md "Travellers of boards still in play"): the one rule every endpoint,
export and page of a session asks, as domain/policy.py is for a board.

A traveller row tells the contract, declarer, lead, result and score another table had on a
board: a pair that has the board still to play would learn what to bid and how it goes. So
a club shows a board's traveller to a pair only once it has played the board, and to
everyone once no table has it still to play (every table the movement has play it has its
result counted: confirmed, or entered by the director) or the director releases the
session's results. The session's director and admins see everything at any time.

The ranking is the sum of every traveller, so it would tell during play what the travellers
hide (a pair's total moves with each score on a board still in play). Most clubs show no
ranking until the end, or show it to the director only: here the director and admins see
it live; everyone else once the session is over (every board of its movement public) or
released. A session without a movement does not know which tables are still to play a
board: its results are public once the director releases them, and a board's traveller
goes before that to whoever played it (a pair's user, or a player at a ledger board one of
its results names).

A user who plays as one of the session's pairs sees its results as a player, whatever his
role: a playing director (a small club's usual director) or an admin at the table would
otherwise read, during play, the travellers of the boards his pair has still to play, the
ranking and the other tables' leads. The board's own rule is the same (domain/policy.py
`directs`: never a player seated at the board, whatever his role). He still directs: he
enters, corrects and releases as before; only what he is shown follows his pair."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from domain.actors import Actor
from domain.policy import Seating, holds_every_seat, may_see_every_hand, plays_at
from domain.session import Session


@dataclass(frozen=True)
class ResultsSight:
    """What one requester may see of one session's results, worked out once a request."""

    directs: bool  # the session's director or an admin, who does not play in it
    over: bool  # every board public: the movement all played, or the results released
    public_boards: frozenset[int]  # no table has them still to play
    played_boards: frozenset[int]  # the requester has played them (a counted result)
    own_pairs: frozenset[str]  # the pairs the requester plays as

    def shows_board(self, board_number: int) -> bool:
        """Every row of the board's traveller, or none of it."""
        return (
            self.directs
            or self.over
            or board_number in self.public_boards
            or board_number in self.played_boards
        )

    def shows_row(self, board_number: int, ns: str, ew: str) -> bool:
        """One table's result: the board's whole traveller, or the requester's own pair's
        row (a result he entered or has to confirm)."""
        return self.shows_board(board_number) or bool({ns, ew} & self.own_pairs)

    def shows_leads(self, board_number: int) -> bool:
        """Every table's opening lead on the board, each a card of its deal (docs/contract.md
        "A club evening dealt from a board set"): to the director, and to everyone once
        the board is public (its hand record shows then). A player who has played the
        board sees the other tables' scores, but not their leads before then, as he does
        not see the hand record."""
        return self.directs or self.over or board_number in self.public_boards

    def shows_lead(self, board_number: int, ns: str, ew: str) -> bool:
        """One table's lead: as `shows_leads`, and to the players of that table, who saw
        it (the published results keep to `shows_leads`: a page a player may pass on)."""
        return self.shows_leads(board_number) or bool({ns, ew} & self.own_pairs)

    @property
    def shows_ranking(self) -> bool:
        return self.directs or self.over

    @property
    def plays(self) -> bool:
        """The requester plays as one of the session's pairs."""
        return bool(self.own_pairs)


def results_sight(
    session: Session, viewer: Actor, ledger_played: Iterable[int] = ()
) -> ResultsSight:
    """The requester's sight of the session. `ledger_played`: the board numbers of the
    session's ledger boards (results given by `board_id`) the requester sat at."""
    own = frozenset(pair for pair, users in session.pair_users.items() if viewer.name in users)
    directs = session.is_directed_by(viewer) and not own  # a playing director sees as a player
    played = {r.board_number for r in session.results if {r.ns, r.ew} & own}
    public = public_boards(session)
    return ResultsSight(
        directs=directs,
        over=_over(session, public),
        public_boards=public,
        played_boards=frozenset(played) | frozenset(ledger_played),
        own_pairs=own,
    )


def shows_ledger_deal(sight: ResultsSight, board: Seating, viewer: Actor) -> bool:
    """Whether the session's published results show `viewer` the deal of `board`, a
    ledger board its results or its board set name, before the board is public: to one
    who may see that board whole (domain/policy.py: its director and admins, its table
    once it is over), but to one who plays in the session only the boards he played at a
    table: the director of a board set holds every seat of its boards (a board no table
    plays), and playing as a pair he has those boards still to play."""
    if not may_see_every_hand(board, viewer):
        return False
    if not sight.plays:
        return True
    return plays_at(board, viewer) and not holds_every_seat(board, viewer)


def public_boards(session: Session) -> frozenset[int]:
    """The boards whose travellers (and hand records) are public: those no table has still
    to play (every table the movement has play it has its result counted: confirmed, or
    entered by the director; a result waiting for the opponents' confirmation does not
    count, the board may still be on the table), every one once the director released
    the session."""
    numbers = {result.board_number for result in session.results} | movement_boards(session)
    numbers |= {number for number, _ in session.pair_scores}
    if session.hands_released:
        return frozenset(numbers)
    counted: dict[int, set[tuple[str, str]]] = {}
    scored: dict[int, set[str]] = {}  # the pairs with a score on the board, of any kind
    for result in session.results:
        counted.setdefault(result.board_number, set()).add((result.ns, result.ew))
        scored.setdefault(result.board_number, set()).update((result.ns, result.ew))
    for number, pair in session.pair_scores:
        scored.setdefault(number, set()).add(pair)
    due = due_by_board(session)

    def settled(number: int, ns: str, ew: str) -> bool:
        """The table has its result (its pairs may have sat the wrong way round), or will
        have none: each of its pairs has a score on the board already (one played it
        elsewhere, the other was given an artificial score for it, Law 15B3)."""
        tables = counted.get(number, set())
        return (ns, ew) in tables or (ew, ns) in tables or {ns, ew} <= scored.get(number, set())

    return frozenset(
        n for n in numbers if due.get(n) and all(settled(n, ns, ew) for ns, ew in due[n])
    )


def movement_boards(session: Session) -> frozenset[int]:
    """The boards the movement has some table play (none without a movement)."""
    return frozenset(due_by_board(session))


@dataclass(frozen=True)
class BoardProgress:
    """How far one board of a session is: the tables' results counted so far, and the
    tables the movement has play it (None without a movement)."""

    board_number: int
    results: int
    due: int | None


def board_progress(session: Session) -> list[BoardProgress]:
    """Each board with a result or in the movement, in number order."""
    counted: dict[int, int] = {}
    for result in session.results:
        counted[result.board_number] = counted.get(result.board_number, 0) + 1
    due = due_by_board(session)
    return [
        BoardProgress(
            board_number=number,
            results=counted.get(number, 0),
            due=None if session.movement is None else len(due.get(number, ())),
        )
        for number in sorted(set(counted) | set(due))
    ]


def _over(session: Session, public: frozenset[int]) -> bool:
    if session.hands_released:
        return True
    boards = movement_boards(session)
    return bool(boards) and boards <= public


def due_by_board(session: Session) -> dict[int, set[tuple[str, str]]]:
    """Each board the movement plays, with the pairs (NS, EW) due to play it; a table
    where a pair sits out plays nothing."""
    due: dict[int, set[tuple[str, str]]] = {}
    if session.movement is None:
        return due
    for each in session.movement.rounds:
        for table in each.tables:
            if table.ns is None or table.ew is None:
                continue
            for board in table.boards:
                due.setdefault(board, set()).add((table.ns, table.ew))
    return due


def tables_due_count(session: Session) -> dict[int, int]:
    """How many tables the movement has play each board: the number a board's results are
    compared over (Law 78A), so its top, and the number Neuberg's formula factors a board
    played fewer times up to. Empty without a movement."""
    return {board: len(pairs) for board, pairs in due_by_board(session).items()}
