"""Law 52B (2017): a defender plays another card when the Laws require his penalty card.

    "B. Defender Plays Another Card
     1. (a) If a defender has led or played another card when required by law to play a
            penalty card, declarer may accept such lead or play.
        (b) Declarer must accept such lead or play if he has thereafter played from his
            own hand or dummy.
        (c) If the played card is accepted under either (a) or (b) any unplayed penalty
            card remains a penalty card.
     2. If declarer does not accept the card illegally played or led the defender must
        substitute the penalty card for the card illegally played or led. Every card
        illegally led or played by the defender in the course of committing the
        irregularity becomes a major penalty card."

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
West ruffs trick 2 with S3 holding D3; the revoke corrected, S3 is a major penalty card
and dummy's DT wins trick 2. Dummy leads S2: West must play S3 (Law 50D1) and plays S4.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.play import PlayCard
from domain.board.revokes.commands import AcceptCardPlayed, CorrectRevoke, DrawAttentionToRevoke
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from tests.unit.board.queries import revoke_entries
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    act,
    full_view,
    in_four_spades,
    play,
    rebuild,
)

W_RUFFS = "DK D6 D2 DA D9 D4 DT S3"


def west_plays_s4_for_his_penalty_card() -> Board:
    board = in_four_spades()
    play(board, W_RUFFS)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    play(board, "S2")  # dummy leads a spade
    act(board, DAVE, PlayCard, seat="W", card="S4")  # S3, the penalty card, was due
    return board


def penalty_cards(board: Board) -> list[tuple[str, str]]:
    return [(str(p.card), p.kind) for p in board.penalty_cards]


def status_of_second(board: Board) -> str:
    return revoke_entries(board)[1].status


def test_declarer_may_accept_the_card_played_and_the_penalty_card_remains() -> None:
    board = west_plays_s4_for_his_penalty_card()
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=3)
    assert status_of_second(board) == "correctable"
    act(board, ALICE, AcceptCardPlayed, number=2)  # 52B1(a)
    assert status_of_second(board) == "accepted"
    assert penalty_cards(board) == [("S3", "major")]  # 52B1(c)
    assert full_view(board)["pending"] is None
    play(board, "SK")  # play goes on: S4 stands in trick 3
    assert [str(c.card) for c in board.state.tricks[2].cards] == ["S2", "S4", "SK"]
    assert full_view(rebuild(board)) == full_view(board)


def test_only_declarer_or_the_director_accepts() -> None:
    board = west_plays_s4_for_his_penalty_card()
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=3)
    with pytest.raises(NotAllowed):
        act(board, BOB, AcceptCardPlayed, number=2)
    act(board, TD, AcceptCardPlayed, number=2)
    assert status_of_second(board) == "accepted"
    with pytest.raises(Conflict, match="nothing to accept"):
        act(board, ALICE, AcceptCardPlayed, number=2)


def test_not_accepted_the_penalty_card_is_substituted_and_the_card_played_is_a_penalty_card() -> (
    None
):
    board = west_plays_s4_for_his_penalty_card()
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=3)
    with pytest.raises(RuleViolation, match="penalty card"):
        act(board, DAVE, CorrectRevoke, number=2, card="S6")  # any spade will not do: 52B2
    act(board, DAVE, CorrectRevoke, number=2, card="S3")
    assert [str(c.card) for c in board.state.tricks[2].cards] == ["S2", "S3"]
    assert penalty_cards(board) == [("S4", "major")]  # "becomes a major penalty card"
    assert full_view(rebuild(board)) == full_view(board)


def test_declarer_who_played_on_has_accepted_it() -> None:
    board = west_plays_s4_for_his_penalty_card()
    play(board, "SK")  # declarer played from his own hand thereafter: 52B1(b)
    act(board, BOB, DrawAttentionToRevoke, seat="W", trick=3)
    assert status_of_second(board) == "accepted"
    assert full_view(board)["pending"] is None
    with pytest.raises(Conflict):
        act(board, DAVE, CorrectRevoke, number=2, card="S3")
    assert penalty_cards(board) == [("S3", "major")]


def test_a_revoke_in_the_suit_is_no_card_to_accept() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    with pytest.raises(Conflict, match="not a card played instead of a penalty card"):
        act(board, ALICE, AcceptCardPlayed, number=1)
