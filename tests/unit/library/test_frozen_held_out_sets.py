"""The frozen independent held-out sets (issue 33) stay clean exams, without running the engine.

Their cases are published answers by other authors, each set frozen before a round of
changes (the fifth before the fifth round, the sixth before the sixth) and measured once by
bench/recommend.py, or real calls by strong pairs taken mechanically from hand records (the
second to fifth records sets, bench/recommend_records_second.py, _third.py, _fourth.py
and _fifth.py). This test never asks the engine anything: it checks only that every case is
well formed (a hand of 13 different cards, an auction the table accepts with South to call,
a legal expected call, a known category, a source) and that no hand of a set appears in any
other corpus file or is quoted in a unit test, where tuning could reach it.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import parse_hand
from library.recommend_auction import place_from_calls

TESTS = Path(__file__).resolve().parents[2]
CORPUS = TESTS / "fixtures" / "recommend"
# Each frozen set with the size and spread it was written to: (least cases, least topics).
# (The second to fifth were spent in 0.22.0, the sixth to eighth in 0.24.0, the ninth and tenth in
# 0.26.0, the eleventh to thirteenth in 0.27.0: their hands may be quoted now.)
FROZEN = {"sayc_independent_fourteenth.txt": (36, 10),
          "sayc_independent_records_second.txt": (137, 4),
          "sayc_independent_records_third.txt": (260, 11),
          "sayc_independent_records_fourth.txt": (468, 11),
          "sayc_independent_records_fifth.txt": (413, 11)}  # fmt: skip
# Sets of real calls taken from hand records (bench/recommend_records_second.py,
# bench/recommend_records_third.py, which adds competitive calls, and _fourth.py and
# _fifth.py, the third's method on other events): their topics
# are where the call falls in the auction, and one player's hand recurs at each of the calls
# taken from it (the opening and the rebid), so a case there is the hand, auction and call.
RECORD_SETS = frozenset({
    "sayc_independent_records_second.txt", "sayc_independent_records_third.txt",
    "sayc_independent_records_fourth.txt", "sayc_independent_records_fifth.txt"
})  # fmt: skip
RECORD_CATEGORIES = frozenset({
    "real_opening", "real_pass_before_opening", "real_overcall", "real_response", "real_rebid",
    "real_takeout_double", "real_advance", "real_negative_double", "real_competitive_response",
    "real_competitive_rebid", "real_competitive_pass"
})  # fmt: skip
CATEGORIES = frozenset({
    "openings", "responses_1m", "responses_major", "responses_1nt", "responses_2nt", "rebids",
    "reverses", "opener_game_forcing", "rebids_after_2over1", "responder_later", "fourth_suit",
    "stayman", "slam_over_1nt", "slam_tries", "jacoby_2nt", "overcalls", "overcalls_of_1nt",
    "interference_1nt", "advances", "doubles", "negative_doubles", "reopening_doubles",
    "balancing", "michaels", "unusual_2nt", "preempts"
})  # fmt: skip
# A hand as the corpus files and the tests write it: four dotted suits of ranks.
_DOTTED_HAND = re.compile(r"(?<![\w.])[AKQJT2-9-]{0,13}(?:\.[AKQJT2-9-]{0,13}){3}(?![\w.])")


def _rows(path: Path) -> list[tuple[int, list[str]]]:
    rows: list[tuple[int, list[str]]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = line.strip()
        if text and not text.startswith("#"):
            rows.append((number, [part.strip() for part in text.split("|")]))
    return rows


def _key(hand: str) -> str:
    """The hand with each suit's ranks sorted, so that KQ5 and QK5 are the same holding,
    a void written "-" or left empty the same, and a ten written "10" or "T" the same."""
    return ".".join(
        "".join(sorted(suit.replace("10", "T").replace("-", ""))) for suit in hand.split(".")
    )


@cache
def _frozen(name: str) -> list[tuple[int, list[str]]]:
    return _rows(CORPUS / name)


@pytest.mark.parametrize("name", sorted(FROZEN))
def test_the_set_is_large_and_spread_over_the_topics(name: str) -> None:
    least_cases, least_topics = FROZEN[name]
    categories = {parts[0] for _, parts in _frozen(name)}
    assert len(_frozen(name)) >= least_cases
    assert len(categories) >= least_topics


@pytest.mark.parametrize(
    ("name", "number"), [(name, number) for name in sorted(FROZEN) for number, _ in _frozen(name)]
)
def test_every_case_is_well_formed(name: str, number: int) -> None:
    parts = dict(_frozen(name))[number]
    assert len(parts) == 6, f"line {number}: six fields"
    category, dealer, auction, hand, expected, source = parts
    assert category in (RECORD_CATEGORIES if name in RECORD_SETS else CATEGORIES)
    assert source
    assert len(parse_hand(hand).cards) == 13
    calls = [] if auction == "-" else auction.split()
    place = place_from_calls(Seat.parse(dealer), calls)
    assert place.seat is Seat.S
    try:
        place_from_calls(Seat.parse(dealer), [*calls, expected])
    except RuleViolation as error:
        # A pass that ends the auction leaves no next seat; any other refusal is illegal.
        assert expected == "Pass" and "over" in error.message, error.message


@pytest.mark.parametrize("name", sorted(FROZEN))
def test_no_hand_is_repeated_within_the_set(name: str) -> None:
    if name in RECORD_SETS:
        keys = [(_key(parts[3]), parts[2], parts[4]) for _, parts in _frozen(name)]
    else:
        keys = [(_key(parts[3]), "", "") for _, parts in _frozen(name)]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("name", sorted(FROZEN))
def test_no_hand_is_in_another_corpus_file(name: str) -> None:
    elsewhere = {
        _key(parts[3])
        for path in CORPUS.glob("*.txt")
        if path.name != name
        for _, parts in _rows(path)
        if len(parts) == 6
    }
    shared = [parts[3] for _, parts in _frozen(name) if _key(parts[3]) in elsewhere]
    assert not shared


@pytest.mark.parametrize("name", sorted(FROZEN))
def test_no_hand_is_quoted_in_a_unit_test(name: str) -> None:
    quoted = {
        _key(match.group(0))
        for path in TESTS.rglob("*.py")
        for match in _DOTTED_HAND.finditer(path.read_text(encoding="utf-8"))
    }
    shared = [parts[3] for _, parts in _frozen(name) if _key(parts[3]) in quoted]
    assert not shared
