"""Points the opponents hold (issues 33, 34): partner's expected strength is never more
than the deck's 40 HCP less the hand's and the least the opponents' calls have shown.

Sources: the bridge column's one "always" - "there are always 40 high-card points in the
deck" - and the defender's count it teaches: add what you see to what the bidding showed
(your 12, dummy's 8, the 1NT overcaller's 15 to 17) and partner holds the rest, 3 to 5
(Funbridge, "Higher than necessary"). The bidder counts the same way: over the
opponents' opening or 1NT overcall, partner cannot hold what they have shown. And a
pass limits a hand: "You need 6 points to respond to a suit opening. With fewer than 6
points, you should pass" (Cornell's bridge pages, "Responding to a Suit Opening"), so
partner who passed my opening holds at most 5, whatever he bids later in competition.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat
from domain.rules.hand_evaluation import parse_hand
from library.model import IntRange
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _table(calls: list[str], hand: str) -> Table:
    return Table(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))


@pytest.mark.parametrize(
    ("calls", "hand", "expected", "not_expected"),
    [
        # I opened 1S with 16, LHO's 1NT overcall shows 15-18, partner raised: partner
        # holds 6 to 40 - 16 - 15 = 9, some 7, and 23 between the hands is no game
        (["1S", "1NT", "2S", "Pass"], "A2.K43.AQ42.K432", "Pass", "3NT"),
        # 14 here: partner 6-11, some 8
        (["1C", "1NT", "2C", "Pass"], "AQ2.K43.K42.Q432", "Pass", "3NT"),
        # I doubled their 1C with 15; their 1C (12+) and the free 1S response (6+) leave
        # partner's free answer 2D (5-9, an advance of my double) little more than his
        # minimum: no new suit for game
        (["1C", "X", "1S", "2D", "Pass"], "Q2.KJ43.KQ2.A432", "Pass", "2H"),
        # I opened 1D with 20; partner passed it, then competed with 3D over their 2S:
        # he holds at most 5, so no new suit looking for a game of "32 points"
        (
            ["Pass", "1D", "Pass", "Pass", "1S", "Pass", "2S", "3D", "Pass"],
            "Q.AK74.A987.AKT9",
            "Pass",
            "3H",
        ),
    ],
)
def test_partner_cannot_hold_what_the_opponents_showed(
    calls: list[str], hand: str, expected: str, not_expected: str
) -> None:
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand), "None")
    assert advice.call == expected != not_expected


@pytest.mark.parametrize(
    ("calls", "hand", "low", "high"),
    [
        # partner passed my opening, nobody had come in: 0-5, his later bid too
        (["1D", "Pass", "Pass", "1S", "Pass", "2S", "3D", "Pass"], "Q.AK74.A987.AKT9", 0, 5),
        (["1H", "Pass", "Pass", "2C"], "A2.AKJ43.K32.Q32", 0, 5),
        # after their one-level overcall his pass denied the two-over-one ("A two-over-one
        # response shows 9+ points", Pavlicek), the 2NT and the negative double: his later
        # 3D is 6-9, not a response's 6-18 (test_principles_robot_level_judgement.py)
        (["1H", "1S", "Pass", "2S", "3D", "Pass", "3H", "Pass"], "A2.AKJ43.K32.Q32", 6, 9),
    ],
)
def test_a_pass_of_my_opening_limits_partner(
    calls: list[str], hand: str, low: int, high: int
) -> None:
    assert _table(calls, hand).partner_called == IntRange(low, high)


@pytest.mark.parametrize(
    ("calls", "hand", "their_least", "partner_most"),
    [
        # their 1H opening (12+) and my 14: partner's takeout double holds at most 14
        (["1H", "X", "Pass"], "K32.Q2.KQJ4.A432", 12, 40 - 15 - 12),
        # the 1NT overcall shows 15: it counts, not the opening's 12
        (["1S", "1NT", "2S", "Pass"], "A2.K43.AQ42.K432", 15, 40 - 16 - 15),
        # the opening (12) and the response after the double (6)
        (["1C", "X", "1S", "2D", "Pass"], "Q2.KJ43.KQ2.A432", 18, 40 - 15 - 18),
        # an advance of partner's overcall may be weak: only the overcall's 8 counts
        (["1H", "1S", "2H", "2S"], "AQ2.KQ43.K2.Q432", 8, 40 - 16 - 8),
        # nobody on their side has bid: the deck leaves partner all but my hand
        (["Pass", "1H", "Pass"], "AQ2.KQ43.K2.Q432", 0, 40 - 16),
        # a double of Stayman asks for a lead: no strength shown
        (["1NT", "Pass", "2C", "X"], "AQ2.KQ43.K2.Q432", 0, 40 - 16),
        # their weak two shows 5-11 by the system's rule: its 5 counts
        (["2S", "Pass", "Pass"], "AQ2.KQ43.K2.Q432", 5, 40 - 16 - 5),
    ],
)
def test_the_opponents_least_and_partners_most(
    calls: list[str], hand: str, their_least: int, partner_most: int
) -> None:
    table = _table(calls, hand)
    assert table.their_least == their_least
    assert table.partner_most == partner_most


# (calls, the fewest HCP the opponents' calls show by SAYC's booklet, partner's range by
# his own calls alone: None for an open top)
_AUCTIONS: list[tuple[list[str], int, int, int | None]] = [
    (["1H", "X", "Pass"], 12, 12, 21),  # a takeout double of their opening: 12-21
    (["1H", "1NT", "Pass"], 12, 15, 18),  # partner's 1NT overcall: 15-18
    (["1S", "1NT", "2S", "Pass"], 15, 6, 18),  # their 1NT overcall: 15-18
    (["1C", "1NT", "2C", "Pass"], 15, 6, 18),
    (["1D", "X", "1H", "Pass"], 12, 6, None),  # their takeout double: 12+
    # their opening 12+, free response 6+; partner's free answer to my double 5-9
    (["1C", "X", "1S", "2D", "Pass"], 18, 5, 9),
    # partner's preemptive jump raise of my overcall, their free response: 0-8
    (["1D", "1H", "1S", "3H", "Pass"], 18, 0, 8),
    (["1H", "1S", "2H", "2S"], 8, 6, 10),  # their overcall 8+, its advance nothing more
]

_DECK = [f"{rank}{suit.value}" for suit in SUIT_ORDER for rank in "AKQJT98765432"]


def _hand_text(cards: list[str]) -> str:
    return ".".join("".join(c[0] for c in cards if c[1] == suit.value) for suit in SUIT_ORDER)


@settings(max_examples=150, deadline=None)
@given(
    cards=st.permutations(_DECK).map(lambda deck: deck[:13]),
    auction=st.sampled_from(_AUCTIONS),
)
def test_partners_expected_strength_fits_in_the_deck(
    cards: list[str], auction: tuple[list[str], int, int, int | None]
) -> None:
    """Partner's range is cut to 40 less my HCP less the opponents' floor (never below
    his own floor); his expectation is the middle of what is left (three over an open
    floor, no more than halfway to the deck's limit)."""
    calls, their_floor, low, high = auction
    table = _table(calls, _hand_text(cards))
    mine = sum(_HCP.get(card[0], 0) for card in cards)
    room = max(low, 40 - mine - their_floor)
    top = None if high is None else min(high, room)
    assert table.partner_shown == IntRange(low, top)
    middle = (low + top) // 2 if top is not None else min(low + 3, (low + room) // 2)
    assert table.partner_expected == middle
    assert mine + table.partner_expected + their_floor <= 40 or middle == low
