"""Law 51A (2017), two or more penalty cards, offender's turn to play:

    "If it is a defender's turn to play and that defender has two or more penalty cards
    that can legally be played, declarer designates which is to be played at that turn."

and Law 50B: "when one defender has two or more penalty cards, all such cards become
major penalty cards".

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.lead_restrictions import RestrictLead
from domain.board.play import PlayCard
from domain.board.revokes.exposed_in_play import ExposeCardsInPlay
from domain.board.revokes.penalty_card_designation import (
    DesignatePenaltyCard,
    PenaltyCardDesignated,
)
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CardAction
from tests.unit.board.queries import legal_moves
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    act,
    full_view,
    in_four_spades,
    play,
    rebuild,
)


def west_faces(cards: tuple[str, ...], lead: str = "DK D6") -> Board:
    """4S by North; West faces `cards` deliberately before East's lead `lead` reaches him."""
    board = in_four_spades()
    act(board, DAVE, ExposeCardsInPlay, seat="W", cards=cards, inadvertent=False)
    act(board, ALICE, RestrictLead, choice="none")  # Law 50D2 at East's lead: no restriction
    play(board, lead)
    return board


def pending(board: Board) -> dict[str, object] | None:
    found: dict[str, object] | None = full_view(board)["pending"]
    return found


def test_declarer_designates_which_of_two_playable_penalty_cards_is_played() -> None:
    """West holds D3 and D2, both penalty cards, both following the diamond led: the table
    waits for declarer (North); West must then play the card North named."""
    board = west_faces(("D3", "D2"))
    assert pending(board) == {
        "kind": "penalty_card_designation",
        "seat": "W",
        "cards": ["D2", "D3"],
        "decides": "N",
    }
    assert legal_moves(board, DAVE).cards == ()
    with pytest.raises(Conflict, match="51A"):
        act(board, DAVE, PlayCard, seat="W", card="D3")
    act(board, ALICE, DesignatePenaltyCard, card="D2")
    recorded = [e for e in board.pending_events if isinstance(e, PenaltyCardDesignated)]
    assert [(e.seat, e.card, e.actor) for e in recorded] == [("W", "D2", "alice")]
    assert pending(board) is None
    version = board.version
    with pytest.raises(RuleViolation, match="51A"):
        act(board, DAVE, PlayCard, seat="W", card="D3")
    assert board.version == version
    act(board, DAVE, PlayCard, seat="W", card="D2")
    assert [(p.seat, str(p.card)) for p in board.penalty_cards] == [(Seat.W, "D3")]
    assert board.revokes.designated is None
    assert full_view(rebuild(board)) == full_view(board)


def test_a_single_penalty_card_that_can_legally_be_played_needs_no_designation() -> None:
    """Law 51A (2017): "If it is a defender's turn to play and that defender has two or
    more penalty cards that can legally be played, declarer designates which is to be
    played at that turn." West's H3 and D2 are penalty cards; a diamond is led and West
    holds diamonds, so only D2 can legally be played: Law 51A does not apply, West plays
    it (Law 50D1)."""
    board = west_faces(("H3", "D2"))
    assert pending(board) is None
    act(board, DAVE, PlayCard, seat="W", card="D2")
    assert [str(p.card) for p in board.penalty_cards] == ["H3"]


def test_void_in_the_suit_led_every_penalty_card_can_be_played() -> None:
    """A club is led and West, with HQ and S7 faced, holds clubs: neither penalty card
    can legally be played, so there is nothing to designate."""
    board = in_four_spades()
    act(board, DAVE, ExposeCardsInPlay, seat="W", cards=("HQ", "S7"), inadvertent=False)
    act(board, ALICE, RestrictLead, choice="none")
    play(board, "CT C3")
    assert pending(board) is None


def test_only_declarer_or_the_director_designates() -> None:
    board = west_faces(("D3", "D2"))
    with pytest.raises(NotAllowed, match="51A"):
        act(board, BOB, DesignatePenaltyCard, card="D2")
    with pytest.raises(RuleViolation, match="D2, D3"):
        act(board, ALICE, DesignatePenaltyCard, card="H3")
    act(board, TD, DesignatePenaltyCard, card="D3")
    with pytest.raises(Conflict, match="No defender"):
        act(board, ALICE, DesignatePenaltyCard, card="D2")
    act(board, DAVE, PlayCard, seat="W", card="D3")


def test_at_his_lead_declarer_designates_among_penalty_cards_of_any_suit() -> None:
    """East leads with SQ and HK faced: either can legally be led, declarer designates."""
    board = in_four_spades()
    act(board, BOB, ExposeCardsInPlay, seat="E", cards=("SQ", "HK"), inadvertent=False)
    assert pending(board) == {
        "kind": "penalty_card_designation",
        "seat": "E",
        "cards": ["HK", "SQ"],
        "decides": "N",
    }
    act(board, ALICE, DesignatePenaltyCard, card="HK")
    act(board, BOB, PlayCard, seat="E", card="HK")
    assert board.state.tricks[0].cards[0].card.rank == "K"


def test_a_card_not_faced_is_still_a_failure_to_play_the_penalty_card() -> None:
    """Law 52A (2017): "When a defender fails to lead or play a penalty card as required
    by Law 50 or Law 51, he may not, on his own initiative, withdraw any other card he has
    played." After the designation West plays a club, a card he did not face, while his
    faced diamonds follow suit: a failure to play a penalty card, recorded for Law 52 as
    before."""
    board = west_faces(("D3", "D2"))
    act(board, ALICE, DesignatePenaltyCard, card="D3")
    act(board, DAVE, PlayCard, seat="W", card="C6")
    last = board.actions[-1]
    assert isinstance(last, CardAction) and last.revoke is not None
