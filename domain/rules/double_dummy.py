"""The double-dummy check of a claim (docs/design.md 4.4): could the claimer's side take the tricks
it claims at all, against best defence, from the position where play stopped?

Pure: the position and the verdict are plain values; the search itself belongs to a solver
that the caller supplies (`DoubleDummySolver`), so these rules stay free of any library.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.play import PlayedCard
from domain.rules.table import Phase, TableState


@dataclass(frozen=True)
class DoubleDummyPosition:
    """Everything a double-dummy solver needs, with every hand face up.

    `hands` are the cards each seat still holds; the cards already played to the trick in
    progress are in `trick`, in the order played from `leader`, and no longer in a hand.
    With no trick in progress, `trick` is empty and `leader` is the seat on lead.
    """

    hands: Mapping[Seat, frozenset[Card]]
    trump: Suit | None  # None for notrump
    leader: Seat
    trick: tuple[PlayedCard, ...] = ()

    def __post_init__(self) -> None:
        if set(self.hands) != set(SEAT_ORDER):
            raise ValueError("A double-dummy position needs the cards of all four seats.")
        if len(self.trick) > 3:
            raise ValueError("A trick in progress has at most three cards played to it.")
        for index, played in enumerate(self.trick):
            if played.seat is not self.leader.next(index):
                raise ValueError(
                    f"The trick led by {self.leader.value} is played clockwise; its card "
                    f"number {index + 1} comes from {self.leader.next(index).value}, "
                    f"not {played.seat.value}."
                )
        left = self.tricks_left
        for seat in SEAT_ORDER:
            expected = left - 1 if self._has_played(seat) else left
            held = len(self.hands[seat])
            if held != expected:
                raise ValueError(
                    f"{seat.value} holds {held} card{'' if held == 1 else 's'} where this "
                    f"position needs {expected}."
                )
        every = [card for hand in self.hands.values() for card in hand]
        every += [played.card for played in self.trick]
        if len(set(every)) != len(every):
            raise ValueError("A card appears twice in the double-dummy position.")

    def _has_played(self, seat: Seat) -> bool:
        return any(played.seat is seat for played in self.trick)

    @property
    def to_play(self) -> Seat:
        """The seat whose card comes next."""
        return self.leader.next(len(self.trick))

    @property
    def tricks_left(self) -> int:
        """The tricks still to be won, the one in progress included."""
        return len(self.hands[self.to_play])


def position_of(state: TableState) -> DoubleDummyPosition:
    """The position at the table now: dummy's cards are a hand like the others."""
    if state.phase is not Phase.PLAY or state.contract is None:
        raise ValueError("A double-dummy position exists only while the cards are being played.")
    hands = {seat: frozenset(state.remaining[seat]) for seat in SEAT_ORDER}
    trump = state.contract.strain.trump
    if state.tricks and not state.tricks[-1].is_complete:
        in_progress = state.tricks[-1]
        return DoubleDummyPosition(hands, trump, in_progress.leader, tuple(in_progress.cards))
    on_lead = state.next_seat
    assert on_lead is not None  # in the play phase someone is always to play
    return DoubleDummyPosition(hands, trump, on_lead)


class DoubleDummySolver(Protocol):
    def max_tricks(self, position: DoubleDummyPosition, side: str) -> int:
        """Of the position's `tricks_left`, the most that `side` can take
        when all four hands play perfectly, each knowing all the cards."""
        ...


@dataclass(frozen=True)
class ClaimCheck:
    claimer: Seat
    tricks_left: int
    claimed: int  # of the tricks left, those the claimer's side says it takes
    double_dummy_max: int  # of the tricks left, the most the claimer's side can take

    @property
    def side(self) -> str:
        return self.claimer.side

    @property
    def reachable(self) -> bool:
        return self.claimed <= self.double_dummy_max


def judge_claim(claimer: Seat, claimed: int, tricks_left: int, double_dummy_max: int) -> ClaimCheck:
    """The verdict on a claim of `claimed` of the `tricks_left` once a solver has said how
    many the claimer's side can take. A concession is judged alike, on the tricks it leaves
    the claimer's side (which is what `Claim.tricks` holds for one)."""
    if not 0 <= claimed <= tricks_left:
        raise ValueError(f"A claim is of 0 to {tricks_left} tricks, not {claimed}.")
    if not 0 <= double_dummy_max <= tricks_left:
        raise ValueError(
            f"A side takes 0 to {tricks_left} of the tricks left, not {double_dummy_max}."
        )
    return ClaimCheck(claimer, tricks_left, claimed, double_dummy_max)


def check_claim(
    state: TableState, claimer: Seat, claimed: int, solver: DoubleDummySolver
) -> ClaimCheck:
    """Whether `claimer`'s side can take the `claimed` tricks at all from the position at
    the table, against best defence."""
    position = position_of(state)
    best = solver.max_tricks(position, claimer.side)
    return judge_claim(claimer, claimed, position.tricks_left, best)


# ---- the double-dummy line of a replay (docs/contract.md "Robots, practice and live
# tables"): what each card cost, the view players know from BBO's "tricks" column ----
@dataclass(frozen=True)
class CardCost:
    card: PlayedCard
    tricks: int  # the tricks the card's side lost by it against best play, 0 when best


@dataclass(frozen=True)
class DoubleDummyStep:
    declarer_tricks: int  # declarer's total with best play by all four from this step
    cost: CardCost | None  # the step's card, when the step played one


def declarer_best(state: TableState, solver: DoubleDummySolver) -> int | None:
    """Declarer's tricks with best play from this state on: those his side has won and
    the most it can take of the rest; the result once the play is over; None before there
    is a contract (or when the board was passed out)."""
    side = state.contract_side
    if side is None:
        return None
    if state.phase is not Phase.PLAY:
        return state.declarer_tricks if state.declarer_tricks is not None else state.won[side]
    return state.won[side] + solver.max_tricks(position_of(state), side)


def double_dummy_step(
    before: TableState | None, after: TableState, solver: DoubleDummySolver
) -> DoubleDummyStep | None:
    """The line at a step: `after` is the table after the step, `before` the table
    before it (None for the board's first step). The step's card, when it played exactly
    one, cost its side the tricks its side could have taken before it and cannot after."""
    best_after = declarer_best(after, solver)
    if best_after is None:
        return None
    card = _card_played(before, after)
    if card is None or before is None:
        return DoubleDummyStep(best_after, None)
    best_before = declarer_best(before, solver)
    if best_before is None:
        return DoubleDummyStep(best_after, None)
    declarers = card.seat.side is after.contract_side
    lost = best_before - best_after if declarers else best_after - best_before
    return DoubleDummyStep(best_after, CardCost(card, lost))


def _card_played(before: TableState | None, after: TableState) -> PlayedCard | None:
    """The card the step played, when the step played one card and nothing else."""
    if before is None or before.phase is not Phase.PLAY or not after.tricks:
        return None
    played_before = sum(len(trick.cards) for trick in before.tricks)
    played_after = sum(len(trick.cards) for trick in after.tricks)
    if played_after != played_before + 1:
        return None
    return after.tricks[-1].cards[-1]
