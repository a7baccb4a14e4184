"""Partner doubled, then bid his own suit: raise it with three trumps and a working
ace or king (issue 33, 0.26.0).

The double followed by a new suit is the strong doubler's sequence: "double then a suit
promises 17 or more" (F. Stewart's column, Washington Post 2000-01-11, K74 763 A874 652
after 1H-X-P-2D-P-2S-P: "a working king and a side ace are worth a raise", 3S); "partner's
double and new suit show substantial extras; the side ace and a possible diamond ruff
are enough to compete" (Stewart's Daily Question, Mercury News 2009-01-14, 743 T74 62
A9732 after 1H-X-2H-P-P-2S-3H: 3S). Partner counted on nothing from me; his suit is
five cards or more, so three trumps make the eight-card fit, and an ace or king outside
their suit is the trick he could not count on. So, with three or more of his suit, an
ace or a king outside their suit and 4-9 HCP (more than the nothing he expected, less
than the values that bid game at once), raise his suit one level, to the three level at
most.

Returns None when the auction is not partner's double and his later suit, with no bid of
mine in that suit.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, length, when
from library.principles_reading import Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = ["RAISE_HCP", "doubler_suit", "raise_the_doublers_suit"]

RAISE_HCP = (4, 9)


def doubler_suit(t: Table) -> Suit | None:
    """Partner's suit bid after his takeout double of their opening, his last action,
    when I have not bid that suit and have bid at most once."""
    if not t.they_opened or len(t.my_bids) > 1:
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 2 or acted[0].kind is not CallKind.DOUBLE or not acted[1].is_bid:
        return None
    if t.partner_calls[-1] is not acted[1]:
        return None
    suit = suit_of(acted[1])
    if suit is None or suit in t.their_suits or suit in t.my_suits:
        return None
    return suit


def _working(t: Table, theirs: list[Suit]) -> list[str]:
    """The aces and kings outside their suits."""
    return [f"{rank}{s.value}" for s in SUIT_ORDER if s not in theirs
            for rank in t.hand.ranks(s) if rank in ("A", "K")]  # fmt: skip


def raise_the_doublers_suit(t: Table) -> Advice | None:
    """Three trumps, a working ace or king and 4-9 HCP raise the strong doubler's suit."""
    suit = doubler_suit(t)
    if suit is None:
        return None
    call = t.cheapest(suit)
    if call.level > 3:
        return None
    working = _working(t, t.their_suits)
    low, high = RAISE_HCP
    return when(
        t, call,
        "Partner doubled and then bid his own suit: 17+ HCP and five cards. With three "
        "trumps and a working ace or king, the trick he could not count on, raise rather "
        "than pass.",
        length(t, suit, 3), hcp(t, low, high),
        Check("ace or king outside their suit", "held", " ".join(working) or "none",
              bool(working)),
    )  # fmt: skip
