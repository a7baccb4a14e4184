"""Doubles and redoubles that read who holds the balance of power (issue 33).

Written down with principles_penalty_doubles, before the cases were measured; each
names its teacher.

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
- **The takeout doubler after their redouble.** "The redouble has promised that
  opener's side has the balance of power; they will generally make the redoubled
  contract and they will seek to penalise you wherever you run"; advancer's bid after it
  "necessarily has a poor hand ... a maximum of 8 points" (Pattaya Bridge Club, "After a
  redouble"). So when partner ran to a suit and they bid again, the doubler with a
  minimum double (at most 15 HCP) does not compete: partner's bid was an escape, not
  values, and a raise only offers them a penalty.
- **The trap passer's later double.** Playing negative doubles, "if you have a penalty
  double, just pass" and "a later double by responder of the overcalled suit was for
  penalties, as in this sequence: 1D 1H pass 1NT pass 2H dbl" (Roy Hughes, "Doubling
  after passing"); "a double by us is normally for penalties if ... you previously passed
  when a double would have been negative" (Pattaya Bridge Club, "Double - take-out or
  penalty?"). So responder, who passed their overcall, doubles their return to that suit
  with four or more cards in it, two honours and 8+ HCP.
- **Opener's double of their raise with extras.** Among Crosby's balance-of-power
  doubles (below) is opener's double after their raise, "good hand & no bid"; a double
  there asks partner to bid, or to pass with length in their suit. Opener with 17+ HCP,
  two or fewer of their suit and no six-card suit of his own doubles their raised
  overcall when partner has passed.
- **The balance of power against their jump to game.** "If you have the balance of
  power, you should use the double to announce that fact ... computed by just counting
  the HCP's based on the bidding" (Bob Crosby, Edmonton Bridge Centre, "Hand Evaluation -
  Doubles (Balance of Power)"); "when the opponents are pre-empting ... they do not [own
  the auction]" (Kantar, quoted in Crosby's "Forcing pass (opponents' bidding)"). Partner
  opened, I responded, they jumped to game: with 10+ HCP, partner's opening and mine make
  22 or more, and the double says so (values, not a trump stack: partner decides).
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, when
from library.principles_reading import DOUBLE, GAME_LEVEL, PASS, REDOUBLE, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = [
    "BALANCE_OF_POWER",
    "BALANCE_OF_POWER_HCP",
    "DOUBLER_MINIMUM_HCP",
    "OPENER_EXTRAS_HCP",
    "RAISER_REDOUBLE_HCP",
    "balance_of_power",
    "doubler_after_redouble",
    "doubling_their_runout",
    "opener_doubles_their_raise",
    "raiser_redoubles",
    "trap_passer_doubles",
]

DOUBLER_MINIMUM_HCP = 15  # a takeout double's minimum range, 12-15
RAISER_REDOUBLE_HCP = (9, 10)  # the top of the single raise's 6-10
# the overcalls a negative double answers (library/conventions/negative_doubles.md: to 2S)
_NEGATIVE_DOUBLE_REACH = ("1D", "1H", "1S", "2C", "2D", "2H", "2S")
OPENER_EXTRAS_HCP = 17  # above a minimum opening's 12-16
BALANCE_OF_POWER_HCP = 22  # more than half the deck's 40, with a margin


def _honours(t: Table, suit: Suit, least: int = 2) -> Check:
    top = sum(rank in t.hand.ranks(suit) for rank in "AKQJT")
    return Check(f"{suit.name_plural} honours", f"{least}+ of A K Q J T", str(top), top >= least)


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


BALANCE_OF_POWER = (
    raiser_redoubles, doubling_their_runout, doubler_after_redouble, balance_of_power,
    trap_passer_doubles, opener_doubles_their_raise,
)  # fmt: skip
