"""An unintended designation changed (Law 45C4, 2017). 45C4(a): "A card must be played if
a player names or otherwise designates it as the card he proposes to play." 45C4(b): "A
player may, without penalty, change an unintended designation if he does so without
pause for thought. If an opponent has, in turn, played a card that was legal before the
change in designation, that opponent may withdraw the card so played, return it to his
hand, and substitute another (see Laws 47D and 16C)."

Read from the text (and the ACBL Laws Commission's reading of "pause for thought": "if
declarer has made a play after making an inadvertent designation from dummy, a 'pause
for thought' has occurred"): the player changes at once, the card back in the hand and
no penalty card; once an opponent has played in turn the director judges and the
opponent's card goes back too; once the player's side has played again, or a new trick
has begun, the card stands.

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board.claims import MakeClaim
from domain.board.designation import ChangeDesignation, DesignationChanged
from domain.board.play import CardPlayed, PlayCard
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.play import legal_cards
from domain.rules.table import CardAction
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
    open_trick,
    play,
    play_legal,
    rebuild,
)


def test_declarer_changes_dummys_card_at_once() -> None:
    """Declarer names dummy's six of diamonds meaning the jack, and says so at once."""
    board = in_four_spades()
    play(board, "DK D6")
    act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="DJ")
    changed, played = board.pending_events[-2:]
    assert isinstance(changed, DesignationChanged)
    assert (changed.seat, changed.card, changed.replacement) == ("S", "D6", "DJ")
    assert (changed.law, changed.director, changed.actor) == ("45C4(b)", None, "alice")
    assert [a["card"] for a in changed.withdrawn if a["kind"] == "card"] == ["D6"]
    assert isinstance(played, CardPlayed) and (played.seat, played.card) == ("S", "DJ")
    assert played.actor == "alice"
    assert Card.parse("D6") in board.state.hand(Seat.S)  # back in the hand
    assert board.penalty_cards == ()  # "without penalty"
    assert [str(c.card) for c in open_trick(board)] == ["DK", "DJ"]
    assert board.state.next_seat is Seat.W
    assert full_view(rebuild(board)) == full_view(board)


def test_a_defender_changes_his_own_card_without_penalty() -> None:
    """A defender's card faced is a played card (45C1), but one named by mistake and
    changed at once carries no penalty: it is not a penalty card (Law 50 is not reached)."""
    board = in_four_spades()
    play(board, "DK D6 D2")
    act(board, DAVE, ChangeDesignation, seat="W", card="D2", replacement="D3")
    assert full_view(board)["penalty_cards"]["W"] == []
    assert [str(c.card) for c in open_trick(board)] == ["DK", "D6", "D3"]
    assert Card.parse("D2") in board.state.hand(Seat.W)


def test_after_an_opponents_card_the_director_rules_and_that_card_goes_back() -> None:
    """West has played in turn after dummy's six: whether the designation was unintended
    is the director's judgment; ruled so, West's card goes back to his hand and he plays
    again ("that opponent may withdraw the card so played, return it to his hand, and
    substitute another")."""
    board = in_four_spades()
    play(board, "DK D6 D2")
    version = board.version
    with pytest.raises(Conflict, match="director judges"):
        act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="DJ")
    with pytest.raises(RuleViolation, match="explains"):
        act(board, TD, ChangeDesignation, seat="S", card="D6", replacement="DJ")
    assert board.version == version
    act(
        board, TD, ChangeDesignation, seat="S", card="D6", replacement="DJ",
        explanation="declarer said 'six, no, jack' in one breath",
    )  # fmt: skip
    changed = board.pending_events[-2]
    assert isinstance(changed, DesignationChanged) and changed.director == "tony"
    assert [a["card"] for a in changed.withdrawn if a["kind"] == "card"] == ["D6", "D2"]
    played = board.pending_events[-1]
    assert isinstance(played, CardPlayed) and played.actor == "alice"  # as he designated it
    assert Card.parse("D2") in board.state.hand(Seat.W)
    assert board.state.next_seat is Seat.W
    act(board, DAVE, PlayCard, seat="W", card="D3")  # another card: his option
    assert [str(c.card) for c in open_trick(board)] == ["DK", "DJ", "D3"]
    assert full_view(rebuild(board)) == full_view(board)


def test_once_his_side_has_played_again_the_card_stands() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    for actor in (ALICE, TD):
        with pytest.raises(Conflict, match="pause for thought is over"):
            act(
                board, actor, ChangeDesignation, seat="S", card="D6", replacement="DJ",
                explanation="late",
            )  # fmt: skip


def test_once_a_new_trick_has_begun_the_card_stands() -> None:
    """North's five completes trick 1, East's king wins it and East leads again."""
    board = in_four_spades()
    play(board, "DK D6 D2 D5 HK")
    with pytest.raises(Conflict, match="new trick"):
        act(board, TD, ChangeDesignation, seat="N", card="D5", replacement="D9", explanation="x")


def test_who_may_change_and_which_card() -> None:
    board = in_four_spades()
    play(board, "DK D6")
    version = board.version
    with pytest.raises(NotAllowed):
        act(board, CAROL, ChangeDesignation, seat="S", card="D6", replacement="DJ")  # dummy
    with pytest.raises(NotAllowed):
        act(board, BOB, ChangeDesignation, seat="S", card="D6", replacement="DJ")
    with pytest.raises(RuleViolation, match="not the last card"):
        act(board, ALICE, ChangeDesignation, seat="S", card="DT", replacement="DJ")
    with pytest.raises(RuleViolation, match="not in S's hand"):
        act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="DK")
    with pytest.raises(RuleViolation, match="already played"):
        act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="D6")
    assert board.version == version


def test_an_illegal_replacement_records_nothing() -> None:
    """Under `prevent` a card that does not follow suit is refused: so is the change to
    one, and nothing of it is recorded (the card named by mistake stays played)."""
    board = in_four_spades("prevent")
    play(board, "DK D6")
    version = board.version
    with pytest.raises(RuleViolation):
        act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="CA")
    assert board.version == version
    assert [str(c.card) for c in open_trick(board)] == ["DK", "D6"]


def test_not_while_a_claim_waits_nor_after_the_play() -> None:
    board = in_four_spades()
    play(board, "DK D6")
    act(board, ALICE, MakeClaim, seat="N", tricks=12)
    with pytest.raises(Conflict, match="claim"):
        act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="DJ")
    over = in_four_spades()
    play_legal(over, 52)
    last = over.actions[-1]
    assert isinstance(last, CardAction)
    with pytest.raises(Conflict, match="over"):
        act(
            over, holder(over, last.seat), ChangeDesignation, seat=last.seat.value,
            card=str(last.card), replacement="SA",
        )  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(cards=st.integers(1, 50), pick=st.integers(0, 12), other=st.integers(1, 12))
def test_the_change_is_the_intended_card_played_in_its_place(
    cards: int, pick: int, other: int
) -> None:
    """Reference: a second board on which the intended card was played in the first
    place. After the change the two tables are the same: the same tricks, the same hands,
    the same turn."""
    board = in_four_spades("prevent")
    play_legal(board, cards - 1, pick)
    seat = board.state.next_seat
    assert seat is not None
    legal = sorted(legal_cards(board.state.remaining[seat], open_trick(board)), key=str)
    if len(legal) < 2:
        return
    mistaken, intended = legal[pick % len(legal)], legal[(pick + other) % len(legal)]
    if mistaken == intended:
        return
    reference = in_four_spades("prevent")
    play_legal(reference, cards - 1, pick)
    act(reference, holder(reference, seat), PlayCard, seat=seat.value, card=str(intended))
    act(board, holder(board, seat), PlayCard, seat=seat.value, card=str(mistaken))
    if board.phase.is_over:
        return
    act(
        board, holder(board, seat), ChangeDesignation, seat=seat.value, card=str(mistaken),
        replacement=str(intended),
    )  # fmt: skip
    assert board.state.tricks == reference.state.tricks
    assert board.state.remaining == reference.state.remaining
    assert board.state.next_seat is reference.state.next_seat
    assert full_view(rebuild(board)) == full_view(board)
