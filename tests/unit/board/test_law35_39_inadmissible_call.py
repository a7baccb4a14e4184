"""Laws 35-39, inadmissible calls, under the revoke policy `detect` (docs/design.md 5.5).
Each test quotes the Law it checks; the outcomes are read from the Law's words here.

The deal is support.DEAL; North deals. The table: alice N, bob E, carol S, dave W.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.lead_restrictions import RestrictLead
from domain.board.play import PlayCard
from domain.errors import Conflict
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.obliged_to_pass import assert_obliged_to_pass
from tests.unit.board.support import HOLDERS, act, bid, full_view, new_board
from tests.unit.board.support import rebuild as load_again

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def call(board: Board, seat: Seat, text: str) -> None:
    act(
        board,
        HOLDERS[seat],
        MakeCall,
        seat=seat,
        call=text,
    )


def assert_rebuilds(board: Board) -> None:
    again = load_again(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)  # fmt: skip


def test_a_double_of_partners_bid_is_cancelled_and_partner_passes_throughout() -> None:
    """Law 36B: "1. Any double or redouble not permitted by Law 19 is cancelled. 2. The
    offender must substitute a legal call, the auction continues, and the offender's
    partner must pass for the remainder of the auction. 3. ... The lead restrictions in
    Law 26B may apply." """
    board = new_board(revoke_policy="detect")
    bid(board, "1C P")
    call(board, S, "X")
    assert [str(c) for c in board.state.auction.calls] == ["1C", "Pass"]
    assert board.state.next_seat is S  # the offender substitutes a legal call
    assert board.auction.silenced == {N} and board.auction.lead_penalty == {S}
    [ruling] = board.rulings
    assert (ruling.law, ruling.kind.value, ruling.director) == (
        "36B",
        "auction_rectification",
        None,
    )
    call(board, S, "1H")
    call(board, W, "Pass")
    assert_obliged_to_pass(board, N, "2H")
    assert_rebuilds(board)


@pytest.mark.parametrize("text", ["XX", "X"])
def test_a_redouble_with_nothing_doubled_or_a_double_with_nothing_bid_is_inadmissible(
    text: str,
) -> None:
    """Law 36 with Law 19: a double only of an opponent's bid, a redouble only of an
    opponent's double; anything else is cancelled."""
    board = new_board(revoke_policy="detect")
    call(board, N, text)
    assert board.state.auction.calls == () and board.auction.silenced == {S}


def test_a_bid_of_eight_is_cancelled_a_pass_substituted_and_the_side_passes_throughout() -> None:
    """Law 38: "A. No play of a contract of more than seven is ever permissible. B. A bid of
    more than seven is cancelled ... C. A pass must be substituted; the auction continues
    unless completed and each member of the offending side must pass whenever it is his
    turn to call." """
    board = new_board(revoke_policy="detect")
    bid(board, "1C")
    call(board, E, "8C")
    assert [str(c) for c in board.state.auction.calls] == ["1C", "Pass"]
    assert board.auction.silenced == {E, W}
    assert board.rulings[0].law == "38"
    for seat, text in ((S, "1H"), (W, "Pass"), (N, "Pass"), (E, "Pass")):
        call(board, seat, text)
    assert board.state.contract is not None and board.state.contract.text == "1H"
    assert_rebuilds(board)


def test_under_prevent_a_bid_of_eight_is_refused_as_notation() -> None:
    board = new_board()
    with pytest.raises(RuleViolation, match="1 to 7"):
        call(board, N, "8C")


def test_a_call_after_the_final_pass_is_cancelled() -> None:
    """Law 39: "A. All calls after the final pass of the auction are cancelled. B. If ...
    the infraction is a pass by a defender or any call by the future declarer or dummy,
    then there is no further rectification. C. If ... the infraction is a bid, double or
    redouble by a defender, then the lead restrictions in Law 26B may apply." """
    board = new_board(revoke_policy="detect")
    bid(board, "1NT P P P")  # North declares 1NT; East leads
    call(board, S, "2C")  # dummy: nothing more
    call(board, W, "X")  # a defender's double: Law 26B may apply to East's lead
    assert [r.law for r in board.rulings] == ["39", "39"]
    assert board.auction.lead_penalty == {W}
    assert board.state.contract is not None and board.state.contract.text == "1NT"
    assert_rebuilds(board)
    # Law 26B: "declarer may, at the offender's partner's first turn to lead (including
    # the opening lead), prohibit offender's partner from leading any one suit"
    assert full_view(board)["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "26B"}
    with pytest.raises(RuleViolation, match="only forbid"):
        act(board, HOLDERS[N], RestrictLead, choice="require", suit="S")
    act(board, HOLDERS[N], RestrictLead, choice="forbid", suit="S")
    with pytest.raises(RuleViolation, match="forbade"):
        act(board, HOLDERS[E], PlayCard, seat=E, card="SQ")
    act(board, HOLDERS[E], PlayCard, seat=E, card="HK")  # the play goes on
    assert not board.auction.lead_penalty
    with pytest.raises(Conflict):
        call(board, W, "2C")  # once a card is played a call is no call at all
