"""The overcalling side after a suit overcall, as the teachers state it (issue 33).

Advancing a takeout double is library/principles_advancing.py; the written SAYC rules
(library/systems/sayc.md, "Advancing an Overcall", "Weak Jump Overcalls and Advancing
Other Overcalls") decide first wherever they are written. These principles cover the
auctions the written text leaves out (a two-level overcall, 1C-1D, an opponent's bid
over the overcall, the second round).

- **Support first, by support points.** "Raising partner is the first priority ... 1.
  Make a simple raise with 6 to 10 support points ... 2. With 11-plus support points,
  cuebid the suit the opponent opened. 3. With 4 to 6 support points and four or more
  trumps, make a preemptive jump raise" (the ACBL's teaching page "Overcalls - part 2",
  acbl.org); "don't bid 1NT. It's more important to show partner your support" (same
  page); "With three cards and 6-9'ish points, raise partner to two ... With four cards
  and only 4-8'ish points, jump raise to three ... With a good hand (10+ points) and a
  fit, cue bid the opponent's suit" (Joan Butts, "Advancer's Role"). The lines are the
  system's own written advances (cuebid 10+ support points, jump 0-8 HCP), which Butts,
  Todd ("10-11 points = Limit Raise") and teachbridge.com ("with 6-9 points, raise
  partner's overcall one level only. With 10 OR MORE points", cuebid) share. With a weak
  hand the level follows the trumps: "With an 8-card fit we try to compete to the
  2-level, with a 9-card fit ... the 3-level ... Pass with 3-card support and a weak
  hand" (Robert Todd, "Advancing Partner's Overcall with a Fit", advinbridge.com). So
  the advancer with three or more trumps (partner's overcall shows five) cuebids
  opener's suit with 10+ support points, jumps to the level of nine trumps with four
  trumps and 0-8 HCP, raises once with 6-9 support points, and passes a weak hand with
  three; ten trumps are the law's (principles_fit.raising_by_the_law). Over their bid
  the law sets the level (the written textbook's competitive raises), so these lines are
  read when RHO passed. Over a minor overcall a five-card major is named first: "When
  partner overcalls a minor and you have support ... but you also have a decent 5-card
  major, you should MENTION your major rather than simply raising partner. Majors are
  cheaper games and partner can retreat to the minor" (La Jolla unit's teaching points,
  "Overcalls: majors and minors").
- **Too strong for a new suit, the cuebid first.** The advancer's new suit is "a bid of
  a new suit showing the same kind hand used for an overcall ... non-forcing", the
  cuebid the forcing advance: "With a weaker five-card suit and a strong hand, advancer
  will cuebid ... and then correct back to advancer's own" (the Vineyard Gazette's
  column); "In rare cases you may cue bid without a fit if you have such a good hand
  you simply want to find the best spot" (Mark Blumenthal, "Bridge Tip #18"); the
  system's own text: "the cuebid of opener's suit is the only forcing advance". So with
  no fit and 17+ HCP (above an overcall's 8-16), unless balanced with their suit held
  (notrump by the points), the advancer cuebids.
- **The overcaller answers the cuebid by strength.** "After a cuebid ... you have to
  tell partner how strong you are" (ACBL, "Overcalls - part 2"); "If we overcalled with
  a less-than-opening hand (7 to a ratty 11-ish), we rebid 'our' suit at the cheapest
  possible level. With 12-14 pts ... we jump one level ... invitational over what could
  be the cuebidder's just 10 pts. With 15-17 pts, we go to game" (Marti Ronemus,
  Vu-Bridge, "Expert" lesson of 31 August 2018). The cuebid promised three trumps, so
  the fit is known: a minimum rebids the suit, 12-14 jumps in it, 15+ bids game (a
  major's four; over a minor overcall 3NT with their suit stopped). When their bid
  takes away the forcing cuebid's obligation, the minimum passes.
- **The cuebidder after the overcaller's answer.** "If the overcaller makes a minimum
  rebid, the cue-bidder may pass with 9-11 pts, raise with 12-14 pts, and bid game with
  more" (Joan Butts, "Cue Raises of Overcalls"); over the overcaller's invitational jump
  (12-14) the game needs 25 between the hands, so the cuebidder accepts with 12+ and
  passes with the bare limit raise (10-11).

- **The overcaller raises the advancer's major by strength.** "2S 4-card ... 7 to bad
  12 points (sub-min or min overcall); 3S 4-card ... good 12-14 points (sound overcall);
  4S 4-card, 15-17 points (strong overcall)" (Robert Todd, "Raising Advancer's Suit",
  advinbridge.com). Counted in support points with four trumps, after RHO's pass; over
  a two-level advance the jump would be game, so 12-14 raise once.
- **A notrump advance is balanced and holds their suit.** "1NT with 8-10 high-card
  points and at least one stopper in opener's suit. 2NT with 11-14 HCP ... 3NT with
  15+" (the Vineyard Gazette's bridge column on the advancer); "Bids of one and two
  notrump by advancer ... should show one, preferably two, stoppers in the opponent's
  suit and balanced hands. One notrump should show a simple 8-11 points; two notrump
  should be invitational with 12-14 points" (The Intelligencer, "Overcalls part three").
  So the advancer's notrump asks a balanced hand (principles_defence, and the game
  values' 2NT and 3NT in principles_competition), and the
  overcaller facing it, their suit held by partner, bids 3NT with 26 points between the
  hands (his range's middle) and invites over 1NT with 24-25.
- **Passing the misfit; competing by the trumps.** "Pass ... is always an option and
  advancer ... should be happy to pass with most hands in the 6-9 point range that have
  no clear fit with partner, no long suit to bid" (The Intelligencer); "Don't compete
  when the opponent is already bidding at level 3 and you have 8 trumps" (S. Khanna's
  notes on Larry Cohen's law). Partner's raise of my overcall counts three trumps, as a
  raise of an opening does (principles_reading.Table.promised): with five the three
  level is theirs, with six it is ours (principles_placing competes by the count).

A user's own rule is never touched: these are situations, read only where no written
rule fits the hand.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, points, stopper, when
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "ADVANCE_GAME",
    "ADVANCE_INVITE",
    "CUEBID_RAISE",
    "GAME_AFTER_CUEBID",
    "INVITE_AFTER_CUEBID",
    "OVERCALL_ADVANCES",
    "RAISE",
    "STRONG_ADVANCE",
    "answering_the_cuebid",
    "cuebidder_again",
    "facing_notrump_advance",
    "raise_for",
    "raising_the_advance",
    "raising_the_overcall",
    "strong_without_fit",
]

# The system's own written advances (sayc.md: the cuebid "10+ support points", the raise
# "6-10 support points", the jump "0-8 HCP, 4" trumps) with Joan Butts's "With a good
# hand (10+ points) and a fit, cue bid", "three cards and 6-9'ish points, raise", "four
# cards and only 4-8'ish points, jump raise" and Todd's "10-11 points = Limit Raise"; the
# ACBL page draws the same lines a point apart (11+, 6-10, 4-6).
CUEBID_RAISE = 10
RAISE = (6, 9)
WEAK_JUMP_HIGH = 8
# Raising advancer's major with four (Todd, "Raising Advancer's Suit": "2S 4-card ... 7 to
# bad 12 points", "3S ... good 12-14 points", "4S ... 15-17 points")
ADVANCE_INVITE = 12
ADVANCE_GAME = 15
# Above the new suit's "same kind hand used for an overcall" (8-16): the cuebid first
STRONG_ADVANCE = 17
INVITE_AFTER_CUEBID = 12  # "With 12-14 pts ... we jump one level"; Butts "raise with 12-14"
GAME_AFTER_CUEBID = 15  # "With 15-17 pts, we go to game"; Butts "bid game with more"
_OVERCALL_SHOWS = 5  # a simple overcall promises five cards


def raise_for(high_cards: int, support: int, trumps: int) -> str:
    """The advance the teachers give a hand with three or more trumps: "cuebid" (10+
    support points), "jump" (nine or more trumps together and at most 8 HCP), "raise"
    (6-9 support points) or "pass" (a weak hand with eight); a weak hand with ten or
    more trumps is the law's ("law": the law of total tricks, principles_fit, decides)."""
    if support >= CUEBID_RAISE:
        return "cuebid"
    if trumps >= 10:
        return "law"
    if trumps >= 9 and high_cards <= WEAK_JUMP_HIGH:
        return "jump"
    if support >= RAISE[0]:
        return "raise"
    return "pass"


def _simple_overcall(t: Table) -> Suit | None:
    """Their opening, partner's one action a natural suit bid showing an overcall's
    strength (not a weak jump), and I have only passed: partner's suit, else None."""
    if not t.they_opened or t.opening is None:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or not acted[0].is_bid or len(t.partner_suits) != 1:
        return None
    suit = suit_of(acted[0])
    if suit is None or suit is not t.partner_suits[0] or t.partner_shown.low < 7:
        return None
    return suit


def _opener_suit(t: Table) -> Suit | None:
    return suit_of(t.opening[1]) if t.opening is not None else None


def raising_the_overcall(t: Table) -> Advice | None:
    """Partner's simple overcall, my first call, three or more trumps: cuebid, raise,
    jump or pass by the support points and the trumps held together."""
    partner = _simple_overcall(t)
    theirs = _opener_suit(t)
    if partner is None or theirs is None or t.hand.length(partner) < 3:
        return None
    trumps = t.hand.length(partner) + _OVERCALL_SHOWS
    support = t.hand.support_points(partner)
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None  # over their bid the law of total tricks sets the level (FIT)
    kind = raise_for(t.hand.hcp, support, trumps)
    cheapest = t.cheapest(partner)
    major = _major_first(t, partner)
    if major is not None:
        return major
    if kind == "cuebid":
        cue = t.cheapest(theirs)
        if cue.level > 3 or not bid(GAME_LEVEL[partner], partner).outranks(cue):
            return None  # no room for the cuebid below partner's game
        return when(
            t, cue, f"Support for partner's overcall and {support} support points: the "
            "cuebid of opener's suit, a limit raise or better (10+).",
            length(t, partner, 3), points(t, CUEBID_RAISE, None, partner),
        )  # fmt: skip
    together = Check("trumps together", f"{trumps}", str(trumps), True)
    if kind == "raise":
        if cheapest.level > max(2, trumps - 6):
            return None  # their bid took the room: the law, or a pass, decides
        return when(
            t, cheapest, f"A simple raise of partner's overcall: {support} support points "
            "(6-9) and support.",
            length(t, partner, 3), points(t, *RAISE, partner), together,
        )  # fmt: skip
    if kind == "jump":
        level = min(trumps - 6, 3)
        if level < cheapest.level:
            return None
        return when(
            t, bid(level, partner), f"A preemptive raise: {trumps} trumps together and a "
            f"weak hand, so the {level} level by the law of total tricks.",
            length(t, partner, 4), hcp(t, 0, WEAK_JUMP_HIGH), together,
        )  # fmt: skip
    if kind == "pass":
        return when(
            t, PASS, f"Three trumps and a weak hand ({support} support points): pass; "
            "partner's overcall may be light and the raise would promise values.",
            length(t, partner, 3, 3), points(t, 0, RAISE[0] - 1, partner),
        )  # fmt: skip
    return None


def strong_without_fit(t: Table) -> Advice | None:
    """Partner's simple overcall, my first call, fewer than three trumps and 17+ HCP: too
    strong for the non-forcing new suit (an overcall's kind of hand, 8-16) or a notrump
    the hand cannot bid (not balanced, or their suit open), so the cuebid, the one
    forcing advance, comes first."""
    partner = _simple_overcall(t)
    theirs = _opener_suit(t)
    if partner is None or theirs is None or t.hand.length(partner) >= 3:
        return None
    if t.hand.balanced and all(t.hand.stopper(s) for s in t.their_suits):
        return None  # notrump by the points (principles_competition)
    cue = t.cheapest(theirs)
    if cue.level > 3:
        return None
    return when(
        t, cue, "Too strong for a non-forcing advance and no fit: the cuebid, the only "
        "forcing advance, before the hand's own suit.", hcp(t, STRONG_ADVANCE),
        length(t, partner, 0, 2),
    )  # fmt: skip


def _major_first(t: Table, partner: Suit) -> Advice | None:
    """Over partner's minor overcall a five-card major of my own, biddable at the one or
    two level, is named before the minor is raised."""
    if partner in MAJORS:
        return None
    for major in MAJORS:
        if major in t.their_suits or t.hand.length(major) < 5:
            continue
        call = t.cheapest(major)
        if call.level > 2:
            continue
        advice = when(
            t, call, "Over partner's minor overcall a five-card major is named before the "
            "raise: a major game is cheaper, and partner can go back to his minor.",
            length(t, major, 5), hcp(t, 8, 16),
        )  # fmt: skip
        if advice is not None:
            return advice
    return None


def _cuebid_raise(t: Table) -> tuple[Suit, Call] | None:
    """I overcalled a suit, partner's first bid is a cuebid of their opening suit (so
    he supports mine): my suit and his cuebid, else None."""
    if not t.they_opened or t.opening is None or len(t.my_bids) != 1:
        return None
    mine = suit_of(t.my_bids[0])
    theirs = _opener_suit(t)
    if mine is None or theirs is None or t.my_suits != [mine] or len(t.partner_bids) != 1:
        return None
    cue = t.partner_bids[0]
    if suit_of(cue) is not theirs or t.partner_suits:
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if acted != [cue] or any(c.kind is not CallKind.PASS for c in t.my_calls[1:]):
        return None
    return mine, cue


def answering_the_cuebid(t: Table) -> Advice | None:
    """Partner cuebid opener's suit over my overcall, a limit raise or better: a
    minimum rebids my suit at the cheapest level, 12-14 jumps in it, 15+ bids game."""
    found = _cuebid_raise(t)
    if found is None or t.last_bid is None or t.partner_last is None:
        return None
    mine, cue = found
    if t.partner_last != cue:
        return None
    theirs = t.their_suits
    total = t.hand.hcp
    cheapest = t.cheapest(mine)
    free = t.rho is not None and t.rho.is_bid  # a double of the cuebid still asks
    if mine in MAJORS:
        game = bid(4, mine)
        advice = when(
            t, game, f"Partner's cuebid shows support and 10+: with {total} HCP (15+) "
            "the overcall bids game.", hcp(t, GAME_AFTER_CUEBID),
        )  # fmt: skip
    else:
        game = bid(3, "NT")
        advice = when(
            t, game, f"Partner's cuebid shows support and 10+: with {total} HCP (15+) "
            "and their suit stopped, nine tricks in notrump.",
            hcp(t, GAME_AFTER_CUEBID), *(stopper(t, s) for s in theirs),
        )  # fmt: skip
    if advice is not None:
        return advice
    jump = t.jump(mine)
    if jump.level <= 3 and total < GAME_AFTER_CUEBID:
        advice = when(
            t, jump, f"Partner's cuebid shows support and 10+: {total} HCP (12-14), so a "
            "jump in my suit invites game.", hcp(t, INVITE_AFTER_CUEBID, GAME_AFTER_CUEBID - 1),
        )  # fmt: skip
        if advice is not None:
            return advice
    if total >= INVITE_AFTER_CUEBID:
        return None
    if free:
        return when(t, PASS, "Their bid relieves a minimum overcall of answering the cuebid: "
                    "pass.")  # fmt: skip
    return when(
        t, cheapest, f"Partner's cuebid asks how strong the overcall is: with {total} "
        "HCP, a minimum, rebid the suit at the cheapest level.",
        hcp(t, 0, INVITE_AFTER_CUEBID - 1),
    )  # fmt: skip


def cuebidder_again(t: Table) -> Advice | None:
    """I cuebid partner's overcall and he rebid his suit: after the cheapest rebid pass
    with 10-11, raise to three with 12-14, bid game with 15+; after his jump (12-14)
    accept with 12+."""
    partner = _partners_rebid(t)
    if partner is None:
        return None
    suit, jumped = partner
    if t.rho is None or t.rho.kind is not CallKind.PASS or t.last_bid != t.partner_last:
        return None
    support = t.hand.support_points(suit)
    game = bid(GAME_LEVEL[suit], suit) if suit in MAJORS else bid(3, "NT")
    stopped = [stopper(t, s) for s in t.their_suits] if suit not in MAJORS else []
    if jumped:
        return when(
            t, game, f"Partner's jump shows 12-14: with {support} support points "
            "(12+) the game is there.", points(t, INVITE_AFTER_CUEBID, None, suit), *stopped,
        ) or when(
            t, PASS, f"Partner's jump invites with 12-14; {support} support points, the "
            "bare limit raise, decline.", points(t, 0, INVITE_AFTER_CUEBID - 1, suit),
        )  # fmt: skip
    advice = when(
        t, game, f"Partner's minimum rebid and {support} support points (15+): game.",
        points(t, GAME_AFTER_CUEBID, None, suit), *stopped,
    )  # fmt: skip
    if advice is None and t.cheapest(suit).level <= 3:
        advice = when(
            t, t.cheapest(suit), f"Partner's minimum rebid and {support} support points "
            "(12-14): raise, inviting game.",
            points(t, INVITE_AFTER_CUEBID, GAME_AFTER_CUEBID - 1, suit),
        )  # fmt: skip
    return advice or when(
        t, PASS, f"Partner's minimum rebid and {support} support points, the limit raise "
        "only (11 or fewer): pass.", points(t, 0, INVITE_AFTER_CUEBID - 1, suit),
    )  # fmt: skip


def _partners_rebid(t: Table) -> tuple[Suit, bool] | None:
    """Partner overcalled a suit, my one bid was a cuebid of opener's suit, partner's
    second bid rebids his suit below game: his suit and whether he jumped."""
    if not t.they_opened or t.opening is None or len(t.my_bids) != 1:
        return None
    theirs = _opener_suit(t)
    cue = t.my_bids[0]
    if theirs is None or suit_of(cue) is not theirs or t.my_suits:
        return None
    if len(t.partner_bids) != 2 or len(t.partner_suits) != 1:
        return None
    first, second = t.partner_bids
    suit = suit_of(first)
    if suit is None or suit_of(second) is not suit or t.hand.length(suit) < 3:
        return None
    if second.level >= GAME_LEVEL[suit]:
        return None
    return suit, _jumped(t, len(t.place.calls) - 2)


def _jumped(t: Table, index: int) -> bool:
    """The bid at ``index`` skipped a level: above the cheapest bid of its strain then."""
    call = t.place.calls[index]
    before = next((c for c in reversed(t.place.calls[:index]) if c.is_bid), None)
    if before is None or call.strain is None:
        return False
    cheapest = next(level for level in range(1, 8)
                    if Call(CallKind.BID, level, call.strain).outranks(before))  # fmt: skip
    return call.level > cheapest


def facing_notrump_advance(t: Table) -> Advice | None:
    """I overcalled a suit and partner's one bid is a natural notrump advance, which
    shows their suit stopped: game in notrump by the points between the hands (26 with
    the middle of his range), after 1NT an invitation with 24-25."""
    if not t.they_opened or t.opening is None or len(t.my_bids) != 1 or len(t.my_suits) != 1:
        return None
    if len(t.partner_bids) != 1 or t.partner_last != t.partner_bids[0]:
        return None
    advance = t.partner_bids[0]
    if suit_of(advance) is not None or advance.level > 2 or t.last_bid != advance:
        return None
    if [c for c in t.partner_calls if c.kind is not CallKind.PASS] != [advance]:
        return None
    shown = t.partner_shown
    middle = (shown.low + (shown.high if shown.high is not None else shown.low + 2)) // 2
    total = t.hand.hcp + middle
    enough = Check("points between the hands", "26+", str(total), total >= 26)
    shape = Check("shortest suit", "doubleton or longer", str(min(t.hand.pattern)),
                  min(t.hand.pattern) >= 2)  # fmt: skip
    advice = when(
        t, bid(3, "NT"), f"Partner's notrump advance holds their suit: {total} points between "
        "the hands (his range's middle), game in notrump.", enough, shape,
    )  # fmt: skip
    if advice is not None or advance.level != 1:
        return advice
    invite = Check("points between the hands", "24-25", str(total), total in (24, 25))
    return when(
        t, bid(2, "NT"), f"Partner's 1NT advance holds their suit: {total} points between the "
        "hands, an invitation.", invite, shape,
    )  # fmt: skip


def raising_the_advance(t: Table) -> Advice | None:
    """I overcalled, partner's one bid is a new major of his own (not forcing, 8-12) and
    RHO passed: with four cards raise by the support points, once with 7-11, a jump
    with 12-14 (below game; over a two-level advance the single raise invites), game
    with 15+."""
    if not t.they_opened or t.opening is None or len(t.my_bids) != 1 or len(t.my_suits) != 1:
        return None
    if len(t.partner_bids) != 1 or t.partner_last != t.partner_bids[0]:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    suit = suit_of(t.partner_bids[0])
    if suit is None or suit not in MAJORS or t.partner_suits != [suit] or suit in t.my_suits:
        return None
    if [c for c in t.partner_calls if c.kind is not CallKind.PASS] != t.partner_bids:
        return None
    if _jumped(t, len(t.place.calls) - 2):
        return None  # a jump advance is no "8-12": the system reads it, or placing does
    support = t.hand.support_points(suit)
    cheapest, game = t.cheapest(suit), bid(4, suit)
    four = length(t, suit, 4)
    advice = when(
        t, game, f"Four cards in partner's major and {support} support points (15+), a "
        "strong overcall: game.", four, points(t, ADVANCE_GAME, None, suit),
    )  # fmt: skip
    jump = t.jump(suit)
    if advice is None and jump.level <= 3:
        advice = when(
            t, jump, f"Four cards in partner's major and {support} support points (12-14), "
            "a sound overcall: a jump raise invites game.", four,
            points(t, ADVANCE_INVITE, ADVANCE_GAME - 1, suit),
        )  # fmt: skip
    if advice is not None or cheapest.level > 3:
        return advice
    return when(
        t, cheapest, f"Four cards in partner's major and {support} support points: raise "
        "once (a jump would show 12-14).", four, points(t, 7, ADVANCE_GAME - 1, suit),
    )  # fmt: skip


# Read before the fit and competing principles: each says None outside its auction.
OVERCALL_ADVANCES: tuple[Callable[[Table], Advice | None], ...] = (
    answering_the_cuebid,
    cuebidder_again,
    facing_notrump_advance,
    raising_the_advance,
    raising_the_overcall,
    strong_without_fit,
)
