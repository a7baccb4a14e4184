"""A lead out of turn accepted by a play from the next hand (Law 53A, 2017): "Prior to the
thirteenth trick, any lead faced out of turn may be treated as a correct lead (but see Law
47E1). It becomes a correct lead if declarer or either defender, as the case may be,
accepts it by making a statement to that effect, or if a play is made from the hand next
in rotation to the irregular lead (but see B)." Law 53B keeps the proper leader's card
his own lead: "if it was properly the turn to lead of an opponent of the player who led
out of turn, that opponent may make his proper lead to the trick of the infraction
without his card being deemed played to the irregular lead", so his card accepts
nothing here: it is his proper lead, and it stands.

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board.lead_events import LeadDecided
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import CardPlayed, PlayCard
from domain.errors import Conflict
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    act,
    full_view,
    holder,
    in_four_spades,
    play,
    play_legal,
    rebuild,
)


def test_declarer_playing_to_an_opening_lead_out_of_turn_accepts_it() -> None:
    """West leads at East's turn; North, declarer and next in rotation, plays from his
    hand: the lead is accepted (Law 54B1: "The second card to the trick is played from
    declarer's hand") and his card is played to it."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    act(board, ALICE, PlayCard, seat="N", card="H6")
    decided, played = board.pending_events[-2:]
    assert isinstance(decided, LeadDecided) and decided.decision == "accept"
    assert decided.actor == "alice" and decided.penalty_card is None
    assert isinstance(played, CardPlayed) and (played.seat, played.card) == ("N", "H6")
    assert full_view(board)["pending"] is None
    assert board.state.tricks[0].leader is Seat.W
    assert board.state.next_seat is Seat.E  # East plays third, dummy last
    play(board, "HK H4")
    assert board.state.tricks[0].winner is Seat.E
    assert full_view(rebuild(board)) == full_view(board)


def test_a_defender_playing_to_declarers_lead_from_the_wrong_hand_accepts_it() -> None:
    """North is to lead from his hand and leads from dummy; West, next in rotation to the
    irregular lead, follows to it: the lead from dummy stands."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    assert full_view(board)["pending"]["decides"] == "W"
    act(board, DAVE, PlayCard, seat="W", card="C6")
    assert full_view(board)["pending"] is None
    assert board.state.tricks[1].leader is Seat.S
    assert board.state.next_seat is Seat.N
    assert full_view(rebuild(board)) == full_view(board)


def test_dummy_playing_to_a_defenders_lead_out_of_turn_accepts_it() -> None:
    """North is on lead; East leads; dummy, next in rotation to East, is played by
    declarer: the lead is accepted."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, BOB, PlayCard, seat="E", card="HK")
    act(board, ALICE, PlayCard, seat="S", card="H4")
    assert full_view(board)["pending"] is None
    assert board.state.tricks[1].leader is Seat.E
    assert board.state.next_seat is Seat.W
    assert full_view(board)["penalty_cards"]["E"] == []


def test_the_proper_leaders_card_accepts_nothing() -> None:
    """North is on lead and West leads: North is both next in rotation and the proper
    leader, an opponent of the offender (53B): his card is no acceptance but his own lead,
    which stands (tests/unit/board/test_law53b_proper_lead.py)."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, DAVE, PlayCard, seat="W", card="H3")
    act(board, ALICE, PlayCard, seat="N", card="H6")
    decided = board.pending_events[-2]
    assert isinstance(decided, LeadDecided) and decided.decision == "refuse"
    assert board.state.tricks[1].leader is Seat.N


def test_any_other_hand_still_waits_and_a_card_not_held_is_refused() -> None:
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    version = board.version
    with pytest.raises(Conflict, match="lead out of turn"):
        act(board, BOB, PlayCard, seat="E", card="HK")  # the offender's partner
    with pytest.raises(RuleViolation, match="not in"):
        act(board, ALICE, PlayCard, seat="N", card="HK")
    assert board.version == version
    assert full_view(board)["pending"]["kind"] == "lead_out_of_turn"
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")  # still his to decide
    assert full_view(board)["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]


def test_at_the_thirteenth_trick_a_play_accepts_nothing() -> None:
    """ "Prior to the thirteenth trick": at the last trick the lead out of turn can only be
    refused, so the next hand's card waits for that."""
    board = in_four_spades()
    play_legal(board, 48)
    leader = board.state.next_seat
    assert leader is not None
    # a defender not on lead whose left-hand opponent is not the proper leader either
    [offender] = [s for s in (Seat.E, Seat.W) if leader not in (s, s.next())]
    [card] = board.state.remaining[offender]
    act(board, holder(board, offender), PlayCard, seat=offender.value, card=str(card))
    following = offender.next()
    [own] = board.state.remaining[following]
    version = board.version
    with pytest.raises(Conflict, match="lead out of turn"):
        act(board, holder(board, following), PlayCard, seat=following.value, card=str(own))
    assert board.version == version
