"""A hostile client against robots, practice boards, claims and live tables, on both
stores (issue 34, 0.26.0; docs/design.md "Hostile client findings (0.26.0; h56i)"):
each test is a defect found by attacking the HTTP interface, and fails without its fix."""

from __future__ import annotations

from tests.e2e.table import DEAL, Server

ROBOTS = {"E": "robot", "S": "robot", "W": "robot"}


def test_a_bad_seat_key_is_told_in_a_sentence_and_quoted_short(server: Server) -> None:
    """A seat given as an empty or overlong key of `seats` or `systems` was told as
    `'seats..[key]': String should have at least 1 character.` (pydantic's location of a
    mapping's key, which no reader understands). Now the sentence names the field and
    quotes the key's start; nothing is made."""
    alice = server.person("alice")
    before = alice.get("/boards").json()
    answers = {
        "empty": alice.post("/boards", {"deal": DEAL, "seats": {"": alice.name, **ROBOTS}}),
        "long": alice.post(
            "/boards",
            {"deal": DEAL, "seats": {"N": alice.name, **ROBOTS}, "systems": {"E" * 50_000: "x"}},
        ),
    }
    for answer in answers.values():
        assert answer.status_code == 422, answer.text
        assert "[key]" not in answer.text and ".." not in answer.text, answer.text
        assert len(answer.json()["detail"]) < 120, answer.text
    assert answers["empty"].json()["detail"] == (
        "'seats' has a key '' it does not take: String should have at least 1 character."
    )
    assert answers["long"].json()["detail"] == (
        f"'systems' has a key '{'E' * 23}…' it does not take: "
        "String should have at most 8 characters."
    )
    assert alice.get("/boards").json() == before  # nothing made
