"""Law 25 when the director finds the first call intended (docs/design.md "0.23.0: Law
25A intended"), in the 2017 Laws' words:

- 25A2: "If the player's original intent was to make the call selected or voiced, that
  call stands. A change of call may be allowed because of a mechanical error or a slip
  of the tongue, but not because of a loss of concentration regarding the intent of the
  action." Whether it was is the director's finding: `unintended` (25A1, in
  rotation.py) or `intended` (here).
- 25B1: "A substituted call not permitted by A may be accepted by the offender's LHO. (It
  is accepted if LHO calls intentionally over it.) The first call is then withdrawn, the
  second call stands and the auction continues (Law 26 may apply)." 25B2: "Except as in
  B1, a substitution not permitted by A is cancelled. The original call stands and the
  auction continues (Law 26 may apply)."
- 10C1: "When these Laws provide an option after an irregularity, the Director shall
  explain all the options available." 10C2: "If a player has an option after an
  irregularity, he must make his selection without consulting partner." Law 29A gives
  the left-hand opponent the option on a call out of rotation ("Following a call out of
  rotation offender's LHO may elect to call thereafter, thus forfeiting the right to
  rectification").

So the option after the finding is the left-hand opponent's: a person's on the page, a
robot's at once (api/robot_decisions.py). The director finds; he does not take the
option for a robot, whose left-hand opponent's second call waits for his finding at a
board he directs (Law 9B: the table waits for the director once he is called).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.actors import ROBOT, Actor
from domain.board.actions import action_dict
from domain.board.auction_irregularities.events import CallFoundIntended, IntendedChangeDecided
from domain.board.auction_irregularities.rotation import may_replace_unintended_call
from domain.board.auction_irregularities.state import IntendedChange
from domain.errors import NotAllowed
from domain.rules.calls import IrregularCall
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.law25_change_of_call import INTENDED_LAW, OUTCOMES, ChangeDecision
from domain.rules.table import CallAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def second_call(board: Board) -> IrregularCall | None:
    """The second call waiting that Law 25A could govern: a change of call at the
    left-hand opponent's turn, or a call at the partner's turn after the left-hand
    opponent called over the first (25A1: "until his partner makes a call")."""
    auction = board.auction
    if auction.call_change is not None:
        return auction.call_change
    if may_replace_unintended_call(board):
        return auction.out_of_rotation
    return None


def awaits_director_finding(board: Board) -> bool:
    """Whether the second call waits for the director's finding (unintended or intended)
    before the left-hand opponent's option: at a board with a director, a second call
    Law 25A could govern. The robots wait for it (Law 9B); a board with no director has
    nobody to find it, and the option is taken at once."""
    return board.director is not None and second_call(board) is not None


def find_call_intended(board: Board, actor: Actor) -> None:
    """Law 25A2: the director finds the first call intended; the second waits for the
    left-hand opponent's option under Law 25B."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director finds whether a call was intended (Law 25A).")
    waiting = second_call(board)
    if waiting is None:
        raise RuleViolation(
            "No second call made before the caller's partner called waits: Law 25 does not apply."
        )
    taken_back = 1 if board.auction.call_change is not None else 2  # with LHO's call over it
    at = len(board.actions) - taken_back
    first = board.actions[at]
    assert isinstance(first, CallAction)
    offender, decides = waiting.seat.value, waiting.decides.value
    board.trigger_event(
        CallFoundIntended,
        number=len(board.rulings) + 1,
        law=INTENDED_LAW,
        explanation=(
            f"{offender}'s {first.call} was intended (Law 25A2): {waiting.call} is a "
            f"substitution Law 25A does not permit; {decides} may accept it (25B1) or not, "
            f"and then {first.call} stands (25B2)."
        ),
        director=actor.name,
        at=at,
        replaces=str(first.call),
        actor=actor.name,
    )


def decide_intended_change(board: Board, actor: Actor, decision: str) -> None:
    """Law 25B: the left-hand opponent accepts the substitution (the second call takes the
    first's place; a call of his over the first is withdrawn, and he calls over the
    second) or not (it is cancelled and the first call stands)."""
    intended = board.auction.intended_change
    assert intended is not None
    if decision not in (ChangeDecision.ACCEPT.value, ChangeDecision.REFUSE.value):
        raise RuleViolation(
            "The director has found the first call intended: the decision is accept (Law "
            "25B1) or refuse (25B2)."
        )
    keep_the_robots_option(board, actor, intended.decides)
    if not (board.holds(actor, intended.decides) or board.is_director(actor)):
        raise NotAllowed(
            f"The decision is {intended.decides.value}'s, the left-hand opponent (Law 25B)."
        )
    chosen = ChangeDecision(decision)
    outcome = OUTCOMES[chosen]
    replaced = board.actions[intended.at :]
    assert all(isinstance(a, CallAction) for a in replaced)
    action = _standing(board, intended, len(replaced)) if outcome.replaced else None
    board.trigger_event(
        IntendedChangeDecided,
        decision=chosen.value,
        number=len(board.rulings) + 1,
        law=outcome.law,
        explanation=_explained(intended, over=len(replaced) > 1, accepted=outcome.replaced),
        director=None,
        at=intended.at,
        replaced=[action_dict(a) for a in replaced],
        action=action_dict(action) if action else None,
        silenced=[],
        lead_penalty=outcome.lead_penalty,
        actor=actor.name,
    )


def accept_intended_change_by_calling(board: Board, actor: Actor, seat: Seat) -> None:
    """Law 25B1: "(It is accepted if LHO calls intentionally over it.)" His call then
    follows the second call, at his turn."""
    intended = board.auction.intended_change
    if intended is not None and seat is intended.decides:
        decide_intended_change(board, actor, ChangeDecision.ACCEPT.value)


def keep_the_robots_option(board: Board, actor: Actor, decides: Seat) -> None:
    """Law 10C2: the option is the player's, and a robot takes its own: the director
    finds (25A), he does not accept or refuse for a robot."""
    if board.holds(actor, decides) or not board.holds(ROBOT, decides):
        return
    raise NotAllowed(
        f"{decides.value} is a robot, which takes its option itself (Law 10C2): the director "
        "finds the first call unintended or intended (Law 25A)."
    )


def _standing(board: Board, intended: IntendedChange, taken_back: int) -> CallAction:
    """The second call in the first's place, as the auction then stands."""
    auction = board.state.auction
    try:
        after = auction.before(len(auction.calls) - taken_back).add(intended.seat, intended.call)
    except RuleViolation as illegal:
        raise RuleViolation(f"{intended.call} cannot stand: {illegal}") from None
    contract = after.contract()
    return CallAction(
        intended.seat,
        intended.call,
        "Pass" if after.is_passed_out else (contract.text if contract else None),
        contract.declarer if contract else None,
        intended.alert,
        intended.explanation,
    )


def _explained(intended: IntendedChange, *, over: bool, accepted: bool) -> str:
    seat, decides = intended.seat.value, intended.decides.value
    if not accepted:
        return (
            f"{decides} does not accept {seat}'s substitution of {intended.call}: it is "
            f"cancelled and {intended.replaces} stands; Law 26B may apply (Law 25B2)."
        )
    withdrawn = (
        f"; {decides}'s call over {intended.replaces} is withdrawn and {decides} calls again"
        if over
        else ""
    )
    return (
        f"{decides} accepts {seat}'s substitution: {intended.call} stands in place of "
        f"{intended.replaces}{withdrawn}; Law 26B may apply (Law 25B1)."
    )
