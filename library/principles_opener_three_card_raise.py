"""Opener's raise of a one-level major on three cards with a ruffing value (issue 33).

The booklet's raise shows four cards (sayc.md: "Single raise, 12-15 points, 4+"); its
other minimum rebids are 1NT (12-14 balanced) and the suit opened again. Strong players
and the ACBL's own examples raise on three when those describe the hand worse: Steve
Weinstein ("1m-1M, now what?", with Bobby Levin): "As a general rule we try to not
rebid 1NT when we have a side suit with less than 10x", and with "xx AJx Kx Axxxxx"
after 1C-1H "we would try to lead the auction away from 3NT and raise partner's
hearts"; the ACBL Bulletin's "T62 62 AKQ72 A75" after 1D-1S ("a weak doubleton makes 1N
unattractive; can't rebid the 5-card Diamond suit"), quoted by the BidBase page "Raise
1/1 With 3-Card Support"; Kitty and Steve Cooper on "K93 75 AK73 A1082" after 1D-1S:
"raise to 2S, even though you have only three trumps, because you have a weak doubleton
and a spade honor".

On a balanced hand "experts disagree" (the Coopers: "One crowd says rebid 1NT to show
the balanced nature of the hand"), and the development cases split evenly, so the
booklet's 1NT stands there. So after a one-level suit opening and partner's one-level
major, the opponents silent, an unbalanced minimum opener (12-14 HCP; a singleton, or a
six-card suit with two doubletons) with exactly three cards in partner's major headed
by an honour (ace, king or queen), a ruffing value (a singleton, or a doubleton below
the ten: "less than 10x") and no four-card major to show at the one level raises to two
of the major: the written rebid of the opened suit (or 1NT) gives way. A user's own
rule is never set aside.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.principles_uncontested_rebids import MINIMUM_HCP, first_rebid
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = ["THREE_CARD_RAISE", "ruffing_value", "three_card_raise_first"]

_THREE = 3
_TRUMP_HONOURS = "AKQ"
_SPOT = "AKQJT"  # a doubleton with none of these is "less than 10x"


def ruffing_value(hand: Hand, skip: tuple[Suit, ...]) -> Suit | None:
    """A side suit (not in ``skip``) of one card, or of two below the ten; else None."""
    for suit in SUIT_ORDER:
        if suit in skip:
            continue
        held = hand.length(suit)
        if held <= 1 or (held == 2 and not any(r in hand.ranks(suit) for r in _SPOT)):
            return suit
    return None


def _raise_suit(t: Table) -> Suit | None:
    """Partner's one-level major the hand raises on three (module docstring), else None."""
    found = first_rebid(t)
    if found is None:
        return None
    opened, response = found
    major = suit_of(response)
    if response.level != 1 or major not in MAJORS or major is opened:
        return None
    hand = t.hand
    if hand.length(major) != _THREE or not any(r in hand.ranks(major) for r in _TRUMP_HONOURS):
        return None
    if not MINIMUM_HCP[0] <= hand.hcp <= MINIMUM_HCP[1]:
        return None
    if any(hand.length(m) >= 4 and t.cheapest(m).level == 1 for m in MAJORS if m is not major):
        return None  # a four-card major at the one level is shown first
    if hand.balanced or ruffing_value(hand, (opened, major)) is None:
        return None  # balanced: 1NT, where experts split (the Coopers)
    return major


def three_card_raise_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written 1NT or rebid of his suit gives way to the raise on three."""
    if rule.module_type == USER_CUSTOM:
        return None
    t = Table(book, place, hand)
    found = first_rebid(t)
    if found is None:
        return None
    opened = found[0]
    if rule.call not in ("1n", f"2{str(opened.value).lower()}"):
        return None
    major = _raise_suit(t)
    if major is None:
        return None
    return (
        f"three {major.name_plural} with an honour and a ruffing value: the raise describes "
        "a minimum better than 1NT or the suit again"
    )


def _three_card_raise(t: Table) -> Advice | None:
    """The raise the set-aside above leaves."""
    major = _raise_suit(t)
    if major is None:
        return None
    found = first_rebid(t)
    assert found is not None  # _raise_suit read the same auction
    short = ruffing_value(t.hand, (found[0], major))
    return when(
        t, bid(2, major),
        "A raise on three: an honour in partner's major and a ruffing value, a minimum.",
        length(t, major, _THREE, _THREE), hcp(t, *MINIMUM_HCP),
        Check("ruffing value", "a singleton or a doubleton below the ten",
              short.name_plural if short else "none", short is not None),
        despite_written_range=True,
    )  # fmt: skip


THREE_CARD_RAISE: tuple[Callable[[Table], Advice | None], ...] = (_three_card_raise,)
