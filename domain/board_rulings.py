"""Rulings, the director and the end of the round: commands of the Board aggregate
(docs/design.md 5; Laws 12C, 64C). Events are nested in `Board` (domain/board.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from domain.actors import Actor
from domain.errors import Conflict, NotAllowed
from domain.limits import check_text
from domain.policy import require_may_name_director
from domain.rules.errors import RuleViolation
from domain.rules.law12c2_artificial_score import artificial_percents
from domain.rules.rulings import Ruling, RulingKind, final_result
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board import Board

LAW_MAX = 12
EXPLANATION_MAX = 2000
SCORE_MAX = 7600  # no duplicate score reaches it (7 notrump redoubled is 7280 at most)


# ---- rulings (Laws 12C, 64C) --------------------------------------------------------
def make_ruling(
    board: Board,
    actor: Actor,
    law: str,
    kind: str,
    explanation: str,
    *,
    tricks: int | None = None,
    to: str | None = None,
    ns: int | None = None,
    ew: int | None = None,
    concerns: Sequence[int] = (),
    amends: int | None = None,
) -> None:
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
        if tricks is None or not 1 <= tricks <= 13 or to not in ("NS", "EW"):
            raise RuleViolation("A trick transfer gives 1 to 13 tricks to NS or EW.")
        ns = ew = None
    else:
        if ns is None or not -SCORE_MAX <= ns <= SCORE_MAX:
            raise RuleViolation(
                f"An adjusted score gives NS a score from -{SCORE_MAX} to {SCORE_MAX}."
            )
        ew = -ns if ew is None else ew
        if not -SCORE_MAX <= ew <= SCORE_MAX:
            raise RuleViolation(f"EW's adjusted score is from -{SCORE_MAX} to {SCORE_MAX}.")
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


def award_artificial_score(
    board: Board, actor: Actor, law: str, grades: Mapping[str, str] | None, explanation: str
) -> None:
    """Law 12C2: no result can be obtained; each side gets average plus, average or
    average minus, at any moment of the board. The latest award is the board's score."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules.")
    law, explanation = ruling_words(law, explanation)
    ns, ew = artificial_percents(grades)
    record_directors_ruling(
        board, board.ArtificialScoreAwarded, actor, law, explanation, ns=ns, ew=ew
    )


# ---- the board's director and the end of the round ----------------------------------
def close(board: Board, actor: Actor) -> None:
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin closes it.")
    if not board.phase.is_over:
        raise Conflict("The board is still being played; it can be closed once it is over.")
    if board.closed:
        raise Conflict("The board is already closed.")
    board.trigger_event(board.Closed, actor=actor.name)


def name_director(board: Board, actor: Actor, director: str | None) -> None:
    """By an admin or the board's creator; the caller checks that the user exists."""
    require_may_name_director(board, actor)
    if board.director == director:
        raise Conflict(f"{director or 'Nobody'} is already this board's director.")
    board.trigger_event(board.DirectorNamed, director=director, actor=actor.name)


def ruling_words(law: str, explanation: str) -> tuple[str, str]:
    """A director's ruling names the law it applies and explains itself: both checked,
    both without surrounding blanks."""
    law = law.strip()
    if not law or len(law) > LAW_MAX:
        raise RuleViolation(f"law names the law applied in 1 to {LAW_MAX} characters.")
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
        board.RulingMade,
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
