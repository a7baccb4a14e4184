"""A strong two-suiter overcalls their weak two rather than doubling first (issue 33).

The library's SAYC takeout double reads "support for the other suits ... (or any 17+ HCP
hand)": a hand too strong for a simple overcall doubles first and bids its suit next.
That is the one-suiter's way ("a double followed by a second bid shows a hand too strong
for an overcall", Jason Belk, "The Strong Double": one suit, shown once). A hand with two
suits cannot show both after a double: partner's answer, often a jump or a bid of the
suit it does not hold, leaves the doubler one bid to name one of them, at a high level.
The teachers bid two suits naturally: "Having first assessed your hand value, you know
how high you can afford to go ... Now decide which suit to bid first, following natural
bidding guidelines. Bid this suit as low as possible ... After further bids if any, now
bid your second suit" (the Larkhill club's lesson "How to overcall two suits",
bridgewebs). The longer suit first, the higher of two of equal length, as an opening
bids them.

Two suits: five or more cards in each of two unbid suits, or five and four where the
third unbid suit is a doubleton or shorter, which the double's "support for the other
suits" would misstate (Goren's weekly quiz, A4 QT AJ95 AK954 over 2H: "no double with
two spades"). Four cards of every unbid major keep the double, which asks for them
above all (the booklet's double of 1H: "support for the other suits, especially
spades"). A six-card suit beside a four-card one stays a one-suiter, which doubles
first and bids it (the Tribune's AQJ954 KT8 AQT4 - over 1H: "double, then bid spades").

The strength is the double-first hand's, 17 HCP, up to 19: the two-level overcall's top
(17) stretched by the two points Goren's answers call "an underbid" (A62 AK753 - AK743
over 2D: 2H, "planning to double a diamond raise"). Stronger hands still double first.

Directly over their weak two (a two-level suit opening but the strong 2C), our side
silent: there the double puts partner's answer at the three level and the second suit
at the four. Over a one-level opening the double leaves room to show a second suit
(Goren's AT643 A AKJ983 K over 1H would still overcall 2D: "too strong, but a double
cannot catch up"); the same rule there, tried in 0.23.0, also changed answers of real
pairs and quiz authors that the library's held-out floors keep, so it is not made there.
A user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when
from library.principles_reading import MAJORS, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["TWO_SUITER_HCP", "double_before_two_suits", "strong_two_suiter", "two_suits"]

TWO_SUITER_HCP = (17, 19)  # the double-first hand's floor, two points above the overcall's top
_DOUBLE_WORDS = ("takeout double",)


def two_suits(hand: Hand, theirs: Suit) -> tuple[Suit, Suit] | None:
    """The two suits of a two-suiter outside ``theirs``, the one to bid first (the
    longer, the higher of equal length) first; None for any other hand."""
    unbid = sorted(
        (s for s in SUIT_ORDER if s is not theirs),
        key=lambda s: (hand.length(s), -SUIT_ORDER.index(s)),
        reverse=True,
    )
    first, second, third = unbid
    five_five = hand.length(second) >= 5
    if all(hand.length(m) >= 4 for m in MAJORS if m is not theirs):
        return None  # the double shows the unbid majors, both of them at once
    five_four = (
        hand.length(first) == 5 and hand.length(second) == 4 and hand.length(third) < 3
    )  # fmt: skip
    return (first, second) if five_five or five_four else None


def _overcall(t: Table) -> tuple[Call, Suit, Suit] | None:
    """Directly over their weak two, our side silent, a two-suiter: the cheapest bid
    in its first suit and the two suits."""
    opening = t.opening
    if opening is None or not t.they_opened or t.last_bid != opening[1] or t.rho != opening[1]:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls + t.partner_calls):
        return None
    theirs = suit_of(opening[1])
    if theirs is None or opening[1].level != 2 or str(opening[1]) == "2C":
        return None  # their notrump, a one-level opening (room to double first), the strong 2C
    found = two_suits(t.hand, theirs)
    if found is None:
        return None
    call = t.cheapest(found[0])
    return (call, *found) if t.legal(call) else None


def strong_two_suiter(t: Table) -> Advice | None:
    """A two-suiter of 17-19 HCP bids its first suit at the cheapest level."""
    found = _overcall(t)
    if found is None:
        return None
    call, first, second = found
    return when(
        t, call, f"A strong two-suiter overcalls its {first.name_plural} and bids its "
        f"{second.name_plural} next: after a double it could show only one of them.",
        hcp(t, *TWO_SUITER_HCP), length(t, first, 5), length(t, second, 4),
        despite_written_range=True,
    )  # fmt: skip


def double_before_two_suits(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written takeout double gives way to the strong two-suiter's overcall."""
    if rule.module_type == USER_CUSTOM or rule.call != "x":
        return None
    if not rule.meaning.lower().startswith(_DOUBLE_WORDS):
        return None
    if not TWO_SUITER_HCP[0] <= hand.hcp <= TWO_SUITER_HCP[1]:
        return None
    found = _overcall(Table(book, place, hand))
    if found is None:
        return None
    call, first, second = found
    return (f"two suits, {first.name_plural} and {second.name_plural}: the double could "
            f"show only one of them; overcall {call} and bid the other next")  # fmt: skip
