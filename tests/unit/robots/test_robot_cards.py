"""The robot's card (api/robot_cards.py) on positions whose best card DDS knows, solved by
the real DDS (endplay): two tricks left in notrump, North (declarer, dummy seen) on lead
with SA and S2. The four cards North cannot see are SK SQ HA HK: in four of the six
layouts each defender holds a spade and a heart: the SA drops both honours and takes
both tricks, and the S2 loses both (the defender who wins it cashes his heart while
North must discard the SA); in the other two both leads take one trick. Cashing the
SA is never worse and usually better."""

from __future__ import annotations

from api.double_dummy import many_card_tricks
from api.robot_cards import choose_card, lowest_first
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import Card, Seat
from domain.rules.deal import Deal
from domain.rules.table import Setup, TableState
from tests.unit.rules.support import calls, play


def ending() -> TableState:
    deal = Deal.parse_pbn("N:A2..AKQJ.AKQJT98 K.AQJT98765..765 .4.T98765432.432 QJT9876543.K32..")
    state = TableState.start(Setup(1, Seat.N, Vulnerability.NONE, deal))
    for seat, call in zip(
        (Seat.N, Seat.E, Seat.S, Seat.W), calls("1NT Pass Pass Pass"), strict=True
    ):
        state = state.make_call(seat, call)
    # East leads; North wins eleven tricks with his clubs and diamonds
    state = play(state, "C7 C2 S3 CA")
    for lead, east, south, west in (
        ("CK", "C6", "C3", "S4"), ("CQ", "C5", "C4", "S5"), ("CJ", "H5", "D4", "S6"),
        ("CT", "H6", "D5", "S7"), ("C9", "H7", "D6", "S8"), ("C8", "H8", "D7", "S9"),
        ("DA", "H9", "D8", "ST"), ("DK", "HT", "D9", "SJ"), ("DQ", "HJ", "DT", "H2"),
        ("DJ", "HQ", "D3", "H3"),
    ):  # fmt: skip
        state = play(state, f"{lead} {east} {south} {west}")
    return state


def test_the_robot_cashes_its_winner() -> None:
    state = ending()
    assert state.next_seat is Seat.N
    assert state.remaining[Seat.N] == frozenset({Card.parse("SA"), Card.parse("S2")})
    legal = sorted(state.remaining[Seat.N], key=lowest_first)
    # budget None: every layout drawn is solved, so a loaded machine cannot cut the samples short
    choice = choose_card(
        state, Seat.N, legal, {}, samples=6, seed=5, solve=many_card_tricks, budget=None
    )
    assert choice.card == Card.parse("SA")
    assert not choice.claim  # the S2 is a loser in most layouts: nothing certain
    averages = dict(choice.candidates)
    assert averages[Card.parse("SA")] > averages[Card.parse("S2")]
    # eleven tricks won and the ace; the S2 too when the ace drops a split SK and SQ
    assert 12.0 <= averages[Card.parse("SA")] <= 13.0
    assert choice.samples == 6


def test_equal_cards_go_to_the_lowest() -> None:
    """Tied candidates: the lowest card; the same seed, the same choice."""
    state = ending()
    first = choose_card(
        state, Seat.N, [Card.parse("SA")], {}, samples=4, seed=1, solve=many_card_tricks
    )
    assert first.card == Card.parse("SA") and first.samples == 0  # the only card: no search
    assert sorted([Card.parse("HA"), Card.parse("C2"), Card.parse("D2")], key=lowest_first)[
        0
    ] == Card.parse("C2")
    again = choose_card(
        state, Seat.N, sorted(state.remaining[Seat.N], key=lowest_first), {},
        samples=4, seed=9, solve=many_card_tricks, budget=None,
    )  # fmt: skip
    twice = choose_card(
        state, Seat.N, sorted(state.remaining[Seat.N], key=lowest_first), {},
        samples=4, seed=9, solve=many_card_tricks, budget=None,
    )  # fmt: skip
    assert again == twice
