"""Declarer's card played before its hand's turn (Laws 57C3, 54B2, 57C1; 2017).

Law 57C3: "A premature play (not a lead) by declarer from either hand is a played card and
if legal may not be withdrawn." Law 54B2: "If declarer plays the second card to the trick
from dummy, dummy's card may not be withdrawn except to correct a revoke." Law 57C1: "A
defender is not subject to rectification for playing before his partner if declarer has
played from both hands."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.declarers_premature import DeclarersCardPlayedEarly
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import CardPlayed, PlayCard
from domain.board.rewind import UndoLastAction
from domain.errors import Conflict
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.play import IllegalPlay, legal_cards
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    act,
    event_names,
    full_view,
    holder,
    in_four_spades,
    open_trick,
    play,
    play_legal,
    rebuild,
)


def early(board: Board) -> DeclarersCardPlayedEarly:
    found = [e for e in board.pending_events if isinstance(e, DeclarersCardPlayedEarly)]
    return found[-1]


def test_dummys_card_before_second_hand_is_played_at_its_turn() -> None:
    """North leads the C2 and plays dummy's ace before East: a played card. East plays,
    and the ace goes to the trick at dummy's turn; West then plays to it."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA C2")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    event = early(board)
    assert (event.seat, event.card, event.law, event.stands) == ("S", "CA", "57C3", True)
    assert board.state.next_seat is Seat.E  # the table waits for nobody
    assert full_view(board)["pending"] is None
    assert full_view(rebuild(board)) == full_view(board)
    act(board, BOB, PlayCard, seat="E", card="C8")
    assert event_names(board)[-2:] == ["CardPlayed", "CardPlayed"]
    auto = board.pending_events[-1]
    assert isinstance(auto, CardPlayed) and (auto.seat, auto.card, auto.actor) == (
        "S",
        "CA",
        "alice",
    )
    turn: Seat | None = board.state.next_seat  # the view above says East; now West
    assert turn is Seat.W and board.premature.declarers_card is None
    play(board, "C6")
    assert [str(c.card) for c in board.state.tricks[1].cards] == ["C2", "C8", "CA", "C6"]
    assert full_view(rebuild(board)) == full_view(board)


def test_declarer_may_not_play_another_card_from_that_hand() -> None:
    board = in_four_spades()
    play(board, "HK H4 H3")  # East leads, dummy, West: declarer to play
    play(board, "HA")
    play(board, "C2")  # North won, leads; East to play
    act(board, ALICE, PlayCard, seat="S", card="CQ")
    with pytest.raises(Conflict, match="waits for its turn"):
        act(board, ALICE, PlayCard, seat="S", card="C3")
    with pytest.raises(Conflict, match="waits for its turn"):
        act(board, ALICE, UndoLastAction)


def test_a_revoke_played_early_is_withdrawn() -> None:
    """Dummy holds clubs: dummy's heart to North's club lead is not legal, so it is
    withdrawn (no penalty: declarer's cards are never penalty cards); dummy plays a club at
    its turn."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA C2")
    act(board, ALICE, PlayCard, seat="S", card="H4")
    assert early(board).stands is False
    assert board.premature.declarers_card is None and board.penalty_cards == ()
    play(board, "C8 C3 C6")
    assert board.state.tricks[1].cards[2].card == Card.parse("C3")


def test_declarers_own_hand_before_second_hand() -> None:
    """East leads; declarer plays from his own hand (fourth) before dummy (second): it is
    played after West."""
    board = in_four_spades()
    act(board, BOB, PlayCard, seat="E", card="HK")
    act(board, ALICE, PlayCard, seat="N", card="HA")
    assert early(board).law == "57C3" and board.state.next_seat is Seat.S
    play(board, "H4 H3")
    assert [str(c.card) for c in board.state.tricks[0].cards] == ["HK", "H4", "H3", "HA"]
    assert board.state.tricks[0].winner is Seat.N


def test_dummys_second_card_to_an_accepted_opening_lead_out_of_turn() -> None:
    """West leads out of turn, North accepts; he plays the second card from dummy: 54B2."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    act(board, ALICE, DecideLeadOutOfTurn, decision="accept")
    act(board, ALICE, PlayCard, seat="S", card="H4")
    assert (early(board).law, early(board).stands) == ("54B2", True)
    play(board, "H6 HK")
    assert [str(c.card) for c in board.state.tricks[0].cards] == ["H3", "H6", "HK", "H4"]


def test_dummy_is_not_played_before_the_opening_lead_is_accepted() -> None:
    """Law 41D: until the lead stands dummy is not faced; the card is not even read."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    with pytest.raises(Exception, match="41D"):
        act(board, ALICE, PlayCard, seat="S", card="SK")


def test_a_defender_after_declarer_played_from_both_hands_is_not_rectified() -> None:
    """57C1: North led and played dummy's ace early; West's card before East is no
    premature play (no penalty card, no option): it is simply not his turn."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA C2")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    with pytest.raises(IllegalPlay):
        act(board, DAVE, PlayCard, seat="W", card="C6")
    assert board.penalty_cards == () and board.premature.pending is None


def test_what_is_refused() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA C2")
    with pytest.raises(RuleViolation, match="not in S's hand"):
        act(board, ALICE, PlayCard, seat="S", card="SK")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    with pytest.raises(Conflict):
        act(board, ALICE, PlayCard, seat="S", card="CQ")


def test_prevent_keeps_refusing_it() -> None:
    board = in_four_spades(revoke_policy="prevent")
    play(board, "DK D6 D2 DA C2")
    with pytest.raises(IllegalPlay):
        act(board, ALICE, PlayCard, seat="S", card="CA")


# ---- against a reading of the text, written here -----------------------------------------
def comparable(board: Board) -> Any:
    view = dict(full_view(board))
    del view["id"], view["version"]
    return view, board.penalty_cards, board.premature, board.leads


@settings(max_examples=40, deadline=None)
@given(
    tricks=st.integers(min_value=0, max_value=12),
    lead_cards=st.integers(min_value=1, max_value=2),
    pick=st.integers(min_value=0, max_value=12),
    card_pick=st.integers(min_value=0, max_value=12),
)
def test_a_legal_early_card_is_the_card_played_at_its_turn(
    tricks: int, lead_cards: int, pick: int, card_pick: int
) -> None:
    """After any tricks and one or two cards of the next, declarer plays a card early from
    a hand of his that has not played to the trick and is not next. Legal (it follows
    suit, or the hand has none), it is the card that hand plays at its turn: the trick
    ends as on a board where it was played in turn; not legal, it is withdrawn and nothing
    else changes."""
    twin, board = in_four_spades(), in_four_spades()
    for table in (twin, board):
        play_legal(table, tricks * 4 + lead_cards, pick)
    declarer = board.state.declarer
    next_seat = board.state.next_seat
    assert declarer is not None and next_seat is not None
    played = {p.seat for p in open_trick(board)}
    hands = [s for s in (declarer, declarer.partner) if s not in played and s is not next_seat]
    if not hands:
        return
    seat = hands[0]
    hand = sorted(board.state.hand(seat), key=str)
    card = hand[card_pick % len(hand)]
    legal = card in legal_cards(hand, open_trick(board))
    act(board, holder(board, seat), PlayCard, seat=seat.value, card=str(card))
    if not legal:
        assert comparable(board) == comparable(twin)
        return
    while not twin.state.tricks[-1].is_complete:
        turn = twin.state.next_seat
        assert turn is not None
        if turn is seat:
            chosen = card  # the board plays it itself at this turn
        else:
            chosen = sorted(legal_cards(twin.state.hand(turn), open_trick(twin)), key=str)[0]
            act(board, holder(board, turn), PlayCard, seat=turn.value, card=str(chosen))
        act(twin, holder(twin, turn), PlayCard, seat=turn.value, card=str(chosen))
    assert board.state.tricks[-1] == twin.state.tricks[-1]
    assert comparable(board) == comparable(twin)
    assert comparable(rebuild(board)) == comparable(twin)
