"""Responder's calls in competition (issue 33): the negative doubler places the contract
by his zone after opener's cheapest answer, and after partner's redouble of their
takeout double their escape is doubled with their suit, otherwise passed (forcing).

The cases are written from the teaching quoted with each (library/principles_responder_
competes.py names the sources); they run on the full SAYC system, which has no written
rule for these later calls, so the principles answer.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_reading import Table
from library.principles_responder_competes import (
    GAME_ZONE,
    INVITATIONAL_ZONE,
    negative_doubler_places,
    their_escape_after_redouble,
)
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import OPENINGS, _system


def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str], book: RuleBook | None = None) -> Recommendation:
    return recommend(book or _sayc(), place_from_calls(Seat.N, calls), parse_hand(hand), "None")


# Robert Todd (Adventures in Bridge 343): after 1D-(1S)-X-(P) opener's 1NT, 2C and 2D
# "12-14 pts", "similar to when the auction goes 1D-P-1H-P"; Audrey Grant and the
# booklet: responder's medium hand (10-12) invites, 13+ bids game.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # 10 HCP, spades stopped, no fit: 2NT invites over the minimum 2D
        ("K973.AK32.86.T54", ["1D", "1S", "X", "Pass", "2D", "Pass"], "2NT"),
        # the same over opener's new minor, 2C: a minimum, not the 16 of a whole opening
        ("KJ93.AQ32.86.T54", ["1D", "1S", "X", "Pass", "2C", "Pass"], "2NT"),
        # 13 HCP and a spade stopper: game in notrump
        ("KJ93.AQ32.86.KT5", ["1D", "1S", "X", "Pass", "2C", "Pass"], "3NT"),
        # over 1D-(1S)-X-(P)-2H the four-four heart fit is found: 11 support points
        # raise once, inviting (Tommy's blog: opener's single raise is 12-15)
        ("K73.AJ32.864.K54", ["1D", "1S", "X", "Pass", "2H", "Pass"], "3H"),
        # 14 support points with the fit (a singleton counts three): game
        ("K73.AJ32.8.KQ654", ["1D", "1S", "X", "Pass", "2H", "Pass"], "4H"),
    ],
)
def test_negative_doubler_places_the_contract(hand: str, calls: list[str], call: str) -> None:
    advice = _ask(hand, calls)
    assert (advice.call, advice.basis) == (call, "principles")
    assert "negative double" in advice.reason


# Kantar (ACBL Bulletin, February 2004, via BidBase "Penalty Redouble"): after the
# redouble the side "cooperate[s] in doubling whatever contract the opponents end up in".
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # four clubs with two honours: their escape is doubled for penalty
        ("86.AQ3.Q742.KJ85", ["1H", "X", "XX", "2C", "Pass", "Pass"], "X"),
        # opener redoubled after responder's 2D: their 2H is left for partner (forcing)
        ("KT3.Q7.AQJ73.864", ["1S", "Pass", "2D", "X", "XX", "2H"], "Pass"),
        # four small hearts are no penalty double: pass
        ("QT3.8642.AQJ7.76", ["1S", "Pass", "2D", "X", "XX", "2H"], "Pass"),
    ],
)
def test_their_escape_after_partners_redouble(hand: str, calls: list[str], call: str) -> None:
    for book in (OPENINGS, _sayc()):
        advice = _ask(hand, calls, book)
        assert (advice.call, advice.basis) == (call, "principles")
        assert "redouble" in advice.reason


def test_a_jump_answer_is_not_a_minimum() -> None:
    """Opener's jump after the double shows extras (Cohen: "With extras, he jumps"):
    the zone principle does not read it as a minimum."""
    place = place_from_calls(Seat.N, ["1D", "1S", "X", "Pass", "3D", "Pass"])
    table = Table(_sayc(), place, parse_hand("K973.AK32.86.T54"))
    assert negative_doubler_places(table) is None


def test_no_redouble_no_forcing_pass() -> None:
    place = place_from_calls(Seat.N, ["1S", "Pass", "2D", "X", "Pass", "2H"])
    table = Table(_sayc(), place, parse_hand("KT3.Q7.AQJ73.864"))
    assert their_escape_after_redouble(table) is None


_CLUBS = st.sampled_from(["T54", "KT5", "QJ5", "K54", "AQ5", "A54"])
_HEARTS = st.sampled_from(["K432", "AJ32", "Q765", "AK32"])
_SPADES = st.sampled_from(["K973", "Q973", "8763", "AJ93", "KJ93"])


@settings(max_examples=60, deadline=None)
@given(_SPADES, _HEARTS, _CLUBS)
def test_zone_against_an_independent_reading(spades: str, hearts: str, clubs: str) -> None:
    """The negative doubler's notrump by points alone: 13+ with a spade stopper bids
    3NT, 10-12 bids 2NT, anything else is left to the other principles."""
    hand = parse_hand(f"{spades}.{hearts}.86.{clubs}")
    place = place_from_calls(Seat.N, ["1D", "1S", "X", "Pass", "2D", "Pass"])
    advice = negative_doubler_places(Table(_sayc(), place, hand))
    assert (advice.call if advice else None) == _expected(hand)


def _expected(hand: Hand) -> str | None:
    ranks = hand.ranks(Suit.S)
    length = len(ranks)
    stopped = "A" in ranks or ("K" in ranks and length >= 2) or ("Q" in ranks and length >= 3)
    if not stopped:
        stopped = "J" in ranks and length >= 4
    if not stopped:
        return None
    if hand.hcp >= GAME_ZONE:
        return "3NT"
    if INVITATIONAL_ZONE[0] <= hand.hcp <= INVITATIONAL_ZONE[1]:
        return "2NT"
    return None


# The booklet's competitive section: "a cuebid of the overcaller's suit is a limit raise
# or better", a minor opening's as a major's; Audrey Grant's "support with support"; a
# passed hand's new suit is not forcing, so the fit is shown at once.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # a passed hand with four diamonds and 11 HCP: the cuebid, not a non-forcing 2C
        ("5.T82.AK98.KJT82", ["Pass", "Pass", "Pass", "1D", "1S"], "2S"),
        # five clubs, 12 HCP, no heart stopper: the cuebid raise of 1C
        ("A3.52.K43.KQJ854", ["1C", "1H"], "2H"),
    ],
)
def test_cuebid_raise_of_a_minor(hand: str, calls: list[str], call: str) -> None:
    advice = _ask(hand, calls)
    assert (advice.call, advice.basis) == (call, "system")


# Nine tricks before eleven (principles_opener_contested quotes the same for opener): a
# balanced hand with their suit stopped bids the booklet's notrump, not the cuebid.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("KJ3.Q52.K843.Q54", ["1D", "1S"], "2NT"),  # 11 HCP: 2NT, 11-12
        ("KJ3.Q52.K843.A54", ["1D", "1S"], "3NT"),  # 13 HCP: 3NT, 13-15
        ("A3.QJ2.K43.KJ854", ["1C", "1H"], "3NT"),  # 5-3-3-2 with hearts stopped
    ],
)
def test_notrump_before_a_minors_cuebid(hand: str, calls: list[str], call: str) -> None:
    advice = _ask(hand, calls)
    assert (advice.call, advice.basis) == (call, "system")
    assert "gives way here: balanced" in advice.reason


# Larry Cohen's Law of Total Tricks: ten trumps between the hands, bid to the four level;
# the cuebid stays the four-trump limit raise's and the stronger hand's.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("KQT95.A63.T52.J6", ["1S", "2C"], "4S"),  # five trumps, 10 HCP: game
        ("6.KJ853.A52.QT64", ["1H", "1S"], "4H"),  # five trumps, 10 HCP over 1S
        ("KQT9.A63.T52.J64", ["1S", "2C"], "3C"),  # four trumps: the cuebid's limit raise
        ("AKT95.A63.K52.J6", ["1S", "2C"], "3C"),  # 15 HCP: the cuebid, slam may be near
    ],
)
def test_a_fifth_trump_bids_game(hand: str, calls: list[str], call: str) -> None:
    advice = _ask(hand, calls)
    assert (advice.call, advice.basis) == (call, "system")


# library/conventions/negative_doubles.md (SAYC plays negative doubles): "Penalty hands:
# responder passes (a trap pass) and opener, when short in the overcalled suit, reopens
# with a double that responder converts by passing".
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("KQT93.84.K4.J852", ["1D", "1S"], "Pass"),  # five spades, two top honours
        ("84.K4.Q852.KQT93", ["1H", "2C"], "Pass"),  # five clubs over their 2C
        ("KQT93.84.AK4.K85", ["1D", "1S"], "3NT"),  # 15 HCP: game, not a trap pass
        ("KQT93.84.K4.J852", ["1D", "1S", "Pass", "Pass", "X", "Pass"], "Pass"),  # converts
    ],
)
def test_trap_pass_and_conversion(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call
