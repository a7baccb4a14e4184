"""Opener's uncontested rebid where the strong players' practice is the teachers' choice
(issue 33, thirteenth session). Each principle names its source; none names a hand or an
auction, and a user's own rule is never set aside.

- **A minimum stays low after a two-over-one that does not force to game.** In SAYC the
  two-over-one is forcing one round and responder promises to bid again (the booklet's
  "Rebids after a Two-over-One Response"; sayc.md: "responder bids again unless opener's
  rebid is game"), so opener's rebid of his own suit at the two level, which after a
  two-over-one "does not therefore promise extra length", is the minimum's way to keep
  the auction low (SAYC notes, "Responses and Later Bidding after a 1H or 1S Opening":
  "Without extra strength these pairs rebid the suit opened"; Bridge Base Forums, on
  SAYC two-over-ones: "it would be normal to rebid 2S with a balanced minimum, or a
  minimum with spades and clubs"; the Gwent academy's "ceiling": "unless you are
  supporting partner's suit, if your hand is in the minimum range for an opening bid
  ... your rebid must be NO HIGHER THAN YOUR CEILING", two of the suit opened). With
  12-14 HCP and the system's rebid of the opened suit at the two level fitting, a
  written new suit at the three level below three of that suit gives way. Not a raise
  of responder's suit (the ceiling's own exception; some pairs want extras for the
  minor raise, the same notes say, but that is a partnership's choice), nor a second
  suit of five cards (five-five bids both suits, the higher first and the lower next;
  Grant Baze's "6-5, come alive", principles_opener_rebids). Where the two-over-one
  forces to game (the 2/1 system) space costs nothing, and Larry Cohen's "show the
  shape first" stands (principles_opener_rebids). The strong pairs' calls follow this;
  the quiz books are split on a 5-4 minimum.
- **The notrump opener answers an invitation with a long suit counted.** Over 1NT-2NT
  (invitational) the opener accepts with the top of his range, a five-card suit
  counting a point (Eddie Kantar's suggestion as Maritha Pottenger teaches it: a
  17-count with a five-card suit rebids as 18-19, "adding a point for your (decent)
  5-card suit"; Warren Watson: "any hand with a five-card suit is
  probably a good 16 points", which sayc.md already follows for the quantitative 4NT).
  Where the system's written acceptance asks HCP, the opener one point short with a
  five-card suit headed by two of the top three honours bids game too.
- **A balanced 18-19 jumps to 2NT before a new suit of its own.** The lesson "One and a
  half notrump" (bbi5m, 2017): after 1D-1H "Bid two notrump, showing a balanced hand
  with 18-19 HCP. Don't bid spades ... Note that you have concealed a four-card major in
  order to show this strength and shape. If partner is 4-4 or better in the majors, she
  can rebid 3S". Where the system's 2NT rebid fits the hand, a written one-level new
  suit gives way to it: the new suit, which partner may pass, hides the strength.

- **A semi-balanced 18-19 with five cards in the opened minor jumps to 2NT too** (0.23.0,
  h53d). The one-level new suit is "12-18" and non-forcing, so an 18-19 that bids it
  may be left there opposite a six-count with game on; the 2NT rebid shows the strength
  at once and "If partner is 4-4 or better in the majors, she can rebid 3S" (the lesson
  above), while the jump shift would force to game on a hand not quite worth it (Bob
  Jones, Goren Bridge weekly quiz answers, 2022-10-10, who rebids 2NT on a 2-4-2-5
  18-count after 1C-1D). 5-4-2-2 is "by definition semi-balanced (no void or singleton,
  no more than two doubletons)" (M J Bridge, "Opening 5-4-2-2 shape"), and the
  Tribune's weekly quiz (2005-01-29) rebids a slightly off-shape 2NT too. Only where the
  four-card suit is a major a one-level new suit would show and opener has no four
  cards in partner's suit (Larry Cohen, "When is 2NT not 2NT": 2NT "denies four-card
  support for responder's suit (but could have four cards in the other major)"), and
  with the HCP of the system's own 2NT rebid. A reverse is not set aside (it is
  forcing and shows the strength), nor a hand with a singleton (a Goren quiz of
  2017-01-30 rebids 1S with one in partner's suit).

Not followed: experts rebid 1NT rather than repeat a five-card minor, even with a
singleton in partner's major (District 6's 2006 panel: Bird, Meyers, Compton, Casen,
Moss; Bridge Winners, "Rebid 1NT More Often"), and two quiz answers agree; the textbook
held-out rebids the minor (1D-1S-2D with five diamonds and four hearts, ten answers), so
the minor is still rebid (library/principles_rebids.py) until a written source settles it.
"""

from __future__ import annotations

import re

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import when, written_rule, written_rule_fits
from library.principles_reading import Advice, Table, below, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "MINIMUM_HCP",
    "UNCONTESTED_REBIDS",
    "minimum_stays_low",
    "minimum_stays_low_after_two_over_one",
    "notrump_jump_before_new_suit",
    "semi_balanced_notrump_jump",
]

# the minimum opener's range in the sources above ("13-14 points", a 1NT rebid's 12-14)
MINIMUM_HCP = (12, 14)
# a second suit of five is bid whatever the strength: with five-five the standard
# teaching opens the higher suit and bids the lower next; six-five "comes alive"
FIVE_CARD_SECOND_SUIT = 5
# five cards in the opened minor, four in a major, two doubletons
SEMI_BALANCED = (5, 4, 2, 2)


def first_rebid(t: Table) -> tuple[Suit, Call] | None:
    """The opened suit and partner's response at opener's first rebid after a one-level
    suit opening, the opponents passing throughout; else None."""
    if not t.i_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    if not t.they_only_passed:
        return None
    opening, response = t.my_bids[0], t.partner_bids[0]
    opened = suit_of(opening)
    if opened is None or opening.level != 1 or t.last_bid is not response:
        return None
    return opened, response


def _two_over_one_not_game_forcing(t: Table, opened: Suit, response: Call) -> bool:
    """Partner's response is a new suit at the two level without a jump, which the
    system writes as forcing one round but not to game."""
    answered = suit_of(response)
    if answered is None or answered is opened or response.level != 2:
        return False
    if not below(answered, opened):
        return False  # 1C-2D, 1H-2S: a jump, not a two-over-one
    partner = [i for i, c in enumerate(t.place.calls) if t.place.by_partner(i) and c.is_bid]
    key = t.place.prefix(partner[0] + 1)
    # the dealer's side may have passed first: the response reads as without them
    rule = t.book.rule(key) or t.book.rule(re.sub(r"^(?:\(?p\)?-)+", "", key))
    return rule is not None and rule.constraints.forcing != "game_forcing"


def minimum_stays_low(book: RuleBook, place: AuctionPlace, hand: Hand, call: str) -> bool:
    """``call`` (a pid call, "3c") is opener's three-level rebid below three of his suit
    after a two-over-one that does not force to game, the hand is a minimum, and the
    system's rebid of the opened suit at the two level fits it (module docstring)."""
    if len(call) != 2 or call[0] != "3" or call[1] not in "cdhs":
        return False
    low, high = MINIMUM_HCP
    if not low <= hand.hcp <= high:
        return False
    t = Table(book, place, hand)
    found = first_rebid(t)
    if found is None:
        return False
    opened, response = found
    if not _two_over_one_not_game_forcing(t, opened, response):
        return False
    suit = Suit(call[1].upper())
    if suit is opened or not below(suit, opened):
        return False  # the jump rebid of the suit, or a call above three of it
    if suit is suit_of(response):
        return False  # the ceiling's exception: "unless you are supporting partner's suit"
    if hand.length(suit) >= FIVE_CARD_SECOND_SUIT:
        return False  # a second five-card suit is shown (five-five, six-five come alive)
    return written_rule_fits(book, place, hand, f"2{opened.value.lower()}")


def notrump_jump_before_new_suit(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written one-level new suit ``rule`` gives way to the system's 2NT
    rebid with a balanced 18-19, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "1" or call[1] == "n":
        return None
    if not hand.balanced:
        return None
    t = Table(book, place, hand)
    found = first_rebid(t)
    if found is None or found[1].level != 1 or suit_of(found[1]) is None:
        return None
    if not written_rule_fits(book, place, hand, "2n"):
        return None
    return (
        "a balanced 18-19 jumps to 2NT, which shows the strength and shape at once; the "
        "new suit, which partner may pass, would hide them, and partner can still show "
        "a four-card major over 2NT"
    )


def semi_balanced_jump(t: Table) -> bool:
    """Opener's first rebid over a one-level suit response with 5-4-2-2, five cards in the
    opened minor, the four-card suit a major a one-level bid would show, fewer than four
    cards in partner's suit and the HCP of the system's written 2NT rebid (module
    docstring)."""
    hand = t.hand
    if hand.pattern != SEMI_BALANCED:
        return False
    found = first_rebid(t)
    if found is None:
        return False
    opened, response = found
    answered = suit_of(response)
    if answered is None or response.level != 1 or opened not in (Suit.C, Suit.D):
        return False
    if hand.length(opened) != FIVE_CARD_SECOND_SUIT or hand.length(answered) >= 4:
        return False
    four = next(s for s in SUIT_ORDER if hand.length(s) == 4)
    if four not in (Suit.S, Suit.H) or t.cheapest(four).level != 1:
        return False
    written = written_rule(t.book, t.place, "2n")
    if written is None or written.module_type == USER_CUSTOM or written.constraints.hcp is None:
        return False
    return hand.hcp in written.constraints.hcp


def semi_balanced_notrump_jump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written one-level new suit ``rule`` gives way to 2NT with a
    semi-balanced 18-19, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "1" or call[1] == "n":
        return None
    if not semi_balanced_jump(Table(book, place, hand)):
        return None
    return (
        "a semi-balanced 18-19 with five cards in the opened minor jumps to 2NT: the new "
        "suit, which partner may pass, would hide the strength, and partner can still "
        "show a four-card major over 2NT"
    )


def _semi_balanced_2nt(t: Table) -> Advice | None:
    """The 2NT rebid the set-aside above leaves (module docstring)."""
    if not semi_balanced_jump(t):
        return None
    return when(
        t, bid(2, "NT"),
        "A semi-balanced 18-19, five cards in the opened minor: the jump to 2NT shows the "
        "strength at once, where a new suit could be passed.",
        Check("shape", "5-4-2-2, five in the opened minor", "-".join(map(str, t.hand.pattern)),
              True),
    )  # fmt: skip


def minimum_stays_low_after_two_over_one(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written three-level rebid ``rule`` gives way to the rebid of his suit
    at the two level, else None (module docstring)."""
    if rule.module_type == USER_CUSTOM or not minimum_stays_low(book, place, hand, rule.call):
        return None
    t = Table(book, place, hand)
    found = first_rebid(t)
    assert found is not None  # minimum_stays_low read the same auction
    opened = found[0]
    return (
        f"a minimum rebids its {opened.name_plural} at the two level: partner's "
        "two-over-one promises another bid, and going to the three level would show "
        "extra values"
    )


# "decent": two of the top three honours, as a suit worth a trick more than its points
_DECENT_HONOURS = 2


def _notrump_invitation_by_length(t: Table) -> Advice | None:
    """3NT over partner's invitational 2NT raise of my 1NT: one HCP short of the
    system's acceptance, with a decent five-card suit (module docstring)."""
    if not t.i_opened or len(t.my_bids) != 1 or str(t.my_bids[0]) != "1NT":
        return None
    last = t.partner_last
    if last is None or str(last) != "2NT" or t.last_bid is not last or t.their_bids:
        return None
    accept = written_rule(t.book, t.place, "3n")
    if accept is None or accept.constraints.hcp is None:
        return None
    if t.hand.hcp != accept.constraints.hcp.low - 1:
        return None  # the written ranges decide every other hand
    long_suits = [s for s in SUIT_ORDER if t.hand.length(s) >= 5]
    decent = [s for s in long_suits if sum(r in t.hand.ranks(s) for r in "AKQ") >= _DECENT_HONOURS]
    return when(
        t, bid(3, "NT"),
        "Accepting the invitation: a decent five-card suit is worth a point, which "
        "brings the hand to the top of the notrump range.",
        Check("decent five-card suit", "two of AKQ", ",".join(s.name_plural for s in decent)
              or "none", bool(decent)),
        despite_written_range=True,
    )  # fmt: skip


UNCONTESTED_REBIDS = (_notrump_invitation_by_length, _semi_balanced_2nt)
