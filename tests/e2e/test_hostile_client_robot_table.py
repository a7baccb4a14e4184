"""A hostile client and a club director at a robot table (0.21.0; h51f), over a real
`serve` on both stores: undo and redo, claims, the robots' reasons, practice and the
director's rulings where robots hold seats (docs/contract.md "Robots, practice and live
tables", "Undo with robots", "A robot's options after an irregularity"). Each test failed
before its fix (docs/irregularities.md "h51f: a hostile client at a robot table")."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, call_and_go_on, until_a_robot_claims

# North opens 1S, South (a robot, 6 HCP and four spades) raises to 2S, North bids 4S and
# the robots pass it out: North declares, South is dummy, East (a robot) leads.
RAISED = "N:AKQJ5.AK2.K32.32 98.JT98.QJT.K987 T432.Q43.A54.654 76.765.9876.AQJT"


def calls(view: dict[str, Any]) -> list[tuple[str, str]]:
    return [(made["seat"], made["call"]) for made in view["auction"]]


def north_declares_four_spades(north: Person) -> tuple[str, dict[str, Any]]:
    created = north.post("/boards", {
        "deal": RAISED, "board_number": 1,
        "seats": {"N": north.name, "E": "robot", "S": "robot", "W": "robot"},
    })  # fmt: skip
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    opened = north.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "1S"})
    assert opened.status_code == 201, opened.text
    assert calls(opened.json()) == [("N", "1S"), ("E", "Pass"), ("S", "2S"), ("W", "Pass")]
    game = north.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "4S"})
    assert game.status_code == 201, game.text
    view: dict[str, Any] = game.json()
    assert view["phase"] == "play" and view["declarer"] == "N", view
    assert view["trick"]["cards"][0]["seat"] == "E"  # the robot's opening lead
    return board_id, view


def test_an_undo_takes_back_declarers_call_past_his_robot_dummys_pass(server: Server) -> None:
    """docs/contract.md "Undo with robots": an undo "takes back the last call or card a
    person made and every robot's call or card after it [...]: the turn comes back to a
    person, and no robot acts on the undone position". Declarer's robot plays dummy's
    cards, so they count as a robot's; dummy's calls, though, were the robot's own. Before
    the fix the robot dummy's closing pass counted as declarer's action: the undo stopped
    there, handed the auction back to the robot, which passed again at once, and the
    robots led again: declarer could never take back his 4S."""
    north = server.person("undo4s")
    board_id, played = north_declares_four_spades(north)
    undone = north.post(f"/boards/{board_id}/undo")
    assert undone.status_code == 200, undone.text
    view = undone.json()
    assert calls(view) == [("N", "1S"), ("E", "Pass"), ("S", "2S"), ("W", "Pass")], view
    assert view["phase"] == "auction" and view["next"] == "N"
    timeline = north.get(f"/boards/{board_id}/timeline").json()
    assert [e["type"] for e in timeline[played["version"] :]] == ["ActionUndone"] * 5
    # the redo puts back his 4S and the robots' passes and lead undone with it, nothing more
    redone = north.post(f"/boards/{board_id}/redo")
    assert redone.status_code == 200, redone.text
    again = redone.json()
    assert calls(again) == calls(played) and again["trick"] == played["trick"]
    assert again["next"] == "S" and again["version"] == played["version"] + 10


def test_the_robots_reasons_refuse_bad_steps_and_hide_the_hands_until_the_end(
    server: Server,
) -> None:
    """What held (docs/contract.md "Robots and practice"): `GET /boards/{id}/robot-reasons`
    is 403 "for one who may not see every hand now (a player during the play)", 404 "where
    no robot acted"; a step that is no whole number, or negative, is a 422 with a sentence;
    a stranger learns nothing (404 as for the board); a person never answers for a robot."""
    north, stranger = server.person("reasons"), server.person("stranger")
    board_id, played = north_declares_four_spades(north)
    path = f"/boards/{board_id}/robot-reasons"
    admin = server.admin
    for step in ("-1", "1.5", "x", "99999999999999999999999", "1\u00a0"):
        refused = admin.get(path, step=step)
        assert refused.status_code == 422 and refused.json()["detail"], (step, refused.text)
    assert admin.get(path, step=10**6).status_code == 404
    assert admin.get(path, step=0).status_code == 404  # the board's creation: no robot's
    lead_step = played["version"] - 1
    assert admin.get(path, step=lead_step).json()["seat"] == "E"
    for asked in (path, f"{path}/steps"):
        assert north.get(asked, step=lead_step).status_code == 403  # he sees two hands
        assert stranger.get(asked, step=lead_step).status_code == 404
    assert stranger.get(f"/boards/{board_id}/stream").status_code == 404
    # a person acting in a robot's seat, or twice: refused, nothing recorded
    robots_seats = (
        ("plays", {"seat": "E", "card": "C9"}),
        ("claims/play-on", {"seat": "W"}),
        ("claims/agree", {"seat": "E"}),
        ("calls", {"seat": "W", "call": "Pass"}),
    )
    for route, body in robots_seats:
        refused = north.post(f"/boards/{board_id}/{route}", body)
        assert 400 <= refused.status_code < 500 and refused.json()["detail"], refused.text
    assert north.get(f"/boards/{board_id}").json()["version"] == played["version"]


def test_a_robots_system_given_for_a_seat_in_lower_case_is_the_one_it_bids(
    server: Server,
) -> None:
    """docs/contract.md "Robots and practice": `"systems": {"E": SYSTEM_ID}` for robot seats;
    a seat is read in any case everywhere else (`"seats": {"n": ...}`). Before the fix
    `{"n": ID}` was accepted (201) and silently dropped: the robot bid the library's SAYC
    (1S on North's 20 HCP and five spades) instead of the Precision it was given (1C, "16+
    HCP, artificial"). A seat named twice, in two cases, is now a 422: which would it bid?"""
    owner = server.person("precision")
    system = owner.post("/systems", {"name": "Strong club", "base": "precision", "conventions": []})
    assert system.status_code == 201, system.text
    seats = {"N": "robot", "E": owner.name, "S": owner.name, "W": owner.name}
    for key in ("N", "n"):
        body = {
            "deal": RAISED,
            "board_number": 1,
            "seats": seats,
            "systems": {key: system.json()["id"]},
        }
        created = owner.post("/boards", body)
        assert created.status_code == 201, created.text
        assert calls(created.json()) == [("N", "1C")], (key, created.json()["auction"])
    both = {"N": system.json()["id"], "n": system.json()["id"]}
    twice = owner.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "systems": both}
    )
    assert twice.status_code == 422 and "N" in twice.json()["detail"], twice.text


# East (a robot) is void in spades with six hearts; North opens 1S and declares 4S.
EAST_VOID = "N:AKQJ5.AK2.K32.32 .JT9865.QJT.K987 T9843.Q4.A54.654 762.73.9876.AQJT"


def test_a_robot_leads_when_a_lead_restriction_forbids_its_penalty_card(server: Server) -> None:
    """The director finds East's (a robot's) HT exposed in the auction: Law 24C, "If a
    single card of honour rank is exposed [...] all such cards become major penalty cards
    (if offender becomes a defender) and offender's partner must pass at his next turn";
    West's 2H there is cancelled and, the call withdrawn, Law 26B lets declarer forbid
    East a suit at his opening lead. North forbids hearts. Law 50D1: "A major penalty
    card must be played at the first legal opportunity"; Law 61A: a revoke is a "failure
    to lead or play, when able, a card or suit required by law or specified by an
    opponent when exercising an option in rectification of an irregularity". Forbidden
    hearts, East cannot lead the HT: this is no legal opportunity, and another lead no
    revoke. Before the fix the product counted every other lead as a failure to play the
    penalty card, the robot (which never revokes) found no card it might play and the
    table waited for it for ever: nobody could act."""
    north, west = server.person("n26b"), server.person("w26b")
    director = server.person("td26b", "director")
    created = director.post("/boards", {
        "deal": EAST_VOID, "board_number": 1, "revoke_policy": "detect",
        "seats": {"N": north.name, "E": "robot", "S": "robot", "W": west.name},
    })  # fmt: skip
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    call_and_go_on(north, path, "N", "1S")  # South, North's robot partner, calls too
    exposed = director.post(f"{path}/exposed-cards", {"seat": "E", "cards": ["HT"]})
    assert exposed.status_code == 201, exposed.text
    cancelled = west.post(f"{path}/calls", {"seat": "W", "call": "2H"})  # he must pass
    assert cancelled.status_code == 201 and cancelled.json()["auction"][-1]["call"] == "Pass"
    call_and_go_on(north, path, "N", "4S")
    ended = west.post(f"{path}/calls", {"seat": "W", "call": "Pass"})
    assert ended.status_code == 201, ended.text
    view = ended.json()
    assert view["phase"] == "play" and view["declarer"] == "N", view
    assert view["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "26B"}
    assert view["penalty_cards"]["E"] == [{"card": "HT", "kind": "major"}]
    forbidden = north.post(f"{path}/lead-restriction", {"choice": "forbid", "suit": "H"})
    assert forbidden.status_code == 200, forbidden.text
    after = forbidden.json()
    assert after["trick"] is not None, "the robot never led: the table waits on it"
    lead = after["trick"]["cards"][0]
    assert lead["seat"] == "E" and lead["card"][0] != "H", lead
    assert after["penalty_cards"]["E"] == [{"card": "HT", "kind": "major"}]  # still faced
    # the director's event log says which cards were revokes: E's lead was none
    events = director.get(f"{path}/events").json()
    played = [e for e in events if e["type"] == "CardPlayed"]
    assert [(e["data"]["seat"], e["data"]["revoke"]) for e in played] == [("E", None)], played


def cards_played(view: dict[str, Any]) -> int:
    left: dict[str, int] = view["cards_left"]
    return 52 - sum(left.values())


def test_after_play_on_is_agreed_the_robot_plays_instead_of_claiming_again(server: Server) -> None:
    """Law 68D2(b) (2017): "play may continue at the request of the non-claimers, provided
    all four players agree"; docs/contract.md: "when they all agree the claim is void and
    play continues". West (the only person) doubts the robot declarer's claim, the robots
    ask to play on, West agrees: before the fix the robot claimed the same tricks again at
    once, with no card played, so play never continued (West could doubt and agree for
    ever, each round four events more). Now the robot plays a card first; it may claim
    again later."""
    west = server.person("playon")

    def new_board() -> tuple[str, dict[str, Any]]:
        created = west.post("/boards", {
            "deal": RAISED, "board_number": 1,
            "seats": {"N": "robot", "E": "robot", "S": "robot", "W": west.name},
        })  # fmt: skip
        assert created.status_code == 201, created.text
        return f"/boards/{created.json()['id']}", created.json()

    path, view = until_a_robot_claims(west, new_board)
    assert view["phase"] == "play" and view["claim"]["seat"] == view["declarer"], view["claim"]
    claimed_at = cards_played(view)
    doubted = west.post(f"{path}/claims/dispute", {"seat": "W"})
    assert doubted.status_code == 200, doubted.text
    assert doubted.json()["claim"]["status"] == "disputed"  # the robots asked to play on
    agreed = west.post(f"{path}/claims/play-on", {"seat": "W"})
    assert agreed.status_code == 200, agreed.text
    after = agreed.json()
    assert cards_played(after) > claimed_at, after["claim"]  # play continued
    assert after["claim"] is None or after["claim"]["status"] == "pending"
