"""Claims and concessions (docs/design.md 4.4, Laws 68-71) on the Board aggregate."""

from __future__ import annotations

import pytest

from domain import board_claims, board_play
from domain.board import Board
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    OTHER_TD,
    STRANGER,
    TD,
    in_play,
    play,
)


def after_one_trick() -> Board:
    """3NT by N; N won trick 1 (NS 1, EW 0), 12 tricks left, N to lead."""
    board = in_play()
    play(board, "HK H4 H3 HA")
    return board


def test_declarer_claims_and_both_defenders_agree():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 9, "cash the top tricks")
    claim = board.claim
    assert claim is not None
    assert (claim.seat, claim.tricks, claim.status) == (Seat.N, 9, "pending")
    assert board_claims.responders(board) == [Seat.E, Seat.W]
    board_claims.respond_to_claim(board, BOB, Seat.E, True)
    phase = board.phase  # a local: mypy would keep board.phase narrowed past later commands
    assert phase is Phase.PLAY  # one defender is not enough
    assert board.claim is not None and board.claim.agreed_by == (Seat.E,)
    board_claims.respond_to_claim(board, DAVE, Seat.W, True)
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == 1 + 9
    assert board.claim.status == "agreed"
    last = board.pending_events[-1]
    assert isinstance(last, Board.ClaimAgreed) and last.declarer_tricks == 10


def test_defenders_may_agree_in_either_order():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 12, "all")
    board_claims.respond_to_claim(board, DAVE, Seat.W, True)
    board_claims.respond_to_claim(board, BOB, Seat.E, True)
    assert board.state.declarer_tricks == 13


def test_claim_at_the_start_of_play():
    board = in_play()
    board_claims.make_claim(board, ALICE, Seat.N, 13, "")
    assert board.claim is not None and board.claim.tricks == 13
    board_claims.respond_to_claim(board, BOB, Seat.E, True)
    board_claims.respond_to_claim(board, DAVE, Seat.W, True)
    assert board.state.declarer_tricks == 13


def test_a_defender_claims_and_declarer_agrees():
    board = after_one_trick()
    board_claims.make_claim(board, BOB, Seat.E, 5, "five diamonds")
    assert board_claims.responders(board) == [Seat.N]
    board_claims.respond_to_claim(board, ALICE, Seat.N, True)
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == 1 + (12 - 5)


def test_a_claim_in_the_middle_of_a_trick_counts_the_trick_in_progress():
    board = after_one_trick()
    play(board, "S8 SQ")  # trick 2 in progress
    assert board.state.tricks_to_play == 12
    board_claims.make_claim(board, DAVE, Seat.W, 0, "")
    board_claims.respond_to_claim(board, ALICE, Seat.N, True)
    assert board.state.declarer_tricks == 13


@pytest.mark.parametrize(("concede", "declarer_tricks"), [(0, 13), (3, 10), (12, 1)])
def test_declarer_concedes(concede, declarer_tricks):
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, None, "", concede=concede)
    assert board.claim is not None and board.claim.tricks == 12 - concede
    board_claims.respond_to_claim(board, BOB, Seat.E, True)
    board_claims.respond_to_claim(board, DAVE, Seat.W, True)
    assert board.state.declarer_tricks == declarer_tricks


@pytest.mark.parametrize(("concede", "declarer_tricks"), [(0, 1), (4, 5), (12, 13)])
def test_a_defender_concedes(concede, declarer_tricks):
    board = after_one_trick()
    board_claims.make_claim(board, DAVE, Seat.W, None, "", concede=concede)
    board_claims.respond_to_claim(board, ALICE, Seat.N, True)
    assert board.state.declarer_tricks == declarer_tricks


def test_dispute_then_director_ruling():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 12, "all mine")
    board_claims.respond_to_claim(board, BOB, Seat.E, True)
    board_claims.respond_to_claim(board, DAVE, Seat.W, False)
    assert board.claim is not None and board.claim.status == "disputed"
    phase = board.phase  # a local: mypy would keep board.phase narrowed past later commands
    assert phase is Phase.PLAY
    assert isinstance(board.pending_events[-1], Board.ClaimDisputed)
    for actor in (ALICE, BOB, STRANGER, OTHER_TD):
        with pytest.raises(NotAllowed, match="director"):
            board_claims.rule_on_claim(board, actor, 10, "doubtful points go against the claimer")
    board_claims.rule_on_claim(board, TD, 10, "the club finesse was not stated")
    ruled = board.pending_events[-1]
    assert isinstance(ruled, Board.ClaimRuled)
    assert (ruled.law, ruled.director, ruled.tricks) == ("70", "tony", 10)
    assert ruled.explanation == "the club finesse was not stated"
    assert ruled.declarer_tricks == 11
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == 11
    assert board.claim.status == "ruled"


def test_ruling_on_a_defenders_claim_counts_for_the_defence():
    board = after_one_trick()
    board_claims.make_claim(board, BOB, Seat.E, 4, "")
    board_claims.respond_to_claim(board, ALICE, Seat.N, False)
    board_claims.rule_on_claim(board, TD, 3, "one trick goes to declarer")
    assert board.state.declarer_tricks == 1 + 12 - 3


def test_ruling_needs_a_dispute_an_explanation_and_a_possible_number():
    board = after_one_trick()
    with pytest.raises(Conflict, match="no claim"):
        board_claims.rule_on_claim(board, TD, 5, "x")
    board_claims.make_claim(board, ALICE, Seat.N, 12, "")
    with pytest.raises(Conflict, match="pending"):
        board_claims.rule_on_claim(board, TD, 5, "not yet disputed")
    board_claims.respond_to_claim(board, BOB, Seat.E, False)
    with pytest.raises(RuleViolation, match="explanation"):
        board_claims.rule_on_claim(board, TD, 5, "  ")
    for bad in (-1, 13):
        with pytest.raises(RuleViolation, match="0 to 12"):
            board_claims.rule_on_claim(board, TD, bad, "x")
    assert board.phase is Phase.PLAY


def test_withdrawal_resumes_play():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 12, "")
    with pytest.raises(Conflict, match="claim is pending"):
        board_play.play_card(board, ALICE, Seat.N, Card.parse("S8"))
    with pytest.raises(RuleViolation, match="Only the claimer"):
        board_claims.withdraw_claim(board, BOB, Seat.E)
    board_claims.withdraw_claim(board, ALICE, Seat.N)
    assert board.claim is None
    assert isinstance(board.pending_events[-1], Board.ClaimWithdrawn)
    play(board, "S8")
    assert board.state.cards_played == 5


def test_a_disputed_claim_may_be_withdrawn():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 12, "")
    board_claims.respond_to_claim(board, BOB, Seat.E, False)
    board_claims.withdraw_claim(board, ALICE, Seat.N)
    assert board.claim is None
    with pytest.raises(Conflict, match="no claim"):
        board_claims.rule_on_claim(board, TD, 5, "too late")


def test_cards_are_refused_while_a_claim_is_pending_or_disputed():
    board = after_one_trick()
    board_claims.make_claim(board, BOB, Seat.E, 3, "")
    with pytest.raises(Conflict, match="claim"):
        board_play.play_card(board, ALICE, Seat.N, Card.parse("S8"))
    board_claims.respond_to_claim(board, ALICE, Seat.N, False)
    with pytest.raises(Conflict, match="claim"):
        board_play.play_card(board, ALICE, Seat.N, Card.parse("S8"))
    assert board.state.cards_played == 4


def test_dummy_cannot_claim():
    board = after_one_trick()
    with pytest.raises(RuleViolation, match="Dummy cannot claim"):
        board_claims.make_claim(board, CAROL, Seat.S, 12, "")
    with pytest.raises(RuleViolation, match="Dummy cannot claim"):
        board_claims.make_claim(board, CAROL, Seat.S, None, "", concede=1)
    assert board.claim is None


def test_claims_need_the_seat_and_the_play_phase():
    board = after_one_trick()
    with pytest.raises(NotAllowed):
        board_claims.make_claim(board, STRANGER, Seat.N, 12, "")
    with pytest.raises(NotAllowed):
        board_claims.make_claim(board, BOB, Seat.N, 12, "")
    fresh = in_play()
    board_play.undo(fresh, ALICE)  # back to the auction
    with pytest.raises(Conflict, match="auction"):
        board_claims.make_claim(fresh, ALICE, Seat.N, 13, "")


@pytest.mark.parametrize(
    ("tricks", "concede"), [(None, None), (3, 3), (13, None), (-1, None), (None, 13), (None, -1)]
)
def test_impossible_claims_are_refused(tricks, concede):
    board = after_one_trick()
    with pytest.raises(RuleViolation):
        board_claims.make_claim(board, ALICE, Seat.N, tricks, "", concede=concede)
    assert board.claim is None


def test_only_one_claim_at_a_time():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 12, "")
    with pytest.raises(Conflict, match="already pending"):
        board_claims.make_claim(board, BOB, Seat.E, 1, "")


def test_only_the_claimers_opponents_answer():
    board = after_one_trick()
    board_claims.make_claim(board, ALICE, Seat.N, 12, "")
    with pytest.raises(RuleViolation, match="opponents"):
        board_claims.respond_to_claim(board, CAROL, Seat.S, True)  # dummy
    with pytest.raises(RuleViolation, match="opponents"):
        board_claims.respond_to_claim(board, ALICE, Seat.N, True)  # the claimer
    with pytest.raises(NotAllowed):
        board_claims.respond_to_claim(board, ALICE, Seat.E, True)  # not E's holder
    board_claims.respond_to_claim(board, BOB, Seat.E, True)
    with pytest.raises(Conflict, match="already agreed"):
        board_claims.respond_to_claim(board, BOB, Seat.E, True)
    assert board.phase is Phase.PLAY


def test_a_defenders_claim_is_answered_by_declarer_only():
    board = after_one_trick()
    board_claims.make_claim(board, BOB, Seat.E, 2, "")
    with pytest.raises(RuleViolation, match="opponents"):
        board_claims.respond_to_claim(board, DAVE, Seat.W, True)  # claimer's partner
    with pytest.raises(RuleViolation, match="opponents"):
        board_claims.respond_to_claim(board, CAROL, Seat.S, True)  # dummy


def test_no_answer_once_the_claim_is_settled():
    board = after_one_trick()
    board_claims.make_claim(board, BOB, Seat.E, 2, "")
    board_claims.respond_to_claim(board, ALICE, Seat.N, True)
    with pytest.raises(Conflict, match="over"):
        board_claims.respond_to_claim(board, ALICE, Seat.N, True)
    with pytest.raises(Conflict, match="over"):
        board_claims.withdraw_claim(board, BOB, Seat.E)
    with pytest.raises(Conflict, match="over"):
        board_claims.rule_on_claim(board, TD, 2, "late")


def test_answers_without_a_claim_are_conflicts():
    board = after_one_trick()
    with pytest.raises(Conflict, match="no claim"):
        board_claims.respond_to_claim(board, BOB, Seat.E, True)
    with pytest.raises(Conflict, match="no claim"):
        board_claims.withdraw_claim(board, ALICE, Seat.N)
