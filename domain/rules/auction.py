"""The auction: whose turn it is, which calls are legal, and the contract (docs/design.md 4.2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from domain.rules.calls import Call, CallKind, Contract
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation


class IllegalReason(StrEnum):
    """Why a call is illegal, for callers that word the sentence themselves (the library)."""

    AUCTION_OVER = "auction_over"
    OUT_OF_TURN = "out_of_turn"
    INSUFFICIENT = "insufficient"
    NOTHING_TO_DOUBLE = "nothing_to_double"
    DOUBLE_OWN_SIDE = "double_own_side"
    ALREADY_DOUBLED = "already_doubled"
    NOTHING_TO_REDOUBLE = "nothing_to_redouble"
    REDOUBLE_BY_OTHER_SIDE = "redouble_by_other_side"
    ALREADY_REDOUBLED = "already_redoubled"


class IllegalCall(RuleViolation):
    """A call the auction does not allow; ``reason`` says which rule it breaks."""

    def __init__(self, message: str, reason: IllegalReason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Auction:
    """The calls made so far, starting with the dealer's, and who made each (`callers`).

    The rotation is the dealer's unless a call out of rotation was accepted (Law 29A): the
    auction then goes on from the player who made it, to his left (Law 17C), and the
    players passed over have lost that turn. `callers` left out means the dealer's rotation.
    """

    dealer: Seat
    calls: tuple[Call, ...] = ()
    callers: tuple[Seat, ...] = ()

    def __post_init__(self) -> None:
        if len(self.callers) != len(self.calls):
            rotation = tuple(self.dealer.next(index) for index in range(len(self.calls)))
            object.__setattr__(self, "callers", rotation)

    def seat_of(self, index: int) -> Seat:
        """Who made call `index`; past the end, who would call then, in rotation."""
        if index < len(self.callers):
            return self.callers[index]
        return self.turn.next(index - len(self.callers))

    @property
    def turn(self) -> Seat:
        """Whose turn it is to call, were the auction still open."""
        return self.callers[-1].next() if self.callers else self.dealer

    @property
    def next_seat(self) -> Seat | None:
        return None if self.is_over else self.turn

    def before(self, index: int) -> Auction:
        """The auction as it stood before call `index`."""
        return Auction(self.dealer, self.calls[:index], self.callers[:index])

    def recorded(self, seat: Seat, call: Call) -> Auction:
        """The auction with `call` by `seat` appended as recorded, judged by nothing: a
        call's legality was decided when it was made (an accepted call out of rotation)."""
        return Auction(self.dealer, (*self.calls, call), (*self.callers, seat))

    @property
    def is_over(self) -> bool:
        if len(self.calls) < 4:
            return False
        return all(call.kind is CallKind.PASS for call in self.calls[-3:])

    def deprived(self) -> tuple[Seat, int] | None:
        """Law 17D3: "When a call has been followed by three passes the auction does not
        end if any of those passes was out of rotation, depriving a player of his right to
        call. When this occurs the auction reverts to the player who missed his turn, all
        subsequent passes are cancelled and the auction proceeds normally." The player
        who missed his turn and the index of the first pass after it, when the auction's
        last three passes passed him over; else None."""
        if not self.is_over:
            return None
        for index in range(len(self.calls) - 3, len(self.calls)):
            due = self.callers[index - 1].next()
            if self.callers[index] is not due:
                return due, index
        return None

    @property
    def is_passed_out(self) -> bool:
        return len(self.calls) == 4 and all(c.kind is CallKind.PASS for c in self.calls)

    def _last_bid_index(self) -> int | None:
        for index in range(len(self.calls) - 1, -1, -1):
            if self.calls[index].is_bid:
                return index
        return None

    def last_bid(self) -> tuple[Seat, Call] | None:
        """The seat and call of the last bid, None before any bid."""
        index = self._last_bid_index()
        return None if index is None else (self.seat_of(index), self.calls[index])

    def doubled_state(self) -> int:
        """0, 1 or 2: whether the last bid stands undoubled, doubled or redoubled."""
        return self._doubled_state()

    def _doubled_state(self) -> int:
        """0, 1 or 2: whether the last bid stands undoubled, doubled or redoubled."""
        last = self._last_bid_index()
        if last is None:
            return 0
        state = 0
        for call in self.calls[last + 1 :]:
            if call.kind is CallKind.DOUBLE:
                state = 1
            elif call.kind is CallKind.REDOUBLE:
                state = 2
        return state

    def check(self, seat: Seat, call: Call, *, rotation: bool = True) -> None:
        """Raise IllegalCall with a sentence when `seat` may not make `call` now; with
        `rotation` False, whether the call would be legal were it `seat`'s turn."""
        if self.is_over:
            raise IllegalCall(
                "The auction is over; no more calls can be made.", IllegalReason.AUCTION_OVER
            )
        expected = self.turn
        if rotation and seat is not expected:
            raise IllegalCall(
                f"It is {expected.value}'s turn to call, not {seat.value}'s.",
                IllegalReason.OUT_OF_TURN,
            )
        if call.kind is CallKind.PASS:
            return
        last = self._last_bid_index()
        if call.kind is CallKind.BID:
            if last is not None and not call.outranks(self.calls[last]):
                raise IllegalCall(
                    f"{call} is insufficient after {self.calls[last]}; a bid must be higher "
                    "than the last bid (by level, then C < D < H < S < NT).",
                    IllegalReason.INSUFFICIENT,
                )
            return
        if last is None:
            raise IllegalCall(
                f"{call} is not possible: nobody has bid yet.",
                IllegalReason.NOTHING_TO_DOUBLE
                if call.kind is CallKind.DOUBLE
                else IllegalReason.NOTHING_TO_REDOUBLE,
            )
        bidder = self.seat_of(last)
        state = self._doubled_state()
        if call.kind is CallKind.DOUBLE:
            if bidder.side == seat.side:
                raise IllegalCall(
                    f"{seat.value} cannot double {self.calls[last]}: it was bid by "
                    "their own side; you may only double the opponents' bid.",
                    IllegalReason.DOUBLE_OWN_SIDE,
                )
            if state != 0:
                raise IllegalCall(
                    f"{self.calls[last]} has already been doubled.", IllegalReason.ALREADY_DOUBLED
                )
            return
        if state == 0:
            raise IllegalCall(
                "Redouble is only possible after the opponents have doubled your side's bid.",
                IllegalReason.NOTHING_TO_REDOUBLE,
            )
        if bidder.side != seat.side:
            raise IllegalCall(
                f"{seat.value} cannot redouble: only the side whose bid was doubled may redouble.",
                IllegalReason.REDOUBLE_BY_OTHER_SIDE,
            )
        if state == 2:
            raise IllegalCall(
                f"{self.calls[last]} has already been redoubled.", IllegalReason.ALREADY_REDOUBLED
            )

    def add(self, seat: Seat, call: Call) -> Auction:
        self.check(seat, call)
        return self.recorded(seat, call)

    def contract(self) -> Contract | None:
        """The final contract once the auction is over; None while it runs or if passed out."""
        if not self.is_over or self.is_passed_out:
            return None
        last = self._last_bid_index()
        assert last is not None
        final = self.calls[last]
        assert final.strain is not None
        side = self.seat_of(last).side
        declarer = next(
            self.seat_of(index)
            for index, call in enumerate(self.calls)
            if call.is_bid and call.strain is final.strain and self.seat_of(index).side == side
        )
        return Contract(final.level, final.strain, self._doubled_state(), declarer)


def auction_from(dealer: Seat, calls: Sequence[Call]) -> Auction:
    auction = Auction(dealer)
    for index, call in enumerate(calls):
        auction = auction.add(dealer.next(index), call)
    return auction
