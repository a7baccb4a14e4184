"""The overcaller's side after partner's advance, as the teachers state it (issue 33):
the overcaller answers the cuebid raise, the cuebidder's next call, the overcaller raises
the advancer's major, and faces a notrump advance. The advancer's own first call is
library/principles_overcall_advances.py; the written SAYC rules decide first wherever
they are written.

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
  passes with the bare limit raise (10-11). Over a two-level overcall his cheapest rebid
  of a major is three of it, so the raise with 12-14 is the game itself.

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
  So the advancer's notrump asks a balanced hand (principles_advancer, and the game
  values' 2NT and 3NT in principles_competition), and the
  overcaller facing it, their suit held by partner, bids 3NT with 26 points between the
  hands (his range's middle) and invites over 1NT with 24-25.

A user's own rule is never touched: these are situations, read only where no written
rule fits the hand.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, points, stopper, when
from library.principles_game_points import enough_for_game, inviting
from library.principles_overcall_advances import opener_suit
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "ADVANCE_GAME",
    "ADVANCE_INVITE",
    "GAME_AFTER_CUEBID",
    "INVITE_AFTER_CUEBID",
    "OVERCALLER_REBIDS",
    "answering_the_cuebid",
    "cuebidder_again",
    "facing_notrump_advance",
    "raising_the_advance",
]

# Raising advancer's major with four (Todd, "Raising Advancer's Suit": "2S 4-card ... 7 to
# bad 12 points", "3S ... good 12-14 points", "4S ... 15-17 points")
ADVANCE_INVITE = 12
ADVANCE_GAME = 15
INVITE_AFTER_CUEBID = 12  # "With 12-14 pts ... we jump one level"; Butts "raise with 12-14"
GAME_AFTER_CUEBID = 15  # "With 15-17 pts, we go to game"; Butts "bid game with more"


def _cuebid_raise(t: Table) -> tuple[Suit, Call] | None:
    """I overcalled a suit, partner's first bid is a cuebid of their opening suit (so
    he supports mine): my suit and his cuebid, else None."""
    if not t.they_opened or t.opening is None or len(t.my_bids) != 1:
        return None
    mine = suit_of(t.my_bids[0])
    theirs = opener_suit(t)
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
    elif advice is None and suit in MAJORS and t.cheapest(suit) == game:
        # his rebid of a two-level overcall is at the three level: Butts's raise with
        # 12-14 is the game itself, nothing lower is left to invite with
        advice = when(
            t, game, f"Partner's rebid at the three level and {support} support points "
            "(12-14): the raise is game.",
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
    theirs = opener_suit(t)
    cue = t.my_bids[0]
    if theirs is None or suit_of(cue) is not theirs or t.my_suits:
        return None
    if len(t.partner_bids) != 2 or len(set(t.partner_suits)) != 1:
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
    enough = enough_for_game(total)  # 3NT
    shape = Check("shortest suit", "doubleton or longer", str(min(t.hand.pattern)),
                  min(t.hand.pattern) >= 2)  # fmt: skip
    advice = when(
        t, bid(3, "NT"), f"Partner's notrump advance holds their suit: {total} points between "
        "the hands (his range's middle), game in notrump.", enough, shape,
    )  # fmt: skip
    if advice is not None or advance.level != 1:
        return advice
    invite = inviting(total)  # 2NT
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


# Read before the advancer's principles and the fit: each says None outside its auction.
OVERCALLER_REBIDS: tuple[Callable[[Table], Advice | None], ...] = (
    answering_the_cuebid,
    cuebidder_again,
    facing_notrump_advance,
    raising_the_advance,
)
