"""Irregularities of the auction (Laws 23-39) under policy detect."""

from __future__ import annotations

from tests.contract.recording import Recorder
from tests.contract.table import DEAL, Cast, Table


def detect(rec: Recorder, cast: Cast, flow: str) -> Table:
    return Table.sit_down(
        rec, cast, flow, deal=DEAL, revoke_policy="detect", board_number=10, dealer="N"
    )


def decide(table: Table, who: str, decision: str, expect: int = 200) -> None:
    table.act(
        f"{who} decides {decision}",
        who,
        "/auction-irregularity",
        {"decision": decision},
        expect=expect,
    )


def insufficient_bids(rec: Recorder, cast: Cast) -> None:
    accepted = detect(rec, cast, "insufficient accepted")
    accepted.call("N", "1NT")
    accepted.call("E", "1C")
    accepted.call("S", "Pass", expect=409)
    decide(accepted, "W", "accept", expect=403)
    decide(accepted, "S", "accept")
    accepted.bid("1D", "Pass", "Pass", "Pass")
    accepted.read_all("at the end")

    lowest = detect(rec, cast, "insufficient replaced by the lowest")
    lowest.call("N", "1NT")
    lowest.call("E", "1C")
    decide(lowest, "S", "refuse")
    lowest.call("E", "2C")
    lowest.call("S", "Pass")
    lowest.call("W", "2NT")
    lowest.look("the auction", lowest.seat("N"))

    silenced = detect(rec, cast, "insufficient not comparable")
    silenced.call("N", "1NT")
    silenced.call("E", "1C")
    decide(silenced, "S", "refuse")
    silenced.call("E", "3C")
    ruling = {
        "law": "27B1b",
        "kind": "comparable_call",
        "comparable": False,
        "explanation": "3C shows clubs, 1C did not",
    }
    silenced.act("a player may not rule", "N", "/rulings", ruling, expect=403)
    silenced.act("the director rules", silenced.director, "/rulings", ruling, expect=201)
    silenced.bid("4S", "Pass", "Pass", "Pass")
    silenced.act(
        "South forbids clubs (26B)", "S", "/lead-restriction", {"choice": "forbid", "suit": "C"}
    )
    silenced.play("W", "CK", expect=422)
    silenced.play("W", "S3")
    silenced.read_all("at the end")

    comparable = detect(rec, cast, "insufficient comparable")
    comparable.call("N", "1NT")
    comparable.call("E", "1C")
    decide(comparable, "S", "refuse")
    comparable.call("E", "2D")
    comparable.act(
        "the director rules it comparable",
        comparable.director,
        "/rulings",
        {
            "law": "23A",
            "kind": "comparable_call",
            "comparable": True,
            "explanation": "same meaning",
        },
        expect=201,
    )
    comparable.look("the auction", comparable.seat("W"))

    doubled = detect(rec, cast, "insufficient replaced by a double")
    doubled.call("N", "1NT")
    doubled.call("E", "1C")
    decide(doubled, "S", "refuse")
    doubled.call("E", "X")
    doubled.look("the auction", doubled.seat("W"))


def cards_exposed(rec: Recorder, cast: Cast) -> None:
    table = detect(rec, cast, "card exposed")
    table.act(
        "the director faces DK",
        table.director,
        "/exposed-cards",
        {"seat": "E", "cards": ["DK"]},
        expect=201,
    )
    table.act("a player may not", "S", "/exposed-cards", {"seat": "E", "cards": ["DQ"]}, expect=403)
    table.bid("1S", "Pass", "2S")
    table.call("W", "3D", expect=422)
    table.bid("Pass", "4S", "Pass", "Pass", "Pass")
    table.read_all("at the end")


def calls_out_of_rotation(rec: Recorder, cast: Cast) -> None:
    cancelled = detect(rec, cast, "pass out of rotation cancelled")
    cancelled.call("E", "Pass")
    cancelled.call("N", "1C")
    cancelled.call("E", "1H")
    cancelled.look("the auction", cancelled.seat("N"))

    refused = detect(rec, cast, "pass out of rotation refused")
    refused.call("E", "Pass")
    refused.call("W", "1C", expect=409)
    decide(refused, "S", "refuse")
    refused.call("N", "1C")
    refused.call("E", "1H", expect=422)
    refused.call("E", "Pass")
    refused.look("its rulings", refused.director, "/rulings")

    partner = detect(rec, cast, "bid at partner's turn")
    partner.call("N", "1C")
    partner.call("W", "1H")
    decide(partner, "N", "refuse")
    partner.call("E", "1S", expect=422)
    partner.bid("Pass", "1D", "Pass", "Pass", "Pass")
    partner.read_all("at the end")

    accepted = detect(rec, cast, "call out of rotation accepted")
    accepted.call("E", "1H")
    decide(accepted, "S", "accept")
    accepted.bid("Pass", "Pass", "Pass")
    accepted.look("export", accepted.director, "/export", format="pbn")

    repeated = detect(rec, cast, "bid at RHO's turn repeated")
    repeated.call("N", "1C")
    repeated.call("S", "1H")
    decide(repeated, "W", "refuse")
    repeated.call("E", "Pass")
    repeated.call("S", "1S", expect=422)
    repeated.call("S", "1H")
    repeated.look("the auction", repeated.seat("N"))

    not_repeated = detect(rec, cast, "bid at RHO's turn, RHO bids")
    not_repeated.call("N", "1C")
    not_repeated.call("S", "1H")
    decide(not_repeated, "W", "refuse")
    not_repeated.call("E", "1D")
    not_repeated.call("S", "1S")
    not_repeated.look("pending", not_repeated.seat("N"))


def inadmissible_and_changed_calls(rec: Recorder, cast: Cast) -> None:
    double = detect(rec, cast, "double of partner's bid")
    double.bid("1C", "Pass")
    double.call("S", "X")
    double.bid("1H", "Pass")
    double.call("N", "2H", expect=422)

    eight = detect(rec, cast, "eight clubs")
    eight.call("N", "1C")
    eight.call("E", "8C")
    eight.call("S", "1H")
    eight.call("W", "2C", expect=422)
    prevent = Table.sit_down(
        rec, cast, "eight clubs under prevent", deal=DEAL, board_number=10, dealer="N"
    )
    prevent.call("N", "8C", expect=422)

    after = detect(rec, cast, "call after the auction ended")
    after.bid("1C", "Pass", "Pass", "Pass")
    after.call("E", "1D")
    after.look("after it", after.seat("N"))

    changed = detect(rec, cast, "change of call")
    changed.call("N", "1C")
    changed.call("N", "1D")
    decide(changed, "E", "refuse")
    changed.bid("Pass", "1H")
    changed.call("S", "1S")
    decide(changed, "W", "unintended", expect=403)
    table_td = changed.director
    changed.act(
        "the director: unintended", table_td, "/auction-irregularity", {"decision": "unintended"}
    )
    changed.read_all("at the end")

    explained = detect(rec, cast, "changed call explained")
    explained.call("N", "1C", alert=True, explanation="Could be two cards")
    explained.call("N", "1D", alert=True, explanation="Four or more")
    decide(explained, "E", "accept")
    explained.look("South's timeline", explained.seat("S"), "/timeline")
    explained.look("East's timeline", explained.seat("E"), "/timeline")
