"""The double-dummy solver behind the claim check: DDS, as the endplay package ships it.

It blocks for up to a second or so on a full deal, so endpoints call it on a worker thread.
endplay is imported on the first check rather than with the app: importing it loads
matplotlib and numpy (about a second), which `serve` should not wait for when nobody
may ever ask for a check.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from api.solver_turns import SOLVER
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.deal import Deal as DomainDeal
from domain.rules.deal import hand_to_pbn
from domain.rules.double_dummy import DoubleDummyPosition
from domain.rules.hand_record import DoubleDummyTable, HandRecord, Par
from projections import deal_analyses
from projections.database import Database

if TYPE_CHECKING:
    from endplay.types import Deal

# DDS keeps its search tables per thread index, and endplay's `solve_board` always uses
# index 0: two solves running at once on the server's worker threads would share those
# tables. One at a time, then, a request's before the background's (api/solver_turns.py).
_solving = SOLVER.foreground
_BATCH = 100  # positions a call of the batch solver (DDS takes at most 200)


class DdsSolver:
    """`DoubleDummySolver` by the DDS library."""

    def max_tricks(self, position: DoubleDummyPosition, side: str) -> int:
        from endplay.dds import solve_board
        from endplay.dds.solve import SolveMode

        deal = solver_deal(position)
        with _solving():
            solved = list(solve_board(deal, SolveMode.OptimalOne))
        # DDS scores the side whose card comes next, counting the trick in progress.
        best_for_mover = max(int(tricks) for _, tricks in solved)
        if position.to_play.side == side:
            return best_for_mover
        return position.tricks_left - best_for_mover


def many_card_tricks(
    positions: Sequence[DoubleDummyPosition], *, best_only: bool = False
) -> list[dict[Card, int]]:
    """For each position, the tricks the side to play takes of those left (the trick in
    progress included) after each card it may play, with best play by all four hands.
    One call of DDS's batch solver for up to `_BATCH` positions: it shares them among its
    threads (one a core), so two layouts cost little more than one.

    `best_only`: only the cards that take the most tricks (a card left out takes fewer).
    DDS then proves each other card worse by one search instead of finding its exact
    tricks by several: on a whole deal about half the time."""
    from endplay.dds import solve_all_boards
    from endplay.dds.solve import SolveMode

    mode = SolveMode.OptimalAll if best_only else SolveMode.Default
    solved = []
    for start in range(0, len(positions), _BATCH):
        deals = [solver_deal(position) for position in positions[start : start + _BATCH]]
        with _solving():
            solved += list(solve_all_boards(deals, mode))
    return [{_card(card): int(tricks) for card, tricks in board} for board in solved]


def many_contract_tricks(
    deals: Sequence[tuple[Mapping[Seat, frozenset[Card]], Seat, Suit | None]],
) -> list[int]:
    """For each whole deal (four hands of 13 cards), declarer and trump suit (None:
    notrump), the tricks declarer takes with best play by all four hands, declarer's
    left-hand opponent leading. One solve a contract (DDS's batch solver asked only for
    the opening leader's best: a third to a half of what every lead's tricks cost),
    shared among DDS's threads, `_BATCH` deals a call."""
    from endplay.dds import solve_all_boards
    from endplay.dds.solve import SolveMode

    tricks: list[int] = []
    for start in range(0, len(deals), _BATCH):
        boards = [
            solver_deal(DoubleDummyPosition(dict(hands), trump, declarer.next()))
            for hands, declarer, trump in deals[start : start + _BATCH]
        ]
        with _solving():
            solved = list(solve_all_boards(boards, SolveMode.OptimalOne))
        tricks += [13 - max(int(taken) for _, taken in board) for board in solved]
    return tricks


def _card(card: Any) -> Card:
    """endplay's `Card` as ours."""
    return Card(_ENDPLAY_SUITS[card.suit.name], card.rank.name[1])


_ENDPLAY_SUITS = {"spades": Suit.S, "hearts": Suit.H, "diamonds": Suit.D, "clubs": Suit.C}


def solver_deal(position: DoubleDummyPosition) -> Deal:
    """The position as endplay's `Deal`: set up at the start of the trick in progress, with
    the cards already played to it then played again, so DDS knows the trick's leader, the
    suit led and the cards it must beat."""
    from endplay.types import Deal, Denom, Player

    players = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}
    denoms = {
        Suit.S: Denom.spades,
        Suit.H: Denom.hearts,
        Suit.D: Denom.diamonds,
        Suit.C: Denom.clubs,
        None: Denom.nt,
    }
    deal = Deal(first=players[position.leader], trump=denoms[position.trump])
    for seat in SEAT_ORDER:
        held = set(position.hands[seat])
        held |= {played.card for played in position.trick if played.seat is seat}
        deal[players[seat]] = hand_to_pbn(frozenset(held))
    for played in position.trick:
        deal.play(str(played.card))
    return deal


class DealtBoard(Protocol):
    """What a hand record needs of a board (a `SetBoard` or a board's `Setup`)."""

    @property
    def board_number(self) -> int: ...
    @property
    def dealer(self) -> Seat: ...
    @property
    def vulnerability(self) -> Vulnerability: ...
    @property
    def deal(self) -> DomainDeal: ...


_STRAIN_ROWS = ("S", "H", "D", "C", "NT")  # the rows of DDS's table, in endplay's Denom order
_VULNERABILITY = {
    Vulnerability.NONE: "none",
    Vulnerability.NS: "ns",
    Vulnerability.EW: "ew",
    Vulnerability.ALL: "both",
}


def hand_records(
    boards: Sequence[DealtBoard],
    progress: Callable[[int], None] | None = None,
    *,
    background: bool = False,
) -> list[HandRecord]:
    """The double-dummy table and par of each board's deal (DDS, a few boards per call;
    about a quarter of a second a deal on one core). `progress` hears each board done;
    `background`: solved only when no request is solving (api/solver_turns.py)."""
    from endplay.dds import calc_all_tables, par
    from endplay.types import Deal, Player, Vul

    players = [Player.north, Player.east, Player.south, Player.west]
    records: list[HandRecord] = []
    for start in range(0, len(boards), 4):
        chunk = boards[start : start + 4]
        deals = [Deal(board.deal.to_pbn()) for board in chunk]
        with SOLVER.background() if background else _solving():
            tables = list(calc_all_tables(deals))
            pars = [
                par(table, getattr(Vul, _VULNERABILITY[board.vulnerability]),
                    players[SEAT_ORDER.index(board.dealer)])
                for table, board in zip(tables, chunk, strict=True)
            ]  # fmt: skip
        for board, table, found in zip(chunk, tables, pars, strict=True):
            rows = table.to_list()
            tricks = {
                seat: {strain: int(rows[r][c]) for r, strain in enumerate(_STRAIN_ROWS)}
                for c, seat in enumerate(SEAT_ORDER)
            }
            contracts = tuple(_par_contract(contract) for contract in found)
            records.append(
                HandRecord(
                    board.board_number,
                    board.dealer,
                    board.vulnerability,
                    board.deal,
                    DoubleDummyTable(tricks),
                    Par(int(found.score), contracts or ("Pass",)),
                )
            )
            if progress is not None:
                progress(board.board_number)
    return records


def analyses(
    database: Database, boards: Sequence[DealtBoard], *, background: bool = False
) -> list[HandRecord]:
    """Each board's hand record: its deal's analysis as kept (projections/deal_analyses.py),
    the deals never analysed solved now, once each, and kept (`background`: see
    `hand_records`)."""
    keys = [deal_analyses.key_of(b.deal, b.dealer, b.vulnerability) for b in boards]
    kept = deal_analyses.find(database, keys)
    unsolved = {key: board for key, board in zip(keys, boards, strict=True) if key not in kept}
    solved = hand_records(list(unsolved.values()), background=background) if unsolved else []
    if solved:
        deal_analyses.keep(database, solved)
    kept.update(zip(unsolved, solved, strict=True))
    return [
        replace(kept[key], board_number=board.board_number)
        for key, board in zip(keys, boards, strict=True)
    ]


def kept_analyses(database: Database, boards: Sequence[DealtBoard]) -> list[HandRecord | None]:
    """Each board's hand record where its deal was analysed before; None where not."""
    keys = [deal_analyses.key_of(b.deal, b.dealer, b.vulnerability) for b in boards]
    kept = deal_analyses.find(database, keys)
    return [kept.get(key) for key in keys]


def _par_contract(contract: Any) -> str:
    """endplay's `Contract` as "4S by N", "4SX by E", "1NT by S"."""
    strain = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C", "nt": "NT"}
    doubled = {"passed": "", "doubled": "X", "redoubled": "XX"}
    seat = contract.declarer.name[0].upper()
    bid = f"{contract.level}{strain[contract.denom.name]}{doubled[contract.penalty.name]}"
    return f"{bid} by {seat}"
