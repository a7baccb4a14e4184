"""A change of play based on misinformation (Law 47E, 2017), in the Laws' words. Pure
rules; no I/O.

- 47E1: "A lead out of turn (or play of a card) is retracted without further
  rectification if the player was mistakenly informed by an opponent that it was his
  turn to lead or play (see Law 16C). A lead or play may not be accepted by his LHO in
  these circumstances and Law 63A1 does not apply."
- 47E2(a): "A player may retract the card he has played because of a mistaken explanation
  of an opponent's call or play and before a corrected explanation, without further
  rectification, but only if no card was subsequently played (see Law 16C). An opening
  lead may not be retracted after dummy has faced any card."
- 47E2(b): "When it is too late to correct a play under (a) the Director may award an
  adjusted score" (a ruling, domain/board/rulings.py).

The service faces dummy's hand as soon as the opening lead stands (Law 41D), so an opening
lead, once played, is always one after dummy has faced his cards.
"""

from __future__ import annotations

from enum import StrEnum

from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation


class MisinformedCard(StrEnum):
    """The irregular card 47E1 retracts, as the table holds it while it waits."""

    LEAD_OUT_OF_TURN = "lead_out_of_turn"  # Laws 53-56, waiting for the decision
    PREMATURE_PLAY = "premature_play"  # Law 57A, waiting for declarer's option
    AT_RHOS_TURN = "at_rhos_turn"  # Law 57D, held for the player's proper turn


def check_retraction_after_correction(
    player: Seat,
    trick: int,
    position: int,
    played_since: int,
    corrected_callers: frozenset[Seat],
) -> None:
    """47E2(a): may `player` retract his card, the `position`-th card of trick `trick`,
    after which `played_since` cards were played and the explanations of the calls of
    `corrected_callers` were corrected? Raises RuleViolation when he may not."""
    if trick == 1 and position == 1:
        raise RuleViolation(
            "An opening lead may not be retracted after dummy has faced any card (Law "
            "47E2(a)): dummy's hand was faced when the opening lead was made (Law 41D)."
        )
    if played_since:
        raise RuleViolation(
            "A card was played after it: the card may be retracted only if no card was "
            "subsequently played (Law 47E2(a)); the director may adjust the score (47E2(b))."
        )
    if not any(caller.side != player.side for caller in corrected_callers):
        raise RuleViolation(
            "No explanation of an opponent's call was corrected after the card was played: "
            "Law 47E2(a) lets a card played before a corrected explanation be retracted."
        )
