"""The auction and the play (docs/design.md 4.2, 4.3): a call and a card, each meeting
the irregularities the board's policy lets happen on their way (the auction's, leads out
of turn, premature plays, revokes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor, holder_actor
from domain.board import declarers_premature, leads, premature
from domain.board.actions import CardRecord
from domain.board.auction_irregularities import inadmissible, insufficient_bid, intake, rotation
from domain.board.auction_irregularities.exposed import settle_exposures
from domain.board.calls import MakeCall, record_call
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.family import Quiet, check_card, family, require_nothing_waiting, waiting
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.revokes.end_of_play import end_of_play
from domain.board.revokes.state import PenaltyCardFaced
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_CALL_EXPLANATION, check_text
from domain.rules.calls import Call, MadeCall
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law35_39_inadmissible_call import bid_above_seven
from domain.rules.law57_premature_play import check_play_duty
from domain.rules.leads import check_restricted_lead
from domain.rules.revokes import RevokeKind, revoke_kind
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class PlayCard(BoardCommand):
    """A card from the seat to play; declarer plays dummy's (Law 45)."""

    seat: str
    card: str


class CardPlayed(BoardEvent, ChangesThePlay):
    # Version 2 records whether the card was a revoke (policies detect and auto).
    class_version = 2

    seat: str
    card: str
    actor: str
    trick: int
    position: int
    leader: str
    winner: str | None
    declarer_tricks: int | None
    revoke: str | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        """Version 1 was only ever recorded under `prevent`: never a revoke."""
        state["revoke"] = None

    def apply(self, board: Board) -> None:
        board.follow(self.play_change())
        board.undone = ()

    def play_change(self) -> PlayChange:
        played: CardRecord = {
            "kind": "card",
            "seat": self.seat,
            "card": self.card,
            "trick": self.trick,
            "position": self.position,
            "leader": self.leader,
            "winner": self.winner,
            "declarer_tricks": self.declarer_tricks,
        }
        if self.revoke is not None:
            played["revoke"] = self.revoke
        return PlayChange(added=(played,), declarer_tricks=self.declarer_tricks)


@handles(MakeCall)
def make_call(board: Board, actor: Actor, command: MakeCall, _: RegisteredName) -> None:
    """The call is read only after who and when are checked. Its alert and explanation
    are the caller's side's disclosure (Laws 20F, 40B)."""
    seat = Seat.parse(command.seat)
    board.require_seat(actor, seat)
    detect = board.irregularity_policy.records_irregularities
    above_seven = bid_above_seven(command.call) if detect else None
    if above_seven is not None:
        inadmissible.bid_above_seven(board, actor, seat, above_seven)  # Law 38
        return
    if detect and board.phase is Phase.PLAY:
        late = Call.parse(command.call)
        if inadmissible.call_after_final_pass(board, actor, seat, late):  # Law 39
            return
    board.require_phase(Phase.AUCTION, doing="a call")
    explanation = command.explanation
    if explanation is not None:
        explanation = check_text(explanation, "explanation", MAX_CALL_EXPLANATION).strip()
        explanation = explanation or None
    call = Call.parse(command.call)
    made = MadeCall(seat, call, command.alert, explanation)
    if intake.irregular_call(board, actor, made):
        return  # recorded as the irregularity it is (Law 27): the table decides
    after = board.state.auction.add(seat, call)
    record_call(board, actor, made, after)
    insufficient_bid.judge_substitute(board, actor, seat, call)
    rotation.judge_repeat_duty(board, actor, seat, call)
    settle_exposures(board, actor)


@handles(PlayCard)
def play_card(board: Board, actor: Actor, command: PlayCard, _: RegisteredName) -> None:
    """The card is read only after who and when are checked. Under `detect` and `auto` a
    revoke is accepted and recorded as one (docs/design.md 5)."""
    seat = Seat.parse(command.seat)
    # Law 54E: under a policy that records irregularities the presumed dummy may try to
    # lead; otherwise dummy's own holder is refused as before (docs/contract.md: 403)
    presumed_dummy_leads = (
        board.irregularity_policy.records_irregularities
        and board.state.cards_played == 0
        and board.holds(actor, seat)
    )
    if seat is board.state.dummy and not presumed_dummy_leads:  # Law 54E: dummy may try
        if not board.holds(actor, board.player_of(seat)):
            raise NotAllowed(f"{seat.value} is dummy; only declarer plays dummy's cards.")
        if (
            board.irregularity_policy.records_irregularities
            and board.state.cards_played == 0
            and not board.holds(actor, seat)
        ):
            # Law 41D: dummy's hand is spread after the opening lead is faced; before it,
            # the card is not read at all, or the answer would tell whether dummy holds it
            # (under `prevent` the turn is checked first and refuses every card alike)
            raise NotAllowed(
                f"{seat.value}'s cards are faced only after the opening lead (Law 41D); "
                "until then declarer does not play them."
            )
    else:
        board.require_seat(actor, seat)
    board.require_phase(Phase.PLAY, doing="playing a card")
    if board.claims.pending is not None:
        raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
    if leads.accepted_by_playing(board, seat) or leads.stands_by_wrong_defenders_play(board, seat):
        leads.accept_by_playing(board, actor, seat, Card.parse(command.card))
    elif leads.proper_lead_after_irregular(board, seat):  # Law 53B
        leads.make_proper_lead(board, actor, seat, Card.parse(command.card))
    require_nothing_waiting(board, "playing a card")
    card = Card.parse(command.card)
    if leads.is_lead_out_of_turn(board, seat):
        leads.lead_out_of_turn(board, actor, seat, card)
        return
    if declarers_premature.declarers_premature_play(board, actor, seat, card):
        return  # Law 57C3 (54B2): a played card, played by the service at its turn
    if premature.premature_play(board, actor, seat, card):
        return  # Law 57: a penalty card, and declarer's option comes first
    if premature.played_at_right_hand_opponents_turn(board, actor, seat, card):
        return  # Law 57D: to be played at his turn, or a major penalty card
    check_card(board, seat, card)
    detect = board.irregularity_policy.records_irregularities
    outcome = board.state.preview_card(seat, card, allow_revoke=detect)
    kind: RevokeKind | None = None
    if detect:
        majors, minors = penalty_cards_in_force(board, seat)
        trick = board.state.open_trick()
        kind = revoke_kind(board.state.hand(seat), trick, card, majors, minors)
    changed = [p for p in board.revokes.replayable if p.seat is seat and p.card != card]
    board.trigger_event(
        CardPlayed,
        seat=seat.value,
        card=str(card),
        actor=actor.name,
        trick=outcome.trick,
        position=outcome.position,
        leader=outcome.leader.value,
        winner=outcome.winner.value if outcome.winner else None,
        declarer_tricks=outcome.declarer_tricks,
        revoke=kind.value if kind else None,
    )
    for before in changed:
        if before.seat not in (board.state.declarer, board.state.dummy):
            board.trigger_event(
                PenaltyCardFaced,
                seat=seat.value,
                card=str(before.card),
                kind="major",
                actor=actor.name,
            )
    if outcome.declarer_tricks is not None:
        end_of_play(board, actor)


def penalty_cards_in_force(board: Board, seat: Seat) -> tuple[list[Card], list[Card]]:
    """`seat`'s major and minor penalty cards, but those another rectification forbids it
    to play now. Law 50D1: "A major penalty card must be played at the first legal
    opportunity"; Law 61A makes a revoke of a "failure to lead or play, when able, a card
    [...] required by law". A penalty card a lead restriction (Laws 26B, 50D2) or
    declarer's option for this trick (57A) forbids cannot be played: this is no legal
    opportunity for it, and another card breaks no duty (it stays a penalty card). The
    cards declarer did not designate (51A) still count: failing to play the one he did
    is judged against them all (64B3)."""
    faced = [p for p in board.penalty_cards if p.seat is seat]
    playable = [p for p in faced if not _forbidden_by_a_rectification(board, seat, p.card)]
    majors = [p.card for p in playable if p.is_major]
    minors = [p.card for p in playable if p.kind == "minor"]
    return majors, minors


def _forbidden_by_a_rectification(board: Board, seat: Seat, card: Card) -> bool:
    hand, trick = board.state.hand(seat), board.state.open_trick()
    try:
        if not trick:
            check_restricted_lead(board.leads.restriction, seat, hand, card)
        else:
            check_play_duty(board.premature.duty, seat, hand, trick[0].card.suit, card)
    except RuleViolation:
        return True
    return False


class EarlyCardPlayed(Quiet):
    """Laws 57C3, 54B2: the card declarer played before its hand's turn is a played card;
    the service plays it when that turn comes, once nothing else waits (a command of any
    family may bring the turn round)."""

    def settle(self, board: Board) -> None:
        early = board.premature.declarers_card
        declarer = board.state.declarer
        if early is None or declarer is None or board.phase is not Phase.PLAY:
            return
        if board.state.next_seat is not early.seat or board.claims.pending is not None:
            return
        name = board.seats.get(declarer)
        if name is None or waiting(board) is not None:
            return
        played = PlayCard(board_id=str(board.id), seat=early.seat.value, card=str(early.card))
        play_card(board, holder_actor(name), played, lambda registered: registered)


family(36, EarlyCardPlayed())
