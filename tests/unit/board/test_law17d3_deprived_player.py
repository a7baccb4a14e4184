"""Law 17D3 (2017): a player passed over by a pass out of rotation does not lose his call.

17D3: "When a call has been followed by three passes the auction does not end if any of
those passes was out of rotation, depriving a player of his right to call. When this
occurs the auction reverts to the player who missed his turn, all subsequent passes are
cancelled and the auction proceeds normally."

The deal is support.DEAL; North deals. The table: alice N, bob E, carol S, dave W.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.rules.auction import Auction
from domain.rules.calls import Call
from domain.rules.cards import SEAT_ORDER, Seat
from tests.unit.board.support import CAROL, HOLDERS, act, event_names, new_board
from tests.unit.board.support import rebuild as load_again

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def call(board: Board, seat: Seat, text: str) -> None:
    act(board, HOLDERS[seat], MakeCall, seat=seat, call=text)


def calls(board: Board) -> list[tuple[str, str]]:
    auction = board.state.auction
    return [(auction.seat_of(i).value, str(c)) for i, c in enumerate(auction.calls)]


def passed_over_south() -> Board:
    """N 1S, E Pass, then West passes at South's turn and North passes over it (29A:
    his call accepts it): three passes after 1S, South never called."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1S")
    call(board, E, "Pass")
    call(board, W, "Pass")  # out of rotation: South's turn
    call(board, N, "Pass")  # West's LHO calls: the pass out of rotation is accepted
    return board


def test_the_auction_reverts_to_the_player_passed_over() -> None:
    board = passed_over_south()
    assert board.phase.value == "auction"
    assert board.state.contract is None
    assert calls(board) == [("N", "1S"), ("E", "Pass")]  # "all subsequent passes are cancelled"
    assert board.state.next_seat is S  # "the auction reverts to the player who missed his turn"
    assert event_names(board)[-1] == "PassesCancelled"


def test_the_auction_then_proceeds_normally() -> None:
    board = passed_over_south()
    call(board, S, "2S")
    for seat in (W, N, E):
        call(board, seat, "Pass")
    assert board.phase.value == "play"
    assert board.state.contract is not None
    assert (board.state.contract.text, board.state.declarer) == ("2S", N)


def test_the_board_loads_from_its_events_as_it_was() -> None:
    board = passed_over_south()
    again = load_again(board)
    assert calls(again) == calls(board)
    assert again.state.next_seat is S and again.phase.value == "auction"


def test_a_pass_out_of_rotation_that_passes_nobody_over_ends_the_auction() -> None:
    """Law 29A: accepted, the auction proceeds from the call; when every player has had
    his turn since the last bid, three passes end it as usual."""
    board = new_board(revoke_policy="detect")
    call(board, E, "1H")  # at North's turn
    act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    for seat in (S, W, N):
        call(board, seat, "Pass")
    assert board.phase.value == "play"
    assert "PassesCancelled" not in event_names(board)


def test_a_passed_out_board_with_a_player_passed_over_is_not_passed_out() -> None:
    """Four passes, East never having called (South passed at his turn, West accepted):
    the auction reverts to East."""
    board = new_board(revoke_policy="detect")
    call(board, N, "Pass")
    call(board, S, "Pass")  # out of rotation: East's turn
    call(board, W, "Pass")  # South's LHO calls: accepted
    call(board, N, "Pass")
    assert board.phase.value == "auction" and board.state.next_seat is E
    assert calls(board) == [("N", "Pass")]
    call(board, E, "1D")
    assert calls(board)[-1] == ("E", "1D")


def _deprived_by_reading(dealer: Seat, callers: list[Seat]) -> tuple[Seat, int] | None:
    """17D3 read independently: the auction ends on three passes after a call; walk the
    seats in rotation from the call before them and name the first seat that did not
    call at its turn, and where the passes after it start."""
    if len(callers) < 4:
        return None
    start = len(callers) - 4
    expected = callers[start]
    for index in range(start + 1, len(callers)):
        expected = SEAT_ORDER[(SEAT_ORDER.index(expected) + 1) % 4]
        if callers[index] != expected:
            return expected, index
        expected = callers[index]
    return None


@settings(max_examples=300, deadline=None)
@given(
    dealer=st.sampled_from(SEAT_ORDER),
    steps=st.lists(st.sampled_from([1, 1, 1, 2, 3]), min_size=4, max_size=10),
)
def test_who_was_passed_over_follows_the_law(dealer: Seat, steps: list[int]) -> None:
    """Callers moving round the table one seat at a time, or skipping one or two (an
    accepted call out of rotation); the last three calls passes, the first a bid."""
    callers = [dealer]
    for step in steps[1:]:
        callers.append(SEAT_ORDER[(SEAT_ORDER.index(callers[-1]) + step) % 4])
    calls = [Call.parse("1C")] * (len(callers) - 3) + [Call.parse("Pass")] * 3
    auction = Auction(dealer, tuple(calls), tuple(callers))
    assert auction.deprived() == _deprived_by_reading(dealer, callers)
