"""Law 12C1(c) (2017) as the director's ruling on a board:

    "An assigned adjusted score may be weighted to reflect the probabilities of a number
    of potential results, but only outcomes that could have been achieved in a legal
    manner may be included."

and 12C1(a): "Such a score replaces the score obtained in play."

Board 1 (nobody vulnerable), 4S by North played to the end: North makes 9 tricks
(-50). The director weighs 4S made (+420) at 30% and 4S one down (-50) at 70%:
0.3 * 420 + 0.7 * (-50) = 126 - 35 = 91 for North-South.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.rulings import MakeRuling
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from tests.unit.board.queries import board_score
from tests.unit.board.support import ALICE, TD, act, full_view, in_four_spades, play_legal, rebuild

MADE = {"contract": "4S", "declarer": "N", "tricks": 10, "weight": 30}
DOWN = {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 70}


def played_to_the_end() -> Board:
    board = in_four_spades("prevent")
    play_legal(board, 52)
    return board


def weigh(board: Board, *results: dict[str, object], actor: object = TD) -> None:
    act(board, actor, MakeRuling, law="12C1(c)", kind="weighted_score",  # type: ignore[arg-type]
        explanation="Misinformation: 4S made 30%, one down 70%", results=results)  # fmt: skip


def test_the_weighted_score_replaces_the_table_result_and_shows_its_parts() -> None:
    board = played_to_the_end()
    table = board_score(board)
    weigh(board, MADE, DOWN)
    score = board_score(board)
    assert score.weighted is not None
    assert (score.weighted.NS, score.weighted.EW) == (91.0, -91.0)
    assert (score.NS, score.EW) == (91, -91)
    assert score.table is not None and (score.table.NS, score.table.EW) == (table.NS, table.EW)
    assert [(p.contract, p.tricks, p.weight, p.NS) for p in score.weighted.parts] == [
        ("4S", 10, 30, 420),
        ("4S", 9, 70, -50),
    ]
    [ruling] = board.rulings
    assert (ruling.kind.value, ruling.law, ruling.ns, ruling.ew) == (
        "weighted_score", "12C1(c)", 91, -91)  # fmt: skip
    assert full_view(rebuild(board)) == full_view(board)
    assert rebuild(board).rulings == board.rulings


def test_a_later_adjusted_score_replaces_it_and_the_latest_weighted_score_counts() -> None:
    board = played_to_the_end()
    weigh(board, MADE, DOWN)
    act(board, TD, MakeRuling, law="12C1(b)", kind="adjusted_score", ns=420,
        explanation="On appeal: 4S made", amends=1)  # fmt: skip
    assert board_score(board).weighted is None and board_score(board).NS == 420
    weigh(board, {**MADE, "weight": 50}, {**DOWN, "weight": 50})  # 210 - 25
    assert board_score(board).NS == 185


def test_what_the_director_may_not_weigh() -> None:
    board = in_four_spades("prevent")
    with pytest.raises(Conflict, match="played to the end"):
        weigh(board, MADE, DOWN)
    board = played_to_the_end()
    with pytest.raises(NotAllowed):
        weigh(board, MADE, DOWN, actor=ALICE)
    with pytest.raises(RuleViolation, match="add up to 100"):
        weigh(board, MADE, {**DOWN, "weight": 60})
    with pytest.raises(RuleViolation, match="2 to 6"):
        weigh(board, {**MADE, "weight": 100})
    assert board.rulings == ()
