"""Slam interest in a contested auction goes slow: the cuebid of their suit, not the
jump to game (0.24.0, issue 33, h54b).

The wrong belief this corrects: with a fit and game values the placing principle
(principles_placing) jumped straight to game however many points the two hands held, in
contested auctions too, where the forcing bid below game is the cuebid of their suit.
Published answers cuebid there: JT32.AT98764.2.A after 1C-(1D)-1H-(P)-1S-(P), "2D, the
cuebid, forcing before choosing between the majors" (The Bridge World, Master Solvers'
Club, March 2025); -.732.A843.AQT985 after 1C-(X)-XX-(P)-P-(1S), "cue-bid, game
interest at least" (Tribune quiz answers 2013-03-25).

- "The Principle of Fast Arrival ... is the single most important principle in all of
  modern slam bidding. The idea is that when you are in a 'forcing auction,' jumping to
  game is the weakest action and bids below game show extra values (because they leave
  room for cuebidding.)" (Robert S. Todd, Adventures in Bridge, "2/1 Game Forcing -
  Slam Bidding and Fast Arrival"); "Fast Arrival - An approach of quickly jumping to
  game to deny extra values which might invite slam" (bridgehands.com).
- In competition the bid below game that forces is the cuebid of their suit: "a cuebid
  is forcing" (the SAYC booklet, as principles_placing reads it for a stopper ask).

So ``slam_interest_cuebid``: our side has a fit and game values, the opponents have
named a suit, and the points between the hands (the hand's and partner's minimum, as
principles_placing counts them) are within a king of the small slam's 33: the hand that
has not passed cuebids their last-named suit when that is below game, and bids game
only when it is not. A passed hand and hands short of ``SLAM_INTEREST`` arrive fast.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from library.principles_checks import when
from library.principles_reading import Advice, Table
from library.recommend_checks import Check

__all__ = ["SLAM_INTEREST", "slam_interest_cuebid"]

SLAM = 33  # the small slam's points between the hands (principles_slam)
SLAM_INTEREST = SLAM - 3  # within a king of it: go slow


def slam_interest_cuebid(t: Table, game: Call, total: int) -> Advice | None:
    """The cuebid of their last-named suit below ``game`` with ``total`` points between
    the hands in the slam zone, else None."""
    theirs = [s for s in t.their_suits if s not in t.my_suits and s not in t.partner_suits]
    if not theirs or any(c.kind is CallKind.PASS for c in t.my_calls):
        return None
    cuebid = t.cheapest(theirs[-1])
    if cuebid.level >= game.level:
        return None
    zone = Check("points between the hands", f"{SLAM_INTEREST}+", str(total),
                 total >= SLAM_INTEREST)  # fmt: skip
    return when(t, cuebid, f"A cuebid of their suit, forcing: {total} points between the "
                "hands and a fit, within a king of slam; a jump to game would deny the "
                "extra values (the principle of fast arrival).", zone)  # fmt: skip
