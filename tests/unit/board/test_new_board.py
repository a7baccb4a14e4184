"""Creating a board (docs/design.md 4, docs/contract.md POST /boards) and the User aggregate."""

from __future__ import annotations

from typing import Any

import pytest

from domain.actors import Actor, Role
from domain.board import Board
from domain.board.new_board import CreateBoard, create_board
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.user import User, check_user_name, hash_token, new_token, user_id_for
from tests.unit.board.support import ADMIN, ALICE, DEAL, SEATS, TD, new_board, rebuild


def create(actor: Actor = TD, **fields: Any) -> Board:
    return create_board(actor, CreateBoard(**fields), lambda name: name)


@pytest.mark.parametrize(
    ("number", "dealer", "vul"),
    [
        (1, "N", "None"),
        (2, "E", "NS"),
        (3, "S", "EW"),
        (4, "W", "All"),
        (5, "N", "NS"),
        (16, "W", "EW"),
        (17, "N", "None"),
        (32, "W", "EW"),
    ],
)
def test_dealer_and_vulnerability_default_from_the_board_number(number, dealer, vul):
    board = new_board(board_number=number)
    assert board.setup.board_number == number
    assert board.setup.dealer is Seat(dealer)
    assert board.setup.vulnerability is Vulnerability(vul)
    assert board.state.next_seat is Seat(dealer)


def test_explicit_dealer_and_vulnerability_win_over_the_defaults():
    board = create(board_number=1, dealer="w", vulnerability="Both", deal=DEAL)
    assert board.setup.dealer is Seat.W
    assert board.setup.vulnerability is Vulnerability.ALL


@pytest.mark.parametrize("number", [0, -1, -7, -32, 10_000, 2**31, 2**63])
def test_bad_board_numbers_are_refused(number):
    with pytest.raises(RuleViolation, match="from 1 to 9999"):
        create(board_number=number)


@pytest.mark.parametrize("number", [0, -7, True, 10_000, 9223372036854775808])
def test_a_bad_board_number_is_refused_even_with_dealer_and_vulnerability_given(number):
    with pytest.raises(RuleViolation, match="whole number from 1 to 9999"):
        create(board_number=number, dealer="N", vulnerability="None", deal=DEAL)


def test_the_highest_board_number_is_accepted():
    assert create(board_number=9999, deal=DEAL).setup.board_number == 9999


@pytest.mark.parametrize("number", [True, 1.0, "1", None])
def test_board_number_must_be_a_whole_number(number):
    with pytest.raises(RuleViolation, match="whole number"):
        create(board_number=number)


def test_the_given_deal_is_used():
    board = new_board()
    assert board.setup.deal == Deal.parse_pbn(DEAL)
    rotated = "E:Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96 KT8.A96.A95.7542"
    assert create(deal=rotated).setup.deal == Deal.parse_pbn(DEAL)


def test_a_seed_makes_the_random_deal_reproducible():
    one = new_board(deal=None, seed=42)
    two = new_board(deal=None, seed=42)
    other = new_board(deal=None, seed=43)
    assert one.setup.deal == two.setup.deal == Deal.random(42)
    assert other.setup.deal != one.setup.deal
    assert one.id != two.id


def test_a_broken_deal_is_refused():
    with pytest.raises(RuleViolation, match="51 cards"):
        create(deal="N:KT8.A96.A95.754 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96")


def test_no_seats_means_the_creator_holds_all_four():
    board = create(ALICE)
    assert board.seats == {seat: "alice" for seat in SEAT_ORDER}
    assert board.created_by == "alice"


def test_the_creator_is_director_only_when_director_or_admin():
    assert create(ALICE).director is None
    assert create(TD, seats=SEATS).director == "tony"
    assert create(ADMIN, seats=SEATS).director == "root"


def test_seats_must_all_be_held_by_known_users():
    with pytest.raises(RuleViolation, match="W is missing"):
        create(seats={"N": "alice", "E": "bob", "S": "carol"})
    with pytest.raises(RuleViolation, match="E, W are missing"):
        create(seats={"N": "alice", "S": "carol"})
    with pytest.raises(RuleViolation, match="no user named 'ghost'"):
        create_board(
            TD,
            CreateBoard(seats={**SEATS, "W": "ghost"}),
            lambda name: None if name == "ghost" else name,
        )
    with pytest.raises(RuleViolation, match="not a seat"):
        create(seats={**SEATS, "Q": "alice"})


@pytest.mark.parametrize(
    ("field", "value", "fragment"),
    [
        ("mode", "casual", "practice or tournament"),
        ("revoke_policy", "ignore", "prevent, detect or auto"),
        ("vulnerability", "Neither", "not a vulnerability"),
        ("dealer", "X", "not a seat"),
    ],
)
def test_bad_options_are_refused(field, value, fragment):
    with pytest.raises(RuleViolation, match=fragment):
        create(**{field: value})


def test_options_are_kept_and_survive_a_rebuild():
    board = new_board(mode="tournament", board_number=7)
    copy = rebuild(board)
    assert (copy.mode, copy.revoke_policy, copy.director) == ("tournament", "prevent", "tony")
    assert copy.setup == board.setup
    assert copy.seats == board.seats
    assert copy.version == 1


# ---- users -------------------------------------------------------------------------------
def test_register_a_user_stores_only_the_token_hash():
    token = new_token()
    user = User.register("alice", Role.PLAYER, token)
    assert (user.name, user.role) == ("alice", Role.PLAYER)
    assert user.token_hash == hash_token(token) != token
    assert user.id == user_id_for("Alice")  # one aggregate per name, case-insensitive
    assert new_token() != new_token()


@pytest.mark.parametrize("name", ["", "-alice", "a b", "x" * 65, None, "al!ce"])
def test_bad_user_names_are_refused(name):
    with pytest.raises(RuleViolation, match="user name"):
        check_user_name(name)


def test_role_parse():
    assert Role.parse(" Director ") is Role.DIRECTOR
    with pytest.raises(RuleViolation, match="not a role"):
        Role.parse("king")


@pytest.mark.parametrize("second", ["n", "north", " N"])
def test_a_seat_given_twice_is_refused_not_overwritten(second):
    seats = {"N": "alice", second: "bob", "E": "alice", "S": "alice", "W": "alice"}
    with pytest.raises(RuleViolation, match="N seat is given twice"):
        create(seats=seats)


def test_a_director_who_plays_at_the_board_does_not_direct_it():
    """A director sees every hand: one holding some seats would play seeing them all."""
    seats = {"N": TD.name, "E": "bob", "S": "carol", "W": "dave"}
    assert create(seats=seats).director is None
    assert create().director == TD.name  # alone at the table: all four seats, nothing hidden
    assert create(seats={"N": "alice", "E": "bob", "S": "carol", "W": "dave"}).director == TD.name


def test_seat_holders_are_stored_as_registered():
    registered = {"alice": "Alice", "bob": "bob", "carol": "carol", "dave": "dave"}
    board = create_board(
        TD,
        CreateBoard(seats={"N": "ALICE", "E": "Bob", "S": "carol", "W": "dave"}),
        lambda name: registered.get(name.lower()),
    )
    assert [board.seats[seat] for seat in sorted(board.seats)] == ["bob", "Alice", "carol", "dave"]
