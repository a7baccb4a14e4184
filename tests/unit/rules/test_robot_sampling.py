"""The robot's sampler (domain/rules/robot_sampling.py): every layout it deals agrees with
what the table showed, checked here against facts computed without the code under test
(the cards each seat played, the suits it showed out of, its HCP and lengths)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations, islice
from math import comb

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.calls import Call, Contract
from domain.rules.cards import SEAT_ORDER, SUIT_ORDER, Card, Seat, full_pack
from domain.rules.deal import Deal
from domain.rules.play import legal_cards
from domain.rules.robot_sampling import (
    can_agree_with_auction,
    draw_layouts,
    every_layout,
    robot_view,
    sample_layouts,
)
from domain.rules.shown_hand import ShownHand
from domain.rules.table import TableState
from tests.unit.rules.support import (
    REFERENCE_DEAL,
    contracts,
    deals,
    open_trick,
    seats,
    table_in_play,
)

POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def played_out(state: TableState, cards_played: int, picks: list[int]) -> TableState:
    for pick in picks[:cards_played]:
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
        state = state.play_card(seat, legal[pick % len(legal)])
    return state


def reference_facts(state: TableState) -> tuple[dict[Seat, set[Card]], dict[Seat, set[str]]]:
    """Each seat's played cards and the suits (as letters) it did not follow."""
    played: dict[Seat, set[Card]] = {seat: set() for seat in SEAT_ORDER}
    showed_out: dict[Seat, set[str]] = {seat: set() for seat in SEAT_ORDER}
    for trick in state.tricks:
        led = trick.cards[0].card.suit.value if trick.cards else None
        for each in trick.cards:
            played[each.seat].add(each.card)
            if each.card.suit.value != led:
                showed_out[each.seat].add(str(led))
    return played, showed_out


def widened(actual: int, below: int, above: int, top: int) -> tuple[int, int]:
    return (max(0, actual - below), min(top, actual + above))


@settings(max_examples=120, deadline=None)
@given(
    deal=deals,
    dealer=seats,
    contract=contracts(),
    cards_played=st.integers(0, 50),
    picks=st.lists(st.integers(0, 12), min_size=52, max_size=52),
    margins=st.lists(st.integers(0, 3), min_size=40, max_size=40),
    seed=st.integers(0, 2**32),
)
def test_every_sampled_layout_agrees_with_the_table(
    deal, dealer, contract, cards_played, picks, margins, seed
):
    state = played_out(table_in_play(deal, dealer, contract), cards_played, picks)
    deciding = state.next_seat
    assert deciding is not None
    played, showed_out = reference_facts(state)
    # what each seat's calls "showed": ranges around its real hand, so the real layout agrees
    shown = {}
    for index, seat in enumerate(SEAT_ORDER):
        whole = deal.hand(seat)
        cut = margins[index * 10 : index * 10 + 10]
        points = sum(POINTS.get(card.rank, 0) for card in whole)
        lengths = {
            suit: widened(sum(1 for c in whole if c.suit is suit), cut[2 + i], cut[6 + i], 13)
            for i, suit in enumerate(SUIT_ORDER)
            if cut[2 + i] < 3
        }
        shown[seat] = ShownHand(widened(points, cut[0], cut[1], 37), lengths)
    view = robot_view(state, deciding, shown)

    declarer, dummy = contract.declarer, contract.declarer.partner
    eyes = declarer if deciding is dummy else deciding
    seen = {eyes} | ({dummy} if state.cards_played > 0 else set())
    assert set(view.seen) == seen
    hidden = [seat for seat in SEAT_ORDER if seat not in seen]
    in_view = {card for seat in seen for card in state.remaining[seat]}
    gone = {card for cards in played.values() for card in cards}
    pool = set(full_pack()) - in_view - gone
    actual = {seat: frozenset(state.remaining[seat]) for seat in hidden}
    assert view.agrees(actual)  # the real layout is one the robot must consider

    sampled = sample_layouts(view, random.Random(seed), count=5, tries=400)
    assert len(sampled.layouts) == 5
    for index, layout in enumerate(sampled.layouts):
        assert set(layout) == set(hidden)
        dealt = [card for seat in hidden for card in layout[seat]]
        assert len(dealt) == len(set(dealt))
        assert set(dealt) == pool
        for seat in hidden:
            assert len(layout[seat]) == len(state.remaining[seat])
            assert not {card.suit.value for card in layout[seat]} & showed_out[seat]
            if index < sampled.with_auction:
                whole = layout[seat] | played[seat]
                low, high = shown[seat].hcp
                assert low <= sum(POINTS.get(card.rank, 0) for card in whole) <= high
                for suit, (short, long) in shown[seat].lengths.items():
                    assert short <= sum(1 for card in whole if card.suit is suit) <= long


def test_the_same_seed_deals_the_same_layouts() -> None:
    state = table_in_play(Deal.random(7), Seat.N, contracts_of("3NT", Seat.S))
    view = robot_view(state, Seat.W, {})
    first = sample_layouts(view, random.Random(11), 6)
    again = sample_layouts(view, random.Random(11), 6)
    other = sample_layouts(view, random.Random(12), 6)
    assert first == again
    assert first != other


def contracts_of(text: str, declarer: Seat) -> Contract:
    bid = Call.parse(text)
    assert bid.level is not None and bid.strain is not None
    return Contract(bid.level, bid.strain, 0, declarer)


def test_contradictory_calls_leave_the_play_to_decide() -> None:
    """A seat 'shown' to hold 14 spades cannot be dealt: the layouts then agree with the
    play only, and say so."""
    state = table_in_play(Deal.random(3), Seat.N, contracts_of("4H", Seat.N))
    impossible = {Seat.S: ShownHand(lengths={SUIT_ORDER[0]: (14, 14)})}
    sampled = sample_layouts(robot_view(state, Seat.E, impossible), random.Random(1), 3, tries=50)
    assert sampled.with_auction == 0
    assert len(sampled.layouts) == 3


def hypergeometric(length: int, suit: int, held: int, pool: int) -> float:
    """The chance that a hand of `held` cards dealt at random from `pool` cards, `suit` of
    them of one suit, holds exactly `length` of that suit."""
    return comb(suit, length) * comb(pool - suit, held - length) / comb(pool, held)


def test_with_nothing_shown_the_hidden_hands_are_dealt_uniformly() -> None:
    """At the opening lead nobody has shown out: every layout is as likely. Each hidden
    hand holds each card a third of the time, and its spade length follows the
    hypergeometric law (seeded: the same draws every run; the bounds are five standard
    errors wide)."""
    deal = Deal.parse_pbn(REFERENCE_DEAL)
    state = table_in_play(deal, Seat.N, contracts_of("4S", Seat.S))
    view = robot_view(state, Seat.W, {})
    draws = 3000
    layouts = [layout for layout, _ in islice(draw_layouts(view, random.Random(4)), draws)]
    assert len(layouts) == draws
    hidden = [Seat.N, Seat.E, Seat.S]
    for card in view.pool:
        for seat in hidden:
            held = sum(1 for layout in layouts if card in layout[seat])
            assert abs(held - draws / 3) <= 5 * (draws * (1 / 3) * (2 / 3)) ** 0.5
    spades = sum(1 for card in view.pool if card.suit is SUIT_ORDER[0])
    for seat in hidden:
        for length in range(0, 8):
            seen = sum(
                1
                for layout in layouts
                if sum(1 for card in layout[seat] if card.suit is SUIT_ORDER[0]) == length
            )
            expected = hypergeometric(length, spades, 13, 39)
            assert abs(seen / draws - expected) <= 5 * (expected * (1 - expected) / draws) ** 0.5


@settings(max_examples=60, deadline=None)
@given(
    deal=deals,
    dealer=seats,
    contract=contracts(),
    cards_played=st.integers(0, 51),
    picks=st.lists(st.integers(0, 12), min_size=52, max_size=52),
    seed=st.integers(0, 2**32),
    first=st.integers(1, 6),
    more=st.integers(0, 6),
)
def test_the_first_layouts_are_the_same_however_many_are_asked_for(
    deal, dealer, contract, cards_played, picks, seed, first, more
):
    """The robot deals only the layouts it has the time to solve: asking for fewer must
    not change them (the seed decides them, not how many the clock allowed)."""
    state = played_out(table_in_play(deal, dealer, contract), cards_played, picks)
    deciding = state.next_seat
    assert deciding is not None
    shown = {seat: ShownHand((8, 20), {SUIT_ORDER[1]: (2, 6)}) for seat in SEAT_ORDER}
    view = robot_view(state, deciding, shown)
    few = list(islice(draw_layouts(view, random.Random(seed), 300, 300), first))
    many = list(islice(draw_layouts(view, random.Random(seed), 300, 300), first + more))
    assert many[: len(few)] == few
    assert len(few) == min(first, len(many))
    flags = [agrees for _, agrees in many]
    assert flags == sorted(flags, reverse=True)  # those agreeing with the auction first


def reference_layouts(
    state: TableState, hidden: list[Seat], pool: list[Card], showed_out: dict[Seat, set[str]]
) -> Iterator[dict[Seat, set[Card]]]:
    """Every split of the pool among the two hidden hands that the play allows."""
    first, second = hidden
    for chosen in combinations(pool, len(state.remaining[first])):
        rest = [card for card in pool if card not in chosen]
        layout = {first: set(chosen), second: set(rest)}
        if all(not {c.suit.value for c in layout[s]} & showed_out[s] for s in hidden):
            yield layout


@settings(max_examples=80, deadline=None)
@given(
    deal=deals,
    dealer=seats,
    contract=contracts(),
    cards_played=st.integers(36, 48),
    picks=st.lists(st.integers(0, 12), min_size=52, max_size=52),
    ranges=st.lists(st.tuples(st.integers(0, 24), st.integers(0, 12)), min_size=4, max_size=4),
    suit_ranges=st.lists(
        st.tuples(st.integers(0, 3), st.integers(0, 6), st.integers(0, 4)), max_size=3
    ),
)
def test_a_view_is_called_impossible_only_when_no_layout_agrees(
    deal, dealer, contract, cards_played, picks, ranges, suit_ranges
):
    """The sampler skips the auction when the shown ranges cannot be met: it must never
    skip it when some layout would meet them (checked against every layout, counted here)."""
    state = played_out(table_in_play(deal, dealer, contract), cards_played, picks)
    deciding = state.next_seat
    assert deciding is not None and state.cards_played > 0
    shown = {}
    for index, seat in enumerate(SEAT_ORDER):
        low, width = ranges[index]
        lengths = {SUIT_ORDER[s]: (short, short + extra) for s, short, extra in suit_ranges}
        shown[seat] = ShownHand((low, low + width), lengths if index % 2 else {})
    view = robot_view(state, deciding, shown)
    played, showed_out = reference_facts(state)
    hidden = [seat for seat in SEAT_ORDER if seat in view.holds]
    pool = sorted(view.pool, key=str)
    some_agree = False
    for layout in reference_layouts(state, hidden, pool, showed_out):
        meets = True
        for seat in hidden:
            whole = layout[seat] | played[seat]
            low, high = shown[seat].hcp
            meets = meets and low <= sum(POINTS.get(card.rank, 0) for card in whole) <= high
            for suit, (short, long) in shown[seat].lengths.items():
                meets = meets and short <= sum(1 for c in whole if c.suit is suit) <= long
        if meets:
            some_agree = True
            break
    if some_agree:
        assert can_agree_with_auction(view)
    if not can_agree_with_auction(view):
        layouts = list(islice(draw_layouts(view, random.Random(1), 10**6, 200), 3))
        assert layouts and not any(agrees for _, agrees in layouts)


@settings(max_examples=120, deadline=None)
@given(
    deal=deals,
    dealer=seats,
    contract=contracts(),
    cards_played=st.integers(28, 50),
    picks=st.lists(st.integers(0, 12), min_size=52, max_size=52),
    limit=st.integers(0, 80),
)
def test_every_layout_is_every_layout_or_none(deal, dealer, contract, cards_played, picks, limit):
    """`every_layout` answers a claim (Law 70A: a line must hold on every lie of the cards
    the claimer cannot see): exactly the splits the play allows, counted here by brute
    force, or None when they are more than `limit`. Before 0.26.0 it tried only the first
    50 * `limit` splits and answered those among them that agreed as if they were all."""
    state = played_out(table_in_play(deal, dealer, contract), cards_played, picks)
    deciding = state.next_seat
    assert deciding is not None
    view = robot_view(state, deciding, {})
    got = every_layout(view, limit)
    hidden = [seat for seat in SEAT_ORDER if seat in view.holds]
    if len(hidden) != 2:
        assert got is None  # before dummy is faced, three hands are hidden
        return
    _, showed_out = reference_facts(state)
    pool = sorted(view.pool, key=str)
    if comb(len(pool), len(state.remaining[hidden[0]])) > 200_000:
        return  # too many for the brute force: the count below is checked on smaller pools
    expected = {
        tuple(frozenset(layout[seat]) for seat in hidden)
        for layout in reference_layouts(state, hidden, pool, showed_out)
    }
    if len(expected) > limit:
        assert got is None
    else:
        assert got is not None
        assert {tuple(layout[seat] for seat in hidden) for layout in got} == expected
        assert len(got) == len(expected)
