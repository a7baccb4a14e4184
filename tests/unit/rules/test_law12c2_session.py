"""Law 12C2 in a session's ranking (issue 30, item 21). 12C2(a): "the Director awards an
artificial adjusted score according to responsibility for the irregularity: average minus
(at most 40% of the available matchpoints in pairs) to a contestant directly at fault,
average (50% in pairs) to a contestant only partly at fault, and average plus (at least
60% in pairs) to a contestant in no way at fault." Each contestant has its own grade, so
in IMPs each gets its own +3, 0 or -3. And the rule for "a non-offending contestant that
obtains a session score exceeding 60% of the available matchpoints" (or the equivalent in
IMPs): it is awarded the percentage it obtained on the other boards of the session."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.session_scoring import TableResult, ranking, traveller

GRADE_IMPS = {60: 3.0, 50: 0.0, 40: -3.0}  # average plus, average, average minus


def totals(boards: dict[int, list[TableResult]], scoring: str, tables: int) -> dict[str, float]:
    return {line.pair: line.total for line in ranking(boards, scoring, tables)}


@pytest.mark.parametrize(("ns", "ew"), [(60, 60), (60, 40), (40, 40), (50, 60), (40, 50)])
def test_in_imps_each_contestant_gets_its_own_grade(ns: int, ew: int) -> None:
    board = [TableResult("1", "2", None, (ns, ew)), TableResult("3", "4", 420)]
    [artificial, _] = traveller(board, 2)
    assert (artificial.imp_ns, artificial.imp_ew) == (GRADE_IMPS[ns], GRADE_IMPS[ew])
    got = totals({1: board}, "IMP", 2)
    assert (got["1"], got["2"]) == (GRADE_IMPS[ns], GRADE_IMPS[ew])


def test_a_real_score_gives_east_west_minus_north_souths_imps() -> None:
    # 420 against 170: +250, 6 IMPs to the first NS and its EW loses 6 (WBF scale)
    board = [TableResult("1", "2", 420), TableResult("3", "4", 170)]
    got = totals({1: board}, "IMP", 2)
    assert (got["1"], got["2"], got["3"], got["4"]) == (6.0, -6.0, -6.0, 6.0)


def test_average_plus_becomes_the_pairs_own_percentage_when_it_scored_more() -> None:
    """Pair 1 tops both other boards (100%) and gets average plus on board 3: it is awarded
    100% there too; pair 2, at 0% elsewhere, keeps its 60% average plus."""
    boards = {
        1: [TableResult("1", "3", 600), TableResult("2", "4", 100)],
        2: [TableResult("1", "4", 600), TableResult("2", "3", 100)],
        3: [TableResult("1", "3", None, (60, 60)), TableResult("2", "4", None, (60, 40))],
    }
    lines = {line.pair: line for line in ranking(boards, "MP", 2)}
    # top 2 a board: pair 1 has 2 + 2 and then 100% of 2 instead of 60% of it
    assert lines["1"].total == 6.0 and lines["1"].percent == 100.0
    assert lines["2"].total == pytest.approx(1.2)  # 0 + 0 + 60% of 2
    # pair 4: 2 on board 1 (EW against 100), 0 on board 2 (against 600): 40% stays 40%
    assert lines["4"].total == pytest.approx(2 + 0 + 0.8)
    # pair 3: 0 on board 1, 2 on board 2 (50% elsewhere): average plus stays 60%
    assert lines["3"].total == pytest.approx(0 + 2 + 1.2)


def test_in_imps_average_plus_becomes_the_pairs_imps_a_board_when_more_than_3() -> None:
    boards = {
        1: [TableResult("1", "2", 1430), TableResult("3", "4", 450)],  # +980: 14 IMPs
        2: [TableResult("1", "2", None, (60, 40)), TableResult("3", "4", 0)],
    }
    got = totals(boards, "IMP", 2)
    assert got["1"] == 14.0 + 14.0
    assert got["2"] == -14.0 - 3.0


def reference_imps(results: list[TableResult]) -> dict[str, float]:
    """Independently: every real NS score against every other real one on the WBF scale,
    averaged; EW the opposite; an artificial score its grade, for each side."""
    steps = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
             1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip
    real = [r.score_ns for r in results if r.adjusted is None]
    out: dict[str, float] = {}
    for r in results:
        if r.adjusted is not None:
            out[r.ns], out[r.ew] = GRADE_IMPS[r.adjusted[0]], GRADE_IMPS[r.adjusted[1]]
            continue
        others = list(real)
        others.remove(r.score_ns)
        diffs = [r.score_ns - o for o in others]  # type: ignore[operator]
        imp = [sum(1 for s in steps if abs(d) >= s) * (1 if d >= 0 else -1) for d in diffs]
        value = sum(imp) / len(imp) if imp else 0.0
        out[r.ns], out[r.ew] = value, -value
    return out


@given(
    st.lists(
        st.one_of(
            st.integers(-20, 20).map(lambda n: n * 10),
            st.tuples(st.sampled_from([40, 50, 60]), st.sampled_from([40, 50, 60])),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_every_table_of_one_board_scores_as_the_law_says(
    draws: list[int | tuple[int, int]],
) -> None:
    results = [
        TableResult(f"n{i}", f"e{i}", None, draw) if isinstance(draw, tuple)
        else TableResult(f"n{i}", f"e{i}", draw)
        for i, draw in enumerate(draws)
    ]  # fmt: skip
    got = totals({1: results}, "IMP", len(results))
    for pair, value in reference_imps(results).items():
        assert got[pair] == pytest.approx(value, abs=0.01)
