"""Replay determinism: rebuilding a board from its events gives the same state
(docs/design.md 4.5)."""

from __future__ import annotations

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.claims import DisputeClaim, MakeClaim, RuleOnClaim, WithdrawClaim
from domain.board.play import PlayCard
from domain.board.rewind import ActionRedone, ActionUndone, RedoLastUndone, UndoLastAction
from domain.errors import Conflict
from domain.rules.calls import PASS, Call
from domain.rules.cards import Card, Seat
from domain.rules.play import legal_cards
from domain.rules.table import Phase, TableState
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    TO_3NT,
    act,
    bid,
    full_view,
    holder,
    in_play,
    new_board,
    open_trick,
    play,
    rebuild,
)
from tests.unit.rules.support import reference_legal_calls


def same_state(a: Board, b: Board) -> None:
    assert full_view(a) == full_view(b)
    assert a.actions == b.actions
    assert a.undone == b.undone
    assert a.claims == b.claims
    assert a.version == b.version


def test_rebuild_after_auction_and_play():
    board = in_play()
    play(board, "HK H4 H3 HA S8")
    copy = rebuild(board)
    same_state(board, copy)
    assert copy.state.tricks[0].leader is Seat.E
    assert copy.state.tricks[1].leader is Seat.N


def test_rebuild_after_undo_and_redo():
    board = new_board()
    bid(board, TO_3NT)
    play(board, "HK H4 H3 HA")
    act(board, ALICE, UndoLastAction)
    act(board, ALICE, UndoLastAction)
    act(board, BOB, RedoLastUndone)
    same_state(board, rebuild(board))
    assert len(board.undone) == 1
    for _ in range(3):  # the three cards still played
        act(board, ALICE, UndoLastAction)
    act(board, ALICE, UndoLastAction)  # the final pass
    copy = rebuild(board)
    same_state(board, copy)
    assert copy.phase is Phase.AUCTION
    act(board, ALICE, RedoLastUndone)
    same_state(board, rebuild(board))


def test_rebuild_after_claims_withdrawal_dispute_and_ruling():
    board = in_play()
    play(board, "HK H4 H3 HA")
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    act(board, ALICE, WithdrawClaim, seat="N")
    play(board, "S8 SQ")
    act(board, BOB, MakeClaim, seat="E", tricks=3)
    same_state(board, rebuild(board))
    act(board, ALICE, DisputeClaim, seat="N")
    same_state(board, rebuild(board))
    act(board, TD, RuleOnClaim, tricks=2, explanation="two for the defence")
    copy = rebuild(board)
    same_state(board, copy)
    assert copy.phase is Phase.COMPLETE
    assert copy.state.declarer_tricks == 1 + 12 - 2


def test_rebuild_of_every_prefix_matches_the_board_at_that_version():
    board = new_board()
    views = [full_view(board)]
    bid(board, "1NT P 3NT P P P")
    views.extend(full_view(rebuild_prefix(board, k)) for k in range(2, 8))
    play(board, "HK")
    act(board, BOB, UndoLastAction)
    events = list(board.pending_events)
    assert [rebuild_prefix(board, k).version for k in range(1, len(events) + 1)] == list(
        range(1, len(events) + 1)
    )
    assert rebuild_prefix(board, 1).state.auction.calls == ()
    assert rebuild_prefix(board, 2).state.auction.calls == (Call.parse("1NT"),)
    assert rebuild_prefix(board, 8).state.cards_played == 1
    assert rebuild_prefix(board, 9).state.cards_played == 0
    assert views[0]["version"] == 1


def rebuild_prefix(board: Board, count: int) -> Board:
    copy = None
    for stored in board.pending_events[:count]:
        copy = stored.mutate(copy)
    assert isinstance(copy, Board)
    return copy


def test_events_carry_the_action_they_undo_or_redo():
    board = new_board()
    bid(board, "1C 1H")
    act(board, ALICE, UndoLastAction)
    act(board, ALICE, RedoLastUndone)
    undone, redone = board.pending_events[-2:]
    assert isinstance(undone, ActionUndone) and isinstance(redone, ActionRedone)
    assert undone.action == redone.action
    assert undone.action["kind"] == "call"
    assert (undone.action["seat"], undone.action["call"]) == ("E", "1H")


# ---- random sequences of calls, cards, undos and redos -------------------------------------
# (what, which): what 0-7 a call or card, 8 undo, 9 redo; which picks among the legal ones.
ops = st.lists(st.tuples(st.integers(0, 9), st.integers(0, 10**6)), min_size=30, max_size=150)


def model_state(board: Board, actions: list[tuple[str, Seat, object]]) -> TableState:
    state = TableState.start(board.setup)
    for kind, seat, thing in actions:
        play = state.make_call if kind == "call" else state.play_card
        state = play(seat, thing)  # type: ignore[arg-type]
    return state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), steps=ops)
def test_random_calls_cards_undos_and_redos_replay_deterministically(seed, steps):
    board = new_board(deal=None, seed=seed)
    actions: list[tuple[str, Seat, object]] = []  # the effective actions, in the test's model
    redo_stack: list[tuple[str, Seat, object]] = []
    for op, pick in steps:
        if board.phase.is_over:
            break
        if op >= 8:  # undo or redo
            stack = actions if op == 8 else redo_stack
            command = UndoLastAction if op == 8 else RedoLastUndone
            if not stack:
                with pytest.raises(Conflict, match="nothing to"):
                    act(board, DAVE, command)
                continue
            act(board, DAVE, command)
            (redo_stack if op == 8 else actions).append(stack.pop())
        else:
            seat = board.state.next_seat
            assert seat is not None
            if board.phase is Phase.AUCTION:
                made = list(board.state.auction.calls)
                legal = sorted(reference_legal_calls(board.setup.dealer, made), key=str)
                if not any(c.is_bid for c in made):  # open, so that most boards are played
                    legal = [c for c in legal if c.is_bid]
                call = legal[pick % len(legal)] if op < 2 or len(legal) == 35 else PASS
                act(board, holder(board, seat), MakeCall, seat=seat, call=str(call))
                actions.append(("call", seat, call))
            else:
                legal_now = legal_cards(board.state.remaining[seat], open_trick(board))
                card: Card = sorted(legal_now, key=str)[pick % len(legal_now)]
                act(board, holder(board, seat), PlayCard, seat=seat, card=str(card))
                actions.append(("card", seat, card))
            redo_stack.clear()
        expected = model_state(board, actions)
        assert board.state.auction == expected.auction
        assert board.state.remaining == expected.remaining
        assert board.state.tricks == expected.tricks
        assert board.state.won == expected.won
        assert board.phase is expected.phase
        assert len(board.undone) == len(redo_stack)
    event(f"ends in {board.phase.value} with {board.state.cards_played // 10 * 10}+ cards")
    undos = sum(isinstance(e, ActionUndone) for e in board.pending_events)
    event(f"undone at least once: {undos > 0}")
    same_state(board, rebuild(board))
