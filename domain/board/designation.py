"""An unintended designation changed (Law 45C4(b), 2017): a family of board commands.

Law 45C4(a): "A card must be played if a player names or otherwise designates it as the
card he proposes to play." Here every card is named: the request names it. Law 45C4(b):
"A player may, without penalty, change an unintended designation if he does so without
pause for thought. If an opponent has, in turn, played a card that was legal before the
change in designation, that opponent may withdraw the card so played, return it to his
hand, and substitute another (see Laws 47D and 16C)."

The service cannot hear a pause, so it reads one from the play:
- the player (declarer for dummy's card) changes his card himself while it is the last
  card played: nobody has acted since, so nothing shows he paused;
- once an opponent has played in turn after it, whether the designation was unintended
  and changed without pause is the director's judgment: only he changes it, with his
  reason, recorded in the event (`director`, `explanation`); the opponent's card goes back
  to his hand and he plays again (the same card or another: his option);
- once the player's side has played again (his partner, or he himself), he has paused:
  the card stands (the ACBL Laws Commission's reading: "if declarer has made a play after
  making an inadvertent designation from dummy, a 'pause for thought' has occurred").
The card goes back to the hand it came from, no penalty card, and the intended card is
played in its place as any card is (a revoke recorded as one, a penalty card owed, a lead
restriction kept). Nothing is changed once the play is over, nor while the table waits
for a decision, nor where undo could not take the card back (a rectification stands).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor, holder_actor, is_robot_holder
from domain.board.actions import ActionRecord, action_dict
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.family import require_may_rewind, require_nothing_waiting
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.play import PlayCard, play_card
from domain.board.play_findings import PlayFinding, next_ruling
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_EXPLANATION, check_text
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import CardAction, Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board

LAW = "45C4(b)"


@dataclass(frozen=True, kw_only=True)
class ChangeDesignation(BoardCommand):
    """`seat`'s `card` was designated by mistake: `replacement` is played in its place."""

    seat: str
    card: str
    replacement: str
    explanation: str = ""


class DesignationChanged(BoardEvent, ChangesThePlay, PlayFinding):
    """Law 45C4(b): `seat`'s `card` and the cards played after it (`withdrawn`, the card
    first, an opponent's card in turn after it) go back to their hands, no penalty; the
    `replacement` is the next event's card. `director`: who ruled it when an opponent had
    played since (None: the player changed it at once himself), with his `explanation`;
    `number`: his ruling among the board's (None when he did not rule, or when stored by
    0.18.0)."""

    seat: str
    card: str
    replacement: str
    actor: str
    law: str
    director: str | None
    explanation: str
    withdrawn: list[ActionRecord]
    number: int | None = None

    def ruled_by(self) -> str | None:
        return self.director

    def finding(self) -> str:
        return self.explanation

    def apply(self, board: Board) -> None:
        self.record_finding(board)
        board.follow(self.play_change())

    def play_change(self) -> PlayChange:
        return PlayChange(removed=tuple(self.withdrawn))


def _since(board: Board, seat: Seat, card: Card) -> tuple[CardAction, ...]:
    """`seat`'s `card` and the actions after it, if it is his last card of the open trick
    or of the trick just completed; else RuleViolation."""
    for index in range(len(board.actions) - 1, -1, -1):
        action = board.actions[index]
        if not isinstance(action, CardAction):
            break
        if action.seat is seat:
            if action.card != card:
                break
            later = board.actions[index:]
            return tuple(a for a in later if isinstance(a, CardAction))
    raise RuleViolation(
        f"{card} is not the last card {seat.value} played: only that card's designation "
        "can be changed (Law 45C4(b))."
    )


@handles(ChangeDesignation)
def change_designation(
    board: Board, actor: Actor, command: ChangeDesignation, registered: RegisteredName
) -> None:
    seat = Seat.parse(command.seat)
    player = board.player_of(seat)
    holder = board.seats.get(player)
    if holder is None or is_robot_holder(holder):
        raise Conflict(f"No person plays {seat.value}'s cards: nobody designated one by mistake.")
    director = board.is_director(actor)
    if not (director or board.holds(actor, player)):
        raise NotAllowed(
            f"Only the player who designated {seat.value}'s card or the director changes it."
        )
    explanation = check_text(command.explanation, "explanation", MAX_EXPLANATION).strip()
    board.require_phase(Phase.PLAY, doing="changing a designation")
    if board.claims.pending is not None:
        raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
    require_nothing_waiting(board, "changing a designation")
    card, replacement = Card.parse(command.card), Card.parse(command.replacement)
    if replacement == card:
        raise RuleViolation("The replacement is the card already played; nothing changes.")
    withdrawn = _since(board, seat, card)
    later = withdrawn[1:]
    if any(a.seat.side == seat.side for a in later) or len(later) > 1:
        raise Conflict(
            f"{seat.value}'s side has played since {card}: the pause for thought is over "
            "and the card stands (Law 45C4(b))."
        )
    if later and later[0].trick != withdrawn[0].trick:
        raise Conflict(
            f"A new trick has begun since {card}: the pause for thought is over and the "
            "card stands (Law 45C4(b))."
        )
    if later and not director:
        raise Conflict(
            f"{later[0].seat.value} has played since {card}: the director judges whether "
            "the designation was unintended and changed without pause (Law 45C4(b))."
        )
    if later and not explanation:
        raise RuleViolation("The director explains his ruling: give explanation.")
    if replacement not in board.state.hand(seat):
        raise RuleViolation(f"{replacement} is not in {seat.value}'s hand.")
    require_may_rewind(board, "changing a designation")
    # judged on the table as it was before the card named by mistake, before anything is
    # recorded: a replacement the play would refuse leaves the card played
    before = board.state_before(len(board.actions) - len(withdrawn))
    detect = board.irregularity_policy.records_irregularities
    before.preview_card(seat, replacement, allow_revoke=detect)
    board.trigger_event(
        DesignationChanged,
        seat=seat.value,
        card=str(card),
        replacement=str(replacement),
        actor=actor.name,
        law=LAW,
        director=actor.name if later else None,
        explanation=explanation,
        withdrawn=[action_dict(a) for a in withdrawn],
        number=next_ruling(board) if later else None,
    )
    # the intended card, played as the player designates it (declarer for dummy)
    intended = PlayCard(board_id=command.board_id, seat=seat.value, card=str(replacement))
    play_card(board, holder_actor(holder), intended, registered)
