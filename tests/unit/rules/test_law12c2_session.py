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
    # pair 2, directly at fault, lost 14 IMPs a board elsewhere: that, not -3 (12C2(c))
    assert got["2"] == -14.0 - 14.0


def test_average_minus_becomes_the_offenders_own_percentage_when_it_scored_less() -> None:
    """12C2(c): "The foregoing is modified for a non-offending contestant that obtains a
    session score exceeding 60% of the available matchpoints or for an offending contestant
    that obtains a session score that is less than 40% of the available matchpoints (or
    the equivalent in IMPs). Such contestants are awarded the percentage obtained (or the
    equivalent in IMPs) on the other boards of that session." Pair 2 scores 0% on both
    other boards and is directly at fault on board 3: it gets 0% there, not 40%; pair 4,
    at 50% elsewhere, keeps its 40%; a contestant only partly at fault keeps its 50%."""
    boards = {
        1: [TableResult("1", "3", 600), TableResult("2", "4", 100)],
        2: [TableResult("1", "4", 600), TableResult("2", "3", 100)],
        3: [TableResult("1", "3", None, (60, 50)), TableResult("2", "4", None, (40, 40))],
    }
    lines = {line.pair: line for line in ranking(boards, "MP", 2)}
    assert lines["2"].total == 0.0 and lines["2"].percent == 0.0
    assert lines["4"].total == pytest.approx(2 + 0 + 0.8)
    assert lines["3"].total == pytest.approx(0 + 2 + 1.0)  # average: 50% of 2, unchanged


def reference_total(got: list[tuple[float, float, int | None]], scoring: str) -> float:
    """Independently, 12C2(c) for one pair: `got` lists (points, top, grade) a board; an
    average plus rises to the pair's own score on its other boards when that is above
    60% (3 IMPs a board), an average minus falls to it when that is below 40% (-3)."""
    real = [(points, top) for points, top, grade in got if grade not in (40, 60)]
    if scoring == "IMP":
        own = sum(p for p, _ in real) / len(real) if real else None
    else:
        most = sum(t for _, t in real)
        own = sum(p for p, _ in real) / most if real and most else None
    total = 0.0
    for points, top, grade in got:
        scale = 1.0 if scoring == "IMP" else top
        above = 3.0 if scoring == "IMP" else 0.6
        below = -3.0 if scoring == "IMP" else 0.4
        raised = grade == 60 and own is not None and own > above
        lowered = grade == 40 and own is not None and own < below
        if own is not None and (raised or lowered):
            total += own * scale
        else:
            total += points
    return total


@given(
    st.lists(
        st.one_of(
            st.integers(-10, 10).map(lambda n: ("score", n * 50)),
            st.sampled_from([("grade", 40), ("grade", 50), ("grade", 60)]),
        ),
        min_size=2,
        max_size=6,
    ),
    st.sampled_from(["MP", "IMP"]),
)
def test_one_pairs_session_scores_its_artificial_boards_as_12c2c_says(
    draws: list[tuple[str, int]], scoring: str
) -> None:
    """Pair "p" plays North-South on every board against a field of one other table
    scoring 0; its artificial grades are given to both sides of its table."""
    boards = {
        number: [
            TableResult("p", f"e{number}", None, (value, value))
            if kind == "grade"
            else TableResult("p", f"e{number}", value),
            TableResult(f"x{number}", f"y{number}", 0),
        ]
        for number, (kind, value) in enumerate(draws, start=1)
    }
    got: list[tuple[float, float, int | None]] = []
    for number in boards:
        [line, _] = traveller(boards[number], 2)
        grade = boards[number][0].adjusted
        points = line.imp_ns if scoring == "IMP" else line.mp_ns
        got.append((points, 2.0, grade[0] if grade else None))
    [mine] = [line for line in ranking(boards, scoring, 2) if line.pair == "p"]
    assert mine.total == pytest.approx(reference_total(got, scoring), abs=0.011)


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
