"""Which calls of an auction were artificial by the system's own rule for them.

A strong 2C, Stayman, a transfer or a conventional cuebid names a suit without showing
it. Reading the auction, a player does not count such a call as a suit its side holds:
partner's Stayman 2C is no club suit to raise, the opponents' strong 2C no club suit to
cuebid. The rule is the one the system has at the place the call was made (the caller's
own side's view, whichever side the reader sits on); a call with no rule there is read
as natural.
"""

from __future__ import annotations

from library.recommend_auction import AuctionPlace, pid_call, place_from_calls
from library.recommend_book import RuleBook

__all__ = ["artificial_call"]

_ARTIFICIAL = ("artificial", "stayman", "transfer", "relay", "puppet")


def artificial_call(book: RuleBook, place: AuctionPlace, index: int) -> bool:
    """The bid at ``index`` of ``place``'s calls is artificial by the system's rule."""
    call = place.calls[index]
    if not call.is_bid:
        return False
    before = place_from_calls(place.dealer, [str(c) for c in place.calls[:index]])
    wanted = pid_call(call)
    for key in before.lookup_keys():  # the most specific key that has rules decides
        rules = book.continuations(key)
        if rules:
            rule = next((r for r in rules if r.call == wanted), None)
            return rule is not None and any(w in rule.meaning.lower() for w in _ARTIFICIAL)
    return False
