"""The proper lead after a lead out of turn (Law 53B, 2017): "Subject to Law 53A, if it was
properly the turn to lead of an opponent of the player who led out of turn, that opponent
may make his proper lead to the trick of the infraction without his card being deemed
played to the irregular lead. When this occurs, the proper lead stands and all cards
played in error to this trick may be withdrawn, but Law 16C applies."

What is left of the irregular lead is read from the Laws it falls back on: a defender's
card "exposed through deliberate play" is a major penalty card (Law 50B); declarer's, as
when a defender requires its retraction, goes back to the hand it came from (Law 55B1:
"declarer restores the card led in error to the proper hand. No further rectification
applies").

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board.lead_events import LeadDecided
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import CardPlayed, PlayCard
from domain.errors import Conflict
from domain.rules.cards import Card, Seat
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


def test_declarers_proper_lead_after_a_defenders_lead_out_of_turn() -> None:
    """North won trick 1 and is on lead; West leads: North, the proper leader and an
    opponent of West, leads his own card. It stands; West's card is a major penalty card."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, DAVE, PlayCard, seat="W", card="H3")
    act(board, ALICE, PlayCard, seat="N", card="C2")
    decided, played = board.pending_events[-2:]
    assert isinstance(decided, LeadDecided)
    assert (decided.decision, decided.penalty_card, decided.actor) == ("refuse", "H3", "alice")
    assert isinstance(played, CardPlayed) and (played.seat, played.card) == ("N", "C2")
    assert played.position == 1 and played.leader == "N"
    view = full_view(board)
    assert view["pending"] is None
    assert view["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]
    assert board.state.tricks[1].leader is Seat.N and board.state.next_seat is Seat.E
    assert full_view(rebuild(board)) == full_view(board)


def test_a_defenders_proper_lead_after_dummys_lead_out_of_turn() -> None:
    """East won trick 1 and is on lead; declarer leads from dummy. East is to the right of
    the irregular lead and the proper leader: his card is his lead (not 53C's play to the
    irregular lead), and dummy's card goes back, no penalty (55B1)."""
    board = in_four_spades()
    play(board, "HK H4 H3 H6")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, BOB, PlayCard, seat="E", card="CT")
    decided = board.pending_events[-2]
    assert isinstance(decided, LeadDecided) and decided.decision == "refuse"
    assert decided.penalty_card is None
    assert board.penalty_cards == ()
    assert Card.parse("CA") in board.state.hand(Seat.S)
    assert board.state.tricks[1].leader is Seat.E and board.state.next_seat is Seat.S
    assert full_view(rebuild(board)) == full_view(board)
    play(board, "C3 C6 C2")  # the trick goes on from East's lead
    assert board.state.tricks[1].is_complete


def test_the_proper_leader_who_said_he_accepts_has_accepted() -> None:
    """Law 55A lets either defender choose on declarer's lead; East, the proper leader,
    said he accepts (the option waits for West, next in turn): "Subject to Law 53A", he
    accepted by a statement, and his card is not a proper lead."""
    board = in_four_spades()
    play(board, "HK H4 H3 H6")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, BOB, DecideLeadOutOfTurn, decision="accept")
    version = board.version
    with pytest.raises(Conflict, match="55A"):
        act(board, BOB, PlayCard, seat="E", card="CT")
    assert board.version == version


def test_the_proper_leader_who_said_he_refuses_still_leads() -> None:
    board = in_four_spades()
    play(board, "HK H4 H3 H6")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, BOB, DecideLeadOutOfTurn, decision="refuse")
    act(board, BOB, PlayCard, seat="E", card="CT")
    assert board.state.tricks[1].leader is Seat.E


def test_a_card_the_proper_leader_does_not_hold_records_nothing() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, DAVE, PlayCard, seat="W", card="H3")
    version = board.version
    with pytest.raises(RuleViolation, match="not in"):
        act(board, ALICE, PlayCard, seat="N", card="HK")
    assert board.version == version
    assert full_view(board)["pending"]["kind"] == "lead_out_of_turn"


def test_the_offenders_partner_is_no_opponent_and_waits() -> None:
    """East is on lead and West leads: East is the proper leader but West's partner, not
    "an opponent of the player who led out of turn": his card waits for declarer."""
    board = in_four_spades()
    play(board, "HK H4 H3 H6")  # East wins: East on lead
    act(board, DAVE, PlayCard, seat="W", card="C6")  # West leads out of turn
    version = board.version
    with pytest.raises(Conflict, match="lead out of turn"):
        act(board, BOB, PlayCard, seat="E", card="CT")
    assert board.version == version


@settings(max_examples=25, deadline=None)
@given(tricks=st.integers(1, 12), pick=st.integers(0, 12), offset=st.integers(1, 3))
def test_every_proper_lead_stands(tricks: int, pick: int, offset: int) -> None:
    """At any trick after the first, the thirteenth too, a hand not on lead leads; if the
    proper leader is his opponent, the proper leader's card is the lead. Reference, from the
    text: the trick's leader is the proper leader; the offender's card is a major penalty card if he
    is a defender, else it is back in his hand; the proper leader's card is played."""
    board = in_four_spades()
    play_legal(board, tricks * 4, pick)
    leader = board.state.next_seat
    assert leader is not None
    offender = leader.next(offset)
    hand = sorted(board.state.remaining[offender], key=str)
    loot = hand[pick % len(hand)]
    act(board, holder(board, offender), PlayCard, seat=offender.value, card=str(loot))
    pending = full_view(board)["pending"]
    if pending is None or pending.get("kind") != "lead_out_of_turn":
        return  # a defender's card after declarer's retracted lead is Law 60B's
    mine = sorted(board.state.remaining[leader], key=str)
    own = mine[pick % len(mine)]
    opponent = leader.side != offender.side
    if not opponent:
        with pytest.raises(Conflict):
            act(board, holder(board, leader), PlayCard, seat=leader.value, card=str(own))
        return
    act(board, holder(board, leader), PlayCard, seat=leader.value, card=str(own))
    assert board.state.tricks[tricks].leader is leader
    assert board.state.tricks[tricks].cards[0].card == own
    defender = offender not in (board.state.declarer, board.state.dummy)
    penalty = [p.card for p in board.penalty_cards if p.seat is offender]
    assert (loot in penalty) is defender
    assert (loot in board.state.hand(offender)) is True
    assert full_view(rebuild(board)) == full_view(board)
