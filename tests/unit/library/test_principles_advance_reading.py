"""Partner's first bid after my overcall or takeout double is an advance (issues 33, 34).

The Table reads its range by the system's rule for the call as an advance (SAYC's
"Advancing a Takeout Double" and "Advancing an Overcall": the raise 6-10 support
points, the preemptive jump raise 0-8, the cuebid 10+; over a double 0-8 at the
cheapest level, 9-11 a jump, the cuebid 12+), also where the opponent between only
passed or doubled, and else by the teachers' ranges: the ACBL's SAYC booklet
("Advancer's new suit is non-forcing, a jump raise is preemptive, and the cuebid of
opener's suit is the only forcing advance"), Loeb bridge's "Advancing a takeout double"
("Minimum bid in a new suit 0-8 points, jump in a new suit 9-11, cue bid 12+ ... If
responder bids, the advancer is no longer obligated to bid with a weak hand. So a
minimum response shows some values": 5-9, a jump 10-12, the cuebid 13+). Never the
8-16 of an overcall of his own.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.model import IntRange
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")
# a hand of 12 HCP: the deck leaves partner room for any advance's range
_HAND = "A2.KJ843.K32.Q32"
_SPADES = "KJ843.A2.K32.Q32"


def _table(calls: list[str], hand: str = _HAND) -> Table:
    return Table(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))


@pytest.mark.parametrize(
    ("calls", "low", "high"),
    [
        # advancing my 1H overcall; SAYC's written advances
        (["1D", "1H", "Pass", "2H", "Pass"], 6, 10),  # "Raise, 6-10 support points"
        (["1D", "1H", "Pass", "3H", "Pass"], 0, 8),  # "Preemptive jump raise, 0-8 HCP"
        (["1D", "1H", "Pass", "2D", "Pass"], 10, None),  # "Cuebid, 10+ support points"
        (["1D", "1H", "Pass", "1S", "Pass"], 8, 12),  # "8-12 HCP, 5+ spades, non-forcing"
        (["1D", "1H", "Pass", "1NT", "Pass"], 8, 11),  # "8-11 HCP, balanced"
        # their double between: the rule written after a pass still holds
        (["1D", "1H", "X", "3H", "Pass"], 0, 8),
        (["1D", "1H", "X", "2H", "Pass"], 6, 10),
        # their free bid between: the teachers' ranges, a jump raise still preemptive
        (["1D", "1H", "1S", "3H", "Pass"], 0, 8),
        (["1D", "1H", "1S", "2H", "Pass"], 6, 10),
        (["1D", "1H", "1S", "2D", "Pass"], 10, None),
        # nothing written: a new suit 8-12, 2NT invitational 10-12, the jump cuebid 10+
        (["1C", "1H", "Pass", "2D", "Pass"], 8, 12),
        (["1D", "1H", "Pass", "2NT", "Pass"], 10, 12),
        (["1C", "1H", "Pass", "3C", "Pass"], 10, None),
        # answering my takeout double; written
        (["1C", "X", "Pass", "1S", "Pass"], 0, 8),
        (["1C", "X", "Pass", "2S", "Pass"], 9, 11),
        (["1C", "X", "Pass", "2C", "Pass"], 12, None),
        (["1C", "X", "Pass", "1NT", "Pass"], 6, 10),
        # their free bid between: "a minimum response shows some values"
        (["1C", "X", "1D", "1S", "Pass"], 5, 9),
        (["1C", "X", "1D", "2S", "Pass"], 10, 12),
        (["1C", "X", "1D", "2C", "Pass"], 13, None),
    ],
)
def test_partners_advance_shows_an_advances_range(
    calls: list[str], low: int, high: int | None
) -> None:
    assert _table(calls).partner_called == IntRange(low, high)


@pytest.mark.parametrize(
    ("calls", "hand", "suit", "cards"),
    [
        # "Preemptive jump raise, 0-8 HCP, 4 hearts"; the simple raise three
        (["1D", "1H", "Pass", "3H", "Pass"], _HAND, Suit.H, 4),
        (["1D", "1H", "1S", "3H", "Pass"], _HAND, Suit.H, 4),
        (["1D", "1H", "Pass", "2H", "Pass"], _HAND, Suit.H, 3),
        (["1C", "1S", "Pass", "4S", "Pass"], _SPADES, Suit.S, 4),
        # a new suit advance: five cards; an answer to my double: four
        (["1C", "1H", "Pass", "1S", "Pass"], _HAND, Suit.S, 5),
        (["1C", "X", "Pass", "1S", "Pass"], _HAND, Suit.S, 4),
    ],
)
def test_what_the_advance_promises_in_the_suit(
    calls: list[str], hand: str, suit: Suit, cards: int
) -> None:
    assert _table(calls, hand).promised(suit) == cards


def test_an_overcall_of_partners_own_is_still_read_as_an_overcall() -> None:
    # I passed before their opening: partner's 1S is his own overcall, 8-16
    assert _table(["Pass", "1D", "1S", "Pass"]).partner_called == IntRange(8, 16)


# An independent reading of the teachers' ranges for an advance made over the
# opponents' free bid (nothing written there): (my action, partner's bid) -> range.
_OVER_FREE_BID = {
    # I overcalled 1H over their 1C; they bid 1S; partner:
    ("1H", "2H"): IntRange(6, 10), ("1H", "3H"): IntRange(0, 8),
    ("1H", "2C"): IntRange(10, None), ("1H", "2D"): IntRange(8, 12),
    ("1H", "1NT"): IntRange(8, 11), ("1H", "2NT"): IntRange(10, 12),
    # I doubled their 1C; they bid 1S; partner:
    ("X", "2H"): IntRange(5, 9), ("X", "3H"): IntRange(10, 12), ("X", "2D"): IntRange(5, 9),
    ("X", "2C"): IntRange(13, None), ("X", "1NT"): IntRange(6, 10),
    ("X", "2NT"): IntRange(11, 12), ("X", "3NT"): IntRange(13, 16),
}  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(advance=st.sampled_from(sorted(_OVER_FREE_BID)), weak=st.booleans())
def test_an_advance_over_their_free_bid(advance: tuple[str, str], weak: bool) -> None:
    """Whatever the hand, the advance's range is the teachers' for its kind, cut only
    by what the deck leaves partner."""
    action, call = advance
    hand = "32.Q8432.J32.432" if weak else "A2.AKJ43.K32.Q32"
    table = _table(["1C", action, "1S", call, "Pass"], hand)
    assert table.partner_called == _OVER_FREE_BID[advance]
    shown = table.partner_shown
    assert shown.low == _OVER_FREE_BID[advance].low
    room = max(shown.low, 40 - table.hand.hcp - table.their_least)
    assert shown.high is None or shown.high <= room


@pytest.mark.parametrize(
    ("calls", "hand", "expected"),
    [
        # SAYC: "(1h)-x-(p)-1s-(p)-2d = 17+ HCP, 5+ diamonds, strong"; in the balancing
        # seat the overcall is 7-15, so double-then-suit shows 16+ ("too strong for a
        # simple overcall")
        (["1C", "Pass", "Pass", "X", "Pass", "1S", "Pass"], "4.J92.AQJ842.AKJ", "2D"),
        (["1C", "X", "Pass", "1S", "Pass"], "4.K92.AQJ842.AKJ", "2D"),
        # 16 in the direct seat is an overcall's strength: partner's 0-8 leaves no game
        (["1H", "X", "Pass", "1S", "Pass"], "4.J92.AQJ842.AKJ", "Pass"),
    ],
)
def test_the_strong_doubler_bids_his_suit_over_the_answer(
    calls: list[str], hand: str, expected: str
) -> None:
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand), "None")
    assert advice.call == expected


def test_with_four_of_partners_suit_the_doubler_raises_it() -> None:
    # SAYC: "(1h)-x-(p)-1s-(p)-2s = 16-18 points, 4+ spades"; the fit comes first
    place = place_from_calls(Seat.N, ["1C", "X", "Pass", "1S", "Pass"])
    advice = recommend(SAYC, place, parse_hand("QJ54.K2.AQJ84.A2"), "None")
    assert advice.call.endswith("S")
