"""Law 12C1(c) (2017), weighted adjusted scores:

    "An assigned adjusted score may be weighted to reflect the probabilities of a number
    of potential results, but only outcomes that could have been achieved in a legal
    manner may be included."

Scorers matchpoint a weighted score part by part: each potential result is compared with
the field, the points weighted; every other table is compared with each part and its
points weighted likewise. The reference below reads the weights as the probabilities
the Law says they are: it enumerates every world (one potential result at each weighted
table), scores each world as an ordinary board (Law 78A: 2 for each score beaten, 1 for
each tie; cross-IMPs averaged over the other tables) and takes the expectation. It
shares nothing with the code but the IMP scale.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.board_numbers import Vulnerability
from domain.rules.errors import RuleViolation
from domain.rules.imps import imps
from domain.rules.matchpoints import Artificial, Result, Weighted, board_matchpoints
from domain.rules.session_scoring import TableResult, traveller
from domain.rules.weighted_score import rounded, weighted_ns, weighted_parts

SCORES = st.sampled_from([-800, -200, -100, -50, 0, 50, 110, 140, 420, 450, 620, 650, 1430])


@st.composite
def weights(draw: st.DrawFn) -> tuple[int, ...]:
    """2 or 3 whole percentages adding up to 100."""
    count = draw(st.integers(2, 3))
    cuts = sorted(draw(st.lists(st.integers(1, 99), min_size=count - 1, max_size=count - 1,
                                unique=True)))  # fmt: skip
    edges = [0, *cuts, 100]
    return tuple(b - a for a, b in pairwise(edges))


@st.composite
def boards(draw: st.DrawFn) -> list[Result]:
    tables: list[Result] = []
    for _ in range(draw(st.integers(2, 6))):
        kind = draw(st.sampled_from(["real", "real", "weighted", "artificial"]))
        if kind == "weighted":
            split = draw(weights())
            tables.append(Weighted(tuple((draw(SCORES), w) for w in split)))
        elif kind == "artificial":
            tables.append(Artificial(60, 40))
        else:
            tables.append(draw(SCORES))
    return tables


def worlds(tables: list[Result]) -> list[tuple[Fraction, list[int | None]]]:
    """Every choice of one potential result at each weighted table, with its probability;
    an artificial score is None (it is not compared)."""
    options: list[list[tuple[Fraction, int | None]]] = []
    for table in tables:
        if isinstance(table, Weighted):
            options.append([(Fraction(w, 100), score) for score, w in table.parts])
        elif isinstance(table, Artificial):
            options.append([(Fraction(1), None)])
        else:
            options.append([(Fraction(1), table)])
    found = []
    for choice in product(*options):
        chance = Fraction(1)
        for p, _ in choice:
            chance *= p
        found.append((chance, [score for _, score in choice]))
    return found


def reference_matchpoints(tables: list[Result]) -> list[float]:
    """North-South's expected Law 78A matchpoints of each compared table."""
    expected = [Fraction(0) for _ in tables]
    for chance, scores in worlds(tables):
        for i, mine in enumerate(scores):
            if mine is None:
                continue
            won = 0
            for j, other in enumerate(scores):
                if j != i and other is not None:
                    won += 2 if mine > other else 1 if mine == other else 0
            expected[i] += chance * won
    return [float(e) for e in expected]


def reference_imps(tables: list[Result]) -> list[float]:
    compared = [i for i, t in enumerate(tables) if not isinstance(t, Artificial)]
    expected = {i: Fraction(0) for i in compared}
    for chance, scores in worlds(tables):
        for i in compared:
            mine = scores[i]
            assert mine is not None
            others = [scores[j] for j in compared if j != i]
            if others:
                total = sum(imps(mine - int(o)) for o in others if o is not None)
                expected[i] += chance * Fraction(total, len(others))
    return [float(expected[i]) for i in compared]


@settings(max_examples=300, deadline=None)
@given(tables=boards())
def test_weighted_matchpoints_are_the_expectation_over_the_potential_results(
    tables: list[Result],
) -> None:
    """Each compared table's NS points are the expected points of the worlds, factored
    up by Neuberg's formula ((MP + 1) N / n - 1) when an artificial score leaves n of the
    N tables compared; East-West get the rest of the top."""
    got = board_matchpoints(tables)
    top = 2 * (len(tables) - 1)
    want = reference_matchpoints(tables)
    compared = sum(1 for t in tables if not isinstance(t, Artificial))
    for table, (ns, ew), expected in zip(tables, got, want, strict=True):
        assert ns + ew == pytest.approx(top)
        if isinstance(table, Artificial):
            assert ns == pytest.approx(top * 60 / 100)
        else:
            factored = (expected + 1) * len(tables) / compared - 1
            assert ns == pytest.approx(factored)


@settings(max_examples=300, deadline=None)
@given(tables=boards())
def test_weighted_cross_imps_are_the_expectation_over_the_potential_results(
    tables: list[Result],
) -> None:
    results = [
        TableResult(str(i), f"e{i}", None, (t.ns_percent, t.ew_percent), None)
        if isinstance(t, Artificial)
        else TableResult(str(i), f"e{i}", None, None, t.parts)
        if isinstance(t, Weighted)
        else TableResult(str(i), f"e{i}", t)
        for i, t in enumerate(tables)
    ]
    lines = traveller(results, len(results))
    got = [line.imp_ns for line, t in zip(lines, tables, strict=True)
           if not isinstance(t, Artificial)]  # fmt: skip
    assert got == pytest.approx([round(x, 2) for x in reference_imps(tables)], abs=0.011)


def test_a_worked_example() -> None:
    """Three tables: +420, -50, and 30% of +420 with 70% of -50. Against the field the
    weighted table's +420 ties +420 and beats -50 (3 points), its -50 loses to +420 and
    ties -50 (1 point): 0.3 * 3 + 0.7 * 1 = 1.6 of a top of 4. The +420 table beats the
    -50 (2), and against the weighted table 0.3 * 1 + 0.7 * 2 = 1.7: 3.7."""
    got = board_matchpoints([420, -50, Weighted(((420, 30), (-50, 70)))])
    assert [round(ns, 6) for ns, _ in got] == [3.7, 0.7, 1.6]


VUL_NONE = Vulnerability("None")


def test_the_results_are_scored_and_weighted() -> None:
    parts = weighted_parts(
        [
            {"contract": "4S", "declarer": "N", "tricks": 10, "weight": 30},
            {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 70},
        ],
        VUL_NONE,
    )
    assert [(p.contract, p.ns, p.weight) for p in parts] == [("4S", 420, 30), ("4S", -50, 70)]
    assert weighted_ns(parts) == 91  # 126 - 35
    passed = weighted_parts(
        [{"contract": "Pass", "weight": 50}, {"contract": "3NT", "declarer": "E", "tricks": 9,
                                               "weight": 50}], VUL_NONE)  # fmt: skip
    assert weighted_ns(passed) == -200 and rounded(Fraction(-401, 2)) == -201


@pytest.mark.parametrize(
    ("results", "reason"),
    [
        (None, "2 to 6 results"),
        ([{"contract": "4S", "declarer": "N", "tricks": 10, "weight": 100}], "2 to 6 results"),
        ([{"contract": "4S", "declarer": "N", "tricks": 10, "weight": 50},
          {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 40}], "add up to 100"),
        ([{"contract": "4S", "declarer": "N", "tricks": 10, "weight": 0.5},
          {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 0.5}], "whole percentage"),
        ([{"contract": "4S", "declarer": "N", "tricks": 10, "weight": 50},
          {"contract": "4S", "declarer": "N", "tricks": 10, "weight": 50}], "listed once"),
        ([{"contract": "4S", "declarer": "X", "tricks": 10, "weight": 50},
          {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 50}], "declarer"),
        ([{"contract": "4S", "declarer": "N", "tricks": 14, "weight": 50},
          {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 50}], "tricks"),
    ],
)  # fmt: skip
def test_what_a_weighted_score_cannot_be(results: object, reason: str) -> None:
    with pytest.raises(RuleViolation, match=reason):
        weighted_parts(results, VUL_NONE)  # type: ignore[arg-type]
