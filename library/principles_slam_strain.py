"""The strain before a notrump slam: a hand with a singleton shows its suit first (0.25.0).

Partner's notrump rebid and my slam values (33 between the hands with his minimum,
principles_placing_notrump.notrump_slam) bid 6NT at once when my hand is balanced. With
a singleton the hand is no notrump hand ("A natural 2NT (or 3NT) response would promise
a balanced hand (no singletons or voids)", Larry Cohen, "When does a notrump bid show a
balanced hand?"), and the denomination comes first ("The first priority, of course, is
to find the denomination in which the partnership belongs. Once that has been decided,
the partner with the extra strength can simply bid a slam", Audrey Grant, Bridge
Basics, "Slam Bidding"). So, below game and forcing after partner's notrump rebid:

- a suit partner bid in which the hands hold eight cards (his written length, "19-21
  points, 6+ diamonds (a long running suit)", counted with mine) is raised at the
  cheapest level: the fit agreed, the slam explored after;
- else my own four-card suit that no one has named is bid at the cheapest level,
  natural and forcing.

Published answers that say so: District 8 Solvers Forum, October 2007 (S. Merritt),
1D-1H-3NT with J.AKT965.74.AQJ6, top score 4D, "the most straightforward slam move";
TGIF bidding contest, Vancouver Bridge Centre, December 2019, 2C-2D-3D-3H-3NT with
85.T98542.Q.AKJ4, top award 4C, "natural, still looking for slam". Neither panel bid
6NT, the call the points alone gave. A void keeps the hand out of notrump already
(notrump_slam); opposite partner's notrump opening the conventions decide (transfers,
Stayman, Gerber), and his hand is balanced, so a singleton opposite it is no bar
(principles_stoppers.notrump_shape): only a partner who opened a suit and rebid notrump
is read here, one who has shown a suit.
"""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import length, when
from library.principles_reading import GAME_LEVEL, Advice, Table, suit_of
from library.principles_slam_zone import SMALL_SLAM
from library.recommend_checks import Check

__all__ = ["strain_before_notrump_slam"]


def strain_before_notrump_slam(t: Table, sure: int) -> Advice | None:
    """Slam values (``sure``: my points and partner's minimum) opposite partner's
    notrump rebid with a singleton: the fit raised, or my unbid suit shown, below game
    (module docstring); None where neither is there or the hand has no singleton."""
    if min(t.hand.pattern) != 1 or t.their_bids or not t.my_bids or sure < SMALL_SLAM:
        return None
    last = t.partner_last
    if last is None or not last.is_bid or suit_of(last) is not None or len(t.partner_bids) < 2:
        return None  # his notrump rebid, not his notrump opening (the conventions' place)
    if suit_of(t.partner_bids[0]) is None or not t.partner_suits:
        return None  # he opened notrump, or showed no suit (2C-2D-2NT): balanced, and a
        # singleton opposite a balanced hand is no bar
    values = Check("points between the hands", f"{SMALL_SLAM}+", str(sure), True)
    for suit in reversed(list(dict.fromkeys(t.partner_suits))):
        together = t.hand.length(suit) + _partner_length(t, suit)
        call = t.cheapest(suit)
        if together >= 8 and call.level < GAME_LEVEL[suit]:
            return when(t, call, f"Slam values ({sure} points with partner's minimum) but "
                        f"a singleton: no 6NT; {together} {suit.name_plural} between the "
                        "hands, agreed below game first, the slam explored after.",
                        values, Check(f"{suit.name_plural} between the hands", "8+",
                                      str(together), True))  # fmt: skip
    named = set(t.partner_suits) | set(t.my_suits) | {suit_of(c) for c in t.my_bids}
    new = [s for s in SUIT_ORDER if s not in named and t.hand.length(s) >= 4
           and t.cheapest(s).level < GAME_LEVEL[s]]  # fmt: skip
    if not new:
        return None
    suit = min(new, key=lambda s: (t.cheapest(s).level, -SUIT_ORDER.index(s)))
    return when(t, t.cheapest(suit), f"Slam values ({sure} points with partner's minimum) "
                f"but a singleton: no 6NT; the {suit.name_plural}, a new suit below game, "
                "natural and forcing, look for the strain first.", values,
                length(t, suit, 4))  # fmt: skip


def _partner_length(t: Table, suit: Suit) -> int:
    """The cards partner's bids promise in ``suit``: the table's reading, or more where
    the system's rule for one of his bids states more (a 3NT rebid's "6+ diamonds")."""
    best = t.promised(suit)
    for index in range(len(t.place.calls)):
        if not t.place.by_partner(index) or not t.place.calls[index].is_bid:
            continue
        rule = t.book.rule_after_passes(t.place.prefix(index + 1))
        found = None if rule is None else rule.constraints.suit_length.get(suit.name_plural)
        if found is not None:
            best = max(best, found.low)
    return best
