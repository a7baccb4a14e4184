"""Which calls of an auction were artificial by the system's own rule for them.

A strong 2C, Stayman, a transfer or a conventional cuebid names a suit without showing
it. Reading the auction, a player does not count such a call as a suit its side holds:
partner's Stayman 2C is no club suit to raise, the opponents' strong 2C no club suit to
cuebid. The rule is the one the system has at the place the call was made (the caller's
own side's view, whichever side the reader sits on); a call with no rule there is read
as natural.
"""

from __future__ import annotations

from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_book import RuleBook

__all__ = ["artificial_call"]

_ARTIFICIAL = ("artificial", "stayman", "transfer", "relay", "puppet")
# a meaning that begins so names a control or a shortness, not a suit held: Jacoby 2NT's
# "Cuebid, control in diamonds" and "Singleton or void in clubs" (jacoby_2nt.md)
_NO_SUIT = ("cuebid, control in", "singleton or void in")


def artificial_call(book: RuleBook, place: AuctionPlace, index: int) -> bool:
    """The bid at ``index`` of ``place``'s calls is artificial by the system's rule."""
    call = place.calls[index]
    if not call.is_bid:
        return False
    # the place the caller stood at: the calls before his, read from his side (the
    # auction was legal already: no need to judge it again)
    caller = place.dealer.next(index)
    theirs = tuple((index - earlier) % 2 == 1 for earlier in range(index))
    before = AuctionPlace(place.calls[:index], theirs, caller, place.dealer)
    wanted = pid_call(call)
    for key in before.lookup_keys():  # the most specific key that has rules decides
        rules = book.continuations(key)
        if rules:
            rule = next((r for r in rules if r.call == wanted), None)
            if rule is None:
                return False
            meaning = rule.meaning.lower()
            return any(w in meaning for w in _ARTIFICIAL) or meaning.startswith(_NO_SUIT)
    return False
