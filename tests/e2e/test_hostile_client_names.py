"""A hostile client's names and texts on a real server, on both stores (the third hostile
round: users, names, texts). Each test is a defect found by sending them, and fails
without its fix."""

from __future__ import annotations

from tests.e2e.table import DEAL, Server

OVERRIDE = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: what follows shows reversed


def test_a_direction_control_is_refused_where_a_text_is_kept(server: Server) -> None:
    """A pair named "\u202eSmith" shows as "htimS" on the session page and in the
    published results, and a call explained "\u202eforcing" reads "gnicrof": Unicode's
    direction controls make a kept text show other text than was typed ("Trojan
    Source"). They were kept (U+202E is no Cc); each is 422 now and nothing is recorded,
    and an imported record holding one is refused with its line, as the API would."""
    admin = server.admin
    session = admin.post("/sessions", {"name": "Names", "scoring": "MP"}).json()["id"]
    system = admin.post("/systems", {"name": "Names", "base": "sayc"}).json()["id"]
    board = admin.post("/boards", {"deal": DEAL}).json()["id"]
    cases: list[tuple[str, str, dict[str, object]]] = [
        ("POST", "/sessions", {"name": f"Club {OVERRIDE}night", "scoring": "MP"}),
        ("PUT", f"/sessions/{session}/pairs/1", {"names": f"Ann & {OVERRIDE}Smith"}),
        ("PATCH", f"/systems/{system}", {"name": f"Ours{OVERRIDE}"}),
        ("PUT", f"/systems/{system}/rules", {"sequence": "1n-(p)-2c", "meaning": "\u2066asks"}),
        ("POST", f"/boards/{board}/calls",
         {"seat": "N", "call": "1C", "alert": True, "explanation": f"{OVERRIDE}forcing"}),
        ("POST", "/rubbers", {"kind": "rubber", "we": [f"{OVERRIDE}a", "b"], "they": ["c", "d"]}),
    ]  # fmt: skip
    for method, path, body in cases:
        reply = server.client.request(method, path, json=body, headers=admin.headers)
        assert reply.status_code == 422, (path, body, reply.text)
        assert "control character" in reply.json()["detail"], reply.text
    assert admin.get(f"/boards/{board}").json()["version"] == 1
    assert admin.get(f"/systems/{system}").json()["version"] == 1
    assert admin.get(f"/sessions/{session}").json()["name"] == "Names"

    record = (
        f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
        f'[Auction "N"]\n1C =1= Pass Pass Pass\n[Note "1:{OVERRIDE}natural"]\n'
    )
    importer = server.person("importer")
    reply = importer.post_raw("/boards/import", record.encode(), format="pbn")
    assert reply.status_code == 201, reply.text
    assert reply.json()["refused"] == [
        {"record": 1, "line": 7, "detail": "The Note tag holds a control character."}
    ]
    assert importer.boards() == []
