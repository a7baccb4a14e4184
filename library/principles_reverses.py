"""Responder's answer to opener's reverse, and opener's next call after it.

A reverse is opener's rebid at the two level in a new suit ranking above the suit he
opened, after a one-level response (1C-1H-2D, 1D-1S-2H, 1H-1NT-2S): 17+ points, the
first suit longer, forcing one round (sayc.md's definition). The system states the
answer to it in its notes ("responder's rebid of his own suit, 2NT or a preference to
opener's first suit are the weak (6-9 HCP) replies"; without Lebensohl these are plain
natural bids, non-forcing) and writes them out only after 1D-1S-2H. Teachers state the
order among the weak replies the same way: a five-card suit of responder's own first
(rebid at the two level), then support for opener's first suit (three cards), then 2NT
when the unbid suits are guarded, then a preference on a doubleton, and 2NT as the
cheapest bid left when nothing else describes the hand. With 10+ HCP responder has game
opposite 17: game in a major fit, or 3NT with the unbid suits stopped and no singleton or
void in opener's suits (0.25.0: notrump wants a balanced hand, Larry Cohen's "no
singletons or voids", library/principles_stoppers.py; the other principles then show
the hand's suit).

Opener who reversed and heard one of those weak replies passes with 17-18 points: the
reply is a minimum (6-9) and game needs 26 between the hands; with 19+ he goes on (the
other principles place the game).
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, length, points, stopper, when
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.principles_stoppers import notrump_shape

__all__ = ["after_weak_reply", "answering_reverse", "is_reverse"]

# The weak replies' strength (sayc.md's notes: "the weak (6-9 HCP) replies").
_MINIMUM = 9
_GAME_VALUES = _MINIMUM + 1


def is_reverse(opening: Call, response: Call, rebid: Call) -> bool:
    """Opener's ``rebid`` after his one-level ``opening`` and a one-level ``response``
    (a suit or 1NT) is a reverse: a new suit at the two level above the first, which
    he could not have bid at the one level."""
    first, second = suit_of(opening), suit_of(rebid)
    if first is None or second is None or second == first or opening.level != 1:
        return False
    if response.level != 1 or not response.is_bid or suit_of(response) == second:
        return False
    above = SUIT_ORDER.index(second) < SUIT_ORDER.index(first)
    answered = suit_of(response)
    # over a suit response a suit that could have been bid at the one level is a jump shift
    skipped = answered is not None and SUIT_ORDER.index(second) < SUIT_ORDER.index(answered)
    return rebid.level == 2 and above and not skipped


def _uncontested(t: Table) -> bool:
    return not t.their_bids and all(
        c.kind is CallKind.PASS for i, c in enumerate(t.place.calls) if t.place.theirs[i]
    )


def answering_reverse(t: Table) -> Advice | None:
    """Partner opened, I responded at the one level, he reversed; the opponents passed."""
    if not t.partner_opened or not _uncontested(t):
        return None
    if len(t.partner_bids) != 2 or len(t.my_bids) != 1 or t.last_bid is not t.partner_bids[1]:
        return None
    opening, rebid = t.partner_bids
    response = t.my_bids[0]
    if not is_reverse(opening, response, rebid):
        return None
    first, second = suit_of(opening), suit_of(rebid)
    assert first is not None and second is not None
    mine = suit_of(response)
    return _game(t, first, second) or _weak_reply(t, first, second, mine)


def _game(t: Table, first: Suit, second: Suit) -> Advice | None:
    """10+ HCP opposite 17+: game in a major fit, else 3NT with the unbid suits stopped."""
    values = hcp(t, _GAME_VALUES)
    unbid = [s for s in SUIT_ORDER if s not in (first, second, *t.my_suits)]
    guards = [stopper(t, s) for s in unbid]
    return (
        (first in MAJORS and when(
            t, bid(4, first), f"Game opposite the reverse (17+): 10+ HCP and three "
            f"{first.name_plural}, opener's longer suit.", values, length(t, first, 3)))
        or (second in MAJORS and when(
            t, bid(4, second), f"Game opposite the reverse (17+): 10+ HCP and four "
            f"{second.name_plural}.", values, length(t, second, 4)))
        # not with a singleton or void in his suits (principles_stoppers.notrump_shape)
        or (notrump_shape(t) and when(
            t, bid(3, "NT"), "Game opposite the reverse (17+): 10+ HCP and the unbid "
            "suits stopped.", values, *guards))
        or None
    )  # fmt: skip


def _weak_reply(t: Table, first: Suit, second: Suit, mine: Suit | None) -> Advice | None:
    """6-9 HCP: the cheapest bid that describes the hand, never a pass (the reverse
    forces) and never a jump (a jump or a new suit would show game values)."""
    weak = hcp(t, 0, _MINIMUM)
    unbid = [s for s in SUIT_ORDER if s not in (first, second, *t.my_suits)]
    guards = [stopper(t, s) for s in unbid]
    preference = t.cheapest(first)
    rebid_own = (
        mine is not None and t.cheapest(mine).level == 2 and when(
            t, t.cheapest(mine), f"A weak reply to the reverse: 6-9 HCP, five or more "
            f"{mine.name_plural} rebid at the two level.", weak, length(t, mine, 5))
    )  # fmt: skip
    return (
        rebid_own
        or when(t, preference, f"A weak reply to the reverse: 6-9 HCP, preference to "
                f"opener's longer suit with three {first.name_plural}.", weak,
                length(t, first, 3))
        or when(t, bid(2, "NT"), "A weak reply to the reverse: 6-9 HCP, no fit, the unbid "
                "suits stopped.", weak, *guards)
        or when(t, preference, f"A weak reply to the reverse: 6-9 HCP, preference to "
                f"opener's longer suit on two {first.name_plural}.", weak,
                length(t, first, 2))
        or when(t, bid(2, "NT"), "A weak reply to the reverse: 6-9 HCP and nothing else to "
                "show; 2NT is the cheapest bid that says so.", weak)
    )  # fmt: skip


def _weak(t: Table, reply: Call, first: Suit, response: Call) -> bool:
    """``reply`` is one of the weak replies to my reverse of ``first``: 2NT, a rebid of
    partner's own suit at the two level, or the cheapest preference to ``first``."""
    if str(reply) == "2NT":
        return True
    suit = suit_of(reply)
    if suit is not None and suit == suit_of(response):
        return reply.level == 2
    return suit == first and reply.level == 3


def after_weak_reply(t: Table) -> Advice | None:
    """I reversed and partner answered with a weak reply; with 17-18 the partscore is
    reached (6-9 opposite 17-18 is short of the 26 game needs)."""
    if not t.i_opened or not _uncontested(t):
        return None
    if len(t.my_bids) != 2 or len(t.partner_bids) != 2 or t.last_bid is not t.partner_bids[1]:
        return None
    opening, rebid = t.my_bids
    response, reply = t.partner_bids
    if not is_reverse(opening, response, rebid):
        return None
    first = suit_of(opening)
    assert first is not None
    if not _weak(t, reply, first, response):
        return None
    return when(
        t,
        PASS,
        "Partner's reply to the reverse is the weak one (6-9): with "
        "17-18 points game is out of reach, so pass.",
        points(t, 0, 18),
    )
