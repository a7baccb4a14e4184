"""A card played to declarer's lead out of turn by the wrong defender (Law 53C, 2017):
"If declarer leads out of turn from either his own hand or from dummy, and the defender
to the right of the irregular lead plays a card (but see B), the lead stands and Law 57
applies." His card is played before his partner, next in turn to the lead, has played:
Law 57A, "the card so led or played becomes a penalty card, and declarer selects one of
the following options" for the partner. Law 53B stays: the proper leader's card is his
own lead, not a card played to the irregular lead.

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board.aggregate import Board
from domain.board.lead_events import LeadDecided
from domain.board.play import PlayCard
from domain.board.premature import DecidePrematurePlay, PrematurePlayMade
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    act,
    full_view,
    in_four_spades,
    play,
    rebuild,
)


def north_on_lead_dummy_leads() -> Board:
    """North won trick 1 and must lead from his hand; he leads the club ace from dummy.
    East is the defender to the right of the irregular lead."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    return board


def test_the_defender_on_the_right_of_dummys_lead_plays_a_card() -> None:
    board = north_on_lead_dummy_leads()
    act(board, BOB, PlayCard, seat="E", card="CT")
    stands, premature = board.pending_events[-2:]
    assert isinstance(stands, LeadDecided) and stands.decision == "accept"  # the lead stands
    assert stands.actor == "bob" and stands.penalty_card is None
    assert stands.played is not None and stands.played["kind"] == "card"
    assert (stands.played["seat"], stands.played["card"]) == ("S", "CA")
    assert isinstance(premature, PrematurePlayMade)  # and Law 57 applies
    assert (premature.seat, premature.card, premature.decides) == ("E", "CT", "N")
    view = full_view(board)
    assert view["pending"] == {
        "kind": "premature_play",
        "seat": "E",
        "card": "CT",
        "decides": "N",
    }
    assert view["penalty_cards"]["E"] == [{"card": "CT", "kind": "major"}]
    assert board.state.tricks[1].leader is Seat.S and board.state.next_seat is Seat.W
    assert full_view(rebuild(board)) == full_view(board)
    # declarer's Law 57A option binds West; East's penalty card is played at his turn
    act(board, ALICE, DecidePrematurePlay, choice="lowest")
    with pytest.raises(RuleViolation):
        act(board, DAVE, PlayCard, seat="W", card="CK")
    play(board, "C6 C2 CT")
    assert board.state.tricks[1].winner is Seat.S
    assert full_view(board)["penalty_cards"]["E"] == []


def test_the_defender_on_the_right_of_declarers_lead_from_hand_plays_a_card() -> None:
    """East won trick 1 and is on lead; North leads from his hand: West, to the right of
    the irregular lead and not the proper leader, plays; the lead stands."""
    board = in_four_spades()
    play(board, "HK H4 H3 H6")
    assert board.state.next_seat is Seat.E
    act(board, ALICE, PlayCard, seat="N", card="C2")
    act(board, DAVE, PlayCard, seat="W", card="CK")
    view = full_view(board)
    assert view["pending"]["kind"] == "premature_play" and view["pending"]["seat"] == "W"
    assert view["penalty_cards"]["W"] == [{"card": "CK", "kind": "major"}]
    assert board.state.tricks[1].leader is Seat.N and board.state.next_seat is Seat.E
    assert full_view(rebuild(board)) == full_view(board)


def test_the_proper_leaders_card_is_his_own_lead_not_a_play_to_it() -> None:
    """ "(but see B)": East is on lead and dummy leads; East is to the right of the
    irregular lead, and his card is not deemed played to it: it is his proper lead (53B),
    no card of his becomes a penalty card and dummy's goes back."""
    board = in_four_spades()
    play(board, "HK H4 H3 H6")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, BOB, PlayCard, seat="E", card="CT")
    assert board.state.tricks[1].leader is Seat.E
    assert board.penalty_cards == ()


def test_a_card_not_held_records_nothing() -> None:
    board = north_on_lead_dummy_leads()
    version = board.version
    with pytest.raises(RuleViolation, match="not in"):
        act(board, BOB, PlayCard, seat="E", card="CA")
    assert board.version == version
    assert full_view(board)["pending"]["kind"] == "lead_out_of_turn"
