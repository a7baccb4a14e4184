"""Law 87 (2017), a fouled board: "A. A board is considered to be fouled if the Director
determines that a card (or more than one) was displaced in the board, or if he determines
that the dealer or vulnerability differed between copies of the same board, and the
contestants who should have had a score comparison did not play the board in identical
form for such reason. B. In scoring a fouled board the Director determines as closely as
possible which scores were obtained on the board in its correct form and which in the
changed form(s). He divides the scores on that basis into groups and rates each group
separately as provided in the regulations for the tournament. (In the absence of a relevant
regulation the Director selects and announces his method.)" The method here: each group is
matchpointed within itself (Law 78A) and factored by Neuberg's formula up to the tables
that play the board, so each group has the board's top. Worked out here independently."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.errors import NotAllowed
from domain.rules.errors import RuleViolation
from domain.rules.session_scoring import TableResult, ranking, traveller
from domain.session import Session
from domain.session_commands import CreateSession, DeclareFouled, MovementSpec, ResultFacts
from domain.session_fouled import declare_fouled
from domain.session_results import create_session, enter_result

SCORES = st.sampled_from([-200, -100, -50, 0, 90, 110, 140, 420, 450, 620])
TD = Actor("tony", Role.DIRECTOR)
PLAYER = Actor("pat", Role.PLAYER)


def by_hand(scores: list[int], forms: list[int], tables: int) -> list[float]:
    """North-South's matchpoints of each table: 2 per score beaten and 1 per tie in its
    own form's group, then (MP + 1) x tables / group size - 1 when the group is smaller."""
    found = []
    for mine, form in zip(scores, forms, strict=True):
        group = [s for s, f in zip(scores, forms, strict=True) if f == form]
        points = sum(2 if mine > other else 1 if mine == other else 0 for other in group) - 1
        found.append(points if len(group) == tables else (points + 1) * tables / len(group) - 1)
    return found


@given(st.lists(st.tuples(SCORES, st.integers(0, 2)), min_size=2, max_size=9))
def test_each_form_is_matchpointed_within_itself_and_factored_to_the_tables(
    tables: list[tuple[int, int]],
) -> None:
    scores = [score for score, _ in tables]
    forms = [form for _, form in tables]
    results = [TableResult(str(i + 1), str(i + 20), s, form=f) for i, (s, f) in enumerate(tables)]
    lines = traveller(results, len(results))
    top = 2 * (len(results) - 1)
    for line, expected in zip(lines, by_hand(scores, forms, len(results)), strict=True):
        assert line.mp_ns == round(expected, 2)
        assert line.mp_ew == round(top - expected, 2)


def test_a_board_in_one_form_everywhere_is_scored_as_before() -> None:
    plain = [TableResult("1", "5", 420), TableResult("2", "6", 450), TableResult("3", "7", -50)]
    assert traveller(plain, 3) == traveller([TableResult(r.ns, r.ew, r.score_ns, form=1)
                                             for r in plain], 3)  # fmt: skip


def test_the_ranking_takes_the_forms_as_the_traveller_does() -> None:
    # Four tables: 1 and 2 played the correct form, 3 and 4 a changed one (say a card
    # displaced after round 2). Within each group one table beats the other: 3 of 6.
    board = [TableResult("1", "5", 420, form=0), TableResult("2", "6", 170, form=0),
             TableResult("3", "7", -100, form=1), TableResult("4", "8", -200, form=1)]  # fmt: skip
    totals = {line.pair: line.total for line in ranking({1: board}, "MP", 4)}
    # (2 + 1) x 4 / 2 - 1 = 5 of 6 to the better in each group, 1 to the worse.
    assert totals == {"1": 5, "5": 1, "2": 1, "6": 5, "3": 5, "7": 1, "4": 1, "8": 5}


def evening() -> Session:
    spec = MovementSpec("mitchell", 3, 3, 2)
    return create_session(TD, CreateSession(name="Club", scoring="MP", movement=spec))


def test_the_director_finds_a_board_fouled_and_can_take_it_back() -> None:
    found = evening()
    enter_result(found, TD, ResultFacts(1, "1", "4", "4S", "N", 10))
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1,
                                            groups=((("2", "6"), ("3", "5")),)))  # fmt: skip
    assert found.form_of(1, "2", "6") == 1 and found.form_of(1, "1", "4") == 0
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session) and copy.fouled == found.fouled
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=()))
    assert found.fouled == {} and found.form_of(1, "2", "6") == 0


def test_the_same_forms_again_record_nothing() -> None:
    """Declared twice as it stands, nothing new is recorded, whatever order the tables
    of a form come in; the forms in another order are renumbered (form 1 is the first)."""
    found = evening()
    forms = ((("3", "5"),), (("2", "6"),))
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=forms))
    events = len(found.pending_events)
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=forms))
    assert len(found.pending_events) == events
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=()))
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=()))
    assert len(found.pending_events) == events + 1
    both = ((("3", "5"), ("2", "6")),)
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=both))
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1,
                                            groups=((("2", "6"), ("3", "5")),)))  # fmt: skip
    assert len(found.pending_events) == events + 2
    declare_fouled(found, TD, DeclareFouled(session_id="", board_number=1, groups=forms[::-1]))
    assert found.form_of(1, "2", "6") == 1 and len(found.pending_events) == events + 3


@pytest.mark.parametrize(
    ("actor", "groups", "error", "says"),
    [
        (PLAYER, ((("2", "6"),),), NotAllowed, "Only the session's director"),
        (TD, ((("1", "6"),),), RuleViolation, "does not play board 1 against pair 6"),
        (TD, ((),), RuleViolation, "names the tables"),
        (TD, ((("2", "6"),), (("2", "6"),)), RuleViolation, "played one form"),
    ],
)
def test_what_is_not_a_fouled_board_is_refused(
    actor: Actor, groups: tuple[tuple[tuple[str, str], ...], ...], error: type, says: str
) -> None:
    found = evening()
    with pytest.raises(error, match=says):
        declare_fouled(found, actor, DeclareFouled(session_id="", board_number=1, groups=groups))
    assert found.fouled == {}
