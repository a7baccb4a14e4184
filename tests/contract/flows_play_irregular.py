"""Irregularities of the play and the director's rulings (Laws 12, 50, 53-57, 61-64, 70)."""

from __future__ import annotations

import httpx

from tests.contract.recording import ANY, Recorder
from tests.contract.table import DEAL, W_RUFFS, Cast, Table

TO_TRICK_12 = (
    "D4 DT D2 DA C5 C8 CQ CJ D6 D3 D5 DK D8 DJ CK D9 H4 HT HA HJ C7 CT C3 C6 H2 H7 H3 H6 "
    "S2 S6 ST S5 H9 H5 H8 HQ S4 S8 SQ SJ HK SA S7 SK"
)


def spades(rec: Recorder, cast: Cast, flow: str, policy: str = "detect") -> Table:
    table = Table.sit_down(rec, cast, flow, deal=DEAL, revoke_policy=policy, board_number=5)
    table.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    return table


def revokes(rec: Recorder, cast: Cast) -> None:
    # Under auto, the service itself draws attention when play ends.
    auto = spades(rec, cast, "revoke auto", "auto")
    auto.cards(*W_RUFFS, "H3")
    auto.look("the director sees the revoke in the tricks", auto.director, "/tricks")
    auto.look("the table does not", auto.seat("E"), "/tricks")
    auto.claim_the_rest()
    auto.read_all("at the end")

    # Raised, corrected: a defender's card becomes a major penalty card.
    corrected = spades(rec, cast, "revoke corrected")
    corrected.cards(*W_RUFFS)
    corrected.look(
        "the table may not list revokes during play", corrected.seat("N"), "/revokes", expect=403
    )
    corrected.act("North raises W's revoke", "N", "/revokes", {"seat": "W", "trick": 2}, expect=201)
    corrected.play("W", "H3", expect=409)
    corrected.act(
        "a correction that does not follow", "W", "/revokes/1/correct", {"card": "H3"}, expect=422
    )
    corrected.act("not the offender's", "N", "/revokes/1/correct", {"card": "D3"}, expect=403)
    corrected.act("West corrects", "W", "/revokes/1/correct", {"card": "D3"})
    corrected.act("corrected already", "W", "/revokes/1/correct", {"card": "D3"}, expect=409)
    corrected.look("penalty card in the view", corrected.seat("E"))
    corrected.look("the correction in the tricks", corrected.seat("E"), "/tricks")
    corrected.look("revokes listed to the director", corrected.director, "/revokes")
    corrected.act("a false alarm", "N", "/revokes", {"seat": "E", "trick": 1}, expect=201)
    corrected.look("the next legal cards", corrected.seat("S"), "/legal")

    # Non-offenders take back cards after a correction (Law 62C); West's changed card
    # becomes a penalty card.
    withdrawn = spades(rec, cast, "revoke withdrawals")
    withdrawn.cards("DK", "D6", "D2", "DA", "H6", "C8", "H4", "HT")
    withdrawn.act(
        "West raises East's revoke", "W", "/revokes", {"seat": "E", "trick": 2}, expect=201
    )
    withdrawn.act("too early to withdraw", "N", "/revokes/1/withdraw", {"seat": "S"}, expect=409)
    withdrawn.act("East corrects", "E", "/revokes/1/correct", {"card": "H2"})
    withdrawn.act(
        "the offending side does not start", "W", "/revokes/1/withdraw", {"seat": "W"}, expect=422
    )
    withdrawn.act("North takes back dummy's card", "N", "/revokes/1/withdraw", {"seat": "S"})
    withdrawn.cards("H7", "HQ")
    withdrawn.look("two penalty cards", withdrawn.seat("N"))
    withdrawn.read_all("at the end")

    # A revoke at trick 12: the double-dummy suggestion, then the correction (Law 62D).
    twelve = spades(rec, cast, "revoke at trick 12")
    twelve.cards(*TO_TRICK_12.split(), "CA", "S3", "C2", "D7", "C9", "C4", "DQ", "S9")
    twelve.act("East raises it", "E", "/revokes", {"seat": "W", "trick": 12}, expect=201)
    twelve.look(
        "the suggestion is the director's", twelve.seat("N"), "/revokes/1/double-dummy", expect=403
    )
    twelve.look("the double-dummy suggestion", cast.admin, "/revokes/1/double-dummy")
    twelve.act("West corrects", "W", "/revokes/1/correct", {"card": "C9"})
    twelve.read_all("at the end")

    # The offending side concedes: established by the concession (Law 63A3).
    conceded = spades(rec, cast, "revoke conceded")
    conceded.cards(*W_RUFFS)
    conceded.act("West concedes 11", "W", "/claims", {"seat": "W", "concede": 11}, expect=201)
    conceded.act("North raises", "N", "/revokes", {"seat": "W", "trick": 2}, expect=201)
    conceded.act("no correction now", "W", "/revokes/1/correct", {"card": "D3"}, expect=409)
    conceded.act("North agrees", "N", "/claims/agree", {"seat": "N"})
    conceded.read_all("at the end")


def close_and_rulings(rec: Recorder, cast: Cast) -> None:
    table = spades(rec, cast, "closed and ruled")
    table.cards(*W_RUFFS, "H3")
    table.claim_the_rest()
    table.act("a player may not close", "N", "/close", expect=403)
    table.act("the director closes", table.director, "/close")
    table.act(
        "North raises after the close", "N", "/revokes", {"seat": "W", "trick": 2}, expect=201
    )
    version = table.admin_view()["version"]
    body = {"law": "64C", "kind": "adjusted_score", "NS": 510, "explanation": "equity"}
    table.act("a player may not rule", "N", "/rulings", body, expect=403)
    table.act(
        "adjusted score", table.director, "/rulings", {**body, "concerns": [version]}, expect=201
    )
    table.act(
        "amended",
        table.director,
        "/rulings",
        {**body, "NS": 490, "explanation": "amended", "amends": 2},
        expect=201,
    )
    table.act(
        "trick transfer",
        table.director,
        "/rulings",
        {
            "law": "64B5",
            "kind": "trick_transfer",
            "tricks": 1,
            "to": "NS",
            "explanation": "equity restored",
        },
        expect=201,
    )
    table.act(
        "a bad ruling kind",
        table.director,
        "/rulings",
        {"law": "64C", "kind": "whim", "explanation": "x"},
        expect=422,
    )
    table.read_all("at the end")
    td, admin = cast.td, cast.admin
    rec.get("rulings: by director", td, "/rulings", params={"director": td.name})
    rec.get(
        "rulings: by board and law",
        admin,
        "/rulings",
        params={"board": table.board_id, "law": "64B5"},
    )
    rec.get("rulings: since", admin, "/rulings", params={"since": "2000-01-01T00:00:00Z"})
    rec.get(
        "rulings: an outsider sees none",
        cast.outsider,
        "/rulings",
        params={"board": table.board_id},
    )
    first = rec.get(
        "rulings: the table's first page",
        cast.players["E"],
        "/rulings",
        params={"board": table.board_id, "limit": 2},
    )
    link = first.headers["link"]  # </rulings?...>; rel="next"
    target = httpx.URL(link[1 : link.index(">")])
    rec.get("rulings: the next page", cast.players["E"], target.path, params=dict(target.params))
    rec.get(
        "rulings: a bad cursor",
        admin,
        "/rulings",
        params={"cursor": "bm90LWEtY3Vyc29y"},
        expect=422,
    )
    rec.get("rulings: all", admin, "/rulings", params={"limit": 500})


def directors_and_artificial_scores(rec: Recorder, cast: Cast) -> None:
    table = Table.sit_down(
        rec,
        cast,
        "named director",
        creator=cast.players["S"],
        deal=DEAL,
        board_number=6,
        dealer="N",
    )
    path = table.path("/director")
    rec.put(
        "named director: unknown board",
        cast.players["S"],
        "/boards/00000000-0000-0000-0000-000000000000/director",
        {"director": cast.td.name},
        expect=404,
    )
    rec.put(
        "named director: not the creator",
        cast.players["N"],
        path,
        {"director": cast.td.name},
        expect=403,
    )
    rec.put(
        "named director: nobody", cast.players["S"], path, {"director": "no-such-user"}, expect=422
    )
    rec.put(
        "named director: a seat holder",
        cast.admin,
        path,
        {"director": cast.players["N"].name},
        expect=422,
    )
    rec.put("named director: the td", cast.players["S"], path, {"director": cast.td.name})
    table.call("N", "1NT")
    award = {
        "law": "12C2",
        "kind": "artificial_score",
        "explanation": "Fouled board",
        "grades": {"NS": "average_plus", "EW": "average_minus"},
    }
    table.act(
        "bad grades", cast.td, "/rulings", {**award, "grades": {"NS": "top", "EW": "x"}}, expect=422
    )
    table.act("artificial score", cast.td, "/rulings", award, expect=201)
    table.look("its score", cast.td, "/score", expect=ANY)
    rec.put("named director: none again", cast.admin, path, {"director": None})
    table.look("the board without director", table.seat("N"))


def leads(rec: Recorder, cast: Cast) -> None:
    for decision in ("accept", "accept_and_dummy", "refuse"):
        table = spades(rec, cast, f"lead out of turn {decision}")
        table.play("W", "H3")
        table.play("E", "DK", expect=409)
        table.act(
            "the wrong side decides", "E", "/lead-out-of-turn", {"decision": decision}, expect=403
        )
        table.act(f"declarer decides {decision}", "N", "/lead-out-of-turn", {"decision": decision})
        if decision == "accept":
            table.cards("H6", "HK", "H4")
        elif decision == "accept_and_dummy":
            table.look("the new declarer's view", table.seat("S"))
            table.play("N", "H6", by="S")
        else:
            table.act(
                "the wrong seat chooses", "E", "/lead-restriction", {"choice": "forbid"}, expect=403
            )
            table.act("declarer forbids hearts", "N", "/lead-restriction", {"choice": "forbid"})
            table.play("E", "HK", expect=422)
            table.play("E", "DK")
        table.read_all(f"lead out of turn {decision}")

    # Law 50D2: a penalty card, declarer requires its suit.
    required = spades(rec, cast, "lead required")
    required.play("W", "H3")
    required.act("declarer refuses", "N", "/lead-out-of-turn", {"decision": "refuse"})
    required.act("declarer requires hearts", "N", "/lead-restriction", {"choice": "require"})
    required.play("E", "DK", expect=422)
    required.play("E", "H2")
    required.look("after the required lead", required.seat("W"))

    # Law 57A: a premature lead by a defender.
    early = Table.sit_down(
        rec, cast, "premature play", deal=DEAL, revoke_policy="detect", board_number=8, dealer="N"
    )
    early.bid("1NT", "Pass", "Pass", "Pass")
    early.play("E", "HK")
    early.play("S", "H4")
    early.play("E", "DK")
    early.play("W", "H3", expect=409)
    early.act("the wrong seat chooses", "W", "/premature-play", {"choice": "lowest"}, expect=403)
    early.act("declarer: lowest", "N", "/premature-play", {"choice": "lowest"})
    early.play("W", "HQ", expect=422)
    early.play("W", "H3")
    early.read_all("at the end")
