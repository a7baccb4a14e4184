"""A table's opening lead on the traveller, and a wrong board on the table's page.

A lead is a card of the board's deal (Law 41A: "the defender on presumed declarer's left
makes the opening lead"): it shows to the table's own players, who saw it, to the
director, and to everyone else only once no table has the board still to play, as the
hand record does (docs/contract.md "A club evening dealt from a board set"). Law 15B2
(2017): "if none of the four players have previously played the board the Director shall
require the auction and play to be completed. He allows the score to stand and may require
both pairs to play the correct board against one another later": the table's page shows
that board's score and the ruling."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import RANKS, SUIT_ORDER
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import MovementSpec, ResultFacts
from domain.session_results import enter_result, lead_card
from domain.session_sight import results_sight
from domain.session_tables import table_view
from tests.unit.test_session_sight import (
    SPECS,
    STRANGER,
    TD,
    Sitting,
    evening,
    sittings,
    user,
)


def led(sitting: Sitting, **changes: object) -> ResultFacts:
    fields: dict[str, object] = {"board_number": sitting.board, "ns": sitting.ns,
                                 "ew": sitting.ew, "contract": "3NT", "declarer": "S",
                                 "tricks": 9, "table": sitting.table, "round": sitting.round,
                                 "lead": "HK", **changes}  # fmt: skip
    return ResultFacts(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("written", "card"),
    [("SA", "SA"), ("S A", "SA"), (" h k ", "HK"), ("D10", "DT"), ("dt", "DT"), ("C 2", "C2")],
)
def test_a_lead_is_read_as_a_table_writes_it(written: str, card: str) -> None:
    assert lead_card(written) == card


@pytest.mark.parametrize("written", ["", "S", "SAK", "XA", "S1", "A S", "S 1 0 0"])
def test_what_is_not_a_card_is_refused(written: str) -> None:
    with pytest.raises(RuleViolation, match="is not a card"):
        lead_card(written)


@settings(max_examples=60, deadline=None)
@given(
    suit=st.sampled_from([s.value for s in SUIT_ORDER]),
    rank=st.sampled_from(list(RANKS)),
    lower=st.booleans(),
    gap=st.sampled_from(["", " ", "  ", "\t"]),
)
def test_every_card_however_spaced_or_cased_is_that_card(
    suit: str, rank: str, lower: bool, gap: str
) -> None:
    shown_rank = "10" if rank == "T" else rank
    written = f"{suit}{gap}{shown_rank}"
    assert lead_card(written.lower() if lower else written) == suit + rank


def lead_model(
    plays: list[Sitting], counted: set[Sitting], viewer: str | None, row: Sitting
) -> bool:
    """The rule afresh: the row's own players, or every due table of the board counted."""
    if viewer is not None and viewer in (row.ns, row.ew):
        return True
    due = [s for s in plays if s.board == row.board]
    return all(s in counted for s in due)


@settings(max_examples=50, deadline=None)
@given(spec=st.sampled_from(SPECS), data=st.data())
def test_a_lead_shows_exactly_as_the_model_says(spec: MovementSpec, data: st.DataObject) -> None:
    found = evening(spec)
    assert found.movement is not None
    plays = sittings(found.movement)
    order = data.draw(st.permutations(plays))
    entered = data.draw(st.integers(min_value=0, max_value=len(order)))
    counted = set(order[:entered])
    for sitting in order[:entered]:
        enter_result(found, TD, led(sitting))
    for viewer in [*found.movement.pairs, None]:
        sight = results_sight(found, user(viewer) if viewer else STRANGER)
        for row in counted:
            expected = lead_model(plays, counted, viewer, row)
            assert sight.shows_lead(row.board, row.ns, row.ew) == expected
            # never more than the row itself: a lead shows only where its row does
            assert not expected or sight.shows_row(row.board, row.ns, row.ew)
            # the published results' rule: every table's, once no table has it to play
            assert sight.shows_leads(row.board) == lead_model(plays, counted, None, row)
    director = results_sight(found, TD)
    assert all(director.shows_lead(r.board, r.ns, r.ew) for r in counted)


def three_tables() -> Session:
    """A 3-table Mitchell of 2 boards a round. Board 1 is played by 1-4 at table 1 in
    round 1, 3-5 at table 3 in round 2 and 2-6 at table 2 in round 3; round 1 has 2-5 at
    table 2 (boards 3, 4)."""
    return evening(MovementSpec("mitchell", 3, 3, 2))


BOARD_1 = [Sitting(1, 1, "1", "4", 1), Sitting(2, 3, "3", "5", 1), Sitting(3, 2, "2", "6", 1)]


def test_the_table_page_shows_a_scored_lead_to_its_table_and_later_to_everyone() -> None:
    found = three_tables()
    enter_result(found, TD, led(BOARD_1[0]))
    own = table_view(found, 1, user("1"))
    assert [(r.board_number, r.lead) for r in own.scored] == [(1, "HK")]
    # Pair 2 plays board 1 later: it sees nothing of table 1's yet.
    assert table_view(found, 1, user("2")).scored == ()
    # Pair 3 has played it too: it sees table 1's score, not its lead (a card of the deal).
    enter_result(found, TD, led(BOARD_1[1], lead=None))
    assert [(r.score_ns, r.lead) for r in table_view(found, 1, user("3")).scored] == [(400, None)]
    # The board is played everywhere: its leads are public, as its hand record.
    enter_result(found, TD, led(BOARD_1[2], lead="S 2"))
    assert found.results[-1].lead == "S2"
    assert [r.lead for r in table_view(found, 1, STRANGER).scored] == ["HK"]


def wrong_board(**changes: object) -> ResultFacts:
    fields: dict[str, object] = {"board_number": 3, "ns": "1", "ew": "4", "contract": "3NT",
                                 "declarer": "S", "tricks": 9, "table": 1, "round": 1,
                                 "lead": "HK", "wrong_board": True, **changes}  # fmt: skip
    return ResultFacts(**fields)  # type: ignore[arg-type]


def test_a_wrong_board_shows_on_the_table_where_it_was_played() -> None:
    found = three_tables()
    enter_result(found, TD, wrong_board())
    view = table_view(found, 1, user("1"))
    assert view.round == 1 and view.to_enter == (1, 2)  # its own boards are still to play
    assert [(r.board_number, r.score_ns, r.lead) for r in view.wrong_boards] == [(3, 400, "HK")]
    assert table_view(found, 2, user("2")).wrong_boards == ()  # not at table 2
    # A player of another table who has board 3 still to play sees nothing of it.
    assert table_view(found, 1, user("2")).wrong_boards == ()
    assert [r.lead for r in table_view(found, 1, TD).wrong_boards] == ["HK"]


def test_a_wrong_board_the_director_knew_only_the_pairs_of_shows_where_they_met() -> None:
    found = three_tables()
    enter_result(found, TD, wrong_board(board_number=1, ns="2", ew="5", table=None, round=None,
                                        lead=None))  # fmt: skip
    assert [r.board_number for r in table_view(found, 2, user("2")).wrong_boards] == [1]
    assert table_view(found, 1, user("1")).wrong_boards == ()


def test_the_tables_own_boards_are_never_wrong_boards_even_sat_the_wrong_way_round() -> None:
    found = three_tables()
    enter_result(found, TD, led(Sitting(1, 1, "4", "1", 1)))  # the pairs sat the wrong way
    view = table_view(found, 1, user("1"))
    assert view.round == 1 and view.wrong_boards == () and len(view.scored) == 1
