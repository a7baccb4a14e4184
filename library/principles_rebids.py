"""General principles for the later rounds: opener's rebid and reopening.

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
Opener who did not raise partner's one-level major shows three cards and a short suit
when partner invites in notrump (delayed support, as teachers state it).
Opener reopens with a double when holding two or fewer of the overcall (at the one or
two level; over a game-level overcall only with a strong hand); responder who passed
answers opener's reopening double. Placing the contract in any later round is
library/principles_placing.py.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import (
    balanced,
    converting,
    hcp,
    length,
    points,
    short,
    stopper,
    when,
)
from library.principles_forcing import written_limit
from library.principles_reading import DOUBLE, GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.principles_single_raise_losers import losers_to_invite
from library.principles_slam import asking_for_aces
from library.recommend_checks import Check

OPENING_FLOOR = 12  # the written one-level openings' least HCP (sayc.md: 12-21)
MINIMUM_TOP = 15  # opener's minimum: 12-15 (the booklet's rebids by strength)

__all__ = ["answering_double", "delayed_support", "opener_rebid", "reopening", "responder_forces"]


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
        or (second and _lower(second, mine) and when(
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


def delayed_support(t: Table) -> Advice | None:
    """I opened and did not raise partner's one-level major; he has since invited in
    notrump (2NT), which may hide a fifth card in the major. With three cards there and a
    singleton or void, the suit plays better than notrump: show the support now (the
    teachers' "delayed support"), game with 14+ HCP, else three of the major."""
    if not t.i_opened or t.their_bids or len(t.partner_bids) < 2 or t.rho is None:
        return None
    response, last = t.partner_bids[0], t.partner_bids[-1]
    major = suit_of(response)
    if major not in MAJORS or response.level != 1 or major in t.my_suits:
        return None
    if str(last) != "2NT" or t.last_bid is not last or t.rho.kind is not CallKind.PASS:
        return None
    shortness = min(t.hand.length(s) for s in SUIT_ORDER if s is not major)
    checks = (
        length(t, major, 3, 3),
        Check("shortness", "a singleton or void", str(shortness), shortness <= 1),
    )
    return (
        when(t, bid(4, major), f"Delayed support: three {major.name_plural} and a short suit "
             "play better than notrump, and 14+ HCP accept the invitation.", *checks,
             hcp(t, 14))
        or when(t, bid(3, major), f"Delayed support: three {major.name_plural} and a short "
                "suit play better than notrump; a minimum, so three.", *checks)
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


def _lower(suit: Suit, than: Suit) -> bool:
    return SUIT_ORDER.index(suit) > SUIT_ORDER.index(than)


def _second_suit(t: Table, mine: Suit, theirs: Suit) -> Suit | None:
    """The longest four-card suit other than the two bid (the cheapest of equals)."""
    others = [s for s in SUIT_ORDER if s not in (mine, theirs) and t.hand.length(s) >= 4]
    if not others:
        return None
    return max(others, key=lambda s: (t.hand.length(s), -t.cheapest(s).level, _lower(s, mine)))


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
        return (
            when(t, bid(game, mine), "Accepting the invitation: 14+ points.", points(t, 14))
            if game > level
            else None
        ) or when(t, PASS, "A minimum declines the invitation.")
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
                            length(t, second, 4), hcp(t, 17 if not _lower(second, mine) else 0)))
        or when(t, bid(2, mine), "A six-card suit rebid.", length(t, mine, 6))
        or when(t, PASS, "1NT is not forcing: a minimum passes.")
    )  # fmt: skip


def _second_suit_below(t: Table, mine: Suit, theirs: Suit) -> Advice | None:
    """Too long in their suit to double: a four-card suit below the opened one is bid at
    the two level, as without their overcall (no reverse, so no extra values). The
    teaching (bridgetips, "Re-opening Double"): "whenever you hold 3 or more of the
    overcall suit, assume partner is weak and only act on the merits of your own hand
    ... Without this hand structure, either rebid your suit or bid your second suit"."""
    below = [s for s in SUIT_ORDER[SUIT_ORDER.index(mine) + 1 :] if s is not theirs]
    second = next((s for s in below if t.hand.length(s) >= 4), None)
    if second is None or t.cheapest(second).level != 2:
        return None
    return when(
        t, t.cheapest(second), "Reopening with a second suit: too long in theirs to "
        "double, a four-card suit below mine at the two level is no reverse.",
        length(t, mine, 5), length(t, second, 4),
    )  # fmt: skip


def reopening(t: Table) -> Advice | None:
    """I opened, they overcalled, partner passed and it came back: short in their suit,
    double (partner may be waiting to pass it for penalty); rebid a six-card suit; jump
    in notrump with 18-19 balanced; double any hand of 18+; pass with length in their
    suit."""
    if not t.i_opened or len(t.my_bids) != 1 or t.partner_bids or len(t.their_bids) != 1:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or t.last_bid != t.their_bids[0]:
        return None
    if t.partner_last is None or t.partner_last.kind is not CallKind.PASS:
        return None  # partner acted: not a reopening
    mine, theirs = suit_of(t.my_bids[0]), suit_of(t.their_bids[0])
    if mine is None or theirs is None:
        return None
    if t.their_bids[0].level >= 4:
        return when(t, PASS, "Their overcall is at game level: no reopening without a "
                    "strong hand of one's own.", hcp(t, 0, 17))  # fmt: skip
    low = t.their_bids[0].level <= 2  # negative doubles reach 2S; higher, partner bids
    return (
        (low and when(
            t, DOUBLE, "A reopening double: two or fewer cards in their suit, so partner "
            "may be waiting to pass it for penalty.", short(t, theirs, 2),
            length(t, mine, 0, 5)))
        or when(t, t.cheapest(mine), "Rebidding a six-card suit.", length(t, mine, 6))
        or _second_suit_below(t, mine, theirs)
        or when(t, t.jump("NT"), "A jump in notrump: 18-19 balanced, their suit stopped.",
                hcp(t, 18, 19), balanced(t), stopper(t, theirs))
        or when(t, DOUBLE, "Too strong to let them play it: double.", hcp(t, 18))
        or when(t, PASS, "Length in their suit or nothing more to say: pass.")
    )  # fmt: skip


def answering_double(t: Table) -> Advice | None:
    """Partner doubled their suit bid (takeout, negative, responsive or reopening) and
    the next opponent passed: bid the best unbid suit (a four-card major first, a jump
    with 16+ after a negative double), notrump with their suit stopped, pass for
    penalty only with five strong trumps of theirs."""
    partner = t.partner_last
    if partner is None or partner.kind is not CallKind.DOUBLE or t.rho is None:
        return None
    if t.rho.is_bid and t.i_opened and len(t.my_bids) == 1 and suit_of(t.rho) in t.their_suits:
        doubled = t.place.calls[-3]
        if doubled.is_bid and suit_of(doubled) is None:
            return None  # a double of their notrump is for penalty, never negative
        return _after_their_raise(t)
    if t.rho.kind is not CallKind.PASS or t.last_bid is None or not t.their_bids:
        return None
    theirs = suit_of(t.last_bid)
    if theirs is None or t.last_bid is not t.their_bids[-1] or t.last_bid.level >= 4:
        return None
    if not t.my_bids:
        # advancing a double is its own situation; answering opener's reopening double
        # after passing is this one
        return _answering_reopening(t, theirs) if t.partner_opened else None
    unbid = [s for s in SUIT_ORDER if s not in t.their_suits and s not in t.my_suits]
    majors = [s for s in unbid if s in MAJORS and t.hand.length(s) >= 4]
    best = majors[0] if majors else max(unbid or SUIT_ORDER, key=t.hand.length)
    mine = t.my_suits[0] if t.my_suits else best
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(theirs))
    return (
        converting(when(t, PASS, "A penalty pass: five strong cards in their suit.",
             length(t, theirs, 5), Check(f"{theirs.name_plural} honours", "3+", str(top),
                                         top >= 3)))
        or (majors and when(t, t.jump(best), "Answering partner's double with a jump: 16+ "
                            "and four cards in the suit.", length(t, best, 4), hcp(t, 16)))
        or (majors and when(t, t.cheapest(best), "Answering partner's double in a four-card "
                            "major.", length(t, best, 4)))
        or when(t, t.cheapest("NT"), "Answering partner's double in notrump: their suit "
                "stopped.", stopper(t, theirs), balanced(t))
        # Bergen: opener "may be stuck, and be forced to ... bid a new suit with 3
        # cards"; Cohen: on the three level "extras are needed": a minimum prefers a
        # three-card major at the two level to his own suit at the three
        or (t.cheapest(mine).level == 3 and majors == [] and _three_card_major_at_two(t, unbid))
        or when(t, t.cheapest(mine), "Answering partner's double: rebidding my suit.",
                length(t, mine, 5))
        or when(t, t.cheapest(best), "Answering partner's double in my best suit.",
                length(t, best, 3))
    )  # fmt: skip


def _three_card_major_at_two(t: Table, unbid: list[Suit]) -> Advice | None:
    """A three-card unbid major at the two level, with a minimum (12-15 HCP)."""
    major = next(
        (s for s in unbid if s in MAJORS and t.hand.length(s) == 3 and t.cheapest(s).level == 2),
        None,
    )
    if major is None:
        return None
    return when(
        t, t.cheapest(major), "Answering partner's double at the two level: a three-card "
        "major his double asks for, since my own suit at the three level would show extras.",
        length(t, major, 3), hcp(t, 12, 15),
    )  # fmt: skip


def _after_their_raise(t: Table) -> Advice | None:
    """I opened, partner made a negative double and they raised (or rebid) their suit:
    the double no longer forces. Compete in a four-card unbid major partner's double
    shows (a fit) at the two level, at the three level with extras (15+ support points:
    Cohen, "After partner's negative double"); with extras (16+), a five-card suit
    of mine, or double again; a minimum passes."""
    theirs = suit_of(t.rho)
    mine = t.my_suits[0] if t.my_suits else None
    if theirs is None or mine is None:
        return None
    majors = [m for m in MAJORS if m not in t.their_suits and m != mine
              and t.hand.length(m) >= 4]  # fmt: skip
    fit = majors[0] if majors else None
    return (
        (fit and t.cheapest(fit).level == 2 and when(
            t, t.cheapest(fit), "Competing in the major partner's negative double shows: "
            "four cards make a fit.", length(t, fit, 4)))
        # Larry Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed"
        or (fit and t.cheapest(fit).level == 3 and when(
            t, t.cheapest(fit), "Competing at the three level in the major partner's "
            "negative double shows: a fit and extras (15+ support points).",
            length(t, fit, 4), points(t, 15, None, fit)))
        or (t.cheapest(mine).level <= 3 and when(
            t, t.cheapest(mine), "Extras after their raise: 16+ and a five-card suit.",
            hcp(t, 16), length(t, mine, 5)))
        or when(t, DOUBLE, "Extras after their raise: 16+ and nothing to bid, double again.",
                hcp(t, 16), short(t, theirs, 2))
        or when(t, PASS, "Their raise frees me: a minimum passes.")
    )  # fmt: skip


def _answering_reopening(t: Table, theirs: Suit) -> Advice | None:
    """I passed over their overcall and partner, the opener, doubled again: a takeout
    double from a good hand. Game in a six-card major when it must be bid at the three
    level; else the longest unbid suit, a four-card major first; pass for penalty with
    four trumps of theirs and two honours; else back to partner's suit."""
    opened = t.partner_suits[0] if t.partner_suits else None
    unbid = [s for s in SUIT_ORDER if s not in t.their_suits and s != opened]
    majors = [s for s in unbid if s in MAJORS and t.hand.length(s) >= 4]
    best = majors[0] if majors else max(unbid or SUIT_ORDER, key=t.hand.length)
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(theirs))
    if best in MAJORS and t.cheapest(best).level == 3:
        game = when(
            t,
            bid(4, best),
            "Game in a six-card major: partner's double at the three level shows a strong opening.",
            length(t, best, 6),
            hcp(t, 5),
        )
        if game is not None:
            return game
    return (
        converting(when(
            t, PASS, "A penalty pass: four of their trumps with two honours.",
            length(t, theirs, 4), Check(f"{theirs.name_plural} honours", "2+", str(top),
                                        top >= 2)))
        or when(t, t.cheapest(best), "Answering partner's reopening double in my longest "
                "unbid suit.", length(t, best, 4))
        or (when(t, t.cheapest(opened), "Back to partner's suit: nothing better to bid.",
                 length(t, opened, 2)) if opened is not None else None)
    )  # fmt: skip


def responder_forces(t: Table) -> bool:
    """A new suit by an unpassed responder, the opponents silent, below game, is forcing
    for one round (SAYC booklet); so is a jump shift by either partner (opener's 19-21,
    responder's 17+: forcing to game)."""
    partner = t.partner_last
    if partner is None or not partner.is_bid or t.their_bids:
        return False
    if _jump_shift(t, partner):
        return True
    if not t.i_opened:
        return False
    suit = suit_of(partner)
    if suit is None or suit in t.my_suits or t.partner_suits.count(suit) > 1:
        return False
    if written_limit(t, len(t.place.calls) - 2):
        return False  # the system writes it to play or inviting (principles_forcing)
    passed = any(c.kind is CallKind.PASS for c in t.partner_calls[:-1])
    return not passed and partner.level <= 3


def _jump_shift(t: Table, partner: Call) -> bool:
    """Partner's last bid named a suit our side had not bid, one level higher than it
    could have been bid, below game."""
    suit = suit_of(partner)
    if suit is None or suit in t.my_suits or t.partner_suits.count(suit) > 1:
        return False
    if partner.level >= GAME_LEVEL[suit]:
        return False
    calls = t.place.calls
    at = max(i for i in range(len(calls)) if calls[i] is partner)
    before = next((c for c in reversed(calls[:at]) if c.is_bid), None)
    if before is None or before.strain is None or partner.strain is None:
        return False  # an opening bid, not a shift
    cheapest = before.level if partner.strain.rank > before.strain.rank else before.level + 1
    return partner.level > cheapest
