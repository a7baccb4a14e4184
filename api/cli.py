"""The `bridge-ledger` command line (CONTRACT "Set-up and running")."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from api.services import Services, open_services
from api.settings import Settings, SettingsError
from domain.actors import Actor, Role
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

    rebuild = commands.add_parser("rebuild", help="rebuild every read model from the log")
    _store_options(rebuild)

    systems = commands.add_parser("systems", help="the users' bidding systems")
    systems_commands = systems.add_subparsers(dest="systems_command", required=True)
    _store_options(systems_commands.add_parser("list", help="every system, oldest first"))
    show = systems_commands.add_parser("show", help="one system and its history")
    show.add_argument("system_id")
    _store_options(show)

    library = commands.add_parser("library", help="the bidding-system library")
    library_commands = library.add_subparsers(dest="library_command", required=True)
    check = library_commands.add_parser("check", help="validate the library files")
    check.add_argument("paths", nargs="*", help="files or folders (default: the whole library)")
    library_commands.add_parser("list", help="list base systems and conventions")
    return parser


def _open(args: argparse.Namespace) -> Services:
    return open_services(Settings.from_options(args.data_dir, args.database_url))


def bootstrap_admin(services: Services) -> Path | None:
    """On an empty store: create `admin` and write its token, readable by the owner only."""
    if not services.app.is_empty():
        return None
    _, token = services.app.register_user(ADMIN_NAME, Role.ADMIN)
    path = services.settings.data_dir / ADMIN_TOKEN_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(token + "\n")
    os.chmod(path, 0o600)
    return path


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from api.app import create_app

    services = _open(args)
    token_file = bootstrap_admin(services)
    if token_file is not None:
        print(f"Created user 'admin'; its token is in {token_file}")
    print(f"Store: {services.settings.store}")
    try:
        uvicorn.run(
            create_app(services),
            host=args.host,
            port=args.port,
            log_level="info",
            access_log=args.access_log,
        )
    finally:
        services.close()
    return 0


def _users_add(args: argparse.Namespace) -> int:
    services = _open(args)
    try:
        _, token = services.app.register_user(args.name, Role.parse(args.role))
    finally:
        services.close()
    print(token)
    return 0


def _rebuild(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    services = _open(args)
    total = models = 0
    try:
        # The boards' log and the bidding systems' log, each into its own read models.
        for runner, name in ((services.runner, "boards"), (services.systems_runner, "systems")):
            events = runner.app.recorder.max_notification_id() or 0
            with tqdm(total=events, unit="event", desc=f"Rebuilding {name} read models") as bar:

                def progress(done: int, _: int, bar: tqdm[Any] = bar) -> None:
                    bar.update(done - bar.n)

                runner.rebuild(progress)
            total += events
            models += len(runner.projections)
    finally:
        services.close()
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
    """The operator's view, with an admin's rights (the CLI runs beside the store)."""
    from projections.pid_queries import PidQueries

    operator = Actor("operator", Role.ADMIN)
    services = _open(args)
    try:
        if args.systems_command == "list":
            for row in PidQueries.systems_for(services.database, operator.name, True):
                conventions = ", ".join(row["conventions"]) or "-"
                print(
                    f"{row['id']}  v{row['version']:<4} {row['owner']:<16} {row['base']:<16} "
                    f"{row['name']}  [{conventions}]"
                )
            return 0
        system = services.systems.system(operator, args.system_id)
        print(f"{system.name} ({system.id}), owned by {system.owner}, version {system.version}")
        print(f"Base: {system.base} {system.base_version}")
        for convention, version in system.convention_versions.items():
            print(f"Convention: {convention} {version}")
        for user, role in sorted(system.shares.items()):
            print(f"Shared with {user} as {role}")
        for entry in services.systems.history(operator, args.system_id):
            number, state, actor = entry["number"], entry["state"], entry["actor"]
            print(f"  #{number:<3} {state:<9} {actor:<16} {entry['summary']}")
    finally:
        services.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    handlers = {
        "serve": _serve,
        "users": _users_add,
        "rebuild": _rebuild,
        "library": _library,
        "systems": _systems,
    }
    try:
        return handlers[args.command](args)
    except (DomainError, RuleViolation, SettingsError) as error:
        message = error.message if isinstance(error, (DomainError, RuleViolation)) else str(error)
        print(f"bridge-ledger: {message}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
