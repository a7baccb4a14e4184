from typing import Annotated

from fastapi import Query

from api.auth import CurrentActor
from api.request_checks import resource_router
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Contract
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.scoring import side_scores
from domain.rules.side import Side

router = resource_router(prefix="/scoring", tags=["scoring"])


@router.get("/duplicate")
async def duplicate(
    _: CurrentActor,
    contract: Annotated[str, Query(description="e.g. 4S, 3NTX, 6HXX, or Pass")],
    declarer: Annotated[str | None, Query()] = None,
    vulnerability: Annotated[str, Query()] = "None",
    tricks: Annotated[int | None, Query(description="Tricks taken by declarer, 0-13")] = None,
) -> dict[str, int]:
    if contract.strip().lower() in ("pass", "p"):
        return {Side.NS.value: 0, Side.EW.value: 0}
    if declarer is None or tricks is None:
        raise RuleViolation("Give declarer and tricks (0-13) with the contract.")
    if not 0 <= tricks <= 13:
        raise RuleViolation("tricks is the number declarer took: 0 to 13.")
    seat = Seat.parse(declarer)
    parsed = Contract.parse(contract, seat)
    vulnerable = Vulnerability.parse(vulnerability).is_vulnerable(seat)
    return side_scores(parsed, tricks, vulnerable)
