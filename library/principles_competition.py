"""General principles for competing over their fit: when both sides bid (issue 34).

A player who has found a fit, or whose opponents have, does not sell out cheaply. The
law of total tricks says why: when they have found an eight- or nine-card fit, our side
nearly always has one too, so the tricks both sides can take add up to about the trumps
held together, and letting them play two of their suit gives away the partscore.

  - Over their raise (1H-P-2H), in the direct seat: a six-card suit with 8+ HCP, a good
    five-card suit with 10+, a five-card suit passing the Suit Quality Test for the two
    level (cards and honours at least eight, Klinger's and Robson's test) with an
    overcall's 8+, or a takeout double with shortness in their suit and 12+.
    With a singleton in their suit and four cards in each other suit the double needs
    only 10 HCP: "not a full opening bid, but their raise says bidding is a very good
    idea; double" (Mike Lawrence, Mike's Bidding Quiz 18, ACBL Bridge Feed).
  - Balancing over their raise (1H-P-2H-P-P): they have a fit and stopped low, so
    partner has values: double with shortness in their suit and 8+ HCP, bid a five-card
    suit at the two level with 7+ HCP (9+ at the three level, with six cards 7+).
    With three of their trumps and three or more in every other suit (a 4-3-3-3 whose
    four is not theirs) the double still comes, on 10+ HCP: "A golden rule of
    competitive bidding is not to let the opponents play in two of a major when they
    have an eight card fit" (bridgeteaching.com, "Balancing at the two level"); "the
    auction at our table should never go 1S-P-2S-P-P-P (Well, almost never!). If the
    auction died at the 2-level, partner has points, even if I don't" (Dave
    McClintock, HHI Bridge); Mike Lawrence (Balancing, p. 37, as aeyec.com's BidBase
    notes quote him) calls a 10-HCP hand "minimal but acceptable shape and values to
    qualify for a double" after 1S-P-2S-P-P, and Pavlicek's balancing takeout double
    "may be made with as few as 10 points" (Lesson 5E). Below ten, with length in their
    suit, the hand defends ("When Not to Balance: ... You have length in opener's
    suit", "Balancing: when you are in the pass-out seat").
  - The takeout doubler, after their raise passed round: a second double with a
    singleton or void in their suit and 12+; with 17+ and a five-card suit of his own,
    the suit (the double showed the strength, the suit the shape).
  - A sacrifice against their game, judged on the fit and the vulnerability: not
    vulnerable against vulnerable, ten trumps together (by the law, they take about ten
    tricks and so do we, down two at the five level costs 300 against their 620), a
    hand with little defence; at equal colours eleven trumps or ten with a void or
    singleton in their suit: down two doubled costs 300 against their 420 with neither
    side vulnerable, 500 against their 620 with both. Vernes, who gave the law its
    name: "with equal vulnerabilities, it will pay to go down two, doubled, in order to
    stop an opponents' game" ("The Law of Total Tricks", 1969). Vulnerable against not
    vulnerable, never: down two doubled, 500, costs more than their 420, and down one,
    200, asks for more tricks than the law promises at the five level.

Notrump in competition (their 1NT overcall of our opening, partner's 1NT overcall, the
advancer's notrump by values) is library/principles_competition_notrump.py; COMPETING
below reads both in one order.

Each situation returns None when it is not the auction's, so the other principles
(library/principles*.py) decide there.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, length, short, when
from library.principles_competition_notrump import (
    advancing_notrump_overcall,
    advancing_with_values,
    over_their_notrump_overcall,
    passing_the_weak_suit,
)
from library.principles_defence import long_suit, takeout_shape
from library.principles_high_competition import HIGH_COMPETITION
from library.principles_later_double import answering_overcallers_double, later_takeout_double
from library.principles_overcall_quality import suit_quality_check
from library.principles_reading import DOUBLE, GAME_LEVEL, PASS, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = [
    "COMPETING",
    "RAISE_DOUBLE_HCP",
    "THREE_TRUMP_BALANCE_HCP",
    "doubler_again",
    "over_their_raise",
    "sacrificing",
]


def _only_passed(t: Table) -> bool:
    return all(c.kind is CallKind.PASS for c in t.my_calls + t.partner_calls)


def _good_suit(t: Table, suit: Suit) -> Check:
    top = sum(r in t.hand.ranks(suit) for r in "AKQJ")
    return Check(f"{suit.name_plural} honours", "2 of A K Q J", str(top), top >= 2)


def over_their_raise(t: Table) -> Advice | None:
    """They opened one of a suit and raised it to two, our side only passed: compete
    in the direct seat with a sound overcall or double, and in the passout seat balance
    lighter, since they have a fit and partner has the values they did not show."""
    if not t.they_opened or t.opening is None or not _only_passed(t):
        return None
    if len(t.their_bids) != 2:
        return None
    opening, raised = t.their_bids
    theirs = suit_of(opening)
    if theirs is None or opening.level != 1 or suit_of(raised) is not theirs:
        return None
    if raised.level != 2 or t.last_bid != raised:
        return None
    passout = t.rho is not None and t.rho.kind is CallKind.PASS
    if passout and len(t.place.calls) - t.place.calls.index(raised) != 3:
        return None
    suit = long_suit(t, 5, {theirs})
    return _balancing(t, theirs, suit) if passout else _direct(t, theirs, suit)


def _direct(t: Table, theirs: Suit, suit: Suit | None) -> Advice | None:
    cheapest = None if suit is None else t.cheapest(suit)
    return (
        (takeout_shape(t, [theirs]) and when(
            t, DOUBLE, "A takeout double of their raise: short in their suit, support for "
            "the others, 12+ HCP.", hcp(t, 12), short(t, theirs)))
        or when(
            t, DOUBLE, "A takeout double of their raise on less than an opening: they have "
            "a fit, so we have one too, and a singleton in their suit with four cards in "
            "every other suit finds it; 10+ HCP.", hcp(t, RAISE_DOUBLE_HCP),
            short(t, theirs, 1), _four_in_each(t, theirs))
        or (suit and cheapest and cheapest.level <= 3 and when(
            t, cheapest, "An overcall of their raise: a six-card suit and 8+ HCP; they "
            "have a fit, so we have one too and should not sell out cheaply.",
            length(t, suit, 6), hcp(t, 8 if cheapest.level == 2 else 10, 17)))
        or (suit and cheapest and cheapest.level == 2 and when(
            t, cheapest, "An overcall of their raise: a good five-card suit and 10+ HCP.",
            length(t, suit, 5), _good_suit(t, suit), hcp(t, 10, 17)))
        or (suit and cheapest and cheapest.level == 2 and when(
            t, cheapest, "An overcall of their raise: a five-card suit that passes the Suit "
            "Quality Test for the two level, and an overcall's 8+ HCP.",
            length(t, suit, 5), suit_quality_check(t.hand, suit, 2), hcp(t, 8, 17)))
        or when(t, DOUBLE, "Too strong to let them play their raise: double.", hcp(t, 17))
        or when(t, PASS, "No sound action over their raise: pass.")
    )  # fmt: skip


# The direct takeout double of their raise with a singleton in their suit and four cards in
# each other suit: Lawrence's "not a full opening bid, but their raise says bidding is a very
# good idea; double" (Mike's Bidding Quiz 18, hand 2: Q873.9.AK62.J987, 10 HCP, after
# 1H-P-2H); "with perfect shape (4-4-4-1) ... 11 HCP ... is enough" over an opening
# (bridgewebs, "Take-out doubles"), one less when their raise says we hold a fit.
RAISE_DOUBLE_HCP = 10


def _four_in_each(t: Table, theirs: Suit) -> Check:
    others = [s for s in SUIT_ORDER if s is not theirs]
    held = "-".join(str(t.hand.length(s)) for s in others)
    return Check("cards in the other suits", "4+ in each", held,
                 all(t.hand.length(s) >= 4 for s in others))  # fmt: skip


# Lawrence's minimum for the balancing double of 1S-P-2S-P-P without shortness (his
# "minimal but acceptable shape and values" hand of 10 HCP); Pavlicek's balancing takeout
# double "may be made with as few as 10 points".
THREE_TRUMP_BALANCE_HCP = 10


def _balancing(t: Table, theirs: Suit, suit: Suit | None) -> Advice | None:
    """The passout seat over their raise: partner is marked with values, and with
    shortness in their suit he holds length there and could not bid it."""
    cheapest = None if suit is None else t.cheapest(suit)
    others = [s for s in SUIT_ORDER if s is not theirs]
    support = Check("cards in the other suits", "3+ in each",
                    "-".join(str(t.hand.length(s)) for s in others),
                    all(t.hand.length(s) >= 3 for s in others))  # fmt: skip
    return (
        when(t, DOUBLE, "A balancing double of their raise: they stopped at the two level "
             "with a fit, so partner has values; short in their suit, 8+ HCP.",
             short(t, theirs), support, hcp(t, 8, 16))
        or when(t, DOUBLE, "A balancing double of their raise with three of their trumps: "
                "they must not play two of their fit, and a sound hand (10+ HCP) with "
                "three or more in every other suit doubles for takeout.",
                length(t, theirs, 3, 3), support, hcp(t, THREE_TRUMP_BALANCE_HCP, 16))
        or (suit and cheapest and cheapest.level == 2 and when(
            t, cheapest, "Balancing over their raise: they have a fit and stopped at the "
            "two level, so we have one too; a five-card suit and 7+ HCP.",
            length(t, suit, 5), short(t, theirs, 3), hcp(t, 7, 16)))
        or (suit and cheapest and cheapest.level == 3 and when(
            t, cheapest, "Balancing at the three level over their raise: a six-card suit "
            "and 7+ HCP.", length(t, suit, 6), short(t, theirs, 2), hcp(t, 7, 16)))
        or (suit and cheapest and cheapest.level == 3 and when(
            t, cheapest, "Balancing at the three level over their raise: a five-card suit "
            "and 9+ HCP.", length(t, suit, 5), short(t, theirs, 2), hcp(t, 9, 16)))
        or when(t, DOUBLE, "Too strong to let them play their raise: double.", hcp(t, 17))
        or when(t, PASS, "No shape to balance with: pass.")
    )  # fmt: skip


def doubler_again(t: Table) -> Advice | None:
    """I made a takeout double of their opening and this is my next call.

    With 17+ HCP and a five-card suit of my own, the double was the strong start: the
    suit now shows the strong hand (a plain overcall would have shown 8-16), unless I
    hold four cards of the suit partner answered in (over a weak two as over a one-level
    opening: three cards do not raise his answer, which may hold four). Over their
    one-level opening only: after their raise, passed round to
    me with partner silent, a second double with a singleton or void in their suit and
    12+ HCP: they have a fit and stopped at the two level, so partner holds values he
    could not show at the three level (an opening hand is enough: the law of total
    tricks, not strength, says to bid on)."""
    if not t.they_opened or t.opening is None or len(t.my_calls) != 1:
        return None
    if t.my_calls[0].kind is not CallKind.DOUBLE:
        return None
    theirs = suit_of(t.opening[1])
    if theirs is None:
        return None
    answered = suit_of(t.partner_bids[0]) if len(t.partner_bids) == 1 else None
    own = long_suit(t, 5, {theirs} | ({answered} if answered else set()))
    if answered is not None and t.hand.length(answered) < 4 and own is not None:
        call = t.cheapest(own)
        if call.level <= 3:
            return when(
                t, call, "A new suit after my takeout double: the double showed the strong "
                "hand, the suit now shows five cards and 17+ HCP.",
                length(t, own, 5), hcp(t, 17),
            )  # fmt: skip
    if t.partner_bids or len(t.their_bids) != 2 or t.rho is None or t.opening[1].level != 1:
        return None
    raised = t.their_bids[1]
    if suit_of(raised) is not theirs or raised.level != 2 or t.rho.kind is not CallKind.PASS:
        return None
    if t.last_bid != raised or t.place.calls[-2].kind is not CallKind.PASS:
        return None
    return when(
        t, DOUBLE, "A second takeout double: they have a fit and stopped at the two "
        "level, so partner has values he could not show; short in their suit, 12+ HCP.",
        short(t, theirs, 1), hcp(t, 12),
    )  # fmt: skip


def sacrificing(t: Table) -> Advice | None:
    """They bid game over our competing side, and we hold a long fit: sacrifice at the
    five level when the vulnerability makes down two doubled cheaper than their game
    and the hand has little defence, as the law of total tricks counts it."""
    last = t.last_bid
    if last is None or not t.their_bids or last is not t.their_bids[-1]:
        return None
    theirs = suit_of(last)
    if theirs is None or last.level != GAME_LEVEL[theirs]:
        return None
    if t.rho is None or not t.rho.is_bid or t.rho != last:
        return None  # partner passed their game over: he judged it, or it is his turn
    if t.partner_last is not None and t.partner_last.kind is CallKind.DOUBLE:
        return None
    ours = _our_fit(t)
    if ours is None or ours is theirs:
        return None
    vulnerability = Vulnerability.parse(t.vulnerability)
    seat = t.place.seat
    we, they = vulnerability.is_vulnerable(seat), vulnerability.is_vulnerable(seat.next(1))
    if we and not they:
        return None  # down two doubled, 500, is more than their 420
    call = t.cheapest(ours)
    if call.level != 5:
        return None
    together = t.fit(ours)
    defence = _defence(t, ours, theirs)
    favourable = they and not we
    trumps = Check("trumps together", "10+" if favourable else "11+, or 10+ with shortness",
                   str(together), together >= (10 if favourable else 11) or (
                       together >= 10 and t.hand.length(theirs) <= 1))  # fmt: skip
    colours = ("not vulnerable against vulnerable" if favourable
               else "both sides vulnerable" if we else "neither side vulnerable")  # fmt: skip
    return when(
        t, call, f"A sacrifice: {together} trumps together, {colours}, so down two "
        "doubled costs less than their game, and the hand has little defence.",
        trumps, defence, hcp(t, 0, 10),
    )  # fmt: skip


def _our_fit(t: Table) -> Suit | None:
    """Partner's suit that this hand supports with three or more cards and has not bid
    yet: the hand that knows the fit decides the sacrifice. A hand that has bid its
    suit (a preempt, a raise) has told its story, and partner judged the rest."""
    for suit in reversed(t.partner_suits):
        if t.hand.length(suit) >= 3 and suit not in t.my_suits:
            return suit
    return None


def _defence(t: Table, ours: Suit, theirs: Suit) -> Check:
    """Quick tricks outside our trumps and theirs: what the hand would take defending."""
    tricks = 0.0
    for suit in SUIT_ORDER:
        if suit in (ours, theirs):
            continue
        ranks = t.hand.ranks(suit)
        if ranks[:2] == ["A", "K"]:
            tricks += 2
        elif ranks[:1] == ["A"] or ranks[:2] == ["K", "Q"]:
            tricks += 1 if ranks[:1] == ["A"] else 0.5
    return Check("defensive tricks outside the trumps", "1 or fewer", f"{tricks:g}",
                 tricks <= 1)  # fmt: skip


# The order they are read in: each is narrow, so they do not overlap one another.
COMPETING: tuple[Callable[[Table], Advice | None], ...] = (
    *HIGH_COMPETITION,  # over their raise to three or four; their bid over our game
    sacrificing,
    later_takeout_double,  # the opener's or overcaller's double of their raise, extras
    answering_overcallers_double,  # the advancer answers it
    over_their_raise,
    doubler_again,
    advancing_notrump_overcall,
    advancing_with_values,
    over_their_notrump_overcall,
    passing_the_weak_suit,
)
