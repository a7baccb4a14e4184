"""`bridge-ledger sessions list` follows the sessions a page at a time (issue 35): every
session once, oldest first, however many pages, each page read from the last one's
position (never the whole list at once); on both stores."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from api import cli_sessions
from api.cli import app
from api.cli_common import OPERATOR, open_store
from domain.session_commands import CreateSession
from projections.sessions import SessionResults
from tests.conftest import STORES, database_url_for, drop_schema

PAGE = 7  # small pages, so that a few dozen sessions make several


@pytest.fixture(params=STORES)
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    url = database_url_for(str(request.param), tmp_path)
    try:
        yield tmp_path, url
    finally:
        drop_schema(url)


def test_the_list_comes_a_page_at_a_time_and_misses_none(
    store_url: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data_dir, url = store_url
    services = open_store(data_dir, url, create=True)
    try:
        made = [
            str(services.scoring.execute(OPERATOR, CreateSession(name=f"Night {n}")).id)
            for n in range(3 * PAGE + 2)
        ]
        in_order = [row.id for row in SessionResults.sessions(services.database)]
    finally:
        services.close()
    reads: list[tuple[Any, Any]] = []
    whole = SessionResults.sessions

    def read_page(database: Any, limit: Any = None, after: Any = None) -> Any:
        reads.append((limit, after))
        return whole(database, limit, after)

    monkeypatch.setattr(cli_sessions, "LIST_PAGE", PAGE)
    monkeypatch.setattr(SessionResults, "sessions", staticmethod(read_page))
    shown = CliRunner().invoke(app, ["sessions", "list", "--data-dir", str(data_dir),
                                     "--database-url", url])  # fmt: skip
    assert shown.exit_code == 0, shown.output
    listed = [line.split()[0] for line in shown.stdout.splitlines() if line.strip()]
    assert listed == in_order and sorted(listed) == sorted(made)  # each once, oldest first
    assert [limit for limit, _ in reads] == [PAGE] * 4  # four pages of at most 7
    assert reads[0][1] is None and all(after is not None for _, after in reads[1:])
