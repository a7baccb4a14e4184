"""Bid recommendation over HTTP: POST /library/recommend on both stores."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.table import Server

SAYC = {"base": "sayc", "conventions": ["stayman_1nt", "jacoby_transfers_1nt"]}


def test_a_transfer_is_recommended_with_its_checks(server: Server) -> None:
    reply = server.admin.post(
        "/library/recommend",
        {**SAYC, "hand": "Q9852.K43.J92.T4", "auction": ["1NT", "Pass"], "dealer": "N"},
    )
    assert reply.status_code == 200
    body = reply.json()
    assert body["call"] == "2H"
    assert body["sequence"] == "1n-(p)-2h"
    assert (body["basis"], body["method"]) == ("system", "rule")
    assert body["rule"]["module_id"] == "jacoby_transfers_1nt"
    assert body["rule"]["priority"] == 530
    assert body["checks"] == [{"name": "spades", "wanted": "5+", "actual": "5", "holds": True}]
    assert len(body["alternatives"]) == 3
    assert body["auction"] == {
        "sequence": "1n-(p)",
        "seat": "S",
        "dealer": "N",
        "position": 3,
        "role": "responder",
        "passed_hand": False,
        "vulnerability": "None",
    }
    assert body["hand"]["hcp"] == 6
    assert body["hand"]["pattern"] == "5-3-3-2"


def test_a_pid_sequence_and_a_swap_of_conventions(server: Server) -> None:
    body = {"hand": "Q9852.K43.J92.T4", "sequence": "1n-(p)", "vulnerability": "NS"}
    with_transfers = server.admin.post("/library/recommend", {**SAYC, **body}).json()
    assert with_transfers["call"] == "2H"
    assert with_transfers["auction"]["vulnerability"] == "NS"
    natural = server.admin.post("/library/recommend", {"base": "sayc", **body}).json()
    assert natural["call"] == "Pass"
    assert (natural["basis"], natural["method"]) == ("principles", "principle")
    assert natural["reason"].startswith("No rule of the system fits the hand; by general")


def test_an_opening_in_second_seat_and_a_list_of_cards(server: Server) -> None:
    cards = ["SA", "SK", "SQ", "S5", "S2", "H4", "H3", "DJ", "D9", "D2", "CA", "CT", "C3"]
    body = server.admin.post(
        "/library/recommend", {"base": "2_1_game_force", "hand": cards, "auction": ["Pass"],
                               "dealer": "W"}
    ).json()  # fmt: skip
    assert body["call"] == "1S"
    assert body["auction"]["seat"] == "N"
    assert body["auction"]["position"] == 2


def test_no_rule_for_the_auction_still_gets_a_legal_call_by_principles(server: Server) -> None:
    body = server.admin.post(
        "/library/recommend",
        {"base": "sayc", "hand": "Q9852.K43.J92.T4", "auction": ["1S", "Pass", "4NT", "Pass"]},
    ).json()
    assert body["call"] == "5C"  # partner's 4NT over our 1S asks for aces: none
    assert body["basis"] == "principles"
    assert body["reason"] == (
        "The system has no rule for the auction '1s-(p)-4n-(p)'; by general principles: "
        "Answering Blackwood: 0 or 4 aces."
    )
    assert body["rule"] is None


def test_a_users_system_says_what_each_answer_rests_on(server: Server) -> None:
    """POST /systems/{id}/recommend: a written rule is "system", a position the system
    leaves open is answered by "principles", with the checks made against the hand."""
    admin = server.admin
    system = admin.post(
        "/systems", {"name": "Ours", "base": "sayc", "conventions": ["jacoby_transfers_1nt"]}
    ).json()["id"]

    def advice(hand: str, auction: list[str]) -> dict[str, Any]:
        reply = admin.post(f"/systems/{system}/recommend", {"hand": hand, "auction": auction})
        assert reply.status_code == 200, reply.text
        result: dict[str, Any] = reply.json()
        return result

    written = advice("Q9852.K43.J92.T4", ["1NT", "Pass"])
    assert (written["call"], written["basis"]) == ("2H", "system")
    # their 1NT, 13 HCP and a six-card heart suit: a natural overcall by principles
    principled = advice("K2.AQJ873.K92.72", ["1NT"])
    assert (principled["call"], principled["basis"]) == ("2H", "principles")
    assert principled["rule"] is None
    assert {"name": "hearts", "wanted": "6+", "actual": "6", "holds": True} in principled["checks"]


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        ({"hand": "Q9852.K43.J92.T"}, "A hand has 13 cards, not 12."),
        ({"hand": "Q9852.K43.J92.TT4"}, "The hand holds CT twice; every card must be different."),
        ({"auction": ["1NT", "1Z"]},
         "'1Z' is not a call; use Pass, X, XX or a bid from 1C to 7NT."),
        (
            {"auction": ["1NT", "1C"]},
            "1C is insufficient after 1NT; a bid must be higher than the last bid "
            "(by level, then C < D < H < S < NT).",
        ),
        ({"auction": ["1H", "Pass", "Pass", "Pass"]},
         "The auction is over; there is no call left to recommend."),
        ({"auction": ["1NT"], "sequence": "1n-(p)"}, "Give the auction or a sequence, not both."),
        ({"auction": None, "sequence": "1n"},
         "'1n' ends with our own call; the sequence must end with the opponents' call before "
         "ours, e.g. 1n-(p)."),
        ({"base": "nonesuch"}, "There is no base system 'nonesuch' in the library."),
        ({"conventions": ["rkcb_0314", "rkcb_1430"]},
         "Roman Key Card Blackwood (1430) ('rkcb_1430') conflicts with Roman Key Card "
         "Blackwood (0314) ('rkcb_0314'): a system plays one or the other."),
        ({"vulnerability": "Red"},
         "'Red' is not a vulnerability; use None, NS, EW or All (or Love, -, Both)."),
        ({"dealer": "Q"}, "'Q' is not a seat; use N, E, S or W."),
        ({"extra": 1}, "'extra' is not a field this request accepts."),
        ({"hand": "x" * 81}, "'hand': a hand is at most 80 characters, e.g. AKQ52.43.J92.AT3."),
        ({"hand": ["SA"] * 21}, "'hand': a hand is a list of 13 cards such as SA or H10."),
        ({"hand": 13}, "'hand': a hand is a text like AKQ52.43.J92.AT3 or a list of 13 cards."),
    ],
)  # fmt: skip
def test_bad_input_is_refused_with_one_sentence(
    server: Server, change: dict[str, object], detail: str
) -> None:
    body = {"base": "sayc", "hand": "Q9852.K43.J92.T4", "auction": ["1NT", "Pass"], **change}
    reply = server.admin.post("/library/recommend", body)
    assert reply.status_code == 422
    assert reply.json() == {"detail": detail}


def test_a_stranger_is_refused(server: Server) -> None:
    reply = server.client.post("/library/recommend", json={"base": "sayc", "hand": "x"})
    assert reply.status_code == 401


def test_a_users_override_is_judged_whole(server: Server) -> None:
    """ "Stayman, also with 0-7 HCP and both majors": a weak hand with one major is not
    Stayman (every part of the meaning is checked, not only the HCP); with both majors it
    is; and a part the engine cannot read is named, not silently passed."""
    admin = server.admin
    system = admin.post(
        "/systems",
        {"name": "Weak Stayman", "base": "sayc", "conventions": ["stayman_1nt"]},
    ).json()["id"]
    override = {"sequence": "1n-(p)-2c", "meaning": "Stayman, also with 0-7 HCP and both majors"}
    assert admin.put(f"/systems/{system}/rules", override).status_code == 200

    def advice(hand: str) -> dict[str, Any]:
        reply = admin.post(
            f"/systems/{system}/recommend", {"hand": hand, "auction": ["1NT", "Pass"]}
        )
        assert reply.status_code == 200, reply.text
        result: dict[str, Any] = reply.json()
        return result

    one_major = advice("J852.Q3.J9432.T4")  # 4 spades, 2 hearts, 3 HCP
    assert one_major["call"] != "2C"
    both = advice("J852.Q943.J94.T4")  # 4-4 in the majors, 4 HCP
    assert both["call"] == "2C"
    assert {c["name"] for c in both["checks"]} >= {"HCP", "spades", "hearts"}
    assert both["unread"] == []

    vague = {"sequence": "1n-(p)-2c", "meaning": "Stayman, 0-7 HCP, a 5-card suit somewhere"}
    assert admin.put(f"/systems/{system}/rules", vague).status_code == 200
    told = advice("J852.Q943.J94.T4")
    if told["call"] == "2C":
        assert told["unread"], told
