"""Opener's invitation after partner's single raise counts losers (issue 33).

sayc.md writes opener's game tries after 1M-2M (a help-suit try, or the re-raise to three)
at 16-18 points. Ron Klinger's losing-trick count (The Modern Losing Trick Count; Audrey
Grant's and the ACBL's teaching of it) reads the same decision by losers: a single raise
shows about nine losers, so opener with seven expects 24 - 7 - 9 = 8 tricks and passes,
with six he invites, with five he bids game ("7 losers: pass ... 6 losers: invite"). A
flat 16-count with seven losers (A2.AKJ72.Q72.J72: no ruffing value, two jack-high
suits) is a minimum for play opposite the raise: the written try gives way and opener
passes. With six losers or fewer the written tries decide as before (and the help-suit
principles of library/principles_opener_rebids.py choose the suit).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.hand_evaluation import Hand
from library.principles_reading import MAJORS, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = ["game_try_counts_losers", "losers_to_invite"]

_PASSING_LOSERS = 7  # opposite the raise's nine: eight tricks


def _after_single_raise(t: Table) -> bool:
    """I opened one of a major, partner raised to two, nobody else bid."""
    if t.their_bids or not t.i_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return False
    opening, raised = t.my_bids[0], t.partner_bids[0]
    major = suit_of(opening)
    return (
        major in MAJORS
        and opening.level == 1
        and raised.level == 2
        and suit_of(raised) is major
        and t.last_bid is raised
    )


def game_try_counts_losers(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written try (a new suit or the re-raise below game) gives way after a
    single raise, else None: seven losers or more pass."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    if not _after_single_raise(Table(book, place, hand)) or int(call[0]) >= 4:
        return None
    losers = hand.losing_trick_count
    if losers < _PASSING_LOSERS:
        return None
    return (
        f"{losers} losers opposite the single raise's nine make about {24 - losers - 9} "
        "tricks: no game try (the losing-trick count)"
    )


def losers_to_invite(hand: Hand) -> Check:
    """The losing-trick count's condition for opener's invitation after a single raise."""
    losers = hand.losing_trick_count
    return Check("losers", f"{_PASSING_LOSERS - 1} or fewer", str(losers), losers < _PASSING_LOSERS)
