"""The runner of the systems' read models: the shared runner, locking only its own rows.

The shared runner locks every row of the tracking table in each batch (`FOR UPDATE` on
PostgreSQL); two runners sharing the table would then wait for each other, and a swap's
projection would hold up the projection of a card play. This one locks only the
positions of its own projections.
"""

from __future__ import annotations

from projections.database import Cursor
from projections.runner import TRACKING_TABLE, ProjectionRunner


class OwnRowsProjectionRunner(ProjectionRunner):
    def _lock_positions(self, cursor: Cursor) -> dict[str, int]:
        names = [projection.name for projection in self.projections]
        marks = ", ".join("?" for _ in names)
        lock = " FOR UPDATE" if self.database.dialect == "postgresql" else ""
        cursor.execute(
            f"SELECT projection, position FROM {TRACKING_TABLE} "
            f"WHERE projection IN ({marks}){lock}",
            names,
        )
        known = {str(name): int(position) for name, position in cursor.fetchall()}
        return {name: known.get(name, 0) for name in names}

    def positions(self) -> dict[str, int]:
        known = super().positions()
        return {p.name: known[p.name] for p in self.projections if p.name in known}
