"""Responder's misfit after opener rebids his suit: pass the minimum (issue 33).

Opener's simple rebid of his own suit over a one-level response (1H-1S-2H) shows a
minimum with six cards in it and is not forcing. A responder with a singleton or a void
in that suit holds a misfit, and teachers value such a hand down and stop:

- Eddie Kantar, "Bidding Quizzes" (kantarbridge.com), first quiz, after 1H-1S-2H:
  AQ87 2 Q873 K843, "11 HCP would do for 2NT, but the singleton heart costs a point or
  two"; pass. J95432 - A976 Q65, "do not look for trouble with a likely misfit"; pass.
  AQJT74 2 A98 874, "invitational": the six good spades and 11 HCP still invite.
- Steve Becker's "Bidding Quiz" (Hartford Courant, 2023-03-31, hand 3) passes the same
  kind of hand after 1D-1S-2D: "partner announced a minimum; the singleton diamond is
  a liability".

A six-card suit of responder's own with two of the top three honours is a source of
tricks that plays opposite the misfit, and a minimum rebids it
(library/principles_revaluing.py, "a minimum counts its length"; Kantar's poor J9xxxx
is the suit that stays silent). So the hand is counted in total points (HCP and length,
the ACBL lesson's count, library/principles_responder_rebids.py) less a point for a
singleton and two for a void in opener's suit; with 10 or less, the 1NT response's and
the single raise's range, the hand has no more to say and every written call but pass
gives way (a forcing call is never set aside: partner is owed an answer). The written
pass is "6-10 HCP, to play" (sayc.md), the principles' own last word is a pass when
partner's call does not force. A user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.hand_evaluation import Hand
from library.principles_reading import PASS, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["MISFIT", "misfit_pass", "misfit_passes_minimum_rebid", "misfit_value"]

MISFIT = {0: 2, 1: 1}  # a void or a singleton in partner's suit, the points it costs
_MINIMUM = 10  # the top of responder's minimum: the 1NT response's 6-10
_PASSABLE = ("non_forcing", "invitational", "signoff")


def misfit_value(hand: Hand, length_in_partners_suit: int) -> int:
    """Total points less the misfit's cost."""
    return hand.total_points - MISFIT.get(length_in_partners_suit, 0)


def _misfit(t: Table) -> str | None:
    """The misfit, said in words, when this is responder's second call after opener's
    simple rebid of his suit and the hand is short in it with a minimum; else None."""
    if not t.partner_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 2:
        return None
    if not t.they_only_passed:
        return None
    opening, rebid = t.partner_bids
    response = t.my_bids[0]
    opened = suit_of(opening)
    if opened is None or opening.level != 1 or response.level != 1 or suit_of(response) is None:
        return None
    if suit_of(rebid) != opened or rebid.level != 2 or t.last_bid is not rebid:
        return None  # only his simple rebid of his suit: a minimum, six cards
    held = t.hand.length(opened)
    value = misfit_value(t.hand, held)
    if held > 1 or value > _MINIMUM:
        return None
    mine = suit_of(response)
    assert mine is not None
    ranks = t.hand.ranks(mine)
    if t.hand.length(mine) >= 6 and sum(r in ranks for r in "AKQ") >= 2:
        return None  # a good six-card suit is a source of tricks: it is rebid
    return (
        f"a misfit: {held or 'no'} card{'s' if held != 1 else ''} in opener's "
        f"{opened.name_plural}, which he rebid as a minimum, and {value} points "
        "counting the misfit's cost: pass and get out low"
    )


def misfit_passes_minimum_rebid(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written call other than pass gives way to pass, else None."""
    if rule.module_type == USER_CUSTOM or rule.call == "p":
        return None
    if rule.constraints.forcing not in _PASSABLE:
        return None
    return _misfit(Table(book, place, hand))


def misfit_pass(t: Table) -> Advice | None:
    """The principles' call in the same spot: pass (module docstring)."""
    why = _misfit(t)
    if why is None or not t.legal(PASS):
        return None
    return Advice(str(PASS), why[0].upper() + why[1:] + ".")
