"""A claim's certain line (domain/rules/claim_line.py; Laws 68C, 70A), against what does
not share its code: the real DDS (endplay) and a brute-force play of the stated line
against every layout and every defence, over random endings.

Law 70A (2017): "any doubtful point as to a claim shall be resolved against the claimer."
A line is certain only if the claimer, who sees his own hands and not the others, can
follow it whatever the hidden hands hold and whatever the others play."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from api.double_dummy import many_card_tricks
from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.claim_line import certain_line
from domain.rules.double_dummy import DoubleDummyPosition
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from domain.rules.side import Side

DECK = [Card.parse(s + r) for s in "SHDC" for r in "AKQJT98765432"]
NS = frozenset({Seat.N, Seat.S})


def _hand(text: str) -> frozenset[Card]:
    return frozenset(Card.parse(card) for card in text.split())


def _layouts(hidden: frozenset[Card], size: int) -> list[dict[Seat, frozenset[Card]]]:
    ordered = sorted(hidden, key=str)
    return [
        {Seat.E: frozenset(east), Seat.W: frozenset(ordered) - frozenset(east)}
        for east in combinations(ordered, size)
    ]


@st.composite
def small_deals(
    draw: st.DrawFn,
    sizes: tuple[int, int] = (2, 3),
    suits: tuple[str, ...] = ("HS", "HSD", "SHDC"),
    trumps: tuple[Suit | None, ...] = (None, Suit.S, Suit.H),
) -> tuple[dict[Seat, frozenset[Card]], Suit | None, Seat]:
    """Four hands of `sizes` cards each from a pack of the `suits` drawn, a trump (or
    notrump) and the seat on lead."""
    size = draw(st.integers(*sizes))
    named = draw(st.sampled_from(suits))
    pool = [card for card in DECK if card.suit.value in named]
    cards = draw(st.permutations(pool))[: 4 * size]
    hands = {seat: frozenset(cards[i * size : (i + 1) * size]) for i, seat in enumerate(SEAT_ORDER)}
    trump = draw(st.sampled_from(trumps))
    leader = draw(st.sampled_from(SEAT_ORDER))
    return hands, trump, leader


def endings() -> st.SearchStrategy[tuple[dict[Seat, frozenset[Card]], Suit | None, Seat]]:
    return small_deals()


def _every_trick_double_dummy(
    seen: Mapping[Seat, frozenset[Card]],
    layouts: list[dict[Seat, frozenset[Card]]],
    trump: Suit | None,
    leader: Seat,
) -> list[bool]:
    tricks = len(next(iter(seen.values())))
    positions = [DoubleDummyPosition({**seen, **layout}, trump, leader) for layout in layouts]
    # DDS answers the tricks of the side to play, for each of its cards
    ours = leader in NS
    return [
        (max(result.values()) if ours else tricks - max(result.values())) == tricks
        for result in many_card_tricks(positions)
    ]


def _double_dummy_tricks(
    hands: Mapping[Seat, frozenset[Card]], trump: Suit | None, leader: Seat
) -> int:
    """North-South's tricks with every card known, by DDS."""
    (result,) = many_card_tricks([DoubleDummyPosition(hands, trump, leader)])
    best = max(result.values())
    return best if leader in NS else len(hands[leader]) - best


@settings(max_examples=60, deadline=None)
@given(endings(), st.integers(0, 3))
def test_with_every_card_known_the_line_exists_exactly_when_double_dummy_takes_the_tricks(
    ending: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], wanted: int
) -> None:
    """One layout: the claimer sees everything, and certainty is double dummy's, for all
    the tricks left or for fewer (a claim of some, a concession of the rest)."""
    hands, trump, leader = ending
    seen = {Seat.N: hands[Seat.N], Seat.S: hands[Seat.S]}
    layout = {Seat.E: hands[Seat.E], Seat.W: hands[Seat.W]}
    tricks = min(wanted, len(hands[Seat.N]))
    line = certain_line(
        side=Side.NS, controls=NS, seen=seen, layouts=[layout], trump=trump, leader=leader,
        tricks=tricks,
    )  # fmt: skip
    assert (line is not None) == (_double_dummy_tricks(hands, trump, leader) >= tricks)


@settings(max_examples=40, deadline=None)
@given(endings(), st.integers(1, 3), st.integers(0, 3))
def test_from_a_trick_in_progress_the_line_agrees_with_double_dummy(
    ending: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], played: int, wanted: int
) -> None:
    """A claim made during a trick: the cards already played to it stay played (the first
    `played` hands play their first legal card); with every card known, the line exists
    exactly when double dummy takes the tricks from there."""
    hands, trump, leader = ending
    trick: list[PlayedCard] = []
    for index in range(played):
        seat = leader.next(index)
        card = sorted(legal_cards(hands[seat], trick), key=str)[0]
        trick.append(PlayedCard(seat, card))
        hands = {**hands, seat: hands[seat] - {card}}
    seen = {Seat.N: hands[Seat.N], Seat.S: hands[Seat.S]}
    layout = {Seat.E: hands[Seat.E], Seat.W: hands[Seat.W]}
    left = max(len(hand) for hand in hands.values())
    tricks = min(wanted, left)
    line = certain_line(
        side=Side.NS, controls=NS, seen=seen, layouts=[layout], trump=trump, leader=leader,
        trick=trick, tricks=tricks,
    )  # fmt: skip
    (result,) = many_card_tricks([DoubleDummyPosition(hands, trump, leader, tuple(trick))])
    to_play = leader.next(played)
    best = max(result.values())
    ours = best if to_play in NS else left - best
    assert (line is not None) == (ours >= tricks)


def _defences(
    hands: dict[Seat, frozenset[Card]],
    trump: Suit | None,
    leader: Seat,
    ours: list[tuple[Seat, Card]],
) -> Iterator[bool]:
    """Plays `ours` in order against every legal card of East and West, whatever they
    hold: yields, for each way the play can go, whether North-South won every trick."""

    def go(hands: dict[Seat, frozenset[Card]], leader: Seat, trick: tuple[PlayedCard, ...],
           ours: list[tuple[Seat, Card]]) -> Iterator[bool]:  # fmt: skip
        if not trick and not hands[leader]:
            yield True
            return
        seat = leader.next(len(trick))
        if seat in NS:
            if not ours or ours[0][0] is not seat:
                yield False
                return
            card = ours[0][1]
            if card not in legal_cards(hands[seat], trick):
                yield False
                return
            choices, rest = [card], ours[1:]
        else:
            choices, rest = legal_cards(hands[seat], trick), ours
        for card in choices:
            after = {**hands, seat: hands[seat] - {card}}
            played = (*trick, PlayedCard(seat, card))
            if len(played) < 4:
                yield from go(after, leader, played, rest)
            else:
                winner = trick_winner(played, trump)
                if winner.side is not Side.NS:
                    yield False
                else:
                    yield from go(after, winner, (), rest)

    yield from go(hands, leader, (), ours)


@settings(max_examples=60, deadline=None)
@given(endings())
def test_a_line_is_won_on_every_layout_and_a_fixed_line_against_every_defence(
    ending: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat],
) -> None:
    hands, trump, leader = ending
    seen = {Seat.N: hands[Seat.N], Seat.S: hands[Seat.S]}
    size = len(hands[Seat.N])
    layouts = _layouts(hands[Seat.E] | hands[Seat.W], size)
    line = certain_line(
        side=Side.NS, controls=NS, seen=seen, layouts=layouts, trump=trump, leader=leader
    )
    if line is None:
        return
    assert all(_every_trick_double_dummy(seen, layouts, trump, leader))
    if not line.adapts:
        for layout in layouts:
            assert all(_defences({**seen, **layout}, trump, leader, list(line.cards)))


def test_a_two_way_finesse_is_no_certain_line_though_double_dummy_always_finds_the_queen() -> None:
    seen = {Seat.N: _hand("HA HJ HT"), Seat.S: _hand("HK H9 H8")}
    layouts = _layouts(_hand("HQ H7 H6 CK CQ C3"), 3)
    assert all(_every_trick_double_dummy(seen, layouts, None, Seat.N))
    assert (
        certain_line(
            side=Side.NS, controls=NS, seen=seen, layouts=layouts, trump=None, leader=Seat.N
        )
        is None
    )
    # the queen known (one layout): double dummy's line is certain
    known = [layout for layout in layouts if Card.parse("HQ") in layout[Seat.W]][:1]
    line = certain_line(
        side=Side.NS, controls=NS, seen=seen, layouts=known, trump=None, leader=Seat.N
    )
    assert line is not None


def test_a_defender_claiming_cannot_choose_his_partners_hidden_cards() -> None:
    """East claims with the top spades; West's hand is hidden from him: whatever West may
    play must do. West holds the SA in some layouts and the lead is West's: not certain
    (West might lead another suit); with the lead East's, the spades are certain."""
    seen = {Seat.E: _hand("SK SQ"), Seat.S: _hand("H2 H3")}  # South is dummy
    layouts = [
        {Seat.N: frozenset(north), Seat.W: _hand("SA S2 D2 D3") - frozenset(north)}
        for north in combinations(sorted(_hand("SA S2 D2 D3"), key=str), 2)
    ]
    east = frozenset({Seat.E})
    assert certain_line(side=Side.EW, controls=east, seen=seen, layouts=layouts,
                        trump=Suit.S, leader=Seat.W) is None  # fmt: skip
    line = certain_line(side=Side.EW, controls=east, seen=seen, layouts=layouts,
                        trump=Suit.S, leader=Seat.E)  # fmt: skip
    assert line is None  # the SA may be North's
    no_ace = [{Seat.N: _hand("D2 D3"), Seat.W: _hand("SA S2")}]
    line = certain_line(side=Side.EW, controls=east, seen=seen, layouts=no_ace,
                        trump=Suit.S, leader=Seat.E)  # fmt: skip
    assert line is not None and [str(c) for _, c in line.cards] == ["SK", "SQ"]
