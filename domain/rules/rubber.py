"""Rubber bridge and Chicago score sheets (docs/design.md 6): trick points for the tricks bid
below the line, everything else above it; a game is 100 below the line, after which both
sides start the next game from nothing; a side that has won a game is vulnerable.
Honours in one hand (four of the five trump honours 100, all five 150, four aces at
notrump 150) go to the side holding them, whoever declared.

Rubber: the first side to two games wins 700 (two games to none) or 500 (two to one); a
rubber stopped before its end gives 300 to a side with a game and 50 to a side with a
partscore in the unfinished game. Chicago: four deals, vulnerable none / dealer's side /
dealer's side / both; a game gives 300, or 500 vulnerable, at once; a partscore made on the
fourth deal that does not complete a game gives 100. "We" sit North-South; the first
dealer is North, then the deal passes clockwise (a passed-out deal in Chicago is dealt
again by the same dealer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.rules.calls import Contract, Strain
from domain.rules.cards import SEAT_ORDER, Seat, Suit
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.scoring import contract_points, undertrick_penalty
from domain.rules.side import Side

SIDES = ("we", "they")
Pair = dict[str, int]


@dataclass(frozen=True)
class RubberDeal:
    """One deal as the score sheet needs it; `contract` None for a passed-out deal."""

    contract: Contract | None
    tricks: int | None = None
    honours_side: str | None = None  # "we" or "they"
    honours: int = 0  # 0, 100 or 150

    def __post_init__(self) -> None:
        if self.contract is not None and (self.tricks is None or not 0 <= self.tricks <= 13):
            raise RuleViolation("Declarer's tricks must be between 0 and 13.")
        if self.honours not in (0, 100, 150) or (self.honours and self.honours_side not in SIDES):
            raise RuleViolation("Honours are 100 or 150 to we or they.")


@dataclass(frozen=True)
class SheetLine:
    number: int
    contract: str  # "4S", "3NTX", or "Pass"
    declarer: str | None
    tricks: int | None
    vulnerable: dict[str, bool]
    below: Pair
    above: Pair


@dataclass(frozen=True)
class ScoreSheet:
    kind: str
    lines: tuple[SheetLine, ...]
    games: Pair
    totals: Pair  # with what stopping now would add, while not over
    over: bool


def side_of(seat: Seat) -> str:
    return "we" if seat.side is Side.NS else "they"


def honours_in(deal: Deal, strain: Strain) -> tuple[str, int] | None:
    """The honours one hand holds for this strain, and the side they count for."""
    for seat in SEAT_ORDER:
        hand = deal.hand(seat)
        if strain is Strain.NT:
            if sum(1 for card in hand if card.rank == "A") == 4:
                return side_of(seat), 150
            continue
        trump = Suit(strain.value)
        held = sum(1 for card in hand if card.suit is trump and card.rank in "AKQJT")
        if held >= 4:
            return side_of(seat), 150 if held == 5 else 100
    return None


def chicago_vulnerable(deal_number: int) -> dict[str, bool]:
    """Deal 1 none, 2 and 3 the dealer's side (East, then South), 4 both."""
    place = (deal_number - 1) % 4
    dealer = SEAT_ORDER[place]
    both = place == 3
    return {side: both or (place in (1, 2) and side == side_of(dealer)) for side in SIDES}


def score_sheet(kind: str, deals: Sequence[RubberDeal], ended: bool = False) -> ScoreSheet:
    if kind not in ("rubber", "chicago"):
        raise RuleViolation("kind is rubber or chicago.")
    games = {side: 0 for side in SIDES}
    game_below = {side: 0 for side in SIDES}  # the game in progress
    lines: list[SheetLine] = []
    counted = 0  # Chicago's deals, passed-out ones not counted
    for number, dealt in enumerate(deals, start=1):
        over = _over(kind, games, counted)
        if over:
            raise RuleViolation(f"The {kind} is over; no deal can be added.")
        if kind == "chicago":
            vulnerable = chicago_vulnerable(counted + 1)
        else:
            vulnerable = {side: games[side] > 0 for side in SIDES}
        below = {side: 0 for side in SIDES}
        above = {side: 0 for side in SIDES}
        contract = dealt.contract
        if contract is not None and dealt.tricks is not None:
            counted += 1
            side = side_of(contract.declarer)
            other = "they" if side == "we" else "we"
            needed = contract.level + 6
            vul = vulnerable[side]
            if dealt.tricks >= needed:
                below[side] = contract_points(contract)
                above[side] += _made_above(contract, dealt.tricks - needed, vul)
            else:
                above[other] += undertrick_penalty(needed - dealt.tricks, contract.doubled, vul)
            if dealt.honours:
                assert dealt.honours_side is not None
                above[dealt.honours_side] += dealt.honours
            game_below[side] += below[side]
            if game_below[side] >= 100:
                games[side] += 1
                game_below = {s: 0 for s in SIDES}
                if kind == "chicago":
                    above[side] += 500 if vul else 300
                elif games[side] == 2:
                    above[side] += 700 if games[other] == 0 else 500
            elif kind == "chicago" and counted == 4 and below[side] > 0:
                above[side] += 100
        lines.append(
            SheetLine(
                number,
                contract.text if contract else "Pass",
                contract.declarer.value if contract else None,
                dealt.tricks if contract else None,
                vulnerable,
                below,
                above,
            )
        )
    over = ended or _over(kind, games, counted)
    totals = {side: sum(line.below[side] + line.above[side] for line in lines) for side in SIDES}
    if kind == "rubber" and not _over(kind, games, counted):
        for side in SIDES:  # what stopping now adds (an unfinished rubber)
            totals[side] += 300 if games[side] == 1 else 0
            totals[side] += 50 if game_below[side] > 0 else 0
    return ScoreSheet(kind, tuple(lines), games, totals, over)


def _over(kind: str, games: Pair, counted: int) -> bool:
    return max(games.values()) >= 2 if kind == "rubber" else counted >= 4


def _made_above(contract: Contract, over: int, vulnerable: bool) -> int:
    if contract.doubled == 0:
        points = over * (20 if contract.strain in (Strain.C, Strain.D) else 30)
    else:
        points = over * (200 if vulnerable else 100) * contract.doubled
    points += 50 * contract.doubled  # for making a doubled or redoubled contract
    if contract.level == 6:
        points += 750 if vulnerable else 500
    elif contract.level == 7:
        points += 1500 if vulnerable else 1000
    return points
