"""Play again from a step where a fact the events recorded is in force (issue 34, 0.26.0):
a practice board replays the calls and cards only, so a step where it would lose a penalty
card or a lead restriction is refused with a sentence naming it (domain/practice_facts.py);
once the fact has lapsed the step is practised as before. Nothing is judged again.

Law 50A (2017): "A penalty card must be left face up on the table immediately before the
player to whom it belongs, until it is played or until an alternate rectification has
been selected." Law 50D2(a): declarer may "require the defender to lead the suit of the
penalty card, or to prohibit him from leading that suit for as long as he retains the
lead"; "if declarer exercises this option, the card is no longer a penalty card, and is
picked up" (50D2(b)).

The deal (tests/unit/board/support.py), 4S by North, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
West's CK, seen in the auction, is a major penalty card."""

from __future__ import annotations

import pytest

from domain.board.lead_restrictions import RestrictLead
from domain.practice import practice_board, practice_refused
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import ALICE, TD, act, play
from tests.unit.board.test_penalty_card_revokes_2017 import spades_with_faced


def _as_given(name: str) -> str | None:
    return name


def test_a_decision_waited_for_is_refused() -> None:
    board = spades_with_faced(Seat.W, "CK")
    why = practice_refused(board, board, TD)
    assert why is not None and "a decision the table waits for" in why


def test_a_penalty_card_on_the_table_is_refused_until_played() -> None:
    board = spades_with_faced(Seat.W, "CK")
    act(board, ALICE, RestrictLead, choice="none")  # the CK stays a penalty card
    why = practice_refused(board, board, TD)
    assert why == (
        "At that step the board holds a penalty card on the table, which a practice board, "
        "replaying only the calls and cards, would lose: play again from an earlier step."
    )
    with pytest.raises(RuleViolation, match="a penalty card on the table"):
        practice_board(TD, board, board, "E", _as_given)
    play(board, "C8 C3 CK C2")  # East leads a club: West plays the CK to it (50D1)
    assert board.penalty_cards == ()
    assert practice_refused(board, board, TD) is None
    practised, _ = practice_board(TD, board, board, "E", _as_given)
    assert practised.state.tricks_won == board.state.tricks_won


def test_a_lead_restriction_in_force_is_refused_until_the_lead_is_lost() -> None:
    board = spades_with_faced(Seat.W, "CK")
    act(board, ALICE, RestrictLead, choice="forbid")  # no club while East keeps the lead
    assert board.penalty_cards == ()  # picked up (50D2(b))
    why = practice_refused(board, board, TD)
    assert why is not None and "a lead restriction" in why
    play(board, "DK D6 D2 D5")  # East's king holds: clubs still forbidden
    assert practice_refused(board, board, TD) == why
    play(board, "HK H4 H3 HA")  # North's ace: East has lost the lead
    assert board.leads.restriction is None
    assert practice_refused(board, board, TD) is None
