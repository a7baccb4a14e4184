"""Law 12C1(c), weighted adjusted scores: "An assigned adjusted score may be weighted to
reflect the probabilities of a number of potential results, but only outcomes that could
have been achieved in a legal manner may be included." The director lists the results
(contract, declarer, declarer's tricks) with their weights in whole percent, adding up to
100; each result is scored on the board's vulnerability, and the board's score is the
weighted sum. In a session each part is matchpointed (or IMPed) against the field and
the points are weighted (domain/rules/matchpoints.py, session_scoring.py). Pure rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Contract
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.scoring import side_scores
from domain.rules.side import Side

MIN_PARTS, MAX_PARTS = 2, 6
WHOLE = 100  # the weights are whole percentages adding up to this


@dataclass(frozen=True)
class WeightedPart:
    """One of the potential results: `contract` ("4S", "3NTX", "Pass") by `declarer` with
    `tricks`, weighing `weight` percent; `ns` its North-South score."""

    contract: str
    declarer: str | None
    tricks: int | None
    weight: int
    ns: int


def weighted_parts(
    results: Sequence[Mapping[str, object]] | None, vulnerability: Vulnerability
) -> tuple[WeightedPart, ...]:
    """The director's `results`, checked and scored; RuleViolation with a sentence for
    anything a weighted score cannot be."""
    if results is None or not MIN_PARTS <= len(results) <= MAX_PARTS:
        raise RuleViolation(
            f"A weighted score lists {MIN_PARTS} to {MAX_PARTS} results, each "
            '{"contract", "declarer", "tricks", "weight"} (Law 12C1(c)).'
        )
    parts = tuple(_part(result, vulnerability) for result in results)
    if sum(part.weight for part in parts) != WHOLE:
        raise RuleViolation("The weights are whole percentages that add up to 100.")
    if len({(p.contract, p.declarer, p.tricks) for p in parts}) != len(parts):
        raise RuleViolation("Each result of a weighted score is listed once, with its weight.")
    return parts


def _part(result: Mapping[str, object], vulnerability: Vulnerability) -> WeightedPart:
    weight = result.get("weight")
    if isinstance(weight, bool) or not isinstance(weight, int) or not 1 <= weight < WHOLE:
        raise RuleViolation(
            "weight is a whole percentage from 1 to 99 (e.g. 30 for 30%), the weights "
            "adding up to 100."
        )
    text = result.get("contract")
    if not isinstance(text, str) or not 1 <= len(text) <= 6:
        raise RuleViolation('contract is a contract such as "4S", "3NTX" or "Pass".')
    if text.strip().lower() in ("pass", "p"):
        return WeightedPart("Pass", None, None, weight, 0)
    declarer, tricks = result.get("declarer"), result.get("tricks")
    if not isinstance(declarer, str) or declarer not in {s.value for s in Seat}:
        raise RuleViolation("declarer is N, E, S or W.")
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise RuleViolation("tricks is declarer's tricks, 0 to 13.")
    contract = Contract.parse(text, Seat(declarer))
    vulnerable = vulnerability.is_vulnerable(contract.declarer)
    ns = side_scores(contract, tricks, vulnerable)[Side.NS]
    return WeightedPart(contract.text, declarer, tricks, weight, ns)


def weighted_ns(parts: Sequence[WeightedPart]) -> Fraction:
    """North-South's weighted score: the sum of each result's score times its weight."""
    return sum((Fraction(p.weight, WHOLE) * p.ns for p in parts), Fraction(0))


def rounded(score: Fraction) -> int:
    """A weighted score to the nearest point, a half away from zero (for a table's score
    line; the points are worked out from the parts)."""
    whole = abs(score).numerator * 2 + abs(score).denominator
    nearest = whole // (2 * abs(score).denominator)
    return nearest if score >= 0 else -nearest


def rounded_score(parts: Sequence[tuple[int, int]]) -> int:
    """The weighted score of (NS score, weight in percent) pairs, to the nearest point."""
    return rounded(sum((Fraction(weight, WHOLE) * ns for ns, weight in parts), Fraction(0)))
