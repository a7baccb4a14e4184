"""The double-dummy solver behind the claim check: DDS, as the endplay package ships it.

It blocks for up to a second or so on a full deal, so endpoints call it on a worker thread.
endplay is imported on the first check rather than with the app: importing it loads
matplotlib and numpy (about a second), which `serve` should not wait for when nobody
may ever ask for a check.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
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
# The folder where deals solved are kept between processes, when set (`_SolvedDeals`).
DDS_CACHE_VARIABLE = "BRIDGE_LEDGER_DDS_CACHE"
_KEPT_VERSIONS = 4  # folders of deals solved by older versions of this module kept
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
    kept = _SolvedDeals.of_environment()
    found: dict[int, _Solved] = {}
    for index, board in enumerate(boards):
        if kept is not None and (solved := kept.read(board)) is not None:
            found[index] = solved
            if progress is not None:
                progress(board.board_number)
    unsolved = [index for index in range(len(boards)) if index not in found]
    for start in range(0, len(unsolved), 4):
        with SOLVER.background() if background else _solving(), _one_at_a_time(kept):
            # Read again in the solver's turn: a deal that another solver (this process's or
            # another's, the folder set) finished while this one waited is not solved twice.
            chunk = unsolved[start : start + 4]
            if kept is not None:
                found |= {i: solved for i in chunk if (solved := kept.read(boards[i]))}
            chunk = [index for index in chunk if index not in found]
            deals = [Deal(boards[index].deal.to_pbn()) for index in chunk]
            tables = list(calc_all_tables(deals)) if deals else []
            pars = [
                par(table, getattr(Vul, _VULNERABILITY[boards[index].vulnerability]),
                    players[SEAT_ORDER.index(boards[index].dealer)])
                for table, index in zip(tables, chunk, strict=True)
            ]  # fmt: skip
            for index, table, best in zip(chunk, tables, pars, strict=True):
                rows = table.to_list()
                found[index] = _Solved(
                    {
                        seat: {strain: int(rows[r][c]) for r, strain in enumerate(_STRAIN_ROWS)}
                        for c, seat in enumerate(SEAT_ORDER)
                    },
                    int(best.score),
                    tuple(_par_contract(contract) for contract in best),
                )
                if kept is not None:
                    kept.write(boards[index], found[index])
        if progress is not None:
            for index in unsolved[start : start + 4]:
                progress(boards[index].board_number)
    return [
        HandRecord(
            board.board_number,
            board.dealer,
            board.vulnerability,
            board.deal,
            DoubleDummyTable(found[index].tricks),
            Par(found[index].score, found[index].contracts or ("Pass",)),
        )
        for index, board in enumerate(boards)
    ]


@contextmanager
def _one_at_a_time(kept: _SolvedDeals | None) -> Iterator[None]:
    """With the folder of solved deals: one solver at a time among the processes sharing
    it (the suite's servers on both stores deal the same sets at once), so that each deal
    is solved by the first and read by the others. A lock the system drops with its
    process, even one killed."""
    if kept is None:
        yield
        return
    import fcntl

    kept.ready()
    with open(kept.folder / "solving.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@dataclass(frozen=True)
class _Solved:
    """What DDS and its par say of one deal, dealer and vulnerability."""

    tricks: dict[Seat, dict[str, int]]
    score: int
    contracts: tuple[str, ...]


class _SolvedDeals:
    """Deals solved before, kept in a folder between processes when `DDS_CACHE_VARIABLE`
    names one (the test suite does: its stores, servers and tests deal the same hand records
    again and again, a quarter of a second of DDS each). Keyed by the deal, dealer and
    vulnerability and by this module's source and endplay's version, so that a change to
    either solves afresh. Unset (a deployment), every deal is solved: a store keeps its own
    analyses (projections/deal_analyses.py)."""

    def __init__(self, folder: Path) -> None:
        from importlib.metadata import version

        code = Path(__file__).read_bytes() + version("endplay").encode()
        self.folder = folder / hashlib.sha256(code).hexdigest()[:16]

    @classmethod
    def of_environment(cls) -> _SolvedDeals | None:
        folder = os.environ.get(DDS_CACHE_VARIABLE)
        return cls(Path(folder)) if folder else None

    def _path(self, board: DealtBoard) -> Path:
        name = f"{board.deal.to_pbn()}|{board.dealer.value}|{board.vulnerability.value}"
        return self.folder / f"{hashlib.sha256(name.encode()).hexdigest()}.json"

    def read(self, board: DealtBoard) -> _Solved | None:
        try:
            kept = json.loads(self._path(board).read_text())
            tricks = {Seat(seat): row for seat, row in kept["tricks"].items()}
            return _Solved(tricks, kept["score"], tuple(kept["contracts"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def ready(self) -> None:
        """The folder made; those of older versions of the code beyond the newest few
        removed (an edited module or endplay leaves its deals behind)."""
        if self.folder.is_dir():
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        others = sorted(
            (p for p in self.folder.parent.iterdir() if p.is_dir() and p != self.folder),
            key=lambda p: p.stat().st_mtime,
        )
        for old in others[: max(0, len(others) - _KEPT_VERSIONS)]:
            shutil.rmtree(old, ignore_errors=True)

    def write(self, board: DealtBoard, solved: _Solved) -> None:
        kept = {
            "tricks": {seat.value: row for seat, row in solved.tricks.items()},
            "score": solved.score,
            "contracts": list(solved.contracts),
        }
        path = self._path(board)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}")
            partial.write_text(json.dumps(kept))
            partial.replace(path)  # whole or not at all, for a process reading it meanwhile
        except OSError:
            pass


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
