"""Penalty doubles and the decision to defend (issue 33).

What teachers state, written down before the cases were measured; the doubles the
library already reads (the penalty pass of a takeout or negative double: advancing and
answering_double; the reopening double that lets a trapping responder pass:
principles_rebids.reopening; the penalty double of their 1NT opening:
principles_defence.over_their_1nt) are not repeated here.

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
- **The raiser's redouble of a balancing double.** Partner opened, I raised once (6-10),
  they let it die and the last seat doubled. "After a takeout double, a direct redouble
  shows strength" and "the side with the most information is usually right" (Steve
  Bloom, District Six, "Redoubles"); a redouble is a "penalty trigger: all subsequent
  doubles are for penalty" (Robin's Bridge). A maximum raise, 9-10 HCP with three
  trumps (four would compete to the three level by the total tricks), says so with a
  redouble: opener and I hold 21+, the balancer's side at most 19, and we double
  whatever they run to.
- **Doubling their runout after our redouble.** "A double is penalty if either of us
  has made a card showing double or redouble earlier. ... One of the most common is
  when you redouble an opponent's takeout double" (ACBL Unit 390, "Default #1"). After
  1x-(X)-XX they run to a suit: either of us with four cards in it and two honours
  doubles for penalty.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import converting, hcp, length, when
from library.principles_reading import DOUBLE, GAME_LEVEL, PASS, REDOUBLE, Advice, Table, suit_of
from library.recommend_artificial import artificial_call
from library.recommend_checks import Check

__all__ = [
    "BALANCE_OF_POWER_HCP",
    "DOUBLER_MINIMUM_HCP",
    "LEAD_DIRECTING_LENGTH",
    "OPENER_EXTRAS_HCP",
    "PENALTY_DOUBLES",
    "PENALTY_PASS_HCP",
    "RAISER_REDOUBLE_HCP",
    "REDOUBLE_HCP",
    "advancing_penalty_double_of_1nt",
    "balance_of_power",
    "doubler_after_redouble",
    "doubling_their_runout",
    "lead_directing_double",
    "lead_worthy",
    "opener_doubles_their_raise",
    "our_notrump_doubled",
    "raiser_redoubles",
    "trap_passer_doubles",
]

# The cards a lead-directing double of an artificial bid holds: five at the two and
# three levels (Cohen), three at the four level and higher (Queenstown's KQ10x).
LEAD_DIRECTING_LENGTH = {2: 5, 3: 5}
HIGH_LEAD_DIRECTING_LENGTH = 3
PENALTY_PASS_HCP = 5  # advancing a penalty double of 1NT: pass with 5+
REDOUBLE_HCP = 8  # opposite a 15+ notrump: 23+ between the hands
DOUBLER_MINIMUM_HCP = 15  # a takeout double's minimum range, 12-15
RAISER_REDOUBLE_HCP = (9, 10)  # the top of the single raise's 6-10
# the overcalls a negative double answers (library/conventions/negative_doubles.md: through 2S)
_NEGATIVE_DOUBLE_REACH = ("1D", "1H", "1S", "2C", "2D", "2H", "2S")
OPENER_EXTRAS_HCP = 17  # above a minimum opening's 12-16
BALANCE_OF_POWER_HCP = 22  # more than half the deck's 40, with a margin


def lead_worthy(ranks: str) -> bool:
    """Two of the top three honours and three of the top five: AQ1032 or KQ10x, not
    AQ432 (Cohen: "AQ432 would not be enough, but AQ1032 might be")."""
    return sum(r in ranks for r in "AKQ") >= 2 and sum(r in ranks for r in "AKQJT") >= 3


def _lead_worthy(t: Table, suit: Suit) -> Check:
    holding = "".join(t.hand.ranks(suit)) or "void"
    return Check(f"{suit.name_plural} honours", "2 of A K Q and 3 of A K Q J T", holding,
                 lead_worthy(holding))  # fmt: skip


def _honours(t: Table, suit: Suit, least: int = 2) -> Check:
    top = sum(rank in t.hand.ranks(suit) for rank in "AKQJT")
    return Check(f"{suit.name_plural} honours", f"{least}+ of A K Q J T", str(top), top >= least)


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


def raiser_redoubles(t: Table) -> Advice | None:
    """Partner opened one of a suit, I raised it once, they passed it round to the
    balancing seat, which doubled."""
    if not t.partner_opened or t.opening is None or len(t.my_bids) != 1:
        return None
    opening, raised = t.opening[1], t.my_bids[0]
    suit = suit_of(opening)
    if suit is None or opening.level != 1 or suit_of(raised) is not suit:
        return None
    if raised.level != 2 or t.partner_bids != [opening] or t.their_bids:
        return None
    calls = t.place.calls
    if len(calls) < 3 or t.rho is None or t.rho.kind is not CallKind.DOUBLE:
        return None
    if calls[-2].kind is not CallKind.PASS or calls[-3].kind is not CallKind.PASS:
        return None  # the double came in the passout seat
    low, high = RAISER_REDOUBLE_HCP
    return when(
        t, REDOUBLE, f"A redouble of their balancing double: a maximum raise ({low}-{high} "
        "HCP) and three trumps, so our side holds the balance of power and will double "
        "what they bid.", hcp(t, low, high), length(t, suit, 3, 3),
    )  # fmt: skip


def doubling_their_runout(t: Table) -> Advice | None:
    """One of us redoubled their takeout double of our opening; they ran to a suit,
    which is the last bid, and neither of us has doubled it."""
    calls = t.place.calls
    if not t.we_opened or t.last_bid is None or not t.place.theirs[_index(t, t.last_bid)]:
        return None
    redoubles = [i for i, c in enumerate(calls) if c.kind is CallKind.REDOUBLE]
    if not redoubles or t.place.theirs[redoubles[0]]:
        return None
    at = redoubles[0]
    if calls[at - 1].kind is not CallKind.DOUBLE or len([c for c in calls[:at] if c.is_bid]) != 1:
        return None  # the redouble of a takeout double of our opening bid
    later = calls[at + 1 :]
    if [c for c in later if c.is_bid] != [t.last_bid]:
        return None  # their runout is the only bid since
    theirs = suit_of(t.last_bid)
    if theirs is None:
        return None
    return when(
        t, DOUBLE, "After our redouble, a double of their runout is for penalty: four "
        "cards in their suit with two honours.", length(t, theirs, 4), _honours(t, theirs),
    )  # fmt: skip


def doubler_after_redouble(t: Table) -> Advice | None:
    """I doubled their one-level opening for takeout, they redoubled, partner bid a
    suit and they bid again (my right-hand opponent's bid is the last)."""
    calls = t.place.calls
    opening = t.opening
    if not t.they_opened or opening is None or opening[1].level != 1 or t.my_bids:
        return None
    if [c.kind for c in t.my_calls] != [CallKind.DOUBLE] or len(t.partner_bids) != 1:
        return None
    at = opening[0]
    if len(calls) < at + 5 or not t.place.by_caller(at + 1):
        return None  # my double came straight over their opening
    escape = calls[at + 3]
    if calls[at + 1].kind is not CallKind.DOUBLE or calls[at + 2].kind is not CallKind.REDOUBLE:
        return None
    if not escape.is_bid or t.rho is None or not t.rho.is_bid or t.last_bid is not t.rho:
        return None
    high = DOUBLER_MINIMUM_HCP
    return when(
        t, PASS, "After their redouble partner's bid was an escape with a poor hand, and "
        f"they hold the balance of power: a minimum double ({high} HCP or less) does not "
        "compete.", hcp(t, 0, high),
    )  # fmt: skip


def trap_passer_doubles(t: Table) -> Advice | None:
    """Partner opened one of a suit, they overcalled in a suit at a level where my
    negative double was available, I passed, and they bid the suit again (the last
    bid); partner has only passed since his opening."""
    opening = t.opening
    if not t.partner_opened or opening is None or opening[1].level != 1 or t.my_bids:
        return None
    if not t.book.plays("negative_doubles") or not t.my_calls:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls + t.partner_calls[1:]):
        return None
    calls = t.place.calls
    overcall = calls[opening[0] + 1] if len(calls) > opening[0] + 1 else None
    theirs = suit_of(overcall)
    if overcall is None or theirs is None or theirs not in t.their_suits:
        return None
    last = t.last_bid
    if str(overcall) not in _NEGATIVE_DOUBLE_REACH or last is None or last is overcall:
        return None
    if suit_of(last) is not theirs or not t.place.theirs[_index(t, last)]:
        return None
    return when(
        t, DOUBLE, "I passed their overcall when a negative double was there to make: "
        "this later double of their suit is for penalty, four cards with two honours and "
        "values.", length(t, theirs, 4), _honours(t, theirs), hcp(t, 8),
    )  # fmt: skip


def opener_doubles_their_raise(t: Table) -> Advice | None:
    """I opened one of a suit, they overcalled and raised it at once (the last bid),
    partner passed in between."""
    opening = t.opening
    if not t.i_opened or opening is None or opening[1].level != 1 or len(t.my_bids) != 1:
        return None
    if len(t.their_bids) != 2 or any(c.kind is not CallKind.PASS for c in t.partner_calls):
        return None
    overcall, raised = t.their_bids
    theirs = suit_of(overcall)
    mine = suit_of(opening[1])
    if theirs is None or mine is None or suit_of(raised) is not theirs or t.rho is not raised:
        return None
    if raised.level > 3 or len(t.place.calls) != opening[0] + 4:
        return None  # the raise came straight after partner's pass
    return when(
        t, DOUBLE, "Their raise over my opening and extras with no bid of my own: a double "
        "for takeout, partner bids or passes with length in their suit.",
        hcp(t, OPENER_EXTRAS_HCP), length(t, theirs, 0, 2), length(t, mine, 0, 5),
    )  # fmt: skip


def balance_of_power(t: Table) -> Advice | None:
    """Partner opened one of a suit, I responded once, they jumped to game (the last
    bid), partner has not acted since."""
    if not t.partner_opened or t.opening is None or t.opening[1].level != 1:
        return None
    if len(t.my_bids) != 1 or t.partner_bids != [t.opening[1]] or not t.their_bids:
        return None
    if any(c.kind is not CallKind.PASS for c in t.partner_calls[1:]):
        return None  # partner doubled: his double is his own decision
    game = t.last_bid
    theirs = suit_of(game)
    if game is None or theirs is None or game is not t.their_bids[-1]:
        return None
    if game.level < GAME_LEVEL[theirs] or not _jumped(t, game):
        return None
    shown = t.partner_shown.low + t.hand.hcp
    majority = Check("HCP between the hands", f"{BALANCE_OF_POWER_HCP}+", str(shown),
                     shown >= BALANCE_OF_POWER_HCP)  # fmt: skip
    return when(
        t, DOUBLE, "They jumped to game over our opening and response: partner's opening "
        "and my values give our side the balance of power, and the double says so.",
        hcp(t, 10), majority,
    )  # fmt: skip


def _jumped(t: Table, game: Call) -> bool:
    """``game`` was a level higher than its suit needed over the bid before it."""
    calls = t.place.calls
    at = _index(t, game)
    before = next((c for c in reversed(calls[:at]) if c.is_bid), None)
    if before is None or before.strain is None or game.strain is None:
        return False
    cheapest = before.level if game.strain.rank > before.strain.rank else before.level + 1
    return game.level > cheapest


def _index(t: Table, call: Call) -> int:
    return max(i for i, c in enumerate(t.place.calls) if c is call)


PENALTY_DOUBLES = (
    lead_directing_double, our_notrump_doubled, advancing_penalty_double_of_1nt,
    raiser_redoubles, doubling_their_runout, doubler_after_redouble, balance_of_power,
    trap_passer_doubles, opener_doubles_their_raise,
)  # fmt: skip
