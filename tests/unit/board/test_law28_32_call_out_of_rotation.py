"""Laws 28-32, calls out of rotation, under the revoke policy `detect` (docs/design.md 5.5).
Each test quotes the Law it checks; what the offending side must do is worked out here
from the Law's words (the table `EXPECTED` below), not read from
domain/rules/law28_32_call_out_of_rotation.py.

The deal is support.DEAL; North deals. The table: alice N, bob E, carol S, dave W; tony
directs.
"""

from __future__ import annotations

import copy

import pytest

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.rulings import MakeRuling
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.auction_calls import assert_rebuilds, call, calls
from tests.unit.board.obliged_to_pass import assert_obliged_to_pass
from tests.unit.board.support import BOB, CAROL, DAVE, HOLDERS, TD, act, bid, full_view, new_board

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


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
    """Law 29A (2017): "Following a call out of rotation offender's LHO may elect to call
    thereby forfeiting the right to any rectification." Accepted, the call stands; the
    auction proceeds from it, to the left (Law 17C), so North, whose turn it was, calls
    only after West."""
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


# The 2017 Laws 30-32, read case by case: whose turn it was decides what follows.
# "rho": 30A (a pass: "offender must pass when next it is his turn to call"), 31A and 32A
# (a bid or double: repeated if that opponent passes). "partner" and "lho" (before the
# offender called): 30B, 31B, 32B: "offender may make any legal call at his proper turn";
# the director rules it comparable (23A) or not, and if not his partner "must pass when
# next it is his turn to call".
RULED_CASES = [
    # (calls before, offender, call, the Law asking for the ruling)
    ("", S, "Pass", "30B"),  # at partner's turn
    ("1C", W, "Pass", "30B"),
    ("", W, "Pass", "30B"),  # at his left-hand opponent's turn, before he called
    ("", S, "1H", "31B"),
    ("1C", W, "1H", "31B"),
    ("", W, "1S", "31B"),
    ("1C P 1H", E, "X", "32B"),
]


def proper_turn(board: Board, offender: Seat) -> None:
    """Everyone before the offender passes, up to his turn."""
    while board.state.auction.turn is not offender:
        call(board, board.state.auction.turn, "Pass")


@pytest.mark.parametrize("comparable", [True, False])
@pytest.mark.parametrize(("before", "offender", "text", "law"), RULED_CASES)
def test_the_offenders_call_at_his_proper_turn_is_ruled_comparable_or_his_partner_passes_once(
    before: str, offender: Seat, text: str, law: str, comparable: bool
) -> None:
    """Laws 30B, 31B, 32B (2017): the call out of rotation is cancelled; the offender "may
    make any legal call at his proper turn"; if it is comparable (Law 23A) "there is no
    further rectification"; otherwise his partner "must pass when next it is his turn to
    call" (Law 26 may apply) -- at that turn only, not for the rest of the auction."""
    board = refused_out_of_rotation(before, offender, text)
    assert len(calls(board)) == len(before.split())  # the call was cancelled
    assert not board.auction.silenced and not board.auction.must_pass_next
    proper_turn(board, offender)
    call(board, offender, "3NT")  # any legal call; here 3NT
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["seat"], pending["decides"]) == (
        "comparable_call", offender.value, "director",
    )  # fmt: skip
    # docs/contract.md: the pending names the call withdrawn and the Law asking
    assert (pending["withdrawn"], pending["law"]) == (text, law)
    with pytest.raises(Conflict):
        call(board, offender.next(), "Pass")  # the table waits for the ruling
    act(board, TD, MakeRuling, law=law, kind="comparable_call", comparable=comparable,
        explanation="judged")  # fmt: skip
    partner = offender.partner
    assert board.auction.must_pass_next == (set() if comparable else {partner})
    assert not board.auction.silenced
    assert board.rulings[-1].law == law
    call(board, offender.next(), "Pass")
    if not comparable:
        assert_obliged_to_pass(board, partner, "7NT")
        call(board, partner, "Pass")
        call(board, partner.next(), "4C")
        call(board, offender, "Pass")
        call(board, partner, "4NT")  # at this turn he is free again
    assert_rebuilds(board)


def test_a_pass_out_of_rotation_at_rhos_turn_binds_the_offender_at_his_next_turn() -> None:
    """Law 30A (2017): "When a player has passed out of rotation at his RHO's turn to call,
    offender must pass when next it is his turn to call"; nothing binds his partner."""
    for before, offender in (("", E), ("1C", S)):
        board = refused_out_of_rotation(before, offender, "Pass")
        assert board.auction.must_pass_next == {offender} and not board.auction.silenced
        [ruling] = board.rulings
        assert (ruling.law, ruling.director) == ("30A", None)
        assert_rebuilds(board)


def test_an_artificial_pass_out_of_rotation_is_treated_as_a_bid() -> None:
    """Law 30C: "When a pass out of rotation is artificial ... Law 31 applies and not
    Law 30." East's alerted pass at North's turn must be repeated if North passes (31A1)."""
    board = new_board(revoke_policy="detect")
    act(board, BOB, MakeCall, seat=E, call="Pass", alert=True, explanation="strong hand")
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    assert not board.auction.must_pass_next
    call(board, N, "Pass")
    with pytest.raises(RuleViolation, match="must repeat"):
        call(board, E, "1C")
    act(board, BOB, MakeCall, seat=E, call="Pass", alert=True, explanation="strong hand")
    assert full_view(board)["pending"] is None
    assert_rebuilds(board)


def test_a_pass_of_partners_artificial_call_out_of_rotation_is_treated_as_a_bid() -> None:
    """Law 31 (2017): "When a player has bid out of rotation, has passed artificially or
    has passed partner's artificial call (see Law 30C) and the call is cancelled, the
    option in Law 29A not having been exercised, the following provisions apply". North
    opens an alerted 2C; South passes it at East's turn. Not Law 30A's pass at the next
    turn: if East passes South repeats his pass (31A1), and if East bids South may make any
    legal call (31A2)."""
    board = new_board(revoke_policy="detect")
    act(board, HOLDERS[N], MakeCall, seat=N, call="2C", alert=True, explanation="strong")
    board = refused_after(board, S, "Pass")
    [ruling] = board.rulings
    assert ruling.law == "30C"
    assert not board.auction.must_pass_next and board.auction.repeat_duty is not None
    call(board, E, "2S")
    call(board, S, "3C")
    assert full_view(board)["pending"]["kind"] == "comparable_call"
    assert_rebuilds(board)


def test_a_natural_pass_of_partners_natural_call_out_of_rotation_is_law_30a() -> None:
    """Law 30A, a pass at the right-hand opponent's turn: the offender "must pass when
    next it is his turn to call". North's 1C is not alerted, so Law 31 does not apply."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1C")
    board = refused_after(board, S, "Pass")
    assert board.auction.must_pass_next == {S}


def refused_after(board: Board, seat: Seat, text: str) -> Board:
    call(board, seat, text)
    act(board, HOLDERS[seat.next()], DecideAuctionIrregularity, decision="refuse")
    return board


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


@pytest.mark.parametrize("comparable", [True, False])
@pytest.mark.parametrize("call_by_offender", ["2H", "1S", "Pass"])
def test_after_rho_acts_the_offender_calls_freely_and_the_director_rules_it(
    call_by_offender: str, comparable: bool
) -> None:
    """Law 31A2 (2017): "If offender's RHO makes a legal ... bid, double or redouble,
    offender may make any legal call. When this call is comparable (see Law 23A) there is
    no further rectification; otherwise offender's partner must pass when next it is his
    turn to call." Any call is ruled, the same denomination included."""
    board = refused_out_of_rotation("1C", S, "1H")
    call(board, E, "1D")
    call(board, S, call_by_offender)
    assert full_view(board)["pending"]["kind"] == "comparable_call"
    act(board, TD, MakeRuling, law="31A2", kind="comparable_call", comparable=comparable,
        explanation="judged")  # fmt: skip
    assert board.auction.must_pass_next == (set() if comparable else {N})
    assert not board.auction.silenced
    assert_rebuilds(board)


def test_a_double_at_rhos_turn_is_repeated_after_a_pass_else_ruled() -> None:
    """Law 32A (2017): "1. If offender's RHO passes, offender must repeat the out-of-rotation
    double or redouble and there is no rectification ... 2. If offender's RHO bids, doubles
    or redoubles, offender may in turn make any legal call"; comparable, nothing more;
    otherwise his partner passes at his next turn."""
    passed = refused_out_of_rotation("1C P", W, "X")  # South's turn; West is South's LHO
    call(passed, S, "Pass")
    with pytest.raises(RuleViolation, match="must repeat X"):
        call(passed, W, "Pass")
    call(passed, W, "X")
    assert not passed.auction.silenced and full_view(passed)["pending"] is None
    acted = refused_out_of_rotation("1C P", W, "X")
    call(acted, S, "1H")
    call(acted, W, "Pass")
    act(acted, TD, MakeRuling, law="32A2", kind="comparable_call", comparable=False,
        explanation="judged")  # fmt: skip
    assert acted.auction.must_pass_next == {E} and not acted.auction.silenced
    assert_rebuilds(acted)


def test_the_player_passed_over_who_must_pass_is_passed_for_by_law() -> None:
    """Law 28A: "A call is considered to be in rotation when it is made by a player at his
    RHO's turn to call if that opponent is required by law to pass." East passed at
    North's turn, refused (30A: he passes at his next turn); North opens and South calls at
    East's turn: East's pass is recorded for him."""
    board = refused_out_of_rotation("", E, "Pass")  # 30A: East must pass at his next turn
    call(board, N, "1C")
    call(board, S, "1H")  # at East's turn: East must pass, so his pass is recorded
    assert calls(board)[-2:] == [("E", "Pass"), ("S", "1H")]
    assert_rebuilds(board)


def test_an_out_of_rotation_call_the_laws_forbid_in_itself_cannot_be_accepted() -> None:
    """Law 32: an inadmissible double "can never be accepted"; here a double with nothing
    to double is dealt with as Law 36, and an out-of-rotation double of partner's bid too."""
    board = new_board(revoke_policy="detect")
    bid(board, "1C")
    call(board, S, "X")  # East's turn; South doubles his own partner: Law 36
    assert full_view(board)["pending"] is None and board.auction.silenced == {N}


def test_a_silenced_players_call_after_the_required_passes_end_the_auction_is_refused() -> None:
    """Found by the random-auction test, now in test_calls_out_of_rotation_end_legal.py
    (seed 182130136): every seat silenced by
    Laws 37/38, three passes recorded; North calls at West's turn. West's pass is due by
    law and would pass the board out, so North's call came after the auction; it must not
    be recorded as a fifth pass (an auction of five passes cannot be read back).

    Law 38 (2017): "A bid of more than seven is cancelled together with any subsequent
    calls." and "A pass must be substituted; the auction continues unless completed and
    each member of the offending side must pass whenever it is his turn to call." North's
    8C silences North and South, East's 8C East and West; South's 2H, by a player
    required to pass, is cancelled and a pass substituted (Law 37). Law 22 (2017): "The
    auction ends when: [...] B. all four players pass (but see Law 25)." West's pass is
    the fourth."""
    board = new_board(revoke_policy="detect")
    call(board, N, "8C")  # Law 38: more than seven; N and S must pass
    call(board, E, "8C")  # E and W too
    call(board, S, "2H")  # Law 37: cancelled, a pass in its place
    trial = copy.deepcopy(board)  # as the application does: a refused command leaves
    with pytest.raises(RuleViolation, match="must pass"):  # the board untouched
        call(trial, N, "2C")
    call(board, W, "Pass")
    assert board.phase.value == "passed_out"
    assert_rebuilds(board)


def test_under_prevent_a_call_out_of_turn_is_simply_refused() -> None:
    board = new_board()
    with pytest.raises(RuleViolation, match="turn"):
        call(board, E, "1H")
