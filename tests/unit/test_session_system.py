"""A session's bidding system (domain/session_system.py): a base system and conventions of
the library, checked as a new bidding system's are before anything is recorded (the real
library); who names the session's and a pair's; which system each robot seat of a table's
board bids (its pair's, else the session's); and the event loads as it was recorded."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.robot_mind import LibraryRobotMind
from api.system_catalog import library_catalog
from domain.actors import ROBOT_NAME, Actor, Role
from domain.errors import NotAllowed
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import CreateSession, MovementSpec
from domain.session_results import create_session
from domain.session_system import name_system, session_system, table_robot_systems
from domain.session_tables import name_pair_users
from domain.session_values import LibraryModuleRef, SessionSystem, library_system
from tests.unit.board.support import new_board

TD = Actor("tony", Role.DIRECTOR)
NORA = Actor("nora", Role.PLAYER)  # pair 1
ED = Actor("ed", Role.PLAYER)  # pair 4
CONVENTIONS = [
    "stayman_1nt", "jacoby_transfers_1nt", "negative_doubles", "rkcb_1430", "michaels",
    "unusual_nt", "reverse_drury", "splinters", "jacoby_2nt",
]  # fmt: skip


def system(base: str = "sayc", *conventions: str) -> SessionSystem:
    return session_system(library_catalog(), base, conventions)


def evening(named: SessionSystem | None = None) -> Session:
    spec = MovementSpec("mitchell", 3, 3, 2)
    found = create_session(TD, CreateSession(name="Club", movement=spec, system=named))
    name_pair_users(found, TD, "1", ["nora"])
    name_pair_users(found, TD, "4", ["ed"])
    return found


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


def test_a_system_is_the_librarys_modules_as_named() -> None:
    named = system("sayc", "stayman_1nt", "jacoby_transfers_1nt")
    assert named.base.id == "sayc" and named.base.name and named.base.version
    assert [c.id for c in named.conventions] == ["stayman_1nt", "jacoby_transfers_1nt"]
    assert named.robot_system == "library:sayc+stayman_1nt+jacoby_transfers_1nt"
    assert library_system(named.robot_system) == ("sayc", ("stayman_1nt", "jacoby_transfers_1nt"))
    assert library_system("0b7c2a5e-1f1e-4a57-9a8e-0c2f5e7a9d11") is None  # a user's system
    assert SessionSystem.from_record(named.record()) == named


@pytest.mark.parametrize(
    ("base", "conventions", "sentence"),
    [
        ("acol", [], "There is no base system 'acol' in the library."),
        ("sayc", ["stayman"], "There is no convention 'stayman' in the library."),
        ("sayc", ["stayman_1nt", "puppet_stayman_1nt"], "conflicts with"),
        ("sayc", ["smolen"], "continues stayman_1nt: play that as well."),
        ("sayc", ["stayman_1nt", "stayman_1nt"], "is listed twice"),
    ],
)
def test_a_system_the_library_cannot_make_is_refused(
    base: str, conventions: list[str], sentence: str
) -> None:
    with pytest.raises(RuleViolation, match=sentence.replace(".", r"\.")):
        system(base, *conventions)


@given(st.lists(st.sampled_from(CONVENTIONS), unique=True), st.sampled_from(["sayc", "precision"]))
def test_any_set_without_a_conflict_is_named_and_read_back(
    conventions: list[str], base: str
) -> None:
    named = system(base, *conventions)
    assert library_system(named.robot_system) == (base, tuple(conventions))


def test_the_director_names_the_sessions_system_at_creation_or_later() -> None:
    found = evening(system("sayc", "stayman_1nt"))
    assert found.system == system("sayc", "stayman_1nt")
    name_system(found, TD, system("2_1_game_force", "jacoby_2nt"))
    assert replayed(found).system == system("2_1_game_force", "jacoby_2nt")
    before = len(found.pending_events)
    name_system(found, TD, system("2_1_game_force", "jacoby_2nt"))  # the same: nothing
    assert len(found.pending_events) == before


def test_who_names_which_system() -> None:
    found = evening()
    with pytest.raises(NotAllowed, match="Only the session's director or an admin"):
        name_system(found, NORA, system())
    with pytest.raises(NotAllowed, match="Only a player of pair 4"):
        name_system(found, NORA, system("precision"), pair="4")
    name_system(found, NORA, system("precision"), pair="1")  # her own pair's
    name_system(found, TD, system("2_1_game_force"), pair="4")  # the director, any pair's
    assert replayed(found).pair_systems == {"1": system("precision"), "4": system("2_1_game_force")}
    with pytest.raises(RuleViolation, match=r"The movement has no pair 9\."):
        name_system(found, TD, system(), pair="9")


def test_each_robot_bids_its_pairs_system_else_the_sessions() -> None:
    found = evening(system("sayc", "stayman_1nt"))
    name_system(found, NORA, system("precision"), pair="1")
    seats = {"N": "nora", "E": ROBOT_NAME, "S": ROBOT_NAME, "W": "ed"}
    assert table_robot_systems(found, "1", "4", seats) == {
        "S": "library:precision",  # nora's robot partner: pair 1's system
        "E": "library:sayc+stayman_1nt",  # ed's: pair 4 names none, the session's
    }
    assert table_robot_systems(evening(), "1", "4", seats) == {}  # none: the library's SAYC


def test_a_record_keeps_what_the_library_said_then() -> None:
    """Loading never asks the library again: a module renamed or dropped since reads as
    it was recorded."""
    old = SessionSystem(LibraryModuleRef("sayc", "SAYC (old)", "0.1"), ())
    found = evening(old)
    assert replayed(found).system == old


def test_a_robot_given_a_sessions_system_bids_the_librarys_modules() -> None:
    """The robot mind composes a `library:` system from the library (Precision's one club is
    its strong opening, SAYC's is not); one the library cannot compose bids SAYC."""
    board = new_board()
    mind = LibraryRobotMind()
    precision = mind.book(board, system("precision", "stayman_1nt").robot_system)
    assert precision.plays("stayman_1nt") and not precision.plays("sayc")
    opening = precision.rule("1c")
    assert opening is not None and opening.module_id == "precision"
    for fallback in (mind.book(board, "library:acol"), mind.book(board, None)):
        sayc = fallback.rule("1c")
        assert sayc is not None and sayc.module_id == "sayc"
