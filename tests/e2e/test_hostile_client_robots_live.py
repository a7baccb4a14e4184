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


# North holds every top card: the robots' declarer claims as soon as dummy is faced.
TOPS = "N:AKQJ.AKQJ.AKQ.AK 765.765.876.8765 T98.T98.JT9.QJT9 432.432.5432.432"


def test_an_undo_under_a_robots_claim_says_who_answers_it(server: Server) -> None:
    """A defender asking to undo while the robots' claim waits for him was told `A claim
    is pending; withdraw it before you undo.`; a withdrawal by him is 422 (`Only the
    claimer (N) can withdraw the claim.`): the sentence sent him to a command he may not
    give. Now it names the claimer and what the others do; nothing is recorded."""
    alice = server.person("alice")
    seats = {"N": "robot", "E": alice.name, "S": "robot", "W": "robot"}
    created = alice.post("/boards", {"deal": TOPS, "board_number": 1, "seats": seats})
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    view = created.json()
    for _ in range(30):
        if view["claim"] is not None and view["claim"]["status"] == "pending":
            break
        legal = alice.get(f"{path}/legal").json()
        if legal["calls"]:
            reply = alice.post(f"{path}/calls", {"seat": "E", "call": "Pass"})
        else:
            reply = alice.post(f"{path}/plays", {"seat": "E", "card": legal["cards"][0]})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    claim = view["claim"]
    assert claim is not None and claim["status"] == "pending", view
    claimer = claim["seat"]
    assert claimer in ("N", "S")
    version = view["version"]
    for command in ("undo", "redo"):
        refused = alice.post(f"{path}/{command}", {})
        assert refused.status_code == 409, refused.text
        assert refused.json()["detail"] == (
            f"{claimer}'s claim waits for its answer (the others agree or dispute; "
            f"{claimer} may withdraw it); {command} waits."
        )
    assert alice.get(path).json()["version"] == version  # nothing recorded
    withdrawn = alice.post(f"{path}/claims/withdraw", {"seat": "E"})
    assert withdrawn.status_code == 422, withdrawn.text  # as before: not his to withdraw

    disputed = alice.post(f"{path}/claims/dispute", {"seat": "E"})
    assert disputed.status_code == 200, disputed.text
    assert disputed.json()["claim"]["status"] == "disputed"  # the robots offer play on
    refused = alice.post(f"{path}/undo", {})
    assert refused.status_code == 409, refused.text
    assert refused.json()["detail"] == (
        f"{claimer}'s claim is disputed: the director rules on it (Law 70), or play "
        "continues if all four agree (Law 68D2b); undo waits."
    )


def test_a_step_of_too_many_digits_is_told_too_large(server: Server) -> None:
    """`GET /boards/{id}/replay?step=99999999999999999999` (twenty digits: a replay step
    beyond the end, typed by a careless hand) was told `'step' is a whole number written
    in digits 0-9.`, which it is. Now: too large a number. A step of 19 digits or fewer
    beyond the end is told the board's range, as before; one not in digits as before."""
    alice = server.person("alice")
    seats = {"N": alice.name, **ROBOTS}
    created = alice.post("/boards", {"deal": DEAL, "board_number": 1, "seats": seats})
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    huge = "9" * 20
    for route in ("/replay", "/replay/tricks", "/robot-reasons"):
        reply = alice.get(path + route, step=huge)
        assert reply.status_code == 422, reply.text
        assert reply.json()["detail"] == "'step' is too large a number (at most 19 digits).", (
            route,
            reply.text,
        )
        written = alice.get(path + route, step="1_0")
        assert written.json()["detail"] == "'step' is a whole number written in digits 0-9."
    far = alice.get(f"{path}/replay", step="9" * 19)
    assert far.status_code == 422, far.text
    assert far.json()["detail"].startswith("step must be between 0 and "), far.text
    session = server.admin.post("/sessions", {"name": "Digits", "scoring": "MP"}).json()["id"]
    board = server.admin.get(f"/sessions/{session}/boards/{huge}")
    assert board.status_code == 422, board.text
    assert board.json()["detail"] == (
        "The address's board_number is too large a number (at most 19 digits)."
    )
