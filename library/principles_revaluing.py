"""Responder's second bid by his strength zone, the hand valued as teachers value it.

Responder's zones after opener's non-forcing rebid (Audrey Grant, Better Bridge,
"Responder's rebid": a minimum 6-10 passes, bids 1NT, raises, gives preference or
rebids a six-card suit; a medium hand invites; 13+ bids game; the ACBL booklet's
responder's 6-9 / 10-12 / 13+), with the captain's rule behind them (the Everything
Bridge Book, "The Captaincy Principle": "when one member of a partnership limits her
hand, that player's partner becomes the captain"; Larkhill's tip 8: "a limit bid ...
make it only once"). Opener's minimum rebid (his suit again, a new lower suit, 1NT, all
non-forcing) says 12-15 or a little more; responder is the captain and answers by his
own zone, not by an average of opener's whole 12-18:

- The invitational zone does not bid game (responder's 10-12: "invite"). With 10-12
  HCP, the unbid suits stopped, a balanced or semi-balanced hand and no fit for opener's
  suits, responder bids 2NT, invitational, and opener with his extras accepts; 3NT is
  the 13+ hand's.
- The game zone places the contract (the same zones; the captain "makes the decision
  about how high the bidding should go"): with 13-16 support points and three cards in
  opener's major after his minimum rebid, responder bids game in the major. Opposite
  12-15 slam (33) is out of reach, so no slam try.
- Length points in the minimum zone (Joan Butts, "Opener's Rebid": "12 high card points,
  plus 2 length points for the six-card heart suit - a total of 14"; the bridgeblog
  lesson 6a: "If there is no suit fit ... HCP + length points in good suits"). A
  responder with a six-card suit of his own (headed by two of the top three honours),
  fewer than three cards in opener's last suit (and in his first, four in a minor,
  which may be three cards long) and 6-9 points counting one for each
  card past four rebids the suit at the two level, although he holds fewer than the
  written rule's 6 HCP: passing would leave the partnership in a 4-2 or 3-2 fit.
- Opener's zones count distribution (the bridgeblog lesson 6a: "12-15 TP ... mini,
  16-18 TP ... midi"; Butts: "12 high card points, plus 2 length points ... a total
  of 14. That's a minimum hand"), and opposite responder's 1NT, a limit bid, opener is
  the captain: a minimum passes, a medium invites. With 18 or more points counting
  length (17 HCP and a fifth card), a balanced opener bids 2NT, inviting; an
  unbalanced one (a singleton or void) names a new four-card suit at the two level
  rather than pass with a medium hand.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, length, stopper, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "game_by_zone",
    "inviting_by_zone",
    "long_suit_minimum",
    "opener_medium_over_1nt",
    "responder_points",
]

_INVITATIONAL = (10, 12)
_MINIMUM = (6, 9)


def responder_points(t: Table, suit: Suit) -> int:
    """HCP and a length point for each card past four in ``suit`` (his own long suit)."""
    return t.hand.hcp + max(0, t.hand.length(suit) - 4)


def _after_minimum_rebid(t: Table) -> tuple[Suit, Suit, Suit | None] | None:
    """Partner opened one of a suit, I answered a new suit at the one level, and his
    rebid is a non-forcing minimum one: his suit again or a new suit at the cheapest
    level, not a reverse (a new suit above his first at the two level), or 1NT. The
    opponents only passed or doubled. Gives partner's first suit, my suit and his
    second suit (None after a suit rebid or 1NT)."""
    if not t.partner_opened or t.their_bids or len(t.my_bids) != 1 or len(t.partner_bids) != 2:
        return None
    if any(c.kind is CallKind.REDOUBLE for c in t.place.calls):
        return None
    opening, rebid = t.partner_bids
    response = t.my_bids[0]
    first, mine = suit_of(opening), suit_of(response)
    if first is None or mine is None or opening.level != 1 or response.level != 1:
        return None
    if t.last_bid is not rebid or mine == first:
        return None
    second = suit_of(rebid)
    if second is None:
        return (first, mine, None) if str(rebid) == "1NT" else None
    if second == mine:
        return None  # a raise: responder revalues with partner's trumps (principles_fit)
    cheapest = _cheapest_over(response, second)
    if rebid.level != cheapest:
        return None  # a jump: 16-18, or the jump shift's game force
    if second != first and rebid.level == 2 and SUIT_ORDER.index(second) < SUIT_ORDER.index(first):
        return None  # a reverse: forcing one round
    return first, mine, (None if second == first else second)


def _cheapest_over(before: Call, suit: Suit) -> int:
    """The lowest level ``suit`` can be bid at over the suit bid ``before``."""
    earlier = suit_of(before)
    higher = earlier is not None and SUIT_ORDER.index(suit) < SUIT_ORDER.index(earlier)
    return before.level if higher else before.level + 1


def inviting_by_zone(t: Table) -> Advice | None:
    """Responder's 10-12 after opener's minimum rebid invites with 2NT (module
    docstring)."""
    found = _after_minimum_rebid(t)
    if found is None:
        return None
    first, mine, second = found
    invitation = t.cheapest("NT")
    if invitation.level != 2:
        return None
    shown = [s for s in (first, second) if s is not None]
    unbid = [s for s in SUIT_ORDER if s not in (*shown, mine)]
    fit = (first in MAJORS and t.hand.length(first) >= 3) or (
        second is not None and t.hand.length(second) >= 4
    )
    shape = Check("shape", "balanced or semi-balanced", "-".join(map(str, t.hand.pattern)),
                  t.hand.semi_balanced)  # fmt: skip
    if fit or t.hand.length(mine) >= 6:
        return None
    return when(
        t, invitation, "Responder is the captain after opener's minimum rebid: with 10-12, "
        "the invitational zone, 2NT invites and opener with extras bids game; 3NT is for 13+.",
        hcp(t, *_INVITATIONAL), shape, *(stopper(t, s) for s in unbid),
    )  # fmt: skip


_GAME_ZONE = (13, 16)  # 13+ bids game; 17 opposite 15-16 begins to look at slam


def game_by_zone(t: Table) -> Advice | None:
    """Responder's 13-16 with three cards in opener's major after his minimum rebid:
    game in the major (module docstring)."""
    found = _after_minimum_rebid(t)
    if found is None:
        return None
    first = found[0]
    if first not in MAJORS:
        return None
    value = t.hand.support_points(first)
    return when(
        t, bid(4, first), f"Responder is the captain after opener's minimum rebid: "
        f"{value} support points is the game zone, with three {first.name_plural} opposite "
        "five; slam is out of reach opposite 12-15.", length(t, first, 3, 3),
        Check("support points", f"{_GAME_ZONE[0]}-{_GAME_ZONE[1]}", str(value),
              _GAME_ZONE[0] <= value <= _GAME_ZONE[1]),
    )  # fmt: skip


def long_suit_minimum(t: Table) -> Advice | None:
    """Responder's minimum with a good six-card suit rebids it, counting length points
    (module docstring)."""
    found = _after_minimum_rebid(t)
    if found is None:
        return None
    first, mine, second = found
    last = second if second is not None else first
    call = t.cheapest(mine)
    if call.level != 2 or not t.legal(call):
        return None
    value = responder_points(t, mine)
    checks = (
        length(t, mine, 6),
        Check(f"{mine.name_plural} top honours", "two of A, K, Q",
              "".join(t.hand.ranks(mine)), sum(r in t.hand.ranks(mine) for r in "AKQ") >= 2),
        Check("points (HCP and length)", f"{_MINIMUM[0]}-{_MINIMUM[1]}", str(value),
              _MINIMUM[0] <= value <= _MINIMUM[1]),
        length(t, last, 0, 2),
        # a minor opening may hold three cards: three of it is no preference yet
        length(t, first, 0, 2 if first in MAJORS else 3),
    )  # fmt: skip
    # despite the written range: its 6 HCP floor counts no length, the teachers' does
    return when(t, call, f"A minimum counting length points: the six-card "
                f"{mine.name_plural} again at the two level rather than pass partner's "
                "short suit.", *checks, despite_written_range=True)  # fmt: skip


_MEDIUM = 16  # the bridgeblog's midi, Butts's medium: 16-18 counting length
_INVITING_NOTRUMP = (18, 19)  # the written 2NT rebid's range, counted in total points


def opener_medium_over_1nt(t: Table) -> Advice | None:
    """I opened one of a suit, partner's last call is a 1NT that limits him (6-10),
    the opponents passed: a medium hand counting length does not pass (module
    docstring)."""
    if not t.i_opened or t.their_bids or t.partner_last is None or not t.my_bids:
        return None
    last = t.partner_last
    if str(last) != "1NT" or t.last_bid is not last or t.my_bids[0].level != 1:
        return None
    if len(t.partner_bids) > 2 or len(t.my_bids) > 2:
        return None
    hand = t.hand
    value = hand.total_points
    counted = Check("points (HCP and length)", f"{_MEDIUM}+", str(value), value >= _MEDIUM)
    if not counted.holds or hand.hcp >= 20:
        return None
    shortest = min(hand.length(s) for s in SUIT_ORDER)
    if shortest >= 2:
        low, high = _INVITING_NOTRUMP
        checks = (
            Check("points (HCP and length)", f"{low}-{high}", str(value), low <= value <= high),
            Check("shape", "balanced", "-".join(map(str, hand.pattern)), hand.balanced),
        )
        call = t.cheapest("NT")
        if call.level != 2:
            return None
        # despite the written range: the written 2NT counts HCP only, the teachers'
        # zones count length
        return when(t, call, "Opener's medium zone counting length opposite responder's "
                    "limited 1NT: 2NT invites game.", *checks,
                    despite_written_range=True)  # fmt: skip
    ours = set(t.my_suits) | set(t.partner_suits)
    new = [s for s in SUIT_ORDER if s not in ours and hand.length(s) >= 4
           and t.cheapest(s).level == 2]  # fmt: skip
    if not new:
        return None
    suit = max(new, key=hand.length)
    return when(
        t,
        t.cheapest(suit),
        f"Opener's medium zone counting length, unbalanced, "
        f"opposite responder's limited 1NT: the {suit.name_plural}, a new suit, "
        "rather than pass.",
        counted,
        length(t, suit, 4),
        Check("shortness", "a singleton or void", str(shortest), shortest <= 1),
    )
