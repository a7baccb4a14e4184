"""Law 25, changes of call (docs/design.md 5.5), in the Laws' words:

- 25A1: "If a player discovers that he has not made the call he intended to make, he may,
  until his partner makes a call, substitute the call he intended for the unintended
  call. The second (intended) call stands and is subject to the appropriate Law, but the
  lead restrictions in Law 26 do not apply." Whether the call was unintended (a
  mechanical error or a slip of the tongue, not a change of mind: 25A2) is the
  director's judgement.
- 25B1: "A substituted call not permitted by A may be accepted by the offender's LHO. (It
  is accepted if LHO calls intentionally over it.) The first call is then withdrawn, the
  second call stands and the auction continues (Law 26 may apply)."
- 25B2: "Except as in B1, a substitution not permitted by A is cancelled. The original
  call stands and the auction continues (Law 26 may apply)."
- 25A2: "If the player's original intent was to make the call selected or voiced, that
  call stands." The director's finding that it was (`INTENDED`) leaves the substitution
  to 25B: the left-hand opponent's option, which he takes himself (Law 10C2: "If a
  player has an option after an irregularity, he must make his selection without
  consulting partner"), a robot as a person (domain/board/auction_irregularities/
  intended.py).

Here a change of call is a call made by the player who called last, before anyone else
has called (Laws 30C, 31C, 32C send a call at the left-hand opponent's turn here).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ChangeDecision(StrEnum):
    ACCEPT = "accept"  # 25B1, by the offender's left-hand opponent
    REFUSE = "refuse"  # 25B2
    UNINTENDED = "unintended"  # 25A, the director's finding
    INTENDED = "intended"  # 25A2, the director's finding: 25B then applies


FINDINGS = frozenset({ChangeDecision.UNINTENDED, ChangeDecision.INTENDED})
INTENDED_LAW = "25A2"  # the finding's ruling: the first call was the one intended


@dataclass(frozen=True)
class ChangeOutcome:
    law: str
    replaced: bool  # the second call stands instead of the first
    lead_penalty: bool  # Law 26 may apply to the offender's partner


OUTCOMES = {
    ChangeDecision.ACCEPT: ChangeOutcome("25B1", replaced=True, lead_penalty=True),
    ChangeDecision.REFUSE: ChangeOutcome("25B2", replaced=False, lead_penalty=True),
    ChangeDecision.UNINTENDED: ChangeOutcome("25A", replaced=True, lead_penalty=False),
}
