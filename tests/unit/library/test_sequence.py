"""Sequences: parsing, legality, parents, depth, normalisation."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from library.sequence import (
    SequenceCall,
    SequenceError,
    call_name,
    check_auction,
    depth_of,
    format_sequence,
    last_call,
    legal_next_calls,
    normalise_sequence,
    parent_of,
    parse_sequence,
)

LEGAL = [
    "1n",
    "1c",
    "7n",
    "(1h)",
    "1n-(p)-2c",
    "1n-(p)-2c-(p)-2d",
    "1n-(p)-2c-(p)-2d-(p)-2h-(p)-p",
    "(1h)-x-(p)-2s",
    "(1h)-x-(xx)-2s",
    "(1n)-2c",
    "p-(p)-1s-(p)-2c",
    "p-(p)-p-(1h)-x",
    "p-(p)-p-(p)",
    "1n-(x)-xx",
    "1n-(x)-p-(p)-xx",
    "1n-(p)-2c-(x)-xx",
    "1n-(p)-2c-(x)-p-(p)-xx",
    "1h-(p)-2h-(p)-p",
    "1h-(p)-2h-(p)-p-(3c)",
    "1h-(p)-2h-(p)-p-(x)",
    "1s-(2h)-x-(p)-2s-(p)-p-(p)",
    "(1c)-x-(p)-1h-(p)-p-(x)-xx",
    "1n-(2h)-x",
    "1n-(2h)-p-(p)-x",
    "(1s)-p-(2s)-x",
    "(1h)-p-(p)-x",
    "1c-(p)-1d-(p)-1h-(p)-1s-(p)-1n-(p)-2c-(p)-2d-(p)-2h-(p)-2s-(p)-2n-(p)-7n",
]

ILLEGAL = [
    ("1n-(p)-1s", "insufficient after 1NT"),
    ("1n-(p)-1n", "insufficient after 1NT"),
    ("1h-(1d)", "insufficient after 1H"),
    ("1n-(2h)-2d", "insufficient after 2H"),
    ("1n-2c", "the sides call in turn"),
    ("(1h)-(p)", "the sides call in turn"),
    ("1n-(p)-(p)", "the sides call in turn"),
    ("p-p", "the sides call in turn"),
    ("1n-(p)-x", "only an opponent's bid can be doubled"),
    ("(1n)-p-(x)", "only an opponent's bid can be doubled"),
    ("x", "before any bid"),
    ("p-(x)", "before any bid"),
    ("(1h)-x-(p)-x", "already doubled"),
    ("(1h)-x-(xx)-x", "already redoubled"),
    ("1n-(p)-xx", "without a double"),
    ("xx", "without a double"),
    ("(1h)-x-(p)-xx", "redouble our own side's double"),
    ("1n-(x)-xx-(xx)", "already redoubled"),
    ("1n-(p)-p-(p)-2c", "after the auction has ended"),
    ("1n-(p)-p-(p)-p", "after the auction has ended"),
    ("p-(p)-p-(p)-1c", "four passes at the start"),
    ("1h-(x)-p-(p)-p-(1s)", "after the auction has ended"),
]


@pytest.mark.parametrize("text", LEGAL)
def test_legal_auctions_pass(text: str) -> None:
    calls = parse_sequence(text)
    check_auction(calls)
    assert format_sequence(calls) == text


@pytest.mark.parametrize(("text", "phrase"), ILLEGAL)
def test_illegal_auctions_fail_with_a_sentence(text: str, phrase: str) -> None:
    with pytest.raises(SequenceError) as info:
        check_auction(parse_sequence(text))
    assert phrase in str(info.value)
    assert str(info.value).endswith(".")


def test_insufficient_bid_message_is_exact() -> None:
    with pytest.raises(SequenceError) as info:
        check_auction(parse_sequence("1n-(p)-1s"))
    assert (
        str(info.value) == "1S is insufficient after 1NT; a bid must be higher than the last bid."
    )
    assert info.value.index == 2


def test_empty_auction_is_illegal() -> None:
    with pytest.raises(SequenceError):
        check_auction(())


def test_parse_gives_calls_and_sides() -> None:
    assert parse_sequence("1n-(p)-2c") == (
        SequenceCall("1n", False),
        SequenceCall("p", True),
        SequenceCall("2c", False),
    )
    assert parse_sequence("  (1h)-x ") == (SequenceCall("1h", True), SequenceCall("x", False))


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("1n--2c", "empty call"),
        ("1n-", "empty call"),
        ("-1n", "empty call"),
        ("1n-(p", "unmatched parenthesis"),
        ("1n-p)", "unmatched parenthesis"),
        ("1n-()", "unmatched parenthesis"),
        ("1n-(p)-8c", "is not a call"),
        ("1n-(p)-2z", "is not a call"),
        ("0c", "is not a call"),
        ("1N-(P)-2C", "Write it as '1n'"),
        ("1nt", "Write it as '1n'"),
        ("1n - (p)", "contains spaces"),
        ("pass", "is not a call"),
        ("((p))", "is not a call"),
    ],
)
def test_parse_rejects_bad_syntax(text: str, phrase: str) -> None:
    with pytest.raises(SequenceError) as info:
        parse_sequence(text)
    assert phrase in str(info.value)


@pytest.mark.parametrize(
    ("text", "parent"),
    [
        ("1n-(p)-2c-(p)-2d", "1n-(p)-2c"),
        ("1n-(p)-2c", "1n"),
        ("1n-(2h)-x", "1n"),
        ("1n-(p)-2c-(x)", "1n-(p)-2c"),
        ("1c", None),
        ("(1h)-x", None),
        ("p-(p)-1s", None),
        ("(1n)-2c", None),
        ("(1h)-p-(2h)-x", None),
        ("(1h)-x-(p)-2s", "(1h)-x"),
        ("p-(p)-1s-(p)-2c", "p-(p)-1s"),
        ("p-(p)-1s-(p)-2c-(p)-2d", "p-(p)-1s-(p)-2c"),
        ("1h-(p)-2h-(p)-p", "1h-(p)-2h"),
    ],
)
def test_parent_of(text: str, parent: str | None) -> None:
    assert parent_of(text) == parent


@pytest.mark.parametrize(
    ("text", "depth"),
    [("1n", 1), ("1n-(p)-2c", 2), ("(1h)-x-(p)-2s", 2), ("(1h)", 0), ("p-(p)-1s-(p)-2c", 3)],
)
def test_depth_of(text: str, depth: int) -> None:
    assert depth_of(text) == depth


def test_last_call() -> None:
    assert last_call("1n-(p)-2c") == "2c"
    assert last_call("(1h)-x") == "x"
    assert last_call("1n-(x)-xx") == "xx"
    assert last_call("1n-(p)-2c-(x)") == "x"
    assert last_call("p") == "p"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("1NT-(P)-2C", "1n-(p)-2c"),
        ("1nt - (pass) - 2c", "1n-(p)-2c"),
        ("1NT (Pass) 2C", "1n-(p)-2c"),
        ("1 NT (p) 2 C", "1n-(p)-2c"),
        ("1N-(D)-R", "1n-(x)-xx"),
        ("1n-(dbl)-rdbl", "1n-(x)-xx"),
        ("(1H)-Double-(Pass)-2S", "(1h)-x-(p)-2s"),
        ("(1♥) X (P) 2♠", "(1h)-x-(p)-2s"),
        ("1n-( p )-2c", "1n-(p)-2c"),
        ("3 notrump", "3n"),
        ("  1s  ", "1s"),
        ("1n-(p)-2c", "1n-(p)-2c"),
        ("XX", "xx"),
    ],
)
def test_normalise_sequence(text: str, canonical: str) -> None:
    assert normalise_sequence(text) == canonical


@pytest.mark.parametrize("text", ["", "1n-(p)-8c", "hello", "1n--2c"])
def test_normalise_rejects_nonsense(text: str) -> None:
    with pytest.raises(SequenceError):
        normalise_sequence(text)


def test_call_names() -> None:
    assert [call_name(c) for c in ("p", "x", "xx", "1n", "2s", "7c")] == [
        "Pass",
        "Double",
        "Redouble",
        "1NT",
        "2S",
        "7C",
    ]


def test_legal_next_calls() -> None:
    assert legal_next_calls(())[:3] == ("p", "1c", "1d")
    after_double = legal_next_calls(parse_sequence("1n-(x)"))
    assert "xx" in after_double and "x" not in after_double and "1n" not in after_double
    assert legal_next_calls(parse_sequence("1n-(p)-p-(p)")) == ()
    assert "x" in legal_next_calls(parse_sequence("(1h)"))
    assert "x" not in legal_next_calls(parse_sequence("1h-(p)"))


# --- property tests, with an auction generator independent of the module -----------
RANKS = [f"{level}{strain}" for level in range(1, 8) for strain in "cdhsn"]


@st.composite
def legal_auctions(draw: st.DrawFn) -> list[SequenceCall]:
    first_theirs = draw(st.booleans())
    calls: list[SequenceCall] = []
    last_bid = -1
    bid_side: bool | None = None  # True when the opponents (parenthesised) made it
    doubled = 0
    passes = 0
    for index in range(draw(st.integers(min_value=1, max_value=24))):
        theirs = first_theirs if index % 2 == 0 else not first_theirs
        if (last_bid >= 0 and passes >= 3) or (last_bid < 0 and passes >= 4):
            break
        options = ["p"]
        if last_bid < len(RANKS) - 1:
            options.append("bid")
        if last_bid >= 0 and doubled == 0 and bid_side != theirs:
            options.append("x")
        if last_bid >= 0 and doubled == 1 and bid_side == theirs:
            options.append("xx")
        choice = draw(st.sampled_from(options))
        if choice == "bid":
            last_bid = draw(st.integers(min_value=last_bid + 1, max_value=len(RANKS) - 1))
            calls.append(SequenceCall(RANKS[last_bid], theirs))
            bid_side, doubled, passes = theirs, 0, 0
        elif choice == "p":
            calls.append(SequenceCall("p", theirs))
            passes += 1
        else:
            calls.append(SequenceCall(choice, theirs))
            doubled, passes = (1 if choice == "x" else 2), 0
    return calls


@settings(max_examples=400)
@given(legal_auctions())
def test_generated_legal_auctions_pass(calls: list[SequenceCall]) -> None:
    check_auction(calls)
    text = format_sequence(calls)
    assert format_sequence(parse_sequence(text)) == text
    assert normalise_sequence(text.upper()) == text
    assert depth_of(text) == sum(1 for c in calls if not c.theirs)
    assert last_call(text) == calls[-1].call


@settings(max_examples=400)
@given(legal_auctions(), st.data())
def test_appending_an_insufficient_bid_fails(
    calls: list[SequenceCall], data: st.DataObject
) -> None:
    bids = [RANKS.index(c.call) for c in calls if c.call in RANKS]
    if not bids:
        return
    rank = data.draw(st.integers(min_value=0, max_value=max(bids)))
    extended = [*calls, SequenceCall(RANKS[rank], not calls[-1].theirs)]
    with pytest.raises(SequenceError) as info:
        check_auction(extended)
    message = str(info.value)
    assert "insufficient" in message or "after the auction has ended" in message


@settings(max_examples=200)
@given(legal_auctions())
def test_two_calls_by_one_side_in_a_row_fail(calls: list[SequenceCall]) -> None:
    extended = [*calls, SequenceCall("p", calls[-1].theirs)]
    with pytest.raises(SequenceError, match="the sides call in turn"):
        check_auction(extended)


@settings(max_examples=200)
@given(legal_auctions())
def test_every_generated_auction_has_a_consistent_parent(calls: list[SequenceCall]) -> None:
    text = format_sequence(calls)
    parent = parent_of(text)
    if parent is not None:
        assert text.startswith(parent + "-")
        assert not parse_sequence(parent)[-1].theirs
        check_auction(parse_sequence(parent))


def _expected_next(calls: list[SequenceCall]) -> tuple[str, ...]:
    """Legal next calls, worked out here from the laws (independent of the domain)."""
    last_bid, bid_theirs, doubled, passes = -1, False, 0, 0
    for c in calls:
        if c.call == "p":
            passes += 1
        elif c.call in RANKS:
            last_bid, bid_theirs, doubled, passes = RANKS.index(c.call), c.theirs, 0, 0
        else:
            doubled, passes = (1 if c.call == "x" else 2), 0
    if (last_bid >= 0 and passes >= 3) or (last_bid < 0 and passes >= 4):
        return ()
    theirs = not calls[-1].theirs if calls else False
    out = ["p"]
    if last_bid >= 0 and doubled == 0 and bid_theirs != theirs:
        out.append("x")
    if last_bid >= 0 and doubled == 1 and bid_theirs == theirs:
        out.append("xx")
    return (*out, *RANKS[last_bid + 1 :])


@settings(max_examples=300)
@given(legal_auctions())
def test_legal_next_calls_match_the_laws(calls: list[SequenceCall]) -> None:
    assert legal_next_calls(calls) == _expected_next(calls)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("(1h)-x-(xx)-x", "Double comes when 1H is already redoubled; only an undoubled bid "
         "can be doubled."),
        ("1n-(x)-xx-(xx)", "The opponents' Redouble comes when 1NT is already redoubled; a bid "
         "can be redoubled only once."),
        ("(1h)-x-(p)-xx", "Redouble would redouble our own side's double; a redouble is only "
         "allowed after the opponents double our side's bid."),
        ("(1n)-p-(x)", "The opponents' Double would double their own side's 1NT; only an "
         "opponent's bid can be doubled."),
        ("p-(x)", "The opponents' Double comes before any bid; only an opponent's bid can be "
         "doubled."),
        ("xx", "Redouble comes without a double to redouble; a redouble is only allowed after "
         "the opponents double our side's bid."),
        ("p-(p)-p-(p)-1c", "1C comes after the auction has ended (four passes at the start)."),
        ("1n-(p)-p-(p)-(2c)", "The opponents' 2C comes straight after their own Pass; the "
         "sides call in turn, so our call must be written in between, without parentheses."),
    ],
)  # fmt: skip
def test_the_domains_refusals_in_the_librarys_words(text: str, message: str) -> None:
    """Legality is decided by domain.rules.auction; the library words it in its notation."""
    with pytest.raises(SequenceError) as info:
        check_auction(parse_sequence(text))
    assert str(info.value) == message
    assert info.value.index == len(parse_sequence(text)) - 1
