"""Duplicate scoring, Law 77 as in docs/design.md 6: every row of the table and known results."""

from __future__ import annotations

import pytest

from domain.rules.calls import Contract, Strain
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.scoring import contract_points, duplicate_score, side_scores, undertrick_penalty


def score(text: str, tricks: int, vulnerable: bool, declarer: Seat = Seat.S) -> int:
    return duplicate_score(Contract.parse(text, declarer), tricks, vulnerable)


# ---- trick points ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("strain", "values"),
    [
        (Strain.C, [20, 40, 60, 80, 100, 120, 140]),
        (Strain.D, [20, 40, 60, 80, 100, 120, 140]),
        (Strain.H, [30, 60, 90, 120, 150, 180, 210]),
        (Strain.S, [30, 60, 90, 120, 150, 180, 210]),
        (Strain.NT, [40, 70, 100, 130, 160, 190, 220]),
    ],
)
def test_trick_points_per_strain_and_level(strain, values):
    for level, value in enumerate(values, start=1):
        assert contract_points(Contract(level, strain, 0, Seat.N)) == value
        assert contract_points(Contract(level, strain, 1, Seat.N)) == 2 * value
        assert contract_points(Contract(level, strain, 2, Seat.N)) == 4 * value


# ---- bonuses -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("contract", "nv", "vul"),
    [
        # part-scores: trick points + 50
        ("1C", 70, 70),
        ("2D", 90, 90),
        ("3C", 110, 110),
        ("4D", 130, 130),
        ("1H", 80, 80),
        ("2S", 110, 110),
        ("3H", 140, 140),
        ("1NT", 90, 90),
        ("2NT", 120, 120),
        # games: trick points + 300 / 500
        ("5C", 400, 600),
        ("5D", 400, 600),
        ("4H", 420, 620),
        ("4S", 420, 620),
        ("3NT", 400, 600),
        ("4NT", 430, 630),
        ("5S", 450, 650),
        # small slams: + 500 / 750 on top of the game bonus
        ("6C", 920, 1370),
        ("6D", 920, 1370),
        ("6H", 980, 1430),
        ("6S", 980, 1430),
        ("6NT", 990, 1440),
        # grand slams: + 1000 / 1500
        ("7C", 1440, 2140),
        ("7D", 1440, 2140),
        ("7H", 1510, 2210),
        ("7S", 1510, 2210),
        ("7NT", 1520, 2220),
    ],
)
def test_contracts_made_exactly(contract, nv, vul):
    tricks = int(contract[0]) + 6
    assert score(contract, tricks, False) == nv
    assert score(contract, tricks, True) == vul


@pytest.mark.parametrize(
    ("contract", "nv", "vul"),
    [
        # doubled: trick points x2, game if they reach 100, +50 for the insult
        ("1CX", 140, 140),
        ("2CX", 180, 180),
        ("1HX", 160, 160),
        ("1NTX", 180, 180),
        ("2DX", 180, 180),
        ("3CX", 470, 670),
        ("2HX", 470, 670),
        ("2NTX", 490, 690),
        ("4SX", 590, 790),
        ("3NTX", 550, 750),
        ("6NTX", 1230, 1680),
        ("7NTX", 1790, 2490),
        # redoubled: x4 and +100
        ("1CXX", 230, 230),
        ("1DXX", 230, 230),
        ("1HXX", 520, 720),
        ("1NTXX", 560, 760),
        ("2CXX", 560, 760),
        ("4SXX", 880, 1080),
        ("7NTXX", 2280, 2980),
    ],
)
def test_doubled_and_redoubled_contracts_made_exactly(contract, nv, vul):
    tricks = int(contract[0]) + 6
    assert score(contract, tricks, False) == nv
    assert score(contract, tricks, True) == vul


# ---- overtricks --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("contract", "per_trick_nv", "per_trick_vul"),
    [
        ("1C", 20, 20),
        ("2D", 20, 20),
        ("1H", 30, 30),
        ("3S", 30, 30),
        ("1NT", 30, 30),
        ("1CX", 100, 200),
        ("2SX", 100, 200),
        ("1NTX", 100, 200),
        ("1CXX", 200, 400),
        ("3HXX", 200, 400),
        ("1NTXX", 200, 400),
    ],
)
def test_overtricks_per_trick(contract, per_trick_nv, per_trick_vul):
    needed = int(contract[0]) + 6
    for vulnerable, per_trick in ((False, per_trick_nv), (True, per_trick_vul)):
        made = score(contract, needed, vulnerable)
        for over in range(1, 14 - needed):
            assert score(contract, needed + over, vulnerable) == made + over * per_trick


# ---- undertricks -------------------------------------------------------------------------
DOUBLED_NV = [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500]
DOUBLED_VUL = [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800]


@pytest.mark.parametrize("down", range(1, 14))
def test_undertricks_for_1_to_13_down(down):
    tricks = 13 - down  # a grand slam can go down 13
    for strain in Strain:
        contract = Contract(7, strain, 0, Seat.N)
        assert duplicate_score(contract, tricks, False) == -50 * down
        assert duplicate_score(contract, tricks, True) == -100 * down
        doubled = Contract(7, strain, 1, Seat.N)
        assert duplicate_score(doubled, tricks, False) == -DOUBLED_NV[down - 1]
        assert duplicate_score(doubled, tricks, True) == -DOUBLED_VUL[down - 1]
        redoubled = Contract(7, strain, 2, Seat.N)
        assert duplicate_score(redoubled, tricks, False) == -2 * DOUBLED_NV[down - 1]
        assert duplicate_score(redoubled, tricks, True) == -2 * DOUBLED_VUL[down - 1]


def test_undertrick_penalty_table_itself():
    assert [undertrick_penalty(d, 1, False) for d in range(1, 14)] == DOUBLED_NV
    assert [undertrick_penalty(d, 1, True) for d in range(1, 14)] == DOUBLED_VUL
    assert [undertrick_penalty(d, 2, True) for d in range(1, 5)] == [400, 1000, 1600, 2200]
    assert undertrick_penalty(0, 1, True) == 0


def test_undertricks_do_not_depend_on_level_or_strain():
    for level in range(1, 8):
        for strain in Strain:
            for doubled in range(3):
                c = Contract(level, strain, doubled, Seat.E)
                for vulnerable in (False, True):
                    assert duplicate_score(c, level + 5, vulnerable) == -(
                        (50, 100)[vulnerable] if doubled == 0 else (100, 200)[vulnerable] * doubled
                    )


# ---- known results -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "expected"),
    [
        ("1NT", 7, False, 90),
        ("1NT", 8, True, 120),
        ("3NT", 9, False, 400),
        ("3NT", 9, True, 600),
        ("3NT", 10, False, 430),
        ("3NT", 8, True, -100),
        ("4S", 10, False, 420),
        ("4S", 10, True, 620),
        ("4H", 11, False, 450),
        ("4SX", 9, False, -100),
        ("4SX", 9, True, -200),
        ("4SX", 11, True, 990),
        ("4SX", 11, False, 690),
        ("4SX", 8, False, -300),
        ("3NTX", 6, False, -500),
        ("7NTXX", 13, True, 2980),
        ("1CX", 7, False, 140),
        ("1CX", 8, False, 240),
        ("1CX", 8, True, 340),
        ("2CX", 8, False, 180),
        ("2HX", 8, False, 470),
        ("1NTXX", 9, True, 1560),
        ("1NTXX", 9, False, 960),
        ("6NT", 12, False, 990),
        ("6NT", 12, True, 1440),
        ("6NT", 13, True, 1470),
        ("7S", 13, False, 1510),
        ("7S", 13, True, 2210),
        ("7NTX", 0, True, -3800),
        ("7NTX", 0, False, -3500),
        ("7NTXX", 0, True, -7600),
        ("7NT", 0, True, -1300),
        ("1S", 13, False, 260),
        ("1NTX", 13, False, 780),
        ("5DX", 10, True, -200),
        ("6HXX", 12, True, 2070),
        ("6HXX", 13, True, 2470),
    ],
)
def test_known_reference_scores(contract, tricks, vulnerable, expected):
    assert score(contract, tricks, vulnerable) == expected


# ---- an independent Law 77 over every contract, result and vulnerability ------------------
def law77(level: int, strain: Strain, doubled: int, tricks: int, vul: bool) -> int:
    per_trick = {Strain.C: 20, Strain.D: 20, Strain.H: 30, Strain.S: 30, Strain.NT: 30}[strain]
    multiplier = [1, 2, 4][doubled]
    if tricks < level + 6:
        down = level + 6 - tricks
        if doubled == 0:
            return -down * (100 if vul else 50)
        steps = [200] + [300] * 12 if vul else [100, 200, 200] + [300] * 10
        return -sum(steps[:down]) * (1 if doubled == 1 else 2)
    below = (level * per_trick + (10 if strain is Strain.NT else 0)) * multiplier
    bonus = (500 if vul else 300) if below >= 100 else 50
    slam = {6: 750 if vul else 500, 7: 1500 if vul else 1000}.get(level, 0)
    insult = {0: 0, 1: 50, 2: 100}[doubled]
    over = tricks - level - 6
    over_value = per_trick if doubled == 0 else (200 if vul else 100) * (multiplier // 2)
    return below + bonus + slam + insult + over * over_value


def test_every_contract_and_result_against_an_independent_law_77():
    for level in range(1, 8):
        for strain in Strain:
            for doubled in range(3):
                contract = Contract(level, strain, doubled, Seat.W)
                for tricks in range(14):
                    for vul in (False, True):
                        assert duplicate_score(contract, tricks, vul) == law77(
                            level, strain, doubled, tricks, vul
                        ), (contract.text, tricks, vul)


@pytest.mark.parametrize("tricks", [-1, 14, 20])
def test_impossible_trick_counts_are_refused(tricks):
    with pytest.raises(RuleViolation, match="between 0 and 13"):
        score("4S", tricks, False)


# ---- side scores -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("declarer", "ns", "ew"),
    [(Seat.N, 620, -620), (Seat.S, 620, -620), (Seat.E, -620, 620), (Seat.W, -620, 620)],
)
def test_side_scores_follow_the_declaring_side(declarer, ns, ew):
    assert side_scores(Contract.parse("4S", declarer), 10, True) == {"NS": ns, "EW": ew}


def test_side_scores_when_declarer_goes_down():
    assert side_scores(Contract.parse("4SX", Seat.S), 8, True) == {"NS": -500, "EW": 500}
    assert side_scores(Contract.parse("4SX", Seat.S), 8, False) == {"NS": -300, "EW": 300}
    assert side_scores(Contract.parse("3NT", Seat.E), 8, True) == {"NS": 100, "EW": -100}


def test_passed_out_scores_zero():
    assert side_scores(None, None, False) == {"NS": 0, "EW": 0}
    assert side_scores(None, None, True) == {"NS": 0, "EW": 0}
