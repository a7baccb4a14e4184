"""Bidding sequences in the library notation: ``1n-(p)-2c-(p)-2d``.

Calls are ``p`` (pass), ``x`` (double), ``xx`` (redouble) and bids ``1c`` … ``7n``
(strains ``c d h s n``). Calls by the other side are written in parentheses. See
``library/FORMAT.md`` for the rules this module enforces.

Legality has one home, the domain's auction (``domain.rules.auction``): a sequence is
replayed there with our side North-South, and a refusal (``IllegalCall.reason``) is
worded here in the library's notation. Only the notation's own rule, that parentheses
mark every other call, is checked here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from domain.rules.auction import Auction, IllegalCall, IllegalReason
from domain.rules.calls import Call
from domain.rules.cards import Seat

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


_QUOTED_LONGEST = 24  # a sentence quotes the start of what was sent, never all of it


def quoted(text: str) -> str:
    """A short prefix of `text` in quotes, for an error's sentence."""
    if len(text) <= _QUOTED_LONGEST:
        return f"'{text}'"
    return f"'{text[: _QUOTED_LONGEST - 1]}…'"


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
            f"{quoted(stripped)} contains spaces; write the calls joined by '-', e.g. 1n-(p)-2c."
        )
    calls: list[SequenceCall] = []
    for index, token in enumerate(stripped.split("-")):
        if not token:
            raise SequenceError(
                f"{quoted(stripped)} has an empty call (two dashes together, or a dash at an end).",
                index,
            )
        theirs = False
        inner = token
        if token.startswith("(") or token.endswith(")"):
            if not (token.startswith("(") and token.endswith(")")) or len(token) < 3:
                raise SequenceError(
                    f"{quoted(token)} in {quoted(stripped)} has an unmatched parenthesis; "
                    "write an opponents' call in parentheses, e.g. (p), (x) or (1h).",
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
                f"{quoted(inner)} in {quoted(stripped)} is not a call; calls are p (pass), "
                f"x (double), xx (redouble) and bids 1c to 7n with strains c d h s n.{hint}",
                index,
            )
        calls.append(SequenceCall(inner, theirs))
    return tuple(calls)


def format_sequence(calls: Sequence[SequenceCall]) -> str:
    """The canonical text of a sequence, e.g. ``1n-(p)-2c``."""
    return "-".join(str(c) for c in calls)


# --- legality: the domain's auction rules (domain/rules/auction.py) ---------------------
# Our side sits North-South, the opponents East-West; the first call is the dealer's.
_DOMAIN_CALLS = {call: Call.parse(call) for call in ("p", "x", "xx")}
_DOMAIN_CALLS.update({f"{level}{strain}": Call.parse(f"{level}{strain}")
                      for level in range(1, 8) for strain in STRAINS})  # fmt: skip
_CANDIDATES = tuple(_DOMAIN_CALLS)  # p, x, xx, 1c ... 7n: the order of legal_next_calls


def _replay(calls: Sequence[SequenceCall]) -> Auction:
    """The domain auction of ``calls``; SequenceError names the first illegal call."""
    dealer = Seat.E if calls and calls[0].theirs else Seat.N
    auction = Auction(dealer)
    for index, sc in enumerate(calls):
        if index > 0 and calls[index - 1].theirs == sc.theirs:
            raise SequenceError(_not_alternating(calls, index), index)
        try:
            # the sides alternate, so the seat due to call is always of the call's side
            auction = auction.add(auction.seat_of(index), _DOMAIN_CALLS[sc.call])
        except IllegalCall as exc:
            raise SequenceError(_explain(exc, auction, sc), index) from exc
    return auction


def _not_alternating(calls: Sequence[SequenceCall], index: int) -> str:
    """The notation's own rule: parentheses mark every other call (FORMAT.md)."""
    sc, prev = calls[index], calls[index - 1]
    if sc.theirs:
        return (
            f"The opponents' {call_name(sc.call)} comes straight after their own "
            f"{call_name(prev.call)}; the sides call in turn, so our call must be written "
            "in between, without parentheses."
        )
    return (
        f"{call_name(sc.call)} comes straight after our {call_name(prev.call)}; the sides "
        "call in turn, so the opponents' call must be written in between, in parentheses "
        "(e.g. 1n-(p)-2c)."
    )


def _explain(exc: IllegalCall, auction: Auction, sc: SequenceCall) -> str:
    """The domain's refusal of ``sc`` after ``auction``, in the library's words."""
    named = _named(sc, capital=True)
    standing = auction.last_bid()
    last = call_name(str(standing[1]).lower().replace("nt", "n")) if standing else ""
    state = auction.doubled_state()
    reason = exc.reason
    if reason is IllegalReason.AUCTION_OVER:
        why = "three passes after the last bid" if standing else "four passes at the start"
        return f"{named} comes after the auction has ended ({why})."
    if reason is IllegalReason.INSUFFICIENT:
        return f"{named} is insufficient after {last}; a bid must be higher than the last bid."
    if reason is IllegalReason.NOTHING_TO_DOUBLE:
        return f"{named} comes before any bid; only an opponent's bid can be doubled."
    if reason is IllegalReason.DOUBLE_OWN_SIDE:
        return (
            f"{named} would double {_own(sc)} own side's {last}; only an opponent's bid can "
            "be doubled."
        )
    if reason is IllegalReason.ALREADY_DOUBLED:
        already = "doubled" if state == 1 else "redoubled"
        return (
            f"{named} comes when {last} is already {already}; only an undoubled bid can be doubled."
        )
    if reason is IllegalReason.NOTHING_TO_REDOUBLE:
        return (
            f"{named} comes without a double to redouble; a redouble is only allowed after "
            "the opponents double our side's bid."
        )
    if reason is IllegalReason.REDOUBLE_BY_OTHER_SIDE and state == 1:
        return (
            f"{named} would redouble {_own(sc)} own side's double; a redouble is only allowed "
            "after the opponents double our side's bid."
        )
    if reason in (IllegalReason.REDOUBLE_BY_OTHER_SIDE, IllegalReason.ALREADY_REDOUBLED):
        return f"{named} comes when {last} is already redoubled; a bid can be redoubled only once."
    return f"{named} is not a legal call here: {exc.message}"


def check_auction(calls: Sequence[SequenceCall]) -> None:
    """Raise SequenceError, with a sentence for a person, unless ``calls`` is a legal auction.

    The rules are the domain's (``domain.rules.auction``); this only words its refusals
    in the library's notation.
    """
    if not calls:
        raise SequenceError("The sequence is empty; write at least one call, e.g. 1n.")
    _replay(calls)


def legal_next_calls(calls: Sequence[SequenceCall]) -> tuple[str, ...]:
    """The calls the next side may legally make after ``calls`` (empty when it has ended).

    ``calls`` must itself be legal (SequenceError otherwise).
    """
    auction = _replay(calls)
    seat = auction.next_seat
    if seat is None:
        return ()
    result = []
    for name in _CANDIDATES:
        try:
            auction.check(seat, _DOMAIN_CALLS[name])
        except IllegalCall:
            continue
        result.append(name)
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
                f"{quoted(token)} in {quoted(whole)} is not a call; use Pass (p), Double (x), "
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
            f"{quoted(whole)} has an empty call (two dashes together, or a dash at an end)."
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
