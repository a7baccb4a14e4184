"""A slam try by the notrump opener after partner's transfer and 3NT.

The SAYC booklet ("Notrump Openings", Jacoby transfers: "3NT = asking for a choice
between 3NT and 4S") leaves the choice of game to the opener: with two cards he passes,
with three or more he bids four of the major. Teachers add the opener's slam try: partner
has game values and five cards, so with three-card support, a maximum (the top of the
notrump range, counted in support points now that the fit is found: Ned Downey's SAYC
notes, "with a fit for partner's major suit ... revalue", a doubleton one point) and a
hand rich in controls (5 or more, an ace counting two and a king one) opener shows a
control on the way to four of the major: the cheapest side suit at the four level where
he holds the ace, or with no ace there the king (the first control bid is a primary
cue: WBF youth, "Rules for Cue-Bidding Controls": "Only first-round control can be shown
by the first cue-bid"; Ron Klinger, "Cue Bidding to Slams": "A primary cue bid shows
first round control"; a Goren quiz answer bids 4D with the diamond ace past the club
king). Partner, who knows his own range, signs off in four of the major or goes on. A
user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, points, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of, transfer_suit
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = ["control_after_transfer", "transfer_try_first"]

_LEAST_CONTROLS = 5


def _accepted_major(t: Table) -> Suit | None:
    """The major I accepted after opening notrump, when partner has now bid 3NT."""
    if not t.i_opened or t.their_bids or len(t.my_bids) != 2 or len(t.partner_bids) != 2:
        return None
    opening, accepted = t.my_bids
    transfer, game = t.partner_bids
    if suit_of(opening) is not None or opening.level not in (1, 2) or str(game) != "3NT":
        return None
    major = suit_of(accepted)
    if major not in MAJORS or transfer.level != accepted.level:
        return None
    if suit_of(transfer) is not transfer_suit(major):
        return None  # not the suit below the major: no transfer
    if t.rho is None or t.rho.kind is not CallKind.PASS or t.last_bid is not game:
        return None
    return major


def _maximum(t: Table) -> int:
    """The top of my notrump opening's range (17 for 15-17, 21 for 20-21)."""
    opened = t.shown(t.opening[0], "1NT") if t.opening is not None else t.partner_shown
    return opened.high if opened.high is not None else opened.low + 2


def _cheapest_control(t: Table, major: Suit) -> Call | None:
    """The first cue-bid shows an ace (the primary cue): the cheapest side suit below the
    major with its ace, else, with no ace to show there, the cheapest with its king."""
    below = list(reversed(SUIT_ORDER[SUIT_ORDER.index(major) + 1 :]))  # clubs first
    for honours in ("A", "K"):
        for suit in below:
            if any(r in t.hand.ranks(suit) for r in honours) and t.legal(bid(4, suit)):
                return bid(4, suit)
    return None


def control_after_transfer(t: Table) -> Advice | None:
    """Partner transferred to a major and bid 3NT: with three or more of it, a maximum
    and 5+ controls, the cheapest control bid below four of the major."""
    major = _accepted_major(t)
    if major is None:
        return None
    call = _cheapest_control(t, major)
    if call is None:
        return None
    controls = Check("controls (A 2, K 1)", f"{_LEAST_CONTROLS}+", str(t.hand.controls),
                     t.hand.controls >= _LEAST_CONTROLS)  # fmt: skip
    reason = (f"A slam try on the way to 4{major.value}: three or more {major.name_plural} "
              "opposite partner's five and game values, a maximum and a hand rich in "
              "controls; the cheapest suit with the ace (else the king).")  # fmt: skip
    # with the fit found the opener values his hand as dummy (support points)
    return when(t, call, reason, length(t, major, 3), points(t, _maximum(t), trump=major),
                controls)  # fmt: skip


def transfer_try_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written four of the major after a transfer and 3NT gives way to the
    opener's slam try, else None."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or rule.call[0] != "4":
        return None  # the user's own rule says what this hand bids
    t = Table(book, place, hand)
    major = _accepted_major(t)
    if major is None or rule.call[1] != major.value.lower():
        return None
    advice = control_after_transfer(t)
    if advice is None:
        return None
    return f"a maximum rich in controls makes a slam try, {advice.call}, on the way"
