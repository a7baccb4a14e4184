"""Whole boards with random auctions and random legal play, through the aggregate (hypothesis)."""

from __future__ import annotations

from hypothesis import event, given, settings
from hypothesis import strategies as st

from domain.board.calls import CallMade, MakeCall
from domain.board.play import CardPlayed, PlayCard
from domain.policy import visible_hands
from domain.rules.cards import SEAT_ORDER, Card, Seat, full_pack
from domain.rules.play import PlayedCard, legal_cards
from domain.rules.table import Phase
from tests.unit.board.support import (
    HOLDERS,
    act,
    full_view,
    holder,
    new_board,
    open_trick,
    rebuild,
)
from tests.unit.rules.support import (
    auction_steps,
    random_auction,
    reference_contract,
    reference_winner,
)

picks = st.lists(st.integers(0, 12), min_size=52, max_size=52)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    number=st.integers(1, 32),
    opening=st.integers(-4, 34),  # negative: no forced opening bid
    choices=auction_steps,
    cards=picks,
)
def test_a_whole_board_records_leaders_winners_and_the_result(
    seed, number, opening, choices, cards
):
    board = new_board(deal=None, seed=seed, board_number=number)
    dealer = board.setup.dealer
    # mostly the dealer opens with some bid, so most boards are played
    made = random_auction(dealer, choices if opening < 0 else [(False, opening), *choices])
    for index, call in enumerate(made):
        caller = dealer.next(index)
        act(board, holder(board, caller), MakeCall, seat=caller, call=str(call))
    final = board.pending_events[-1]
    assert isinstance(final, CallMade)
    expected = reference_contract(dealer, made)
    event(f"auction ends: {board.phase.value}")
    if board.phase is Phase.PASSED_OUT:
        assert (final.contract, final.declarer) == ("Pass", None)
        assert all(visible_hands(board, actor) == set(SEAT_ORDER) for actor in HOLDERS.values())
        return
    assert expected is not None
    assert (final.contract, final.declarer) == (expected.text, expected.declarer.value)

    for pick in cards:
        seat = board.state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(board.state.remaining[seat], open_trick(board)), key=str)
        act(board, holder(board, seat), PlayCard, seat=seat, card=str(legal[pick % len(legal)]))

    played = [e for e in board.pending_events if isinstance(e, CardPlayed)]
    assert len(played) == 52
    assert sorted(Card.parse(e.card) for e in played) == sorted(full_pack())
    trump = expected.strain.trump.value if expected.strain.trump else None
    leader = expected.declarer.next()
    declarer_side = 0
    for number_of_trick in range(1, 14):
        trick = played[(number_of_trick - 1) * 4 : number_of_trick * 4]
        assert [e.trick for e in trick] == [number_of_trick] * 4
        assert [e.position for e in trick] == [1, 2, 3, 4]
        assert [e.leader for e in trick] == [leader.value] * 4
        assert [e.seat for e in trick] == [leader.next(i).value for i in range(4)]
        winner = reference_winner(
            [PlayedCard(Seat(e.seat), Card.parse(e.card)) for e in trick], trump
        )
        assert [e.winner for e in trick] == [None, None, None, winner.value]
        declarer_side += winner.side == expected.declarer.side
        leader = winner  # the winner leads the next trick
    assert played[-1].declarer_tricks == declarer_side
    assert all(e.declarer_tricks is None for e in played[:-1])
    assert board.phase is Phase.COMPLETE
    assert board.state.declarer_tricks == declarer_side
    assert sum(board.state.won.values()) == 13
    assert full_view(rebuild(board)) == full_view(board)
