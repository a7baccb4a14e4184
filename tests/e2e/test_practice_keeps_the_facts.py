"""Play again from here keeps the Laws' facts (issue 34, 0.27.0), over a real `serve` on
both stores: the practice board carries the source's penalty cards and its robots obey
them, it carries an established revoke and transfers its tricks at the end, and a step it
still cannot hold is refused with the sentence the view gives.

Law 50D1 (2017): "A major penalty card must be played at the first legal opportunity,
whether in leading, following suit, discarding or trumping." Law 50D2: declarer's choice
when the offender's partner is to lead; North chose none, so both cards stay faced.

The deal: North declares 4S, East leads.
N: AKQJ5.K32.K32.32  E: 98.AQJT.QJT.K987  S: T432.984.A54.654  W: 76.765.9876.AQJT
West's CQ and D9, seen during the auction (Law 24), are major penalty cards in two suits.
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_auction_irregularities import table_at_1nt
from tests.e2e.test_hostile_client_lead_restrictions import (
    _to_four_spades_with_wests_penalty_cards,
)
from tests.e2e.test_revokes import play, spades


def test_a_robot_defender_plays_his_penalty_cards_on_the_practice_board(server: Server) -> None:
    table = _to_four_spades_with_wests_penalty_cards(server)
    director = table.director
    assert director is not None
    none = table.players["N"].post(table.path("/lead-restriction"), {"choice": "none"})
    assert none.status_code == 200, none.text
    source = director.get(table.path()).json()
    faced = sorted(p["card"] for p in source["penalty_cards"]["W"])
    assert faced == ["CQ", "D9"], source["penalty_cards"]
    made = director.post(table.path("/practice"), {"step": int(source["version"]) - 1, "seat": "E"})
    assert made.status_code == 201, made.text
    again = made.json()
    assert again["penalty_cards"] == source["penalty_cards"] and again["pending"] is None
    path = f"/boards/{again['id']}"
    # East leads a club: West's robot must follow with the CQ (50D1), which wins; on lead,
    # it must lead the D9 (50D1 "in leading"); North's robot plays, and it is East's turn
    played = director.post(f"{path}/plays", {"seat": "E", "card": "C7"})
    assert played.status_code == 201, played.text
    after = played.json()
    assert after["penalty_cards"]["W"] == [], after["penalty_cards"]
    tricks = director.get(f"{path}/tricks").json()
    first = {c["seat"]: c["card"] for c in tricks[0]["cards"]}
    assert first["W"] == "CQ" and tricks[0]["winner"] == "W", tricks[0]
    assert tricks[1]["cards"][0] == {**tricks[1]["cards"][0], "seat": "W", "card": "D9"}
    assert after["next"] == "E"


def test_a_lead_out_of_turn_waiting_for_declarer_is_refused_with_the_views_sentence(
    server: Server,
) -> None:
    """A decision on an irregular card not in the effective play (here West's lead out of
    turn, Law 54, waiting for North) is not carried: 422 with the sentence of the view's
    `practice_refused_because`, and nothing is made."""
    table = _to_four_spades_with_wests_penalty_cards(server)
    director = table.director
    assert director is not None
    none = table.players["N"].post(table.path("/lead-restriction"), {"choice": "none"})
    assert none.status_code == 200, none.text
    out_of_turn = table.play("W", "D9")
    assert out_of_turn.status_code == 201, out_of_turn.text
    view = director.get(table.path()).json()
    assert view["pending"] is not None and not view["can_practise"]
    sentence = view["practice_refused_because"]
    assert "a decision the table waits for" in sentence, sentence
    refused = director.post(
        table.path("/practice"), {"step": int(view["version"]) - 1, "seat": "E"}
    )
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"] == sentence


def test_an_established_revoke_is_carried_and_transferred_at_the_end(server: Server) -> None:
    """Law 64A1 (2017): when a revoke is established "and the trick on which the revoke
    occurred was won by the offending player, at the end of play the trick on which the
    revoke occurred is transferred to the non-offending side together with one of any
    subsequent tricks won by the offending side". West ruffs trick 2 holding a diamond
    and wins it, leads to trick 3 (established, Law 63A1), North draws attention; the
    director practises from there as North against robots, plays to the end (agreeing to
    a robot's claim: Law 63A3's moment changes nothing here, the revoke is established
    already), and the practice board's score counts the transfer to NS, the non-offending side."""
    director = server.person("td57d", "director")
    table = spades(server, creator=director)
    play(table, "DK", "D6", "D2", "DA", "D9", "D4", "DT", "S3", "H3")
    raised = table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 2})
    assert raised.status_code == 201 and raised.json()["status"] == "established", raised.text
    source = director.get(table.path()).json()
    assert source["can_practise"], source["practice_refused_because"]
    made = director.post(table.path("/practice"), {"step": int(source["version"]) - 1, "seat": "N"})
    assert made.status_code == 201, made.text
    path = f"/boards/{made.json()['id']}"
    view = made.json()
    for _ in range(60):
        if view["phase"] != "play":
            break
        if view.get("claim") is not None and view["claim"]["status"] == "pending":
            reply = director.post(f"{path}/claims/agree", {"seat": "N"})  # a robot claims
            assert reply.status_code == 200, reply.text
            view = reply.json()
            continue
        legal = director.get(f"{path}/legal").json()
        assert legal["cards"], (view["next"], legal)
        reply = director.post(f"{path}/plays", {"seat": legal["seat"], "card": legal["cards"][0]})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    assert view["phase"] == "complete", view["phase"]  # played or claimed to the end
    score = director.get(f"{path}/score").json()
    transfers = score["transfers"]
    assert [(t["revoke"], t["law"], t["to"]) for t in transfers] == [(1, "64A1", "NS")]
    assert transfers[0]["tricks"] in (1, 2)  # the revoke trick, and one more if EW won one
    assert score["declarer_tricks"] == score["table_tricks"] + transfers[0]["tricks"]


def test_a_silenced_robot_passes_throughout_on_the_practice_board(server: Server) -> None:
    """Law 27B2 (2017): when an insufficient bid is replaced by a call that is not
    comparable, "the offender's partner must pass whenever it is his turn to call". East's
    1C, refused, replaced by 3C ruled not comparable: the director practises from there as
    South; the practice board holds West's duty (0.26.0 refused the step), so West's robot
    passes at each of its turns, whatever the auction."""
    table = table_at_1nt(server)
    refused = table.players["S"].post(table.path("/auction-irregularity"), {"decision": "refuse"})
    assert refused.status_code == 200, refused.text
    assert table.call("E", "3C").status_code == 201
    director = table.director
    assert director is not None
    ruling = {"law": "27B1b", "kind": "comparable_call", "comparable": False,
              "explanation": "3C shows clubs, 1C did not"}  # fmt: skip
    assert director.post(table.path("/rulings"), ruling).status_code == 201
    source = director.get(table.path()).json()
    assert source["can_practise"] and source["next"] == "S", source["practice_refused_because"]
    made = director.post(table.path("/practice"), {"step": int(source["version"]) - 1, "seat": "S"})
    assert made.status_code == 201, made.text
    path = f"/boards/{made.json()['id']}"
    view = made.json()
    for call in ("4S", "Pass", "Pass", "Pass", "Pass"):
        if view["phase"] != "auction":
            break
        legal = director.get(f"{path}/legal").json()
        if legal["seat"] != "S":
            break
        chosen = call if call in legal["calls"] else "Pass"
        reply = director.post(f"{path}/calls", {"seat": "S", "call": chosen})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    west = [c["call"] for c in view["auction"] if c["seat"] == "W"]
    assert len(west) >= 1 and set(west) == {"Pass"}, view["auction"]
