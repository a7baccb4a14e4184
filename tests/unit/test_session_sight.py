"""Travellers of boards still in play (domain/session_sight.py). Law 16C1 (2017): "When a
player accidentally receives unauthorized information about a board he is playing or has
yet to play, as by ... overhearing calls, results or remarks ... the Director should be
notified forthwith": the ledger never hands a pair the results of a board it has yet to
play. A board's traveller shows to the director and admins, to a pair once it has played
the board (its result counted), and to everyone once every table due to play it has its
result counted or the director released the session; the ranking to the director, and to
everyone once the session is over or released.

The property tests check the rule against a model written here from the movement's rounds,
for Mitchells (odd, share-and-relay, skip, arrow switch, half table), Howells and teams."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.rules.cards import SEAT_ORDER
from domain.rules.movements import Movement
from domain.session import Session
from domain.session_commands import CreateSession, MovementSpec, ResultFacts
from domain.session_results import create_session, enter_result
from domain.session_sight import results_sight, shows_ledger_deal
from domain.session_tables import confirm_result, name_pair_users, release_hand_records, table_view
from tests.unit.board.support import bid, new_board

TD = Actor("tony", Role.DIRECTOR)
ADMIN = Actor("ada", Role.ADMIN)
STRANGER = Actor("sam", Role.PLAYER)


def user(pair: str) -> Actor:
    return Actor(f"user{pair}", Role.PLAYER)


def evening(spec: MovementSpec) -> Session:
    found = create_session(TD, CreateSession(name="Club", scoring="MP", movement=spec))
    assert found.movement is not None
    for pair in found.movement.pairs:
        name_pair_users(found, TD, pair, [user(pair).name])
    return found


@dataclass(frozen=True)
class Sitting:
    round: int
    table: int
    ns: str
    ew: str
    board: int


def sittings(movement: Movement) -> list[Sitting]:
    """Every board a table plays against whom, in round order: the model's own reading of
    the movement's rounds."""
    found = []
    for each in movement.rounds:
        for table in each.tables:
            if table.ns is None or table.ew is None:
                continue
            for board in table.boards:
                found.append(Sitting(each.number, table.table, table.ns, table.ew, board))
    return found


def enter(found: Session, sitting: Sitting, *, by_player: bool = False) -> None:
    facts = ResultFacts(sitting.board, sitting.ns, sitting.ew, contract="Pass",
                        table=sitting.table, round=sitting.round)  # fmt: skip
    enter_result(found, user(sitting.ns) if by_player else TD, facts)


def model_shows(
    plays: list[Sitting], counted: set[Sitting], viewer_pair: str | None, board: int
) -> bool:
    """The rule, worked out afresh: the pair played it, or no due table is still to."""
    due = [s for s in plays if s.board == board]
    if viewer_pair is not None and any(
        viewer_pair in (s.ns, s.ew) for s in counted if s.board == board
    ):
        return True
    return bool(due) and all(s in counted for s in due)


SPECS = [
    MovementSpec("mitchell", 3, 3, 2),  # odd: every pair meets every set
    MovementSpec("mitchell", 4, 4, 2),  # even, share and relay
    MovementSpec("mitchell", 6, 4, 1),  # even, the skip
    MovementSpec("mitchell", 5, 5, 1, (3,)),  # an arrow switch
    MovementSpec("mitchell", 3, 3, 2, (), 5),  # a half table: a pair sits out
    MovementSpec("howell", 3, 5, 1),
    MovementSpec("howell", 4, 7, 1),
    MovementSpec("howell", 2, 3, 2, (), 3),  # a Howell's half table
    MovementSpec("teams", 2, 3, 2),
    MovementSpec("teams", 4, 2, 1),
]


@settings(max_examples=60, deadline=None)
@given(spec=st.sampled_from(SPECS), data=st.data())
def test_a_traveller_shows_exactly_as_the_model_says(
    spec: MovementSpec, data: st.DataObject
) -> None:
    found = evening(spec)
    assert found.movement is not None
    plays = sittings(found.movement)
    order = data.draw(st.permutations(plays))
    entered = data.draw(st.integers(min_value=0, max_value=len(order)))
    waiting = data.draw(st.sets(st.sampled_from(order), max_size=3)) if order else set()
    counted: set[Sitting] = set()
    for sitting in order[:entered]:
        by_player = sitting in waiting
        enter(found, sitting, by_player=by_player)
        if not by_player:  # a result waiting for the opponents counts for nobody
            counted.add(sitting)
    boards = sorted({s.board for s in plays})
    pairs = found.movement.pairs
    for pair in pairs:
        sight = results_sight(found, user(pair))
        for board in boards:
            assert sight.shows_board(board) == model_shows(plays, counted, pair, board)
    stranger = results_sight(found, STRANGER)
    for board in boards:
        assert stranger.shows_board(board) == model_shows(plays, counted, None, board)
    over = all(model_shows(plays, counted, None, board) for board in boards)
    assert stranger.shows_ranking == over == stranger.over
    for viewer in (TD, ADMIN):
        seen = results_sight(found, viewer)
        assert seen.shows_ranking and all(seen.shows_board(board) for board in boards)


@pytest.mark.parametrize("spec", SPECS)
def test_every_traveller_and_the_ranking_show_once_the_director_releases(
    spec: MovementSpec,
) -> None:
    found = evening(spec)
    assert found.movement is not None
    first = sittings(found.movement)[0]
    enter(found, first)
    assert not results_sight(found, STRANGER).shows_ranking
    release_hand_records(found, TD)
    sight = results_sight(found, STRANGER)
    assert sight.shows_ranking and sight.over
    assert all(sight.shows_board(s.board) for s in sittings(found.movement))


def test_a_mitchell_round_by_round() -> None:
    """Three tables, three rounds, two boards a round: pair 1 (NS at table 1) plays boards
    1-2, then 5-6, then 3-4 (the boards move down a table); pair 4 (EW) follows them."""
    found = evening(MovementSpec("mitchell", 3, 3, 2))
    assert found.movement is not None
    plays = sittings(found.movement)
    rounds = {r: [s for s in plays if s.round == r] for r in (1, 2, 3)}
    for sitting in rounds[1]:
        enter(found, sitting)
    one = results_sight(found, user("1"))
    assert {b for b in range(1, 7) if one.shows_board(b)} == {1, 2}
    assert not any(results_sight(found, STRANGER).shows_board(b) for b in range(1, 7))
    for sitting in rounds[2]:
        enter(found, sitting)
    one = results_sight(found, user("1"))
    mine = {s.board for s in plays if s.round <= 2 and "1" in (s.ns, s.ew)}
    assert {b for b in range(1, 7) if one.shows_board(b)} == mine and len(mine) == 4
    assert not one.shows_ranking
    for sitting in rounds[3][:-1]:
        enter(found, sitting)
    last = rounds[3][-1]
    assert results_sight(found, STRANGER).public_boards == frozenset(range(1, 7)) - {last.board}
    enter(found, last, by_player=True)  # entered, not confirmed: still on the table
    assert not results_sight(found, STRANGER).shows_board(last.board)
    confirm_result(found, user(last.ew), last.board, last.ns, last.ew)
    stranger = results_sight(found, STRANGER)
    assert stranger.over and stranger.shows_ranking
    assert all(stranger.shows_board(b) for b in range(1, 7))


def test_a_pair_sees_its_own_waiting_row_and_nobody_elses() -> None:
    found = evening(MovementSpec("mitchell", 3, 3, 2))
    assert found.movement is not None
    first = sittings(found.movement)[0]
    enter(found, first, by_player=True)
    for viewer, sees in ((user(first.ns), True), (user(first.ew), True), (TD, True),
                         (user("2"), False), (STRANGER, False)):  # fmt: skip
        sight = results_sight(found, viewer)
        assert sight.shows_row(first.board, first.ns, first.ew) == sees
        assert not sight.shows_board(first.board) or viewer is TD
        pending = table_view(found, first.table, viewer).pending
        assert bool(pending) == sees


def test_the_table_page_shows_another_tables_scores_only_once_played() -> None:
    found = evening(MovementSpec("mitchell", 3, 3, 2))
    assert found.movement is not None
    first = next(s for s in sittings(found.movement) if s.round == 1 and s.table == 2)
    enter(found, first)  # the round's other board is still to enter: the round stays
    assert table_view(found, 2, TD).scored
    assert table_view(found, 2, user(first.ns)).scored  # its own pair
    assert table_view(found, 2, user("1")).scored == ()  # pair 1 plays the board later
    assert table_view(found, 2, STRANGER).scored == ()


def test_a_session_without_a_movement_is_public_once_released() -> None:
    found = create_session(TD, CreateSession(name="Paper", scoring="MP"))
    name_pair_users(found, TD, "1", [user("1").name])
    for ns, ew in (("1", "4"), ("2", "5"), ("3", "6")):
        enter_result(found, TD, ResultFacts(7, ns, ew, contract="Pass"))
    # The session does not know who has board 7 still to play.
    assert not results_sight(found, STRANGER).shows_board(7)
    assert not results_sight(found, STRANGER).over
    assert results_sight(found, user("1")).shows_board(7)  # pair 1 played it
    assert not results_sight(found, user("1")).shows_board(8)
    # A player at a ledger board that one of board 8's results names has played it.
    assert results_sight(found, STRANGER, ledger_played={8}).shows_board(8)
    assert not results_sight(found, user("1")).shows_ranking
    release_hand_records(found, TD)
    assert results_sight(found, STRANGER).shows_board(7)
    assert results_sight(found, STRANGER).shows_ranking


def test_a_director_of_another_session_is_a_stranger_here() -> None:
    found = evening(MovementSpec("mitchell", 3, 3, 2))
    other = Actor("olga", Role.DIRECTOR)
    assert found.movement is not None
    enter(found, sittings(found.movement)[0])
    assert not results_sight(found, other).shows_board(sittings(found.movement)[0].board)
    assert results_sight(found, ADMIN).shows_board(sittings(found.movement)[0].board)


@settings(max_examples=40, deadline=None)
@given(spec=st.sampled_from(SPECS), data=st.data())
def test_a_playing_director_or_admin_sees_as_his_pair(
    spec: MovementSpec, data: st.DataObject
) -> None:
    """A small club's director often plays. domain/policy.py `directs` for a board: "never
    a player seated at it, whatever his role: the director sees every hand and rules
    between the sides". The session's director, or an admin, named as a pair's user saw
    every traveller, the ranking and other tables' waiting leads during play, boards his
    pair had still to play included (Law 16C1). He now sees them as his pair does, and
    still directs: his result counts at once and he may release the session."""
    found = evening(spec)
    assert found.movement is not None
    pairs = found.movement.pairs
    director_pair, admin_pair = data.draw(st.lists(st.sampled_from(pairs), min_size=2,
                                                   max_size=2, unique=True))  # fmt: skip
    name_pair_users(found, TD, director_pair, [TD.name])
    name_pair_users(found, TD, admin_pair, [ADMIN.name])
    plays = sittings(found.movement)
    order = data.draw(st.permutations(plays))
    entered = data.draw(st.integers(min_value=0, max_value=len(order)))
    for sitting in order[:entered]:
        enter(found, sitting)  # the director's entry counts at once
    counted = set(order[:entered])
    boards = sorted({s.board for s in plays})
    over = all(model_shows(plays, counted, None, board) for board in boards)
    for viewer, pair in ((TD, director_pair), (ADMIN, admin_pair)):
        sight = results_sight(found, viewer)
        assert not sight.directs and sight.plays
        for board in boards:
            assert sight.shows_board(board) == model_shows(plays, counted, pair, board)
        assert sight.shows_ranking == over
    release_hand_records(found, TD)  # he still directs
    assert all(results_sight(found, TD).shows_board(board) for board in boards)


def test_a_playing_director_sees_no_other_tables_waiting_lead() -> None:
    found = evening(MovementSpec("mitchell", 3, 3, 2))
    assert found.movement is not None
    name_pair_users(found, TD, "2", [TD.name])
    first = next(s for s in sittings(found.movement) if s.round == 1 and s.table == 1)
    facts = ResultFacts(first.board, first.ns, first.ew, contract="3NT", declarer="S",
                        tricks=9, lead="HK", table=first.table, round=first.round)  # fmt: skip
    enter_result(found, user(first.ns), facts)  # waits for pair 4
    assert table_view(found, first.table, ADMIN).pending[0].lead == "HK"
    assert table_view(found, first.table, user(first.ew)).pending[0].lead == "HK"
    assert table_view(found, first.table, TD).pending == ()  # pair 2 plays board 1 later


def test_a_ledger_boards_deal_shows_to_one_who_plays_only_where_he_played_it() -> None:
    """The published results' hand records before a board is public (shows_ledger_deal):
    to whoever may see the ledger board whole (its director and admins, its table once it
    is over), but one who plays in the session sees only the boards he played at a table:
    a board set's board (its director holds every seat, no table plays it) stays hidden
    from its director once he plays as a pair."""
    found = evening(MovementSpec("mitchell", 3, 3, 2))
    set_board = new_board(creator=TD, seats={})  # every seat TD's: he deals and directs it
    assert set_board.seats == dict.fromkeys(SEAT_ORDER, TD.name)
    directing = results_sight(found, TD)
    assert shows_ledger_deal(directing, set_board, TD)
    assert shows_ledger_deal(results_sight(found, ADMIN), set_board, ADMIN)
    assert not shows_ledger_deal(results_sight(found, user("1")), set_board, user("1"))
    name_pair_users(found, TD, "2", [TD.name])
    assert not shows_ledger_deal(results_sight(found, TD), set_board, TD)

    played = new_board(creator=TD, seats={"N": TD.name, "E": "bob", "S": "carol", "W": "dave"})
    bid(played, "P P P P")  # passed out: over, every hand shown to its table
    assert played.phase.is_over
    assert shows_ledger_deal(results_sight(found, TD), played, TD)  # he played it
    assert not shows_ledger_deal(results_sight(found, STRANGER), played, STRANGER)
