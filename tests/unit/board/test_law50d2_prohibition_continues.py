"""A suit declarer forbade stays forbidden while the player retains the lead, whatever
declarer chooses at his next lead (h55e, a hostile client's finding).

Law 50D2(a) (2017): declarer may "require the defender to lead the suit of the penalty
card, or [...] prohibit him from leading that suit for as long as he retains the lead";
Law 51B2(b): "The prohibition continues for as long as the player retains the lead." While
his partner still holds a major penalty card, each lead of his gives declarer the choice
again (50D2: "he may not lead until declarer has stated which of the options below is
selected"); before the fix that choice replaced the prohibition still in force, so that
`none`, or forbidding the other suit, let him lead the suit declarer had forbidden.

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
West's CK and HQ, seen in the auction, are major penalty cards in two suits. North forbids
clubs; East leads the DK, which holds the trick (everybody follows low): East retains the
lead, and West's HQ gives North a choice again.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.lead_restrictions import (
    LeadProhibited,
    LeadRestricted,
    LeadsForbidden,
    RestrictLead,
)
from domain.board.play import PlayCard
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import ALICE, BOB, act, full_view, play, rebuild
from tests.unit.board.test_penalty_card_revokes_2017 import spades_with_faced


def east_keeps_the_lead_with_clubs_forbidden() -> Board:
    board = spades_with_faced(Seat.W, "CK", "HQ")
    act(board, ALICE, RestrictLead, choice="forbid", suit="C")
    play(board, "DK D6 D2 D5")  # East's king holds: he retains the lead
    assert board.state.next_seat is Seat.E
    assert full_view(board)["pending"] == {
        "kind": "lead_restriction",
        "decides": "N",
        "law": "50D2",
    }
    return board


def test_no_restriction_at_the_next_lead_leaves_clubs_forbidden() -> None:
    board = east_keeps_the_lead_with_clubs_forbidden()
    act(board, ALICE, RestrictLead, choice="none")
    assert full_view(board)["lead_restriction"] == {
        "seat": "E", "suit": "C", "rule": "must_not", "also": [], "kept": [],
    }  # fmt: skip
    with pytest.raises(RuleViolation, match="forbade a lead of clubs"):
        act(board, BOB, PlayCard, seat="E", card="CT")
    play(board, "S5")
    assert rebuild(board).leads == board.leads


def test_forbidding_the_other_suit_forbids_both() -> None:
    board = east_keeps_the_lead_with_clubs_forbidden()
    act(board, ALICE, RestrictLead, choice="forbid", suit="H")
    assert full_view(board)["lead_restriction"] == {
        "seat": "E", "suit": "H", "rule": "must_not", "also": ["C"], "kept": [],
    }  # fmt: skip
    assert full_view(board)["penalty_cards"]["W"] == []  # the HQ picked up
    for card in ("CT", "H2"):
        with pytest.raises(RuleViolation, match="forbade"):
            act(board, BOB, PlayCard, seat="E", card=card)
    play(board, "D4")
    assert rebuild(board).leads == board.leads


def test_a_requirement_at_the_next_lead_is_served_and_clubs_stay_forbidden() -> None:
    """Required to lead hearts, East leads one; he holds that trick too, and clubs are still
    forbidden at his next lead (the prohibition outlasts the requirement)."""
    board = east_keeps_the_lead_with_clubs_forbidden()
    act(board, ALICE, RestrictLead, choice="require", suit="H")
    with pytest.raises(RuleViolation, match="required a lead of hearts"):
        act(board, BOB, PlayCard, seat="E", card="CT")
    assert full_view(board)["lead_restriction"] == {
        "seat": "E", "suit": "H", "rule": "must", "also": [], "kept": ["C"],
    }  # fmt: skip
    play(board, "HK H4 H3 H6")  # East's king holds again
    assert board.state.next_seat is Seat.E
    assert full_view(board)["lead_restriction"] == {
        "seat": "E", "suit": "C", "rule": "must_not", "also": [], "kept": [],
    }  # fmt: skip
    with pytest.raises(RuleViolation, match="forbade a lead of clubs"):
        act(board, BOB, PlayCard, seat="E", card="CT")
    assert rebuild(board).leads == board.leads


def test_the_prohibition_ends_when_he_loses_the_lead() -> None:
    board = east_keeps_the_lead_with_clubs_forbidden()
    act(board, ALICE, RestrictLead, choice="none")
    play(board, "S5 S2 S3 SK")  # North wins: East has lost the lead
    assert board.leads.restriction is None


def test_events_recorded_before_the_fix_load_as_they_did() -> None:
    """Version 1 of the three events recorded no suits kept from an earlier prohibition:
    they load with none, as they did (loading never re-judges the past)."""
    for event in (LeadRestricted, LeadsForbidden, LeadProhibited):
        state: dict[str, object] = {"seat": "E", "actor": "alice"}
        event.upcast_v1_v2(state)
        assert state["kept"] == []
