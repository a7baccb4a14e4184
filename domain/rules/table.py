"""The state of one deal at one table, advanced by calls and cards; pure rules, no I/O.

`TableState` is immutable: every call or card gives a new state and shares the rest, so a
board can be copied, cached and replayed without copying its table by hand. The rules
judge a call or a card once, when it is made (`make_call`, `preview_card`); the facts they
decide are recorded, and `with_call`/`with_card` build the state from those facts without
judging them again, so a stored irregularity (a revoke) always loads.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property

from domain.rules.auction import Auction
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, Contract
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.play import IllegalPlay, PlayedCard, is_revoke, trick_winner
from domain.rules.side import Side


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


@dataclass(frozen=True)
class Trick:
    number: int
    leader: Seat
    cards: tuple[PlayedCard, ...] = ()
    winner: Seat | None = None

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4


@dataclass(frozen=True)
class CallAction:
    """A call as recorded, with the contract the rules derived when it ended the auction."""

    seat: Seat
    call: Call
    contract: str | None = None  # "Pass" when the call passed the board out
    declarer: Seat | None = None
    alert: bool = False  # the caller's side alerted it (Law 40B)
    explanation: str | None = None  # what the caller's side said it means (Law 20F)


@dataclass(frozen=True)
class CardAction:
    """A card as recorded, with the facts the rules derived when it was played."""

    seat: Seat
    card: Card
    trick: int
    position: int  # 1 for the lead .. 4 for the last card of the trick
    leader: Seat
    winner: Seat | None  # set by the fourth card of a trick
    declarer_tricks: int | None  # set by the card that ends the play
    revoke: str | None = None  # the kind of revoke it was (domain/rules/revokes.py), if any


Action = CallAction | CardAction


@dataclass(frozen=True)
class CardOutcome:
    trick: int
    position: int  # 1 for the lead .. 4 for the last card of the trick
    leader: Seat
    winner: Seat | None
    declarer_tricks: int | None  # set when this card ends the play
    revoke: bool = False  # it failed to follow suit while the hand held the suit led


_SIDES = (Side.NS, Side.EW)


@dataclass(frozen=True)
class TableState:
    setup: Setup
    auction: Auction
    contract: Contract | None = None
    phase: Phase = Phase.AUCTION
    hands: tuple[frozenset[Card], ...] = ()  # in SEAT_ORDER
    tricks: tuple[Trick, ...] = ()
    tricks_won: tuple[int, int] = (0, 0)  # NS, EW
    declarer_tricks: int | None = None  # the table result once the play is over

    @classmethod
    def start(cls, setup: Setup) -> TableState:
        hands = tuple(frozenset(setup.deal.hand(seat)) for seat in SEAT_ORDER)
        return cls(setup=setup, auction=Auction(setup.dealer), hands=hands)

    # ---- derived facts -------------------------------------------------------------
    @property
    def remaining(self) -> Mapping[Seat, frozenset[Card]]:
        return dict(zip(SEAT_ORDER, self.hands, strict=True))

    def hand(self, seat: Seat) -> frozenset[Card]:
        return self.hands[SEAT_ORDER.index(seat)]

    @property
    def won(self) -> dict[Side, int]:
        return dict(zip(_SIDES, self.tricks_won, strict=True))

    @property
    def declarer(self) -> Seat | None:
        return self.contract.declarer if self.contract else None

    @property
    def contract_side(self) -> Side | None:
        return self.contract.declarer.side if self.contract else None

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

    # Worked out once a state (every rule of a call or card asks whose turn it is and
    # which trick is open, ten times a card between them): kept in the instance's
    # dictionary, outside the fields that equality, hashing and `replace` read.
    @cached_property
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

    def open_trick(self) -> tuple[PlayedCard, ...]:
        return self._open_trick

    @cached_property
    def _open_trick(self) -> tuple[PlayedCard, ...]:
        if self.tricks and not self.tricks[-1].is_complete:
            return self.tricks[-1].cards
        return ()

    # ---- calls ---------------------------------------------------------------------
    def make_call(self, seat: Seat, call: Call) -> TableState:
        """The state after `seat` calls `call`, which the auction rules check first."""
        after = self.auction.add(seat, call)
        contract = after.contract()
        return self.with_call(
            CallAction(
                seat,
                call,
                "Pass" if after.is_passed_out else (contract.text if contract else None),
                contract.declarer if contract else None,
            )
        )

    def with_call(self, action: CallAction) -> TableState:
        """The state after a recorded call: its facts are taken, not judged again."""
        auction = self.auction.recorded(action.seat, action.call)
        if action.contract is None:
            return replace(self, auction=auction)
        if action.contract == "Pass":
            return replace(self, auction=auction, phase=Phase.PASSED_OUT)
        assert action.declarer is not None
        contract = Contract.parse(action.contract, action.declarer)
        return replace(self, auction=auction, contract=contract, phase=Phase.PLAY)

    # ---- cards ---------------------------------------------------------------------
    def check_card(self, seat: Seat, card: Card, *, allow_revoke: bool = False) -> None:
        if self.phase is not Phase.PLAY:
            state = self.phase.value.replace("_", " ")
            raise IllegalPlay(f"Cards are played only in the play phase; the board is {state}.")
        expected = self.next_seat
        if seat is not expected:  # before looking at the hand, so no hand can be probed
            assert expected is not None
            raise IllegalPlay(f"It is {expected.value}'s turn to play, not {seat.value}'s.")
        if card not in self.hand(seat):
            raise IllegalPlay(f"{card} is not in {seat.value}'s hand.")
        trick = self.open_trick()
        if not allow_revoke and is_revoke(self.hand(seat), trick, card):
            led = trick[0].card.suit
            raise IllegalPlay(
                f"{seat.value} must follow suit: {led.name_plural} were led and "
                f"{seat.value} still holds {led.name_plural}."
            )

    def preview_card(self, seat: Seat, card: Card, *, allow_revoke: bool = False) -> CardOutcome:
        """What playing `card` from `seat` would record, after checking it is legal (a card
        that fails to follow suit passes when `allow_revoke`, and is marked a revoke)."""
        self.check_card(seat, card, allow_revoke=allow_revoke)
        facts = self.card_facts(seat, card)
        return CardOutcome(
            facts.trick,
            facts.position,
            facts.leader,
            facts.winner,
            facts.declarer_tricks,
            facts.revoke is not None,
        )

    def card_facts(self, seat: Seat, card: Card) -> CardAction:
        """What playing `card` from `seat` next would record, judged by nothing but the
        mechanics of a trick (for a play the Laws rectify, never for a player's card)."""
        assert self.contract is not None
        trick = self.open_trick()
        number = self.completed_tricks + 1
        leader = trick[0].seat if trick else seat
        winner: Seat | None = None
        declarer_tricks: int | None = None
        if len(trick) == 3:
            winner = trick_winner([*trick, PlayedCard(seat, card)], self.contract.strain.trump)
            if number == 13:
                side = self.contract.declarer.side
                declarer_tricks = self.won[side] + (1 if winner.side == side else 0)
        revoke = "suit" if is_revoke(self.hand(seat), trick, card) else None
        return CardAction(
            seat, card, number, len(trick) + 1, leader, winner, declarer_tricks, revoke
        )

    def play_card(self, seat: Seat, card: Card) -> TableState:
        """The state after `seat` plays `card`, which must be legal."""
        self.check_card(seat, card)
        return self.with_card(self.card_facts(seat, card))

    def with_card(self, action: CardAction) -> TableState:
        """The state after a recorded card: its facts are taken, not judged again."""
        played = PlayedCard(action.seat, action.card)
        if action.position == 1:
            trick = Trick(action.trick, action.leader, (played,), action.winner)
            tricks = (*self.tricks, trick)
        else:
            last = self.tricks[-1]
            trick = Trick(last.number, last.leader, (*last.cards, played), action.winner)
            tricks = (*self.tricks[:-1], trick)
        index = SEAT_ORDER.index(action.seat)
        hands = (*self.hands[:index], self.hands[index] - {action.card}, *self.hands[index + 1 :])
        won = self.tricks_won
        if action.winner is not None:
            ns, ew = won
            won = (ns + 1, ew) if action.winner.side is Side.NS else (ns, ew + 1)
        # The constructor, not dataclasses.replace: this runs for every card of every replay.
        state = TableState(
            self.setup,
            self.auction,
            self.contract,
            self.phase,
            hands,
            tricks,
            won,
            self.declarer_tricks,
        )
        if action.declarer_tricks is not None:
            return state.finish(action.declarer_tricks)
        return state

    def finish(self, declarer_tricks: int) -> TableState:
        """The state when play ends with `declarer_tricks` (as played, or agreed or ruled on
        a claim): the table result."""
        if not 0 <= declarer_tricks <= 13:
            raise RuleViolation("Declarer's tricks must be between 0 and 13.")
        return replace(self, declarer_tricks=declarer_tricks, phase=Phase.COMPLETE)

    def with_declarer(self, declarer: Seat) -> TableState:
        """The same contract played by `declarer` (an opening lead out of turn accepted
        with declarer spreading his hand, Law 54A)."""
        assert self.contract is not None
        return replace(self, contract=replace(self.contract, declarer=declarer))

    def with_action(self, action: Action) -> TableState:
        if isinstance(action, CallAction):
            return self.with_call(action)
        return self.with_card(action)

    # ---- claims --------------------------------------------------------------------
    @property
    def tricks_to_play(self) -> int:
        return 13 - self.completed_tricks

    def tricks_for_side(self, side: Side) -> int:
        return self.won[side]
