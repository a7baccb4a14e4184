"""Play again from here at any step of a random board with an irregularity (issue 34,
0.27.0): practice either makes a board holding the source's facts (the play exactly as
recorded, a revoke card with its kind, the carried facts equal, the tricks equal, a
decision waited for where the source waits, the facts loading the same from its events)
or refuses with a sentence, never an exception. The Laws read for the expectations are
quoted in tests/unit/board/test_practice_keeps_the_facts.py; Law 63A1 (2017): a revoke
becomes established "when the offender or his partner leads or plays to the following
trick (any such play, legal or illegal, establishes the revoke)"."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.carried import carried_facts
from domain.board.family import waiting
from domain.board.lead_restrictions import RestrictLead
from domain.board.legal import legal_moves
from domain.board.play import PlayCard
from domain.board.revokes.commands import DrawAttentionToRevoke
from domain.errors import DomainError
from domain.practice import practice_board, practice_refused
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CardAction
from tests.unit.board.support import ALICE, BOB, TD, act, holder
from tests.unit.board.test_penalty_card_revokes_2017 import spades_with_faced
from tests.unit.board.test_practice_keeps_the_facts import the_facts_load_as_recorded

N, E, W = Seat.N, Seat.E, Seat.W


def _as_given(name: str) -> str | None:
    return name


# ---- any step of a random board with an irregularity ---------------------------------
def board_at(board: Board, step: int) -> Board:
    """`board` as it was at `step`, folded from its first `step` events."""
    copy: Any = None
    for event in board.pending_events[:step]:
        copy = event.mutate(copy)
    assert isinstance(copy, Board)
    return copy


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    faced=st.sampled_from([(W, "CK"), (W, "C6"), (E, "HJ"), (E, "S5"), (W, "S7")]),
    choice=st.sampled_from(["none", "require", "forbid"]),
    picks=st.lists(st.integers(min_value=0, max_value=12), min_size=4, max_size=24),
)
def test_any_step_is_practised_with_the_same_facts_or_refused_with_a_sentence(
    faced: tuple[Seat, str], choice: str, picks: list[int]
) -> None:
    source = spades_with_faced(*faced)
    for pick in picks:
        found = waiting(source)
        if found is not None:
            if found.view.kind != "lead_restriction":
                break
            restriction = "none" if choice != "none" and source.penalty_cards == () else choice
            try:
                act(source, ALICE, RestrictLead, choice=restriction)
            except (RuleViolation, DomainError):
                act(source, ALICE, RestrictLead, choice="none")
            continue
        seat = source.state.next_seat
        if seat is None:
            break
        acting = holder(source, seat)
        cards = legal_moves(source, acting).cards  # under `detect`: revokes too
        trick = source.state.open_trick()
        following = [c for c in cards if trick and c[0] == trick[0].card.suit.value]
        if following and pick % 4:  # mostly following suit: a revoke now and then
            cards = tuple(following)
        act(source, acting, PlayCard, seat=seat.value, card=cards[pick % len(cards)])
        if pick % 2 == 0:  # an opponent draws attention to the revokes of earlier tricks
            raise_established_revokes(source)
    for step in range(1, source.version + 1):
        then = board_at(source, step)
        why = practice_refused(then, then, TD)
        seat = E if then.state.dummy is not E else W
        if why is None:
            board, _ = practice_board(TD, then, then, seat.value, _as_given)
            assert carried_facts(board) == carried_facts(then)
            assert board.actions == then.actions  # a revoke card as recorded, kind and all
            assert board.state.tricks_won == then.state.tricks_won
            assert (waiting(board) is None) == (waiting(then) is None)
            the_facts_load_as_recorded(board)
        else:
            assert why.startswith("At that step") or "cannot be replayed" in why, why
            with pytest.raises(RuleViolation) as refused:
                practice_board(TD, then, then, seat.value, _as_given)
            assert str(refused.value) in (why, _dummy_refusal(then, seat))


def raise_established_revokes(board: Board) -> None:
    """An opponent of the offender (North or East) draws attention to every revoke of a
    trick before the current one that nobody raised, once its side played on (Law 63A1:
    established)."""
    raised = {(r.seat, r.trick) for r in board.revokes.raised}
    current = board.state.completed_tricks + 1
    for action in board.actions:
        if not isinstance(action, CardAction) or action.revoke is None:
            continue
        if (action.seat, action.trick) in raised or action.trick >= current:
            continue
        played_on = any(  # Law 63A1: "the offender or his partner leads or plays to the
            isinstance(later, CardAction)  # following trick"
            and later.trick > action.trick
            and later.seat.side == action.seat.side
            for later in board.actions
        )
        if not played_on:
            continue
        by = ALICE if action.seat.side != N.side else BOB
        act(board, by, DrawAttentionToRevoke, seat=action.seat.value, trick=action.trick)


def _dummy_refusal(then: Board, seat: Seat) -> str:
    return (
        f"At that step {seat.value} is dummy, who takes no part in the play: practise from "
        "declarer's seat or a defender's."
    )
