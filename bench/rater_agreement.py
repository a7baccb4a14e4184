"""Agreement between two raters of the same items, and a proportion's interval from a sample.

Issue 33, 0.27.0 (h57g): a second rater classed a seeded sample of the misses that
bench/heldout_misses_classes.tsv classes; `bench/heldout_misses.py --second-rater` reports
raw agreement, Cohen's kappa and the confusion matrix from these functions, and estimates
the share of all misses that are engine errors with a Wilson interval corrected for sampling
without replacement from a finite list.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path


def read_classes(path: Path) -> dict[tuple[str, int], tuple[str, str]]:
    """A table of set, case line, class, why (lines starting with # are comments)."""
    table: dict[tuple[str, int], tuple[str, str]] = {}
    for row in path.read_text(encoding="utf-8").splitlines():
        if not row.strip() or row.startswith("#"):
            continue
        set_name, line, klass, why = row.split("\t")
        table[(set_name, int(line))] = (klass, why)
    return table


def confusion(first: Sequence[str], second: Sequence[str]) -> Counter[tuple[str, str]]:
    """Counts of (first rater's class, second rater's class) over paired items."""
    if len(first) != len(second):
        raise ValueError("the two raters must class the same items")
    return Counter(zip(first, second, strict=True))


def cohen_kappa(first: Sequence[str], second: Sequence[str]) -> float:
    """Cohen's kappa: (observed agreement - chance agreement) / (1 - chance agreement), the
    chance agreement from each rater's own marginal shares. 1.0 when both agree on every item
    and chance agreement is already total (one class used by both throughout)."""
    n = len(first)
    if n == 0 or n != len(second):
        raise ValueError("the two raters must class the same, non-empty items")
    observed = sum(a == b for a, b in zip(first, second, strict=True)) / n
    left, right = Counter(first), Counter(second)
    chance = sum(left[k] * right[k] for k in left) / (n * n)
    if chance == 1.0:
        return 1.0
    return (observed - chance) / (1.0 - chance)


def wilson(
    hits: int, n: int, population: int | None = None, z: float = 1.96
) -> tuple[float, float]:
    """Wilson score interval for a proportion. With `population`, the sample was drawn
    without replacement from that many items: the finite-population correction enters as an
    effective sample size n * (N - 1) / (N - n) (the whole list sampled gives a point)."""
    if not 0 <= hits <= n or n == 0:
        raise ValueError("need 0 <= hits <= n and n > 0")
    p = hits / n
    if population is not None:
        if population < n:
            raise ValueError("the sample cannot exceed the population")
        if population == n:
            return (p, p)
        n_eff = n * (population - 1) / (population - n)
    else:
        n_eff = float(n)
    centre = (p + z * z / (2 * n_eff)) / (1 + z * z / n_eff)
    half = z * math.sqrt(p * (1 - p) / n_eff + z * z / (4 * n_eff * n_eff)) / (1 + z * z / n_eff)
    return (max(0.0, centre - half), min(1.0, centre + half))
