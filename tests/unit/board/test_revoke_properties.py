"""Random play with random revokes, attention and corrections under `detect`: the board
always loads, every step replays, and the Law 64 outcome equals an independent reading."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.lead_restrictions import RestrictLead
from domain.board.play import PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke, WithdrawCard
from domain.board.revokes.exposed_in_play import ExposeCardsInPlay
from domain.board.revokes.penalty_card_designation import (
    DesignatePenaltyCard,
    designation_due,
)
from domain.board.revokes.state import CardWithdrawn, RevokeCorrected
from domain.errors import Conflict
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law64 import EstablishedRevoke
from domain.rules.leads import check_restricted_lead
from domain.rules.play import legal_cards
from domain.rules.table import CardAction
from tests.unit.board.queries import restriction_pending, revoke_status
from tests.unit.board.support import TD, act, bid, holder, new_board, open_trick, rebuild
from tests.unit.rules.law64_reference import reference_law64
from tests.views import board_view_json as board_view

# (what, pick): 0-5 a legal card, 6-7 a card that fails to follow suit if there is one,
# 8 attention to a random earlier card, 9 a correction of the latest correctable revoke,
# 10 a defender's card exposed in play (Laws 49, 50B), 11 a defender's card attempted at
# his right-hand opponent's turn (Law 57D).
steps = st.lists(st.tuples(st.integers(0, 11), st.integers(0, 10**6)), min_size=20, max_size=90)


def same(a: Board, b: Board) -> None:
    every = set(SEAT_ORDER)
    assert board_view(a, every) == board_view(b, every)
    assert (a.actions, a.revokes, a.penalty_cards, a.rulings) == (
        b.actions,
        b.revokes,
        b.penalty_cards,
        b.rulings,
    )


def take_step(board: Board, what: int, pick: int) -> None:
    seat = board.state.next_seat
    if what == 10:
        irregular_defender_card(board, pick)
        return
    if what == 11:
        played_at_right_hand_opponents_turn(board, pick)
        return
    if what == 8:
        cards = [a for a in board.actions if isinstance(a, CardAction)]
        if cards:
            chosen = cards[pick % len(cards)]
            with suppress(Conflict):  # already raised
                act(board, TD, DrawAttentionToRevoke, seat=chosen.seat, trick=chosen.trick)
        return
    if what == 9 and pick % 2 and board.phase.value == "play":  # Law 62C: take back a card
        for raised in reversed(board.revokes.raised):
            if raised.was_corrected:
                seat_back = raised.seat.next(1 + 2 * (pick // 2 % 2))  # a non-offender
                with suppress(RuleViolation, Conflict):
                    act(board, TD, WithdrawCard, number=raised.number, seat=seat_back)
                return
        return
    if what == 9:
        for raised in reversed(board.revokes.raised):
            if revoke_status(board, raised).value == "correctable":
                trick = board.state.tricks[raised.trick - 1]
                led = trick.cards[0].card.suit
                hand = board.state.hand(raised.seat)
                following = sorted((c for c in hand if c.suit is led), key=str)
                others = sorted(set(hand) - set(following), key=str)
                # a suit revoke is corrected with a card of the suit; a penalty card not
                # played, with the penalty card (Law 52B2): the rules say which, try in turn
                for group in (following, others):
                    turn = pick % len(group) if group else 0
                    for candidate in group[turn:] + group[:turn]:
                        try:
                            act(
                                board,
                                TD,
                                CorrectRevoke,
                                number=raised.number,
                                card=str(candidate),
                            )
                        except RuleViolation:
                            continue
                        return
                raise AssertionError("no card corrects a correctable revoke")
        return
    if seat is None:
        return
    if any(revoke_status(board, r).value == "correctable" for r in board.revokes.raised):
        return  # only a correction may follow
    leader = restriction_pending(board)
    if leader is not None:
        faced = sorted(
            {
                p.card.suit.value
                for p in board.penalty_cards
                if p.is_major and p.seat is leader.partner
            }
        )
        suit = faced[pick % len(faced)] if faced else None
        act(board, TD, RestrictLead, choice=("require", "forbid", "none")[pick % 3], suit=suit)
        return
    due = designation_due(board)
    if due is not None:  # Law 51A: declarer designates one of the penalty cards
        playable = due[1]
        act(board, TD, DesignatePenaltyCard, card=str(playable[pick % len(playable)]))
        return
    held = board.premature.held_for_turn
    if held is not None and held.seat is seat:  # Law 57D: the card attempted is played
        act(board, holder(board, seat), PlayCard, seat=seat, card=str(held.card))
        return
    hand = board.state.hand(seat)
    legal = sorted(legal_cards(hand, open_trick(board)), key=str)
    if not open_trick(board):
        legal = [card for card in legal if allowed_lead(board, seat, card)]
    # A lead that breaks a restriction is refused, not recorded: only a card to a trick
    # already led can be a revoke here.
    illegal = sorted(set(hand) - set(legal), key=str) if open_trick(board) else []
    designated = board.revokes.designated
    if designated is not None and designated.seat is seat:
        # Law 51A: another of his penalty cards is refused; any other card may be a revoke
        faced_cards = {p.card for p in board.penalty_cards if p.seat is seat}
        refused = faced_cards - {designated.card}
        legal = [card for card in legal if card not in refused] or [designated.card]
        illegal = [card for card in illegal if card not in refused]
    choice = illegal if what >= 6 and illegal else legal
    act(board, holder(board, seat), PlayCard, seat=seat, card=str(choice[pick % len(choice)]))


def irregular_defender_card(board: Board, pick: int) -> None:
    """A defender's card faced in play (Laws 49, 50B), when the board is where it can
    happen; nothing otherwise."""
    declarer, seat = board.state.declarer, board.state.next_seat
    if board.phase.value != "play" or declarer is None or seat is None:
        return
    if any(revoke_status(board, r).value == "correctable" for r in board.revokes.raised):
        return
    defender = declarer.next(1 + 2 * (pick % 2))
    faced = {p.card for p in board.penalty_cards if p.seat is defender}
    hand = sorted(set(board.state.hand(defender)) - faced, key=str)
    if hand:
        card = hand[pick % len(hand)]
        act(board, TD, ExposeCardsInPlay, seat=defender, cards=(str(card),), inadvertent=True)
    return


def played_at_right_hand_opponents_turn(board: Board, pick: int) -> None:
    """Law 57D: the defender after the seat to play tries a card of his to the trick in
    progress, when the board is where it can happen; nothing otherwise."""
    declarer, seat = board.state.declarer, board.state.next_seat
    if board.phase.value != "play" or declarer is None or seat is None:
        return
    if not open_trick(board) or board.premature.held_for_turn is not None:
        return
    if any(revoke_status(board, r).value == "correctable" for r in board.revokes.raised):
        return
    if restriction_pending(board) is not None or board.premature.pending is not None:
        return
    offender = seat.next(1)
    if offender in (declarer, declarer.partner):
        return
    hand = sorted(board.state.hand(offender), key=str)
    if not hand:
        return
    attempt = {"seat": offender, "card": str(hand[pick % len(hand)])}
    if any(p.seat is offender for p in open_trick(board)):
        # he led to this trick: no proper turn of his is to come, so 57D does not apply
        # and the card is refused (it once bound his next lead)
        version = board.version
        with pytest.raises(RuleViolation, match="turn"):
            act(board, holder(board, offender), PlayCard, **attempt)
        assert board.version == version
        return
    act(board, holder(board, offender), PlayCard, **attempt)


def allowed_lead(board: Board, seat: Seat, card: Card) -> bool:
    try:
        check_restricted_lead(board.leads.restriction, seat, board.state.hand(seat), card)
    except RuleViolation:
        return False
    return True


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), script=steps)
def test_random_revokes_load_replay_and_follow_law_64(seed: int, script: list[Any]) -> None:
    board = new_board(deal=None, seed=seed, revoke_policy="detect")
    bid(board, "1S P 4S P P P")
    for what, pick in script:
        take_step(board, what, pick)
        same(board, rebuild(board))
    events = list(board.pending_events)
    replayed: Any = None
    for stored in events:  # every step replays from the events alone
        replayed = stored.mutate(replayed)
        board_view(replayed, set(SEAT_ORDER))
    # finish the play with legal cards, correcting what is pending, then raise every revoke
    while not board.phase.is_over:
        pending = [
            r for r in board.revokes.raised if revoke_status(board, r).value == "correctable"
        ]
        take_step(board, 9 if pending else 0, 0)
    for action in list(board.actions):
        if not isinstance(action, CardAction) or action.revoke is None:
            continue
        if not any((r.seat, r.trick) == (action.seat, action.trick) for r in board.revokes.raised):
            act(board, TD, DrawAttentionToRevoke, seat=action.seat, trick=action.trick)
    same(board, rebuild(board))
    # the outcome, against the independent reading, from the board's own trick record
    established = []
    for raised in board.revokes.raised:
        if revoke_status(board, raised).value != "established":
            continue
        trick = board.state.tricks[raised.trick - 1]
        card = next(p.card for p in trick.cards if p.seat is raised.seat)
        kind = next(
            a.revoke
            for a in board.actions
            if isinstance(a, CardAction) and (a.seat, a.trick) == (raised.seat, raised.trick)
        )
        led = trick.cards[0].card.suit if trick.cards[0].seat is not raised.seat else card.suit
        faced = raised.seat is board.state.dummy or kind in ("penalty_card", "suit_penalty_card")
        established.append(
            EstablishedRevoke(raised.number, raised.seat, raised.trick, led, faced, False)
        )
    winners = {t.number: t.winner for t in board.state.tricks if t.winner is not None}
    expected = reference_law64(established, winners, {}, 14)
    in_force = {r.revoke: r for r in board.rulings if r.revoke is not None}
    amended = {r.amends for r in board.rulings}
    latest = {n: r for n, r in in_force.items() if r.number not in amended}
    for number, clauses, tricks in expected:
        assert latest[number].law in clauses and latest[number].tricks == tricks
    assert set(latest) == {number for number, _, _ in expected}
    assert all(isinstance(s, Seat) for s in winners.values())
    corrected = sum(isinstance(e, RevokeCorrected | CardWithdrawn) for e in board.pending_events)
    event(f"established revokes: {min(len(established), 3)}; corrections: {min(corrected, 2)}")
