"""Responder's opening values after opener's new suit: the fourth suit, not an invitation
(issue 33).

When opener rebids a new suit at his second turn he has not limited his hand: a
non-jump new suit shows anything from a minimum to a hand just short of a jump shift
(12-18), where his 1NT or the rebid of his suit is a minimum. A responder who
holds an opening hand himself makes sure of game, and when the strain is not yet found
he bids the fourth suit, which "may be artificial" (ACBL SAYC System Booklet,
"Responses"; library/conventions/fourth_suit_forcing.md), rather than an invitation
opener may pass:

- The ACBL's "Bidding in the 21st Century", Lesson 6 ("Rebids by Responder"), the
  teaching series the booklet's notes name (library/systems/sayc.md, "Notes"): "With 12
  or more total points, responder makes sure the partnership gets to game ... either by
  bidding game directly or by showing a new suit"; its total points are HCP and a point
  for each card past four in a suit.
- Charles Goren ("Responses to opening bids", Sports Illustrated, 1959): "one principle
  has remained constant: an opening bid facing an opening bid will produce game";
  Stephen Cashmore (Mr Bridge): "Two Opening Hands Should Bid to Game".
- Marty Bergen's 1D-1H-1S quiz (the Vineyard Gazette's "Bridge Table", 2020-06-17,
  hand 1: AT4 AT9876 KT3 3, eleven HCP and a six-card suit): "fourth suit forcing".

The system's game zone is 13 (its written invitations are 10-12, library/
principles_responder_rebids.py, ``GAME_ZONE``), so 13 total points; a raise of opener's
suit with a fit of eight counts support points, as the booklet's raises count, and
without one a singleton or a void in a suit opener bid costs a point or two (Eddie
Kantar, "Bidding Quizzes": "the singleton heart costs a point or two";
library/principles_misfit.py). The
written fourth suit asks 12+ HCP (the convention's module); these hands reach it with
fewer HCP and their length, so the principle bids it despite the written range.

Only after opener's unlimited new suit: after his 1NT or the rebid of his own suit
(12-14 or 12-15) an invitation with 13 total points stays an invitation (the booklet's
10-12, the textbook's "responder rebids a six-card major by strength"). A fit with
opener's major of eight cards bids game in it (library/principles_fourth_suit.py); a
user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call
from domain.rules.cards import SUIT_ORDER
from domain.rules.hand_evaluation import Hand
from library.principles_checks import when, written_rule
from library.principles_reading import MAJORS, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "GAME_VALUES",
    "fourth_suit_by_values",
    "fourth_suit_call",
    "invitation_gives_way",
    "responder_value",
]

GAME_VALUES = 13  # the system's game zone for responder (its invitations are 10-12)
_MODULE = "fourth_suit_forcing"
_MISFIT = {0: 2, 1: 1}  # a void or a singleton in a suit opener bid


def fourth_suit_call(t: Table) -> Call | None:
    """The fourth suit's bid when this is responder's second call after opener's new
    suit, the opponents silent and the system writing that bid as fourth suit forcing;
    else None."""
    if not t.partner_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 2:
        return None
    if not t.they_only_passed:
        return None
    opening, rebid = t.partner_bids
    response = t.my_bids[0]
    opened, mine, named = suit_of(opening), suit_of(response), suit_of(rebid)
    if opening.level != 1 or None in (opened, mine, named) or t.last_bid is not rebid:
        return None
    if len({opened, mine, named}) != 3:
        return None  # opener rebid his suit or raised mine: he limited his hand
    unbid = [s for s in SUIT_ORDER if s not in (opened, mine, named)]
    call = t.cheapest(unbid[0])
    rule = written_rule(t.book, t.place, str(call).lower().replace("nt", "n"))
    if rule is None or rule.module_id != _MODULE or "ourth suit" not in rule.meaning:
        return None
    return call


def responder_value(t: Table) -> Check:
    """Support points in a suit of opener's where the hand makes a fit of eight, else
    total points less the misfit: a point for a singleton, two for a void, in a suit
    opener bid (Eddie Kantar, "Bidding Quizzes": "the singleton heart costs a point or
    two")."""
    fitted = [s for s in t.partner_suits if t.hand.length(s) >= 3 and t.fit(s) >= 8]
    if fitted:
        suit = max(fitted, key=t.hand.support_points)
        value = t.hand.support_points(suit)
        name = f"support points in {suit.name_plural}"
    else:
        misfit = sum(_MISFIT.get(t.hand.length(s), 0) for s in t.partner_suits)
        name, value = "total points less the misfit", t.hand.total_points - misfit
    return Check(name, f"{GAME_VALUES}+", str(value), value >= GAME_VALUES)


def _major_fit(t: Table) -> bool:
    """Eight cards in a major opener bid: game in it is the natural call."""
    return any(t.hand.length(s) >= 3 and t.fit(s) >= 8 for s in t.partner_suits if s in MAJORS)


def fourth_suit_by_values(t: Table) -> Advice | None:
    """Responder's opening values after opener's new suit, no strain found: the fourth
    suit, forcing (module docstring)."""
    call = fourth_suit_call(t)
    if call is None or _major_fit(t):
        return None
    return when(t, call, "Opener's new suit is unlimited and responder holds an opening "
                "hand himself (13 or more points with his length): game is sure, the "
                "strain is not, so the fourth suit, artificial and forcing.",
                responder_value(t), convention=_MODULE, despite_written_range=True)  # fmt: skip


def invitation_gives_way(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written invitation gives way to the fourth suit, else None."""
    if rule.module_type == USER_CUSTOM or rule.constraints.forcing != "invitational":
        return None
    t = Table(book, place, hand)
    if fourth_suit_call(t) is None or _major_fit(t) or not responder_value(t).holds:
        return None
    return ("opener's new suit is unlimited and responder holds 13 or more points with "
            "his length: an opening hand facing an opening hand bids game, through the "
            "fourth suit while the strain is not found")  # fmt: skip
