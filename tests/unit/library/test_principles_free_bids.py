"""Calls when both sides bid (issue 33): the law's raise before a written simple raise,
the responsive double, the advancer's double of their new suit, opener's free bid of a
second five-card suit and the negative doubler who does not sell out to their raise.

The cases are written from the teaching quoted with each (library/principles_free_bids.py
names the sources), none from the corpus files; they run on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_fit import raising_by_the_law
from library.principles_free_bids import free_bidder_rebids_six, responsive_double
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import _system


def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str]) -> Recommendation:
    return recommend(_sayc(), place_from_calls(Seat.N, calls), parse_hand(hand), "None")


# Larry Cohen, "LAW of Total Tricks": "With 10 trumps -- 4 level"; "With 5 trumps,
# responder to 1H will raise to 4H (... 5 trumps and weakish)". Over their double of
# partner's one-level overcall, which promised five as an opening does, the same: "The 2S
# overcall by East promises a 5-card spade suit ... Ten Trump = Ten Tricks = Four Level"
# (Vic Johnson, Madison bridge club's weekly hand analysis). Over their overcall or
# raise, game on trumps alone still wants a singleton (the jump to three stays).
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # five trumps opposite the 1H opening, their double: game at once, no shortness
        ("K73.QT863.J42.T5", ["1H", "X"], "4H"),
        # over their overcall the booklet's preemptive jump stands without a singleton
        ("73.KT863.J42.Q75", ["1H", "1S"], "3H"),
        ("73.KT863.J742.Q7", ["1H", "X"], "4H"),
        # four trumps and a flat hand raise once (nine trumps, but flat: the booklet's raise)
        ("K73.QT86.J42.T53", ["1H", "X"], "2H"),
        # five trumps opposite an overcall their double: ten trumps, game
        ("QJ863.T72.K84.65", ["1C", "1S", "X"], "4S"),
        # five trumps opposite an overcall they raised, no shortness: the jump to three
        ("QJ863.T72.K84.65", ["1C", "1S", "2C"], "3S"),
    ],
)
def test_the_law_sets_the_raise(hand: str, calls: list[str], call: str) -> None:
    advice = _ask(hand, calls)
    assert advice.call == call
    assert "law of total tricks" in advice.reason.lower() or call in ("2H", "3H")


# ACBL, "Responsive Doubles": "at least 4-4 in the majors and a minimum of 6 or 7
# high-card points"; BidBase's example after 1D-X-2D: Q873 Q1097 7 Q852 doubles; "If
# South had a 5-card or more suit, then South would just bid it". Karen Walker: after
# 1C-1S-2C the double shows the two unbid suits (92 K9762 AJ103 64; with the fifth heart
# our system bids it, so the case holds four).
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("Q873.QT97.7.Q852", ["1D", "X", "2D"], "X"),
        ("92.K976.AJT3.643", ["1C", "1S", "2C"], "X"),
        # over a major the double asks for the minors (Walker: Q63 5 KQ43 J1075)
        ("Q63.52.KQ43.JT75", ["1H", "X", "2H"], "X"),
    ],
)
def test_responsive_double(hand: str, calls: list[str], call: str) -> None:
    advice = _ask(hand, calls)
    assert (advice.call, advice.basis) == (call, "principles")
    assert "responsive double" in advice.reason


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # a five-card major answers partner's takeout double: no responsive double
        ("Q8732.QT9.7.Q852", ["1D", "X", "2D"]),
        # three cards in partner's overcalled major: a raise, not a double
        ("Q92.K976.AJT3.64", ["1C", "1S", "2C"]),
        # over partner's jump overcall the double is not responsive
        ("92.K976.AJT3.643", ["1C", "2S", "3C"]),
        # too weak for the three level
        ("Q873.QT97.7.J852", ["1D", "X", "3D"]),
    ],
)
def test_no_responsive_double(hand: str, calls: list[str]) -> None:
    place = place_from_calls(Seat.N, calls)
    assert responsive_double(Table(_sayc(), place, parse_hand(hand))) is None


# ACBL, "Responsive Doubles": after 1C-Dbl-1S "a double would promise spades, either five
# of them or a good four-card suit".
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("843.KJ975.Q62.J4", "X"),
        ("843.AQ75.Q62.J54", "X"),
        ("843.9752.Q62.KJ4", "Pass"),
    ],
)
def test_double_of_their_new_suit_shows_it(hand: str, call: str) -> None:
    assert _ask(hand, ["1C", "X", "1H"]).call == call


# Larry Cohen, "After partner's negative double": "A 'free bid' without jumping doesn't
# show extras": opener with a second five-card suit bids it when they bid on.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("4.AQ873.KJ962.Q5", "2D"),
        ("43.AQ873.KJ96.Q5", "Pass"),  # four diamonds: no second suit to show freely
    ],
)
def test_opener_free_bid_shows_shape(hand: str, call: str) -> None:
    assert _ask(hand, ["1H", "X", "Pass", "2C"]).call == call


# Larry Cohen, "Law of Total Tricks for Balancing": when they "have found an eight-card
# fit and are about to play at the two level" we "can't afford to let them stay";
# Marty Bergen: "A Negative Double followed by a new suit at the two or three level is
# weak".
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("84.KQT75.J93.K62", ["1D", "1S", "X", "2S", "Pass", "Pass"], "3H"),
        ("KJ875.T8.K92.743", ["1C", "1H", "X", "2H", "Pass", "Pass"], "2S"),
        ("84.KQT7.J932.K62", ["1D", "1S", "X", "2S", "Pass", "Pass"], "Pass"),
    ],
)
def test_negative_doubler_competes(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call


_CARDS = [f"{rank}{suit}" for suit in "SHDC" for rank in "AKQJT98765432"]


def _hand(cards: list[str]) -> str:
    return ".".join("".join(c[0] for c in cards if c[1] == suit) for suit in "SHDC")


@settings(max_examples=150, deadline=None)
@given(st.permutations(_CARDS))
def test_law_level_never_passes_the_trumps(deck: list[str]) -> None:
    """Over 1H-(X), whatever the law advises in hearts is at most the level of the trumps
    held together (five promised plus the hand's) less six, and game only with a fifth
    trump or a singleton or void (Cohen: "Never lie"; the law's 2-3-4 levels)."""
    hand: Hand = parse_hand(_hand(deck[:13]))
    table = Table(_sayc(), place_from_calls(Seat.N, ["1H", "X"]), hand)
    advice = raising_by_the_law(table)
    if advice is None or not advice.call[0].isdigit():
        return
    level = int(advice.call[0])
    trumps = 5 + hand.length(Suit.H)
    assert level <= trumps - 6
    if level == 4:
        assert hand.length(Suit.H) >= 5 or min(hand.pattern) <= 1


# "2/1, Lawrence Style: Sandwich Overcalls": both opponents have bid, "the chances for a
# game are extremely remote, while the dangers of being penalized are high" (the call
# shows 5-4): a passed hand's light double between them wants the fifth card.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("84.KJ96.AT873.J4", "X"),  # 5-4 in the unbid suits, 9 HCP: shape doubles
        ("84.KJ96.A873.KJ4", "X"),  # four of each and 12 HCP
        ("Q84.KJ96.Q873.J4", "Pass"),  # four of each and 9 HCP: pass
    ],
)
def test_passed_hand_sandwich_double_wants_shape(hand: str, call: str) -> None:
    assert _ask(hand, ["Pass", "1C", "Pass", "1S"]).call == call


# bridgewebs "Take-out doubles": "1H-Pass-1NT-Dbl This unusual looking double is for
# take-out of Hearts"; "11 HCP and (4-4-4-1) shape is enough".
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJ72.5.AQ64.QT93", "X"),  # 4-1-4-4, 12 HCP
        ("KJ72.5.AJ64.QT93", "X"),  # 4-1-4-4, 11 HCP: the singleton's shape is enough
        ("KJ72.54.AJ64.QT9", "Pass"),  # a doubleton heart and 11 HCP: short of opening values
    ],
)
def test_their_notrump_response_doubled_for_takeout(hand: str, call: str) -> None:
    assert _ask(hand, ["1H", "Pass", "1NT"]).call == call


# newtricksplay.org: "After 1C/1D - (1H), we can distinguish between a responding hand
# with only four spades (double) and a responding hand with five spades (bid 1S)"; the
# same between two bidding opponents.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("AQT86.Q2.T9.KJ76", "1S"),  # five spades at the one level: bid them
        ("AQT8.Q2.T93.KJ76", "X"),  # four of each unbid suit, 12 HCP: double
    ],
)
def test_five_card_major_bid_between_two_opponents(hand: str, call: str) -> None:
    assert _ask(hand, ["1D", "Pass", "1H"]).call == call


# The booklet: "Normally open 1D with 4-4 in the minors. Normally open 1C with 3-3 in the
# minors" (so 1D holds four but for 4-4-3-2); Cohen: eight trumps compete. Over their
# overcall four diamonds raise; clubs want five.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("95.J42.K953.AT63", ["1D", "2S"], "3D"),
        ("T4.QT4.K953.A632", ["1D", "1S"], "2D"),
    ],
)
def test_four_diamonds_raise_over_their_overcall(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call


# Cohen's law ("With 9 trumps -- 3 level"; "Use LOTT only when you don't have game or
# slam interest") and the takeout double's promise (gwilliams.org.uk: "When doubling a
# minor suit you can be weak in diamonds providing you hold both major-suits"): over
# their bid, five cards of a promised major compete, weak or not, at the cheapest level.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("8632.K7632.T2.63", ["1D", "X", "2D"], "2H"),
        ("K632.J7632.T72.6", ["1S", "X", "1NT"], "2H"),
        ("8632.K763.T2.632", ["1D", "X", "2D"], "Pass"),  # four hearts: eight trumps
    ],
)
def test_advancer_counts_trumps(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call


# Cohen: "With 8 partnership trumps, bid to the 2-level"; opener's pass over their raise
# shows no extras ("If opener's RHO acts, nothing changes"): the free bidder's six-card
# suit competes, not for game.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("KQJ753.K2.Q52.84", ["1C", "1H", "1S", "2H", "Pass", "Pass"], "2S"),
        ("KQJ75.K72.Q52.84", ["1C", "1H", "1S", "2H", "Pass", "Pass"], "Pass"),
    ],
)
def test_free_bidder_rebids_six_over_their_raise(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call


def test_a_cuebid_is_no_free_bid() -> None:
    """1H-(2C)-3C-(4C)-P-(P): responder's cuebid raised hearts; opener's pass over their
    raise says nothing about a suit of responder's own, so the principle stays out."""
    place = place_from_calls(Seat.N, ["1H", "2C", "3C", "4C", "Pass", "Pass"])
    table = Table(_sayc(), place, parse_hand("AQ8643.J97.873.K"))
    assert free_bidder_rebids_six(table) is None


# bridgetips, "Re-opening Double": with three or more of their suit partner is weak;
# "Without this hand structure, either rebid your suit or bid your second suit".
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("4.AQT98.AQJ9.763", "2D"),  # three clubs: no reopening double, the second suit
        ("4.AQT98.AQJ93.76", "X"),  # two clubs: the reopening double
    ],
)
def test_reopening_with_a_second_suit(hand: str, call: str) -> None:
    assert _ask(hand, ["1H", "2C", "Pass", "Pass"]).call == call


# The law (Cohen) when both sides have a fit, and Audrey Grant's "support with support":
# after 1D-(1H)-2C-(2H) partner's two-level suit promises five, so three clubs show the
# eight-card fit before opener's own six diamonds.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("753.6.AKJT84.Q92", ["1D", "1H", "2C", "2H"], "3C"),
        ("753.6.AKJT84.Q92", ["1D", "1H", "2C", "Pass"], "2D"),  # no raise by them
    ],
)
def test_support_first_when_they_raised(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call


# Marty Bergen: after a negative double opener "may be stuck, and be forced to ... bid a
# new suit with 3 cards"; Larry Cohen: on the three level "extras are needed".
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KQ2.A7.J96.Q8543", "2S"),  # a minimum: three spades at two, not clubs at three
        ("KQ2.A7.976.AKJ43", "3C"),  # 17 HCP: the extras the three level shows
    ],
)
def test_three_card_major_before_the_three_level(hand: str, call: str) -> None:
    assert _ask(hand, ["1C", "2D", "X", "Pass"]).call == call
