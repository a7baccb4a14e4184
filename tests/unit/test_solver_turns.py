"""The solver's turns (api/solver_turns.py): a request's solve before the background's.
Real threads; each order is forced by events, never by sleeping and hoping."""

from __future__ import annotations

import threading
import time

from api.solver_turns import SolverTurns


def _run(target: object) -> threading.Thread:
    thread = threading.Thread(target=target, daemon=True)  # type: ignore[arg-type]
    thread.start()
    return thread


def test_a_request_waiting_goes_before_the_background_waiting() -> None:
    turns = SolverTurns(quiet=0.0)
    order: list[str] = []
    release = threading.Event()
    holding = threading.Event()

    def first() -> None:
        with turns.foreground():
            holding.set()
            release.wait(5)
            order.append("first")

    def later(kind: str) -> None:
        with turns.background() if kind == "background" else turns.foreground():
            order.append(kind)

    threads = [_run(first)]
    assert holding.wait(5)
    threads.append(_run(lambda: later("background")))
    time.sleep(0.05)  # the background is waiting
    threads.append(_run(lambda: later("request")))
    deadline = time.monotonic() + 5
    while turns._waiting == 0 and time.monotonic() < deadline:
        time.sleep(0.005)
    release.set()
    for thread in threads:
        thread.join(5)
    assert order == ["first", "request", "background"]


def test_the_background_waits_out_the_quiet_after_a_request() -> None:
    turns = SolverTurns(quiet=0.3)
    with turns.foreground():
        pass
    began = time.monotonic()
    with turns.background():
        waited = time.monotonic() - began
    assert waited >= 0.25


def test_a_request_waits_for_the_background_solve_in_progress_only() -> None:
    turns = SolverTurns(quiet=0.0)
    solving = threading.Event()
    release = threading.Event()
    done: list[str] = []

    def background() -> None:
        with turns.background():
            solving.set()
            release.wait(5)
            done.append("background")

    thread = _run(background)
    assert solving.wait(5)

    def request_solve() -> None:
        with turns.foreground():
            done.append("request")

    request = _run(request_solve)
    time.sleep(0.05)
    assert done == []  # one solve at a time
    release.set()
    thread.join(5)
    request.join(5)
    assert done == ["background", "request"]
