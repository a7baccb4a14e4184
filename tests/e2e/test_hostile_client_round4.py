"""A hostile client, fourth round, on a real server and both stores: each test is a
defect found by sending it, and fails without its fix."""

from __future__ import annotations

import pytest

from tests.e2e.table import DEAL, Server

ZERO_WIDTH_SPACE = "\u200b"
HANGUL_FILLER = "\u3164"  # a "letter" that a font draws blank


def _pbn() -> bytes:
    return (
        f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
        '[Auction "N"]\n1NT Pass Pass Pass\n'
    ).encode()


def test_a_backwards_range_of_points_is_refused(server: Server) -> None:
    """A rule meaning "40-0 HCP" was kept, and read by the library as 0-40: a range nobody
    wrote. 422 with a sentence; nothing is recorded."""
    admin = server.admin
    system = admin.post("/systems", {"name": "Ranges", "base": "sayc"}).json()["id"]
    reply = admin.put(f"/systems/{system}/rules", {"sequence": "1n", "meaning": "40-0 HCP"})
    assert reply.status_code == 422, reply.text
    assert reply.json()["detail"] == (
        "A range of points reads low to high: 40-0 is backwards; write 0-40 if that is what "
        "it means."
    )
    assert admin.get(f"/systems/{system}").json()["version"] == 1
    kept = admin.put(f"/systems/{system}/rules", {"sequence": "1n", "meaning": "0-40 HCP"})
    assert kept.status_code == 200, kept.text


@pytest.mark.parametrize("blank", [ZERO_WIDTH_SPACE, HANGUL_FILLER, "\u2800", "\u2060\u200c"])
def test_a_name_or_text_that_shows_nothing_is_refused(server: Server, blank: str) -> None:
    """A system named by a zero-width space alone was created, and listed as a blank
    line; so were a session, a pair's names, a rule's meaning, a call's explanation and
    a rubber's players. Each is 422 now ("... holds no visible character") and nothing is
    recorded."""
    admin = server.admin
    session = admin.post("/sessions", {"name": "Names", "scoring": "MP"}).json()["id"]
    system = admin.post("/systems", {"name": "Names", "base": "sayc"}).json()["id"]
    board = admin.post("/boards", {"deal": DEAL}).json()["id"]
    systems_before = len(admin.get("/systems").json())
    cases: list[tuple[str, str, dict[str, object]]] = [
        ("POST", "/systems", {"name": blank, "base": "sayc"}),
        ("PATCH", f"/systems/{system}", {"name": blank}),
        ("POST", "/sessions", {"name": blank, "scoring": "MP"}),
        ("PUT", f"/sessions/{session}/pairs/1", {"names": blank}),
        ("PUT", f"/systems/{system}/rules", {"sequence": "1n-(p)-2c", "meaning": blank}),
        ("POST", f"/boards/{board}/calls",
         {"seat": "N", "call": "1C", "alert": True, "explanation": blank}),
        ("POST", "/rubbers", {"kind": "rubber", "we": [blank, "b"], "they": ["c", "d"]}),
    ]  # fmt: skip
    for method, path, body in cases:
        reply = server.client.request(method, path, json=body, headers=admin.headers)
        assert reply.status_code == 422, (path, reply.text)
        assert "no visible character" in reply.json()["detail"], (path, reply.text)
        assert len(reply.text) < 300
    assert len(admin.get("/systems").json()) == systems_before
    assert admin.get(f"/boards/{board}").json()["version"] == 1
    assert admin.get(f"/systems/{system}").json()["version"] == 1
    assert admin.get(f"/sessions/{session}").json()["name"] == "Names"


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_hand_record_in_utf16_without_its_mark_imports(server: Server, encoding: str) -> None:
    """Saved as UTF-16 without a byte order mark, a good hand record was read as Latin-1
    and answered "The file holds no PBN hand record.": its zero bytes tell it now."""
    importer = server.person("importer")
    reply = importer.post_raw("/boards/import", _pbn().decode().encode(encoding), format="pbn")
    assert reply.status_code == 201, reply.text
    [board] = reply.json()["boards"]
    assert importer.get(f"/boards/{board['id']}").json()["contract"] == "1NT"


def test_utf16_without_its_mark_that_is_not_utf16_is_told(server: Server) -> None:
    importer = server.person("importer")
    data = _pbn().decode().encode("utf-16-le")[:40] + b"\x00\xd8"
    reply = importer.post_raw("/boards/import", data, format="pbn")
    assert reply.status_code == 422, reply.text
    assert "looks like UTF-16 without a byte order mark" in reply.json()["detail"]
    assert importer.boards() == []


def test_a_players_name_that_shows_nothing_in_a_hand_record_is_no_name(server: Server) -> None:
    """A hand record naming North by a Hangul filler alone: its board was refused whole
    once names needed a visible character ("It cannot be re-enacted"); the name is read as
    the PBN reader reads "" or "?", no name, and the board imports."""
    importer = server.person("importer")
    record = (
        f'[Board "1"]\n[North "{HANGUL_FILLER}"]\n[South "Zoë"]\n[Dealer "N"]\n'
        f'[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
    )
    reply = importer.post_raw("/boards/import", record.encode(), format="pbn")
    assert reply.status_code == 201, reply.text
    assert reply.json()["refused"] == []
    [board] = reply.json()["boards"]
    view = importer.get(f"/boards/{board['id']}").json()
    assert HANGUL_FILLER not in str(view)
    assert "Zoë" in str(view)


def test_a_parameter_given_twice_or_a_number_not_in_digits_is_refused(server: Server) -> None:
    """`?limit=1&limit=500` was read as its last value, and `/sessions/{id}/boards/1_0` as
    board 10 (Python reads "1_0", "+1" and "1.0" as numbers a person does not): each
    has no one meaning, as a body's key given twice has none. 422 with a sentence; a list
    parameter (`/hand-records?board=...&board=...`) still takes several values."""
    admin = server.admin
    session = admin.post("/sessions", {"name": "Numbers", "scoring": "MP"}).json()["id"]
    table = admin.get(f"/sessions/{session}/boards/1")
    assert table.status_code == 200, table.text
    for written in ("1_0", "+1", "1.0", "\u0661", "\uff11"):
        reply = admin.get(f"/sessions/{session}/boards/{written}")
        assert reply.status_code == 422, (written, reply.text)
    reply = server.client.get(
        "/users?limit=1&limit=500", headers=admin.headers
    )  # the last value once won
    assert reply.status_code == 422, reply.text
    assert reply.json()["detail"] == "'limit' is given more than once; give it once."
    reply = server.client.get("/boards?limit=1_0", headers=admin.headers)
    assert reply.status_code == 422, reply.text
    assert reply.json()["detail"] == "'limit' is a whole number written in digits 0-9."
    reply = server.client.get(
        "/scoring/duplicate?contract=4S&contract=3NT&declarer=N&vulnerability=None&tricks=10",
        headers=admin.headers,
    )
    assert reply.status_code == 422, reply.text
    first = admin.post("/boards", {"deal": DEAL}).json()["id"]
    second = admin.post("/boards", {"deal": DEAL}).json()["id"]
    records = server.client.get(
        f"/hand-records/pbn?board={first}&board={second}", headers=admin.headers
    )
    assert records.status_code == 200, records.text
    assert records.text.count("[Board ") == 2
