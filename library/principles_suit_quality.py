"""A written rule that asks for two of the top three honours in a suit holds only with them.

Some of the library's rules state the quality of the suit in words the constraint
extractor does not structure: sayc.md's 1NT-3C/3D ("6+ clubs with two of the top three
honours, 6-9 HCP, invitational to 3NT"), the positive responses to 2C ("5+ hearts with
two of the top three honours") and Jacoby 2NT's four-level side suits ("Good 5+ clubs
(two of the top three honours)"). Read as written they would fit any suit of the
length. The rule's own words decide: without two of the ace, king and queen of the suit
the written rule gives way (to the next written call or to the principles). A user's
own rule is checked the same way, since it is his wording that asks for the honours.
"""

from __future__ import annotations

import re

from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["honours_wanted", "top_honours_missing"]

_WANTED = re.compile(
    r"\b(clubs|diamonds|hearts|spades)\b[^,;]*?\btwo of the top three honou?rs", re.IGNORECASE
)
_SUITS = {"clubs": Suit.C, "diamonds": Suit.D, "hearts": Suit.H, "spades": Suit.S}


def honours_wanted(meaning: str) -> list[Suit]:
    """The suits a meaning asks two of the top three honours in."""
    if "top three" not in meaning:
        return []  # most meanings: no need to run the pattern
    return [_SUITS[m.group(1).lower()] for m in _WANTED.finditer(meaning)]


def top_honours_missing(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written ``rule`` does not apply: the suit lacks the honours it asks for."""
    del book, place  # the rule's own words decide
    for suit in honours_wanted(rule.meaning):
        held = [rank for rank in "AKQ" if rank in hand.ranks(suit)]
        if len(held) < 2:
            holding = "".join(hand.ranks(suit)) or "void"
            return (f"the rule asks for two of the top three honours in {suit.name_plural}; "
                    f"the hand holds {holding}")  # fmt: skip
    return None
