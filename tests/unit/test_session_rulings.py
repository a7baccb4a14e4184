"""A session director's ruling (0.15.0): a correction or an adjusted score citing a Law
of the 2017 code with an explanation, checked as a board ruling's are, and recorded on
the result's event for the audit of rulings.

Law 12C1(a), 2017: "When after an irregularity the Director is empowered by these laws
to adjust a score and is able to award an assigned adjusted score, he does so. Such a
score replaces the score obtained in play." Law 12C1(d): "If the possibilities are
numerous or not obvious, the Director may award an artificial adjusted score (see C2
below)." """

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.errors import NotAllowed
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import CreateSession, ResultFacts
from domain.session_results import create_session, enter_result

TD = Actor("tony", Role.DIRECTOR)
ADMIN = Actor("root", Role.ADMIN)
OTHER_TD = Actor("dora", Role.DIRECTOR)


def played() -> Session:
    found = create_session(TD, CreateSession(name="Club night", scoring="MP"))
    enter_result(found, TD, ResultFacts(1, "1", "5", "4S", "N", 10))
    return found


def ruled(**fields: Any) -> ResultFacts:
    return ResultFacts(1, "1", "5", "4S", "N", 9, **fields)


def test_a_correction_keeps_the_law_and_the_explanation_without_blanks() -> None:
    found = played()
    enter_result(
        found, TD, ruled(law=" 12C1(d) ", explanation=" Hesitation before 4S. "), correct=True
    )
    event = found.pending_events[-1]
    assert isinstance(event, Session.ResultCorrected)
    assert (event.law, event.explanation, event.score_ns) == (
        "12C1(d)", "Hesitation before 4S.", -50)  # fmt: skip


def test_an_adjusted_score_keeps_its_law_and_a_plain_result_none() -> None:
    found = played()
    adjusted = ResultFacts(2, "1", "5", adjusted_ns=60, adjusted_ew=40, law="12C2",
                           explanation="Board fouled at table 3.")  # fmt: skip
    enter_result(found, ADMIN, adjusted)
    event = found.pending_events[-1]
    assert isinstance(event, Session.ResultEntered)
    assert (event.law, event.explanation) == ("12C2", "Board fouled at table 3.")
    first = found.pending_events[1]
    assert isinstance(first, Session.ResultEntered)
    assert (first.law, first.explanation) == (None, None)


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"law": "12C9"}, "give law and explanation both"),
        ({"explanation": "Why not."}, "give law and explanation both"),
        ({"law": "95", "explanation": "x"}, "there is no Law 95"),
        ({"law": "12Z", "explanation": "x"}, "there is no Law 12Z"),
        ({"law": "12C1(d)", "explanation": "   "}, "explanation of 1 to 2000"),
        ({"law": "12C1(d)", "explanation": "bell\x07"}, "control character"),
        ({"law": "12C1(d)", "explanation": "x" * 2001}, "longer than 2000"),
        ({"law": "1" * 13, "explanation": "x"}, "1 to 12 characters"),
        ({"law": "sorry", "explanation": "x"}, "by its number"),
    ],
)
def test_a_bad_law_or_explanation_is_refused_and_nothing_recorded(
    fields: dict[str, Any], words: str
) -> None:
    found = played()
    before = len(found.pending_events)
    with pytest.raises(RuleViolation, match=words):
        enter_result(found, TD, ruled(**fields), correct=True)
    assert len(found.pending_events) == before
    assert found.results[0].score_ns == 420


def test_a_law_goes_with_a_correction_or_an_adjusted_score_by_the_director_only() -> None:
    found = played()
    with pytest.raises(RuleViolation, match="correction"):
        enter_result(found, TD, ResultFacts(2, "1", "5", "3NT", "S", 9, law="12C1(a)",
                                            explanation="x"))  # fmt: skip
    with pytest.raises(NotAllowed):
        enter_result(found, OTHER_TD, ruled(law="12C1(d)", explanation="x"), correct=True)
    assert len(found.results) == 1


def test_a_correction_without_a_law_is_recorded_as_before() -> None:
    found = played()
    enter_result(found, TD, ruled(), correct=True)
    event = found.pending_events[-1]
    assert isinstance(event, Session.ResultCorrected)
    assert (event.law, event.explanation) == (None, None)


# An independent reading of a 2017 citation, for Law 12 alone: its sections A to C,
# C1 (a) to (e), C2 (a) to (d) (and numbered subsections elsewhere, without parts).
_LAW_12 = {"12", "12A", "12B", "12C"} | {f"12{s}{n}" for s in "AB" for n in "12"}
_LAW_12 |= {"12C1", "12C2"} | {f"12C1({p})" for p in "abcde"} | {f"12C2({p})" for p in "abcd"}


@given(st.sampled_from(sorted(_LAW_12)))
def test_every_citation_of_law_12_is_taken(law: str) -> None:
    found = played()
    enter_result(found, TD, ruled(law=law, explanation="Adjusted."), correct=True)
    event = found.pending_events[-1]
    assert isinstance(event, Session.ResultCorrected) and event.law == law


@given(st.from_regex(r"12[D-Z][1-3]?", fullmatch=True))
def test_law_12_has_no_section_past_c(law: str) -> None:
    with pytest.raises(RuleViolation):
        enter_result(played(), TD, ruled(law=law, explanation="x"), correct=True)


def test_stored_events_of_before_read_as_ones_citing_no_law() -> None:
    """ResultEntered and ResultConfirmed version 1, ResultCorrected version 2 cited no
    Law: their upcasters read them so; nothing else of the state changes."""
    for upcast in (
        Session.ResultEntered.upcast_v1_v2,
        Session.ResultConfirmed.upcast_v1_v2,
        Session.ResultCorrected.upcast_v2_v3,
    ):
        state: dict[str, object] = {"board_number": 1, "ns": "1", "ew": "5", "score_ns": 420}
        upcast(state)
        assert state == {"board_number": 1, "ns": "1", "ew": "5", "score_ns": 420,
                         "law": None, "explanation": None}  # fmt: skip
    state = {"score_ns": -50}
    Session.ResultCorrected.upcast_v1_v2(state)
    Session.ResultCorrected.upcast_v2_v3(state)
    assert state == {"score_ns": -50, "table": None, "round": None, "lead": None,
                     "law": None, "explanation": None}  # fmt: skip
    assert (Session.ResultEntered.class_version, Session.ResultConfirmed.class_version,
            Session.ResultCorrected.class_version) == (2, 2, 3)  # fmt: skip
