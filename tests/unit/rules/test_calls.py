"""Calls and contracts: parsing and notation (docs/design.md 3)."""

from __future__ import annotations

import pytest

from domain.rules.calls import STRAIN_ORDER, Call, CallKind, Contract, Strain
from domain.rules.cards import Seat, Suit
from domain.rules.errors import RuleViolation


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("P", CallKind.PASS),
        ("p", CallKind.PASS),
        ("pass", CallKind.PASS),
        ("Pass", CallKind.PASS),
        ("PASS", CallKind.PASS),
        ("D", CallKind.DOUBLE),
        ("X", CallKind.DOUBLE),
        ("x", CallKind.DOUBLE),
        ("R", CallKind.REDOUBLE),
        ("XX", CallKind.REDOUBLE),
        ("xx", CallKind.REDOUBLE),
    ],
)
def test_special_calls_accept_every_spelling(text, kind):
    call = Call.parse(text)
    assert call.kind is kind
    assert not call.is_bid
    assert str(call) == {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}[kind]


@pytest.mark.parametrize(
    ("text", "level", "strain", "canonical"),
    [
        ("1N", 1, Strain.NT, "1NT"),
        ("1nt", 1, Strain.NT, "1NT"),
        ("1NT", 1, Strain.NT, "1NT"),
        ("1n", 1, Strain.NT, "1NT"),
        ("7nt", 7, Strain.NT, "7NT"),
        ("1c", 1, Strain.C, "1C"),
        ("3D", 3, Strain.D, "3D"),
        ("4h", 4, Strain.H, "4H"),
        (" 6S ", 6, Strain.S, "6S"),
        ("7C", 7, Strain.C, "7C"),
    ],
)
def test_bids_accept_every_spelling(text, level, strain, canonical):
    call = Call.parse(text)
    assert call.is_bid
    assert (call.level, call.strain) == (level, strain)
    assert str(call) == canonical


@pytest.mark.parametrize("text", ["8NT", "0C", "9S", "10H", "0N"])
def test_bid_level_out_of_range_is_refused(text):
    with pytest.raises(RuleViolation, match="level must be 1 to 7"):
        Call.parse(text)


@pytest.mark.parametrize("text", ["SZ", "1X", "1", "NT", "", None, "XXX", "2Z", "double!", 3])
def test_nonsense_calls_are_refused(text):
    with pytest.raises(RuleViolation, match="is not a call"):
        Call.parse(text)


def test_every_call_round_trips_through_its_text():
    texts = ["Pass", "X", "XX"] + [f"{lv}{s.value}" for lv in range(1, 8) for s in Strain]
    for text in texts:
        assert str(Call.parse(text)) == text


def test_strain_order_and_trumps():
    assert STRAIN_ORDER == (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)
    assert [s.rank for s in STRAIN_ORDER] == [0, 1, 2, 3, 4]
    assert Strain.NT.trump is None
    assert Strain.S.trump is Suit.S
    assert Strain.C.trump is Suit.C


@pytest.mark.parametrize(
    ("higher", "lower"),
    [
        ("1D", "1C"),
        ("1H", "1D"),
        ("1S", "1H"),
        ("1NT", "1S"),
        ("2C", "1NT"),
        ("7NT", "7S"),
        ("3C", "2NT"),
    ],
)
def test_outranks_by_level_then_strain(higher, lower):
    assert Call.parse(higher).outranks(Call.parse(lower))
    assert not Call.parse(lower).outranks(Call.parse(higher))
    assert not Call.parse(higher).outranks(Call.parse(higher))


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubled", "canonical"),
    [
        ("4S", 4, Strain.S, 0, "4S"),
        ("3NTX", 3, Strain.NT, 1, "3NTX"),
        ("3nx", 3, Strain.NT, 1, "3NTX"),
        ("6HXX", 6, Strain.H, 2, "6HXX"),
        ("1c", 1, Strain.C, 0, "1C"),
    ],
)
def test_contract_parse_and_text(text, level, strain, doubled, canonical):
    contract = Contract.parse(text, Seat.S)
    assert contract == Contract(level, strain, doubled, Seat.S)
    assert contract.text == canonical
    assert str(contract) == canonical


@pytest.mark.parametrize("text", ["8S", "4SXXX", "Pass", "", "4", "S4"])
def test_contract_parse_rejects_nonsense(text):
    with pytest.raises(RuleViolation, match="is not a contract"):
        Contract.parse(text, Seat.N)
