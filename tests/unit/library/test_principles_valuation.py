"""Openings judged beyond the point count where the system asks for judgement (issue 33,
library/principles_valuation.py, domain/rules/hand_valuation.py).

Every case illustrates a teacher's sentence, quoted above it; the same hand is asked of
the same rules read as written (``valuation: hcp``), so each test shows what the setting
changes. North deals, so the seat to call is the one after the last call listed.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from domain.rules.hand_valuation import HCP_ONLY, JUDGEMENT
from library import load_library
from library.parser import parse_text
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import (
    DEFAULT_CONVENTIONS,
    RuleBook,
    RuleRecord,
    compose,
    valuation_of,
)


@cache
def _book(valuation: str, own: tuple[tuple[str, str], ...] = ()) -> RuleBook:
    records = compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"])
    records += [RuleRecord.of(seq, meaning, USER_CUSTOM, "mine") for seq, meaning in own]
    return RuleBook(records, valuation=valuation)


def _call(hand: str, calls: list[str], valuation: str = JUDGEMENT, **own: str) -> str:
    book = _book(valuation, tuple(own.items()))
    return recommend(book, place_from_calls(Seat.N, calls), parse_hand(hand)).call


def test_the_shipped_systems_read_their_ranges_as_written() -> None:
    systems = load_library().systems
    assert {name: s.valuation for name, s in systems.items()} == {
        "sayc": HCP_ONLY, "2_1_game_force": HCP_ONLY, "precision": HCP_ONLY,
    }  # fmt: skip
    records = compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"])
    assert valuation_of(load_library(), records) == HCP_ONLY  # a user's system, by its base
    assert valuation_of(load_library(), records[:0]) == HCP_ONLY  # no base system


# Neil Timm after Marty Bergen (Slam Bidding Made Easier): "Hand AA: K43 A73 AK1092 32 ...
# should be opened 1NT and Hand BB [QJ6 QJ7 KQ73 KJ2] should be opened 1D".
@pytest.mark.parametrize(
    ("hand", "judged", "as_written"),
    [
        ("K43.A73.AKT92.32", "1NT", "1D"),  # 14 HCP, aces, a ten and a quality five
        ("QJ6.QJ7.KQ73.KJ2", "1D", "1NT"),  # 15 HCP of queens and jacks
        # Wolff, "Game Hunter": "just about worth 1NT with the strong five-card clubs and
        # good intermediates"
        ("QT8.QT.A93.AQT75", "1NT", "1C"),
    ],
)
def test_the_notrump_floor_is_judged(hand: str, judged: str, as_written: str) -> None:
    assert _call(hand, []) == judged
    assert _call(hand, [], HCP_ONLY) == as_written


# Bergen (the Toledo Blade's review of More Points Schmoints): with 19 HCP, "open one
# diamond ... [or] open two no trump (showing 20 or 21 points). The 10s and nines make
# your hand worth an extra point." And the 2NT floor judged down: the Tribune quiz's
# "bad 20", opened one of a suit.
def test_the_two_notrump_floor_is_judged() -> None:
    assert _call("AT98.KT9.AK.AJT9", []) == "2NT"  # 19 HCP: six aces and tens
    assert _call("AT98.KT9.AK.AJT9", [], HCP_ONLY) != "2NT"
    assert _call("KQJ2.QJ3.AJ.KQJ4", []) == "1C"  # 20 HCP, seven quacks
    assert _call("KQJ2.QJ3.AJ.KQJ4", [], HCP_ONLY) == "2NT"


# The range's top is as written, and a flat 4-3-3-3 is never judged up (the SBBC's
# "4333 hands": "worth less than other shapes").
def test_the_top_and_the_flat_hand() -> None:
    assert _call("AKT9.AT9.K98.T98", []) == "1C"  # 14 HCP, aces and tens, but flat
    assert _call("KQ3.A92.KJ84.Q72", []) == "1NT"  # 15 flat: not judged down for the shape
    assert _call("AKT2.KT9.AT96.K9", []) == "1NT"  # 17 and tens: the top as written


# BridgeHands, "Rule of 20": "the player's honors should be in the long suit/s, not side
# suits"; Bergen's starting points count a quality suit (three of the top five) a point.
@pytest.mark.parametrize(
    ("calls", "hand", "judged", "as_written"),
    [
        ([], "KQJ85.A9.8743.93", "1S", "Pass"),  # 10 + 1 + 5 + 4
        (["Pass"], "KQJ85.A9.8743.93", "1S", "Pass"),  # second seat
        ([], "K9854.A9.QJ43.93", "Pass", "Pass"),  # the same 19 without a quality suit
        # the rule of 20 is for first and second seat: a third seat is not judged
        (["Pass", "Pass"], "7.A63.Q84.KJT965", "Pass", "Pass"),
        # a weak two's range holds its hand as written (the booklet's 5-11)
        ([], "KQ7.43.AJT976.98", "2D", "2D"),
    ],
)
def test_the_rule_of_20_counts_the_long_suits(
    calls: list[str], hand: str, judged: str, as_written: str
) -> None:
    assert _call(hand, calls) == judged
    assert _call(hand, calls, HCP_ONLY) == as_written


# The lead's constraint: "no answer contradicts the user's own system where it has a
# rule". His own 1NT is read as written, judgement or not.
def test_the_users_own_notrump_is_read_as_written() -> None:
    own = {"1n": "15-17 HCP, balanced"}
    assert _call("K43.A73.AKT92.32", [], **own) != "1NT"
    assert _call("QJ6.QJ7.KQ73.KJ2", [], **own) == "1NT"


@pytest.mark.parametrize(
    ("info", "phrase"),
    [
        ("type: base_system\nvaluation: taste\n", "Unknown valuation 'taste'"),
        ("type: convention\napplies_to: [x]\nvaluation: judgement\n", "only for base systems"),
    ],
)
def test_the_valuation_line_is_checked(info: str, phrase: str) -> None:
    text = f"# X\n\n## Info\n{info}id: x\nname: X\nversion: 1.0.0\n\n## S\n1n = 15-17 HCP\n"
    parsed = parse_text(text, Path("x.md"))
    assert any(phrase in issue.message for issue in parsed.issues), parsed.issues
