"""`bridge-ledger sessions team` and `match`: a session's teams and their match, room against
room (the commands join the sessions commands, after theirs)."""

from __future__ import annotations

from typing import Annotated

import typer

from api.cli_common import OPERATOR, DatabaseUrl, DataDir, store
from api.cli_sessions import SessionId, app
from api.session_views import session_match
from domain.rules.errors import RuleViolation
from domain.session_commands import (
    NameTeam,
)


@app.command()
def team(
    session_id: SessionId,
    name: Annotated[str, typer.Argument(help="the team's name")],
    pair: Annotated[list[str], typer.Option(help="a pair of the team (repeat for each)")],
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """names a team and its pairs, for a teams match"""
    with store(data_dir, database_url) as services:
        services.scoring.execute(
            OPERATOR, NameTeam(session_id=session_id, team=name, pairs=tuple(pair))
        )
    print(f"Team {name}: pairs {', '.join(pair)}.")


@app.command()
def match(
    session_id: SessionId,
    home: Annotated[str | None, typer.Option(help="the home team")] = None,
    away: Annotated[str | None, typer.Option(help="the away team")] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """a teams match room against room: IMPs by board, totals and victory points"""
    with store(data_dir, database_url) as services:
        session = services.scoring.session(session_id)
        teams = sorted(session.teams)
        if home is None or away is None:
            if len(teams) != 2:
                raise RuleViolation("Say which two teams play the match: --home and --away.")
            home, away = teams
        played = session_match(services.database, str(session.id), home, away)
    print(f"{'board':>5}{'NS ' + home[:9]:>14}{'NS ' + away[:9]:>14}{home[:10]:>11}{away[:10]:>11}")
    for board in played.boards:
        print(
            f"{board.board_number:>5}{_shown(board.home_ns.score_ns):>14}"
            f"{_shown(board.away_ns.score_ns):>14}{board.home_imps:>11g}{board.away_imps:>11g}"
        )
    print(f"IMPs {home} {played.home_imps:g}, {away} {played.away_imps:g}; "
          f"VPs {home} {played.home_vp:g}, {away} {played.away_vp:g}")  # fmt: skip
    if played.unfinished:
        print(f"Played in one room only: boards {', '.join(map(str, played.unfinished))}.")


def _shown(score: int | None) -> str:
    return "adj." if score is None else str(score)
