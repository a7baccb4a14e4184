"""Openings judged beyond the point count, where the system asks for judgement (issue 33).

The evaluator is domain/rules/hand_valuation.py (Bergen's Adjust-3, quality suits and
dubious honours, the flat 4-3-3-3; a point up or down at most). A base system's
``valuation: judgement`` Info line lets the principles below use it; ``hcp`` (the
default, and the shipped SAYC, 2/1 and Precision: docs/recommendation.md 0.23.0 says
why) and every book built without a base system read the written ranges as written. A
user's own rule is never set aside, judgement or not.

- The notrump openings judged at the floor of their range: a balanced hand one HCP
  short of the written notrump opening's floor and judged a point up opens it (Bergen,
  Slam Bidding Made Easier, as Neil Timm quotes him: "K43 A73 AK1092 32", 14 HCP,
  "should be opened 1NT"; Bergen in More Points Schmoints: with 19 HCP, "The 10s and
  nines make your hand worth an extra point", "open two no trump"); a hand at the floor
  judged a point down opens one of a suit instead ("QJ6 QJ7 KQ73 KJ2", 15 HCP, "should
  be opened 1D"). The range's top is left as written: the teachers' examples are
  upgrades into a range and downgrades out of it, and above the top the next range's
  own floor is judged.
- The rule of 20 in first and second seat counts a point more for a quality suit (three
  of the top five honours) among the two longest: the honours in the long suits
  (BridgeHands, "Rule of 20": "the player's honors should be in the long suit/s"; Bergen's
  starting points count the quality suit). The rule of 15 in fourth seat and the third
  seat's light openings are read as before (principles_openings).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.hand_evaluation import Hand
from domain.rules.hand_valuation import JUDGEMENT, value
from library.principles_checks import balanced, hcp, when, written_rule
from library.principles_reading import Advice, Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "judged_notrump",
    "judged_notrump_opening",
    "judges",
    "light_floor",
    "notrump_judged_out",
    "opening_count",
    "suit_opening_judged_out",
    "twenty",
]

_ONE_OF_A_SUIT = ("1c", "1d", "1h", "1s")
_NOTRUMP = ("1n", "2n")


def judges(book: RuleBook) -> bool:
    """The system asks for judgement (its base system's ``valuation: judgement``)."""
    return book.valuation == JUDGEMENT


def opening_count(book: RuleBook, place: AuctionPlace, hand: Hand) -> int:
    """The HCP the rule of 20 counts in first and second seat: a point more for a
    quality long suit where the system asks for judgement; elsewhere the HCP."""
    seat = len(place.calls) + 1
    if not judges(book) or seat > 2:
        return hand.hcp
    return value(hand).long_suit_hcp


def _first_call(place: AuctionPlace) -> bool:
    return all(c.kind is CallKind.PASS for c in place.calls)


def _floor(rule: RuleRecord | None) -> int | None:
    """The written (non-user) notrump opening's HCP floor, else None."""
    if rule is None or rule.module_type == USER_CUSTOM or rule.constraints.hcp is None:
        return None
    return rule.constraints.hcp.low


def judged_notrump(book: RuleBook, place: AuctionPlace, hand: Hand) -> str | None:
    """'1NT' or '2NT' when a balanced hand one HCP below the written opening's floor is
    judged up to it (module docstring), else None."""
    if not judges(book) or not hand.balanced or not _first_call(place):
        return None
    judged = value(hand).notrump_hcp
    for call in _NOTRUMP:
        floor = _floor(written_rule(book, place, call))
        if floor is not None and hand.hcp == floor - 1 and judged == floor:
            return call.upper().replace("N", "NT")
    return None


def notrump_judged_out(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written 1NT or 2NT opening gives way: the hand holds the floor of its range
    and is judged a point below it."""
    if rule.call not in _NOTRUMP or not judges(book) or not _first_call(place):
        return None
    floor = _floor(rule)
    valued = value(hand)
    if floor is None or hand.hcp != floor or valued.notrump_hcp >= floor:
        return None
    return (f"{hand.hcp} HCP judged a point lower ({valued.why(notrump=True)}): below the "
            f"{rule.call.upper().replace('N', 'NT')} range, one of a suit")  # fmt: skip


def suit_opening_judged_out(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written one-of-a-suit opening gives way: the balanced hand is judged up to
    a notrump opening's floor."""
    if rule.module_type == USER_CUSTOM or rule.call not in _ONE_OF_A_SUIT:
        return None
    notrump = judged_notrump(book, place, hand)
    if notrump is None:
        return None
    return (f"{hand.hcp} HCP judged a point higher ({value(hand).why(notrump=True)}): "
            f"{notrump}")  # fmt: skip


def twenty(book: RuleBook, place: AuctionPlace, hand: Hand) -> int:
    """The rule of 20's count: the HCP (judged where the system asks) and the lengths of
    the two longest suits."""
    return opening_count(book, place, hand) + hand.pattern[0] + hand.pattern[1]


def light_floor(t: Table, floor: int) -> Check:
    """The HCP floor of a light opening, the HCP judged where the system asks for it."""
    if not judges(t.book):
        return hcp(t, floor)
    counted = opening_count(t.book, t.place, t.hand)
    name = "HCP" if counted == t.hand.hcp else "HCP (a quality long suit counted)"
    return Check(name, f"{floor}+", str(counted), counted >= floor)


def judged_notrump_opening(t: Table) -> Advice | None:
    """A balanced hand judged up to the floor of the written notrump opening opens it
    (principles_valuation)."""
    notrump = judged_notrump(t.book, t.place, t.hand)
    if notrump is None:
        return None
    valued = value(t.hand)
    check = Check("HCP (judged for notrump)", "the range's floor", str(valued.notrump_hcp), True)
    reason = (f"A balanced {t.hand.hcp}-count judged a point up ({valued.why(notrump=True)}) "
              f"opens {notrump}.")  # fmt: skip
    return when(t, Call.parse(notrump), reason, check, balanced(t), despite_written_range=True)
