"""`bridge-ledger sessions ...`: duplicate sessions from the operator's seat (the command
line runs beside the store, with an admin's rights): create, add results, a pair's score
alone (Law 15B3), a fouled board (Law 87), a board's traveller, the ranking, and the
ranking as CSV. Teams and their match: api/cli_session_match.py."""

from __future__ import annotations

import csv
import io
import sys
from contextlib import ExitStack
from pathlib import Path
from typing import Annotated, Any, Literal

import typer
from tqdm import tqdm

from api.cli_common import OPERATOR, DatabaseUrl, DataDir, new_app, store, write_whole
from api.session_board_set import board_set_deals
from api.session_views import board_traveller, one_sided_lines, session_ranking
from domain.actors import Actor
from domain.errors import NotFound
from domain.rules.board_numbers import check_board_number
from domain.rules.errors import RuleViolation
from domain.rules.side import Side
from domain.session import Scoring
from domain.session_commands import (
    AdjustPairScore,
    CorrectResult,
    CreateSession,
    DeclareFouled,
    EnterResult,
    ImposePenalty,
    MovementSpec,
    ReleaseHandRecords,
    ResultFacts,
    WithdrawPairScore,
    WithdrawPenalty,
)
from domain.session_system import session_system
from projections.sessions import SessionResults

app = new_app("duplicate sessions: results and rankings")
SessionId = Annotated[str, typer.Argument(help="the session's id")]


LIST_PAGE = 500  # sessions read at a time, as GET /sessions pages them


@app.command("list")
def listing(data_dir: DataDir = None, database_url: DatabaseUrl = None) -> None:
    """every session, oldest first (a page at a time; a progress bar on a terminal when
    there are more than a page)"""
    with store(data_dir, database_url) as services, ExitStack() as closing:
        after: tuple[str, str] | None = None
        bar: tqdm[Any] | None = None
        while True:
            rows = SessionResults.sessions(services.database, LIST_PAGE, after)
            if bar is None and len(rows) == LIST_PAGE:  # a long list: say how far it is
                total = SessionResults.count(services.database)
                bar = closing.enter_context(
                    tqdm(total=total, unit="session", file=sys.stderr, disable=None)
                )
            for row in rows:
                line = f"{row.id}  {row.scoring:<4} {row.created_at[:16]}  {row.name}"
                if bar is None:
                    print(line)
                else:
                    tqdm.write(line, file=sys.stdout)
            if bar is not None:
                bar.update(len(rows))
            if len(rows) < LIST_PAGE:
                return
            after = (rows[-1].created_at, rows[-1].id)


MovementKind = Literal["mitchell", "howell", "teams"]


@app.command()
def create(
    name: Annotated[str, typer.Argument(help="the session's name")],
    scoring: Annotated[Scoring, typer.Option(help="MP, IMP or BAM")] = "MP",
    movement: Annotated[
        MovementKind | None, typer.Option(help="mitchell, howell or teams (with --tables ...)")
    ] = None,
    tables: Annotated[int | None, typer.Option(help="the movement's tables")] = None,
    rounds: Annotated[int | None, typer.Option(help="the movement's rounds")] = None,
    boards_per_round: Annotated[int, typer.Option(help="boards a round")] = 2,
    pairs: Annotated[
        int | None, typer.Option(help="one fewer than twice the tables: a half table")
    ] = None,
    arrow_switch: Annotated[
        list[int] | None,
        typer.Option(help="a Mitchell's round whose pairs swap directions (repeat for more)"),
    ] = None,
    board_set: Annotated[
        list[str] | None,
        typer.Option(help="a board of the set dealing the movement's boards (repeat for each)"),
    ] = None,
    director: Annotated[
        str | None,
        typer.Option(help="the user who directs it (over HTTP and the web app too)"),
    ] = None,
    system: Annotated[
        str | None, typer.Option(help="the base system its robots bid, e.g. sayc")
    ] = None,
    convention: Annotated[
        list[str] | None, typer.Option(help="a convention of that system (repeat for each)")
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a new session, with a movement if asked; prints its id"""
    if convention and system is None:
        raise RuleViolation("--convention goes with --system.")
    spec = None
    if movement is not None:
        if tables is None or rounds is None:
            raise RuleViolation("A movement needs --tables and --rounds.")
        switched = tuple(arrow_switch or ())
        spec = MovementSpec(movement, tables, rounds, boards_per_round, switched, pairs)
    elif tables is not None or rounds is not None or pairs is not None or arrow_switch:
        raise RuleViolation("--tables, --rounds, --pairs and --arrow-switch go with --movement.")
    with store(data_dir, database_url) as services:
        actor = OPERATOR
        if director is not None:
            if not services.app.user_exists(director):
                raise NotFound(f"There is no user named '{director[:40]}' to direct it.")
            user = services.app.user(director)
            actor = Actor(user.name, user.role)
        # The deals are read as the director may read them (the router's rule).
        deals = board_set_deals(services, actor, board_set) if board_set else ()
        named = None
        if system is not None:
            named = session_system(services.systems.catalog, system, tuple(convention or ()))
        command = CreateSession(
            name=name, scoring=scoring, movement=spec, board_set=deals, system=named
        )
        session = services.scoring.execute(actor, command)
    print(session.id)


@app.command()
def add(
    session_id: SessionId,
    board: Annotated[int, typer.Option(help="the board number")],
    ns: Annotated[str, typer.Option(help="the North-South pair")],
    ew: Annotated[str, typer.Option(help="the East-West pair")],
    contract: Annotated[str | None, typer.Option(help="4S, 3NTX or Pass")] = None,
    declarer: Annotated[str | None, typer.Option(help="N, E, S or W")] = None,
    tricks: Annotated[int | None, typer.Option(help="declarer's tricks")] = None,
    adjusted: Annotated[
        str | None, typer.Option(help="an artificial score, NS/EW percent: 60/40, 50/50")
    ] = None,
    correct: Annotated[bool, typer.Option("--correct", help="replace the pairs' result")] = False,
    table: Annotated[int | None, typer.Option(help="where it was played (with --round)")] = None,
    round_number: Annotated[int | None, typer.Option("--round", help="the round")] = None,
    lead: Annotated[str | None, typer.Option(help="the opening lead, e.g. HK")] = None,
    wrong_board: Annotated[
        bool,
        typer.Option("--wrong-board", help="a board the movement did not give them (Law 15B2)"),
    ] = False,
    law: Annotated[
        str | None,
        typer.Option(help="with --correct or --adjusted: the Law the ruling cites, e.g. 12C2(a)"),
    ] = None,
    explanation: Annotated[
        str | None, typer.Option(help="with --law: the ruling's reason, for the audit")
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a table's result on a board"""
    where: dict[str, Any] = {"table": table, "round": round_number, "lead": lead,
                             "wrong_board": wrong_board, "law": law,
                             "explanation": explanation}  # fmt: skip
    if adjusted is not None:
        adjusted_ns, adjusted_ew = _percents(adjusted)
        facts = ResultFacts(
            board, ns, ew, adjusted_ns=adjusted_ns, adjusted_ew=adjusted_ew, **where
        )
    else:
        facts = ResultFacts(board, ns, ew, contract, declarer, tricks, **where)
    with store(data_dir, database_url) as services:
        session = services.scoring.session(session_id)
        entry = CorrectResult if correct else EnterResult
        services.scoring.execute(OPERATOR, entry(session_id=str(session.id), result=facts))
    print(f"Board {board}: {ns} against {ew} recorded.")


@app.command()
def traveller(
    session_id: SessionId,
    board: Annotated[int, typer.Argument(help="the board number")],
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a board's traveller"""
    check_board_number(board)  # no board 0: a sentence, not an empty traveller
    with store(data_dir, database_url) as services:
        session = services.scoring.session(session_id)
        lines = board_traveller(services.database, session, board)
        alone_lines = one_sided_lines(services.database, session, board)
    print(
        f"{Side.NS.value:>6} {Side.EW.value:>6} {'contract':<9}{'by':<3}{'tricks':>6}{'score':>7}"
        f"{'MP NS':>7}{'MP EW':>7}{'% NS':>8}{'IMP NS':>8}"
    )
    for result, line in lines:
        score = "" if result.score_ns is None else str(result.score_ns)
        print(
            f"{result.ns:>6} {result.ew:>6} {result.contract or 'adj.':<9}"
            f"{result.declarer or '':<3}"
            f"{'' if result.tricks is None else result.tricks:>6}{score:>7}{line.mp_ns:>7}"
            f"{line.mp_ew:>7}{line.percent_ns:>8}{line.imp_ns:>8}"
        )
    for alone in alone_lines:  # a pair's artificial score alone (Law 15B3)
        ns, ew = (alone.pair, "-") if alone.direction == Side.NS.value else ("-", alone.pair)
        mp_ns, mp_ew = (alone.matchpoints, "") if ns != "-" else ("", alone.matchpoints)
        print(
            f"{ns:>6} {ew:>6} {f'{alone.percent}% alone':<24}{mp_ns:>7}{mp_ew:>7}"
            f"{alone.percent if ns != '-' else '':>8}"
        )


@app.command("pair-score")
def pair_score(
    session_id: SessionId,
    board: Annotated[int, typer.Option(help="the board number")],
    pair: Annotated[str, typer.Option(help="the pair that could not play it")],
    percent: Annotated[int, typer.Option(help="60, 50 or 40 (Law 12C2(a))")] = 60,
    law: Annotated[str | None, typer.Option(help="the Law cited, e.g. 15B3")] = None,
    explanation: Annotated[str | None, typer.Option(help="with --law: why")] = None,
    withdraw: Annotated[
        bool, typer.Option("--withdraw", help="take back the pair's score alone")
    ] = False,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a pair's artificial score alone on a board it could not play, its opponents having
    played it already (Law 15B3); --withdraw takes one given by mistake back"""
    command: AdjustPairScore | WithdrawPairScore
    if withdraw:
        command = WithdrawPairScore(session_id=session_id, board_number=board, pair=pair)
        said = f"Board {board}: pair {pair}'s score alone is taken back."
    else:
        command = AdjustPairScore(session_id=session_id, board_number=board, pair=pair,
                                  percent=percent, law=law, explanation=explanation)  # fmt: skip
        said = f"Board {board}: pair {pair} has {percent}% alone."
    with store(data_dir, database_url) as services:
        services.scoring.execute(OPERATOR, command)
    print(said)


@app.command()
def penalty(
    session_id: SessionId,
    pair: Annotated[str, typer.Option(help="the pair penalised")] = "",
    percent_of_top: Annotated[
        int | None, typer.Option(help="at matchpoints: the share of a board's top, e.g. 25")
    ] = None,
    imps: Annotated[int | None, typer.Option(help="at IMPs: the IMPs taken off")] = None,
    reason: Annotated[str, typer.Option(help="why, e.g. unduly slow play")] = "",
    law: Annotated[str, typer.Option(help="the Law cited: 90, 90B2, ... or 91A")] = "90",
    withdraw: Annotated[
        int | None, typer.Option("--withdraw", help="take back the penalty of this number")
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a procedural penalty (Law 90) off a pair's session total; --withdraw N takes penalty
    N back"""
    command: ImposePenalty | WithdrawPenalty
    if withdraw is not None:
        command = WithdrawPenalty(session_id=session_id, number=withdraw)
    else:
        command = ImposePenalty(session_id=session_id, pair=pair, reason=reason,
                                percent_of_top=percent_of_top, imps=imps, law=law)  # fmt: skip
    with store(data_dir, database_url) as services:
        services.scoring.execute(OPERATOR, command)
        session = services.scoring.session(session_id)
    if withdraw is not None:
        print(f"Penalty {withdraw} is taken back.")
    else:
        number = max(session.penalties)
        amount = f"{imps} IMPs" if imps is not None else f"{percent_of_top}% of a top"
        print(f"Penalty {number}: {amount} off pair {pair}'s total (Law {law}).")


@app.command()
def fouled(
    session_id: SessionId,
    board: Annotated[int, typer.Argument(help="the board number")],
    form: Annotated[
        list[str] | None,
        typer.Option(help="the tables of one changed form, NS-EW: 4-11,5-12 (repeat each form)"),
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a fouled board (Law 87): each changed form's tables, scored apart; no --form: not
    fouled after all"""
    groups = tuple(_form_tables(text) for text in form or ())
    command = DeclareFouled(session_id=session_id, board_number=board, groups=groups)
    with store(data_dir, database_url) as services:
        services.scoring.execute(OPERATOR, command)
    print(f"Board {board}: {len(groups)} changed form(s) scored apart." if groups
          else f"Board {board} is not fouled.")  # fmt: skip


def _form_tables(text: str) -> tuple[tuple[str, str], ...]:
    """`--form 4-11,5-12`: the tables (NS, EW) that played one changed form."""
    tables = []
    for table in (t.strip() for t in text.split(",") if t.strip()):
        pairs = [p.strip() for p in table.split("-")]
        if len(pairs) != 2 or not all(pairs):
            raise RuleViolation(
                f"--form lists tables as NS-EW, e.g. 4-11,5-12; not {table[:20]!r}."
            )
        tables.append((pairs[0], pairs[1]))
    return tuple(tables)


@app.command()
def ranking(
    session_id: SessionId,
    csv_file: Annotated[
        Path | None, typer.Option("--csv", help="a CSV file to write the ranking to")
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """the ranking; --csv writes it as CSV"""
    with store(data_dir, database_url) as services:
        session = services.scoring.session(session_id)
        ranked = session_ranking(services.database, session)
    table = io.StringIO()
    writer = csv.writer(table)
    writer.writerow(["rank", "pair", "total", "percent", "boards", "names", "penalty"])
    for entry in ranked:  # a procedural penalty (Law 90) last, so the columns before keep place
        writer.writerow([entry.rank, entry.pair, entry.total, entry.percent, entry.boards,
                         entry.names or "", entry.penalty or ""])  # fmt: skip
    if csv_file is not None:
        write_whole(csv_file, table.getvalue().encode())
        print(f"Wrote the ranking of {len(ranked)} pairs to {csv_file}.")
    else:
        print(table.getvalue(), end="")


@app.command()
def release(
    session_id: SessionId, data_dir: DataDir = None, database_url: DatabaseUrl = None
) -> None:
    """makes the travellers, the ranking and the hand records public before every table
    due to play each board has its result in"""
    with store(data_dir, database_url) as services:
        services.scoring.execute(OPERATOR, ReleaseHandRecords(session_id=session_id))
    print("Released: the travellers, the ranking and the hand records are public.")


def _percents(adjusted: str) -> tuple[int, int]:
    """`--adjusted NS/EW`: the two sides' percentages."""
    parts = adjusted.split("/")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise RuleViolation("--adjusted is NS/EW in percent, e.g. 60/40.")
    ns, ew = (int(p) for p in parts)
    return ns, ew
