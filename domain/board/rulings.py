"""Rulings, the director and the end of the round (docs/design.md 5; Laws 12C, 64C): a
family of board commands. A director's ruling on the result (a trick transfer, an
adjusted score, amending an earlier one), an artificial adjusted score (12C2), a
weighted one (12C1(c)), and the
kinds of ruling other families decide (`ruling_kind`: whether a call is comparable)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from domain.actors import Actor
from domain.board.event import BoardEvent
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.errors import Conflict, NotAllowed
from domain.limits import check_text
from domain.policy import check_director_holds_no_seat, require_may_name_director
from domain.rules.errors import RuleViolation
from domain.rules.law12c2_artificial_score import artificial_percents
from domain.rules.laws2017 import unknown_law
from domain.rules.rulings import Ruling, RulingKind, final_result
from domain.rules.side import Side
from domain.rules.table import Phase
from domain.rules.weighted_score import (
    WeightedPart,
    rounded,
    weighted_ns,
    weighted_parts,
)

if TYPE_CHECKING:
    from domain.board.aggregate import Board

LAW_MAX = 12
EXPLANATION_MAX = 2000
SCORE_MAX = 7600  # no duplicate score reaches it (7 notrump redoubled is 7280 at most)


# ---- commands ---------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class MakeRuling(BoardCommand):
    """A director's ruling on the result: an adjusted score or a trick transfer (Law 12C),
    perhaps amending an earlier one; an artificial adjusted score when no result can be
    obtained (12C2); or, during the auction, whether a substitute for an insufficient bid
    is comparable (Law 27B1b)."""

    law: str
    kind: str
    explanation: str
    tricks: int | None = None
    to: str | None = None
    ns: int | None = None
    ew: int | None = None
    concerns: tuple[int, ...] = field(default=())
    amends: int | None = None
    comparable: bool | None = None  # kind comparable_call (Law 27B1b), during the auction
    grades: Mapping[str, str] | None = None  # kind artificial_score (Law 12C2): NS, EW
    # kind weighted_score (Law 12C1(c)): contract, declarer, tricks, weight (percent)
    results: tuple[Mapping[str, object], ...] | None = None


@dataclass(frozen=True, kw_only=True)
class CloseBoard(BoardCommand):
    """The round is over for this board: the director closes it (Law 64B5 then applies
    to revokes raised afterwards)."""


@dataclass(frozen=True, kw_only=True)
class NameDirector(BoardCommand):
    """An admin or the board's creator names its director, or none."""

    director: str | None


RulingOfKind = Callable[["Board", Actor, MakeRuling], None]
_RULING_KINDS: dict[str, RulingOfKind] = {}


def ruling_kind(kind: str, decide: RulingOfKind) -> None:
    """A kind of ruling that another family decides (`MakeRuling` with `kind`)."""
    _RULING_KINDS[kind] = decide


# ---- events -----------------------------------------------------------------------------
class RulingMade(BoardEvent):
    """A ruling: the director's, or an automatic Law 64 transfer (`director` None).
    `declarer_tricks`, `ns` and `ew` record the final result once it is in force."""

    number: int
    director: str | None
    law: str
    kind: str
    explanation: str
    concerns: list[int]
    amends: int | None
    tricks: int
    to: str | None
    assigned_ns: int | None
    assigned_ew: int | None
    revoke: int | None
    declarer_tricks: int
    ns: int
    ew: int

    def apply(self, board: Board) -> None:
        ruling = Ruling(
            number=self.number,
            director=self.director,
            law=self.law,
            kind=RulingKind(self.kind),
            explanation=self.explanation,
            concerns=tuple(self.concerns),
            amends=self.amends,
            at=self.timestamp.isoformat(),
            tricks=self.tricks,
            to=self.to,
            ns=self.assigned_ns,
            ew=self.assigned_ew,
            revoke=self.revoke,
        )
        board.rulings = (*board.rulings, ruling)


class ArtificialScoreAwarded(BoardEvent):
    """Law 12C2: the director's artificial adjusted score, `ns` and `ew` the percentages
    of the matchpoints each side gets (60 average plus, 50 average, 40 average minus)."""

    number: int
    director: str
    law: str
    explanation: str
    ns: int
    ew: int

    def apply(self, board: Board) -> None:
        add_ruling(board, self, RulingKind.ARTIFICIAL_SCORE, self.director, ns=self.ns, ew=self.ew)


class WeightedScoreAwarded(BoardEvent):
    """Law 12C1(c): the director's weighted adjusted score, `parts` the potential results
    (contract, declarer, tricks, weight in percent, `ns` its NS score); `ns` and `ew` the
    weighted score to the nearest point."""

    number: int
    director: str
    law: str
    explanation: str
    parts: list[dict[str, Any]]
    ns: int
    ew: int

    def apply(self, board: Board) -> None:
        parts = tuple(WeightedPart(**part) for part in self.parts)
        add_ruling(
            board, self, RulingKind.WEIGHTED_SCORE, self.director, ns=self.ns, ew=self.ew,
            parts=parts,
        )  # fmt: skip


class Closed(BoardEvent):
    """The round is over for this board (Law 64B5 for revokes raised afterwards)."""

    actor: str

    def apply(self, board: Board) -> None:
        board.closed = True


class DirectorNamed(BoardEvent):
    director: str | None
    actor: str

    def apply(self, board: Board) -> None:
        board.director = self.director


def add_ruling(
    board: Board,
    event: Any,
    kind: RulingKind,
    director: str | None,
    explanation: str | None = None,
    **facts: Any,
) -> None:
    """The ruling `event` records (its `number`, `law`, `explanation` or the one given, and
    time), one that concerns no event and amends none: an auction's, a finding in the
    play, or an artificial score."""
    ruling = Ruling(
        number=event.number,
        director=director,
        law=event.law,
        kind=kind,
        explanation=event.explanation if explanation is None else explanation,
        concerns=(),
        amends=None,
        at=event.timestamp.isoformat(),
        **facts,
    )
    board.rulings = (*board.rulings, ruling)


# ---- rulings (Laws 12C, 64C) --------------------------------------------------------
@handles(MakeRuling)
def make_ruling(board: Board, actor: Actor, command: MakeRuling, _: RegisteredName) -> None:
    other_kind = _RULING_KINDS.get(command.kind)
    if other_kind is not None:
        other_kind(board, actor, command)
        return
    law, kind, explanation = command.law, command.kind, command.explanation
    tricks, to, ns, ew = command.tricks, command.to, command.ns, command.ew
    concerns, amends = command.concerns, command.amends
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules.")
    if board.phase is not Phase.COMPLETE:
        raise Conflict("A ruling on the result needs a board played to the end.")
    law, explanation = ruling_words(law, explanation)
    if kind not in (RulingKind.ADJUSTED_SCORE, RulingKind.TRICK_TRANSFER):
        raise RuleViolation("kind must be adjusted_score or trick_transfer.")
    for version in concerns:
        if not 1 <= version <= board.version:
            raise RuleViolation(f"concerns lists event versions from 1 to {board.version}.")
    if amends is not None:
        if not any(r.number == amends for r in board.rulings):
            raise RuleViolation(f"There is no ruling number {amends} at this board to amend.")
        if any(r.amends == amends for r in board.rulings):
            raise Conflict(f"Ruling {amends} is already amended; amend the latest ruling.")
    if kind == RulingKind.TRICK_TRANSFER:
        if tricks is None or not 1 <= tricks <= 13 or Side.parse(to) is None:
            raise RuleViolation("A trick transfer gives 1 to 13 tricks to NS or EW.")
        ns = ew = None
    else:
        if ns is None or not -SCORE_MAX <= ns <= SCORE_MAX:
            raise RuleViolation(
                f"An adjusted score gives NS a score from -{SCORE_MAX} to {SCORE_MAX}."
            )
        ew = -ns if ew is None else ew
        if not -SCORE_MAX <= ew <= SCORE_MAX:
            raise RuleViolation(f"{Side.EW}'s adjusted score is from -{SCORE_MAX} to {SCORE_MAX}.")
        tricks, to = 0, None
    record_ruling(
        board,
        director=actor.name,
        law=law,
        kind=RulingKind(kind),
        explanation=explanation,
        concerns=list(concerns),
        amends=amends,
        tricks=tricks,
        to=to,
        ns=ns,
        ew=ew,
    )


def award_artificial_score(board: Board, actor: Actor, command: MakeRuling) -> None:
    """Law 12C2: no result can be obtained; each side gets average plus, average or
    average minus, at any moment of the board. The latest award is the board's score."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules.")
    law, explanation = ruling_words(command.law, command.explanation)
    ns, ew = artificial_percents(command.grades)
    record_directors_ruling(board, ArtificialScoreAwarded, actor, law, explanation, ns=ns, ew=ew)


def award_weighted_score(board: Board, actor: Actor, command: MakeRuling) -> None:
    """Law 12C1(c): an assigned adjusted score weighted over potential results, on a
    board played to the end (or passed out). The latest adjusted or weighted score in
    force is the board's score."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules.")
    if not board.phase.is_over:
        raise Conflict("A weighted score needs a board played to the end.")
    law, explanation = ruling_words(command.law, command.explanation)
    parts = weighted_parts(command.results, board.setup.vulnerability)
    ns = rounded(weighted_ns(parts))
    record_directors_ruling(
        board, WeightedScoreAwarded, actor, law, explanation,
        parts=[asdict(part) for part in parts], ns=ns, ew=-ns,
    )  # fmt: skip


# ---- the board's director and the end of the round ----------------------------------
@handles(CloseBoard)
def close(board: Board, actor: Actor, _command: CloseBoard, _: RegisteredName) -> None:
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin closes it.")
    if not board.phase.is_over:
        raise Conflict("The board is still being played; it can be closed once it is over.")
    if board.closed:
        raise Conflict("The board is already closed.")
    board.trigger_event(Closed, actor=actor.name)


@handles(NameDirector)
def name_director(
    board: Board, actor: Actor, command: NameDirector, registered_name: RegisteredName
) -> None:
    """By an admin or the board's creator, naming a user or nobody."""
    require_may_name_director(board, actor)  # who may, first: 403 before 422
    director = None if command.director is None else registered_name(command.director)
    if command.director is not None and director is None:
        raise RuleViolation(f"There is no user named '{command.director[:40]}'.")
    check_director_holds_no_seat(board, director)
    if board.director == director:
        raise Conflict(f"{director or 'Nobody'} is already this board's director.")
    board.trigger_event(DirectorNamed, director=director, actor=actor.name)


def ruling_words(law: str, explanation: str) -> tuple[str, str]:
    """A director's ruling names the Law of the 2017 code it applies and explains itself:
    both checked, both without surrounding blanks."""
    law = law.strip()
    if not law or len(law) > LAW_MAX:
        raise RuleViolation(f"law names the law applied in 1 to {LAW_MAX} characters.")
    unknown = unknown_law(law)
    if unknown is not None:
        raise RuleViolation(unknown)
    explanation = check_text(explanation, "explanation", EXPLANATION_MAX).strip()
    if not explanation:
        raise RuleViolation(f"A ruling needs an explanation of 1 to {EXPLANATION_MAX} characters.")
    return law, explanation


def record_directors_ruling(
    board: Board, event: type[Any], actor: Actor, law: str, explanation: str, **facts: object
) -> None:
    """A ruling of `actor`, the director, that concerns no event and amends none (`event`:
    an artificial score, a comparable call), numbered after the board's rulings."""
    board.trigger_event(
        event,
        number=len(board.rulings) + 1,
        director=actor.name,
        law=law,
        explanation=explanation,
        **facts,
    )


def record_ruling(
    board: Board,
    *,
    director: str | None,
    law: str,
    kind: RulingKind,
    explanation: str,
    concerns: list[int],
    amends: int | None,
    tricks: int = 0,
    to: str | None = None,
    ns: int | None = None,
    ew: int | None = None,
    revoke: int | None = None,
) -> None:
    """A ruling, the director's or an automatic Law 64 one (`director` None), with the
    final result it leaves in force."""
    contract = board.state.contract
    assert contract is not None and board.state.declarer_tricks is not None
    number = len(board.rulings) + 1
    ruling = Ruling(
        number,
        director,
        law,
        kind,
        explanation,
        tuple(concerns),
        amends,
        "",
        tricks,
        to,
        ns,
        ew,
    )
    vulnerable = board.setup.vulnerability.is_vulnerable(contract.declarer)
    final = final_result(
        contract, vulnerable, board.state.declarer_tricks, [*board.rulings, ruling]
    )
    board.trigger_event(
        RulingMade,
        number=number,
        director=director,
        law=law,
        kind=kind.value,
        explanation=explanation,
        concerns=concerns,
        amends=amends,
        tricks=tricks,
        to=to,
        assigned_ns=ns,
        assigned_ew=ew,
        revoke=revoke,
        declarer_tricks=final.declarer_tricks,
        ns=final.ns,
        ew=final.ew,
    )


ruling_kind(RulingKind.ARTIFICIAL_SCORE.value, award_artificial_score)
ruling_kind(RulingKind.WEIGHTED_SCORE.value, award_weighted_score)
