"""Law 62C after a corrected revoke: the non-offenders take back cards played after it, and
the offender's partner may then change his, on the Board aggregate (the deal:
tests/unit/board/test_board_revokes.py)."""

from __future__ import annotations

import pytest

from domain.board.play import PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke, WithdrawCard
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    act,
    full_view,
    in_four_spades,
    play,
    rebuild,
)


def test_non_offenders_take_back_their_card_then_the_offenders_partner_changes_his() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA H6 C8 H4 HT")  # E discards holding hearts; W wins with HT
    act(board, ALICE, DrawAttentionToRevoke, seat="E", trick=2)
    with pytest.raises(Conflict, match="corrected"):
        act(board, ALICE, WithdrawCard, number=1, seat="S")
    act(board, BOB, CorrectRevoke, number=1, card="H2")
    assert [(p.seat, str(p.card)) for p in board.penalty_cards] == [(Seat.E, "C8")]
    version = board.version
    with pytest.raises(RuleViolation, match="non-offending"):
        act(board, DAVE, WithdrawCard, number=1, seat="W")  # the offender's partner does not start
    with pytest.raises(NotAllowed):
        act(board, BOB, WithdrawCard, number=1, seat="S")  # E does not play South's cards
    with pytest.raises(RuleViolation, match="no card after"):
        # North led the trick, before the revoke
        act(board, ALICE, WithdrawCard, number=1, seat="N")
    assert board.version == version
    act(board, ALICE, WithdrawCard, number=1, seat="S")  # declarer takes back dummy's H4
    trick = board.state.tricks[1]
    assert [str(p.card) for p in trick.cards] == ["H6", "H2"]
    assert Card.parse("HT") in board.state.hand(Seat.W)  # West's card went back too
    assert board.state.next_seat is Seat.S
    play(board, "H7")
    act(board, DAVE, PlayCard, seat="W", card="HQ")  # West changes his card: HT is a penalty card
    assert [(p.seat, str(p.card)) for p in board.penalty_cards] == [
        (Seat.E, "C8"),
        (Seat.W, "HT"),
    ]
    assert board.state.tricks[1].winner is Seat.W
    assert full_view(rebuild(board)) == full_view(board)
    assert full_view(board)["penalty_cards"]["W"] == [{"card": "HT", "kind": "major"}]


def test_the_offenders_partner_may_play_the_same_card_again_without_penalty() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA H6 C8 H4 HT")
    act(board, ALICE, DrawAttentionToRevoke, seat="E", trick=2)
    act(board, BOB, CorrectRevoke, number=1, card="H2")
    act(board, ALICE, WithdrawCard, number=1, seat="S")
    play(board, "H8 HT")
    assert [(p.seat, str(p.card)) for p in board.penalty_cards] == [(Seat.E, "C8")]
    assert board.revokes.replayable == ()
