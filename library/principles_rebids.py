"""General principles for opener's first rebid, the opponents silent.

Opener's rebid by strength (SAYC booklet): raise responder's suit with four (12-15 to
two, 16-18 a jump, 19+ game), a new suit at the one level, 1NT with 12-14 balanced and
2NT with 18-19, a six-card suit rebid (a jump with 16-18), a lower second suit, a
reverse only with 17+ points; after a raise, Blackwood with 33 between the hands. After
1NT the simple rebid of a six-card suit is the minimum's (sayc.md: 12-15), so a hand
strong enough to reverse shows its second suit first.
A hand opened light (below 12 HCP, by the rule of 20) is a minimum: with a six-card suit
it rebids the suit, though the written rebid's range starts at 12, rather than raise
partner's major with a doubleton (teachers: "a minimum opener has to rebid at or below
two of his original suit unless he can raise responder's suit", Pat Harrington for the
ACBL; a single raise "shows four-card support"; single-suited, "with 12-15 points rebid
2 Hearts", the Gwent academy's lesson 6 on opener's rebid).
Opener's later calls are their own modules: delayed support
(library/principles_delayed_support.py), the reopening (principles_reopening.py), the
answer to partner's double (principles_answering_double.py), and whether partner's bid
forces (principles_responder_forces.py). Placing the contract in any later round is
library/principles_placing.py.
"""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import balanced, hcp, length, points, when
from library.principles_minor_limit_raise import toward_3nt_after_limit_raise
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, below, bid, suit_of
from library.principles_single_raise_losers import losers_to_invite
from library.principles_slam import asking_for_aces
from library.recommend_checks import Check

OPENING_FLOOR = 12  # the written one-level openings' least HCP (sayc.md: 12-21)
MINIMUM_TOP = 15  # opener's minimum: 12-15 (the booklet's rebids by strength)

__all__ = ["opener_rebid"]


def opener_rebid(t: Table) -> Advice | None:
    """I opened one of a suit, partner responded, and the opponents passed throughout."""
    if not t.i_opened or t.opening is None or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    if t.their_bids or t.opening[1].level != 1:
        return None
    mine, response = suit_of(t.opening[1]), t.partner_bids[0]
    if mine is None:
        return None
    theirs = suit_of(response)
    if theirs == mine:
        return _after_raise(t, mine, response.level)
    if str(response) == "1NT":
        return _after_1nt(t, mine)
    if theirs is None or response.level > 2:
        return None
    forcing = response.level == 2  # a two-over-one: never pass
    second = _second_suit(t, mine, theirs)
    support = 4
    raise_to = 2 if t.hand.total_points <= 15 else 3 if t.hand.total_points <= 18 else 4
    raise_to = max(raise_to, t.cheapest(theirs).level)
    return (
        when(t, bid(raise_to, theirs), "Raising responder's suit by strength: 12-15 to "
             "two, 16-18 a jump, 19+ game.", length(t, theirs, support),
             points(t, 12, None, theirs))
        or (second and t.cheapest(second).level == 1 and when(
            t, bid(1, second), "A new suit at the one level.", length(t, second, 4)))
        or when(t, bid(1, "NT"), "1NT rebid: 12-14 balanced.", hcp(t, 12, 14), balanced(t))
        or when(t, t.cheapest("NT") if response.level == 2 else bid(2, "NT"),
                "Notrump rebid: balanced, 18-19 (or 12-14 after a two-over-one).",
                hcp(t, 12, 14) if response.level == 2 else hcp(t, 18, 19), balanced(t))
        or when(t, t.jump(mine), "A jump rebid: six cards and 16-18.",
                length(t, mine, 6), _medium(t))
        or (forcing and when(t, bid(3, "NT"), "3NT after a two-over-one: balanced, 15-19 "
                             "(2NT would show 12-14).", hcp(t, 15, 19), balanced(t)))
        or (second and not forcing and when(
            t, t.jump(second), "A jump shift: 19+ and a second suit, forcing to game.",
            length(t, second, 4), hcp(t, 19)))
        or (not forcing and when(
            t, t.jump(mine), "A jump rebid: six cards and more than a minimum; with 19+ "
            "and no second suit to jump-shift in, still the jump, never the minimum's "
            "rebid.", length(t, mine, 6), hcp(t, 19)))
        or (second and below(second, mine) and when(
            t, t.cheapest(second), "A second suit lower than the first.",
            length(t, second, 4)))
        or (second and when(t, t.cheapest(second), "A reverse: 17+ points (HCP and length) "
                            "and a longer first suit.", points(t, 17), length(t, second, 4)))
        or when(t, t.cheapest(mine), "Rebidding the first suit: a minimum.",
                length(t, mine, 5 if not forcing else 4),
                despite_written_range=_opened_light(t, mine))
        or (forcing and when(t, t.cheapest("NT"), "Notrump: nothing else to show.", hcp(t, 0)))
        or when(t, t.cheapest(mine), "Rebidding the opened suit.", length(t, mine, 3))
        or when(t, t.cheapest(theirs), "Preference for partner's suit.", length(t, theirs, 2))
    )  # fmt: skip


def _opened_light(t: Table, mine: Suit) -> bool:
    """The hand opened below the written openings' floor (by the rule of 20, or light in
    third seat) with a five-card or longer suit: it is a minimum, and the minimum's
    rebid of its suit stands though the written rebid's range starts where the
    openings' does ("With 12 - 15 points rebid 2 Hearts. [This bid may be made on hands
    containing only 5 cards in the suit bid.]", Gwent bridge academy, lesson 6). Without
    it a light opener raised partner's major with a doubleton."""
    return (t.hand.hcp < OPENING_FLOOR and t.hand.total_points <= MINIMUM_TOP
            and t.hand.length(mine) >= 5)  # fmt: skip


def _medium(t: Table) -> Check:
    """16-18 as the booklet's jump rebid counts it (sayc.md: HCP) or as teachers count
    it (HCP and length): a six-card suit with 17 HCP is a jump rebid either way."""
    hcp_, total = t.hand.hcp, t.hand.total_points
    held = 16 <= hcp_ <= 18 or (hcp_ < 16 and 16 <= total <= 18)
    return Check("HCP, or HCP and length", "16-18", f"{hcp_} ({total})", held)


def _second_suit(t: Table, mine: Suit, theirs: Suit) -> Suit | None:
    """The longest four-card suit other than the two bid (the cheapest of equals)."""
    others = [s for s in SUIT_ORDER if s not in (mine, theirs) and t.hand.length(s) >= 4]
    if not others:
        return None
    return max(others, key=lambda s: (t.hand.length(s), -t.cheapest(s).level, below(s, mine)))


def _after_raise(t: Table, mine: Suit, level: int) -> Advice | None:
    game = GAME_LEVEL[mine]
    slam = asking_for_aces(t, mine, t.hand.total_points + t.partner_shown.low)
    if slam:
        return slam  # 33 between the hands counting partner's minimum: look for slam
    if level >= game:
        return when(t, PASS, "Partner raised to game: pass.")
    if mine not in MAJORS and t.hand.semi_balanced:
        nine = when(t, bid(3, "NT"), "3NT rather than five of a minor: 19+ points and a "
                    "balanced hand.", points(t, 19))  # fmt: skip
        if nine:
            return nine
    if level >= 3:
        toward = toward_3nt_after_limit_raise(t, mine) if mine not in MAJORS else None
        return (
            toward
            or (
                when(t, bid(game, mine), "Accepting the invitation: 14+ points.", points(t, 14))
                if game > level
                else None
            )
            or when(t, PASS, "A minimum declines the invitation.")
        )
    return (
        when(t, bid(game, mine), "Game after the raise: 19+ points.", points(t, 19))
        or when(t, bid(3, mine), "An invitation after the raise: 16-18 points.", points(t, 16, 18),
                *((losers_to_invite(t.hand),) if mine in MAJORS else ()))
        or when(t, PASS, "A minimum passes the single raise.")
    )  # fmt: skip


def _after_1nt(t: Table, mine: Suit) -> Advice | None:
    second = _second_suit(t, mine, mine)
    return (
        when(t, bid(2, "NT"), "2NT: 18-19 balanced.", hcp(t, 18, 19), balanced(t))
        or when(t, bid(3, mine), "A jump rebid: six cards and 16-18.", length(t, mine, 6),
                points(t, 16, 18))
        or when(t, bid(2, mine), "A six-card suit rebid: a minimum, 12-15.",
                length(t, mine, 6), hcp(t, 0, 15), despite_written_range=_opened_light(t, mine))
        or (second and when(t, t.cheapest(second), "Showing a second suit.",
                            length(t, second, 4), hcp(t, 17 if not below(second, mine) else 0)))
        or when(t, bid(2, mine), "A six-card suit rebid.", length(t, mine, 6))
        or when(t, PASS, "1NT is not forcing: a minimum passes.")
    )  # fmt: skip
