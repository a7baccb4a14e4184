"""Director rulings (Laws 12C, 64): trick transfers and adjusted scores, and the final
result they give. A ruling is never edited: a later one amends it. Pure rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from domain.rules.calls import Contract
from domain.rules.law64 import final_declarer_tricks
from domain.rules.scoring import side_scores
from domain.rules.side import Side
from domain.rules.weighted_score import WeightedPart


class RulingKind(StrEnum):
    TRICK_TRANSFER = "trick_transfer"
    ADJUSTED_SCORE = "adjusted_score"
    COMPARABLE_CALL = "comparable_call"  # Law 27B1b, during the auction: no score
    AUCTION_RECTIFICATION = "auction_rectification"  # Laws 30-39 applied, no director
    ARTIFICIAL_SCORE = "artificial_score"  # Law 12C2: ns and ew are percentages
    CLAIM = "claim"  # Law 70: `tricks` of those left to the claimer's side (`to`)
    WEIGHTED_SCORE = "weighted_score"  # Law 12C1(c): `parts`; ns and ew rounded
    # the director's findings in the play (Laws 45C4(b), 47E, 54A, 54C, 58A): no score
    PLAY_RECTIFICATION = "play_rectification"


@dataclass(frozen=True)
class Ruling:
    number: int
    director: str | None  # None for an automatic Law 64 transfer or auction rectification
    law: str
    kind: RulingKind
    explanation: str
    concerns: tuple[int, ...]  # versions of the events it concerns
    amends: int | None
    at: str  # when it was made (ISO 8601)
    tricks: int = 0  # trick_transfer: how many
    to: str | None = None  # trick_transfer: to which side
    ns: int | None = None  # adjusted_score: the score assigned to NS
    ew: int | None = None
    revoke: int | None = None  # the revoke an automatic transfer rectifies
    comparable: bool | None = None  # comparable_call: the director's finding
    parts: tuple[WeightedPart, ...] = ()  # weighted_score: the results and their weights


@dataclass(frozen=True)
class FinalResult:
    declarer_tricks: int
    ns: int
    ew: int
    adjusted: bool


def in_force(rulings: Sequence[Ruling]) -> list[Ruling]:
    """The rulings no later ruling amends."""
    amended = {r.amends for r in rulings if r.amends is not None}
    return [r for r in rulings if r.number not in amended]


def score_ruling(rulings: Sequence[Ruling]) -> Ruling | None:
    """The assigned score in force that replaces the table result, if any: the latest
    adjusted or weighted score no later ruling amends."""
    kinds = (RulingKind.ADJUSTED_SCORE, RulingKind.WEIGHTED_SCORE)
    return next((r for r in reversed(in_force(rulings)) if r.kind in kinds), None)


def final_result(
    contract: Contract, vulnerable: bool, table_tricks: int, rulings: Sequence[Ruling]
) -> FinalResult:
    """Declarer's tricks after the transfers in force and the score after them, or the
    adjusted score in force, which replaces the table result (the latest one wins)."""
    side = contract.declarer.side
    rulings = in_force(rulings)
    moved = [r for r in rulings if r.kind is RulingKind.TRICK_TRANSFER]
    tricks = final_declarer_tricks(table_tricks, side, moved)
    adjusted = next((r for r in reversed(rulings) if r.kind is RulingKind.ADJUSTED_SCORE), None)
    if adjusted is not None:
        assert adjusted.ns is not None and adjusted.ew is not None
        return FinalResult(tricks, adjusted.ns, adjusted.ew, True)
    scores = side_scores(contract, tricks, vulnerable)
    return FinalResult(tricks, scores[Side.NS], scores[Side.EW], False)
