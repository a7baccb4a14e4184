"""What a pass tells the robots (library/robot_reading.py `shown_hands`, issue 34): a player
whose side has not bid denies every call his system has there, as far as its rules'
constraints state them. In first seat that is every opening (SAYC's 1C-1S floor is 12
HCP, so at most 11 remain), a weak two's or preempt's shape too; over an opening, the
overcalls, the 1NT overcall and the takeout double. The sampler (domain/rules/
robot_sampling.py) then deals no layout a pass denied; checked here against an
independent reading of each layout's HCP and lengths."""

from __future__ import annotations

import random
from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from api.robot_mind import LIBRARY_BOOKS
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import SEAT_ORDER, SUIT_ORDER, Card, Seat, full_pack
from domain.rules.deal import Deal
from domain.rules.play import legal_cards
from domain.rules.robot_sampling import draw_layouts, robot_view, sample_layouts
from domain.rules.shown_hand import ShownHand
from domain.rules.table import Setup, TableState
from library.recommend_auction import place_from_calls
from library.robot_reading import rule_for_call, shown_hands
from tests.unit.rules.support import open_trick

SAYC = LIBRARY_BOOKS.book("sayc")
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}
# N opens 1H, E passes with 4 HCP, S raises to game
DEAL = Deal.parse_pbn("N:K32.AKJ54.Q43.72 984.Q92.J765.J43 AQ6.T863.K2.AQ65 JT75.7.AT98.KT98")


def calls(text: str) -> list[Call]:
    return [Call.parse(word) for word in text.split()]


def hand(text: str) -> frozenset[Card]:
    """'AKJ54 Q43 72 K32' as spades, hearts, diamonds, clubs ('-' for a void)."""
    suits = text.split()
    return frozenset(
        Card.parse(suit.value + rank)
        for suit, ranks in zip(SUIT_ORDER, suits, strict=True)
        for rank in ranks.replace("-", "")
    )


def points(cards: frozenset[Card]) -> int:
    return sum(POINTS.get(card.rank, 0) for card in cards)


def length(cards: frozenset[Card], letter: str) -> int:
    return sum(1 for card in cards if card.suit.value == letter)


def meets(cards: frozenset[Card], shown: ShownHand) -> bool:
    """The test's own reading: HCP and lengths in range, and none of the denied hands."""

    def within(reading: ShownHand) -> bool:
        low, high = reading.hcp
        return low <= points(cards) <= high and all(
            short <= length(cards, suit.value) <= long
            for suit, (short, long) in reading.lengths.items()
        )

    return within(shown) and not any(within(denial) for denial in shown.denied)


def test_a_first_seat_pass_shows_less_than_the_books_opening() -> None:
    opening = rule_for_call(SAYC, place_from_calls(Seat.N, []), "1C")
    assert opening is not None and opening.constraints.hcp is not None
    shown = shown_hands(SAYC, Seat.N, calls("Pass"))[Seat.N]
    assert shown.hcp == (0, opening.constraints.hcp.low - 1) == (0, 11)


def test_a_first_seat_pass_denies_a_weak_two_and_a_preempt() -> None:
    shown = shown_hands(SAYC, Seat.N, calls("Pass"))[Seat.N]
    weak_two = hand("84 KQJ964 Q72 53")  # 8 HCP, six hearts: 2H
    preempt = hand("4 KQJ9642 Q72 53")  # 8 HCP, seven hearts: 3H
    five_hearts = hand("843 KQJ96 Q72 53")  # 8 HCP, five hearts: no opening
    assert not meets(weak_two, shown) and not shown.holds_for(weak_two)
    assert not meets(preempt, shown) and not shown.holds_for(preempt)
    assert meets(five_hearts, shown) and shown.holds_for(five_hearts)


def test_second_and_third_seat_passes_are_read_too() -> None:
    shown = shown_hands(SAYC, Seat.N, calls("Pass Pass Pass"))
    assert {seat: shown[seat].hcp for seat in (Seat.N, Seat.E, Seat.S)} == {
        Seat.N: (0, 11),
        Seat.E: (0, 11),
        Seat.S: (0, 11),  # third seat opens a major on 11: an 11-count passes without one
    }
    assert not shown[Seat.S].holds_for(hand("A84 KQ964 Q72 53"))  # 11 HCP, five hearts
    assert shown[Seat.S].holds_for(hand("A84 KQ96 Q72 532"))  # 11 HCP, four hearts


def test_a_pass_over_an_opening_denies_the_overcalls_and_the_double() -> None:
    shown = shown_hands(SAYC, Seat.N, calls("1H Pass"))[Seat.E]
    assert shown.hcp == (0, 37)  # a strong hand may pass in the opener's suit
    denied = {
        "an overcall of 1S": hand("KQ984 83 A72 J53"),  # 10 HCP, five spades
        "an overcall of 2C": hand("K84 83 A72 KQJ53"),  # 13 HCP, five clubs
        "a 1NT overcall": hand("AQ4 K83 KJ72 K53"),  # 16 HCP, balanced
        "a takeout double": hand("AQ84 3 KJ72 K532"),  # 13 HCP, a singleton heart
        "a weak jump overcall": hand("KQJ984 83 972 53"),  # 6 HCP, six spades
    }
    for call, cards in denied.items():
        assert not shown.holds_for(cards), call
        assert not meets(cards, shown), call
    kept = {
        "a weak hand": hand("984 Q83 J72 J532"),
        "a strong hand long in hearts": hand("A4 KQJ983 KJ Q53"),  # 16 HCP
        "five spades short of an overcall": hand("Q9842 83 J72 Q53"),  # 5 HCP
        # Michaels' "6-11 HCP or 16+ HCP" with "a 5+ card minor" is not read: a 6-count
        # with five spades and no five-card minor passes
        "six HCP and five spades": hand("KJ842 83 972 Q53"),
    }
    for name, cards in kept.items():
        assert shown.holds_for(cards), name
        assert meets(cards, shown), name


def test_a_pass_after_the_side_has_bid_is_not_read() -> None:
    # West's partner overcalled: what West's pass means is no rule of the first round's
    assert shown_hands(SAYC, Seat.N, calls("1H 1S 2H Pass")) == shown_hands(
        SAYC, Seat.N, calls("1H 1S 2H")
    )


def in_play(deal: Deal, dealer: Seat, auction: list[Call]) -> TableState:
    state = TableState.start(Setup(1, dealer, Vulnerability.NONE, deal))
    for index, call in enumerate(auction):
        state = state.make_call(dealer.next(index), call)
    return state


def test_a_pass_over_1h_keeps_overcalling_hands_out_of_the_samples() -> None:
    auction = calls("1H Pass 4H Pass Pass Pass")
    state = in_play(DEAL, Seat.N, auction)
    state = state.play_card(Seat.E, Card.parse("S9"))  # the opening lead; dummy is faced
    shown = shown_hands(SAYC, Seat.N, auction)
    assert shown[Seat.E].holds_for(DEAL.hand(Seat.E))

    def overcalls(layout: dict[Seat, frozenset[Card]]) -> bool:
        east = layout[Seat.E] | {Card.parse("S9")}
        return 8 <= points(east) <= 16 and length(east, "S") >= 5

    def layouts(reading: dict[Seat, ShownHand]) -> list[dict[Seat, frozenset[Card]]]:
        view = robot_view(state, Seat.S, reading)  # declarer decides for dummy
        drawn = islice(draw_layouts(view, random.Random(34)), 300)
        return [dict(layout) for layout, agrees in drawn if agrees]

    read = layouts(shown)
    unread = layouts({seat: hand for seat, hand in shown.items() if seat is not Seat.E})
    assert len(read) == 300
    assert not any(overcalls(layout) for layout in read)
    assert any(overcalls(layout) for layout in unread)  # the pass is what keeps them out


AUCTIONS = (
    (Seat.N, "1H Pass 4H Pass Pass Pass"),
    (Seat.N, "Pass Pass 1S Pass 4S Pass Pass Pass"),
    (Seat.N, "Pass Pass Pass 1NT Pass 3NT Pass Pass Pass"),
    (Seat.E, "1C Pass 1S Pass 2S Pass Pass Pass"),
)
READINGS = {(dealer, text): shown_hands(SAYC, dealer, calls(text)) for dealer, text in AUCTIONS}


def agreeing_deal(rng: random.Random, reading: dict[Seat, ShownHand]) -> Deal | None:
    """A random deal whose four hands agree with the auction's reading: the hands dealt one
    at a time by rejection, the narrowest reading first, the widest left the rest."""
    order = sorted(
        SEAT_ORDER,
        key=lambda s: reading.get(s, ShownHand()).hcp[1] - reading.get(s, ShownHand()).hcp[0],
    )
    for _ in range(200):
        left = list(full_pack())
        hands: dict[Seat, list[Card]] = {}
        for seat in order[:-1]:
            for _ in range(400):
                cards = rng.sample(left, 13)
                if meets(frozenset(cards), reading.get(seat, ShownHand())):
                    hands[seat] = cards
                    left = [card for card in left if card not in cards]
                    break
            else:
                break
        if len(hands) == 3 and meets(frozenset(left), reading.get(order[-1], ShownHand())):
            hands[order[-1]] = left
            return Deal.from_hands(hands)
    return None


@settings(max_examples=40, deadline=None)
@given(
    which=st.sampled_from(AUCTIONS),
    dealing=st.integers(0, 2**32),
    cards_played=st.integers(0, 30),
    seed=st.integers(0, 2**32),
)
def test_every_sampled_deal_agrees_with_the_passes_and_the_cards_seen(
    which: tuple[Seat, str], dealing: int, cards_played: int, seed: int
) -> None:
    rng = random.Random(dealing)
    dealer, text = which
    reading = READINGS[which]
    deal = agreeing_deal(rng, reading)
    assert deal is not None
    state = in_play(deal, dealer, calls(text))
    for _ in range(cards_played):
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
        state = state.play_card(seat, rng.choice(legal))
    deciding = state.next_seat
    assert deciding is not None
    view = robot_view(state, deciding, reading)
    hidden = view.hidden
    played = {seat: frozenset(view.played.get(seat, frozenset())) for seat in SEAT_ORDER}
    assert view.agrees({seat: frozenset(state.remaining[seat]) for seat in hidden})

    sampled = sample_layouts(view, random.Random(seed), count=6, tries=3000)
    assert len(sampled.layouts) == 6
    seen = {card for cards in view.seen.values() for card in cards}
    for index, layout in enumerate(sampled.layouts):
        dealt = [card for seat in hidden for card in layout[seat]]
        assert len(dealt) == len(set(dealt))
        assert not set(dealt) & seen
        assert set(dealt) | seen | {c for cards in played.values() for c in cards} == set(
            full_pack()
        )
        for seat in hidden:
            assert len(layout[seat]) == len(state.remaining[seat])
            if index < sampled.with_auction:
                assert meets(layout[seat] | played[seat], reading.get(seat, ShownHand()))
