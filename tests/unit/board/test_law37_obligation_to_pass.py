"""Law 37 (2017), action violating obligation to pass, under `detect` and `auto`; under
`prevent` such a call is refused before it is recorded (422), as a bid of more than
seven is. The expected outcomes are worked out here from the Law's words:

    37B "Offender's LHO does not call before rectification. When A does not apply:
    1. Any bid, double or redouble by a player required by law to pass is cancelled.
    2. A pass is substituted, the auction continues and each member of the offending side
    must pass whenever it is his turn to call. Law 72C may apply and the lead
    restrictions in Law 26B may apply."

(The 2017 text as the Polish federation publishes it in English, pzbs.pl, checked against
its Norwegian and Italian translations.) 37A, the left-hand opponent calling before the
rectification ("that call and all subsequent calls stand"), does not arise here: the
service rules on the call as it is made. The deal is support.DEAL; North deals.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.auction_irregularities.exposed import ExposeCardsInAuction
from domain.board.calls import MakeCall
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import HOLDERS, TD, act, full_view, new_board, rebuild

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
STRAINS = ["C", "D", "H", "S", "NT"]
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in STRAINS]


def call(board: Board, seat: Seat, text: str) -> None:
    act(board, HOLDERS[seat], MakeCall, seat=seat.value, call=text)


def calls(board: Board) -> list[str]:
    return [str(c) for c in board.state.auction.calls]


def assert_rebuilds(board: Board) -> None:
    again = rebuild(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)  # fmt: skip


def south_silenced() -> Board:
    """South doubles his partner's 1C (Law 36B: cancelled, North must pass for the rest
    of the auction); South then bids 1H."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1C")
    call(board, E, "Pass")
    call(board, S, "X")  # 36B: North silenced
    call(board, S, "1H")
    call(board, W, "Pass")
    return board


@pytest.mark.parametrize("text", ["2H", "X", "XX", "7NT"])
def test_a_call_by_a_player_required_to_pass_is_cancelled_and_a_pass_substituted(
    text: str,
) -> None:
    """Law 37: North, silenced by Law 36B, bids (or doubles, or redoubles: even one Law 19
    would not permit) at his turn: cancelled, a pass is substituted, and from now on
    both North and South pass whenever it is their turn; the ruling is an auction
    rectification nobody rules, and Law 26 may restrict North's partner's lead."""
    board = south_silenced()
    call(board, N, text)
    assert calls(board) == ["1C", "Pass", "1H", "Pass", "Pass"]
    assert board.auction.silenced == {N, S} and N in board.auction.lead_penalty
    ruling = board.rulings[-1]
    assert (ruling.law, ruling.kind.value, ruling.director) == ("37", "auction_rectification", None)
    assert "required to pass" in ruling.explanation
    call(board, E, "2D")
    with pytest.raises(RuleViolation):  # not his turn: refused, as before
        call(board, N, "3D")
    call(board, S, "2S")  # South too is now bound: Law 37 again, a pass for him
    assert calls(board)[-1] == "Pass" and board.rulings[-1].law == "37"
    assert_rebuilds(board)


def test_a_player_bound_at_his_next_turn_only_is_bound_for_the_rest_after_law_37() -> None:
    """Law 24B binds the offender's partner at his next turn only; breaking it is Law 37:
    both members of the side then pass whenever it is their turn."""
    board = new_board(revoke_policy="detect")
    act(board, TD, ExposeCardsInAuction, seat=S, cards=("SA",))  # 24B: North passes next
    call(board, N, "1S")
    assert calls(board) == ["Pass"] and board.auction.silenced == {N, S}
    assert [r.law for r in board.rulings] == ["37"]
    assert_rebuilds(board)


def test_under_prevent_no_player_is_ever_required_to_pass() -> None:
    """Under `prevent` the irregularities that bind a player to pass cannot happen (an
    insufficient bid, a card exposed: refused), so Law 37 never arises; the refusal of
    a bound player's call stays in the family's check for the boards that could."""
    board = new_board()
    with pytest.raises(RuleViolation):
        act(board, TD, ExposeCardsInAuction, seat=S, cards=("SA",))
    with pytest.raises(RuleViolation):
        call(board, N, "8C")
    assert calls(board) == [] and not board.rulings


# ---- random auctions: the code against a reference written from the Laws' text ---------
def reference_double_permitted(made: list[tuple[Seat, str]], seat: Seat) -> bool:
    """Law 19A1: "a player may double only the last preceding bid. That bid must have been
    made by an opponent; calls other than pass must not have intervened"."""
    for caller, text in reversed(made):
        if text == "Pass":
            continue
        return text in BIDS and caller.side != seat.side
    return False


def reference_over(made: list[tuple[Seat, str]]) -> bool:
    """Law 22A: "The auction ends when: 1. all four players pass [...] 2. one or more players
    having bid, there are three consecutive passes in rotation subsequent to the last bid"."""
    texts = [text for _, text in made]
    if len(texts) == 4 and all(t == "Pass" for t in texts):
        return True
    return len(texts) >= 4 and texts[-3:] == ["Pass"] * 3 and any(t != "Pass" for t in texts)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_random_auctions_with_players_required_to_pass(seed: int) -> None:
    """Random calls in turn: passes, sufficient bids, doubles (permitted or not), bids of
    eight. The reference, from the Laws' words: an inadmissible double is cancelled, the
    offender calls again and his partner must pass for the rest of the auction (36B); a
    bid of more than seven is cancelled, a pass substituted, both members of the side
    pass throughout (38); any other bid or double by a player required to pass is
    cancelled, a pass substituted, both members pass throughout (37). The auction and
    the Laws of the rulings must be the reference's, and the board rebuilds the same."""
    rng = random.Random(seed)
    board = new_board(revoke_policy="detect")
    made: list[tuple[Seat, str]] = []  # the reference's auction
    silenced: set[Seat] = set()
    laws: list[str] = []
    seat = N
    for _ in range(60):
        if reference_over(made):
            break
        last_bid = next((BIDS.index(t) for _, t in reversed(made) if t in BIDS), -1)
        higher = BIDS[last_bid + 1 :]
        options = ["Pass", "Pass", "X", "8C"] + (higher[: rng.randint(1, 4)] if higher else [])
        text = rng.choice(options)
        call(board, seat, text)
        if text == "Pass":
            made.append((seat, "Pass"))
        elif text == "8C":  # Law 38
            made.append((seat, "Pass"))
            silenced |= {seat, seat.partner}
            laws.append("38")
        elif seat in silenced:  # Law 37
            made.append((seat, "Pass"))
            silenced |= {seat, seat.partner}
            laws.append("37")
        elif text == "X" and not reference_double_permitted(made, seat):  # Law 36B
            silenced.add(seat.partner)
            laws.append("36B")
            continue  # the offender calls again
        else:
            made.append((seat, text))
        seat = seat.next()
    assert calls(board) == [text for _, text in made]
    assert [r.law for r in board.rulings] == laws
    assert board.auction.silenced == silenced
    assert_rebuilds(board)
