"""Six-five comes alive (issue 33; Karen Walker, "Jump Reverse": "the '6—5, come alive'
maxim popularized by Grant Baze ... 6—5 distribution is so powerful that it justifies
aggressive bidding, even when you have minimum high-card strength"). At his second
call, when an opponent has come in, opener with eleven cards in his suit and a lower
one shows the second at the two level rather than pass, a light opening included.
"""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER
from library.principles_checks import when
from library.principles_reading import Advice, Table, below, suit_of
from library.recommend_checks import Check

__all__ = ["six_five"]


def six_five(t: Table) -> Advice | None:
    if not t.i_opened or len(t.my_bids) != 1 or not t.their_bids:
        return None
    opened = suit_of(t.my_bids[0])
    if opened is None or t.my_bids[0].level != 1:
        return None
    hand = t.hand
    named = {*t.partner_suits, *t.their_suits, opened}
    lower = [s for s in SUIT_ORDER if s not in named and below(s, opened) and hand.length(s) >= 5]
    if not lower:
        return None
    second = max(lower, key=hand.length)
    call = t.cheapest(second)
    if call.level != 2:
        return None
    eleven = hand.length(opened) + hand.length(second)
    # despite the written range: a light opening's shape, not its points, bids again
    return when(t, call, f"Six-five, come alive: the {second.name_plural} at the two level.",
                Check("cards in the two suits", "11+", str(eleven), eleven >= 11),
                despite_written_range=True)  # fmt: skip
