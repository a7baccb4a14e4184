"""Slam interest in a game-forcing auction goes slow: the trump suit below game, not the
jump to it (0.26.0, issue 33, h56b).

The wrong belief this corrects: once our side was forced to game (a strong jump shift,
a game-forcing 2/1 or another written game force) and a trump suit was known, the
placing principle (principles_placing) jumped to game whatever the count between the
hands, 33 and 36 included: 1S-(P)-3D, the strong jump shift (19+, slam interest), and
opener with AKQJ543.T54.A4.5 bid 4S, which the jump shifter, holding a void in spades,
passed; the tables bid 3S and reached 6NT, 7S and 7NT.

- "The Principle of Fast Arrival ... when you are in a 'forcing auction,' jumping to
  game is the weakest action and bids below game show extra values (because they leave
  room for cuebidding.)" (Robert S. Todd, Adventures in Bridge, "2/1 Game Forcing -
  Slam Bidding and Fast Arrival"); "Fast Arrival - An approach of quickly jumping to
  game to deny extra values which might invite slam" (bridgehands.com).
- Richard Pavlicek, "Bidding After a Raise": add the hand's points "to the minimum and
  maximum shown by partner. If total is sure to be ... 26-32 points bid 4 of your major
  ... If total might be ... 33+ points see Slam Bidding."

So ``slow_in_forcing_auction``: our side is in a game-forcing auction, the opponents
silent, a trump suit known, and the points between the hands (the hand's and the middle
of partner's range, the count principles_placing bids game by) within a king of the
small slam's 33 (principles_slow_arrival.SLAM_INTEREST): the cheapest bid of the trump
suit below game and below the four level, which partner cannot pass, instead of the jump
to game (a minor's four level only climbs towards its five-level game: there the game is
bid as before). In competition
the cuebid of their suit is the slow bid (principles_slow_arrival); short of the zone,
or where nothing below game is left, the game itself arrives fast.
"""

from __future__ import annotations

from domain.rules.calls import Call
from domain.rules.cards import Suit
from library.principles_checks import when
from library.principles_reading import Advice, Table
from library.principles_slow_arrival import SLAM_INTEREST
from library.recommend_checks import Check

__all__ = ["slow_in_forcing_auction"]

_SLOW_LEVEL = 3  # the slow bid stays below the four level, where control bids begin


def slow_in_forcing_auction(
    t: Table, trump: Suit, game: Call, total: int, forcing: bool
) -> Advice | None:
    """The cheapest bid of ``trump`` below ``game`` when ``forcing`` (our side is forced
    to game) and ``total`` points between the hands reach the slam zone, else None."""
    if not forcing or t.their_bids or game.strain is None or game.strain.trump is not trump:
        return None
    slow = t.cheapest(trump)
    if slow.level >= game.level or slow.level > _SLOW_LEVEL:
        return None  # a minor's four level is no room to explore: it only climbs
    zone = Check("points between the hands", f"{SLAM_INTEREST}+", str(total),
                 total >= SLAM_INTEREST)  # fmt: skip
    return when(t, slow, f"Slow arrival in a game-forcing auction: {total} points between "
                f"the hands and {trump.name_plural} as trumps, within a king of slam; "
                f"{game} would be the weakest bid, denying the extra values (the "
                "principle of fast arrival), so the cheaper bid, which partner cannot "
                "pass, leaves room to explore.", zone)  # fmt: skip
