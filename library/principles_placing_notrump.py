"""Placing the contract opposite partner's notrump: accepting his 2NT invitation, slam
by the points between the hands (33 for six, partner's minimum counted; a quantitative
4NT between), and the answer to his quantitative 4NT (the upper half of my notrump range
accepts). Split from library/principles_placing.py, whose later-round placing uses them.

Seven only on 37 HCP between the hands, length not counted: the 3 HCP left outside hold
no ace (principles_slam_zone.aces_certain; iowacitybridge.com, "Slam Bidding": "Some
methods of hand evaluation would add one point to my hand for the 5 card spade suit.
However, The value of that fifth spade is dubious ... With 36 combined high card points,
we could be missing an ace"). 37 points that are not 37 HCP ask with Gerber straight
over the opening (the booklet: "4C is Gerber over any 1NT or 2NT bid by partner"), and
elsewhere, where nothing asks, bid six.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_checks import points, when
from library.principles_reading import PASS, Advice, Table, bid, suit_of
from library.principles_slam_strain import strain_before_notrump_slam
from library.principles_slam_zone import GRAND_SLAM, GRAND_SLAM_HCP, aces_certain
from library.principles_transfer_fit import slam_in_the_fit, transfer_fit
from library.recommend_checks import Check

__all__ = [
    "accepting_notrump_invitation",
    "answering_quantitative",
    "notrump_slam",
    "points_between",
]


def accepting_notrump_invitation(t: Table, stopped: bool) -> Advice | None:
    """Partner invited with 2NT (his rule says invitational): accept with 3NT when my
    points and the top of his range make 26, as teachers state the acceptance ("with 7
    opposite 18-19, game"); a five-card major of mine was shown first by a rule."""
    last = t.partner_last
    if last is None or str(last) != "2NT" or t.last_bid is not last or t.their_bids:
        return None
    index = max(i for i in range(len(t.place.calls)) if t.place.by_partner(i))
    rule = t.book.rule(t.place.prefix(index + 1))
    if rule is None or rule.constraints.forcing != "invitational" or not stopped:
        return None
    shown = rule.constraints.hcp or rule.constraints.total_points
    if shown is None or shown.high is None:
        return None
    most = t.hand.hcp + shown.high
    return when(t, bid(3, "NT"), f"Accepting partner's notrump invitation: {most} points "
                "between the hands with his maximum.", points_between(most, 26))  # fmt: skip


def notrump_slam(t: Table) -> Advice | None:
    """No fit, a balanced hand opposite partner's notrump: slam by the points partner is
    sure to hold (his minimum): 37 between the hands bid 7NT, 33 bid 6NT."""
    if min(t.hand.pattern) < 1 or not any(suit_of(c) is None for c in t.partner_bids):
        return None  # opposite partner's balanced hand a long suit plays in notrump too
    if any(c.level >= 6 for c in t.my_bids + t.partner_bids):
        return None
    mine = t.hand.total_points  # a long suit's length points make up tricks in notrump
    sure = mine + t.partner_shown.low
    sure_hcp = t.hand.hcp + t.partner_shown.low  # the grand's count: aces, not length
    major = transfer_fit(t)  # six cards after his acceptance: the slam in the major
    fitted = major is not None and slam_in_the_fit(t, major, sure)
    if fitted:
        return fitted
    shaped = strain_before_notrump_slam(t, sure)  # a singleton: the strain first
    if shaped:
        return shaped
    # Pavlicek: add the hand's points "to the minimum and maximum shown by partner"; a
    # range with no top (a game-forcing positive's 8+) reaches past its least: its
    # expected strength is the most counted, so 31-32 sure invite with 4NT
    top = t.partner_shown.high
    most = mine + (top if top is not None else t.partner_expected)
    last = t.partner_last
    after_notrump = last is not None and last.is_bid and suit_of(last) is None and last.level < 4
    # the written ladder counts HCP of a balanced hand; a long suit's points are counted
    # here, so the ladder's HCP ranges do not forbid the call
    long = t.hand.length_points > 0
    return (
        when(t, bid(7, "NT"), f"A grand slam in notrump: {sure_hcp} HCP between the hands "
             "counting partner's minimum, too many for an ace to be missing.",
             Check("HCP between the hands", f"{GRAND_SLAM_HCP}+", str(sure_hcp),
                   aces_certain(sure_hcp)), despite_written_range=long)
        or (sure >= GRAND_SLAM and _gerber_for_grand(t, sure, sure_hcp))
        or when(t, bid(6, "NT"), f"A small slam in notrump: {sure} points between the hands "
                "counting partner's minimum.", points_between(sure, 33),
                despite_written_range=long)
        or (when(t, bid(4, "NT"), f"A quantitative 4NT: {sure}-{most} points between the "
                 "hands, slam if partner is maximum.", points_between(most, 33),
                 points_between(sure, 31), despite_written_range=long)
            if after_notrump else None)
    )  # fmt: skip


def _gerber_for_grand(t: Table, sure: int, sure_hcp: int) -> Advice | None:
    """Straight over partner's 1NT or 2NT opening, grand slam points that are not grand
    slam HCP: Gerber asks for the aces (principles_notrump_slam.after_gerber places the
    contract after the answer)."""
    if t.my_calls or t.their_bids or len(t.partner_bids) != 1 or not t.partner_opened:
        return None
    return when(t, bid(4, "C"), f"Gerber: {sure} points between the hands with partner's "
                f"minimum, a grand in view, but only {sure_hcp} HCP: an ace may be missing, "
                "so ask.", points_between(sure, GRAND_SLAM), convention="gerber",
                despite_written_range=True)  # fmt: skip


def answering_quantitative(t: Table) -> Advice | None:
    """Partner raised my notrump to 4NT (quantitative, not Blackwood): 6NT with the upper
    half of the range my notrump showed, else pass."""
    last, mine = t.partner_last, t.my_bids
    if last is None or str(last) != "4NT" or not mine or suit_of(mine[-1]) is not None:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or t.last_bid is not last:
        return None
    index = max(i for i, c in enumerate(t.place.calls) if t.place.by_caller(i) and c.is_bid)
    shown = t.shown(index, "1NT" if t.i_opened and len(mine) == 1 else "rebid")
    top = shown.high if shown.high is not None else shown.low + 2
    half = (shown.low + top) // 2 + 1  # above the middle of the range
    # a five-card suit's length counts (Warren Watson: "any hand with a five-card suit
    # is probably a good 16 points")
    return when(
        t,
        bid(6, "NT"),
        "Accepting the quantitative 4NT: the upper half of my notrump range.",
        points(t, half),
    ) or when(t, PASS, "Declining the quantitative 4NT: the lower half of my notrump range.")


def points_between(total: int, low: int, high: int | None = None) -> Check:
    """The points between the hands against the range a decision asks for."""
    holds = total >= low and (high is None or total <= high)
    wanted = f"{low}+" if high is None else f"{low}-{high}"
    return Check("points between the hands", wanted, str(total), holds)
