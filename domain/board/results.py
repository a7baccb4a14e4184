"""What a finished board gives: the table result, the transfers and rulings in force, the
final result
(docs/design.md 6, docs/contract.md "Irregularities and rulings"), and who may see revokes."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Literal

from domain.actors import Actor
from domain.board.aggregate import Board
from domain.board.revokes.state import revoke_status
from domain.board.view import SideCounts
from domain.errors import Conflict
from domain.policy import require_double_dummy_viewer, require_log_reader
from domain.rules.double_dummy import DoubleDummySolver
from domain.rules.revoke_equity import revoke_equity
from domain.rules.revokes import RevokeStatus, card_index
from domain.rules.rulings import Ruling, RulingKind, final_result, in_force, score_ruling
from domain.rules.scoring import side_scores
from domain.rules.side import Side
from domain.rules.table import CardAction
from domain.rules.weighted_score import weighted_ns


@dataclass(frozen=True)
class TransferView:
    revoke: int | None
    law: str
    tricks: int
    to: str | None


@dataclass(frozen=True)
class WeightedPartView:
    contract: str
    declarer: str | None
    tricks: int | None
    weight: int
    NS: int
    EW: int


@dataclass(frozen=True)
class WeightedView:
    """Law 12C1(c): the weighted score exactly, and the results it weighs."""

    NS: float
    EW: float
    parts: tuple[WeightedPartView, ...]


@dataclass(frozen=True)
class ScoreView:
    contract: str
    declarer: str | None
    declarer_tricks: int | None
    NS: int
    EW: int
    table_tricks: int | None
    transfers: tuple[TransferView, ...]
    table: SideCounts | None  # the tricks as played, shown beside an adjusted score
    artificial: SideCounts | None = None  # Law 12C2: the percentages, instead of a score
    weighted: WeightedView | None = None  # Law 12C1(c): NS and EW are then its rounding


@dataclass(frozen=True)
class RevokeView:
    number: int
    seat: str
    trick: int
    card: str
    status: str
    law: str | None
    transfer: int | None
    to: str | None


@dataclass(frozen=True)
class RulingView:
    number: int
    board: str
    director: str | None
    law: str
    kind: str
    explanation: str
    at: str
    concerns: tuple[int, ...]
    amends: int | None
    amended_by: int | None
    tricks: int
    to: str | None
    NS: int | None
    EW: int | None
    revoke: int | None
    comparable: bool | None = None


@dataclass(frozen=True)
class TrickMarkView:
    kind: Literal["revoke", "correction"]
    seat: str
    card: str
    penalty_card: bool | None = None


@dataclass(frozen=True)
class AlternativeView:
    card: str
    declarer_tricks: int


@dataclass(frozen=True)
class RevokeEquityView:
    revoke: int
    table_tricks: int | None
    declarer_tricks: int | None
    alternatives: tuple[AlternativeView, ...]
    without_revoke: int | None


def artificial_score(board: Board) -> SideCounts | None:
    """The artificial adjusted score the director last awarded (Law 12C2), if any: the
    percentages of the matchpoints NS and EW get."""
    awarded = [r for r in board.rulings if r.kind is RulingKind.ARTIFICIAL_SCORE]
    if not awarded or awarded[-1].ns is None or awarded[-1].ew is None:
        return None
    return SideCounts(NS=awarded[-1].ns, EW=awarded[-1].ew)


def weighted_score(board: Board) -> Ruling | None:
    """The weighted adjusted score in force (Law 12C1(c)), when it is the board's score:
    no later adjusted score replaced it, no ruling amended it."""
    ruling = score_ruling(board.rulings)
    return ruling if ruling is not None and ruling.kind is RulingKind.WEIGHTED_SCORE else None


def weighted_view(ruling: Ruling) -> WeightedView:
    exact = weighted_ns(ruling.parts)
    parts = tuple(
        WeightedPartView(p.contract, p.declarer, p.tricks, p.weight, p.ns, -p.ns + 0)
        for p in ruling.parts
    )
    return WeightedView(NS=float(exact), EW=float(-exact) + 0.0, parts=parts)


def board_score(board: Board) -> ScoreView:
    state = board.state
    artificial = artificial_score(board)
    if artificial is not None:
        contract_text = state.contract.text if state.contract else "Artificial"
        return ScoreView(contract_text, None, None, 0, 0, None, (), None, artificial)
    if not board.phase.is_over:
        raise Conflict("The board has no score until it is complete or passed out.")
    if state.contract is None or state.declarer_tricks is None:
        passed = weighted_score(board)
        if passed is not None and passed.ns is not None and passed.ew is not None:
            view = weighted_view(passed)
            return ScoreView("Pass", None, None, passed.ns, passed.ew, None, (), None, None, view)
        return ScoreView("Pass", None, None, 0, 0, None, (), None)
    contract = state.contract
    vulnerable = board.setup.vulnerability.is_vulnerable(contract.declarer)
    table = side_scores(contract, state.declarer_tricks, vulnerable)
    weighted = weighted_score(board)
    if weighted is not None:
        assert weighted.ns is not None and weighted.ew is not None
        return ScoreView(
            contract=contract.text,
            declarer=contract.declarer.value,
            declarer_tricks=state.declarer_tricks,
            NS=weighted.ns,
            EW=weighted.ew,
            table_tricks=state.declarer_tricks,
            transfers=(),
            table=SideCounts(NS=table[Side.NS], EW=table[Side.EW]),
            weighted=weighted_view(weighted),
        )
    final = final_result(contract, vulnerable, state.declarer_tricks, board.rulings)
    transfers = tuple(
        TransferView(r.revoke, r.law, r.tricks, r.to)
        for r in in_force(board.rulings)
        if r.kind is RulingKind.TRICK_TRANSFER and r.tricks > 0
    )
    return ScoreView(
        contract=contract.text,
        declarer=contract.declarer.value,
        declarer_tricks=final.declarer_tricks,
        NS=final.ns,
        EW=final.ew,
        table_tricks=state.declarer_tricks,
        transfers=transfers,
        table=SideCounts(NS=table[Side.NS], EW=table[Side.EW]) if final.adjusted else None,
    )


def require_may_know_revokes(board: Board, actor: Actor) -> None:
    require_log_reader(board, actor, "Revokes and rulings are")


def revokes_known_to(board: Board, actor: Actor) -> list[RevokeView]:
    require_may_know_revokes(board, actor)
    return revoke_entries(board)


def rulings_known_to(board: Board, actor: Actor) -> list[RulingView]:
    require_may_know_revokes(board, actor)
    return [ruling_entry(board, ruling) for ruling in board.rulings]


def revoke_entries(board: Board) -> list[RevokeView]:
    outcome = {r.revoke: r for r in in_force(board.rulings) if r.revoke is not None}
    entries = []
    for raised in board.revokes.raised:
        ruling = outcome.get(raised.number)
        entries.append(
            RevokeView(
                number=raised.number,
                seat=raised.seat.value,
                trick=raised.trick,
                card=str(raised.card),
                status=revoke_status(board, raised).value,
                law=ruling.law if ruling else None,
                transfer=ruling.tricks if ruling else None,
                to=ruling.to if ruling else None,
            )
        )
    return entries


def latest_revoke_entry(board: Board) -> RevokeView:
    """The entry of the revoke attention was drawn to last (a command's answer)."""
    return revoke_entries(board)[-1]


def latest_ruling_entry(board: Board) -> RulingView:
    """The entry of the ruling made last (a command's answer)."""
    return ruling_entry(board, board.rulings[-1])


# The ruling's facts the view names otherwise (as the API does).
_VIEW_NAMES = {"ns": Side.NS.value, "ew": Side.EW.value}


def ruling_entry(board: Board, ruling: Ruling) -> RulingView:
    """`ruling` as the view shows it: its facts by name (its kind as text), the board's id,
    and the ruling that amends it, if any."""
    facts = {_VIEW_NAMES.get(name, name): value for name, value in asdict(ruling).items()}
    facts.pop("parts")  # a weighted score's results are shown with the board's score
    facts["kind"] = ruling.kind.value
    amended_by = next((r.number for r in board.rulings if r.amends == ruling.number), None)
    return RulingView(**facts, board=str(board.id), amended_by=amended_by)


def trick_marks(board: Board, actor: Actor) -> dict[int, list[TrickMarkView]]:
    """Irregularities to mark in the trick history, by trick: every revoke card to the
    director and admins; to the table, the revokes attention was drawn to; corrections
    (the withdrawn card, and whether it became a penalty card) to everyone who sees the
    board."""
    marks: dict[int, list[TrickMarkView]] = {}
    raised = {(r.seat, r.trick) for r in board.revokes.raised if r.found}
    everything = board.is_director(actor)
    for action in board.actions:
        if not isinstance(action, CardAction) or action.revoke is None:
            continue
        if everything or (action.seat, action.trick) in raised:
            marks.setdefault(action.trick, []).append(
                TrickMarkView("revoke", action.seat.value, str(action.card))
            )
    for revoke in board.revokes.raised:
        if revoke.was_corrected:
            marks.setdefault(revoke.trick, []).append(
                TrickMarkView(
                    "correction", revoke.seat.value, str(revoke.card), revoke.made_penalty_card
                )
            )
    return marks


def revoke_suggestion(
    board: Board, actor: Actor, number: int, solver: DoubleDummySolver
) -> RevokeEquityView:
    """The double-dummy suggestion for an established revoke (Law 64C), for the director:
    it is computed from every hand."""
    require_double_dummy_viewer(board, actor, "the double-dummy suggestion")
    raised = board.revokes.numbered(number)
    if revoke_status(board, raised) is not RevokeStatus.ESTABLISHED:
        raise Conflict(f"Revoke {number} is not established; there is nothing to weigh.")
    index = card_index(board.actions, raised.trick, raised.seat)
    assert index is not None and board.state.declarer is not None
    before = board.state_before(index)
    equity = revoke_equity(before, raised.seat, raised.card, solver)
    score = board_score(board) if board.phase.is_over else None
    return RevokeEquityView(
        revoke=number,
        table_tricks=board.state.declarer_tricks,
        declarer_tricks=score.declarer_tricks if score else None,
        alternatives=tuple(
            AlternativeView(str(a.card), a.declarer_tricks) for a in equity.alternatives
        ),
        without_revoke=equity.without_revoke(board.state.declarer) if equity.alternatives else None,
    )
