"""Revokes against the 2017 Laws' own words (issue 30): what the director amended stays
amended, when a revoke is established, trick 12, who may draw attention during play.

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from domain.board import Board
from domain.board.revokes.commands import DrawAttentionToRevoke
from domain.board.rulings import MakeRuling
from domain.rules.cards import Seat
from tests.unit.board.queries import board_score, revoke_entries
from tests.unit.board.support import (
    ALICE,
    TD,
    act,
    bid,
    full_view,
    new_board,
    play,
    play_legal,
    rebuild,
)
from tests.views import plain

# Trick 2: W ruffs with S3 holding D3 and wins it. Trick 3: W leads H3, N wins with HA
# and E discards C8 holding four hearts: a second revoke by the same side.
TWO_REVOKES = "DK D6 D2 DA D9 D4 DT S3 H3 HA C8 H4"


def spades() -> Board:
    board = new_board(revoke_policy="detect")
    bid(board, "1S P 4S P P P")
    return board


def result(board: Board) -> tuple[int, int, int]:
    score = plain(board_score(board))
    return score["table_tricks"], score["declarer_tricks"], score["NS"]


def laws(board: Board) -> list[str | None]:
    return [entry.law for entry in revoke_entries(board)]


def test_a_directors_amendment_stays_in_force_when_a_second_revoke_is_raised_64c() -> None:
    """Law 64C1: "When, after any established revoke, including those not subject to
    trick adjustment, the Director deems that the non-offending side is insufficiently
    compensated by this Law for the damage caused, he shall assign an adjusted score."

    The director's ruling replaces the automatic one for that revoke; a second revoke
    raised later gets its own Law 64 outcome and leaves the director's ruling alone."""
    board = spades()
    play(board, TWO_REVOKES)
    play_legal(board, 40)
    winners = [t.winner for t in board.state.tricks]
    assert winners[1] is Seat.W and winners[2] is Seat.N  # W won trick 2; N won trick 3
    assert result(board) == (9, 9, -50)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    # 64A1: W won the revoke trick and EW won tricks later: two tricks, 9 -> 11
    assert result(board) == (9, 11, 450)
    act(
        board,
        TD,
        MakeRuling,
        law="64C",
        kind="trick_transfer",
        explanation="one trick is what the revoke cost",
        tricks=1,
        to="NS",
        amends=1,
    )
    assert result(board) == (9, 10, 420)
    act(board, ALICE, DrawAttentionToRevoke, seat="E", trick=3)
    # E's revoke: N won trick 3, EW won a later trick (trick 4): 64A2, one trick more;
    # revoke 1 keeps the director's one trick: 9 + 1 + 1 = 11
    assert laws(board) == [None, "64A2"]
    assert result(board) == (9, 11, 450)
    assert [(r.number, r.director, r.amends, r.revoke) for r in board.rulings] == [
        (1, None, None, 1),
        (2, "tony", 1, None),
        (3, None, None, 2),
    ]
    assert full_view(rebuild(board)) == full_view(board)
