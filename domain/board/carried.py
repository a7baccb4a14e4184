"""The Laws' facts a practice board carries from its source (issue 34, 0.27.0).

A practice board replays the source's effective play, its calls and cards, by the board's
own commands (domain/practice.py). What the source's events recorded beside them and is
still in force at the step practised from is then recorded in one event, `FactsCarried`,
as the source's folded state held it: the penalty cards on the table and their kind (Law
50), the lead restriction declarer chose with the suits it keeps forbidden (Laws 50D2,
51B2, 26B), when he chose it, Law 60B's retraction and its penalty card, declarer's
option binding the next card (57A), the Law 51A designation and the cards a withdrawal
sent back (62C2), the auction's duties binding later calls and the opening lead (Laws
23, 26, 27B2, 30-32), and the cards seen in the auction (Law 24: which become penalty
cards of what kind when it ends, 24B's led card a major one), and the revokes raised with
the irregular plays and claim moments that establish them (Law 63A: the revoke card itself
is recorded as the source recorded it, `record_revoke_card`, so that Law 64's transfer is
made at the end of play as at the source). The event is recorded after
the replayed play, at the step where the facts stood at the source: a fact recorded with
the creation would meet the replayed cards (a penalty card played, a lead won) and change
on the way. Its `apply` only assigns what
it records: loading the board never judges anything again.

What follows from the facts is the board's ordinary rules: declarer's choice at the
partner's lead (Law 50D2, 26B) waits as it waits at the source, a robot takes its option
and obeys the restriction (api/robot_decisions.py, domain/board/legal.py), and a board
that prevents irregularities refuses a card that breaks a penalty card's duty (below), as
it refuses every other revoke (Law 61A: "Failure to [...] lead or play, when able, a card
or suit required by law or specified by an opponent when exercising an option in
rectification of an irregularity constitutes a revoke").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypedDict

from domain.actors import Actor
from domain.board.event import BoardEvent
from domain.board.family import Quiet, family
from domain.board.play import CardPlayed, penalty_cards_in_force
from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import PlayDuty, PlayOption
from domain.rules.leads import LeadRestriction
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.revokes import ClaimMoment, IrregularPlay, RaisedRevoke, revoke_kind
from domain.rules.table import CardAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class PenaltyCardRecord(TypedDict):
    seat: str
    card: str
    kind: str


class RestrictionRecord(TypedDict):
    seat: str
    suit: str
    rule: str
    more: list[str]
    kept: list[str]


class SeatCardRecord(TypedDict):
    seat: str
    card: str


class RaisedRecord(TypedDict):
    number: int
    seat: str
    trick: int
    card: str
    found: bool
    after_close: bool
    was_corrected: bool
    made_penalty_card: bool
    accepted: bool


class SideMomentRecord(TypedDict):
    side: str
    at: int  # the trick of an irregular play (Law 63A1), the cards played at a claim (63A3)


class DutyRecord(TypedDict):
    seat: str
    option: str
    suit: str | None


class FactsCarried(BoardEvent):
    """The facts in force at step `step` of board `source` (its events after its creation,
    as POST /practice names the step), carried onto this practice board after its
    replayed play: each as the source's events had left it."""

    source: str
    step: int
    penalty_cards: list[PenaltyCardRecord]
    lead_restriction: RestrictionRecord | None
    lead_choice_at: int | None
    declarer_retracted: bool
    before_declarers_lead: PenaltyCardRecord | None
    play_duty: DutyRecord | None
    designated: PenaltyCardRecord | None
    replayable: list[PenaltyCardRecord]
    silenced: list[str]
    must_pass_next: list[str]
    no_double_next: str | None
    lead_penalty: list[str]
    irregular_call: bool
    led_cards: list[SeatCardRecord]
    law24_cards: list[SeatCardRecord]
    raised_revokes: list[RaisedRecord]
    irregular_plays: list[SideMomentRecord]
    claim_moments: list[SideMomentRecord]

    def apply(self, board: Board) -> None:
        board.penalty_cards = tuple(_penalty_card(p) for p in self.penalty_cards)
        board.leads = replace(
            board.leads,
            restriction=_restriction(self.lead_restriction),
            choice_at=self.lead_choice_at,
            declarer_retracted=self.declarer_retracted,
            before_declarers_lead=_maybe_penalty_card(self.before_declarers_lead),
        )
        board.premature = replace(board.premature, duty=_duty(self.play_duty))
        board.revokes = replace(
            board.revokes,
            designated=_maybe_penalty_card(self.designated),
            replayable=tuple(_penalty_card(p) for p in self.replayable),
            raised=tuple(_raised(r) for r in self.raised_revokes),
            irregular_plays=tuple(IrregularPlay(m["side"], m["at"]) for m in self.irregular_plays),
        )
        moments = tuple(ClaimMoment(m["side"], m["at"]) for m in self.claim_moments)
        board.claims = replace(board.claims, moments=moments)
        board.auction = replace(
            board.auction,
            silenced=_seats(self.silenced),
            must_pass_next=_seats(self.must_pass_next),
            no_double_next=None if self.no_double_next is None else Seat(self.no_double_next),
            lead_penalty=_seats(self.lead_penalty),
            irregular_call=self.irregular_call,
            led_cards=_seat_cards(self.led_cards),
            law24_cards=_seat_cards(self.law24_cards),
        )


def carried_facts(source: Board) -> dict[str, Any]:
    """The fields of `FactsCarried` as `source` (the board at the step) holds them."""
    leads, auction = source.leads, source.auction
    return {
        "penalty_cards": [_penalty_record(p) for p in source.penalty_cards],
        "lead_restriction": _restriction_record(leads.restriction),
        "lead_choice_at": leads.choice_at,
        "declarer_retracted": leads.declarer_retracted,
        "before_declarers_lead": _maybe_penalty_record(leads.before_declarers_lead),
        "play_duty": _duty_record(source.premature.duty),
        "designated": _maybe_penalty_record(source.revokes.designated),
        "replayable": [_penalty_record(p) for p in source.revokes.replayable],
        "silenced": _seat_list(auction.silenced),
        "must_pass_next": _seat_list(auction.must_pass_next),
        "no_double_next": None if auction.no_double_next is None else auction.no_double_next.value,
        "lead_penalty": _seat_list(auction.lead_penalty),
        "irregular_call": auction.irregular_call,
        "led_cards": _seat_card_list(auction.led_cards),
        "law24_cards": _seat_card_list(auction.law24_cards),
        "raised_revokes": [_raised_record(r) for r in source.revokes.raised],
        "irregular_plays": [
            {"side": p.side, "at": p.trick} for p in source.revokes.irregular_plays
        ],
        "claim_moments": [{"side": m.side, "at": m.cards_played} for m in source.claims.moments],
    }


def record_revoke_card(board: Board, actor: Actor, played: CardAction) -> None:
    """Records on `board` the revoke card `played` as its source recorded it (its trick,
    winner and the kind of revoke it was): a board that prevents revokes would refuse it
    as a command, and judging it again is not the practice board's to do. The card is in
    the hand, the play before it being the source's."""
    board.trigger_event(
        CardPlayed,
        seat=played.seat.value,
        card=str(played.card),
        actor=actor.name,
        trick=played.trick,
        position=played.position,
        leader=played.leader.value,
        winner=None if played.winner is None else played.winner.value,
        declarer_tricks=played.declarer_tricks,
        revoke=played.revoke,
    )


class CarriedPenaltyCards(Quiet):
    """A board that prevents irregularities holds penalty cards only when a practice board
    carried them: it refuses a card that breaks their duty, as it refuses a revoke. Law
    50D1: "A major penalty card must be played at the first legal opportunity, whether in
    leading, following suit, discarding or trumping"; 50C: a minor one's holder "may not
    play any other card of the same suit below the rank of an honour until he has first
    played the penalty card". One judge of both: `revoke_kind`, which the boards that
    record irregularities ask to tell such a card for a revoke (domain/board/play.py)."""

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        if board.irregularity_policy.records_irregularities or not board.penalty_cards:
            return
        majors, minors = penalty_cards_in_force(board, seat)
        if not majors and not minors:
            return
        hand, trick = board.state.hand(seat), board.state.open_trick()
        if revoke_kind(hand, trick, card, majors, minors) is None:
            return
        faced = ", ".join(str(c) for c in (*majors, *minors))
        raise RuleViolation(
            f"{seat.value} must play the penalty card ({faced}) now: another card would be "
            "a revoke (Laws 50C, 50D1, 61A)."
        )


family(55, CarriedPenaltyCards())


# ---- records --------------------------------------------------------------------------
def _seat_list(seats: frozenset[Seat]) -> list[str]:
    return [seat.value for seat in SEAT_ORDER if seat in seats]


def _seats(values: list[str]) -> frozenset[Seat]:
    return frozenset(Seat(value) for value in values)


def _raised_record(raised: RaisedRevoke) -> RaisedRecord:
    return {
        "number": raised.number,
        "seat": raised.seat.value,
        "trick": raised.trick,
        "card": str(raised.card),
        "found": raised.found,
        "after_close": raised.after_close,
        "was_corrected": raised.was_corrected,
        "made_penalty_card": raised.made_penalty_card,
        "accepted": raised.accepted,
    }


def _raised(record: RaisedRecord) -> RaisedRevoke:
    return RaisedRevoke(
        record["number"],
        Seat(record["seat"]),
        record["trick"],
        Card.parse(record["card"]),
        record["found"],
        record["after_close"],
        record["was_corrected"],
        record["made_penalty_card"],
        record["accepted"],
    )


def _seat_card_list(cards: frozenset[tuple[Seat, Card]]) -> list[SeatCardRecord]:
    ordered = sorted(cards, key=lambda pair: (SEAT_ORDER.index(pair[0]), str(pair[1])))
    return [{"seat": seat.value, "card": str(card)} for seat, card in ordered]


def _seat_cards(records: list[SeatCardRecord]) -> frozenset[tuple[Seat, Card]]:
    return frozenset((Seat(r["seat"]), Card.parse(r["card"])) for r in records)


def _penalty_record(card: PenaltyCard) -> PenaltyCardRecord:
    return {"seat": card.seat.value, "card": str(card.card), "kind": card.kind}


def _maybe_penalty_record(card: PenaltyCard | None) -> PenaltyCardRecord | None:
    return None if card is None else _penalty_record(card)


def _penalty_card(record: PenaltyCardRecord) -> PenaltyCard:
    return PenaltyCard(Seat(record["seat"]), Card.parse(record["card"]), record["kind"])


def _maybe_penalty_card(record: PenaltyCardRecord | None) -> PenaltyCard | None:
    return None if record is None else _penalty_card(record)


def _suit_list(suits: frozenset[Suit]) -> list[str]:
    return [suit.value for suit in Suit if suit in suits]


def _restriction_record(restriction: LeadRestriction | None) -> RestrictionRecord | None:
    if restriction is None:
        return None
    return {
        "seat": restriction.seat.value,
        "suit": restriction.suit.value,
        "rule": restriction.rule,
        "more": _suit_list(restriction.more),
        "kept": _suit_list(restriction.kept),
    }


def _restriction(record: RestrictionRecord | None) -> LeadRestriction | None:
    if record is None:
        return None
    return LeadRestriction(
        Seat(record["seat"]),
        Suit(record["suit"]),
        record["rule"],
        frozenset(Suit(s) for s in record["more"]),
        frozenset(Suit(s) for s in record["kept"]),
    )


def _duty_record(duty: PlayDuty | None) -> DutyRecord | None:
    if duty is None:
        return None
    suit = None if duty.suit is None else duty.suit.value
    return {"seat": duty.seat.value, "option": duty.option.value, "suit": suit}


def _duty(record: DutyRecord | None) -> PlayDuty | None:
    if record is None:
        return None
    suit = None if record["suit"] is None else Suit(record["suit"])
    return PlayDuty(Seat(record["seat"]), PlayOption(record["option"]), suit)
