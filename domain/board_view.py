"""The board as one requester sees it (docs/contract.md "Board view"): typed values, mapped
to `BoardPublic` (api/schemas.py) field by field. Who sees which hand and explanation is
decided in domain/policy.py; this only leaves out what it is told to hide."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Self, TypeVar

from domain import board_leads, board_revokes
from domain.board import Board
from domain.rules.calls import IrregularCall
from domain.rules.cards import SEAT_ORDER, Seat, hand_texts
from domain.rules.leads import PendingLead
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
    """A number for each side: the tricks won here; in a board's score
    (domain/board_results.py), the table's scores or an artificial score's percentages."""

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
    """The latest trick: the one in progress (with no `winner` yet), or the last one won,
    until the next lead."""

    number: int
    leader: str
    cards: tuple[PlayedCardView, ...]
    winner: str | None


@dataclass(frozen=True)
class PenaltyCardView:
    """A card face up on the table: a `major` or `minor` penalty card (Law 50), or one
    `exposed` during the auction (Law 24), until the auction ends."""

    card: str
    kind: str


@dataclass(frozen=True)
class LeadRestrictionView:
    seat: str
    suit: str
    rule: str


# ---- what the table waits for (`pending`): a class for each shape, `kind` the variant ----
@dataclass(frozen=True, kw_only=True)
class PendingView:
    """What the table waits for (`kind`) and who `decides` it: a seat, or the director.
    Each kind is a variant of the board view's `pending` (api/board_schemas.py)."""

    kind: str
    decides: str


@dataclass(frozen=True, kw_only=True)
class CardPending(PendingView):
    """`card` led out of turn (`lead_out_of_turn`, Laws 53-56) or played before partner
    (`premature_play`, Law 57A)."""

    seat: str
    card: str

    @classmethod
    def of(cls, played: PendingLead, kind: str) -> Self:
        """The view of `played`, waiting for the decision of `played.decides`."""
        seat, card, decides = played.seat.value, str(played.card), played.decides.value
        return cls(kind=kind, seat=seat, card=card, decides=decides)


@dataclass(frozen=True, kw_only=True)
class CallPending(PendingView):
    """An insufficient bid (`insufficient_bid`, Law 27A) or the bid not accepted, which
    `seat` replaces (`substitute`, 27B); the kinds below say more of the call."""

    seat: str
    call: str

    @classmethod
    def of(cls, irregular: IrregularCall, **more: str) -> Self:
        """The view of `irregular`, waiting for its offender's left-hand opponent."""
        seat, call, decides = irregular.seat.value, str(irregular.call), irregular.decides.value
        return cls(seat=seat, call=call, decides=decides, **more)


@dataclass(frozen=True, kw_only=True)
class CallOutOfRotationPending(CallPending):
    """A call out of rotation (Laws 28-32), waiting for the offender's left-hand opponent."""

    kind: str = "call_out_of_rotation"
    turn: str  # whose turn it was


@dataclass(frozen=True, kw_only=True)
class ChangeOfCallPending(CallPending):
    """A second call (Law 25); the left-hand opponent decides, or the director finds the
    first call unintended."""

    kind: str = "change_of_call"
    replaces: str  # the call it would replace


@dataclass(frozen=True, kw_only=True)
class ComparableCallPending(CallPending):
    """A substitute for an insufficient bid the director rules on (Law 27B1b)."""

    kind: str = "comparable_call"
    decides: str = "director"
    insufficient: str


@dataclass(frozen=True, kw_only=True)
class RevokeCorrectionPending(PendingView):
    """Revoke `number`, attention drawn to it, which its offender may still correct (Law 62)."""

    kind: str = "revoke_correction"
    number: int
    seat: str
    trick: int


@dataclass(frozen=True, kw_only=True)
class LeadRestrictionPending(PendingView):
    """Declarer's choice of a restriction on the next lead."""

    kind: str = "lead_restriction"
    law: str  # 50D2 (a major penalty card) or 26B (a call withdrawn in the auction)


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
    pending: PendingView | None
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


def _pending(board: Board) -> PendingView | None:
    """What the table waits for: a decision on a lead out of turn, the correction of a revoke
    attention was drawn to, or declarer's choice of a lead restriction (all of them public
    at the table); in the auction, an insufficient bid (Law 27) and what follows it."""
    insufficient = board.insufficient_bid
    if insufficient is not None and insufficient.refused:
        seat = insufficient.seat.value
        return CallPending(kind="substitute", seat=seat, call=str(insufficient.call), decides=seat)
    if insufficient is not None:
        return CallPending.of(insufficient, kind="insufficient_bid")
    waiting = board.out_of_rotation
    if waiting is not None:
        return CallOutOfRotationPending.of(waiting, turn=waiting.turn.value)
    if board.call_change is not None:
        replaces = str(board.state.auction.calls[-1])
        return ChangeOfCallPending.of(board.call_change, replaces=replaces)
    comparable = board.comparable_call
    if comparable is not None:
        return ComparableCallPending(
            seat=comparable.seat.value,
            call=str(comparable.call),
            insufficient=str(comparable.insufficient),
        )
    if board.premature is not None:
        return CardPending.of(board.premature, "premature_play")
    if board.pending_lead is not None:
        return CardPending.of(board.pending_lead, "lead_out_of_turn")
    for raised in board.revokes:
        if board_revokes.revoke_status(board, raised).value == "correctable":
            decides = board.player_of(raised.seat).value
            return RevokeCorrectionPending(
                number=raised.number, seat=raised.seat.value, trick=raised.trick, decides=decides
            )
    leader = board_leads.restriction_pending(board)
    if leader is not None:
        assert board.state.declarer is not None
        return LeadRestrictionPending(
            law=board_leads.restriction_law(board, leader), decides=board.state.declarer.value
        )
    return None
