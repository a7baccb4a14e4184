"""The robots' mind (domain/robots.py `RobotMind`): calls from the bidding library's
recommendation, cards by double dummy over sampled deals (api/robot_cards.py), answers to
claims with what the claimer saw: a robot agrees only when a line the claimer can follow
unseen takes the tricks claimed on every layout of the cards he cannot see, every doubtful
point against him (Law 70A: a guess the solver always gets right is still a guess;
api/robot_cards.py `claim_holds`), and doubts the claim where that cannot be shown (since
0.26.0: before, with too many layouts to try, double dummy on the actual cards decided,
and a person who claimed again after each dispute learnt from the answers what the hidden
hands allow).

A robot bids its seat's system: a user's system chosen when the board was created
(the creator was shown to see it then), else the library's SAYC. Playing, it reads each
other robot's calls by that robot's own system (0.12.0), and a person's calls by its own
(no person's system is registered at a board).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, replace

from api.double_dummy import many_card_tricks, many_contract_tricks
from api.robot_bidding import CALL_SAMPLES, COMPETING_SAMPLES, choose_call
from api.robot_cards import choose_card, claim_holds
from api.robot_decisions import decide_option, follows_suit, robot_decides
from api.system_books import BOOKS as SYSTEM_BOOKS
from api.system_catalog import the_library
from domain.actors import ROBOT, Actor, Role
from domain.bidding.system import BiddingSystem
from domain.board.aggregate import Board
from domain.board.calls import MakeCall
from domain.board.claims import (
    AgreeToClaim,
    AgreeToPlayOn,
    DisputeClaim,
    MakeClaim,
    responders,
)
from domain.board.legal import legal_moves
from domain.board.play import PlayCard, penalty_cards_in_force
from domain.errors import DomainError
from domain.robots import RobotMove
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.revokes import revoke_kind
from domain.rules.shown_hand import ShownHand
from domain.session_values import library_system
from domain.systems_application import SystemsLedger
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook
from library.recommend_service import SystemBooks
from library.robot_reading import shown_hands
from projections.database import Database

LOG = logging.getLogger(__name__)

DEFAULT_SYSTEM = "sayc"
LIBRARY_BOOKS = SystemBooks(the_library)


def library_book() -> RuleBook:
    """The library's SAYC as its own text describes it: with the conventions the
    system's notes include (Stayman, Jacoby transfers, negative doubles, ...), as the
    recommendation answers for SAYC, not the bare base system."""
    return LIBRARY_BOOKS.book(DEFAULT_SYSTEM, DEFAULT_CONVENTIONS[DEFAULT_SYSTEM])


def samples_from_env() -> int:
    """Deals sampled for a card: BRIDGE_LEDGER_ROBOT_SAMPLES, 12 unless set (tests set
    fewer: the machine's cores are shared)."""
    text = os.environ.get("BRIDGE_LEDGER_ROBOT_SAMPLES", "")
    return max(1, min(64, int(text))) if text.isdigit() else 12


def call_samples_from_env() -> int:
    """Deals sampled for a call that places the contract:
    BRIDGE_LEDGER_ROBOT_CALL_SAMPLES, `CALL_SAMPLES` (0: the system's call alone, off)
    unless set; fewer than api/robot_bidding.py's minimum is the same as 0."""
    text = os.environ.get("BRIDGE_LEDGER_ROBOT_CALL_SAMPLES", "")
    return min(64, int(text)) if text.isdigit() else CALL_SAMPLES


def competing_samples_from_env() -> int:
    """Deals sampled at the last chance to compete over the opponents' contract:
    BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES, `COMPETING_SAMPLES` (0: the system's call
    alone, off) unless set; fewer than api/robot_bidding.py's minimum is the same as 0."""
    text = os.environ.get("BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES", "")
    return min(64, int(text)) if text.isdigit() else COMPETING_SAMPLES


@dataclass
class LibraryRobotMind:
    systems: SystemsLedger | None = None
    database: Database | None = None
    samples: int = 12
    call_samples: int = CALL_SAMPLES
    competing_samples: int = COMPETING_SAMPLES

    def decide(
        self,
        board: Board,
        system: str | None,
        seed: int,
        robot_systems: Mapping[str, str | None] | None = None,
    ) -> RobotMove | None:
        claim = board.claims.pending
        if claim is not None:
            if claim.status == "pending":
                return self._answer_claim(board)
            return _play_on(board) if claim.status == "disputed" else None
        if robot_decides(board) is not None:  # an opponent's irregularity: the robot's option
            return decide_option(
                board,
                seed,
                lambda at, seat: self._shown(at, self.book(at, system), seat, robot_systems or {}),
                many_card_tricks,
            )
        moves = legal_moves(board, ROBOT)
        if moves.seat is None:
            return None
        seat = Seat(moves.seat)
        if moves.calls:
            return self._call(board, seat, system, moves.calls, seed, robot_systems or {})
        if moves.cards:
            return self._card(board, seat, system, seed, robot_systems or {})
        return None

    # ---- calls -----------------------------------------------------------------------
    def book(self, board: Board, system: str | None) -> RuleBook:
        composed = library_system(system) if system is not None else None
        if composed is not None:  # a session's (or its pair's) system: the library's modules
            try:
                return LIBRARY_BOOKS.book(*composed)
            except RuleViolation as error:  # the library no longer has one of them
                LOG.warning("Robot system %s unavailable (%s): SAYC instead", system, error)
                return library_book()
        if system is not None and self.systems is not None and self.database is not None:
            # the creator was shown to see the system when the board was made
            creator = Actor(board.created_by, Role.ADMIN)
            try:
                summary = self.systems.inspect(creator, system, BiddingSystem.summary)
                return SYSTEM_BOOKS.book(self.database, summary)
            except (DomainError, RuleViolation) as error:
                LOG.warning("Robot system %s unavailable (%s): SAYC instead", system, error)
        return library_book()

    def _call(
        self,
        board: Board,
        seat: Seat,
        system: str | None,
        legal: tuple[str, ...],
        seed: int,
        robot_systems: Mapping[str, str | None],
    ) -> RobotMove:
        state = board.state
        book = self.book(board, system)
        choice = choose_call(
            book,
            state,
            seat,
            legal,
            self._shown(board, book, seat, robot_systems),
            samples=self.call_samples,
            seed=seed,
            solve=many_contract_tricks,
            competing=self.competing_samples,
        )
        chosen = choice.chosen
        command = MakeCall(
            board_id=str(board.id),
            seat=seat.value,
            call=chosen.call,
            alert=chosen.alert,
            explanation=chosen.explanation,
        )
        return RobotMove(command, choice.reasons(seat))

    def _shown(
        self, board: Board, book: RuleBook, deciding: Seat, robot_systems: Mapping[str, str | None]
    ) -> dict[Seat, ShownHand]:
        """What each seat's calls showed, read by the deciding robot's system, or by the
        other robots' own."""
        state = board.state
        others = {
            Seat(other): self.book(board, its_system)
            for other, its_system in robot_systems.items()
            if Seat(other) is not deciding
        }
        return shown_hands(book, state.auction.dealer, state.auction.calls, others)

    # ---- cards -----------------------------------------------------------------------
    def _card(
        self,
        board: Board,
        seat: Seat,
        system: str | None,
        seed: int,
        robot_systems: Mapping[str, str | None],
    ) -> RobotMove:
        state = board.state
        legal = [Card.parse(text) for text in legal_moves(board, ROBOT).cards]
        honest = [card for card in legal if _follows(board, seat, card)]  # never a revoke
        if not honest:  # never: every duty is "when able" (Law 59), as the board judges it
            raise RobotWithoutACard(
                f"No card of {seat.value}'s breaks no duty: a rule of the board's is wrong "
                "(tests/unit/robots/test_robot_always_has_a_card.py says there always is one)."
            )
        deciding = board.player_of(seat)  # declarer's robot decides for dummy
        shown = self._shown(board, self.book(board, system), deciding, robot_systems)
        choice = choose_card(
            state, seat, honest, shown, samples=self.samples, seed=seed, solve=many_card_tricks
        )
        claimer = board.player_of(seat)
        if choice.claim and _claimed_here(board):
            choice = replace(
                choice,
                claim=False,
                basis=choice.basis + "; but play continues, as the players agreed after a "
                "claim at this point (Law 68D2(b)): it plays",
            )
        if choice.claim and choice.line is not None:
            command: MakeClaim | PlayCard = MakeClaim(
                board_id=str(board.id),
                seat=claimer.value,
                tricks=state.tricks_to_play,
                statement=choice.line.statement(state.tricks_to_play),
            )
        else:
            command = PlayCard(board_id=str(board.id), seat=seat.value, card=str(choice.card))
        return RobotMove(command, choice.reasons(claimer if choice.claim else seat))

    # ---- claims ----------------------------------------------------------------------
    def _answer_claim(self, board: Board) -> RobotMove | None:
        claim = board.claims.pending
        assert claim is not None
        waiting = [
            seat for seat in responders(board)
            if seat not in claim.agreed_by and board.holds(ROBOT, seat)
        ]  # fmt: skip
        if not waiting:
            return None
        seat = waiting[0]
        # Judged with what the claimer saw, never with the cards he could not see: an
        # answer by double dummy on the hidden hands told a person who claimed 13, 12, 11,
        # ... tricks and played on after each dispute how many tricks the hidden hands
        # allow (h56i). A defender who cannot show the claim certain doubts it (Law 70A).
        holds = claim_holds(board.state, claim.seat, claim.tricks)
        agree = holds is True
        command: AgreeToClaim | DisputeClaim = (
            AgreeToClaim(board_id=str(board.id), seat=seat.value)
            if agree
            else DisputeClaim(board_id=str(board.id), seat=seat.value)
        )
        basis = {
            True: f"a line the claimer can follow unseen takes the {claim.tricks} claimed "
            "whatever the cards he cannot see",
            False: f"no line the claimer can follow without seeing the other hands takes the "
            f"{claim.tricks} claimed whatever they hold: a doubtful point, resolved against "
            "the claimer (Law 70A, 70E1)",
            None: f"the {claim.tricks} claimed are not all winners, and the cards the claimer "
            "cannot see lie in too many ways to show that a line of his takes them: a "
            "doubtful point, resolved against the claimer (Law 70A)",
        }[holds]
        return RobotMove.unweighed(command, seat, "agree" if agree else "dispute", basis)


class RobotWithoutACard(AssertionError):
    """A robot's turn with no card that is no revoke and breaks no penalty card's duty:
    unreachable (each duty the board puts on a card yields when the player cannot comply,
    Law 59; tests/unit/robots/test_robot_always_has_a_card.py). Before 0.22.0 a robot then
    played a card that might revoke; now the bug would be logged by name, not played."""


def _play_on(board: Board) -> RobotMove | None:
    """Law 68D2(b): "play may continue at the request of the non-claimers, provided all
    four players agree". After a doubted claim the robots offer to play on, a non-claimer
    asking first, so that a person at a practice table need not wait for a director; the
    people still choose: one who does not agree leaves the claim to the director (Law 70)."""
    claim = board.claims.pending
    assert claim is not None
    robots = [seat for seat in SEAT_ORDER if seat not in claim.play_on and board.holds(ROBOT, seat)]
    asked = bool(claim.play_on)
    seat = next((s for s in robots if asked or s.side != claim.seat.side), None)
    if seat is None:
        return None
    return RobotMove.unweighed(
        AgreeToPlayOn(board_id=str(board.id), seat=seat.value), seat, "play on",
        "the claim is doubted: a robot agrees that play continue (Law 68D2(b)), "
        "a non-claimer asking first",
    )  # fmt: skip


def _claimed_here(board: Board) -> bool:
    """Whether a claim was made at this point of the play and did not end it (play
    continued by the players' agreement, Law 68D2(b), or it was withdrawn): claiming the
    same again before a card is played would undo what the table agreed."""
    played = board.state.cards_played
    return any(moment.cards_played == played for moment in board.claims.moments)


def _follows(board: Board, seat: Seat, card: Card) -> bool:
    """Neither a revoke nor a penalty card's duty broken (Laws 50C, 50D, 61A): under a
    policy that records irregularities the board offers such cards, a robot never plays them."""
    if not follows_suit(board, seat, card):
        return False
    majors, minors = penalty_cards_in_force(board, seat)
    hand, trick = board.state.hand(seat), board.state.open_trick()
    return revoke_kind(hand, trick, card, majors, minors) is None
