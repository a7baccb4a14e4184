"""The opener's rebid after partner's negative double (issue 33).

I opened one of a suit, the next player overcalled, partner made a negative double. The
teachers agree on the scheme, which is opener's rebid after a one-level response ranked
by strength:

- "Opener bids naturally (pretty much as if he is rebidding after any other response).
  With extras, he jumps" (Larry Cohen, "After partner's negative double"). With four
  cards in the major partner's double promises: "with 12-15 hcps make a single raise in
  the indicated suit, with 16-17 hcps make a jump raise and with 18-19 bid game"
  (Tommy's bridge blog, "Making negative doubles positive, part 2"). Counted here in
  support points (the raise of a suit partner showed): 16-18 jump, 19+ game, as 1m-1M
  is raised, on a full opening's high cards (12+ HCP): a light opening made on shape
  (the rule of 20) has shown its extras already and raises once (Cohen's jump, Example
  B, holds 15 HCP and a singleton). The minimum raise stays with answering_double.
- "The only forcing bid is a cue-bid. This bid is forcing to game, but says nothing else
  about opener's hand" and "all jumps are invitational" (Marty Bergen, "Secrets to
  winning bridge"; the same in his negative-double notes quoted by the Edmonton Bridge
  Centre's "Negative doubles - 2 level"); "if you have a hand that is worth more than 19
  hcps or that has some exceptional playing strength ... cue bid the overcaller's suit"
  (Tommy's blog). So without a fit a hand of 19+ total points (HCP and length) cuebids,
  since a jump in its own suit would only invite; a balanced 18-19 with their suit
  stopped jumps in notrump (Cohen's example: "2NT. Balanced with spades stopped and the
  jump to show extra values").
- Without a fit, a six-card suit of opener's own and extras (the system's 16-18 HCP of
  1m-1M-3m) jump in it, below the cuebid's 19+ (issue 34): "With extras, he jumps"
  (Cohen), and responder reads the cheapest rebid as a minimum
  (library/principles_negative_reading.py).
- Pass only with a trump stack: "Should opener pass partner's double? At 1 or 2 level -
  rarely. Only with both length (4+ cards) and strength in the opponents suit" (Bergen):
  a hand that might pass for penalties is left to answering_double, which reads it.
- When they raise their suit to game over the double, the double no longer forces; with
  four cards in the major it promises, opener bids the game when the points between the
  hands reach a game's (25, the ACBL Bridge Series' count for a major-suit game):
  opener's support points and the least the double promised at its level (the written
  negative doubles: 6+ at the one level, 8+ at the two, 10+ at the three).
- When RHO bids over the double below game (raising their suit or naming a new one), the
  double no longer forces and "their raise frees me: a minimum passes" (principles_
  rebids); but a six-card suit of opener's own is still rebid, since "bids mean the same
  thing they meant without the intervening bid" (ACOL/SAYC lesson notes, "Competitive
  bidding") and after the double "2D: 5+card D, 12-14 pts (often a 6-card suit)" (Robert
  Todd, TWIB 343): at the two level with a minimum, at the three level with a sound
  opening: "How strong should opener be to rebid their six-card suit in this situation?
  I would suggest that a sound opening would be ample" (Paul Lavings, ABF Newsletter,
  October 2024, of a free rebid over their bid; principles_opener_competes counts it as
  13+ HCP, SOUND_OPENING_HCP), a minimum of 12 HCP passing, as Larry Cohen's three-level
  free bid "shouldn't be made with a minimum". A four-card major the double promises is
  the fit found instead (principles_rebids._after_their_raise weighs it: at the two
  level, or at the three with 15+ support points), and a 16+ hand is that rule's extras.
- A five-five two-suiter competes in its second suit over their bid: "a suit shift
  shows either a minimum opening hand with a 5-5 two suiter or a strong opening hand"
  (ibridge 44VZ, as principles_opener_competes reads it after a free response): at the
  three level with any opening, at the four level (below game, their raise having taken
  the three) only with the extras of _after_their_raise (16+ HCP) and at most one card in
  their suit, where the shape and the high cards are working for us. Not with four cards
  in the major the double promises: that fit is weighed first.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.model import IntRange
from library.principles_checks import balanced, hcp, length, stopper, when
from library.principles_game_points import game_points_over_least
from library.principles_opener_competes import SOUND_OPENING_HCP
from library.principles_reading import GAME_LEVEL, MAJORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "GAME_RAISE_POINTS",
    "JUMP_RAISE_POINTS",
    "NEGATIVE_REBIDS",
    "OWN_JUMP_HCP",
    "after_negative_double",
    "game_over_their_raise",
    "six_cards_over_their_bid",
    "two_suiter_over_their_bid",
]

_GAME_POINTS = game_points_over_least(Suit.S)  # 25: a major's game, the doubler's least
# Opener's raise of the major the double promises, in support points, as the system
# raises a one-level response (1m-1M-3M 16-18); library/conventions/negative_doubles.md
# writes the same numbers (a test holds them together).
JUMP_RAISE_POINTS = (16, 18)
GAME_RAISE_POINTS = 19
# Opener's jump in his own six-card suit: "With extras, he jumps" (Cohen), with the
# system's range for 1m-1M-3m without the overcall (SAYC: "16-18 HCP, 6+ clubs");
# library/conventions/negative_doubles.md writes the same (issue 34).
OWN_JUMP_HCP = IntRange(16, 18)


def _overcall(t: Table) -> Suit | None:
    """I opened one of a suit, the next player overcalled in a suit (the opponents'
    only bid before it), partner's first call was a double: their suit, else None."""
    if not t.i_opened or len(t.my_bids) != 1 or t.partner_bids:
        return None
    if not t.book.plays("negative_doubles"):
        return None  # without the convention partner's double is for penalty
    if [c.kind for c in t.partner_calls] != [CallKind.DOUBLE]:
        return None
    if not t.their_bids or t.my_bids[0].level != 1:
        return None
    overcall = t.their_bids[0]
    theirs = suit_of(overcall)
    if theirs is None or overcall.level > 3 or suit_of(t.my_bids[0]) is None:
        return None
    return theirs


def _promised_fit(t: Table, theirs: Suit) -> Suit | None:
    """A major partner's double promises (neither mine nor theirs) in which I hold four."""
    mine = suit_of(t.my_bids[0])
    majors = [m for m in MAJORS if m not in (theirs, mine) and t.hand.length(m) >= 4]
    return max(majors, key=t.hand.length) if majors else None


def _trump_stack(t: Table, theirs: Suit) -> bool:
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(theirs))
    return t.hand.length(theirs) >= 4 and top >= 3


def _support(t: Table, fit: Suit, low: int, high: int | None = None) -> Check:
    value = t.hand.support_points(fit)
    wanted = f"{low}+" if high is None else f"{low}-{high}"
    holds = value >= low and (high is None or value <= high)
    return Check("support points", wanted, str(value), holds)


def after_negative_double(t: Table) -> Advice | None:
    """Partner's negative double and a pass: the strong rebids (a jump or game in the
    promised major, a jump in notrump, the cuebid, a jump in my six-card suit); the rest
    is answering_double's."""
    theirs = _overcall(t)
    if theirs is None or len(t.their_bids) != 1 or t.rho is None:
        return None
    if t.rho.kind is not CallKind.PASS or t.last_bid is not t.their_bids[0]:
        return None
    if _trump_stack(t, theirs):
        return None  # a penalty pass may be right: answering_double reads it
    fit = _promised_fit(t, theirs)
    low, high = JUMP_RAISE_POINTS
    if fit is not None:
        cheapest = t.cheapest(fit)
        game = bid(4, fit)
        return (
            (cheapest.level < 4 and when(
                t, game, "A fit in the major partner's negative double promises and "
                f"{GAME_RAISE_POINTS}+ support points: game, as a raise of a one-level "
                "response.", length(t, fit, 4), _support(t, fit, GAME_RAISE_POINTS),
                hcp(t, 12)))
            or (t.jump(fit).level < 4 and when(
                t, t.jump(fit), "A fit in the major partner's negative double promises and "
                f"{low}-{high} support points: a jump, inviting game.",
                length(t, fit, 4), _support(t, fit, low, high), hcp(t, 12)))
            or None
        )  # fmt: skip
    notrump = t.jump("NT")
    mine = suit_of(t.my_bids[0])
    own_jump = t.jump(mine) if mine is not None else None
    return (
        (notrump.level <= 3 and when(
            t, notrump, "After partner's negative double, a jump in notrump: balanced "
            "18-19 with their suit stopped.", hcp(t, 18, 19), balanced(t),
            stopper(t, theirs)))
        or when(t, t.cheapest(theirs), "After partner's negative double, the cuebid of "
                "their suit: 19+ points, the only forcing rebid, forcing to game.",
                Check("total points", "19+", str(t.hand.total_points),
                      t.hand.total_points >= 19))
        or (own_jump is not None and mine is not None and own_jump.level <= 3 and when(
            t, own_jump, "After partner's negative double, a jump in my six-card suit: "
            f"{OWN_JUMP_HCP.low}-{OWN_JUMP_HCP.high} HCP, inviting, as 1m-1M-3m without "
            "the overcall.", length(t, mine, 6), hcp(t, OWN_JUMP_HCP.low, OWN_JUMP_HCP.high)))
        or None
    )  # fmt: skip


def game_over_their_raise(t: Table) -> Advice | None:
    """Partner's negative double and their raise to the four level: game in the
    promised major with game values between the hands."""
    theirs = _overcall(t)
    if theirs is None or len(t.their_bids) != 2 or t.rho is None:
        return None
    raised = t.their_bids[1]
    if t.rho != raised or suit_of(raised) is not theirs or raised.level != 4:
        return None
    fit = _promised_fit(t, theirs)
    if fit is None or not t.legal(bid(4, fit)):
        return None
    promised = 6 + 2 * (t.their_bids[0].level - 1)  # the written minimum by level
    return when(
        t, bid(4, fit), f"Their raise to game does not silence a fit: four cards in the "
        f"major partner's double promises and game values with his {promised}+.",
        length(t, fit, 4), _support(t, fit, _GAME_POINTS - promised),
    )  # fmt: skip


_EXTRAS_HCP = 16  # principles_rebids._after_their_raise: "16+ and a five-card suit"


def _freed_without_fit(t: Table) -> tuple[Suit, Suit] | None:
    """Partner's negative double and RHO's natural suit bid over it (their raise, or a
    new suit of theirs: the last bid), and no four-card major the double promises: (the
    suit RHO bid, mine), else None."""
    theirs = _overcall(t)
    if theirs is None or len(t.their_bids) != 2 or t.rho is None:
        return None
    freeing = t.their_bids[1]
    if t.rho != freeing or t.last_bid != freeing or str(freeing) in t.conventional:
        return None
    mine = suit_of(t.my_bids[0])
    rhos = suit_of(freeing)
    if mine is None or rhos is None or rhos is mine or freeing.level >= GAME_LEVEL[rhos]:
        return None  # a notrump bid, a cuebid of my suit, their game: other situations
    if _promised_fit(t, theirs) is not None:
        return None  # the fit the double promises is weighed first (_after_their_raise)
    return rhos, mine


def six_cards_over_their_bid(t: Table) -> Advice | None:
    """Partner's negative double and RHO's bid below game: a six-card suit of mine at the
    two level with a minimum, at the three level with a sound opening (13-15 HCP), no
    four-card major the double promises."""
    read = _freed_without_fit(t)
    if read is None:
        return None
    call = t.cheapest(read[1])
    if call.level not in (2, 3):
        return None
    low = SOUND_OPENING_HCP if call.level == 3 else 0
    return when(
        t, call, "Their bid frees me, but a six-card suit still rebids, as without it"
        + (f", at the three level with a sound opening ({SOUND_OPENING_HCP}+ HCP)."
           if call.level == 3 else ": a minimum at the two level."),
        length(t, read[1], 6), hcp(t, low, _EXTRAS_HCP - 1),
    )  # fmt: skip


def two_suiter_over_their_bid(t: Table) -> Advice | None:
    """Partner's negative double and RHO's bid: five-five (or longer) in my suit and an
    unbid one bids the second suit, at the three level with any opening, at the four
    level below game with 16+ HCP and at most one card in their suit."""
    read = _freed_without_fit(t)
    if read is None:
        return None
    theirs, mine = read
    if t.hand.length(mine) < 5:
        return None
    named = {mine, *t.their_suits}
    seconds = [s for s in SUIT_ORDER if s not in named and t.hand.length(s) >= 5]
    if not seconds:
        return None
    second = max(seconds, key=t.hand.length)
    call = t.cheapest(second)
    if call.level > 4 or call.level >= GAME_LEVEL[second] or call.level < 3:
        return None
    four = call.level == 4
    return when(
        t, call, "Five-five over their bid: the second suit competes (a suit shift "
        "shows a minimum with a 5-5 two-suiter)" + (", on the four level with extras and "
        "shortness in their suit." if four else "."),
        length(t, mine, 5), length(t, second, 5),
        hcp(t, _EXTRAS_HCP if four else 0),
        Check(f"{theirs.name_plural} (short)", "0-1" if four else "any",
              str(t.hand.length(theirs)), not four or t.hand.length(theirs) <= 1),
    )  # fmt: skip


NEGATIVE_REBIDS = (
    after_negative_double,
    game_over_their_raise,
    six_cards_over_their_bid,
    two_suiter_over_their_bid,
)
