"""Declarer's lead restriction when a defender with a major penalty card's partner is to
lead (Law 50D2), or the partner of a player whose call was withdrawn and not replaced by
a comparable one (Law 26B): a family of board commands. The restriction in force lives
in the board's `LeadState` (leads.py), which a card played ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import SEATS
from domain.board.event import BoardEvent
from domain.board.family import Quiet, Waiting, family
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.lead_state import LeadState
from domain.board.pending import LeadRestrictionPending
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law26_lead_restriction import suits_declarer_may_forbid
from domain.rules.leads import (
    LeadChoice,
    LeadRestriction,
    check_restricted_lead,
    restriction_for,
    still_forbidden,
    with_kept,
)
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def _nothing_kept(state: dict[str, object]) -> None:
    """The three events' version 1 kept nothing of an earlier prohibition: none, as they
    then loaded (`kept`, version 2)."""
    state["kept"] = []


@dataclass(frozen=True, kw_only=True)
class RestrictLead(BoardCommand):
    """Declarer's choice when a defender with a major penalty card's partner is to lead:
    require or forbid the suit, or neither (Law 50D2); or when the partner of a player
    whose call was withdrawn is to lead: forbid one `suit`, or not (Law 26B)."""

    choice: str
    suit: str | None = None
    # Law 51B2(b): with penalty cards in more than one suit, declarer "may prohibit the
    # defender's partner from leading one or more of such suits"
    suits: tuple[str, ...] = ()


# ---- events -----------------------------------------------------------------------------
class LeadRestricted(BoardEvent):
    """Declarer's choice when the partner of a defender with a major penalty card is to
    lead (Law 50D2): `require` or `forbid` `suit` (the penalty card is picked up), or
    `none`. `kept` (version 2): the suits a prohibition made at an earlier lead of the same
    player still forbids (Law 50D2(a): "for as long as he retains the lead")."""

    class_version = 2

    choice: str
    seat: str
    suit: str
    actor: str
    kept: list[str]

    upcast_v1_v2 = staticmethod(_nothing_kept)

    def apply(self, board: Board) -> None:
        leader, suit = Seat(self.seat), Suit(self.suit)
        restriction = with_kept(
            restriction_for(LeadChoice(self.choice), leader, suit), leader, _suits(self.kept)
        )
        board.leads = LeadState(board.leads.pending, restriction, board.state.cards_played)
        if self.choice != LeadChoice.NONE:
            holder = leader.partner
            board.penalty_cards = tuple(
                p for p in board.penalty_cards if not (p.seat is holder and p.card.suit is suit)
            )


class LeadsForbidden(BoardEvent):
    """Law 51B2(b) (2017): with a defender's penalty cards in more than one suit and his
    partner to lead, "declarer may prohibit the defender's partner from leading one or
    more of such suits; the defender then picks up every penalty card in every suit
    prohibited by declarer [...]. The prohibition continues for as long as the player
    retains the lead." `suits`: two or more (one is `LeadRestricted`'s forbid); `kept`
    (version 2) as `LeadRestricted`'s."""

    class_version = 2

    seat: str
    suits: list[str]
    actor: str
    kept: list[str]

    upcast_v1_v2 = staticmethod(_nothing_kept)

    def apply(self, board: Board) -> None:
        leader = Seat(self.seat)
        suits = [Suit(suit) for suit in self.suits]
        restriction = with_kept(
            LeadRestriction(leader, suits[0], "must_not", frozenset(suits[1:])),
            leader,
            _suits(self.kept),
        )
        board.leads = LeadState(board.leads.pending, restriction, board.state.cards_played)
        holder = leader.partner
        board.penalty_cards = tuple(
            p for p in board.penalty_cards if not (p.seat is holder and p.card.suit in suits)
        )


class LeadProhibited(BoardEvent):
    """Declarer's choice at the first lead of the partner of a player whose call was
    withdrawn (Law 26B): `suit` forbidden while he keeps the lead, or None; `kept` (version
    2) as `LeadRestricted`'s."""

    class_version = 2

    seat: str
    suit: str | None
    actor: str
    kept: list[str]

    upcast_v1_v2 = staticmethod(_nothing_kept)

    def apply(self, board: Board) -> None:
        leader = SEATS[self.seat]
        restriction = board.leads.restriction
        if self.suit is not None:
            restriction = LeadRestriction(leader, Suit(self.suit), "must_not")
        restriction = with_kept(restriction, leader, _suits(self.kept))
        board.leads = LeadState(board.leads.pending, restriction, board.state.cards_played)
        board.auction = board.auction.lead_penalty_served(leader.partner)


def _suits(texts: list[str]) -> list[Suit]:
    return [Suit(text) for text in texts]


def _kept(board: Board, leader: Seat) -> list[str]:
    """What a new choice at `leader`'s lead records as `kept`: the suits a prohibition in
    force still forbids him (Laws 50D2(a), 51B2(b), 26B)."""
    return [suit.value for suit in still_forbidden(board.leads.restriction, leader)]


# ---- what the core asks of the family ---------------------------------------------------
class LeadRestrictions(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        leader = restriction_pending(board)
        if leader is None:
            return None
        assert board.state.declarer is not None
        view = LeadRestrictionPending(
            kind="lead_restriction",
            law=restriction_law(board, leader),
            decides=board.state.declarer.value,
        )
        return Waiting(view, "Declarer's choice of a lead restriction comes first")

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        if not board.state.open_trick():
            check_restricted_lead(board.leads.restriction, seat, board.state.hand(seat), card)


family(50, LeadRestrictions())


# ---- deciding ---------------------------------------------------------------------------
def restriction_pending(board: Board) -> Seat | None:
    """The defender about to lead whose partner holds a major penalty card, while
    declarer has not yet chosen for this lead (Law 50D2)."""
    leader = board.state.next_seat
    if board.phase is not Phase.PLAY or leader is None or board.state.open_trick():
        return None
    if board.leads.pending is not None or leader.side == board.state.contract_side:
        return None
    if board.leads.choice_at == board.state.cards_played:
        return None
    holder = leader.partner
    if any(p.seat is holder and p.is_major for p in board.penalty_cards):
        return leader
    if holder in board.auction.lead_penalty and suits_declarer_may_forbid(
        board.state.auction, holder
    ):
        return leader  # Law 26B: his partner's call was withdrawn, not comparable
    return None


def restriction_law(board: Board, leader: Seat) -> str:
    """Which Law gives declarer his choice at `leader`'s lead: a major penalty card
    (50D2) before a withdrawn call (26B)."""
    holder = leader.partner
    if any(p.seat is holder and p.is_major for p in board.penalty_cards):
        return "50D2"
    return "26B"


@handles(RestrictLead)
def restrict_lead(board: Board, actor: Actor, command: RestrictLead, _: RegisteredName) -> None:
    choice, suit = command.choice, command.suit
    leader = restriction_pending(board)
    if leader is None:
        raise Conflict("No lead restriction is waiting for declarer's choice.")
    declarer = board.state.declarer
    assert declarer is not None
    law = restriction_law(board, leader)
    if not (board.is_director(actor) or board.holds(actor, declarer)):
        raise NotAllowed(f"Declarer ({declarer.value}) makes this choice (Law {law}).")
    if law == "26B":
        if command.suits:
            raise RuleViolation("Under Law 26B declarer forbids one suit: name it as suit.")
        _prohibit_lead(board, actor, leader, choice, suit)
        return
    if choice not in {c.value for c in LeadChoice}:
        raise RuleViolation("choice must be require, forbid or none.")
    named = _several_suits(board, leader.partner, command)
    if len(named) > 1:
        board.trigger_event(
            LeadsForbidden,
            seat=leader.value,
            suits=[s.value for s in named],
            actor=actor.name,
            kept=_kept(board, leader),
        )
        return
    if named:
        suit = named[0].value
    board.trigger_event(
        LeadRestricted,
        choice=choice,
        seat=leader.value,
        suit=_penalty_card_suit(board, leader.partner, choice, suit).value,
        actor=actor.name,
        kept=_kept(board, leader),
    )


def _penalty_card_suit(board: Board, holder: Seat, choice: str, named: str | None) -> Suit:
    """The suit declarer requires or forbids (Law 51B2: "declarer may require the
    defender's partner to lead a specified suit in which the defender has a penalty
    card", or prohibit one of such suits): the suit named, which must be one of the major
    penalty cards' suits; with penalty cards in one suit only, that suit by default."""
    suits = sorted(
        {p.card.suit for p in board.penalty_cards if p.seat is holder and p.is_major},
        key=lambda s: s.value,
    )
    if choice == LeadChoice.NONE.value:
        return suits[0]  # no suit is required or forbidden: the penalty cards stay
    listed = ", ".join(s.value for s in sorted(suits, key=SUIT_ORDER.index))
    if named is None:
        if len(suits) > 1:
            raise RuleViolation(
                f"{holder.value} has penalty cards in several suits ({listed}): name the suit "
                "to require or forbid (Law 51B2)."
            )
        return suits[0]
    if named not in {s.value for s in suits}:
        raise RuleViolation(
            f"Declarer requires or forbids a suit in which {holder.value} has a penalty card "
            f"({listed}) (Laws 50D2, 51B2)."
        )
    return Suit(named)


def _several_suits(board: Board, holder: Seat, command: RestrictLead) -> list[Suit]:
    """Law 51B2(b): the suits declarer forbids when he names them as `suits` (with `suit`
    if given too): more than one, each one of the major penalty cards' suits; one alone is
    Law 50D2's (51B1, 51B2(a)) forbid, `LeadRestricted`; none when `suits` is empty."""
    if not command.suits:
        return []
    if command.choice != LeadChoice.FORBID.value:
        raise RuleViolation(
            "Declarer may require one suit (suit) but forbid one or more (suits) (Law 51B2)."
        )
    texts = [*([command.suit] if command.suit else []), *command.suits]
    if any(text not in {s.value for s in Suit} for text in texts):
        raise RuleViolation("suits are S, H, D or C.")
    named = sorted({Suit(text) for text in texts}, key=SUIT_ORDER.index)
    if len(named) == 1:
        return named  # one suit forbidden: Law 50D2 / 51B1(b)'s own event
    held = {p.card.suit for p in board.penalty_cards if p.seat is holder and p.is_major}
    if not set(named) <= held:
        listed = ", ".join(s.value for s in sorted(held, key=SUIT_ORDER.index))
        raise RuleViolation(
            f"Declarer forbids only suits in which {holder.value} has a penalty card "
            f"({listed}) (Law 51B2(b))."
        )
    return named


def _prohibit_lead(board: Board, actor: Actor, leader: Seat, choice: str, suit: str | None) -> None:
    """Law 26B (2017, as amended): "declarer may, at the offender's partner's first turn to
    lead (which may be the opening lead) prohibit offender's partner from leading any
    (one) suit which has not been specified in the legal auction by the offender"; the
    prohibition lasts while he keeps the lead."""
    if choice not in (LeadChoice.FORBID.value, LeadChoice.NONE.value):
        raise RuleViolation(
            "Under Law 26B declarer may only forbid one suit (choice forbid, with suit) "
            "or leave the lead free (choice none)."
        )
    forbidden: Suit | None = None
    if choice == LeadChoice.FORBID.value:
        if suit is None or suit not in {s.value for s in Suit}:
            raise RuleViolation("Name the suit to forbid: suit is S, H, D or C.")
        forbidden = Suit(suit)
        offender = leader.partner
        if forbidden not in suits_declarer_may_forbid(board.state.auction, offender):
            raise RuleViolation(
                f"{offender.value} specified {forbidden.value} in the legal auction: under "
                "Law 26B declarer may forbid only a suit the offender did not specify."
            )
    board.trigger_event(
        LeadProhibited,
        seat=leader.value,
        suit=forbidden.value if forbidden else None,
        actor=actor.name,
        kept=_kept(board, leader),
    )
