"""Where the teachers split, the answer names the other school (issue 33, h50c).

The recommendation follows the ACBL SAYC booklet first, then the majority of the
teachers; where a known school bids otherwise, the reason says so, so that a reader who
learnt the other way sees that his call is a recognised alternative and why it was not
chosen. Each note is a position the sources were found to split on:

- **A flat raise or 1NT.** Partner opened one of a major and responder holds exactly
  three trumps in a 4-3-3-3 with the single raise's values. The booklet raises (SAYC
  writes it "Single raise, 6-10 support points, 3+ hearts"), as Frank Stewart's "Daily
  Question" does on a flat 4-3-3-3 with three hearts (raise "rather than 1S") and the
  strong pairs' calls; some quiz writers (the Tribune's weekly quiz, bidandmade.com)
  respond 1NT on the flattest hands.
- **Responding on 4-5 HCP.** The booklet's one-level response asks 6 points, and a
  hand below it passes; strong pairs often respond at the one level on 4-5 HCP with a
  four-card or longer suit, and some quiz writers answer 1NT on 4-5 HCP with a
  singleton or void in partner's major, to keep the auction open.
"""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER
from domain.rules.hand_evaluation import Hand
from library.principles_reading import MAJORS, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook

__all__ = ["split_note"]

_LIGHT_RESPONSE = range(4, 6)  # the HCP below the booklet's 6 that strong pairs respond on


def split_note(book: RuleBook, place: AuctionPlace, hand: Hand, call: str) -> str | None:
    """The other school's call where the sources split on this position, else None."""
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_bids or len(t.partner_bids) != 1:
        return None
    opening = t.opening[1]
    opened = suit_of(opening)
    if opened is None or opening.level != 1 or not t.they_only_passed:
        return None
    if opened in MAJORS and call == f"2{opened.value}" and hand.length(opened) == 3:
        if hand.pattern == (4, 3, 3, 3):
            return (
                "Sources split here: the booklet, Frank Stewart and strong pairs raise "
                "with three trumps; some quiz writers respond 1NT on a flat 4-3-3-3."
            )
        return None
    if call != "Pass" or hand.hcp not in _LIGHT_RESPONSE:
        return None
    suit_up = any(
        hand.length(s) >= 4 and t.cheapest(s).level == 1 for s in SUIT_ORDER if s != opened
    )
    short = opened in MAJORS and hand.length(opened) <= 1
    if not (suit_up or short):
        return None
    other = "a one-level suit" if suit_up else "1NT, short in partner's major"
    return (
        f"Sources split here: the booklet responds with 6 points and passes below them; "
        f"strong pairs and some quiz writers respond on 4-5 HCP ({other})."
    )
