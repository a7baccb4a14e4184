"""A card played before a corrected explanation (Law 47E2, 2017): "(a) A player may retract
the card he has played because of a mistaken explanation of an opponent's call or play
and before a corrected explanation, without further rectification, but only if no card
was subsequently played (see Law 16C). An opening lead may not be retracted after dummy
has faced any card. (b) When it is too late to correct a play under (a) the Director may
award an adjusted score."

The caller corrects his own explanation at any time (Law 20F4). Dummy's hand is faced
with the opening lead (Law 41D), so the opening lead is never retracted here.

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.auction_irregularities.misinformation import CorrectExplanation
from domain.board.misinformed_play import (
    CardRetractedAfterCorrection,
    RetractCardAfterCorrection,
)
from domain.board.play import PlayCard
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CardAction
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    HOLDERS,
    TD,
    act,
    full_view,
    holder,
    in_four_spades,
    play,
    play_legal,
    rebuild,
)


def correct(board: Board, text: str = "may be four spades", seat: str = "N", at: int = 0) -> None:
    """North corrects his own explanation of his 1S (Law 20F4); South his 4S (at 2)."""
    fields = {"seat": seat, "at": at, "alert": True, "explanation": text}
    act(board, HOLDERS[Seat(seat)], CorrectExplanation, **fields)


def retract(board: Board, seat: str, card: str, actor: Any = None) -> Board:
    who = actor if actor is not None else holder(board, Seat(seat))
    return act(board, who, RetractCardAfterCorrection, seat=seat, card=card)


def test_a_defenders_card_before_the_correction_goes_back() -> None:
    """West played the D2; North then corrects the explanation of his 1S: West takes the
    two back, no penalty card, and plays again."""
    board = in_four_spades()
    play(board, "DK D6 D2")
    correct(board)
    retract(board, "W", "D2")
    event = board.pending_events[-1]
    assert isinstance(event, CardRetractedAfterCorrection)
    assert (event.seat, event.card, event.callers, event.law) == ("W", "D2", ["N"], "47E2(a)")
    view = full_view(board)
    assert view["penalty_cards"]["W"] == [] and "D2" in view["hands"]["W"]
    assert board.state.next_seat is Seat.W
    assert view["auction"][0]["explanation"] == "may be four spades"  # the correction stays
    assert full_view(rebuild(board)) == view
    play(board, "D3 DA")
    assert [str(c.card) for c in board.state.tricks[0].cards] == ["DK", "D6", "D3", "DA"]


def test_the_opening_lead_is_never_retracted() -> None:
    board = in_four_spades()
    act(board, BOB, PlayCard, seat="E", card="DK")
    correct(board)
    with pytest.raises(RuleViolation, match="opening lead"):
        retract(board, "E", "DK")


def test_not_once_a_card_was_played_after_it() -> None:
    """West's two is followed by North's ace before the correction comes: too late under
    (a); the director may adjust the score (b)."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    correct(board)
    with pytest.raises(RuleViolation, match="subsequently played"):
        retract(board, "W", "D2")


def test_only_an_opponents_explanation_counts() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    correct(board)
    with pytest.raises(RuleViolation, match="opponent's call"):
        retract(board, "N", "DA")


def test_a_card_played_after_the_correction_stays() -> None:
    board = in_four_spades()
    play(board, "DK D6")
    correct(board)
    play(board, "D2")
    with pytest.raises(RuleViolation, match="opponent's call"):
        retract(board, "W", "D2")


def test_one_correction_lets_one_card_back() -> None:
    """West takes the two back and plays it again: the correction has been used."""
    board = in_four_spades()
    play(board, "DK D6 D2")
    correct(board)
    retract(board, "W", "D2")
    play(board, "D2")
    with pytest.raises(RuleViolation, match="opponent's call"):
        retract(board, "W", "D2")
    correct(board, "five spades after all")
    retract(board, "W", "D2")  # a second correction lets it back again


def test_who_retracts() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2")
    correct(board)
    for actor in (ALICE, BOB):
        with pytest.raises(NotAllowed):
            retract(board, "W", "D2", actor)
    with pytest.raises(Conflict, match="not the last card"):
        retract(board, "W", "D3", DAVE)
    retract(board, "W", "D2", TD)
    assert board.pending_events[-1].actor == "tony"  # type: ignore[attr-defined]


def test_declarer_retracts_dummys_card_after_a_defenders_correction() -> None:
    """East's pass was explained as... nothing; East corrects it (alerted, "strong") after
    declarer played dummy's six: declarer may take it back."""
    board = in_four_spades()
    play(board, "DK D6")
    act(board, BOB, CorrectExplanation, seat="E", at=1, alert=True, explanation="strong")
    retract(board, "S", "D6")
    assert board.state.next_seat is Seat.S and board.pending_events[-1].callers == ["E"]  # type: ignore[attr-defined]


# ---- against a reading of the text, written here -----------------------------------------
def may_retract(last: CardAction, corrector: Seat) -> bool:
    """(a): not the opening lead (dummy faced with it), and only because of an opponent's
    explanation; the card is the last one, the correction came after it."""
    return not (last.trick == 1 and last.position == 1) and last.seat.side != corrector.side


def comparable(board: Board) -> Any:
    view = dict(full_view(board))
    for key in ("id", "version", "auction"):
        del view[key]
    return view, board.penalty_cards, board.revokes, board.leads, board.premature


@settings(max_examples=40, deadline=None)
@given(
    cards=st.integers(min_value=1, max_value=50),
    pick=st.integers(min_value=0, max_value=12),
    corrector=st.sampled_from(["N", "S"]),
)
def test_random_positions_follow_the_reading(cards: int, pick: int, corrector: str) -> None:
    """After `cards` legal cards, North (his 1S) or South (his 4S) corrects his own
    explanation: the last card's player retracts it exactly when the reading lets him,
    and the table is then the one on which that card was never played."""
    twin, board = in_four_spades(), in_four_spades()
    play_legal(twin, cards - 1, pick)
    play_legal(board, cards, pick)
    last = board.actions[-1]
    assert isinstance(last, CardAction)
    correct(board, f"corrected after {cards} cards", corrector, 0 if corrector == "N" else 2)
    if not may_retract(last, Seat(corrector)):
        with pytest.raises(RuleViolation):
            retract(board, last.seat.value, str(last.card))
        return
    retract(board, last.seat.value, str(last.card))
    assert comparable(board) == comparable(twin)
    assert comparable(rebuild(board)) == comparable(twin)
