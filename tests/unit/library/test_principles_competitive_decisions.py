"""Competitive decisions after both sides have bid (issue 34, h51b): the sacrifice at
equal vulnerability, and the law's level when partner's cuebid raise or raise supports
my suit.

- Jean-Rene Vernes, "The Law of Total Tricks" (1969), who gave the law its name: "it
  is easy to figure out that with equal vulnerabilities, it will pay to go down two,
  doubled, in order to stop an opponents' game". Both sides vulnerable, down two
  doubled is 500 against their 620 (library/principles_competition.sacrificing, which
  bid it only with neither side vulnerable or at favourable colours).
- The SAYC booklet (library/systems/sayc.md): the cuebid of their suit shows "a limit
  raise or better in partner's suit", and the system writes its support ("Cuebid, 10+
  support points, 3+ hearts"). Larry Cohen, "LAW of Total Tricks": "With 10 trumps --
  4 level". An overcaller whose partner cuebid counts the cuebid's trumps as a raise's
  (library/principles_reading.Table.promised).
- The same reading for partner's raise of my suit when they compete: the law counts the
  trumps the system writes ("Raise, 6-10 HCP, 4+ diamonds"), as
  library/principles_opener_law.raise_promises does for a major; Cohen: "With 9
  trumps -- 3 level".

Hands written here, on the full SAYC system the robots bid with; the arithmetic of each
property is done again here, apart from the modules.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

VULNERABILITIES = ["None", "NS", "EW", "All"]


def _ask(hand: str, calls: list[str], vulnerability: str, dealer: Seat = Seat.N) -> Recommendation:
    return recommend(sayc_book(), place_from_calls(dealer, calls), parse_hand(hand), vulnerability)


# --- the sacrifice at equal vulnerability -------------------------------------------


def _down_doubled(undertricks: int, vulnerable: bool) -> int:
    """The penalty for going down doubled (Law 77): 200 then 300 each vulnerable; 100,
    then 200 each for the second and third, then 300 each not vulnerable."""
    if vulnerable:
        return 200 + 300 * (undertricks - 1)
    steps = [100, 200, 200] + [300] * 10
    return sum(steps[:undertricks])


def _major_game(vulnerable: bool) -> int:
    """Four of a major made exactly: 120 for the tricks and the game bonus."""
    return 120 + (500 if vulnerable else 300)


def _vulnerable(vulnerability: str, side: str) -> bool:
    return vulnerability == "All" or vulnerability == side


@pytest.mark.parametrize(
    ("vulnerability", "call"),
    [
        ("All", "5H"),  # both vulnerable: 500 against their 620 (Vernes)
        ("None", "5H"),  # neither: 300 against their 420
        ("NS", "5H"),  # favourable: 300 against their 620
        ("EW", "Pass"),  # unfavourable: 500 against their 420
    ],
)
def test_a_sacrifice_at_equal_vulnerability(vulnerability: str, call: str) -> None:
    """1S-(3H)-4S: partner's jump overcall and my five hearts are ten trumps, the
    singleton spade the shortness; the hand has no defence."""
    advice = _ask("5.QJ742.98762.J4", ["1S", "3H", "4S"], vulnerability)
    assert advice.call == call
    if call == "5H":
        assert "sacrifice" in advice.reason
        assert ("both sides vulnerable" in advice.reason) == (vulnerability == "All")


_SMALL = "23456789T"


@st.composite
def _sacrifice_hands(draw: st.DrawFn) -> str:
    """Five hearts headed by the queen and jack, a singleton or void spade, and small
    minors: ten trumps with partner's overcall, no defence."""
    spades = draw(st.lists(st.sampled_from(_SMALL), max_size=1, unique=True))
    hearts = ["Q", "J", *draw(st.lists(st.sampled_from(_SMALL), min_size=3, max_size=3,
                                       unique=True))]  # fmt: skip
    minors = draw(st.permutations([(s, r) for s in "DC" for r in _SMALL]))
    rest = minors[: 13 - len(spades) - len(hearts)]
    diamonds = [r for s, r in rest if s == "D"]
    clubs = [r for s, r in rest if s == "C"]

    def text(ranks: list[str]) -> str:
        return "".join(sorted(ranks, key="AKQJT98765432".index))

    return ".".join(text(x) for x in (spades, hearts, diamonds, clubs))


@settings(max_examples=60, deadline=None)
@given(_sacrifice_hands(), st.sampled_from(VULNERABILITIES))
def test_a_sacrifice_is_bid_exactly_when_down_two_doubled_costs_less_than_their_game(
    hand: str, vulnerability: str
) -> None:
    """By the law, ten trumps and their game's ten tricks leave us about nine at the
    five level: down two doubled, against their game made."""
    we = _vulnerable(vulnerability, "EW")  # West to call after 1S by North, 3H, 4S
    they = _vulnerable(vulnerability, "NS")
    cheaper = _down_doubled(2, we) < _major_game(they)
    assert (_ask(hand, ["1S", "3H", "4S"], vulnerability).call == "5H") == cheaper


# --- the overcaller counts partner's cuebid raise -----------------------------------

# (P)-1S-2H-(P)-2S-(P)-3H-(P)-P-(3S): South dealt and passed, West opened, North
# overcalled, South cuebid (the booklet's limit raise or better, "3+ hearts"), North
# rebid his suit (a minimum), South passed, West bid 3S; North to call.
CUEBID_AUCTION = ["Pass", "1S", "2H", "Pass", "2S", "Pass", "3H", "Pass", "Pass", "3S"]


def test_partners_cuebid_raise_promises_the_trumps_the_system_writes() -> None:
    place = place_from_calls(Seat.S, CUEBID_AUCTION)
    table = Table(sayc_book(), place, parse_hand("74.AKJ9862.Q53.K"))
    assert table.promised(Suit.H) == 3  # "Cuebid, 10+ support points, 3+ hearts"
    assert table.fit(Suit.H) == 10
    assert table.promised(Suit.S) == 0  # their suit: the cuebid is not natural


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # usa-trials-2000 board 83: seven hearts and the cuebid's three, ten trumps
        ("74.AKJ9862.Q53.K", "4H"),
        # six hearts: nine trumps, the three level, and 3S is there already
        ("742.AKJ986.Q53.K", "Pass"),
    ],
)
def test_the_overcaller_competes_to_the_level_of_the_trumps_after_the_cuebid(
    hand: str, call: str
) -> None:
    advice = _ask(hand, CUEBID_AUCTION, "None", Seat.S)
    assert advice.call == call
    if call == "4H":
        assert "10 together" in advice.reason


def _law_level(trumps: int) -> int:
    """Cohen: "With 8 trumps -- 2 level; 9 trumps -- 3 level; 10 trumps -- 4 level"."""
    return {8: 2, 9: 3, 10: 4}.get(trumps, 4 if trumps > 10 else 1)


@st.composite
def _overcaller_hands(draw: st.DrawFn) -> tuple[str, int]:
    """A two-level heart overcall's minimum rebid: A K J and small hearts, five to
    eight of them, two small spades, no side honour but a singleton king of clubs."""
    length = draw(st.integers(min_value=5, max_value=8))
    hearts = ["A", "K", "J", *draw(st.lists(st.sampled_from("T98765432"),
                                            min_size=length - 3, max_size=length - 3,
                                            unique=True))]  # fmt: skip
    spades = ["7", "4"]
    side = 13 - len(hearts) - len(spades) - 1
    diamonds = sorted(draw(st.lists(st.sampled_from("T98765432"), min_size=side,
                                    max_size=side, unique=True)),
                      key="AKQJT98765432".index)  # fmt: skip
    hearts_text = "".join(sorted(hearts, key="AKQJT98765432".index))
    return f"74.{hearts_text}.{''.join(diamonds)}.K", length


@settings(max_examples=40, deadline=None)
@given(_overcaller_hands())
def test_the_overcaller_bids_four_exactly_when_the_law_says_four(drawn: tuple[str, int]) -> None:
    hand, hearts = drawn
    bids = _ask(hand, CUEBID_AUCTION, "None", Seat.S).call == "4H"
    assert bids == (_law_level(hearts + 3) >= 4)


# --- opener counts the trumps the system writes for partner's raise, in competition ---

# (P)-1D-(1S)-2D-(2S): East dealt and passed, South opened, West overcalled, North
# raised ("Raise, 6-10 HCP, 4+ diamonds"), East raised spades; South to call.
RAISED_MINOR = ["Pass", "1D", "1S", "2D", "2S"]


def test_a_minor_raise_promises_four_when_they_compete() -> None:
    contested = Table(sayc_book(), place_from_calls(Seat.E, RAISED_MINOR),
                      parse_hand("983.AK98.AKT65.Q"))  # fmt: skip
    assert contested.promised(Suit.D) == 4
    # uncontested, the reading is the general raise's three (the constructive
    # principles' count, which this change leaves alone)
    quiet = Table(sayc_book(), place_from_calls(Seat.E, ["Pass", "1D", "Pass", "2D", "Pass"]),
                  parse_hand("983.AK98.AKT65.Q"))  # fmt: skip
    assert quiet.promised(Suit.D) == 3


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # european-teams-1999 board 14: five diamonds and the raise's four, nine trumps:
        # the three level ("With 9 trumps -- 3 level")
        ("983.AK98.AKT65.Q", "3D"),
        # four diamonds: eight trumps, the two level, so 2S is theirs
        ("983.AK9.AKT5.Q52", "Pass"),
    ],
)
def test_opener_competes_in_a_raised_minor_by_the_trumps(hand: str, call: str) -> None:
    advice = _ask(hand, RAISED_MINOR, "None", Seat.E)
    assert advice.call == call


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=4, max_value=6), st.data())
def test_opener_bids_three_diamonds_exactly_when_the_law_says_three(
    diamonds: int, data: st.DataObject
) -> None:
    """Three small spades, A K x of hearts, A Q T and small diamonds, the rest clubs."""
    small = data.draw(st.lists(st.sampled_from("98765432"), min_size=diamonds - 3,
                               max_size=diamonds - 3, unique=True))  # fmt: skip
    clubs = data.draw(st.lists(st.sampled_from("QJ5432"), min_size=7 - diamonds,
                               max_size=7 - diamonds, unique=True))  # fmt: skip
    order = "AKQJT98765432".index
    hand = ".".join(["983", "AK9", "AQT" + "".join(sorted(small, key=order)),
                     "".join(sorted(clubs, key=order))])  # fmt: skip
    bids = _ask(hand, RAISED_MINOR, "None", Seat.E).call == "3D"
    assert bids == (_law_level(diamonds + 4) >= 3)
