"""Opener's second call after partner raised his major over their takeout double
(issue 33): 1M-(X)-2M-(P).

- The raise over a double is made on less. "Bid More When They Double" (Pat Harrington,
  ACBL): after 1S-(X), responder raises with K76.5.J9762.T942, "You have a fit, the trump
  king and ruffing value in hearts"; the redouble, not the raise, shows 10+ (Larry Cohen,
  "Over Opponent's Takeout Double"; the booklet's 1M-(X)-XX 10+). So opener counts the
  raise one loser worse than the nine of an unprompted raise (the losing-trick count:
  principles_fit.opener_counts_losers), and five losers, game opposite a raise made
  without the double, make nine tricks: a game try, not game.
- The try is the one opener would make without the double: "the auction proceeds very
  similarly to if the overcall did not happen at all" (Robert Todd, TWIB 342). The
  booklet's new suit after 1M-2M is a game try (sayc.md: 16-18, 3+ cards in the suit,
  forcing one round); the natural reading names the second suit: "opener shows extra
  values by bidding a second suit naturally at the lowest level" (long suit game try,
  the Wikipedia article "Game try"), so the longest side suit of four or more, the
  cheapest of equals; without one, the suit of three or more cards with the most
  losers ("three plus cards in the bid suit and this suit contains two or three
  immediate losers", bridgeguys, "Help Suit Game Try"); else three of the major, the
  plain invitation.

A hand with six losers or more passes or competes by the other principles; four or fewer
bid game (principles_fit).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, when
from library.principles_game_tries import suit_losers
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["OPENER_DOUBLED", "RAISE_OVER_DOUBLE_LOSERS", "trying_after_raise_over_double"]

RAISE_OVER_DOUBLE_LOSERS = 10  # one worse than the nine of a raise without the double
_TRY_LOSERS = 5  # with ten opposite, 24 - 5 - 10 = nine tricks: one short of game
_OPENING_HCP = 11  # a light opening still counts its losers; below, no try


def raised_over_double(t: Table) -> Suit | None:
    """My one of a major was doubled, partner raised to two, RHO passed: the major."""
    if not t.i_opened or t.opening is None or len(t.my_calls) != 1 or t.their_bids:
        return None
    index, opened = t.opening
    major = suit_of(opened)
    calls = t.place.calls
    if major not in MAJORS or opened.level != 1 or len(calls) != index + 4:
        return None
    double, raised, rho = calls[index + 1], calls[index + 2], calls[index + 3]
    if double.kind is not CallKind.DOUBLE or rho.kind is not CallKind.PASS:
        return None
    if str(raised) != str(bid(2, major)):
        return None
    return major


def _try_suit(t: Table, major: Suit) -> Suit | None:
    side = [s for s in SUIT_ORDER if s is not major]  # each is bid below three of the major
    long = [s for s in side if t.hand.length(s) >= 4]
    if long:
        return max(long, key=lambda s: (t.hand.length(s), -SUIT_ORDER.index(s)))
    helped = [s for s in side if t.hand.length(s) >= 3 and suit_losers(t, s) >= 2]
    if helped:
        return max(helped, key=lambda s: (suit_losers(t, s), -SUIT_ORDER.index(s)))
    return None


def trying_after_raise_over_double(t: Table) -> Advice | None:
    """1M-(X)-2M-(P): with five losers, nine tricks opposite a raise the double prompted,
    a game try in the second suit (else the weak suit, else three of the major)."""
    major = raised_over_double(t)
    if major is None or t.hand.length(major) < 5:
        return None
    losers = t.hand.losing_trick_count
    count = Check("losing tricks", str(_TRY_LOSERS), str(losers), losers == _TRY_LOSERS)
    why = (
        f"Partner's raise over their double may be light: {losers} losers and the "
        f"{RAISE_OVER_DOUBLE_LOSERS} of his raise make nine tricks, one short of game"
    )
    suit = _try_suit(t, major)
    if suit is not None:
        call: Call = t.cheapest(suit)
        named = (
            f"a game try in my {'second suit' if t.hand.length(suit) >= 4 else 'weak suit'}"
            f", as without the double, asking partner to judge his holding there"
        )
        return when(t, call, f"{why}: {named}.", count, hcp(t, _OPENING_HCP))
    return when(t, bid(3, major), f"{why}: three of the major invites.", count,
                hcp(t, _OPENING_HCP))  # fmt: skip


OPENER_DOUBLED: tuple[Callable[[Table], Advice | None], ...] = (trying_after_raise_over_double,)
