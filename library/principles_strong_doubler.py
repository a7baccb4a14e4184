"""The strong doubler's second turn (issue 34: a 19-count doubled, partner passed
responder's bid, and the doubler passed the opponents' partscore).

Source: the ACBL SAYC System Booklet's takeout double ("12+ HCP with support for the
unbid suits, or any 17+ hand") and the teaching rule that double-then-bid-a-suit shows a
hand too strong for a simple overcall (17+): the double was the first step, so the suit
is bid at the next turn even when partner has said nothing, and over partner's answer
(0-8 at the cheapest level: SAYC's own "(1h)-x-(p)-1s-(p)-2d = 17+ HCP, 5+ diamonds").
"""

from __future__ import annotations

from domain.rules.calls import CallKind, Strain
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, length, stopper, when
from library.principles_double_first import poor_suit
from library.principles_reading import Advice, Table, bid, suit_of
from library.recommend_auction import pid_call
from library.recommend_checks import Check

__all__ = ["strong_doubler_again"]

_STRONG = 17  # "double, then bid your suit, shows a hand too strong for a simple overcall"


def strong_doubler_again(t: Table) -> Advice | None:
    """I doubled their opening, partner has only passed and they bid on: with 17+ HCP
    and a five-card suit of my own the double was the strong hand's first step, so the
    suit is bid now, whatever partner's silence (teachers: "double, then bid your suit,
    shows a hand too strong for a simple overcall, 17+"; the booklet's takeout double
    "or any 17+ hand")."""
    if not t.they_opened or len(t.my_calls) != 1 or t.my_calls[0].kind is not CallKind.DOUBLE:
        return None
    answered = _answer(t)
    if t.partner_bids and answered is None:
        return None
    if answered is None and t.last_bid not in t.their_bids:
        return None
    if answered is not None and t.hand.length(answered) >= 4:
        return None  # a fit with partner's answer: the raise by strength says more
    theirs = set(t.their_suits)
    suit = next((s for s in SUIT_ORDER if s not in theirs and s is not answered
                 and t.hand.length(s) >= 5), None)  # fmt: skip
    if suit is None or t.cheapest(suit).level > 3:
        return None
    strong = _too_strong_to_overcall(t, suit)
    return _notrump_over_poor_suit(t, suit) or when(
        t, t.cheapest(suit), f"The strong doubler's own suit: {strong}+ HCP (too strong to "
        "overcall) and five cards, bid after the double whatever partner's answer.",
        hcp(t, strong), length(t, suit, 5))  # fmt: skip


def _notrump_over_poor_suit(t: Table, suit: Suit) -> Advice | None:
    """Partner answered; my five-card suit lacks two of its top three honours, my hand
    has no singleton and their suit is stopped: notrump, the balanced hand too strong to
    overcall 1NT (F. Stewart's Daily Question, Washington Post 2005-07-05, AK98 AQ 98653
    AK after 1C-X-P-1H-P: "you must bid again with the extra strength; no action is
    ideal; 1NT shows a balanced hand too strong to overcall 1NT")."""
    nt = t.cheapest("NT")
    if _answer(t) is None or nt.level > 2 or not poor_suit(t.hand, suit):
        return None
    fewest = min(t.hand.pattern)
    return when(
        t, nt, "The strong doubler's notrump: a balanced hand too strong to overcall "
        "notrump, their suit stopped; the five-card suit is too poor to show at this "
        "level.", hcp(t, 18, 21), *(stopper(t, s) for s in t.their_suits),
        Check("shortest suit", "2+", str(fewest), fewest >= 2),
    )  # fmt: skip


def _too_strong_to_overcall(t: Table, suit: Suit) -> int:
    """One more than the system's overcall in ``suit`` where I doubled showed (the
    balancing seat's 7-15 makes it 16), else the teachers' 17."""
    calls = t.place.calls
    doubled = CallKind.DOUBLE
    index = next(i for i, c in enumerate(calls) if t.place.by_caller(i) and c.kind is doubled)
    before = next(c for c in reversed(calls[:index]) if c.is_bid)
    assert before.strain is not None
    level = before.level + (0 if Strain(suit.value).rank > before.strain.rank else 1)
    prefix = t.place.prefix(index)
    rule = t.book.rule_after_passes(f"{prefix}-{pid_call(bid(level, suit))}")
    found = None if rule is None else rule.constraints.hcp
    return _STRONG if found is None or found.high is None else found.high + 1


def _answer(t: Table) -> Suit | None:
    """Partner's one bid, a new suit answering my double (SAYC writes the doubler's own
    suit next: "(1h)-x-(p)-1s-(p)-2d = 17+ HCP, 5+ diamonds, strong")."""
    if len(t.partner_bids) != 1 or t.partner_suits != [suit_of(t.partner_bids[0])]:
        return None
    return t.partner_suits[0]
