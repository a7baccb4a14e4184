"""Bidding sequences in the library notation: ``1n-(p)-2c-(p)-2d``.

Calls are ``p`` (pass), ``x`` (double), ``xx`` (redouble) and bids ``1c`` … ``7n``
(strains ``c d h s n``). Calls by the other side are written in parentheses. See
``library/FORMAT.md`` for the rules this module enforces.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = [
    "STRAINS",
    "SequenceCall",
    "SequenceError",
    "SuitsBid",
    "call_name",
    "check_auction",
    "depth_of",
    "format_sequence",
    "is_bid",
    "last_call",
    "legal_next_calls",
    "normalise_sequence",
    "parent_of",
    "parse_sequence",
    "suits_bid",
]

STRAINS = "cdhsn"
_CALL_RE = re.compile(r"^(?:p|x|xx|[1-7][cdhsn])$")
_STRAIN_NAMES = {"c": "C", "d": "D", "h": "H", "s": "S", "n": "NT"}


class SequenceError(ValueError):
    """A sequence that is not well written or not a legal auction.

    The message is a sentence for a person. ``index`` is the position of the
    offending call when there is one.
    """

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


@dataclass(frozen=True)
class SequenceCall:
    call: str
    theirs: bool

    def __str__(self) -> str:
        return f"({self.call})" if self.theirs else self.call


def is_bid(call: str) -> bool:
    """True for a bid (``1c`` … ``7n``), false for pass, double and redouble."""
    return len(call) == 2 and call[0] in "1234567" and call[1] in STRAINS


def _rank(call: str) -> int:
    return (int(call[0]) - 1) * 5 + STRAINS.index(call[1])


def call_name(call: str) -> str:
    """How a bridge player writes a call: ``Pass``, ``Double``, ``Redouble``, ``1NT``, ``2S``."""
    if call == "p":
        return "Pass"
    if call == "x":
        return "Double"
    if call == "xx":
        return "Redouble"
    if is_bid(call):
        return call[0] + _STRAIN_NAMES[call[1]]
    return call


def _named(sc: SequenceCall, *, capital: bool = False) -> str:
    name = call_name(sc.call)
    if sc.theirs:
        return f"{'T' if capital else 't'}he opponents' {name}"
    return name


def _own(sc: SequenceCall) -> str:
    return "their" if sc.theirs else "our"


def parse_sequence(text: str) -> tuple[SequenceCall, ...]:
    """Parse the canonical notation (syntax only; see ``check_auction`` for legality)."""
    stripped = text.strip()
    if not stripped:
        raise SequenceError("The sequence is empty; write at least one call, e.g. 1n.")
    if any(ch.isspace() for ch in stripped):
        raise SequenceError(
            f"'{stripped}' contains spaces; write the calls joined by '-', e.g. 1n-(p)-2c."
        )
    calls: list[SequenceCall] = []
    for index, token in enumerate(stripped.split("-")):
        if not token:
            raise SequenceError(
                f"'{stripped}' has an empty call (two dashes together, or a dash at an end).",
                index,
            )
        theirs = False
        inner = token
        if token.startswith("(") or token.endswith(")"):
            if not (token.startswith("(") and token.endswith(")")) or len(token) < 3:
                raise SequenceError(
                    f"'{token}' in '{stripped}' has an unmatched parenthesis; "
                    "write an opponents' call as (p), (x), (1h) …",
                    index,
                )
            theirs = True
            inner = token[1:-1]
        if not _CALL_RE.match(inner):
            hint = ""
            lowered = inner.lower().replace("nt", "n")
            if _CALL_RE.match(lowered) and lowered != inner:
                hint = f" Write it as '{lowered}'."
            raise SequenceError(
                f"'{inner}' in '{stripped}' is not a call; calls are p (pass), x (double), "
                f"xx (redouble) and bids 1c to 7n with strains c d h s n.{hint}",
                index,
            )
        calls.append(SequenceCall(inner, theirs))
    return tuple(calls)


def format_sequence(calls: Sequence[SequenceCall]) -> str:
    """The canonical text of a sequence, e.g. ``1n-(p)-2c``."""
    return "-".join(str(c) for c in calls)


@dataclass
class _State:
    last_bid: str | None = None
    last_bid_theirs: bool = False
    doubled: int = 0  # 0 none, 1 doubled, 2 redoubled
    passes: int = 0

    def ended(self) -> bool:
        return self.passes >= 3 if self.last_bid is not None else self.passes >= 4


def _apply(state: _State, calls: Sequence[SequenceCall], index: int) -> None:
    """Apply calls[index] to state, raising SequenceError if it is illegal."""
    sc = calls[index]
    if index > 0 and calls[index - 1].theirs == sc.theirs:
        prev = calls[index - 1]
        if sc.theirs:
            raise SequenceError(
                f"The opponents' {call_name(sc.call)} comes straight after their own "
                f"{call_name(prev.call)}; the sides call in turn, so our call must be written "
                "in between, without parentheses.",
                index,
            )
        raise SequenceError(
            f"{call_name(sc.call)} comes straight after our {call_name(prev.call)}; the sides "
            "call in turn, so the opponents' call must be written in between, in parentheses "
            "(e.g. 1n-(p)-2c).",
            index,
        )
    if state.ended():
        why = (
            "three passes after the last bid"
            if state.last_bid is not None
            else "four passes at the start"
        )
        raise SequenceError(
            f"{_named(sc, capital=True)} comes after the auction has ended ({why}).", index
        )
    call = sc.call
    if call == "p":
        state.passes += 1
        return
    if is_bid(call):
        if state.last_bid is not None and _rank(call) <= _rank(state.last_bid):
            raise SequenceError(
                f"{_named(sc, capital=True)} is insufficient after {call_name(state.last_bid)}; "
                "a bid must be higher than the last bid.",
                index,
            )
        state.last_bid = call
        state.last_bid_theirs = sc.theirs
        state.doubled = 0
        state.passes = 0
        return
    if call == "x":
        if state.last_bid is None:
            raise SequenceError(
                f"{_named(sc, capital=True)} comes before any bid; only an opponent's bid "
                "can be doubled.",
                index,
            )
        if state.last_bid_theirs == sc.theirs:
            raise SequenceError(
                f"{_named(sc, capital=True)} would double {_own(sc)} own side's "
                f"{call_name(state.last_bid)}; only an opponent's bid can be doubled.",
                index,
            )
        if state.doubled:
            raise SequenceError(
                f"{_named(sc, capital=True)} comes when {call_name(state.last_bid)} is already "
                f"{'doubled' if state.doubled == 1 else 'redoubled'}; only an undoubled bid "
                "can be doubled.",
                index,
            )
        state.doubled = 1
        state.passes = 0
        return
    # redouble
    if state.last_bid is None or state.doubled == 0:
        raise SequenceError(
            f"{_named(sc, capital=True)} comes without a double to redouble; a redouble is "
            "only allowed after the opponents double our side's bid.",
            index,
        )
    if state.doubled == 2:
        raise SequenceError(
            f"{_named(sc, capital=True)} comes when {call_name(state.last_bid)} is already "
            "redoubled; a bid can be redoubled only once.",
            index,
        )
    if state.last_bid_theirs != sc.theirs:
        raise SequenceError(
            f"{_named(sc, capital=True)} would redouble {_own(sc)} own side's double; a "
            "redouble is only allowed after the opponents double our side's bid.",
            index,
        )
    state.doubled = 2
    state.passes = 0


def check_auction(calls: Sequence[SequenceCall]) -> None:
    """Raise SequenceError, with a sentence for a person, unless ``calls`` is a legal auction."""
    if not calls:
        raise SequenceError("The sequence is empty; write at least one call, e.g. 1n.")
    state = _State()
    for index in range(len(calls)):
        _apply(state, calls, index)


def legal_next_calls(calls: Sequence[SequenceCall]) -> tuple[str, ...]:
    """The calls the next side may legally make after ``calls`` (empty when it has ended).

    ``calls`` must itself be legal (SequenceError otherwise).
    """
    state = _State()
    for index in range(len(calls)):
        _apply(state, calls, index)
    if state.ended():
        return ()
    theirs = not calls[-1].theirs if calls else False
    result = ["p"]
    if state.last_bid is not None:
        if state.doubled == 0 and state.last_bid_theirs != theirs:
            result.append("x")
        if state.doubled == 1 and state.last_bid_theirs == theirs:
            result.append("xx")
    start = _rank(state.last_bid) + 1 if state.last_bid is not None else 0
    for rank in range(start, 35):
        result.append(f"{rank // 5 + 1}{STRAINS[rank % 5]}")
    return tuple(result)


def parent_of(sequence: str) -> str | None:
    """The parent sequence per FORMAT.md, or None for a root sequence.

    Remove the last call, then any trailing calls of the other side (parenthesised
    calls). A sequence whose prefix holds no non-pass call of its own side is a root.
    """
    calls = parse_sequence(sequence)
    prefix = list(calls[:-1])
    if not any(not c.theirs and c.call != "p" for c in prefix):
        return None
    while prefix and prefix[-1].theirs:
        prefix.pop()
    return format_sequence(prefix) if prefix else None


def depth_of(sequence: str) -> int:
    """The number of calls by the sequence's own side (the calls without parentheses)."""
    return sum(1 for c in parse_sequence(sequence) if not c.theirs)


def last_call(sequence: str) -> str:
    """The last call of a sequence, without parentheses: ``p``, ``x``, ``xx``, ``1c`` …"""
    return parse_sequence(sequence)[-1].call


_WORDS = {
    "pass": "p",
    "p": "p",
    "double": "x",
    "dbl": "x",
    "d": "x",
    "x": "x",
    "redouble": "xx",
    "rdbl": "xx",
    "redbl": "xx",
    "r": "xx",
    "xx": "xx",
}
_SYMBOLS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
_LENIENT_BID = re.compile(r"^([1-7])(c|d|h|s|n|nt|notrump|notrumps|no-?trumps?)$")


def _normalise_token(token: str, whole: str) -> str:
    theirs = token.startswith("(") and token.endswith(")")
    inner = token[1:-1].strip() if theirs else token
    inner = inner.lower()
    for symbol, letter in _SYMBOLS.items():
        inner = inner.replace(symbol, letter)
    if inner in _WORDS:
        canonical = _WORDS[inner]
    else:
        match = _LENIENT_BID.match(inner)
        if not match:
            raise SequenceError(
                f"'{token}' in '{whole}' is not a call; use Pass (p), Double (x), "
                "Redouble (xx) or a bid from 1C to 7NT."
            )
        strain = match.group(2)
        canonical = match.group(1) + ("n" if strain not in "cdhs" else strain)
    return f"({canonical})" if theirs else canonical


def normalise_sequence(text: str) -> str:
    """Accept a sequence written loosely and return its canonical form.

    ``1NT - (Pass) - 2C`` → ``1n-(p)-2c``; ``d`` → ``x``, ``r`` → ``xx``; suit symbols and
    whitespace-separated calls are accepted too.
    """
    whole = text.strip()
    if not whole:
        raise SequenceError("The sequence is empty; write at least one call, e.g. 1n.")
    if "-" in whole.replace("no-trump", "notrump").replace("No-Trump", "notrump"):
        work = re.sub(r"(?i)no-trump", "notrump", whole)
        tokens = [re.sub(r"\s+", "", t) for t in work.split("-")]
    else:
        work = re.sub(r"(?i)\b([1-7])\s+(?=[a-z♣♦♥♠])", r"\1", whole)
        tokens = work.split()
    # Re-join parenthesised tokens that contained spaces, e.g. "( p )".
    tokens = [re.sub(r"\(\s*(.*?)\s*\)", r"(\1)", t) for t in tokens]
    if any(not t for t in tokens):
        raise SequenceError(
            f"'{whole}' has an empty call (two dashes together, or a dash at an end)."
        )
    canonical = "-".join(_normalise_token(t, whole) for t in tokens)
    return format_sequence(parse_sequence(canonical))


_SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}


@dataclass(frozen=True)
class SuitsBid:
    """The suits named by bids in a sequence, seen from the side making its last call.

    ``strain`` is the suit of the last call (None unless it is a suit bid); ``partner``
    the suits bid by the caller's partner, ``side`` by either member of the caller's
    side, ``theirs`` by the other side; each list is most recent first.
    """

    strain: str | None = None
    partner: tuple[str, ...] = field(default=())
    side: tuple[str, ...] = field(default=())
    theirs: tuple[str, ...] = field(default=())


def suits_bid(sequence: str | None) -> SuitsBid:
    """The suits bid in ``sequence`` (empty for None or text that does not parse)."""
    try:
        calls = parse_sequence(sequence) if sequence else ()
    except SequenceError:
        calls = ()
    if not calls:
        return SuitsBid()
    last = calls[-1]
    partner: list[str] = []
    side: list[str] = []
    theirs: list[str] = []
    for index in range(len(calls) - 2, -1, -1):
        c = calls[index]
        if not is_bid(c.call) or c.call[1] == "n":
            continue
        suit = _SUIT_NAMES[c.call[1]]
        if c.theirs != last.theirs:
            theirs.append(suit)
            continue
        side.append(suit)
        if (len(calls) - 1 - index) % 4 == 2:
            partner.append(suit)
    strain = _SUIT_NAMES.get(last.call[1]) if is_bid(last.call) else None
    return SuitsBid(strain, tuple(partner), tuple(side), tuple(theirs))
