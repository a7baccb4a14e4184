"""Simultaneous leads (Law 58A, 2017): "A lead or play made simultaneously with another
player's proper lead or play is deemed to be subsequent to it."

The card that reached the service first was recorded as a lead out of turn; the director
rules the two simultaneous: the proper lead is played, then the other card after it, as
any card played at that moment is (in turn, 57A, 57D or 57C3).

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import CardPlayed, PlayCard
from domain.board.simultaneous import RuleSimultaneousLead, SimultaneousLeadRuled
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TD,
    act,
    event_names,
    full_view,
    holder,
    in_four_spades,
    play,
    play_legal,
    rebuild,
)


def simultaneous(board: Board, lead: str) -> Board:
    return act(board, TD, RuleSimultaneousLead, lead=lead)


def test_second_hands_card_is_played_in_turn() -> None:
    """North, on lead, and East led at once; East's card reached the service first. East
    plays second to North's lead: no irregularity is left."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, BOB, PlayCard, seat="E", card="C8")
    simultaneous(board, "C2")
    ruled = board.pending_events[-3]
    assert isinstance(ruled, SimultaneousLeadRuled)
    facts = (ruled.seat, ruled.card, ruled.leader, ruled.lead, ruled.law)
    assert facts == ("E", "C8", "N", "C2", "58A")
    assert event_names(board)[-2:] == ["CardPlayed", "CardPlayed"]
    assert [str(c.card) for c in board.state.tricks[1].cards] == ["C2", "C8"]
    view = full_view(board)
    assert view["pending"] is None and view["penalty_cards"]["E"] == []
    assert full_view(rebuild(board)) == view


def test_fourth_hands_card_is_a_premature_play() -> None:
    """West's card, deemed after North's lead, was played before his partner East: Law
    57A, a major penalty card and declarer's option (53B would have made it a penalty
    card with no option)."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, DAVE, PlayCard, seat="W", card="H3")
    simultaneous(board, "C2")
    assert event_names(board)[-1] == "PrematurePlayMade"
    view = full_view(board)
    assert view["pending"]["kind"] == "premature_play"
    assert view["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]


def test_partners_card_at_dummys_turn_is_played_at_his_own() -> None:
    """The opening lead: West and East led together. West's D2, after East's DK, came at
    dummy's turn (57D): legal, it is West's card when his turn comes."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="D2")
    simultaneous(board, "DK")
    assert event_names(board)[-1] == "PlayedAtRightHandOpponentsTurn"
    assert board.state.tricks[0].cards[0].card.rank == "K"
    play(board, "D6")
    with pytest.raises(RuleViolation, match="57D"):
        act(board, DAVE, PlayCard, seat="W", card="D3")
    play(board, "D2 DA")


def test_what_is_refused() -> None:
    board = in_four_spades()
    with pytest.raises(Conflict, match="No lead out of turn"):
        simultaneous(board, "DK")
    act(board, DAVE, PlayCard, seat="W", card="H3")
    for player in (ALICE, BOB, CAROL, DAVE):
        with pytest.raises(NotAllowed, match="director"):
            act(board, player, RuleSimultaneousLead, lead="DK")
    with pytest.raises(RuleViolation, match="not in E's hand"):
        simultaneous(board, "SA")
    assert board.leads.pending is not None
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    with pytest.raises(Conflict):
        simultaneous(board, "DK")


def test_not_once_a_defender_has_chosen_on_declarers_lead() -> None:
    """Law 55A: East, the proper leader, chose to accept dummy's lead (West, next in turn,
    decides): East made no lead at the same moment."""
    board = in_four_spades()
    play(board, "HK H4 H3 H6")  # East won; his lead
    act(board, ALICE, PlayCard, seat="S", card="CA")  # from dummy, at East's turn
    assert board.leads.pending is not None and board.leads.pending.decides is Seat.W
    act(board, BOB, DecideLeadOutOfTurn, decision="accept")  # East's option (55A)
    with pytest.raises(Conflict, match="55A"):
        simultaneous(board, "CT")


# ---- against a reading of the text, written here -----------------------------------------
def comparable(board: Board) -> Any:
    view = dict(full_view(board))
    del view["id"], view["version"]
    return view, board.penalty_cards, board.premature, board.leads, board.revokes


@settings(max_examples=40, deadline=None)
@given(
    tricks=st.integers(min_value=0, max_value=11),
    pick=st.integers(min_value=0, max_value=12),
    offender=st.sampled_from(SEAT_ORDER),
    card_pick=st.integers(min_value=0, max_value=12),
    lead_pick=st.integers(min_value=0, max_value=12),
)
def test_the_card_is_deemed_played_after_the_proper_lead(
    tricks: int, pick: int, offender: Seat, card_pick: int, lead_pick: int
) -> None:
    """Any hand but the leader's leads at the leader's turn; the director rules it
    simultaneous with the leader's card. The board is then the one on which the leader
    led first and the other card was played after it, whatever that card is there."""
    twin, board = in_four_spades(), in_four_spades()
    for table in (twin, board):
        play_legal(table, tricks * 4, pick)
    leader, declarer = board.state.next_seat, board.state.declarer
    assert leader is not None and declarer is not None
    if offender is leader or (tricks == 0 and offender.side == declarer.side):
        return  # no lead out of turn (54E: the declaring side's attempt is Law 24's)
    hand = sorted(board.state.hand(offender), key=str)
    card = str(hand[card_pick % len(hand)])
    leads = sorted(board.state.hand(leader), key=str)
    lead = str(leads[lead_pick % len(leads)])
    act(board, holder(board, offender), PlayCard, seat=offender.value, card=card)
    act(twin, holder(twin, leader), PlayCard, seat=leader.value, card=lead)
    try:
        act(twin, holder(twin, offender), PlayCard, seat=offender.value, card=card)
    except (Conflict, RuleViolation, NotAllowed) as refused:
        with pytest.raises(type(refused)):
            simultaneous(board, lead)
        return
    simultaneous(board, lead)
    assert comparable(board) == comparable(twin)
    assert comparable(rebuild(board)) == comparable(twin)
    assert isinstance(board.pending_events[-1], type(twin.pending_events[-1]))
    assert not isinstance(board.pending_events[-1], SimultaneousLeadRuled)
    assert CardPlayed in {type(e) for e in board.pending_events[-3:]}
