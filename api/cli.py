"""The `bridge-ledger` command line (docs/contract.md "Set-up and running").

Typer builds it from typed functions; every failure a user can cause ends in one line on
stderr, `bridge-ledger: ...`, and exit code 2, never a traceback.
"""

from __future__ import annotations

import os
import socket
import sqlite3
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from eventsourcing.persistence import PersistenceError

from api import (
    cli_interchange,
    cli_project,
    cli_session_match,  # noqa: F401 - adds `sessions team` and `match` to the sessions commands
    cli_session_system,  # noqa: F401 - adds `sessions system` to the sessions commands
    cli_sessions,
    cli_systems,
    cli_table_boards,  # noqa: F401 - adds `sessions play` to the sessions commands
    cli_users,
    recommend_cli,
)
from api.cli_common import (
    CommandFailed,
    DatabaseUrl,
    DataDir,
    new_app,
    open_store,
    require_folder,
    settings_of,
    write_whole,
)
from api.http_limits import HttpLimits
from api.services import Projecting, Services, StoreMissing, open_services, require_store
from api.settings import SettingsError
from api.store_lock import StoreBusy, StoreLock
from domain.actors import Role
from domain.errors import DomainError
from domain.rules.errors import RuleViolation

ADMIN_NAME = "admin"
ADMIN_TOKEN_FILE = "admin.token"

app = new_app("Bridge Ledger: record, referee and replay contract bridge.")
library = new_app("the bidding-system library")
app.add_typer(cli_users.app, name="users")
app.add_typer(cli_systems.app, name="systems")
app.add_typer(cli_sessions.app, name="sessions")
app.add_typer(library, name="library")
app.command("recommend")(recommend_cli.recommend)
app.command("import")(cli_interchange.import_files)
app.command("export")(cli_interchange.export_boards)
app.command("project")(cli_project.project)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="the address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="the port to listen on")] = 8000,
    access_log: Annotated[
        bool,
        typer.Option(
            "--access-log",
            help="log every request to the console (off by default: it costs every request time)",
        ),
    ] = False,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
    projections: Annotated[
        Projecting,
        typer.Option(
            help="here: write the read models in this process; elsewhere: leave them to "
            "`bridge-ledger project` and wait for it after each save"
        ),
    ] = Projecting.HERE,
    max_connections: Annotated[
        int,
        typer.Option(
            min=16,
            help="connections held at once (fewer when the process may open fewer files); "
            "beyond it a new one closes the oldest still sending its request head",
        ),
    ] = HttpLimits.max_connections,
) -> None:
    """serve the HTTP API"""
    import uvicorn

    from api.app import create_app
    from api.http_guard import guarded_protocol

    # The port first: a server that cannot listen must not create the admin or its token.
    listening = _listen(host, port)
    lock = StoreLock(settings_of(data_dir, database_url))
    lock.hold(alone=False)
    services = open_services(settings_of(data_dir, database_url), projecting=projections)
    token_file = bootstrap_admin(services)
    if token_file is not None:
        print(f"Created user 'admin'; its token is in {token_file}")
    print(f"Store: {services.settings.store}")
    # Only now, with the store open and the socket taking connections, is it listening.
    limits = HttpLimits(max_connections=max_connections).within_open_files()
    print(
        f"Connections: at most {limits.max_connections} at once, request headers "
        f"{limits.max_head_bytes // 1024} KiB whole within {limits.head_timeout:g} s"
    )
    print(f"Listening on http://{host}:{port}", flush=True)
    services.start_retrying()
    services.hand_records.start()  # a session's deals solved before its results are read
    # Streams hold their connections: half of them stay for everything else.
    services.live.max_streams = max(1, limits.max_connections // 2)
    config = uvicorn.Config(
        create_app(services),
        log_level="info",
        access_log=access_log,
        http=guarded_protocol(limits),
        timeout_keep_alive=limits.keep_alive,
    )
    try:
        uvicorn.Server(config).run(sockets=[listening])
    finally:
        services.close()
        lock.release()


def bootstrap_admin(services: Services) -> Path | None:
    """On an empty store: create `admin` and write its token, readable by the owner only."""
    if not services.app.is_empty():
        return None
    _, token = services.app.register_user(ADMIN_NAME, Role.ADMIN)
    path = services.settings.data_dir / ADMIN_TOKEN_FILE
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(token + "\n")
    os.chmod(path, 0o600)
    return path


def _listen(host: str, port: int) -> socket.socket:
    try:
        family, kind, _, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        listening = socket.socket(family, kind)
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind(address)
        # a long queue (the kernel caps it at net.core.somaxconn): a burst of connections
        # waits there for the server rather than have the next ones dropped
        listening.listen(65535)
    except OSError as error:
        raise CommandFailed(f"Cannot listen on {host}:{port}: {error.strerror or error}.") from None
    return listening


@app.command()
def rebuild(data_dir: DataDir = None, database_url: DatabaseUrl = None) -> None:
    """rebuild every read model from the log"""
    from tqdm import tqdm

    settings = settings_of(data_dir, database_url)
    require_store(settings)  # before the lock, which would make the folder
    lock = StoreLock(settings)
    lock.hold(alone=True)
    services = open_store(data_dir, database_url)
    total = models = 0
    try:
        # Each log (boards, bidding systems, scoring) into its own read models.
        for runner, name in (
            (services.runner, "boards"),
            (services.systems_runner, "systems"),
            (services.scoring_runner, "scoring"),
        ):
            events = runner.app.recorder.max_notification_id() or 0
            with tqdm(total=events, unit="event", desc=f"Rebuilding {name} read models") as bar:

                def progress(done: int, _: int, bar: tqdm[Any] = bar) -> None:
                    bar.update(done - bar.n)

                runner.rebuild(progress)
            total += events
            models += len(runner.projections)
    finally:
        services.close()
        lock.release()
    print(f"Rebuilt {models} read models from {total} events.")


@library.command()
def check(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="files or folders (default: the whole library)"),
    ] = None,
) -> None:
    """validate the library files"""
    from library.check import main as check_main

    status = check_main(list(paths or []))
    if status:
        raise typer.Exit(status)


@library.command("list")
def list_library() -> None:
    """list base systems and conventions"""
    from library import load_library

    loaded = load_library()
    for title, modules in (("Base systems", loaded.systems), ("Conventions", loaded.conventions)):
        print(f"{title}:")
        for module in modules.values():
            print(
                f"  {module.id:<24} {module.version:<8} {len(module.rules):>4} sequences  "
                f"{module.name}"
            )


@app.command("hand-records")
def hand_records(
    seed: Annotated[int, typer.Option(help="the set's seed")],
    output: Annotated[Path, typer.Option(help="the PDF file to write")],
    first: Annotated[int, typer.Option(help="the first board number")] = 1,
    count: Annotated[int, typer.Option(help="how many boards")] = 32,
) -> None:
    """a PDF of a set of deals from one seed, double dummy and par"""
    from tqdm import tqdm

    from api.double_dummy import hand_records as solve_records
    from api.hand_records import hand_records_pdf
    from domain.rules.board_sets import deal_set

    # The hand records of the set `POST /board-sets` deals from the same seed; no store.
    require_folder(output)
    dealt = deal_set(seed, first, count)
    with tqdm(total=len(dealt), unit="board", desc="Solving double dummy") as bar:

        def solved(_: int) -> None:
            bar.update(1)

        records = solve_records(dealt, solved)
    last = first + count - 1
    title = f"Seed {seed}, boards {first}-{last}"
    write_whole(output, hand_records_pdf(records, title))
    print(f"Wrote the hand records of boards {first}-{last} to {output}.")


def main(argv: list[str] | None = None) -> int:
    command = typer.main.get_command(app)
    args = sys.argv[1:] if argv is None else argv
    try:
        status = command.main(args=args, prog_name="bridge-ledger", standalone_mode=False)
    except typer.Abort:
        return _fail("Interrupted.")
    except typer.TyperException as error:  # a usage error: an unknown option, a bad value
        return _fail(_usage_error(error))
    except (DomainError, RuleViolation) as error:
        return _fail(error.message)
    except (SettingsError, StoreBusy, StoreMissing, CommandFailed) as error:
        return _fail(str(error))
    except OSError as error:  # a folder that cannot be made, a file that cannot be read
        where = f" ({error.filename})" if error.filename else ""
        return _fail(f"{error.strerror or error}{where}.")
    except Exception as error:  # the store's own: SQLite's, the library's, PostgreSQL's
        if not isinstance(error, (sqlite3.DatabaseError, PersistenceError, *_psycopg_errors())):
            raise
        first_line = (str(error).strip().splitlines() or [type(error).__name__])[0]
        return _fail(f"The store cannot be used: {first_line[:200]}")
    return status if isinstance(status, int) else 0


def _psycopg_errors() -> tuple[type[Exception], ...]:
    """psycopg's errors, once something has imported psycopg: a command on SQLite never
    does (0.1 s of its start), and no psycopg error can be raised before it is imported."""
    psycopg = sys.modules.get("psycopg")
    return () if psycopg is None else (psycopg.Error,)


def _usage_error(error: typer.TyperException) -> str:
    """The parser's message, and where to read how the command goes."""
    message = getattr(error, "format_message", lambda: str(error))()
    context = getattr(error, "ctx", None)
    path = getattr(context, "command_path", None) or "bridge-ledger"
    text = " ".join(str(message).replace("Value error, ", "").split())
    return f"{text} ({path} --help tells how)"


def _fail(message: str) -> int:
    print(f"bridge-ledger: {message}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
