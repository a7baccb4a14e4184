"""The limits `serve` holds its clients to (docs/deployment.md); api/http_guard.py holds
uvicorn's protocol to them."""

from __future__ import annotations

import resource
from dataclasses import dataclass, replace

RESERVED_FILES = 128  # file handles kept for the store, its pool, logs and threads


@dataclass(frozen=True)
class HttpLimits:
    max_connections: int = 4096
    max_head_bytes: int = 64 * 1024
    head_timeout: float = 10.0
    keep_alive: int = 5  # seconds an idle connection stays open after a response
    body_timeout: float = 10.0  # seconds a request body may pause while the server waits

    def within_open_files(self) -> HttpLimits:
        """These limits with at most as many connections as the process may open files
        for, after raising its soft limit on open files to the hard one."""
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if hard == resource.RLIM_INFINITY or soft < hard:
            wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
            try:
                resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
                soft = wanted
            except (ValueError, OSError):
                pass
        room = max(soft - RESERVED_FILES, 16)
        return replace(self, max_connections=min(self.max_connections, room))
