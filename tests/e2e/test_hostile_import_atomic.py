"""An import is all or nothing (issue 32): a server killed with SIGKILL in the middle of
an import leaves every board of the file or none, on both stores; an import whose client
left before it was saved saves nothing."""

from __future__ import annotations

import signal
import socket
import time
from pathlib import Path

import pytest

from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.hostile import CHAMPIONSHIP, boards_of, dedicated, import_in_background

COPIES = 1


@pytest.mark.parametrize("store", STORES)
def test_kill_9_during_an_import_leaves_all_of_it_or_none(store: str, tmp_path: Path) -> None:
    """Three trials: the server killed at a quarter, at half and near the end of the time
    a whole import takes; after each, the store holds every board of the file or none."""
    url = database_url_for(store, tmp_path)
    data = CHAMPIONSHIP * COPIES
    whole = 299 * COPIES
    try:
        with dedicated(tmp_path, url) as served:
            began = time.monotonic()
            import_in_background(served, data).join()
            took = time.monotonic() - began
            assert boards_of(served) == whole
        expected, killed_at = whole, None
        # Each restart first counts what the last kill left, then imports and is killed in
        # its turn; the last restart only counts.
        for fraction in (0.25, 0.5, 0.9, None):
            with dedicated(tmp_path, url) as served:
                if killed_at is not None:
                    found = boards_of(served)
                    assert found in (expected, expected + whole), (killed_at, found, expected)
                    expected = found
                if fraction is None:
                    break
                sender = import_in_background(served, data)
                time.sleep(took * fraction)
                served.process.send_signal(signal.SIGKILL)
                served.process.wait(timeout=30)
                sender.join()
                killed_at = fraction
    finally:
        drop_schema(url)


@pytest.mark.parametrize("store", STORES)
def test_an_import_whose_client_left_before_it_was_saved_saves_nothing(
    store: str, tmp_path: Path
) -> None:
    """The whole file sent, the connection closed at once: the server reads and checks
    every record, finds nobody waiting for the answer and saves none of the boards; the
    same file sent again by a client who waits is imported whole, once."""
    url = database_url_for(store, tmp_path)
    try:
        with dedicated(tmp_path, url) as served:
            head = (
                "POST /boards/import HTTP/1.1\r\nHost: x\r\n"
                f"Authorization: Bearer {served.token}\r\n"
                "Content-Type: application/octet-stream\r\n"
                f"Content-Length: {len(CHAMPIONSHIP)}\r\n\r\n"
            ).encode()
            with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
                sock.sendall(head + CHAMPIONSHIP)
            told = "An import's client left before it was saved: nothing of it was."
            deadline = time.monotonic() + 120
            while told not in served.log.read_text() and time.monotonic() < deadline:
                time.sleep(0.2)
            assert told in served.log.read_text()
            assert boards_of(served) == 0
            import_in_background(served, CHAMPIONSHIP).join()
            assert boards_of(served) == 299
    finally:
        drop_schema(url)
