"""Advances the written SAYC text leaves out, as the teachers state them (issue 33).

The advancer is the partner of an overcaller or takeout doubler. The system's written
advances (library/systems/sayc.md, "Advancing a Takeout Double", "Advancing an Overcall")
decide first; library/principles_advancing.py, principles_overcall_advances.py and
principles_overcaller_rebids.py hold the earlier rounds' teaching. These add:

- **Both majors opposite a double of a minor: the cuebid.** "The recommended action will
  apply any time partner doubles a minor-suit opening for takeout and you have 10 or more
  support points with both major suits. The way to show this important type of hand is
  to make a cuebid" (Mike Lawrence, the ACBL's "Mike's Bidding Quiz" 28); "When partner
  makes a take-out double of a minor, and you have both majors, your bid is to CUE BID
  the minor. This tells partner: 'You pick.' (Partner cannot guarantee 4-4 in the majors
  and this guarantees that you will find your 4-4 rather than your 4-3 fit.)" (Maritha
  Pottenger, La Jolla unit's teaching points, "Cue bidding when partner makes a take-out
  double"). So with four or more cards in each major and 10+ support points the
  advancer cuebids, and a written jump or cheapest major (or notrump) gives way to it
  (``both_majors_first``); the cuebid's written 12+ counts HCP, Lawrence counts support
  points, so the cuebid is made on his count.
- **No four-card suit: the cheapest three-card suit.** "West doesn't expect to beat
  1S-X. ... West should bid 2C, their cheapest 3-card suit" (Loeb bridge, "Advancing a
  takeout double", with 7652 843 954 852); a minor first with only three cards, since
  "partner will not be excited by a major fit" (Sarah Bell, "Responding to partner's
  take-out doubles"): principles_advancer's advance breaks a tie between three-card suits
  by the cheaper.
- **Partner's natural notrump overcall: systems on** (Stayman, transfers):
  library/principles_notrump_advances.py.
- **The overcaller raised counts his suit's length.** The overcall's range (8-16) is
  HCP, but once partner raises, the hand with the long trumps values its length as an
  opener does: "High card points + Length points = Total points ... 1 point for a 5-card
  suit, 2 points for a 6-card suit and so on" (Sky Bridge Club, "Counting Points"; the
  booklet's openings count "HCP and length" too). So the placing of the contract
  (principles_placing) counts the overcaller's total points, not his HCP, after the
  raise: a six-card suit and 16 HCP bid game over a simple raise (18 and the raise's
  middle, 8, make 26).

- **Partner's unusual 2NT over their two bids: a preference.** The 2NT straight over
  their raise or their second suit shows the two unbid suits (the two lowest after a
  raise), so the advancer names his longer one, the cheaper with equal length: "An
  Overcall of 2NT is the 'unusual notrump' ... Responses are: A preference bid" (Ned
  Downey's SAYC notes); before, the advancer passed it as a natural notrump.
- **A weak jump overcall is advanced as the same preempt opened.** "Use 2NT in response to
  a weak jump overcall as an artificial enquiry – just as you would do if partner had
  opened with a weak two opening" (Barry Rigal, "Have you discussed jump openings,
  overcalls and responses", Gold Coast Congress bulletin); "The most common response to
  a weak jump overcall is to pass ... Having a good fit and some strength can make
  bidding worthwhile" (biddingquest.com, "Weak jump overcalls"). So, their one-level
  opening passed by, the advancer's first call is the system's written response to the
  same weak two or three-level preempt (2NT's feature ask, 3NT to play, the preemptive
  raise), when one fits the hand and names no suit of theirs; notrump wants a fit (three
  cards, or an honour doubleton) so that partner's suit runs opposite a hand too weak to
  hold side entries. The limit-raise cuebid of a simple overcall does not apply to a
  preempt.

A user's own rule is never set aside, and these situations say None outside their
auctions.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, when
from library.principles_notrump_advances import NOTRUMP_ADVANCES
from library.principles_reading import MINORS, PASS, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace, place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "ADVANCES",
    "BOTH_MAJORS_CUEBID",
    "advancing_weak_jump_overcall",
    "both_majors_cuebid",
    "both_majors_first",
]

BOTH_MAJORS_CUEBID = 10  # "10 or more support points with both major suits"


# --- both majors opposite a takeout double of a minor -------------------------------------
def _doubled_minor(t: Table) -> Suit | None:
    """Their one-level minor opening, partner's takeout double of it as his only call,
    RHO passed, and this is my first call: the minor, else None."""
    opening = t.opening
    if not t.they_opened or opening is None:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or acted[0].kind is not CallKind.DOUBLE or t.partner_bids:
        return None
    if len(t.their_bids) != 1 or opening[1].level != 1 or t.rho is None:
        return None
    if t.rho.kind is not CallKind.PASS or opening[0] + 1 >= len(t.place.calls):
        return None
    minor = suit_of(opening[1])
    if minor not in MINORS or t.place.calls[opening[0] + 1].kind is not CallKind.DOUBLE:
        return None  # a balancing double has its own ranges
    return minor


def _support(t: Table) -> Check:
    """Support points with both majors (the shortness counts once a major fit is sure)."""
    value = t.hand.support_points(Suit.H)
    return Check("support points", f"{BOTH_MAJORS_CUEBID}+", str(value),
                 value >= BOTH_MAJORS_CUEBID)  # fmt: skip


def both_majors_cuebid(t: Table) -> Advice | None:
    """Partner doubled their one-level minor, RHO passed: with four or more cards in each
    major and 10+ support points, the cuebid lets the doubler pick the major."""
    minor = _doubled_minor(t)
    if minor is None:
        return None
    cue = t.cheapest(minor)
    if cue.level != 2:
        return None
    equal = Check("majors", "equal length", f"{t.hand.length(Suit.S)}-{t.hand.length(Suit.H)}",
                  t.hand.length(Suit.S) == t.hand.length(Suit.H))  # fmt: skip
    return when(
        t, cue, "Both majors and 10+ support points opposite a takeout double of a minor: "
        "the cuebid, so partner picks the major (a 4-4 fit rather than a 4-3).",
        length(t, Suit.S, 4), length(t, Suit.H, 4), equal, _support(t),
        despite_written_range=True,  # Lawrence counts support points, the rule HCP
    )  # fmt: skip


def both_majors_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written advance of partner's takeout double of a minor (a major, a jump,
    notrump, the other minor) gives way to the cuebid with both majors, else None."""
    if rule.module_type == USER_CUSTOM or rule.call == "p" or rule.call[0] not in "123":
        return None
    t = Table(book, place, hand)
    minor = _doubled_minor(t)
    if minor is None or rule.call == str(t.cheapest(minor)).lower():
        return None
    if both_majors_cuebid(t) is None:
        return None
    return ("with both majors and 10+ support points the cuebid lets the doubler pick the "
            "major (Mike Lawrence)")  # fmt: skip


def _weak_jump_overcall(t: Table) -> Call | None:
    """Partner's jump overcall in a suit right over their one-level suit opening, weak by
    the system (its range stops below 12), RHO passed, and this is my first call: the
    jump, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or opening[1].level != 1:
        return None
    index = opening[0] + 1
    calls = t.place.calls
    if len(calls) != index + 2 or not t.place.by_partner(index) or t.my_bids:
        return None
    jump, theirs = calls[index], suit_of(opening[1])
    suit = suit_of(jump)
    if suit is None or theirs is None or suit is theirs or t.rho is None:
        return None
    if t.rho.kind is not CallKind.PASS:
        return None
    cheapest = 1 if SUIT_ORDER.index(suit) < SUIT_ORDER.index(theirs) else 2
    shown = t.shown(index, "overcall")
    if jump.level <= cheapest or shown.high is None or shown.high >= 12:
        return None
    return jump


def advancing_weak_jump_overcall(t: Table) -> Advice | None:
    """Partner's weak jump overcall: the written response to the same preempt opened."""
    jump = _weak_jump_overcall(t)
    if jump is None:
        return None
    # the recommendation reads the written responses to the opening; it imports the
    # principles, so it is imported here, when a weak jump overcall is advanced
    from library.recommend import recommend

    partner = t.place.seat.next(2)
    opened = place_from_calls(partner, [str(jump), "Pass"])
    answer = recommend(t.book, opened, t.hand, t.vulnerability)
    if answer.method != "rule" or answer.call == str(PASS):
        return None
    call = Call.parse(answer.call)
    if suit_of(call) in t.their_suits or not t.legal(call):
        return None
    his = suit_of(jump)
    assert his is not None
    held = t.hand.ranks(his)
    if (
        call.is_bid
        and suit_of(call) is None
        and len(held) < 3
        and not (len(held) == 2 and any(r in held for r in "AKQ"))
    ):
        return None  # notrump needs his suit to run: "a good fit and some strength"
    meaning = answer.rule.meaning if answer.rule is not None else ""
    return Advice(answer.call, f"Partner's weak jump overcall is advanced as his {jump} "
                  f"opening would be answered: {meaning}.", answer.checks)  # fmt: skip


def advancing_unusual_over_two_bids(t: Table) -> Advice | None:
    """Partner's 2NT came straight over their second bid (their opening raised or a new
    suit, our side silent): the unusual 2NT for the two unbid suits (the two lowest
    after their raise; principles_overcall_quality.unusual_over_two_bids), never a
    natural notrump to pass. RHO passed: a preference, the longer of the two suits, the
    cheaper with equal length, at the cheapest level."""
    if not t.they_opened or len(t.their_bids) != 2 or t.last_bid is None:
        return None
    if str(t.last_bid) != "2NT" or t.partner_last != t.last_bid:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    if [c for c in t.partner_calls if c.kind is not CallKind.PASS] != [t.last_bid]:
        return None
    calls = t.place.calls
    second = calls.index(t.their_bids[1])
    if calls[second + 1] is not t.last_bid or t.their_bids[0].level != 1:
        return None
    theirs = {suit_of(b) for b in t.their_bids}
    if None in theirs or t.their_bids[1].level > 2:
        return None
    unbid = [s for s in reversed(SUIT_ORDER) if s not in theirs][:2]  # lowest first
    best = max(unbid, key=lambda s: (t.hand.length(s), -unbid.index(s)))
    return when(
        t, t.cheapest(best), f"Partner's 2NT over their two bids is unusual, "
        f"{unbid[0].name_plural} and {unbid[1].name_plural}: a preference, my longer "
        f"of the two ({best.name_plural}).",
    )  # fmt: skip


# Read before the general advances (principles_advancer.advancing): each narrow.
ADVANCES: tuple[Callable[[Table], Advice | None], ...] = (
    advancing_unusual_over_two_bids,
    both_majors_cuebid,
    advancing_weak_jump_overcall,
    *NOTRUMP_ADVANCES,
)
