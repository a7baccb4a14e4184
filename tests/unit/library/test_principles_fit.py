"""Valuing a fit and choosing the level and the strain (issue 33, library/principles_fit.py).

Every case illustrates a teacher's sentence, quoted above its table; the hands are
written for the sentence, not taken from the corpus files. The calls are from North
as dealer, so the seat to call is the one after the last call listed.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_fit import total_tricks_level, tricks_by_losers
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from tests.unit.library.test_principles import OPENINGS, _system

# A book of openings and the weak two, so the principles answer alone after them.
_OPENINGS_AND_WEAK_TWO = RuleBook(
    [*OPENINGS.continuations(""), RuleRecord.of("2h", "Weak two, 5-10 HCP, 6 hearts",
                                                "base_system", "test")]
)  # fmt: skip
BOOKS = ["openings", "sayc"]


def _ask(book: str, hand: str, calls: list[str]) -> Recommendation:
    chosen = _OPENINGS_AND_WEAK_TWO if book == "openings" else _system("sayc")
    return recommend(chosen, place_from_calls(Seat.N, calls), parse_hand(hand))


# Larry Cohen, "LAW of Total Tricks": "With 8 partnership trumps, bid to the 2-level.
# With 9 trumps--3 level. With 10 trumps--4 level." "With 5 trumps, responder to 1H will
# raise to 4H (which is defined as 5 trumps and weakish)." "Over partner's 2-level
# preempt (6 cards), be willing to compete to the 3-level with 3-card support (9 total
# trumps) and the 4-level with 4-card support (10 total trumps)."
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1H", "1S"], "7.J9876.Q8743.52", "4H"),  # five trumps and a singleton: ten
        (["1C", "1H", "3C"], "T97.J9652.KT984.-", "4H"),  # advancing: ten, a void
        # over their double of the overcall the fifth trump bids game as over their
        # double of an opening (Vic Johnson, Madison bridge club: "The 2S overcall by
        # East promises a 5-card spade suit ... Ten Trump = Ten Tricks = Four Level")
        (["1C", "1S", "X"], "QT765.J92.J8.953", "4S"),
        (["1C", "1S", "2C"], "QT765.J92.J8.953", "3S"),  # over their raise, flat: three
        (["2H", "2S"], "7.KJ87.Q87432.52", "4H"),  # the weak two's six and four
        (["2H", "2S"], "75.KJ8.Q8743.532", "3H"),  # six and three: nine, three
    ],
)
def test_raising_to_the_level_of_the_trumps(
    book: str, calls: list[str], hand: str, call: str
) -> None:
    assert _ask(book, hand, calls).call == call


# Cohen: "Use LOTT only when you don't have game or slam interest" and "Never lie":
# a jump raise in competition is weak; a minor opening does not tell the trumps.
@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        (["1C", "1H", "2C"], "A7.KQ96.AJ84.962"),  # 14 HCP: game interest, not the law
        (["1D", "1H"], "74.JT3.QJ643.J87"),  # partner's 1D may hold three or four
    ],
)
def test_the_law_is_not_for_strong_hands_or_unknown_trumps(calls: list[str], hand: str) -> None:
    advice = _ask("openings", hand, calls)
    assert "total tricks" not in advice.reason


# The losing-trick count (akaroabridgeclub.co.nz, "Counting Losers with a Fit"): "Add
# these two together and take away from 18. This is the level to which you should bid";
# "Partner made a simple raise = 9 losers".
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "game"),
    [
        (["1H", "1S", "2H", "Pass"], "4.AKQT4.KT74.KT5", True),  # 5 losers: 10 tricks
        (["1S", "2C", "2S", "Pass"], "AKJ76.5.KQJ4.K72", True),  # 5 losers
        (["1H", "1S", "2H", "Pass"], "7.AQJ76.AK84.765", False),  # 6 losers: 9 tricks
    ],
)
def test_opener_counts_losers_after_a_single_raise(
    book: str, calls: list[str], hand: str, game: bool
) -> None:
    advice = _ask(book, hand, calls)
    if game:
        assert advice.call == f"4{calls[0][1]}"
    assert ("losing-trick count" in advice.reason) is game


# One count for game (library/principles_game_points.py; James Plank's class notes,
# "Guidelines for bidding": "You need 26+ points to be in game in a major (4H, 4S) or
# notrump (3N)"), and an invitation is accepted with a maximum ("carries on to game with
# 8 or 9 total points" opposite opener's 16-18, the lesson principles_responder_rebids
# quotes): the points that make 26 with the top of partner's range (10-12 for
# responder's invitational jump, 16-18 for opener's).
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # responder's 6-card jump rebid after opener's 1NT: 14 HCP and 12 make 26
        (["1C", "Pass", "1S", "Pass", "1NT", "Pass", "3S", "Pass"], "75.A832.AQ4.A864", "4S"),
        (["1C", "Pass", "1S", "Pass", "1NT", "Pass", "3S", "Pass"], "75.A832.QJ4.A864", "Pass"),
        # responder's jump preference to opener's major: 15 HCP, 2 length points
        (["1H", "Pass", "1S", "Pass", "2D", "Pass", "3H", "Pass"], "J3.AQ652.AJ842.K", "4H"),
        (["1H", "Pass", "1S", "Pass", "2D", "Pass", "3H", "Pass"], "J3.Q9652.AJ842.K", "Pass"),
    ],
)
def test_accepting_an_invitation_with_26_between_the_hands(
    calls: list[str], hand: str, call: str
) -> None:
    assert _ask("sayc", hand, calls).call == call


# Bob Crosby (coaching notes, ACBL unit 390): "Pulling 3NT to a major is a different
# story. This does not show extra as you are just groping for a better game", with
# "AQJ10xx void Jxxxx Kx" after 1S (3D) 3NT.
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1S", "3D", "3NT", "Pass"], "AQJT65.-.J8765.K7", "4S"),  # Crosby's hand
        (["1S", "Pass", "2D", "Pass", "3C", "Pass", "3NT", "Pass"], "AKQ983.843.-.AQT8", "4S"),
        # a weak two showed the six spades already: partner's 3NT knew of them
        (["2S", "Pass", "3NT", "Pass"], "AQJT65.5.J876.72", "Pass"),
        # five spades only, as partner knows: 3NT stands
        (["1S", "Pass", "2D", "Pass", "3C", "Pass", "3NT", "Pass"], "AKQ98.843.-.AQT85", "Pass"),
    ],
)
def test_correcting_3nt_to_the_major_fit(book: str, calls: list[str], hand: str, call: str) -> None:
    assert _ask(book, hand, calls).call == call


def test_correcting_3nt_with_support_for_partners_five_card_major() -> None:
    """The booklet's 1S-2H shows five hearts: three of them and a singleton make the
    eight-card fit partner's 3NT could not know of."""
    calls = ["1S", "Pass", "2H", "Pass", "2S", "Pass", "3NT", "Pass"]
    assert _ask("sayc", "AQT963.AJ9.Q.752", calls).call == "4H"
    assert _ask("sayc", "AQT963.AJ9.Q7.75", calls).call == "Pass"  # no singleton


# bridgebum.com, "Stayman": 1NT-2C-2S-3NT is a "signoff with 4 hearts"; Andrew Robson:
# "if he does not support the hearts, he is known to have four spades or he would not
# have bothered to bid Stayman".
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["2NT", "Pass", "3C", "Pass", "3S", "Pass", "3NT", "Pass"], "AJ75.AQJ2.AJ2.A2", "4H"),
        (["1NT", "Pass", "2C", "Pass", "2S", "Pass", "3NT", "Pass"], "AK75.KQ82.J52.A2", "4H"),
        # SAYC's Stayman answers hearts first with both majors, so after 2S opener has no
        # four hearts: the invitation's inference is the written rules' after 2H
        (["1NT", "Pass", "2C", "Pass", "2H", "Pass", "2NT", "Pass"], "AK75.KQ82.J52.A2", "4S"),
        (["1NT", "Pass", "2C", "Pass", "2H", "Pass", "2NT", "Pass"], "AK75.Q982.J52.A2", "3S"),
        (["1NT", "Pass", "2C", "Pass", "2H", "Pass", "3NT", "Pass"], "AK75.Q982.J52.A2", "4S"),
        (["1NT", "Pass", "2C", "Pass", "2S", "Pass", "3NT", "Pass"], "AK75.K82.QJ52.A2", "Pass"),
    ],
)
def test_stayman_then_notrump_shows_the_other_major(calls: list[str], hand: str, call: str) -> None:
    assert _ask("sayc", hand, calls).call == call


# The SAYC booklet's 1M-4M: "preemptive, usually five or more trumps, a singleton or
# void, and fewer than 10 HCP"; without the ruffing value the hand raises by its points.
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1H", "Pass"], "75.AK652.J62.952", "2H"),  # five trumps, no shortness
        (["1H", "Pass"], "8.Q9652.J862.952", "4H"),  # five trumps and a singleton
    ],
)
def test_a_preemptive_game_raise_wants_shortness(calls: list[str], hand: str, call: str) -> None:
    assert _ask("sayc", hand, calls).call == call


@given(st.integers(min_value=6, max_value=13), st.sampled_from(list(Suit)))
def test_the_law_level_is_the_trumps_less_six_capped(trumps: int, suit: Suit) -> None:
    """Cohen's table read independently: eight trumps the two level, each more trump one
    level more, a major no higher than game, a minor no higher than three."""
    table = {6: 0, 7: 1, 8: 2, 9: 3, 10: 4}
    expected = table.get(trumps, 4)
    if suit in (Suit.D, Suit.C):
        expected = min(expected, 3)
    assert total_tricks_level(trumps, suit) == expected


@given(st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=12))
def test_losing_trick_count_tricks(mine: int, partners: int) -> None:
    """18 less the losers is the level, so 24 less the losers is the tricks."""
    assert tricks_by_losers(mine, partners) - 6 == 18 - mine - partners


_DECK = [f"{suit}{rank}" for suit in "SHDC" for rank in "AKQJT98765432"]


@settings(max_examples=60, deadline=None)
@given(st.permutations(_DECK))
def test_accepting_by_the_points_between_the_hands(deck: list[str]) -> None:
    """Opener's answer to responder's invitational 3S (no written answer, 10-12, six
    spades) read independently: HCP and a point per card over four in a suit (with three
    spades or more, dummy points for shortness instead), plus the range's top, 12, reach
    26 for game;
    with no spade at all the fit is not there and it does not apply."""
    cards = deck[:13]
    hand = parse_hand(" ".join(cards))
    if hand.length(Suit.S) == 0:
        return
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(card[1], 0) for card in cards)
    lengths = [sum(card[0] == suit for card in cards) for suit in "SHDC"]
    spades, others = lengths[0], lengths[1:]
    if spades >= 3:  # raising partner's suit: dummy points for shortness instead
        table = {0: 5, 1: 3, 2: 1} if spades >= 4 else {0: 3, 1: 2, 2: 1}
        points = hcp + sum(table.get(n, 0) for n in others)
    else:
        points = hcp + sum(max(0, n - 4) for n in lengths)
    if max(points, hcp + sum(max(0, n - 4) for n in lengths)) + 10 >= 28:
        return  # slam values may lie between the hands (28 and twelve tricks by losers,
        # or 33): slam is judged before game there (principles_slam_values.py)
    calls = ["1C", "Pass", "1S", "Pass", "1NT", "Pass", "3S", "Pass"]
    advice = _ask("sayc", " ".join(cards), calls)
    assert advice.call == ("4S" if points + 12 >= 26 else "Pass")
