"""Play again from a step where a fact the events recorded is in force (issue 34): the
practice board replays the calls and cards, then carries the facts beside them as the
source's events left them (domain/board/carried.py), and its own rules act on them as the
source's do. What it still cannot hold (a decision on an irregular card or call not in
the play, a revoke nobody raised) is refused with a sentence naming it. Nothing is judged
again: the facts are copied from the folded state, and loading the new board assigns them.

The 2017 Laws read for the expectations:
- Law 50A: "A penalty card must be left face up on the table immediately before the
  player to whom it belongs, until it is played or until an alternate rectification has
  been selected."
- Law 50D1: "A major penalty card must be played at the first legal opportunity, whether
  in leading, following suit, discarding or trumping."
- Law 50D2(a): declarer may "require the defender to lead the suit of the penalty card, or
  to prohibit him from leading that suit for as long as he retains the lead"; 50D2(b): "if
  declarer exercises this option, the card is no longer a penalty card, and is picked up".
- Law 51B2(b): "declarer may prohibit the defender's partner from leading one or more of
  such suits" (kept with a later requirement, `kept`: Laws 50D2(a), 26B).
- Law 26B (as amended by the WBF Laws Committee): "When an offending player's call is
  withdrawn and it is not replaced by a comparable call, then if he becomes a defender
  declarer may, at the offender's partner's first turn to lead (which may be the opening
  lead) prohibit offender's partner from leading any (one) suit which has not been
  specified in the legal auction by the offender. Such prohibition continues for as long
  as the offender's partner retains the lead."
- Law 27B2: "the offender's partner must pass whenever it is his turn to call".
- Law 64A: "When a revoke is established: 1. and the trick on which the revoke occurred
  was won by the offending player, at the end of play the trick on which the revoke
  occurred is transferred to the non-offending side together with one of any subsequent
  tricks won by the offending side." The practice board records the revoke card as the
  source recorded it and carries the revoke raised; a revoke nobody raised is refused (a
  board that prevents revokes never raises one; the hypothesis test meets it).

The deal (tests/unit/board/support.py), 4S by North, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from typing import Any

import pytest

from domain.actors import ROBOT
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.carried import FactsCarried, carried_facts
from domain.board.lead_restrictions import RestrictLead
from domain.board.legal import legal_moves
from domain.board.play import PlayCard
from domain.board.revokes.commands import DrawAttentionToRevoke
from domain.board.revokes.penalty_card_designation import DesignatePenaltyCard
from domain.practice import practice_board, practice_refused
from domain.practice_facts import lost_fact
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CardAction, Phase
from tests.unit.board.revoke_support import W_RUFFS, result
from tests.unit.board.support import (
    ALICE,
    DAVE,
    TD,
    act,
    bid,
    full_view,
    in_four_spades,
    new_board,
    play,
    play_legal,
    rebuild,
)
from tests.unit.board.test_law26_lead_restriction import (
    east_substitutes_3c_ruled_not_comparable_before_4s,
)
from tests.unit.board.test_penalty_card_revokes_2017 import spades_with_faced

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def _as_given(name: str) -> str | None:
    return name


def practised(source: Board, seat: Seat) -> Board:
    """The practice board of `source` as it is now, `tony` in `seat`, robots elsewhere."""
    assert practice_refused(source, source, TD) is None
    board, _ = practice_board(TD, source, source, seat.value, _as_given)
    assert lost_fact(source, board) is None
    carried = [e for e in board.pending_events if isinstance(e, FactsCarried)]
    assert [(e.source, e.step) for e in carried] == [(str(source.id), source.version - 1)]
    return board


def pending(board: Board) -> Any:
    return full_view(board)["pending"]


def the_facts_load_as_recorded(board: Board) -> None:
    """Loading the practice board's events assigns the same facts (nothing re-judged)."""
    loaded = rebuild(board)
    assert carried_facts(loaded) == carried_facts(board)
    assert loaded.penalty_cards == board.penalty_cards and loaded.leads == board.leads


# ---- Law 50: a penalty card on the table ---------------------------------------------
def test_declarers_choice_at_the_partners_lead_waits_on_the_practice_board_too() -> None:
    """West's CK, seen in the auction, is a major penalty card; East is to lead: declarer's
    Law 50D2 choice waits at the source, and waits on the practice board, where North's
    robot makes it."""
    source = spades_with_faced(W, "CK")
    board = practised(source, E)
    assert board.penalty_cards == source.penalty_cards
    assert pending(board) == pending(source) and pending(board)["kind"] == "lead_restriction"
    act(board, ROBOT, RestrictLead, choice="require")  # 50D2(a): East must lead a club
    assert board.penalty_cards == ()  # 50D2(b): picked up
    assert legal_moves(board, TD).cards == ("CT", "C8")
    with pytest.raises(RuleViolation):
        act(board, TD, PlayCard, seat="E", card="DK")
    the_facts_load_as_recorded(board)


def test_a_major_penalty_card_stays_on_the_practice_board_and_must_be_played() -> None:
    source = spades_with_faced(W, "CK")
    act(source, ALICE, RestrictLead, choice="none")  # 50D2: the CK stays a penalty card
    board = practised(source, E)
    assert board.penalty_cards == source.penalty_cards
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(W, "CK", "major")]
    assert pending(board) is None
    assert full_view(board)["penalty_cards"] == full_view(source)["penalty_cards"]
    act(board, TD, PlayCard, seat="E", card="C8")
    act(board, ROBOT, PlayCard, seat="S", card="C3")  # North's robot plays dummy's card
    # 50D1: West must follow with the penalty card; a robot is offered nothing else
    assert legal_moves(board, ROBOT).cards == ("CK",)
    with pytest.raises(RuleViolation, match="must play the penalty card"):
        act(board, ROBOT, PlayCard, seat="W", card="C9")
    act(board, ROBOT, PlayCard, seat="W", card="CK")
    assert board.penalty_cards == ()
    the_facts_load_as_recorded(board)


def test_two_penalty_cards_wait_for_declarers_designation_on_the_practice_board() -> None:
    """Law 51A (2017): "If it is a defender's turn to play and that defender has two or
    more penalty cards that can legally be played, declarer designates which is to be
    played at that turn." West's CK and C9 (50B: "when one defender has two or more
    penalty cards, all such cards become major penalty cards"); East leads a club: the
    designation waits at the source and on the practice board, where North's robot makes
    it, and West may play only the card designated."""
    source = spades_with_faced(W, "CK", "C9")
    act(source, ALICE, RestrictLead, choice="none")
    play(source, "C8 C3")
    board = practised(source, E)
    assert board.penalty_cards == source.penalty_cards
    assert pending(board) == pending(source)
    assert pending(board)["kind"] == "penalty_card_designation"
    act(board, ROBOT, DesignatePenaltyCard, card="C9")
    assert legal_moves(board, ROBOT).cards == ("C9",)
    with pytest.raises(RuleViolation):
        act(board, ROBOT, PlayCard, seat="W", card="CK")
    with pytest.raises(RuleViolation, match="must play the penalty card"):
        act(board, ROBOT, PlayCard, seat="W", card="CJ")
    act(board, ROBOT, PlayCard, seat="W", card="C9")
    assert [str(p.card) for p in board.penalty_cards] == ["CK"]
    the_facts_load_as_recorded(board)


def test_a_penalty_card_must_be_led_by_its_holder_at_his_lead() -> None:
    """50D1 "in leading": West, on lead with the CK faced, leads it."""
    source = spades_with_faced(W, "CK")
    act(source, ALICE, RestrictLead, choice="none")
    play(source, "DK D6 D2 DA")  # North wins; then North leads...
    play(source, "ST S5 S2")  # ...and West is to play to a spade
    board = practised(source, W)
    assert board.penalty_cards == source.penalty_cards
    # West holds spades: he follows suit, and the CK waits for its first legal opportunity
    assert set(legal_moves(board, TD).cards) == {"S7", "S6", "S4", "S3"}
    act(board, TD, PlayCard, seat="W", card="S3")
    assert board.penalty_cards == source.penalty_cards


def test_a_card_seen_in_the_auction_becomes_the_same_penalty_card_on_both_boards() -> None:
    """Law 24E (2017): "If at the conclusion of the auction the offender is to become a
    defender, every such card becomes a penalty card (see Laws 50 and 51)"; 50B: "Any card
    of honour rank [...] becomes a major penalty card". 24B (a single honour): the
    offender's partner must pass at his next turn, carried too (East passes)."""
    from domain.board.auction_irregularities.exposed import ExposeCardsInAuction

    source = new_board(revoke_policy="detect")
    bid(source, "1S P")
    act(source, TD, ExposeCardsInAuction, seat=W, cards=["CK"])
    board = practised(source, E)
    assert (
        [p.kind for p in board.penalty_cards]
        == ["exposed"]
        == [p.kind for p in source.penalty_cards]
    )
    assert board.auction.must_pass_next == source.auction.must_pass_next == {E}
    bid(source, "4S P P P")
    bid_as(board, "4S P P P")
    assert board.penalty_cards == source.penalty_cards
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(W, "CK", "major")]
    assert pending(board) == pending(source)  # declarer's 50D2 choice at East's lead
    the_facts_load_as_recorded(board)


# ---- Laws 50D2, 51B2, 26B: a lead restriction in force ------------------------------
def test_a_prohibition_in_force_binds_the_practice_board_until_the_lead_is_lost() -> None:
    source = spades_with_faced(W, "CK")
    act(source, ALICE, RestrictLead, choice="forbid")  # no club while East keeps the lead
    play(source, "DK D6 D2 D5")  # East's king holds: clubs still forbidden
    board = practised(source, E)
    assert board.leads == source.leads and board.leads.restriction is not None
    assert not any(card.startswith("C") for card in legal_moves(board, TD).cards)
    with pytest.raises(RuleViolation):
        act(board, TD, PlayCard, seat="E", card="CT")
    act(board, TD, PlayCard, seat="E", card="HK")
    act(board, ROBOT, PlayCard, seat="S", card="H4")
    act(board, ROBOT, PlayCard, seat="W", card="H3")
    act(board, ROBOT, PlayCard, seat="N", card="HA")  # North wins: East lost the lead
    assert board.leads.restriction is None
    the_facts_load_as_recorded(board)


def test_a_robot_on_lead_obeys_the_restriction() -> None:
    source = spades_with_faced(W, "CK")
    act(source, ALICE, RestrictLead, choice="forbid")
    board = practised(source, W)  # East's robot is on lead
    assert board.leads.restriction == source.leads.restriction
    moves = legal_moves(board, ROBOT)
    assert moves.seat == "E" and moves.cards and not any(c.startswith("C") for c in moves.cards)


# ---- Laws 27B2, 26B: the auction's duties ---------------------------------------------
def test_the_silenced_partner_passes_and_the_lead_penalty_comes_at_the_opening_lead() -> None:
    source = east_substitutes_3c_ruled_not_comparable_before_4s()
    assert source.auction.silenced == {W} and source.auction.lead_penalty == {E}
    board = practised(source, S)
    assert board.auction.silenced == {W} and board.auction.lead_penalty == {E}
    assert board.auction.rectified  # undo may not take a rectified call back, as there
    act(board, TD, MakeCall, seat="S", call="4S")
    assert legal_moves(board, ROBOT).calls == ("Pass",)  # 27B2: West passes throughout
    with pytest.raises(RuleViolation, match="must pass"):
        act(board, ROBOT, MakeCall, seat="W", call="5C")
    bid_as(board, "P P P")
    # 26B: at the offender's partner's first turn to lead (the opening lead) declarer
    # may forbid a suit East did not specify in the legal auction
    assert pending(board) == {"kind": "lead_restriction", "decides": "S", "law": "26B"}
    act(board, TD, RestrictLead, choice="forbid", suit="H")
    with pytest.raises(RuleViolation):
        act(board, ROBOT, PlayCard, seat="W", card="HQ")
    the_facts_load_as_recorded(board)


def bid_as(board: Board, text: str) -> None:
    for word in text.split():
        seat = board.state.next_seat
        assert seat is not None
        actor = TD if board.seats[seat] == TD.name else ROBOT
        act(board, actor, MakeCall, seat=seat.value, call=word)


# ---- Laws 63, 64: an established revoke ---------------------------------------------
def west_ruffs_and_the_revoke_is_established_and_raised() -> Board:
    """West ruffs trick 2 with the S3 holding the D3 (a revoke, Law 61A) and wins it;
    the next trick establishes it (Law 63A1: a member of the offending side "leads or
    plays to the following trick"); North draws attention to it."""
    source = in_four_spades()
    play(source, W_RUFFS)
    play_legal(source, 4)
    act(source, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    return source


def test_an_established_revoke_is_carried_and_its_tricks_transferred_at_the_end() -> None:
    """Law 64A1: the revoke trick, won by the offender, "is transferred to the
    non-offending side together with one of any subsequent tricks won by the offending
    side". The practice board holds the revoke card as recorded and the revoke raised;
    played on to the end with the same cards, its result counts the same transfer as the
    source's."""
    source = west_ruffs_and_the_revoke_is_established_and_raised()
    step = source.version
    board = practised(source, N)
    assert board.revokes.raised == source.revokes.raised
    assert board.actions == source.actions  # the revoke card as recorded, its kind with it
    assert board.state.tricks_won == source.state.tricks_won
    play_legal(source, 40)
    for action in source.actions[len(board.actions) :]:
        assert isinstance(action, CardAction)
        seat = board.player_of(action.seat)
        actor = TD if board.seats[seat] == TD.name else ROBOT
        act(board, actor, PlayCard, seat=action.seat.value, card=str(action.card))
    assert board.phase is Phase.COMPLETE and source.version > step
    assert result(board) == result(source)
    transfers = [r for r in board.rulings if r.revoke is not None]
    assert [(r.revoke, r.tricks, r.to) for r in transfers] == [
        (r.revoke, r.tricks, r.to) for r in source.rulings if r.revoke is not None
    ]
    assert transfers and transfers[0].tricks == 2  # the revoke trick and one more
    the_facts_load_as_recorded(board)


def test_a_revoke_nobody_raised_is_refused() -> None:
    source = in_four_spades()
    play(source, W_RUFFS)
    why = practice_refused(source, source, TD)
    assert why == (
        "At that step W's revoke at trick 2 is not raised, which a practice board, "
        "preventing revokes, could never raise: play again from an earlier step."
    )


def test_a_revoke_waiting_to_be_corrected_is_refused() -> None:
    """Law 62A: "A player must correct his revoke if attention is drawn to the
    irregularity before it becomes established"; the practice board does not."""
    source = in_four_spades()
    play(source, W_RUFFS)
    act(source, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    why = practice_refused(source, source, TD)
    assert why is not None and "waits to be corrected" in why, why
    with pytest.raises(RuleViolation):
        practice_board(TD, source, source, "N", _as_given)


# ---- still refused, with the sentence ------------------------------------------------
def test_a_lead_out_of_turn_waiting_for_its_decision_is_still_refused() -> None:
    source = spades_with_faced(E, "DK")  # ... any board under `detect`
    act(source, DAVE, PlayCard, seat="W", card="S3")  # West leads out of turn (East's lead)
    why = practice_refused(source, source, TD)
    assert why is not None and "a decision the table waits for" in why
    with pytest.raises(RuleViolation) as refused:
        practice_board(TD, source, source, "E", _as_given)
    assert str(refused.value) == why
