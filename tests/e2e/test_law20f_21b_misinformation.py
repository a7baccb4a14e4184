"""Laws 20F4, 20F5 and 21B1 (2017) over HTTP on both stores (docs/contract.md "Laws 27B,
37, 20F and 21B (0.11.0; issue 30)"): a corrected explanation, seen by the opponents and
the director and hidden from the caller's partner during the auction as any explanation
is; a call changed on misinformation with the director's consent."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def stayman_table(server: Server) -> Table:
    """North 1NT, East Pass, South 2C explained as natural (it is Stayman)."""
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")
    table.bid("1NT", "Pass")
    assert table.call("S", "2C", explanation="natural, clubs").status_code == 201
    return table


def correction(table: Table, seat: str, at: int, explanation: str) -> Any:
    body = {"seat": seat, "at": at, "alert": True, "explanation": explanation}
    return table.players[seat].post(table.path("/explanation-corrections"), body)


def shown(table: Table, seat: str, at: int) -> tuple[bool, str | None]:
    entry = table.view(seat)["auction"][at]
    return entry["alert"], entry["explanation"]


def test_a_caller_corrects_his_explanation_and_the_opponents_see_it(server: Server) -> None:
    """20F4: "If a player subsequently realizes that his own explanation was erroneous or
    incomplete he must call the Director immediately": South corrects 2C at once. East
    and West see the correction; North, South's partner, does not until the auction is
    over (as at a table with screens); 20F5(a): North may not correct it himself now."""
    table = stayman_table(server)
    refused = correction(table, "N", 2, "Stayman")
    assert refused.status_code == 422 and "20F5" in refused.json()["detail"]
    made = correction(table, "S", 2, "Stayman: asks for a major")
    assert made.status_code == 201, made.text
    assert shown(table, "E", 2) == (True, "Stayman: asks for a major")
    assert shown(table, "N", 2) == (False, None)
    timeline = table.players["N"].get(table.path("/timeline")).json()
    [entry] = [e for e in timeline if e["type"] == "ExplanationCorrected"]
    assert entry["data"]["explanation"] is None  # hidden from the partner, as the view is
    seen = table.players["W"].get(table.path("/timeline")).json()
    [entry] = [e for e in seen if e["type"] == "ExplanationCorrected"]
    assert (entry["data"]["law"], entry["data"]["by"], entry["data"]["explanation"]) == (
        "20F4", "S", "Stayman: asks for a major",
    )  # fmt: skip


def test_declarer_corrects_after_the_final_pass_and_a_misinformed_call_is_changed(
    server: Server,
) -> None:
    """21B1(a): West passed over 2C explained as natural; North bid 2H; West's partner has
    not called since, so the director lets West double instead: North's 2H is withdrawn
    and North calls again (21B2). Then 20F5(b)(ii): North, declarer, corrects his
    partner's explanation after the final pass."""
    table = stayman_table(server)
    table.bid("Pass", "2H")
    assert table.director is not None
    body = {"seat": "W", "call": "X", "explanation": "takeout",
            "reason": "2C was Stayman, explained as natural"}  # fmt: skip
    assert table.players["W"].post(table.path("/misinformed-call"), body).status_code == 403
    changed = table.director.post(table.path("/misinformed-call"), body)
    assert changed.status_code == 201, changed.text
    view = changed.json()
    assert [c["call"] for c in view["auction"]] == ["1NT", "Pass", "2C", "X"]
    assert view["next"] == "N"
    # West's new call is explained to his opponents, not to East before the auction ends
    explained = {**body, "call": "2D", "explanation": "diamonds"}
    assert table.director.post(table.path("/misinformed-call"), explained).status_code == 201

    def told(seat: str) -> list[Any]:
        timeline = table.players[seat].get(table.path("/timeline")).json()
        return [
            (e["data"]["replaced"][0].get("explanation"), e["data"]["action"].get("explanation"))
            for e in timeline if e["type"] == "MisinformedCallChanged"
        ]  # fmt: skip

    assert told("N") == [(None, "takeout"), ("takeout", "diamonds")]
    assert told("E") == [(None, None), (None, None)]  # his partner's, during the auction
    view = table.bid("2H", "Pass", "4H", "Pass", "Pass", "Pass")
    assert (view["contract"], view["declarer"]) == ("4H", "N")
    made = correction(table, "N", 2, "Stayman")
    assert made.status_code == 201, made.text
    assert shown(table, "E", 2) == (True, "Stayman")
    rulings = table.director.get("/rulings", board=table.board_id).json()
    assert [(r["law"], r["kind"], r["director"]) for r in rulings] == [
        ("21B1", "auction_rectification", table.director.name),
        ("21B1", "auction_rectification", table.director.name),
    ]  # fmt: skip
    assert "(Law 16C)" in rulings[0]["explanation"]
    too_late = table.director.post(table.path("/misinformed-call"), body)
    assert too_late.status_code == 422  # East, West's partner, has called since
    assert "partner" in too_late.json()["detail"]
