"""Law 57, a defender's premature lead or play, under the revoke policy `detect`
(docs/design.md 5.5). Each test quotes the Law; what the offender's partner must play is
worked out here from the Law's words.

The deal is support.DEAL (N KT8.A96.A95.7542, E Q5.KJ52.KQ874.T8, S AJ92.874.JT6.AQ3,
W 7643.QT3.32.KJ96); North deals and declares 1NT; East leads; South is dummy.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.play import PlayCard
from domain.board.premature import DecidePrematurePlay
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import PlayDuty, PlayOption, check_play_duty
from tests.unit.board.support import HOLDERS, TD, act, bid, full_view, new_board, play
from tests.unit.board.support import rebuild as load_again

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def east_leads_again_before_west_plays() -> Board:
    """East leads the king of hearts, dummy plays low, and East leads his diamond king to
    the next trick before West has played to this one."""
    board = new_board(revoke_policy="detect")
    bid(board, "1NT P P P")
    play(board, "HK H4")
    act(board, HOLDERS[E], PlayCard, seat=E, card="DK")
    return board


def test_the_card_played_before_partner_becomes_a_penalty_card_and_declarer_chooses() -> None:
    """Law 57A: "When a defender leads to the next trick before his partner has played to
    the current trick ... the card so led or played becomes a major penalty card, and
    declarer selects one of the following options." """
    board = east_leads_again_before_west_plays()
    assert full_view(board)["pending"] == {
        "kind": "premature_play", "seat": "E", "card": "DK", "decides": "N",
    }  # fmt: skip
    assert full_view(board)["penalty_cards"]["E"] == [{"card": "DK", "kind": "major"}]
    assert len(board.state.open_trick()) == 2  # the card is not played to the trick
    with pytest.raises(Conflict):
        act(board, HOLDERS[W], PlayCard, seat=W, card="H3")
    with pytest.raises(NotAllowed):
        act(board, HOLDERS[W], DecidePrematurePlay, choice="lowest")
    again = load_again(board)
    assert full_view(again) == full_view(board)


@pytest.mark.parametrize(("option", "must_play"), [("highest", "HQ"), ("lowest", "H3")])
def test_declarer_requires_the_highest_or_lowest_card_of_the_suit_led(
    option: str, must_play: str
) -> None:
    """Law 57A1, 57A2: "require offender's partner to play the highest card he holds of
    the suit led" or "the lowest". West holds QT3 of hearts."""
    board = east_leads_again_before_west_plays()
    act(board, HOLDERS[N], DecidePrematurePlay, choice=option)
    wrong = {"HQ": "H3", "H3": "HQ"}[must_play]
    with pytest.raises(RuleViolation, match="Law 57A"):
        act(board, HOLDERS[W], PlayCard, seat=W, card=wrong)
    act(board, HOLDERS[W], PlayCard, seat=W, card=must_play)
    assert board.premature.duty is None  # the option bound that one card
    assert full_view(load_again(board)) == full_view(board)


def test_a_suit_other_than_the_one_led_must_be_named() -> None:
    board = east_leads_again_before_west_plays()
    with pytest.raises(RuleViolation, match="other than the suit led"):
        act(board, HOLDERS[N], DecidePrematurePlay, choice="play_suit", suit="H")
    with pytest.raises(RuleViolation, match="highest, lowest"):
        act(board, TD, DecidePrematurePlay, choice="anything")


def test_no_rectification_once_declarer_has_played_from_both_hands() -> None:
    """Law 57C1: "A defender is not subject to rectification for playing before his
    partner if declarer has played from both hands." Here such a card waits its turn."""
    board = new_board(revoke_policy="detect")
    bid(board, "1NT P P P")
    play(board, "HK H4 H3 HA")  # North wins the first trick with the ace
    play(board, "C2 CT")  # North leads a club, East plays; dummy, then West, to play
    act(board, HOLDERS[N], PlayCard, seat=S, card="CA")  # declarer has played from both hands
    with pytest.raises(RuleViolation, match="turn"):
        # East leads again before West: no rectification
        act(board, HOLDERS[E], PlayCard, seat=E, card="DK")
    assert full_view(board)["pending"] is None


# 57A3/57A4 with 57B, read from the Law: (hand, suit led, option, suit named, card) -> allowed
CASES = [
    ("H3 HQ S7", "H", "highest", None, "HQ", True),
    ("H3 HQ S7", "H", "highest", None, "H3", False),
    ("H3 HQ S7", "H", "lowest", None, "H3", True),
    ("S7 D2", "H", "highest", None, "D2", True),  # no heart: unable to comply (57B)
    ("S7 D2 C4", "H", "play_suit", "S", "S7", True),
    ("S7 D2 C4", "H", "play_suit", "S", "D2", False),
    ("D2 C4", "H", "play_suit", "S", "D2", True),  # no spade: unable to comply
    ("H3 S7", "H", "play_suit", "S", "H3", True),  # he must follow suit (Law 44)
    ("S7 D2", "H", "forbid_suit", "S", "S7", False),
    ("S7 D2", "H", "forbid_suit", "S", "D2", True),
    ("S7 S8", "H", "forbid_suit", "S", "S7", True),  # only spades: unable to comply
]


@pytest.mark.parametrize(("hand", "led", "option", "suit", "card", "allowed"), CASES)
def test_what_declarers_option_lets_the_partner_play(
    hand: str, led: str, option: str, suit: str | None, card: str, allowed: bool
) -> None:
    """Law 57B: "When offender's partner is unable to comply with the rectification
    selected by declarer (see A above) he may play any card, as provided in Law 59." """
    duty = PlayDuty(W, PlayOption(option), Suit(suit) if suit else None)
    cards = [Card.parse(c) for c in hand.split()]
    if allowed:
        check_play_duty(duty, W, cards, Suit(led), Card.parse(card))
    else:
        with pytest.raises(RuleViolation):
            check_play_duty(duty, W, cards, Suit(led), Card.parse(card))
