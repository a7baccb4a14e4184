"""A hostile client against a real server, on both stores (issue 34's hostile review):
each test is a defect found by attacking the HTTP interface, and fails without its fix."""

from __future__ import annotations

import pytest

from tests.e2e.sse import BoardStream
from tests.e2e.table import DEAL, Server, Table
from tests.e2e.test_live_stream import stream_of
from tests.e2e.test_revokes import spades
from tests.e2e.test_session_board_sets import Evening


def test_declarer_cannot_feel_dummys_cards_before_they_are_faced(server: Server) -> None:
    """Law 41D: "After the opening lead is faced, dummy spreads his/her hand on the table
    ... Declarer plays both hands." Before that, dummy's cards are hidden from declarer.
    Under `detect` a card sent for dummy before the opening lead was judged by whether
    dummy held it (201 recorded, or 422 "SK is not in S's hand"): declarer could learn
    dummy's hand card by card. Now it is refused before the card is read, and nothing is
    recorded; dummy's own holder may still face a card (Law 54E), and after the opening
    lead declarer plays dummy's cards as before.

    4S by North, dummy South (AJ92.874.JT6.AQ3), East on lead."""
    for policy in ("detect", "auto"):
        table = spades(server, policy)
        north = table.players["N"]
        version = table.event_count()
        held = north.post(table.path("/plays"), {"seat": "S", "card": "SA"})
        not_held = north.post(table.path("/plays"), {"seat": "S", "card": "SK"})
        assert held.status_code == not_held.status_code == 403, (held.text, not_held.text)
        assert held.json() == not_held.json()
        assert table.event_count() == version  # nothing recorded
        assert table.view("N")["hands"]["S"] is None

        south = table.players["S"]
        faced = south.post(table.path("/plays"), {"seat": "S", "card": "CA"})  # Law 54E
        assert faced.status_code == 201, faced.text
        lead = table.players["E"].post(table.path("/plays"), {"seat": "E", "card": "DK"})
        assert lead.status_code == 201, lead.text
        led = north.post(table.path("/plays"), {"seat": "S", "card": "D6"})
        assert led.status_code == 201, led.text  # declarer plays dummy once it is faced


def test_a_player_cannot_read_a_boards_deal_through_the_lead_check(server: Server) -> None:
    """A lead entered with a table's result must be a card of the opening leader's hand
    (Law 41A: "the defender on presumed declarer's left makes the opening lead"). The
    entering player was told at once, 201 or 422 "West ... does not hold HK": trying the
    52 cards, a player read West's hand (and, changing declarer, every hand) of a board
    he had still to play, a round ahead. A player's entry now waits whatever its lead,
    and the lead is checked when the opponents confirm it; the director's entry, as
    before, at once."""
    evening = Evening(server)
    later = evening.seating(3, 1)  # pair 1's table, two rounds ahead
    board, ns, ew = later["boards"][0], later["ns"], later["ew"]
    west, east = evening.hands[board]["W"], evening.hands[board]["E"]
    body = {"board_number": board, "ns": ns, "ew": ew, "table": 1, "round": 3,
            "contract": "3NT", "declarer": "S", "tricks": 9}  # fmt: skip
    answers = [
        evening.players[ns].post(f"{evening.base}/results", {**body, "lead": lead})
        for lead in (west[0], east[0], west[-1], east[-1])  # West leads against South
    ]
    assert [a.status_code for a in answers] == [201] * 4, [a.text for a in answers]
    assert len({a.text for a in answers}) == 1  # the same session view: nothing told

    confirm = {"board": board, "ns": ns, "ew": ew}
    refused = evening.players[ew].post(f"{evening.base}/results/confirm", confirm)
    assert refused.status_code == 422, refused.text  # the waiting lead is East's card
    assert refused.json()["detail"] == (
        f"West makes the opening lead (on declarer's left) and does not hold {east[-1]} on "
        f"board {board}."
    )
    again = evening.players[ns].post(f"{evening.base}/results", {**body, "lead": west[0]})
    assert again.status_code == 201, again.text
    confirmed = evening.players[ew].post(f"{evening.base}/results/confirm", confirm)
    assert confirmed.status_code == 200, confirmed.text

    first = evening.seating(1, 2)
    by_director = evening.director.post(
        f"{evening.base}/results",
        {**body, "board_number": first["boards"][0], "ns": first["ns"], "ew": first["ew"],
         "table": 2, "round": 1, "lead": evening.hands[first["boards"][0]]["E"][0]},
    )  # fmt: skip
    assert by_director.status_code == 422, by_director.text


def _ends(stream: BoardStream, seconds: float) -> bool:
    """Whether the server ends the stream within `seconds`."""
    assert stream._thread is not None
    stream._thread.join(seconds)
    return not stream._thread.is_alive()


@pytest.mark.parametrize("change", ["role", "token"])
def test_a_live_stream_stops_with_the_rights_that_opened_it(server: Server, change: str) -> None:
    """A stream read the board with the user its request named when it opened: an admin
    made a player, or a user whose token was revoked, went on receiving every hand of
    every board he had open, although `GET /boards/{id}` answered him 404 or 401 ("the
    new role counts from the user's next request"; "the user's token answers 401 from
    the next request on"). Each push now asks who the token names first: the stream
    ends when the board is no longer his to see or the token is no longer known."""
    watcher = server.person("watcher", "admin")
    table = Table.sit_down(server, deal=DEAL)
    with stream_of(watcher, table.board_id) as stream:
        assert all(stream.next_board()["hands"].values())  # an admin sees every hand
        if change == "role":
            changed = server.admin.put(f"/users/{watcher.name}/role", {"role": "player"})
            assert changed.status_code == 200, changed.text
            assert watcher.get(table.path()).status_code == 404
        else:
            revoked = server.client.delete(
                f"/users/{watcher.name}/token", headers=server.admin.headers
            )
            assert revoked.status_code == 204, revoked.text
            assert watcher.get(table.path()).status_code == 401
        assert table.call("N", "1NT").status_code == 201
        assert _ends(stream, 10), "the stream went on"
        while not stream.boards.empty():
            pushed = stream.boards.get_nowait()
            assert pushed["version"] == 1, pushed  # nothing after the change


HAND = "AKQ52.43.J92.AT3"


@pytest.mark.parametrize(
    ("method", "path", "body", "sent"),
    [
        ("POST", "/library/recommend", {"base": "sayc", "hand": HAND, "sequence": "x" * 240}, "x"),
        ("POST", "/library/recommend", {"base": "sayc", "hand": HAND, "sequence": "1" * 240}, "1"),
        ("POST", "/library/recommend",
         {"base": "sayc", "hand": HAND, "sequence": "1n-" + "(" * 237}, "("),
        ("POST", "/library/recommend", {"base": "sayc", "hand": HAND, "sequence": "-" * 240}, "-"),
        ("POST", "/library/recommend",
         {"base": "sayc", "hand": HAND, "sequence": "1c-(p)-2c-(p)- " * 16}, "-(p)-"),
        ("GET", "/library/conventions/" + "z" * 2000, None, "z"),
        ("GET", "/library/systems/" + "z" * 2000, None, "z"),
        ("GET", "/systems/{system}/meaning?sequence=" + "q" * 200, None, "q"),
        ("GET", "/systems/{system}/continuations?sequence=1n-" + "(p)-" * 49, None, "(p)-"),
    ],
)  # fmt: skip
def test_an_error_quotes_only_a_short_prefix_of_what_was_sent(
    server: Server, method: str, path: str, body: object, sent: str
) -> None:
    """docs/operations.md: "An error's detail is one sentence of at most 300 characters"
    that "quotes at most a short prefix of what was sent". A bidding sequence's errors
    quoted all of it, twice: 300 characters of echo cut off mid-sentence by the limit."""
    system = server.admin.post("/systems", {"name": "Echo", "base": "sayc"}).json()["id"]
    reply = server.client.request(
        method, path.replace("{system}", system), json=body, headers=server.admin.headers
    )
    assert 400 <= reply.status_code < 500, reply.text
    detail = reply.json()["detail"]
    assert sent * (30 // len(sent)) not in detail, detail
    assert len(detail) <= 200 and detail.endswith("."), detail


@pytest.mark.parametrize(
    "explanation",
    ['Stayman, "asks"; forcing', 'x " {one round}', '" ; "', 'ends with \\" ; {'],
)
def test_an_explanation_with_quotes_survives_an_export_and_an_import(
    server: Server, explanation: str
) -> None:
    """PBN 2.1: "A quote inside a string is represented by the backslash immediately
    followed by a quote." The export writes it so; the reader took that quote for the
    value's end, so a ';' or '{' after it began a comment and the
    round trip ("importing an export gives a board with the same ... auction (with
    explanations)") refused the record: 'The tag '[Note "1:x \\"' is not closed.'"""
    admin = server.admin
    board = admin.post("/boards", {"deal": DEAL}).json()["id"]
    called = admin.post(
        f"/boards/{board}/calls",
        {"seat": "N", "call": "1C", "alert": True, "explanation": explanation},
    )
    assert called.status_code == 201, called.text
    exported = admin.get(f"/boards/{board}/export", format="pbn")
    assert exported.status_code == 200, exported.text
    imported = admin.post_raw("/boards/import", exported.content, format="pbn")
    assert imported.status_code == 201, imported.text
    assert imported.json()["refused"] == [], imported.json()["refused"]
    again = admin.get(f"/boards/{imported.json()['boards'][0]['id']}").json()
    assert [(c["call"], c["explanation"]) for c in again["auction"]] == [("1C", explanation)]


def _control_character_cases(server: Server) -> list[tuple[str, str, dict[str, object]]]:
    """(method, path, body) each with a control character in a text the service keeps."""
    admin = server.admin
    session = admin.post("/sessions", {"name": "Ctrl", "scoring": "MP"}).json()["id"]
    system = admin.post("/systems", {"name": "Ctrl", "base": "sayc"}).json()["id"]
    board = admin.post("/boards", {"deal": DEAL}).json()["id"]
    return [
        ("POST", "/sessions", {"name": "Club\x07 night", "scoring": "MP"}),
        ("POST", "/sessions", {"name": "Club\nnight", "scoring": "MP"}),
        ("PUT", f"/sessions/{session}/pairs/1", {"names": "Ann \x1b[31m& Bo"}),
        ("POST", "/systems", {"name": "Ours\x01", "base": "sayc"}),
        ("PUT", f"/systems/{system}/rules", {"sequence": "1n-(p)-2c", "meaning": "asks\x08"}),
        ("PUT", f"/systems/{system}/definitions", {"term": "ours", "definition": "x\x0cy"}),
        ("POST", f"/boards/{board}/calls",
         {"seat": "N", "call": "1C", "alert": True, "explanation": "bell\x07"}),
        ("POST", "/rubbers", {"kind": "rubber", "we": ["a\x07", "b"], "they": ["c", "d"]}),
    ]  # fmt: skip


def test_a_control_character_is_refused_where_a_text_is_kept(server: Server) -> None:
    """Law-free hygiene of what is kept forever: a control character in a session's or
    pair's name, a system's name, meaning or definition, a call's explanation or a
    rubber's player was recorded, and then broke what the service writes from it: the
    published USEBIO was no longer well-formed XML (a parser stops at U+0007), and the
    published PBN, or a board's PBN and LIN export, could not be imported again (the
    reader refuses a control character in a tag or a note). Each is 422 now, with a
    sentence, and nothing is recorded; a tab or a new line in a claim's statement, free
    text, still goes."""
    for method, path, body in _control_character_cases(server):
        reply = server.client.request(method, path, json=body, headers=server.admin.headers)
        assert reply.status_code == 422, (path, body, reply.text)
        assert "control character" in reply.json()["detail"], reply.text
    board = server.admin.post("/boards", {"deal": DEAL}).json()["id"]
    for seat, call in zip("NESW", ("1NT", "Pass", "Pass", "Pass"), strict=True):
        called = server.admin.post(f"/boards/{board}/calls", {"seat": seat, "call": call})
        assert called.status_code == 201, called.text
    claim = {"seat": "N", "tricks": 7, "statement": "I cash the clubs,\n\tthen the spades."}
    claimed = server.admin.post(f"/boards/{board}/claims", claim)
    assert claimed.status_code == 201, claimed.text


def test_swapping_a_convention_for_itself_changes_nothing(server: Server) -> None:
    """`POST /systems/{id}/conventions/swap` with the same convention (at the version the
    system plays) on both sides was recorded as an edit that removed the user's own
    rules over it ("Removing or swapping out a convention also removes the user's
    overrides of its rules"): the partnership's agreement went without a word. It is a
    409 now, and the user's rule still wins."""
    owner = server.person("owner")
    system = owner.post(
        "/systems", {"name": "Ours", "base": "sayc", "conventions": ["stayman_1nt"]}
    ).json()["id"]
    ours = owner.put(
        f"/systems/{system}/rules", {"sequence": "1n-(p)-2c", "meaning": "Our Stayman, 8+ HCP"}
    )
    assert ours.status_code == 200, ours.text
    history = owner.get(f"/systems/{system}/history").json()
    swapped = owner.post(
        f"/systems/{system}/conventions/swap", {"remove": "stayman_1nt", "add": "stayman_1nt"}
    )
    assert swapped.status_code == 409, swapped.text
    assert owner.get(f"/systems/{system}/history").json() == history
    meaning = owner.get(f"/systems/{system}/meaning", sequence="1n-(p)-2c").json()
    assert meaning["meaning"] == "Our Stayman, 8+ HCP"


@pytest.mark.parametrize("digit", ["0", "5", "9"])
def test_a_lin_deal_with_no_such_dealer_is_refused_with_its_line(
    server: Server, digit: str
) -> None:
    """LIN's `md|` starts with the dealer's digit, 1 (South) to 4 (East). Any other digit
    was read as no dealer at all, and the board took the dealer of its number: the
    record was changed to fit, where docs/contract.md promises it is refused, with its
    line, wherever the JSON API would refuse the value it gives."""
    hands = "SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,"
    record = f"qx|o1|md|{digit}{hands}|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n"
    imported = server.admin.post_raw("/boards/import", record.encode(), format="lin")
    assert imported.status_code == 201, imported.text
    answer = imported.json()
    assert answer["boards"] == [], answer
    assert [(r["line"], r["detail"]) for r in answer["refused"]] == [
        (1, f"md|{digit}… names no dealer: its first digit is 1 (South), 2, 3 or 4 (East).")
    ]


def test_a_partner_cannot_test_a_guess_of_a_hidden_explanation(server: Server) -> None:
    """docs/contract.md (Alerts and explanations): "the caller's partner ... sees
    "alert": false, "explanation": null until the auction is over", as behind screens
    (Law 20F). Partner's correction of that explanation during the auction is refused
    (Law 20F5(a)), but the explanation itself was compared first: the exact text (or an
    unalerted call's "alert": false) answered "That is the explanation already given",
    any other the Law's sentence, so partner could test guesses of what he may not see.
    The Law's refusal now comes first, whatever was sent."""
    alice = server.person("alice")
    robots = {"E": "robot", "S": "robot", "W": "robot"}
    board = alice.post("/boards", {"deal": DEAL, "seats": {"N": alice.name, **robots}}).json()
    path = f"/boards/{board['id']}"
    called = alice.post(f"{path}/calls", {"seat": "N", "call": "1NT"})
    assert called.status_code == 201, called.text
    hidden = server.admin.get(path).json()["auction"]
    assert alice.get(path).json()["auction"][2]["explanation"] is None  # South's, hidden
    answers = set()
    for at in (1, 2):  # East's Pass (not alerted) and South's call (a transfer, alerted)
        truth = {"alert": hidden[at]["alert"], "explanation": hidden[at]["explanation"] or ""}
        for guess in (truth, {**truth, "alert": not truth["alert"]}, {**truth, "explanation": "x"}):
            reply = alice.post(f"{path}/explanation-corrections", {"seat": "N", "at": at, **guess})
            answers.add((at == 2, reply.status_code, reply.json()["detail"]))
    partner = {detail for own, _, detail in answers if own}
    assert len(partner) == 1 and "Law 20F5(a)" in partner.pop(), answers
