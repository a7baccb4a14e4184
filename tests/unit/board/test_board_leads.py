"""Leads out of turn (Laws 53-56) and lead restrictions after a penalty card (Law 50D2).

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.claims import MakeClaim
from domain.board.lead_restrictions import RestrictLead
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import CardPlayed, PlayCard
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TD,
    act,
    full_view,
    holder,
    in_four_spades,
    play,
    play_legal,
    rebuild,
)


def west_leads_first() -> Board:
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    return board


def test_an_opening_lead_out_of_turn_waits_for_declarer() -> None:
    board = west_leads_first()
    view = full_view(board)
    assert view["pending"] == {
        "kind": "lead_out_of_turn",
        "seat": "W",
        "card": "H3",
        "decides": "N",
    }
    assert board.state.cards_played == 0
    version = board.version
    with pytest.raises(Conflict, match="lead out of turn"):
        act(board, BOB, PlayCard, seat="E", card="DK")
    with pytest.raises(Conflict, match="lead out of turn"):
        act(board, ALICE, MakeClaim, seat="N", tricks=13)
    for actor in (BOB, CAROL, DAVE):
        with pytest.raises(NotAllowed):
            act(board, actor, DecideLeadOutOfTurn, decision="accept")
    with pytest.raises(RuleViolation, match="decision"):
        act(board, ALICE, DecideLeadOutOfTurn, decision="ignore")
    assert board.version == version


def test_declarer_accepts_the_opening_lead_and_plays_second() -> None:
    board = west_leads_first()
    act(board, ALICE, DecideLeadOutOfTurn, decision="accept")
    assert board.state.tricks[0].leader is Seat.W
    assert board.state.next_seat is Seat.N  # declarer's hand plays second, dummy last
    assert full_view(board)["pending"] is None
    play(board, "H6 HK H4")
    assert board.state.tricks[0].winner is Seat.E
    assert full_view(rebuild(board)) == full_view(board)


def test_declarer_accepts_and_becomes_dummy() -> None:
    board = west_leads_first()
    with pytest.raises(NotAllowed):
        act(
            board, CAROL, DecideLeadOutOfTurn, decision="accept_and_dummy"
        )  # South is not declarer (yet)
    act(board, ALICE, DecideLeadOutOfTurn, decision="accept_and_dummy")
    assert (board.state.declarer, board.state.dummy) == (Seat.S, Seat.N)
    assert board.state.next_seat is Seat.N  # now dummy, played by South's holder
    with pytest.raises(NotAllowed):
        act(board, ALICE, PlayCard, seat="N", card="H6")
    act(board, CAROL, PlayCard, seat="N", card="H6")
    assert full_view(board)["declarer"] == "S"
    copy = rebuild(board)
    assert (copy.state.declarer, full_view(copy)) == (Seat.S, full_view(board))


def test_declarer_refuses_penalty_card_then_forbids_the_suit() -> None:
    board = west_leads_first()
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    view = full_view(board)
    assert view["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]
    assert view["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "50D2"}
    assert board.state.next_seat is Seat.E
    with pytest.raises(Conflict, match="lead restriction"):
        act(board, BOB, PlayCard, seat="E", card="DK")
    with pytest.raises(NotAllowed):
        act(board, BOB, RestrictLead, choice="forbid")  # the wrong player
    with pytest.raises(RuleViolation, match="choice"):
        act(board, ALICE, RestrictLead, choice="maybe")
    act(board, ALICE, RestrictLead, choice="forbid")
    view = full_view(board)
    assert view["lead_restriction"] == {
        "seat": "E", "suit": "H", "rule": "must_not", "also": [], "kept": [],
    }  # fmt: skip
    assert view["penalty_cards"]["W"] == []  # picked up
    assert view["pending"] is None
    version = board.version
    with pytest.raises(RuleViolation, match="forbade"):
        act(board, BOB, PlayCard, seat="E", card="HK")
    assert board.version == version
    act(board, BOB, PlayCard, seat="E", card="DK")
    play(board, "D6 D2 DA")
    assert full_view(board)["lead_restriction"] is None  # E lost the lead
    assert full_view(rebuild(board)) == full_view(board)


def test_declarer_requires_the_suit() -> None:
    board = west_leads_first()
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    act(board, ALICE, RestrictLead, choice="require")
    with pytest.raises(RuleViolation, match="required"):
        act(board, BOB, PlayCard, seat="E", card="DK")
    act(board, BOB, PlayCard, seat="E", card="H2")
    assert full_view(board)["lead_restriction"] is None


def test_any_lead_stands_and_the_penalty_card_must_be_played() -> None:
    board = west_leads_first()
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    act(board, ALICE, RestrictLead, choice="none")
    play(board, "H2 H4")  # E leads a heart, dummy follows: W must play the penalty card
    act(board, DAVE, PlayCard, seat="W", card="HT")
    played = board.pending_events[-1]
    assert isinstance(played, CardPlayed) and played.revoke == "penalty_card"


def test_a_later_defender_lead_out_of_turn_refused_and_accepted() -> None:
    """A defender's lead out of turn after the opening lead (Law 56 sends it to the Laws of
    the lead out of turn). Law 53A: "Prior to the thirteenth trick, any lead faced out of
    turn may be treated as a correct lead [...] It becomes a correct lead if either
    defender or declarer, as the case may be, accepts it by making a statement to that
    effect"; refused, the defender's card is a major penalty card (Law 50B: "any card
    exposed through deliberate play [...] becomes a major penalty card", as a lead is), and
    the lead comes from the correct hand."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")  # N wins and is on lead
    act(board, BOB, PlayCard, seat="E", card="HK")
    assert full_view(board)["pending"]["decides"] == "N"
    with pytest.raises(RuleViolation, match="opening lead"):
        act(board, ALICE, DecideLeadOutOfTurn, decision="accept_and_dummy")
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    assert full_view(board)["penalty_cards"]["E"] == [{"card": "HK", "kind": "major"}]
    assert board.state.next_seat is Seat.N
    accepted = in_four_spades()
    play(accepted, "DK D6 D2 DA")
    act(accepted, BOB, PlayCard, seat="E", card="HK")
    act(accepted, ALICE, DecideLeadOutOfTurn, decision="accept")
    assert (accepted.state.tricks[1].leader, accepted.state.next_seat) == (Seat.E, Seat.S)


def test_declarer_leading_from_the_wrong_hand_the_defenders_decide() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")  # North's lead; declarer leads from dummy instead
    act(board, ALICE, PlayCard, seat="S", card="CA")
    assert full_view(board)["pending"]["decides"] == "W"
    with pytest.raises(NotAllowed):
        act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    act(board, DAVE, DecideLeadOutOfTurn, decision="refuse")
    assert board.penalty_cards == ()  # declarer's card goes back
    assert Card.parse("CA") in board.state.hand(Seat.S)
    assert board.state.next_seat is Seat.N
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, TD, DecideLeadOutOfTurn, decision="accept")  # the director may act for any seat
    assert board.state.tricks[1].leader is Seat.S


def test_no_decision_pending_and_prevent_refuses_leads_out_of_turn() -> None:
    board = in_four_spades()
    with pytest.raises(Conflict, match="No lead out of turn"):
        act(board, ALICE, DecideLeadOutOfTurn, decision="accept")
    with pytest.raises(Conflict, match="No lead restriction"):
        act(board, ALICE, RestrictLead, choice="none")
    strict = in_four_spades("prevent")
    with pytest.raises(RuleViolation, match="turn"):
        act(strict, DAVE, PlayCard, seat="W", card="H3")


def test_a_lead_out_of_turn_to_the_thirteenth_trick_cannot_be_accepted() -> None:
    """Law 53A (2017): "Prior to the thirteenth trick, any lead faced out of turn may be
    treated as a correct lead (but see Law 47E1). [...] If there is no such acceptance or
    play, the Director will require that the lead be made from the correct hand": at the
    thirteenth trick only the refusal remains."""
    board = in_four_spades()
    play_legal(board, 48)
    leader = board.state.next_seat
    assert leader is not None and board.state.completed_tricks == 12
    offender = next(s for s in (Seat.E, Seat.W) if s is not leader)
    [card] = board.state.remaining[offender]
    act(board, holder(board, offender), PlayCard, seat=offender.value, card=str(card))
    declarer = holder(board, Seat.N)
    version = board.version
    for decision in ("accept", "accept_and_dummy"):
        with pytest.raises(RuleViolation, match="thirteenth trick"):
            act(board, declarer, DecideLeadOutOfTurn, decision=decision)
    assert board.version == version
    act(board, declarer, DecideLeadOutOfTurn, decision="refuse")
    assert board.state.cards_played == 48
    assert full_view(rebuild(board)) == full_view(board)


def test_a_defenders_card_before_declarer_leads_again_is_a_major_penalty_card() -> None:
    """Law 60B (2017): "When a defender plays a card after declarer has been required to
    retract his lead out of turn from either hand, but before declarer has led from the
    correct hand, the defender's card becomes a major penalty card (Law 50)": there is no
    lead out of turn for declarer to accept. North led from dummy, West had it retracted,
    then East plays the heart two before North leads."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, DAVE, DecideLeadOutOfTurn, decision="refuse")
    act(board, BOB, PlayCard, seat="E", card="H2")
    assert full_view(board)["pending"] is None
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(Seat.E, "H2", "major")]
    assert board.state.next_seat is Seat.N and board.state.cards_played == 4
    act(board, ALICE, PlayCard, seat="N", card="C2")  # declarer leads from his hand
    assert board.state.tricks[1].leader is Seat.N
    assert full_view(rebuild(board)) == full_view(board)


def test_after_declarer_led_again_a_defenders_lead_out_of_turn_is_law_56s() -> None:
    """Law 60B (2017) covers a defender's card "after declarer has been required to
    retract his lead out of turn from either hand, but before declarer has led from the
    correct hand" only: once North has led from his hand, East's lead out of turn at
    West's turn waits for declarer's decision as any defender's lead out of turn does
    (Laws 53, 56)."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    act(board, ALICE, PlayCard, seat="S", card="CA")
    act(board, DAVE, DecideLeadOutOfTurn, decision="refuse")
    play(board, "C2 C8 C3 CK")  # North leads; West wins with the king
    act(board, BOB, PlayCard, seat="E", card="H2")  # West is on lead
    assert full_view(board)["pending"]["kind"] == "lead_out_of_turn"
