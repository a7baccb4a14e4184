"""The command line fails with one sentence on stderr and exit code 2, never a traceback,
and never leaves a half-done store behind; the data it writes is its owner's alone."""

from __future__ import annotations

import socket
import stat
import subprocess
from pathlib import Path

import psycopg
import pytest

from api.settings import Settings
from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import bridge_ledger, serving


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [bridge_ledger(), *args], capture_output=True, text=True, timeout=120, stdin=None
    )


def assert_one_line_failure(result: subprocess.CompletedProcess[str], phrase: str) -> None:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("bridge-ledger: ")
    assert phrase in lines[0], lines[0]


def test_serve_on_a_busy_port_fails_before_it_creates_the_admin(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = run("serve", "--port", str(port), "--data-dir", str(tmp_path / "var"))
    assert_one_line_failure(result, f"Cannot listen on 127.0.0.1:{port}")
    assert not (tmp_path / "var" / "admin.token").exists()


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
def test_rebuild_refuses_while_a_server_serves_the_store(store: str, tmp_path: Path) -> None:
    url = database_url_for(store, tmp_path)
    options = ("--data-dir", str(tmp_path), "--database-url", url)
    try:
        with serving(tmp_path, url) as (client, token):
            headers = {"Authorization": f"Bearer {token}"}
            assert client.post("/boards", json={}, headers=headers).status_code == 201
            assert_one_line_failure(run("rebuild", *options), "A server is serving this store")
            # The server is untouched and still lists its board.
            reply = client.get("/boards", headers=headers)
            assert len(reply.json()["items"]) == 1
        rebuilt = run("rebuild", *options)
        assert rebuilt.returncode == 0, rebuilt.stderr
    finally:
        drop_schema(url)


def test_a_file_that_is_not_a_database_is_told_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "bridge_ledger.sqlite").write_bytes(b"this is not a database" * 100)
    result = run("users", "add", "alice", "--data-dir", str(tmp_path))
    assert_one_line_failure(result, "The store cannot be used")


def test_postgresql_down_is_told_in_one_line(tmp_path: Path) -> None:
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    url = f"postgresql://nobody:secret@127.0.0.1:{port}/nothing"
    result = run("users", "add", "alice", "--data-dir", str(tmp_path), "--database-url", url)
    assert_one_line_failure(result, "The store cannot be used")


def test_a_folder_that_cannot_be_made_is_told_in_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = run("users", "add", "alice", "--data-dir", str(blocker / "var"))
    assert_one_line_failure(result, str(blocker))


def test_the_store_and_its_folder_are_the_owners_alone(tmp_path: Path) -> None:
    data_dir = tmp_path / "fresh" / "var"
    data_dir.parent.mkdir()
    with serving(data_dir.parent, f"sqlite:///{data_dir / 'store.sqlite'}"):
        pass
    assert stat.S_IMODE(data_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE((data_dir / "store.sqlite").stat().st_mode) == 0o600
    assert stat.S_IMODE((data_dir.parent / "admin.token").stat().st_mode) == 0o600


@pytest.mark.parametrize(
    "command",
    [
        ("systems", "list"),
        ("systems", "show", "00000000-0000-0000-0000-000000000000"),
        ("systems", "export", "00000000-0000-0000-0000-000000000000", "--format", "pdf"),
        ("users", "list"),
        ("users", "rotate", "alice"),
        ("rebuild",),
    ],
)
def test_a_command_never_creates_a_store_by_accident(command: tuple[str, ...], tmp_path: Path):
    """Only `serve` and `users add` make a store; a command run from the wrong folder says
    so in one line and leaves nothing behind (it once made an empty ./var store)."""
    data_dir = tmp_path / "var"
    result = subprocess.run(
        [bridge_ledger(), *command, "--data-dir", str(data_dir)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert_one_line_failure(result, "There is no store at")
    assert list(tmp_path.iterdir()) == []


def test_a_missing_postgresql_schema_is_not_created(tmp_path: Path) -> None:
    url = database_url_for("postgresql", tmp_path)
    try:
        result = run("systems", "list", "--data-dir", str(tmp_path), "--database-url", url)
        assert_one_line_failure(result, "There is no store at that PostgreSQL schema")
        settings = Settings(tmp_path, url)
        with psycopg.connect(settings.postgres_conninfo) as connection:
            found = connection.execute(
                "SELECT 1 FROM information_schema.schemata WHERE schema_name = %s",
                (settings.postgres_schema,),
            ).fetchone()
        assert found is None
    finally:
        drop_schema(url)


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
def test_an_export_that_fails_leaves_no_file_and_users_add_makes_the_store(
    store: str, tmp_path: Path
) -> None:
    url = database_url_for(store, tmp_path)
    options = ("--data-dir", str(tmp_path), "--database-url", url)
    try:
        made = run("users", "add", "alice", *options)
        assert made.returncode == 0, made.stderr
        assert run("users", "list", *options).stdout.startswith("alice")
        output = tmp_path / "ours.pdf"
        result = run(
            "systems",
            "export",
            "00000000-0000-0000-0000-000000000000",
            "--format",
            "pdf",
            "--output",
            str(output),
            *options,
        )
        assert_one_line_failure(result, "There is no bidding system")
        assert not output.exists()
        assert [p for p in tmp_path.iterdir() if p.name.startswith(".ours")] == []
    finally:
        drop_schema(url)


def test_serve_says_listening_only_once_its_store_is_open(tmp_path: Path) -> None:
    with serving(tmp_path, f"sqlite:///{tmp_path / 'store.sqlite'}"):
        pass
    log = next(tmp_path.glob("serve-*.log")).read_text().splitlines()
    store = next(i for i, line in enumerate(log) if line.startswith("Store: sqlite"))
    listening = next(i for i, line in enumerate(log) if line.startswith("Listening on http://"))
    assert store < listening


def test_the_sessions_commands_from_results_to_a_csv_ranking(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert run("users", "add", "td", "--role", "director", *options).returncode == 0
    created = run("sessions", "create", "Club night", *options)
    assert created.returncode == 0, created.stderr
    session = created.stdout.strip()
    for ns, ew, result in (("1", "5", ("--contract", "4S", "--declarer", "N", "--tricks", "10")),
                           ("2", "6", ("--contract", "4S", "--declarer", "N", "--tricks", "9")),
                           ("3", "7", ("--adjusted", "60/40"))):  # fmt: skip
        added = run("sessions", "add", session, "--board", "1", "--ns", ns, "--ew", ew, *result,
                    *options)  # fmt: skip
        assert added.returncode == 0, added.stderr
    twice = run("sessions", "add", session, "--board", "1", "--ns", "1", "--ew", "8",
                "--contract", "Pass", *options)  # fmt: skip
    assert_one_line_failure(twice, "A pair plays board 1 once")
    traveller = run("sessions", "traveller", session, "1", *options).stdout
    assert "420" in traveller and "-50" in traveller and "adj." in traveller
    ranking = tmp_path / "ranking.csv"
    assert run("sessions", "ranking", session, "--csv", str(ranking), *options).returncode == 0
    assert ranking.read_text().splitlines() == [
        "rank,pair,total,percent,boards,names,penalty",
        "1,1,3.5,87.5,1,,",
        "1,6,3.5,87.5,1,,",
        "3,3,2.4,60.0,1,,",
        "4,7,1.6,40.0,1,,",
        "5,2,0.5,12.5,1,,",
        "5,5,0.5,12.5,1,,",
    ]


def test_an_import_whose_owner_is_no_user_names_the_user_and_the_option(tmp_path: Path) -> None:
    """A store made by `users add` holds no `admin` until a server first starts: the import
    names the user it looked for and how to choose another (issue 31)."""
    data_dir = tmp_path / "var"
    assert run("users", "add", "carol", "--data-dir", str(data_dir)).returncode == 0
    record = tmp_path / "one.pbn"
    record.write_text('[Event "?"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
                      '[Deal "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 '
                      '7643.QT3.32.KJ96"]\n')  # fmt: skip
    result = run("import", str(record), "--data-dir", str(data_dir))
    assert_one_line_failure(result, "There is no user named 'admin'")
    assert "--owner" in result.stderr
    assert (
        run("import", str(record), "--owner", "carol", "--data-dir", str(data_dir)).returncode == 0
    )
