"""Opener's game force with three-card support for partner's major (issue 33): a jump
shift, in a side suit of three cards if need be, rather than the invitational jump
rebid of his own long suit. The booklet's section "Opener's Rebids after 1C/1D/1H"
writes the jump rebid of opener's suit as 16-18 and invitational (sayc.md: "16-18 HCP,
6+ hearts, invitational") and the jump shift as the game force; it writes no call for a
hand too strong for the first and without the four-card second suit of the second.

The teachers' answer (Kitty and Steve Cooper, ACBL District 17, "Opener's Jump Rebid
Strength", October 2010): with x AQJ AQJxxx KQ10 after 1D-1H, "with 19 HCP and a
singleton opener was way too strong to make a nonforcing bid of 3D. She had an easy
jump shift to 3C" (three clubs: the jump shift into a three-card suit), and "you should
never jump rebid your suit, especially a minor, with really good three card support for
responder's major"; the game force needs "at least a stunning 18". The jump shift
forces to game, and the support for partner's major follows at the next turn, so the
fit is found that the passable jump rebid would lose.

So opener, after a one-level major response and the opponents silent, with exactly
three cards in partner's major (four raise: the written jump raise and game raise), a
suit of six or more of his own, and the jump shift's 19 counted in HCP and length (the
written 19-21 HCP with the long suit counted, as the teachers count an opener's hand),
jumps in his longest side suit of three or more cards that the jump shows without
reversing (a suit below his own, or one the simple bid would show at the one level),
and the written jump rebid of his own suit gives way. A user's own rule is never set
aside, and a jump shift the user's own rule writes for other hands is not made.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, own_rule_denies, when
from library.principles_opener_first_rebid import OPENER_MAXIMUM, opened_and_answered
from library.principles_reading import MAJORS, Advice, Table, below
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = ["FORCING_POINTS", "jump_shift_with_support", "support_before_jump_rebid"]

FORCING_POINTS = 19  # the written jump shift's 19, HCP and length (the Coopers' "stunning 18")
_SUPPORT = 3  # exactly three: with four the written raises describe the hand
_OWN_SUIT = 6  # the jump rebid's six-card suit
_FRAGMENT = 3  # the side suit the jump shift names: three cards will do


def _fit_jump_shift(t: Table) -> tuple[Suit, Suit, Suit] | None:
    """Opener's suit, partner's major and the side suit opener jump-shifts in, when the
    hand is the module docstring's; else None."""
    found = opened_and_answered(t)
    if found is None:
        return None
    opened, answered = found
    if answered not in MAJORS or t.partner_bids[0].level != 1:
        return None
    hand = t.hand
    if hand.length(answered) != _SUPPORT or hand.length(opened) < _OWN_SUIT:
        return None
    if hand.total_points < FORCING_POINTS or hand.hcp > OPENER_MAXIMUM[1]:
        return None
    sides = [s for s in SUIT_ORDER if s not in (opened, answered)
             and hand.length(s) >= _FRAGMENT
             and (below(s, opened) or t.cheapest(s).level == 1)
             and t.jump(s).level <= 3
             and not own_rule_denies(t, t.jump(s))]  # fmt: skip
    if not sides:
        return None
    return opened, answered, max(sides, key=hand.length)


def support_before_jump_rebid(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written jump rebid of his own suit ``rule`` gives way to the jump
    shift with three-card support for partner's major, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    t = Table(book, place, hand)
    found = _fit_jump_shift(t)
    if found is None:
        return None
    opened, answered, _ = found
    if named_suit(call) is not opened or str(t.jump(opened)).lower() != call:
        return None
    return (
        f"three {answered.name_plural} and a game force: the jump shift forces to game and "
        f"the support follows; the jump rebid of the {opened.name_plural} may be passed "
        "and loses the fit"
    )


def jump_shift_with_support(t: Table) -> Advice | None:
    """The jump shift in place of the written jump rebid (module docstring)."""
    found = _fit_jump_shift(t)
    if found is None:
        return None
    opened, answered, side = found
    total = t.hand.total_points
    # despite the written range: the written jump shift asks four cards in its suit
    # and counts HCP alone; the teachers' game force counts the long suit and names a
    # three-card side suit
    return when(t, t.jump(side), f"A jump shift, forcing to game: three {answered.name_plural} "
                f"for partner and long {opened.name_plural}, too strong for the "
                "invitational jump rebid; the support follows.",
                length(t, answered, _SUPPORT, _SUPPORT), length(t, opened, _OWN_SUIT),
                length(t, side, _FRAGMENT), hcp(t, 0, OPENER_MAXIMUM[1]),
                Check("points (HCP and length)", f"{FORCING_POINTS}+", str(total),
                      total >= FORCING_POINTS),
                despite_written_range=True)  # fmt: skip
