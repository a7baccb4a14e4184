"""`bridge-ledger sessions ...`: duplicate sessions from the operator's seat (the CLI runs
beside the store, with an admin's rights): create, add results, a board's traveller, the
ranking, and the ranking as CSV."""

from __future__ import annotations

import argparse
import csv
import io
from collections.abc import Callable
from pathlib import Path

from api.cli_systems import write_whole
from api.services import Services
from api.session_views import board_traveller, session_ranking
from domain.actors import Actor, Role
from domain.rules.errors import RuleViolation
from domain.session import CreateSession, ResultFacts
from projections.sessions import SessionResults

OPERATOR = Actor("operator", Role.ADMIN)

__all__ = ["add_parser", "run"]


def add_parser(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    store_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    sessions = commands.add_parser("sessions", help="duplicate sessions: results and rankings")
    verbs = sessions.add_subparsers(dest="sessions_command", required=True)
    store_options(verbs.add_parser("list", help="every session, oldest first"))
    create = verbs.add_parser("create", help="a new session; prints its id")
    create.add_argument("name")
    create.add_argument("--scoring", choices=("MP", "IMP", "BAM"), default="MP")
    store_options(create)
    add = verbs.add_parser("add", help="a table's result on a board")
    add.add_argument("session_id")
    add.add_argument("--board", type=int, required=True, help="the board number")
    add.add_argument("--ns", required=True, help="the North-South pair")
    add.add_argument("--ew", required=True, help="the East-West pair")
    add.add_argument("--contract", help="4S, 3NTX or Pass")
    add.add_argument("--declarer", help="N, E, S or W")
    add.add_argument("--tricks", type=int, help="declarer's tricks")
    add.add_argument("--adjusted", help="an artificial score, NS/EW percent: 60/40, 50/50")
    add.add_argument("--correct", action="store_true", help="replace the pairs' result")
    store_options(add)
    show = verbs.add_parser("traveller", help="a board's traveller")
    show.add_argument("session_id")
    show.add_argument("board", type=int)
    store_options(show)
    rank = verbs.add_parser("ranking", help="the ranking; --csv writes it as CSV")
    rank.add_argument("session_id")
    rank.add_argument("--csv", default=None, help="a CSV file to write the ranking to")
    store_options(rank)


def run(services: Services, args: argparse.Namespace) -> int:
    command = args.sessions_command
    if command == "list":
        for row in SessionResults.sessions(services.database):
            print(f"{row.id}  {row.scoring:<4} {row.created_at[:16]}  {row.name}")
        return 0
    if command == "create":
        session = services.scoring.create_session(OPERATOR, CreateSession(args.name, args.scoring))
        print(session.id)
        return 0
    session = services.scoring.session(args.session_id)
    if command == "add":
        services.scoring.enter_result(OPERATOR, str(session.id), _facts(args), args.correct)
        print(f"Board {args.board}: {args.ns} against {args.ew} recorded.")
        return 0
    if command == "traveller":
        print(
            f"{'NS':>6} {'EW':>6} {'contract':<9}{'by':<3}{'tricks':>6}{'score':>7}"
            f"{'MP NS':>7}{'MP EW':>7}{'% NS':>8}{'IMP NS':>8}"
        )
        for result, line in board_traveller(services.database, str(session.id), args.board):
            score = "" if result.score_ns is None else str(result.score_ns)
            print(
                f"{result.ns:>6} {result.ew:>6} {result.contract or 'adj.':<9}"
                f"{result.declarer or '':<3}"
                f"{'' if result.tricks is None else result.tricks:>6}{score:>7}{line.mp_ns:>7}"
                f"{line.mp_ew:>7}{line.percent_ns:>8}{line.imp_ns:>8}"
            )
        return 0
    ranked = session_ranking(services.database, str(session.id), session.scoring)
    table = io.StringIO()
    writer = csv.writer(table)
    writer.writerow(["rank", "pair", "total", "percent", "boards"])
    for entry in ranked:
        writer.writerow([entry.rank, entry.pair, entry.total, entry.percent, entry.boards])
    if args.csv:
        write_whole(Path(args.csv), table.getvalue().encode())
        print(f"Wrote the ranking of {len(ranked)} pairs to {args.csv}.")
    else:
        print(table.getvalue(), end="")
    return 0


def _facts(args: argparse.Namespace) -> ResultFacts:
    if args.adjusted:
        parts = args.adjusted.split("/")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise RuleViolation("--adjusted is NS/EW in percent, e.g. 60/40.")
        ns, ew = (int(p) for p in parts)
        return ResultFacts(args.board, args.ns, args.ew, adjusted_ns=ns, adjusted_ew=ew)
    return ResultFacts(args.board, args.ns, args.ew, args.contract, args.declarer, args.tricks)
