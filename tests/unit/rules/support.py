"""Shared helpers for the pure-rules tests: strategies and independent reference rules."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import strategies as st

from domain.rules.auction import Auction
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import PASS, Call, CallKind, Contract, Strain
from domain.rules.cards import SEAT_ORDER, Card, Seat, full_pack
from domain.rules.deal import Deal
from domain.rules.play import PlayedCard
from domain.rules.table import Setup, TableState

# A real hand record (tests/fixtures/pbn), used wherever a fixed deal is handy.
REFERENCE_DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"

ORDER = "23456789TJQKA"  # the test's own rank order, low to high

ALL_BIDS = [Call(CallKind.BID, level, strain) for level in range(1, 8) for strain in Strain]
ALL_CALLS = [PASS, Call(CallKind.DOUBLE), Call(CallKind.REDOUBLE), *ALL_BIDS]
X = Call(CallKind.DOUBLE)
XX = Call(CallKind.REDOUBLE)


def calls(text: str) -> list[Call]:
    """'1NT P 3NT P P P' -> the calls."""
    return [Call.parse(word) for word in text.split()]


def play(state: TableState, text: str) -> TableState:
    """The state after the cards in `text` ("SA S2 ..."), each by the seat whose turn it is."""
    for word in text.split():
        seat = state.next_seat
        assert seat is not None
        state = state.play_card(seat, Card.parse(word))
    return state


def card_set(text: str) -> set[Card]:
    return {Card.parse(word) for word in text.split()}


def trick_of(leader: Seat, text: str) -> list[PlayedCard]:
    """'SA S2 H3 S4' played clockwise from `leader`."""
    return [PlayedCard(leader.next(i), Card.parse(word)) for i, word in enumerate(text.split())]


# ---- strategies -------------------------------------------------------------------------
seats = st.sampled_from(SEAT_ORDER)
strains = st.sampled_from(list(Strain))
seeds = st.integers(min_value=0, max_value=2**63 - 1)


@st.composite
def permuted_deals(draw: st.DrawFn) -> Deal:
    pack = draw(st.permutations(full_pack()))
    return Deal.from_hands({seat: pack[i * 13 : (i + 1) * 13] for i, seat in enumerate(SEAT_ORDER)})


deals = st.one_of(seeds.map(Deal.random), permuted_deals())

# Auction steps: (pass?, which of the other legal calls). An exhausted list means "pass", so
# every auction ends (at most 35 bids, each doubled and redoubled at most once).
auction_steps = st.lists(
    st.tuples(st.integers(0, 2).map(lambda n: n == 0), st.integers(0, 10**6)), max_size=60
)


@st.composite
def contracts(draw: st.DrawFn) -> Contract:
    return Contract(draw(st.integers(1, 7)), draw(strains), draw(st.integers(0, 2)), draw(seats))


# ---- independent reference rules --------------------------------------------------------
def reference_winner(trick: Sequence[PlayedCard], trump: str | None) -> Seat:
    led = trick[0].card.suit.value

    def strength(played: PlayedCard) -> tuple[int, int]:
        suit = played.card.suit.value
        rank = ORDER.index(played.card.rank)
        if trump is not None and suit == trump:
            return (2, rank)
        return (1, rank) if suit == led else (0, rank)

    return max(trick, key=strength).seat


def auction_reaching(dealer: Seat, contract: Contract) -> list[Call]:
    """Passes up to declarer, declarer's bid, the doubles, then three passes."""
    before = (SEAT_ORDER.index(contract.declarer) - SEAT_ORDER.index(dealer)) % 4
    bid = Call(CallKind.BID, contract.level, contract.strain)
    sequence = [PASS] * before + [bid]
    if contract.doubled >= 1:
        sequence.append(X)  # declarer's left-hand opponent doubles
    if contract.doubled == 2:
        sequence.append(XX)  # dummy redoubles
    return [*sequence, PASS, PASS, PASS]


def table_in_play(deal: Deal, dealer: Seat, contract: Contract) -> TableState:
    setup = Setup(1, dealer, Vulnerability.NONE, deal)
    state = TableState.start(setup)
    for index, call in enumerate(auction_reaching(dealer, contract)):
        state = state.make_call(dealer.next(index), call)
    return state


def open_trick(state: TableState) -> list[PlayedCard]:
    if state.tricks and not state.tricks[-1].is_complete:
        return list(state.tricks[-1].cards)
    return []


def reference_legal_calls(dealer: Seat, made: list[Call]) -> set[Call]:
    """The calls the Laws allow next, computed without the code under test."""
    n = len(made)
    bids = [i for i, c in enumerate(made) if c.kind is CallKind.BID]
    if n >= 4 and all(c.kind is CallKind.PASS for c in made[-3:]) and (bids or n == 4):
        return set()
    legal = {PASS}
    if not bids:
        return legal | set(ALL_BIDS)
    last = bids[-1]
    last_bid = made[last]
    assert last_bid.strain is not None
    higher = ALL_BIDS.index(Call(CallKind.BID, last_bid.level, last_bid.strain)) + 1
    legal |= set(ALL_BIDS[higher:])
    after = [c.kind for c in made[last + 1 :]]
    bidder_is_partner_side = (n - last) % 2 == 0
    if not after.count(CallKind.DOUBLE) and not bidder_is_partner_side:
        legal.add(X)
    if CallKind.DOUBLE in after and CallKind.REDOUBLE not in after and bidder_is_partner_side:
        legal.add(XX)
    return legal


def random_auction(dealer: Seat, choices: list[tuple[bool, int]]) -> list[Call]:
    made: list[Call] = []
    index = 0
    while reference_legal_calls(dealer, made):
        legal = sorted(reference_legal_calls(dealer, made) - {PASS}, key=str)
        doubles = [c for c in legal if not c.is_bid]  # X or XX: make them common
        wants_pass, pick = choices[index] if index < len(choices) else (True, 0)
        index += 1
        if wants_pass or not legal:
            made.append(PASS)
        elif doubles and pick % 3 == 0:
            made.append(doubles[0])
        else:
            made.append(legal[pick % len(legal)])
    return made


def reference_contract(dealer: Seat, made: list[Call]) -> Contract | None:
    bids = [i for i, c in enumerate(made) if c.kind is CallKind.BID]
    if not bids:
        return None
    last = bids[-1]
    final = made[last]
    side = last % 2
    first = min(i for i in bids if i % 2 == side and made[i].strain is final.strain)
    after = [c.kind for c in made[last + 1 :]]
    doubled = 2 if CallKind.REDOUBLE in after else (1 if CallKind.DOUBLE in after else 0)
    assert final.strain is not None
    return Contract(final.level, final.strain, doubled, dealer.next(first))


def auction_of(dealer: Seat, made: list[Call]) -> Auction:
    auction = Auction(dealer)
    for index, call in enumerate(made):
        auction = auction.add(dealer.next(index), call)
    return auction
