"""Cohen's kappa and the Wilson interval that `bench/heldout_misses.py --second-rater`
reports (issue 33, 0.27.0, h57g), against a textbook case and an independent computation
written here (kappa from the confusion matrix's cells, not from the two label lists)."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

BENCH = Path(__file__).resolve().parents[3] / "bench"
sys.path.insert(0, str(BENCH))

from rater_agreement import cohen_kappa, confusion, wilson  # noqa: E402


def test_kappa_of_the_textbook_two_by_two():
    # 50 items: both yes 20, first yes second no 5, first no second yes 10, both no 15:
    # observed 0.7, chance 0.5 * 0.6 + 0.5 * 0.4 = 0.5, kappa (0.7 - 0.5) / 0.5 = 0.4.
    first = ["y"] * 25 + ["n"] * 25
    second = ["y"] * 20 + ["n"] * 5 + ["y"] * 10 + ["n"] * 15
    assert cohen_kappa(first, second) == pytest.approx(0.4)


def test_total_agreement_is_one_and_chance_level_agreement_is_zero():
    assert cohen_kappa(list("abcab"), list("abcab")) == pytest.approx(1.0)
    # Each rater splits evenly and independently of the other: observed = chance.
    assert cohen_kappa(list("aabb"), list("abab")) == pytest.approx(0.0)


labels = st.lists(st.tuples(st.sampled_from("abcde"), st.sampled_from("abcde")), min_size=1)


@given(labels)
def test_kappa_matches_a_computation_from_the_matrix(pairs):
    first = [a for a, _ in pairs]
    second = [b for _, b in pairs]
    cells = confusion(first, second)
    n = sum(cells.values())
    assert n == len(pairs)
    rows = {k: sum(v for (a, _), v in cells.items() if a == k) for k in "abcde"}
    cols = {k: sum(v for (_, b), v in cells.items() if b == k) for k in "abcde"}
    observed = sum(cells[(k, k)] for k in "abcde") / n
    chance = sum(rows[k] * cols[k] for k in "abcde") / n**2
    expected = 1.0 if chance == 1.0 else (observed - chance) / (1 - chance)
    assert cohen_kappa(first, second) == pytest.approx(expected)


def test_wilson_of_a_known_case():
    # 18 of 60, z = 1.96, infinite population: centre (0.3 + 0.032) / 1.064, half width
    # 1.96 * sqrt(0.0035 + 0.000267) / 1.064 = 0.1131, i.e. 0.1990 to 0.4251.
    low, high = wilson(18, 60)
    assert low == pytest.approx(0.1990, abs=2e-4)
    assert high == pytest.approx(0.4251, abs=2e-4)


@given(st.integers(1, 200), st.data())
def test_a_finite_population_narrows_the_interval_and_keeps_the_share_inside(n, data):
    hits = data.draw(st.integers(0, n))
    population = data.draw(st.integers(n, 400))
    plain = wilson(hits, n)
    finite = wilson(hits, n, population)
    p = hits / n
    assert finite[0] - 1e-12 <= p <= finite[1] + 1e-12
    assert plain[0] - 1e-12 <= finite[0] and finite[1] <= plain[1] + 1e-12
    if population == n:
        assert finite == (p, p)
    assert not math.isnan(finite[0])


def test_unequal_raters_are_refused():
    with pytest.raises(ValueError):
        cohen_kappa(["a"], ["a", "b"])
