"""Laws 20F4, 20F5 and 21B (2017), misinformation in the auction, and Law 47E, a change of
play based on misinformation, in the Laws' words:

- 20F4: "If a player subsequently realizes that his own explanation was erroneous or
  incomplete he must call the Director immediately": here a caller explains his own call
  (as at a table with screens), so he may correct it at any time until the board is
  closed.
- 20F5(a): a player whose partner has given a mistaken explanation "may not correct the
  error during the auction, nor may he indicate in any manner that a mistake has been
  made" (a failure to alert is a mistaken explanation too); 20F5(b): he must call the
  Director and tell the opponents, "but only at his first legal opportunity, which is
  (i) for a defender, at the end of the play. (ii) for declarer or dummy, after the final
  pass of the auction" (before the opening lead is faced).
- 21B1(a): "Until the end of the auction period and provided that his partner has not
  subsequently called, a player may change a call without other rectification for his
  side when the Director judges that the decision to make the call could well have been
  influenced by misinformation given to the player by an opponent"; 21B1(b): the
  Director presumes a mistaken explanation rather than a mistaken call. 21B2: his
  left-hand opponent may then change any call he made after it; information from the
  withdrawn calls is authorized for the non-offending side and unauthorized for the
  offending side (Law 16C).
- 47E1: "A lead out of turn (or play of a card) is retracted without further
  rectification if the player was mistakenly informed by an opponent that it was his
  turn to lead or play (see Law 16C). A lead or play may not be accepted by his LHO in
  these circumstances and Law 63A1 does not apply."
- 47E2(a): "A player may retract the card he has played because of a mistaken explanation
  of an opponent's call or play and before a corrected explanation, without further
  rectification, but only if no card was subsequently played (see Law 16C). An opening
  lead may not be retracted after dummy has faced any card." 47E2(b): "When it is too
  late to correct a play under (a) the Director may award an adjusted score" (a ruling).
  The service faces dummy's hand as soon as the opening lead stands (Law 41D), so an
  opening lead, once played, is always one after dummy has faced his cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation


class Moment(StrEnum):
    """Where the board is when an explanation is corrected."""

    AUCTION = "auction"
    AFTER_FINAL_PASS = "after_final_pass"  # the auction over, no opening lead faced yet
    PLAY = "play"
    END_OF_PLAY = "end_of_play"  # play over (or the board passed out), not yet closed


def correction_law(caller: Seat, corrector: Seat, moment: Moment, declarer: Seat | None) -> str:
    """The Law under which `corrector` corrects the explanation of `caller`'s call at
    `moment` (declarer: None when the board was passed out or the auction goes on);
    a RuleViolation saying why when the Laws do not let him now."""
    if corrector is caller:
        return "20F4"
    if corrector is not caller.partner:
        raise RuleViolation(
            f"{corrector.value} is not of {caller.value}'s side: only the caller or his "
            "partner corrects his side's explanation (Law 20F)."
        )
    if moment is Moment.AUCTION:
        raise RuleViolation(
            f"{corrector.value} may not correct his partner's explanation during the auction "
            "(Law 20F5(a)); declarer or dummy does after the final pass, a defender at the "
            "end of the play."
        )
    declaring_side = declarer is not None and corrector.side == declarer.side
    if declarer is None or (moment is Moment.END_OF_PLAY and not declaring_side):
        return "20F5"
    if declaring_side and moment is Moment.AFTER_FINAL_PASS:
        return "20F5"
    when = "after the final pass" if declaring_side else "at the end of the play"
    raise RuleViolation(
        f"{corrector.value} corrects his partner's explanation {when} (Law 20F5(b)), not now."
    )


@dataclass(frozen=True)
class ChangedCall:
    """Law 21B1: the call at `at` (of the auction's calls) is changed; the calls after
    it (his left-hand opponent's, if any) are withdrawn."""

    at: int
    withdrawn: int  # how many calls after it are withdrawn


def changeable_call(callers: Sequence[Seat], seat: Seat) -> ChangedCall:
    """Which call of `seat` Law 21B1 lets him change, `callers` being who made each call
    of the auction in order: his last one, "provided that his partner has not
    subsequently called"; a RuleViolation saying why not."""
    mine = [index for index, caller in enumerate(callers) if caller is seat]
    if not mine:
        raise RuleViolation(f"{seat.value} has made no call to change (Law 21B1).")
    at = mine[-1]
    if seat.partner in callers[at + 1 :]:
        raise RuleViolation(
            f"{seat.partner.value}, {seat.value}'s partner, has called since: the call can no "
            "longer be changed (Law 21B1(a)); the director may adjust the score (21B3)."
        )
    return ChangedCall(at, len(callers) - at - 1)


class MisinformedCard(StrEnum):
    """The irregular card 47E1 retracts, as the table holds it while it waits."""

    LEAD_OUT_OF_TURN = "lead_out_of_turn"  # Laws 53-56, waiting for the decision
    PREMATURE_PLAY = "premature_play"  # Law 57A, waiting for declarer's option
    AT_RHOS_TURN = "at_rhos_turn"  # Law 57D, held for the player's proper turn
    BEFORE_DECLARERS_LEAD = "before_declarers_lead"  # Law 60B's penalty card, just faced
    DECLARERS_EARLY_PLAY = "declarers_early_play"  # Law 57C3 (54B2), held for its turn


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
