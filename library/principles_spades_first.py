"""Both four-card majors opposite a takeout double: spades first when the hand will
bid again (0.25.0, issue 33, h55b).

The wrong belief this corrects: the advancer with four cards in each major always named
hearts, the cheaper ("the usual order of suits" of the written 0-8 advances, and
principles_advancer's tie-break). The teachers choose by what the hand will do next:

- Mike Lawrence, "Mike's Bidding Quiz" 23 (ACBL), partner doubles their minor: with
  K763 Q986 763 J7, "two four-card majors and a hand good enough to volunteer another
  bid, 1S"; with T763 J976 63 873, "a hand so bad you want no more bidding, 1H"
  (spent sixth 46 and 47).
- Goren Bridge weekly quiz (2023-08-21), QT75 QT53 8 K874 after 2D-X-P: "bid 2S and
  hearts later" (spent fifth 197).

Spades first leaves room to show hearts next at the same level, so the doubler, who may
hold only one of the majors, chooses between them without the advancer skipping a suit;
the bust that will not speak again bids the cheaper suit and stops. So with exactly as
many spades as hearts (four or more) and ``SECOND_BID_HCP`` or more - Lawrence's
5-count, the weakest hand he calls good enough to volunteer another bid - the simple
advance is in spades. Only the simple advance at the cheapest level (0-8 by the
written advance, the principles' "cheapest bid in the best suit"): the jump with 9-11
and the cuebid with both majors and 10+ support points (principles_advances) are
unchanged. A user's own rule (USER_CUSTOM) is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_reading import Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["SECOND_BID_HCP", "hearts_advance_gives_way", "spades_first"]

SECOND_BID_HCP = 5  # Lawrence's K763 Q986 763 J7, "good enough to volunteer another bid"


def spades_first(hand: Hand) -> bool:
    """Four or more cards in each major, as many spades as hearts, and a hand that will
    bid again."""
    spades = hand.length(Suit.S)
    return spades >= 4 and spades == hand.length(Suit.H) and hand.hcp >= SECOND_BID_HCP


def _answering_double(t: Table) -> bool:
    """Partner's takeout double of their opening was his only call, RHO passed, and this
    is my first call."""
    if not t.they_opened or any(c.kind is not CallKind.PASS for c in t.my_calls):
        return False
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or acted[0].kind is not CallKind.DOUBLE or t.partner_last is not acted[0]:
        return False
    return len(t.their_bids) == 1 and t.rho is not None and t.rho.kind is CallKind.PASS


def hearts_advance_gives_way(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written simple advance in hearts gives way to the written one in spades
    at the same level, else None."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or rule.call[1] != "h":
        return None
    if not spades_first(hand):
        return None
    t = Table(book, place, hand)
    if not _answering_double(t) or rule.call != str(t.cheapest(Suit.H)).lower():
        return None
    spades = str(t.cheapest(Suit.S)).lower()
    if spades[0] != rule.call[0] or not written_rule_fits(book, place, hand, spades):
        return None
    return (
        "with both majors and a hand that will bid again, spades first: hearts can "
        "follow at the same level and the doubler chooses (Mike Lawrence)"
    )
