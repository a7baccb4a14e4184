"""Penalty doubles and the decision to defend (issue 33): the lead-directing double of
an artificial bid, partner's 1NT doubled, the raiser's redouble of a balancing double,
the double of their runout after our redouble, and the takeout doubler after their
redouble. Each case quotes the teaching text it comes from; the hands are written here.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from tests.unit.library.test_principles import OPENINGS, _system


def _book(name: str) -> RuleBook:
    return OPENINGS if name == "openings" else _system("sayc")


def _ask(book: str, hand: str, calls: list[str]) -> Recommendation:
    return recommend(_book(book), place_from_calls(Seat.N, calls), parse_hand(hand), "None")


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Treble (bridgebum.com): over Stayman "you'd double, very much wanting partner
        # to lead a club"
        ("A85.4.9832.KQJ95", ["1NT", "Pass", "2C"], "X"),
        # Queenstown: "five or six clubs headed by 2 touching honours or the Ace"
        ("852.93.T64.AKJ73", ["1NT", "Pass", "2C"], "X"),
        # a transfer names the suit it is bid in: the double asks for that suit's lead
        ("863.84.AQT93.J95", ["1NT", "Pass", "2D"], "X"),
        ("863.KQJ93.84.J95", ["1NT", "Pass", "2H"], "X"),
        # Cohen: "AQ432 would not be enough, but AQ1032 might be"
        ("863.84.T93.AQ432", ["1NT", "Pass", "2C"], "Pass"),
        ("863.842.T9.AQT32", ["1NT", "Pass", "2C"], "X"),
        # Treble: "with honors in all three other suits, you should hold your tongue"
        ("86.K9763.AJ2.K105", ["1NT", "Pass", "2D"], "Pass"),
        # Queenstown: the answer to an ace ask, "at the four level or higher ... a strong
        # three or four card suit eg KQ10x"
        ("86.753.KQT4.8642", ["1S", "Pass", "2H", "Pass", "3S", "Pass", "4NT", "Pass", "5D"],
         "X"),
        ("86.753.K984.Q642", ["1S", "Pass", "2H", "Pass", "3S", "Pass", "4NT", "Pass", "5D"],
         "Pass"),
    ],
)  # fmt: skip
def test_the_lead_directing_double_of_an_artificial_bid(
    hand: str, calls: list[str], call: str
) -> None:
    advice = _ask("sayc", hand, calls)
    assert advice.call == call
    if call == "X":
        assert "lead-directing" in advice.reason


def test_a_natural_bid_is_not_doubled_for_the_lead() -> None:
    # without Stayman in the system, 1NT-2C is natural: the double is no lead director
    advice = _ask("openings", "A85.4.9832.KQJ95", ["1NT", "Pass", "2C"])
    assert "lead-directing" not in advice.reason


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Bigfoot: "XX means ... they are in trouble and you are making 1NT easily"
        ("K83.Q53.J84.QT52", ["1NT", "X"], "XX"),
        # ESRA: a redouble "sends a 'this is our hand' message", after partner's 1NT
        # overcall as after his opening
        ("AQ3.T532.QJ74.63", ["1S", "1NT", "X"], "XX"),
        # Finn Clark: a new suit "to sign-off in a long suit"
        ("74.862.95.KT9643", ["1S", "1NT", "X"], "2C"),
        ("8.95.J9643.T8652", ["1H", "1NT", "X"], "2D"),
        # a weak balanced hand has nowhere better to play
        ("J82.9532.864.T85", ["1S", "1NT", "X"], "Pass"),
    ],
)
def test_partners_notrump_doubled(book: str, hand: str, calls: list[str], call: str) -> None:
    assert _ask(book, hand, calls).call == call


def test_a_weak_hand_runs_naturally_only_where_the_system_is_off() -> None:
    # the library's SAYC plays Stayman over the double ("systems on"): 2C asks, so a
    # principle never makes it a natural club bid there
    assert _ask("openings", "74.862.95.KT9643", ["1NT", "X"]).call == "2C"
    assert _ask("sayc", "74.862.95.KT9643", ["1NT", "X"]).call != "2C"


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Bloom: "after a takeout double, a direct redouble shows strength"; a maximum
        # single raise with three trumps redoubles the balancing double
        ("K54.Q964.QT73.Q6", ["1S", "Pass", "2S", "Pass", "Pass", "X"], "XX"),
        ("J96.AQ6.842.K532", ["1S", "Pass", "2S", "Pass", "Pass", "X"], "XX"),
        ("KQ64.853.J9.QJ64", ["1H", "Pass", "2H", "Pass", "Pass", "X"], "XX"),
        # a minimum raise has nothing to add
        ("Q54.9643.KT73.86", ["1S", "Pass", "2S", "Pass", "Pass", "X"], "Pass"),
    ],
)
def test_the_raisers_redouble(book: str, hand: str, calls: list[str], call: str) -> None:
    assert _ask(book, hand, calls).call == call


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # ACBL Unit 390: "a double is penalty if either of us has made a card showing
        # double or redouble earlier ... when you redouble an opponent's takeout double"
        ("AKJ54.Q6.KJ94.86", ["1S", "X", "XX", "2D"], "X"),
        ("K54.Q6.KJ94.8643", ["1S", "X", "XX", "2D", "Pass", "Pass"], "X"),
        ("54.A62.QT94.A643", ["1H", "X", "XX", "2D", "Pass", "Pass"], "X"),
    ],
)
def test_doubling_their_runout_after_our_redouble(
    book: str, hand: str, calls: list[str], call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call
    assert "penalty" in advice.reason


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # Pattaya: "they will seek to penalise you wherever you run"; advancer "has a
        # maximum of 8 points": a minimum doubler does not raise the escape
        (["AJ83.Q953.K4.J83"], ["1D", "X", "XX", "1S", "1NT"]),
        (["KJ84.A5.93.KJ864"], ["1H", "X", "XX", "2C", "2H"]),
    ],
)
def test_the_doubler_after_their_redouble(book: str, hand: list[str], calls: list[str]) -> None:
    assert _ask(book, hand[0], calls).call == "Pass"


def test_a_strong_doubler_is_not_silenced_by_the_redouble() -> None:
    advice = _ask("openings", "AKQ83.AJ3.K4.KQ3", ["1D", "X", "XX", "1S", "1NT"])
    assert "redouble" not in advice.reason


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "calls", "doubles"),
    [
        # Crosby: "if you have the balance of power, you should use the double to
        # announce that fact"; Kantar: "when the opponents are pre-empting ... they do
        # not" own the auction
        ("KQ854.92.Q73.A62", ["1D", "1H", "1S", "4H", "Pass", "Pass"], True),
        ("AJ8.KJ75.T2.Q974", ["1C", "Pass", "1H", "4S", "Pass", "Pass"], True),
        # a minimum response: the balance is not ours to announce
        ("Q8543.92.Q73.J62", ["1D", "1H", "1S", "4H", "Pass", "Pass"], False),
    ],
)
def test_the_balance_of_power_against_their_jump_to_game(
    book: str, hand: str, calls: list[str], doubles: bool
) -> None:
    assert (_ask(book, hand, calls).call == "X") == doubles


@pytest.mark.parametrize(
    ("hand", "calls", "doubles"),
    [
        # Roy Hughes: "a later double by responder of the overcalled suit was for
        # penalties, as in this sequence: 1D 1H pass 1NT pass 2H dbl"
        ("Q3.KJ953.Q84.T82", ["1D", "1H", "Pass", "1NT", "Pass", "2H"], True),
        # Pattaya: "if you previously passed when a double would have been negative"
        ("K2.83.AQT94.J852", ["1S", "2D", "Pass", "2H", "Pass", "3D"], True),
        # three of their cards are no trump stack
        ("Q53.KJ9.Q842.T82", ["1D", "1H", "Pass", "1NT", "Pass", "2H"], False),
    ],
)
def test_the_trap_passers_later_double(hand: str, calls: list[str], doubles: bool) -> None:
    assert (_ask("sayc", hand, calls).call == "X") == doubles


def test_without_negative_doubles_the_pass_hid_no_penalty_double() -> None:
    # without the convention responder could have doubled 1H for penalty at once
    natural = RuleBook([RuleRecord.of("1d", "Opening, 12-21 HCP, 3+ diamonds", "base_system",
                                      "test")])  # fmt: skip
    place = place_from_calls(Seat.N, ["1D", "1H", "Pass", "1NT", "Pass", "2H"])
    advice = recommend(natural, place, parse_hand("Q3.KJ953.Q84.T82"), "None")
    assert "negative double" not in advice.reason


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # awm (Bridge Base forums): "Pass = 5+ points"; Akaroa: "be brave and pass"
        ("K83.Q53.J84.T852", "Pass"),
        ("KJ3.Q53.A84.T852", "Pass"),
        # awm: "2D, 2H, 2S = natural, five-card suit, at best about 5 hcp"
        ("83.J9532.84.T852", "2H"),
        ("83.95.842.QT8752", "2C"),
        # no five-card suit to run to: defend
        ("83.9532.J84.T852", "Pass"),
    ],
)
def test_advancing_the_penalty_double_of_their_1nt(book: str, hand: str, call: str) -> None:
    assert _ask(book, hand, ["1NT", "X", "Pass"]).call == call


def test_a_double_of_1nt_the_system_makes_artificial_is_not_advanced_as_penalty() -> None:
    dont = RuleBook([RuleRecord.of("(1n)-x", "One-suited hand, 8-15 HCP, artificial",
                                   "convention", "test")])  # fmt: skip
    place = place_from_calls(Seat.N, ["1NT", "X", "Pass"])
    advice = recommend(dont, place, parse_hand("83.J9532.84.T852"), "None")
    assert "for penalty" not in advice.reason


@pytest.mark.parametrize("book", ["openings", "sayc"])
@pytest.mark.parametrize(
    ("hand", "calls", "doubles"),
    [
        # Crosby's balance-of-power doubles: "good hand & no bid"
        ("AQ.KQJ75.KQ63.J4", ["1H", "1S", "Pass", "2S"], True),
        ("AKJ2.K4.AQ854.62", ["1D", "2C", "Pass", "3C"], True),
        # a minimum opening has no extras to show
        ("AJ.KQ975.Q963.J4", ["1H", "1S", "Pass", "2S"], False),
        # three of their suit: partner holds no length there to pass with
        ("AQ4.KQJ75.KQ6.J4", ["1H", "1S", "Pass", "2S"], False),
    ],
)
def test_opener_doubles_their_raise_with_extras(
    book: str, hand: str, calls: list[str], doubles: bool
) -> None:
    assert (_ask(book, hand, calls).call == "X") == doubles


# --- the numeric rules, against readings written here ------------------------------------

_RANKS = "AKQJT98765432"


@st.composite
def _hands(draw: st.DrawFn, count: int, suit: str = "S") -> str:
    """A hand with exactly ``count`` cards in ``suit``, the other cards at random."""
    cards = [f"{r}{s}" for s in "SHDC" for r in _RANKS]
    inside = draw(st.permutations([c for c in cards if c[1] == suit]))[:count]
    others = draw(st.permutations([c for c in cards if c[1] != suit]))[: 13 - count]
    chosen = set(inside) | set(others)
    return ".".join("".join(r for r in _RANKS if f"{r}{s}" in chosen) for s in "SHDC")


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=3).flatmap(_hands))
def test_the_raisers_redouble_follows_the_reading(hand: str) -> None:
    # the reading: a maximum single raise, 9-10 HCP, with exactly three trumps
    parsed = parse_hand(hand)
    wanted = 9 <= parsed.hcp <= 10 and parsed.length(Suit.S) == 3
    got = _ask("openings", hand, ["1S", "Pass", "2S", "Pass", "Pass", "X"]).call
    assert (got == "XX") == wanted


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=4).flatmap(_hands))
def test_the_redouble_of_partners_notrump_follows_the_points(hand: str) -> None:
    # the reading: 8+ HCP opposite partner's 15+ notrump overcall is the majority
    got = _ask("openings", hand, ["1S", "1NT", "X"]).call
    assert (got == "XX") == (parse_hand(hand).hcp >= 8)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=3, max_value=6).flatmap(lambda n: _hands(n, "C")))
def test_the_double_of_stayman_follows_the_reading(hand: str) -> None:
    # the reading (Cohen): five clubs or more, "at least two of the top three - probably
    # a little beefier": AQ1032 doubles, AQ432 does not
    clubs = hand.split(".")[3]
    top3 = sum(r in clubs for r in "AKQ")
    top5 = sum(r in clubs for r in "AKQJT")
    wanted = len(clubs) >= 5 and top3 >= 2 and top5 >= 3
    advice = _ask("sayc", hand, ["1NT", "Pass", "2C"])
    assert ("lead-directing" in advice.reason) == wanted


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=5, max_value=7).flatmap(lambda n: _hands(n, "H")))
def test_advancing_the_penalty_double_follows_the_points(hand: str) -> None:
    # the reading (awm): a five-card suit "at best about 5 hcp" runs, "5+ points" pass
    got = _ask("openings", hand, ["1NT", "X", "Pass"]).call
    assert (got == "Pass") == (parse_hand(hand).hcp >= 5)
