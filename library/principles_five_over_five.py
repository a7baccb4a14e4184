"""Five over five: their five-level bid over our four of a major (issue 34, the robots'
"did not compete to our contract" and "sacrifice too dear" misses).

"This principle is also known variously as 'Don't bid Five over Five' and 'The
Five-level belongs to the opponents'. 11 tricks are tough to win so it is normally much
easier to try for three tricks on defence than 11 on offense (ie declaring). You need an
extreme feature - eg a void in the opposing suit or unexpected trump length for partner
- to bid Five over Five" (Andrew Robson, "Five is for the other side", Tips for
Intermediates). His first auction is 1H-(1S)-4H-(4S)-5H-(P)-P-?: with A962 of partner's
spades and a singleton heart, "Pass. Five is for the other side"; with J8632 and a
doubleton heart, "Pass. Similarly"; with QJ862, a heart void, KJ104 and 987, "5S.
Exceptionally - because of the void heart". Ed Manfield's BOLS tip, "Think twice before
you bid over five: The five level belongs to the opponents", gives the reasons: the
opponents' hands are often more balanced than ours, partner's stray queens and jacks
defend, and "even if your five over five bid works out well, your profit will tend to
be small".

So, when our side's last bid was four of a major, they bid five of a suit over it, and
it is my turn (directly over their bid, or at the last chance with partner passing):

  - with the extreme feature, a void in their suit and three or more of our major (or
    the major as my own suit), bid five of the major;
  - otherwise the five level is theirs: this module says nothing, and the other
    principles pass or double (library/principles_high_competition.py doubles their
    bid over our game when we bid it on values).

The robots (api/robot_bidding.py) still weigh the pass against the five-level bid by
double dummy at the last chance: the teacher's call is the one they start from.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import length, when
from library.principles_reading import MAJORS, Advice, Table, suit_of

__all__ = ["FIVE_LEVEL", "SUPPORT", "five_over_five", "five_over_five_call"]

FIVE_LEVEL = 5  # their bid over our four of a major
SUPPORT = 3  # cards in partner's major that make it our trump suit


def five_over_five_call(support: int, their_length: int, own_suit: bool) -> bool:
    """Whether Robson's "extreme feature" bids five over five: a void in their suit with
    our major held (three or more of partner's, or the major as my own suit)."""
    return their_length == 0 and (own_suit or support >= SUPPORT)


def _our_major(t: Table) -> Suit | None:
    """Our side's major, when our last bid was four of it and their five-level bid
    followed it (the last bid): the major, else None."""
    last = t.last_bid
    if last is None or not t.their_bids or last is not t.their_bids[-1]:
        return None
    if last.level != FIVE_LEVEL or suit_of(last) is None:
        return None
    calls = t.place.calls
    at = max(i for i, c in enumerate(calls) if c is last)
    before = next((c for c in reversed(calls[:at]) if c.is_bid), None)
    ours = t.my_bids + t.partner_bids
    if before is None or not any(c is before for c in ours):
        return None
    major = suit_of(before)
    if major not in MAJORS or before.level != 4:
        return None
    if major not in t.my_suits and major not in t.partner_suits:
        return None  # our four was artificial (a transfer, a splinter): no major of ours
    since = calls[at + 1 :]
    if any(c.kind is not CallKind.PASS for c in since):
        return None  # partner doubled (his penalty double stands) or bid on
    return major


def five_over_five(t: Table) -> Advice | None:
    """Their five-level bid over our four of a major: five of the major with a void in
    their suit and our major held (the module's note); else None (the five level is
    theirs, and the other principles pass or double)."""
    major = _our_major(t)
    last = t.last_bid
    if major is None or last is None:
        return None
    theirs = suit_of(last)
    if theirs is None or theirs is major:
        return None
    if t.cheapest(major).level != FIVE_LEVEL:
        return None  # their five of a higher suit: six of ours is no five over five
    own = major in t.my_suits
    if not five_over_five_call(t.hand.length(major), t.hand.length(theirs), own):
        return None
    return when(
        t, t.cheapest(major), "Five over five only with an extreme feature: a void in their "
        f"suit and our {major.name_plural}, so their five level is outbid.",
        length(t, theirs, 0, 0), length(t, major, 1 if own else SUPPORT),
    )  # fmt: skip
