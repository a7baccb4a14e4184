"""Declarer's lead out of turn: either defender chooses (Law 55A, 2017): "If declarer has
led out of turn from his or dummy's hand, either defender may accept the lead as provided
in Law 53, or require its retraction (after misinformation, see Law 47E1). If the
defenders choose differently the option expressed by the player next in turn shall
prevail." The partner's option is recorded and waits for the defender next in turn, whose
option (a statement, or a play to the lead, Law 53A) decides.

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import itertools

import pytest

from domain.board.aggregate import Board
from domain.board.family import waiting
from domain.board.lead_events import LeadDecided, LeadOptionExpressed
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import PlayCard
from domain.errors import NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    act,
    full_view,
    in_four_spades,
    play,
    rebuild,
)


def dummy_leads_out_of_turn() -> Board:
    """North won trick 1 and must lead from his hand; he leads the club ace from dummy.
    West is next in turn to the irregular lead; East is his partner."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    assert full_view(board)["pending"]["decides"] == "W"
    return board


def accepted(board: Board) -> bool:
    return bool(board.state.open_trick()) and board.state.tricks[1].leader is Seat.S


def test_the_partner_of_the_defender_next_in_turn_may_choose() -> None:
    """East, not next in turn, requires the retraction: his option is recorded (no longer
    refused), and the lead waits for West, whose option prevails."""
    board = dummy_leads_out_of_turn()
    act(board, BOB, DecideLeadOutOfTurn, decision="refuse")
    [expressed] = board.pending_events[-1:]
    assert isinstance(expressed, LeadOptionExpressed)
    assert (expressed.seat, expressed.decision, expressed.actor) == ("E", "refuse", "bob")
    assert full_view(board)["pending"]["decides"] == "W"
    found = waiting(board)
    assert found is not None and "E chose refuse" in found.reason
    assert full_view(rebuild(board)) == full_view(board)


OPTIONS = ("accept", "refuse")


@pytest.mark.parametrize(
    ("partner", "next_in_turn"), list(itertools.product((None, *OPTIONS), OPTIONS))
)
def test_the_option_of_the_player_next_in_turn_prevails(
    partner: str | None, next_in_turn: str
) -> None:
    """Every pair of answers: whatever East chose before, West's option decides."""
    board = dummy_leads_out_of_turn()
    if partner is not None:
        act(board, BOB, DecideLeadOutOfTurn, decision=partner)
        assert full_view(board)["pending"] is not None  # East's option alone decides nothing
    act(board, DAVE, DecideLeadOutOfTurn, decision=next_in_turn)
    decided = board.pending_events[-1]
    assert isinstance(decided, LeadDecided) and decided.decision == next_in_turn
    assert full_view(board)["pending"] is None
    if next_in_turn == "accept":
        assert accepted(board) and board.state.next_seat is Seat.W
    else:  # Law 55B2: he withdraws the card and leads from the correct hand
        assert not board.state.open_trick() and board.state.next_seat is Seat.N
        assert Card.parse("CA") in board.state.hand(Seat.S)
        assert full_view(board)["penalty_cards"]["S"] == []
    assert full_view(rebuild(board)) == full_view(board)


def test_a_play_by_the_defender_next_in_turn_prevails_over_his_partners_refusal() -> None:
    """Law 53A: "a play is made from the hand next in rotation to the irregular lead"."""
    board = dummy_leads_out_of_turn()
    act(board, BOB, DecideLeadOutOfTurn, decision="refuse")
    act(board, DAVE, PlayCard, seat="W", card="C6")
    assert full_view(board)["pending"] is None and accepted(board)
    assert board.state.next_seat is Seat.N


def test_only_a_defender_chooses_on_declarers_lead() -> None:
    board = dummy_leads_out_of_turn()
    version = board.version
    with pytest.raises(NotAllowed):
        act(board, CAROL, DecideLeadOutOfTurn, decision="accept")  # dummy
    with pytest.raises(RuleViolation, match="accept_and_dummy"):
        act(board, BOB, DecideLeadOutOfTurn, decision="accept_and_dummy")
    with pytest.raises(RuleViolation, match="decision must be"):
        act(board, BOB, DecideLeadOutOfTurn, decision="maybe")
    assert board.version == version


def test_on_a_defenders_lead_out_of_turn_declarer_alone_decides() -> None:
    """Laws 54 and 56 give the choice to declarer: the offender's partner has none."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    version = board.version
    with pytest.raises(NotAllowed):
        act(board, BOB, DecideLeadOutOfTurn, decision="refuse")
    with pytest.raises(NotAllowed):
        act(board, CAROL, DecideLeadOutOfTurn, decision="refuse")
    assert board.version == version
