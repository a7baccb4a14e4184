"""Revokes made in failing to play a penalty card (Laws 50C, 61A, 64B3, 2017), on the Board.

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.auction_irregularities.exposed import ExposeCardsInAuction
from domain.board.claims import AgreeToClaim, MakeClaim
from domain.board.lead_restrictions import RestrictLead
from domain.board.play import PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.revokes.penalty_card_designation import DesignatePenaltyCard
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CardAction
from tests.unit.board.queries import revoke_entries
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    act,
    bid,
    full_view,
    new_board,
    play,
    rebuild,
)


def spades_with_faced(seat: Seat, *cards: str) -> Board:
    """West's (or East's) `cards` seen face up during the auction (Law 24) become penalty
    cards when he defends 4S (Law 24, 50B)."""
    board = new_board(revoke_policy="detect")
    bid(board, "1S P")
    act(board, TD, ExposeCardsInAuction, seat=seat, cards=cards)
    bid(board, "4S P P P")
    return board


def revoke_kinds(board: Board) -> list[tuple[str, str, str | None]]:
    return [
        (a.seat.value, str(a.card), a.revoke)
        for a in board.actions
        if isinstance(a, CardAction) and a.revoke is not None
    ]


def north_claims_eleven_and_the_defenders_agree(board: Board) -> None:
    act(board, ALICE, MakeClaim, seat="N", tricks=11, statement="all but one")
    act(board, BOB, AgreeToClaim, seat="E")
    act(board, DAVE, AgreeToClaim, seat="W")


def test_not_following_with_the_only_cards_of_the_suit_held_faced_is_64b3() -> None:
    """Law 64B3: "There is no automatic trick adjustment following an established revoke
    (but see Law 64C) if: [...] 3. the revoke was made in failing to play a penalty card
    or any card belonging to dummy."

    W's D3 and D2, both seen in the auction, are major penalty cards (two cards, 50B).
    At trick 1 diamonds are led and W discards H3: his only diamonds are the penalty
    cards, so the revoke was made in failing to play a penalty card. W agrees to North's
    claim of 11 of the 12 tricks left (63A4: established). The offending side won a later
    trick (the claim gives EW one) so 64A2 would transfer one; 64B3 transfers none."""
    board = spades_with_faced(Seat.W, "D3", "D2")
    act(board, ALICE, RestrictLead, choice="none")  # Law 50D2, East leads freely
    play(board, "DK D6")
    act(board, ALICE, DesignatePenaltyCard, card="D3")  # Law 51A: two can follow suit
    play(board, "H3 DA")
    assert revoke_kinds(board) == [("W", "H3", "suit_penalty_card")]
    north_claims_eleven_and_the_defenders_agree(board)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=1)
    assert [(e.status, e.law, e.transfer) for e in revoke_entries(board)] == [
        ("established", "64B3", 0)
    ]
    assert full_view(rebuild(board)) == full_view(board)


def test_such_a_revoke_is_corrected_with_the_penalty_card_61a() -> None:
    """Law 61A: "Failure to follow suit in accordance with Law 44 [...] constitutes a
    revoke"; Law 62A: "A player must correct his revoke if attention is drawn to the
    irregularity before it becomes established." Corrected with D3, a card of the suit
    led: the penalty card is played and leaves the table; D2 stays a penalty card."""
    board = spades_with_faced(Seat.W, "D3", "D2")
    act(board, ALICE, RestrictLead, choice="none")
    play(board, "DK D6")
    act(board, ALICE, DesignatePenaltyCard, card="D3")  # Law 51A
    play(board, "H3")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=1)
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert [str(p.card) for p in board.penalty_cards if p.seat is Seat.W] == ["D2", "H3"]
    assert full_view(rebuild(board)) == full_view(board)


def test_a_low_card_of_a_minor_penalty_cards_suit_before_it_is_a_revoke_50c() -> None:
    """Law 50C: "When a defender has a minor penalty card, he may not play any other card
    of the same suit below the rank of an honour until he has played the penalty card,
    but he is entitled to play an honour card instead." Law 61A: a revoke is also the
    failure "to lead or play, when able, a card or suit required by law".

    E's D4, a single low card seen in the auction, is a minor penalty card (24A, 50B).
    E leads D7 (below honour rank): a revoke; DK (an honour) would have been legal."""
    board = spades_with_faced(Seat.E, "D4")
    assert [(str(p.card), p.kind) for p in board.penalty_cards] == [("D4", "minor")]
    play(board, "D7")
    assert revoke_kinds(board) == [("E", "D7", "penalty_card")]
    honour = spades_with_faced(Seat.E, "D4")
    play(honour, "DK D6 D2 DA")
    assert revoke_kinds(honour) == []
    other_suit = spades_with_faced(Seat.E, "D4")
    play(other_suit, "H2")  # a minor penalty card need not be played at once (50C)
    assert revoke_kinds(other_suit) == []


def test_declarer_requires_the_suit_he_names_among_the_penalty_cards_51b2() -> None:
    """Law 51B2(a): "When a defender has penalty cards in more than one suit [...] and his
    partner is to lead, declarer may require the defender's partner to lead a specified
    suit in which the defender has a penalty card"; (b) "declarer may prohibit the
    defender's partner from leading one or more of such suits; the defender then picks up
    every penalty card in every suit prohibited by declarer".

    W's D3 and H3, seen in the auction, are major penalty cards in two suits (24C, 50B).
    Declarer names hearts: East must lead a heart, and W picks up H3 (51B1(a)); D3 stays."""
    board = spades_with_faced(Seat.W, "D3", "H3")
    version = board.version
    with pytest.raises(RuleViolation, match="several suits"):
        act(board, ALICE, RestrictLead, choice="require")
    with pytest.raises(RuleViolation, match="penalty card"):
        act(board, ALICE, RestrictLead, choice="require", suit="C")
    assert board.version == version
    act(board, ALICE, RestrictLead, choice="require", suit="H")
    assert [str(p.card) for p in board.penalty_cards] == ["D3"]
    with pytest.raises(RuleViolation):
        act(board, BOB, PlayCard, seat="E", card="DK")  # hearts were required
    act(board, BOB, PlayCard, seat="E", card="H2")
    forbid = spades_with_faced(Seat.W, "D3", "H3")
    act(forbid, ALICE, RestrictLead, choice="forbid", suit="D")
    assert [str(p.card) for p in forbid.penalty_cards] == ["H3"]


def test_a_lead_restriction_that_forbids_the_penalty_cards_suit_makes_no_revoke_50d1() -> None:
    """Law 50D1: "A major penalty card must be played at the first legal opportunity";
    Law 61A: a revoke is a "failure to lead or play, when able, a card or suit required
    by law or specified by an opponent when exercising an option in rectification of an
    irregularity". East's HK, seen in the auction, is a major penalty card (Law 24C) and
    West must pass at his next turn: his 2H is cancelled, and the call withdrawn lets
    declarer forbid East a suit at his opening lead (Law 26B). Forbidden hearts, East
    cannot lead the HK: his DK breaks no duty, and the HK stays a penalty card (h51f:
    before, the DK was recorded as a failure to play the penalty card, and a robot in
    East's seat, which never revokes, found no card it might lead)."""
    board = new_board(revoke_policy="detect")
    bid(board, "1S P")
    act(board, TD, ExposeCardsInAuction, seat=Seat.E, cards=["HK"])
    bid(board, "2S 2H 4S P P P")
    assert [str(call) for call in board.state.auction.calls][3] == "Pass"  # 2H cancelled
    act(board, ALICE, RestrictLead, choice="forbid", suit="H")  # Law 26B
    with pytest.raises(RuleViolation):
        play(board, "HK")  # forbidden: no legal opportunity to play it
    play(board, "DK")
    assert revoke_kinds(board) == []
    assert [str(p.card) for p in board.penalty_cards if p.seat is Seat.E] == ["HK"]
    assert full_view(rebuild(board)) == full_view(board)


def test_declarer_forbids_two_suits_of_the_penalty_cards_51b2b() -> None:
    """Law 51B2(b) (2017): "When a defender has penalty cards in more than one suit and his
    partner is to lead, declarer may prohibit the defender's partner from leading one or
    more of such suits; the defender then picks up every penalty card in every suit
    prohibited by declarer and makes any legal play to the trick. The prohibition
    continues for as long as the player retains the lead." Before 0.24.0 declarer could
    forbid only one of W's suits. W's D3 and H3 are major penalty cards in two suits;
    declarer forbids both: W picks up both, and East may lead neither hearts nor
    diamonds; the board, loaded again from its events, is the same."""
    board = spades_with_faced(Seat.W, "D3", "H3")
    with pytest.raises(RuleViolation, match="51B2"):
        act(board, ALICE, RestrictLead, choice="forbid", suits=("H", "C"))
    with pytest.raises(RuleViolation, match="require one suit"):
        act(board, ALICE, RestrictLead, choice="require", suits=("H", "D"))
    act(board, ALICE, RestrictLead, choice="forbid", suits=("D", "H"))
    assert board.penalty_cards == ()
    restriction = board.leads.restriction
    assert restriction is not None and restriction.rule == "must_not"
    assert {s.value for s in restriction.suits} == {"H", "D"}
    for card in ("H2", "DK"):
        with pytest.raises(RuleViolation, match="forbade"):
            act(board, BOB, PlayCard, seat="E", card=card)
    act(board, BOB, PlayCard, seat="E", card="SQ")
    assert rebuild(board).leads == board.leads
    assert rebuild(board).penalty_cards == ()
