"""Competing principles (issue 34): over their raise, balancing, advancing an overcall
with game values, and a sacrifice judged on the fit and the vulnerability.

Each case runs twice: on a book of openings only, where the principles answer alone,
and on the full SAYC system the robots bid with, where a written rule would come first.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = ["openings", "sayc"]


def _book(name: str) -> RuleBook:
    return OPENINGS if name == "openings" else _system("sayc")


def _ask(book: str, hand: str, calls: list[str], vulnerability: str = "None") -> Recommendation:
    return recommend(_book(book), place_from_calls(Seat.N, calls), parse_hand(hand), vulnerability)


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("JT8764.AK8.T5.Q5", "2S"),  # six spades, 9 HCP: they have a fit, we compete
        ("AQ32.4.KJ32.Q932", "X"),  # short in hearts, 13 HCP: takeout
        ("JT876.AK8.T54.Q5", "Pass"),  # a poor five-card suit and 9 HCP: not at two
        ("AQJ76.82.T54.K95", "2S"),  # a good five-card suit and 10 HCP
    ],
)
def test_over_their_raise_in_the_direct_seat(book: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["1H", "Pass", "2H"])
    assert (advice.call, advice.basis) == (call, "principles")
    assert "their raise" in advice.reason


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q972.6.AJ843.Q64", "X"),  # short in hearts, 9 HCP, three or more elsewhere
        ("K9852.J73.K42.72", "2S"),  # five spades and 7 HCP: lighter than direct
        ("K985.J732.K42.72", "Pass"),  # four hearts: partner is short, they may not fit
        ("K52.J73.K42.Q972", "Pass"),  # no five-card suit, no shortness
    ],
)
def test_balancing_over_their_raise(book: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["1H", "Pass", "2H", "Pass", "Pass"])
    assert (advice.call, advice.basis) == (call, "principles")


@pytest.mark.parametrize("book", BOOKS)
def test_the_same_hand_balances_but_does_not_act_directly(book: str) -> None:
    hand = "K9852.J73.K42.72"  # 7 HCP and five spades
    assert _ask(book, hand, ["1H", "Pass", "2H"]).call == "Pass"
    assert _ask(book, hand, ["1H", "Pass", "2H", "Pass", "Pass"]).call == "2S"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("72.KQ62.AJ3.KJ98", "2NT"),  # 14 HCP, clubs stopped, two spades
        ("72.KQ62.AJ3.KQJ8", "3NT"),  # 15 HCP
    ],
)
def test_advancing_an_overcall_with_game_values_and_no_fit(book: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["1C", "1S", "Pass"])
    assert (advice.call, advice.basis) == (call, "principles")
    assert "opposite partner's overcall" in advice.reason


def test_a_weak_jump_overcall_is_no_base_for_notrump_game() -> None:
    """SAYC's weak jump overcall shows 5-10 HCP: 15 opposite is no game by count."""
    advice = _ask("sayc", "72.KQ62.AJ3.KQJ8", ["1C", "2S", "Pass"])
    assert advice.call != "3NT"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "vulnerability", "call"),
    [
        # ten hearts together (partner's five, mine five), no defence
        ("5.QJ742.98762.J4", "NS", "5H"),  # favourable: they vulnerable, we not
        ("5.QJ742.98762.J4", "EW", "Pass"),  # unfavourable: never
        # both vulnerable: 500 against 620, and "with equal vulnerabilities, it will pay
        # to go down two, doubled, in order to stop an opponents' game" (Vernes, 1969)
        ("5.QJ742.98762.J4", "All", "5H"),
        ("5.QJ742.98762.J4", "None", "5H"),  # equal, not vulnerable: a singleton spade
        ("52.QJ742.9876.J4", "None", "Pass"),  # equal with two spades: ten are not enough
        ("5.QJ742.A8762.A4", "NS", "Pass"),  # two aces: the hand defends 4S
        ("5.QJ7.987652.J43", "NS", "Pass"),  # three hearts: eight together
    ],
)
def test_a_sacrifice_is_judged_on_the_fit_and_the_vulnerability(
    book: str, hand: str, vulnerability: str, call: str
) -> None:
    advice = _ask(book, hand, ["1S", "3H", "4S"], vulnerability)
    assert advice.call == call
    if call == "5H":
        assert advice.basis == "principles"
        assert "sacrifice" in advice.reason


@pytest.mark.parametrize("book", BOOKS)
def test_the_preempter_does_not_sacrifice_again(book: str) -> None:
    """Partner raised my preempt to game: he knew the fit and judged; I have told my
    story (a quiz answer: pass)."""
    advice = _ask(book, "6.KQJ9852.T5.972", ["3H", "Pass", "4H", "4S"], "EW")
    assert advice.call == "Pass"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("J8.J9853.KQJ5.J2", "2H"),  # five hearts, 8 HCP: to play
        ("J8.J9853.KQJ5.A2", "X"),  # 12 HCP: a penalty double instead
        ("J8.J985.KQJ5.J32", "Pass"),  # no five-card suit
        ("J8.J9853.K2.QJ52", "Pass"),  # four of partner's clubs: not a weak suit of mine
    ],
)
def test_a_weak_long_suit_over_their_notrump_overcall(book: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["1C", "1NT"])
    assert advice.call == call


@pytest.mark.parametrize("book", BOOKS)
def test_the_doubler_shows_a_strong_hand_with_his_own_suit(book: str) -> None:
    strong = _ask(book, "AKQ62.A74.87.AK3", ["1C", "X", "Pass", "1H", "2C"])
    assert (strong.call, strong.basis) == ("2S", "principles")
    assert "17+" in strong.reason
    # four of partner's hearts: the fit comes first, not the new suit
    fit = _ask(book, "AKQ62.A742.8.AK3", ["1C", "X", "Pass", "1H", "2C"])
    assert fit.call != "2S"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("3.KQ74.QT93.AQ42", "X"),  # a singleton spade and 13 HCP: double again
        ("32.KQ74.QT9.AQ42", "Pass"),  # two spades: partner may hold no fit
    ],
)
def test_the_doubler_competes_again_over_their_raise(book: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["1S", "X", "2S", "Pass", "Pass"])
    assert advice.call == call


@pytest.mark.parametrize("book", BOOKS)
def test_opener_passes_partners_weak_suit_over_their_notrump(book: str) -> None:
    """1C (1NT) 2H (Pass): partner's hearts are to play; with a strong hand he doubles."""
    advice = _ask(book, "AK4.K72.Q3.KJ852", ["1C", "1NT", "2H", "Pass"])
    assert (advice.call, advice.basis) == ("Pass", "principles")
    assert "to play" in advice.reason


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("J72.QJ4.A82.9754", "2NT"),  # 8 HCP opposite 15-18: invite
        ("J72.QJ4.A82.K754", "3NT"),  # 11 HCP: game
        ("J72.Q54.982.9754", "Pass"),  # 3 HCP
    ],
)
def test_advancing_partners_notrump_overcall_by_the_points(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1C", "1NT", "Pass"]).call == call


@pytest.mark.parametrize("book", BOOKS)
def test_the_notrump_overcaller_answers_the_invitation_by_his_range(book: str) -> None:
    auction = ["1C", "1NT", "Pass", "2NT", "Pass"]
    assert _ask(book, "AQT9.A982.K3.A82", auction).call == "3NT"  # 17
    assert _ask(book, "AQT9.A982.K3.Q82", auction).call == "Pass"  # 15


def test_a_balancing_notrump_is_not_counted_as_fifteen() -> None:
    """1C-Pass-Pass-1NT is 11-14: 8 HCP opposite it is no invitation."""
    advice = _ask("openings", "J72.QJ4.A82.9754", ["1C", "Pass", "Pass", "1NT", "Pass"])
    assert "partner's 1NT overcall" not in advice.reason
