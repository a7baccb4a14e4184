"""Rubber and Chicago score sheets, each example worked out by hand in its docstring."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.calls import Contract, Strain
from domain.rules.cards import Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.rubber import RubberDeal, chicago_vulnerable, honours_in, score_sheet


def deal(contract: str, declarer: str, tricks: int, honours: tuple[str, int] | None = None):
    side, points = honours if honours else (None, 0)
    return RubberDeal(Contract.parse(contract, Seat(declarer)), tricks, side, points)


def test_a_rubber_won_two_games_to_one_with_the_defenders_holding_honours() -> None:
    """1. 4S by N, 10 tricks: 120 below for us, game (1-0); East held four of the five
    spade honours: 100 above for them. 2. 3NT by E, 9 tricks: 100 below, game (1-1).
    3. 2H by S, 9 tricks, we are vulnerable: 60 below, 30 above. 4. 2C by N, 8 tricks: 40
    below, 60 + 40 = 100: game and rubber, two games to one: 500 above.
    We: 120 + 60 + 30 + 40 + 500 = 750. They: 100 + 100 = 200."""
    sheet = score_sheet(
        "rubber",
        [
            deal("4S", "N", 10, ("they", 100)),
            deal("3NT", "E", 9),
            deal("2H", "S", 9),
            deal("2C", "N", 8),
        ],
    )
    assert sheet.games == {"we": 2, "they": 1}
    assert sheet.over
    assert sheet.totals == {"we": 750, "they": 200}
    assert [line.below for line in sheet.lines] == [
        {"we": 120, "they": 0},
        {"we": 0, "they": 100},
        {"we": 60, "they": 0},
        {"we": 40, "they": 0},
    ]
    assert sheet.lines[0].above == {"we": 0, "they": 100}
    assert sheet.lines[3].above == {"we": 500, "they": 0}
    assert [line.vulnerable for line in sheet.lines] == [
        {"we": False, "they": False},
        {"we": True, "they": False},
        {"we": True, "they": True},
        {"we": True, "they": True},
    ]
    with pytest.raises(RuleViolation, match="over"):
        score_sheet("rubber", [*[deal("7NT", "N", 13)] * 3])


def test_an_unfinished_rubber() -> None:
    """4H by N, 10 tricks: game for us (120). 2D by W, 8 tricks: 40 below for them, a
    partscore in the unfinished game. Stopped now: 300 to us for the game, 50 to them for
    the partscore. We 420, they 90, whether or not it is ended."""
    deals = [deal("4H", "N", 10), deal("2D", "W", 8)]
    going = score_sheet("rubber", deals)
    assert (going.over, going.totals) == (False, {"we": 420, "they": 90})
    ended = score_sheet("rubber", deals, ended=True)
    assert (ended.over, ended.totals) == (True, {"we": 420, "they": 90})


def test_chicago_and_its_fourth_deal() -> None:
    """Deal 1 (nobody vulnerable): 1NT by N, 7 tricks, 40 below us. Deal 2 (East deals, EW
    vulnerable): 2S by E, 8 tricks, 60 below them. Deal 3 (South deals, we are vulnerable):
    3NT by S, 9 tricks, 100 below: with our 40, game: 500. Both partscores are wiped. Deal 4
    (both vulnerable): 2H by W, 8 tricks, 60 below them, not a game: 100 for a partscore
    on the fourth deal. We 40 + 100 + 500 = 640; they 60 + 60 + 100 = 220."""
    sheet = score_sheet(
        "chicago",
        [deal("1NT", "N", 7), deal("2S", "E", 8), deal("3NT", "S", 9), deal("2H", "W", 8)],
    )
    assert sheet.over
    assert sheet.totals == {"we": 640, "they": 220}
    assert sheet.lines[2].above == {"we": 500, "they": 0}
    assert sheet.lines[3].above == {"we": 0, "they": 100}


def test_chicago_vulnerability_cycle() -> None:
    """None; dealer East's side; dealer South's side; both."""
    assert [chicago_vulnerable(n) for n in (1, 2, 3, 4)] == [
        {"we": False, "they": False},
        {"we": False, "they": True},
        {"we": True, "they": False},
        {"we": True, "they": True},
    ]


def test_a_passed_out_chicago_deal_is_dealt_again() -> None:
    sheet = score_sheet("chicago", [RubberDeal(None), deal("1NT", "N", 7)])
    assert not sheet.over and sheet.lines[0].contract == "Pass"
    assert sheet.lines[1].vulnerable == {"we": False, "they": False}  # still deal 1


def test_doubled_undertricks_and_slams_score_above_the_line() -> None:
    """3NTX by E, vulnerable after their game, 6 tricks: down 3 doubled vulnerable =
    200 + 300 + 300 = 800 to us. 6S by N not vulnerable, 12 tricks: 180 below, 500 slam."""
    sheet = score_sheet("rubber", [deal("4S", "E", 10), deal("3NTX", "E", 6), deal("6S", "N", 12)])
    assert sheet.lines[1].above == {"we": 800, "they": 0}
    assert sheet.lines[2].below == {"we": 180, "they": 0}
    assert sheet.lines[2].above == {"we": 500, "they": 0}


ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_honours_are_read_from_the_deal() -> None:
    """N holds all five spade honours (150); E all five hearts; at notrump nobody holds
    four aces. A deal where West holds AKQJ of hearts: 100 to them."""
    every = Deal.parse_pbn(ONE_SUIT_EACH)
    assert honours_in(every, Strain.S) == ("we", 150)
    assert honours_in(every, Strain.H) == ("they", 150)
    assert honours_in(every, Strain.NT) is None
    four = Deal.parse_pbn("N:AKQ.T98.765.5432 JT9.765.AKQ.AKQJ 8765.432.T98.T98 432.AKQJ.J432.76")
    assert honours_in(four, Strain.H) == ("they", 100)  # West: A K Q J, North the ten
    assert honours_in(four, Strain.S) is None  # North A K Q, East J T
    aces = Deal.parse_pbn("N:A32.A32.A32.A432 KQJ.KQJ.KQJ.KQJT T98.T98.T98.9876 7654.7654.7654.5")
    assert honours_in(aces, Strain.NT) == ("we", 150)


@given(st.lists(st.tuples(st.sampled_from(["1NT", "2H", "3NT", "4S", "5C", "2D"]),
                          st.sampled_from("NESW"), st.integers(5, 13)), max_size=12))  # fmt: skip
def test_a_rubber_ends_once_at_two_games_with_one_bonus(plays) -> None:
    """Independent reading of the rubber's end: count games by adding below-the-line
    points per game; the sheet stops exactly when one side reaches two."""
    games = {"we": 0, "they": 0}
    below = {"we": 0, "they": 0}
    taken = []
    for text, seat, tricks in plays:
        if max(games.values()) == 2:
            break
        level = int(text[0])
        side = "we" if seat in "NS" else "they"
        if tricks >= level + 6:
            strain = text[1:]
            below[side] += level * (20 if strain in "CD" else 30) + (10 if strain == "NT" else 0)
            if below[side] >= 100:
                games[side] += 1
                below = {"we": 0, "they": 0}
        taken.append(deal(text, seat, tricks))
    sheet = score_sheet("rubber", taken)
    assert sheet.games == games
    assert sheet.over == (max(games.values()) == 2)
    if sheet.over:
        winner = "we" if games["we"] == 2 else "they"
        bonus = 700 if min(games.values()) == 0 else 500
        assert sheet.lines[-1].above[winner] >= bonus
