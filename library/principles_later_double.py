"""A later takeout double after their raise by the hand that has bid, partner silent
(issue 34: the robots' opener and overcaller passed with extras and shortness in the
suit the opponents had raised, "nothing more to say").

When the opponents have found a fit and the auction is low, a double by a player who
has already bid a suit, his partner having only passed, is for takeout: it shows
shortness in their suit, support for the unbid suits and more than the first bid
promised. The later-round takeout doubles as taught ("Takeout double, later-round
takeout doubles", Wikipedia's article as liquisearch.com keeps it): "any low-level
double after opponents have bid a suit (especially if they have found a fit) and
partner has passed is generally played for takeout: the opener himself can double for
takeout in the second round ... an overcaller can second-round double as well, to show
extra values and support for unbid suits"; "1C-(1H)-pass-(2H); Dbl This shows
shortness in hearts, but the opener must have extra strength, as the responder is
forced to bid on level 2 or 3"; "(1D)-1S-(2D)-pass; (pass)-Dbl The overcaller shows
shortness in diamonds, and at least 3 cards in hearts and clubs, with some extra values
for the overcall". And the law of total tricks says why to act: with their eight-card
fit we nearly always hold one too, so "a golden rule of competitive bidding is not to
let the opponents play in two of a major when they have an eight card fit"
(bridgeteaching.com, quoted in library/principles_competition.py).

So: I bid one suit (opening or overcall) and nothing else, partner has only passed,
they bid a suit and raised it to the two or three level, and it is my turn over the
raise or after two passes: with two or fewer cards in their suit (one or none over a
raise to three), three or more in each suit nobody has bid, and extras, double. The
extras: an opener's 15+ HCP (16+ over a raise to three: partner is forced to the three
or four level), a full opening's 12+ HCP for the overcaller, whose overcall may hold 8.

The advancer answers the overcaller's double as a takeout double is answered (the
opener's is library/principles_answering_double.py's answer to a reopening double): a
penalty pass only with four of their trumps and two honours; else the longest unbid
suit with four cards, a major first; else back to partner's suit, which holds five;
else the longest unbid suit. Never a pass for want of values: "Normally, the partner of
the doubler must bid his best suit but may pass if (a) his right hand opponent
intervenes or (b) ... he wishes to convert the takeout double to a penalty double"
(slideblast.com, "Takeout Doubles Convention", lesson 4).
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_checks import converting, hcp, length, short, when
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = [
    "OPENER_EXTRAS",
    "OVERCALLER_EXTRAS",
    "answering_overcallers_double",
    "later_takeout_double",
]

OPENER_EXTRAS = 15  # "the opener must have extra strength": a good 15 over a raise to two
OVERCALLER_EXTRAS = 12  # "some extra values for the overcall": a full opening hand
THREE_LEVEL_EXTRA = 1  # over a raise to three partner answers a level higher


def later_takeout_double(t: Table) -> Advice | None:
    """My one suit bid, partner silent, their raise: the takeout double with shortness
    in their suit, the unbid suits and extras."""
    if len(t.my_bids) != 1 or any(c.kind is CallKind.DOUBLE for c in t.my_calls):
        return None
    if not t.partner_calls or any(c.kind is not CallKind.PASS for c in t.partner_calls):
        return None
    mine = suit_of(t.my_bids[0])
    if mine is None or t.my_bids[0].level > 2 or len(t.their_bids) != 2:
        return None
    first, raised = t.their_bids
    theirs = suit_of(first)
    if theirs is None or suit_of(raised) is not theirs or theirs is mine:
        return None
    if t.last_bid is not raised or raised.level not in (2, 3):
        return None
    calls = t.place.calls
    at = max(i for i, c in enumerate(calls) if c is raised)
    if at < 2 or not calls[at - 2].is_bid or calls[at - 2] is not first:
        return None  # the raise came from the other opponent, over his partner's bid
    if any(c.kind is not CallKind.PASS for c in calls[at + 1 :]) or len(calls) - at not in (1, 3):
        return None
    unbid = [s for s in SUIT_ORDER if s not in (mine, theirs)]
    three = raised.level == 3
    least = (OPENER_EXTRAS if t.i_opened else OVERCALLER_EXTRAS) + (
        THREE_LEVEL_EXTRA if three else 0
    )
    who = "opener" if t.i_opened else "overcaller"
    support = Check("cards in the unbid suits", "3+ in each",
                    "-".join(str(t.hand.length(s)) for s in unbid),
                    all(t.hand.length(s) >= 3 for s in unbid))  # fmt: skip
    return when(
        t, DOUBLE, f"A later takeout double by the {who}: they have found a fit, so we "
        f"have one too; short in {theirs.name_plural}, support for the unbid suits and "
        f"extras ({least}+ HCP).",
        short(t, theirs, 1 if three else 2), support, hcp(t, least),
    )  # fmt: skip


def answering_overcallers_double(t: Table) -> Advice | None:
    """Partner overcalled, they raised their suit, partner doubled it for takeout and
    RHO passed: the advance of a takeout double, never a pass for want of values."""
    if t.they_opened is False or t.my_bids or len(t.partner_bids) != 1:
        return None
    if t.partner_last is None or t.partner_last.kind is not CallKind.DOUBLE:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or len(t.their_bids) != 2:
        return None
    first, raised = t.their_bids
    theirs, overcalled = suit_of(first), suit_of(t.partner_bids[0])
    if theirs is None or overcalled is None or suit_of(raised) is not theirs:
        return None
    if t.last_bid is not raised or t.partner_opened:
        return None
    unbid = [s for s in SUIT_ORDER if s not in (theirs, overcalled)]
    best = max(unbid, key=lambda s: (t.hand.length(s), s in MAJORS))
    top = sum(r in t.hand.ranks(theirs) for r in "AKQJT")
    return (
        converting(when(
            t, PASS, "Partner's takeout double passed for penalty: four of their trumps "
            "with two honours.", length(t, theirs, 4),
            Check(f"{theirs.name_plural} honours", "2+", str(top), top >= 2)))
        or when(t, t.cheapest(best), "Answering partner's takeout double of their raise: "
                "my longest unbid suit.", length(t, best, 4))
        or when(t, t.cheapest(overcalled), "Answering partner's takeout double of their "
                "raise: back to his five-card suit.", length(t, overcalled, 2))
        or when(t, t.cheapest(best), "Answering partner's takeout double of their raise: "
                "the longest unbid suit, since a pass would leave them in their fit.",
                length(t, best, 3))
    )  # fmt: skip
