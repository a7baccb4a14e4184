"""The robot's opening lead (api/robot_cards.py): DDS is asked only which leads are best in
each layout (`many_card_tricks(..., best_only=True)`), a lead left out counting one trick
fewer than the best; checked against DDS's exact tricks for every card on the same
layouts, computed here independently."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from api.double_dummy import many_card_tricks
from api.robot_cards import choose_card, lowest_first
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit, full_pack
from domain.rules.deal import Deal
from domain.rules.double_dummy import DoubleDummyPosition, position_of
from domain.rules.table import Setup, TableState
from tests.unit.rules.support import calls, play


def random_deal(seed: int) -> Deal:
    pack = list(full_pack())
    random.Random(seed).shuffle(pack)
    return Deal.from_hands({seat: pack[i * 13 : i * 13 + 13] for i, seat in enumerate(SEAT_ORDER)})


def auctioned(deal: Deal, auction: str) -> TableState:
    """North deals; the auction's final contract is played: East leads (North declares)."""
    state = TableState.start(Setup(1, Seat.N, Vulnerability.NONE, deal))
    for call in calls(auction):
        seat = state.next_seat
        assert seat is not None
        state = state.make_call(seat, call)
    return state


class Recording:
    """The real DDS, remembering what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[list[DoubleDummyPosition], bool]] = []

    def __call__(
        self, positions: Sequence[DoubleDummyPosition], /, *, best_only: bool = False
    ) -> list[dict[Card, int]]:
        self.asked.append((list(positions), best_only))
        return many_card_tricks(positions, best_only=best_only)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), auction=st.sampled_from(["1NT P P P", "4S P P P"]))
def test_best_only_names_exactly_the_cards_of_most_tricks(seed: int, auction: str) -> None:
    """On a whole deal at the opening lead, the cheaper question's answer is the set of
    leads DDS's full answer gives the most tricks, with those tricks."""
    state = auctioned(random_deal(seed), auction)
    position = position_of(state)
    (every,) = many_card_tricks([position])
    (best,) = many_card_tricks([position], best_only=True)
    most = max(every.values())
    assert best == {card: tricks for card, tricks in every.items() if tricks == most}


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_the_lead_is_the_one_best_in_the_most_layouts(seed: int) -> None:
    """The same layouts solved exactly: each lead scores the layout's best tricks, or one
    fewer where DDS's exact tricks for it are below the best; the robot's candidates are
    those averages (no trick won yet), ranked best first, ties to the lowest card."""
    state = auctioned(random_deal(seed), "1NT P 3NT P P P")
    seat = state.next_seat
    assert seat is Seat.E
    legal = sorted(state.remaining[seat], key=lowest_first)
    dds = Recording()
    choice = choose_card(state, seat, legal, {}, samples=4, seed=seed, solve=dds, budget=None)
    assert all(best_only for _, best_only in dds.asked)
    layouts = [position for positions, _ in dds.asked for position in positions]
    assert choice.samples == len(layouts) == 4
    exact = many_card_tricks(layouts)
    scores = dict.fromkeys(legal, 0.0)
    for tricks in exact:
        most = max(tricks.values())
        for card in legal:
            scores[card] += most if tricks[card] == most else most - 1
    expected = sorted(legal, key=lambda card: (-scores[card], lowest_first(card)))
    assert [card for card, _ in choice.candidates] == expected
    assert dict(choice.candidates) == {card: scores[card] / 4 for card in legal}
    assert choice.card == expected[0]
    assert "one fewer where it is not best" in choice.basis


def test_after_the_lead_every_card_is_solved_exactly() -> None:
    """Only the opening lead asks the cheaper question: the next card (dummy faced) is
    judged by every card's exact tricks."""
    state = auctioned(random_deal(7), "1NT P 3NT P P P")
    state = play(state, "C2")  # dummy follows with the CJ, C7 or C5
    assert state.next_seat is Seat.S  # declarer decides for dummy
    legal = sorted((c for c in state.remaining[Seat.S] if c.suit is Suit.C), key=lowest_first)
    assert len(legal) == 3
    dds = Recording()
    choice = choose_card(state, Seat.S, legal, {}, samples=2, seed=3, solve=dds, budget=None)
    assert choice.samples == 2
    assert dds.asked and not any(best_only for _, best_only in dds.asked)
    assert "one fewer" not in choice.basis
