"""Slam over partner's notrump: the Gerber bidder's next call, and the quantitative
raise of a notrump rebid (issue 33).

The SAYC booklet ("Notrump Openings"): "4C is Gerber over any 1NT or 2NT bid by partner
... Responses show the number of aces, by steps, just as over a Blackwood 4NT. (5C is
used asking for kings.) If the player using Gerber makes any bid other than 5C, that is
to play (including 4NT)." The asker is captain; he adds partner's aces to his own and
places the contract (Paddy's Pearl, "Slam Bidding - Blackwood and Gerber": with "two
aces missing, sign off"; the combined strength the slam needs, David Lindop, Better
Bridge: "about 33 or more combined points for small slam and 37 or more for a grand
slam"):

- two aces or more missing: 4NT, to play (or a pass of partner's 4NT answer);
- one ace missing: 6NT with 33 points between the hands counting partner's minimum,
  else 4NT (or a pass);
- all the aces: 5C asks for kings with 35 between the hands, a grand in view (the booklet's 5C;
  library/conventions/gerber.md: "the partnership should hold all four aces before
  asking for kings"), else 6NT with 33;
- after the kings' answer: 7NT with 37 points between the hands, or with every king
  too and 35; else 6NT.

The steps' meanings are written in library/conventions/gerber.md; the ace and king
counts they need are read here, where a meaning's words cannot be checked against the
hand. A zero-or-four answer opposite a hand without an ace is four.

The quantitative raise is not only for an opening (Skybridge Club, "Quantitative 4NT":
"After partner's NT bid, a raise to 4NT is invitational, asking partner to bid 6NT or
pass"): opposite partner's natural notrump rebid (1D-1S-2NT, 18-19) with no fit found,
``quantitative_over_rebid`` counts the points between the hands as over an opening
(principles_placing_notrump.notrump_slam: 33 bids six, 37 seven, a range reaching 33
only at its top raises to 4NT) before a game acceptance is considered.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_checks import when
from library.principles_placing_notrump import notrump_slam, points_between
from library.principles_reading import PASS, Advice, Table, bid, suit_of
from library.principles_slam_zone import aces_needed
from library.recommend_checks import Check

__all__ = ["after_gerber", "quantitative_over_rebid"]

_STEPS = ("4D", "4H", "4S", "4NT")  # 0 or 4 aces, 1, 2, 3
_KING_STEPS = ("5D", "5H", "5S", "5NT")


def _held(t: Table, rank: str) -> int:
    return sum(rank in t.hand.ranks(s) for s in SUIT_ORDER)


def _from_step(answer: str, steps: tuple[str, ...], mine: int) -> int:
    shown = steps.index(answer)
    return 4 if shown == 0 and mine == 0 else shown


def _my_gerber(t: Table) -> int | None:
    """The index of my 4C when the system's rule makes it Gerber over partner's notrump."""
    for index, call in enumerate(t.place.calls):
        if t.place.by_caller(index) and str(call) == "4C":
            rule = t.book.rule_after_passes(t.place.prefix(index + 1))
            if rule is not None and "gerber" in rule.meaning.lower():
                return index
    return None


def after_gerber(t: Table) -> Advice | None:
    """I asked with Gerber and partner answered: place the contract by the aces (and the
    kings) between the hands and the points."""
    asked = _my_gerber(t)
    if asked is None or t.their_bids or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    calls = [str(c) for c in t.place.calls[asked:]]
    aces_mine, kings_mine = _held(t, "A"), _held(t, "K")
    total = t.hand.total_points + t.partner_shown.low
    if len(calls) == 4 and calls[2] in _STEPS:  # 4C, pass, the answer, pass
        aces = min(4, aces_mine + _from_step(calls[2], _STEPS, aces_mine))
        return _after_aces(t, aces, total)
    if len(calls) == 8 and calls[2] in _STEPS and calls[4] == "5C" and calls[6] in _KING_STEPS:
        kings = min(4, kings_mine + _from_step(calls[6], _KING_STEPS, kings_mine))
        grand = total >= 37 or (kings == 4 and total >= 35)
        every = Check("points between the hands, kings", "37+, or 35+ and every king",
                      f"{total}, {kings} kings", grand)  # fmt: skip
        return when(t, bid(7, "NT"), f"Gerber: every ace, {kings} kings and {total} points "
                    "between the hands: the grand slam.", every) or when(
            t, bid(6, "NT"), f"Gerber: every ace but not the grand slam's values ({total} "
            f"points, {kings} kings): six.")  # fmt: skip
    return None


def _after_aces(t: Table, aces: int, total: int) -> Advice | None:
    signoff = PASS if str(t.last_bid) == "4NT" else bid(4, "NT")
    small, grand = aces_needed(6), aces_needed(7)
    held = Check("aces between the hands", f"{small}+", str(aces), aces >= small)
    if aces < small:
        return when(t, signoff, f"Gerber: {4 - aces} aces missing, stop in 4NT (to play).")
    if aces >= grand:
        ask = when(t, bid(5, "C"), f"Gerber: every ace and {total} points between the hands: "
                   "5C asks for kings on the way to a grand slam.",
                   points_between(total, 35))  # fmt: skip
        if ask is not None:
            return ask
    return when(
        t, bid(6, "NT"), f"Gerber: {aces} aces and {total} points between the hands: six.",
        held, points_between(total, 33),
    ) or when(t, signoff, f"Gerber: {total} points between the hands are short of a slam: "
              "stop in 4NT.")  # fmt: skip


def quantitative_over_rebid(t: Table) -> Advice | None:
    """Partner opened a suit and rebid notrump; no fit: slam by the points between the
    hands (4NT, 6NT, 7NT), else None (the game decisions are made elsewhere)."""
    if not t.partner_opened or t.their_bids or len(t.partner_bids) < 2:
        return None
    opening, last = t.partner_bids[0], t.partner_bids[-1]
    if suit_of(opening) is None or suit_of(last) is not None or last is not t.last_bid:
        return None
    if last.level > 3 or t.trump is not None:
        return None
    return notrump_slam(t)
