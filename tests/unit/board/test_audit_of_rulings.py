"""The audit of rulings (issue 30, item 22): a ruling names a Law of the 2017 code; the
director's ruling on a disputed claim (Law 70) is numbered among the board's rulings; and
a player seated at the board is never its director, whatever his role.

Law 70A: "In ruling on a contested claim or concession, the Director adjudicates the
result of the board as equitably as possible to both sides, but any doubtful point as to
a claim shall be resolved against the claimer." """

from __future__ import annotations

import pytest

from domain.actors import Actor, Role
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.claims import ClaimRulingMade, DisputeClaim, MakeClaim, RuleOnClaim
from domain.board.play import PlayCard
from domain.board.rulings import MakeRuling
from domain.errors import NotAllowed
from domain.policy import visible_hands
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from domain.rules.rulings import RulingKind
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    DAVE,
    SEATS,
    TD,
    TO_3NT,
    act,
    bid,
    in_play,
    new_board,
    play,
    play_legal,
)
from tests.unit.board.support import rebuild as load_again


@pytest.mark.parametrize("law", ["banana", "95", "64F", "12C0", "2A"])
def test_a_ruling_naming_no_law_of_the_2017_code_is_refused(law: str) -> None:
    board = in_play()
    play_legal(board, 52)
    with pytest.raises(RuleViolation):
        act(board, TD, MakeRuling, law=law, kind="adjusted_score", ns=400, explanation="x")
    assert board.rulings == ()
    with pytest.raises(RuleViolation):
        act(board, TD, MakeRuling, law=law, kind="artificial_score", explanation="x",
            grades={"NS": "average", "EW": "average"})  # fmt: skip


@pytest.mark.parametrize("law", ["64C", "12C1(b)", "Law 12C1b"])
def test_a_ruling_naming_a_law_of_the_code_is_made(law: str) -> None:
    board = in_play()
    play_legal(board, 52)
    act(board, TD, MakeRuling, law=law, kind="adjusted_score", ns=400, explanation="equity")
    assert board.rulings[-1].law == law


def test_the_ruling_on_a_disputed_claim_is_numbered_among_the_boards_rulings() -> None:
    board = in_play()
    play(board, "HK H4 H3 HA")  # N won trick 1: 12 tricks left
    act(board, ALICE, MakeClaim, seat="N", tricks=12, statement="all mine")
    act(board, DAVE, DisputeClaim, seat="W")
    act(board, TD, RuleOnClaim, tricks=10, explanation="a doubtful point goes against him")
    ruled = board.pending_events[-1]
    assert isinstance(ruled, ClaimRulingMade) and (ruled.number, ruled.to) == (1, "NS")
    [ruling] = board.rulings
    assert (ruling.number, ruling.kind, ruling.law) == (1, RulingKind.CLAIM, "70")
    assert (ruling.tricks, ruling.to, ruling.director) == (10, "NS", "tony")
    assert board.state.declarer_tricks == 1 + 10  # the ruling is not a second transfer
    act(board, TD, MakeRuling, law="12C1(b)", kind="adjusted_score", ns=-50, explanation="x")
    assert [r.number for r in board.rulings] == [1, 2]
    assert load_again(board).rulings == board.rulings


def test_a_defenders_claim_ruled_goes_to_the_defence() -> None:
    board = in_play()
    play(board, "HK H4 H3 HA")
    act(board, BOB, MakeClaim, seat="E", tricks=4)
    act(board, ALICE, DisputeClaim, seat="N")
    act(board, TD, RuleOnClaim, tricks=2, explanation="the diamonds are blocked")
    assert board.rulings[-1].to == "EW"
    assert board.state.declarer_tricks == 1 + 12 - 2


SEATED_ADMIN = Actor("root", Role.ADMIN)


def admin_at_north() -> Board:
    """An admin holds North; 3NT by North, East to lead."""
    board = new_board(seats={**SEATS, "N": SEATED_ADMIN.name})
    holders = {Seat.N: SEATED_ADMIN, Seat.E: BOB, Seat.S: CAROL, Seat.W: DAVE}
    for word in TO_3NT.split():
        seat = board.state.next_seat
        assert seat is not None
        act(board, holders[seat], MakeCall, seat=seat.value, call=word)
    return board


def test_an_admin_seated_at_the_board_sees_only_what_his_seat_sees() -> None:
    board = admin_at_north()
    assert visible_hands(board, SEATED_ADMIN) == {Seat.N}  # no opening lead yet
    assert visible_hands(board, ADMIN) == {Seat.N}  # the same user
    unseated = Actor("root2", Role.ADMIN)
    assert visible_hands(board, unseated) == set(SEAT_ORDER)


def test_an_admin_seated_at_the_board_cannot_rule_on_his_own_claim() -> None:
    board = admin_at_north()
    act(board, BOB, PlayCard, seat="E", card="HK")
    act(board, SEATED_ADMIN, MakeClaim, seat="N", tricks=13, statement="all mine")
    act(board, BOB, DisputeClaim, seat="E")
    with pytest.raises(NotAllowed):
        act(board, SEATED_ADMIN, RuleOnClaim, tricks=13, explanation="mine, of course")
    act(board, TD, RuleOnClaim, tricks=9, explanation="the hearts were not stated")
    assert board.state.declarer_tricks == 9


def test_a_director_holding_all_four_seats_still_directs_his_practice_board() -> None:
    board = new_board(seats={seat.value: TD.name for seat in SEAT_ORDER})
    bid(board, TO_3NT)
    assert visible_hands(board, TD) == set(SEAT_ORDER)
