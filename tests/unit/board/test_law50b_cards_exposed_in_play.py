"""Cards a defender exposes during the play (Laws 49, 50B, 2017):

    Law 49: "Except in the normal course of play or application of law, when a defender
    faces a card on the table, or holds a card so that it is possible for his partner to
    see its face, every such card shall become a penalty card (Law 50)".
    Law 50B: "A single card below the rank of an honour and exposed inadvertently (as in
    playing two cards simultaneously, or in accidentally dropping a card) becomes a minor
    penalty card unless it is a penalty card for some other reason [...]. Any card of
    honour rank, or any card exposed through deliberate play [...] becomes a major penalty
    card; when one defender has two or more penalty cards, all such cards become major
    penalty cards."

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.revokes.exposed_in_play import ExposeCardsInPlay
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card
from domain.rules.errors import RuleViolation
from domain.rules.penalty_cards import exposure_kind
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


def in_play() -> Board:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")
    return board


def kinds(board: Board) -> list[tuple[str, str]]:
    return [(str(p.card), p.kind) for p in board.penalty_cards]


@pytest.mark.parametrize(
    ("cards", "inadvertent", "faced", "kind"),
    [
        (["H3"], True, 0, "minor"),  # a single low card dropped
        (["H3"], False, 0, "major"),  # faced deliberately
        (["HQ"], True, 0, "major"),  # an honour, the ten included
        (["HT"], True, 0, "major"),
        (["H3", "C6"], True, 0, "major"),  # two cards: not a single card
        (["H3"], True, 1, "major"),  # his second penalty card
    ],
)
def test_the_kind_is_worked_out_from_50b(
    cards: list[str], inadvertent: bool, faced: int, kind: str
) -> None:
    assert exposure_kind([Card.parse(c) for c in cards], inadvertent, faced) == kind


def test_a_dropped_low_card_is_minor_and_a_second_makes_both_major() -> None:
    board = in_play()
    act(board, DAVE, ExposeCardsInPlay, seat="W", cards=("H3",), inadvertent=True)
    assert kinds(board) == [("H3", "minor")]
    act(board, TD, ExposeCardsInPlay, seat="W", cards=("C6",), inadvertent=True)
    assert kinds(board) == [("H3", "major"), ("C6", "major")]
    assert full_view(rebuild(board)) == full_view(board)


def test_who_and_what_may_be_exposed() -> None:
    board = in_play()
    version = board.version
    with pytest.raises(NotAllowed):
        act(board, ALICE, ExposeCardsInPlay, seat="W", cards=("H3",), inadvertent=True)
    with pytest.raises(Conflict, match="declarer or dummy"):
        act(board, ALICE, ExposeCardsInPlay, seat="N", cards=("HA",), inadvertent=True)
    with pytest.raises(RuleViolation, match="not in"):
        act(board, DAVE, ExposeCardsInPlay, seat="W", cards=("HA",), inadvertent=True)
    assert board.version == version
    prevent = in_four_spades("prevent")
    play(prevent, "DK")
    with pytest.raises(RuleViolation, match="prevent"):
        act(prevent, DAVE, ExposeCardsInPlay, seat="W", cards=("H3",), inadvertent=True)


def minor_h3_then(board: Board) -> Board:
    act(board, DAVE, ExposeCardsInPlay, seat="W", cards=("H3",), inadvertent=True)
    assert kinds(board) == [("H3", "minor")]
    return board


def test_a_lead_out_of_turn_refused_makes_his_minor_penalty_card_major() -> None:
    """Law 50B: "when one defender has two or more penalty cards, all such cards become
    major penalty cards": West's dropped heart three was minor; his club six led out of
    turn and refused (Laws 54D, 56) is his second penalty card, so both are major."""
    board = minor_h3_then(in_play())
    act(board, DAVE, PlayCard, seat="W", card="C6")  # North won trick 1: his lead
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    assert sorted(kinds(board)) == [("C6", "major"), ("H3", "major")]
    assert full_view(rebuild(board)) == full_view(board)


def test_a_corrected_revoke_makes_his_minor_penalty_card_major() -> None:
    """Law 50B, as above, after Law 62B1 (2017): "To correct a revoke the offender
    withdraws the card he played and substitutes a legal card. 1. A card so withdrawn
    becomes a major penalty card (Law 50) if it was played from a defender's unfaced
    hand." West's withdrawn club six is his second penalty card, so the heart three is
    major too."""
    board = minor_h3_then(in_play())
    play(board, "D5 D4 DT C6")  # West holds the diamond three: a revoke
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert sorted(kinds(board)) == [("C6", "major"), ("H3", "major")]
    assert full_view(rebuild(board)) == full_view(board)


def test_a_premature_play_makes_his_minor_penalty_card_major() -> None:
    """Law 50B, as above, with Law 57A (2017): "When a defender leads to the next trick
    before his partner has played to the current trick, or plays out of turn before his
    partner has played, the card so led or played becomes a major penalty card, and
    declarer selects one of the following options." East leads to the next trick before
    West has played to this one, East having dropped the heart two."""
    board = in_four_spades()
    play(board, "DK D6")
    act(board, BOB, ExposeCardsInPlay, seat="E", cards=("H2",), inadvertent=True)
    assert kinds(board) == [("H2", "minor")]
    act(board, BOB, PlayCard, seat="E", card="C8")
    assert sorted(kinds(board)) == [("C8", "major"), ("H2", "major")]
    assert full_view(rebuild(board)) == full_view(board)
