"""Partner's invitation in a minor aims at 3NT (issue 33, 0.27.0, h57h): the answer with
every unbid suit stopped is 3NT, and with one suit open a stopper shown up the line.

The limit raise of a minor denies a four-card major and aims at 3NT, not at five of the
minor. Lorna Bridge, "Limit Raises in the Minors": the raise "denies a four-card major
and aims the partnership at 3NT"; its message to opener is "'I have a long minor and the
values — bid 3NT if you can stop the side suits'", and "when opener can't stop
everything" he bids "stoppers up the line". A new suit below 3NT once a minor fit is
agreed "shows a stopper in the suit bid and interest in 3NT" (the 3NT game trial bid's
description, "3NT Game Trial Bids").

Two seats use it:
- opener after 1m-3m (``principles_rebids``): an opener who accepts the invitation (14+
  points, as that module counts the acceptance) with a semi-balanced hand bids 3NT with
  every side suit stopped, else his cheapest stopper below 3NT;
- responder after his 1NT response and opener's jump rebid of his minor (1D-1NT-3D,
  ``principles_responder_rebids``), with three cards of it: with the values to accept
  and one unbid suit open, his cheapest stopper below 3NT (the 3NT itself, every unbid
  suit stopped, is that module's). The 1NT denied a four-card major, so a major bid
  now is a stopper; after a suit response (1C-1D-3C) a new major could be natural.

A stopper is the hand's (A, Kx, Qxx, Jxxx). With two unbid suits open, partner would
need both stoppers: no stopper bid, and the seat's other principles decide.
"""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import points, when
from library.principles_reading import Advice, Table, bid
from library.recommend_checks import Check

__all__ = ["stopper_up_the_line", "toward_3nt_after_limit_raise"]

ACCEPTING = 14  # the acceptance's points (principles_rebids: "Accepting the invitation")


def _unbid(t: Table, minor: Suit) -> list[Suit]:
    named = {minor, *t.partner_suits, *t.my_suits}
    return [s for s in SUIT_ORDER if s not in named]


def toward_3nt_after_limit_raise(t: Table, mine: Suit) -> Advice | None:
    """Opener after 1m-3m: 3NT with the side suits stopped, else the cheapest stopper
    below 3NT; None when the hand is not semi-balanced or has no stopper to show."""
    if not t.hand.semi_balanced:
        return None
    if all(t.hand.stopper(s) for s in _unbid(t, mine)):
        return when(
            t,
            bid(3, "NT"),
            "Partner's limit raise of my minor aims at 3NT: every "
            "side suit stopped, nine tricks before eleven.",
            points(t, ACCEPTING),
        )
    return stopper_up_the_line(t, mine, points(t, ACCEPTING))


def stopper_up_the_line(t: Table, minor: Suit, *values: Check) -> Advice | None:
    """With ``values`` to accept partner's invitation in ``minor`` and exactly one unbid
    suit open: the cheapest unbid suit I stop, bid below 3NT."""
    unbid = _unbid(t, minor)
    unstopped = [s for s in unbid if not t.hand.stopper(s)]
    shown = [s for s in unbid if t.hand.stopper(s) and t.cheapest(s).level == 3]
    # partner holds both missing stoppers too rarely: with two open, no stopper bid
    if len(unstopped) != 1 or not shown:
        return None
    first = max(shown, key=SUIT_ORDER.index)  # up the line: the cheapest suit first
    return when(
        t,
        bid(3, first),
        f"Partner's invitation in {minor.name_plural} aims at "
        f"3NT: a stopper in {first.name_plural} up the line, "
        f"{unstopped[0].name_plural} open.",
        *values,
        despite_written_range=True,
    )
