"""Law 12C2, artificial adjusted scores, as the director's ruling (docs/design.md 5.5):
"average minus (at most 40% of the available matchpoints in pairs) to a contestant
directly at fault, average (50% in pairs) to a contestant only partly at fault, and
average plus (at least 60% in pairs) to a contestant in no way at fault." """

from __future__ import annotations

import pytest

from domain.board.rulings import MakeRuling
from domain.errors import NotAllowed
from domain.rules.errors import RuleViolation
from tests.unit.board.queries import board_score
from tests.unit.board.support import ALICE, TD, act, bid, new_board
from tests.unit.board.support import rebuild as load_again

GRADES = {"average_plus": 60, "average": 50, "average_minus": 40}  # read from the Law above


@pytest.mark.parametrize("ns", list(GRADES))
@pytest.mark.parametrize("ew", list(GRADES))
def test_each_side_gets_the_percentage_of_its_grade_at_any_moment_of_the_board(
    ns: str, ew: str
) -> None:
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")  # the board cannot be finished: no result can be obtained
    act(
        board,
        TD,
        MakeRuling,
        law="12C2",
        kind="artificial_score",
        grades={"NS": ns, "EW": ew},
        explanation="Fouled board",
    )
    score = board_score(board)
    assert score.artificial is not None
    assert (GRADES[ns], GRADES[ew]) == (score.artificial.NS, score.artificial.EW)
    [ruling] = board.rulings
    assert (ruling.kind.value, ruling.law, ruling.director) == ("artificial_score", "12C2", "tony")
    assert load_again(board).rulings == board.rulings


def test_the_latest_award_is_the_boards_score() -> None:
    board = new_board()
    act(
        board,
        TD,
        MakeRuling,
        law="12C2",
        kind="artificial_score",
        grades={"NS": "average", "EW": "average"},
        explanation="Late play",
    )
    act(
        board,
        TD,
        MakeRuling,
        law="12C2",
        kind="artificial_score",
        grades={"NS": "average_plus", "EW": "average_minus"},
        explanation="EW late",
    )
    artificial = board_score(board).artificial
    assert artificial is not None and (artificial.NS, artificial.EW) == (60, 40)


def test_only_the_director_awards_it_and_only_with_the_laws_grades() -> None:
    board = new_board()
    with pytest.raises(NotAllowed):
        act(
            board,
            ALICE,
            MakeRuling,
            law="12C2",
            kind="artificial_score",
            grades={"NS": "average", "EW": "average"},
            explanation="x",
        )
    with pytest.raises(RuleViolation, match="average_plus"):
        act(
            board,
            TD,
            MakeRuling,
            law="12C2",
            kind="artificial_score",
            grades={"NS": "average", "EW": "top"},
            explanation="x",
        )
    with pytest.raises(RuleViolation, match="both sides"):
        act(
            board,
            TD,
            MakeRuling,
            law="12C2",
            kind="artificial_score",
            grades={"NS": "average"},
            explanation="x",
        )
    with pytest.raises(RuleViolation, match="explanation"):
        act(
            board,
            TD,
            MakeRuling,
            law="12C2",
            kind="artificial_score",
            grades={"NS": "average", "EW": "average"},
            explanation=" ",
        )
    assert board.rulings == ()
