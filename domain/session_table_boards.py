"""A session's boards played at the table in the ledger (docs/contract.md "A session's boards
played at the table"): a table's players start one of their round's boards as a ledger
board dealt from the session's board set, robots in the seats nobody takes, and its final
score enters the session by itself once the board is over (passed out, played out, a
claim agreed, or a director's ruling), once: api/table_board_results.py follows the board
log and runs `ScoreTableBoard`, which records nothing a second time.

The board's id follows from the session, the board and the two pairs (`table_board_id`),
so a board started twice, by two players at once or again after a restart, is one board."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.actors import (
    ROBOT_NAME,
    Actor,
    has_robots_name,
    holds_as,
    is_robot_holder,
    robot_named_user,
    same_user,
)
from domain.board.aggregate import Board
from domain.board.results import artificial_score, board_score
from domain.errors import Conflict, NotAllowed
from domain.policy import may_see_board
from domain.rules.board_numbers import check_board_number
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from domain.rules.movements import TableRound
from domain.rules.table import CardAction
from domain.session import Session
from domain.session_commands import ResultFacts, ScoreTableBoard, StartTableBoard
from domain.session_handlers import SESSION_HANDLERS
from domain.session_results import checked_result

_DIRECTIONS = {Seat.N: "NS", Seat.S: "NS", Seat.E: "EW", Seat.W: "EW"}


def table_board_link_id(board_id: UUID) -> UUID:
    return uuid5(NAMESPACE_URL, f"bridge-ledger:table-board:{board_id}")


class TableBoardLink(Aggregate):
    """Which session's table a ledger board is played for, saved with the board in the
    board log (as its robot table is), so that one who follows that log knows, board by
    board, whose result a finished board is."""

    class Created(Aggregate.Created):
        board_id: str
        session_id: str
        board_number: int
        table: int
        round: int
        ns: str
        ew: str

    def __init__(
        self, board_id: str, session_id: str, board_number: int, table: int, round: int,
        ns: str, ew: str,
    ) -> None:  # fmt: skip
        self.board_id = board_id
        self.session_id = session_id
        self.board_number = board_number
        self.table = table
        self.round = round
        self.ns = ns
        self.ew = ew

    @classmethod
    def of(cls, session: Session | str, plan: TablePlan) -> TableBoardLink:
        return cls._create(
            cls.Created,
            id=table_board_link_id(plan.board_id),
            board_id=str(plan.board_id),
            session_id=str(session if isinstance(session, str) else session.id),
            board_number=plan.board_number,
            table=plan.table,
            round=plan.round,
            ns=plan.ns,
            ew=plan.ew,
        )


def table_board_id(session_id: UUID | str, board_number: int, ns: str, ew: str) -> UUID:
    """The ledger board of `ns` against `ew` on the board in that session: one id, however
    often and by whom it is started."""
    name = f"bridge-ledger:session:{session_id}:board:{board_number}:{ns}:{ew}"
    return uuid5(NAMESPACE_URL, name)


@dataclass(frozen=True)
class TablePlan:
    """Where a table plays a board: the round, the pairs, their users, and the deal."""

    table: int
    round: int
    board_number: int
    ns: str
    ew: str
    ns_users: tuple[str, ...]
    ew_users: tuple[str, ...]
    deal_board_id: str  # the board set's board that deals it
    board_id: UUID


def plan_table_board(
    session: Session, actor: Actor, table: int, board_number: int, round_number: int | None
) -> TablePlan:
    """Where and how `table` plays the board, if `actor` may start it there now: a user of
    either pair, or the director (403 first); then the session's movement and board set,
    the board's place in the movement (422), and whether the table still has it to play
    (409: a result entered by hand, waiting, or a pair that has played it elsewhere)."""
    movement = session.movement
    if movement is None:
        raise Conflict("This session has no movement, so no tables to play at.")
    if not 1 <= table <= movement.tables:
        raise RuleViolation(f"The movement has tables 1 to {movement.tables}.")
    number = check_board_number(board_number)
    if not session.is_directed_by(actor) and not any(
        actor.name in session.pair_users.get(str(pair), ())
        for each in movement.rounds
        for place in each.tables
        if place.table == table
        for pair in (place.ns, place.ew)
    ):
        raise NotAllowed(
            f"Only a player of the pairs at table {table}, or the director, starts its boards."
        )
    seating = _seating(session, table, number, round_number)
    found_round, place = seating
    ns, ew = place.ns, place.ew
    if not session.is_directed_by(actor) and not any(
        actor.name in session.pair_users.get(str(pair), ()) for pair in (ns, ew)
    ):
        raise NotAllowed(
            f"Only a player of the pairs at table {table} in round {found_round}, or the "
            "director, starts its boards."
        )
    if ns is None or ew is None:
        raise RuleViolation(
            f"A pair sits out at table {table} in round {found_round}: nobody plays board "
            f"{number} there."
        )
    if not session.board_set:
        raise Conflict(
            "This session has no board set: its deals are not in the ledger, so its boards "
            "are played with cards and their results entered."
        )
    dealt = session.board_set.get(number)
    if dealt is None:
        raise RuleViolation(f"The session's board set has no board {number}.")
    key = (number, ns, ew)
    if key not in session.table_boards:
        _check_still_to_play(session, number, ns, ew)
    return TablePlan(
        table=table,
        round=found_round,
        board_number=number,
        ns=ns,
        ew=ew,
        ns_users=session.pair_users.get(ns, ()),
        ew_users=session.pair_users.get(ew, ()),
        deal_board_id=dealt.board_id,
        board_id=table_board_id(session.id, number, ns, ew),
    )


def _seating(
    session: Session, table: int, number: int, round_number: int | None
) -> tuple[int, TableRound]:
    assert session.movement is not None
    rounds = session.movement.rounds
    if round_number is not None and not 1 <= round_number <= len(rounds):
        raise RuleViolation(f"The movement has rounds 1 to {len(rounds)}.")
    places = [
        (each.number, place)
        for each in rounds
        for place in each.tables
        if place.table == table
        and number in place.boards
        and (round_number is None or each.number == round_number)
    ]
    if not places:
        where = f" in round {round_number}" if round_number is not None else ""
        raise RuleViolation(f"Board {number} is not played at table {table}{where}.")
    if len(places) > 1:
        rounds_named = ", ".join(str(r) for r, _ in places)
        raise RuleViolation(
            f"Table {table} plays board {number} in rounds {rounds_named}: say which round."
        )
    return places[0]


def _check_still_to_play(session: Session, number: int, ns: str, ew: str) -> None:
    for result in session.results:
        if result.board_number == number and {result.ns, result.ew} & {ns, ew}:
            if {result.ns, result.ew} == {ns, ew}:
                raise Conflict(
                    f"Board {number} of pairs {ns} and {ew} has its result entered already: "
                    "it is not played again in the ledger (the director corrects a result)."
                )
            raise Conflict(
                f"A pair of this table has played board {number} already (Law 15B1): the "
                "director scores it."
            )
    for key in ((number, ns, ew), (number, ew, ns)):
        if key in session.pending:
            raise Conflict(
                f"A result of board {number} at this table waits for the opponents' "
                "confirmation: it was played with cards, not in the ledger."
            )
    for pair in (ns, ew):
        if (number, pair) in session.pair_scores:
            raise Conflict(
                f"Pair {pair} has an artificial score on board {number}: it could not play it "
                "(Law 15B3)."
            )


def table_seats(plan: TablePlan, asked: Mapping[str, str]) -> dict[str, str]:
    """Who holds each seat: the North-South pair's first user North and its second South,
    the East-West pair's first East and second West, a robot where the pair has no such
    user; `asked` (seat -> a user of the pair sitting there, or "robot") changes any."""
    seats: dict[Seat, str] = {}
    for users, first, second in ((plan.ns_users, Seat.N, Seat.S), (plan.ew_users, Seat.E, Seat.W)):
        seats[first] = users[0] if users else ROBOT_NAME
        seats[second] = users[1] if len(users) > 1 else ROBOT_NAME
    for text, name in asked.items():
        seat = Seat.parse(text)
        if same_user(name, ROBOT_NAME):
            seats[seat] = ROBOT_NAME
            continue
        pair, users = (plan.ns, plan.ns_users) if _DIRECTIONS[seat] == "NS" else (
            plan.ew, plan.ew_users)  # fmt: skip
        found = next((user for user in users if same_user(user, name)), None)
        if found is None:
            raise RuleViolation(
                f"{name[:40]} does not play as pair {pair}, which sits "
                f"{'North-South' if _DIRECTIONS[seat] == 'NS' else 'East-West'} at table "
                f"{plan.table} in round {plan.round}."
            )
        seats[seat] = found
    asked_seats = {Seat.parse(text) for text in asked}
    for users, placed in ((plan.ns_users, (Seat.N, Seat.S)), (plan.ew_users, (Seat.E, Seat.W))):
        for user, seat in zip(users, placed, strict=False):
            if has_robots_name(user) and seat not in asked_seats:
                # a pair's user named `robot` in some case (a store from before 0.26.0)
                # placed by default: the new board reads that name as a robot
                raise RuleViolation(robot_named_user(user))
    people = [name for name in seats.values() if not is_robot_holder(name)]
    if len(set(people)) != len(people):
        raise RuleViolation("A player holds one seat; give each player one seat.")
    if not people:
        raise RuleViolation(
            "Nobody would sit at the board: a player of the table takes a seat (robots fill "
            "the others)."
        )
    return {seat.value: seats[seat] for seat in SEAT_ORDER}


def require_starter_sits(session: Session, actor: Actor, seats: Mapping[str, str]) -> None:
    """A player starts the board to sit at it: one who gave his seat away would be
    answered a board he may not read (a board shows only to its players, its director
    and admins); the session's director starts it for the table, sitting or not."""
    if session.is_directed_by(actor) or any(holds_as(actor, n) for n in seats.values()):
        return
    raise RuleViolation(
        "You would not sit at the board: a player starts it to take a seat (the director "
        "starts it for a table without him)."
    )


def require_may_see_started(board: Board, actor: Actor, plan: TablePlan) -> None:
    """The board a table started before goes to whoever may read it (its players, its
    director and admins): a user of the table's pair who does not sit at it learns
    nothing of its auction and play by starting it again."""
    if may_see_board(board, actor):
        return
    raise NotAllowed(
        f"Board {plan.board_number} was started at table {plan.table} before and you do not "
        "sit at it: only its players, its director and admins see it."
    )


def start_table_board(session: Session, actor: Actor, command: StartTableBoard) -> TablePlan:
    """Records that the table plays the board in the ledger, once (the same again records
    nothing)."""
    plan = plan_table_board(session, actor, command.table, command.board_number, command.round)
    if (plan.board_number, plan.ns, plan.ew) not in session.table_boards:
        session.trigger_event(
            Session.TableBoardStarted,
            board_number=plan.board_number,
            ns=plan.ns,
            ew=plan.ew,
            table=plan.table,
            round=plan.round,
            board_id=str(plan.board_id),
            actor=actor.name,
        )
    return plan


def finished_board_result(board: Board) -> ResultFacts | None:
    """What a ledger board gives the session once it is over (passed out, played out, a
    claim agreed or ruled, or an artificial score the director awarded), None before: its
    final score, rulings included, as a result given by `board_id` is read; the opening
    lead with it. The pairs are the session's (`ScoreTableBoard` names them)."""
    number = board.setup.board_number
    artificial = artificial_score(board)
    if artificial is not None:  # Law 12C2: no result, a percentage for each side
        return ResultFacts(number, "", "", adjusted_ns=artificial.NS, adjusted_ew=artificial.EW,
                           board_id=str(board.id))  # fmt: skip
    if not board.phase.is_over:
        return None
    score = board_score(board)
    lead = next(
        (str(a.card) for a in board.actions if isinstance(a, CardAction) and a.trick == 1),
        None,
    )
    return ResultFacts(number, "", "", contract=score.contract, declarer=score.declarer,
                       tricks=score.declarer_tricks, score_ns=score.NS, board_id=str(board.id),
                       lead=lead)  # fmt: skip


def score_table_board(session: Session, command: ScoreTableBoard) -> bool:
    """Enters the board's result where the table played it; False, recording nothing,
    when the table has a result already (entered before, or by the director by hand)."""
    started = next(
        (t for t in session.table_boards.values() if t.board_id == command.board_id), None
    )
    if started is None:
        raise RuleViolation("That board is not one of this session's tables' boards.")
    number, ns, ew = started.board_number, started.ns, started.ew
    if any(r.board_number == number and {r.ns, r.ew} & {ns, ew} for r in session.results) or any(
        (number, pair) in session.pair_scores for pair in (ns, ew)
    ):
        return False
    facts = command.result
    recorded = checked_result(
        ResultFacts(
            number, ns, ew, contract=facts.contract, declarer=facts.declarer,
            tricks=facts.tricks, score_ns=facts.score_ns, board_id=command.board_id,
            adjusted_ns=facts.adjusted_ns, adjusted_ew=facts.adjusted_ew,
        )
    )  # fmt: skip
    session.trigger_event(
        Session.TableBoardScored,
        actor=started.started_by,
        table=started.table,
        round=started.round,
        lead=facts.lead if recorded["adjusted_ns"] is None else None,
        **recorded,
    )
    return True


@SESSION_HANDLERS.handles(StartTableBoard)
def _start_table_board(session: Session, actor: Actor, command: StartTableBoard) -> None:
    start_table_board(session, actor, command)


@SESSION_HANDLERS.handles(ScoreTableBoard)
def _score_table_board(session: Session, _: Actor, command: ScoreTableBoard) -> None:
    score_table_board(session, command)
