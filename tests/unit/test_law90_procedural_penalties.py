"""Law 90 (2017), procedural penalties. 90A: "The Director, in addition to implementing the
rectifications in these Laws, may also assess procedural penalties for any offence that
unduly delays or obstructs the game, inconveniences other contestants, violates correct
procedure, or requires the award of an adjusted score at another table." 90B names
examples, among them "unduly slow play by contestants" (90B2) and "comparison of scores
with another contestant" (90B4). Law 91A: the Director "is empowered to assess
disciplinary penalties in points".

A penalty comes off the offending pair's session total and nowhere else: at matchpoints as
a share of a board's top (a club's quarter of a top is 25), at IMPs in IMPs. The ranking's
figures are worked out in the tests from the matchpoints (Law 78A)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.rules.session_scoring import TableResult, ranking
from domain.session import Session
from domain.session_commands import (
    CreateSession,
    ImposePenalty,
    MovementSpec,
    ResultFacts,
    WithdrawPenalty,
)
from domain.session_penalties import impose_penalty, withdraw_penalty
from domain.session_results import create_session, enter_result
from tests.unit.rules.test_session_ranking import expected_percentages, sessions

TD = Actor("tony", Role.DIRECTOR)
PLAYER = Actor("nora", Role.PLAYER)


def evening(scoring: str = "MP") -> Session:
    found = create_session(
        TD, CreateSession(name="Club", scoring=scoring, movement=MovementSpec("mitchell", 3, 3, 2))
    )
    enter_result(found, TD, ResultFacts(1, "1", "4", "4S", "N", 10, table=1, round=1))
    return found


def penalty(pair: str = "2", **fields: object) -> ImposePenalty:
    given_fields: dict[str, object] = {"reason": "unduly slow play (Law 90B2)"}
    given_fields.update(fields)
    if "imps" not in given_fields and "percent_of_top" not in given_fields:
        given_fields["percent_of_top"] = 25
    return ImposePenalty(session_id="s", pair=pair, **given_fields)  # type: ignore[arg-type]


def replayed(found: Session) -> Session:
    again = None
    for event in found.collect_events():
        again = event.mutate(again)
    assert isinstance(again, Session)
    return again


def test_the_director_imposes_a_quarter_top_and_takes_it_back() -> None:
    found = evening()
    impose_penalty(found, TD, penalty("2", law="90B2"))
    impose_penalty(found, TD, penalty("5", percent_of_top=10, reason="compared scores"))
    assert [(p.number, p.pair, p.percent_of_top, p.law) for p in found.penalties.values()] == [
        (1, "2", 25, "90B2"),
        (2, "5", 10, "90"),
    ]
    withdraw_penalty(found, TD, WithdrawPenalty(session_id="s", number=1))
    impose_penalty(found, TD, penalty("3"))
    assert sorted(found.penalties) == [2, 3]  # a number is never given twice
    again = replayed(found)
    assert again.penalties == found.penalties and again.penalties_imposed == 3


@pytest.mark.parametrize(
    ("scoring", "fields", "words"),
    [
        ("MP", {"percent_of_top": 0}, "1 to 100 percent"),
        ("MP", {"percent_of_top": 101}, "1 to 100 percent"),
        ("MP", {"imps": 3}, "percent_of_top"),
        ("IMP", {"percent_of_top": 25}, "in imps"),
        ("IMP", {"imps": 31}, "1 to 30 IMPs"),
        ("MP", {"law": "64A"}, "cites Law 90"),
        ("MP", {"law": "94"}, "numbered 1 to 93"),
        ("MP", {"reason": "  "}, "give its reason"),
    ],
)
def test_a_penalty_out_of_bounds_is_refused_with_a_sentence(
    scoring: str, fields: dict[str, object], words: str
) -> None:
    found = evening(scoring)
    with pytest.raises(RuleViolation, match=words):
        impose_penalty(found, TD, penalty("2", **fields))
    assert found.penalties == {}


def test_only_the_director_and_only_a_pair_of_the_session() -> None:
    found = evening()
    with pytest.raises(NotAllowed):
        impose_penalty(found, PLAYER, penalty("2"))
    with pytest.raises(RuleViolation, match="no pair 9"):
        impose_penalty(found, TD, penalty("9"))
    with pytest.raises(Conflict, match="no penalty 4"):
        withdraw_penalty(found, TD, WithdrawPenalty(session_id="s", number=4))


def test_a_quarter_top_off_a_pair_changes_nobody_elses_matchpoints() -> None:
    # Three tables, two boards: a top is 4; pair 1 scores 8 of 8, a quarter top is 1.
    boards = {
        1: [TableResult("1", "4", 620), TableResult("2", "5", 170), TableResult("3", "6", -100)],
        2: [TableResult("1", "4", 450), TableResult("2", "5", 420), TableResult("3", "6", 400)],
    }
    plain = {line.pair: line for line in ranking(boards, "MP", 3)}
    fined = {line.pair: line for line in ranking(boards, "MP", 3, penalties={"1": 25})}
    assert (plain["1"].total, fined["1"].total, fined["1"].penalty) == (8.0, 7.0, 1.0)
    assert fined["1"].percent == 87.5
    assert all(fined[p].total == plain[p].total and fined[p].penalty == 0 for p in "23456")


def test_at_imps_the_penalty_is_imps_off_the_total() -> None:
    boards = {1: [TableResult("1", "2", 620), TableResult("3", "4", 170)]}
    plain = {line.pair: line.total for line in ranking(boards, "IMP", 2)}
    fined = {line.pair: line for line in ranking(boards, "IMP", 2, penalties={"1": 3})}
    assert fined["1"].total == plain["1"] - 3 and fined["1"].penalty == 3
    assert fined["3"].total == plain["3"]


@given(sessions(), st.dictionaries(st.sampled_from("123456"), st.integers(1, 100), max_size=3))
def test_penalties_come_off_each_pairs_percentage_only(
    session: tuple[dict[int, list[TableResult]], int], fines: dict[str, int]
) -> None:
    """Against a reading written here: the pair's matchpoints less `percent` of its average
    board's top, over the tops of the boards it played."""
    boards, tables = session
    percent = expected_percentages(boards)
    tops: dict[str, float] = {}
    played: dict[str, int] = {}
    for results in boards.values():
        for result in results:
            for pair in (result.ns, result.ew):
                tops[pair] = tops.get(pair, 0) + 2 * (len(results) - 1)
                played[pair] = played.get(pair, 0) + 1
    expected = {
        pair: share - (100 * fines[pair] / 100 * tops[pair] / played[pair] / tops[pair]
                       if pair in fines else 0)
        for pair, share in percent.items()
    }  # fmt: skip
    lines = ranking(boards, "MP", tables, penalties=dict(fines))
    for line in lines:
        assert line.percent == pytest.approx(round(expected[line.pair], 2), abs=0.011)
        better = [p for p in expected if round(expected[p], 6) > round(expected[line.pair], 6)]
        assert line.rank == len(better) + 1
