"""What opener's next call showed after my negative double: the responder's reading of
the scheme library/principles_negative_rebid.py bids by (issue 34).

Partner opened one of a suit, the next player overcalled and I made a negative double.
The teachers rank opener's answer by strength: "Otherwise, opener bids naturally (pretty
much as if he is rebidding after any other response). With extras, he jumps" and "A
'free bid' without jumping doesn't show extras" (Larry Cohen, "After partner's negative
double"); "With 12-15 hcps make a single raise in the indicated suit, with 16-17 hcps
make a jump raise and with 18-19 bid game" (Tommy's bridge blog, "Making negative doubles
positive, part 2"). So opener's cheapest bid in his own suit, in notrump or in a major the
double promised, at the one or two level,
where a jump below game was his to show extras, shows a minimum opening, 12-15 HCP
(Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed"; and a forced
cheapest bid at the three level may hide them, the jump being past 3NT). When the fourth hand
bids over the double, the double no longer forces, and opener with extras still acts
(the robots' own answer, library/principles_rebids.py: compete in the major, bid a
five-card suit or double again with 16+); his pass says "a minimum passes", the same
12-15. A jump, a cuebid or a double tells of more, and is read as before; so is a
new minor, opener's second suit, which he bids at the cheapest level up to 18 (only a
jump shift, 19+, forces).

Without this the responder kept the opening's whole range (12-21, its middle 16) and bid
game on the values opener had just denied: 11 HCP opposite a 16 he did not hold.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind, Strain
from library.model import IntRange
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook

__all__ = ["MINIMUM_OPENING", "after_my_negative_double"]

MINIMUM_OPENING = IntRange(12, 15)  # opener's range without extras (Tommy's 12-15)
# the strains whose cheapest bid opener jumps in with extras: his own suit, notrump and a
# major the double promised (library/principles_negative_rebid.py jumps in them)
_LIMITED = (Strain.NT, Strain.S, Strain.H)
JUMP_ROOM = 2  # the highest cheapest level that leaves opener a jump below game to show extras


def after_my_negative_double(book: RuleBook, place: AuctionPlace) -> IntRange | None:
    """Opener's range as his first call after my negative double limits it: a minimum
    for the cheapest bid or a pass over the fourth hand's bid; None where the auction is
    another (or opener jumped, cuebid, doubled or bid again since), and where the
    system's own rule for his call states a range (the written rule reads it)."""
    calls = place.calls
    opening = place.opening_index
    if opening is None or not place.by_partner(opening) or opening + 4 >= len(calls):
        return None
    overcall, double, fourth, answer = calls[opening + 1 : opening + 5]
    if not overcall.is_bid or double.kind is not CallKind.DOUBLE:
        return None
    if any(calls[i].is_bid for i in range(opening + 8, len(calls), 4)):
        return None  # opener spoke again: his later bids are read as they come
    rule = book.rule_after_passes(place.prefix(opening + 5))
    if rule is not None and (rule.constraints.hcp or rule.constraints.total_points):
        return None
    if answer.kind is CallKind.PASS:
        return MINIMUM_OPENING if fourth.is_bid else None
    if not answer.is_bid or answer.strain is None:
        return None
    overcalled = overcall.strain
    if overcalled is not None and answer.strain == overcalled:
        return None  # the cuebid: forcing to game, strength unlimited
    if answer.strain not in (calls[opening].strain, *_LIMITED):
        return None  # a new minor: opener's second suit, bid cheaply up to 18 (a jump shift is 19+)
    last = fourth if fourth.is_bid else overcall
    cheapest = _cheapest_level(answer, last)
    # at the three level the jump that would show extras is gone (or a free bid there
    # needs them): the cheapest bid no longer limits the hand
    return MINIMUM_OPENING if answer.level == cheapest <= JUMP_ROOM else None


def _cheapest_level(answer: Call, last: Call) -> int:
    """The lowest level at which ``answer``'s strain outranks ``last``."""
    level = last.level
    probe = Call(CallKind.BID, level, answer.strain)
    return level if probe.outranks(last) else level + 1
