"""Bid recommendation: agreement with the corpus, misses by cause, and latency.

Run with `.venv/bin/python bench/recommend.py [--requests N]`. It prints

  (a) the agreement rate on tests/fixtures/recommend by category, for SAYC and for 2/1,
      each base system composed with the conventions its own texts include; on the
      held-out files written by hand (*holdout.txt, written after the engine and run once
      untouched) and on the held-out textbook cases (sayc_textbook_holdout.txt, written
      before the general principles, issue 19); on the independent held-out sets (issue
      33: other authors' quiz answers, real strong pairs' calls), each apart and by
      category; the share of `"call": null` and of answers by general principles;
  (b) every miss but the held-out textbook and independent ones, grouped by cause (library content,
      extraction, engine, principles);
  (c) the latency of one recommendation on a full system (the base system with every
      convention that applies to it, the first of each conflicting pair), in this
      process and over HTTP against a real `bridge-ledger serve` (SQLite: the request
      reads no store), p50 and p99 over the corpus hands, one keep-alive connection.
"""

from __future__ import annotations

import argparse
import http.client
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from stores import _free_port  # noqa: E402

from domain.rules.cards import Seat  # noqa: E402
from domain.rules.hand_evaluation import parse_hand  # noqa: E402
from library import Library, load_library  # noqa: E402
from library.recommend import recommend  # noqa: E402
from library.recommend_auction import place_from_calls  # noqa: E402
from library.recommend_book import RuleBook, system_book  # noqa: E402
from library.recommend_corpus import (  # noqa: E402
    Case,
    CorpusResult,
    Outcome,
    load_cases,
    run_corpus,
)

CORPUS = ROOT / "tests" / "fixtures" / "recommend"
SYSTEMS = ("sayc", "2_1_game_force")
# Held out and independent (issue 33): other authors' quiz answers, real strong pairs' calls.
INDEPENDENT = (
    "sayc_independent_quizzes.txt", "sayc_independent_records.txt",
    "sayc_independent_fresh.txt",  # written after the changes, measured once
    "sayc_independent_fourteenth.txt",  # published answers; frozen 0.27.0 by h57b
    "sayc_independent_records_second.txt",  # real calls, 1996 Olympiad; measured once at 0.14.0
    "sayc_independent_records_third.txt",  # real calls with competition, 1997-2000; frozen 0.16.0
    "sayc_independent_records_fourth.txt",  # the third's method, 1997-2001 events; frozen 0.17.0
    "sayc_independent_records_fifth.txt",  # the fourth's method, 1997-2002 events; frozen 0.18.0
)  # fmt: skip


# Spent in 0.22.0 (issue 33): held out from the second to the fifth round, measured after
# each, and then development data, its misses read, because the development cases alone
# had run dry (13 SAYC misses in 833). Their last held-out figures (0.21.0): second 59/80,
# third 112/150, fourth 132/170, fifth 138/175. Reported apart so that a fall shows.
# Spent in 0.24.0 likewise, held out since 0.13.0, 0.19.0 and 0.20.0: the sixth (last
# held-out figure 55/71), the seventh (24/114) and the eighth (25/52).
# Spent in 0.26.0, held out four rounds since 0.22.0: the ninth (last held-out figure 43/83)
# and the tenth (58/110). Spent in 0.27.0 (h57a) to measure why the fresh sets stay near half
# (bench/heldout_misses.py): the eleventh (held out since 0.23.0, last held-out figure 67/123),
# the twelfth (since 0.25.0, 54/105) and the thirteenth (since 0.26.0, 47/99).
SPENT = ("sayc_spent_second.txt", "sayc_spent_third.txt", "sayc_spent_fourth.txt",
         "sayc_spent_fifth.txt", "sayc_spent_sixth.txt", "sayc_spent_seventh.txt",
         "sayc_spent_eighth.txt", "sayc_spent_ninth.txt", "sayc_spent_tenth.txt",
         "sayc_spent_eleventh.txt", "sayc_spent_twelfth.txt",
         "sayc_spent_thirteenth.txt")  # fmt: skip


def full_system(library: Library, base: str) -> list[str]:
    """Every convention that applies to ``base``, skipping any that conflicts with one kept."""
    chosen: list[str] = []
    for convention_id, module in sorted(library.conventions.items()):
        if base not in module.applies_to:
            continue
        clashes = set(module.conflicts_with)
        clashes |= {c for c in chosen if convention_id in library.conventions[c].conflicts_with}
        if not clashes & set(chosen):
            chosen.append(convention_id)
    return chosen


def _share(outcomes: list[Outcome]) -> str:
    good = sum(o.agrees for o in outcomes)
    return f"{good}/{len(outcomes)} = {100 * good / len(outcomes):.1f}%"


def report_agreement(result: CorpusResult) -> None:
    for system in SYSTEMS:
        outcomes = [o for o in result.outcomes if o.case.system == system]
        print(f"\n{system}: {_share(outcomes)}")
        for name in INDEPENDENT:
            chosen = [o for o in outcomes if o.case.where.startswith(name)]
            if chosen:
                print(f"  independent held-out {name}: {_share(chosen)}")
                topics = CorpusResult(chosen).by_category(system)
                shares = (f"{k} {g}/{n}" for k, (g, n) in topics.items())
                print("    by category: " + ", ".join(shares))
        for name in SPENT:
            chosen = [o for o in outcomes if o.case.where.startswith(name)]
            if chosen:
                print(f"  spent (development data), {name}: {_share(chosen)}")
        outcomes = [o for o in outcomes if not _independent(o)]
        written = [o for o in outcomes if "holdout" in o.case.where and not _textbook(o)]
        textbook = [o for o in outcomes if "holdout" in o.case.where and _textbook(o)]
        if written:
            print(f"  held-out cases written by hand (*holdout.txt): {_share(written)}")
        if textbook:
            print(f"  held-out textbook cases (sayc_textbook_holdout.txt): {_share(textbook)}")
            held = CorpusResult(textbook).by_category(system)
            print("    by category: " + ", ".join(f"{k} {g}/{n}" for k, (g, n) in held.items()))
        nulls = sum(o.got is None for o in outcomes)
        principled = sum(o.method == "principle" for o in outcomes)
        print(f'  "call": null: {nulls}/{len(outcomes)} = {100 * nulls / len(outcomes):.1f}%;'
              f" answered by general principles: {principled} "
              f"({100 * principled / len(outcomes):.1f}%)")  # fmt: skip
        for category, (good, total) in result.by_category(system).items():
            print(f"  {category:<18} {good:>3}/{total:<3} {100 * good / total:6.1f}%")
    print("\nMisses by cause (the held-out textbook and independent cases counted, not listed):")
    for cause, count in result.misses_by_cause().most_common():
        print(f"  {cause}: {count}")
        for o in result.outcomes:
            held_out = (_textbook(o) and "holdout" in o.case.where) or _independent(o)
            if o.cause == cause and not held_out:
                auction = " ".join(o.case.auction) or "-"
                print(
                    f"    {o.case.where} {o.case.system}: dealer {o.case.dealer}, {auction}, "
                    f"{o.case.hand}: expected {o.case.expected}, got {o.got}"
                )


def _independent(outcome: Outcome) -> bool:
    return "independent" in outcome.case.where


def _textbook(outcome: Outcome) -> bool:
    return "textbook" in outcome.case.where


def _percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return statistics.median(ordered), p99


def in_process(book: RuleBook, cases: list[Case], requests: int) -> tuple[float, float]:
    samples = []
    for index in range(requests):
        case = cases[index % len(cases)]
        start = time.perf_counter()
        place = place_from_calls(Seat(case.dealer), list(case.auction))
        recommend(book, place, parse_hand(case.hand))
        samples.append((time.perf_counter() - start) * 1000)
    return _percentiles(samples)


def over_http(
    base: str, conventions: list[str], cases: list[Case], requests: int
) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as data_dir:
        port = _free_port()
        command = [
            str(Path(sys.executable).parent / "bridge-ledger"), "serve", "--port", str(port),
            "--data-dir", data_dir, "--database-url", f"sqlite:///{data_dir}/bench.db",
        ]  # fmt: skip
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            token_file = Path(data_dir) / "admin.token"
            _wait_for(port, token_file)
            token = token_file.read_text().strip()
            connection = http.client.HTTPConnection("127.0.0.1", port)
            headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

            def post(case: Case) -> float:
                body = json.dumps(
                    {"base": base, "conventions": conventions, "hand": case.hand,
                     "auction": list(case.auction), "dealer": case.dealer}
                )  # fmt: skip
                start = time.perf_counter()
                connection.request("POST", "/library/recommend", body, headers)
                reply = connection.getresponse()
                reply.read()
                if reply.status != 200:
                    raise RuntimeError(f"{case.where}: HTTP {reply.status}")
                return (time.perf_counter() - start) * 1000

            for case in cases[:20]:  # the first request composes the system
                post(case)
            samples = [post(cases[i % len(cases)]) for i in range(requests)]
            connection.close()
            return _percentiles(samples)
        finally:
            server.terminate()
            server.wait(timeout=30)


def _wait_for(port: int, token_file: Path) -> None:
    """Until the server listens and has written its admin token (a busy machine may
    have another process answer on the port first)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                if token_file.exists():
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"the server on port {port} did not start")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--no-http", action="store_true", help="skip the HTTP measurement")
    parser.add_argument(
        "--development",
        action="store_true",
        help="run the development cases only: every held-out set is left out, not even counted",
    )
    args = parser.parse_args()
    library = load_library()
    cases = load_cases(CORPUS)
    if args.development:
        # Whoever tunes must not see a held-out total move: a total read after each change
        # becomes a tuning signal as surely as a listed case.
        cases = [c for c in cases if "holdout" not in c.where and "independent" not in c.where]
    print(f"Corpus: {len(cases)} cases ({CORPUS.relative_to(ROOT)})")
    report_agreement(run_corpus(library, cases))
    print("\nLatency of one recommendation on a full system:")
    for base in SYSTEMS:
        conventions = full_system(library, base)
        book = system_book(library, base, conventions)
        mine = [c for c in cases if c.system == base]
        p50, p99 = in_process(book, mine, args.requests)
        line = f"  {base} ({len(conventions)} conventions, {len(book)} sequences): "
        line += f"in process p50 {p50:.2f} ms, p99 {p99:.2f} ms"
        if not args.no_http:
            h50, h99 = over_http(base, conventions, mine, args.requests)
            line += f"; HTTP p50 {h50:.2f} ms, p99 {h99:.2f} ms"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
