"""Hard edges (issue 32): no client can stall the server, an import is all or nothing, a
hostile file gets a sentence with its line and costs a bounded amount of memory and time.

The server-level tests run a dedicated `bridge-ledger serve` each: one allowed far fewer
open files than the slow clients it is sent, so that the point (more half-sent requests
than the process has file handles) is proved in seconds, not with 20,000 sockets.
"""

from __future__ import annotations

import contextlib
import os
import resource
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.conftest import _free_port, _wait_until_healthy, bridge_ledger
from tests.e2e.table import Person, Server

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SERVER_FILES = 1024  # the dedicated server's limit on open files
SLOW_CLIENTS = 3 * SERVER_FILES
HEALTH_WITHIN = 1.0  # seconds


@dataclass
class Served:
    process: subprocess.Popen[bytes]
    base: str
    port: int
    token: str
    log: Path


@contextmanager
def dedicated(data_dir: Path, url: str, files: int | None = None) -> Iterator[Served]:
    """A `bridge-ledger serve` of its own (which a test may kill), at most `files` open
    files when given."""
    port = _free_port()
    log = data_dir / f"serve-{port}.log"
    command = [bridge_ledger(), "serve", "--port", str(port), "--data-dir", str(data_dir)]
    env = {k: v for k, v in os.environ.items() if k != "BRIDGE_LEDGER_DATABASE_URL"}

    def limited() -> None:
        if files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    with open(log, "a") as output:
        process = subprocess.Popen(
            [*command, "--database-url", url],
            stdout=output,
            stderr=subprocess.STDOUT,
            env=env,
            preexec_fn=limited,  # only setrlimit, before exec
        )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(base, process, log)
        token = (data_dir / "admin.token").read_text().strip()
        yield Served(process, base, port, token, log)
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=30)


def health_seconds(base: str) -> float:
    """How long a fresh connection takes to get /health answered 200."""
    began = time.monotonic()
    reply = httpx.get(f"{base}/health", timeout=10)
    assert reply.status_code == 200, reply.text
    return time.monotonic() - began


def slow_client(port: int) -> socket.socket:
    """A connection that starts a request and never finishes its headers."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    return sock


def raise_own_file_limit(wanted: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard), hard))


def test_more_slow_clients_than_file_handles_leave_health_answering(tmp_path: Path) -> None:
    raise_own_file_limit(SLOW_CLIENTS + 256)
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path), files=SERVER_FILES) as served:
        clients: list[socket.socket] = []
        worst = 0.0
        try:
            for number in range(SLOW_CLIENTS):
                # refused or reset once the server is full: as a client would see
                with contextlib.suppress(OSError):
                    clients.append(slow_client(served.port))
                if number % 500 == 0:
                    worst = max(worst, health_seconds(served.base))
            assert len(clients) > SERVER_FILES  # more than the server could ever hold
            # while the burst is accepted /health is answered, not stalled (an unguarded
            # server resets it); on a loaded 2-core machine it has taken 1.2 s here
            assert worst < 5 * HEALTH_WITHIN
            time.sleep(0.5)  # the slow ones have now waited long enough to be closed
            during = [health_seconds(served.base) for _ in range(20)]
        finally:
            for sock in clients:
                sock.close()
        assert max(during) < HEALTH_WITHIN, during
        assert health_seconds(served.base) < HEALTH_WITHIN
        assert "Traceback" not in served.log.read_text()


def _huge_header(port: int, megabytes: int, answers: list[bytes]) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        chunk = b"a" * (1024 * 1024)
        try:
            sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Huge: ")
            for _ in range(megabytes):
                sock.sendall(chunk)
            sock.sendall(b"\r\n\r\n")
        except OSError:
            pass  # the server closed the connection: what it answered first is below
        answers.append(sock.recv(4096))


def test_huge_headers_are_refused_early_and_leave_health_answering(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        answers: list[bytes] = []
        senders = [
            threading.Thread(target=_huge_header, args=(served.port, 100, answers))
            for _ in range(2)
        ]
        for sender in senders:
            sender.start()
        during = [health_seconds(served.base) for _ in range(10)]
        for sender in senders:
            sender.join(timeout=60)
        assert max(during) < HEALTH_WITHIN, during
        assert len(answers) == 2
        for answer in answers:
            assert answer.startswith(b"HTTP/1.1 431 "), answer[:80]
            assert b"larger than 64 KiB" in answer


def test_a_request_head_that_never_ends_is_closed(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        sock = slow_client(served.port)
        sock.settimeout(30)
        began = time.monotonic()
        answer = sock.recv(4096)
        waited = time.monotonic() - began
        sock.close()
        assert answer.startswith(b"HTTP/1.1 408 "), answer[:80]
        assert 5 < waited < 20  # the server's head timeout, 10 s


def test_a_request_body_that_stops_arriving_is_closed_and_nothing_of_it_used(
    tmp_path: Path,
) -> None:
    """An import and a JSON command, each sent with a part of its body and then nothing:
    408 within the body's limit (10 s of silence), nothing recorded, the server answers
    others meanwhile and logs no error."""
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        bodies = {
            "/boards/import": ("application/octet-stream", CHAMPIONSHIP),
            "/boards": ("application/json", b'{"board_number": 3, "dealer": "N"}'),
        }
        # Both halves are sent before either answer is awaited: the two waits overlap.
        sent = {}
        for path, (kind, body) in bodies.items():
            sock = socket.create_connection(("127.0.0.1", served.port), timeout=30)
            sock.sendall(
                f"POST {path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {served.token}\r\n"
                f"Content-Type: {kind}\r\nContent-Length: {len(body)}\r\n\r\n".encode()
                + body[: len(body) // 2]
            )
            sent[path] = (sock, time.monotonic())
        assert health_seconds(served.base) < 5  # others are served meanwhile
        for path, (sock, began) in sent.items():
            answer = sock.recv(4096)
            waited = time.monotonic() - began
            sock.close()
            assert answer.startswith(b"HTTP/1.1 408 "), (path, answer[:80])
            assert b"The request body stopped arriving" in answer
            assert 5 < waited < 30, (path, waited)  # the body's limit, 10 s
        assert _boards_of(served) == 0
        log = served.log.read_text()
        assert "Traceback" not in log and "ERROR" not in log, log[-2000:]


# ---- an import is all or nothing -----------------------------------------------------
CHAMPIONSHIP = (FIXTURES / "pbn" / "endplay-example2.pbn").read_bytes()  # 299 records
COPIES = 1


def _boards_of(served: Served) -> int:
    with httpx.Client(base_url=served.base, timeout=30) as client:
        owner = Person(Server(client, served.token, "", Path()), "admin", served.token)
        return len(owner.boards())


def _import_in_background(served: Served, data: bytes) -> threading.Thread:
    def send() -> None:
        with contextlib.suppress(httpx.HTTPError):  # the server was killed under it
            httpx.post(
                f"{served.base}/boards/import",
                content=data,
                headers={"Authorization": f"Bearer {served.token}"},
                timeout=300,
            )

    thread = threading.Thread(target=send)
    thread.start()
    return thread


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
            _import_in_background(served, data).join()
            took = time.monotonic() - began
            assert _boards_of(served) == whole
        expected, killed_at = whole, None
        # Each restart first counts what the last kill left, then imports and is killed in
        # its turn; the last restart only counts.
        for fraction in (0.25, 0.5, 0.9, None):
            with dedicated(tmp_path, url) as served:
                if killed_at is not None:
                    found = _boards_of(served)
                    assert found in (expected, expected + whole), (killed_at, found, expected)
                    expected = found
                if fraction is None:
                    break
                sender = _import_in_background(served, data)
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
            assert _boards_of(served) == 0
            _import_in_background(served, CHAMPIONSHIP).join()
            assert _boards_of(served) == 299
    finally:
        drop_schema(url)


# ---- a hostile file costs bounded memory, time and answer ------------------------------
def _rss_kib(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    raise AssertionError(f"no {field} for {pid}")


LIN_DEAL = "md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|"


def test_hostile_imports_cost_bounded_memory_and_answer_briefly(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        headers = {"Authorization": f"Bearer {served.token}"}
        with httpx.Client(base_url=served.base, timeout=120, headers=headers) as client:
            assert client.post("/boards/import", content=CHAMPIONSHIP[:3000]).status_code == 201
            idle = _rss_kib(served.process.pid, "VmRSS")
            one_tag = b'[Event "' + b"x" * (16 * 1024 * 1024 - 16) + b'"]\n'
            reply = client.post("/boards/import", content=one_tag)
            assert reply.status_code == 201, reply.text
            assert reply.json()["refused"] == [
                {"record": 1, "line": 1, "detail": "The line is longer than 10,000 characters."}
            ]
            passes = ("qx|o1|" + LIN_DEAL + "mb|p|" * 2_000_000).encode()
            reply = client.post("/boards/import", params={"format": "lin"}, content=passes)
            assert reply.status_code == 201, reply.text
            [refusal] = reply.json()["refused"]
            assert refusal["detail"] == "The board has more than 2,000 values."
            many = b"".join(b'[Board "0"]\n[Deal "N:- - - -"]\n\n' for _ in range(4000))
            reply = client.post("/boards/import", content=many)
            assert reply.status_code == 201, reply.text
            answer = reply.json()
            assert (answer["refused_count"], len(answer["refused"])) == (4000, 100)
            assert len(reply.content) < 20_000
            too_many = b'[Event "x"]\n' * 200_000  # each repeated tag starts a game
            reply = client.post("/boards/import", content=too_many)
            assert reply.status_code == 422
            assert reply.json()["detail"] == (
                "The file holds more than 5,000 records: import it in parts."
            )
            peak = _rss_kib(served.process.pid, "VmHWM")
        assert (peak - idle) / 1024 < 300, (idle, peak)
        assert health_seconds(served.base) < HEALTH_WITHIN


# ---- a value the JSON API would refuse is refused with its line ----------------------
PBN_GAME = (
    '[Event "e"]\n[Board "{board}"]\n[Dealer "N"]\n[Vulnerable "{vulnerable}"]\n'
    '[Deal "N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 .63.AKQ987.A9732"]\n'
    '[Auction "N"]\n1C =1= Pass Pass Pass\n[Note "1:{note}"]\n'
)
LIN_BOARD = "pn|a,b,c,d|" + LIN_DEAL + "ah|{board}|sv|o|mb|p|mb|p|mb|p|mb|{last}|"


def _pbn(board: str = "1", vulnerable: str = "None", note: str = "natural") -> bytes:
    return PBN_GAME.format(board=board, vulnerable=vulnerable, note=note).encode()


def _lin(board: str = "Board 1", last: str = "p", tail: str = "") -> bytes:
    return (LIN_BOARD.format(board=board, last=last) + tail).encode()


BAD_FILES = [
    ("pbn", _pbn(board="²"), 2, "Board '²' is not a board number from 1 to 9999."),
    ("pbn", _pbn(board="9" * 5000), 2, "Board '99999999999…' is not a board number"),
    ("pbn", _pbn(board="-5"), 2, "Board '-5' is not a board number from 1 to 9999."),
    ("pbn", _pbn(board="0"), 2, "Board '0' is not a board number from 1 to 9999."),
    ("pbn", _pbn(board="1.5"), 2, "Board '1.5' is not a board number from 1 to 9999."),
    ("pbn", _pbn(vulnerable="Maybe"), 4, "Vulnerable 'Maybe' is not None, NS, EW or All."),
    ("pbn", _pbn(note="a\x00b"), 8, "The Note tag holds a control character."),
    ("pbn", _pbn(note="a\x07b"), 8, "The Note tag holds a control character."),
    ("pbn", _pbn() + b'\n[Event "cut off', 10, "The tag '[Event \"cut off' is not closed."),
    ("lin", _lin(tail="pc|D6|mc|²|"), 1, "mc|²| is not a claim of 0 to 13 tricks."),
    ("lin", _lin(board="Board " + "7" * 5000), 1, "is not a board number from 1 to 9999."),
    ("lin", _lin(board="Board " + "1" + "0" * 30), 1, "is not a board number from 1 to 9999."),
    ("lin", _lin(board="Board -7"), 1, "ah|Board -7| is not a board number from 1 to 9999."),
    ("lin", _lin(tail="an|a\x01b|"), 1, "an| holds a control character."),
]


@pytest.mark.parametrize(("format", "data", "line", "sentence"), BAD_FILES)
def test_a_value_the_api_would_refuse_is_refused_with_its_line(
    server: Server, format: str, data: bytes, line: int, sentence: str
) -> None:
    person = server.person("hostile")
    reply = person.post_raw("/boards/import", data, format=format)
    assert reply.status_code == 201, reply.text
    answer = reply.json()
    assert answer["boards"] == [] or (format == "pbn" and "cut off" in sentence)
    refused = answer["refused"][-1]
    assert refused["line"] == line and sentence in refused["detail"], refused
    assert person.boards() == [] or "cut off" in sentence


def test_the_import_command_tells_a_bad_value_in_one_line(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert _run("users", "add", "carol", *options).returncode == 0
    bad = tmp_path / "bad.lin"
    bad.write_bytes(_lin(tail="pc|D6|mc|²|"))
    result = _run("import", str(bad), "--owner", "carol", *options)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"{bad}:1: mc|²| is not a claim of 0 to 13 tricks." in result.stderr


def test_the_import_command_counts_a_files_refusals_by_reason(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert _run("users", "add", "carol", *options).returncode == 0
    records = [f'[Board "{number}"]\n[Dealer "N"]\n' for number in ("-5", "0", "1.5")]
    deal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.AKQ.JT9.T9 .J732.AKQ84.8765"
    records.append(f'[Board "3"]\n[Dealer "N"]\n[Vulnerable "Sometimes"]\n[Deal "{deal}"]\n')
    records.append(f'[Board "4"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n')
    mixed = tmp_path / "mixed.pbn"
    mixed.write_text("\n".join(records))
    result = _run("import", str(mixed), "--owner", "carol", *options)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    [summary] = [line for line in result.stderr.splitlines() if " refused: " in line]
    assert summary.startswith(f"{mixed}: 1 imported, 4 refused: 3 × Board '…' is not a board")
    assert "; 1 × Vulnerable '…' is not" in summary


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([bridge_ledger(), *args], capture_output=True, text=True, timeout=120)


# ---- sentences that say what happened ------------------------------------------------
def test_limits_and_choices_are_told_as_they_are(server: Server, tmp_path: Path) -> None:
    person = server.person("edges")
    huge = person.post_raw("/boards/import", b"%" * (16 * 1024 * 1024 + 1))
    assert huge.status_code == 413
    assert huge.json()["detail"] == "The file is larger than 16 MiB."
    lin = (FIXTURES / "lin" / "bbo-club-table.lin").read_bytes()
    unread = person.post_raw("/boards/import", lin)
    assert unread.status_code == 422
    assert unread.json()["detail"] == (
        "The file holds no PBN hand record; it was read as PBN by default (?format=lin reads LIN)."
    )
    untyped = server.client.post("/boards", content=b'{"board_number": 1}', headers=person.headers)
    assert untyped.status_code == 422
    assert "Content-Type: application/json (no Content-Type was sent)" in untyped.json()["detail"]
    port = _run("serve", "--port", "99999", "--data-dir", str(tmp_path))
    assert port.returncode == 2 and "Listening" not in port.stdout
    assert port.stderr.startswith("bridge-ledger: Invalid value for '--port'")
    assert "less than or equal to 65535" in port.stderr
    missing = tmp_path / "nowhere" / "records.pdf"
    records = _run("hand-records", "--seed", "1", "--count", "1", "--output", str(missing))
    assert records.returncode == 2
    assert records.stderr.strip() == (
        f"bridge-ledger: Cannot write {missing}: the folder {missing.parent} does not exist."
    )
    vulnerable = _run(
        "recommend", "--base", "sayc", "--hand", "AKQ52.43.J92.AT3", "--auction", "",
        "--vulnerability", "both",
    )  # fmt: skip
    assert vulnerable.returncode == 0 and "vulnerability All" in vulnerable.stdout


def _answer(sock: socket.socket) -> bytes:
    """One whole HTTP answer read from `sock` (its head and a Content-Length body)."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        (int(line.split(b":")[1]) for line in head.split(b"\r\n")
         if line.lower().startswith(b"content-length:")), 0,
    )  # fmt: skip
    while len(body) < length:
        body += sock.recv(65536)
    return head


def test_the_rest_of_a_body_answered_early_is_no_request_head(tmp_path: Path) -> None:
    """A request refused before its body was read (401 or 413 here) leaves the body's rest on a
    kept-alive connection: it is the old request's body, not the next request's head,
    and the next request on that connection is answered as any other (it had been 431,
    "headers larger than 64 KiB", once the rest passed 64 KiB)."""
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        body = b"x" * (60 * 1024) + b"y" * (60 * 1024)
        with socket.create_connection(("127.0.0.1", served.port), timeout=30) as sock:
            sock.sendall(
                b"POST /boards HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + f"Content-Length: {len(body)}\r\n\r\n".encode()
            )
            sock.sendall(body[:1024])
            first = _answer(sock)
            assert first.startswith((b"HTTP/1.1 401 ", b"HTTP/1.1 413 ")), first[:80]
            try:
                sock.sendall(body[1024:])
                sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                second = _answer(sock)
            except OSError:
                second = b"closed"  # the server closed the connection: also sound
            assert not second.startswith(b"HTTP/1.1 431"), second[:80]
            assert second == b"closed" or second.startswith(b"HTTP/1.1 200 "), second[:80]
