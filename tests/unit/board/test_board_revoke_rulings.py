"""Director rulings on a revoke (Laws 12C, 64C) and the board's director, on the Board
aggregate (the deal: tests/unit/board/test_board_revokes.py)."""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.revokes.commands import DrawAttentionToRevoke
from domain.board.rulings import DirectorNamed, MakeRuling, NameDirector, RulingMade
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from tests.unit.board.queries import board_score
from tests.unit.board.revoke_support import W_RUFFS, result
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    DAVE,
    OTHER_TD,
    TD,
    act,
    full_view,
    in_four_spades,
    new_board,
    play,
    play_legal,
    rebuild,
)
from tests.views import plain


def finished_with_revoke() -> Board:
    board = in_four_spades()
    play(board, W_RUFFS)
    play_legal(board, 44)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)  # 64A1: 2 tricks, 9 -> 11
    return board


def test_a_64c_adjusted_score_and_its_amendment() -> None:
    board = finished_with_revoke()
    act(
        board,
        TD,
        MakeRuling,
        law="64C",
        kind="adjusted_score",
        explanation="the revoke kept the defence's link",
        ns=650,
    )
    ruling = board.rulings[-1]
    assert (ruling.number, ruling.director, ruling.law, ruling.ns, ruling.ew) == (
        2,
        "tony",
        "64C",
        650,
        -650,
    )
    assert result(board) == (9, 11, 650, -650)
    assert plain(board_score(board))["table"] == {"NS": -50, "EW": 50}
    act(
        board,
        ADMIN,
        MakeRuling,
        law="64C",
        kind="adjusted_score",
        explanation="recomputed: 12 tricks",
        ns=480,
        amends=2,
    )
    assert result(board) == (9, 11, 480, -480)
    with pytest.raises(Conflict, match="already amended"):
        act(
            board,
            TD,
            MakeRuling,
            law="64C",
            kind="adjusted_score",
            explanation="again",
            ns=0,
            amends=2,
        )
    act(
        board,
        TD,
        MakeRuling,
        law="12C1",
        kind="trick_transfer",
        explanation="one more trick",
        tricks=1,
        to="NS",
        amends=3,
    )
    assert result(board) == (9, 12, 480, -480)  # the adjusted score is amended away
    events = [e for e in board.pending_events if isinstance(e, RulingMade)]
    assert [(e.number, e.amends, e.declarer_tricks, e.ns) for e in events] == [
        (1, None, 11, 450),
        (2, None, 11, 650),
        (3, 2, 11, 480),
        (4, 3, 12, 480),
    ]
    assert full_view(rebuild(board)) == full_view(board)
    assert rebuild(board).rulings == board.rulings


def test_ruling_as_a_non_director_or_with_bad_values_is_refused_and_records_nothing() -> None:
    board = finished_with_revoke()
    version = board.version
    for actor in (ALICE, DAVE, OTHER_TD):
        with pytest.raises(NotAllowed):
            act(
                board,
                actor,
                MakeRuling,
                law="64C",
                kind="adjusted_score",
                explanation="mine",
                ns=100,
            )
    for kwargs, phrase in [
        ({"law": "", "kind": "adjusted_score", "explanation": "x", "ns": 1}, "law"),
        ({"law": "64C", "kind": "split", "explanation": "x", "ns": 1}, "kind"),
        ({"law": "64C", "kind": "adjusted_score", "explanation": " ", "ns": 1}, "explanation"),
        ({"law": "64C", "kind": "adjusted_score", "explanation": "x", "ns": 9000}, "score"),
        (
            {"law": "64C", "kind": "trick_transfer", "explanation": "x", "tricks": 0, "to": "NS"},
            "1 to 13",
        ),
        (
            {"law": "64C", "kind": "trick_transfer", "explanation": "x", "tricks": 1, "to": "N"},
            "NS or EW",
        ),
        (
            {"law": "64C", "kind": "adjusted_score", "explanation": "x", "ns": 1, "amends": 7},
            "no ruling",
        ),
        (
            {"law": "64C", "kind": "adjusted_score", "explanation": "x", "ns": 1, "concerns": [99]},
            "concerns",
        ),
    ]:
        with pytest.raises(RuleViolation, match=phrase):
            act(board, TD, MakeRuling, **kwargs)
    in_play = in_four_spades()
    with pytest.raises(Conflict, match="played to the end"):
        act(
            in_play, TD, MakeRuling, law="64C", kind="adjusted_score", explanation="too early", ns=0
        )
    assert board.version == version


def test_an_admin_directs_any_board_and_the_creator_names_a_director() -> None:
    board = new_board(creator=ALICE)  # a player's board has no director
    assert board.director is None
    assert board.is_director(ADMIN) and not board.is_director(TD)
    with pytest.raises(NotAllowed):
        act(board, BOB, NameDirector, director="tony")
    with pytest.raises(NotAllowed):
        act(board, TD, NameDirector, director="tony")
    act(board, ALICE, NameDirector, director="tony")
    assert board.is_director(TD)
    with pytest.raises(Conflict, match="already"):
        act(board, ADMIN, NameDirector, director="tony")
    act(board, ADMIN, NameDirector, director=None)
    assert board.director is None and not board.is_director(TD)
    named = [e for e in board.pending_events if isinstance(e, DirectorNamed)]
    assert [(e.director, e.actor) for e in named] == [("tony", "alice"), (None, "root")]
    assert rebuild(board).director is None
