"""A session's travellers: each board's results, as the requester may see them
(docs/contract.md "Sessions", docs/design.md 6)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Annotated

from fastapi import Path
from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.services import Services
from api.session_views import (
    one_sided_lines,
    session_in_sight,
    shown_traveller,
    where_played,
)
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.session import Session

router = resource_router(prefix="/sessions", tags=["sessions"])

BoardNumber = Annotated[int, Path(ge=1, le=MAX_BOARD_NUMBER)]


class TravellerLinePublic(BaseModel):
    ns: str | None = Field(description="null only on a pair's one-sided artificial score.")
    ew: str | None = Field(description="null only on a pair's one-sided artificial score.")
    contract: str | None
    declarer: str | None
    tricks: int | None
    score_ns: int | None = Field(description="null for an artificial adjusted score")
    mp_ns: float | None = Field(description="Law 78A units: 2 per score beaten, 1 per tie.")
    mp_ew: float | None
    percent_ns: float | None
    imp_ns: float | None = Field(description="Cross-IMPs against every other table, averaged.")
    artificial_percent: int | None = Field(
        default=None,
        description="Only on a line of one pair alone (Law 15B3, 12C2(a)): the artificial "
        "score in percent of the board's top given to the pair that could not play the "
        "board (its opponents had played it); the other side's pair and numbers are null.",
    )
    lead: str | None = Field(
        default=None,
        description="The opening lead the table gave (e.g. HK), on a line that has one and "
        "only where it may show: to that table's players and the director, to everyone once "
        "no table has the board still to play (a card of the deal, as the hand record).",
    )
    form: int | None = Field(
        default=None,
        description="Only on a fouled board (Law 87): the form the table played, 0 the "
        "correct one, 1 and up the changed ones; each form is matchpointed on its own.",
    )


@router.get("/{session_id}/boards/{board_number}", response_model_exclude_unset=True)
async def get_traveller(
    session_id: str, board_number: BoardNumber, actor: CurrentActor, services: ServicesDep
) -> list[TravellerLinePublic]:
    """Empty for a board the requester may not see yet: one he has still to play while
    other tables have (docs/contract.md "Travellers of boards still in play")."""

    def read() -> list[TravellerLinePublic]:
        session, sight = session_in_sight(services, session_id, actor, (board_number,))
        lines = shown_traveller(services.database, session, board_number, sight)
        fouled = board_number in session.fouled
        leads = where_played(session) if lines else {}
        # The line scores the row's pairs and score; the row adds how the result came about.
        found = []
        for row, line in lines:
            public = TravellerLinePublic(
                **asdict(line), contract=row.contract, declarer=row.declarer, tricks=row.tricks
            )
            lead = leads.get((board_number, row.ns, row.ew), (None, None, None))[2]
            if lead is not None and sight.shows_lead(board_number, row.ns, row.ew):
                public.lead = lead  # set only here: a line without one answers as before
            if fouled:  # set only here, so that other boards' lines answer as before
                public.form = session.form_of(board_number, row.ns, row.ew)
            found.append(public)
        if sight.shows_board(board_number):
            found.extend(_one_sided_lines(services, session, board_number))
        return found

    return await in_worker(read)


def _one_sided_lines(
    services: Services, session: Session, board_number: int
) -> list[TravellerLinePublic]:
    """The board's artificial scores given to one pair alone (Law 15B3), after its tables."""
    lines = []
    for alone in one_sided_lines(services.database, session, board_number):
        north_south = alone.direction == "NS"
        lines.append(
            TravellerLinePublic(
                ns=alone.pair if north_south else None,
                ew=None if north_south else alone.pair,
                contract=None,
                declarer=None,
                tricks=None,
                score_ns=None,
                mp_ns=alone.matchpoints if north_south else None,
                mp_ew=None if north_south else alone.matchpoints,
                percent_ns=float(alone.percent) if north_south else None,
                imp_ns=alone.imps if north_south else None,
                artificial_percent=alone.percent,
            )
        )
    return lines
