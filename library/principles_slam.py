"""General principles for slams: Blackwood asked, answered and followed (SAYC booklet).

4NT by partner after our side has bid a suit asks for aces (a 4NT straight over our
notrump is quantitative and is left to the system): 5C shows none or four, 5D one, 5H
two, 5S three. The asker bids the small slam in the agreed suit with at most one ace
missing, otherwise signs off at five. With a fit and 33 points between the hands a
player asks with 4NT before bidding a slam.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import when
from library.principles_reading import PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["after_blackwood", "answering_blackwood", "asking_for_aces"]

_ANSWERS = ("C", "D", "H", "S")  # 5C: none or four, 5D: one, 5H: two, 5S: three


def _aces(t: Table) -> int:
    return sum(1 for suit in Suit if "A" in t.hand.ranks(suit))


def _asked(t: Table) -> bool:
    """Partner's last call is 4NT after our side bid a suit, not straight over our
    notrump, and the opponents passed."""
    ours = [c for i, c in enumerate(t.place.calls) if not t.place.theirs[i] and c.is_bid]
    if len(ours) < 2 or t.partner_last is not ours[-1] or str(ours[-1]) != "4NT":
        return False
    suited = any(suit_of(c) is not None for c in ours[:-1])
    quantitative = suit_of(ours[-2]) is None  # 4NT raising our notrump
    return t.rho is not None and t.rho.kind is CallKind.PASS and suited and not quantitative


def answering_blackwood(t: Table) -> Advice | None:
    if not _asked(t):
        return None
    aces = _aces(t)
    call = bid(5, _ANSWERS[aces % 4])
    shown = "0 or 4" if aces in (0, 4) else str(aces)
    return when(t, call, f"Answering Blackwood: {shown} aces.",
                Check("aces", shown, str(aces), True))  # fmt: skip


def after_blackwood(t: Table) -> Advice | None:
    """I asked with 4NT and partner answered at the five level."""
    if not t.my_bids or str(t.my_bids[-1]) != "4NT" or t.rho is None:
        return None
    answer = t.partner_last
    if answer is None or not answer.is_bid or answer.level != 5 or t.rho.kind is not CallKind.PASS:
        return None
    strain = answer.strain.value if answer.strain is not None else "NT"
    if strain not in _ANSWERS:
        return None
    mine = _aces(t)
    shown = _ANSWERS.index(strain)
    if shown == 0 and mine == 0:
        shown = 4
    together = mine + shown
    trump = t.trump
    held = Check("aces between the hands", "3+", str(together), together >= 3)
    if trump is None:
        return when(t, bid(6, "NT"), "Slam in notrump: at most one ace missing.", held) or (
            when(t, PASS, "Two aces missing: stop.")
        )  # fmt: skip
    return (
        when(t, bid(6, trump), "Small slam: at most one ace missing.", held)
        or when(t, t.cheapest(trump), "Two aces missing: sign off at five.",
                Check("aces between the hands", "0-2", str(together), together <= 2))
        or when(t, PASS, "Two aces missing: stop here.")
    )  # fmt: skip


def asking_for_aces(t: Table, trump: Suit, total: int) -> Advice | None:
    """A fit and 33 points between the hands: ask for aces before a slam."""
    if any(str(c) == "4NT" for c in t.my_bids + t.partner_bids):
        return None
    enough = Check("points between the hands", "33+", str(total), total >= 33)
    return when(t, bid(4, "NT"), f"Blackwood: a fit in {trump.name_plural} and {total} "
                "points between the hands, slam if the aces are there.", enough)  # fmt: skip
