"""An exported call carries what the table was finally told: its explanation as last
corrected (Laws 20F4, 20F5), hidden from whoever may not see it, as the board view does.

    20F4: "If a player subsequently realizes that his own explanation was erroneous or
    incomplete he must call the Director immediately."
    20F5(b): the player whose partner gave a mistaken explanation informs the opponents
    "(ii) for declarer or dummy, after the final pass of the auction."

The caller's partner sees no explanation of his partner's calls during the auction (as
behind screens): neither the explanation first given nor its correction reaches his
export. The deal is tests/unit/board/support.DEAL; North deals, alice N, bob E, carol S,
dave W; tony directs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor
from domain.board import Board
from domain.board.auction_irregularities.misinformation import CorrectExplanation
from domain.board.calls import MakeCall
from domain.rules.cards import Seat
from interchange.board_record import record_of
from interchange.lin_writer import write_lin
from interchange.pbn_writer import write_pbn
from tests.unit.board.support import ALICE, BOB, CAROL, DAVE, TD, act, bid, new_board

ORIGINAL = "natural, clubs"
VIEWERS = {"N": ALICE, "E": BOB, "S": CAROL, "W": DAVE, "TD": TD}


def stayman_board() -> Board:
    """North 1NT, East Pass, South 2C (the third call, at 2) explained as natural."""
    board = new_board(revoke_policy="detect")
    act(board, ALICE, MakeCall, seat="N", call="1NT")
    act(board, BOB, MakeCall, seat="E", call="Pass")
    act(board, CAROL, MakeCall, seat="S", call="2C", explanation=ORIGINAL)
    return board


def exported(board: Board, viewer: Actor) -> tuple[bool, str | None, str, str]:
    """South's 2C as `viewer`'s record has it, and the PBN and LIN files written of it."""
    record = record_of(board, viewer)
    two_clubs = record.calls[2]
    assert two_clubs.call == "2C"
    return (
        two_clubs.alert,
        two_clubs.note,
        "".join(write_pbn([record])),
        "".join(write_lin([record])),
    )


# Words no other part of the record contains, so a text search finds only the note.
explanations = st.sampled_from(["Stayman", "asks for majors", "puppet Stayman", "relay"])


@settings(max_examples=30, deadline=None)
@given(
    corrections=st.lists(st.tuples(st.booleans(), explanations), min_size=1, max_size=3),
    viewer=st.sampled_from(sorted(VIEWERS)),
)
def test_south_corrects_during_the_auction_the_export_shows_the_last_one(
    corrections: list[tuple[bool, str]], viewer: str
) -> None:
    """20F4 during the auction: the opponents and the director get the last correction;
    North, South's partner, gets nothing of 2C's explanation."""
    board = stayman_board()
    told = (False, ORIGINAL)
    for alert, explanation in corrections:
        if (alert, explanation) == told:
            continue  # the explanation already given is no correction
        act(board, CAROL, CorrectExplanation, seat="S", at=2, alert=alert,
            explanation=explanation)  # fmt: skip
        told = (alert, explanation)
    alert, note, pbn, lin = exported(board, VIEWERS[viewer])
    if viewer == "N":
        assert (alert, note) == (False, None)
        for text in (pbn, lin):
            assert ORIGINAL not in text
            assert all(explanation not in text for _, explanation in corrections)
        return
    assert (alert, note) == told
    assert told[1] in pbn and told[1] in lin
    if told[1] != ORIGINAL:
        assert ORIGINAL not in pbn and ORIGINAL not in lin


def test_declarer_corrects_after_the_final_pass_and_every_export_has_it() -> None:
    """20F5(b)(ii): North, declarer in 4H, corrects his partner's explanation of 2C after
    the final pass; the auction is over, so every export has the correction."""
    board = stayman_board()
    bid(board, "Pass 2H Pass 4H Pass Pass Pass")
    assert (board.state.contract.text if board.state.contract else None) == "4H"
    assert board.state.declarer is Seat.N
    act(board, ALICE, CorrectExplanation, seat="N", at=2, alert=True, explanation="Stayman")
    for viewer in VIEWERS.values():
        alert, note, pbn, lin = exported(board, viewer)
        assert (alert, note) == (True, "Stayman")
        assert "Stayman" in pbn and "Stayman" in lin
        assert ORIGINAL not in pbn and ORIGINAL not in lin
