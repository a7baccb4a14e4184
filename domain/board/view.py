"""The board as one requester sees it (docs/contract.md "Board view"), declared once: the
domain builds these models and the API documents and answers them as they are. Who sees
which hand and explanation is decided in domain/policy.py; this only leaves out what it
is told to hide."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, TypeVar, cast
from uuid import UUID

from pydantic import Field

from domain.board.aggregate import Board
from domain.board.auction_irregularities.state import AuctionState
from domain.board.family import waiting
from domain.board.pending import Pending, View
from domain.board.robot_partner_wait import robot_partner_waits
from domain.board.robot_seats import robot_seats
from domain.rules.auction import Auction
from domain.rules.cards import SEAT_ORDER, Seat, hand_texts
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
    def in_seat_order(cls, values: Sequence[Value]) -> PerSeat[Value]:
        """The values of N, E, S and W, in that order (SEAT_ORDER's)."""
        north, east, south, west = values
        return cls.model_construct(N=north, E=east, S=south, W=west)


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
    also: list[str] = Field(
        default_factory=list,
        description="Law 51B2(b): the other suits forbidden with `suit`, if any.",
    )
    kept: list[str] = Field(
        default_factory=list,
        description="Under a requirement (`must`): the suits an earlier prohibition still "
        "forbids him while he retains the lead (Laws 50D2(a), 51B2(b), 26B), spades first; "
        "empty otherwise (a prohibition's suits are all in `suit` and `also`).",
    )


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
    robots: list[str] = Field(
        description="The seats robots hold, in the order N, E, S, W (docs/contract.md "
        '"Robots, practice and live tables"): read this, not a seat holder\'s name (0.26.0).'
    )
    robots_wait: str | None = Field(
        description="The robot seat that waits at its turn for its partner's Law 25A "
        "window (a board with a director, after the partner's call): it calls after the "
        'partner\'s change or `POST /boards/{id}/robots/continue` ("robots, go on"); null '
        "when no robot waits (0.27.0)."
    )
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
    viewer_directs: bool = Field(
        description="The requester directs this board (its director, or an admin, never a "
        "player at it): the director's reads and findings are his (0.23.0)."
    )
    can_practise: bool = Field(
        description="The requester may practise the board from the position shown: POST "
        "/practice from it makes a board (0.23.0; exact since 0.24.0)."
    )
    practice_refused_because: str | None = Field(
        description="Why POST /practice from the position shown would be refused, in its "
        "words (he may not see every hand; the play holds a revoke nobody raised or a "
        "condoned irregularity a practice board cannot replay, or waits for a decision on "
        "an irregular call or card; nothing is left to play); null where can_practise is "
        "true (0.24.0; facts in force carried since 0.27.0)."
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


def _auction(board: Board, unexplained: frozenset[Seat]) -> list[CallPublic]:
    """The calls as the view shows them, made once for each auction a board reaches and
    each set of callers whose explanations are hidden: every card played after the
    auction shows the same calls (a card keeps the table state's `auction`).

    A board's table state is made from its effective play alone (aggregate.py `_append`,
    `_rewrite`): a new call makes a new `Auction`, and a rewrite makes new ones for every
    call. So the same `Auction` object (kept here, so that its id is never another's)
    stands for the same calls as recorded, alerts and explanations included, and the
    same `AuctionState` for the same corrections of them (Laws 20F4, 20F5)."""
    calls, disclosures = board.state.auction, board.auction
    seen = _AUCTIONS.get(board.id)
    if seen is not None and seen[0] is calls and seen[1] is disclosures and seen[2] == unexplained:
        return list(seen[3])
    made = tuple(
        _call_public(board, at, action, unexplained)
        for at, action in enumerate(a for a in board.actions if isinstance(a, CallAction))
    )
    if len(_AUCTIONS) >= _AUCTIONS_KEPT:
        _AUCTIONS.clear()
    _AUCTIONS[board.id] = (calls, disclosures, unexplained, made)
    return list(made)


# Each board's auction as its latest view showed it (`_auction`): the rules' auction
# and the board's disclosures it was made from, whose explanations it hides, the calls.
# Kept here, by board id, not on the Board: every event gives a new Board object (the
# application copies a cached board before applying newer events, `_copy_on_write`, and
# the copy shares the old one's `Auction`), so a cache on the instance would be lost at
# every card while the auction it shows is unchanged. Bounded, so that a long-running
# service keeps the auctions of at most `_AUCTIONS_KEPT` boards: when full it starts
# again empty (one statement, so that concurrent readers never see it half evicted);
# an entry holds its `Auction`, so an `is` comparison never matches another's.
_AUCTIONS: dict[UUID, tuple[Auction, AuctionState, frozenset[Seat], tuple[CallPublic, ...]]] = {}
_AUCTIONS_KEPT = 4096


def board_view(
    board: Board,
    visible: set[Seat],
    unexplained: frozenset[Seat] = frozenset(),
    *,
    viewer: ViewerRights,
) -> BoardPublic:
    """`board` at any version, showing only the hands of the `visible` seats, and the
    alerts and explanations of every caller but the `unexplained` ones; `viewer`: what
    the requester may do there, as the domain's rules say (api/replies.py)."""
    state = board.state
    claim = board.claims.pending
    restriction = board.leads.restriction
    found = waiting(board)
    seats, players = board.seats, board.players
    return BoardPublic.model_construct(
        id=str(board.id),
        board_number=state.setup.board_number,
        dealer=state.setup.dealer.value,
        vulnerability=state.setup.vulnerability.value,
        revoke_policy=board.revoke_policy,
        mode=board.mode,
        phase=state.phase.value,
        seats=_NAMES.in_seat_order([seats.get(seat) for seat in SEAT_ORDER]),
        players=_NAMES.in_seat_order([players.get(seat) for seat in SEAT_ORDER]),
        robots=[seat.value for seat in robot_seats(board)],
        robots_wait=waits.value if (waits := robot_partner_waits(board)) else None,
        director=board.director,
        auction=_auction(board, unexplained),
        contract="Pass"
        if state.auction.is_passed_out
        else (state.contract.text if state.contract else None),
        declarer=state.declarer.value if state.declarer else None,
        dummy=state.dummy.value if state.dummy else None,
        next=state.next_seat.value if state.next_seat else None,
        hands=_HANDS.in_seat_order(
            [
                list(hand_texts(hand)) if seat in visible else None
                for seat, hand in zip(SEAT_ORDER, state.hands, strict=True)
            ]
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
        penalty_cards=_penalty_cards(board),
        pending=None if found is None else found.view,
        lead_restriction=None
        if restriction is None
        else LeadRestrictionPublic.model_construct(
            seat=restriction.seat.value,
            suit=restriction.suit.value,
            rule=restriction.rule,
            also=[suit.value for suit in restriction.suits[1:]],
            kept=[suit.value for suit in restriction.forbidden]
            if restriction.rule == "must"
            else [],
        ),
        version=board.version,
        cards_left=_COUNTS.in_seat_order([len(hand) for hand in state.hands]),
        trick=_latest_trick(board),
        viewer_directs=viewer.directs,
        can_practise=viewer.practice_refused is None,
        practice_refused_because=viewer.practice_refused,
    )


@dataclass(frozen=True)
class ViewerRights:
    """What the requester may do at the board shown, judged where each rule lives
    (domain/policy.py `directs`, domain/practice.py `practice_refused`), so that the page
    reads it instead of repeating the rules."""

    directs: bool
    practice_refused: str | None


NO_RIGHTS = ViewerRights(directs=False, practice_refused="Practice is not offered here.")


# The per-seat models a view is made of, each parametrised once.
_NAMES = PerSeat[str | None]
_HANDS = PerSeat[list[str] | None]
_COUNTS = PerSeat[int]
_PENALTY_CARDS = PerSeat[list[PenaltyCardPublic]]


def _penalty_cards(board: Board) -> PerSeat[list[PenaltyCardPublic]]:
    faced = board.penalty_cards
    return _PENALTY_CARDS.in_seat_order(
        [
            [
                PenaltyCardPublic.model_construct(card=str(p.card), kind=p.kind)
                for p in faced
                if p.seat is seat
            ]
            for seat in SEAT_ORDER
        ]
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
