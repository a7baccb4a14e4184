"""The third records set's selection rules (bench/records_competition.py, issue 33).

Hand-made hands and records: a hand that fits what the ACBL's SAYC System Booklet means by
a competitive call is kept, one that does not is dropped, and a pair whose direct action
shows a method SAYC does not play is left out. The booklet's words are quoted as
library/systems/sayc.md reproduces them. Nothing here asks the engine.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench"
sys.path.insert(0, str(BENCH))

from records_calls import Auction  # noqa: E402
from records_competition import competitive_meaning, method_not_sayc, stopper  # noqa: E402
from records_method import cases_of, category, excluded_pairs  # noqa: E402

from domain.rules.hand_evaluation import parse_hand  # noqa: E402
from interchange.pbn_reader import read_pbn  # noqa: E402
from interchange.records import GameRecord  # noqa: E402


def _fits(auction: str, call: str, hand: str) -> bool:
    calls = auction.split()
    return competitive_meaning(Auction(calls, 0, len(calls)), call, parse_hand(hand))


@pytest.mark.parametrize(
    ("auction", "call", "hand", "kept"),
    [
        # "Overcalls: 8-16 HCP and 5+ cards at the one level"
        ("1H", "1S", "KQJ92.85.K73.962", True),
        ("1H", "1S", "KQJ9.852.K73.962", False),  # four cards
        ("1H", "1S", "AKQ92.A5.AK3.962", False),  # 20 HCP: too strong to overcall
        # "10-16 HCP at the two level"
        ("1S", "2D", "85.K73.AQJ92.962", True),
        ("1S", "2D", "85.973.QJ982.962", False),  # 3 HCP
        # "jump overcalls are weak" (5-10 HCP, 6+)
        ("1D", "2S", "KQJ982.85.73.962", True),
        ("1D", "2S", "AKQJ82.A5.K3.962", False),
        # "1NT overcall 15-18 with a stopper"
        ("1H", "1NT", "AQ2.KJ3.KQ54.Q62", True),
        ("1H", "1NT", "AQ2.732.KQ54.AQ2", False),  # no heart stopper
        # "takeout double 12+ HCP with support for the unbid suits or any 17+ hand"
        ("1H", "X", "KQ92.5.KJ73.A962", True),
        ("1H", "X", "KQ9.KJ5.K73.A962", False),  # three hearts, 16 HCP
        ("1H", "X", "AKQJ82.A5.K3.A62", True),  # any 17+ hand
        # advancing a takeout double: "0-8 HCP, 4+" at the cheapest level
        ("1D X Pass", "1H", "85.Q973.J82.9632", True),
        ("1D X Pass", "1H", "85.Q97.J832.9632", False),  # three hearts
        # advancing an overcall: "Raise, 6-10 support points, 3" cards
        ("1C 1H Pass", "2H", "Q85.K73.J832.962", True),
        ("1C 1H Pass", "2H", "Q985.73.KJ832.96", False),  # two hearts
        # "Cuebid, 10+ support points, 3+ ..., limit raise or better"
        ("1C 1H Pass", "2C", "A85.K73.QJ82.962", True),
        # negative doubles: four cards in the unbid major
        ("1C 1D", "X", "K985.A73.832.962", False),  # both majors unbid: four hearts too
        ("1C 1S", "X", "85.AJ73.K832.962", True),
        ("1C 1S", "X", "985.A73.K832.962", False),
        # "at the two level 10+ HCP and 5+ cards"
        ("1S 2C", "2H", "85.AKJ73.K832.62", True),
        ("1S 2C", "2H", "85.AJ873.9832.62", False),
        # after their takeout double "redouble 10+"
        ("1H X", "XX", "A85.73.KJ82.Q962", True),
        ("1H X", "XX", "985.73.KJ82.Q962", False),
    ],
)
def test_a_call_is_kept_when_the_hand_fits_the_booklet_s_meaning(
    auction: str, call: str, hand: str, kept: bool
) -> None:
    assert _fits(auction, call, hand) is kept


@pytest.mark.parametrize(
    ("auction", "hand", "kept"),
    [
        # Nothing fits: three hearts, no five-card suit, 13 HCP without support.
        ("1H", "KQ9.QJ5.K73.J962", True),
        # A one-level overcall fits: the pass is not SAYC's call.
        ("1H", "KQJ92.85.K73.962", False),
        # Responder with four spades after 1C-(1D): a free 1S fits.
        ("1C 1D", "KJ85.973.832.A96", False),
    ],
)
def test_a_pass_in_competition_is_kept_only_where_no_call_fits(
    auction: str, hand: str, kept: bool
) -> None:
    assert _fits(auction, "Pass", hand) is kept


def test_stoppers_are_counted_as_teachers_do() -> None:
    assert stopper(parse_hand("A.K2.Q32.J432T98"), "S")
    assert stopper(parse_hand("A.K2.Q32.J432T98"), "H")
    assert stopper(parse_hand("A.K2.Q32.J432T98"), "D")
    assert not stopper(parse_hand("A.K.Q2.J432T9876"), "D")


@pytest.mark.parametrize(
    ("auction", "call", "hand", "not_sayc"),
    [
        ("1H", "1NT", "Q82.Q73.K854.Q62", True),  # 10 HCP: a comic or sandwich notrump
        ("1H", "1NT", "AQ2.KJ3.KQ54.Q62", False),
        ("1C", "2C", "85.73.AQ8.KJ9832", True),  # a natural cuebid, not Michaels
        ("1C", "2C", "KQ985.AJ873.8.62", False),
        ("1NT", "2C", "KQ85.AJ73.832.62", True),  # Landy: 2C without clubs
        ("1NT", "2C", "85.A73.832.AKJ62", False),
        ("1D", "2S", "AKQ982.A5.K3.962", True),  # a strong jump overcall
    ],
)
def test_direct_actions_show_whether_a_pair_defends_as_sayc_does(
    auction: str, call: str, hand: str, not_sayc: bool
) -> None:
    calls = auction.split()
    assert method_not_sayc(Auction(calls, 0, 1), call, parse_hand(hand)) is not_sayc


def _table(board: int, north: str, east: str, auction: str, deal: str) -> str:
    return (
        f'[Board "{board}"]\n[North "{north}"]\n[South "{north} partner"]\n'
        f'[East "{east}"]\n[West "{east} partner"]\n[Dealer "W"]\n[Vulnerable "None"]\n'
        f'[Deal "{deal}"]\n[Contract "1NT"]\n[Declarer "N"]\n[Result "7"]\n'
        f'[Auction "W"]\n{auction}\n\n'
    )


def test_a_pair_whose_notrump_overcall_is_not_sayc_s_is_left_out() -> None:
    # North's 1NT over West's 1H holds 10 HCP; the same pair's sound 1NT is no excuse.
    light = "N:Q82.Q73.K854.Q62 T64.654.J96.AT87 J975.T9.AQT3.KJ4 AK3.AKJ82.72.953"
    sound = "N:AQ2.KJ3.KQ54.Q62 T84.765.J98.AT87 J976.94.AT63.KJ4 K53.AQT82.72.953"
    text = _table(1, "Light", "Other", "1H 1NT Pass Pass Pass", light) + _table(
        2, "Sound", "Other", "1H 1NT Pass Pass Pass", sound
    )
    records = [r for r in read_pbn(text) if isinstance(r, GameRecord)]
    assert len(records) == 2
    # Counting no pair out for opening seldom, only the light notrump's pair is left out.
    assert excluded_pairs(records, least=0) == {"light & partner"}
    assert category(Auction(["1H", "1NT"], 0, 1), "1NT") == "real_overcall"


@pytest.mark.parametrize(
    "writer",
    [
        "recommend_records_second",
        "recommend_records_third",
        "recommend_records_fourth",
        "recommend_records_fifth",
    ],
)
def test_the_committed_records_sets_still_follow_from_the_hand_records(writer: str) -> None:
    # The second set's writer was split into modules; its file must come out byte for byte.
    module = importlib.import_module(writer)
    text = module.the_text(*module.the_records())
    assert text == module.TARGET.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("north", "west", "taken"),
    [
        # "Overcalls: 8-16 HCP and 5+ cards at the one level": the overcall is a case.
        ("KQJ92.85.K73.962", "6.AKQ632.T6.QT43", True),
        # Four spades: not what SAYC's 1S overcall shows, so it and what follows are dropped.
        ("KQJ9.852.K73.962", "62.AKQ63.T6.QT43", False),
    ],
)
def test_a_record_s_overcall_is_taken_only_when_the_hand_fits(
    north: str, west: str, taken: bool
) -> None:
    deal = f"N:{north} A54.J97.QJ4.AKJ8 T873.T4.A9852.75 {west}"
    text = _table(1, "North", "East", "1H 1S Pass Pass Pass", deal)
    (record,) = [r for r in read_pbn(text) if isinstance(r, GameRecord)]
    lines = [position for position, _ in cases_of(record, set(), "made/up.pbn")]
    overcalls = [p for p in lines if p.startswith("real_overcall")]
    assert lines[0].startswith("real_opening")  # West's natural 1H
    assert overcalls == ([f"real_overcall | E | 1H | {north} | 1S"] if taken else [])
