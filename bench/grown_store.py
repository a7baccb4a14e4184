"""A store grown size after size through the bulk import of random complete records
(interchange/importer.py, bench/random_records.py), owned by the bench's importer, with a
player of her own and a random sample of its boards' ids kept for reading."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from tqdm import tqdm

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from random_records import random_records  # noqa: E402

from api.cli import bootstrap_admin  # noqa: E402
from api.services import open_services  # noqa: E402
from api.settings import Settings  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from interchange.importer import import_records  # noqa: E402

BENCH_OWNER = Actor("bench", Role.PLAYER)  # owns and directs the imported boards


PLAYER = "alice"  # plays her own boards at each size: her list holds only those


IMPORT_CHUNK = 1000  # records per import call: the report keeps every board it made


SAMPLE = 300  # boards read for the view and replay latencies


class Store:
    """One store grown size after size, with a random sample of its boards' ids kept
    (reservoir sampling) for reading boards from the whole store, old and new."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.boards = 0
        self.sample: list[str] = []
        self._rng = random.Random(7)
        self._records = random_records(10**9, seed=20)
        services = open_services(settings)
        try:
            bootstrap_admin(services)  # the admin `serve` makes on an empty store
            _, self.owner_token = services.app.register_user(BENCH_OWNER.name, BENCH_OWNER.role)
            _, self.player_token = services.app.register_user(PLAYER, Role.PLAYER)
        finally:
            services.close()
        self.admin_token = (settings.data_dir / "admin.token").read_text().strip()

    def grow_to(self, size: int, store: str) -> float:
        """Imports random records until the store holds `size` boards; boards/s."""
        services = open_services(self.settings)
        started = time.perf_counter()
        added = size - self.boards
        try:
            with tqdm(total=added, unit="board", desc=f"Filling {store} to {size:,}") as bar:
                while self.boards < size:
                    chunk = min(IMPORT_CHUNK, size - self.boards)
                    records = [next(self._records) for _ in range(chunk)]
                    report = import_records(services.app, BENCH_OWNER, records)
                    if report.refused:
                        raise RuntimeError(
                            f"the generator made refused records: {report.refused[:3]}"
                        )
                    for item in report.boards:
                        self._keep(str(item.board.id))
                    bar.update(chunk)
            rate = added / (time.perf_counter() - started)
            if store == "postgresql":
                # What autovacuum would do a little later after a bulk load: measuring
                # while it runs would measure autovacuum, and before it plans on no
                # statistics.
                with services.database.transaction() as cursor:
                    cursor.execute("ANALYZE")
        finally:
            services.close()
        return rate

    def _keep(self, board_id: str) -> None:
        self.boards += 1
        if len(self.sample) < SAMPLE:
            self.sample.append(board_id)
        else:
            slot = self._rng.randrange(self.boards)
            if slot < SAMPLE:
                self.sample[slot] = board_id

    def some_board_ids(self, count: int) -> list[str]:
        """Up to `count` distinct board ids from the read model, oldest first (for the
        memory sweep: boards the latency sample did not touch)."""
        services = open_services(self.settings)
        try:
            rows = services.database.query(
                "SELECT board_id FROM board_summaries ORDER BY created_at LIMIT $1", [count]
            )
        finally:
            services.close()
        return [str(row[0]) for row in rows]
