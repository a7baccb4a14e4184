"""The balance of power after partner's takeout double and their jump to game (issue 33).

Partner doubled their opening for takeout, an opening hand of his own; they jumped to
game in their suit over the double, as a preempt: "If you have the balance of power, you
should use the double to announce that fact ... computed by just counting the HCP's
based on the bidding" (Bob Crosby, Edmonton Bridge Centre, "Hand Evaluation - Doubles
(Balance of Power)"); "when the opponents are pre-empting ... they do not [own the
auction]" (Kantar, quoted by Crosby). It is the count principles_balance_of_power makes
when partner opened and they jumped to game over my response, read here for partner's
takeout double, which shows an opening as his opening bid does: 10+ HCP of my own and 22
or more with partner's shown least. Above three spades the advancer's double "shows
values (cooperative, mostly penalty)" (library/conventions/responsive_doubles.md), not
a trump stack, and partner decides: Goren's weekly quiz, 2 AQ87 KJ62 8652 after
(2S) X (4S): "no long suit, double to show values". A six-card suit is bid rather than
doubled (principles_balance_of_power: a cooperative double is made when "there is no
other possible action").
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_balance_of_power import (
    BALANCE_OF_POWER_HCP,
    THREE_LEVEL_DOUBLE_HCP,
    jumped,
    no_suit_to_bid,
)
from library.principles_checks import hcp, when
from library.principles_reading import DOUBLE, GAME_LEVEL, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = ["balance_over_the_double"]


def balance_over_the_double(t: Table) -> Advice | None:
    """They opened one suit, partner's one call is a takeout double of it, our side has
    otherwise passed, and they jumped to game in their suit (the last bid)."""
    opening = t.opening
    if opening is None or not t.they_opened or opening[1].level > 2 or str(opening[1]) == "2C":
        return None
    if [c.kind for c in t.partner_calls] != [CallKind.DOUBLE] or t.my_bids:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    theirs = suit_of(opening[1])
    game = t.last_bid
    if theirs is None or game is None or t.their_bids != [opening[1], game]:
        return None  # their opening and their raise to game over the double, no more
    if suit_of(game) is not theirs or game.level < GAME_LEVEL[theirs] or not jumped(t, game):
        return None
    shown = t.partner_shown.low + t.hand.hcp
    majority = Check("HCP between the hands", f"{BALANCE_OF_POWER_HCP}+", str(shown),
                     shown >= BALANCE_OF_POWER_HCP)  # fmt: skip
    return when(
        t, DOUBLE, "They jumped to game over partner's takeout double: his opening values "
        "and mine give our side the balance of power, and the double says so (values, "
        "partner decides).",
        hcp(t, THREE_LEVEL_DOUBLE_HCP), majority, no_suit_to_bid(t),
    )  # fmt: skip
