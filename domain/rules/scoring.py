"""Duplicate scoring (Law 77, docs/design.md 6)."""

from __future__ import annotations

from domain.rules.calls import Contract, Strain
from domain.rules.errors import RuleViolation
from domain.rules.side import Side


def _trick_value(strain: Strain) -> int:
    return 20 if strain in (Strain.C, Strain.D) else 30


def contract_points(contract: Contract) -> int:
    """Trick points for the tricks bid, doubling applied."""
    points = contract.level * _trick_value(contract.strain)
    if contract.strain is Strain.NT:
        points += 10
    return points * (1, 2, 4)[contract.doubled]


def undertrick_penalty(down: int, doubled: int, vulnerable: bool) -> int:
    if down <= 0:
        return 0
    if doubled == 0:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        penalty = 200 + (down - 1) * 300
    else:
        penalty = 100 + min(down - 1, 2) * 200 + max(down - 3, 0) * 300
    return penalty * doubled  # redoubled is twice doubled


def duplicate_score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Declarer's side's score when declarer takes `tricks` of the 13."""
    if not 0 <= tricks <= 13:
        raise RuleViolation("Declarer's tricks must be between 0 and 13.")
    needed = contract.level + 6
    if tricks < needed:
        return -undertrick_penalty(needed - tricks, contract.doubled, vulnerable)
    below = contract_points(contract)
    score = below
    score += (500 if vulnerable else 300) if below >= 100 else 50
    if contract.level == 6:
        score += 750 if vulnerable else 500
    elif contract.level == 7:
        score += 1500 if vulnerable else 1000
    score += 50 * contract.doubled
    over = tricks - needed
    if contract.doubled == 0:
        score += over * _trick_value(contract.strain)
    else:
        score += over * (200 if vulnerable else 100) * contract.doubled
    return score


def side_scores(contract: Contract | None, tricks: int | None, vulnerable: bool) -> dict[str, int]:
    """Each side's score (NS n, EW -n) from declarer's; zeros for a passed-out board."""
    if contract is None or tricks is None:
        return {Side.NS: 0, Side.EW: 0}
    score = duplicate_score(contract, tricks, vulnerable)
    if contract.declarer.side is Side.NS:
        return {Side.NS: score, Side.EW: -score}
    return {Side.NS: -score, Side.EW: score}
