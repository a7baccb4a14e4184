"""Listings side by side: every list and filter of the contract in a large store against a
small one, the same request to each in turn (issue 35). Run through `bench/scale.py
--compare 800,40000`.

Both stores are filled through the bulk import (interchange/importer.py, what `bridge-ledger
import` and POST /boards/import run after reading a file: 100-250 boards/s on this
machine when quiet, 15-25 under a load average of 12, so 40,000 take 3 to 40 minutes:
slow under load, but the boards are real ones, made the way a user's are) by `bench`,
the importer, who holds every seat of every board she imports, with random complete
records; `alice` plays a board of
her own in each. A `bridge-ledger serve` is started on each store, and every listing is
read `READS` times from each, small then large then large then small..., so that both see
the machine in the same state (it is shared: the load average is printed with the
figures). Deep pages start from a cursor three quarters of the way down the list, or a
page before its end if that comes first, so that pages of the same length are compared
(the position of that row, read from the read model before the timing, is what a client
that paged that far would hold). Each list's first answer's item count, small/large, is
printed beside it; a few hundred boards hold a full page of each filter (board_number
takes 1 in 16).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from statistics import median
from typing import Any
from urllib.parse import urlencode

from api.pagination import DEFAULT_PAGE, encode_cursor
from api.services import open_services
from api.settings import Settings

READS = 60


@dataclass(frozen=True)
class Listing:
    name: str
    who: str  # "importer", "admin" or "player"
    path: str  # without the deep page's cursor
    # The boards the list holds, as SQL on board_summaries (for the deep page's cursor);
    # None: first page only.
    rows: str | None = None


def listings(since: str, until: str) -> Iterator[Listing]:
    """Every list and filter of the contract, as the importer (who sees every imported
    board through her seats) and as an admin (who sees all)."""
    seated = "'bench' IN (seat_n, seat_e, seat_s, seat_w)"
    for who in ("importer", "admin"):
        own = "1 = 1" if who == "admin" else "'bench' IN (seat_n, seat_e, seat_s, seat_w, director)"
        yield Listing("boards", who, "/boards", own)
        yield Listing("boards phase=complete", who, _q(phase="complete"),
                      f"{own} AND phase = 'complete'")  # fmt: skip
        yield Listing("boards phase=auction", who, _q(phase="auction"))
        yield Listing("boards board_number=5", who, _q(board_number=5),
                      f"{own} AND board_number = 5")  # fmt: skip
        yield Listing("boards number+phase", who, _q(board_number=5, phase="complete"),
                      f"{own} AND board_number = 5 AND phase = 'complete'")  # fmt: skip
        yield Listing("boards player=bench", who, _q(player="bench"), f"{own} AND {seated}")
        yield Listing("boards player=alice", who, _q(player="alice"))
        yield Listing("boards since", who, _q(since=since))
        yield Listing("boards until", who, _q(until=until))
        yield Listing("rulings", who, "/rulings")
        yield Listing("rulings law=64A1", who, "/rulings?law=64A1")
        yield Listing("sessions", who, "/sessions")
    yield Listing("boards", "player", "/boards")


def _q(**filters: object) -> str:
    return "/boards?" + urlencode(filters)


def deep_cursor(settings: Settings, rows: str) -> str | None:
    """The cursor a client holds three quarters of the way down a list (or a page
    before its end, if that comes first)."""
    services = open_services(settings)
    try:
        database = services.database
        count = int(database.query(f"SELECT COUNT(*) FROM board_summaries WHERE {rows}")[0][0])
        if count < 4:
            return None
        # A full page after it, where the list is long enough: pages of the same length
        # are compared.
        offset = max(0, min(count * 3 // 4, count - DEFAULT_PAGE - 1))
        position = database.query(
            f"SELECT created_at, board_id FROM board_summaries WHERE {rows} "
            f"ORDER BY created_at, board_id LIMIT 1 OFFSET {offset}"
        )[0]
    finally:
        services.close()
    return encode_cursor((str(position[0]), str(position[1])))


def created_at_fraction(settings: Settings, fraction: float) -> str:
    """When the board `fraction` of the way down the list was created."""
    services = open_services(settings)
    try:
        database = services.database
        count = int(database.query("SELECT COUNT(*) FROM board_summaries")[0][0])
        row = database.query(
            "SELECT created_at FROM board_summaries ORDER BY created_at, board_id "
            f"LIMIT 1 OFFSET {int(count * fraction)}"
        )[0]
    finally:
        services.close()
    return str(row[0])


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


@dataclass
class Compared:
    listing: str
    who: str
    small: list[float]
    large: list[float]
    items: tuple[int, int]  # the items of the first answer, small and large

    def ratio(self, fraction: float) -> float:
        if fraction == 0.5:
            return median(self.large) / median(self.small)
        return percentile(self.large, fraction) / percentile(self.small, fraction)


def items_in(body: Any) -> int:
    if isinstance(body, dict) and "items" in body:
        return len(body["items"])
    return len(body) if isinstance(body, list) else 0


def report(store: str, sizes: tuple[int, int], compared: list[Compared], load: str) -> None:
    small, large = sizes
    print(f"\n{store}: {small:,} boards against {large:,}; load average {load}; ms")
    print(
        f"{'listing':<26}{'as':<9}{'items':>9}{'small p50/p95':>16}{'large p50/p95':>16}"
        f"{'ratio p50':>10}{'p95':>7}"
    )
    for row in compared:
        small_cell = f"{median(row.small):.2f}/{percentile(row.small, 0.95):.2f}"
        large_cell = f"{median(row.large):.2f}/{percentile(row.large, 0.95):.2f}"
        missed = row.ratio(0.5) > 1.25 or row.ratio(0.95) > 1.5
        print(
            f"{row.listing:<26}{row.who:<9}{f'{row.items[0]}/{row.items[1]}':>9}"
            f"{small_cell:>16}{large_cell:>16}{row.ratio(0.5):>9.2f}x{row.ratio(0.95):>6.2f}x"
            f"{'  MISSED' if missed else ''}"
        )
