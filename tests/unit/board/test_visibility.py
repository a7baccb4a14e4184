"""Who sees which hands (docs/design.md 4.6) and the board view (docs/contract.md "Board view")."""

from __future__ import annotations

import pytest

from domain.board.claims import AgreeToClaim, MakeClaim
from domain.board.rewind import UndoLastAction
from domain.policy import may_read_log, visible_hands
from domain.rules.cards import SEAT_ORDER, Seat
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    DAVE,
    HOLDERS,
    OTHER_TD,
    STRANGER,
    TD,
    TO_3NT,
    act,
    bid,
    in_play,
    new_board,
    play,
    play_legal,
)
from tests.views import board_view_json as board_view

ALL = set(SEAT_ORDER)
PLAYERS = [(ALICE, Seat.N), (BOB, Seat.E), (CAROL, Seat.S), (DAVE, Seat.W)]


@pytest.mark.parametrize(("actor", "seat"), PLAYERS)
def test_during_the_auction_a_player_sees_only_their_hand(actor, seat):
    board = new_board()
    assert visible_hands(board, actor) == {seat}
    bid(board, "1NT P 3NT")
    assert visible_hands(board, actor) == {seat}


@pytest.mark.parametrize(("actor", "seat"), PLAYERS)
def test_dummy_stays_hidden_until_the_opening_lead(actor, seat):
    board = new_board()
    bid(board, TO_3NT)  # dummy is S
    assert visible_hands(board, actor) == {seat}


@pytest.mark.parametrize(("actor", "seat"), PLAYERS)
def test_after_the_opening_lead_everyone_at_the_table_sees_dummy(actor, seat):
    board = in_play()
    play(board, "HK")
    assert visible_hands(board, actor) == {seat, Seat.S}
    play(board, "H4 H3 HA S8")
    assert visible_hands(board, actor) == {seat, Seat.S}


@pytest.mark.parametrize("actor", [TD, ADMIN])
def test_director_and_admin_see_everything_at_any_time(actor):
    board = new_board()
    assert visible_hands(board, actor) == ALL
    assert board.may_see(actor)
    bid(board, TO_3NT)
    assert visible_hands(board, actor) == ALL
    play(board, "HK")
    assert visible_hands(board, actor) == ALL


@pytest.mark.parametrize("actor", [STRANGER, OTHER_TD])
def test_a_stranger_sees_nothing_ever(actor):
    board = new_board()
    assert not board.may_see(actor)
    assert visible_hands(board, actor) == set()
    bid(board, TO_3NT)
    play(board, "HK")
    assert visible_hands(board, actor) == set()
    play_legal(board, 51)
    assert board.phase.is_over
    assert visible_hands(board, actor) == set()
    assert not may_read_log(board, actor)


@pytest.mark.parametrize(("actor", "seat"), PLAYERS)
def test_once_the_board_is_complete_the_table_sees_all_four_hands(actor, seat):
    board = in_play()
    play_legal(board, 52)
    assert visible_hands(board, actor) == ALL


@pytest.mark.parametrize(("actor", "seat"), PLAYERS)
def test_once_the_board_is_passed_out_the_table_sees_all_four_hands(actor, seat):
    board = new_board()
    bid(board, "P P P")
    assert visible_hands(board, actor) == {seat}
    bid(board, "P")
    assert visible_hands(board, actor) == ALL


@pytest.mark.parametrize(("actor", "seat"), PLAYERS)
def test_a_board_completed_by_a_claim_is_visible_to_the_table(actor, seat):
    board = in_play()
    play(board, "HK H4 H3 HA")
    act(board, ALICE, MakeClaim, seat="N", tricks=8)
    # Law 68C: "The player making the claim or concession faces his hand."
    assert visible_hands(board, actor) == {seat, Seat.S, Seat.N}
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, DAVE, AgreeToClaim, seat="W")
    assert visible_hands(board, actor) == ALL


def test_a_solo_player_holding_all_seats_sees_all_hands():
    board = new_board(creator=ALICE, seats={})
    assert visible_hands(board, ALICE) == ALL
    assert board.director is None
    assert not board.may_see(BOB)


def test_undoing_the_opening_lead_hides_dummy_again():
    board = in_play()
    play(board, "HK")
    act(board, BOB, UndoLastAction)
    assert visible_hands(board, BOB) == {Seat.E}


def test_event_log_access():
    board = in_play()
    assert may_read_log(board, TD) and may_read_log(board, ADMIN)
    for actor in HOLDERS.values():
        assert not may_read_log(board, actor)
    play_legal(board, 52)
    for actor in HOLDERS.values():
        assert may_read_log(board, actor)


# ---- the board view ----------------------------------------------------------------------
def test_view_during_the_auction_shows_only_the_visible_hands():
    board = new_board()
    bid(board, "1NT")
    view = board_view(board, visible_hands(board, BOB))
    assert view["hands"]["E"] == [
        "SQ",
        "S5",
        "HK",
        "HJ",
        "H5",
        "H2",
        "DK",
        "DQ",
        "D8",
        "D7",
        "D4",
        "CT",
        "C8",
    ]
    assert view["hands"]["N"] is None and view["hands"]["S"] is None
    assert view["hands"]["W"] is None
    assert view["auction"] == [{"seat": "N", "call": "1NT", "alert": False, "explanation": None}]
    assert (view["phase"], view["next"], view["version"]) == ("auction", "E", 2)
    assert (view["contract"], view["declarer"], view["dummy"]) == (None, None, None)
    assert (view["board_number"], view["dealer"], view["vulnerability"]) == (1, "N", "None")
    assert (view["mode"], view["revoke_policy"]) == ("practice", "prevent")
    assert view["tricks_won"] == {"NS": 0, "EW": 0}
    assert view["id"] == str(board.id)
    assert view["claim"] is None


def test_view_in_the_play_shows_dummy_and_next_is_dummys_seat():
    board = in_play()
    play(board, "HK")
    view = board_view(board, visible_hands(board, DAVE))
    assert view["phase"] == "play"
    assert (view["contract"], view["declarer"], view["dummy"]) == ("3NT", "N", "S")
    assert view["next"] == "S"  # dummy's turn: next is dummy's seat
    assert view["hands"]["S"] == [
        "SA",
        "SJ",
        "S9",
        "S2",
        "H8",
        "H7",
        "H4",
        "DJ",
        "DT",
        "D6",
        "CA",
        "CQ",
        "C3",
    ]
    assert view["hands"]["W"] is not None and len(view["hands"]["W"]) == 13
    assert view["hands"]["E"] is None and view["hands"]["N"] is None


def test_view_of_a_passed_out_board():
    board = new_board()
    bid(board, "P P P P")
    view = board_view(board, visible_hands(board, CAROL))
    assert (view["phase"], view["contract"], view["declarer"], view["next"]) == (
        "passed_out",
        "Pass",
        None,
        None,
    )
    assert all(view["hands"][s.value] is not None for s in SEAT_ORDER)


def test_view_of_a_pending_claim_and_hands_shrink_as_cards_are_played():
    board = in_play()
    play(board, "HK H4 H3 HA")
    act(board, ALICE, MakeClaim, seat="N", tricks=9, statement="top tricks")
    view = board_view(board, ALL)
    assert view["claim"] == {
        "seat": "N",
        "tricks": 9,
        "statement": "top tricks",
        "concession": False,
        "status": "pending",
        "agreed_by": [],
    }
    assert [len(view["hands"][s.value]) for s in SEAT_ORDER] == [12, 12, 12, 12]
    assert view["tricks_won"] == {"NS": 1, "EW": 0}


def test_view_of_a_stranger_has_no_hands():
    board = in_play()
    view = board_view(board, visible_hands(board, STRANGER))
    assert all(hand is None for hand in view["hands"].values())
