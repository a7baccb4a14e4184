"""Ordinary boards: auction, play, undo and redo, claims, replay, reads and exports."""

from __future__ import annotations

from tests.contract.recording import ANY, Recorder
from tests.contract.table import DEAL, Cast, Table


def a_board_played_and_claimed(rec: Recorder, cast: Cast) -> Table:
    table = Table.sit_down(
        rec, cast, "plain", deal=DEAL, board_number=3, vulnerability="Both", dealer="N"
    )
    table.look("the board before any call", table.seat("N"))
    table.look("legal calls for North", table.seat("N"), "/legal")
    table.call("N", "1S", alert=False)
    table.call("E", "Pass")
    table.call("S", "4S", alert=True, explanation="To play")
    table.look("West sees the explanation", table.seat("W"))
    table.look("North does not", table.seat("N"))
    table.call("W", "Pass")
    table.call("N", "Pass")
    table.act("undo the last pass", "N", "/undo")
    table.act("redo it", "N", "/redo")
    table.act("nothing to redo", "N", "/redo", expect=409)
    table.call("E", "Pass")
    table.look("the board in play, as dummy sees it", table.seat("S"))
    table.look("legal cards for East", table.seat("E"), "/legal")
    table.cards("DK", "D6", "D2", "DA")
    table.act("undo a card", "N", "/undo")
    table.act("redo the card", "N", "/redo")
    table.play_on(5)
    table.look("tricks in progress", table.seat("W"), "/tricks")
    table.look("no score yet", table.seat("N"), "/score", expect=409)
    for step in (0, 3, 7, 12):
        table.look(f"replay step {step}", table.seat("E"), "/replay", step=step)
    table.look("replay as South saw it", table.director, "/replay", step=8, seat="S")
    table.look("replay out of range", table.seat("E"), "/replay", expect=422, step=999)
    table.act(
        "North claims 8",
        "N",
        "/claims",
        {"seat": "N", "tricks": 8, "statement": "Trumps, then the clubs"},
        expect=201,
    )
    table.look("the director checks the claim", table.director, "/claims/check")
    table.look("only the director checks", table.seat("E"), "/claims/check", expect=403)
    table.act("East disputes", "E", "/claims/dispute", {"seat": "E"})
    table.act("North withdraws", "N", "/claims/withdraw", {"seat": "N"}, expect=422)
    for seat in ("E", "W", "S", "N"):  # Law 68D2(b): the non-claimers ask, all four agree
        table.act(f"{seat} agrees to play on", seat, "/claims/play-on", {"seat": seat})
    table.play_on(3)
    table.claim_the_rest()
    table.read_all("at the end")
    for fmt in ("pbn", "lin"):
        table.look(f"export {fmt}", table.seat("N"), "/export", format=fmt)
    table.look("double dummy", table.seat("S"), "/double-dummy")
    table.act("no card after the end", "N", "/plays", {"seat": "N", "card": "SA"}, expect=409)
    return table


def a_board_played_to_the_last_card(rec: Recorder, cast: Cast) -> Table:
    table = Table.sit_down(rec, cast, "all 52 cards", board_number=7, seed=7)
    table.bid("1NT", "Pass", "3NT", "Pass", "Pass", "Pass")
    table.play_on(52)
    table.read_all("at the end")
    table.look("replay the last step", table.seat("W"), "/replay", step=55)
    table.look("export pbn", table.director, "/export", format="pbn")
    return table


def a_board_passed_out(rec: Recorder, cast: Cast) -> Table:
    table = Table.sit_down(rec, cast, "passed out", board_number=2, deal=DEAL)
    table.bid("Pass", "Pass", "Pass", "Pass")
    table.read_all("at the end")
    return table


def concession_and_an_admin_ruling(rec: Recorder, cast: Cast) -> None:
    table = Table.sit_down(
        rec, cast, "conceded", creator=cast.players["N"], deal=DEAL, board_number=4, dealer="N"
    )
    table.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    table.cards("DK", "D6", "D2", "DA")
    table.act("East concedes 2", "E", "/claims", {"seat": "E", "concede": 2}, expect=201)
    table.act("North agrees", "N", "/claims/agree", {"seat": "N"})
    table.look("score of the concession", table.seat("S"), "/score")

    ruled = Table.sit_down(
        rec, cast, "claim ruled", creator=cast.players["S"], deal=DEAL, board_number=4, dealer="N"
    )
    ruled.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    ruled.cards("DK", "D6", "D2", "DA")
    ruled.act("North claims 12", "N", "/claims", {"seat": "N", "tricks": 12}, expect=201)
    ruled.act("East disputes", "E", "/claims/dispute", {"seat": "E"})
    ruled.act(
        "a player cannot rule",
        "S",
        "/claims/ruling",
        {"tricks": 10, "explanation": "x"},
        expect=403,
    )
    ruled.act(
        "the admin rules",
        cast.admin,
        "/claims/ruling",
        {"tricks": 10, "explanation": "A trump loser"},
    )
    ruled.read_all("at the end")


def tournament_and_practice_modes(rec: Recorder, cast: Cast) -> None:
    table = Table.sit_down(rec, cast, "tournament", mode="tournament", board_number=9, seed=9)
    table.call("N", "1C")
    table.act("no undo in a tournament", "N", "/undo", expect=409)
    table.act(
        "stale expected_version",
        "E",
        "/calls",
        {"seat": "E", "call": "Pass", "expected_version": 1},
        expect=409,
    )
    table.act(
        "the right expected_version",
        "E",
        "/calls",
        {"seat": "E", "call": "Pass", "expected_version": 2},
        expect=201,
    )
    solo = rec.post(
        "solo: a board the creator plays alone",
        cast.players["N"],
        "/boards",
        {"board_number": 16, "seed": 16},
    )
    solo_path = f"/boards/{solo.json()['id']}"
    rec.get("solo: nothing to undo", cast.players["N"], solo_path)
    rec.post("solo: nothing to undo", cast.players["N"], f"{solo_path}/undo", expect=409)
    rec.get("solo: an outsider gets 404", cast.outsider, solo_path, expect=404)
    rec.get("solo: the admin sees it", cast.admin, solo_path)


def lists_and_exports(rec: Recorder, cast: Cast) -> None:
    td = cast.td
    rec.get("boards: the director's first page", td, "/boards", params={"limit": 3})
    first = rec.peek(td, "/boards", limit=3)
    rec.get("boards: the next page", td, "/boards", params={"limit": 3, "cursor": first["next"]})
    for name, params in (
        ("complete", {"phase": "complete"}),
        ("auction", {"phase": "auction"}),
        ("board 4", {"board_number": 4}),
        ("alice's", {"player": "alice"}),
        ("since 2000", {"since": "2000-01-01T00:00:00Z", "limit": 50}),
        ("until 2000", {"until": "2000-01-01T00:00:00Z"}),
    ):
        rec.get(f"boards: filter {name}", td, "/boards", params=params)
    rec.get("boards: alice's list", cast.players["N"], "/boards", params={"limit": 100})
    rec.get("boards: an outsider's list", cast.outsider, "/boards")
    rec.get("boards: bad phase", td, "/boards", params={"phase": "dreaming"}, expect=422)
    rec.get("boards: bad cursor", td, "/boards", params={"cursor": "bm90LWEtY3Vyc29y"}, expect=422)
    rec.get(
        "boards: export all as PBN",
        td,
        "/boards/export",
        params={"format": "pbn", "phase": "complete"},
    )
    rec.get(
        "boards: export all as LIN",
        td,
        "/boards/export",
        params={"format": "lin", "board_number": 3},
    )
    rec.get(
        "boards: export in a bad format", td, "/boards/export", params={"format": "doc"}, expect=ANY
    )
