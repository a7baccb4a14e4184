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
  take-out doubles"): principles_defence's advance breaks a tie between three-card suits
  by the cheaper.
- **Partner's natural notrump overcall: systems on.** Opposite a direct 1NT overcall
  (15-18) or a 2NT overcall of a weak two, the advancer answers as opposite a notrump
  opening: "Opposite an overcall of 1NT, we play 'systems on'" (the Bridge Mishaps
  blog); "There are 2 basic standards. The first is system on" (the BBO forums,
  "Responding to a 1NT overcall"); Stayman "with system on as over a 1NT opening" over
  the 2NT overcall of a preempt. So with a four-card major the advancer asks with the
  cheapest club bid (Stayman, the booklet's "2C asks for a four-card major") when the
  points between the hands invite game (23 with the 1NT overcall's floor; 25 with the
  middle of a 2NT overcall's range, since the three-level Stayman leaves no invitation
  below game, as opposite a 2NT opening); the overcaller answers
  as over his notrump opening (a four-card major, hearts first, else diamonds), and the
  advancer places the contract: game in a shown major he holds four of, else notrump,
  by the points between the hands (25 for game, 23-24 invite).

- **The overcaller raised counts his suit's length.** The overcall's range (8-16) is
  HCP, but once partner raises, the hand with the long trumps values its length as an
  opener does: "High card points + Length points = Total points ... 1 point for a 5-card
  suit, 2 points for a 6-card suit and so on" (Sky Bridge Club, "Counting Points"; the
  booklet's openings count "HCP and length" too). So the placing of the contract
  (principles_placing) counts the overcaller's total points, not his HCP, after the
  raise: a six-card suit and 16 HCP bid game over a simple raise (18 and the raise's
  middle, 8, make 26).

A user's own rule is never set aside, and these situations say None outside their
auctions.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, when
from library.principles_reading import MAJORS, MINORS, PASS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "ADVANCES",
    "BOTH_MAJORS_CUEBID",
    "GAME",
    "INVITE",
    "after_overcall_stayman",
    "answering_overcall_stayman",
    "both_majors_cuebid",
    "both_majors_first",
    "stayman_first",
    "stayman_over_notrump_overcall",
]

BOTH_MAJORS_CUEBID = 10  # "10 or more support points with both major suits"
GAME = 25  # points between the hands for 3NT or four of a major opposite notrump
INVITE = 23  # an invitation opposite notrump: 23-24 between the hands


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


# --- systems on over partner's natural notrump overcall -----------------------------------
def _notrump_overcall(t: Table) -> tuple[int, Call] | None:
    """Partner's natural notrump overcall: the bid at the cheapest level in notrump right
    over their opening (1NT over one of a suit, 2NT over a weak two), his only action.
    Its index and call, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = opening[0] + 1
    calls = t.place.calls
    if index >= len(calls) or not t.place.by_partner(index):
        return None
    call = calls[index]
    if not call.is_bid or call.strain is None or suit_of(call) is not None:
        return None
    if call.level != opening[1].level or call.level > 2:
        return None  # a jump to 2NT over one of a suit is the unusual notrump
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    return (index, call) if acted[:1] == [call] else None


def _overcall_count(t: Table, index: int, overcall: Call) -> int:
    """What the advancer counts partner's notrump overcall for: its floor at the one
    level, where 2NT invites and the top of the range accepts; the middle of its range
    over a weak two, where the three-level Stayman leaves no invitation below game."""
    shown = t.shown(index, "1NT")
    if overcall.level == 1 or shown.high is None:
        return shown.low
    return (shown.low + shown.high) // 2


def _stayman_call(t: Table, overcall: Call) -> Call:
    return bid(overcall.level + 1, Suit.C)


def stayman_over_notrump_overcall(t: Table) -> Advice | None:
    """Partner's natural notrump overcall, RHO passed, my first call: with a four-card
    major and the values to invite game (to force it at the three level), Stayman."""
    found = _notrump_overcall(t)
    if found is None or t.my_bids or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    index, overcall = found
    if len(t.place.calls) != index + 2 or Suit.C in t.their_suits:
        return None
    majors = [m for m in MAJORS if m not in t.their_suits and t.hand.length(m) >= 4]
    if not majors or any(t.hand.length(m) >= 5 for m in MAJORS):
        return None  # a five-card major is shown by a transfer, not asked for
    stayman = _stayman_call(t, overcall)
    need = INVITE if stayman.level == 2 else GAME
    total = t.hand.hcp + _overcall_count(t, index, overcall)
    values = Check("points between the hands", f"{need}+", str(total), total >= need)
    return when(
        t, stayman, f"Systems on over partner's {overcall} overcall: Stayman, asking for a "
        f"four-card major with {total} points between the hands.",
        length(t, majors[0], 4), values,
    )  # fmt: skip


def _stayman_asked(t: Table) -> tuple[Call, Call] | None:
    """I overcalled notrump naturally and partner's next call was Stayman (the cheapest
    club bid), RHO passed: my overcall and the Stayman bid, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = opening[0] + 1
    calls = t.place.calls
    if len(calls) != index + 4 or not t.place.by_caller(index):
        return None
    overcall, asked = calls[index], calls[index + 2]
    if not overcall.is_bid or suit_of(overcall) is not None or overcall.strain is None:
        return None
    if overcall.level != opening[1].level or overcall.level > 2:
        return None
    if asked != bid(overcall.level + 1, Suit.C) or Suit.C in t.their_suits:
        return None
    if calls[index + 1].kind is not CallKind.PASS or calls[index + 3].kind is not CallKind.PASS:
        return None
    return overcall, asked


def answering_overcall_stayman(t: Table) -> Advice | None:
    """Partner asked with Stayman over my notrump overcall: a four-card major (hearts
    first), else the cheapest diamonds, as over a notrump opening."""
    found = _stayman_asked(t)
    if found is None:
        return None
    for major in (Suit.H, Suit.S):
        advice = when(t, t.cheapest(major), "Answering Stayman over my notrump overcall: a "
                      "four-card major, hearts first.", length(t, major, 4))  # fmt: skip
        if advice is not None:
            return advice
    return Advice(str(t.cheapest(Suit.D)), "Answering Stayman over my notrump overcall: no "
                  "four-card major, the cheapest diamonds (artificial).")  # fmt: skip


def after_overcall_stayman(t: Table) -> Advice | None:
    """I asked with Stayman over partner's notrump overcall and he answered: game in the
    major he showed when I hold four, else notrump, by the points between the hands."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = opening[0] + 1
    calls = t.place.calls
    if len(calls) != index + 6 or not t.place.by_partner(index):
        return None
    overcall, asked, answer = calls[index], calls[index + 2], calls[index + 4]
    if not overcall.is_bid or suit_of(overcall) is not None or overcall.level > 2:
        return None
    if overcall.level != opening[1].level or asked != bid(overcall.level + 1, Suit.C):
        return None
    if not answer.is_bid or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    shown = suit_of(answer)
    total = t.hand.hcp + _overcall_count(t, index, overcall)
    game = Check("points between the hands", f"{GAME}+", str(total), total >= GAME)
    invite = Check("points between the hands", f"{INVITE}-{GAME - 1}", str(total),
                   INVITE <= total < GAME)  # fmt: skip
    if shown in MAJORS and t.hand.length(shown) >= 4:
        return when(
            t, bid(4, shown), f"Partner's Stayman answer shows four {shown.name_plural} "
            f"and I hold four: game with {total} points between the hands.", game,
        ) or when(
            t, bid(3, shown), f"A fit in {shown.name_plural}: {total} points between the "
            "hands, an invitation.", invite,
        ) or when(t, PASS, "A fit, and no game between the hands: pass.")  # fmt: skip
    return when(
        t, bid(3, "NT"), f"No major fit: 3NT with {total} points between the hands.", game,
    ) or when(
        t, bid(2, "NT"), f"No major fit: 2NT invites with {total} points between the hands.",
        invite,
    )  # fmt: skip


def stayman_first(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why a written notrump raise of partner's notrump overcall gives way to Stayman
    with a four-card major, else None."""
    if rule.module_type == USER_CUSTOM or rule.call not in ("2n", "3n"):
        return None
    advice = stayman_over_notrump_overcall(Table(book, place, hand))
    if advice is None:
        return None
    return "systems on over partner's notrump overcall: Stayman looks for a 4-4 major fit first"


# Read before the general advances (principles_defence.advancing): each narrow.
ADVANCES: tuple[Callable[[Table], Advice | None], ...] = (
    both_majors_cuebid,
    stayman_over_notrump_overcall,
    answering_overcall_stayman,
    after_overcall_stayman,
)
