"""Revokes under `detect` and `auto` (docs/design.md 5, Laws 61-64), on the Board aggregate.

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.claims import AgreeToClaim, MakeClaim, WithdrawClaim
from domain.board.play import CardPlayed, PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.revokes.state import RevokeRaised
from domain.board.rewind import UndoLastAction
from domain.board.rulings import CloseBoard
from domain.errors import Conflict, NotAllowed, NotFound
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from tests.unit.board.queries import board_score, revoke_entries
from tests.unit.board.revoke_support import W_RUFFS, result
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
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


def claim_the_rest(board: Board) -> None:
    """North claims every trick left and both defenders agree."""
    act(
        board,
        ALICE,
        MakeClaim,
        seat="N",
        tricks=board.state.tricks_to_play,
        statement="the rest are mine",
    )
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, DAVE, AgreeToClaim, seat="W")


def outcome(board: Board) -> list[tuple[str, str | None, int | None]]:
    return [(e.status, e.law, e.transfer) for e in revoke_entries(board)]


def test_a_revoke_is_recorded_under_detect_and_refused_under_prevent() -> None:
    refused = in_four_spades("prevent")
    play(refused, "DK D6 D2 DA D9 D4 DT")
    with pytest.raises(RuleViolation, match="must follow suit"):
        act(refused, DAVE, PlayCard, seat="W", card="S3")
    board = in_four_spades()
    play(board, W_RUFFS)
    played = board.pending_events[-1]
    assert isinstance(played, CardPlayed) and played.revoke == "suit"
    assert board.state.tricks[1].winner is Seat.W
    copy = rebuild(board)  # a stored revoke loads: apply never judges it again
    assert full_view(copy) == full_view(board)
    assert copy.actions == board.actions


def test_defender_ruffs_and_wins_then_wins_later_two_tricks_64a1() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)
    play_legal(board, 44)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("established", "64A1", 2)]
    assert result(board) == (9, 11, 450, -450)
    assert plain(board_score(board))["transfers"] == [
        {"revoke": 1, "law": "64A1", "tricks": 2, "to": "NS"}
    ]


def test_defender_ruffs_and_wins_then_nothing_later_one_trick() -> None:
    board = in_four_spades()
    play(board, W_RUFFS + " H3")  # W leads to trick 3: established
    claim_the_rest(board)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("established", "64A1", 1)]
    assert result(board) == (12, 13, 510, -510)


def test_offending_side_wins_nothing_from_the_revoke_trick_on_64b1() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 C8 DT D3 S2 S7")  # E discards holding diamonds; S wins
    act(board, TD, DrawAttentionToRevoke, seat="E", trick=2)
    claim_the_rest(board)
    assert outcome(board) == [("established", "64B1", 0)]
    assert result(board) == (13, 13, 510, -510)


def test_the_revokers_partner_wins_the_revoke_trick_one_trick_64a2() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA H6 C8 H4 HT")  # E discards holding hearts; W wins with HT
    play_legal(board, 44)
    act(board, ALICE, DrawAttentionToRevoke, seat="E", trick=2)
    assert outcome(board) == [("established", "64A2", 1)]
    assert result(board) == (9, 10, 420, -420)


def test_declarer_revokes_and_dummy_wins_the_trick_one_trick_64a2() -> None:
    board = in_four_spades()
    play(board, "H2 H8 H3 C2")  # N discards holding hearts; dummy's H8 wins
    play_legal(board, 48)
    act(board, BOB, DrawAttentionToRevoke, seat="N", trick=1)
    assert outcome(board) == [("established", "64A2", 1)]
    assert result(board) == (8, 7, -150, 150)
    assert plain(board_score(board))["table"] is None  # no adjusted score


def test_a_dummy_revoke_transfers_nothing_64b3() -> None:
    board = in_four_spades()
    play(board, "D4 C3 D2 DA")  # dummy discards holding diamonds
    play_legal(board, 48)
    act(board, BOB, DrawAttentionToRevoke, seat="S", trick=1)
    assert outcome(board) == [("established", "64B3", 0)]
    assert result(board) == (8, 8, -100, 100)


def test_a_second_revoke_in_the_same_suit_by_the_same_player_64b2() -> None:
    board = in_four_spades()
    play(board, W_RUFFS + " S4 S8 SQ SA DJ S6 D5 D7")  # W ruffs diamonds again at trick 4
    play_legal(board, 36)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=4)
    assert outcome(board) == [("established", "64A1", 2), ("established", "64B2", 0)]
    assert result(board) == (8, 10, 420, -420)


def test_both_sides_revoke_no_transfer_64b7() -> None:
    board = in_four_spades()
    play(board, W_RUFFS + " H3 C2 HK H4")  # N discards holding hearts at trick 3
    play_legal(board, 40)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("established", "64A1", 2)]
    act(board, BOB, DrawAttentionToRevoke, seat="N", trick=3)
    assert outcome(board) == [("established", "64B7", 0), ("established", "64B7", 0)]
    first, amended, second = board.rulings
    assert (amended.amends, amended.revoke, second.amends, second.revoke) == (
        first.number,
        1,
        None,
        2,
    )
    assert plain(board_score(board))["transfers"] == []


def test_a_revoke_nobody_raised_stands_under_detect_and_is_raised_under_auto() -> None:
    detect = in_four_spades("detect")
    play(detect, W_RUFFS)
    play_legal(detect, 44)
    assert outcome(detect) == []
    assert result(detect) == (9, 9, -50, 50)
    auto = in_four_spades("auto")
    play(auto, W_RUFFS)
    play_legal(auto, 44)
    raised = [e for e in auto.pending_events if isinstance(e, RevokeRaised)]
    assert [(e.seat, e.trick, e.by, e.actor) for e in raised] == [("W", 2, None, "(service)")]
    assert outcome(auto) == [("established", "64A1", 2)]
    assert result(auto) == (9, 11, 450, -450)


def test_attention_drawn_after_the_board_was_closed_64b5() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)
    play_legal(board, 44)
    with pytest.raises(NotAllowed):
        act(board, ALICE, CloseBoard)
    act(board, TD, CloseBoard)
    with pytest.raises(Conflict, match="already closed"):
        act(board, TD, CloseBoard)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("established", "64B5", 0)]
    assert result(board) == (9, 9, -50, 50)


def test_a_claim_by_the_offending_side_establishes_the_revoke() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)  # W wins trick 2 and is on lead: nobody has played to trick 3
    act(board, DAVE, MakeClaim, seat="W", tricks=0, statement="nothing more for us")
    act(board, DAVE, WithdrawClaim, seat="W")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("established", None, None)]
    with pytest.raises(Conflict, match="established"):
        act(board, DAVE, CorrectRevoke, number=1, card="D3")


def test_a_claim_by_the_other_side_does_not_establish_it() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)
    act(board, ALICE, MakeClaim, seat="N", tricks=9)
    act(board, ALICE, WithdrawClaim, seat="N")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("correctable", None, None)]


def test_a_false_alarm_is_recorded_and_changes_nothing() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    before = full_view(board)
    act(board, DAVE, DrawAttentionToRevoke, seat="E", trick=1)
    assert outcome(board) == [("no_revoke", None, None)]
    after = full_view(board)
    assert {k: v for k, v in after.items() if k != "version"} == {
        k: v for k, v in before.items() if k != "version"
    }
    play(board, "D9")  # play goes on


def test_a_defender_corrects_before_establishment_major_penalty_card_then_forced_play() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert outcome(board) == [("correctable", None, None)]
    assert full_view(board)["pending"] == {
        "kind": "revoke_correction",
        "number": 1,
        "seat": "W",
        "trick": 2,
        "decides": "W",
    }
    with pytest.raises(Conflict, match="corrected first"):
        act(board, DAVE, PlayCard, seat="W", card="H3")
    with pytest.raises(NotAllowed):
        act(board, ALICE, CorrectRevoke, number=1, card="D3")
    with pytest.raises(RuleViolation, match="follow suit"):
        act(board, DAVE, CorrectRevoke, number=1, card="H3")
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(Seat.W, "S3", "major")]
    assert full_view(board)["penalty_cards"]["W"] == [{"card": "S3", "kind": "major"}]
    assert board.state.tricks[1].winner is Seat.S  # dummy's DT now wins trick 2
    assert outcome(board) == [("corrected", None, None)]
    # South leads a spade: W must play the penalty card; another spade is a revoke (Law 50D)
    play(board, "S2")
    act(board, DAVE, PlayCard, seat="W", card="S4")
    played = board.pending_events[-1]
    assert isinstance(played, CardPlayed) and played.revoke == "penalty_card"
    assert rebuild(board).penalty_cards == board.penalty_cards
    assert full_view(rebuild(board)) == full_view(board)


def test_declarer_corrects_without_a_penalty_card() -> None:
    board = in_four_spades()
    play(board, "H2 H8 H3 C2")
    act(board, BOB, DrawAttentionToRevoke, seat="N", trick=1)
    act(board, ALICE, CorrectRevoke, number=1, card="H6")
    assert board.penalty_cards == ()
    assert [str(p.card) for p in board.state.tricks[0].cards] == ["H2", "H8", "H3", "H6"]
    assert Card.parse("C2") in board.state.hand(Seat.N)
    assert board.state.tricks[0].winner is Seat.S


def test_correcting_an_established_revoke_is_refused_and_records_nothing() -> None:
    board = in_four_spades()
    play(board, W_RUFFS + " H3")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    version = board.version
    with pytest.raises(Conflict, match="established"):
        act(board, DAVE, CorrectRevoke, number=1, card="D3")
    with pytest.raises(NotFound):
        act(board, DAVE, CorrectRevoke, number=9, card="D3")
    assert board.version == version


# 44 cards, then South (dummy) leads CA at trick 12 and W ruffs with S3 holding C9.
TO_TRICK_12 = (
    "D4 DT D2 DA C5 C8 CQ CJ D6 D3 D5 DK D8 DJ CK D9 H4 HT HA HJ C7 CT C3 C6 H2 H7 H3 H6 "
    "S2 S6 ST S5 H9 H5 H8 HQ S4 S8 SQ SJ HK SA S7 SK"
)


def test_a_revoke_on_trick_12_is_corrected_even_when_established_64b6() -> None:
    board = in_four_spades()
    play(board, TO_TRICK_12 + " CA S3 C2 D7 C9 C4 DQ S9")
    assert board.phase is Phase.COMPLETE
    assert [t.winner for t in board.state.tricks[11:]] == [Seat.W, Seat.S]
    assert result(board) == (8, 8, -100, 100)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=12)
    assert outcome(board) == [("established", "64B6", 0)]
    act(board, DAVE, CorrectRevoke, number=1, card="C9")
    assert board.penalty_cards == ()
    twelve, thirteen = board.state.tricks[11:]
    assert [str(p.card) for p in twelve.cards] == ["CA", "C9", "C2", "D7"]
    assert [str(p.card) for p in thirteen.cards] == ["S9", "S3", "C4", "DQ"]
    assert (twelve.winner, thirteen.winner, thirteen.leader) == (Seat.S, Seat.S, Seat.S)
    assert result(board) == (9, 9, -50, 50)  # the table result itself changes (Law 62D)
    assert full_view(rebuild(board)) == full_view(board)


def test_undo_is_refused_once_a_revoke_was_raised() -> None:
    board = in_four_spades()
    play(board, W_RUFFS)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    with pytest.raises(Conflict, match="revoke"):
        act(board, ALICE, UndoLastAction)


def test_who_may_draw_attention_and_when() -> None:
    board = in_four_spades()
    auction = new_board(revoke_policy="detect")
    with pytest.raises(Conflict, match="auction"):
        act(auction, ALICE, DrawAttentionToRevoke, seat="W", trick=1)
    with pytest.raises(RuleViolation, match="has not played"):
        act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=1)
    play(board, "DK")
    with pytest.raises(RuleViolation, match="has not played"):
        act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=1)
    with pytest.raises(NotAllowed):
        act(board, OTHER_TD, DrawAttentionToRevoke, seat="E", trick=1)
    with pytest.raises(NotAllowed):
        act(board, ALICE, DrawAttentionToRevoke, seat="E", trick=1, by="E")  # alice does not hold E
    with pytest.raises(NotAllowed, match="Dummy"):  # Law 43A1(b)
        act(board, CAROL, DrawAttentionToRevoke, seat="E", trick=1)
    act(board, ADMIN, DrawAttentionToRevoke, seat="E", trick=1)
    act(board, BOB, DrawAttentionToRevoke, seat="E", trick=1)
    assert [r.found for r in board.revokes.raised] == [False, False]
    assert board.phase is Phase.PLAY
