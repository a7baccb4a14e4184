"""A pair's artificial score alone (Law 15B3: "the Director shall award an artificial
adjusted score [see Law 12C2(a)] to any contestant deprived of the opportunity to earn a
valid score") counts in the ranking as Law 12C2(a) says of any artificial score: "average
plus (at least 60% of the available matchpoints in pairs)", average 50%, average minus
"at most 40%", of the board's top; in IMPs the grade (+3, 0, -3); and "a non-offending
contestant that obtains a session score exceeding 60% of the available matchpoints or
[...] an offending contestant that obtains a session score that is less than 40%" is
awarded the percentage it obtained on its other boards (12C2(c)). Nobody else's score moves: no
table's result is compared with it. Checked against a reckoning written here from those
words."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.rules.session_scoring import OneSided, TableResult, ranking

PAIRS_NS = ("1", "2", "3", "4")
PAIRS_EW = ("5", "6", "7", "8")


@st.composite
def evenings(draw: st.DrawFn) -> tuple[dict[int, list[TableResult]], int, str, int]:
    """Boards 1-3 played at 2-4 tables by pairs 1-8 (NS 1-4 against EW 5-8), a board
    the deprived pair (one of them, or pair 9 who played nothing) could not play, and
    its grade."""
    boards: dict[int, list[TableResult]] = {}
    for number in (1, 2, 3):
        tables = draw(st.integers(2, 4))
        scores = draw(st.lists(st.sampled_from([-100, 110, 140, 420, 620]), min_size=tables,
                               max_size=tables))  # fmt: skip
        boards[number] = [
            TableResult(PAIRS_NS[i], PAIRS_EW[(i + number) % 4], score)
            for i, score in enumerate(scores)
        ]
    board = draw(st.sampled_from([1, 2, 3, 4]))  # board 4: nobody played it
    pair = draw(st.sampled_from(["9", *PAIRS_NS]))
    if any(pair in (r.ns, r.ew) for r in boards.get(board, [])):
        pair = "9"
    return boards, board, pair, draw(st.sampled_from([60, 50, 40]))


def reckoned_mp(
    boards: dict[int, list[TableResult]], tables: int, pair: str
) -> tuple[float, float]:
    """The pair's matchpoints and tops on the boards it played: 2 a score beaten, 1 a tie
    (Law 78A), each board's top 2(tables - 1), fewer results factored by Neuberg."""
    total = tops = 0.0
    for results in boards.values():
        real = len(results)
        for result in results:
            if pair not in (result.ns, result.ew):
                continue
            score = int(result.score_ns or 0)
            others = [int(r.score_ns or 0) for r in results if r is not result]
            beaten = sum(2 if score > o else 1 if score == o else 0 for o in others)
            ns = (beaten + 1) * tables / real - 1
            top = 2 * (tables - 1)
            total += ns if result.ns == pair else top - ns
            tops += top
    return total, tops


@given(evenings())
def test_a_score_alone_is_its_percentage_of_the_top_and_moves_nobody_else(
    evening: tuple[dict[int, list[TableResult]], int, str, int],
) -> None:
    boards, board, pair, percent = evening
    tables = 4
    without = {line.pair: line for line in ranking(boards, "MP", tables)}
    given_alone = {board: [OneSided(pair, percent)]}
    found = {line.pair: line for line in ranking(boards, "MP", tables, given_alone)}
    for other, line in without.items():
        if other != pair:
            assert (found[other].total, found[other].percent) == (line.total, line.percent)
    top = 2 * (tables - 1)
    own, tops = reckoned_mp(boards, tables, pair)
    share = own / tops if tops else None
    grade = percent / 100
    if percent == 60 and share is not None and share > grade:
        grade = share  # average plus raised to the pair's own percentage
    if percent == 40 and share is not None and share < grade:
        grade = share  # average minus lowered to it (12C2(c), an offending contestant)
    # Each traveller line's matchpoints are rounded to hundredths before they are added.
    assert abs(found[pair].total - (own + grade * top)) < 0.03
    percent_found = found[pair].percent
    assert percent_found is not None
    assert abs(percent_found - 100 * (own + grade * top) / (tops + top)) < 0.1
    assert found[pair].boards == (without[pair].boards if pair in without else 0) + 1


@given(evenings())
def test_in_imps_a_score_alone_is_its_grade(
    evening: tuple[dict[int, list[TableResult]], int, str, int],
) -> None:
    boards, board, pair, percent = evening
    without = {line.pair: line.total for line in ranking(boards, "IMP", 4)}
    found = {
        line.pair: line for line in ranking(boards, "IMP", 4, {board: [OneSided(pair, percent)]})
    }
    grade = {60: 3.0, 50: 0.0, 40: -3.0}[percent]
    own = without.get(pair)
    if percent in (60, 40) and own is not None:
        played = found[pair].boards - 1
        if (percent == 60 and own / played > 3) or (percent == 40 and own / played < -3):
            grade = own / played  # 12C2(c): the pair's own IMPs a board elsewhere
    assert abs(found[pair].total - ((own or 0.0) + grade)) < 0.03
    assert found[pair].percent is None


def test_a_board_nobody_played_has_the_movements_top() -> None:
    """Board 4, due at 4 tables and played at none: average plus is 60% of 6."""
    [line] = ranking({}, "MP", {4: 4}, {4: [OneSided("9", 60)]})
    assert (line.pair, line.total, line.percent, line.boards) == ("9", 3.6, 60.0, 1)
