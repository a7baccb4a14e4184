"""General principles for placing the contract in any later round.

With a fit, compete to the level of the trumps held together (the law of total tricks),
bid game with 26 points between the hands (the hand's HCP, or its dummy points when it
raises partner's suit, and the middle of partner's shown range: the count of
library/principles_game_points.py, 29 for eleven tricks in a minor), invite with 23-25
(24-25 in notrump) and an eight-card fit, ask for aces with 33 counting partner's
minimum; without one, notrump with the unbid suits stopped (a fourth suit partner bid is
artificial and not stopped) and no singleton (else a stopped suit, forcing:
principles_stoppers.notrump_shape) and, with one unbid suit unguarded and partner
reading a new suit as forcing, the cheapest suit the hand stops (three cards will do)
so that partner bids notrump with the last guard (library/principles_stoppers.py's
teachers' rule), a new suit for game only where partner reads it as forcing
(unpassed responder, a game-forcing auction; opener jumps; in competition the cuebid of
their suit, which asks for a stopper: SAYC booklet, "a cuebid is forcing"), a new suit by
unpassed responder with invitational values, or a six-card suit rebid; responder keeps
the auction open after opener's one-level new suit; otherwise pass unless partner's call
is forcing. Opposite partner's notrump, slam by combined values and the answer to a
quantitative 4NT (library/principles_placing_notrump.py).
"""

from __future__ import annotations

import re

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import (
    hcp,
    length,
    stopper,
    when,
)
from library.principles_declined import DECLINED, declined
from library.principles_defence import long_suit
from library.principles_game_points import (
    SUIT_INVITATION,
    enough_for_game,
    game_points,
    invitation_points,
    inviting,
)
from library.principles_notrump_law import competing_level
from library.principles_placing_cuebids import (
    after_my_cuebid,
    answering_cuebid,
    cuebid_for_game,
    game_reached,
)
from library.principles_placing_notrump import (
    accepting_notrump_invitation,
    notrump_slam,
    points_between,
)
from library.principles_reading import (
    GAME_LEVEL,
    MAJORS,
    PASS,
    Advice,
    Table,
    bid,
    suit_of,
)
from library.principles_six_five_competing import six_five_alive
from library.principles_slam import asking_for_aces
from library.principles_slow_arrival import slam_interest_cuebid
from library.principles_slow_arrival_forcing import slow_in_forcing_auction
from library.principles_stoppers import notrump_shape
from library.recommend_checks import Check

__all__ = ["placing"]

_IN_NOTRUMP = ", in notrump: nine tricks before a minor's eleven"


def placing(t: Table, forced: bool) -> Advice | None:
    """Any later round: by the fit, the trumps held together and the points."""
    if not t.my_bids and not t.partner_bids:
        return None
    answer = answering_cuebid(t) or after_my_cuebid(t)
    if answer is not None:
        return answer
    shown = t.partner_shown
    partner_low = t.partner_expected
    trump = t.trump
    last = t.last_bid
    if trump is not None and last is not None:
        # partner's suit, or mine that his cuebid raise supports (principles_reading)
        supported = trump in t.partner_suits or t.promised(trump) > 0
        together = t.fit(trump) if supported else t.hand.length(trump) + 2
        # raising partner's suit the hand counts dummy points, as the booklet's raises do
        raising = trump in t.partner_suits and trump not in t.my_suits
        mine = t.hand.support_points(trump) if raising else t.hand.hcp
        if t.they_opened and trump in t.my_suits and trump in t.partner_suits and not raising:
            # the overcaller raised in his own suit counts its length, as an opener's
            # total points do (principles_advances: the overcall's 8-16 is HCP)
            mine = t.hand.total_points
        total = mine + partner_low
        game = suit_game = bid(GAME_LEVEL[trump], trump)
        need = game_points(trump)  # four of a major; eleven tricks in a minor ask more
        invite = invitation_points(trump)[0]
        if (
            trump not in MAJORS
            and (t.hand.semi_balanced or _partner_bid_notrump(t))
            and all(t.hand.stopper(s) for s in _to_stop(t))
            and t.legal(bid(3, "NT"))
        ):
            game = bid(3, "NT")  # nine tricks in notrump before eleven in a minor
            need = game_points(None)
            # the fit in the minor makes up the point a notrump invitation lacks: the
            # suit's three below game, not notrump's two (principles_game_points)
            invite = need - SUIT_INVITATION
        ours_last = last in t.my_bids + t.partner_bids
        limited = declined(t)
        # after our side let its bid stand, their double reopens: compete by the trumps
        reopened = limited and t.rho is not None and t.rho.kind is CallKind.DOUBLE
        competing = (not ours_last and suit_of(last) != trump) or reopened
        level = competing_level(together, None if ours_last else last)  # Cohen's, over notrump too
        own_suit = trump in t.my_suits and trump not in t.partner_suits
        signing_off = forced or (own_suit and t.cheapest(trump).level <= 2)
        reached = game_reached(t) or limited
        advice = (
            (not competing and not limited and asking_for_aces(t, trump, t.hand.hcp + shown.low))
            or (not reached and slam_interest_cuebid(t, game, total))
            or (not reached and slow_in_forcing_auction(t, trump, game, total,
                                                        _game_forcing_auction(t)))
            or (not reached and when(t, game, f"Game: {total} points between the hands and a "
                 f"fit{_IN_NOTRUMP if game.level == 3 else ''}.", points_between(total, need),
                 _trumps(together, 8)))
            or (competing and t.cheapest(trump).level <= level and when(
                t, t.cheapest(trump), f"Competing to the level of the trumps: {together} "
                "together.", _trumps(together, 8)))
            or (not competing and not reached and t.cheapest(trump).level < suit_game.level
                and when(t, _invitation(t, trump), f"An invitation: {total} points "
                         "between the hands.", points_between(total, invite, need - 1),
                         _trumps(together, 8)))
            or (signing_off and when(t, t.cheapest(trump), "Signing off in the suit.",
                                     _trumps(together, 7)))
        )  # fmt: skip
        if advice:
            return advice
    total = t.hand.hcp + partner_low
    slam = notrump_slam(t)
    if slam is not None:
        return slam
    if game_reached(t):
        return (forced and _forced(t)) or when(t, PASS, "Game is reached: pass.")
    if declined(t):
        return _preference(t, forced) or (forced and _forced(t)) or when(t, PASS, DECLINED)
    stopped = all(t.hand.stopper(s) for s in _to_stop(t))
    # a singleton keeps the hand out of notrump unless partner bid it (principles_stoppers)
    fits = notrump_shape(t)
    shape = Check("shape", "balanced or semi-balanced", "-".join(map(str, t.hand.pattern)),
                  fits)  # fmt: skip
    # a new suit is a search for the strain below game: never past 3NT
    # a suit I bid as the fourth suit (artificial) is not new either (principles_stoppers)
    named = [suit_of(c) for c in t.my_bids]
    new = [s for s in SUIT_ORDER if s not in t.my_suits + t.partner_suits + t.their_suits
           and s not in named and t.hand.length(s) >= 4
           and t.cheapest(s).level <= 3]  # fmt: skip
    return (
        accepting_notrump_invitation(t, stopped)
        or (stopped and when(t, bid(3, "NT"), f"3NT: {total} points between the hands and "
                          "their suits stopped.", enough_for_game(total), shape))
        or (stopped and t.cheapest("NT").level == 2 and when(
            t, t.cheapest("NT"), f"A notrump invitation: {total} points.",
            inviting(total), shape))
        or (new and _new_suit_for_game(t, new[0], total))
        or (not stopped and _stopper_for_notrump(t, total))
        or (stopped and not fits and _describing_for_notrump(t, total))
        or cuebid_for_game(t, total)
        or (new and t.we_opened and t.their_bids and when(
            t, t.cheapest(new[0]), f"A new suit, not forcing in competition: {total} "
            "points between the hands and no cuebid to make.", enough_for_game(total)))
        or (new and _responder_unpassed(t) and when(
            t, t.cheapest(new[0]), f"A new suit by responder is forcing: {total} points "
            "between the hands, and no notrump without the unbid suits stopped.",
            points_between(total, invitation_points(None)[0])))
        or _preference(t, forced)
        or (forced and _forced(t))
        or _keeping_open(t)
        or six_five_alive(t)  # the competitive pass gives way to a 6-5 hand's second suit
        or when(t, PASS, "Nothing more to say and partner's call is not forcing: pass.")
    )  # fmt: skip


def _partner_bid_notrump(t: Table) -> bool:
    """Partner bid notrump naturally (below game): his hand is balanced and guards the
    suits it covers, so my long minor plays in 3NT whatever my shape (Andrew Robson, "If
    you remember just one thing": "a minor suit game is only one trick short of a Small
    Slam. Far better to gamble 3NT than try for two more tricks in 5C/5D")."""
    return any(c.is_bid and suit_of(c) is None and c.level <= 2 for c in t.partner_bids)


def _to_stop(t: Table) -> list[Suit]:
    """The suits a notrump bid needs stopped: theirs (unless partner bid notrump over
    it, which shows it stopped), those neither partner has bid naturally (unless partner
    bid notrump, which shows them), and a fourth suit partner bid last (forcing and
    artificial, it shows nothing of the suit)."""
    ours = set(t.my_suits) | set(t.partner_suits)
    notrump = any(c.is_bid and suit_of(c) is None for c in t.partner_bids)
    need = [s for s in SUIT_ORDER if (s in t.their_suits and s not in t.guarded_by_partner)
            or (s not in ours and not notrump)]  # fmt: skip
    last = suit_of(t.partner_last) if t.partner_last is not None else None
    if last is not None and not t.their_bids and _fourth_suit(t, last):
        need.append(last)
    return need


def _fourth_suit(t: Table, suit: Suit) -> bool:
    """Partner's last bid named the only suit our side had not bid, as his second suit."""
    before = set(t.my_suits) | set(t.partner_suits[:-1])
    return len(t.partner_suits) >= 2 and suit not in before and len(before) == 3


def _new_suit_for_game(t: Table, suit: Suit, total: int) -> Advice | None:
    """Game values and no fit: a new suit where partner reads it as forcing; opener,
    whose new suit is not forcing, jumps in it (opener's jump shift forces to game); on
    the side that did not open, the doubler's or overcaller's new suit shows his strength
    as it is read. With their suit to cuebid the cuebid is the forcing bid instead."""
    fitting = enough_for_game(total)
    if _read_as_forcing(t):
        return when(t, t.cheapest(suit), f"A new suit, forcing: {total} points between "
                    "the hands and no fit yet.", fitting)  # fmt: skip
    if not t.we_opened:
        return when(t, t.cheapest(suit), f"A new suit: {total} points between the hands "
                    "and no fit yet.", fitting)  # fmt: skip
    if t.i_opened and not t.their_bids and t.jump(suit).level <= 3:
        return when(t, t.jump(suit), f"A jump shift, forcing to game: {total} points "
                    "between the hands, and opener's new suit would not be forcing.",
                    fitting)  # fmt: skip
    return None


def _stopper_for_notrump(t: Table, total: int) -> Advice | None:
    """Game values, no fit, and one suit left to guard for notrump that the hand does not
    stop: the cheapest other unbid suit the hand does stop, below 3NT, where partner
    reads a new suit as forcing; partner bids 3NT with the last suit guarded (teachers:
    without a stopper, do not bid notrump but name a suit, a three-card one too, and let
    partner bid notrump: library/principles_stoppers.py)."""
    silent = all(c.kind is CallKind.PASS for i, c in enumerate(t.place.calls) if t.place.theirs[i])
    if not _read_as_forcing(t) or not silent:
        return None
    need = _to_stop(t)
    open_suits = [s for s in need if not t.hand.stopper(s)]
    if len(open_suits) != 1:
        return None
    held = [s for s in need if t.hand.stopper(s) and t.hand.length(s) >= 3]
    calls = [t.cheapest(s) for s in held if _below_notrump_game(t.cheapest(s))]
    if not calls:
        return None
    call = min(calls, key=lambda c: (c.level, -SUIT_ORDER.index(suit_of(c) or Suit.C)))
    return when(t, call, f"A stopper bid: {total} points between the hands, but "
                f"{open_suits[0].name_plural} unguarded here: the suit I hold stopped, so "
                "that partner bids 3NT with a guard there.", enough_for_game(total))  # fmt: skip


def _describing_for_notrump(t: Table, total: int) -> Advice | None:
    """Game values, every suit stopped, but a singleton (principles_stoppers): the cheapest
    unbid suit held with three cards and a stopper, below 3NT and forcing."""
    silent = all(c.kind is CallKind.PASS for i, c in enumerate(t.place.calls) if t.place.theirs[i])
    if not _read_as_forcing(t) or not silent:
        return None
    ours = set(t.my_suits) | set(t.partner_suits) | {suit_of(c) for c in t.my_bids}
    held = [s for s in SUIT_ORDER if s not in ours and t.hand.stopper(s)
            and t.hand.length(s) >= 3]  # fmt: skip
    calls = [t.cheapest(s) for s in held if _below_notrump_game(t.cheapest(s))]
    if not calls:
        return None
    call = min(calls, key=lambda c: (c.level, -SUIT_ORDER.index(suit_of(c) or Suit.C)))
    return when(t, call, f"Describing the hand: {total} points between the hands, but a "
                "singleton, and notrump wants a balanced hand: the unbid suit I hold "
                "stopped, forcing, so that partner chooses the game.",
                enough_for_game(total))  # fmt: skip


def _below_notrump_game(call: Call) -> bool:
    return call.level < 3 or (call.level == 3 and call.strain is not None
                              and call.strain.trump is not None)  # fmt: skip


def _read_as_forcing(t: Table) -> bool:
    """Whether partner will read my new suit (not a jump) as forcing, as the texts say
    when it is: responder's new suit, the opponents silent, is forcing one round (the
    booklet); so is any new suit below game once our side is in a game-forcing auction
    (a strong 2C, a game-forcing response). Opener's new suit at the two level, the
    doubler's and advancer's new suits, and a new suit in competition are not."""
    return _responder_unpassed(t) or _game_forcing_auction(t)


def _game_forcing_auction(t: Table) -> bool:
    """One of our side's calls has a written rule that forces to game, or we opened with
    a strong artificial opening (the booklet's 2C)."""
    calls = t.place.calls
    for index in range(len(calls)):
        if t.place.theirs[index] or not calls[index].is_bid:
            continue
        key = t.place.prefix(index + 1)
        rule = t.book.rule(key) or t.book.rule(re.sub(r"^(?:\(?p\)?-)+", "", key))
        if rule is None:
            continue
        meaning = rule.meaning.lower()
        strong = index == t.place.opening_index and "strong" in meaning and "artificial" in meaning
        if rule.constraints.forcing == "game_forcing" or strong:
            return True  # the booklet: after the strong 2C only opener's 2NT rebid is not forcing
    return False


def _responder_unpassed(t: Table) -> bool:
    """I responded to partner's opening and have not passed: my new suit is forcing."""
    return (
        t.partner_opened
        and not t.their_bids
        and all(c.kind is not CallKind.PASS for c in t.my_calls)
    )


def _keeping_open(t: Table) -> Advice | None:
    """Partner opened and rebid a new suit at the one level, which is not forcing but
    asks responder to bid again with 6+: a six-card suit, 1NT with the unbid suit
    stopped, or a preference to partner's first suit."""
    last = t.partner_last
    if last is None or not last.is_bid or last.level != 1 or not _responder_unpassed(t):
        return None
    if len(t.partner_suits) < 2 or len(t.my_suits) != 1:
        return None
    first, mine = t.partner_suits[0], t.my_suits[0]
    return (
        when(t, t.cheapest(mine), "Rebidding a six-card suit: partner's new suit at the "
             "one level asks for another bid.", length(t, mine, 6), hcp(t, 5, 10))
        or when(t, bid(1, "NT"), "1NT: 6-10 with the unbid suit stopped, keeping the "
                "auction open for partner.", hcp(t, 6, 10),
                *(stopper(t, s) for s in _to_stop(t)))
        or when(t, bid(2, "NT"), "2NT: 11-12, invitational, with the unbid suit stopped.",
                hcp(t, 11, 12), *(stopper(t, s) for s in _to_stop(t)))
        or when(t, t.cheapest(first), "A preference for partner's first suit: 6-10 "
                "and three cards.", hcp(t, 6, 10), length(t, first, 3))
    )  # fmt: skip


def _preference(t: Table, forced: bool) -> Advice | None:
    """Partner showed two suits and the last bid is his second: with as many cards in
    his first suit, go back to it at the same level (a preference)."""
    suits = t.partner_suits
    if len(suits) < 2 or t.last_bid is None or t.last_bid not in t.partner_bids:
        return None
    first, second = suits[0], suits[-1]
    if first == second or (t.hand.length(first) < t.hand.length(second) and not forced):
        return None
    back = t.cheapest(first)
    if back.level > t.last_bid.level:
        return None
    return when(t, back, "A preference for partner's first suit.", length(t, first, 2))


def _forced(t: Table) -> Advice | None:
    suit = long_suit(t, 5) or max(SUIT_ORDER, key=t.hand.length)
    # of two five-card suits both bid, the second is rebid: it shows the 5-5 ("If you are
    # 5-5 you might now rebid 3H", the second suit; the first rebid would show six)
    shown = list(dict.fromkeys(s for s in t.my_suits if t.hand.length(s) >= 5))
    if len(shown) >= 2 and t.hand.length(shown[-1]) == t.hand.length(suit):
        return when(t, t.cheapest(shown[-1]), "Partner's call is forcing: my second suit "
                    "again, which shows five cards in each.", length(t, shown[-1], 5))  # fmt: skip
    return when(
        t, t.cheapest(suit), "Partner's call is forcing: the longest suit.", length(t, suit, 4)
    ) or when(t, t.cheapest("NT"), "Partner's call is forcing: notrump.", hcp(t, 0))


def _invitation(t: Table, trump: Suit) -> Call:
    """Three of the suit (one below game in a major; in a minor, not the four level)."""
    return bid(max(3, t.cheapest(trump).level), trump)


def _trumps(together: int, least: int) -> Check:
    return Check("trumps between the hands", f"{least}+", str(together), together >= least)
