"""General principles for notrump in competition: their 1NT overcall of our opening,
partner's 1NT overcall, and the advancer's notrump by the points between the hands
(issue 34; split from library/principles_competition.py, which reads these in its
COMPETING order).

  - Over their 1NT overcall of partner's opening: a weak hand (5-9) bids a five-card
    suit of its own to play, and opener passes it.
  - Advancing partner's direct 1NT overcall (15-18) as opposite a 1NT opening: 2NT with
    8-9, 3NT with 10-15; the overcaller accepts the invitation with 17-18.
  - Advancing partner's suit overcall with no fit and game values: 3NT with 15+ and
    their suit stopped, 2NT with 12-14, both balanced ("balanced hands", The
    Intelligencer; principles_overcall_advances).

Each situation returns None when it is not the auction's, so the other principles
(library/principles*.py) decide there.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_checks import hcp, length, stopper, when
from library.principles_defence import long_suit
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "advancing_notrump_overcall",
    "advancing_with_values",
    "over_their_notrump_overcall",
    "passing_the_weak_suit",
]


def over_their_notrump_overcall(t: Table) -> Advice | None:
    """Partner opened one of a suit and they overcalled 1NT (15-18): a weak hand with a
    five-card suit of its own (or partner's minor) bids it at the two level to play. Our
    side holds less than half the deck, and a long suit takes more tricks as trumps than
    defending their notrump, where it may never be set up."""
    if not t.partner_opened or t.opening is None or len(t.partner_bids) != 1 or t.my_calls:
        return None
    opened = suit_of(t.opening[1])
    if opened is None or t.opening[1].level != 1 or str(t.rho) != "1NT":
        return None
    suit = long_suit(t, 5, {opened})
    if suit is None or t.cheapest(suit).level != 2:
        return None
    return when(
        t, t.cheapest(suit), "A weak suit of my own over their 1NT overcall, to play: five "
        "cards, 5-9 HCP; it takes more tricks as trumps than against their notrump.",
        length(t, suit, 5), hcp(t, 5, 9), length(t, opened, 0, 2),
    )  # fmt: skip


def passing_the_weak_suit(t: Table) -> Advice | None:
    """I opened, they overcalled 1NT, partner bid a suit of his own (not a raise) and
    they passed: partner's suit is to play with a weak hand, so opener passes; a strong
    partner would have doubled their notrump."""
    if (
        not t.i_opened
        or t.opening is None
        or len(t.my_bids) != 1
        or t.their_bids != [t.place.calls[t.opening[0] + 1]]
    ):
        return None
    if str(t.their_bids[0]) != "1NT" or len(t.partner_bids) != 1 or len(t.partner_calls) != 1:
        return None
    mine, partners = suit_of(t.opening[1]), suit_of(t.partner_bids[0])
    if partners is None or partners is mine or t.partner_bids[0].level != 2:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    return when(t, PASS, "Partner's suit over their 1NT overcall is to play, with a weak "
                "hand (with 10+ he doubles their notrump): pass.")  # fmt: skip


def advancing_with_values(t: Table) -> Advice | None:
    """Partner overcalled a suit, their partner passed or they bid on, this is our first
    call, and the hand has no three-card support: with game values and their suit
    stopped, notrump by strength rather than a pass: 3NT when the HCP and partner's
    shown minimum make 23 (15+ opposite a one-level overcall's 8), 2NT inviting with
    three fewer."""
    if not t.they_opened or t.my_bids or any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or not t.partner_suits:
        return None
    partner = t.partner_suits[0]
    if t.hand.length(partner) >= 3 or not t.their_suits:
        return None
    if t.partner_shown.low < 8:
        return None  # a weak jump overcall is a preempt: game needs more than this
    theirs = t.their_suits
    stopped = [stopper(t, s) for s in theirs]
    shape = Check("shape", "balanced", "-".join(map(str, t.hand.pattern)), t.hand.balanced)
    nt = t.cheapest("NT")
    if nt.level > 3:
        return None
    # game by the points between the hands: 23 with partner's minimum (15 opposite a
    # one-level overcall's 8, less opposite a stronger overcall's floor)
    low = t.partner_shown.low
    game, invite = max(23 - low, 10), max(20 - low, 8)
    return (
        when(
            t, bid(3, "NT"), f"3NT opposite partner's overcall: {game}+ HCP and their suit "
            f"stopped; partner's {low}+ make game.", hcp(t, game), shape, *stopped)
        or (when(t, bid(2, "NT"), f"2NT opposite partner's overcall: {invite}-{game - 1} HCP "
                 "and their suit stopped, inviting game.", hcp(t, invite, game - 1), shape,
                 *stopped)
            if nt.level <= 2 else None)
    )  # fmt: skip


def advancing_notrump_overcall(t: Table) -> Advice | None:
    """Partner overcalled their one-level opening with 1NT (15-18, their suit stopped)
    and this is our first call, or partner answers my 2NT invitation. As opposite a 1NT
    opening, count the points between the hands: 8-9 HCP invite with 2NT, 10-15 bid 3NT
    (25 or more together); the overcaller accepts the invitation with 17-18."""
    if not t.they_opened or t.opening is None or t.opening[1].level != 1:
        return None
    mine = [c for c in t.my_calls if c.kind is not CallKind.PASS]
    partners = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if not _direct_notrump(t):
        return None  # a balancing 1NT is 11-14: the count is another
    if mine == [] and [str(c) for c in partners] == ["1NT"]:
        if str(t.last_bid) != "1NT" or long_suit(t, 5, set(t.their_suits)) in MAJORS:
            return None  # a five-card major has the system's own bids; they bid on
        shape = Check("shape", "no singleton", "-".join(map(str, t.hand.pattern)),
                      min(t.hand.pattern) >= 2)  # fmt: skip
        return when(
            t, bid(3, "NT"), "3NT opposite partner's 1NT overcall: 10-15 HCP, 25 or more "
            "between the hands.", hcp(t, 10, 15), shape,
        ) or when(
            t, bid(2, "NT"), "2NT opposite partner's 1NT overcall: 8-9 HCP, inviting game.",
            hcp(t, 8, 9), shape,
        )  # fmt: skip
    if [str(c) for c in mine] == ["1NT"] and [str(c) for c in partners] == ["2NT"]:
        if t.last_bid != partners[0] or t.rho is None or t.rho.kind is not CallKind.PASS:
            return None
        return when(
            t, bid(3, "NT"), "Accepting partner's invitation: the top of my 1NT overcall, "
            "17-18.", hcp(t, 17),
        ) or when(t, PASS, "Declining partner's invitation: 15-16, the bottom of my 1NT "
                  "overcall.")  # fmt: skip
    return None


def _direct_notrump(t: Table) -> bool:
    """Our side's 1NT came straight over their opening (the direct seat)."""
    assert t.opening is not None
    after = t.opening[0] + 1
    return after < len(t.place.calls) and str(t.place.calls[after]) == "1NT"
