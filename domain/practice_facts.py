"""The facts in force at a step that a practice board does not hold (issue 34).

A practice board replays the source's effective play, its calls and cards, on a board that
prevents irregularities (domain/practice.py), then carries the facts the source's events
recorded beside them (domain/board/carried.py, 0.27.0): penalty cards, a lead restriction,
declarer's option on the next card, the auction's duties, the revokes raised (the revoke
card itself recorded as the source recorded it). What is still not carried is compared
here: a decision the table waits for on an irregular call or card that is not in the
effective play (an insufficient bid, a lead out of turn, a premature card: carrying the
decision would mean carrying the irregular action and its judgement), a card held for its
turn (Laws 57C3, 57D), and the tricks as recorded; `revoke_not_practised` refuses a revoke
nobody raised and one waiting to be corrected. (A ruling on the result, as before, is not
practised: the play is.) So a step where any of them is in force, and would differ on the
practice board, is refused with a sentence naming it; a step before it, or after it has
lapsed, is practised. Each fact is read from the boards' folded state, which only the events
made: nothing here judges anything. Since the practice board carries the rest first, every
fact is compared: a fact carried compares equal."""

from __future__ import annotations

from collections.abc import Callable

from domain.board.aggregate import Board
from domain.board.family import waiting
from domain.rules.table import CardAction

# (what the sentence calls it, how it is read from a board); compared between the source
# at the step and the practice board that replayed its play
FACTS: tuple[tuple[str, Callable[[Board], object]], ...] = (
    ("a decision the table waits for", lambda b: waiting(b) is not None),
    ("a penalty card on the table", lambda b: b.penalty_cards),
    (
        "a lead restriction",
        lambda b: (b.leads.restriction, b.leads.before_declarers_lead, b.leads.declarer_retracted),
    ),
    (
        "a duty from a premature or out-of-turn play",
        lambda b: (
            b.premature.pending,
            b.premature.duty,
            b.premature.held_for_turn,
            b.premature.declarers_card,
        ),
    ),
    (
        "an auction duty or lead penalty (Laws 26-32)",
        lambda b: (
            b.auction.silenced,
            b.auction.must_pass_next,
            b.auction.no_double_next,
            b.auction.lead_penalty,
            b.auction.repeat_duty,
        ),
    ),
    (
        "an established revoke, whose tricks are transferred at the end of play (Law 64)",
        lambda b: tuple(r for r in b.revokes.raised if r.found and not r.was_corrected),
    ),
    (
        "a withdrawn or designated card (Laws 62C2, 51A)",
        lambda b: (b.revokes.replayable, b.revokes.designated),
    ),
    ("the tricks as recorded", lambda b: b.state.tricks_won),
)


def lost_fact(then: Board, practice: Board) -> str | None:
    """The first fact in force on `then` (the source at the step) that `practice` (its
    play replayed) does not carry, as the refusal says it; None when it carries them all."""
    for name, read in FACTS:
        if read(then) != read(practice):
            return (
                f"At that step the board holds {name}, which a practice board, replaying "
                "only the calls and cards, would lose: play again from an earlier step."
            )
    return None


def revoke_not_practised(practice: Board) -> str | None:
    """Why a practice board that carried the source's revokes (domain/board/carried.py)
    still cannot be played on, or None: a revoke nobody has drawn attention to (the table
    may still draw attention to it; a board that prevents revokes refuses to, and never
    raises one at the end, so the practice board would drop it), or one raised and
    waiting to be corrected (Law 62A: "A player must correct his revoke if attention is
    drawn to the irregularity before it becomes established"; a robot does not correct,
    and the practice board's play would wait for it)."""
    raised = {(r.seat, r.trick) for r in practice.revokes.raised if r.found}
    cards = [a for a in practice.actions if isinstance(a, CardAction)]
    for card in cards:
        if card.revoke is not None and (card.seat, card.trick) not in raised:
            return (
                f"At that step {card.seat.value}'s revoke at trick {card.trick} is not "
                "raised, which a practice board, preventing revokes, could never raise: "
                "play again from an earlier step."
            )
    found = waiting(practice)
    if found is not None and found.view.kind == "revoke_correction":
        return (
            "At that step a revoke waits to be corrected (Law 62A), which a practice "
            "board does not do: play again from an earlier step."
        )
    return None
