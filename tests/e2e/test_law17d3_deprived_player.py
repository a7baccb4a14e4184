"""Law 17D3 (2017) over HTTP, on both stores.

17D3: "When a call has been followed by three passes the auction does not end if any of
those passes was out of rotation, depriving a player of his right to call. When this
occurs the auction reverts to the player who missed his turn, all subsequent passes are
cancelled and the auction proceeds normally." """

from __future__ import annotations

from tests.e2e.table import Server, Table


def test_a_player_passed_over_by_an_accepted_pass_gets_his_call(server: Server) -> None:
    table = Table.sit_down(server, revoke_policy="detect")
    dealer = table.view()["next"]
    order = ["N", "E", "S", "W"]
    first = order.index(dealer)
    opener, second, passed_over, fourth = (order[(first + i) % 4] for i in range(4))
    assert table.call(opener, "1S").status_code == 201
    assert table.call(second, "Pass").status_code == 201
    out_of_turn = table.call(fourth, "Pass")  # at passed_over's turn
    assert out_of_turn.status_code == 201, out_of_turn.text
    accepted = table.call(opener, "Pass")  # the offender's left-hand opponent calls
    assert accepted.status_code == 201, accepted.text
    view = accepted.json()
    assert view["phase"] == "auction" and view["contract"] is None
    assert view["next"] == passed_over
    assert [(c["seat"], c["call"]) for c in view["auction"]] == [(opener, "1S"), (second, "Pass")]
    events = server.admin.get(table.path("/events")).json()
    assert events[-1]["type"] == "PassesCancelled" and events[-1]["data"]["law"] == "17D3"
    done = table.bid("2S", "Pass", "Pass", "Pass")
    assert done["phase"] == "play" and done["contract"] == "2S"
