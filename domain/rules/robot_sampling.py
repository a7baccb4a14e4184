"""The deals a robot may be facing (docs/contract.md "Robots"): the cards it cannot see,
dealt at random to the hands that hold them, so that every layout agrees with what the
table has shown: the number of cards each hand still holds, the suits a player showed out
of, and what each player's calls showed of his whole hand (an HCP range, suit lengths).

The robot never looks at the hidden hands: `RobotView` is built from its own hand, dummy's
once faced, the cards played and the auction, nothing else. The sampling is seeded by the
caller, so the same position and seed give the same layouts.

Each card goes, most constrained first, to a hand that may hold it with a chance in
proportion to the room left in that hand; a layout that then breaks a shown range is
thrown away. That is a rejection sampler, close to uniform over the layouts that agree.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import combinations, islice

from domain.rules.cards import SEAT_ORDER, SUIT_ORDER, Card, Seat, Suit, full_pack
from domain.rules.table import TableState

_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}

Layout = dict[Seat, frozenset[Card]]


def hcp(cards: Iterable[Card]) -> int:
    return sum(_HCP.get(card.rank, 0) for card in cards)


@dataclass(frozen=True)
class ShownHand:
    """What a player's calls showed of his whole hand (all thirteen cards): an HCP range
    and, for some suits, a length range; both ends included."""

    hcp: tuple[int, int] = (0, 37)
    lengths: Mapping[Suit, tuple[int, int]] = field(default_factory=dict)

    def holds_for(self, cards: Iterable[Card]) -> bool:
        held = list(cards)
        points = hcp(held)
        if not self.hcp[0] <= points <= self.hcp[1]:
            return False
        for suit, (low, high) in self.lengths.items():
            count = sum(1 for card in held if card.suit is suit)
            if not low <= count <= high:
                return False
        return True

    def narrowed_by(self, other: ShownHand) -> ShownHand | None:
        """Both at once; None when they contradict each other (a player whose calls
        disagree: the caller then keeps the earlier ones)."""
        low, high = max(self.hcp[0], other.hcp[0]), min(self.hcp[1], other.hcp[1])
        if low > high:
            return None
        lengths = dict(self.lengths)
        for suit, (l_low, l_high) in other.lengths.items():
            mine = lengths.get(suit, (0, 13))
            both = (max(mine[0], l_low), min(mine[1], l_high))
            if both[0] > both[1]:
                return None
            lengths[suit] = both
        return ShownHand((low, high), lengths)

    @property
    def is_open(self) -> bool:
        return self.hcp == (0, 37) and not self.lengths


ANY_HAND = ShownHand()


@dataclass(frozen=True)
class RobotView:
    """What the robot deciding for `seat` knows: the hands it sees (`seen`: its own and
    dummy's once faced, as held now), and for each hand it does not see how many cards it
    holds, the cards it has played, the suits it showed out of and what it showed."""

    seen: Mapping[Seat, frozenset[Card]]
    holds: Mapping[Seat, int]
    played: Mapping[Seat, frozenset[Card]]
    void: Mapping[Seat, frozenset[Suit]]
    shown: Mapping[Seat, ShownHand]

    @property
    def hidden(self) -> tuple[Seat, ...]:
        return tuple(seat for seat in SEAT_ORDER if seat in self.holds)

    @property
    def pool(self) -> frozenset[Card]:
        """The cards the robot cannot see: in no hand it sees, and not yet played."""
        gone = {card for cards in self.played.values() for card in cards}
        seen = {card for cards in self.seen.values() for card in cards}
        return frozenset(full_pack()) - gone - seen

    def agrees(self, layout: Mapping[Seat, frozenset[Card]], *, auction: bool = True) -> bool:
        """Whether a layout of the hidden hands agrees with everything the view knows."""
        dealt = [card for seat in self.hidden for card in layout[seat]]
        if len(dealt) != len(set(dealt)) or set(dealt) != self.pool:
            return False
        for seat in self.hidden:
            cards = layout[seat]
            if len(cards) != self.holds[seat]:
                return False
            if any(card.suit in self.void.get(seat, frozenset()) for card in cards):
                return False
            whole = cards | self.played.get(seat, frozenset())
            if auction and not self.shown.get(seat, ANY_HAND).holds_for(whole):
                return False
        return True


def robot_view(state: TableState, seat: Seat, shown: Mapping[Seat, ShownHand]) -> RobotView:
    """The view of the player deciding for `seat` (declarer decides for dummy too): his
    own hand, dummy's once the opening lead is faced, and the table's history."""
    eyes = state.declarer if seat is state.dummy and state.declarer is not None else seat
    seen_seats = {eyes}
    if state.dummy is not None and state.dummy_faced:
        seen_seats.add(state.dummy)
    played: dict[Seat, set[Card]] = {s: set() for s in SEAT_ORDER}
    void: dict[Seat, set[Suit]] = {s: set() for s in SEAT_ORDER}
    for trick in state.tricks:
        if not trick.cards:
            continue
        led = trick.cards[0].card.suit
        for played_card in trick.cards:
            played[played_card.seat].add(played_card.card)
            if played_card.card.suit is not led:
                void[played_card.seat].add(led)
    hidden = [s for s in SEAT_ORDER if s not in seen_seats]
    return RobotView(
        seen={s: frozenset(state.hand(s)) for s in seen_seats},
        holds={s: len(state.hand(s)) for s in hidden},
        played={s: frozenset(cards) for s, cards in played.items()},
        void={s: frozenset(void[s]) for s in hidden},
        shown={s: shown[s] for s in hidden if s in shown},
    )


def _deal_once(view: RobotView, rng: random.Random) -> Layout | None:
    hidden = view.hidden
    room = {seat: view.holds[seat] for seat in hidden}
    takers = {
        suit: [seat for seat in hidden if suit not in view.void.get(seat, frozenset())]
        for suit in SUIT_ORDER
    }
    cards = sorted(view.pool, key=lambda card: (card.suit.value, card.rank))
    rng.shuffle(cards)
    cards.sort(key=lambda card: len(takers[card.suit]))  # stable: most constrained first
    hands: dict[Seat, set[Card]] = {seat: set() for seat in hidden}
    for card in cards:
        open_seats = [seat for seat in takers[card.suit] if room[seat] > 0]
        if not open_seats:
            return None
        seat = rng.choices(open_seats, weights=[room[s] for s in open_seats])[0]
        hands[seat].add(card)
        room[seat] -= 1
    return {seat: frozenset(cards) for seat, cards in hands.items()}


@dataclass(frozen=True)
class Sampled:
    """The layouts found, and how many of them agree with the auction too (the first
    ones); when too few do within the tries, the rest agree with the play only."""

    layouts: tuple[Layout, ...]
    with_auction: int


def sample_layouts(view: RobotView, rng: random.Random, count: int, tries: int = 2000) -> Sampled:
    """`count` layouts of the hidden hands (fewer only when the play admits fewer
    different tries: none at all is impossible for a position reached at a table)."""
    found: list[Layout] = []
    if not view.hidden:
        return Sampled(({},) * count, count)
    for _ in range(tries):
        layout = _deal_once(view, rng)
        if layout is not None and view.agrees(layout):
            found.append(layout)
            if len(found) == count:
                return Sampled(tuple(found), count)
    with_auction = len(found)
    for _ in range(tries):
        layout = _deal_once(view, rng)
        if layout is not None:
            found.append(layout)
            if len(found) == count:
                break
    return Sampled(tuple(found), with_auction)


def every_layout(view: RobotView, limit: int) -> list[Layout] | None:
    """Every layout of the two hidden hands that agrees with the play (the auction aside:
    a claim must hold whatever the calls meant); None when there are more than `limit`,
    or more than two hands are hidden (before dummy is faced)."""
    hidden = view.hidden
    if len(hidden) != 2:
        return None
    first, second = hidden
    pool = sorted(view.pool, key=lambda card: (card.suit.value, card.rank))
    found: list[Layout] = []
    for chosen in islice(combinations(pool, view.holds[first]), limit * 50):
        layout = {first: frozenset(chosen), second: frozenset(pool) - frozenset(chosen)}
        if view.agrees(layout, auction=False):
            found.append(layout)
            if len(found) > limit:
                return None
    return found
