"""What a user asks of a duplicate session: one frozen command per use case (docs/design.md 6).

A command holds what the request said, nothing checked yet: the handler of its class
(domain/session_results.py, domain/session_tables.py) checks who may act first, then the
fields. `ScoringLedger.execute` runs every command; the HTTP routers, the command line and
the importer build them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from domain.session_values import SessionSystem


@dataclass(frozen=True)
class ResultFacts:
    """What is known of a table's result: a contract, its declarer and tricks; or a
    ledger board's final score (`score_ns`, with `board_id`); or an artificial score."""

    board_number: int
    ns: str
    ew: str
    contract: str | None = None
    declarer: str | None = None
    tricks: int | None = None
    score_ns: int | None = None
    board_id: str | None = None
    adjusted_ns: int | None = None
    adjusted_ew: int | None = None
    table: int | None = None  # where the movement has it played, when entered at the table
    round: int | None = None
    lead: str | None = None  # the opening lead, e.g. "HT"
    # Law 15B2: a board the movement does not give these pairs, whose score stands
    wrong_board: bool = False
    # The director's ruling on a correction or an adjusted score: the Law of the 2017
    # code cited (e.g. "12C1(d)") and why, both or neither, for the audit of rulings.
    law: str | None = None
    explanation: str | None = None


@dataclass(frozen=True)
class MovementSpec:
    """The movement a session is created with (domain/rules/movements.py)."""

    kind: str
    tables: int
    rounds: int
    boards_per_round: int
    arrow_switch: tuple[int, ...] = ()
    pairs: int | None = None  # one fewer than the tables seat: a half table


@dataclass(frozen=True)
class SessionDeal:
    """A board of the session dealt from a board set: the ledger board that holds it and
    its deal (PBN), read by the service from that board, never from a request."""

    board_number: int
    board_id: str
    deal: str


@dataclass(frozen=True, kw_only=True)
class CreateSession:
    """A new session, by a director or an admin; with a board set, the deals of the
    movement's boards."""

    name: str
    scoring: str = "MP"
    movement: MovementSpec | None = None
    board_set: tuple[SessionDeal, ...] = ()
    # The bidding system the robots at its tables bid (domain/session_system.py), read
    # from the library by the service.
    system: SessionSystem | None = None


@dataclass(frozen=True, kw_only=True)
class ImportSession:
    """A session made whole from a file's score tables: created, each of `results` entered
    as `EnterResult` would (one the rules refuse is left out and told), then the names of
    the pairs that played and the teams they play for; saved at once."""

    session: CreateSession
    results: tuple[ResultFacts, ...]
    pair_names: Mapping[str, str] = field(default_factory=dict)
    teams: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # team -> its pairs
    # The file's deals, each from the board it became: a file is an evening already played,
    # so its hand records are published at once.
    deals: tuple[SessionDeal, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SessionCommand:
    """A command on one session."""

    session_id: str


@dataclass(frozen=True, kw_only=True)
class EnterResult(SessionCommand):
    """A table's result; a pair plays a board once in a session."""

    result: ResultFacts


@dataclass(frozen=True, kw_only=True)
class CorrectResult(SessionCommand):
    """Replaces the result of the same pairs on the same board."""

    result: ResultFacts


@dataclass(frozen=True, kw_only=True)
class NamePair(SessionCommand):
    """Who plays as `pair`, e.g. "Smith & Jones" (the ranking shows it)."""

    pair: str
    names: str


@dataclass(frozen=True, kw_only=True)
class NameTeam(SessionCommand):
    """Which pairs play for `team`, for a teams match; a pair plays for one team."""

    team: str
    pairs: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class NamePairUsers(SessionCommand):
    """The users who play as `pair`: they may enter the results of its tables; with
    `names`, the players' names too, recorded with the users or, one refused, neither."""

    pair: str
    users: tuple[str, ...]
    names: str | None = None


@dataclass(frozen=True, kw_only=True)
class NameSystem(SessionCommand):
    """The session's bidding system, or with `pair` that pair's own (domain/session_system.py):
    the robots at its tables bid it from the next board started."""

    system: SessionSystem
    pair: str | None = None


@dataclass(frozen=True, kw_only=True)
class ConfirmResult(SessionCommand):
    """The opponents (or the director) confirm a result entered at the table."""

    board_number: int
    ns: str
    ew: str


@dataclass(frozen=True, kw_only=True)
class ReleaseHandRecords(SessionCommand):
    """The director makes every hand record of the session public before all its tables
    have played the boards."""


@dataclass(frozen=True, kw_only=True)
class DeclareFouled(SessionCommand):
    """Law 87: board `board_number` was not played in one form everywhere; each of `groups`
    lists the tables (NS pair, EW pair) that played one changed form, every other table
    the correct form. No groups: the board is not fouled after all."""

    board_number: int
    groups: tuple[tuple[tuple[str, str], ...], ...]


@dataclass(frozen=True)
class AdjustPairScore(SessionCommand):
    """Law 15B3: pair `pair` could not play board `board_number`, which the movement gave it
    (its opponents had played it already): the director gives it alone an artificial
    score of `percent` (Law 12C2(a): 60, 50 or 40), citing a Law and why, or neither."""

    board_number: int
    pair: str
    percent: int
    law: str | None = None
    explanation: str | None = None


@dataclass(frozen=True)
class WithdrawPairScore(SessionCommand):
    """The director takes back pair `pair`'s artificial score alone on `board_number`."""

    board_number: int
    pair: str


@dataclass(frozen=True)
class ImposePenalty(SessionCommand):
    """Law 90: the director takes `percent_of_top` percent of a board's top (matchpoints,
    board-a-match) or `imps` IMPs (IMPs) off pair `pair`'s session total, for `reason`,
    citing `law` (90 by default, or a lettered section such as 90B2; 91A for a
    disciplinary penalty in points)."""

    pair: str
    reason: str
    percent_of_top: int | None = None
    imps: int | None = None
    law: str = "90"


@dataclass(frozen=True)
class WithdrawPenalty(SessionCommand):
    """The director takes back procedural penalty `number`."""

    number: int


@dataclass(frozen=True)
class StartTableBoard(SessionCommand):
    """A player of the table (or the director) starts board `board_number` at `table` as a
    ledger board (`board_id`, which the service derives from the session, the board and
    the pairs: domain/session_table_boards.py); `round` None: the round in which the
    movement has the table play it."""

    table: int
    board_number: int
    round: int | None = None


@dataclass(frozen=True)
class ScoreTableBoard(SessionCommand):
    """The ledger enters the final score of a table's ledger board, once it is over:
    `result` as domain/session_table_boards.py `finished_board_result` reads the board."""

    board_id: str
    result: ResultFacts
