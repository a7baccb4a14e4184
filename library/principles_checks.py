"""The checks a general principle makes of the hand, each shown to the player.

A principle is written as the calls it allows, each with its checks: ``when(call,
reason, hcp(t, 8, 14), length(t, suit, 6))`` gives the advice when every check holds
and the call is legal now, else None, so a principle reads as its list of cases.
"""

from __future__ import annotations

from dataclasses import replace

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.model import IntRange
from library.principles_reading import Advice, Table
from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, check_constraints, points_suit
from library.recommend_rank import partner_suits

__all__ = [
    "balanced",
    "converting",
    "hcp",
    "length",
    "longest",
    "own_rule_denies",
    "points",
    "short",
    "stopper",
    "when",
    "written_rule",
    "written_rule_fits",
]


def when(
    t: Table,
    call: Call,
    reason: str,
    *checks: Check,
    convention: str | None = None,
    despite_written_range: bool = False,
) -> Advice | None:
    """The advice ``call`` when every check holds, the call is legal now, the system
    does not give it a strength the hand lacks, and does not make a convention of it (a
    principle's suit bid is natural: over 1NT, 2D is a transfer, not diamonds).

    ``convention`` names the module (library/conventions/) whose meaning the call has
    (garbage Stayman's 2C, a negative double): the advice stands only when the user's
    system includes it, for without it the call means something else.
    ``despite_written_range``: the principle counts the hand otherwise than the written
    rule for the call (length points, the rule of 20, a passed hand's range), so the
    written rule's range does not forbid it; every other check still applies.

    A bid the user's own rule writes here is made only by a hand that rule fits (issue
    33: "no answer contradicts the user's own system where it has a rule"), however the
    principle counts it."""
    if not all(check.holds for check in checks) or not t.legal(call):
        return None
    if call.is_bid and own_rule_denies(t, call):
        return None
    if convention is not None and not t.book.plays(convention):
        return None
    if str(call) in t.vetoed and not despite_written_range:
        return None
    if call.is_bid and convention is None and str(call) in t.conventional:
        return None
    return Advice(str(call), reason, checks)


def own_rule_denies(t: Table, call: Call) -> bool:
    """The user's own written rule for ``call`` here states a constraint the hand fails
    (counted as the recommendation counts it; a rule whose words state none denies
    nothing)."""
    own = written_rule(t.book, t.place, pid_call(call))
    if own is None or own.module_type != USER_CUSTOM:
        return False
    counted = points_suit(own.call, own.meaning, own.constraints, partner_suits(t.place))
    return not all(c.holds for c in check_constraints(own.constraints, t.hand, counted))


def converting(advice: Advice | None) -> Advice | None:
    """The pass ``advice`` as a penalty conversion of partner's double: it stands even
    though partner's double forces a bid."""
    return None if advice is None else replace(advice, converts=True)


def _range(name: str, low: int, high: int | None, value: int) -> Check:
    wanted = IntRange(low, high)
    return Check(name, str(wanted), str(value), value in wanted)


def hcp(t: Table, low: int, high: int | None = None) -> Check:
    return _range("HCP", low, high, t.hand.hcp)


def points(t: Table, low: int, high: int | None = None, trump: Suit | None = None) -> Check:
    """Support points when raising ``trump`` with three or more, else HCP and length."""
    if trump is not None and t.hand.length(trump) >= 3:
        return _range("support points", low, high, t.hand.support_points(trump))
    return _range("total points", low, high, t.hand.total_points)


def length(t: Table, suit: Suit, low: int, high: int | None = None) -> Check:
    return _range(suit.name_plural, low, high, t.hand.length(suit))


def balanced(t: Table, wanted: bool = True) -> Check:
    shape = "-".join(str(n) for n in t.hand.pattern)
    return Check("shape", "balanced" if wanted else "unbalanced", shape,
                 t.hand.balanced == wanted)  # fmt: skip


def short(t: Table, suit: Suit, most: int = 2) -> Check:
    return _range(f"{suit.name_plural} (short)", 0, most, t.hand.length(suit))


def stopper(t: Table, suit: Suit, wanted: bool = True) -> Check:
    holding = "".join(t.hand.ranks(suit)) or "void"
    held = t.hand.stopper(suit)
    return Check(f"{suit.name_plural} stopper", "held" if wanted else "none", holding,
                 held == wanted)  # fmt: skip


def longest(t: Table, low: int, high: int | None = None) -> Check:
    """The length of the hand's longest suit."""
    return _range("longest suit", low, high, t.hand.pattern[0])


def written_rule(book: RuleBook, place: AuctionPlace, call: str) -> RuleRecord | None:
    """The system's written rule for ``call`` (a pid call, "2h") at ``place``: the
    most specific lookup key's, else None."""
    for key in place.lookup_keys():
        found = next((r for r in book.continuations(key) if r.call == call), None)
        if found is not None:
            return found
    return None


def written_rule_fits(book: RuleBook, place: AuctionPlace, hand: Hand, call: str) -> bool:
    """The system's written rule for ``call`` at ``place`` fits the hand: every
    constraint of its meaning holds (a principle that prefers one written call to another
    asks whether the other stands)."""
    found = written_rule(book, place, call)
    if found is None:
        return False
    # its points counted as the recommendation counts them: support points for a raise
    counted = points_suit(found.call, found.meaning, found.constraints, partner_suits(place))
    checks = check_constraints(found.constraints, hand, counted)
    return bool(checks) and all(check.holds for check in checks)
