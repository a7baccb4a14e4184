"""Law 54E (2017): "If a player of the declaring side attempts to make an opening lead
Law 24 applies." It is not a lead out of turn the defenders may accept (Law 55).

Law 24 then: the card was exposed by a player who is declarer or dummy, so it is no
penalty card (Law 48A: declarer is not subject to rectification for exposing a card),
and 24B's pass would bind the offender's partner at his next turn to call, on another
deal. The card stays in the hand; East, on declarer's left, still makes the opening lead.

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.actors import Actor
from domain.board.lead_events import OpeningLeadByDeclaringSide
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
    rebuild,
)


@pytest.mark.parametrize(("actor", "seat", "card"), [(ALICE, "N", "HA"), (CAROL, "S", "CA")])
def test_an_opening_lead_by_declarer_or_dummy_goes_back_and_east_leads(
    actor: Actor, seat: str, card: str
) -> None:
    board = in_four_spades()
    act(board, actor, PlayCard, seat=seat, card=card)
    recorded = board.pending_events[-1]
    assert isinstance(recorded, OpeningLeadByDeclaringSide)
    assert (recorded.seat, recorded.card) == (seat, card)
    view = full_view(board)
    assert view["pending"] is None  # nothing for the defenders to accept or refuse
    assert board.penalty_cards == ()
    assert Card.parse(card) in board.state.hand(Seat(seat))
    assert board.state.next_seat is Seat.E and board.state.cards_played == 0
    act(board, BOB, PlayCard, seat="E", card="DK")
    assert board.state.tricks[0].leader is Seat.E
    assert full_view(rebuild(board)) == full_view(board)


def test_what_is_still_refused() -> None:
    board = in_four_spades()
    with pytest.raises(RuleViolation, match="not in"):
        act(board, ALICE, PlayCard, seat="N", card="CK")  # North has no CK
    with pytest.raises(NotAllowed):
        act(board, DAVE, PlayCard, seat="S", card="CA")  # West does not hold South
    act(board, BOB, PlayCard, seat="E", card="DK")
    with pytest.raises(NotAllowed):
        act(board, CAROL, PlayCard, seat="S", card="D6")  # once play began, declarer plays dummy


@pytest.mark.parametrize(
    ("policy", "refused", "sentence"),
    [("prevent", RuleViolation, "It is E's turn to play, not S's."),
     ("detect", NotAllowed, "Law 41D"), ("auto", NotAllowed, "Law 41D")],
)  # fmt: skip
@pytest.mark.parametrize("card", ["CA", "CK", "SA", "S3"])  # South holds CA and SA only
def test_declarer_does_not_play_dummys_cards_before_they_are_faced(
    policy: str, refused: type[Exception], sentence: str, card: str
) -> None:
    """Law 41D: "After the opening lead is faced, dummy spreads his/her hand on the table
    ... Declarer plays both hands." Before it, declarer's card for dummy is refused with
    the same sentence whatever it is (a card dummy holds or not: the answer must not
    tell), and nothing is recorded."""
    board = in_four_spades(revoke_policy=policy)
    recorded = len(board.pending_events)
    with pytest.raises(refused, match=sentence):
        act(board, ALICE, PlayCard, seat="S", card=card)
    assert len(board.pending_events) == recorded
