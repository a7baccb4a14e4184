"""Opener's second call after partner's single raise of his major when the opponents
are in the auction (issue 33).

After their takeout double, 1M-(X)-2M-(P):

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

After their bid over the raise, 1M-(P)-2M-(2x) or 1M-(1x)-2M-(2y):
- Three of our major is competitive, not invitational: "Use LOTT only when you don't
  have game or slam interest" (Larry Cohen, the LAW): the nine trumps compete to three
  (principles_fit). So opener with invitational values (the booklet's 16-18 after a
  single raise, in HCP, the losing-trick count short of game: six losers or more; five
  trumps, for with six the law's three of the major is the bid) bids a new
  suit below three of the major: "If you have already found a fit, a new suit bid does
  not promise the suit ... 1H-(2C)-2H-(3C)-3D: Shows 16+ points, and invites game in
  hearts" (Jason Belk, "Inviting Game", Cornell bridge notes); the suit is chosen as
  the game try above. A balanced hand with their suits stopped is left to the notrump
  invitation (Belk: "A bid of 2NT during a competitive auction shows enough HCP to
  invite 3NT").
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, when
from library.principles_game_tries import suit_losers
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "OPENER_DOUBLED",
    "RAISE_OVER_DOUBLE_LOSERS",
    "trying_after_raise_over_double",
    "trying_over_their_competition",
]

RAISE_OVER_DOUBLE_LOSERS = 10  # one worse than the nine of a raise without the double
_TRY_LOSERS = 5  # with ten opposite, 24 - 5 - 10 = nine tricks: one short of game
_OPENING_HCP = 11  # a light opening still counts its losers; below, no try
_INVITE_POINTS = (16, 18)  # the booklet's game try after a single raise
_GAME_LOSERS = 5  # opposite the nine of a raise, five losers make game (principles_fit)


def _raised(t: Table) -> tuple[Suit, Call, Call] | None:
    """My one of a major, LHO's call, partner's raise to two, RHO's call, my turn: the
    major, LHO's call and RHO's."""
    if not t.i_opened or t.opening is None or len(t.my_calls) != 1:
        return None
    index, opened = t.opening
    major = suit_of(opened)
    calls = t.place.calls
    if major not in MAJORS or opened.level != 1 or len(calls) != index + 4:
        return None
    lho, raised, rho = calls[index + 1], calls[index + 2], calls[index + 3]
    if str(raised) != str(bid(2, major)):
        return None
    return major, lho, rho


def raised_over_double(t: Table) -> Suit | None:
    """My one of a major was doubled, partner raised to two, RHO passed: the major."""
    found = None if t.their_bids else _raised(t)
    if found is None:
        return None
    major, double, rho = found
    if double.kind is not CallKind.DOUBLE or rho.kind is not CallKind.PASS:
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


def _raised_then_contested(t: Table) -> Suit | None:
    """1M, partner's raise to two (after their pass or one-level overcall), RHO's bid of
    a suit of theirs: the major."""
    found = _raised(t)
    if found is None:
        return None
    major, lho, rho = found
    if not rho.is_bid:
        return None
    theirs = suit_of(rho)
    if theirs is None or theirs is major or theirs not in t.their_suits:
        return None
    if lho.is_bid and (suit_of(lho) is None or lho.level != 1):
        return None  # a two-level or artificial overcall: another auction
    if not lho.is_bid and lho.kind is not CallKind.PASS:
        return None  # their double: trying_after_raise_over_double's auction
    return major


def trying_over_their_competition(t: Table) -> Advice | None:
    """1M-(..)-2M-(their bid): three of the major would only compete, so 16-18 points
    short of game by the losing-trick count invite with a new suit below it."""
    major = _raised_then_contested(t)
    if major is None or t.hand.length(major) != 5:
        return None  # a sixth trump makes nine: three of the major competes (the law)
    if t.hand.losing_trick_count <= _GAME_LOSERS:
        return None  # game by the count: principles_fit
    if t.hand.balanced and all(t.hand.stopper(s) for s in t.their_suits):
        return None  # the notrump invitation describes it
    suit = _try_suit(t, major)
    if suit is None or t.cheapest(suit).level > 3:
        return None
    low, high = _INVITE_POINTS
    return when(
        t, t.cheapest(suit), "Over their bid three of our major would only compete (the "
        f"law's nine trumps): with {low}-{high} points a new suit below it invites game, "
        "asking partner to judge his holding there.", hcp(t, low, high),
    )  # fmt: skip


OPENER_DOUBLED: tuple[Callable[[Table], Advice | None], ...] = (
    trying_after_raise_over_double,
    trying_over_their_competition,
)
