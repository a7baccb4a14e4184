"""Law 64: the automatic trick transfers, against an independent reading of the Law."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, Seat, Suit
from domain.rules.law64 import EstablishedRevoke, Transfer, final_declarer_tricks, law64
from domain.rules.side import Side
from tests.unit.rules.law64_reference import reference_law64


def revoke(number: int, seat: Seat, trick: int, **flags: bool) -> EstablishedRevoke:
    suit = Suit.H if flags.get("suit_h") else Suit.D
    return EstablishedRevoke(
        number, seat, trick, suit, flags.get("faced", False), flags.get("after_close", False)
    )


WINNERS = {n: seat for n, seat in enumerate("NWESSSNWWSSSS", start=1)}
TRICKS = {n: Seat(s) for n, s in WINNERS.items()}


def test_the_offender_wins_the_revoke_trick_and_a_later_one_two_tricks() -> None:
    assert law64([revoke(1, Seat.W, 2)], TRICKS, {}, 14) == [Transfer(1, "64A1", 2, Side.NS)]


def test_the_offender_wins_only_the_revoke_trick_one_trick() -> None:
    winners = {n: (Seat.W if n == 2 else Seat.N) for n in range(1, 14)}
    assert law64([revoke(1, Seat.W, 2)], winners, {}, 14) == [Transfer(1, "64A1", 1, Side.NS)]


def test_partner_or_dummy_wins_the_revoke_trick_one_trick() -> None:
    winners = {n: (Seat.E if n == 2 else Seat.N) for n in range(1, 14)}
    assert law64([revoke(1, Seat.W, 2)], winners, {}, 14) == [Transfer(1, "64A2", 1, Side.NS)]
    dummy_wins = {n: (Seat.S if n == 1 else Seat.E) for n in range(1, 14)}
    assert law64([revoke(1, Seat.N, 1)], dummy_wins, {}, 14) == [Transfer(1, "64A2", 1, Side.EW)]


def test_the_exceptions_of_64b() -> None:
    nothing = {n: Seat.N for n in range(1, 14)}
    assert law64([revoke(1, Seat.W, 2)], nothing, {}, 14)[0].law == "64B1"
    second = law64([revoke(1, Seat.W, 2), revoke(2, Seat.W, 5)], TRICKS, {}, 14)
    assert [(t.law, t.tricks) for t in second] == [("64A1", 2), ("64B2", 0)]
    other_suit = law64([revoke(1, Seat.W, 2), revoke(2, Seat.W, 8, suit_h=True)], TRICKS, {}, 14)
    assert [(t.law, t.tricks) for t in other_suit] == [("64A1", 2), ("64A1", 2)]
    assert law64([revoke(1, Seat.W, 2, faced=True)], TRICKS, {}, 14)[0].law == "64B3"
    assert law64([revoke(1, Seat.W, 2, after_close=True)], TRICKS, {}, 14)[0].law == "64B5"
    assert law64([revoke(1, Seat.W, 12)], TRICKS, {}, 14)[0].law == "64B6"
    both = law64([revoke(1, Seat.W, 2), revoke(2, Seat.N, 3)], TRICKS, {}, 14)
    assert [(t.law, t.tricks, t.to) for t in both] == [("64B7", 0, Side.NS), ("64B7", 0, Side.EW)]


def test_tricks_taken_by_a_claim_count_as_won_later() -> None:
    winners = {1: Seat.N, 2: Seat.W}
    assert law64([revoke(1, Seat.W, 2)], winners, {Side.EW: 1, Side.NS: 10}, 3)[0].tricks == 2
    assert law64([revoke(1, Seat.W, 2)], winners, {Side.EW: 0, Side.NS: 11}, 3)[0].tricks == 1


def test_final_declarer_tricks_stay_between_0_and_13() -> None:
    assert final_declarer_tricks(12, Side.NS, [Transfer(1, "64A1", 2, Side.NS)]) == 13
    assert final_declarer_tricks(1, Side.NS, [Transfer(1, "64A1", 2, Side.EW)]) == 0
    assert final_declarer_tricks(9, Side.EW, [Transfer(1, "64A2", 1, Side.NS)]) == 8


@st.composite
def situations(
    draw: st.DrawFn,
) -> tuple[list[EstablishedRevoke], dict[int, Seat], dict[str, int], int]:
    played = draw(st.integers(1, 13))
    winners = {n: draw(st.sampled_from(SEAT_ORDER)) for n in range(1, played + 1)}
    claimed: dict[str, int] = {}
    claimed_from = 14
    if played < 13 and draw(st.booleans()):
        ns = draw(st.integers(0, 13 - played))
        claimed = {Side.NS: ns, Side.EW: 13 - played - ns}
        claimed_from = played + 1
    count = draw(st.integers(1, 3))
    revokes = [
        EstablishedRevoke(
            number,
            draw(st.sampled_from(SEAT_ORDER)),
            draw(st.integers(1, played)),
            draw(st.sampled_from([Suit.C, Suit.D])),
            draw(st.booleans()),
            draw(st.integers(0, 9)) == 0,
        )
        for number in range(1, count + 1)
    ]
    return revokes, winners, claimed, claimed_from


@settings(max_examples=400, deadline=None)
@given(situation=situations())
def test_law64_equals_an_independent_reading(
    situation: tuple[list[EstablishedRevoke], dict[int, Seat], dict[Side, int], int],
) -> None:
    revokes, winners, claimed, claimed_from = situation
    outcome = law64(revokes, winners, claimed, claimed_from)
    expected = reference_law64(
        revokes, winners, {str(side): n for side, n in claimed.items()}, claimed_from
    )
    assert [t.revoke for t in outcome] == [number for number, _, _ in expected]
    for transfer, (_, clauses, tricks) in zip(outcome, expected, strict=True):
        assert transfer.law in clauses  # any clause of 64B that applies may be cited
        assert transfer.tricks == tricks
    for transfer, r in zip(outcome, revokes, strict=True):
        assert transfer.to == (Side.EW if r.seat.side == Side.NS else Side.NS)
