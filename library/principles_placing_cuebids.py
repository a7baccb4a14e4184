"""Placing the contract in competition by the cuebid of their suit, the one forcing bid
left where a new suit would not be (the SAYC booklet: "a cuebid ... is forcing"): made
for game with no fit and no stopper, answered with 3NT by the hand that holds their suit,
and followed to game by the hand that made it. Split from library/principles_placing.py,
which calls them.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_checks import length, stopper, when
from library.principles_game_points import enough_for_game
from library.principles_reading import GAME_LEVEL, Advice, Table, bid, game_level, suit_of

__all__ = ["after_my_cuebid", "answering_cuebid", "cuebid_for_game", "game_reached"]


def cuebid_for_game(t: Table, total: int) -> Advice | None:
    """Game values, no fit and no stopper, where a new suit would not be forcing: the
    cuebid of their suit is the one forcing bid left (the booklet: "a cuebid ... is
    forcing"; teachers: the doubler or responder in competition cuebids with game
    values), below 3NT so that notrump stays possible."""
    if not t.their_suits or not t.we_opened or game_reached(t):
        return None
    if any(c.kind is CallKind.PASS for c in t.partner_calls[:-1]):
        return None  # partner passed at a turn before: his values are not a game's
    theirs = t.their_suits[-1]
    cue = t.cheapest(theirs)
    if cue.level > 3 or theirs in t.my_suits + t.partner_suits:
        return None
    if any(suit_of(c) == theirs for c in t.my_bids + t.partner_bids):
        return None  # the cuebid was made: partner's answer placed the contract
    return when(t, cue, f"A cuebid of their suit, forcing: {total} points between the "
                "hands and no fit yet, where a new suit would not be forcing.",
                enough_for_game(total))  # fmt: skip


def answering_cuebid(t: Table) -> Advice | None:
    """Partner, having bid or doubled before, cuebid their suit with no fit found: he
    has game values and asks for a stopper there (teachers: "the cuebid asks partner to
    bid notrump with a stopper in their suit"), so with it 3NT, the game he asks about."""
    last = t.partner_last
    theirs = suit_of(last)
    if last is None or theirs is None or theirs not in t.their_suits or game_reached(t):
        return None
    if theirs in t.my_suits + t.partner_suits or last.level > 3 or not t.my_bids:
        return None
    if sum(c.kind is not CallKind.PASS for c in t.partner_calls) < 2:
        return None  # a first cuebid (a raise, a strong advance) is read by its rule
    return when(
        t,
        bid(3, "NT"),
        "3NT: partner's cuebid asks for a stopper in their suit and shows game values.",
        stopper(t, theirs),
    )


def after_my_cuebid(t: Table) -> Advice | None:
    """I cuebid their suit for game and partner answered below game without notrump
    (no stopper): the cuebid forced to game, so bid it (3NT with their suit stopped in
    my hand, else game in partner's suit)."""
    last = t.partner_last
    if last is None or not last.is_bid or t.last_bid is not last or game_reached(t):
        return None
    cued = [c for c in t.my_bids if suit_of(c) in t.their_suits]
    if (
        sum(c.kind is not CallKind.PASS for c in t.my_calls) < 2
        or not cued
        or t.my_bids[-1] is not cued[-1]
        or suit_of(cued[-1]) in t.partner_suits
    ):
        return None
    theirs = suit_of(cued[-1])
    suit = suit_of(last)
    if theirs is None or suit is None:
        return None
    return when(t, bid(3, "NT"), "3NT: my cuebid forced to game and I hold their suit.",
                stopper(t, theirs)) or when(
        t, bid(GAME_LEVEL[suit], suit), "Game in partner's suit: my cuebid forced to game.",
        length(t, suit, 2))  # fmt: skip


def game_reached(t: Table) -> bool:
    """Our side has bid game (or more): 3NT, four of a major, five of a minor."""
    for call in t.my_bids + t.partner_bids:
        suit = suit_of(call)
        if call.level >= game_level(suit):
            return True
    return False
