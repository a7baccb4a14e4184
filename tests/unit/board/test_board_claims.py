"""Claims and concessions (docs/design.md 4.4, Laws 68-71) on the Board aggregate."""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.claims import (
    AgreeToClaim,
    ClaimAgreed,
    ClaimDisputed,
    ClaimRuled,
    ClaimWithdrawn,
    DisputeClaim,
    MakeClaim,
    RuleOnClaim,
    WithdrawClaim,
)
from domain.board.play import PlayCard
from domain.board.rewind import UndoLastAction
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from tests.unit.board.queries import responders
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    OTHER_TD,
    STRANGER,
    TD,
    act,
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
    act(board, ALICE, MakeClaim, seat="N", tricks=9, statement="cash the top tricks")
    claim = board.claims.pending
    assert claim is not None
    assert (claim.seat, claim.tricks, claim.status) == (Seat.N, 9, "pending")
    assert responders(board) == [Seat.E, Seat.W]
    act(board, BOB, AgreeToClaim, seat="E")
    phase = board.phase  # a local: mypy would keep board.phase narrowed past later commands
    assert phase is Phase.PLAY  # one defender is not enough
    assert board.claims.pending is not None and board.claims.pending.agreed_by == (Seat.E,)
    act(board, DAVE, AgreeToClaim, seat="W")
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == 1 + 9
    assert board.claims.pending.status == "agreed"
    last = board.pending_events[-1]
    assert isinstance(last, ClaimAgreed) and last.declarer_tricks == 10


def test_defenders_may_agree_in_either_order():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12, statement="all")
    act(board, DAVE, AgreeToClaim, seat="W")
    act(board, BOB, AgreeToClaim, seat="E")
    assert board.state.declarer_tricks == 13


def test_claim_at_the_start_of_play():
    board = in_play()
    act(board, ALICE, MakeClaim, seat="N", tricks=13)
    assert board.claims.pending is not None and board.claims.pending.tricks == 13
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, DAVE, AgreeToClaim, seat="W")
    assert board.state.declarer_tricks == 13


def test_a_defender_claims_and_declarer_agrees():
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", tricks=5, statement="five diamonds")
    assert responders(board) == [Seat.N]
    act(board, ALICE, AgreeToClaim, seat="N")
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == 1 + (12 - 5)


def test_a_claim_in_the_middle_of_a_trick_counts_the_trick_in_progress():
    board = after_one_trick()
    play(board, "S8 SQ")  # trick 2 in progress
    assert board.state.tricks_to_play == 12
    act(board, DAVE, MakeClaim, seat="W", tricks=0)
    act(board, ALICE, AgreeToClaim, seat="N")
    assert board.state.declarer_tricks == 13


@pytest.mark.parametrize(("concede", "declarer_tricks"), [(0, 13), (3, 10), (12, 1)])
def test_declarer_concedes(concede, declarer_tricks):
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", concede=concede)
    assert board.claims.pending is not None and board.claims.pending.tricks == 12 - concede
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, DAVE, AgreeToClaim, seat="W")
    assert board.state.declarer_tricks == declarer_tricks


@pytest.mark.parametrize(("concede", "declarer_tricks"), [(0, 1), (4, 5), (12, 13)])
def test_a_defender_concedes(concede, declarer_tricks):
    board = after_one_trick()
    act(board, DAVE, MakeClaim, seat="W", concede=concede)
    act(board, ALICE, AgreeToClaim, seat="N")
    assert board.state.declarer_tricks == declarer_tricks


def test_dispute_then_director_ruling():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12, statement="all mine")
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, DAVE, DisputeClaim, seat="W")
    assert board.claims.pending is not None and board.claims.pending.status == "disputed"
    phase = board.phase  # a local: mypy would keep board.phase narrowed past later commands
    assert phase is Phase.PLAY
    assert isinstance(board.pending_events[-1], ClaimDisputed)
    for actor in (ALICE, BOB, STRANGER, OTHER_TD):
        with pytest.raises(NotAllowed, match="director"):
            act(
                board,
                actor,
                RuleOnClaim,
                tricks=10,
                explanation="doubtful points go against the claimer",
            )
    act(board, TD, RuleOnClaim, tricks=10, explanation="the club finesse was not stated")
    ruled = board.pending_events[-1]
    assert isinstance(ruled, ClaimRuled)
    assert (ruled.law, ruled.director, ruled.tricks) == ("70", "tony", 10)
    assert ruled.explanation == "the club finesse was not stated"
    assert ruled.declarer_tricks == 11
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == 11
    assert board.claims.pending.status == "ruled"


def test_ruling_on_a_defenders_claim_counts_for_the_defence():
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", tricks=4)
    act(board, ALICE, DisputeClaim, seat="N")
    act(board, TD, RuleOnClaim, tricks=3, explanation="one trick goes to declarer")
    assert board.state.declarer_tricks == 1 + 12 - 3


def test_ruling_needs_a_dispute_an_explanation_and_a_possible_number():
    board = after_one_trick()
    with pytest.raises(Conflict, match="no claim"):
        act(board, TD, RuleOnClaim, tricks=5, explanation="x")
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(Conflict, match="pending"):
        act(board, TD, RuleOnClaim, tricks=5, explanation="not yet disputed")
    act(board, BOB, DisputeClaim, seat="E")
    with pytest.raises(RuleViolation, match="explanation"):
        act(board, TD, RuleOnClaim, tricks=5, explanation="  ")
    for bad in (-1, 13):
        with pytest.raises(RuleViolation, match="0 to 12"):
            act(board, TD, RuleOnClaim, tricks=bad, explanation="x")
    assert board.phase is Phase.PLAY


def test_withdrawal_resumes_play():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(Conflict, match="claim is pending"):
        act(board, ALICE, PlayCard, seat="N", card="S8")
    with pytest.raises(RuleViolation, match="Only the claimer"):
        act(board, BOB, WithdrawClaim, seat="E")
    act(board, ALICE, WithdrawClaim, seat="N")
    assert board.claims.pending is None
    assert isinstance(board.pending_events[-1], ClaimWithdrawn)
    play(board, "S8")
    assert board.state.cards_played == 5


def test_a_disputed_claim_is_not_withdrawn_by_the_claimer_alone():
    """Law 68D2: the director rules, or play continues when the non-claimers ask and all
    four agree (tests/unit/board/test_law68_claims.py)."""
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    act(board, BOB, DisputeClaim, seat="E")
    with pytest.raises(RuleViolation, match="68D2b"):
        act(board, ALICE, WithdrawClaim, seat="N")
    act(board, TD, RuleOnClaim, tricks=5, explanation="two finesses were not stated")
    assert board.phase is Phase.COMPLETE


def test_a_claim_one_opponent_agreed_to_may_still_be_withdrawn_before_agreement():
    """DESIGN 4.4: "The opponents (both defenders, or declarer when a defender claims)
    agree or dispute. Agreement ends the play with the claimed result. [...] the claim can
    be withdrawn before agreement." One defender's assent is not yet the agreement: the
    claimer may still take the claim back (docs/contract.md said "a claim nobody has
    answered yet", stricter than the design; 0.25.0 briefly enforced that, and now
    follows the design). Law 68D (2017): "After any claim or concession, play is
    suspended."; the Laws give the claimer no withdrawal, so the rule is the design's."""
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, ALICE, WithdrawClaim, seat="N")
    assert board.claims.pending is None
    assert isinstance(board.pending_events[-1], ClaimWithdrawn)
    play(board, "S8")  # play resumes where it was suspended


def test_cards_are_refused_while_a_claim_is_pending_or_disputed():
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", tricks=3)
    with pytest.raises(Conflict, match="claim"):
        act(board, ALICE, PlayCard, seat="N", card="S8")
    act(board, ALICE, DisputeClaim, seat="N")
    with pytest.raises(Conflict, match="claim"):
        act(board, ALICE, PlayCard, seat="N", card="S8")
    assert board.state.cards_played == 4


def test_dummy_cannot_claim():
    board = after_one_trick()
    with pytest.raises(RuleViolation, match="Dummy cannot claim"):
        act(board, CAROL, MakeClaim, seat="S", tricks=12)
    with pytest.raises(RuleViolation, match="Dummy cannot claim"):
        act(board, CAROL, MakeClaim, seat="S", concede=1)
    assert board.claims.pending is None


def test_claims_need_the_seat_and_the_play_phase():
    board = after_one_trick()
    with pytest.raises(NotAllowed):
        act(board, STRANGER, MakeClaim, seat="N", tricks=12)
    with pytest.raises(NotAllowed):
        act(board, BOB, MakeClaim, seat="N", tricks=12)
    fresh = in_play()
    act(fresh, ALICE, UndoLastAction)  # back to the auction
    with pytest.raises(Conflict, match="auction"):
        act(fresh, ALICE, MakeClaim, seat="N", tricks=13)


@pytest.mark.parametrize(
    ("tricks", "concede"), [(None, None), (3, 3), (13, None), (-1, None), (None, 13), (None, -1)]
)
def test_impossible_claims_are_refused(tricks, concede):
    board = after_one_trick()
    with pytest.raises(RuleViolation):
        act(board, ALICE, MakeClaim, seat="N", tricks=tricks, concede=concede)
    assert board.claims.pending is None


def test_only_one_claim_at_a_time():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(Conflict, match="already pending"):
        act(board, BOB, MakeClaim, seat="E", tricks=1)


def test_only_the_claimers_opponents_answer():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(RuleViolation, match="opponents"):
        act(board, CAROL, AgreeToClaim, seat="S")  # dummy
    with pytest.raises(RuleViolation, match="opponents"):
        act(board, ALICE, AgreeToClaim, seat="N")  # the claimer
    with pytest.raises(NotAllowed):
        act(board, ALICE, AgreeToClaim, seat="E")  # not E's holder
    act(board, BOB, AgreeToClaim, seat="E")
    with pytest.raises(Conflict, match="already agreed"):
        act(board, BOB, AgreeToClaim, seat="E")
    assert board.phase is Phase.PLAY


def test_a_defenders_claim_is_answered_by_declarer_only():
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", tricks=2)
    with pytest.raises(RuleViolation, match="opponents"):
        act(board, DAVE, AgreeToClaim, seat="W")  # claimer's partner
    with pytest.raises(RuleViolation, match="opponents"):
        act(board, CAROL, AgreeToClaim, seat="S")  # dummy


def test_no_answer_once_the_claim_is_settled():
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", tricks=2)
    act(board, ALICE, AgreeToClaim, seat="N")
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, AgreeToClaim, seat="N")
    with pytest.raises(Conflict, match="over"):
        act(board, BOB, WithdrawClaim, seat="E")
    with pytest.raises(Conflict, match="over"):
        act(board, TD, RuleOnClaim, tricks=2, explanation="late")


def test_answers_without_a_claim_are_conflicts():
    board = after_one_trick()
    with pytest.raises(Conflict, match="no claim"):
        act(board, BOB, AgreeToClaim, seat="E")
    with pytest.raises(Conflict, match="no claim"):
        act(board, ALICE, WithdrawClaim, seat="N")
