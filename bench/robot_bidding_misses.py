"""Where the robots' auctions miss par, and whose fault it is, on real deals.

Run with `.venv/bin/python bench/robot_bidding_misses.py [--deals 200] [--first 0]
[--detail FILE]`. Four robots bid each deal with SAYC, as in `bench/robots.py` (c); each
deal whose final contract misses par's strain and level is put in one class, by the
double-dummy score of the robots' contract against par's (the side that scores less
than par made the mistake):

  - the erring side declared and made it: "stopped below game" (par's game or slam in
    its strain is theirs), "missed slam", "partscore too low", "missed slam in another
    strain" (par is the erring side's slam in a strain it did not play, below slam),
    "their sacrifice was par" (par is only the other side's doubled sacrifice: the
    erring side's making contract was right, the sacrifice was the opponents' best), or
    "wrong strain" (par is the erring side's contract in another strain, no slam);
  - the erring side declared and went down: "overbid" (or "sacrifice too dear" where
    par is the other side's contract);
  - the erring side defended: "let opponents play cheaply", split into "did not compete
    to our contract" (par is the erring side's making contract), "missed sacrifice"
    (par is the erring side's doubled sacrifice) and "did not bid on or double";
  - "same score" where the robots' contract scores par (another strain or level).

It prints the counts, over every deal and over the deals where at least one human table
reached par's strain and level, and with `--detail` writes each miss: the hands, the
robots' auction, the humans' auctions and par. `--first` skips the first deals, so the
deals a change was tuned on and the rest can be measured apart.

`--development CACHE_DIR` runs the wider development set instead (`DEVELOPMENT`: the
first 400 distinct deals of olympiad-2000 and of european-teams-1997, folders no robot
change had used before 0.25.0), each folder's solved deals kept in CACHE_DIR, and
prints each folder's figures and the set's.
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from robots import (  # noqa: E402
    BOOK,
    SOURCE,
    Dealt,
    legal_texts,
    records,
    robot_auction,
    setup_of,
    strain_level,
)

from api.double_dummy import hand_records, many_contract_tricks  # noqa: E402
from api.robot_bidding import CALL_SAMPLES, COMPETING_SAMPLES, choose_call  # noqa: E402
from domain.rules.calls import Call, Contract  # noqa: E402
from domain.rules.cards import SEAT_ORDER, Seat  # noqa: E402
from domain.rules.deal import hand_to_pbn  # noqa: E402
from domain.rules.errors import RuleViolation  # noqa: E402
from domain.rules.hand_record import HandRecord  # noqa: E402
from domain.rules.imps import imps  # noqa: E402
from domain.rules.scoring import duplicate_score  # noqa: E402
from domain.rules.table import Phase, Setup, TableState  # noqa: E402
from interchange.records import GameRecord  # noqa: E402
from library.robot_reading import shown_hands  # noqa: E402

RECORDS = ROOT / "bench" / "records"
# The wider development set (0.25.0, h55c): folders never used for the robots before,
# each with the distinct deals read from its files' start. Olympiad-1996 deals 1-200 is
# the old development set; the held-out folders (olympiad-1996-later, -knockout,
# bermuda-bowl-1997, usa-trials-1999) are never run.
DEVELOPMENT = (("olympiad-2000", 400), ("european-teams-1997", 400))
_GAME = {"C": 5, "D": 5, "H": 4, "S": 4, "NT": 3}


def ns_score(contract: Contract | None, record: HandRecord, setup: Setup) -> int:
    """North-South's double-dummy score of ``contract`` (0 for a pass-out)."""
    if contract is None:
        return 0
    strain = contract.strain.value
    tricks = record.table.tricks[contract.declarer][strain]
    vulnerable = setup.vulnerability.is_vulnerable(contract.declarer)
    score = duplicate_score(contract, tricks, vulnerable)
    return score if contract.declarer.side == "NS" else -score


def human_contract(record: GameRecord) -> Contract | None:
    if record.contract in (None, "Pass") or record.declarer is None:
        return None
    return Contract.parse(record.contract, Seat(record.declarer))


def parse_par(text: str) -> Contract | None:
    if text == "Pass":
        return None
    bid, seat = text.split(" by ")
    return Contract.parse(bid, Seat(seat))


def classify(contract: Contract | None, record: HandRecord, setup: Setup) -> str:
    """The class of a miss (see the module's docstring)."""
    robots = ns_score(contract, record, setup)
    par = record.par.ns_score
    if robots == par:
        return "same score"
    erring = "NS" if robots < par else "EW"
    pars = [c for c in (parse_par(t) for t in record.par.contracts) if c is not None]
    own_pars = [c for c in pars if c.declarer.side == erring]
    if contract is None:
        return "passed out"
    if contract.declarer.side == erring:
        tricks = record.table.tricks[contract.declarer][contract.strain.value]
        if tricks < contract.level + 6:
            return "overbid" if own_pars or not pars else "sacrifice too dear"
        if pars and not own_pars:
            # par is the other side's doubled sacrifice over a contract of ours that
            # makes: our strain was right, they were right to sacrifice
            return "their sacrifice was par"
        same = [c for c in own_pars if c.strain == contract.strain]
        if not same:
            if max(c.level for c in own_pars) >= 6 > contract.level:
                return "missed slam in another strain"
            return "wrong strain"
        top = max(c.level for c in same)
        if top >= 6 and contract.level < top:  # a grand slam missed is a slam missed
            return (
                "missed slam"
                if contract.level >= _GAME[contract.strain.value]
                else ("stopped below game")
            )
        if top >= _GAME[contract.strain.value] > contract.level:
            return "stopped below game"
        return "partscore too low"
    if (
        own_pars
        and any(c.doubled for c in own_pars)
        and all(record.table.tricks[c.declarer][c.strain.value] < c.level + 6 for c in own_pars)
    ):
        return "let opponents play cheaply: missed sacrifice"
    if own_pars:
        return "let opponents play cheaply: did not compete to our contract"
    return "let opponents play cheaply: did not bid on or double"


def solve(order: list[str | None], setups: dict[str | None, Setup], cache: Path | None
          ) -> dict[str | None, HandRecord]:  # fmt: skip
    """Each deal's hand record, from ``cache`` where it was solved before."""
    kept: dict[str | None, HandRecord] = {}
    if cache is not None and cache.exists():
        kept = pickle.loads(cache.read_bytes())
    missing = [deal for deal in order if deal not in kept]
    if missing:
        kept.update(zip(missing, hand_records([Dealt(setups[d]) for d in missing]), strict=True))
        if cache is not None:
            cache.write_bytes(pickle.dumps(kept))
    return {deal: kept[deal] for deal in order}


def explained(setup: Setup, samples: int, competing: int) -> list[str]:
    """Each robot call of the deal's auction with the rule, principle or simulation that
    chose it (as `robot_auction` calls)."""
    state = TableState.start(setup)
    said = []
    while state.phase is Phase.AUCTION:
        seat = state.next_seat
        assert seat is not None
        shown = shown_hands(BOOK, setup.dealer, state.auction.calls)
        choice = choose_call(
            BOOK, state, seat, legal_texts(state), shown, samples=samples,
            seed=setup.board_number * 100 + len(state.auction.calls),
            solve=many_contract_tricks, budget=None, competing=competing,
        )  # fmt: skip
        weighed = " ".join(f"{c['call']}:{c['imps']}" for c in choice.reasons(seat)["candidates"])  # type: ignore[attr-defined]
        said.append(
            f"{seat.value} {choice.chosen.call:<5} {choice.chosen.basis[-150:]} [{weighed}]"
        )
        state = state.make_call(seat, Call.parse(choice.chosen.call))
    return said


@dataclass
class Measured:
    """One folder's figures: par's strain and level (tables), IMPs from par's score at
    each table, the robots' misses by class, and each miss written out."""

    deals: int = 0
    tables: int = 0
    hits: int = 0
    human_hits: int = 0
    robot_imps: list[int] = field(default_factory=list)  # each table: |IMPs| from par
    human_imps: list[int] = field(default_factory=list)
    classes: Counter[str] = field(default_factory=Counter)
    after_humans: Counter[str] = field(default_factory=Counter)
    lines: list[str] = field(default_factory=list)
    # each deal: folder, board, the robots' contract, IMPs from par at each table
    deals_found: list[tuple[str, int, str, list[int]]] = field(default_factory=list)

    def add(self, other: Measured) -> None:
        self.deals += other.deals
        self.tables += other.tables
        self.hits += other.hits
        self.human_hits += other.human_hits
        self.robot_imps += other.robot_imps
        self.human_imps += other.human_imps
        self.classes.update(other.classes)
        self.after_humans.update(other.after_humans)
        self.lines += other.lines
        self.deals_found += other.deals_found


def measure(source: Path, deals: int, first: int, cache: Path | None, samples: int,
            competing: int, explain: bool = False) -> Measured:  # fmt: skip
    """The robots' auctions on the first `deals` distinct deals of `source` after
    `first`, against par and the humans' tables."""
    tables = [r for r in records(source, first + deals) if r.contract]
    order = list(dict.fromkeys(r.deal for r in tables))[first:]
    wanted_deals = set(order)
    tables = [r for r in tables if r.deal in wanted_deals]
    by_deal: dict[str | None, list[GameRecord]] = {}
    for record in tables:
        by_deal.setdefault(record.deal, []).append(record)
    setups: dict[str | None, Setup] = {}
    for deal in order:
        try:
            setups[deal] = setup_of(by_deal[deal][0])
        except RuleViolation as bad:  # a record that deals a card twice is not a deal
            print(f"skipped board {by_deal[deal][0].board_number}: {bad}")
    order = [deal for deal in order if deal in setups]
    solved = solve(order, setups, cache)
    found = Measured(deals=len(order), tables=sum(len(by_deal[deal]) for deal in order))
    for deal in order:
        setup, solved_deal = setups[deal], solved[deal]
        wanted = {strain_level(c) for c in solved_deal.par.contracts}
        final = robot_auction(setup, samples, competing)
        contract = final.contract
        reached = strain_level(contract.text) if contract else "Pass"
        humans = [strain_level(r.contract or "Pass") in wanted for r in by_deal[deal]]
        found.human_hits += sum(humans)
        par_score = solved_deal.par.ns_score
        for human in by_deal[deal]:
            found.robot_imps.append(abs(imps(ns_score(contract, solved_deal, setup) - par_score)))
            found.human_imps.append(abs(imps(ns_score(human_contract(human), solved_deal, setup)
                                             - par_score)))  # fmt: skip
        table_imps = found.robot_imps[-len(by_deal[deal]) :]
        text = f"{contract.text} by {contract.declarer.value}" if contract else "Pass"
        found.deals_found.append((source.name, setup.board_number, text, table_imps))
        if reached in wanted:
            found.hits += len(humans)
            continue
        kind = classify(contract, solved_deal, setup)
        found.classes[kind] += 1
        if any(humans):
            found.after_humans[kind] += 1
        lines = found.lines
        calls = " ".join(str(c) for c in final.auction.calls)
        lines.append(f"{source.name} board {setup.board_number} dealer {setup.dealer.value} vul "
                     f"{setup.vulnerability.value} [{kind}]{' humans par' if any(humans) else ''}"
                     f" par {solved_deal.par.contracts} ({solved_deal.par.ns_score})")  # fmt: skip
        for seat in SEAT_ORDER:
            lines.append(f"    {seat.value} {hand_to_pbn(setup.deal.hand(seat))}")
        declarer = f" by {contract.declarer.value}" if contract else ""
        lines.append(f"  robots: {calls} -> {reached}{declarer} "
                     f"({ns_score(contract, solved_deal, setup)})")  # fmt: skip
        if explain:
            lines.extend(f"    {why}" for why in explained(setup, samples, competing))
        for human in by_deal[deal]:
            said = " ".join(c.call or "?" for c in human.calls)
            lines.append(f"  humans: {said} -> {human.contract} by {human.declarer}")
    return found


def report(name: str, found: Measured) -> None:
    total = found.tables
    print(f"{name}: {found.deals} deals, {total} tables; par's strain and level: humans "
          f"{found.human_hits}/{total} = {found.human_hits / total:.1%}, robots "
          f"{found.hits}/{total} = {found.hits / total:.1%}")  # fmt: skip
    for who, imps_found in (("humans", found.human_imps), ("robots", found.robot_imps)):
        mean = statistics.mean(imps_found)
        error = statistics.stdev(imps_found) / len(imps_found) ** 0.5
        print(f"    {who}' contracts: {mean:.2f} IMPs a table from par's score, double "
              f"dummy (se {error:.2f})")  # fmt: skip
    print("robots' misses by class (deals; of them, deals where a human table reached par):")
    for kind, count in found.classes.most_common():
        print(f"    {kind:<58} {count:4} {found.after_humans[kind]:4}")
    print(f"    {'all':<58} {sum(found.classes.values()):4} {sum(found.after_humans.values()):4}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="skip this many deals first")
    parser.add_argument("--detail", type=Path)
    parser.add_argument("--explain", action="store_true", help="each robot call's reason")
    parser.add_argument("--par-cache", type=Path, help="keep the solved deals here (pickle)")
    parser.add_argument("--development", type=Path, metavar="CACHE_DIR",
                        help="the wider development set (DEVELOPMENT), each folder's solved "
                             "deals kept in CACHE_DIR/FOLDER.pkl")  # fmt: skip
    parser.add_argument("--results", type=Path, help="each deal's contract and IMPs (JSON)")
    parser.add_argument("--samples", type=int, default=CALL_SAMPLES,
                        help="deals a placing call weighs (0: the system alone)")  # fmt: skip
    parser.add_argument("--competing", type=int, default=COMPETING_SAMPLES,
                        help="deals the last chance to compete weighs (0: the system)")  # fmt: skip
    options = parser.parse_args()
    if options.development is None:
        runs = [(options.source, options.deals, options.first, options.par_cache)]
    else:
        options.development.mkdir(parents=True, exist_ok=True)
        runs = [(RECORDS / folder, deals, 0, options.development / f"{folder}.pkl")
                for folder, deals in DEVELOPMENT]  # fmt: skip
    total = Measured()
    for source, deals, first, cache in runs:
        found = measure(source, deals, first, cache, options.samples, options.competing,
                        options.explain)  # fmt: skip
        report(source.name, found)
        total.add(found)
    if len(runs) > 1:
        report("all", total)
    if options.detail:
        options.detail.write_text("\n".join(total.lines) + "\n")
    if options.results:
        options.results.write_text(json.dumps(total.deals_found))


if __name__ == "__main__":
    main()
