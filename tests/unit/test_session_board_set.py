"""A session dealt from a board set: the set must deal every board the movement plays, a
lead entered at the table must be a card of the opening leader's hand, and a board's hand
record becomes public once every table due to play it has its result counted (or the
director releases them).

Law 41A (2017): "After a bid, double or redouble has been followed by three passes in
rotation, the defender on presumed declarer's left makes the opening lead face down." """

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.errors import NotAllowed
from domain.rules.board_sets import deal_set
from domain.rules.cards import Card, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.leads import check_lead_held
from domain.session import Session
from domain.session_commands import (
    CreateSession,
    DeclareFouled,
    MovementSpec,
    ResultFacts,
    SessionDeal,
)
from domain.session_fouled import declare_fouled
from domain.session_results import create_session, enter_result
from domain.session_sight import due_by_board, public_boards
from domain.session_tables import (
    confirm_result,
    name_pair_users,
    release_hand_records,
    table_view,
)

TD = Actor("tony", Role.DIRECTOR)
NORTH = Actor("nora", Role.PLAYER)
EAST = Actor("ed", Role.PLAYER)
SEED = 2**50 + 17
CLOCKWISE = "NESW"


def dealt(count: int, seed: int = SEED) -> tuple[SessionDeal, ...]:
    return tuple(
        SessionDeal(board.board_number, f"board-{board.board_number}", board.deal.to_pbn())
        for board in deal_set(seed, 1, count)
    )


def evening(board_set: tuple[SessionDeal, ...] | None = None) -> Session:
    """A 3-table Mitchell of 3 rounds, 2 boards a round: boards 1 to 6."""
    spec = MovementSpec("mitchell", 3, 3, 2)
    chosen = dealt(6) if board_set is None else board_set
    found = create_session(TD, CreateSession(name="Club", movement=spec, board_set=chosen))
    name_pair_users(found, TD, "1", ["nora"])
    name_pair_users(found, TD, "4", ["ed"])
    return found


def leader_of(declarer: str) -> str:
    """The seat on declarer's left, worked out here from the clockwise order."""
    return CLOCKWISE[(CLOCKWISE.index(declarer) + 1) % 4]


def holder(deal: Deal, card: str) -> str:
    """Who holds `card`, read from the deal's PBN text (suits S.H.D.C, clockwise from N)."""
    hands = deal.to_pbn(Seat.N)[2:].split()
    suit, rank = card[0], card[1]
    for seat, hand in zip(CLOCKWISE, hands, strict=True):
        if rank in hand.split(".")["SHDC".index(suit)]:
            return seat
    raise AssertionError(card)


def at_table(**changes: object) -> ResultFacts:
    fields: dict[str, object] = {"board_number": 1, "ns": "1", "ew": "4", "contract": "4S",
                                 "declarer": "N", "tricks": 10, "table": 1, "round": 1,
                                 **changes}  # fmt: skip
    return ResultFacts(**fields)  # type: ignore[arg-type]


def a_card_of(session: Session, board: int, seat: str) -> str:
    deal = Deal.parse_pbn(session.board_set[board].deal)
    return str(sorted(deal.hand(Seat(seat)), key=str)[0])


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**63 - 1),
    declarer=st.sampled_from(CLOCKWISE),
    suit=st.sampled_from("SHDC"),
    rank=st.sampled_from("AKQJT98765432"),
)
def test_a_lead_is_accepted_exactly_when_declarers_left_hand_opponent_holds_it(
    seed: int, declarer: str, suit: str, rank: str
) -> None:
    deal = Deal.random(seed)
    card = suit + rank
    if holder(deal, card) == leader_of(declarer):
        check_lead_held(deal, Seat(declarer), Card.parse(card), 1)
    else:
        with pytest.raises(RuleViolation, match=f"does not hold {card} on board 1"):
            check_lead_held(deal, Seat(declarer), Card.parse(card), 1)


def test_the_set_deals_every_board_of_the_movement_once_and_loads_as_recorded() -> None:
    found = evening()
    assert sorted(found.board_set) == [1, 2, 3, 4, 5, 6]
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    assert copy.board_set == found.board_set


@pytest.mark.parametrize(
    ("board_set", "message"),
    [
        (dealt(5), "The board set has no board 6, which the movement plays"),
        (dealt(7), "The movement plays no board 7"),
        ((*dealt(6), dealt(6)[0]), "The board set holds board 1 twice"),
        ((SessionDeal(1, "x", "N:AKQ"), *dealt(6)[1:]), "A deal needs four hands"),
    ],
)
def test_a_set_that_does_not_deal_the_movement_is_refused(
    board_set: tuple[SessionDeal, ...], message: str
) -> None:
    with pytest.raises(RuleViolation, match=message):
        evening(board_set)


def test_a_set_needs_a_movement() -> None:
    with pytest.raises(RuleViolation, match="give the movement too"):
        create_session(TD, CreateSession(name="Club", board_set=dealt(6)))


def test_a_lead_not_held_by_the_leader_is_refused_at_the_confirmation_and_to_the_director() -> None:
    """A player's entry is not judged against the deal (the answer would tell him the
    hands of a board he may not have played yet, card by card): it waits, and the
    opponents' confirmation refuses a lead the leader does not hold. The director's
    entry is judged at once."""
    found = evening()
    wrong = a_card_of(found, 1, "W")  # declarer N: East leads
    right = a_card_of(found, 1, "E")
    with pytest.raises(RuleViolation, match=f"East makes the opening lead .* not hold {wrong}"):
        enter_result(found, TD, at_table(lead=wrong))
    assert not found.pending and not found.results
    enter_result(found, NORTH, at_table(lead=wrong))
    assert found.pending[(1, "1", "4")].lead == wrong
    with pytest.raises(RuleViolation, match=f"East makes the opening lead .* not hold {wrong}"):
        confirm_result(found, EAST, 1, "1", "4")
    with pytest.raises(RuleViolation, match="East makes the opening lead"):
        confirm_result(found, TD, 1, "1", "4")
    assert not found.results
    enter_result(found, NORTH, at_table(lead=right))
    assert found.pending[(1, "1", "4")].lead == right
    confirm_result(found, EAST, 1, "1", "4")
    assert [r.lead for r in found.results] == [right]


def test_a_table_that_played_a_fouled_boards_changed_form_leads_from_its_own_cards() -> None:
    """Law 87A: "A board is considered to be fouled if the Director determines that a card
    (or more than one) was displaced in the board". At a table that played the changed
    form the leader held a card the set's deal gives another hand: the opponents'
    confirmation refused the table's true lead, and the director's entry too, so the
    table's result could be recorded only without its lead. Once the director finds the
    table played a changed form, its lead is its own; the correct form's tables are
    still checked against the set."""
    found = evening()
    displaced = a_card_of(found, 1, "W")  # declarer N: East leads, West held it in the set
    enter_result(found, NORTH, at_table(lead=displaced))
    with pytest.raises(RuleViolation, match="East makes the opening lead"):
        confirm_result(found, EAST, 1, "1", "4")
    declare_fouled(found, TD, DeclareFouled(session_id=str(found.id), board_number=1,
                                            groups=((("1", "4"),),)))  # fmt: skip
    confirm_result(found, EAST, 1, "1", "4")
    assert [r.lead for r in found.results] == [displaced]
    other = at_table(board_number=1, ns="3", ew="5", table=3, round=2, lead=displaced)
    with pytest.raises(RuleViolation, match="East makes the opening lead"):
        enter_result(found, TD, other)  # pairs 3 and 5 played the set's form


def test_without_a_set_any_card_is_a_lead_as_before() -> None:
    found = create_session(
        TD, CreateSession(name="Club", movement=MovementSpec("mitchell", 3, 3, 2))
    )
    name_pair_users(found, TD, "1", ["nora"])
    enter_result(found, NORTH, at_table(lead="SA"))
    enter_result(found, NORTH, at_table(board_number=2, declarer="W", lead="SA"))
    assert len(found.pending) == 2


def test_a_boards_hand_record_is_public_once_every_table_due_has_its_result_counted() -> None:
    found = evening()
    due = due_by_board(found).get(1, set())
    assert due == {("1", "4"), ("2", "6"), ("3", "5")}  # board 1 at tables 1, 3, 2 in turn
    results = {(ns, ew): found.movement.place(1, ns, ew) for ns, ew in due}  # type: ignore[union-attr]
    for (ns, ew), place in sorted(results.items(), key=lambda item: item[1][0]):  # type: ignore[index]
        assert 1 not in public_boards(found)
        assert place is not None
        facts = at_table(ns=ns, ew=ew, table=place[1].table, round=place[0], contract="Pass")
        if (ns, ew) == ("1", "4"):  # entered by North, waiting for East: not counted yet
            enter_result(found, NORTH, facts)
            assert 1 not in public_boards(found)
            confirm_result(found, EAST, 1, "1", "4")
        else:
            enter_result(found, TD, facts)
    assert 1 in public_boards(found)
    assert 2 not in public_boards(found)


def test_the_director_releases_the_hand_records_and_only_he() -> None:
    found = evening()
    with pytest.raises(NotAllowed):
        release_hand_records(found, NORTH)
    release_hand_records(found, TD)
    release_hand_records(found, TD)  # once is enough: no second event
    assert [type(e).__name__ for e in found.pending_events].count("HandRecordsReleased") == 1
    assert all(board in public_boards(found) for board in range(1, 7))


@pytest.mark.parametrize(
    ("kind", "tables", "rounds", "pairs"),
    [("mitchell", 4, 4, None), ("mitchell", 4, 3, None), ("mitchell", 3, 3, 5),
     ("howell", 3, 5, None), ("howell", 4, 7, 7), ("teams", 2, 3, None)],
)  # fmt: skip
def test_every_board_is_public_exactly_when_its_last_due_table_is_scored(
    kind: str, tables: int, rounds: int, pairs: int | None
) -> None:
    """For relays, shared boards, skips, half tables and two rooms alike: the tables due to
    play a board are read here from the schedule itself (the table-rounds that hold it,
    but those where a pair is missing), and the board's deal becomes public with the last
    of their results and not before."""
    spec = MovementSpec(kind, tables, rounds, 2, (), pairs)
    movement = create_session(TD, CreateSession(name="m", movement=spec)).movement
    assert movement is not None
    played = sorted({b for r in movement.rounds for t in r.tables for b in t.boards})
    found = create_session(
        TD,
        CreateSession(name="Club", movement=spec, board_set=dealt(len(played))),
    )
    for board in played:
        due = [
            (each.number, table)
            for each in movement.rounds
            for table in each.tables
            if board in table.boards and table.ns is not None and table.ew is not None
        ]
        assert due_by_board(found).get(board, set()) == {(t.ns, t.ew) for _, t in due}
        for index, (round_number, table) in enumerate(due):
            assert board not in public_boards(found)
            assert table.ns is not None and table.ew is not None
            facts = ResultFacts(board, table.ns, table.ew, contract="Pass",
                                table=table.table, round=round_number)  # fmt: skip
            enter_result(found, TD, facts)
            assert (board in public_boards(found)) == (index == len(due) - 1)


def test_a_waiting_results_lead_shows_only_to_its_table_and_the_director() -> None:
    found = evening()
    lead = a_card_of(found, 1, "E")
    enter_result(found, NORTH, at_table(lead=lead))
    stranger = Actor("sam", Role.PLAYER)
    seen = {who.name: table_view(found, 1, who).pending[0].lead for who in (NORTH, EAST, TD)}
    assert seen == {"nora": lead, "ed": lead, "tony": lead}
    # A player who has not played the board sees no row of it (domain/session_sight.py).
    assert table_view(found, 1, stranger).pending == ()
    assert found.pending[(1, "1", "4")].lead == lead  # the record keeps it
