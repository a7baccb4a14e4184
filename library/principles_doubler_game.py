"""The takeout doubler with four of partner's forced major and game values opposite
nothing much: bid the game (issue 33, 0.26.0).

Partner's cheapest answer to the double is forced and may hold nothing: "partner's 1S
bid shows 0-8 support points. If you bid 2S, it should be an invitation to game ... you
need something along the lines of about 18 support points yourself" (The Everything
Bridge Book, "The Doubler's Second Call"). Game in a major wants 26 between the hands
(library/principles_game_points.py); the forced answer's middle is 4, so 22 or more
support points bid the game at once, where a notrump invitation would hide the fit: the
TGIF bidding contest (Vancouver Bridge Centre, June 2007), KQ52 AK87 K86 AQ after
1S-X-P-2H-P: "top award 4H after partner's forced 2H response to the takeout double".

So: I doubled their one-level opening, partner answered in a major at the cheapest
level, the opponents passed since: four trumps and 22+ support points bid four of it.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_checks import length, points, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of

__all__ = ["GAME_OPPOSITE_FORCED", "game_opposite_forced_answer"]

GAME_OPPOSITE_FORCED = 22  # 26 for game less the forced answer's middle (0-8: 4)


def game_opposite_forced_answer(t: Table) -> Advice | None:
    """Four of partner's forced major answer and 22+ support points: game."""
    opening = t.opening
    if not t.they_opened or opening is None or len(t.their_bids) != 1 or t.my_bids:
        return None
    if opening[1].level != 1 or [c.kind for c in t.my_calls] != [CallKind.DOUBLE]:
        return None
    if len(t.partner_bids) != 1 or t.last_bid is not t.partner_bids[0]:
        return None
    advance = t.partner_bids[0]
    suit = suit_of(advance)
    theirs = suit_of(opening[1])
    if suit not in MAJORS or theirs is None or suit in t.their_suits:
        return None
    cheapest = 1 if SUIT_ORDER.index(suit) < SUIT_ORDER.index(theirs) else 2
    if advance.level != cheapest:
        return None  # a jump answer shows 9-11: other principles place the contract
    return when(
        t, bid(4, suit),
        "Partner's forced answer may hold nothing, but four trumps and 22+ support points "
        "make game opposite its middle (26 between the hands): bid it rather than invite, "
        "and rather than notrump that would hide the fit.",
        length(t, suit, 4), points(t, GAME_OPPOSITE_FORCED, None, suit),
    )  # fmt: skip
