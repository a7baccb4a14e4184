"""Leads out of turn (Laws 53-56) and lead restrictions after a penalty card (Law 50D2).
Pure rules; no I/O."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation


class LeadDecision(StrEnum):
    ACCEPT = "accept"
    ACCEPT_AND_DUMMY = "accept_and_dummy"  # the opening lead: declarer becomes dummy (54A)
    REFUSE = "refuse"


class LeadChoice(StrEnum):
    REQUIRE = "require"
    FORBID = "forbid"
    NONE = "none"


@dataclass(frozen=True)
class PendingLead:
    """A card led by a hand whose turn it was not, waiting for the decision of `decides`;
    `partner_option`: what the partner of `decides` chose on declarer's lead (Law 55A),
    which waits for `decides`, whose option prevails."""

    seat: Seat
    card: Card
    decides: Seat
    opening: bool
    partner_option: LeadDecision | None = None


@dataclass(frozen=True)
class LeadRestriction:
    seat: Seat  # the defender on lead
    suit: Suit
    rule: str  # "must" lead the suit (if able) or "must_not" (while keeping the lead)
    # Law 51B2(b): "declarer may prohibit the defender's partner from leading one or more
    # of such suits": the suits forbidden besides `suit`
    more: frozenset[Suit] = frozenset()
    # Laws 50D2(a), 51B2(b), 26B: the suits an earlier prohibition still forbids, under a
    # requirement made at a later lead of the same player ("for as long as he retains the
    # lead")
    kept: frozenset[Suit] = frozenset()

    @property
    def suits(self) -> tuple[Suit, ...]:
        return (self.suit, *sorted(self.more - {self.suit}, key=SUIT_ORDER.index))

    @property
    def forbidden(self) -> tuple[Suit, ...]:
        """The suits he may not lead (if able) while he retains the lead, spades first."""
        if self.rule == "must_not":
            return self.suits
        return tuple(sorted(self.kept, key=SUIT_ORDER.index))

    def after_lead(self) -> LeadRestriction | None:
        """What stays in force once he has led: a prohibition lasts while he retains the
        lead; a requirement is served, and leaves the prohibitions kept with it."""
        if self.rule == "must_not":
            return self
        return prohibition(self.seat, self.kept)


def prohibition(seat: Seat, suits: Iterable[Suit]) -> LeadRestriction | None:
    """`seat` may not lead any of `suits` while he retains the lead; None for no suit."""
    ordered = sorted(set(suits), key=SUIT_ORDER.index)
    if not ordered:
        return None
    return LeadRestriction(seat, ordered[0], "must_not", frozenset(ordered[1:]))


def still_forbidden(restriction: LeadRestriction | None, leader: Seat) -> tuple[Suit, ...]:
    """The suits a prohibition in force still forbids `leader` at a new lead of his: Law
    50D2(a), "prohibit him from leading that suit for as long as he retains the lead"
    (51B2(b), 26B alike): declarer's choice at that lead adds to them, never lifts them."""
    if restriction is None or restriction.seat is not leader:
        return ()
    return restriction.forbidden


def with_kept(
    restriction: LeadRestriction | None, leader: Seat, kept: Iterable[Suit]
) -> LeadRestriction | None:
    """Declarer's choice at `leader`'s lead (`restriction`, None for none) with the suits
    an earlier prohibition still forbids him."""
    kept = frozenset(kept)
    if not kept:
        return restriction
    if restriction is None:
        return prohibition(leader, kept)
    if restriction.rule == "must_not":
        return prohibition(leader, {*restriction.suits, *kept})
    return replace(restriction, kept=kept - {restriction.suit})


def who_decides(offender: Seat, declarer: Seat) -> Seat:
    """Declarer decides on a defender's lead out of turn (Laws 54, 56); on declarer's lead
    from the wrong hand or out of turn the defenders do (Law 55A: "If the defenders choose
    differently then the option expressed by the player next in turn to the irregular lead
    shall prevail"), here that player, the defender on the offender's left; his partner's
    option waits for his (`defender_may_choose`)."""
    if offender.side == declarer.side:
        return offender.next()
    return declarer


def defender_may_choose(pending: PendingLead, declarer: Seat, seat: Seat) -> bool:
    """Law 55A: "If declarer has led out of turn from his or dummy's hand, either defender
    may accept the lead as provided in Law 53, or require its retraction": besides the
    defender next in turn (`pending.decides`), his partner `seat` may choose."""
    return pending.seat.side == declarer.side and seat is pending.decides.partner


def check_decision(
    decision: LeadDecision, pending: PendingLead, declarer: Seat, trick: int
) -> None:
    """Refuse a decision the Laws do not offer on `pending`, a lead to trick `trick`: Law
    53A, "Prior to the thirteenth trick, any lead faced out of turn may be treated as a
    correct lead"; Law 54A's declarer spreading his hand after an opening lead only."""
    if decision is not LeadDecision.REFUSE and trick == 13:
        raise RuleViolation(
            "A lead out of turn to the thirteenth trick cannot be accepted (Law 53A): the "
            "lead is made from the correct hand (refuse)."
        )
    if decision is LeadDecision.ACCEPT_AND_DUMMY and not (
        pending.opening and pending.seat.side != declarer.side
    ):
        raise RuleViolation(
            "accept_and_dummy is only for an opening lead out of turn by a defender (Law 54A)."
        )


def check_restricted_lead(
    restriction: LeadRestriction | None, seat: Seat, hand: Iterable[Card], card: Card
) -> None:
    """Refuse a lead that breaks the restriction in force, when the leader could keep it."""
    if restriction is None or restriction.seat is not seat:
        return
    held = list(hand)
    suit = restriction.suit
    if restriction.rule == "must" and card.suit is not suit and any(c.suit is suit for c in held):
        raise RuleViolation(
            f"Declarer required a lead of {suit.name_plural}; {seat.value} must lead one."
        )
    forbidden = restriction.forbidden
    if card.suit in forbidden and any(c.suit not in forbidden for c in held):
        named = " or ".join(s.name_plural for s in forbidden)
        raise RuleViolation(
            f"Declarer forbade a lead of {named} while {seat.value} keeps the lead."
        )


def restriction_for(choice: LeadChoice, leader: Seat, suit: Suit) -> LeadRestriction | None:
    if choice is LeadChoice.REQUIRE:
        return LeadRestriction(leader, suit, "must")
    if choice is LeadChoice.FORBID:
        return LeadRestriction(leader, suit, "must_not")
    return None


_SEAT_WORDS = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}


def opening_leader(declarer: Seat) -> Seat:
    """Law 41A: the defender on declarer's left makes the opening lead."""
    return declarer.next()


def check_lead_held(deal: Deal, declarer: Seat, lead: Card, board_number: int) -> None:
    """A table's reported opening lead must be a card of the opening leader's hand in the
    board's deal (a lead entered at the table against a dealt board set)."""
    leader = opening_leader(declarer)
    if lead not in deal.hand(leader):
        word = _SEAT_WORDS[leader]
        raise RuleViolation(
            f"{word} makes the opening lead (on declarer's left) and does not hold {lead} "
            f"on board {board_number}."
        )


# ---- Law 54A, 54C: the declaring side's cards faced after a faced opening lead out of turn
# 54A, Declarer Spreads His Hand: "After a faced opening lead out of turn, declarer may
# spread his hand; he becomes dummy. If declarer begins to spread his hand, and in doing
# so exposes one or more cards, he must spread his entire hand. Dummy becomes declarer."
# 54C, Declarer Must Accept Lead: "If declarer could have seen any of dummy's cards
# (except cards that dummy may have exposed during the auction and that were subject to
# Law 24), he must accept the lead and the presumed declarer then becomes declarer."
# 54E: "If a player of the declaring side attempts to make an opening lead Law 24
# applies": a card the presumed dummy so faced is one "subject to Law 24".
@dataclass(frozen=True)
class FacedAfterLead:
    """What the declaring side's cards faced after a faced opening lead out of turn settle:
    the lead's `decision` under `law`, or none (`decision` None) when every card faced was
    dummy's exposed during the auction under Law 24."""

    decision: LeadDecision | None
    law: str


def cards_faced(
    seat: Seat, declarer: Seat, cards: Iterable[Card], law24_cards: Iterable[Card]
) -> FacedAfterLead:
    """`seat`'s `cards` were faced after a defender's faced opening lead out of turn, the
    presumed declarer being `declarer`; `law24_cards`, the cards of `seat` exposed during
    the auction under Law 24 (Law 24's own exposures, a card led in the auction, 54E's
    attempted opening lead)."""
    faced = frozenset(cards)
    if not faced:
        raise RuleViolation("Name the cards faced: at least one.")
    if seat is declarer:
        # 54A: he began to spread his hand, exposing one or more cards: he becomes dummy
        return FacedAfterLead(LeadDecision.ACCEPT_AND_DUMMY, "54A")
    if seat is declarer.partner:
        seen = faced - frozenset(law24_cards)
        # 54C: declarer could have seen any of dummy's cards but the Law 24 ones: he must
        # accept the lead, and stays declarer
        return FacedAfterLead(LeadDecision.ACCEPT if seen else None, "54C")
    raise RuleViolation(
        f"{seat.value} defends: Law 54 settles the lead on the declaring side's cards faced "
        "(54A declarer's, 54C dummy's); a defender's cards exposed are Law 49's."
    )
