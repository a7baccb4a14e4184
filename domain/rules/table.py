"""The state of one deal at one table, advanced by calls and cards; pure rules, no I/O."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from domain.rules.auction import Auction
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, Contract
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.play import IllegalPlay, PlayedCard, is_revoke, trick_winner


class Phase(StrEnum):
    AUCTION = "auction"
    PLAY = "play"
    COMPLETE = "complete"
    PASSED_OUT = "passed_out"

    @property
    def is_over(self) -> bool:
        return self in (Phase.COMPLETE, Phase.PASSED_OUT)


@dataclass(frozen=True)
class Setup:
    board_number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal


@dataclass
class Trick:
    number: int
    leader: Seat
    cards: list[PlayedCard] = field(default_factory=list)
    winner: Seat | None = None

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4


@dataclass(frozen=True)
class CardOutcome:
    trick: int
    position: int  # 1 for the lead .. 4 for the last card of the trick
    leader: Seat
    winner: Seat | None
    declarer_tricks: int | None  # set when this card ends the play


@dataclass
class TableState:
    setup: Setup
    auction: Auction
    contract: Contract | None = None
    phase: Phase = Phase.AUCTION
    remaining: dict[Seat, set[Card]] = field(default_factory=dict)
    tricks: list[Trick] = field(default_factory=list)
    won: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    declarer_tricks: int | None = None  # the result once the play is over

    @classmethod
    def start(cls, setup: Setup) -> TableState:
        remaining = {seat: set(setup.deal.hand(seat)) for seat in SEAT_ORDER}
        return cls(setup=setup, auction=Auction(setup.dealer), remaining=remaining)

    def copy(self) -> TableState:
        """An independent copy; the setup, auction and contract are immutable and shared."""
        return TableState(
            setup=self.setup,
            auction=self.auction,
            contract=self.contract,
            phase=self.phase,
            remaining={seat: set(cards) for seat, cards in self.remaining.items()},
            tricks=[Trick(t.number, t.leader, list(t.cards), t.winner) for t in self.tricks],
            won=dict(self.won),
            declarer_tricks=self.declarer_tricks,
        )

    # ---- derived facts -------------------------------------------------------------
    @property
    def declarer(self) -> Seat | None:
        return self.contract.declarer if self.contract else None

    @property
    def dummy(self) -> Seat | None:
        return self.contract.declarer.partner if self.contract else None

    @property
    def cards_played(self) -> int:
        if not self.tricks:
            return 0
        return (len(self.tricks) - 1) * 4 + len(self.tricks[-1].cards)

    @property
    def dummy_faced(self) -> bool:
        return self.cards_played > 0

    @property
    def completed_tricks(self) -> int:
        if self.tricks and not self.tricks[-1].is_complete:
            return len(self.tricks) - 1
        return len(self.tricks)

    @property
    def next_seat(self) -> Seat | None:
        if self.phase is Phase.AUCTION:
            return self.auction.next_seat
        if self.phase is not Phase.PLAY:
            return None
        if not self.tricks:
            assert self.contract is not None
            return self.contract.declarer.next()
        trick = self.tricks[-1]
        if trick.is_complete:
            assert trick.winner is not None
            return trick.winner
        return trick.leader.next(len(trick.cards))

    # ---- calls ---------------------------------------------------------------------
    def make_call(self, seat: Seat, call: Call) -> None:
        self.auction = self.auction.add(seat, call)
        if not self.auction.is_over:
            return
        if self.auction.is_passed_out:
            self.phase = Phase.PASSED_OUT
            return
        self.contract = self.auction.contract()
        self.phase = Phase.PLAY

    # ---- cards ---------------------------------------------------------------------
    def check_card(self, seat: Seat, card: Card, *, allow_revoke: bool = False) -> None:
        if self.phase is not Phase.PLAY:
            state = self.phase.value.replace("_", " ")
            raise IllegalPlay(f"Cards are played only in the play phase; the board is {state}.")
        expected = self.next_seat
        if seat is not expected:  # before looking at the hand, so no hand can be probed
            assert expected is not None
            raise IllegalPlay(f"It is {expected.value}'s turn to play, not {seat.value}'s.")
        if card not in self.remaining[seat]:
            raise IllegalPlay(f"{card} is not in {seat.value}'s hand.")
        trick = self._open_trick_cards()
        if not allow_revoke and is_revoke(self.remaining[seat], trick, card):
            led = trick[0].card.suit
            raise IllegalPlay(
                f"{seat.value} must follow suit: {led.name_plural} were led and "
                f"{seat.value} still holds {led.name_plural}."
            )

    def _open_trick_cards(self) -> list[PlayedCard]:
        if self.tricks and not self.tricks[-1].is_complete:
            return self.tricks[-1].cards
        return []

    def preview_card(self, seat: Seat, card: Card) -> CardOutcome:
        """What playing `card` from `seat` would record, after checking it is legal."""
        self.check_card(seat, card)
        assert self.contract is not None
        trick = self._open_trick_cards()
        number = self.completed_tricks + 1
        leader = trick[0].seat if trick else seat
        winner: Seat | None = None
        declarer_tricks: int | None = None
        if len(trick) == 3:
            winner = trick_winner([*trick, PlayedCard(seat, card)], self.contract.strain.trump)
            if number == 13:
                side = self.contract.declarer.side
                declarer_tricks = self.won[side] + (1 if winner.side == side else 0)
        return CardOutcome(number, len(trick) + 1, leader, winner, declarer_tricks)

    def play_card(self, seat: Seat, card: Card) -> CardOutcome:
        outcome = self.preview_card(seat, card)
        if outcome.position == 1:
            self.tricks.append(Trick(number=outcome.trick, leader=seat))
        trick = self.tricks[-1]
        trick.cards.append(PlayedCard(seat, card))
        self.remaining[seat].discard(card)
        if outcome.winner is not None:
            trick.winner = outcome.winner
            self.won[outcome.winner.side] += 1
        if outcome.declarer_tricks is not None:
            self.finish(outcome.declarer_tricks)
        return outcome

    def finish(self, declarer_tricks: int) -> None:
        if not 0 <= declarer_tricks <= 13:
            raise RuleViolation("Declarer's tricks must be between 0 and 13.")
        self.declarer_tricks = declarer_tricks
        self.phase = Phase.COMPLETE

    # ---- claims --------------------------------------------------------------------
    @property
    def tricks_to_play(self) -> int:
        return 13 - self.completed_tricks

    def tricks_for_side(self, side: str) -> int:
        return self.won[side]
