"""Placement: the round and table at which a result entered for two pairs on a board belongs
in a movement (Law 15B for pairs that sat the wrong way round or played a wrong board).
Pure rules."""

from __future__ import annotations

from domain.rules.errors import RuleViolation
from domain.rules.movements import Movement, TableRound


def check_placement(
    movement: Movement,
    table: int | None,
    round_number: int | None,
    board: int,
    ns: str,
    ew: str,
    wrong_board: bool = False,
) -> tuple[int, TableRound] | None:
    """The round and table at which the result of `ns` against `ew` on `board` belongs:
    the one named (which must seat them and hold the board), or the one the movement
    gives when none is named; a RuleViolation saying what is wrong otherwise.

    Pairs that sat the wrong way round (`ns` where the movement seats `ew`) played their
    own board against the right opponents, which Law 15B does not call a wrong board: the
    result stands as played, with the pairs where they sat, at the movement's table and
    round (not in a teams match, where a team's two pairs would both have sat
    North-South and nothing compares). A `wrong_board` (Law 15B2: a board the movement
    does not give these pairs, whose score the director lets stand) must be one the
    movement does not give them in either direction; the table and round named, if any,
    must seat them; None when none is named."""
    if wrong_board:
        if all(board not in t.boards for each in movement.rounds for t in each.tables):
            raise RuleViolation(f"The movement plays no board {board}: it is not this session's.")
        placed = movement.place(board, ns, ew)
        if placed is not None:
            raise RuleViolation(
                f"The movement has pair {ns} play board {board} against pair {ew} (table "
                f"{placed[1].table}, round {placed[0]}): it is not a wrong board."
            )
        swapped = movement.place(board, ew, ns) if movement.kind != "teams" else None
        if swapped is not None:
            raise RuleViolation(
                f"The movement has pair {ew} play board {board} North-South against pair {ns} "
                f"(table {swapped[1].table}, round {swapped[0]}): pairs that sat the wrong way "
                "round played their own board, not a wrong one (Law 15B); enter the result "
                "without wrong_board, with the pairs where they sat."
            )
        if table is None and round_number is None:
            return None
    elif table is None and round_number is None:
        found = movement.place(board, ns, ew)
        if found is None and movement.kind != "teams":
            found = movement.place(board, ew, ns)
        if found is None:
            raise RuleViolation(
                f"The movement does not have pair {ns} play board {board} against pair {ew}."
            )
        return found
    if table is None or round_number is None:
        raise RuleViolation("Give both the table and the round.")
    table_round = movement.table_round(table, round_number)
    if table_round is None:
        raise RuleViolation(f"The movement has no table {table} in round {round_number}.")
    if table_round.ns is None or table_round.ew is None:
        present = table_round.ew if table_round.ns is None else table_round.ns
        raise RuleViolation(
            f"Pair {present} sits out at table {table} in round {round_number}: it has no "
            "result to enter."
        )
    if board not in table_round.boards and not wrong_board:
        boards = ", ".join(str(b) for b in table_round.boards)
        raise RuleViolation(
            f"Board {board} is not played at table {table} in round {round_number}; "
            f"its boards are {boards}."
        )
    seatings = [(table_round.ns, table_round.ew)]
    if movement.kind != "teams":
        seatings.append((table_round.ew, table_round.ns))
    if (ns, ew) not in seatings:
        raise RuleViolation(
            f"At table {table} in round {round_number} pair {table_round.ns} sits "
            f"North-South against pair {table_round.ew}."
        )
    return round_number, table_round
