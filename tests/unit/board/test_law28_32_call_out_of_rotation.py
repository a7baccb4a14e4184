"""Laws 28-32, calls out of rotation, under the revoke policy `detect` (docs/design.md 5.5).
Each test quotes the Law it checks; what the offending side must do is worked out here
from the Law's words (the table `EXPECTED` below), not read from
domain/rules/law28_32_call_out_of_rotation.py.

The deal is support.DEAL; North deals. The table: alice N, bob E, carol S, dave W; tony
directs.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.rulings import MakeRuling
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.queries import legal_moves
from tests.unit.board.support import BOB, CAROL, DAVE, HOLDERS, TD, act, bid, full_view, new_board
from tests.unit.board.support import rebuild as load_again

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def call(board: Board, seat: Seat, text: str) -> None:
    act(board, HOLDERS[seat], MakeCall, seat=seat, call=text)


def calls(board: Board) -> list[tuple[str, str]]:
    auction = board.state.auction
    return [(auction.seat_of(i).value, str(c)) for i, c in enumerate(auction.calls)]


def assert_rebuilds(board: Board) -> None:
    """Loading the board from its events gives the same board: nothing judged again."""
    again = load_again(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)
    assert calls(again) == calls(board)


def refused_out_of_rotation(before: str, seat: Seat, text: str) -> Board:
    board = new_board(revoke_policy="detect")
    if before:
        bid(board, before)
    call(board, seat, text)
    pending = full_view(board)["pending"]
    assert pending["kind"] == "call_out_of_rotation" and pending["decides"] == seat.next().value
    act(board, HOLDERS[seat.next()], DecideAuctionIrregularity, decision="refuse")
    return board


def test_a_call_out_of_rotation_waits_for_the_offenders_left_hand_opponent() -> None:
    """Law 29A: "Following a call out of rotation offender's LHO may elect to call thereby
    forfeiting the right to any rectification." Until he decides, nothing else happens."""
    board = new_board(revoke_policy="detect")
    call(board, E, "1H")  # North deals: East bid at his right-hand opponent's turn
    assert full_view(board)["pending"] == {
        "kind": "call_out_of_rotation", "seat": "E", "call": "1H", "turn": "N", "decides": "S",
    }  # fmt: skip
    assert calls(board) == []
    with pytest.raises(Conflict):
        call(board, W, "Pass")
    with pytest.raises(NotAllowed):
        act(board, DAVE, DecideAuctionIrregularity, decision="accept")
    assert_rebuilds(board)


def test_accepted_the_auction_goes_on_from_the_call_and_the_player_passed_over_lost_his_turn() -> (
    None
):
    """Law 29A: accepted, the call stands; the auction proceeds from it, to the left (Law
    17C), so North, whose turn it was, calls only after West."""
    board = new_board(revoke_policy="detect")
    call(board, E, "1H")
    act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    assert calls(board) == [("E", "1H")]
    assert board.state.next_seat is S
    for seat in (S, W, N):
        call(board, seat, "Pass")
    assert board.phase.value == "play" and board.state.contract is not None
    assert (board.state.contract.text, board.state.declarer) == ("1H", E)
    assert not board.rulings  # acceptance forfeits any rectification
    assert_rebuilds(board)


def test_the_left_hand_opponent_accepts_by_calling() -> None:
    """Law 29A: the LHO "may elect to call": his call is the acceptance."""
    board = new_board(revoke_policy="detect")
    call(board, E, "1H")
    call(board, S, "1S")
    assert calls(board) == [("E", "1H"), ("S", "1S")]
    assert full_view(board)["pending"] is None
    assert_rebuilds(board)


def test_a_call_by_the_player_whose_turn_it_was_cancels_the_call_out_of_rotation() -> None:
    """Law 28B: "A call is considered to be in rotation when made by a player whose turn it
    was to call before rectification has been assessed for a call out of rotation by an
    opponent. Making such a call forfeits the right to rectification ... The auction
    proceeds as though the opponent had not called at that turn." """
    board = new_board(revoke_policy="detect")
    call(board, E, "1H")
    call(board, N, "1C")
    assert calls(board) == [("N", "1C")]
    call(board, E, "1S")  # East is free: no rectification
    assert not board.rulings and not board.auction.silenced and not board.auction.must_pass_next
    assert_rebuilds(board)


# What the offending side must do, read from Laws 30-32, keyed by (the call, at whose turn,
# whether anyone had bid): (must pass at the next turn, must pass throughout).
EXPECTED = {
    # 30A: "the offender must pass when next it is his turn to call" (before any bid)
    ("pass", "rho", False): ({"offender"}, set()),
    ("pass", "partner", False): ({"offender"}, set()),
    # 30B1: a pass at RHO's turn after a bid: "the offender must pass when next it is his turn"
    ("pass", "rho", True): ({"offender"}, set()),
    # 30B2(a): at partner's turn after a bid: "the offender must pass whenever it is his turn"
    ("pass", "partner", True): (set(), {"offender"}),
    # 31B: a bid at partner's turn, or at LHO's turn before the offender has called: "the
    # offender's partner must pass whenever it is his turn to call"
    ("bid", "partner", False): (set(), {"partner"}),
    ("bid", "partner", True): (set(), {"partner"}),
    ("bid", "lho", False): (set(), {"partner"}),
    # 32A: a double at partner's turn: "the offender's partner must pass whenever it is his turn"
    ("double", "partner", True): (set(), {"partner"}),
}

CASES = [
    # (calls before, offender, call, kind, turn, anyone bid)
    ("", E, "Pass", "pass", "rho", False),
    ("", S, "Pass", "pass", "partner", False),
    ("1C", S, "Pass", "pass", "rho", True),
    ("1C", W, "Pass", "pass", "partner", True),
    ("", S, "1H", "bid", "partner", False),
    ("1C", W, "1H", "bid", "partner", True),
    ("", W, "1S", "bid", "lho", False),
    ("1C P 1H", E, "X", "double", "partner", True),
]


@pytest.mark.parametrize(("before", "offender", "text", "kind", "turn", "anyone"), CASES)
def test_a_call_out_of_rotation_not_accepted_binds_the_offending_side_as_laws_30_to_32_say(
    before: str, offender: Seat, text: str, kind: str, turn: str, anyone: bool
) -> None:
    """Law 29B: "a call out of rotation is cancelled and the auction reverts to the player
    whose turn it was to call. The offending side is subject to the provisions of Law 30,
    31 or 32." The duties per case are in EXPECTED, quoted from those Laws."""
    board = refused_out_of_rotation(before, offender, text)
    who = {"offender": offender, "partner": offender.partner}
    next_turn, throughout = EXPECTED[(kind, turn, anyone)]
    assert board.auction.must_pass_next == {who[w] for w in next_turn}
    assert board.auction.silenced == {who[w] for w in throughout}
    assert len(calls(board)) == len(before.split())  # the call was cancelled
    [ruling] = board.rulings
    assert ruling.kind.value == "auction_rectification" and ruling.director is None
    assert_rebuilds(board)


def test_after_a_pass_out_of_rotation_at_partners_turn_partner_may_not_double_at_that_turn() -> (
    None
):
    """Law 30B2(b): "The offender's partner may make any sufficient bid, or may pass, but
    may not double or redouble at that turn." """
    board = refused_out_of_rotation("1C", W, "Pass")  # East's turn, over North's 1C
    with pytest.raises(RuleViolation, match="not double"):
        call(board, E, "X")
    call(board, E, "1H")
    for seat in (S, W):
        call(board, seat, "Pass")
    call(board, N, "1S")
    call(board, E, "X")  # the next turn is free again
    with pytest.raises(RuleViolation, match="must pass"):
        call(board, W, "2C")  # 30B2(a): West passes throughout
    assert_rebuilds(board)


def test_a_bid_at_rhos_turn_must_be_repeated_when_that_opponent_passes() -> None:
    """Law 31A1: "If that opponent passes, offender must repeat the call out of rotation,
    and when that call is legal there is no rectification." """
    board = refused_out_of_rotation("1C", S, "1H")  # East's turn; South is East's LHO
    call(board, E, "Pass")
    with pytest.raises(RuleViolation, match="must repeat 1H"):
        call(board, S, "1S")
    call(board, S, "1H")
    assert (
        not board.auction.silenced
        and not board.auction.must_pass_next
        and board.auction.repeat_duty is None
    )
    call(board, W, "Pass")
    call(board, N, "2H")  # North is free
    assert_rebuilds(board)


@pytest.mark.parametrize(
    ("call_by_offender", "next_turn", "throughout"),
    [("2H", {N}, set()), ("1S", set(), {N}), ("Pass", set(), {N})],
)
def test_after_rho_acts_the_offender_calls_freely_and_his_partner_pays_by_the_denomination(
    call_by_offender: str, next_turn: set[Seat], throughout: set[Seat]
) -> None:
    """Law 31A2 (as docs/design.md 5.5 applies it): if that opponent bids, "offender may
    make any legal call": repeating the denomination of his bid out of rotation, his
    partner must pass when next it is his turn; any other call, his partner must pass
    whenever it is his turn to call."""
    board = refused_out_of_rotation("1C", S, "1H")
    call(board, E, "1D")
    call(board, S, call_by_offender)
    assert board.auction.must_pass_next == next_turn and board.auction.silenced == throughout
    assert_rebuilds(board)


def test_a_double_at_rhos_turn_is_repeated_after_a_pass_else_partner_passes_throughout() -> None:
    """Law 32B: "1. If offender's RHO passes, offender must repeat the out-of-rotation
    double or redouble ... 2. If offender's RHO bids, doubles or redoubles, offender may in
    turn make any legal call but offender's partner must pass whenever it is his turn"."""
    passed = refused_out_of_rotation("1C P", W, "X")  # South's turn; West is South's LHO
    call(passed, S, "Pass")
    with pytest.raises(RuleViolation, match="must repeat X"):
        call(passed, W, "Pass")
    call(passed, W, "X")
    assert not passed.auction.silenced
    acted = refused_out_of_rotation("1C P", W, "X")
    call(acted, S, "1H")
    call(acted, W, "Pass")
    assert acted.auction.silenced == {E}
    assert_rebuilds(acted)


def test_the_player_passed_over_who_must_pass_is_passed_for_by_law() -> None:
    """Law 28A: "A call is considered to be in rotation when it is made by a player at his
    RHO's turn to call if that opponent is required by law to pass." """
    board = refused_out_of_rotation("", S, "1H")  # 31B: North must pass throughout
    for seat, text in ((N, "Pass"), (E, "1C"), (S, "1D"), (W, "Pass")):
        call(board, seat, text)
    call(board, E, "1H")  # at North's turn: North must pass, so his pass is recorded
    assert calls(board)[-2:] == [("N", "Pass"), ("E", "1H")]
    assert_rebuilds(board)


def first_call_changed(first: str, second: str) -> Board:
    """Laws 30C, 31C, 32C: a call at the LHO's turn by the player who has just called is a
    change of call (Law 25)."""
    board = new_board(revoke_policy="detect")
    call(board, N, first)
    call(board, N, second)
    assert full_view(board)["pending"] == {
        "kind": "change_of_call", "seat": "N", "call": second, "replaces": first, "decides": "E",
    }  # fmt: skip
    return board


def test_a_change_of_call_accepted_replaces_the_first_call() -> None:
    """Law 25B1: "A substituted call not permitted by A may be accepted by the offender's
    LHO ... The first call is then withdrawn, the second call stands and the auction
    continues (Law 26 may apply)." """
    board = first_call_changed("1C", "1D")
    act(board, BOB, DecideAuctionIrregularity, decision="accept")
    assert calls(board) == [("N", "1D")] and board.auction.lead_penalty == {N}
    assert board.rulings[0].law == "25B1"
    assert_rebuilds(board)


def test_the_left_hand_opponent_accepts_a_change_of_call_by_calling_over_it() -> None:
    """Law 25B1: "(It is accepted if LHO calls intentionally over it.)" """
    board = first_call_changed("1C", "1D")
    call(board, E, "1H")
    assert calls(board) == [("N", "1D"), ("E", "1H")]
    assert_rebuilds(board)


def test_a_change_of_call_refused_leaves_the_first_call() -> None:
    """Law 25B2: "Except as in B1, a substitution not permitted by A is cancelled. The
    original call stands and the auction continues (Law 26 may apply)." """
    board = first_call_changed("1C", "1D")
    act(board, BOB, DecideAuctionIrregularity, decision="refuse")
    assert calls(board) == [("N", "1C")] and board.auction.lead_penalty == {N}
    assert_rebuilds(board)


def test_an_unintended_call_is_replaced_with_the_directors_leave_and_no_lead_restriction() -> None:
    """Law 25A1: the player "may, until his partner makes a call, substitute the call he
    intended for the unintended call ... but the lead restrictions in Law 26 do not
    apply"; whether it was unintended is the director's judgement (25A2)."""
    board = first_call_changed("1C", "1D")
    with pytest.raises(NotAllowed):
        act(board, BOB, DecideAuctionIrregularity, decision="unintended")
    act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert calls(board) == [("N", "1D")] and not board.auction.lead_penalty
    [ruling] = board.rulings
    assert (ruling.law, ruling.director) == ("25A", "tony")
    assert_rebuilds(board)


def test_an_unintended_call_may_be_replaced_after_lho_called_until_partner_calls() -> None:
    """Law 25A1 (2017): "Until his partner makes a call, a player may substitute his
    intended call for an unintended call"; 25A3: the left-hand opponent "may then withdraw
    any call he made over the unintended call" and call again without rectification.
    North opens 1C meaning 1NT; East overcalls 1H; North says 1NT, now at his partner's
    turn: the director finds 1C unintended, 1NT replaces it and East calls again."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1C")
    call(board, E, "1H")
    call(board, N, "1NT")
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["turn"]) == ("call_out_of_rotation", "S")
    with pytest.raises(NotAllowed):
        act(board, BOB, DecideAuctionIrregularity, decision="unintended")
    act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert calls(board) == [("N", "1NT")]
    assert board.state.auction.turn is E and full_view(board)["pending"] is None
    [ruling] = board.rulings
    assert (ruling.law, ruling.director) == ("25A", "tony")
    assert not board.auction.lead_penalty  # 25A1: "the lead restrictions in Law 26 do not apply"
    call(board, E, "2C")  # East is free: 1H is withdrawn, no rectification
    assert calls(board) == [("N", "1NT"), ("E", "2C")]
    assert_rebuilds(board)


def test_once_partner_has_called_an_unintended_call_stands() -> None:
    """Law 25A2: "No substitution of call may be made when his partner has subsequently
    called." North 1C, East 1H, South 1S; North's 2NT at West's turn is simply a call out
    of rotation."""
    board = new_board(revoke_policy="detect")
    bid(board, "1C 1H 1S")
    call(board, N, "2NT")
    with pytest.raises(RuleViolation, match="25A"):
        act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert full_view(board)["pending"]["kind"] == "call_out_of_rotation"


def test_a_second_call_that_could_not_stand_cannot_be_accepted() -> None:
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    call(board, E, "2C")
    call(board, E, "1S")  # insufficient in place of 2C
    with pytest.raises(RuleViolation, match="cannot stand"):
        act(board, CAROL, DecideAuctionIrregularity, decision="accept")


def test_an_out_of_rotation_call_the_laws_forbid_in_itself_cannot_be_accepted() -> None:
    """Law 32: an inadmissible double "can never be accepted"; here a double with nothing
    to double is dealt with as Law 36, and an out-of-rotation double of partner's bid too."""
    board = new_board(revoke_policy="detect")
    bid(board, "1C")
    call(board, S, "X")  # East's turn; South doubles his own partner: Law 36
    assert full_view(board)["pending"] is None and board.auction.silenced == {N}


def test_under_prevent_a_call_out_of_turn_is_simply_refused() -> None:
    board = new_board()
    with pytest.raises(RuleViolation, match="turn"):
        call(board, E, "1H")


# ---- any auction with calls out of rotation ends legal ----------------------------------
BIDS = [f"{level}{strain}" for level in range(1, 4) for strain in ("C", "D", "H", "S", "NT")]


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_random_auctions_with_calls_out_of_rotation_end_in_a_legal_auction(seed: int) -> None:
    """Random calls by random seats, accepted or refused at random: the auction ends (a
    contract or passed out); each call was made by the player to the left of the one
    before it unless it was an accepted call out of rotation; nobody who had to pass
    throughout called anything else afterwards; and the board rebuilds from its events."""
    rng = random.Random(seed)
    board = new_board(revoke_policy="detect")
    accepted: set[int] = set()
    silenced_from: dict[Seat, int] = {}
    for _ in range(300):
        if board.phase.value != "auction":
            break
        pending = full_view(board)["pending"]
        if pending and pending["kind"] in (
            "call_out_of_rotation",
            "insufficient_bid",
            "change_of_call",
        ):
            decision = rng.choice(["accept", "refuse"])
            decider = HOLDERS[Seat(pending["decides"])]
            if pending["kind"] == "change_of_call" and rng.random() < 0.3:
                decision, decider = "unintended", TD
            try:
                act(board, decider, DecideAuctionIrregularity, decision=decision)
            except RuleViolation:
                act(
                    board,
                    HOLDERS[Seat(pending["decides"])],
                    DecideAuctionIrregularity,
                    decision="refuse",
                )
            else:
                if decision == "accept" and pending["kind"] == "call_out_of_rotation":
                    accepted.add(len(board.state.auction.calls) - 1)
            continue
        if pending and pending["kind"] == "comparable_call":
            act(
                board,
                TD,
                MakeRuling,
                law="27B1b",
                kind="comparable_call",
                comparable=rng.random() < 0.5,
                explanation="judged",
            )
            continue
        for seat in board.auction.silenced:
            silenced_from.setdefault(seat, len(board.state.auction.calls))
        turn = board.state.next_seat
        assert turn is not None
        seat = turn if rng.random() < 0.75 else rng.choice(list(Seat))
        text = rng.choice(["Pass"] * 8 + BIDS + ["X", "8C"])
        trial = copy.deepcopy(board)  # as the application does: a refused command leaves
        try:  # the board untouched, whatever it had begun to record
            act(
                trial,
                HOLDERS[seat],
                MakeCall,
                seat=seat,
                call=text,
            )
            board = trial
        except (RuleViolation, Conflict):
            allowed = legal_moves(board, HOLDERS[turn]).calls
            assert allowed, (
                full_view(board)["pending"],
                calls(board),
                board.auction.repeat_duty,
                turn,
            )
            call(board, turn, "Pass" if "Pass" in allowed else allowed[0])
    assert board.phase.value in ("play", "passed_out")
    auction = board.state.auction
    for index in range(1, len(auction.calls)):
        if index not in accepted:
            assert auction.seat_of(index) is auction.seat_of(index - 1).next()
    for seat, start in silenced_from.items():
        assert all(
            str(auction.calls[i]) == "Pass"
            for i in range(start, len(auction.calls))
            if auction.seat_of(i) is seat
        )
    assert_rebuilds(board)
