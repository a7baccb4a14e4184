"""Opener's rebid when the opponents overcalled partner's response (issue 33).

- Three-card support raises partner's free major when the negative double would have
  shown four. With negative doubles, after a minor opening and their 1H overcall the
  double shows exactly four spades, so a free 1S shows five: "After 1D - 1H - X shows
  four spades. 1D - 1H - 1S shows five!" (Stafford bridge club, "Negative Doubles");
  Marty Bergen's "Point Schmoints: Negative Doubles": "1C - 1D/1H - 1S shows five
  spades"; "after 1m - (1H), a popular agreement is that a negative double shows
  exactly four spades. Responder would bid 1S with five or more" (the Wikipedia
  article's survey). The eight-card fit is found, so opener raises as he would a
  five-card suit: the cheapest raise with a minimum (12-15 support points), a jump
  with 16-18, game with 19+ (the booklet's raises of a response); rather than rebid a
  minor or pass, since "bids mean the same thing they meant without the intervening
  bid" and a fit is shown first.
- After partner's cuebid of their overcall in answer to a minor opening, a limit raise
  or better (the booklet: "a cuebid of the overcaller's suit is a limit raise or
  better"): nine tricks in notrump come before eleven in the minor, so opener with a
  balanced hand and their suit stopped bids notrump, the cheapest with a minimum
  (12-14) and game with 15+ (partner's 10+ make 25); without a stopper a minimum
  returns to his minor at the cheapest level, declining game. Other hands are left to
  the other principles.
- After partner's negative double, RHO bid again (their raise, or a cuebid of my suit):
  opener is no longer obliged to speak, but a four-card holding in the major the double
  promises is the fit the double was looking for. Opener names it at the cheapest
  level: at the two level on any opening (12+ support points: "with 12-15 hcps make a
  single raise in the indicated suit", Tommy's bridge blog, "Making negative doubles
  positive"), at the three level with the extras a free bid there needs (Larry Cohen:
  "if opener's 'free-bid' is on the 3-level, extras are needed": the medium zone's 15+,
  counted in support points since the fit is known). Their raise to four is
  principles_negative_rebid.game_over_their_raise.

Each situation returns None when its auction is not the table's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import balanced, hcp, length, stopper, when
from library.principles_game_points import game_points_over_least
from library.principles_opener_competes import FREE_BID_EXTRAS_HCP
from library.principles_reading import MAJORS, MINORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "OPENER_CONTESTED",
    "answering_cuebid_raise",
    "competing_after_negative_double",
    "raising_five_card_free_major",
]

_RAISES = ((12, 15), (16, 18), 19)  # the booklet's raises of a response, support points
_MINIMUM_HCP = 14  # opener's minimum, 12-14
_LIMIT_RAISE_HCP = 10  # the least of partner's limit raise
# 15: with partner's limit raise, 25 between the hands (library/principles_game_points.py)
_GAME_NOTRUMP_HCP = game_points_over_least(None) - _LIMIT_RAISE_HCP


@dataclass(frozen=True)
class _Overcalled:
    """I opened one of a suit, LHO overcalled a suit, partner made one bid."""

    mine: Suit
    theirs: Suit
    response: Call


def _overcalled(t: Table) -> _Overcalled | None:
    if not t.i_opened or t.opening is None or len(t.my_calls) != 1:
        return None
    opened = t.opening[1]
    mine = suit_of(opened)
    if mine is None or opened.level != 1:
        return None
    calls = t.place.calls
    index = t.opening[0]
    if len(calls) != index + 4:
        return None  # opener's second turn: LHO, partner and RHO have called once
    overcall, response = calls[index + 1], calls[index + 2]
    theirs = suit_of(overcall)
    if theirs is None or theirs is mine or overcall.level > 2 or not response.is_bid:
        return None
    if any(c.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) for c in calls):
        return None
    return _Overcalled(mine, theirs, response)


def _support(t: Table, fit: Suit, low: int, high: int | None) -> Check:
    value = t.hand.support_points(fit)
    wanted = f"{low}+" if high is None else f"{low}-{high}"
    return Check("support points", wanted, str(value),
                 value >= low and (high is None or value <= high))  # fmt: skip


def raising_five_card_free_major(t: Table) -> Advice | None:
    """Partner's free 1S over their 1H overcall of my minor, with negative doubles, shows
    five spades: three-card support raises it."""
    c = _overcalled(t)
    if c is None or c.mine not in MINORS or c.theirs is not Suit.H:
        return None
    if str(c.response) != "1S" or not t.book.plays("negative_doubles"):
        return None
    if t.rho is not None and t.rho.is_bid and suit_of(t.rho) is not Suit.H:
        return None  # RHO named a new suit: the auction is another
    fit = Suit.S
    if t.hand.length(fit) != 3:
        return None  # four-card support is the free raise of principles_opener_competes
    single, jump, game = _RAISES
    cheapest = t.cheapest(fit)
    why = "partner's free 1S shows five spades (the negative double would show four)"
    return (
        (cheapest.level <= 2 and when(
            t, cheapest, f"A raise with three-card support: {why}; {single[0]}-{single[1]} "
            "support points.", length(t, fit, 3), _support(t, fit, single[0], single[1])))
        or (t.jump(fit).level <= 3 and when(
            t, t.jump(fit), f"A jump raise with three-card support: {why}; "
            f"{jump[0]}-{jump[1]} support points.", length(t, fit, 3),
            _support(t, fit, *jump)))
        or when(t, bid(4, fit), f"Game with three-card support: {why}; {game}+ support "
                "points.", length(t, fit, 3), _support(t, fit, game, None))
    )  # fmt: skip


def answering_cuebid_raise(t: Table) -> Advice | None:
    """I opened a minor, LHO overcalled, partner cuebid their suit (a limit raise or
    better) and RHO passed: notrump with a balanced hand and their suit stopped, the
    cheapest with a minimum, game with 15+; a minimum without a stopper returns to the
    minor at the cheapest level."""
    c = _overcalled(t)
    if c is None or c.mine not in MINORS or suit_of(c.response) is not c.theirs:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    notrump = t.cheapest("NT")
    game = bid(3, "NT")
    return (
        (notrump.level == 2 and when(
            t, notrump, "Partner's cuebid is a limit raise or better of my minor: a "
            "balanced minimum with their suit stopped bids notrump first (nine tricks "
            "before eleven).", hcp(t, 0, _MINIMUM_HCP), balanced(t), stopper(t, c.theirs)))
        or when(t, game, "Partner's cuebid is a limit raise or better of my minor: "
                f"balanced, their suit stopped and {_GAME_NOTRUMP_HCP}+ HCP, game in "
                "notrump (25 between the hands).", hcp(t, _GAME_NOTRUMP_HCP), balanced(t),
                stopper(t, c.theirs))
        or (t.cheapest(c.mine).level <= 3 and when(
            t, t.cheapest(c.mine), "Partner's cuebid is a limit raise or better of my "
            "minor: a minimum without their suit stopped declines at the cheapest level.",
            hcp(t, 0, _MINIMUM_HCP), stopper(t, c.theirs, wanted=False)))
        or None
    )  # fmt: skip


def competing_after_negative_double(t: Table) -> Advice | None:
    """I opened one of a suit, LHO overcalled, partner made a negative double and RHO
    bid: four cards in the one major the double promises are bid at the cheapest level,
    the two level on any opening, the three with 15+ support points."""
    if not t.i_opened or t.opening is None or len(t.my_calls) != 1:
        return None
    opened, index = t.opening[1], t.opening[0]
    mine = suit_of(opened)
    calls = t.place.calls
    if mine is None or opened.level != 1 or len(calls) != index + 4:
        return None
    if not t.book.plays("negative_doubles"):
        return None  # without the convention partner's double is for penalty
    overcall, double, rho = calls[index + 1], calls[index + 2], calls[index + 3]
    theirs = suit_of(overcall)
    if theirs is None or theirs is mine or overcall.level > 2:
        return None
    if double.kind is not CallKind.DOUBLE or not rho.is_bid or suit_of(rho) is None:
        return None
    unbid = [m for m in MAJORS if m not in (mine, theirs)]
    if len(unbid) != 1 or t.hand.length(unbid[0]) < 4 or suit_of(rho) is unbid[0]:
        return None  # the double promises one major, held four times, not bid by RHO
    fit = unbid[0]
    call = t.cheapest(fit)
    if call.level > 3:
        return None
    least = _RAISES[0][0] if call.level == 2 else FREE_BID_EXTRAS_HCP
    return when(
        t, call, f"Partner's negative double promises {fit.name_plural} and I hold four: "
        f"the fit, bid at the cheapest level over their bid ({least}+ support points at "
        f"the {call.level} level).", length(t, fit, 4), _support(t, fit, least, None),
    )  # fmt: skip


OPENER_CONTESTED: tuple[Callable[[Table], Advice | None], ...] = (
    raising_five_card_free_major,
    answering_cuebid_raise,
    competing_after_negative_double,
)
