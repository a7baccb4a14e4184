"""The `bridge-ledger` command line (docs/contract.md "Set-up and running")."""

from __future__ import annotations

import argparse
import os
import socket
import sqlite3
import sys
from pathlib import Path
from typing import Any

import psycopg
from eventsourcing.persistence import PersistenceError

from api.services import Services, StoreMissing, open_services, require_store
from api.settings import Settings, SettingsError
from api.store_lock import StoreBusy, StoreLock
from domain.actors import Role
from domain.errors import DomainError
from domain.rules.errors import RuleViolation

ADMIN_NAME = "admin"
ADMIN_TOKEN_FILE = "admin.token"


def _store_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", default=None, help="where SQLite and admin.token live")
    parser.add_argument("--database-url", default=None, help="sqlite:///PATH or postgresql://...")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="bridge-ledger", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="serve the HTTP API")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--access-log",
        action="store_true",
        help="log every request to the console (off by default: it costs every request time)",
    )
    _store_options(serve)

    users = commands.add_parser("users", help="manage users")
    users_commands = users.add_subparsers(dest="users_command", required=True)
    add = users_commands.add_parser("add", help="add a user and print their token once")
    add.add_argument("name")
    add.add_argument("--role", default="player", choices=[r.value for r in Role])
    _store_options(add)
    listing = users_commands.add_parser("list", help="list users: name, role, state, created")
    listing.add_argument("--role", default=None, choices=[r.value for r in Role])
    _store_options(listing)
    role = users_commands.add_parser("role", help="give a user a role")
    role.add_argument("name")
    role.add_argument("role", choices=[r.value for r in Role])
    _store_options(role)
    rotate = users_commands.add_parser("rotate", help="give a user a new token, printed once")
    rotate.add_argument("name")
    _store_options(rotate)
    revoke = users_commands.add_parser("revoke", help="take a user's token away")
    revoke.add_argument("name")
    _store_options(revoke)

    rebuild = commands.add_parser("rebuild", help="rebuild every read model from the log")
    _store_options(rebuild)

    from api import cli_systems

    cli_systems.add_parser(commands, _store_options)

    library = commands.add_parser("library", help="the bidding-system library")
    library_commands = library.add_subparsers(dest="library_command", required=True)
    check = library_commands.add_parser("check", help="validate the library files")
    check.add_argument("paths", nargs="*", help="files or folders (default: the whole library)")
    library_commands.add_parser("list", help="list base systems and conventions")

    from api import cli_sessions, recommend_cli

    cli_sessions.add_parser(commands, _store_options)
    recommend_cli.add_parser(commands)
    records = commands.add_parser(
        "hand-records", help="a PDF of a set of deals from one seed, double dummy and par"
    )
    records.add_argument("--seed", type=int, required=True, help="the set's seed")
    records.add_argument("--first", type=int, default=1, help="the first board number")
    records.add_argument("--count", type=int, default=32, help="how many boards")
    records.add_argument("--output", required=True, help="the PDF file to write")
    return parser


def _settings(args: argparse.Namespace) -> Settings:
    return Settings.from_options(args.data_dir, args.database_url)


def _open(args: argparse.Namespace, *, create: bool = False) -> Services:
    """The store the options name; only `serve` and `users add` may create it."""
    return open_services(_settings(args), create=create)


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


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from api.app import create_app

    # The port first: a server that cannot listen must not create the admin or its token.
    listening = _listen(args.host, args.port)
    lock = StoreLock(_settings(args))
    lock.hold(alone=False)
    services = _open(args, create=True)
    token_file = bootstrap_admin(services)
    if token_file is not None:
        print(f"Created user 'admin'; its token is in {token_file}")
    print(f"Store: {services.settings.store}")
    # Only now, with the store open and the socket taking connections, is it listening.
    print(f"Listening on http://{args.host}:{args.port}", flush=True)
    services.start_retrying()
    config = uvicorn.Config(create_app(services), log_level="info", access_log=args.access_log)
    try:
        uvicorn.Server(config).run(sockets=[listening])
    finally:
        services.close()
        lock.release()
    return 0


def _listen(host: str, port: int) -> socket.socket:
    try:
        family, kind, _, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        listening = socket.socket(family, kind)
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind(address)
        listening.listen(2048)
    except OSError as error:
        raise CommandFailed(f"Cannot listen on {host}:{port}: {error.strerror or error}.") from None
    return listening


def _users(args: argparse.Namespace) -> int:
    from api.cli_users import run_users_command

    services = _open(args, create=args.users_command == "add")
    try:
        if args.users_command == "add":
            _, token = services.app.register_user(args.name, Role.parse(args.role))
            lines = [token]
        else:
            lines = run_users_command(services, args)
    finally:
        services.close()
    for line in lines:
        print(line)
    return 0


def _rebuild(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    settings = _settings(args)
    require_store(settings)  # before the lock, which would make the folder
    lock = StoreLock(settings)
    lock.hold(alone=True)
    services = _open(args)
    total = models = 0
    try:
        # The boards' log and the bidding systems' log, each into its own read models.
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
    return 0


def _library(args: argparse.Namespace) -> int:
    if args.library_command == "check":
        from library.check import main as check_main

        return check_main(list(args.paths))
    from library import load_library

    library = load_library()
    for title, modules in (("Base systems", library.systems), ("Conventions", library.conventions)):
        print(f"{title}:")
        for module in modules.values():
            print(
                f"  {module.id:<24} {module.version:<8} {len(module.rules):>4} sequences  "
                f"{module.name}"
            )
    return 0


def _systems(args: argparse.Namespace) -> int:
    from api.cli_systems import run

    services = _open(args)
    try:
        return run(services, args)
    finally:
        services.close()


def _sessions(args: argparse.Namespace) -> int:
    from api.cli_sessions import run

    services = _open(args)
    try:
        return run(services, args)
    finally:
        services.close()


def _hand_records(args: argparse.Namespace) -> int:
    """The hand records of the set `POST /board-sets` deals from the same seed; no store."""
    from tqdm import tqdm

    from api.cli_systems import write_whole
    from api.double_dummy import hand_records
    from api.hand_records import hand_records_pdf
    from domain.rules.board_sets import deal_set

    dealt = deal_set(args.seed, args.first, args.count)
    with tqdm(total=len(dealt), unit="board", desc="Solving double dummy") as bar:

        def solved(_: int) -> None:
            bar.update(1)

        records = hand_records(dealt, solved)
    last = args.first + args.count - 1
    title = f"Seed {args.seed}, boards {args.first}-{last}"
    write_whole(Path(args.output), hand_records_pdf(records, title))
    print(f"Wrote the hand records of boards {args.first}-{last} to {args.output}.")
    return 0


class CommandFailed(Exception):
    """A command that cannot go on; its message is the whole story for the user."""


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from api import recommend_cli

    handlers = {
        "serve": _serve,
        "users": _users,
        "rebuild": _rebuild,
        "library": _library,
        "recommend": recommend_cli.run,
        "systems": _systems,
        "hand-records": _hand_records,
        "sessions": _sessions,
    }
    try:
        return handlers[args.command](args)
    except (DomainError, RuleViolation) as error:
        return _fail(error.message)
    except (SettingsError, StoreBusy, StoreMissing, CommandFailed) as error:
        return _fail(str(error))
    except OSError as error:  # a folder that cannot be made, a file that cannot be read
        where = f" ({error.filename})" if error.filename else ""
        return _fail(f"{error.strerror or error}{where}.")
    except (sqlite3.DatabaseError, PersistenceError, psycopg.Error) as error:
        first_line = (str(error).strip().splitlines() or [type(error).__name__])[0]
        return _fail(f"The store cannot be used: {first_line[:200]}")


def _fail(message: str) -> int:
    print(f"bridge-ledger: {message}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
