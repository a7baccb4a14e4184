"""Laws 20F4, 20F5 and 21B (2017): a side corrects its explanation of a call, and the
director lets a player change a call made on an opponent's misinformation. Each test
quotes the Law it checks; the expected outcomes are worked out here from its words.

    20F4: "If a player subsequently realizes that his own explanation was erroneous or
    incomplete he must call the Director immediately."
    20F5(a): "A player whose partner has given a mistaken explanation may not correct the
    error during the auction, nor may he indicate in any manner that a mistake has been
    made." 20F5(b): he calls the Director and informs the opponents "but only at his
    first legal opportunity, which is (i) for a defender, at the end of the play. (ii)
    for declarer or dummy, after the final pass of the auction."
    21B1(a): "Until the end of the auction period and provided that his partner has not
    subsequently called, a player may change a call without other rectification for his
    side when the Director judges that the decision to make the call could have been
    influenced by misinformation given to the player by an opponent."
    21B2: his left-hand opponent may then change any subsequent call he made; Law 16C:
    information from withdrawn calls is authorized for the non-offending side and
    unauthorized for the offending side.

Here a caller explains his own call (as at a table with screens). The deal is
support.DEAL; North deals. alice N, bob E, carol S, dave W; tony directs.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.board import Board
from domain.board.auction_irregularities.events import ExplanationCorrected
from domain.board.auction_irregularities.misinformation import (
    ChangeMisinformedCall,
    CorrectExplanation,
)
from domain.board.calls import MakeCall
from domain.board.rewind import UndoLastAction
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.misinformation import Moment, changeable_call, correction_law
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    HOLDERS,
    TD,
    act,
    bid,
    full_view,
    new_board,
    play_legal,
    rebuild,
)

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def assert_rebuilds(board: Board) -> None:
    again = rebuild(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)  # fmt: skip


def stayman_board() -> Board:
    """North 1NT, East Pass, South 2C explained by South as natural."""
    board = new_board(revoke_policy="detect")
    act(board, ALICE, MakeCall, seat="N", call="1NT")
    act(board, BOB, MakeCall, seat="E", call="Pass")
    act(board, CAROL, MakeCall, seat="S", call="2C", explanation="natural, clubs")
    return board


def correct(board: Board, seat: Seat, at: int, explanation: str, alert: bool = True) -> None:
    act(board, HOLDERS[seat], CorrectExplanation, seat=seat.value, at=at, alert=alert,
        explanation=explanation)  # fmt: skip


# ---- 20F4 and 20F5: who corrects, and when -----------------------------------------------
def test_the_caller_corrects_his_own_explanation_at_once_and_the_table_sees_it() -> None:
    """20F4: South realizes his own explanation of 2C was wrong: corrected during the
    auction; the opponents (and the director) see the corrected one, North (his partner,
    behind the screen) not until the auction is over, as for any explanation."""
    board = stayman_board()
    correct(board, S, 2, "Stayman: asks for a major")
    [event] = [e for e in board.pending_events if isinstance(e, ExplanationCorrected)]
    assert (event.law, event.by, event.moment, event.seat) == ("20F4", "S", "auction", "S")
    shown = full_view(board)["auction"][2]
    assert (shown["alert"], shown["explanation"]) == (True, "Stayman: asks for a major")
    assert_rebuilds(board)


def test_the_partner_may_not_correct_during_the_auction() -> None:
    """20F5(a): North, whose partner gave the explanation, "may not correct the error
    during the auction"."""
    board = stayman_board()
    with pytest.raises(RuleViolation, match="20F5"):
        correct(board, N, 2, "Stayman")


def test_declarer_corrects_his_partners_explanation_after_the_final_pass() -> None:
    """20F5(b)(ii): declarer or dummy "after the final pass of the auction"; not once the
    opening lead is faced (it was his first legal opportunity)."""
    board = stayman_board()
    bid(board, "P 2H P 4H P P P")  # W P, N 2H, E P, S 4H, W P, N P, E P: 4H by North
    assert board.state.declarer is N
    correct(board, N, 2, "Stayman")  # declarer: at once after the final pass
    assert full_view(board)["auction"][2]["explanation"] == "Stayman"
    late = stayman_board()
    bid(late, "P 2H P 4H P P P")
    play_legal(late, 1)  # the opening lead is faced
    with pytest.raises(RuleViolation, match="after the final pass"):
        correct(late, N, 2, "Stayman")
    assert_rebuilds(board)


def test_a_defender_corrects_his_partners_explanation_only_at_the_end_of_the_play() -> None:
    """20F5(b)(i): "for a defender, at the end of the play"."""
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    act(board, BOB, MakeCall, seat="E", call="2C", explanation="clubs")
    bid(board, "3NT P P P")  # 3NT by North: East and West defend
    with pytest.raises(RuleViolation, match="end of the play"):
        correct(board, W, 1, "both majors")
    play_legal(board, 52)
    assert board.phase.is_over
    correct(board, W, 1, "both majors")
    assert full_view(board)["auction"][1]["explanation"] == "both majors"
    assert_rebuilds(board)


def test_only_the_callers_side_corrects_and_only_a_new_explanation() -> None:
    board = stayman_board()
    with pytest.raises(RuleViolation, match="side"):
        correct(board, E, 2, "Stayman")
    with pytest.raises(NotAllowed):
        act(board, DAVE, CorrectExplanation, seat="S", at=2, alert=True, explanation="x")
    with pytest.raises(RuleViolation, match="already"):
        correct(board, S, 2, "natural, clubs", alert=False)
    with pytest.raises(RuleViolation, match="position"):
        correct(board, S, 7, "Stayman")
    act(board, TD, CorrectExplanation, seat="S", at=2, alert=True, explanation="Stayman")


MOMENTS = list(Moment)


def reference_correction(
    caller: Seat, corrector: Seat, moment: Moment, declarer: Seat | None
) -> str | None:
    """Law 20F from its words alone: the caller (his own explanation) at any time (20F4);
    his partner never during the auction, then declarer or dummy only right after the
    final pass and a defender only at the end of the play (20F5); nobody else."""
    if corrector == caller:
        return "20F4"
    if corrector != caller.partner or moment == Moment.AUCTION:
        return None
    if declarer is None:  # passed out: no play, nobody declares
        return "20F5"
    declaring = corrector in (declarer, declarer.partner)
    wanted = Moment.AFTER_FINAL_PASS if declaring else Moment.END_OF_PLAY
    return "20F5" if moment == wanted else None


@pytest.mark.parametrize(
    ("caller", "corrector", "moment", "declarer"),
    list(itertools.product(Seat, Seat, MOMENTS, [*Seat, None])),
)
def test_every_correction_follows_law_20f(
    caller: Seat, corrector: Seat, moment: Moment, declarer: Seat | None
) -> None:
    expected = reference_correction(caller, corrector, moment, declarer)
    if expected is None:
        with pytest.raises(RuleViolation):
            correction_law(caller, corrector, moment, declarer)
    else:
        assert correction_law(caller, corrector, moment, declarer) == expected


# ---- 21B1: a call changed on misinformation -------------------------------------------
def test_the_director_lets_a_misinformed_call_be_changed_and_the_later_call_withdrawn() -> None:
    """21B1(a): West passed 2C explained as natural (it was Stayman); North bid 2H over it;
    West's partner East has not called since. The director lets West double instead;
    North's 2H is withdrawn and North calls again (21B2), a ruling of the director's with
    no rectification for West's side (no silence, no lead restriction)."""
    board = stayman_board()
    act(board, DAVE, MakeCall, seat="W", call="Pass")
    act(board, ALICE, MakeCall, seat="N", call="2H")
    with pytest.raises(NotAllowed):
        act(board, DAVE, ChangeMisinformedCall, seat="W", call="X", reason="misinformed")
    act(board, TD, ChangeMisinformedCall, seat="W", call="X",
        reason="2C was Stayman, explained as natural")  # fmt: skip
    assert [str(c) for c in board.state.auction.calls] == ["1NT", "Pass", "2C", "X"]
    assert board.state.next_seat is N  # North calls again
    ruling = board.rulings[-1]
    assert (ruling.law, ruling.kind.value, ruling.director) == (
        "21B1", "auction_rectification", TD.name,
    )  # fmt: skip
    assert "authorized for EW and unauthorized for NS (Law 16C)" in ruling.explanation
    assert not board.auction.silenced and not board.auction.lead_penalty
    act(board, ALICE, MakeCall, seat="N", call="2D")
    with pytest.raises(Conflict):  # undo never takes the director's ruling back
        act(board, ALICE, UndoLastAction)
    assert_rebuilds(board)


def test_not_once_the_partner_has_called_nor_after_the_opening_lead() -> None:
    """21B1(a): "provided that his partner has not subsequently called"; "until the end of
    the auction period", which Law 17D1 ends: "The auction period ends when, subsequent to
    the end of the auction as in Law 22A, either defender faces an opening lead."""
    board = stayman_board()
    bid(board, "P 2H P")  # W, N, E: East, West's partner, has called since
    with pytest.raises(RuleViolation, match="partner"):
        act(board, TD, ChangeMisinformedCall, seat="W", call="X", reason="misinformed")
    led = stayman_board()
    bid(led, "P 2H P 4H P P P")
    act(led, TD, ChangeMisinformedCall, seat="E", call="X", reason="misinformed")
    assert [str(c) for c in led.state.auction.calls][-1] == "X"  # the auction reopens
    assert led.phase.value == "auction" and led.state.next_seat is S
    done = stayman_board()
    bid(done, "P 2H P 4H P P P")
    play_legal(done, 1)
    with pytest.raises(RuleViolation, match="auction period"):
        act(done, TD, ChangeMisinformedCall, seat="E", call="X", reason="misinformed")


def test_a_changed_call_must_be_legal_there() -> None:
    board = stayman_board()
    act(board, DAVE, MakeCall, seat="W", call="Pass")
    with pytest.raises(RuleViolation, match="cannot stand"):
        act(board, TD, ChangeMisinformedCall, seat="W", call="1C", reason="misinformed")
    with pytest.raises(RuleViolation, match="already"):
        act(board, TD, ChangeMisinformedCall, seat="W", call="Pass", reason="misinformed")


def reference_changeable(callers: list[Seat], seat: Seat) -> int | None:
    """21B1(a) from its words: the player's last call, if his partner has not called after
    it; None when he cannot change any."""
    for index in range(len(callers) - 1, -1, -1):
        if callers[index] == seat:
            after = callers[index + 1 :]
            return None if seat.partner in after else index
    return None


@given(
    first=st.sampled_from(list(Seat)),
    length=st.integers(0, 12),
    seat=st.sampled_from(list(Seat)),
)
def test_which_call_may_be_changed_follows_law_21b1(first: Seat, length: int, seat: Seat) -> None:
    callers = [first]
    while len(callers) < length:
        callers.append(callers[-1].next())
    callers = callers[:length]
    expected = reference_changeable(callers, seat)
    if expected is None:
        with pytest.raises(RuleViolation):
            changeable_call(callers, seat)
    else:
        found = changeable_call(callers, seat)
        assert (found.at, found.withdrawn) == (expected, length - expected - 1)
