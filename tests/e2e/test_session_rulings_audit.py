"""A session director's rulings in the audit over HTTP, on both stores (0.15.0, club
evening): a score corrected citing Law 12C1(d) with an explanation is listed by
GET /rulings?law=12C1(d) with its session, board number and pairs; a citation of no Law
of the 2017 code is a 422 with a sentence, and nothing is recorded.

Law 12C1(d), 2017: "If the possibilities are numerous or not obvious, the Director may
award an artificial adjusted score (see C2 below)." Law 12C1(a): an assigned adjusted
score "replaces the score obtained in play"."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server

PLAYED = {"board_number": 3, "ns": "1", "ew": "2", "contract": "4S", "declarer": "N", "tricks": 10}


def _session(director: Person) -> str:
    reply = director.post("/sessions", {"name": "Club night", "scoring": "MP"})
    assert reply.status_code == 201, reply.text
    session_id = str(reply.json()["id"])
    entered = director.post(f"/sessions/{session_id}/results", PLAYED)
    assert entered.status_code == 201, entered.text
    return session_id


def _state(director: Person, session_id: str) -> tuple[Any, Any]:
    return (
        director.get(f"/sessions/{session_id}").json(),
        director.get(f"/sessions/{session_id}/boards/3").json(),
    )


def test_a_corrected_score_citing_law_12c1d_is_in_the_audit(server: Server) -> None:
    director = server.person("td", role="director")
    session_id = _session(director)
    adjusted = {"board_number": 3, "ns": "1", "ew": "2", "adjusted": {"NS": 60, "EW": 40},
                "law": "12C1(d)", "explanation": "Too many possible outcomes after the "
                "misinformation: average plus to NS."}  # fmt: skip
    corrected = director.put(f"/sessions/{session_id}/results", adjusted)
    assert corrected.status_code == 200, corrected.text

    [listed] = director.get("/rulings", law="12C1(d)", director=director.name).json()
    assert listed["session"] == {"id": session_id, "board_number": 3, "ns": "1", "ew": "2"}
    assert (listed["kind"], listed["law"], listed["director"]) == (
        "session_correction", "12C1(d)", director.name)  # fmt: skip
    assert listed["explanation"].startswith("Too many possible outcomes")
    assert (listed["NS"], listed["EW"], listed["board"]) == (60, 40, session_id)
    assert server.admin.get("/rulings", law="12C1(d)", director=director.name).json() == [listed]
    assert director.get("/rulings", law="12C2", director=director.name).json() == []
    # A player, another director: no session's rulings, as before.
    for outsider in (server.person("pl"), server.person("td2", role="director")):
        assert outsider.get("/rulings", director=director.name).json() == []


def test_a_citation_of_no_law_is_a_422_and_nothing_is_recorded(server: Server) -> None:
    director = server.person("td", role="director")
    session_id = _session(director)
    before = _state(director, session_id)
    for law, words in (("12Z", "no Law 12Z"), ("95", "no Law 95"), ("banana", "Law")):
        body = {**PLAYED, "tricks": 9, "law": law, "explanation": "Slow pass."}
        refused = director.put(f"/sessions/{session_id}/results", body)
        assert refused.status_code == 422, refused.text
        detail = refused.json()["detail"]
        assert isinstance(detail, str) and words in detail and len(detail) < 200
    unexplained = director.put(f"/sessions/{session_id}/results", {**PLAYED, "law": "12C1(d)"})
    assert unexplained.status_code == 422 and "explanation" in unexplained.json()["detail"]
    bell = {**PLAYED, "law": "12C1(d)", "explanation": "ring\u0007"}
    assert director.put(f"/sessions/{session_id}/results", bell).status_code == 422
    assert _state(director, session_id) == before
    assert director.get("/rulings", director=director.name).json() == []
