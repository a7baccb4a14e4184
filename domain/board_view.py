"""The board as one requester sees it (docs/contract.md "Board view"): typed values, mapped
to `BoardPublic` (api/schemas.py) field by field. Who sees which hand and explanation is
decided in domain/policy.py; this only leaves out what it is told to hide."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from domain.board import Board
from domain.rules.cards import SEAT_ORDER, Seat, hand_texts
from domain.rules.table import CallAction

Value = TypeVar("Value")


@dataclass(frozen=True)
class PerSeat(Generic[Value]):
    N: Value
    E: Value
    S: Value
    W: Value

    @classmethod
    def of(cls, value_of: dict[Seat, Value]) -> PerSeat[Value]:
        return cls(value_of[Seat.N], value_of[Seat.E], value_of[Seat.S], value_of[Seat.W])


@dataclass(frozen=True)
class SideCounts:
    NS: int
    EW: int


@dataclass(frozen=True)
class CallView:
    seat: str
    call: str
    alert: bool
    explanation: str | None


@dataclass(frozen=True)
class ClaimView:
    seat: str
    tricks: int
    statement: str
    concession: bool
    status: str
    agreed_by: tuple[str, ...]


@dataclass(frozen=True)
class PlayedCardView:
    seat: str
    card: str


@dataclass(frozen=True)
class TrickView:
    """The latest trick: the one in progress, or the last one won until the next lead."""

    number: int
    leader: str
    cards: tuple[PlayedCardView, ...]
    winner: str | None


@dataclass(frozen=True)
class PenaltyCardView:
    card: str
    kind: str


@dataclass(frozen=True)
class LeadRestrictionView:
    seat: str
    suit: str
    rule: str


@dataclass(frozen=True)
class LeadOutOfTurnPending:
    seat: str
    card: str
    decides: str
    kind: Literal["lead_out_of_turn"] = "lead_out_of_turn"


@dataclass(frozen=True)
class RevokeCorrectionPending:
    number: int
    seat: str
    trick: int
    decides: str
    kind: Literal["revoke_correction"] = "revoke_correction"


@dataclass(frozen=True)
class LeadRestrictionPending:
    decides: str
    law: str  # 50D2 (a major penalty card) or 26B (a call withdrawn in the auction)
    kind: Literal["lead_restriction"] = "lead_restriction"


@dataclass(frozen=True)
class InsufficientBidPending:
    seat: str
    call: str
    decides: str
    kind: Literal["insufficient_bid"] = "insufficient_bid"


@dataclass(frozen=True)
class SubstitutePending:
    seat: str
    call: str
    decides: str
    kind: Literal["substitute"] = "substitute"


@dataclass(frozen=True)
class ComparableCallPending:
    seat: str
    call: str
    insufficient: str
    decides: Literal["director"] = "director"
    kind: Literal["comparable_call"] = "comparable_call"


@dataclass(frozen=True)
class CallOutOfRotationPending:
    seat: str
    call: str
    turn: str  # whose turn it was
    decides: str
    kind: Literal["call_out_of_rotation"] = "call_out_of_rotation"


@dataclass(frozen=True)
class ChangeOfCallPending:
    seat: str
    call: str
    replaces: str  # the call it would replace
    decides: str
    kind: Literal["change_of_call"] = "change_of_call"


@dataclass(frozen=True)
class PrematurePlayPending:
    seat: str
    card: str
    decides: str
    kind: Literal["premature_play"] = "premature_play"


Pending = (
    LeadOutOfTurnPending
    | RevokeCorrectionPending
    | LeadRestrictionPending
    | InsufficientBidPending
    | SubstitutePending
    | ComparableCallPending
    | CallOutOfRotationPending
    | ChangeOfCallPending
    | PrematurePlayPending
)


@dataclass(frozen=True)
class BoardView:
    id: str
    board_number: int
    dealer: str
    vulnerability: str
    revoke_policy: str
    mode: str
    phase: str
    seats: PerSeat[str | None]
    players: PerSeat[str | None]  # the names a hand record gives, who need not be users
    director: str | None
    auction: tuple[CallView, ...]
    contract: str | None
    declarer: str | None
    dummy: str | None
    next: str | None
    hands: PerSeat[tuple[str, ...] | None]
    tricks_won: SideCounts
    declarer_tricks: int | None
    claim: ClaimView | None
    penalty_cards: PerSeat[tuple[PenaltyCardView, ...]]
    pending: Pending | None
    lead_restriction: LeadRestrictionView | None
    version: int
    cards_left: PerSeat[int]  # how many cards each hand holds, shown or not
    trick: TrickView | None


@dataclass(frozen=True)
class BoardViewAtStep(BoardView):
    """A replay's view: the board after `step` events following its creation."""

    step: int


def board_view(
    board: Board, visible: set[Seat], unexplained: frozenset[Seat] = frozenset()
) -> BoardView:
    """`board` at any version, showing only the hands of the `visible` seats, and the
    alerts and explanations of every caller but the `unexplained` ones."""
    state = board.state
    claim = board.claim
    restriction = board.lead_restriction
    return BoardView(
        id=str(board.id),
        board_number=state.setup.board_number,
        dealer=state.setup.dealer.value,
        vulnerability=state.setup.vulnerability.value,
        revoke_policy=board.revoke_policy,
        mode=board.mode,
        phase=state.phase.value,
        seats=PerSeat.of({seat: board.seats.get(seat) for seat in SEAT_ORDER}),
        players=PerSeat.of({seat: board.players.get(seat) for seat in SEAT_ORDER}),
        director=board.director,
        auction=tuple(
            CallView(
                seat=made.seat.value,
                call=str(made.call),
                alert=made.alert and made.seat not in unexplained,
                explanation=None if made.seat in unexplained else made.explanation,
            )
            for made in board.actions
            if isinstance(made, CallAction)
        ),
        contract="Pass"
        if state.auction.is_passed_out
        else (state.contract.text if state.contract else None),
        declarer=state.declarer.value if state.declarer else None,
        dummy=state.dummy.value if state.dummy else None,
        next=state.next_seat.value if state.next_seat else None,
        hands=PerSeat.of(
            {
                seat: hand_texts(hand) if seat in visible else None
                for seat, hand in zip(SEAT_ORDER, state.hands, strict=True)
            }
        ),
        tricks_won=SideCounts(*state.tricks_won),
        declarer_tricks=state.declarer_tricks,
        claim=None
        if claim is None
        else ClaimView(
            seat=claim.seat.value,
            tricks=claim.tricks,
            statement=claim.statement,
            concession=claim.concession,
            status=claim.status,
            agreed_by=tuple(seat.value for seat in claim.agreed_by),
        ),
        penalty_cards=PerSeat.of(
            {
                seat: tuple(
                    PenaltyCardView(str(p.card), p.kind)
                    for p in board.penalty_cards
                    if p.seat is seat
                )
                for seat in SEAT_ORDER
            }
        ),
        pending=_pending(board),
        lead_restriction=None
        if restriction is None
        else LeadRestrictionView(restriction.seat.value, restriction.suit.value, restriction.rule),
        version=board.version,
        cards_left=PerSeat(*(len(hand) for hand in state.hands)),
        trick=_latest_trick(board),
    )


def _latest_trick(board: Board) -> TrickView | None:
    if not board.state.tricks:
        return None
    trick = board.state.tricks[-1]
    return TrickView(
        trick.number,
        trick.leader.value,
        tuple(PlayedCardView(played.seat.value, str(played.card)) for played in trick.cards),
        trick.winner.value if trick.winner else None,
    )


def _pending(board: Board) -> Pending | None:
    """What the table waits for: a decision on a lead out of turn, the correction of a revoke
    attention was drawn to, or declarer's choice of a lead restriction (all of them public
    at the table); in the auction, an insufficient bid (Law 27) and what follows it."""
    insufficient = board.insufficient_bid
    if insufficient is not None:
        seat, call = insufficient.seat.value, str(insufficient.call)
        if insufficient.refused:
            return SubstitutePending(seat, call, seat)
        return InsufficientBidPending(seat, call, insufficient.decides.value)
    waiting = board.out_of_rotation
    if waiting is not None:
        return CallOutOfRotationPending(
            waiting.seat.value, str(waiting.call), waiting.turn.value, waiting.decides.value
        )
    change = board.call_change
    if change is not None:
        replaces = str(board.state.auction.calls[-1])
        return ChangeOfCallPending(
            change.seat.value, str(change.call), replaces, change.decides.value
        )
    comparable = board.comparable_call
    if comparable is not None:
        return ComparableCallPending(
            comparable.seat.value, str(comparable.call), str(comparable.insufficient)
        )
    early = board.premature
    if early is not None:
        return PrematurePlayPending(early.seat.value, str(early.card), early.decides.value)
    lead = board.pending_lead
    if lead is not None:
        return LeadOutOfTurnPending(lead.seat.value, str(lead.card), lead.decides.value)
    for raised in board.revokes:
        if board.revoke_status(raised).value == "correctable":
            decides = board.player_of(raised.seat).value
            return RevokeCorrectionPending(raised.number, raised.seat.value, raised.trick, decides)
    leader = board.restriction_pending()
    if leader is not None:
        assert board.state.declarer is not None
        return LeadRestrictionPending(board.state.declarer.value, board.restriction_law(leader))
    return None
