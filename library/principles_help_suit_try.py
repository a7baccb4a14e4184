"""The help-suit try before the re-raise (issue 33; the booklet: after 1M-2M opener's
new suit is a game try, sayc.md's "help-suit game try"; bridgeinfo.net, "Help Suit Trial
Bids": "Instead of inviting game by reraising the trump suit ... opener should instead
bid a new suit in which he needs help from responder"; the Ocala club's tip: "Choose a
suit in which you need help and bid it; you should have two or more losers in it";
Bridge in Chicago: with a strong and a weak side suit "the help suit game try is made
in the weaker suit"). A hand the written re-raise fits (16-18, a long major) with a side
suit of three or more cards and two or more losers tries there instead, in the suit
with the most losers.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, points, when, written_rule, written_rule_fits
from library.principles_game_tries import suit_losers
from library.principles_opener_first_rebid import rank_low
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = ["help_suit_before_reraise", "help_suit_try"]


def _help_suit(t: Table) -> tuple[Suit, Suit] | None:
    """Opener's major and the side suit he needs help in after 1M-2M, the opponents
    passing: three or more cards and the most losers (two or more; the cheaper of
    equals), where the system writes a try; else None."""
    if len(t.my_bids) != 1 or len(t.partner_bids) != 1 or t.their_bids or not t.i_opened:
        return None
    major = suit_of(t.my_bids[0])
    if major not in MAJORS or t.my_bids[0].level != 1 or t.partner_bids[0] != bid(2, major):
        return None
    if t.last_bid is not t.partner_bids[0]:
        return None
    needy = [
        s
        for s in SUIT_ORDER
        if s is not major
        and t.hand.length(s) >= 3
        and suit_losers(t, s) >= 2
        and t.cheapest(s).level <= 3
        and written_rule(t.book, t.place, str(t.cheapest(s)).lower()) is not None
    ]
    if not needy:
        return None
    # the most losers; of equals the cheapest try, which leaves the raiser the most room
    return major, max(needy, key=lambda s: (suit_losers(t, s), -t.cheapest(s).level, rank_low(s)))


def help_suit_before_reraise(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written re-raise ``rule`` (1M-2M-3M, invitational), or a written
    try in a suit that needs no help, gives way to the help-suit try in the weakest
    side suit, else None (module docstring). The re-raise fits, so the hand has the
    invitational 16-18 the try asks as well."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    found = _help_suit(Table(book, place, hand))
    if found is None:
        return None
    major, weakest = found
    meaning = rule.meaning.lower()
    if call == f"3{major.value.lower()}" and meaning.startswith("re-raise"):
        return (
            f"a side suit with two or more losers ({weakest.name_plural}): the help-suit "
            "try asks partner about it, which the re-raise does not"
        )
    if meaning.startswith("help-suit") and named_suit(call) not in (major, weakest):
        return (
            f"the try is made in the weaker side suit ({weakest.name_plural}, two or more "
            "losers), where partner's help decides the game"
        )
    return None


def help_suit_try(t: Table) -> Advice | None:
    """The try in place of the written re-raise (only a hand the re-raise fits)."""
    found = _help_suit(t)
    if found is None:
        return None
    major, suit = found
    reraise = written_rule(t.book, t.place, f"3{major.value.lower()}")
    if reraise is None or help_suit_before_reraise(t.book, t.place, t.hand, reraise) is None:
        return None
    if not written_rule_fits(t.book, t.place, t.hand, reraise.call):
        return None
    losers = suit_losers(t, suit)
    # despite the written range: the written try counts HCP and length, the re-raise it
    # replaces counts the major's support points, and both ask 16-18
    return when(t, t.cheapest(suit), f"A help-suit game try: {losers} losers in "
                f"{suit.name_plural}, where partner's help decides the game.",
                points(t, 16, 18, major), length(t, suit, 3),
                Check(f"{suit.name_plural} losers", "2+", str(losers), losers >= 2),
                despite_written_range=True)  # fmt: skip
