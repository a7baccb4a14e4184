"""Law 24, a card exposed during the auction, under the revoke policy `detect` (docs/design.md
5.5). Each test quotes the Law; expected outcomes are worked out here from its words.

The deal is support.DEAL (North deals): N KT8.A96.A95.7542, E Q5.KJ52.KQ874.T8,
S AJ92.874.JT6.AQ3, W 7643.QT3.32.KJ96.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.auction_irregularities.exposed import ExposeCardsInAuction
from domain.board.calls import MakeCall
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.obliged_to_pass import assert_obliged_to_pass
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    act,
    bid,
    full_view,
    holder,
    new_board,
    rebuild,
)


def exposed(board: Board, seat: Seat, *cards: str) -> None:
    act(board, TD, ExposeCardsInAuction, seat=seat, cards=cards)


def faced(board: Board) -> dict[str, list[dict[str, str]]]:
    return {seat: list(cards) for seat, cards in full_view(board)["penalty_cards"].items() if cards}


def assert_rebuilds(board: Board) -> None:
    again = rebuild(board)
    assert full_view(again) == full_view(board)
    assert again.auction == board.auction


def test_a_single_low_card_changes_nothing_in_the_auction() -> None:
    """Law 24A: "If it is a single card below the rank of an honour and not prematurely
    led, there is no further rectification" (but see 24E): it lies face up."""
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    exposed(board, Seat.E, "D4")
    assert faced(board) == {"E": [{"card": "D4", "kind": "exposed"}]}
    assert not board.auction.must_pass_next
    act(board, BOB, MakeCall, seat="E", call="Pass")
    bid(board, "2C")
    act(board, DAVE, MakeCall, seat="W", call="2D")  # East's partner calls freely
    assert_rebuilds(board)


def test_an_honour_makes_partner_pass_at_his_next_turn_only() -> None:
    """Law 24B: "If it is a single card of honour rank ... offender's partner must pass
    when next it is his turn to call"; after that turn he calls freely."""
    board = new_board(revoke_policy="detect")
    exposed(board, Seat.E, "DK")  # before anyone calls: East's partner is West
    assert board.auction.must_pass_next == {Seat.W}
    bid(board, "1C 1D 1H")
    assert_obliged_to_pass(board, Seat.W, "1S")
    act(board, DAVE, MakeCall, seat="W", call="Pass")
    assert not board.auction.must_pass_next
    bid(board, "1S P P")
    act(board, DAVE, MakeCall, seat="W", call="2D")  # his next turn after that: free
    assert_rebuilds(board)


def test_two_low_cards_make_partner_pass_too() -> None:
    """Law 24C: "If two or more cards are so exposed offender's partner must pass when
    next it is his turn to call"."""
    board = new_board(revoke_policy="detect")
    exposed(board, Seat.S, "D6", "C3")
    assert board.auction.must_pass_next == {Seat.N}
    assert_obliged_to_pass(board, Seat.N, "1NT")


@pytest.mark.parametrize(
    ("offender", "cards", "auction", "expected"),
    [
        # East defends 4S by North: his single low card is a minor penalty card (50B)
        ("E", ["D4"], "1S P 4S P P P", {"E": [{"card": "D4", "kind": "minor"}]}),
        # an honour is a major one
        ("E", ["DK"], "1S P 4S P P P", {"E": [{"card": "DK", "kind": "major"}]}),
        # two cards: "when one defender has two or more penalty cards, all ... major"
        ("W", ["H3", "C6"], "1S P 4S P P P",
         {"W": [{"card": "H3", "kind": "major"}, {"card": "C6", "kind": "major"}]}),
        # South becomes dummy: the card goes back to the hand
        ("S", ["D6"], "1S P 4S P P P", {}),
        # a board passed out: nothing is left on the table
        ("E", ["DK"], "P P P P", {}),
    ],
)  # fmt: skip
def test_at_the_end_of_the_auction_a_defenders_cards_become_penalty_cards(
    offender: str, cards: list[str], auction: str, expected: dict[str, list[dict[str, str]]]
) -> None:
    """Law 24E: "If at the conclusion of the auction the offender is to become a defender,
    every such card becomes a penalty card (see Laws 50 and 51)"; declarer's or dummy's
    cards are returned to the hand."""
    board = new_board(revoke_policy="detect")
    exposed(board, Seat(offender), *cards)
    for word in auction.split():
        seat = board.state.next_seat
        assert seat is not None
        act(board, holder(board, seat), MakeCall, seat=seat, call=word)
    assert faced(board) == expected
    assert_rebuilds(board)


def test_a_low_card_prematurely_led_makes_partner_pass_and_is_a_major_penalty_card() -> None:
    """Law 24B (2017): "If it is a single card of honour rank or any card prematurely
    led, offender's partner must pass when next it is his turn to call." Law 50B: a card
    "exposed through deliberate play (as in leading out of turn ...)" is a major penalty
    card once the offender defends. East leads the D4 during the auction."""
    board = new_board(revoke_policy="detect")
    bid(board, "1S")
    act(board, TD, ExposeCardsInAuction, seat=Seat.E, cards=("D4",), led=True)
    assert board.auction.must_pass_next == {Seat.W}  # 24A's "no rectification" is not his
    with pytest.raises(RuleViolation, match="one card"):
        act(board, TD, ExposeCardsInAuction, seat=Seat.W, cards=("H3", "C6"), led=True)
    act(board, BOB, MakeCall, seat="E", call="Pass")
    bid(board, "4S")
    assert_obliged_to_pass(board, Seat.W, "5D")
    bid(board, "P P P")
    assert faced(board) == {"E": [{"card": "D4", "kind": "major"}]}  # minor if not led
    assert_rebuilds(board)


def test_who_may_tell_of_it_and_when() -> None:
    board = new_board(revoke_policy="detect")
    with pytest.raises(NotAllowed):
        act(board, ALICE, ExposeCardsInAuction, seat="E", cards=("DK",))
    with pytest.raises(RuleViolation, match="not in"):
        exposed(board, Seat.E, "SA")
    exposed(board, Seat.E, "DK")
    with pytest.raises(Conflict):
        exposed(board, Seat.E, "DK")
    prevent = new_board()
    with pytest.raises(RuleViolation, match="prevent"):
        act(prevent, TD, ExposeCardsInAuction, seat="E", cards=("DK",))
