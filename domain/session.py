"""The Session aggregate: a duplicate session's results, board by board (docs/design.md 6). Each
result records the facts decided when it was entered: the contract, declarer and tricks
with North-South's score worked out then (duplicate scoring, the board's vulnerability by
its number), a ledger board's final score after rulings, or an artificial adjusted score
(Law 12C2). A correction replaces a result and says who changed it; travellers and the
ranking are worked out from the results (domain/rules/session_scoring.py). The commands
that record these events are in domain/session_results.py and domain/session_tables.py;
the events stay nested here, so their stored topics (`domain.session:Session.<Name>`) stay."""

from __future__ import annotations

from typing import Any, Literal, get_args

from eventsourcing.domain import Aggregate

from domain.actors import Actor
from domain.rules.movement_record import movement_from_record
from domain.rules.movements import Movement
from domain.rules.session_scoring import pair_key
from domain.session_commands import SessionDeal
from domain.session_values import (
    PairScore,
    PendingResult,
    ProceduralPenalty,
    SessionResult,
    SessionSystem,
    TableBoard,
)

Scoring = Literal["MP", "IMP", "BAM"]
SCORINGS: tuple[str, ...] = get_args(Scoring)
MAX_RESULTS = 5000


class Session(Aggregate):
    class Created(Aggregate.Created):
        name: str
        scoring: str
        created_by: str

    def __init__(self, name: str, scoring: str, created_by: str, **_: Any) -> None:
        self.name = name
        self.scoring = scoring
        self.created_by = created_by
        self.results: tuple[SessionResult, ...] = ()
        self.pair_names: dict[str, str] = {}  # a pair's players, e.g. "Smith & Jones"
        self.teams: dict[str, tuple[str, ...]] = {}  # a team's pairs, for a teams match
        self.movement: Movement | None = None  # who plays what where, when it has one
        self.pair_users: dict[str, tuple[str, ...]] = {}  # who may enter a pair's results
        self.pending: dict[tuple[int, str, str], PendingResult] = {}  # awaiting confirmation
        self.board_set: dict[int, SessionDeal] = {}  # each board's deal, from a board set
        self.hands_released = False  # the director made every hand record public
        # Law 87: a fouled board's changed forms, each the tables (NS, EW) that played it
        self.fouled: dict[int, tuple[frozenset[tuple[str, str]], ...]] = {}
        # Law 15B3: one pair's artificial score on a board it was deprived of, by (board, pair)
        self.pair_scores: dict[tuple[int, str], PairScore] = {}
        # Law 90: procedural penalties by their number; how many were ever imposed
        self.penalties: dict[int, ProceduralPenalty] = {}
        self.penalties_imposed = 0
        # The boards played at a table in the ledger, by (board, NS pair, EW pair)
        self.table_boards: dict[tuple[int, str, str], TableBoard] = {}
        # The bidding system its robots bid (None: the library's SAYC), and pairs' own
        self.system: SessionSystem | None = None
        self.pair_systems: dict[str, SessionSystem] = {}

    def is_directed_by(self, actor: Actor) -> bool:
        """The session's director (who created it) or an admin: who may enter, correct
        and release anything, and sees everything at any time."""
        return actor.is_admin or actor.name == self.created_by

    class ResultRecorded(Aggregate.Event):
        """What every result event records; never stored itself (no event of this class
        is triggered), only its two kinds below."""

        board_number: int
        ns: str
        ew: str
        contract: str | None
        declarer: str | None
        tricks: int | None
        score_ns: int | None
        adjusted_ns: int | None
        adjusted_ew: int | None
        board_id: str | None
        actor: str

    class ResultEntered(ResultRecorded):
        """A result entered by the director (or a file); with an adjusted score, the Law
        the director cited and why (`law` and `explanation`, both or neither)."""

        # Version 2 keeps the director's Law and explanation, for the audit of rulings.
        class_version = 2

        law: str | None
        explanation: str | None

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """A version 1 result cited no Law."""
            state["law"] = state["explanation"] = None

        def apply(self, session: Session) -> None:
            session.results = (*session.results, _result_of(self))

    class ResultCorrected(ResultRecorded):
        """The result of `ns` against `ew` on the board replaced, by `actor`; where it was
        played and its lead, as the correction gives them or the result had them."""

        # Version 2 keeps where the result was played and its lead: version 1 dropped
        # them, so a corrected table's lead left the published results. Version 3 keeps
        # the Law the director cited and why (`law` and `explanation`, both or neither).
        class_version = 3

        table: int | None
        round: int | None
        lead: str | None
        law: str | None
        explanation: str | None

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """A version 1 correction recorded no table, round or lead."""
            state["table"] = state["round"] = state["lead"] = None

        @staticmethod
        def upcast_v2_v3(state: dict[str, object]) -> None:
            """A version 2 correction cited no Law."""
            state["law"] = state["explanation"] = None

        def apply(self, session: Session) -> None:
            key = (self.board_number, self.ns, self.ew)
            session.results = tuple(
                _result_of(self) if (r.board_number, r.ns, r.ew) == key else r
                for r in session.results
            )

    class PairNamed(Aggregate.Event):
        """The players of `pair` are `names`, as `actor` said (or a file's score table)."""

        pair: str
        names: str
        actor: str

        def apply(self, session: Session) -> None:
            session.pair_names = {**session.pair_names, self.pair: self.names}

    class TeamNamed(Aggregate.Event):
        """`team` is made of `pairs` (a teams match sets one of them in each room)."""

        team: str
        pairs: list[str]
        actor: str

        def apply(self, session: Session) -> None:
            session.teams = {**session.teams, self.team: tuple(self.pairs)}

    class MovementSet(Aggregate.Event):
        """The session's movement, the whole schedule as it was made (never made again)."""

        kind: str
        tables: int
        boards_per_round: int
        rounds: list[dict[str, Any]]
        actor: str

        def apply(self, session: Session) -> None:
            session.movement = movement_from_record(
                self.kind, self.tables, self.boards_per_round, self.rounds
            )

    class PairUsersNamed(Aggregate.Event):
        """The users who play as `pair`, and so may enter its tables' results."""

        pair: str
        users: list[str]
        actor: str

        def apply(self, session: Session) -> None:
            session.pair_users = {**session.pair_users, self.pair: tuple(self.users)}

    class TableResultEntered(Aggregate.Event):
        """A result entered at the table by a player of `side`'s pair, waiting for the
        opponents to confirm it; the read models count it once confirmed."""

        board_number: int
        ns: str
        ew: str
        contract: str | None
        declarer: str | None
        tricks: int | None
        score_ns: int | None
        table: int
        round: int
        lead: str | None
        side: str  # "NS" or "EW": whose player entered it
        actor: str

        def apply(self, session: Session) -> None:
            key = (self.board_number, self.ns, self.ew)
            pending = PendingResult(
                self.board_number, self.ns, self.ew, self.contract, self.declarer, self.tricks,
                self.score_ns, self.table, self.round, self.lead, self.side, self.actor,
            )  # fmt: skip
            session.pending = {**session.pending, key: pending}

    class ResultConfirmed(ResultRecorded):
        """A table's result confirmed by `confirmed_by` (the opponents of the player who
        entered it, `actor`, or the director); from now on it counts. An adjusted score
        the director gives at the table keeps the Law cited and why (both or neither)."""

        # Version 2 keeps the director's Law and explanation, for the audit of rulings.
        class_version = 2

        table: int
        round: int
        lead: str | None
        confirmed_by: str
        law: str | None
        explanation: str | None

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """A version 1 confirmation cited no Law."""
            state["law"] = state["explanation"] = None

        def apply(self, session: Session) -> None:
            key = (self.board_number, self.ns, self.ew)
            session.pending = {k: v for k, v in session.pending.items() if k != key}
            session.results = (*session.results, _result_of(self))

    class WrongBoardPlayed(ResultRecorded):
        """The score of a board the movement did not give these pairs, which the director
        (`actor`) let stand (Law 15B2: none of the four had played it); where it was
        played and its lead when known."""

        table: int | None
        round: int | None
        lead: str | None

        def apply(self, session: Session) -> None:
            session.results = (*session.results, _result_of(self))

    class BoardFouled(Aggregate.Event):
        """Law 87: the director found board `board_number` fouled; each of `groups` is
        the tables ([NS, EW]) that played one changed form (none: not fouled after all)."""

        board_number: int
        groups: list[list[list[str]]]
        actor: str

        def apply(self, session: Session) -> None:
            forms = tuple(frozenset((ns, ew) for ns, ew in group) for group in self.groups)
            others = {n: g for n, g in session.fouled.items() if n != self.board_number}
            session.fouled = {**others, self.board_number: forms} if forms else others

    class PairScoreAdjusted(Aggregate.Event):
        """Law 15B3, 12C2(a): the director (`actor`) gave `pair` alone an artificial score of
        `percent` (60, 50 or 40) on a board the movement gave it, which it could not play
        (its opponents had played it already); `direction` is where the movement sat it."""

        board_number: int
        pair: str
        direction: str
        percent: int
        law: str | None
        explanation: str | None
        actor: str

        def apply(self, session: Session) -> None:
            score = PairScore(
                self.board_number, self.pair, self.direction, self.percent, self.law,
                self.explanation, self.actor,
            )  # fmt: skip
            session.pair_scores = {**session.pair_scores, (self.board_number, self.pair): score}

    class PairScoreWithdrawn(Aggregate.Event):
        """The director (`actor`) took back `pair`'s artificial score alone on the board
        (given by mistake): the pair may have its result there again."""

        board_number: int
        pair: str
        actor: str

        def apply(self, session: Session) -> None:
            key = (self.board_number, self.pair)
            session.pair_scores = {k: v for k, v in session.pair_scores.items() if k != key}

    class PenaltyImposed(Aggregate.Event):
        """Law 90: the director (`actor`) imposed procedural penalty `number` on `pair`:
        `percent_of_top` percent of a board's top (MP, BAM) or `imps` IMPs (IMP) off its
        session total, for `reason`; the opponents' scores are not changed."""

        number: int
        pair: str
        percent_of_top: int | None
        imps: int | None
        law: str
        reason: str
        actor: str

        def apply(self, session: Session) -> None:
            penalty = ProceduralPenalty(
                self.number, self.pair, self.percent_of_top, self.imps, self.law,
                self.reason, self.actor,
            )  # fmt: skip
            session.penalties = {**session.penalties, self.number: penalty}
            session.penalties_imposed = max(session.penalties_imposed, self.number)

    class PenaltyWithdrawn(Aggregate.Event):
        """The director (`actor`) took back procedural penalty `number`."""

        number: int
        actor: str

        def apply(self, session: Session) -> None:
            session.penalties = {n: p for n, p in session.penalties.items() if n != self.number}

    def pair_scores_on(self, board_number: int) -> tuple[PairScore, ...]:
        """The one-sided artificial scores on a board (Law 15B3), in pair order."""
        scores = [s for (number, _), s in self.pair_scores.items() if number == board_number]
        return tuple(sorted(scores, key=lambda score: pair_key(score.pair)))

    def form_of(self, board_number: int, ns: str, ew: str) -> int:
        """Which form of the board the table played: 0 the correct one, n the nth changed
        form the director found (Law 87B scores each form's group separately)."""
        for index, group in enumerate(self.fouled.get(board_number, ()), start=1):
            if (ns, ew) in group:
                return index
        return 0

    class BoardSetChosen(Aggregate.Event):
        """The deals of the movement's boards, each from a ledger board of a board set
        (`boards`: board_number, board_id and the deal in PBN)."""

        boards: list[dict[str, Any]]
        actor: str

        def apply(self, session: Session) -> None:
            session.board_set = {
                int(each["board_number"]): SessionDeal(
                    int(each["board_number"]), str(each["board_id"]), str(each["deal"])
                )
                for each in self.boards
            }

    class TableBoardStarted(Aggregate.Event):
        """`actor` started board `board_number` at `table` in `round` as the ledger board
        `board_id` (dealt from the session's board set), `ns` against `ew`."""

        board_number: int
        ns: str
        ew: str
        table: int
        round: int
        board_id: str
        actor: str

        def apply(self, session: Session) -> None:
            started = TableBoard(
                self.board_number, self.ns, self.ew, self.table, self.round, self.board_id,
                self.actor,
            )  # fmt: skip
            key = (self.board_number, self.ns, self.ew)
            session.table_boards = {**session.table_boards, key: started}

    class TableBoardScored(ResultRecorded):
        """The final score of the ledger board `board_id` a table played (started by
        `actor`), entered by the ledger when the board was over; counted like a confirmed
        result, with its table, round and opening lead."""

        table: int
        round: int
        lead: str | None

        def apply(self, session: Session) -> None:
            session.results = (*session.results, _result_of(self))

    class SystemNamed(Aggregate.Event):
        """The bidding system of the session (`pair` None) or of one pair
        (`system`: SessionSystem.record(), the library's modules as they were named)."""

        pair: str | None
        system: dict[str, Any]
        actor: str

        def apply(self, session: Session) -> None:
            named = SessionSystem.from_record(self.system)
            if self.pair is None:
                session.system = named
            else:
                session.pair_systems = {**session.pair_systems, self.pair: named}

    class HandRecordsReleased(Aggregate.Event):
        """The director made every hand record of the session public."""

        actor: str

        def apply(self, session: Session) -> None:
            session.hands_released = True


def _result_of(event: Session.ResultRecorded) -> SessionResult:
    where: dict[str, Any] = {}
    if isinstance(
        event,
        Session.ResultConfirmed
        | Session.WrongBoardPlayed
        | Session.ResultCorrected
        | Session.TableBoardScored,
    ):
        where = {"table": event.table, "round": event.round, "lead": event.lead}
    return SessionResult(
        event.board_number, event.ns, event.ew, event.contract, event.declarer, event.tricks,
        event.score_ns, event.adjusted_ns, event.adjusted_ew, event.board_id, event.actor,
        **where,
    )  # fmt: skip
