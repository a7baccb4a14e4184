"""Over the opponents' two-suited overcall of partner's opening (unusual 2NT, Michaels).

Their 2NT or cuebid names no suit of its own: it shows two suits the system's rule for
it names ("5+ clubs and 5+ hearts"), so responder does not read it as notrump. The
answers are "unusual vs. unusual" as the ACBL's teaching column states it ("Bid 3C with
a limit raise or better in hearts ... raise partner's major with 7-10 support points
... double with a hand that is worth a redouble of a takeout double: you can double at
least one of their suits for penalty"), in its common form (Kit Woolsey's "Defense
against two-suited overcalls"; the forms listed by teachers: the cuebid of their lower
suit shows a limit raise or better for partner, the cuebid of their higher suit five
cards or more in the fourth suit with game interest, a bid of the fourth suit is
natural and not forcing, 3NT is to play with both their suits stopped):

- the lower cuebid: 3+ cards in partner's major (4+ in a minor), 11+ support points;
- the higher cuebid: five cards in the fourth suit, 10+ HCP;
- 3NT: 13+ HCP with both their suits stopped;
- double: 10+ HCP and four cards in one of their suits;
- the raise: support (three cards in a major, five in a minor, as over their
  natural notrump) and 6-10 support points; the fourth suit: five cards, 6-10 HCP;
- otherwise pass.

Opener answers partner's cuebid as forcing: game in his suit with 15+ opposite the raise
(three of it without), and the fourth suit raised with three cards, else his own suit.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import hcp, length, points, stopper, when
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_checks import Check

__all__ = ["OVER_TWO_SUITER"]

_BY_NAME = {s.name_plural: s for s in SUIT_ORDER}


def _their_suits(t: Table, index: int) -> list[Suit] | None:
    """The suits the artificial bid at ``index`` shows by its rule, from the caller's
    side; None when the bid is natural or has no rule."""
    calls = t.place.calls
    call = calls[index]
    caller = t.place.dealer.next(index)
    theirs = tuple((index - earlier) % 2 == 1 for earlier in range(index))
    before = AuctionPlace(calls[:index], theirs, caller, t.place.dealer)
    for key in before.lookup_keys():
        rules = t.book.continuations(key)
        if rules:
            rule = next((r for r in rules if r.call == pid_call(call)), None)
            if rule is None or "artificial" not in rule.meaning.lower():
                return None
            lengths = rule.constraints.suit_length
            return [_BY_NAME[n] for n in lengths if n in _BY_NAME and lengths[n].low >= 4]
    return None


def _overcall(t: Table) -> tuple[Suit, list[Suit]] | None:
    """Partner's one-level opening and the two suits RHO's overcall of it showed."""
    opening = t.opening
    calls = t.place.calls
    if opening is None or t.place.theirs[opening[0]] or not t.partner_opened:
        return None
    index, call = opening
    opened = suit_of(call)
    if opened is None or call.level != 1 or len(calls) != index + 2:
        return None
    suits = _their_suits(t, index + 1)
    if not suits or len(suits) != 2 or opened in suits:
        return None
    return opened, sorted(suits, key=SUIT_ORDER.index, reverse=True)


def answering_their_two_suiter(t: Table) -> Advice | None:
    """Responder's first call over the two-suited overcall."""
    found = _overcall(t)
    if found is None:
        return None
    opened, (lower, higher) = found
    fourth = next(s for s in SUIT_ORDER if s not in (opened, lower, higher))
    support = 3 if opened in MAJORS else 4
    return (
        when(t, t.cheapest(lower), "A cuebid of their lower suit: a limit raise or better "
             "in partner's suit.", length(t, opened, support), points(t, 11, None, opened))
        or when(t, t.cheapest(higher), "A cuebid of their higher suit: five cards in the "
                "fourth suit and game interest.", length(t, fourth, 5), hcp(t, 10))
        or when(t, bid(3, "NT"), "3NT to play: both their suits stopped.", hcp(t, 13),
                stopper(t, lower), stopper(t, higher))
        or when(t, DOUBLE, "Double: 10+ HCP, ready to double one of their suits.",
                hcp(t, 10), _length_in_one(t, lower, higher))
        or when(t, t.cheapest(opened), "A raise over their two-suiter: support, 6-10.",
                length(t, opened, 3 if opened in MAJORS else 5), points(t, 6, 10, opened))
        or when(t, t.cheapest(fourth), "The fourth suit, natural and not forcing.",
                length(t, fourth, 5), hcp(t, 6, 10))
        or when(t, PASS, "Nothing to show over their two-suiter.")
    )  # fmt: skip


def _length_in_one(t: Table, lower: Suit, higher: Suit) -> Check:
    most = max(t.hand.length(lower), t.hand.length(higher))
    return Check("cards in one of their suits", "4+", str(most), most >= 4)


def opener_after_the_cuebid(t: Table) -> Advice | None:
    """Opener, partner having cuebid one of the suits their overcall showed: the
    cuebid is forcing; the lower one raised his suit, the higher one shows the fourth."""
    if len(t.my_calls) != 1 or len(t.partner_calls) != 1 or t.rho is None:
        return None
    if t.rho.kind is not CallKind.PASS:
        return None
    calls, opening = t.place.calls, t.opening
    if opening is None or not t.i_opened or len(calls) != opening[0] + 4:
        return None
    opened = suit_of(opening[1])
    suits = _their_suits(t, opening[0] + 1)
    cue = suit_of(t.partner_last)
    if opened is None or not suits or len(suits) != 2 or cue not in suits:
        return None
    lower, higher = sorted(suits, key=SUIT_ORDER.index, reverse=True)
    fourth = next(s for s in SUIT_ORDER if s not in (opened, lower, higher))
    game = bid(4, opened) if opened in MAJORS else bid(3, "NT")
    if cue == lower:
        return when(
            t, game, "Game opposite partner's cuebid raise: 15+ points.", points(t, 15)
        ) or when(t, t.cheapest(opened), "Three of my suit: a minimum opposite the cuebid raise.")
    return (
        when(t, bid(4, fourth) if fourth in MAJORS else t.cheapest(fourth), "Raising the "
             "fourth suit partner's cuebid showed: three cards.", length(t, fourth, 3))
        or when(t, t.cheapest(opened), "Rebidding my suit: no fit for the fourth suit.",
                length(t, opened, 6))
        or when(t, bid(3, "NT"), "3NT: their suits stopped.", stopper(t, lower),
                stopper(t, higher))
        or when(t, t.cheapest(opened), "My suit again: the cuebid is forcing.")
    )  # fmt: skip


OVER_TWO_SUITER = (answering_their_two_suiter, opener_after_the_cuebid)
