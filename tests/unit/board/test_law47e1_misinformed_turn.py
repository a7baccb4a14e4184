"""A card led or played out of turn after an opponent said it was the player's turn (Law
47E1, 2017): "A lead out of turn (or play of a card) is retracted without further
rectification if the player was mistakenly informed by an opponent that it was his turn to
lead or play (see Law 16C). A lead or play may not be accepted by his LHO in these
circumstances and Law 63A1 does not apply."

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
from domain.board.misinformed_play import MisinformedCardRetracted, RetractMisinformedCard
from domain.board.play import PlayCard
from domain.board.premature import DecidePrematurePlay
from domain.board.revokes.commands import DrawAttentionToRevoke
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.queries import revoke_entries
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

SAID = "North said: your lead, partner... I mean, West"


def retract(board: Board, seat: str, card: str, explanation: str = SAID) -> Board:
    return act(board, TD, RetractMisinformedCard, seat=seat, card=card, explanation=explanation)


def test_an_opening_lead_out_of_turn_goes_back_without_rectification() -> None:
    """North told West it was his lead; West faced the H3. Retracted: no penalty card, no
    lead restriction, and North can no longer accept it; East leads."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    retract(board, "W", "H3")
    event = board.pending_events[-1]
    assert isinstance(event, MisinformedCardRetracted)
    assert (event.seat, event.card, event.kind, event.trick, event.law) == (
        "W", "H3", "lead_out_of_turn", 1, "47E1",
    )  # fmt: skip
    assert event.actor == "tony" and event.explanation == SAID
    view = full_view(board)
    assert view["pending"] is None and view["penalty_cards"]["W"] == []
    assert view["lead_restriction"] is None and "H3" in view["hands"]["W"]
    assert board.state.next_seat is Seat.E
    with pytest.raises(Conflict, match="No lead out of turn"):
        act(board, ALICE, DecideLeadOutOfTurn, decision="accept")
    assert full_view(rebuild(board)) == view
    play(board, "DK D6 D2 DA")  # East leads; West follows as he likes


def test_declarers_lead_from_the_wrong_hand_goes_back() -> None:
    """East told declarer the lead was in dummy: the CA goes back; North leads."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    assert board.leads.pending is not None
    retract(board, "S", "CA", "East said 'you are in dummy'")
    assert board.leads.pending is None and Card.parse("CA") in board.state.hand(Seat.S)
    assert board.penalty_cards == ()
    play(board, "C2 C8 CA C6")  # North leads from the correct hand
    assert board.state.tricks[1].leader is Seat.N


def revoked_then_partner_leads(retracted: bool) -> Board:
    """West ruffs trick 2 holding a diamond and wins it; East, told by North it is his
    lead, leads to trick 3 out of turn: a play of the offending side to the next trick."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 DT S3")
    act(board, BOB, PlayCard, seat="E", card="HK")
    if retracted:
        retract(board, "E", "HK")
    else:
        act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    return board


def test_the_retracted_lead_establishes_no_revoke() -> None:
    """63A1 does not apply: West's revoke is still correctable after the retraction, and
    established when the lead out of turn is refused instead."""
    assert [e.status for e in revoke_entries(revoked_then_partner_leads(True))] == ["correctable"]
    assert [e.status for e in revoke_entries(revoked_then_partner_leads(False))] == ["established"]


def test_a_premature_play_goes_back_and_declarer_has_no_option() -> None:
    """North leads the C2; West, told by South that East had played, plays the C6 before
    his partner (57A): retracted, no penalty card, no option for declarer."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="N", card="C2")
    act(board, DAVE, PlayCard, seat="W", card="C6")
    assert event_names(board)[-1] == "PrematurePlayMade"
    assert board.penalty_cards != ()
    retract(board, "W", "C6", "South said East had played")
    assert board.penalty_cards == () and board.premature.pending is None
    assert board.pending_events[-1].kind == "premature_play"  # type: ignore[attr-defined]
    with pytest.raises(Conflict):
        act(board, ALICE, DecidePrematurePlay, choice="lowest")
    play(board, "C8 CA CJ")  # West plays the jack: the six was never his to play
    assert full_view(rebuild(board)) == full_view(board)


def test_a_card_attempted_at_the_right_hand_opponents_turn_goes_back() -> None:
    """North leads, East follows; West, told it was his turn, plays at dummy's turn (57D):
    the card is no longer held for his turn, and he plays another."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA C2 C8")
    act(board, DAVE, PlayCard, seat="W", card="CK")
    assert board.premature.held_for_turn is not None
    retract(board, "W", "CK", "North said 'your turn'")
    event = board.pending_events[-1]
    assert isinstance(event, MisinformedCardRetracted)
    assert (event.kind, event.trick) == ("at_rhos_turn", None)
    play(board, "CA C6")
    assert board.state.tricks[1].winner is Seat.S


def test_a_defenders_card_before_declarers_lead_goes_back() -> None:
    """Law 60B made East's heart two a major penalty card (declarer's lead from dummy was
    retracted, North has not led yet); South had told East it was his lead: retracted,
    no penalty card, and North still leads from his hand. Once another card is played it
    stands."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, DAVE, DecideLeadOutOfTurn, decision="refuse")
    act(board, BOB, PlayCard, seat="E", card="H2")
    assert event_names(board)[-1] == "PlayedBeforeDeclarersLead"
    retract(board, "E", "H2", "South said 'your lead'")
    event = board.pending_events[-1]
    assert isinstance(event, MisinformedCardRetracted)
    assert (event.kind, event.trick) == ("before_declarers_lead", 2)
    assert board.penalty_cards == () and board.state.next_seat is Seat.N
    assert board.leads.declarer_retracted  # North still leads from the correct hand
    assert full_view(rebuild(board)) == full_view(board)
    act(board, BOB, PlayCard, seat="E", card="H5")  # again: Law 60B again
    play(board, "C2")
    with pytest.raises(Conflict, match="47E1"):
        retract(board, "E", "H5")


def test_what_is_refused() -> None:
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    for player in (ALICE, BOB, CAROL, DAVE):
        with pytest.raises(NotAllowed, match="director"):
            act(board, player, RetractMisinformedCard, seat="W", card="H3", explanation=SAID)
    with pytest.raises(RuleViolation, match="explanation"):
        retract(board, "W", "H3", "  ")
    with pytest.raises(Conflict, match="47E1"):
        retract(board, "W", "H6")
    with pytest.raises(Conflict, match="47E1"):
        retract(board, "E", "H3")
    assert board.leads.pending is not None


def test_nothing_to_retract_in_the_auction() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    with pytest.raises(Conflict, match="47E1"):
        retract(board, "N", "C2")


# ---- without further rectification: as if the card had never been led -----------------
def comparable(board: Board) -> Any:
    view = dict(full_view(board))
    del view["version"], view["id"]
    return view, board.revokes, board.leads, board.premature, board.penalty_cards


@settings(max_examples=40, deadline=None)
@given(
    tricks=st.integers(min_value=0, max_value=11),
    pick=st.integers(min_value=0, max_value=12),
    offender=st.sampled_from(SEAT_ORDER),
    card_pick=st.integers(min_value=0, max_value=12),
)
def test_the_table_is_as_if_the_lead_was_never_made(
    tricks: int, pick: int, offender: Seat, card_pick: int
) -> None:
    """After any number of tricks, any hand but the leader's leads any of its cards out of
    turn and the director retracts it under 47E1: the board is the one on which it was
    never led (the same view, revokes, leads, premature plays and penalty cards)."""
    twin, board = in_four_spades(), in_four_spades()
    for table in (twin, board):
        play_legal(table, tricks * 4, pick)
    leader = board.state.next_seat
    declarer = board.state.declarer
    assert leader is not None and declarer is not None
    if offender is leader or (tricks == 0 and offender.side == declarer.side):
        return  # no lead out of turn (54E: the declaring side's attempt is Law 24's)
    hand = sorted(board.state.hand(offender), key=str)
    card = hand[card_pick % len(hand)]
    act(board, holder(board, offender), PlayCard, seat=offender.value, card=str(card))
    assert board.leads.pending is not None
    retract(board, offender.value, str(card))
    assert comparable(board) == comparable(twin)
    assert comparable(rebuild(board)) == comparable(twin)
