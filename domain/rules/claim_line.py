"""A claim's line of play (Laws 68C, 70): whether the claimer's side takes every trick
left (or the tricks claimed) by a line the claimer can follow with what he sees, whatever
the hidden hands hold and whatever the others play. Pure: a search over the layouts of
the unseen cards.

Law 68C (2017): "A claim should be accompanied at once by a clear statement of the line
of play or defence through which the claimer proposes to win the tricks claimed,
including the order in which cards will be played." Law 70A: "any doubtful point as to a
claim shall be resolved against the claimer." Law 70D1: the Director "shall not accept
from claimer any successful line of play not embraced in the original clarification
statement if there is an alternative normal line of play that would be less successful."

Double dummy is not that: each layout solved alone gives its own line, and the claimer,
who does not see the hidden hands, cannot know which to follow (a queen that a two-way
finesse catches in every layout is still a guess). Here the claimer's card at each turn
must be the same in every layout he cannot tell apart (those that agree with the cards
seen so far); the cards of the hands he does not control (the opponents', and his
partner's when he is a defender, who does not see partner's hand) are any card each
layout allows them. The line may depend on what the play shows ("if East shows out"),
as a statement may; it is a line a director could follow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from domain.rules.side import Side

Layout = Mapping[Seat, frozenset[Card]]

SEARCH_NODES = 200_000  # positions visited at most: beyond, nothing is certain


@dataclass(frozen=True)
class ClaimLine:
    """The claimer's side's cards, in order, on the line where the others play their
    lowest card; `adapts` when some other play of theirs changes the line."""

    cards: tuple[tuple[Seat, Card], ...]
    adapts: bool

    def statement(self, tricks: int) -> str:
        order = ", ".join(f"{seat.value} {card}" for seat, card in self.cards)
        then = (
            "; where the opponents' cards show another layout, the line follows what they show"
            if self.adapts
            else ""
        )
        return (
            f"The remaining {tricks} tricks are ours, playing in this order: {order}{then}. "
            "Every layout of the cards we cannot see, and every card the others may play, "
            "leaves us every trick."
        )


def _best_without_trumps(cards: frozenset[Card], trump: Suit | None) -> dict[Suit, int] | None:
    """The value of the best of `cards` in each suit they hold; None when they hold a trump
    (they might ruff, and no card of ours is a sure winner)."""
    best: dict[Suit, int] = {}
    for card in cards:
        if card.suit is trump:
            return None
        best[card.suit] = max(best.get(card.suit, 0), card.value)
    return best


def top_tricks_line(
    *,
    leader: Seat,
    hand: frozenset[Card],
    others: frozenset[Card],
    trump: Suit | None,
    tricks: int,
    first: Sequence[Card] | None = None,
) -> ClaimLine | None:
    """The line "I cash my winners" when the hand on lead (a hand the claimer plays) holds
    `tricks` cards or more that no unplayed card can beat: each is higher than every card
    of its suit in `others` (every unplayed card but this hand's, partner's included, so
    that nobody overtakes), and no other hand holds a trump (partner's too: a hand left
    with nothing else must ruff, and the lead would leave this one). It holds on every
    layout of the hidden cards however many there are, where the search below must try
    them all; the line is the winners, highest first, spades before hearts at one rank
    (beginning with a card `first` allows, when the board restricts this lead). None when
    the hand holds fewer."""
    best_outside = _best_without_trumps(others, trump)
    if tricks < 1 or best_outside is None:
        return None
    winners = sorted(
        (card for card in hand if card.value > best_outside.get(card.suit, 0)),
        key=lambda card: (-card.value, SUIT_ORDER.index(card.suit)),
    )
    if len(winners) < tricks:
        return None
    if first is not None:
        opening = next((card for card in winners if card in first), None)
        if opening is None:
            return None
        winners.remove(opening)
        winners.insert(0, opening)
    return ClaimLine(tuple((leader, card) for card in winners[:tricks]), False)


CASHING_NODES = 5_000  # tricks tried at most by `cashing_line`: beyond, no line


def cashing_line(
    *,
    leader: Seat,
    hands: Mapping[Seat, frozenset[Card]],
    opponents: frozenset[Card],
    trump: Suit | None,
    tricks: int,
    first: Sequence[Card] | None = None,
    nodes: int = CASHING_NODES,
) -> ClaimLine | None:
    """Declarer's line "I cash my winners in both hands", crossing between them: where
    the opponents hold no trump (or in notrump), a trick is ours whatever they play when
    the higher of our two cards beats every card they hold of the suit led, or partner
    ruffs; so their cards never matter, and the search is over our two hands alone
    (`hands`: the leader's and his partner's, both the claimer's to play, as declarer
    plays dummy's). The line takes `tricks` tricks in a row from now on every layout of
    the cards he cannot see; it names our cards in the order played (the leader's, then
    partner's, each trick). None when there is none within `nodes` tricks tried."""
    found = _best_without_trumps(opponents, trump)
    if tricks < 1 or found is None:
        return None
    best_outside = found  # never None in the closures below
    partner = leader.partner
    budget = [nodes]
    memo: dict[tuple[frozenset[Card], frozenset[Card], Seat, int], ClaimLine | None] = {}

    def ours(led: Card, follow: Card) -> bool | None:
        """Whether the follow wins (True) or the lead (False), or None if they may lose."""
        if follow.suit is led.suit:
            top = max(led.value, follow.value)
            return None if top <= best_outside.get(led.suit, 0) else follow.value > led.value
        if trump is not None and follow.suit is trump:
            return True  # partner ruffs: nobody holds a trump to overruff
        return None if led.value <= best_outside.get(led.suit, 0) else False

    def at_most(held: dict[Seat, frozenset[Card]]) -> int:
        """A bound on the tricks left to win: each takes a card of ours that beats theirs
        (at most as many tricks in a suit as its longer holding has cards) or a ruff."""
        bound = 0
        for suit in SUIT_ORDER:
            mine = [c for hand in held.values() for c in hand if c.suit is suit]
            winners = sum(1 for c in mine if c.value > best_outside.get(suit, 0))
            longer = max(sum(1 for c in hand if c.suit is suit) for hand in held.values())
            bound += min(winners, longer) if suit is not trump else len(mine)
        return bound

    def distinct(cards: list[Card], across: frozenset[Card], lowest: bool) -> list[Card]:
        """One card of each set of cards alike here: touching cards of a suit with no card
        of partner's (`across`) between them and the opponents' best not between them play
        the same; the highest of each set as a lead, the lowest as a follow."""
        ordered = sorted(cards, key=lambda card: (SUIT_ORDER.index(card.suit), -card.value))
        kept: list[list[Card]] = []
        for card in ordered:
            if kept and _alike(kept[-1][-1], card, across, best_outside.get(card.suit, 0)):
                kept[-1].append(card)
            else:
                kept.append([card])
        return [group[-1] if lowest else group[0] for group in kept]

    def line(
        held: dict[Seat, frozenset[Card]], on_lead: Seat, need: int, allowed: Sequence[Card] | None
    ) -> ClaimLine | None:
        if need == 0:
            return ClaimLine((), False)
        key = (held[leader], held[partner], on_lead, need)
        if allowed is None and key in memo:
            return memo[key]
        budget[0] -= 1
        if budget[0] < 0:
            raise _OutOfNodes
        follower = on_lead.partner
        found = None
        if at_most(held) >= need:
            leading = [c for c in held[on_lead] if allowed is None or c in allowed]
            leads = distinct(leading, held[follower], lowest=False)
            leads.sort(key=lambda card: (-card.value, SUIT_ORDER.index(card.suit)))
            for led in leads:
                following = [c for c in held[follower] if c.suit is led.suit] or list(
                    held[follower]
                )
                follows = distinct(following, held[on_lead], lowest=True)
                for follow in sorted(follows, key=lambda card: (card.value, card.suit.value)):
                    follow_wins = ours(led, follow)
                    if follow_wins is None:
                        continue
                    after = {on_lead: held[on_lead] - {led}, follower: held[follower] - {follow}}
                    rest = line(after, follower if follow_wins else on_lead, need - 1, None)
                    if rest is not None:
                        found = ClaimLine(((on_lead, led), (follower, follow), *rest.cards), False)
                        break
                if found is not None:
                    break
        if allowed is None:
            memo[key] = found
        return found

    start = {leader: hands[leader], partner: hands[partner]}
    if tricks > min(len(hand) for hand in start.values()):
        return None
    try:
        return line(start, leader, tricks, first)
    except _OutOfNodes:
        return None


def _alike(higher: Card, lower: Card, across: frozenset[Card], their_best: int) -> bool:
    """Whether two cards of one hand play the same in `cashing_line`: one suit, no card of
    partner's between them, and both beat the opponents' best of the suit or neither."""
    if higher.suit is not lower.suit:
        return False
    if (higher.value > their_best) != (lower.value > their_best):
        return False
    return not any(
        card.suit is higher.suit and lower.value < card.value < higher.value for card in across
    )


class _OutOfNodes(Exception):
    pass


@dataclass(frozen=True)
class _Node:
    leader: Seat
    trick: tuple[PlayedCard, ...]
    seen: tuple[tuple[Seat, frozenset[Card]], ...]  # the hands the claimer sees
    layouts: frozenset[tuple[tuple[Seat, frozenset[Card]], ...]]  # the hidden hands
    may_lose: int  # tricks the side may still lose


def certain_line(
    *,
    side: Side,
    controls: frozenset[Seat],
    seen: Mapping[Seat, frozenset[Card]],
    layouts: Sequence[Layout],
    trump: Suit | None,
    leader: Seat,
    trick: Sequence[PlayedCard] = (),
    first: Sequence[Card] | None = None,
    tricks: int | None = None,
    nodes: int = SEARCH_NODES,
) -> ClaimLine | None:
    """The line by which `side` takes every trick left (`tricks` of them, if given), or
    None if there is none.

    `seen` are the hands the claimer sees (his own, dummy's), `controls` those of them
    whose cards he chooses (his own; dummy's too when he is declarer); `layouts` every
    layout of the other hands the play allows (never empty). `first`: the cards the board
    allows the hand to play now, when it is a controlled hand (a penalty card's duty, a
    lead restriction); later turns follow suit only."""
    if not layouts:
        return None
    played = {card.seat for card in trick}  # a hand that played to this trick holds one fewer
    left = max(len(hand) + (seat in played) for seat, hand in seen.items())
    may_lose = left - (left if tricks is None else tricks)
    if may_lose < 0:
        return None
    search = _Search(side, controls, trump, nodes)
    start = _Node(
        leader,
        tuple(trick),
        tuple(sorted(seen.items())),
        frozenset(tuple(sorted(layout.items())) for layout in layouts),
        may_lose,
    )
    try:
        return search.line(start, first)
    except _OutOfNodes:
        return None


class _Search:
    def __init__(self, side: Side, controls: frozenset[Seat], trump: Suit | None, nodes: int):
        self.side = side
        self.controls = controls
        self.trump = trump
        self.nodes_left = nodes
        self.memo: dict[_Node, ClaimLine | None] = {}

    def line(self, node: _Node, allowed: Sequence[Card] | None = None) -> ClaimLine | None:
        if allowed is None and node in self.memo:
            return self.memo[node]
        self.nodes_left -= 1
        if self.nodes_left < 0:
            raise _OutOfNodes
        found = self._line(node, allowed)
        if allowed is None:
            self.memo[node] = found
        return found

    def _line(self, node: _Node, allowed: Sequence[Card] | None) -> ClaimLine | None:
        seen = dict(node.seen)
        if not node.trick and not node.seen[0][1]:
            return ClaimLine((), False)  # every card is played, no trick too many lost
        to_play = node.leader.next(len(node.trick))
        if to_play in seen:
            hand = seen[to_play]
            cards = legal_cards(hand, node.trick) if allowed is None else list(allowed)
            choices = {card: list(node.layouts) for card in cards}
        else:
            choices = {}
            for layout in node.layouts:
                hand = dict(layout)[to_play]
                for card in legal_cards(hand, node.trick):
                    choices.setdefault(card, []).append(layout)
        ordered = sorted(choices, key=lambda card: (-card.value, card.suit.value))
        if to_play in self.controls:
            for card in ordered:  # the claimer chooses: one card that works
                rest = self._after(node, to_play, card, choices[card])
                if rest is not None:
                    return ClaimLine(((to_play, card), *rest.cards), rest.adapts)
            return None
        lines = []
        for card in reversed(ordered):  # any card the layouts allow: each must work
            rest = self._after(node, to_play, card, choices[card])
            if rest is None:
                return None
            lines.append(rest)
        adapts = any(line.adapts or line.cards != lines[0].cards for line in lines)
        return ClaimLine(lines[0].cards, adapts)

    def _after(
        self,
        node: _Node,
        seat: Seat,
        card: Card,
        layouts: Sequence[tuple[tuple[Seat, frozenset[Card]], ...]],
    ) -> ClaimLine | None:
        seen = tuple((s, hand - {card} if s is seat else hand) for s, hand in node.seen)
        hidden = frozenset(
            tuple((s, hand - {card} if s is seat else hand) for s, hand in layout)
            for layout in layouts
        )
        trick = (*node.trick, PlayedCard(seat, card))
        if len(trick) < 4:
            return self.line(_Node(node.leader, trick, seen, hidden, node.may_lose))
        winner = trick_winner(trick, self.trump)
        may_lose = node.may_lose - (winner.side is not self.side)
        if may_lose < 0:
            return None  # one trick too many lost
        return self.line(_Node(winner, (), seen, hidden, may_lose))
