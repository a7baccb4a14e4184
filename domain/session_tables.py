"""A session's tables during a club evening (docs/contract.md "A club evening"): who plays
as each pair, the opponents' confirmation of a result entered at the table, and what a
table has still to enter in its current round. The results themselves are entered by
domain/session_results.py `enter_result`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from domain.actors import Actor
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.rules.movements import Movement, TableRound
from domain.rules.pair_names import check_pair
from domain.rules.side import Side
from domain.session import Session
from domain.session_commands import ConfirmResult, NamePairUsers, ReleaseHandRecords
from domain.session_deals import check_lead_in_set
from domain.session_handlers import SESSION_HANDLERS
from domain.session_results import name_pair
from domain.session_sight import ResultsSight, results_sight
from domain.session_values import PendingResult, SessionResult

MAX_PAIR_USERS = 4  # a pair's two players and their substitutes


def require_may_name_pairs(session: Session, actor: Actor) -> None:
    """Who names a session's pairs and their users: asked before the names given are
    looked up, so that anyone else hears 403 whatever he sent."""
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director or an admin names its pairs.")


def name_pair_users(session: Session, actor: Actor, pair: str, users: Sequence[str]) -> None:
    """Says which users play as `pair`: they may enter its tables' results and confirm
    its opponents'."""
    require_may_name_pairs(session, actor)
    check_pair(pair)
    if session.movement is not None and pair not in session.movement.pairs:
        raise RuleViolation(f"The movement has no pair {pair}.")
    if not 1 <= len(users) <= MAX_PAIR_USERS or len(set(users)) != len(users):
        raise RuleViolation(f"A pair is played by 1 to {MAX_PAIR_USERS} different users.")
    for user in users:
        other = next(
            (p for p, names in session.pair_users.items() if user in names and p != pair), None
        )
        if other is not None:
            raise Conflict(f"{user} already plays as pair {other}.")
    if session.pair_users.get(pair) != tuple(users):
        session.trigger_event(
            Session.PairUsersNamed, pair=pair, users=list(users), actor=actor.name
        )


def confirm_result(session: Session, actor: Actor, board_number: int, ns: str, ew: str) -> None:
    """The opponents of the player who entered a table's result (or the director) confirm
    it; from then on it counts."""
    pending = session.pending.get((board_number, ns, ew))
    if pending is None:
        if any((r.board_number, r.ns, r.ew) == (board_number, ns, ew) for r in session.results):
            raise Conflict(
                f"Board {board_number} of pairs {ns} and {ew} is already scored; the "
                "director corrects it."
            )
        raise Conflict(
            f"No result of pairs {ns} and {ew} on board {board_number} waits for confirmation."
        )
    opponents = pending.ew if pending.side == Side.NS.value else pending.ns
    directs = session.is_directed_by(actor)
    if not directs and actor.name not in session.pair_users.get(opponents, ()):
        raise NotAllowed(f"The opponents confirm this result: a player of pair {opponents}.")
    if pending.lead is not None and pending.declarer is not None:  # Law 41A: the set's deal
        pairs = (pending.ns, pending.ew)
        check_lead_in_set(session, pending.board_number, pairs, pending.declarer, pending.lead)
    session.trigger_event(
        Session.ResultConfirmed,
        board_number=pending.board_number,
        ns=pending.ns,
        ew=pending.ew,
        contract=pending.contract,
        declarer=pending.declarer,
        tricks=pending.tricks,
        score_ns=pending.score_ns,
        adjusted_ns=None,
        adjusted_ew=None,
        board_id=None,
        actor=pending.entered_by,
        table=pending.table,
        round=pending.round,
        lead=pending.lead,
        confirmed_by=actor.name,
        law=None,  # a player's result, confirmed: nobody ruled
        explanation=None,
    )


@dataclass(frozen=True)
class TableView:
    """A table's current round: the first with results still to enter (the last round
    once all are in), its boards, those still to enter, those waiting for confirmation
    and those scored."""

    table: int
    round: int
    rounds: int
    seating: TableRound
    ns_users: tuple[str, ...]
    ew_users: tuple[str, ...]
    to_enter: tuple[int, ...]
    pending: tuple[PendingResult, ...]
    scored: tuple[SessionResult, ...]
    finished: bool
    # Boards the movement does not give the table that its pairs played in the round
    # all the same, whose score the director let stand (Law 15B2).
    wrong_boards: tuple[SessionResult, ...] = ()


def table_view(
    session: Session, table: int, viewer: Actor, sight: ResultsSight | None = None
) -> TableView:
    """The table's current round as `viewer` may see it (`sight`, worked out from the
    session when not given): a result, waiting or scored, is a traveller row, so it shows
    only where domain/session_sight.py shows that row (the table's own pairs, the director,
    one who may see the board's traveller); a waiting result's opening lead is a card of
    the board's deal, so it goes only to the players of the table's two pairs and the
    director."""
    seen = sight if sight is not None else results_sight(session, viewer)
    movement = session.movement
    if movement is None:
        raise Conflict("This session has no movement, so no tables.")
    if not 1 <= table <= movement.tables:
        raise RuleViolation(f"The movement has tables 1 to {movement.tables}.")
    scored = {(r.board_number, r.ns, r.ew): r for r in session.results}
    # A board a pair of the table has a score on already (played at another table, or
    # its score alone) is never played here (Law 15B1): nothing to enter, the director
    # scores the deprived pair (15B3).
    elsewhere = {(r.board_number, pair) for r in session.results for pair in (r.ns, r.ew)}
    elsewhere |= set(session.pair_scores)
    wrong = _wrong_boards(session, movement)
    views: list[TableView] = []
    for each in movement.rounds:
        seating = next(t for t in each.tables if t.table == table)
        seated = [(board, str(seating.ns), str(seating.ew)) for board in seating.boards]
        # A result of the table's pairs sat the wrong way round is the table's result too.
        swapped = [(board, ew, ns) for board, ns, ew in seated]
        keys = seated + [k for k in swapped if k in scored or k in session.pending]
        view = TableView(
            table=table,
            round=each.number,
            rounds=len(movement.rounds),
            seating=seating,
            ns_users=session.pair_users.get(str(seating.ns), ()),
            ew_users=session.pair_users.get(str(seating.ew), ()),
            # A pair sitting out has nothing to enter.
            to_enter=tuple(
                k[0]
                for k in seated
                if k not in scored
                and seating.ns is not None
                and seating.ew is not None
                and not {(k[0], k[1]), (k[0], k[2])} & elsewhere
            ),
            pending=tuple(
                _as_seen(session.pending[k], session, viewer, seen)
                for k in keys
                if k in session.pending and seen.shows_row(*k)
            ),
            scored=tuple(
                _lead_as_seen(scored[k], seen) for k in keys if k in scored and seen.shows_row(*k)
            ),
            finished=False,
            wrong_boards=tuple(
                _lead_as_seen(r, seen)
                for r in wrong.get((each.number, table), ())
                if seen.shows_row(r.board_number, r.ns, r.ew)
            ),
        )
        if view.to_enter:
            return view
        views.append(view)
    last = views[-1]
    return TableView(**{**vars(last), "finished": True})


def release_hand_records(session: Session, actor: Actor) -> None:
    """The director makes every hand record public (a table that will not finish, or a
    board withdrawn), before the movement would."""
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director or an admin releases its hand records.")
    if not session.hands_released:
        session.trigger_event(Session.HandRecordsReleased, actor=actor.name)


@SESSION_HANDLERS.handles(ReleaseHandRecords)
def _release_hand_records(session: Session, actor: Actor, _: ReleaseHandRecords) -> None:
    release_hand_records(session, actor)


def _as_seen(
    pending: PendingResult, session: Session, viewer: Actor, seen: ResultsSight
) -> PendingResult:
    """A waiting result's lead goes to its table and to the director who does not play
    (a playing director sees another table's lead as any player does)."""
    at_table = viewer.name in (
        *session.pair_users.get(pending.ns, ()),
        *session.pair_users.get(pending.ew, ()),
    )
    if at_table or seen.directs:
        return pending
    return replace(pending, lead=None)


def _wrong_boards(
    session: Session, movement: Movement
) -> dict[tuple[int, int], list[SessionResult]]:
    """The results of boards the movement does not give their pairs (Law 15B2: a wrong
    board whose score the director let stand), by the round and table where they were
    played: as the director said, or, when he knew only the pairs, the first round the
    movement seats them against each other."""
    found: dict[tuple[int, int], list[SessionResult]] = {}
    for result in session.results:
        number, ns, ew = result.board_number, result.ns, result.ew
        if movement.place(number, ns, ew) or movement.place(number, ew, ns):
            continue  # the table's own board (its pairs may have sat the wrong way round)
        if result.table is not None and result.round is not None:
            where: tuple[int, int] | None = (result.round, result.table)
        else:
            where = next(
                (
                    (each.number, seated.table)
                    for each in movement.rounds
                    for seated in each.tables
                    if {seated.ns, seated.ew} == {ns, ew}
                ),
                None,
            )
        if where is not None:
            found.setdefault(where, []).append(result)
    return found


def _lead_as_seen(result: SessionResult, seen: ResultsSight) -> SessionResult:
    """A scored result's lead, a card of the deal, where domain/session_sight.py shows it."""
    if result.lead is None or seen.shows_lead(result.board_number, result.ns, result.ew):
        return result
    return replace(result, lead=None)


@SESSION_HANDLERS.handles(NamePairUsers)
def _name_pair_users(session: Session, actor: Actor, command: NamePairUsers) -> None:
    name_pair_users(session, actor, command.pair, command.users)
    if command.names is not None:  # saved with the users, or neither
        name_pair(session, actor, command.pair, command.names)


@SESSION_HANDLERS.handles(ConfirmResult)
def _confirm_result(session: Session, actor: Actor, command: ConfirmResult) -> None:
    confirm_result(session, actor, command.board_number, command.ns, command.ew)
