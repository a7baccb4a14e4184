"""`practice_refused` (domain/practice.py, 0.24.0): the board view's `can_practise` and
`practice_refused_because` say false, and why, exactly where `practice_board` (POST
/practice) refuses: a board whose effective play holds a revoke nobody raised cannot be
practised (its policy is `prevent`, which never raises one; a raised and established revoke
is carried since 0.27.0: tests/unit/board/test_practice_keeps_the_facts.py), from the
revoking card on; before it, it can. The deal: tests/unit/board/revoke_support.py."""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.errors import NotAllowed
from domain.practice import check_may_practise, practice_board, practice_refused
from domain.rules.errors import RuleViolation
from tests.unit.board.revoke_support import W_RUFFS
from tests.unit.board.support import ALICE, TD, in_four_spades, play


def _as_given(name: str) -> str | None:
    return name


def refusal_of_the_command(board: Board) -> str | None:
    """What `practice_board` (the command's replay, seat E) answers: its 422 sentence."""
    try:
        practice_board(TD, board, board, "E", _as_given)
    except RuleViolation as refused:
        return str(refused)
    return None


def test_an_established_revoke_is_refused_with_the_commands_sentence() -> None:
    board = in_four_spades()
    play(board, W_RUFFS + " H3")  # West leads to trick 3: the revoke is established (63A)
    why = practice_refused(board, board, TD)
    assert why == (
        "At that step W's revoke at trick 2 is not raised, which a practice board, "
        "preventing revokes, could never raise: play again from an earlier step."
    )
    assert why == refusal_of_the_command(board)


def test_the_revoking_card_itself_is_refused_and_the_play_before_it_is_not() -> None:
    board = in_four_spades()
    cards = W_RUFFS.split()
    play(board, " ".join(cards[:-1]))  # every card of the first two tricks but the ruff
    assert practice_refused(board, board, TD) is None
    assert refusal_of_the_command(board) is None
    play(board, cards[-1])  # the ruff holding a diamond: not yet established
    assert practice_refused(board, board, TD) == refusal_of_the_command(board) is not None


def test_a_player_who_sees_three_hands_may_not_practise() -> None:
    board = in_four_spades()
    play(board, "DK")
    why = practice_refused(board, board, ALICE)
    assert why is not None and why.startswith("Practice replays a board's deal")
    with pytest.raises(NotAllowed) as refused:
        check_may_practise(board, ALICE, None)  # the command's 403
    assert str(refused.value) == why


@pytest.mark.parametrize("cards", [0, 1, 4])
def test_a_board_without_irregularity_may_be_practised(cards: int) -> None:
    board = in_four_spades()
    if cards:
        play(board, " ".join(["DK", "D6", "D2", "DA"][:cards]))
    assert practice_refused(board, board, TD) is None
