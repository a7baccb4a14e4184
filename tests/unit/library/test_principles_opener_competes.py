"""Opener in competition (issue 33): opener's second call when an opponent bid a suit
around partner's response (library/principles_opener_competes.py).

The hands are written here for each teaching sentence quoted; each runs on a book of
openings only, where the principles answer alone, and on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_opener_competes import RAISE_POINTS, free_rebid
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = ["openings", "sayc"]


def _book(name: str) -> RuleBook:
    return OPENINGS if name == "openings" else _system("sayc")


def _ask(book: str, hand: str, calls: list[str]) -> Recommendation:
    return recommend(_book(book), place_from_calls(Seat.N, calls), parse_hand(hand), "None")


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Cohen: "A 'free bid' without jumping doesn't show extras"; lesson notes: "Bids
        # mean the same thing they meant without the intervening bid": 13 HCP and four
        # hearts (15 support points) raise once
        ("Q5.KJ74.43.AQJ85", ["1C", "Pass", "1H", "1S"], "2H"),
        # the booklet's scale, unchanged by the overcall: 18 support points jump
        ("A52.KQ74.3.AQ852", ["1C", "Pass", "1H", "1S"], "3H"),
        # a six-card suit rebid at the two level: no extras needed
        ("K5.Q73.AQJ874.J2", ["1D", "Pass", "1S", "2C"], "2D"),
        # Todd (TWIB 344): "1NT ... unchanged except that NT bids show a stopper"
        ("KJ4.Q5.AJ72.K863", ["1D", "Pass", "1H", "1S"], "1NT"),
        ("AQ4.K5.AQ73.KJ63", ["1D", "Pass", "1H", "1S"], "2NT"),
        # Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed": 16 HCP
        ("5.A63.AQJ74.KQ82", ["1D", "Pass", "1S", "2H"], "3C"),
        ("5.Q82.AKJ73.AQ84", ["1D", "Pass", "1NT", "2S"], "3C"),
        # Blueberry Bridge: after a two-level response "your rebid at the three level
        # ... doesn't promise anything more than the minimum 12 points"
        ("83.AQJ974.K5.Q62", ["1H", "Pass", "2C", "2S"], "3H"),
        # Todd (TWIB 342): after responder's free bid the auction proceeds "as if the
        # overcall did not happen": 2NT with a minimum and their suit stopped
        ("KQ5.J73.AQ84.Q62", ["1D", "1S", "2H", "Pass"], "2NT"),
        # ibridge 442Z: "A non-forcing support with 3 cards. The responder's level 2
        # shift indicates at least 5 cards" - no spade stopper for 2NT
        ("754.KJ3.AKJ4.Q62", ["1D", "1S", "2H", "Pass"], "3H"),
    ],
)
def test_rebids_keep_their_meaning(book: str, hand: str, calls: list[str], call: str) -> None:
    assert _ask(book, hand, calls).call == call


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # ibridge 44VZ: "the opener may pass with a poor hand and no fit. His partner has
        # the opportunity to rebid"; Todd: "Pass: usually a balanced 12-14 pts without a
        # stopper"
        ("754.Q5.AKJ32.K63", ["1D", "Pass", "1H", "1S"]),
        # a minimum may not bid a second suit on the three level (Cohen)
        ("5.863.AQJ74.KQ82", ["1D", "Pass", "1S", "2H"]),
        ("5.982.AKJ73.KJ84", ["1D", "Pass", "1NT", "2S"]),
    ],
)
def test_a_relieved_minimum_passes(book: str, hand: str, calls: list[str]) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == "Pass"


def test_the_principle_names_the_relief() -> None:
    advice = _ask("openings", "754.Q5.AKJ32.K63", ["1D", "Pass", "1H", "1S"])
    assert advice.basis == "principles"
    assert "relieves opener" in advice.reason


def test_other_auctions_are_not_this_situation() -> None:
    hand = parse_hand("Q5.KJ74.43.AQJ85")
    for calls in (
        ["1C", "Pass", "1H", "Pass"],  # nobody came in: the uncontested rebid
        ["1C", "1S", "X", "Pass"],  # a negative double: principles_negative_rebid
        ["1C", "Pass", "1H", "X"],  # a takeout double: rebids as without it
        ["1C", "1S", "Pass", "Pass"],  # partner passed: the reopening
        ["Pass", "1C", "1H", "2H"],  # they opened
    ):
        table = Table(OPENINGS, place_from_calls(Seat.N, calls), hand)
        assert free_rebid(table) is None, calls


# --- the raise counts support points (a reading written here) --------------------------
_RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _dummy_points(spades: str, diamonds: str, clubs: str) -> int:
    """Shortness beside four trumps: void 5, singleton 3, doubleton 1 (the booklet's
    support points)."""
    return sum({0: 5, 1: 3, 2: 1}.get(len(s), 0) for s in (spades, diamonds, clubs))


def _suit(data: st.DataObject, low: int, high: int) -> str:
    cards = data.draw(st.lists(st.sampled_from(_RANKS), unique=True, min_size=low,
                               max_size=high))  # fmt: skip
    return "".join(sorted(cards, key=_RANKS.index))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["AKQ2", "KJ74", "Q962", "AJ83", "T987"]), st.data())
def test_the_free_raise_follows_the_support_points(hearts: str, data: st.DataObject) -> None:
    spades = _suit(data, 0, 5)
    diamonds = _suit(data, max(0, 4 - len(spades)), 9 - len(spades))
    clubs = _suit(data, 9 - len(spades) - len(diamonds), 9 - len(spades) - len(diamonds))
    text = f"{spades}.{hearts}.{diamonds}.{clubs}"
    hcp = sum(_HCP.get(card, 0) for card in text)
    support = hcp + _dummy_points(spades, diamonds, clubs)
    table = Table(OPENINGS, place_from_calls(Seat.N, ["1D", "Pass", "1H", "1S"]), parse_hand(text))
    advice = free_rebid(table)
    (single_low, _), (jump_low, _), game = RAISE_POINTS
    if hcp < 12 or support < single_low:
        assert advice is None or advice.call not in ("3H", "4H"), text
        return
    if support > 21:
        assert advice is None, text  # slam values: the slam principles count them
        return
    wanted = "4H" if support >= game else "3H" if support >= jump_low else "2H"
    assert advice is not None and advice.call == wanted, (text, support)


@pytest.mark.parametrize("book", BOOKS)
def test_their_raise_relieves_opener_too(book: str) -> None:
    # ibridge 44VZ: "the opener may pass with a poor hand and no fit": no fit, no stopper
    assert _ask(book, "754.Q3.AKJ74.K62", ["1D", "1S", "2H", "2S"]).call == "Pass"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"), [("AQ4.KJ5.AQ73.K63", "XX"), ("AQ4.KJ5.KJ73.Q63", "Pass")]
)
def test_the_redouble_after_a_balancing_double(book: str, hand: str, call: str) -> None:
    # Karen Walker: "this redouble shows a strong hand (18+ points), usually with
    # relatively balanced distribution"
    assert _ask(book, hand, ["1D", "Pass", "Pass", "X"]).call == call


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # SAYC's free 1NT: "8-10 HCP, balanced, spade stopper"; 25 points for 3NT (the
        # ACBL Bridge Series): 17 HCP and a running six-card suit, 19 points with his 8
        ("A5.K4.AKJ874.Q62", "3NT"),
        ("AJ4.KQ5.AQ73.J62", "3NT"),  # 17 balanced: 25 with his least
        ("A54.KQ5.AQ73.J62", "2NT"),  # 16: 26 only with his most, invite
        ("A54.K95.AQ73.J62", "Pass"),  # 14: 24 at most, no game
    ],
)
def test_partner_s_free_notrump_is_added_up(hand: str, call: str) -> None:
    assert _ask("sayc", hand, ["1D", "1S", "1NT", "Pass"]).call == call


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # both opponents bid: rebids keep their meaning, the free raise shows no extras
        ("Q5.KJ74.43.AQJ85", "2H"),
        # notrump needs each of their suits stopped (Todd): no diamond stopper, pass
        ("KJ4.Q65.AJ7.K863", "1NT"),
        ("KJ4.Q65.976.AK63", "Pass"),
    ],
)
def test_when_both_opponents_bid(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1C", "1D", "1H", "1S"]).call == call
