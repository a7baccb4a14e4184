"""Opener's rebid when the opponents have come in (issue 33).

I opened one of a suit and partner responded in a new suit or 1NT; an opponent bid a
suit either before partner's response (LHO overcalled, partner bid freely, RHO passed,
raised or bid a suit of his own) or after it (RHO overcalled partner's response). The
teachers agree on the frame:

- Rebids keep their meaning. "Bids mean the same thing they meant without the
  intervening bid. It does not guarantee extra points" (ACOL/SAYC lesson notes,
  "Competitive bidding"); "If opener's RHO acts, nothing changes. A 'free bid' without
  jumping doesn't show extras" (Larry Cohen, "After partner's negative double"); after
  responder's free bid "the auction proceeds very similarly to if the overcall did not
  happen at all" (Robert Todd, Advanced Bridge, TWIB 342). So a raise of partner's
  suit with four cards, a six-card suit rebid and a lower second suit are bid at the
  cheapest level with a minimum; the raises follow the booklet's scale in support
  points (12-15 a single raise, 16-18 a jump, 19+ game).
- A six-card suit of my own is rebid on the three level with a sound opening: "How
  strong should opener be to rebid their six-card suit in this situation? I would
  suggest that a sound opening would be ample", an "inconspicuous 11-count" passing
  (Paul Lavings, ABF Newsletter, October 2024, after 1D-(P)-1S-(2H)): 13+ HCP.
- A free bid on the three level needs extras: "if opener's 'free-bid' is on the
  3-level, extras are needed ... shouldn't be made with a minimum" (Cohen), counted as
  ibridge's second zone (15+ HCP: "a second zone opening hand (15-17HCP)"; a raise of
  partner's suit counts them in support points, the fit being known, as
  principles_opener_contested does after the negative double), or a 5-5
  two-suiter ("a suit shift shows either a minimum opening hand with a 5-5 two suiter
  or a strong opening hand", ibridge 44VZ). After a two-level response (10+, forcing)
  the partnership already holds the values: "your rebid at the three level (the lowest
  rebid you can make in the circumstances) doesn't promise anything more than the
  minimum 12 points" (Blueberry Bridge, "Opener's rebid after left hand opponent
  overcall").
- Notrump promises their suit (each suit they bid) stopped: "1NT, 2NT ... are all
  unchanged except that NT bids show a stopper" (Todd, TWIB 344): 1NT 12-14, a jump
  to 2NT 18-19; after a two-level response 2NT is the minimum's, as 1x-2y-2NT.
- A five-card two-level response is raised with three cards when notrump does not
  describe the hand ("A non-forcing support with 3 cards. The responder's level 2
  shift indicates at least 5 cards", ibridge 442Z).
- The overcall relieves opener of the obligation to bid: "the opener may pass with a
  poor hand and no fit. His partner has the opportunity to rebid" (ibridge 44VZ);
  "Pass: usually a balanced 12-14 pts without a stopper" (Todd, TWIB 344); "You should
  instead pass ... partner is still there. He knows you have opened the bidding, so
  will not pass lightly" (Andrew Robson). A minimum (12-14 HCP, ibridge's first zone)
  with nothing of the above passes. When RHO passed instead, partner's new suit still
  forces, "the opener cannot pass even if his opening bid is minimum" (ibridge 442Z),
  and the other principles find the least misleading bid.

- The same holds when RHO raised LHO's overcall over partner's free bid: opener is
  relieved again. With four trumps opposite a two-level response (a nine-card fit),
  after their raise (both sides have a fit: the law of total tricks decides how high)
  or with slam values (22+ support points, above the booklet's 19-21 game raise) the fit and
  slam principles count the hand; six-five hands are six-five-come-alive's.
- Partner's free notrump over the overcall is natural with a stopper and the system's
  range (SAYC: 1NT 8-10); opener adds his points (HCP and length) to it as over any
  notrump response: 3NT when partner's least makes 25 (the ACBL Bridge Series' count for
  3NT) on a balanced hand or a running six-card suit, 2NT when his most would.
- The redouble by opener: after 1x-Pass-Pass-Double "in standard bidding, this redouble
  shows a strong hand (18+ points) ... the redouble promises extra strength and
  suggests penalizing the opponents" (Karen Walker, "Troubles with Redoubles", part
  VIII).

Opener's reopening double (partner passed their overcall, SAYC's negative doubles) is
library/principles_rebids.reopening; after partner's negative double it is
library/principles_negative_rebid. After RHO's takeout double of partner's response
nothing is taken away and the uncontested rebids answer (principles_rebids.opener_rebid).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import balanced, hcp, length, stopper, when
from library.principles_game_points import game_points_over_least
from library.principles_reading import (
    GAME_LEVEL,
    MAJORS,
    PASS,
    REDOUBLE,
    Advice,
    Table,
    below,
    bid,
    suit_of,
)
from library.recommend_checks import Check

__all__ = [
    "FREE_BID_EXTRAS_HCP",
    "MINIMUM_HCP",
    "OPENER_COMPETES",
    "RAISE_POINTS",
    "free_rebid",
    "raising_free_notrump",
    "redouble_after_balancing_double",
]

MINIMUM_HCP = (12, 14)  # ibridge's first zone; Todd's and Cohen's 12-14 minimum
FREE_BID_EXTRAS_HCP = 15  # ibridge's second zone: 15-17
SOUND_OPENING_HCP = 13  # Lavings: "a sound opening would be ample", not an 11-12 count
STRONG_NOTRUMP_HCP = (18, 19)  # the booklet's 2NT rebid
STRONG_REDOUBLE_HCP = 18  # kwbridge: the redouble "shows a strong hand (18+ points)"
# The booklet's raises of a response, in support points: single, jump, game.
RAISE_POINTS = ((12, 15), (16, 18), 19)
_REVERSE_HCP = 17  # the booklet: a reverse shows 17+
_GAME_NOTRUMP = game_points_over_least(None)  # 25: 3NT between the hands, partner's least
_FREE_NOTRUMP_TOP = 15  # a range topping above this is no free notrump's
_GAME_RAISE_TOP = 21  # above the booklet's game raise (19-21) a slam is in view


@dataclass(frozen=True)
class _Contest:
    """The auction read for opener's contested rebid."""

    mine: Suit
    partners: Suit | None  # None: partner responded 1NT
    theirs: Suit  # the suit of their last bid
    all_theirs: frozenset[Suit]  # every suit they named
    response: Call
    relieved: bool  # RHO bid over partner's response: opener need not bid


def _contest(t: Table) -> _Contest | None:
    if not t.i_opened or len(t.my_calls) != 1 or len(t.my_bids) != 1:
        return None
    opening = t.my_bids[0]
    mine = suit_of(opening)
    if mine is None or opening.level != 1:
        return None
    if len(t.partner_bids) != 1 or t.partner_last is not t.partner_bids[0]:
        return None
    if len(t.their_bids) not in (1, 2) or any(c.kind is not CallKind.PASS and not c.is_bid
                                     for c in t.place.calls):  # fmt: skip
        return None  # a double or redouble anywhere is another situation
    suits = [suit_of(b) for b in t.their_bids]
    if None in suits or set(t.their_suits) != set(suits) or mine in suits:
        return None  # a cuebid or an artificial bid of theirs
    theirs = suits[-1]
    assert theirs is not None
    response = t.partner_bids[0]
    if str(response) in t.conventional:
        return None
    partners = suit_of(response)
    if partners is None and str(response) != "1NT":
        return None
    if partners is not None and t.partner_suits != [partners]:
        return None  # a cuebid or an artificial response
    if partners == mine:
        return None  # partner's raise: the fit is found (principles_fit)
    if len(t.their_bids) == 2 and t.rho is not t.their_bids[1]:
        return None  # their second bid is RHO's, over partner's response, or nothing
    if partners in suits:
        return None  # partner bid their suit: a cuebid
    relieved = t.rho is t.their_bids[-1]
    if not relieved and not (t.rho is not None and t.rho.kind is CallKind.PASS):
        return None
    return _Contest(mine, partners, theirs, frozenset(t.their_suits), response, relieved)


def _stoppers(t: Table, c: _Contest) -> list[Check]:
    return [stopper(t, suit) for suit in SUIT_ORDER if suit in c.all_theirs]


def _support(t: Table, fit: Suit, low: int, high: int | None) -> Check:
    value = t.hand.support_points(fit)
    wanted = f"{low}+" if high is None else f"{low}-{high}"
    return Check("support points", wanted, str(value),
                 value >= low and (high is None or value <= high))  # fmt: skip


def _free_level(
    t: Table,
    c: _Contest,
    call: Call,
    five_five: bool = False,
    fit: Suit | None = None,
    six: bool = False,
) -> Check:
    """A bid on the three level after a one-level response needs extras; a raise counts
    them in support points, the fit being known; my own six-card suit a sound opening."""
    two_level = c.response.level >= 2 and c.partners is not None
    needed = call.level >= 3 and not two_level and not five_five
    low = (SOUND_OPENING_HCP if six else FREE_BID_EXTRAS_HCP) if needed else 0
    if fit is not None:
        value = t.hand.support_points(fit)
        return Check("support points for a free raise at this level", f"{low}+",
                     str(value), value >= low)  # fmt: skip
    return Check("HCP for a free bid at this level", f"{low}+", str(t.hand.hcp),
                 t.hand.hcp >= low)  # fmt: skip


def _raise(t: Table, c: _Contest, fit: Suit) -> Advice | None:
    single, jump, game = RAISE_POINTS
    cheapest = t.cheapest(fit)
    game_bid = bid(GAME_LEVEL[fit], fit)
    return (
        (fit in MAJORS and cheapest.level < game_bid.level and when(
            t, game_bid, f"Raising partner's suit over their bid: {game}+ support points, "
            "game, as without the overcall.", length(t, fit, 4), _support(t, fit, game, None),
            hcp(t, MINIMUM_HCP[0])))
        or (t.jump(fit).level <= 3 and when(
            t, t.jump(fit), f"Raising partner's suit over their bid: {jump[0]}-{jump[1]} "
            "support points, a jump, as without the overcall.", length(t, fit, 4),
            _support(t, fit, *jump), hcp(t, MINIMUM_HCP[0])))
        or when(t, cheapest, "A free raise of partner's suit with four cards: it shows no "
                "extras at the two level (\"a free bid without jumping doesn't show "
                "extras\"); on the three level the extras are counted in support points, "
                "the fit being known.", length(t, fit, 4), _support(t, fit, single[0], None),
                _free_level(t, c, cheapest, fit=fit))
    )  # fmt: skip


def _notrump(t: Table, c: _Contest) -> Advice | None:
    notrump = t.cheapest("NT")
    two_level = c.response.level >= 2 and c.partners is not None
    low, high = MINIMUM_HCP
    strong_low, strong_high = STRONG_NOTRUMP_HCP
    if notrump.level == 1 or (notrump.level == 2 and two_level):
        minimum = when(t, notrump, f"Notrump over their bid: balanced {low}-{high} with their "
                       "suit stopped, as without the overcall.", hcp(t, low, high),
                       balanced(t), *_stoppers(t, c))  # fmt: skip
        if minimum is not None:
            return minimum
    strong = t.jump("NT") if notrump.level == 1 else notrump
    if strong.level != 2 or two_level:
        return None
    return when(t, strong, f"2NT over their bid: balanced {strong_low}-{strong_high} with "
                "their suit stopped.", hcp(t, strong_low, strong_high), balanced(t),
                *_stoppers(t, c))  # fmt: skip


def _second_suit(t: Table, c: _Contest) -> Advice | None:
    named = {c.mine, c.partners, *c.all_theirs}
    candidates = [s for s in SUIT_ORDER if s not in named and t.hand.length(s) >= 4]
    for suit in sorted(candidates, key=t.hand.length, reverse=True):
        call = t.cheapest(suit)
        reverse = call.level >= 2 and not below(suit, c.mine)
        five_five = t.hand.length(c.mine) >= 5 and t.hand.length(suit) >= 5
        advice = when(
            t,
            call,
            "A second suit over their bid, at the cheapest level: natural, as "
            "without the overcall.",
            length(t, suit, 4),
            _free_level(t, c, call, five_five),
            hcp(t, _REVERSE_HCP if reverse else 0),
            Check("level", "3 or lower", str(call.level), call.level <= 3),
        )
        if advice is not None:
            return advice
    return None


def free_rebid(t: Table) -> Advice | None:
    """Opener's second call after partner's response when one opponent has bid a suit:
    rebids keep their uncontested meaning; a three-level free bid needs extras; a
    minimum with nothing to say passes when RHO's bid relieved opener."""
    c = _contest(t)
    if c is None:
        return None
    if not c.relieved and c.partners is None:
        return None  # partner's free notrump shows values and a stopper: raising_free_notrump
    fit = c.partners
    if (
        fit is not None
        and t.hand.length(fit) >= 4
        and (
            c.response.level >= 2
            or (len(t.their_bids) == 2 and len(c.all_theirs) == 1)
            or t.hand.support_points(fit) > _GAME_RAISE_TOP
        )
    ):
        return None  # a nine-card fit, their fit or slam values: principles_fit counts them
    if t.hand.length(c.mine) >= 6 and any(
        t.hand.length(s) >= 5 and t.cheapest(s).level == 2 and below(s, c.mine)
        for s in SUIT_ORDER if s not in (c.mine, c.partners, *c.all_theirs)
    ):  # fmt: skip
        return None  # six-five comes alive: principles_opener_rebids shows the second suit
    six = t.cheapest(c.mine)
    # they raised their suit: both sides have a fit and the law counts ours, so the
    # eight-card fit with partner's five-card suit is shown before my own six (Cohen)
    raised = len(t.their_bids) == 2 and len(c.all_theirs) == 1
    fit_first = raised and c.response.level >= 2
    return (
        (_raise(t, c, fit) if fit is not None else None)
        or (fit is not None and fit_first and when(
            t, t.cheapest(fit), "They raised their suit: the fit with partner's two-level "
            "suit, which promises five, is shown first.", length(t, fit, 3),
            _free_level(t, c, t.cheapest(fit))))
        or (t.jump(c.mine).level <= 3 and when(
            t, t.jump(c.mine), "A jump rebid of a six-card suit over their bid: 16-18, as "
            "without the overcall.", length(t, c.mine, 6), hcp(t, 16, 18)))
        or (six.level <= 3 and when(
            t, six, "Rebidding a six-card suit over their bid: a minimum may bid it freely.",
            length(t, c.mine, 6), hcp(t, 0, FREE_BID_EXTRAS_HCP),
            _free_level(t, c, six, six=True)))
        or _notrump(t, c)
        or (fit is not None and c.response.level >= 2 and when(
            t, t.cheapest(fit), "Three-card support for partner's two-level suit, which "
            "promises five.", length(t, fit, 3), _free_level(t, c, t.cheapest(fit))))
        or _second_suit(t, c)
        or (c.relieved and when(
            t, PASS, "Their bid relieves opener of the obligation to rebid: a minimum with "
            "nothing a free bid at this level shows passes; partner is still there.",
            hcp(t, 0, MINIMUM_HCP[1])))
        or None
    )  # fmt: skip


def _running(t: Table, suit: Suit) -> bool:
    """Six or more cards headed by three of the top four honours: tricks in notrump."""
    ranks = t.hand.ranks(suit)
    return t.hand.length(suit) >= 6 and sum(r in ranks for r in "AKQJ") >= 3


def raising_free_notrump(t: Table) -> Advice | None:
    """LHO overcalled, partner bid notrump freely (a stopper and the system's range), RHO
    passed: opener adds his points to partner's range, as over a notrump response: 3NT
    when the least partner holds makes 25, 2NT when his most would, on a balanced hand or
    a running six-card suit; else the other principles answer."""
    c = _contest(t)
    if c is None or c.partners is not None or c.relieved or len(t.their_bids) != 1:
        return None
    shown = t.shown(len(t.place.calls) - 2, "response")
    if shown.high is None or shown.high > _FREE_NOTRUMP_TOP:
        return None  # no written range for partner's notrump: nothing to add up
    running = [s for s in SUIT_ORDER if s not in c.all_theirs and _running(t, s)]
    shape = Check(
        "shape",
        "balanced or a running six-card suit",
        "-".join(str(n) for n in t.hand.pattern),
        t.hand.balanced or bool(running),
    )
    total = t.hand.total_points
    game = when(
        t,
        bid(3, "NT"),
        f"Partner's free notrump shows {shown}: with my {total} "
        f"points his least makes {_GAME_NOTRUMP}, game.",
        shape,
        Check(
            "points with partner's least",
            f"{_GAME_NOTRUMP}+",
            str(total + shown.low),
            total + shown.low >= _GAME_NOTRUMP,
        ),
    )
    invite = when(
        t,
        t.cheapest("NT"),
        f"Partner's free notrump shows {shown}: with his most we reach {_GAME_NOTRUMP}, invite.",
        balanced(t),
        Check(
            "points with partner's most",
            f"{_GAME_NOTRUMP}+",
            str(total + shown.high),
            total + shown.high >= _GAME_NOTRUMP,
        ),
        Check("level", "2", str(t.cheapest("NT").level), t.cheapest("NT").level == 2),
    )
    return game or invite  # fmt: skip


def redouble_after_balancing_double(t: Table) -> Advice | None:
    """My opening was passed by partner and doubled in the passout seat: a redouble
    shows a strong hand, 18+, ready to punish their runout."""
    if not t.i_opened or len(t.my_calls) != 1 or t.their_bids or t.partner_bids:
        return None
    if [c.kind for c in t.partner_calls] != [CallKind.PASS] or t.rho is None:
        return None
    if t.rho.kind is not CallKind.DOUBLE or t.my_bids[0].level != 1:
        return None
    return when(t, REDOUBLE, f"Partner passed and they doubled in the passout seat: a "
                f"redouble shows {STRONG_REDOUBLE_HCP}+ and suggests punishing their "
                "runout.", hcp(t, STRONG_REDOUBLE_HCP))  # fmt: skip


OPENER_COMPETES: tuple[Callable[[Table], Advice | None], ...] = (
    free_rebid,
    raising_free_notrump,
    redouble_after_balancing_double,
)
