"""Movements keep the promises a club relies on, checked for every size offered by
counting the schedule afresh here: no pair plays a board twice, a table plays a board
once a round, the pairs a Howell or a full Mitchell must meet meet once, every board is
played as often as every other, and the boards of each round are the round's."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.errors import RuleViolation
from domain.rules.movements import (
    MAX_HOWELL_TABLES,
    MAX_MITCHELL_TABLES,
    Movement,
    howell_board_offsets,
    make_movement,
    teams_of,
)


def plays(movement: Movement) -> list[tuple[int, int, str, str, int]]:
    """(round, table, ns, ew, board) for every board played (none where a pair sits out)."""
    return [
        (each.number, table.table, table.ns, table.ew, board)
        for each in movement.rounds
        for table in each.tables
        for board in table.boards
        if table.ns is not None and table.ew is not None
    ]


def check_common(movement: Movement, rounds: int, per_round: int) -> None:
    assert [each.number for each in movement.rounds] == list(range(1, rounds + 1))
    played = plays(movement)
    # Each pair plays each board at most once.
    by_pair = Counter((pair, board) for _, _, ns, ew, board in played for pair in (ns, ew))
    assert max(by_pair.values()) == 1
    # A table plays a board once in a round, and the round's boards are consecutive sets.
    by_table = Counter((r, t, board) for r, t, _, _, board in played)
    assert max(by_table.values()) == 1
    for each in movement.rounds:
        assert len({t.table for t in each.tables}) == len(each.tables) == movement.tables
        for table in each.tables:
            assert len(table.boards) == per_round
            assert table.boards[0] % per_round == 1 % per_round
            assert list(table.boards) == list(range(table.boards[0], table.boards[0] + per_round))
            # A pair sits at one table a round, never against itself.
            assert table.ns != table.ew
        seated = [p for t in each.tables for p in (t.ns, t.ew)]
        assert len(seated) == len(set(seated))
    # Every board is played as often as every other.
    assert len(set(Counter(board for *_, board in played).values())) == 1


MITCHELL_SIZES = [
    (tables, rounds)
    for tables in range(2, MAX_MITCHELL_TABLES + 1)
    for rounds in range(1, tables + 1)
]


@pytest.mark.parametrize(("tables", "rounds"), MITCHELL_SIZES)
def test_a_mitchell_keeps_its_promises(tables: int, rounds: int) -> None:
    movement = make_movement("mitchell", tables, rounds, 2)
    check_common(movement, rounds, 2)
    played = plays(movement)
    ns_pairs = {str(t) for t in range(1, tables + 1)}
    ew_pairs = {str(t) for t in range(tables + 1, 2 * tables + 1)}
    meetings = Counter((t.ns, t.ew) for each in movement.rounds for t in each.tables)
    # North-South stay at their table; every N-S pair meets every E-W pair at most once.
    for each in movement.rounds:
        for table in each.tables:
            assert table.ns == str(table.table)
            assert table.ew in ew_pairs
    assert set(meetings) <= {(ns, ew) for ns in ns_pairs for ew in ew_pairs}
    assert max(meetings.values()) == 1
    if rounds == tables:  # the whole movement: everyone meets, every pair plays every set
        assert len(meetings) == tables * tables
        boards = Counter(pair for _, _, ns, ew, _ in played for pair in (ns, ew))
        assert set(boards.values()) == {2 * tables}


@pytest.mark.parametrize("tables", range(2, MAX_HOWELL_TABLES + 1))
def test_a_whole_howell_meets_everyone_once_and_plays_every_set_once(tables: int) -> None:
    rounds = 2 * tables - 1
    movement = make_movement("howell", tables, rounds, 3)
    check_common(movement, rounds, 3)
    played = plays(movement)
    pairs = [str(p) for p in range(1, 2 * tables + 1)]
    assert list(movement.pairs) == pairs
    meetings = Counter(frozenset((t.ns, t.ew)) for each in movement.rounds for t in each.tables)
    assert meetings == Counter(frozenset(two) for two in combinations(pairs, 2))
    sets = {board for *_, board in played}
    assert len(sets) == 3 * rounds
    for pair in pairs:
        mine = sorted(board for _, _, ns, ew, board in played if pair in (ns, ew))
        assert mine == sorted(sets)


@pytest.mark.parametrize("tables", range(2, MAX_HOWELL_TABLES + 1))
@pytest.mark.parametrize("part", [1, 2, 3])
def test_a_shortened_howell_never_meets_twice(tables: int, part: int) -> None:
    rounds = min(part, 2 * tables - 1)
    movement = make_movement("howell", tables, rounds, 2)
    meetings = Counter(frozenset((t.ns, t.ew)) for each in movement.rounds for t in each.tables)
    assert max(meetings.values()) == 1
    by_pair = Counter((pair, board) for *_, ns, ew, board in plays(movement) for pair in (ns, ew))
    assert max(by_pair.values()) == 1


def test_howell_tables_share_a_set_only_where_no_offsets_differ() -> None:
    """From 4 tables up (but 5) no two tables play the same set in a round."""
    for tables in range(2, MAX_HOWELL_TABLES + 1):
        offsets = howell_board_offsets(tables)
        distinct = len(set(offsets))
        assert distinct == (tables if tables in (4, 6, 7, 8) else {2: 1, 3: 1, 5: 4}[tables])


@given(
    tables=st.integers(1, 15).map(lambda matches: 2 * matches),
    rounds=st.integers(1, 9),
    per_round=st.integers(1, 8),
)
def test_teams_play_the_same_boards_in_both_rooms(tables: int, rounds: int, per_round: int) -> None:
    movement = make_movement("teams", tables, rounds, per_round)
    check_common(movement, rounds, per_round)
    teams = teams_of(movement)
    assert len(teams) == tables
    for each in movement.rounds:
        for room_1, room_2 in zip(each.tables[::2], each.tables[1::2], strict=True):
            assert room_1.boards == room_2.boards
            home = next(t for t, pairs in teams.items() if room_1.ns in pairs)
            # The home team sits N-S in room 1 and E-W in room 2.
            assert room_2.ew in teams[home]
            assert room_1.ew not in teams[home] and room_2.ns not in teams[home]


@given(
    tables=st.integers(2, MAX_MITCHELL_TABLES),
    per_round=st.integers(1, 4),
    data=st.data(),
)
def test_arrow_switch_swaps_directions_in_the_rounds_named(
    tables: int, per_round: int, data: st.DataObject
) -> None:
    rounds = data.draw(st.integers(1, tables))
    switched = data.draw(st.sets(st.integers(1, rounds), max_size=rounds))
    plain = make_movement("mitchell", tables, rounds, per_round)
    arrowed = make_movement("mitchell", tables, rounds, per_round, sorted(switched))
    check_common(arrowed, rounds, per_round)
    for before, after in zip(plain.rounds, arrowed.rounds, strict=True):
        for was, now in zip(before.tables, after.tables, strict=True):
            expected = (was.ew, was.ns) if before.number in switched else (was.ns, was.ew)
            assert (now.ns, now.ew) == expected
            assert now.boards == was.boards


def test_an_even_mitchell_shares_and_relays_over_all_rounds_and_skips_when_shorter() -> None:
    """Six tables, six rounds: table 6 shares table 1's boards (the relay); five rounds:
    East-West skip a table after round 3, so nobody meets boards twice."""
    whole = make_movement("mitchell", 6, 6, 2)
    for each in whole.rounds:
        assert each.tables[0].boards == each.tables[5].boards
    shorter = make_movement("mitchell", 6, 5, 2)
    ew_table = {t.ew: t.table for t in shorter.rounds[2].tables}
    after_skip = {t.ew: t.table for t in shorter.rounds[3].tables}
    assert all(after_skip[pair] == (ew_table[pair] + 1) % 6 + 1 for pair in ew_table)


@pytest.mark.parametrize(
    ("kind", "tables", "rounds", "per_round", "arrows", "says"),
    [
        ("relay", 4, 4, 2, (), "mitchell, a howell or teams"),
        ("mitchell", 1, 1, 2, (), "2 to 30 tables"),
        ("mitchell", 7, 8, 2, (), "at most 7 rounds"),
        ("howell", 9, 3, 2, (), "2 to 8 tables"),
        ("howell", 4, 8, 2, (), "at most 7 rounds"),
        ("teams", 3, 4, 2, (), "even"),
        ("mitchell", 4, 4, 9, (), "1 to 8 boards"),
        ("mitchell", 4, 0, 2, (), "at least one round"),
        ("mitchell", 4, 3, 2, (4,), "rounds 1 to 3"),
        ("mitchell", 4, 3, 2, (2, 3, 2), "Round 2 is named twice"),
        ("howell", 4, 3, 2, (1,), "Only a Mitchell"),
        ("teams", 2, 2000, 8, (), "end at 9999"),
    ],
)
def test_a_movement_that_cannot_be_made_says_why(
    kind: str, tables: int, rounds: int, per_round: int, arrows: tuple[int, ...], says: str
) -> None:
    with pytest.raises(RuleViolation, match=says):
        make_movement(kind, tables, rounds, per_round, arrows)


@pytest.mark.parametrize(
    ("kind", "tables"),
    [("mitchell", t) for t in range(2, MAX_MITCHELL_TABLES + 1)]
    + [("howell", t) for t in range(2, MAX_HOWELL_TABLES + 1)],
)
def test_a_half_table_leaves_one_stationary_pair_out(kind: str, tables: int) -> None:
    """With 2T-1 pairs the missing pair is a stationary one (a Mitchell's N-S pair T, a
    Howell's pair 2T): its table has that seat null every round, each of the others
    sits out once in a whole movement, and every board is still played as often as
    every other."""
    rounds = tables if kind == "mitchell" else 2 * tables - 1
    whole = make_movement(kind, tables, rounds, 2)
    half = make_movement(kind, tables, rounds, 2, pairs=2 * tables - 1)
    absent = str(tables if kind == "mitchell" else 2 * tables)
    check_common(half, rounds, 2)
    assert absent not in half.pairs and len(half.pairs) == 2 * tables - 1
    for was, now in zip(whole.rounds, half.rounds, strict=True):
        for before, after in zip(was.tables, now.tables, strict=True):
            expected = tuple(None if p == absent else p for p in (before.ns, before.ew))
            assert (after.ns, after.ew) == expected and after.boards == before.boards
    out = Counter(
        t.ew if t.ns is None else t.ns
        for each in half.rounds
        for t in each.tables
        if None in (t.ns, t.ew)
    )
    assert set(out.values()) == {1} and len(out) == rounds


def test_a_half_table_is_one_pair_fewer_and_not_for_teams() -> None:
    with pytest.raises(RuleViolation, match="seat 8 pairs, or one fewer"):
        make_movement("mitchell", 4, 4, 2, pairs=6)
    with pytest.raises(RuleViolation, match=r"seat 4 pairs\.$"):
        make_movement("teams", 2, 4, 2, pairs=3)
