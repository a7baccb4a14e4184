"""Robots at the table, the leftovers a player or a director would hit (0.22.0; h52f),
over a real `serve` on both stores (docs/contract.md "Robots at the table (0.22.0)").
Each test failed before its fix."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_hostile_client_robot_table import RAISED, north_declares_four_spades
from tests.e2e.test_revokes import W_RUFFS, play, spades


def reasons_by_step(person: Person, board_id: str) -> dict[int, dict[str, Any]]:
    reply = person.get(f"/boards/{board_id}/robot-reasons/steps")
    assert reply.status_code == 200, reply.text
    return {found.pop("step"): found for found in reply.json()}


def test_a_robots_card_replayed_on_a_practice_board_keeps_why_it_chose_it(server: Server) -> None:
    """Issue 34: "The sampling is seeded and recorded, so a replay of a robot's card shows
    why it chose it (the tricks each candidate took over the samples)". A practice board
    replays the source's calls and cards; before the fix the robots' among them had no
    reasons there (GET robot-reasons 404 at those steps). Now each robot call and card
    replayed answers the reasons the source recorded for it, the same samples and the same
    candidates, at the practice board's step; the robots' new actions have their own."""
    north = server.person("replayed")
    source_id, played = north_declares_four_spades(north)
    admin = server.admin  # sees every hand of the board in play, so may practise it
    lead_step = played["version"] - 1
    source = reasons_by_step(admin, source_id)
    assert source[lead_step]["seat"] == "E" and source[lead_step]["candidates"]
    practised = admin.post(f"/boards/{source_id}/practice", {"step": lead_step, "seat": "N"})
    assert practised.status_code == 201, practised.text
    board = practised.json()
    assert board["trick"]["cards"][0] == played["trick"]["cards"][0]
    # reasons name hidden cards: shown to the practice board's player once it is over
    hidden = admin.get(f"/boards/{board['id']}/robot-reasons", step=lead_step)
    assert hidden.status_code == 403, hidden.text
    conceded = admin.post(f"/boards/{board['id']}/claims", {"seat": "N", "concede": 13})
    assert conceded.status_code == 201, conceded.text
    assert conceded.json()["phase"] == "complete", conceded.json()["phase"]
    # the robots' calls (three passes, 2S and two more passes) and East's lead: the steps of
    # the practice board are the source's here (no irregularity on the way)
    again = reasons_by_step(admin, board["id"])
    replayed = {step: why for step, why in source.items() if step <= lead_step}
    assert len(replayed) == 7, sorted(source)
    assert {step: again.get(step) for step in replayed} == replayed
    lead = admin.get(f"/boards/{board['id']}/robot-reasons", step=lead_step)
    assert lead.status_code == 200, lead.text
    assert lead.json() == source[lead_step]
    # North's own calls were a person's: no robot's reasons there
    assert admin.get(f"/boards/{board['id']}/robot-reasons", step=1).status_code == 404


def test_a_robots_call_or_card_put_back_by_a_redo_keeps_why_it_chose_it(server: Server) -> None:
    """The same on one board: North's undo takes back his 4S and the robots' three passes
    and East's lead made over it (docs/contract.md "Undo with robots"); his redo puts them
    back, one `ActionRedone` each. Before the fix the replay of those steps had no reasons
    (404): the robots' calls and lead came back without why. Now each robot action redone
    answers the reasons recorded when the robot made it."""
    north = server.person("redo")
    board_id, played = north_declares_four_spades(north)
    admin = server.admin
    before = reasons_by_step(admin, board_id)
    robots_steps = range(played["version"] - 4, played["version"])  # 3 passes and the lead
    assert all(step in before for step in robots_steps), sorted(before)
    assert north.post(f"/boards/{board_id}/undo").status_code == 200
    redone = north.post(f"/boards/{board_id}/redo")
    assert redone.status_code == 200, redone.text
    version = redone.json()["version"]
    after = reasons_by_step(admin, board_id)
    redo_steps = range(version - 4, version)
    assert [after.get(step) for step in redo_steps] == [before[step] for step in robots_steps]
    assert admin.get(f"/boards/{board_id}/robot-reasons", step=version - 5).status_code == 404


def my_boards(person: Person) -> set[str]:
    return {board["id"] for board in person.boards()}


def refused(reply: Any, status: int, words: str) -> None:
    """A 4xx with a short sentence that says why."""
    assert reply.status_code == status, reply.text
    detail = reply.json()["detail"]
    assert isinstance(detail, str) and words in detail and len(detail) < 200, detail


def test_play_again_from_here_refuses_every_step_that_leaves_nothing_to_play(
    server: Server,
) -> None:
    """ "Play again from here" continues a replay "from any step as a new board": a step
    at which the board is over (passed out, or the thirteenth trick played) leaves nothing
    to play. Before the fix each was 201, a new board already over, saved in the
    requester's list; now 422 with a sentence and no board made. A step before the end of
    the same boards is still practised (201)."""
    alice = server.person("passes")
    seats = dict.fromkeys("NESW", alice.name)
    created = alice.post("/boards", {"deal": RAISED, "board_number": 1, "seats": seats})
    assert created.status_code == 201, created.text
    passed_id = created.json()["id"]
    for seat in "NESW":
        passed = alice.post(f"/boards/{passed_id}/calls", {"seat": seat, "call": "Pass"})
        assert passed.status_code == 201, passed.text
    assert passed.json()["phase"] == "passed_out"
    before = my_boards(alice)
    refused(alice.post(f"/boards/{passed_id}/practice", {"step": 4, "seat": "S"}), 422, "over")
    assert my_boards(alice) == before
    again = alice.post(f"/boards/{passed_id}/practice", {"step": 3, "seat": "W"})
    assert again.status_code == 201 and again.json()["phase"] == "auction", again.text
    # a board over by a claim after the opening lead (agreed by both defenders): its last
    # step is practised (the cards replay, the claim does not). Made by a person, not by
    # four robots: whether the robots claim before the thirteenth trick depends on their
    # sampling, and a fresh clone's CI once saw them play every card.
    admin = server.admin
    claimed = admin.post("/boards", {"deal": RAISED, "board_number": 1, "seats": seats})
    assert claimed.status_code == 201, claimed.text
    claimed_id = claimed.json()["id"]
    auction = ("1S", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass")
    for seat, call in zip("NESWNESW", auction, strict=True):
        bid = alice.post(f"/boards/{claimed_id}/calls", {"seat": seat, "call": call})
        assert bid.status_code == 201, bid.text
    led = alice.post(f"/boards/{claimed_id}/plays", {"seat": "E", "card": "HJ"})
    assert led.status_code == 201, led.text
    claim = alice.post(f"/boards/{claimed_id}/claims", {"seat": "N", "tricks": 12})
    assert claim.status_code == 201, claim.text
    for defender in "EW":
        agreed = alice.post(f"/boards/{claimed_id}/claims/agree", {"seat": defender})
        assert agreed.status_code == 200, agreed.text
    assert agreed.json()["phase"] == "complete", agreed.json()["phase"]
    assert sum(agreed.json()["cards_left"].values()) > 0
    last = agreed.json()["version"] - 1
    practised = admin.post(f"/boards/{claimed_id}/practice", {"step": last, "seat": "N"})
    assert practised.status_code == 201 and practised.json()["phase"] == "play", practised.text
    # a board played to the thirteenth trick (by a person in every seat, so that no robot's
    # claim ends it early): nothing is left to play at its last step
    whole = alice.post("/boards", {"deal": RAISED, "board_number": 1, "seats": seats})
    assert whole.status_code == 201, whole.text
    end = play_every_card(alice, whole.json()["id"])
    assert end["phase"] == "complete" and sum(end["cards_left"].values()) == 0, end
    mine = my_boards(alice)
    done = end["version"] - 1
    refused(alice.post(f"/boards/{end['id']}/practice", {"step": done, "seat": "N"}), 422, "over")
    assert my_boards(alice) == mine
    # a step before the last card: a robot's turn, and it plays it again at once
    earlier = alice.post(f"/boards/{end['id']}/practice", {"step": done - 1, "seat": "N"})
    assert earlier.status_code == 201, earlier.text


def play_every_card(person: Person, board_id: str) -> dict[str, Any]:
    """A person in every seat bids 1NT and passes it out, then plays each turn's first legal
    card to the thirteenth trick; returns the last view."""
    path = f"/boards/{board_id}"
    view: dict[str, Any] = person.get(path).json()
    while view["phase"] in ("auction", "play"):
        legal = person.get(f"{path}/legal").json()
        if legal["calls"]:
            call = "1NT" if not view["auction"] else "Pass"
            reply = person.post(f"{path}/calls", {"seat": legal["seat"], "call": call})
        else:
            card = legal["cards"][0]
            reply = person.post(f"{path}/plays", {"seat": legal["seat"], "card": card})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    return view


def test_a_hostile_client_practising_boards_it_may_not_see_whole(server: Server) -> None:
    """docs/contract.md "Robots and practice": practice "is 403 unless the requester may see
    every hand of the board now [...], 404 for a board he may not see, 422 for a step
    outside the board or a bad seat". Tried at every step of a board in play by the
    player (each 403: no step of it becomes a board showing hands he may not see), and
    by a stranger (404), with steps beyond the end, huge, negative, fractional or not
    numbers, seats that are none, and stale versions: each a 4xx with a sentence, no board
    made, the source unchanged."""
    north, stranger = server.person("hostile"), server.person("other")
    board_id, played = north_declares_four_spades(north)
    path = f"/boards/{board_id}/practice"
    mine, theirs = my_boards(north), my_boards(stranger)
    for step in range(played["version"]):
        refused(north.post(path, {"step": step, "seat": "N"}), 403, "every hand")
        refused(stranger.post(path, {"step": step, "seat": "N"}), 404, "no board")
    admin = server.admin
    admins = my_boards(admin)
    end = played["version"]
    for step in (end, end + 1, 10**6, 2**63, 10**40):
        refused(admin.post(path, {"step": step, "seat": "N"}), 422, "step")
    bad_steps: tuple[object, ...] = (-1, 1.5, "1", True, None, [1], {"a": 1})
    for bad in bad_steps:
        reply = admin.post(path, {"step": bad, "seat": "N"})
        assert reply.status_code == 422 and reply.json()["detail"], (bad, reply.text)
    for seat in ("Q", "", "robot", "NN", "x" * 9, 1):
        reply = admin.post(path, {"step": 0, "seat": seat})
        assert reply.status_code == 422 and reply.json()["detail"], (seat, reply.text)
    for version in (0, played["version"] + 1, -1, 10**30):
        reply = admin.post(path, {"step": 0, "seat": "N", "expected_version": version})
        assert reply.status_code in (409, 422) and reply.json()["detail"], (version, reply.text)
    assert (my_boards(north), my_boards(stranger), my_boards(admin)) == (mine, theirs, admins)
    assert north.get(f"/boards/{board_id}").json()["version"] == played["version"]


def test_practice_of_a_board_with_a_pending_claim_replays_the_play_without_it(
    server: Server,
) -> None:
    """A director practising a board whose declarer's claim waits for the defenders: the
    claim is not replayed (docs/contract.md: "irregularities and rulings on the way are
    not replayed"), the play continues on the new board from the cards played, with the
    director in a seat seeing his own hand only; the players see nothing of the new board
    and the source keeps its claim. The defenders may not practise the board while the
    claimer's hand is faced: they see three hands (403)."""
    director = server.person("td", role="director")
    players = {seat: server.person(seat.lower()) for seat in "NESW"}
    seats = {seat: person.name for seat, person in players.items()}
    created = director.post("/boards", {"deal": RAISED, "board_number": 1, "seats": seats})
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    auction = ("1S", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass")
    for seat, call in zip("NESWNESW", auction, strict=True):
        made = players[seat].post(f"/boards/{board_id}/calls", {"seat": seat, "call": call})
        assert made.status_code == 201, made.text
    lead = players["E"].post(f"/boards/{board_id}/plays", {"seat": "E", "card": "C9"})
    assert lead.status_code == 201, lead.text
    claim = players["N"].post(f"/boards/{board_id}/claims", {"seat": "N", "tricks": 13})
    assert claim.status_code == 201, claim.text
    version = claim.json()["version"]
    for seat in "EW":
        refused(players[seat].post(f"/boards/{board_id}/practice", {"step": version - 1,
                "seat": seat}), 403, "every hand")  # fmt: skip
    practised = director.post(f"/boards/{board_id}/practice", {"step": version - 1, "seat": "E"})
    assert practised.status_code == 201, practised.text
    board = practised.json()
    assert board["claim"] is None and board["phase"] == "play"
    assert board["cards_left"]["E"] == 12 and "C9" not in (board["hands"]["E"] or [])
    assert board["next"] == "E"  # the robots played on until his turn
    shown = {seat for seat, hand in board["hands"].items() if hand is not None}
    assert shown <= {"E", "S"}, shown  # his own hand, and dummy once faced
    for person in players.values():
        assert person.get(f"/boards/{board['id']}").status_code == 404
    assert director.get(f"/boards/{board_id}").json()["claim"]["status"] == "pending"


def test_practice_of_a_board_with_an_established_revoke_is_refused_whole(server: Server) -> None:
    """A director practising a board whose play holds an established revoke (Law 63A)
    nobody has drawn attention to: West ruffed trick 2 holding a diamond, then led to trick
    3. The new board's policy is `prevent` (docs/contract.md "Robots and practice"), which
    never raises a revoke, so the table's right to raise it would be lost (0.27.0: a raised
    one is carried, tests/e2e/test_practice_keeps_the_facts.py): a 422 that says so, no
    board made, the source unchanged (a step before the revoke is practised)."""
    table = spades(server)
    view = play(table, *W_RUFFS, "H3")
    admin = server.admin
    mine = my_boards(admin)
    reply = admin.post(table.path("/practice"), {"step": view["version"] - 1, "seat": "N"})
    refused(reply, 422, "W's revoke at trick 2 is not raised")
    assert my_boards(admin) == mine
    assert admin.get(table.path()).json()["version"] == view["version"]
    before = admin.post(table.path("/practice"), {"step": view["version"] - 3, "seat": "N"})
    assert before.status_code == 201, before.text


def test_the_view_says_where_practice_is_refused_in_the_commands_words(server: Server) -> None:
    """`can_practise` is exact (0.24.0): false at every step whose play holds the
    established revoke nobody raised, with `practice_refused_because` the very sentence POST
    /practice answers there; true before the revoke, where the command makes a board; and
    for a player at the board in play, false with the reason that he may not see every
    hand."""
    table = spades(server)
    view = play(table, *W_RUFFS, "H3")
    admin = server.admin
    answers = set()
    for step in range(view["version"] - 4, view["version"]):
        shown = admin.get(table.path("/replay"), step=step).json()
        reply = admin.post(table.path("/practice"), {"step": step, "seat": "N"})
        answers.add(reply.status_code)
        assert shown["can_practise"] is (reply.status_code == 201), (step, reply.text)
        if reply.status_code == 201:
            assert shown["practice_refused_because"] is None
        else:
            assert reply.status_code == 422, reply.text
            assert shown["practice_refused_because"] == reply.json()["detail"]
            assert "is not raised" in shown["practice_refused_because"]
            assert shown["practice_refused_because"].endswith("earlier step.")
    assert answers == {201, 422}  # steps before the revoke and at it
    whole = admin.get(table.path()).json()
    assert whole["can_practise"] is False
    assert "is not raised" in whole["practice_refused_because"]
    player = table.players["N"].get(table.path()).json()
    assert player["can_practise"] is False
    assert player["practice_refused_because"].startswith("Practice replays a board's deal")


LAW_25A = """Law 25A (2017): "1. If a player discovers that he has not made the call he
intended to make, he may, until his partner makes a call, substitute the call he intended
for the unintended call. [...] 2. [...] A change of call may be allowed because of a
mechanical error or a slip of the tongue [...] 4. No substitution of call may be made when
his partner has made a subsequent call. [...] 6. If a substitution is allowed the LHO may
withdraw any call he made over the first call." """


def test_a_robot_left_hand_opponent_waits_for_the_directors_finding_on_an_unintended_call(
    server: Server,
) -> None:
    """Law 25A1 (quoted in LAW_25A): North (a person) opens 1C meaning 1NT; East, a robot,
    calls over it at once; North says 1NT at South's turn (South is a person). Before the
    fix the robot accepted that call out of rotation at once (29A), in the same request,
    and the director could never find 1C unintended (422: the second call was gone). Now a
    robot whose left-hand opponent's second call may be such a substitution waits for the
    director at a board that has one: he finds 1C unintended, 1NT replaces it, the robot's
    call over 1C is withdrawn (25A6) and the robot calls again over 1NT."""
    director = server.person("td", role="director")
    north, south = server.person("n"), server.person("s")
    seats = {"N": north.name, "E": "robot", "S": south.name, "W": "robot"}
    created = director.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "revoke_policy": "detect"}
    )
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    opened = north.post(f"{path}/calls", {"seat": "N", "call": "1C"})
    assert opened.status_code == 201, opened.text
    assert [c["seat"] for c in opened.json()["auction"]] == ["N", "E"]  # the robot at once
    second = north.post(f"{path}/calls", {"seat": "N", "call": "1NT"})
    assert second.status_code == 201, second.text
    pending = second.json()["pending"]
    assert pending is not None and pending["kind"] == "call_out_of_rotation", second.json()
    assert len(second.json()["auction"]) == 2  # the robot waits for the director
    ruled = director.post(f"{path}/auction-irregularity", {"decision": "unintended"})
    assert ruled.status_code == 200, ruled.text
    view = ruled.json()
    assert view["pending"] is None and view["auction"][0]["call"] == "1NT"
    assert [c["seat"] for c in view["auction"]] == ["N", "E"] and view["next"] == "S"
    rulings = director.get("/rulings", board=created.json()["id"]).json()
    assert [r["law"] for r in rulings] == ["25A"]
    # the director practises the board after his ruling: the calls that stand replay
    practised = director.post(f"{path}/practice", {"step": view["version"] - 1, "seat": "N"})
    assert practised.status_code == 201, practised.text
    again = practised.json()
    assert [c["call"] for c in again["auction"][:2]] == [c["call"] for c in view["auction"]]
    assert again["pending"] is None and len(again["auction"]) >= 3  # the robots called on


def test_with_a_robot_partner_the_director_takes_back_the_unintended_call_and_the_robots_calls(
    server: Server,
) -> None:
    """Law 25A1 and 4 (quoted in LAW_25A) with a robot partner: North opens 1C meaning 1NT
    and the three robots call at once, his partner among them, so by the letter of 25A4
    the window closed before North could say a word. A robot's call made in the same
    instant is no call North's partner made after North could speak: as a robot that
    waited would have, the director takes back North's 1C and the robots' calls made at
    once over it (POST /undo, the reason recorded), nothing else; North calls 1NT and the
    robots call over it. North himself may not undo at a tournament board. (The board
    prevents irregularities, its default: North's second call at South's turn would be
    refused, so his partner's robot does not wait for a change here, 0.27.0; at a board
    that records them it does: tests/e2e/test_law25a_robot_partner.py.)"""
    director = server.person("td", role="director")
    north = server.person("n")
    seats = {"N": north.name, "E": "robot", "S": "robot", "W": "robot"}
    created = director.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "mode": "tournament"}
    )
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    opened = north.post(f"{path}/calls", {"seat": "N", "call": "1C"})
    assert opened.status_code == 201, opened.text
    robots_called = opened.json()["auction"][1:]
    assert [c["seat"] for c in robots_called] == ["E", "S", "W"], opened.json()["auction"]
    assert north.post(f"{path}/undo", {"reason": "mine"}).status_code in (403, 409)
    undone = director.post(f"{path}/undo", {"reason": "Law 25A: 1C was unintended"})
    assert undone.status_code == 200, undone.text
    assert undone.json()["auction"] == [] and undone.json()["next"] == "N"
    again = north.post(f"{path}/calls", {"seat": "N", "call": "1NT"})
    assert again.status_code == 201, again.text
    assert again.json()["auction"][0]["call"] == "1NT"
    assert len(again.json()["auction"]) >= 4
