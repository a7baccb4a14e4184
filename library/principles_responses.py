"""General principles for responder's first call to partner's opening (SAYC booklet).

Over a one-level suit opening: pass 0-5; raise a major by support points (6-10 to two,
10-12 to three, game with 13+ or weak with five trumps and shortness); a four-card major
at the one level (hearts first with four of each); a jump shift with 19+; a new suit at
the two level with 10+; notrump by strength (1NT 6-10; over a minor 2NT 13-15, 3NT
16-17, with both majors stopped as sayc.md writes them: without a stopper the hand
temporizes in a new suit, a three-card minor if need be, rather than a non-forcing jump
without inverted raises, as Frank Stewart's Vu-Bridge quiz 56 answers, "Do you know your
system?"; 0.23.0, h53d); and with 13+ never a pass (its forcing new suit a minor of
three cards rather than a major of three, 0.23.0). After an overcall: raises, a negative
double of the unbid major, new suits (10+ at two), notrump with their suit stopped and
no singleton or void, a cuebid with 13+, the cuebid raise of a major with 11+ support
points (the booklet's "a cuebid of the overcaller's suit is a limit raise or better"),
the preemptive jump raise of a major with four trumps and 5-9 support points ("a jump
raise in competition is preemptive"; "3S = four-card weak raise", playbetterbridge), and
the negative double only with the suits it promises (four cards in every unbid major at
the one level, in one of them at the two level, both minors when no major is unbid: the
library's negative doubles, bridgemedley, Lawrence, Cohen; with 8+ and no other sound
call, three cards in each and Cohen's backup plan, but never over their 1D, where the
double shows both majors); without them and without another sound call the hand passes,
and opener, who will bid again, reopens.
Over their 1D a hand with one four-card major bids it (the double would show both).
Notrump over the overcall takes the system's own written range (SAYC: 1NT 8-10, 2NT
11-12, 3NT 13-15, with their suit stopped), the one-level 1NT higher than without the
overcall since opener will bid again: "once an overcall has been made, partner will have
the opportunity to bid again anyway, so we can pass on a poor hand with 6 points"
(howtoplaybridge.co.uk, "Can you make a 1NT response after a suit overcall?"); Robson:
"a balanced(ish) 6-9 point hand (usually nearer nine) and, crucially, a stopper in the
overcaller's suit". Where the system writes no range the same ladder is used.
Over 1NT: garbage Stayman (0-7, both majors, short clubs) and crawling Stayman (0-7,
four spades and four or five hearts: 2H over 2D); over 1NT overcalled: a penalty
double, a weak suit to play, forcing majors, notrump. Without Lebensohl a natural 2NT
over their two-level overcall is the 8-9 HCP invitation it is without the overcall,
their suit stopped or not and a four-card major or not (Stayman was taken away): "If they
bid 2C, you just ignore it (so if you bid 2NT after their 2C overcall, you should treat
the auction as if it went 1NT PASS 2NT)" (Larry Cohen, "Lebensohl and transfer
lebensohl"); Lebensohl's relay is "a 2NT invitational bid ... replaced by a conventional
2NT" (Stone Bridge Club, "The Lebensohl Convention"). A suit at the three level is
forcing (the system's 10+), so it is never the weaker hand's invitation. The cuebid of
their suit is Stayman, game forcing ("If the opponents overcall, Stayman and transfers are
off. Bids are natural except for a cue bid, which is game-forcing Stayman": the SAYC
summary at morrisis.com, "Bridge BidBase - SAYC", after the booklet's "Responses and
later bidding after a 1NT opening"), so it needs a four-card unbid major; game values
without one and without shortness bid 3NT, their suit stopped or not (0.27.0, h57a:
before, the cuebid was made without a major).

The cuebid is the limit raise only while it ranks below our game. Over 1S-(2D): "3D is
a limit raise or better with good trump support. ~4D shows slam interest" (bridgetips,
"Cue-Bid Limit Raise (or better)"): the cuebid a level higher is the slam try. Over
their jump to four of a minor (1H-(4C)) the cheapest cuebid is past game, so a raise with
support and the values (11-20 support points) bids game itself, and the cuebid is left
for slam values, 21+ with opener's 12 making 33 (0.27.0, h57h: before, 5C was bid as a
limit raise).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import (
    balanced,
    hcp,
    length,
    longest,
    points,
    stopper,
    when,
    written_rule,
)
from library.principles_defence import long_suit
from library.principles_first_response import crawling_shape
from library.principles_long_suit_values import counts_length, free_bid_values
from library.principles_reading import (
    DOUBLE,
    GAME_LEVEL,
    MAJORS,
    PASS,
    REDOUBLE,
    Advice,
    Table,
    bid,
    suit_of,
)  # fmt: skip
from library.recommend_checks import Check

__all__ = ["responding"]


def responding(t: Table) -> Advice | None:
    """Partner opened and this is responder's first call after the opening."""
    if not t.partner_opened or t.opening is None or len(t.partner_bids) != 1:
        return None
    index, opening = t.opening
    mine = _my_call_indexes(t)
    if any(i > index for i in mine):
        return None
    passed = bool(mine)  # a pass before partner opened: a passed hand
    opened = suit_of(opening)
    rho = t.rho
    if str(opening) == "1NT":
        return _over_1nt(t)
    if opened is None or opening.level > 1:
        return (
            _over_preempt(t, opened)
            if opened is not None and opening.level >= 2 and (str(opening) != "2C")
            else None
        )
    if rho is not None and rho.kind is CallKind.BID:
        theirs = suit_of(rho)
        return _after_overcall(t, opened, theirs) if theirs else _after_their_notrump(t, opened)
    advice = _after_pass(t, opened, passed)
    if rho is not None and rho.kind is CallKind.DOUBLE:
        return when(t, REDOUBLE, "Redouble over their double: 10+ HCP.", hcp(t, 10),
                    length(t, opened, 0, 3)) or advice  # fmt: skip
    return advice


def _my_call_indexes(t: Table) -> list[int]:
    return [i for i in range(len(t.place.calls)) if t.place.by_caller(i)]


def _after_pass(t: Table, opened: Suit, passed: bool) -> Advice | None:
    major = opened in MAJORS
    top = 11 if passed else 40
    majors = sorted((m for m in MAJORS if m != opened and t.hand.length(m) >= 4
                     and t.cheapest(m).level == 1),
                    key=lambda m: (-t.hand.length(m), m is not Suit.H))  # fmt: skip
    two_level = [s for s in SUIT_ORDER if s != opened and t.cheapest(s).level == 2
                 and t.hand.length(s) >= (5 if s is Suit.H else 4)]  # fmt: skip
    jump_suit = long_suit(t, 5, {opened})
    raise_length = 3 if major else 4 if opened is Suit.D else 5
    return (
        when(t, PASS, "Too weak to respond: 0-5 HCP.", hcp(t, 0, 5),
             length(t, opened, 0, 4) if major else longest(t, 0, 13))
        or (major and when(t, bid(4, opened), "A weak raise to game: five trumps and "
                           "shortness.", length(t, opened, 5), hcp(t, 0, 9), _shortness(t)))
        or (jump_suit and not passed and when(
            t, t.jump(jump_suit), "A jump shift: 19+ HCP and a good suit.", hcp(t, 19),
            length(t, jump_suit, 5)))
        or (major and when(t, bid(4, opened), "Game values facing the opening with a fit.",
                           length(t, opened, 3), points(t, 13, None, opened)))
        or (major and when(t, bid(3, opened), "A limit raise: 10-12 support points and a fit.",
                           length(t, opened, 3), points(t, 10, 12, opened)))
        or (majors and (opened is not Suit.C or t.hand.length(Suit.D) <= 4 or t.hand.hcp < 11)
            and when(t, bid(1, majors[0]), "A four-card major at the one level.",
                     length(t, majors[0], 4), hcp(t, 6, top)))
        or when(t, bid(2, opened), "A single raise: 6-10 points and support.",
                length(t, opened, raise_length), points(t, 6, 10, opened))
        or (not major and when(t, bid(1, "D"), "A new suit at the one level: four diamonds.",
                               length(t, Suit.D, 4), hcp(t, 6, top)))
        or (not major and when(t, bid(3, opened), "A limit raise of the minor: 11-12.",
                               length(t, opened, raise_length), hcp(t, 11, 12)))
        or (not major and not passed and when(
            t, bid(2, "NT"), "2NT over a minor: 13-15 balanced, the majors stopped.",
            hcp(t, 13, 15), balanced(t), stopper(t, Suit.S), stopper(t, Suit.H)))
        or (not major and not passed and when(
            t, bid(3, "NT"), "3NT over a minor: 16-17 balanced, the majors stopped.",
            hcp(t, 16, 17), balanced(t), stopper(t, Suit.S), stopper(t, Suit.H)))
        or (two_level and when(t, bid(2, two_level[0]), "A new suit at the two level: 10+.",
                               hcp(t, 10, top), length(t, two_level[0], 4)))
        or when(t, bid(1, "NT"), "1NT: 6-10 without a fit or a suit to show at one level.",
                hcp(t, 6, 10))
        or _strong_hand(t, opened)
    )  # fmt: skip


def _shortness(t: Table) -> Check:
    fewest = min(t.hand.pattern)
    return Check("shortness", "0-1", str(fewest), fewest <= 1)


def _strong_hand(t: Table, opened: Suit) -> Advice | None:
    """Values for game facing an opening never pass: the cheapest bid in the longest
    other suit (forcing; of three-card suits a minor, never a major partner would raise
    with four), or notrump with nothing else to bid."""
    others = [s for s in SUIT_ORDER if s != opened]
    suit = max(others, key=lambda s: (t.hand.length(s), t.hand.length(s) >= 4 or s not in MAJORS,
                                      -t.cheapest(s).level))  # fmt: skip
    return when(
        t,
        t.cheapest(suit),
        "A new suit is forcing: the hand has values to bid.",
        hcp(t, 6),
        length(t, suit, 3),
    ) or when(t, t.cheapest("NT"), "Notrump: values and no suit to show.", hcp(t, 6))


def _after_their_notrump(t: Table, opened: Suit) -> Advice | None:
    """Their notrump overcall of partner's opening: double for penalty with 10+, raise
    with support, else pass."""
    return (
        when(t, DOUBLE, "A penalty double of their notrump: 10+ HCP.", hcp(t, 10))
        or when(t, t.cheapest(opened), "A raise over their notrump: support and 6-9.",
                length(t, opened, 3 if opened in MAJORS else 5), hcp(t, 6, 9))
        or when(t, PASS, "Nothing sound to bid over their notrump.")
    )  # fmt: skip


def _after_overcall(t: Table, opened: Suit, theirs: Suit) -> Advice | None:
    major = opened in MAJORS
    # the booklet's 1D holds four but for 4-4-3-2, 1C may hold three: four diamonds make
    # the eight trumps the law counts (Cohen), clubs want five
    support = 3 if major else 4 if opened is Suit.D else 5
    unbid_majors = [m for m in MAJORS if m not in (opened, theirs)]
    new = long_suit(t, 5, {opened, theirs})
    level = t.last_bid.level if t.last_bid is not None else 1
    promised = _double_promises(t, opened, theirs, level)
    single = [m for m in unbid_majors if t.hand.length(m) >= 4 and t.cheapest(m).level == 1]
    # the cuebid is the limit raise only below our game; past it, it is a slam try (h57h)
    below_game = bid(GAME_LEVEL[opened], opened).outranks(t.cheapest(theirs))
    return (
        when(t, PASS, "Too weak to act over the overcall: 0-5 HCP.", hcp(t, 0, 5))
        or (below_game and when(t, t.cheapest(theirs), "A cuebid: a limit raise or better.",
                                hcp(t, 11), length(t, opened, support)))
        # the booklet's cuebid raise counts support points (10+, a limit raise: a good
        # ten, so eleven here), shortness included, when the fit is a major's
        or (major and below_game and when(
            t, t.cheapest(theirs), "A cuebid: a limit raise or better, 11+ support "
            "points.", length(t, opened, support), points(t, 11, None, opened)))
        # the booklet: "a jump raise in competition is preemptive": four trumps, 5-9
        or (major and t.jump(opened).level <= 3 and when(
            t, t.jump(opened), "A preemptive jump raise over the overcall: four trumps and "
            "5-9 support points.", length(t, opened, 4), points(t, 5, 9, opened)))
        or when(t, t.cheapest(opened), "A raise over the overcall: support and 6-10.",
                length(t, opened, support), points(t, 6, 10, opened))
        # shortness lifts the support points past 10 while the HCP stay short of the
        # cuebid's 11: still a raise, never a pass with the fit
        or when(t, t.cheapest(opened), "A raise over the overcall: support, and short of "
                "the cuebid's 11 HCP.", length(t, opened, support), hcp(t, 6, 10))
        # their jump took the room: the raise is game itself, and a cuebid past game
        # would be a slam try (slam values, 21+ opposite an opening), not a limit raise
        or (not below_game and t.cheapest(opened).level == GAME_LEVEL[opened] and when(
            t, t.cheapest(opened), "Game over their jump: support and the values; a cuebid "
            "past game would be a slam try.", length(t, opened, support),
            points(t, 11, SLAM_TRY - 1, opened)))
        # the system's written free bids: 6+ at the one level, 10+ at two, 11+ at three
        # a six-card suit counts its length (free_bid_values)
        or (new and when(t, t.cheapest(new), "A new suit over the overcall: five cards, "
                         "6+ at the one level, 10+ at two, 11+ at three (a six-card suit's "
                         "length counted).", length(t, new, 5),
                         free_bid_values(t, new, theirs, {1: 6, 2: 10}.get(
                             t.cheapest(new).level, 11)),
                         despite_written_range=counts_length(t, new, theirs)))
        # the written negative doubles: 6+ HCP at the one level, 8+ at the two, with the
        # suits the double promises (_double_promises)
        or (level <= 2 and promised and when(
            t, DOUBLE, f"A negative double: {_PROMISE_WORDS[len(promised)]}, 6+ HCP at "
            "the one level, 8+ at the two.", *promised, hcp(t, 6 if level == 1 else 8),
            convention="negative_doubles"))
        # with both majors unbid at the one level the double shows both, so a hand with
        # one four-card major bids it, as without the overcall
        or (len(unbid_majors) == 2 and single and when(
            t, t.cheapest(single[0]), "A four-card major at the one level: over their 1D "
            "the double would show both majors.", length(t, single[0], 4), hcp(t, 6)))
        or when(t, t.cheapest("NT"), "Notrump over the overcall: their suit stopped, by "
                "strength.", stopper(t, theirs), hcp(t, *_nt_range(t, t.cheapest("NT").level)),
                _no_shortness(t))
        or when(t, t.cheapest(theirs), "A cuebid: game values and no clear call.", hcp(t, 13))
        # a card short in the suits it shows with a way out, but over their 1D, where a
        # four-card major or 1NT is bid at the one level, the double shows both majors
        or (level <= 2 and not (level == 1 and len(unbid_majors) == 2)
            and _backup(t, opened, theirs) and when(
            t, DOUBLE, "A negative double with values and no other sound call: three cards "
            "in each suit it shows and a backup plan, opener's suit or a five-card suit.",
            hcp(t, 8), length(t, theirs, 0, 3), convention="negative_doubles"))
        or when(t, PASS, "Nothing sound to bid over the overcall: without the suits a "
                "negative double promises, pass; opener, who will bid again, reopens.")
    )  # fmt: skip


SLAM_TRY = 21  # support points for a slam try opposite an opening: 33 with his 12


def _backup(t: Table, opened: Suit, theirs: Suit) -> bool:
    """A negative double a card short: three or more cards in each suit the double
    shows (the unbid majors, else the unbid minors) and a backup plan should opener bid
    the short one: "In general, the other major(s) is promised. If responder can't
    stand a suit that opener selects, he needs to have a backup plan (often tolerance
    for opener's first suit)" (Larry Cohen, "Negative doubles"), two cards of his major
    or three of his minor, or a five-card suit of the hand's own to bid next."""
    unbid = [s for s in SUIT_ORDER if s not in (opened, theirs)]
    shown = [s for s in unbid if s in MAJORS] or unbid
    tolerance = t.hand.length(opened) >= (2 if opened in MAJORS else 3)
    five = any(t.hand.length(s) >= 5 for s in unbid)
    return all(t.hand.length(s) >= 3 for s in shown) and (tolerance or five)


# What the double promises, by how many checks it asks (the words of the advice).
_PROMISE_WORDS = {1: "four cards in the unbid major", 2: "four cards in each unbid suit"}


def _double_promises(t: Table, opened: Suit, theirs: Suit, level: int) -> tuple[Check, ...]:
    """The lengths a negative double of their overcall promises (the library's negative
    doubles, the ACBL SAYC booklet's "negative doubles through 2S"): at the one level
    four cards in every unbid major ("you must have 2 four card majors to make a
    negative double" after 1C-(1D), bridgemedley; "1d-(1s)-x = ... 4+ hearts"); at
    the two level four cards in one unbid major at least (Bergen: one or both; Mike
    Lawrence, "Double!": 4-3 or even 4-2 in the majors after 1D-(2C)); with no major
    unbid, both minors ("If the opening is 1-of-a-major and they overcall the other
    major, a negative double typically shows both minors", Larry Cohen). Empty when the
    hand lacks them."""
    unbid = [s for s in SUIT_ORDER if s not in (opened, theirs)]
    majors = [m for m in unbid if m in MAJORS]
    if not majors:
        minors = [s for s in unbid if s not in MAJORS]
        checks = tuple(length(t, s, 4) for s in minors)
        return checks if all(c.holds for c in checks) else ()
    if level == 1:
        checks = tuple(length(t, m, 4) for m in majors)
        return checks if all(c.holds for c in checks) else ()
    held = [m for m in majors if t.hand.length(m) >= 4]
    return (length(t, held[0], 4),) if held else ()


def _no_shortness(t: Table) -> Check:
    """Notrump wants no singleton or void: with one the hand bids its suits or passes."""
    fewest = min(t.hand.pattern)
    return Check("shortness", "none", str(fewest), fewest >= 2)


_NT_OVER_OVERCALL = {1: (8, 10), 2: (11, 12), 3: (13, 15)}  # where the system writes none


def _nt_range(t: Table, level: int) -> tuple[int, int | None]:
    """The HCP of notrump at ``level`` over their overcall: the system's written range,
    else the booklet's ladder."""
    rule = written_rule(t.book, t.place, f"{level}n")
    written = None if rule is None else rule.constraints.hcp
    if written is not None:
        return written.low, written.high
    return _NT_OVER_OVERCALL.get(level, (13, 15))


def _garbage_stayman(t: Table) -> Advice | None:
    """A weak hand with four or more cards in each major and at most one club bids 2C
    over partner's 1NT and passes any answer: every answer is a better contract than
    1NT. With four cards in each major, or four spades and five hearts, the weak hand
    bids 2C too and 2H over 2D (crawling Stayman). The written Stayman rule asks for 8+
    HCP, so its floor does not veto this; a user's own 2C here says what 2C means, and
    the principle does not bid it against that meaning."""
    call = bid(2, Suit.C)
    if _users_rule(t, "2c"):
        return None
    checks = (hcp(t, 0, 7), length(t, Suit.S, 4), length(t, Suit.H, 4),
              length(t, Suit.C, 0, 13 if crawling_shape(t.hand) else 1))  # fmt: skip
    if str(t.opening[1] if t.opening else "") != "1NT":
        return None
    return when(t, call, "Garbage Stayman: weak with both majors, passing partner's major "
                "or bidding 2H over 2D.", *checks, convention="stayman_1nt",
                despite_written_range=True)  # fmt: skip


def _users_rule(t: Table, call: str) -> bool:
    """The user wrote his own rule for ``call`` here."""
    return any(
        rule.call == call and rule.module_type == USER_CUSTOM
        for key in t.place.lookup_keys()
        for rule in t.book.continuations(key)
    )


def _over_1nt(t: Table) -> Advice | None:
    """After partner's 1NT: garbage Stayman when they passed; their natural overcall or
    double (else none of this applies)."""
    if t.rho is None or t.rho.kind is CallKind.PASS:
        return _garbage_stayman(t)
    if t.rho.kind is CallKind.DOUBLE:
        suit = long_suit(t, 5)
        return (
            when(t, REDOUBLE, "Redouble: 8+ HCP, the points are ours.", hcp(t, 8))
            or (suit and when(t, t.cheapest(suit), "Run to a five-card suit.", length(t, suit, 5)))
            or when(t, PASS, "Partner's 1NT doubled: nowhere better to play.")
        )  # fmt: skip
    theirs = suit_of(t.rho)
    if theirs is None:
        return None
    suit = long_suit(t, 5, {theirs})
    other_major = any(t.hand.length(m) >= 4 for m in MAJORS if m != theirs)
    two_level = suit is not None and t.cheapest(suit).level == 2
    return (
        when(t, DOUBLE, "A penalty double: four cards in their suit with two honours.",
             hcp(t, 8), length(t, theirs, 4), _honours(t, theirs), longest(t, 0, 4))
        or (suit and two_level and when(t, t.cheapest(suit), "A weak five-card suit, to play.",
                                        hcp(t, 0, 7), length(t, suit, 5)))
        or when(t, PASS, "A weak hand passes partner's 1NT overcalled.", hcp(t, 0, 7))
        or (not other_major and when(
            t, bid(3, "NT"), "Game values with their suit stopped.", hcp(t, 10, 15),
            balanced(t), stopper(t, theirs)))
        or (not other_major and when(
            t, t.cheapest("NT"), "Invitational with their suit stopped.", hcp(t, 8, 9),
            balanced(t), stopper(t, theirs)))
        or (not t.book.plays("lebensohl") and t.cheapest("NT").level == 2 and when(
            t, bid(2, "NT"), "2NT, natural: 8-9 HCP invite game as 1NT-2NT does; the "
            "overcall took Stayman away and without Lebensohl 2NT is the only invitation "
            "left (partner judges their suit).", hcp(t, 8, 9), _no_shortness(t),
            longest(t, 0, 5)))
        or (suit in MAJORS and suit and when(
            t, bid(3, suit), "A forcing five-card major at the three level.", hcp(t, 10),
            length(t, suit, 5)))
        or (other_major and when(t, t.cheapest(theirs), "A cuebid: Stayman, game values "
                                 "and a four-card major.", hcp(t, 10)))
        or (not other_major and when(
            t, bid(3, "NT"), "Game values, no four-card major and no shortness: 3NT, their "
            "suit stopped or not (the cuebid is Stayman, and asks for a major this hand "
            "lacks).", hcp(t, 10, 15), _no_shortness(t)))
        or when(t, t.cheapest(theirs), "A cuebid: game values, forcing.", hcp(t, 10))
        or (suit and when(t, t.cheapest(suit), "Competing in a five-card suit.",
                          length(t, suit, 5)))
        or when(t, PASS, "No sound action over the overcall.")
    )  # fmt: skip


def _honours(t: Table, suit: Suit) -> Check:
    top = sum(1 for rank in "AKQJ" if rank in t.hand.ranks(suit))
    return Check(f"{suit.name_plural} honours", "2+", str(top), top >= 2)


def _over_preempt(t: Table, opened: Suit) -> Advice | None:
    """Partner's preempt: raise to the level of the trumps held together, bid game
    with a fit and 16+, otherwise pass."""
    trumps = t.hand.length(opened) + (6 if t.partner_bids[0].level == 2 else 7)
    level = max(2, min(5 if opened not in MAJORS else 4, trumps - 6))
    return (
        when(t, bid(4 if opened in MAJORS else 5, opened), "Game facing a preempt: a fit and "
             "16+ HCP.", length(t, opened, 2), hcp(t, 16))
        or when(t, bid(level, opened), f"Raising the preempt to the level of the trumps "
                f"({trumps} together).", length(t, opened, 3))
        or when(t, PASS, "Partner's preempt describes his hand: pass.")
    )  # fmt: skip
