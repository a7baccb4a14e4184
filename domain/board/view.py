"""The board as one requester sees it (docs/contract.md "Board view"), declared once: the
domain builds these models and the API documents and answers them as they are. Who sees
which hand and explanation is decided in domain/policy.py; this only leaves out what it
is told to hide."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Generic, Literal, TypeVar, cast

from pydantic import Field

from domain.board.aggregate import Board
from domain.board.family import waiting
from domain.board.pending import Pending, View
from domain.rules.cards import Seat, hand_texts
from domain.rules.table import CallAction

Value = TypeVar("Value")


class PerSeat(View, Generic[Value]):
    N: Value
    E: Value
    S: Value
    W: Value

    # Each parametrised class once found: pydantic's own lookup (`PerSeat[int]`) costs
    # 5-10 µs, and a board view asks for four of them.
    _parametrised: ClassVar[dict[tuple[type, Any], type]] = {}

    def __class_getitem__(cls, value: Any) -> Any:
        key = (cls, value)
        found = PerSeat._parametrised.get(key)
        if found is None:
            found = PerSeat._parametrised[key] = cast(type, super().__class_getitem__(value))
        return found

    @classmethod
    def of(cls, value_of: Callable[[Seat], Value]) -> PerSeat[Value]:
        return cls.model_construct(
            N=value_of(Seat.N), E=value_of(Seat.E), S=value_of(Seat.S), W=value_of(Seat.W)
        )


# A number for each side: the tricks won; in a board's score (domain/board/results.py), the
# table's scores or an artificial score's percentages.
class SideCounts(View):
    NS: int
    EW: int


class CallPublic(View):
    seat: str
    call: str
    alert: bool = Field(description="The caller's side alerted it (hidden from the partner).")
    explanation: str | None


class ClaimPublic(View):
    seat: str
    tricks: int = Field(description="Of the tricks left, those the claimer's side takes.")
    statement: str
    concession: bool
    status: Literal["pending", "agreed", "disputed", "ruled"]
    agreed_by: list[str]


class PenaltyCardPublic(View):
    card: str
    kind: Literal["major", "minor", "exposed"] = Field(
        description="exposed: face up during the auction (Law 24), until it ends."
    )


class LeadRestrictionPublic(View):
    seat: str = Field(description="The defender whose lead is restricted.")
    suit: str
    rule: Literal["must", "must_not"]


class PlayedCardPublic(View):
    seat: str
    card: str


class TrickNowPublic(View):
    number: int
    leader: str
    cards: list[PlayedCardPublic]
    winner: str | None


class BoardPublic(View):
    id: str
    board_number: int
    dealer: str
    vulnerability: str
    revoke_policy: Literal["prevent", "detect", "auto"]
    mode: Literal["practice", "tournament"]
    phase: Literal["auction", "play", "complete", "passed_out"]
    seats: PerSeat[str | None]
    players: PerSeat[str | None] = Field(
        description="The players' names a hand record gives (an imported board); they need "
        "not be users. Null for each seat of a board played here."
    )
    director: str | None
    auction: list[CallPublic]
    contract: str | None
    declarer: str | None
    dummy: str | None
    next: str | None = Field(description="The seat to call or play; null once it is over.")
    hands: PerSeat[list[str] | None] = Field(
        description="The cards each seat still holds; null for a hand the requester may not see."
    )
    tricks_won: SideCounts
    declarer_tricks: int | None
    claim: ClaimPublic | None
    penalty_cards: PerSeat[list[PenaltyCardPublic]]
    pending: Pending | None = Field(description="What the table waits for, if anything.")
    lead_restriction: LeadRestrictionPublic | None
    version: int
    cards_left: PerSeat[int] = Field(description="How many cards each hand holds, shown or not.")
    trick: TrickNowPublic | None = Field(
        description="The latest trick: the one in progress, or the last one won until the "
        "next lead; null before the opening lead."
    )


class BoardAtStep(BoardPublic):
    step: int = Field(description="Events after the board's creation shown by this replay.")


def _call_public(
    board: Board, at: int, made: CallAction, unexplained: frozenset[Seat]
) -> CallPublic:
    """A call with its side's alert and explanation as last corrected (Laws 20F4, 20F5)."""
    alert, explanation = board.auction.explained(at, made)
    hidden = made.seat in unexplained
    return CallPublic.model_construct(
        seat=made.seat.value,
        call=str(made.call),
        alert=alert and not hidden,
        explanation=None if hidden else explanation,
    )


def board_view(
    board: Board, visible: set[Seat], unexplained: frozenset[Seat] = frozenset()
) -> BoardPublic:
    """`board` at any version, showing only the hands of the `visible` seats, and the
    alerts and explanations of every caller but the `unexplained` ones."""
    state = board.state
    claim = board.claims.pending
    restriction = board.leads.restriction
    found = waiting(board)
    return BoardPublic.model_construct(
        id=str(board.id),
        board_number=state.setup.board_number,
        dealer=state.setup.dealer.value,
        vulnerability=state.setup.vulnerability.value,
        revoke_policy=board.revoke_policy,
        mode=board.mode,
        phase=state.phase.value,
        seats=PerSeat[str | None].of(board.seats.get),
        players=PerSeat[str | None].of(board.players.get),
        director=board.director,
        auction=[
            _call_public(board, at, made, unexplained)
            for at, made in enumerate(a for a in board.actions if isinstance(a, CallAction))
        ],
        contract="Pass"
        if state.auction.is_passed_out
        else (state.contract.text if state.contract else None),
        declarer=state.declarer.value if state.declarer else None,
        dummy=state.dummy.value if state.dummy else None,
        next=state.next_seat.value if state.next_seat else None,
        hands=PerSeat[list[str] | None].of(
            lambda seat: list(hand_texts(state.hand(seat))) if seat in visible else None
        ),
        tricks_won=SideCounts.model_construct(NS=state.tricks_won[0], EW=state.tricks_won[1]),
        declarer_tricks=state.declarer_tricks,
        claim=None
        if claim is None
        else ClaimPublic.model_construct(
            seat=claim.seat.value,
            tricks=claim.tricks,
            statement=claim.statement,
            concession=claim.concession,
            status=claim.status,
            agreed_by=[seat.value for seat in claim.agreed_by],
        ),
        penalty_cards=PerSeat[list[PenaltyCardPublic]].of(
            lambda seat: [
                PenaltyCardPublic.model_construct(card=str(p.card), kind=p.kind)
                for p in board.penalty_cards
                if p.seat is seat
            ]
        ),
        pending=None if found is None else found.view,
        lead_restriction=None
        if restriction is None
        else LeadRestrictionPublic.model_construct(
            seat=restriction.seat.value, suit=restriction.suit.value, rule=restriction.rule
        ),
        version=board.version,
        cards_left=PerSeat[int].of(lambda seat: len(state.hand(seat))),
        trick=_latest_trick(board),
    )


def _latest_trick(board: Board) -> TrickNowPublic | None:
    if not board.state.tricks:
        return None
    trick = board.state.tricks[-1]
    return TrickNowPublic.model_construct(
        number=trick.number,
        leader=trick.leader.value,
        cards=[
            PlayedCardPublic.model_construct(seat=played.seat.value, card=str(played.card))
            for played in trick.cards
        ],
        winner=trick.winner.value if trick.winner else None,
    )
