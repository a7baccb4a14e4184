"""The claim "I cash my winners" (domain/rules/claim_line.py `top_tricks_line` for one
hand, `cashing_line` for declarer's two), which holds on every layout however many there
are: against a brute-force play of the line in which the other hands play every legal
card they may, and against the exhaustive search over every layout where it can run.

Law 70A (2017): "any doubtful point as to a claim shall be resolved against the claimer."
Law 68C: a claim "should be accompanied at once by a clear statement of the line of play
[...] including the order in which cards will be played": the line names the winners in
the order they are cashed, highest first."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.claim_line import cashing_line, certain_line, top_tricks_line
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from domain.rules.side import Side
from tests.unit.rules.test_claim_line import small_deals

Hands = Mapping[Seat, frozenset[Card]]


def _hand(text: str) -> frozenset[Card]:
    return frozenset(Card.parse(card) for card in text.split())


def _line_for(hands: Hands, leader: Seat, trump: Suit | None, tricks: int) -> list[Card] | None:
    """top_tricks_line as a robot declarer or defender calls it (the same for both: the
    brute force below gives a declarer the choice of dummy's cards, a defender none)."""
    others = frozenset().union(*(hands[s] for s in SEAT_ORDER if s is not leader))
    line = top_tricks_line(leader=leader, hand=hands[leader], others=others, trump=trump,
                           tricks=tricks)  # fmt: skip
    if line is None:
        return None
    assert all(seat is leader for seat, _ in line.cards) and not line.adapts
    return [card for _, card in line.cards]


def _wins_whatever_anyone_plays(
    hands: Hands, leader: Seat, trump: Suit | None, line: list[Card], declaring: bool
) -> bool:
    """Whether the leader, leading the line's cards in order, wins each of those tricks
    whatever the three others play (every legal card; partner's too, or as the declarer
    chooses when `declaring`: one card of partner's that works is enough)."""
    partner = leader.partner

    @cache
    def wins(held: tuple[frozenset[Card], ...], step: int) -> bool:
        if step == len(line):
            return True
        now = dict(zip(SEAT_ORDER, held, strict=True))
        card = line[step]
        if card not in now[leader]:
            return False
        return trick(now, [PlayedCard(leader, card)], step)

    def trick(now: dict[Seat, frozenset[Card]], played: list[PlayedCard], step: int) -> bool:
        if len(played) == 4:
            if trick_winner(played, trump) is not leader:
                return False
            after = {seat: now[seat] - {p.card for p in played} for seat in SEAT_ORDER}
            return wins(tuple(after[seat] for seat in SEAT_ORDER), step + 1)
        seat = leader.next(len(played))
        outcomes = (
            trick(now, [*played, PlayedCard(seat, card)], step)
            for card in legal_cards(now[seat], played)
        )
        return any(outcomes) if declaring and seat is partner else all(outcomes)

    return wins(tuple(hands[seat] for seat in SEAT_ORDER), 0)


def positions() -> st.SearchStrategy[tuple[dict[Seat, frozenset[Card]], Suit | None, Seat]]:
    return small_deals(sizes=(1, 4), trumps=(None, Suit.S, Suit.H, Suit.D))


@settings(max_examples=300, deadline=None)
@given(positions(), st.integers(1, 4), st.booleans())
def test_the_winners_line_wins_its_tricks_whatever_anyone_plays(
    position: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], wanted: int, declaring: bool
) -> None:
    hands, trump, leader = position
    tricks = min(wanted, len(hands[leader]))
    line = _line_for(hands, leader, trump, tricks)
    if line is not None:
        assert len(line) == tricks
        assert _wins_whatever_anyone_plays(hands, leader, trump, line, declaring)


def _every_layout(hands: Hands, hidden: tuple[Seat, Seat]) -> list[dict[Seat, frozenset[Card]]]:
    first, second = hidden
    pool = sorted(hands[first] | hands[second], key=str)
    return [
        {first: frozenset(chosen), second: frozenset(pool) - frozenset(chosen)}
        for chosen in combinations(pool, len(hands[first]))
    ]


@settings(max_examples=150, deadline=None)
@given(positions(), st.integers(1, 4))
def test_where_every_layout_can_be_searched_the_search_finds_a_line_too(
    position: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], wanted: int
) -> None:
    """A declarer's claim by winners is one the exhaustive search (every layout of the
    opponents' cards, any card they play) also finds certain."""
    hands, trump, leader = position
    tricks = min(wanted, len(hands[leader]))
    if _line_for(hands, leader, trump, tricks) is None:
        return
    side = Side.NS if leader in (Seat.N, Seat.S) else Side.EW
    ours = {leader: hands[leader], leader.partner: hands[leader.partner]}
    hidden = (leader.next(1), leader.next(3))
    layouts = _every_layout(hands, hidden)
    found = certain_line(side=side, controls=frozenset(ours), seen=ours, layouts=layouts,
                         trump=trump, leader=leader, tricks=tricks)  # fmt: skip
    assert found is not None


def test_a_hand_of_winners_is_cashed_highest_first_and_a_lower_card_is_none() -> None:
    """North SA SK HA opposite South's S2 H2 D2 in notrump: three winners. With South's
    HK instead of H2, North's HA is still a winner, but his HQ would not be (South's king
    would win, and the lead would leave North's hand)."""
    east, west = _hand("SQ SJ ST"), _hand("HJ HT H9")
    hands = {Seat.N: _hand("SA SK HA"), Seat.S: _hand("S2 H2 D2"), Seat.E: east, Seat.W: west}
    assert _line_for(hands, Seat.N, None, 3) == [Card.parse(c) for c in ("SA", "HA", "SK")]
    queen = {**hands, Seat.N: _hand("SA SK HQ"), Seat.S: _hand("S2 HK D2")}
    assert _line_for(queen, Seat.N, None, 3) is None
    assert _line_for(queen, Seat.N, None, 2) == [Card.parse("SA"), Card.parse("SK")]


def test_a_trump_left_in_another_hand_spoils_the_winners() -> None:
    """In hearts, East still holds the H2: he may ruff a spade winner, so nothing is
    certain by winners. In dummy's hand the H2 spoils them too: on the second spade dummy
    holds nothing else, must ruff, and the lead leaves North's hand."""
    hands = {Seat.N: _hand("SA SK"), Seat.S: _hand("D3 D4"), Seat.E: _hand("H2 C2"),
             Seat.W: _hand("S3 C3")}  # fmt: skip
    assert _line_for(hands, Seat.N, Suit.H, 2) is None
    assert _line_for(hands, Seat.N, None, 2) is not None
    dummy = {**hands, Seat.S: _hand("H2 D4"), Seat.E: _hand("D3 C2")}
    assert _line_for(dummy, Seat.N, Suit.H, 2) is None
    assert not _wins_whatever_anyone_plays(dummy, Seat.N, Suit.H, _spades(), declaring=True)
    assert _line_for(dummy, Seat.N, Suit.H, 1) is None  # the rule stays simple: any trump


def _spades() -> list[Card]:
    return [Card.parse("SA"), Card.parse("SK")]


def test_the_first_card_is_one_the_board_allows() -> None:
    """A lead restriction (Law 26 or 50D) forbids spades: the line begins with a heart."""
    hands = {Seat.N: _hand("SA HA"), Seat.S: _hand("S2 H2"), Seat.E: _hand("S3 H3"),
             Seat.W: _hand("S4 H4")}  # fmt: skip
    others = hands[Seat.S] | hands[Seat.E] | hands[Seat.W]
    line = top_tricks_line(leader=Seat.N, hand=hands[Seat.N], others=others, trump=None,
                           tricks=2, first=[Card.parse("HA")])  # fmt: skip
    assert line is not None and [str(c) for _, c in line.cards] == ["HA", "SA"]
    none = top_tricks_line(leader=Seat.N, hand=hands[Seat.N], others=others, trump=None,
                           tricks=2, first=[])  # fmt: skip
    assert none is None


# ---- declarer's two hands -------------------------------------------------------------------
def _cashing(hands: Hands, leader: Seat, trump: Suit | None, tricks: int,
             first: list[Card] | None = None) -> list[tuple[Seat, Card]] | None:  # fmt: skip
    ours = {leader: hands[leader], leader.partner: hands[leader.partner]}
    theirs = frozenset().union(*(hands[s] for s in SEAT_ORDER if s not in ours))
    line = cashing_line(leader=leader, hands=ours, opponents=theirs, trump=trump, tricks=tricks,
                        first=first)  # fmt: skip
    return None if line is None else list(line.cards)


def _line_wins(hands: Hands, leader: Seat, trump: Suit | None,
               line: list[tuple[Seat, Card]]) -> bool:  # fmt: skip
    """Plays the line's cards for its side in order while the other side plays every legal
    card: whether the line's side wins every trick the line plays."""
    side = {leader, leader.partner}

    def go(held: dict[Seat, frozenset[Card]], on_lead: Seat, played: list[PlayedCard],
           rest: list[tuple[Seat, Card]]) -> bool:  # fmt: skip
        if not played and not rest:
            return True
        seat = on_lead.next(len(played))
        if seat in side:
            if (
                not rest
                or rest[0][0] is not seat
                or rest[0][1] not in legal_cards(held[seat], played)
            ):
                return False
            choices, after = [rest[0][1]], rest[1:]
        else:
            choices, after = legal_cards(held[seat], played), rest
        for card in choices:
            now = {**held, seat: held[seat] - {card}}
            trick = [*played, PlayedCard(seat, card)]
            if len(trick) < 4:
                if not go(now, on_lead, trick, after):
                    return False
            else:
                winner = trick_winner(trick, trump)
                if winner not in side or not go(now, winner, [], after):
                    return False
        return True

    return go(dict(hands), leader, [], line)


@settings(max_examples=300, deadline=None)
@given(positions(), st.integers(1, 4))
def test_declarers_cashing_line_wins_its_tricks_whatever_the_defenders_play(
    position: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], wanted: int
) -> None:
    hands, trump, leader = position
    tricks = min(wanted, len(hands[leader]))
    line = _cashing(hands, leader, trump, tricks)
    if line is not None:
        assert len(line) == 2 * tricks
        assert _line_wins(hands, leader, trump, line)
    # a hand of winners alone is a cashing line too
    if _line_for(hands, leader, trump, tricks) is not None:
        assert line is not None


@settings(max_examples=150, deadline=None)
@given(positions(), st.integers(1, 4))
def test_where_every_layout_can_be_searched_it_finds_the_cashing_line_too(
    position: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], wanted: int
) -> None:
    hands, trump, leader = position
    tricks = min(wanted, len(hands[leader]))
    if _cashing(hands, leader, trump, tricks) is None:
        return
    side = Side.NS if leader in (Seat.N, Seat.S) else Side.EW
    ours = {leader: hands[leader], leader.partner: hands[leader.partner]}
    layouts = _every_layout(hands, (leader.next(1), leader.next(3)))
    found = certain_line(side=side, controls=frozenset(ours), seen=ours, layouts=layouts,
                         trump=trump, leader=leader, tricks=tricks)  # fmt: skip
    assert found is not None


def test_declarer_crosses_to_dummys_winner_and_a_blocked_suit_is_no_line() -> None:
    """North holds no winner: S2 D2 opposite dummy's SA DA. Low to the spade ace, then
    dummy's diamond ace: two tricks. Blocked: North's SA D2 opposite SK SQ, the diamonds
    theirs: the spade ace wins, and North must lead the D2: one trick, not two."""
    hands = {Seat.N: _hand("S2 D2"), Seat.S: _hand("SA DA"), Seat.E: _hand("S3 D3"),
             Seat.W: _hand("S4 D4")}  # fmt: skip
    line = _cashing(hands, Seat.N, None, 2)
    assert line is not None and [(s.value, str(c)) for s, c in line] == [
        ("N", "S2"), ("S", "SA"), ("S", "DA"), ("N", "D2")]  # fmt: skip
    assert _line_for(hands, Seat.N, None, 2) is None  # North alone has no winner
    blocked = {Seat.N: _hand("SA D2"), Seat.S: _hand("SK SQ"), Seat.E: _hand("S3 DA"),
               Seat.W: _hand("S4 DK")}  # fmt: skip
    assert _cashing(blocked, Seat.N, None, 2) is None
    assert _cashing(blocked, Seat.N, None, 1) is not None


def test_dummy_ruffs_to_reach_its_winners_when_nobody_else_holds_a_trump() -> None:
    """Hearts trumps, only dummy holds them: North leads a minor, dummy ruffs and cashes
    the spade ace. With East's H2 left, nothing is certain by cashing."""
    hands = {Seat.N: _hand("C2 D2"), Seat.S: _hand("H5 SA"), Seat.E: _hand("C3 S3"),
             Seat.W: _hand("C4 S4")}  # fmt: skip
    line = _cashing(hands, Seat.N, Suit.H, 2)
    assert line is not None and [str(card) for _, card in line[1:3]] == ["H5", "SA"]
    spoiled = {**hands, Seat.E: _hand("H2 S3"), Seat.S: _hand("C3 SA")}
    assert _cashing(spoiled, Seat.N, Suit.H, 2) is None


def _cashes(hands: Hands, on_lead: Seat, trump: Suit | None, theirs: frozenset[Card],
            need: int) -> bool:  # fmt: skip
    """Written again here without pruning: whether some card of the hand on lead and some
    card partner may play win the trick whatever the opponents hold (the higher of ours
    beats every card of theirs in the suit led, or partner ruffs when they hold no
    trump), `need` times in a row."""
    if need == 0:
        return True
    if trump is not None and any(card.suit is trump for card in theirs):
        return False
    follower = on_lead.partner
    for led in hands[on_lead]:
        suited = [c for c in hands[follower] if c.suit is led.suit]
        for follow in suited or list(hands[follower]):
            best = max((c.value for c in theirs if c.suit is led.suit), default=0)
            if follow.suit is led.suit:
                if max(led.value, follow.value) <= best:
                    continue
                winner = follower if follow.value > led.value else on_lead
            elif trump is not None and follow.suit is trump:
                winner = follower
            elif led.value > best:
                winner = on_lead
            else:
                continue
            after = {on_lead: hands[on_lead] - {led}, follower: hands[follower] - {follow}}
            if _cashes(after, winner, trump, theirs, need - 1):
                return True
    return False


@settings(max_examples=300, deadline=None)
@given(positions(), st.integers(1, 4))
def test_the_pruned_search_finds_a_cashing_line_exactly_when_one_exists(
    position: tuple[dict[Seat, frozenset[Card]], Suit | None, Seat], wanted: int
) -> None:
    hands, trump, leader = position
    tricks = min(wanted, len(hands[leader]))
    ours = {leader: hands[leader], leader.partner: hands[leader.partner]}
    theirs = frozenset().union(*(hands[s] for s in SEAT_ORDER if s not in ours))
    expected = _cashes(ours, leader, trump, theirs, tricks)
    assert (_cashing(hands, leader, trump, tricks) is not None) == expected
