"""A real `bridge-ledger serve` on a free port, started on a store and timed to its first
answer to GET /health, with its resident memory; stopped when done."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from stores import _free_port, _wait_for  # noqa: E402

from api.settings import Settings  # noqa: E402


class Server:
    def __init__(self, settings: Settings) -> None:
        self.port = _free_port()
        command = [
            str(Path(sys.executable).parent / "bridge-ledger"),
            "serve",
            "--port",
            str(self.port),
            "--data-dir",
            str(settings.data_dir),
            "--database-url",
            settings.database_url,
        ]
        started = time.perf_counter()
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        _wait_for(self.port)
        self.startup_s = time.perf_counter() - started

    def rss_mb(self) -> float:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        match = re.search(r"VmRSS:\s+(\d+) kB", status)
        return int(match.group(1)) / 1024 if match else float("nan")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=60)
