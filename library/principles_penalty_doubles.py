"""Penalty doubles and the decision to defend (issue 33).

What teachers state, written down before the cases were measured; the doubles the
library already reads (the penalty pass of a takeout or negative double: advancing and
answering_double; the reopening double that lets a trapping responder pass:
principles_rebids.reopening; the penalty double of their 1NT opening:
principles_overcalls.over_their_1nt) are not repeated here, and the doubles and redoubles
that read who holds the balance of power are principles_balance_of_power's.

- **A lead-directing double of an artificial bid.** "When the suit that they've bid is
  artificial, such as Stayman or a Jacoby transfer, a double indicates length and
  strength in that suit, and asks partner to lead one" (Bill Treble, bridgebum.com,
  "Lead-directing double"); "for a lead directing double on the two-level, we almost
  always have at least five cards ... with a five-card suit, we would have at least two
  of the top three" (Larry Cohen, District Six, "Lead Directing Doubles"); "five or six
  clubs headed by 2 touching honours or the Ace" and, of an answer to an ace ask, "at
  the four level or higher a double of an artificial bid can be made with a strong three
  or four card suit eg KQ10x" (Queenstown Bridge Club, "Bidding Tip #3"). So: their
  notrump opening answered artificially (read by our own system's rule for the call, as
  "if the meaning of an opponent's continuation isn't known ... assume it to be the same
  as ours", Finn Clark), or the answer to their ace ask, our side silent: double with
  five cards at the two or three level, three at the four level or higher, with two of
  the top three honours and three of the top five ("probably a little beefier ... AQ432
  would not be enough, but AQ1032 might be", Cohen).
- **Partner's natural 1NT doubled for penalty.** "If they double the 1NT bid: XX means
  ... they are in trouble and you are making 1NT easily" (Bigfoot Bridge Club, "Coping
  with interference in your 1NT auctions"); "Redouble: wants to double the opponents for
  penalties" (Finn Clark's 1NT notes); a redouble "sends a 'this is our hand' message
  because you have the majority of the points" (ESRA, "Redouble trouble"). With 8+ HCP
  opposite partner's 15+ our side holds 23 or more: redouble. A weak hand (0-7) runs
  from 1NT doubled to a five-card suit at the two level, natural ("new suit: to sign-off
  in a long suit", the same notes), else passes.
- **Advancing partner's penalty double of their 1NT.** "Pass = 5+ points ... 2D, 2H, 2S
  = natural, five-card suit, at best about 5 hcp" (awm, Bridge Base forums, "How to
  avoid a 1NT doubled contract"); with more, defend: "with a good 9 points game is
  likely ... be brave and pass" (Akaroa Bridge Club, "Hand of the week"). So with 0-4
  HCP and a five-card suit, bid it at the two level; else pass and defend. A double the
  system makes something else of (DONT's one-suiter) is not this one.
- **Opener after partner's penalty double of their 1NT overcall.** "Any time partner's
  opening bid is followed by a 1NT overcall and you hold at least 10 points, you should
  give serious consideration to making a penalty double" (Pat Harrington, ACBL, "This
  double is not for takeout"): the double shows values, not the unbid major a negative
  double shows. When they stay in 1NT doubled, the opener defends; when they run,
  the hand is ours and doubles stay for penalty: double the escape with four of its
  cards and two honours, bid on a shapely hand unfit for defence (short in their suit,
  a second five-card suit or a six-card suit of its own), else pass for partner, who
  holds the values, to double.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_balance_of_power import BALANCE_OF_POWER
from library.principles_checks import converting, hcp, length, when
from library.principles_reading import DOUBLE, PASS, REDOUBLE, Advice, Table, suit_of
from library.recommend_artificial import artificial_call
from library.recommend_checks import Check

__all__ = [
    "LEAD_DIRECTING_LENGTH",
    "PENALTY_DOUBLES",
    "PENALTY_PASS_HCP",
    "REDOUBLE_HCP",
    "advancing_penalty_double_of_1nt",
    "lead_directing_double",
    "lead_worthy",
    "opener_after_penalty_double",
    "our_notrump_doubled",
]

# The cards a lead-directing double of an artificial bid holds: five at the two and
# three levels (Cohen), three at the four level and higher (Queenstown's KQ10x).
LEAD_DIRECTING_LENGTH = {2: 5, 3: 5}
HIGH_LEAD_DIRECTING_LENGTH = 3
PENALTY_PASS_HCP = 5  # advancing a penalty double of 1NT: pass with 5+
REDOUBLE_HCP = 8  # opposite a 15+ notrump: 23+ between the hands


def lead_worthy(ranks: str) -> bool:
    """Two of the top three honours and three of the top five: AQ1032 or KQ10x, not
    AQ432 (Cohen: "AQ432 would not be enough, but AQ1032 might be")."""
    return sum(r in ranks for r in "AKQ") >= 2 and sum(r in ranks for r in "AKQJT") >= 3


def _lead_worthy(t: Table, suit: Suit) -> Check:
    holding = "".join(t.hand.ranks(suit)) or "void"
    return Check(f"{suit.name_plural} honours", "2 of A K Q and 3 of A K Q J T", holding,
                 lead_worthy(holding))  # fmt: skip


def _our_side_silent(t: Table) -> bool:
    return all(c.kind is CallKind.PASS for c in t.my_calls + t.partner_calls)


def lead_directing_double(t: Table) -> Advice | None:
    """Their artificial answer to their own notrump opening or ace ask is the last call,
    made by my right-hand opponent; our side only passed."""
    calls = t.place.calls
    if not t.they_opened or t.opening is None or not calls or not _our_side_silent(t):
        return None
    answer = calls[-1]
    suit = suit_of(answer)
    if suit is None or len(calls) < 3:
        return None
    ace_ask = _answers_ace_ask(t, calls)
    opened_notrump = str(t.opening[1]) in ("1NT", "2NT") and t.their_bids[:2] == [
        t.opening[1], answer]  # fmt: skip
    artificial = artificial_call(t.book, t.place, len(calls) - 1)
    if not (ace_ask or (opened_notrump and artificial)):
        return None
    least = LEAD_DIRECTING_LENGTH.get(answer.level, HIGH_LEAD_DIRECTING_LENGTH)
    return when(
        t, DOUBLE, "A lead-directing double of their artificial bid: length and strength "
        "in the suit it names, asking partner to lead it.", length(t, suit, least),
        _lead_worthy(t, suit),
    )  # fmt: skip


def _answers_ace_ask(t: Table, calls: Sequence[Call]) -> bool:
    """The last call answers an ace ask by my left-hand opponent: 4NT after a suit bid
    of theirs (Blackwood), or 4C straight over their notrump (Gerber, read as they
    play it when our own system does)."""
    asked = calls[-3]
    before = [c for c in calls[:-3] if c.is_bid]
    if calls[-2].kind is not CallKind.PASS or not asked.is_bid or not before:
        return False
    if str(asked) == "4NT":
        return suit_of(before[-1]) is not None  # over notrump, 4NT is quantitative
    gerber = str(asked) == "4C" and str(before[-1]) in ("1NT", "2NT") and len(before) == 1
    return gerber and t.book.plays("gerber")


def our_notrump_doubled(t: Table) -> Advice | None:
    """Partner's natural 1NT opening or overcall, doubled by my right-hand opponent."""
    partner = t.partner_last
    if partner is None or str(partner) != "1NT" or t.rho is None:
        return None
    if t.rho.kind is not CallKind.DOUBLE or t.last_bid is not partner or t.my_bids:
        return None
    if t.partner_bids != [partner] or (t.we_opened and not t.partner_opened):
        return None  # partner's 1NT was his opening or his overcall, not a response
    runs = [s for s in SUIT_ORDER if t.hand.length(s) >= 5 and t.cheapest(s).level == 2]
    suit = max(runs, key=t.hand.length) if runs else None
    return (
        when(t, REDOUBLE, f"Partner's 1NT doubled: with {REDOUBLE_HCP}+ HCP our side holds "
             "the majority of the points, so redouble: they are in trouble, not us.",
             hcp(t, REDOUBLE_HCP))
        or (suit and when(
            t, t.cheapest(suit), "Partner's 1NT doubled and a weak hand: run to the "
            "five-card suit, to play.", hcp(t, 0, REDOUBLE_HCP - 1), length(t, suit, 5)))
        or when(t, PASS, "Partner's 1NT doubled, a weak balanced hand: nowhere better to "
                "play.", hcp(t, 0, REDOUBLE_HCP - 1))
    )  # fmt: skip


def advancing_penalty_double_of_1nt(t: Table) -> Advice | None:
    """They opened 1NT, partner doubled at once, the next player passed."""
    opening = t.opening
    if not t.they_opened or opening is None or str(opening[1]) != "1NT" or t.my_bids:
        return None
    at = opening[0]
    calls = t.place.calls
    if len(calls) != at + 3 or not t.place.by_partner(at + 1):
        return None
    if calls[at + 1].kind is not CallKind.DOUBLE or calls[at + 2].kind is not CallKind.PASS:
        return None
    rule = t.book.rule_after_passes(t.place.prefix(at + 2))
    if rule is not None and "penalty" not in rule.meaning.lower():
        return None  # the system's double of 1NT means something else
    runs = [s for s in SUIT_ORDER if t.hand.length(s) >= 5]
    suit = max(runs, key=t.hand.length) if runs else None
    return (
        (suit and when(
            t, t.cheapest(suit), "Partner doubled their 1NT for penalty and I have almost "
            "nothing: the five-card suit plays better than 1NT doubled.",
            hcp(t, 0, PENALTY_PASS_HCP - 1), length(t, suit, 5)))
        or converting(when(
            t, PASS, f"Partner doubled their 1NT for penalty: with {PENALTY_PASS_HCP}+ HCP, "
            "or nowhere better to play, defend."))
    )  # fmt: skip


PENALTY_DOUBLES = (
    lead_directing_double, our_notrump_doubled, advancing_penalty_double_of_1nt,
    *BALANCE_OF_POWER,
)  # fmt: skip


def opener_after_penalty_double(t: Table) -> Advice | None:
    """I opened one of a suit, they overcalled 1NT, partner doubled it (for penalty by
    the system's rule, or where it writes none) and the next player called."""
    calls = t.place.calls
    if not t.i_opened or t.opening is None or len(t.my_bids) != 1 or len(calls) < 3:
        return None
    mine = suit_of(t.opening[1])
    overcall, double, escape = calls[-3], calls[-2], calls[-1]
    if mine is None or t.opening[1].level != 1 or str(overcall) != "1NT":
        return None
    if double.kind is not CallKind.DOUBLE or len(t.partner_calls) != 1:
        return None
    rule = t.book.rule_after_passes(t.place.prefix(len(calls) - 1))
    if rule is not None and "penalty" not in rule.meaning.lower():
        return None  # the system makes the double something else
    if escape.kind is CallKind.PASS:
        return converting(when(t, PASS, "Partner's double of their 1NT is for penalty: "
                               "defend it."))  # fmt: skip
    theirs = suit_of(escape)
    if theirs is None or not escape.is_bid:
        return None
    top = sum(r in t.hand.ranks(theirs) for r in "AKQJT")
    second = [s for s in SUIT_ORDER if s not in (mine, theirs) and t.hand.length(s) >= 5]
    own = second[0] if second else mine
    short_there = Check(f"{theirs.name_plural}", "0-1", str(t.hand.length(theirs)),
                        t.hand.length(theirs) <= 1)  # fmt: skip
    return (
        when(t, DOUBLE, f"Partner's double of their 1NT was for penalty and doubles stay "
             f"so: four of their {theirs.name_plural} with two honours, penalty.",
             length(t, theirs, 4), Check(f"{theirs.name_plural} honours", "2 of A K Q J T",
                                         str(top), top >= 2))
        or (t.cheapest(own).level <= 3 and when(
            t, t.cheapest(own), f"Partner's penalty double showed values, but this shape "
            f"is unfit for defence: short in {theirs.name_plural}, so bid "
            f"{own.name_plural}, natural.", short_there,
            length(t, own, 5 if own is not mine else 6)))
        or when(t, PASS, "Partner's double of their 1NT was for penalty: he holds the "
                "values, so pass and let him double their escape.")
    )  # fmt: skip
