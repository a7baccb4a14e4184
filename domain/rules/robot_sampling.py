"""The deals a robot may be facing (docs/contract.md "Robots"): the cards it cannot see,
dealt at random to the hands that hold them, so that every layout agrees with what the
table has shown: the number of cards each hand still holds, the suits a player showed out
of, and what each player's calls showed of his whole hand (an HCP range, suit lengths;
for a pass, the hands he would have bid with: `ShownHand.denied`).

The robot never looks at the hidden hands: `RobotView` is built from its own hand, dummy's
once faced, the cards played and the auction, nothing else. The sampling is seeded by the
caller, so the same position and seed give the same layouts.

A layout is dealt in two parts: the cards of a suit some hidden hand has shown out of go
first, one at a time, most constrained first, each to a hand that may hold it with a
chance in proportion to the room left there; the others (every card, before anyone shows
out) are shuffled and cut into the room left, which is exactly uniform. A layout that
breaks a shown range is thrown away: a rejection sampler, uniform over the layouts that
agree when nobody has shown out, close to it after.

Speed: real auctions show narrow ranges (a 15-17 notrump, a five-card suit and a range
opposite), so often fewer than one deal in a hundred agrees, and thousands are tried.
Each card is therefore an integer holding its HCP and a one in its suit's field, plus its
index in the pool above the fields: a hand's HCP and four lengths are one sum, checked
against the shown ranges less what the hand has already played, and the cards are looked
up only for a layout that agrees. A range the played cards already break, or a hand
shown more cards of a suit than are left, is found before any deal: then no deal can
agree with the auction, and none is tried. The layouts come one at a time
(`draw_layouts`), so the robot deals only those it has the time to solve.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import combinations, islice
from math import comb

from domain.rules.cards import SEAT_ORDER, SUIT_ORDER, Card, Seat, Suit, full_pack
from domain.rules.shown_hand import ANY_HAND, ShownHand, hcp
from domain.rules.table import TableState

Layout = dict[Seat, frozenset[Card]]


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


AUCTION_TRIES = 6000  # deals tried for layouts that agree with the auction, in all
PLAY_TRIES = 2000  # then for layouts that agree with the play only

_FIELD_BITS = 8  # a field never overflows: at most 37 HCP, 13 cards of a suit
_FIELD_MASK = (1 << _FIELD_BITS) - 1
_INDEX_SHIFT = 48  # above the five fields (HCP, then the four suits' lengths)
_HCP_SHIFT = 0
_LENGTH_SHIFT = {suit: _FIELD_BITS * (1 + index) for index, suit in enumerate(SUIT_ORDER)}

Check = tuple[int, int, int]  # a field's shift, its lowest and highest value allowed


def _fields(card: Card) -> int:
    return hcp([card]) << _HCP_SHIFT | 1 << _LENGTH_SHIFT[card.suit]


class _Dealer:
    """A view's deals as integers (see the module's note on speed)."""

    def __init__(self, view: RobotView) -> None:
        self.hidden = view.hidden
        self.cards = sorted(view.pool, key=lambda card: (card.suit.value, card.rank))
        values = [_fields(card) | index << _INDEX_SHIFT for index, card in enumerate(self.cards)]
        void = [view.void.get(seat, frozenset()) for seat in self.hidden]
        restricted: list[tuple[int, tuple[int, ...]]] = []
        free: list[int] = []
        for card, value in zip(self.cards, values, strict=True):
            takers = tuple(h for h in range(len(self.hidden)) if card.suit not in void[h])
            if len(takers) < len(self.hidden):
                restricted.append((value, takers))
            else:
                free.append(value)
        self.restricted = restricted
        self.free = free
        self.room = [view.holds[seat] for seat in self.hidden]
        checks = [self._checks(view, seat, view.holds[seat]) for seat in self.hidden]
        self.auction_possible = all(each is not None for each in checks)
        self.checks: list[tuple[Check, ...]] = [each or () for each in checks]
        self.denials = [self._denials(view, seat, view.holds[seat]) for seat in self.hidden]

    def _denials(self, view: RobotView, seat: Seat, room: int) -> tuple[tuple[Check, ...], ...]:
        """The hands a pass denied, each as checks a layout must not meet all of (one
        the played cards already rule out, or the pool cannot make, is left out)."""
        shown = view.shown.get(seat, ANY_HAND)
        found = []
        for denial in shown.denied:
            checks = self._checks(view, seat, room, denial)
            if checks is not None:
                found.append(checks)
        return tuple(found)

    def _checks(
        self, view: RobotView, seat: Seat, room: int, shown: ShownHand | None = None
    ) -> tuple[Check, ...] | None:
        """The shown ranges (`shown`, else what the seat showed) as checks on the cards
        the hand still holds; None when no holding of `room` cards from the pool can
        meet them."""
        shown = view.shown.get(seat, ANY_HAND) if shown is None else shown
        played = view.played.get(seat, frozenset())
        void = view.void.get(seat, frozenset())
        left = [card for card in self.cards if card.suit not in void]
        wanted: list[tuple[int, tuple[int, int], int, int]] = []
        if shown.hcp != ANY_HAND.hcp:
            points = sorted((hcp([card]) for card in left), reverse=True)
            wanted.append((_HCP_SHIFT, shown.hcp, hcp(played), sum(points[:room])))
        for suit, bounds in shown.lengths.items():
            had = sum(1 for card in played if card.suit is suit)
            there = sum(1 for card in left if card.suit is suit)
            wanted.append((_LENGTH_SHIFT[suit], bounds, had, min(there, room)))
        checks: list[Check] = []
        for shift, (low, high), already, most in wanted:
            low, high = max(0, low - already), min(most, high - already)
            if low > high:
                return None
            checks.append((shift, low, high))
        return tuple(checks)

    def deal(self, rng: random.Random) -> list[list[int]] | None:
        """One deal: the cards each hidden hand gets (as integers); None when the cards
        of the suits some hand showed out of do not fit the room left (try again)."""
        room = list(self.room)
        hands: list[list[int]] = [[] for _ in self.hidden]
        if self.restricted:
            order = list(self.restricted)
            rng.shuffle(order)
            order.sort(key=lambda item: len(item[1]))  # stable: most constrained first
            for value, takers in order:
                weights = [room[h] for h in takers]
                total = sum(weights)
                if total == 0:
                    return None
                pick = rng.randrange(total)
                for taker, weight in zip(takers, weights, strict=True):
                    if pick < weight:
                        hands[taker].append(value)
                        room[taker] -= 1
                        break
                    pick -= weight
        free = list(self.free)
        rng.shuffle(free)
        start = 0
        for index, hand in enumerate(hands):
            hand += free[start : start + room[index]]
            start += room[index]
        return hands

    def agrees_with_auction(self, hands: list[list[int]]) -> bool:
        for hand, checks, denials in zip(hands, self.checks, self.denials, strict=True):
            if checks or denials:
                total = sum(hand)
                if not _meets(total, checks):
                    return False
                if any(_meets(total, denial) for denial in denials):
                    return False
        return True

    def layout(self, hands: list[list[int]]) -> Layout:
        return {
            seat: frozenset(self.cards[value >> _INDEX_SHIFT] for value in hand)
            for seat, hand in zip(self.hidden, hands, strict=True)
        }


def _meets(total: int, checks: tuple[Check, ...]) -> bool:
    return all(low <= (total >> shift) & _FIELD_MASK <= high for shift, low, high in checks)


def can_agree_with_auction(view: RobotView) -> bool:
    """False when no layout can agree with what the calls showed: a shown range the
    played cards already break, or more HCP or cards of a suit than the hand can still
    be dealt. (True does not promise a layout: the ranges are checked one at a time.)"""
    return _Dealer(view).auction_possible


def draw_layouts(
    view: RobotView,
    rng: random.Random,
    auction_tries: int = AUCTION_TRIES,
    play_tries: int = PLAY_TRIES,
) -> Iterator[tuple[Layout, bool]]:
    """Layouts of the hidden hands one at a time, each with whether it agrees with the
    auction too: first those that do (within `auction_tries` deals in all), then, once
    those tries are spent, ones that agree with the play only. The same view and seed give
    the same sequence, so the first k are the same however many are asked for."""
    if not view.hidden:
        while True:
            yield {}, True
    dealer = _Dealer(view)
    if dealer.auction_possible:
        for _ in range(auction_tries):
            hands = dealer.deal(rng)
            if hands is not None and dealer.agrees_with_auction(hands):
                yield dealer.layout(hands), True
    for _ in range(play_tries):
        hands = dealer.deal(rng)
        if hands is not None:
            yield dealer.layout(hands), False


@dataclass(frozen=True)
class Sampled:
    """The layouts found, and how many of them agree with the auction too (the first
    ones); when too few do within the tries, the rest agree with the play only."""

    layouts: tuple[Layout, ...]
    with_auction: int


def sample_layouts(
    view: RobotView,
    rng: random.Random,
    count: int,
    tries: int = AUCTION_TRIES,
) -> Sampled:
    """`count` layouts of the hidden hands (fewer only when the play admits fewer
    different tries: none at all is impossible for a position reached at a table)."""
    drawn = list(islice(draw_layouts(view, rng, tries, max(tries, PLAY_TRIES)), count))
    with_auction = sum(1 for _, agrees in drawn if agrees)
    return Sampled(tuple(layout for layout, _ in drawn), with_auction)


def every_layout(view: RobotView, limit: int) -> list[Layout] | None:
    """Every layout of the two hidden hands that agrees with the play (the auction aside:
    a claim must hold whatever the calls meant); None when there are more than `limit`,
    or more than two hands are hidden (before dummy is faced). The play says only how
    many cards each holds and which suits each showed out of, so the layouts are counted
    before any is made: a suit one hand showed out of lies in the other, and the rest
    split every way (before 0.26.0 the first 50 * `limit` splits were tried and the
    layouts among them answered as if they were all)."""
    hidden = view.hidden
    if len(hidden) != 2:
        return None
    first, second = hidden
    pool = view.pool
    to_second = {card for card in pool if card.suit in view.void.get(first, frozenset())}
    to_first = {card for card in pool if card.suit in view.void.get(second, frozenset())}
    free = sorted(pool - to_first - to_second, key=lambda card: (card.suit.value, card.rank))
    wanted = view.holds[first] - len(to_first)
    if to_first & to_second or not 0 <= wanted <= len(free):
        return []  # the play leaves no layout (unreachable in a legal play)
    if comb(len(free), wanted) > limit:
        return None
    found: list[Layout] = []
    for chosen in combinations(free, wanted):
        layout = {first: frozenset(to_first | set(chosen)), second: pool - to_first - set(chosen)}
        if view.agrees(layout, auction=False):
            found.append(layout)
    return found
