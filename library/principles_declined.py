"""A side that let its own bid stand has placed the contract: no invitation, no game.

When one partner passes the other's bid and the opponent between them has passed too,
the passer has said he wants to play there: opposite what partner showed he sees no game
("You're allowed to pass a limited response if you believe that you're in a safe
contract and that making a game contract is unlikely", Eddie Kantar, Bridge For Dummies,
"How to know when to rebid or pass"), and partner has no more to show than he did. If
the opponents then reopen, either partner may compete by the trumps held together
(library/principles_placing.py's law of total tricks), but an invitation or a game by
the points between the hands would bid the same values again: "Do not bid your same
values twice ... Ask yourself, 'Do I have something more to tell my partner?' ... you
have shown those values already. Pass." (P. F. DuBois, Bridge Bidding notes,
"Competitive Bidding").
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_reading import Table

DECLINED = "Our side let its own bid stand: the values were shown, no invitation or game now."


def declined(t: Table) -> bool:
    """One of us passed the other's bid after the opponent in between passed: the
    contract could have ended there, so our side's values do not reach game."""
    calls, theirs = t.place.calls, t.place.theirs
    for index in range(2, len(calls)):
        if theirs[index] or calls[index].kind is not CallKind.PASS:
            continue
        if calls[index - 1].kind is CallKind.PASS and calls[index - 2].is_bid:
            return True
    return False
