"""Concurrent clients held, and /health's latency under them (docs/benchmarks.md).

Run: `.venv/bin/python bench/connections.py [--clients 100 1000] [--seconds 10]`.

For each count of clients, on the same machine, first against `bridge-ledger serve`
(SQLite, a scratch folder), then against an empty ASGI app under uvicorn's defaults
(the floor: the same server with nothing behind it): that many connections are opened at
once, each asks GET /health again and again on its own keep-alive connection for the
given time, and the script reports how many connections were held to the end, the
requests answered per second, and the 50th and 99th percentile of their latency. A
second run adds 2,000 connections that send half a request head and stop (slow
clients) beside 50 busy ones.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REQUEST = b"GET /health HTTP/1.1\r\nHost: bench\r\n\r\n"


async def empty_app(scope: dict[str, object], receive: object, send: object) -> None:
    assert callable(send)
    if scope["type"] != "http":
        return
    headers = [(b"content-type", b"application/json"), (b"content-length", b"2")]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": b"{}"})


def serve_empty(port: int) -> None:
    import uvicorn

    uvicorn.run(empty_app, host="127.0.0.1", port=port, log_level="warning")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start(kind: str, folder: Path) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    if kind == "bridge-ledger":
        command = [
            str(Path(sys.executable).parent / "bridge-ledger"), "serve", "--port", str(port),
            "--data-dir", str(folder),
        ]  # fmt: skip
    else:
        command = [sys.executable, __file__, "--serve-empty", str(port)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as sock:
                sock.sendall(REQUEST)
                if sock.recv(64).startswith(b"HTTP/1.1 200"):
                    return process, port
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit(f"{kind} did not start")


async def _read_answer(reader: asyncio.StreamReader) -> None:
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    await reader.readexactly(length)


async def client(port: int, until: float, latencies: list[float]) -> bool:
    """Asks /health on one connection until `until`; whether it was held to the end."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while time.monotonic() < until:
            began = time.monotonic()
            writer.write(REQUEST)
            await _read_answer(reader)
            latencies.append(time.monotonic() - began)
        writer.close()
        return True
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
        return False


async def slow(port: int, until: float) -> None:
    try:
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET /health HTTP/1.1\r\nHost: bench\r\nX-Slow: ")
        await asyncio.sleep(max(until - time.monotonic(), 0))
        writer.close()
    except OSError:
        pass


async def measure(port: int, clients: int, seconds: float, slow_clients: int) -> str:
    until = time.monotonic() + seconds
    latencies: list[float] = []
    slows = [asyncio.create_task(slow(port, until)) for _ in range(slow_clients)]
    held = await asyncio.gather(*(client(port, until, latencies) for _ in range(clients)))
    await asyncio.gather(*slows)
    latencies.sort()
    if not latencies:
        return f"{sum(held)}/{clients} held, nothing answered"
    p50 = latencies[len(latencies) // 2] * 1000
    p99 = latencies[min(int(len(latencies) * 0.99), len(latencies) - 1)] * 1000
    rate = len(latencies) / seconds
    return (
        f"{sum(held):>5}/{clients:<5} held  {rate:>7.0f} req/s  "
        f"p50 {p50:6.1f} ms  p99 {p99:6.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--serve-empty", type=int, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve_empty:
        serve_empty(options.serve_empty)
        return
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    print(f"{os.cpu_count()} cores; open files: {hard}")
    runs = [(n, 0) for n in options.clients] + [(50, 2000)]
    for kind in ("bridge-ledger", "empty ASGI app"):
        with tempfile.TemporaryDirectory() as folder:
            process, port = start(kind, Path(folder))
            try:
                for clients, slow_clients in runs:
                    line = asyncio.run(measure(port, clients, options.seconds, slow_clients))
                    extra = f" + {slow_clients} slow" if slow_clients else ""
                    print(f"{kind:<15} {line}{extra}", flush=True)
            finally:
                process.terminate()
                process.wait(timeout=30)


if __name__ == "__main__":
    main()
