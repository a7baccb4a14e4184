"""From the auction so far to the asking side's place in the system's terms (docs/design.md 3, 7.4).

The calls come from the dealer (``dealer`` + ``["1NT", "Pass"]``) or as a PID sequence
(``1n-(p)``, written from the asking side: the opponents' calls in parentheses). The
domain's auction rules (``domain.rules.auction``) judge legality, so the sentences a
player reads are the table's. The sequence starts with the dealer's call, passes
included: the library writes third-seat and passed-hand auctions that way
(``p-(p)-1h-(p)``); ``lookup_keys`` also gives the sequence without the leading passes,
which is how first-seat and most other auctions are written (``1h-(p)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from domain.rules.auction import Auction, auction_from
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from library.sequence import SequenceError, format_sequence, parse_sequence

__all__ = ["AuctionPlace", "pid_call", "place_from_calls", "place_from_sequence", "table_call"]

_MAX_CALLS = 60  # far past anything a system covers; it bounds the work bad input causes


def pid_call(call: Call) -> str:
    """A call in the PID notation: ``p``, ``x``, ``xx``, ``1n``, ``2h``."""
    if call.kind is CallKind.PASS:
        return "p"
    if call.kind is CallKind.DOUBLE:
        return "x"
    if call.kind is CallKind.REDOUBLE:
        return "xx"
    assert call.strain is not None
    return f"{call.level}{call.strain.value[0].lower()}"


def table_call(pid: str) -> str:
    """A PID call as players write it: ``Pass``, ``X``, ``XX``, ``1NT``, ``2H``."""
    return str(Call.parse(pid))


@dataclass(frozen=True)
class AuctionPlace:
    """Where the asking seat stands.

    ``calls`` are the calls so far from the dealer, ``theirs`` marks the opponents'.
    ``role`` is ``opener`` (nobody on either side has bid yet, or our side opened and the
    seat made the opening), ``responder``, ``overcaller`` (the opponents opened, the seat
    has not yet heard partner act) or ``advancer``.
    """

    calls: tuple[Call, ...]
    theirs: tuple[bool, ...]
    seat: Seat
    dealer: Seat

    @property
    def sequence(self) -> str:
        """The PID sequence of the calls so far ('' before the first call)."""
        return "-".join(
            f"({pid_call(c)})" if theirs else pid_call(c)
            for c, theirs in zip(self.calls, self.theirs, strict=True)
        )

    def lookup_keys(self) -> list[str]:
        """The sequences to look continuations up under, most specific first."""
        keys = [self.sequence]
        first = next((i for i, c in enumerate(self.calls) if c.kind is not CallKind.PASS), None)
        if first is None and self.calls:
            keys.append("")  # only passes so far: the openings
        elif first is not None and first > 0:
            keys.append(
                "-".join(
                    f"({pid_call(c)})" if theirs else pid_call(c)
                    for c, theirs in zip(self.calls[first:], self.theirs[first:], strict=True)
                )
            )
        return keys

    @property
    def position(self) -> int:
        """1 to 4: the seat's place at the table counted from the dealer."""
        return (self.seat.position - self.dealer.position) % 4 + 1

    def by_caller(self, index: int) -> bool:
        """The call at ``index`` was made by the seat now to call."""
        return (len(self.calls) - index) % 4 == 0

    def by_partner(self, index: int) -> bool:
        """The call at ``index`` was made by the caller's partner."""
        return (len(self.calls) - index) % 4 == 2

    @cached_property
    def opening_index(self) -> int | None:
        return next((i for i, c in enumerate(self.calls) if c.is_bid), None)

    @property
    def role(self) -> str:
        opening = self.opening_index
        if opening is None:
            return "opener"
        own = len(self.calls)
        if self.theirs[opening]:
            ours = [i for i in range(opening, own) if not self.theirs[i]]
            acted = [i for i in ours if self.calls[i].kind is not CallKind.PASS]
            if not acted:
                return "overcaller"
            return "overcaller" if self.by_caller(acted[0]) else "advancer"
        return "opener" if self.by_caller(opening) else "responder"

    @property
    def passed_hand(self) -> bool:
        """The seat passed before anybody on its side bid."""
        opening = self.opening_index
        limit = len(self.calls) if opening is None else opening
        own = len(self.calls) % 4
        return any(i % 4 == own and self.calls[i].kind is CallKind.PASS for i in range(limit))

    def partner_last(self) -> tuple[int, Call] | None:
        """Partner's last call and its index, None before partner has called."""
        index = len(self.calls) - 2
        return (index, self.calls[index]) if index >= 0 else None

    def prefix(self, end: int) -> str:
        """The PID sequence of the first ``end`` calls."""
        return "-".join(
            f"({pid_call(c)})" if theirs else pid_call(c)
            for c, theirs in zip(self.calls[:end], self.theirs[:end], strict=True)
        )


def _checked(dealer: Seat, calls: Sequence[Call]) -> Auction:
    auction = auction_from(dealer, calls)
    if auction.is_over:
        raise RuleViolation("The auction is over; there is no call left to recommend.")
    return auction


def place_from_calls(
    dealer: Seat, calls: Sequence[object], seat: Seat | None = None
) -> AuctionPlace:
    """The place of the next seat to call after ``calls`` from ``dealer``.

    RuleViolation (with the table's sentence) for an unknown or illegal call, an auction
    that is over, or a ``seat`` whose turn it is not.
    """
    if len(calls) > _MAX_CALLS:
        raise RuleViolation(f"An auction of {len(calls)} calls is longer than this service reads.")
    parsed = [Call.parse(text) for text in calls]
    auction = _checked(dealer, parsed)
    asking = auction.next_seat
    assert asking is not None
    if seat is not None and seat is not asking:
        raise RuleViolation(f"It is {asking.value}'s turn to call, not {seat.value}'s.")
    theirs = tuple(auction.seat_of(i).side != asking.side for i in range(len(parsed)))
    return AuctionPlace(tuple(parsed), theirs, asking, dealer)


def place_from_sequence(sequence: str, seat: Seat | None = None) -> AuctionPlace:
    """The place of the side whose turn it is after a PID sequence such as ``1n-(p)``.

    The sequence is written from the asking side, so it must end with an opponents'
    call. A blank one is refused: docs/contract.md gives no sequence for the opening
    position, which is asked with the auction `[]`.
    """
    text = sequence.strip()
    if not text:
        raise RuleViolation(
            "The sequence is empty; write the calls so far, e.g. 1n-(p), or give the "
            "auction [] for an opening."
        )
    if len(text) > 4 * _MAX_CALLS:
        raise RuleViolation("The sequence is longer than this service reads.")
    try:
        parsed = parse_sequence(text)
    except SequenceError as error:
        raise RuleViolation(str(error)) from error
    if not parsed[-1].theirs:
        raise RuleViolation(
            f"'{format_sequence(parsed)[:40]}' ends with our own call; the sequence must end "
            "with the opponents' call before ours, e.g. 1n-(p)."
        )
    asking = seat or Seat.S
    count = len(parsed)
    dealer = asking.next(-count)
    for index, sc in enumerate(parsed):
        mover = dealer.next(index)
        if (mover.side != asking.side) != sc.theirs:
            raise RuleViolation(
                "The sides call in turn: write the opponents' calls in parentheses between "
                "ours, e.g. 1n-(p)-2c-(p)."
            )
    calls = [Call.parse(sc.call) for sc in parsed]
    auction = _checked(dealer, calls)
    theirs = tuple(auction.seat_of(i).side != asking.side for i in range(count))
    return AuctionPlace(tuple(calls), theirs, asking, dealer)
