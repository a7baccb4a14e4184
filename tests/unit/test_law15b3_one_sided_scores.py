"""Law 15B3 (2017), after a wrong board: "the Director shall award an artificial adjusted
score [see Law 12C2(a)] to any contestant deprived of the opportunity to earn a valid
score." Law 12C2(a): "When owing to an irregularity no result can be obtained [...] the
Director awards an artificial adjusted score according to responsibility for the
irregularity: average minus (at most 40% of the available matchpoints in pairs) to a
contestant directly at fault, average (50% in pairs) to a contestant only partly at fault,
and average plus (at least 60% in pairs) to a contestant in no way at fault."

A pair whose opponents have already played the board (Law 15B1: "if one or more players at
the table have previously played the board [...] the board is cancelled for both his side
and his opponents") is such a contestant, but its opponents keep the score they made
elsewhere: the pair alone gets the artificial score, which a row of two pairs cannot say.

A 3-table Mitchell of 3 rounds of 2 boards: round 1 has 1-4 at table 1 (boards 1, 2), 2-5
at table 2 (3, 4), 3-6 at table 3 (5, 6); round 2 has 1-6 on boards 3, 4 and round 3 3-4
on boards 3, 4. Table 1 plays board 3 in round 1 by mistake (its score stands, 15B2): in
round 2 pair 6 cannot play board 3 against pair 1, in round 3 pair 3 cannot against pair 4.
"""

from __future__ import annotations

import pytest

from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import (
    AdjustPairScore,
    CreateSession,
    MovementSpec,
    ResultFacts,
    WithdrawPairScore,
)
from domain.session_deprived import adjust_pair_score, withdraw_pair_score
from domain.session_results import create_session, enter_result
from domain.session_sight import public_boards, results_sight
from domain.session_tables import name_pair_users, table_view
from domain.session_values import PairScore

TD = Actor("tony", Role.DIRECTOR)
NORTH = Actor("nora", Role.PLAYER)


def evening() -> Session:
    found = create_session(
        TD, CreateSession(name="Club", scoring="MP", movement=MovementSpec("mitchell", 3, 3, 2))
    )
    name_pair_users(found, TD, "1", ["nora"])
    enter_result(found, TD, ResultFacts(3, "1", "4", "3NT", "S", 9, table=1, round=1,
                                        wrong_board=True))  # fmt: skip
    enter_result(found, TD, ResultFacts(3, "2", "5", "4S", "N", 10, table=2, round=1))
    return found


def alone(pair: str, percent: int = 60, board: int = 3, **ruling: str) -> AdjustPairScore:
    return AdjustPairScore(session_id="s", board_number=board, pair=pair, percent=percent, **ruling)


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


def test_the_deprived_pair_alone_gets_an_artificial_score_where_the_movement_sat_it() -> None:
    found = evening()
    adjust_pair_score(found, TD, alone("6", law="15B3", explanation="Pair 1 played it at table 1."))
    adjust_pair_score(found, TD, alone("3", 60))
    assert found.pair_scores[(3, "6")] == PairScore(
        3, "6", "EW", 60, "15B3", "Pair 1 played it at table 1.", "tony"
    )
    assert found.pair_scores[(3, "3")].direction == "NS"
    assert [s.pair for s in found.pair_scores_on(3)] == ["3", "6"]
    assert type(found.pending_events[-1]).__name__ == "PairScoreAdjusted"
    assert replayed(found).pair_scores == found.pair_scores
    # The opponents keep the scores they made: nothing else changes.
    assert [(r.board_number, r.ns, r.ew) for r in found.results] == [(3, "1", "4"), (3, "2", "5")]
    # The same again records nothing; another grade replaces it.
    events = len(found.pending_events)
    adjust_pair_score(found, TD, alone("3", 60))
    assert len(found.pending_events) == events
    adjust_pair_score(found, TD, alone("3", 50))
    assert found.pair_scores[(3, "3")].percent == 50


def test_the_board_is_over_once_each_due_table_is_scored_or_cannot_be() -> None:
    """Board 3's tables: 2-5 played it; 1-6 and 3-4 never will (pairs 1 and 4 played it
    at table 1). Once 6 and 3 have their scores no table has it still to play, so its
    traveller shows (docs/contract.md "Travellers of boards still in play")."""
    found = evening()
    assert 3 not in public_boards(found)
    adjust_pair_score(found, TD, alone("6"))
    assert 3 not in public_boards(found)  # pair 3 still waits for the director
    adjust_pair_score(found, TD, alone("3"))
    assert 3 in public_boards(found)
    assert results_sight(found, Actor("someone", Role.PLAYER)).shows_board(3)


def test_a_pair_with_a_score_alone_plays_the_board_no_more() -> None:
    found = evening()
    adjust_pair_score(found, TD, alone("6", board=5))  # 3-6 on board 5, round 1
    with pytest.raises(Conflict, match=r"Pair 6 has an artificial score on board 5.*15B3"):
        enter_result(found, TD, ResultFacts(5, "3", "6", "2S", "N", 8, table=3, round=1))
    assert [r.board_number for r in found.results] == [3, 3]


@pytest.mark.parametrize(
    ("actor", "command", "error", "says"),
    [
        (NORTH, alone("6"), NotAllowed, "Only the session's director"),
        (TD, alone("1"), Conflict, "Pair 1 has a result on board 3"),
        (TD, alone("5"), Conflict, "Pair 5 has a result on board 3"),
        (TD, alone("6", board=7), RuleViolation, "does not give pair 6 board 7"),
        (TD, alone("9"), RuleViolation, "does not give pair 9 board 3"),
        (TD, alone("6", percent=55), RuleViolation, "60, 50 or 40"),
        (TD, alone("6", law="15B3"), RuleViolation, "law and explanation both"),
        (TD, alone("6", law="15E", explanation="x"), RuleViolation, "no Law 15E"),
        (TD, alone("6 6 6 6 6 6 6 6 6"), RuleViolation, "A pair is named"),
    ],
)
def test_what_is_not_a_deprived_pairs_score_is_refused(
    actor: Actor, command: AdjustPairScore, error: type[Exception], says: str
) -> None:
    found = evening()
    events = len(found.pending_events)
    with pytest.raises(error, match=says):
        adjust_pair_score(found, actor, command)
    assert len(found.pending_events) == events and found.pair_scores == {}


def test_without_a_movement_a_pair_has_no_board_of_its_own() -> None:
    found = create_session(TD, CreateSession(name="Travellers", scoring="MP"))
    with pytest.raises(RuleViolation, match="Without a movement"):
        adjust_pair_score(found, TD, alone("6"))


def test_a_table_whose_pair_played_the_board_elsewhere_moves_on_without_it() -> None:
    """Round 2 at table 1 is pair 1 against pair 6 on boards 3 and 4: pair 1 played board 3
    at table 1 in round 1, so board 3 is never played there (15B1) and the table has only
    board 4 to enter; once it is in, the table is at round 3, whether or not the director
    has given pair 6 its score yet."""
    found = evening()
    enter_result(found, TD, ResultFacts(1, "1", "4", "1NT", "N", 7, table=1, round=1))
    enter_result(found, TD, ResultFacts(2, "1", "4", "1NT", "N", 7, table=1, round=1))
    view = table_view(found, 1, TD)
    assert (view.round, view.to_enter) == (2, (4,))
    enter_result(found, TD, ResultFacts(4, "1", "6", "2S", "N", 8, table=1, round=2))
    assert (table_view(found, 1, TD).round, table_view(found, 1, TD).to_enter) == (3, (5, 6))
    # Round 3 at table 3: pair 3 against pair 4 on boards 3 and 4; pair 4 played board 3.
    for board, ns, ew, round_number in ((5, "3", "6", 1), (6, "3", "6", 1), (1, "3", "5", 2),
                                        (2, "3", "5", 2)):  # fmt: skip
        enter_result(found, TD, ResultFacts(board, ns, ew, "3NT", "S", 9, table=3,
                                            round=round_number))  # fmt: skip
    assert (table_view(found, 3, TD).round, table_view(found, 3, TD).to_enter) == (3, (4,))


def test_a_score_alone_given_by_mistake_is_taken_back() -> None:
    found = evening()
    adjust_pair_score(found, TD, alone("6", board=5))  # meant for board 3
    with pytest.raises(NotAllowed):
        withdraw_pair_score(
            found, NORTH, WithdrawPairScore(session_id="s", board_number=5, pair="6")
        )
    withdraw_pair_score(found, TD, WithdrawPairScore(session_id="s", board_number=5, pair="6"))
    assert found.pair_scores == {} and replayed(found).pair_scores == {}
    assert type(found.pending_events[-1]).__name__ == "PairScoreWithdrawn"
    with pytest.raises(Conflict, match="Pair 6 has no score alone on board 5"):
        withdraw_pair_score(found, TD, WithdrawPairScore(session_id="s", board_number=5, pair="6"))
    enter_result(found, TD, ResultFacts(5, "3", "6", "2S", "N", 8, table=3, round=1))
    assert found.results[-1].board_number == 5
