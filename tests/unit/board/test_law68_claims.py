"""Law 68 (2017), claims and concessions, on the Board aggregate (issue 30, items 18-20).

68B2: "Regardless of B1, if a defender attempts to concede one or more tricks and his
partner immediately objects; neither a concession nor a claim has occurred. [...] Play
continues."
68D: "After any claim or concession, play is suspended. 1. If the claim or concession is
agreed, Law 69 applies. 2. If it is doubted by any player (dummy included), either: (a)
the Director must be summoned immediately and Law 70 applies [...]" or (b), as the EBU's
directors summarise it: "play may continue upon the request of the non-claiming side and
provided all four players agree. If this occurs the prior claim is void and not subject
to adjudication." """

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.claims import (
    AgreeToClaim,
    AgreeToPlayOn,
    ClaimDisputed,
    ConcessionObjected,
    DisputeClaim,
    MakeClaim,
    ObjectToConcession,
    PlayOnAgreed,
    RuleOnClaim,
    WithdrawClaim,
)
from domain.board.play import PlayCard
from domain.errors import Conflict
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from tests.unit.board.support import ALICE, BOB, CAROL, DAVE, TD, act, in_play, play
from tests.unit.board.support import rebuild as load_again

SEATED = {Seat.N: ALICE, Seat.E: BOB, Seat.S: CAROL, Seat.W: DAVE}


def after_one_trick() -> Board:
    """3NT by N, dummy S; N won trick 1 (NS 1, EW 0): 12 tricks left, N to lead."""
    board = in_play()
    play(board, "HK H4 H3 HA")
    return board


# ---- 68D2: doubted by any player, dummy included ------------------------------------------
@pytest.mark.parametrize(
    ("claimer", "doubter"),
    [
        (Seat.N, Seat.S),  # dummy doubts declarer's claim
        (Seat.N, Seat.E),
        (Seat.N, Seat.W),
        (Seat.E, Seat.S),  # dummy doubts a defender's claim
        (Seat.E, Seat.W),  # the claimer's partner: "any player"
        (Seat.E, Seat.N),
        (Seat.W, Seat.E),
    ],
)
def test_any_player_but_the_claimer_doubts_a_claim(claimer: Seat, doubter: Seat) -> None:
    board = after_one_trick()
    tricks = 12 if claimer is Seat.N else 3
    act(board, SEATED[claimer], MakeClaim, seat=claimer.value, tricks=tricks)
    act(board, SEATED[doubter], DisputeClaim, seat=doubter.value)
    assert isinstance(board.pending_events[-1], ClaimDisputed)
    claim = board.claims.pending
    assert claim is not None and claim.status == "disputed"
    # 68D2(a): the director rules; no one may agree to it meanwhile
    with pytest.raises(Conflict):
        act(board, BOB, AgreeToClaim, seat="E")
    act(board, TD, RuleOnClaim, tricks=2, explanation="a doubtful point goes against him")
    assert board.phase is Phase.COMPLETE
    assert load_again(board).claims == board.claims


def test_the_claimer_does_not_doubt_his_own_claim() -> None:
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(RuleViolation, match="his own claim"):
        act(board, ALICE, DisputeClaim, seat="N")


def test_dummy_still_does_not_agree_for_his_side() -> None:
    """Law 69A (2017): "Agreement is established when a side assents to an opponent's
    claim or concession, and raises no objection to it before making a call on a
    subsequent board or before the round ends, whichever occurs first." Agreement is the
    non-claimers'; dummy is declarer's partner, no opponent."""
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(RuleViolation, match="agree"):
        act(board, CAROL, AgreeToClaim, seat="S")
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, CAROL, DisputeClaim, seat="S")  # dummy doubts after one defender agreed
    claim = board.claims.pending
    assert claim is not None and claim.status == "disputed"


# ---- 68B2: a defender's concession, his partner objecting ----------------------------------
@pytest.mark.parametrize(
    ("conceder", "partner", "body"),
    [
        (Seat.E, Seat.W, {"concede": 3}),
        (Seat.W, Seat.E, {"concede": 12}),
        (Seat.W, Seat.E, {"tricks": 4}),  # "a claim of some number of tricks is a
        # concession of the remainder" (68B1): 8 conceded
    ],
)
def test_the_partner_objects_and_neither_concession_nor_claim_has_occurred(
    conceder: Seat, partner: Seat, body: dict[str, int]
) -> None:
    board = after_one_trick()
    act(board, SEATED[conceder], MakeClaim, seat=conceder.value, **body)
    act(board, SEATED[partner], ObjectToConcession, seat=partner.value)
    assert isinstance(board.pending_events[-1], ConcessionObjected)
    assert board.claims.pending is None and board.claims.moments == ()  # no claim (63A3)
    phase = board.phase
    assert phase is Phase.PLAY
    play(board, "D5 D4 DT D2")  # "Play continues." N leads trick 2
    assert board.state.cards_played == 8
    assert load_again(board).claims == board.claims


def test_only_the_conceding_defenders_partner_objects() -> None:
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", concede=5)
    for actor, seat in ((BOB, Seat.E), (ALICE, Seat.N), (CAROL, Seat.S)):
        with pytest.raises(RuleViolation, match="partner"):
            act(board, actor, ObjectToConcession, seat=seat.value)
    assert board.claims.pending is not None


def test_declarers_concession_stands_once_made() -> None:
    """68B2 speaks of a defender: declarer's side has no partner to object (dummy)."""
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", concede=2)
    with pytest.raises(RuleViolation, match="defender"):
        act(board, CAROL, ObjectToConcession, seat="S")


def test_a_claim_of_every_trick_left_concedes_nothing_to_object_to() -> None:
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", tricks=12)
    with pytest.raises(RuleViolation, match="concedes no trick"):
        act(board, DAVE, ObjectToConcession, seat="W")
    act(board, DAVE, DisputeClaim, seat="W")  # he doubts it instead (68D2)


def test_the_objection_comes_at_once_not_after_an_answer() -> None:
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", concede=5)
    act(board, CAROL, DisputeClaim, seat="S")
    with pytest.raises(Conflict, match="disputed"):
        act(board, DAVE, ObjectToConcession, seat="W")
    board = after_one_trick()
    act(board, BOB, MakeClaim, seat="E", concede=5)
    act(board, ALICE, AgreeToClaim, seat="N")  # agreed: the play is over
    with pytest.raises(Conflict):
        act(board, DAVE, ObjectToConcession, seat="W")


# ---- 68D2(b): play continues at the non-claimers' request, all four agreeing ---------------
@pytest.mark.parametrize("first", [Seat.E, Seat.W])
def test_play_continues_once_a_non_claimer_asks_and_all_four_agree(first: Seat) -> None:
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    act(board, CAROL, DisputeClaim, seat="S")  # dummy doubts it
    others = [seat for seat in (Seat.N, Seat.S, Seat.E, Seat.W) if seat is not first]
    for seat in (first, *others):
        claim = board.claims.pending
        assert claim is not None and claim.status == "disputed"  # suspended until the 4th
        with pytest.raises(Conflict, match="claim"):
            act(board, ALICE, PlayCard, seat="N", card="S8")
        act(board, SEATED[seat], AgreeToPlayOn, seat=seat.value)
    last = board.pending_events[-1]
    assert isinstance(last, PlayOnAgreed) and last.voids_claim
    assert board.claims.pending is None  # "the prior claim is void"
    play(board, "S8")  # play continues
    with pytest.raises(Conflict, match="no claim"):
        act(board, TD, RuleOnClaim, tricks=5, explanation="not subject to adjudication")
    assert load_again(board).claims == board.claims


def test_the_request_is_the_non_claimers() -> None:
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    act(board, BOB, DisputeClaim, seat="E")
    for actor, seat in ((ALICE, Seat.N), (CAROL, Seat.S)):
        with pytest.raises(RuleViolation, match="non-claimers"):
            act(board, actor, AgreeToPlayOn, seat=seat.value)
    act(board, DAVE, AgreeToPlayOn, seat="W")
    with pytest.raises(Conflict, match="already"):
        act(board, DAVE, AgreeToPlayOn, seat="W")
    act(board, ALICE, AgreeToPlayOn, seat="N")  # the claimer's side may agree now
    claim = board.claims.pending
    assert claim is not None and claim.play_on == (Seat.W, Seat.N)
    # one player short of four: the director still rules (68D2a)
    act(board, TD, RuleOnClaim, tricks=11, explanation="a trump loser")
    assert board.phase is Phase.COMPLETE


def test_no_play_on_before_the_claim_is_doubted() -> None:
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(Conflict, match="pending"):
        act(board, BOB, AgreeToPlayOn, seat="E")


def test_the_claimer_alone_no_longer_withdraws_a_doubted_claim() -> None:
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    act(board, BOB, DisputeClaim, seat="E")
    with pytest.raises(RuleViolation, match="68D2b"):
        act(board, ALICE, WithdrawClaim, seat="N")
    claim = board.claims.pending
    assert claim is not None and claim.status == "disputed"
