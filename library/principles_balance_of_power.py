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
- **The balance of power against their three-level competition** (issue 34: the robots
  let them play three of their suit undoubled). The same count by Crosby's rule, when
  both of us have acted (partner with a bid, I with a bid or a takeout double) and they
  bid on to the three level over our bid: "in competition, the three-level and the
  five-level are for the opponents. You push them there and leave them there" (Trail
  Times, "Play Bridge: Properly using the Law of Total Tricks"). Without an eight-card
  fit of ours to compete in (with one, the law of total tricks and the points decide:
  principles_placing), with 10+ HCP of my own, 22 or more between my HCP and partner's
  shown least, two or more cards in their suit (a trick or a guard, not a shortness
  that wants to bid) and no six-card suit (a suit to bid: a cooperative double is made
  when "there is no other possible action because we have insufficient cards in our
  suits", Robin's Bridge, "A new species of double?"), double. Such a double is
  cooperative: "The most common is probably the three-level", "the partnership taken
  together is known to 'own' the hand (at least about 22 hcp)" (Robin's Bridge, "The
  cooperative double"), and partner leaves it in unless "he thinks that he'll score
  more playing our own contract than defending" (Robin's Bridge, "A new species of
  double?"): with a void in their suit, or a singleton and a six-card suit of his own.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import converting, hcp, length, when
from library.principles_reading import DOUBLE, GAME_LEVEL, PASS, REDOUBLE, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = [
    "BALANCE_OF_POWER",
    "BALANCE_OF_POWER_HCP",
    "DOUBLER_MINIMUM_HCP",
    "OPENER_EXTRAS_HCP",
    "RAISER_REDOUBLE_HCP",
    "THREE_LEVEL_DOUBLE_HCP",
    "balance_of_power",
    "doubler_after_redouble",
    "doubling_their_runout",
    "jumped",
    "leaving_in_the_double",
    "no_suit_to_bid",
    "opener_doubles_their_raise",
    "raiser_redoubles",
    "their_three_level_doubled",
    "trap_passer_doubles",
]

DOUBLER_MINIMUM_HCP = 15  # a takeout double's minimum range, 12-15
RAISER_REDOUBLE_HCP = (9, 10)  # the top of the single raise's 6-10
# the overcalls a negative double answers (library/conventions/negative_doubles.md: to 2S)
_NEGATIVE_DOUBLE_REACH = ("1D", "1H", "1S", "2C", "2D", "2H", "2S")
OPENER_EXTRAS_HCP = 17  # above a minimum opening's 12-16
BALANCE_OF_POWER_HCP = 22  # more than half the deck's 40, with a margin
THREE_LEVEL_DOUBLE_HCP = 10  # the doubler's own share, as against their jump to game


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
    if game.level < GAME_LEVEL[theirs] or not jumped(t, game):
        return None
    shown = t.partner_shown.low + t.hand.hcp
    majority = Check("HCP between the hands", f"{BALANCE_OF_POWER_HCP}+", str(shown),
                     shown >= BALANCE_OF_POWER_HCP)  # fmt: skip
    return when(
        t, DOUBLE, "They jumped to game over our opening and response: partner's opening "
        "and my values give our side the balance of power, and the double says so.",
        hcp(t, 10), majority,
    )  # fmt: skip


def jumped(t: Table, game: Call) -> bool:
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


def their_three_level_doubled(t: Table) -> Advice | None:
    """Partner and I have both acted (a bid or a takeout double each, partner's a bid),
    our side made the bid before theirs, and they competed over it with a bid at the
    three level (the last bid), undoubled; partner's last call is not a double."""
    last = t.last_bid
    theirs = suit_of(last)
    if last is None or theirs is None or last.level != 3 or not t.their_bids:
        return None
    if last is not t.their_bids[-1] or not t.partner_bids:
        return None
    if all(c.kind is CallKind.PASS for c in t.my_calls):
        return None
    if t.partner_last is not None and t.partner_last.kind is CallKind.DOUBLE:
        return None
    if not _competed_over_us(t, _index(t, last)):
        return None  # they bid over their own bid: not a competition over our contract
    if _fit_known(t):
        return None  # with a fit the law of total tricks and the points decide
    if any(suit_of(c) in t.their_suits for c in t.partner_bids + t.my_bids):
        return None  # a cuebid of theirs: a raise with game interest, not a misfit
    shown = t.partner_shown.low + t.hand.hcp
    majority = Check("HCP between the hands", f"{BALANCE_OF_POWER_HCP}+", str(shown),
                     shown >= BALANCE_OF_POWER_HCP)  # fmt: skip
    return when(
        t, DOUBLE, "They competed at the three level over our bid, and partner's shown "
        "values and mine give our side the balance of power with no fit to bid on: the "
        "three level belongs to them, so double.",
        hcp(t, THREE_LEVEL_DOUBLE_HCP), majority, length(t, theirs, 2), no_suit_to_bid(t),
    )  # fmt: skip


def no_suit_to_bid(t: Table) -> Check:
    """A cooperative double is made when "there is no other possible action because we
    have insufficient cards in our suits" (Robin's Bridge): a six-card suit is bid."""
    longest = max(t.hand.length(suit) for suit in Suit)
    return Check("longest suit", "5 or fewer cards", str(longest), longest <= 5)


def _fit_known(t: Table) -> bool:
    """An eight-card fit our side knows of: a suit we both bid, partner's suit with
    the trumps his bids promise, or the hand's own suit of six."""
    agreed = set(t.my_suits) & set(t.partner_suits)
    return (
        bool(agreed)
        or any(t.fit(suit) >= 8 for suit in set(t.partner_suits))
        or (t.trump is not None and t.fit(t.trump) >= 8)
    )


def _competed_over_us(t: Table, at: int) -> bool:
    """The bid at ``at`` is theirs and the bid before it was ours."""
    before = next((i for i in range(at - 1, -1, -1) if t.place.calls[i].is_bid), None)
    return t.place.theirs[at] and before is not None and not t.place.theirs[before]


def leaving_in_the_double(t: Table) -> Advice | None:
    """Partner doubled their three-level bid (the last bid) after both of us had acted,
    our bid before theirs, no suit agreed; only passes since the double."""
    last = t.last_bid
    theirs = suit_of(last)
    partner = t.partner_last
    if last is None or theirs is None or last.level != 3 or partner is None:
        return None
    if partner.kind is not CallKind.DOUBLE or set(t.my_suits) & set(t.partner_suits):
        return None
    calls = t.place.calls
    at = _index(t, last)
    doubled = [i for i in range(at + 1, len(calls)) if calls[i].kind is CallKind.DOUBLE]
    if len(doubled) != 1 or not t.place.by_partner(doubled[0]):
        return None
    if any(c.kind is not CallKind.PASS for c in calls[doubled[0] + 1 :]):
        return None
    if not _competed_over_us(t, at) or not t.my_bids:
        return None
    before = [c for i, c in enumerate(calls[:at]) if t.place.by_partner(i)]
    if all(c.kind is CallKind.PASS for c in before):
        return None  # partner's first action: a negative or takeout double
    six = max(t.hand.length(s) for s in Suit if s is not theirs)
    unsuited = t.hand.length(theirs) == 0 or (t.hand.length(theirs) == 1 and six >= 6)
    defends = Check(
        "for defence",
        "not a void, nor a singleton with a six-card suit",
        f"{t.hand.length(theirs)} of theirs, longest other {six}",
        not unsuited,
    )
    return converting(when(
        t, PASS, "Partner doubled their three-level competition with the balance of power "
        "on our side: the hand defends unless it is unsuited to it (a void in their suit, "
        "or a singleton and a six-card suit to play in).", defends,
    ))  # fmt: skip


BALANCE_OF_POWER = (
    raiser_redoubles, doubling_their_runout, doubler_after_redouble, balance_of_power,
    trap_passer_doubles, opener_doubles_their_raise, their_three_level_doubled,
    leaving_in_the_double,
)  # fmt: skip
