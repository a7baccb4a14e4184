"""From the auction so far to the asking seat's place in the system's terms."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.auction import Auction
from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from library.recommend_auction import pid_call, place_from_calls, place_from_sequence, table_call

# dealer, calls, seat asked, sequence, lookup keys, role, position, passed hand
CASES = [
    ("N", [], "N", "", [""], "opener", 1, False),
    ("N", ["Pass"], "E", "(p)", ["(p)", ""], "opener", 2, False),
    ("N", ["Pass", "Pass"], "S", "p-(p)", ["p-(p)", ""], "opener", 3, False),
    ("N", ["P", "P", "P"], "W", "(p)-p-(p)", ["(p)-p-(p)", ""], "opener", 4, False),
    ("N", ["1NT", "Pass"], "S", "1n-(p)", ["1n-(p)"], "responder", 3, False),
    ("N", ["1H", "Pass", "1S", "Pass"], "N", "1h-(p)-1s-(p)", ["1h-(p)-1s-(p)"], "opener", 1,
     False),
    ("E", ["1H"], "S", "(1h)", ["(1h)"], "overcaller", 2, False),
    ("E", ["1H", "X", "Pass"], "N", "(1h)-x-(p)", ["(1h)-x-(p)"], "advancer", 4, False),
    ("E", ["1H", "1S", "2H"], "N", "(1h)-1s-(2h)", ["(1h)-1s-(2h)"], "advancer", 4, False),
    ("E", ["1H", "Pass", "Pass"], "N", "(1h)-p-(p)", ["(1h)-p-(p)"], "overcaller", 4, False),
    ("N", ["Pass", "Pass", "1H", "Pass"], "N", "p-(p)-1h-(p)", ["p-(p)-1h-(p)", "1h-(p)"],
     "responder", 1, True),
    ("W", ["Pass", "1D", "Pass"], "S", "(p)-1d-(p)", ["(p)-1d-(p)", "1d-(p)"], "responder",
     4, False),
    ("W", ["1D", "Pass", "Pass"], "S", "(1d)-p-(p)", ["(1d)-p-(p)"], "overcaller", 4, False),
    ("N", ["Pass", "1D", "Pass", "Pass"], "N", "p-(1d)-p-(p)", ["p-(1d)-p-(p)", "(1d)-p-(p)"],
     "overcaller", 1, True),
    ("N", ["1C", "1H", "X", "Pass"], "N", "1c-(1h)-x-(p)", ["1c-(1h)-x-(p)"], "opener", 1,
     False),
    ("S", ["1d", "x", "xx"], "E", "(1d)-x-(xx)", ["(1d)-x-(xx)"], "advancer", 4, False),
]  # fmt: skip


@pytest.mark.parametrize(
    ("dealer", "calls", "seat", "sequence", "keys", "role", "position", "passed"), CASES
)
def test_place(
    dealer: str,
    calls: list[str],
    seat: str,
    sequence: str,
    keys: list[str],
    role: str,
    position: int,
    passed: bool,
) -> None:
    place = place_from_calls(Seat(dealer), calls)
    assert place.seat is Seat(seat)
    assert place.sequence == sequence
    assert place.lookup_keys() == keys
    assert place.role == role
    assert place.position == position
    assert place.passed_hand is passed


@pytest.mark.parametrize(
    ("calls", "phrase"),
    [
        (["1NT", "1C"], "1C is insufficient after 1NT"),
        (["Pass", "Pass", "Pass", "Pass"], "The auction is over"),
        (["1H", "Pass", "Pass", "Pass"], "The auction is over"),
        (["1H", "XX"], "Redouble is only possible"),
        (["1H", "Pass", "X"], "cannot double 1H"),
        (["2Z"], "'2Z' is not a call"),
        (["8S"], "the level must be 1 to 7"),
        (["X"], "nobody has bid yet"),
    ],
)
def test_bad_auctions_are_refused_with_the_tables_sentence(calls: list[str], phrase: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        place_from_calls(Seat.N, calls)
    assert phrase in caught.value.message


def test_a_seat_whose_turn_it_is_not_is_refused() -> None:
    assert place_from_calls(Seat.N, ["1NT", "Pass"], Seat.S).seat is Seat.S
    with pytest.raises(RuleViolation, match="It is S's turn to call, not N's"):
        place_from_calls(Seat.N, ["1NT", "Pass"], Seat.N)


def test_an_endless_auction_is_refused() -> None:
    with pytest.raises(RuleViolation, match="longer than this service reads"):
        place_from_calls(Seat.N, ["Pass"] * 61)


@pytest.mark.parametrize(
    ("sequence", "role", "calls"),
    [
        ("1n-(p)", "responder", ("1NT", "Pass")),
        ("(1h)-x-(p)", "advancer", ("1H", "X", "Pass")),
        ("(1h)", "overcaller", ("1H",)),
        ("1h-(p)-1s-(p)", "opener", ("1H", "Pass", "1S", "Pass")),
        ("p-(p)-1h-(2c)", "responder", ("Pass", "Pass", "1H", "2C")),
    ],
)
def test_place_from_a_pid_sequence(sequence: str, role: str, calls: tuple[str, ...]) -> None:
    place = place_from_sequence(sequence)
    assert place.sequence == sequence
    assert place.role == role
    assert tuple(str(c) for c in place.calls) == calls
    assert place.seat is Seat.S


@pytest.mark.parametrize(
    ("sequence", "phrase"),
    [
        ("1n", "ends with our own call"),
        ("1n-(p)-2c", "ends with our own call"),
        ("1n-(p)-1c-(p)", "1C is insufficient after 1NT"),
        ("1n-(p)-p-(p)", "The auction is over"),
        ("1n-2c-(p)", "The sides call in turn"),
        ("1N-(P)", "Write it as '1n'"),
        ("1n-(p)-(2c)", "The sides call in turn"),
        # docs/contract.md names no sequence for the opening position (the auction [] is
        # that), so a blank one is refused rather than read as an opening
        ("", "The sequence is empty"),
        ("   ", "The sequence is empty"),
        ("\t \n", "The sequence is empty"),
    ],
)
def test_bad_sequences(sequence: str, phrase: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        place_from_sequence(sequence)
    assert phrase in caught.value.message


@pytest.mark.parametrize(
    ("table", "pid"),
    [("Pass", "p"), ("X", "x"), ("XX", "xx"), ("1NT", "1n"), ("2H", "2h"), ("7C", "7c")],
)
def test_call_notations(table: str, pid: str) -> None:
    assert pid_call(Call.parse(table)) == pid
    assert table_call(pid) == table


# --- random legal auctions: the place agrees with a count made here -------------------------
@st.composite
def running_auctions(draw: st.DrawFn) -> tuple[Seat, list[str]]:
    dealer = draw(st.sampled_from(list(Seat)))
    auction = Auction(dealer)
    for _ in range(draw(st.integers(0, 12))):
        seat = auction.next_seat
        assert seat is not None
        legal = [
            c
            for c in ("Pass", "X", "XX", *(f"{n}{s}" for n in range(1, 8) for s in "CDHSN"))
            if _legal(auction, seat, c)
        ]
        extended = auction.add(seat, Call.parse(draw(st.sampled_from(legal))))
        if extended.is_over:
            break
        auction = extended
    return dealer, [str(c) for c in auction.calls]


def _legal(auction: Auction, seat: Seat, call: str) -> bool:
    try:
        auction.check(seat, Call.parse(call))
    except RuleViolation:
        return False
    return True


@settings(deadline=None)  # the machine may be busy; the work is bounded
@given(running_auctions())
def test_random_auctions(case: tuple[Seat, list[str]]) -> None:
    dealer, calls = case
    place = place_from_calls(dealer, calls)
    asking = dealer.next(len(calls))
    assert place.seat is asking
    tokens = place.sequence.split("-") if calls else []
    assert len(tokens) == len(calls)
    for index, token in enumerate(tokens):
        theirs = dealer.next(index).side != asking.side
        assert token.startswith("(") is theirs
    # the PID sequence read back from the asking side's view names the same calls
    if calls and tokens[-1].startswith("("):
        again = place_from_sequence(place.sequence, asking)
        assert again.sequence == place.sequence
        assert again.role == place.role
        assert again.dealer is dealer
