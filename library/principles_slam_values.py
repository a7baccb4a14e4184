"""Slam before game, and the slam bid without asking: the combined values decide (issue 33).

The arithmetic is the teachers' (principles_slam_zone.py: 33 points between the hands
for six, 37 for seven, the hand's points added to partner's shown minimum); here is
where it comes first, before any principle that would settle for game.

- Slam before game. Richard Pavlicek, "Bidding After a Raise": "add your revalued point
  count to the minimum and maximum shown by partner. If total is sure to be ... 26-32
  points bid 4 of your major ... If total might be ... 33+ points see Slam Bidding." So
  when partner's raise, invitation or answer (his last bid, below game) leaves slam
  values with a fit agreed, the slam conversation of principles_slam.trying_for_slam
  (Blackwood with every side suit controlled, else a control bid) is held before the
  game acceptance of principles_fit or the game of principles_placing is considered:
  1D-1H-3H with 20 points opposite a 16-18 raise asks for aces, it does not bid 4H.
- The slam bid without asking. Over partner's notrump opening the fit is found by
  Stayman or a transfer, and then nothing is left to ask with: "After Stayman or
  Transfers, 4NT is a quantitative slam try, because no suit has been agreed"
  (ng34bridge, "Slams Extension"; the library's own 2NT-3C-3S-4NT is quantitative), and
  a new suit is natural. Opposite a balanced hand that holds partner's minimum the
  points decide: Audrey Grant (Bridge Basics, "Slam Bidding"): "The first priority, of
  course, is to find the denomination in which the partnership belongs. Once that has
  been decided, the partner with the extra strength can simply bid a slam"; a
  newspaper column's quiz answer (The Southern, 2020-08-14): "You know that the
  combined point count is 33, 34 or 35 points — enough for a small slam but not enough
  for a grand slam. You therefore go directly to six without further ceremony." Six,
  never seven: with nothing to ask, 37 points with length counted can be an ace short
  (iowacitybridge.com, "Slam Bidding": "With 36 combined high card points, we could be
  missing an ace"; principles_slam_zone.aces_certain). The
  fit is a major where the denomination is known: partner showed my four-card major
  over Stayman, or accepted my transfer when I hold six of it (eight between the hands;
  with five the system's own quantitative 4NT asks partner to choose).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import when
from library.principles_notrump_slam import quantitative_over_rebid
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of, transfer_suit
from library.principles_slam import agreed_trump, slam_in_view, trying_for_slam
from library.principles_slam_zone import (
    agreeing_first,
    answering_control_bid,
    balanced_slam_response,
    cooperating_with_slam_interest,
)
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "slam_before_game",
    "slam_without_asking",
    "slam_without_asking_first",
    "transferred_major",
]

# the slam conversations that answer partner's call themselves: they keep their turn
_CONVERSATIONS: tuple[Callable[[Table], Advice | None], ...] = (
    agreeing_first,
    answering_control_bid,
    cooperating_with_slam_interest,
    balanced_slam_response,
    quantitative_over_rebid,
)

_LONG_ENOUGH = 6  # a transfer shows five: with six, eight between the hands are known


def slam_before_game(t: Table) -> Advice | None:
    """Partner's last bid is below game and the opponents pass: with a fit and slam
    values, the slam conversation, or the slam itself where nothing can ask."""
    last = t.partner_last
    if last is None or not last.is_bid or last.level > 3 or t.last_bid is not last:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    agreed = agreed_trump(t)
    trump = agreed or transferred_major(t)
    if trump is None or not slam_in_view(t, trump, long_hand=agreed is None)[0]:
        return None
    if any(conversation(t) is not None for conversation in _CONVERSATIONS):
        return None
    if not _notrump_opening(t) or trump in t.my_suits:
        return trying_for_slam(t)
    # found by Stayman or a transfer: I never bid the suit naturally, so 4NT is
    # quantitative and a new suit natural; nothing asks, the points decide
    if agreed is None:
        return _after_transfer(t, trump)
    return slam_without_asking(t, trump, t.fit(trump))


def _notrump_opening(t: Table) -> bool:
    """Partner opened 1NT or 2NT (a balanced hand) and the opponents have not bid."""
    if not t.partner_opened or t.their_bids or not t.partner_bids:
        return False
    opened = t.partner_bids[0]
    return suit_of(opened) is None and opened.level in (1, 2)


def transferred_major(t: Table) -> Suit | None:
    """The major partner accepted at once over my transfer after his notrump opening,
    when I hold six of it or more; else None."""
    if not _notrump_opening(t) or len(t.my_bids) != 1 or len(t.partner_bids) != 2:
        return None
    opened, accepted = t.partner_bids
    transfer = t.my_bids[0]
    asked, major = suit_of(transfer), suit_of(accepted)
    if asked is None or major not in MAJORS or transfer.level != opened.level + 1:
        return None
    if accepted.level != transfer.level or asked is not transfer_suit(major):
        return None  # not the suit below the major at the same level: no transfer
    return major if t.hand.length(major) >= _LONG_ENOUGH else None


def _after_transfer(t: Table, major: Suit) -> Advice | None:
    """His acceptance promises two: with my six, eight between the hands; I hold the
    long trumps and count length, not dummy points."""
    return slam_without_asking(t, major, t.hand.length(major) + 2, long_hand=True)


def slam_without_asking(
    t: Table, trump: Suit, trumps: int, long_hand: bool = False
) -> Advice | None:
    """Over partner's notrump opening, a major fit found (``trumps`` between the hands)
    and slam values with his minimum (principles_slam.slam_in_view: 33 points, or 28
    and twelve tricks by the losing-trick count): the small slam at once, since 4NT
    would be quantitative; never the grand, which nothing here can ask for."""
    if trump not in MAJORS or not _notrump_opening(t) or trump in t.my_suits:
        return None
    if any(c.level >= 4 for c in t.my_bids + t.partner_bids):
        return None
    values, _, words = slam_in_view(t, trump, long_hand)
    held = Check("slam values", "33 points, or 28 and 12 tricks by losers", words, values)
    fit = Check(f"{trump.name_plural} between the hands", "8+", str(trumps), trumps >= 8)
    return when(t, bid(6, trump), f"A small slam in {trump.name_plural}: the fit is found "
                f"and the hands hold slam values ({words}); 4NT would be quantitative "
                "here, so nothing asks for the aces a grand needs.", held, fit)  # fmt: skip


def slam_without_asking_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written game in the major after partner's acceptance of my transfer gives
    way to the slam the hands hold (1NT-2D-2H-4H, "6+ hearts, 10-15 HCP, to play": a
    void and six trumps leave twelve tricks by losers), else None."""
    if rule.module_type == USER_CUSTOM or len(rule.call) != 2 or rule.call[0] != "4":
        return None  # the user's own rule says what this hand bids
    t = Table(book, place, hand)
    major = transferred_major(t)
    if major is None or rule.call[1] != major.value.lower():
        return None
    advice = _after_transfer(t, major)
    if advice is None:
        return None
    return f"slam values with the fit found: {advice.call}"
