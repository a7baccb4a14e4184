"""In competition the major suit is shown first (issue 33).

Two teaching statements, one idea: a fit in a major is found at once, so the partner of
a player who opened or doubled for takeout names the unbid major before anything vaguer.

- Notrump denies the unbid major. Advancing a takeout double: "with strength in the
  opponent's suit and no 4-card or longer major suit, bid no trump" (Robert Hertzog,
  "The Takeout Double"); "bid a suit (length priority: any unbid major if 4+ ...);
  1NT with stoppers" (the Basic Takeout Double practice notes, after bridgebum.com).
  Responding after an overcall, as without it (the booklet's 1m-1NT denies a four-card
  major), "if you, as responder, only had one of the majors, you could bid that major"
  (learnbridgeonline.com, "Negative doubles"). So the written notrump call gives way
  when the hand holds four or more cards in a major nobody has named and a written call
  that shows that major (a bid of it, or a double whose meaning names it) fits the hand.
  The advancer of a takeout double, whose partner promised the unbid majors, likewise
  bids a four-card major before a longer minor ("any unbid major if 4+, else a minor"),
  and with game values and a four-card major cuebids rather than bid notrump: "12
  points and more than one place to play, cuebid opener's suit ... most notrump
  responses deny interest in either major suit" (Brent Manley, "Have you discussed");
  "cue bid opener's suit if you're not sure of the best spot" (Joan Butts, "Doubles -
  Responding").
- The negative double is for the hand that cannot bid its major. "Since a bid of 2H
  requires 5 hearts and 10 points, responder must either have only 4 hearts or have less
  than 10 points" (Jim Belk, "Negative Doubles"); "the double shows a hand with hearts
  that was unable to bid 2H" (learnbridgeonline.com). With five cards in the unbid major
  and the written free bid of it fitting, the negative double gives way to the bid.

A user's own rule (USER_CUSTOM) is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_reading import MAJORS, Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import check_constraints

__all__ = ["free_bid_before_double", "major_before_notrump"]


def _partners_start(t: Table) -> bool:
    """Partner opened one of a suit and they overcalled in a suit, or they opened and
    partner doubled for takeout; this is my first call."""
    if t.my_calls and any(c.kind is not CallKind.PASS for c in t.my_calls):
        return False
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or len(t.their_suits) != 1:
        return False
    if t.partner_opened:
        return acted[0].is_bid and acted[0].level == 1 and len(t.partner_suits) == 1
    return t.they_opened and acted[0].kind is CallKind.DOUBLE and not t.partner_suits


def _rules_here(book: RuleBook, place: AuctionPlace) -> list[RuleRecord]:
    """The written continuations, the most specific key's rule per call."""
    chosen: dict[str, RuleRecord] = {}
    for key in reversed(place.lookup_keys()):
        for rule in book.continuations(key):
            chosen[rule.call] = rule
    return list(chosen.values())


def _fits(rule: RuleRecord, hand: Hand) -> bool:
    checks = check_constraints(rule.constraints, hand)
    return bool(checks) and all(check.holds for check in checks)


def _shows(rule: RuleRecord, major: Suit, partner_opened: bool) -> bool:
    """A bid of ``major``, a double naming it, or the advancer's cuebid (which asks the
    takeout doubler, who promised the majors, to name his)."""
    if rule.call[:1].isdigit() and rule.call[1:] == major.value.lower():
        return True
    if not partner_opened and rule.meaning.lower().startswith("cuebid"):
        return True
    return rule.call == "x" and major.name_plural.lower() in rule.meaning.lower()


def major_before_notrump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written notrump ``rule`` (or the advancer's minor-suit bid) gives way to
    showing an unbid major, else None."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or rule.call[1] not in "ncd":
        return None
    t = Table(book, place, hand)
    if not _partners_start(t) or (rule.call[1] != "n" and t.partner_opened):
        return None
    if any(rule.call[1] == s.value.lower() for s in t.their_suits):
        return None  # the cuebid of their minor is no minor-suit bid
    named = set(t.their_suits) | set(t.partner_suits)
    majors = [s for s in MAJORS if s not in named and hand.length(s) >= 4]
    others = [r for r in _rules_here(book, place) if r.call != rule.call]
    for major in majors:
        if any(_shows(r, major, t.partner_opened) and _fits(r, hand) for r in others):
            return (f"the hand shows its four-card {major.name_plural.lower()[:-1]} suit "
                    f"first: a major-suit fit comes before notrump or a minor")  # fmt: skip
    return None


def free_bid_before_double(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written negative double ``rule`` gives way to the free bid of a five-card
    major, else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "x":
        return None
    if not rule.meaning.lower().startswith("negative double"):
        return None
    t = Table(book, place, hand)
    if not _partners_start(t) or not t.partner_opened:
        return None
    for other in _rules_here(book, place):
        if not other.meaning.lower().startswith("free bid") or len(other.call) != 2:
            continue
        suit = next((s for s in MAJORS if other.call[1] == s.value.lower()), None)
        if suit is not None and hand.length(suit) >= 5 and _fits(other, hand):
            return (f"with five {suit.name_plural.lower()} and the values to bid them the "
                    f"free bid says more than the negative double")  # fmt: skip
    return None
