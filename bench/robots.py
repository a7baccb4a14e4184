"""Robots: how fast they decide, and how well they bid and play real deals.

Run with `.venv/bin/python bench/robots.py [--deals 200] [--samples 12] [--timing 40]`.
It prints

  (a) latency, in this process, p50 and p95: a robot's call (the recommendation and the
      table's legal calls) and a robot's card (sampling and DDS, `--samples` deals), at a
      random point of the play and at the opening lead (the slowest: a full deal), each
      beside the floor: one person's call saved to a SQLite event store on a board
      without robots (what any command costs), and a robot's whole turn inside a saved
      command (a person's Pass that hands the turn to a robot, which calls);
  (b) play: on the real tables of the first `--deals` distinct deals of `--source`
      (by default bench/records/olympiad-1996: 16 rounds of the 1996 World Team Olympiad,
      256 deals each played at two tables by people; bench/records/README.md names the
      source; `--source tests/fixtures/pbn/endplay-example2.pbn` is the 2021 Online
      Qualifier on RealBridge, ten deals at about thirty tables), four robots play the
      contract the humans reached, from the humans' own auction (the defenders read it
      as SAYC); declarer's tricks, robots against the humans' recorded result: means,
      standard deviations, and the mean difference with its standard error (the robots
      play each distinct deal and contract once, with the auction of its first table,
      and it counts at every table that reached it; the standard error treats the tables
      as independent);
  (c) bidding: four robots bid each deal with SAYC; how often the final contract has
      par's strain and level (par by DDS, any of par's contracts), against the humans'
      contracts on the same deals (every table), each with its binomial standard error.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from api.double_dummy import hand_records, many_card_tricks, many_contract_tricks  # noqa: E402
from api.robot_bidding import (  # noqa: E402
    CALL_SAMPLES,
    COMPETING_SAMPLES,
    SIMULATED_SAMPLES,
    choose_call,
)
from api.robot_cards import choose_card  # noqa: E402
from api.robot_mind import library_book  # noqa: E402
from api.services import open_services  # noqa: E402
from api.settings import Settings  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from domain.board.calls import MakeCall  # noqa: E402
from domain.board.new_board import CreateBoard  # noqa: E402
from domain.rules.board_numbers import Vulnerability  # noqa: E402
from domain.rules.calls import Call  # noqa: E402
from domain.rules.cards import Seat  # noqa: E402
from domain.rules.deal import Deal  # noqa: E402
from domain.rules.hand_evaluation import Hand  # noqa: E402
from domain.rules.play import legal_cards  # noqa: E402
from domain.rules.shown_hand import ShownHand  # noqa: E402
from domain.rules.table import Phase, Setup, TableState  # noqa: E402
from interchange.pbn_reader import decode, read_pbn  # noqa: E402
from interchange.records import GameRecord  # noqa: E402
from library.robot_reading import robot_call, shown_hands  # noqa: E402

SOURCE = ROOT / "bench" / "records" / "olympiad-1996"
BOOK = library_book()


def records(source: Path, deals: int) -> list[GameRecord]:
    """The tables of the first `deals` distinct deals of a PBN file or a folder of them."""
    files = sorted(source.glob("*.pbn")) if source.is_dir() else [source]
    found: list[GameRecord] = []
    distinct: set[str] = set()
    for path in files:
        for record in read_pbn(decode(path.read_bytes())):
            if not (isinstance(record, GameRecord) and record.deal and record.dealer):
                continue
            if not record.calls:
                continue
            if record.deal not in distinct:
                if len(distinct) == deals:
                    return found
                distinct.add(record.deal)
            found.append(record)
    return found


def setup_of(record: GameRecord) -> Setup:
    assert record.deal is not None and record.dealer is not None
    vulnerability = Vulnerability.parse(record.vulnerability or "None")
    return Setup(
        record.board_number or 1, record.dealer, vulnerability, Deal.parse_pbn(record.deal)
    )


def open_trick(state: TableState) -> list:  # type: ignore[type-arg]
    if state.tricks and not state.tricks[-1].is_complete:
        return list(state.tricks[-1].cards)
    return []


def legal_texts(state: TableState) -> list[str]:
    seat = state.next_seat
    assert seat is not None
    found = []
    for text in ("Pass", "X", "XX", *(f"{n}{s}" for n in range(1, 8) for s in "CDHSN")):
        call = Call.parse(text.replace("N", "NT") if text.endswith("N") else text)
        try:
            state.auction.check(seat, call)
        except Exception:
            continue
        found.append(str(call))
    return found


def robot_auction(
    setup: Setup, samples: int = CALL_SAMPLES, competing: int = COMPETING_SAMPLES
) -> TableState:
    """Four robots bid the deal as robots at a board do: the recommendation, weighed by
    double dummy where a call places the contract or is the last chance to compete
    (every deal solved: no time limit)."""
    state = TableState.start(setup)
    while state.phase is Phase.AUCTION:
        seat = state.next_seat
        assert seat is not None
        shown = shown_hands(BOOK, setup.dealer, state.auction.calls)
        chosen = choose_call(
            BOOK, state, seat, legal_texts(state), shown, samples=samples,
            seed=setup.board_number * 100 + len(state.auction.calls),
            solve=many_contract_tricks, budget=None, competing=competing,
        ).chosen  # fmt: skip
        state = state.make_call(seat, Call.parse(chosen.call))
    return state


def human_auction(record: GameRecord, setup: Setup) -> TableState | None:
    state = TableState.start(setup)
    try:
        for recorded in record.calls:
            seat = state.next_seat
            if seat is None or not recorded.call:
                return None
            state = state.make_call(seat, Call.parse(recorded.call))
    except Exception:
        return None
    return state if state.phase is Phase.PLAY else None


def robots_play(state: TableState, samples: int, seed: int) -> int:
    """Declarer's tricks when four robots play the hand out (a certain claim ends it)."""
    shown = shown_hands(BOOK, state.auction.dealer, state.auction.calls)
    declarer = state.declarer
    assert declarer is not None
    while state.phase is Phase.PLAY:
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
        choice = choose_card(
            state, seat, legal, shown, samples=samples, seed=seed + state.cards_played,
            solve=many_card_tricks,
        )  # fmt: skip
        if choice.claim:
            left = 13 - state.completed_tricks
            side_won = state.won[seat.side] + left
            return side_won if seat.side == declarer.side else 13 - side_won
        state = state.play_card(seat, choice.card)
    assert state.declarer_tricks is not None
    return state.declarer_tricks


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def latency(tables: list[GameRecord], samples: int, count: int) -> None:
    rng = random.Random(1)
    call_times, card_times, early_times = [], [], []
    for record in tables[:count]:
        setup = setup_of(record)
        state = human_auction(record, setup)
        if state is None:
            continue
        begun = time.perf_counter()
        robot_call(BOOK, setup.dealer, (), Hand.of(state.hand(setup.dealer)), "None",
                   legal_texts(TableState.start(setup)))  # fmt: skip
        call_times.append(time.perf_counter() - begun)
        shown = shown_hands(BOOK, state.auction.dealer, state.auction.calls)
        early_times.append(first_card_time(state, shown, samples))
        for _ in range(rng.randrange(0, 40)):  # a random point of the play
            seat = state.next_seat
            assert seat is not None
            legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
            state = state.play_card(seat, rng.choice(legal))
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
        begun = time.perf_counter()
        choose_card(state, seat, legal, shown, samples=samples, seed=7, solve=many_card_tricks)
        card_times.append(time.perf_counter() - begun)
    every_call, weighed = auction_call_times(tables[:count], CALL_SAMPLES, COMPETING_SAMPLES)
    every_competing, weighed_competing = auction_call_times(tables[:count], 0, SIMULATED_SAMPLES)
    every_simulated, weighed_simulated = auction_call_times(tables[:count], SIMULATED_SAMPLES, 0)
    floor, robot_turn = store_floor(count)
    ms = 1000.0
    print("(a) latency in this process (ms)          p50      p95")
    for name, values in (
        ("floor: a person's call, saved", floor),
        ("a person's Pass + a robot's call, saved", robot_turn),
        ("robot call (recommendation)", call_times),
        (f"robot call, its auctions' ({len(every_call)})", every_call),
        (f"  of them weighed by DDS ({len(weighed)})", weighed),
        (f"the same, competing by DDS ({len(every_competing)})", every_competing),
        (f"  of them weighed by DDS ({len(weighed_competing)})", weighed_competing),
        (f"the same, placing by DDS ({len(every_simulated)})", every_simulated),
        (f"  of them weighed by DDS ({len(weighed_simulated)})", weighed_simulated),
        (f"robot card ({samples} deals, DDS)", card_times),
        ("robot opening lead (a full deal)", early_times),
    ):
        values = values or [0.0]  # none weighed: nothing to time
        print(
            f"    {name:<40} {statistics.median(values) * ms:7.1f}"
            f"  {percentile(values, 0.95) * ms:7.1f}"
        )


def auction_call_times(
    tables: list[GameRecord], samples: int, competing: int
) -> tuple[list[float], list[float]]:
    """Each call of four robots bidding each deal as a board's robots do (the time limit
    of api/robot_bidding.py on; `samples` deals for a call that places the contract,
    `competing` for the last chance to compete): every call's time, and those of the
    calls weighed by double dummy."""
    every, weighed = [], []
    for record in tables:
        setup = setup_of(record)
        state = TableState.start(setup)
        while state.phase is Phase.AUCTION:
            seat = state.next_seat
            assert seat is not None
            begun = time.perf_counter()
            shown = shown_hands(BOOK, setup.dealer, state.auction.calls)
            choice = choose_call(
                BOOK, state, seat, legal_texts(state), shown, samples=samples,
                seed=len(state.auction.calls), solve=many_contract_tricks, competing=competing,
            )  # fmt: skip
            took = time.perf_counter() - begun
            every.append(took)
            if choice.samples:
                weighed.append(took)
            state = state.make_call(seat, Call.parse(choice.chosen.call))
    return every, weighed


def first_card_time(state: TableState, shown: Mapping[Seat, ShownHand], samples: int) -> float:
    """The opening lead: the whole deal to solve, DDS's slowest position."""
    seat = state.next_seat
    assert seat is not None
    legal = sorted(state.remaining[seat], key=str)
    begun = time.perf_counter()
    choose_card(state, seat, legal, shown, samples=samples, seed=7, solve=many_card_tricks)
    return time.perf_counter() - begun


def store_floor(count: int) -> tuple[list[float], list[float]]:
    folder = Path(tempfile.mkdtemp())
    services = open_services(Settings(folder, f"sqlite:///{folder}/store.db"))
    services.app.register_user("bench", Role.PLAYER)
    bench = Actor("bench", Role.PLAYER)
    floor, robot_turn = [], []
    for index in range(count):
        people = services.app.execute(bench, CreateBoard(board_number=1, seed=index))
        begun = time.perf_counter()
        services.app.execute(bench, MakeCall(board_id=str(people.id), seat="N", call="Pass"))
        floor.append(time.perf_counter() - begun)
        seats = {"N": "bench", "E": "robot", "S": "bench", "W": "bench"}
        mixed = services.app.execute(bench, CreateBoard(board_number=1, seed=index, seats=seats))
        begun = time.perf_counter()
        services.app.execute(bench, MakeCall(board_id=str(mixed.id), seat="N", call="Pass"))
        robot_turn.append(time.perf_counter() - begun)
    services.close()
    return floor, robot_turn


def quality(tables: list[GameRecord], samples: int) -> None:
    human, robot, differences = [], [], []
    robot_results: dict[tuple[str | None, str | None, Seat | None], int] = {}
    played = 0
    begun = time.perf_counter()
    for record in tables:
        if record.result is None or record.contract in (None, "Pass"):
            continue
        setup = setup_of(record)
        state = human_auction(record, setup)
        if state is None or state.contract is None:
            continue
        if state.contract.declarer != record.declarer:
            continue
        key = (record.deal, record.contract, record.declarer)
        if key not in robot_results:  # the same deal and contract: the robots played it
            robot_results[key] = robots_play(state, samples, seed=played)
        tricks = robot_results[key]
        human.append(float(record.result))
        robot.append(float(tricks))
        differences.append(float(tricks - record.result))
        played += 1
        if played % 50 == 0:
            print(
                f"    ... {played} tables played ({time.perf_counter() - begun:.0f} s)", flush=True
            )
    mean_diff = statistics.mean(differences)
    error = statistics.stdev(differences) / len(differences) ** 0.5
    print(
        f"(b) play, {played} real tables, the humans' contract and auction, {samples} deals a card"
    )
    print(
        f"    ({len(robot_results)} distinct deals and contracts, each played once by the robots)"
    )
    for name, taken in (("human", human), ("robot", robot)):
        mean, spread = statistics.mean(taken), statistics.stdev(taken)
        print(f"    {name} declarers: {mean:.2f} tricks (sd {spread:.2f})")
    spread = statistics.stdev(differences)
    print(f"    robots - humans: {mean_diff:+.2f} tricks a deal (sd {spread:.2f}, se {error:.2f})")


def strain_level(contract: str) -> str:
    text = contract.split(" by ")[0].rstrip("X")
    return text


class Dealt:
    """A deal as `hand_records` wants it."""

    def __init__(self, setup: Setup) -> None:
        self.board_number = setup.board_number
        self.dealer = setup.dealer
        self.vulnerability = setup.vulnerability
        self.deal = setup.deal


def bidding(tables: list[GameRecord]) -> None:
    """Par is solved once per distinct deal, and the robots bid each deal once (their
    auction is the same at every table); each table counts once on both sides."""
    chosen = [r for r in tables if r.contract is not None]
    distinct = {record.deal: setup_of(record) for record in chosen}
    pars = dict(zip(distinct, hand_records([Dealt(s) for s in distinct.values()]), strict=True))
    reached = {}
    for deal, setup in distinct.items():
        final = robot_auction(setup)
        reached[deal] = final.contract.text if final.contract else "Pass"
    human_hits, robot_hits = 0, 0
    for record in chosen:
        wanted = {strain_level(contract) for contract in pars[record.deal].par.contracts}
        assert record.contract is not None
        human_hits += strain_level(record.contract) in wanted
        robot_hits += strain_level(reached[record.deal]) in wanted
    total = len(chosen)
    print(f"    {len(distinct)} distinct deals among the {total} tables")
    for name, hits in (("humans", human_hits), ("robots", robot_hits)):
        share = hits / total
        error = (share * (1 - share) / total) ** 0.5
        print(f"    {name}: {hits}/{total} = {share:.1%} (standard error {error:.1%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--deals", type=int, default=200, help="distinct deals")
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--timing", type=int, default=40)
    parser.add_argument(
        "--skip", choices=("latency", "play", "bidding"), action="append", default=[]
    )
    options = parser.parse_args()
    tables = records(options.source, options.deals)
    distinct = len({record.deal for record in tables})
    print(f"{len(tables)} real tables of {distinct} distinct deals read from {options.source}")
    if "latency" not in options.skip:
        latency(tables, options.samples, options.timing)
    if "bidding" not in options.skip:
        print("(c) bidding: the final contract has par's strain and level")
        bidding(tables)
    if "play" not in options.skip:
        quality(tables, options.samples)


if __name__ == "__main__":
    main()
