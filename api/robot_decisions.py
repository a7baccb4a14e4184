"""A robot's options after an opponent's irregularity (docs/contract.md "Robots, practice
and live tables"): where the Laws leave a choice to the robot's seat, the robot makes it,
so that a person's irregularity at a board with robots never leaves the table waiting for
a robot that does not answer.

- The auction (Laws 25B, 27A1, 29A): the robot, the offender's left-hand opponent, accepts
  the call out of rotation or the changed call and calls over it (after the director's
  finding at a board he directs, when the call may replace an unintended one: Law 25A),
  when its bidding reads the auction that leaves; an insufficient bid, which no system's
  sequences hold once accepted, it does not accept: the offender then corrects it as Law
  27B says.
  Law 27A1: "Any insufficient bid may be accepted (treated as legal) at the option of
  offender's LHO." Law 29A: "Following a call out of rotation LHO may elect to call
  thereafter, thus forfeiting the right to rectification." Refusing gives the offender's
  side bars and lead penalties whose worth the robot's bidding cannot weigh, and some
  refusals wait for the director's ruling on a comparable call (27B1(b)); accepting keeps
  the auction as the player meant it.
- The play (Laws 50D2, 26B, 51A, 51B2, 53-56, 57A): every option the Law gives (accept a
  lead out of turn, accept it and become dummy, refuse it; require or forbid a suit, or
  neither, or forbid two or more suits of the penalty cards (51B2(b));
  the partner's highest or lowest card, a suit played or forbidden; the penalty card
  designated) is tried on a copy of the board by the command's own handler, which also
  refuses an option the Law does not give here; the position each leaves is solved by
  double dummy over deals sampled from what the robot's seat may know (the cards it cannot
  see are dealt to agree with the auction and the play, as for its cards: api/robot_cards),
  the next hand choosing its best card among those the board then allows it; the option
  whose side takes the most tricks on average is chosen, ties going to the first in the
  Law's order. An option that leaves another choice to the robot's side (refusing a lead,
  then Law 50D2's choice) is scored by its best follow-up.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass, replace
from itertools import combinations, islice

from domain.actors import ROBOT
from domain.board.aggregate import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.auction_irregularities.intended import awaits_director_finding
from domain.board.family import check_card, waiting
from domain.board.handling import BoardCommand, run
from domain.board.lead_restrictions import RestrictLead
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.pending import (
    LeadOutOfTurnPending,
    LeadRestrictionPending,
    PenaltyCardDesignationPending,
    PrematurePlayPending,
)
from domain.board.premature import DecidePrematurePlay
from domain.board.revokes.penalty_card_designation import DesignatePenaltyCard
from domain.errors import DomainError
from domain.robots import RobotMove
from domain.rules.cards import SUIT_ORDER, Card, Seat
from domain.rules.double_dummy import DoubleDummyPosition, position_of
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import PlayOption
from domain.rules.leads import LeadChoice, LeadDecision
from domain.rules.robot_sampling import draw_layouts, robot_view
from domain.rules.shown_hand import ShownHand
from domain.rules.table import Phase
from library.recommend_auction import place_from_calls

AUCTION_KINDS = frozenset(
    {"insufficient_bid", "call_out_of_rotation", "change_of_call", "intended_change"}
)
# Law 25A1 (2017): a player "may, until his partner makes a call, substitute the call he
# intended for the unintended call"; whether it was unintended is the director's finding
# (25A2), and "If a substitution is allowed the LHO may withdraw any call he made over the
# first call" (25A6). At a board with a director the robot (the left-hand opponent) does
# not take its option (25B, 29A) on a second call that may be such a substitution, which
# would take the finding from the director: it waits for him, as players wait once the
# director is called (Law 9B; domain/board/auction_irregularities/intended.py). He finds
# the first call unintended (it is replaced), or intended: the robot then takes its
# option under 25B at once (`intended_change`). A board with no director has nobody to
# find it: the robot decides at once, as before.
DIRECTOR_FIRST_KINDS = frozenset({"call_out_of_rotation", "change_of_call"})
CARD_KINDS = frozenset(
    {"lead_out_of_turn", "lead_restriction", "premature_play", "penalty_card_designation"}
)
DECISION_LAYOUTS = 6  # deals solved for each position an option leaves
FOLLOW_UP_DEPTH = 2  # refusing a lead, then the lead restriction it brings

SolveMany = Callable[[Sequence[DoubleDummyPosition]], list[dict[Card, int]]]
Shown = Callable[[Board, Seat], Mapping[Seat, ShownHand]]


def robot_decides(board: Board) -> Seat | None:
    """The robot's seat that the table waits for, when an irregularity's option is its."""
    found = waiting(board)
    if found is None or found.view.kind not in AUCTION_KINDS | CARD_KINDS:
        return None
    decides = getattr(found.view, "decides", None)
    if decides not in {seat.value for seat in Seat}:
        return None  # the director's ruling
    seat = Seat(decides)
    if not board.holds(ROBOT, seat):
        return None
    if found.view.kind in DIRECTOR_FIRST_KINDS and awaits_director_finding(board):
        return None
    return seat


def decide_option(board: Board, seed: int, shown: Shown, solve: SolveMany) -> RobotMove | None:
    """The robot's option on what waits for it, with its reasons; None if nothing does."""
    seat = robot_decides(board)
    found = waiting(board)
    if seat is None or found is None:
        return None
    if found.view.kind in AUCTION_KINDS:
        return _auction_option(board, seat, found.view.kind)
    scorer = _Scorer(seat, drawn_layouts(board, seat, shown(board, seat), seed), solve)
    scored = [
        (command, tricks)
        for command in options(board)
        if (tricks := scorer.option(board, command, FOLLOW_UP_DEPTH)) is not None
    ]
    if not scored:
        return _first_option(board, seat)
    best = max(scored, key=lambda pair: pair[1])  # the first of equals: the Law's order
    reasons = {
        "seat": seat.value,
        "action": describe(best[0]),
        "basis": f"double dummy over {len(scorer.layouts)} deals agreeing with what "
        f"{seat.value} knows, each option's position solved with the next hand's best card it "
        "may play",
        "samples": len(scorer.layouts),
        "candidates": [
            {"option": describe(command), "tricks": round(tricks, 2)} for command, tricks in scored
        ],
    }
    return RobotMove(best[0], reasons)


def _first_option(board: Board, seat: Seat) -> RobotMove | None:
    """No option left a position to weigh (the play would end with it): the first the Law
    gives that its handler runs, so that the table never waits for the robot."""
    for command in options(board):
        try:
            run(deepcopy(board), ROBOT, command, _anyone)
        except (DomainError, RuleViolation):
            continue
        return RobotMove.unweighed(
            command, seat, describe(command),
            "no option left a position to weigh: the first the Law gives",
        )  # fmt: skip
    return None


def _auction_option(board: Board, seat: Seat, kind: str) -> RobotMove:
    """Accepted when the robot's bidding reads the auction it leaves (a call out of rotation
    or a changed call, as a rule); refused when it does not (an insufficient bid accepted
    stays below the bid before it, which no system's sequences hold): the offender then
    puts it right as the Law says, and the robot is not left facing an auction it cannot
    call over."""
    board_id = str(board.id)
    accept = DecideAuctionIrregularity(board_id=board_id, decision="accept")
    attempt = deepcopy(board)
    readable = True
    try:
        run(attempt, ROBOT, accept, _anyone)
        auction = attempt.state.auction
        place_from_calls(auction.dealer, [str(call) for call in auction.calls])
    except (DomainError, RuleViolation, ValueError):
        readable = False
    what = kind.replace("_", " ")
    if readable and kind == "intended_change":
        command = accept
        basis = (
            "the director found the first call intended (Law 25A2): the robot accepts the "
            "substitution (25B1) and calls over it: the auction stays as the player meant it"
        )
    elif readable:
        command = accept
        basis = (
            "a robot accepts an opponent's irregular call and calls over it (Laws 25B, "
            "27A1, 29A): the auction stays as the player meant it"
        )
    elif kind == "intended_change":
        command = DecideAuctionIrregularity(board_id=board_id, decision="refuse")
        basis = (
            "accepted, the substitution would leave an auction the robot's system cannot "
            "read: the robot does not accept it, and the first call stands (Law 25B2)"
        )
    else:
        command = DecideAuctionIrregularity(board_id=board_id, decision="refuse")
        basis = (
            "accepted, it would leave an auction the robot's system cannot read (an "
            "insufficient bid stays below the bid before it): the robot does not accept it, "
            "and the Law's rectification follows"
        )
    return RobotMove.unweighed(
        command, seat, f"{'accept' if readable else 'refuse'} the {what}", basis
    )


def options(board: Board) -> Iterator[BoardCommand]:
    """Every option the waiting card irregularity might give, in the Law's order; the
    command's own handler refuses those it does not give here."""
    found = waiting(board)
    board_id = str(board.id)
    view = found.view if found is not None else None
    if isinstance(view, LeadOutOfTurnPending):
        for decision in (LeadDecision.ACCEPT, LeadDecision.ACCEPT_AND_DUMMY, LeadDecision.REFUSE):
            yield DecideLeadOutOfTurn(board_id=board_id, decision=decision.value)
    elif isinstance(view, LeadRestrictionPending):
        yield RestrictLead(board_id=board_id, choice=LeadChoice.NONE.value)
        for choice in (LeadChoice.REQUIRE, LeadChoice.FORBID):
            for suit in SUIT_ORDER:
                yield RestrictLead(board_id=board_id, choice=choice.value, suit=suit.value)
        leader = board.state.next_seat
        faced = sorted(
            {p.card.suit for p in board.penalty_cards if leader and p.seat is leader.partner},
            key=SUIT_ORDER.index,
        )
        for size in range(2, len(faced) + 1):  # Law 51B2(b): "one or more of such suits"
            for suits in combinations(faced, size):
                yield RestrictLead(
                    board_id=board_id,
                    choice=LeadChoice.FORBID.value,
                    suits=tuple(suit.value for suit in suits),
                )
    elif isinstance(view, PrematurePlayPending):
        for option in (PlayOption.HIGHEST, PlayOption.LOWEST):
            yield DecidePrematurePlay(board_id=board_id, choice=option.value)
        for option in (PlayOption.PLAY_SUIT, PlayOption.FORBID_SUIT):
            for suit in SUIT_ORDER:
                yield DecidePrematurePlay(board_id=board_id, choice=option.value, suit=suit.value)
    elif isinstance(view, PenaltyCardDesignationPending):
        for card in view.cards:
            yield DesignatePenaltyCard(board_id=board_id, card=card)


def describe(command: BoardCommand) -> str:
    if isinstance(command, DecideLeadOutOfTurn):
        return {"accept": "accept the lead", "accept_and_dummy": "accept it and become dummy",
                "refuse": "refuse the lead"}[command.decision]  # fmt: skip
    if isinstance(command, RestrictLead):
        if command.suits:
            return f"{command.choice} {' and '.join(command.suits)}"
        return "no lead restriction" if command.suit is None else f"{command.choice} {command.suit}"
    if isinstance(command, DecidePrematurePlay):
        return command.choice.replace("_", " ") + (f" {command.suit}" if command.suit else "")
    if isinstance(command, DesignatePenaltyCard):
        return f"designate {command.card}"
    return type(command).__name__


def _anyone(name: str) -> str | None:
    return name  # robots' options name nobody


@dataclass
class _Scorer:
    """Scores options for `seat`'s side: the tricks it takes on average in the positions
    they leave. The deals are drawn once, from what the seat knows before it chooses, so
    that every option is judged on the same deals; each position is solved once."""

    seat: Seat
    layouts: list[dict[Seat, frozenset[Card]]]  # every hand as the robot's deals have it
    solve: SolveMany

    def __post_init__(self) -> None:
        self._solved: dict[object, list[dict[Card, int]]] = {}

    def option(self, board: Board, command: BoardCommand, depth: int) -> float | None:
        attempt = deepcopy(board)
        try:
            run(attempt, ROBOT, command, _anyone)
        except (DomainError, RuleViolation):
            return None  # not an option the Law gives here
        return self.position(attempt, depth - 1)

    def position(self, board: Board, depth: int) -> float | None:
        if robot_decides(board) is not None and depth > 0:
            follow_ups = [self.option(board, command, depth) for command in options(board)]
            found = [tricks for tricks in follow_ups if tricks is not None]
            if found:
                return max(found)
        state = board.state
        to_play = state.next_seat
        if board.phase is not Phase.PLAY or to_play is None:
            return None
        allowed = [card for card in state.hand(to_play) if _may_play(board, to_play, card)]
        if not allowed:
            return None
        ours = self.seat.side
        position = position_of(state)
        solved = self._solve(position)
        if not solved:
            return None
        total = 0.0
        for tricks in solved:
            best = max(tricks.get(card, 0) for card in allowed)
            total += best if to_play.side is ours else position.tricks_left - best
        return state.won[ours] + total / len(solved)

    def _solve(self, position: DoubleDummyPosition) -> list[dict[Card, int]]:
        key = (position.leader, tuple(str(played) for played in position.trick),
               tuple(sorted((s.value, len(h)) for s, h in position.hands.items())))  # fmt: skip
        if key not in self._solved:
            held = frozenset().union(*position.hands.values())
            positions = []
            for layout in self.layouts:
                hands = {seat: cards & held for seat, cards in layout.items()}
                if all(len(hands[s]) == len(position.hands[s]) for s in position.hands):
                    positions.append(replace(position, hands=hands))
            self._solved[key] = self.solve(positions) if positions else []
        return self._solved[key]


def drawn_layouts(
    board: Board, seat: Seat, shown: Mapping[Seat, ShownHand], seed: int
) -> list[dict[Seat, frozenset[Card]]]:
    """Deals agreeing with what `seat` knows now (robot_cards' sampling), each with the
    cards faced on the table (the irregular card waiting, penalty cards) in their holders'
    hands: where a deal gave one to another hidden hand, it trades places with a card of
    the holder's that is not faced."""
    view = robot_view(board.state, seat, shown)
    faced: dict[Card, Seat] = {p.card: p.seat for p in board.penalty_cards}
    found = waiting(board)
    if found is not None and isinstance(found.view, LeadOutOfTurnPending | PrematurePlayPending):
        faced[Card.parse(found.view.card)] = Seat(found.view.seat)
    layouts = []
    for layout, _ in islice(draw_layouts(view, random.Random(seed)), DECISION_LAYOUTS):
        hands = {s: set(cards) for s, cards in {**view.seen, **layout}.items()}
        for card, holder in faced.items():
            if card in hands[holder]:
                continue
            other = next((s for s, cards in hands.items() if card in cards), None)
            spare = sorted((c for c in hands[holder] if c not in faced), key=str)
            if other is None or other in view.seen or not spare:
                continue
            hands[other].remove(card)
            hands[other].add(spare[0])
            hands[holder].remove(spare[0])
            hands[holder].add(card)
        layouts.append({s: frozenset(cards) for s, cards in hands.items()})
    return layouts


def _may_play(board: Board, seat: Seat, card: Card) -> bool:
    try:
        check_card(board, seat, card)
    except RuleViolation:
        return False
    return follows_suit(board, seat, card)


def follows_suit(board: Board, seat: Seat, card: Card) -> bool:
    """`card` is no revoke for `seat` now (Law 44's duty to follow suit)."""
    try:
        board.state.check_card(seat, card, allow_revoke=False)
    except RuleViolation:
        return False
    return True
