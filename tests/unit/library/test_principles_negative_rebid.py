"""Responder in competition (issue 33): opener's rebid after partner's negative double
(the jump and the game in the promised major by strength, the jump in notrump, the
cuebid with 19+, game over their raise with game values between the hands) and
responder's raises over an overcall (the cuebid limit raise, the preemptive jump raise).

Each case runs on a book of openings only, where the principles answer alone, and on
the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
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
        # Larry Cohen, "After partner's negative double", Example B: "rebid 3H (this
        # jump is invitational, similar to 1D-1H-3H)"
        ("5.AQ76.AQJ62.Q42", ["1D", "1S", "X", "Pass"], "3H"),
        # Tommy's bridge blog: "with 18-19 hcps bid game" in the indicated suit
        ("AQ.KQ72.AJ3.Q952", ["1C", "1D", "X", "Pass"], "4H"),
        # Cohen's quiz: "2NT. Balanced with spades stopped and the jump to show extra
        # values"
        ("K65.AQ2.765.AKQT", ["1C", "1S", "X", "Pass"], "2NT"),
        # Bergen: "the only forcing bid is a cue-bid ... forcing to game"; Tommy: "worth
        # more than 19 ... cue bid the overcaller's suit"
        ("AKQJ65.AK4.K3.72", ["1S", "2C", "X", "Pass"], "3C"),
    ],
)
def test_strong_rebids_after_the_negative_double(
    book: str, hand: str, calls: list[str], call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert (advice.call, advice.basis) == (call, "principles")
    assert "negative double" in advice.reason


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # Cohen, Example A: "rebid 2H ... like raising a response of 1H to 2H"
        ("54.AQ76.AQ86.542", ["1D", "1S", "X", "Pass"]),
        # a light opening on shape (11 HCP) has no high-card extras to jump with
        ("T.AK75.AT98643.9", ["1D", "1S", "X", "Pass"]),
    ],
)
def test_a_minimum_raises_once(book: str, hand: str, calls: list[str]) -> None:
    assert _ask(book, hand, calls).call == "2H"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("AKJ3.72.AQJ84.K5", "4S"),  # 18 support points and partner's 8+: game
        ("QJ32.72.AQ854.K5", "Pass"),  # a minimum: their raise frees opener
    ],
)
def test_game_over_their_raise_to_four(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1D", "2H", "X", "4H"]).call == call


# A reading written here: the jump or game needs a full opening's high cards and the
# support points the teachers name (16-18 jump, 19+ game).
def _expected_raise(hand_text: str) -> str:
    hand = parse_hand(hand_text)
    points = hand.support_points(Suit.H)
    if hand.hcp >= 12 and points >= 19:
        return "4H"
    if hand.hcp >= 12 and points >= 16:
        return "3H"
    return "small"


_SPADES = st.sampled_from(["5", "52", "T"])
_HEARTS = st.sampled_from(["AQ76", "KJ75", "AK64", "Q987"])
_DIAMONDS = st.sampled_from(["AQJ62", "KQJ62", "AT986", "K8765", "AK9864"])


@settings(max_examples=40, deadline=None)
@given(_SPADES, _HEARTS, _DIAMONDS)
def test_the_raise_follows_the_points(spades: str, hearts: str, diamonds: str) -> None:
    used = len(spades) + len(hearts) + len(diamonds)
    hand = f"{spades}.{hearts}.{diamonds}.{'432'[: 13 - used]}"  # clubs make thirteen
    got = _ask("openings", hand, ["1D", "1S", "X", "Pass"]).call
    wanted = _expected_raise(hand)
    assert got == wanted if wanted != "small" else got not in ("3H", "4H")


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # the booklet: "a cuebid of the overcaller's suit is a limit raise or better",
        # counted in support points: 10 HCP, four trumps and a singleton
        ("7.KJ73.85.AQ9642", "3D"),
        # the booklet: "a jump raise in competition is preemptive"; "3S = four-card weak
        # raise" (playbetterbridge, "What's your bid")
        ("Q72.KJ73.8532.42", "3H"),
        # three trumps and 7 HCP: the single raise
        ("Q72.KJ7.85432.42", "2H"),
    ],
)
def test_responder_raises_over_the_overcall(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1H", "2D"]).call == call


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # a free bid at the three level asks 11+ HCP, as the system writes 1S-(2H)-3C
        ("Q9.K73.J96.AJ762", "3C"),
        # 10 HCP is a two-level free bid's strength, not a three-level one's: with
        # values and no sound bid, the negative double
        ("T9.K73.Q96.AJ762", "X"),
    ],
)
def test_a_three_level_free_bid_needs_more(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1S", "2D"]).call == call


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed" ...
        ("K4.AQ76.AQJ86.42", "3H"),
        # ... "shouldn't be made with a minimum": his Example A hand passes
        ("54.AQ76.AQ86.542", "Pass"),
    ],
)
def test_a_free_bid_at_three_after_their_raise_needs_extras(
    book: str, hand: str, call: str
) -> None:
    assert _ask(book, hand, ["1D", "1S", "X", "2S"]).call == call


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # "If 2 unbid majors, double shows 1 or 2 majors" (Bergen): four hearts suffice
        ("K84.QJ73.K5.J642", "X"),
        # "at the two level, at least 8HCP are being promised" (Brevard Bridge Club,
        # "Points to consider when bidding a negative double"): 7 HCP does not double
        ("Q842.J73.K5.J642", "Pass"),
    ],
)
def test_the_negative_double_by_level(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1D", "2C"]).call == call
