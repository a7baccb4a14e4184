"""The replay's double-dummy line (docs/contract.md "Robots, practice and live tables"):
`GET /boards/{id}/replay?step=N&analysis=dd` answers declarer's tricks with best play
from each step and what the step's card cost its side, as DDS (endplay, driven here
from the deal and the cards played, independently of the server's position) finds them;
only for whoever may see every hand. `GET /boards/{id}/replay/tricks?step=N` lists the
tricks played by the step and no more."""

from __future__ import annotations

from typing import Any

from endplay.dds import solve_board
from endplay.types import Deal, Denom, Player

from tests.e2e.table import DEAL, SEATS, Server, Table

PLAYERS = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
RANKS = "23456789TJQKA"


def trick_winner(cards: list[tuple[str, str]], trump: str | None) -> str:
    """The seat that wins four cards played in order (Law 44): the highest trump, else
    the highest card of the suit led."""
    led = cards[0][1][0]
    suit = trump if trump and any(card[0] == trump for _, card in cards) else led
    seat, _ = max(
        ((seat, card) for seat, card in cards if card[0] == suit),
        key=lambda played: RANKS.index(played[1][1]),
    )
    return seat


def pbn_without(deal: str, gone: set[str]) -> str:
    """A PBN deal ("N:" and four hands) without the `gone` cards ("SK", "H9", ...)."""
    hands = deal[2:].split(" ")
    kept = [
        ".".join("".join(r for r in ranks if f"{suit}{r}" not in gone)
                 for suit, ranks in zip("SHDC", hand.split("."), strict=True))
        for hand in hands
    ]  # fmt: skip
    return "N:" + " ".join(kept)


def declarer_best(played: list[tuple[str, str]], declarer: str, strain: str) -> int:
    """Declarer's tricks won so far and the most his side takes of the rest, by DDS."""
    trump = None if strain == "NT" else strain
    denom = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}
    leader = SEATS[(SEATS.index(declarer) + 1) % 4]
    ours = {declarer, SEATS[(SEATS.index(declarer) + 2) % 4]}
    won = 0
    complete = len(played) - len(played) % 4
    for start in range(0, complete, 4):
        winner = trick_winner(played[start : start + 4], trump)
        won += winner in ours
        leader = winner
    if len(played) == 52:
        return won
    gone = {card for _, card in played[:complete]}  # the tricks won are out of the hands
    deal = Deal(pbn_without(DEAL, gone), first=PLAYERS[leader], trump=denom.get(strain, Denom.nt))
    for _, card in played[complete:]:
        deal.play(card)
    mover = SEATS[(SEATS.index(leader) + len(played) % 4) % 4]
    best = max(tricks for _, tricks in solve_board(deal))
    left = 13 - complete // 4
    return won + (best if mover in ours else left - best)


def replay(table: Table, step: int, **params: Any) -> dict[str, Any]:
    reply = table.server.admin.get(table.path("/replay"), step=step, **params)
    assert reply.status_code == 200, reply.text
    found: dict[str, Any] = reply.json()
    return found


def test_the_double_dummy_line_agrees_with_dds_at_every_step(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL, dealer="N")
    view = table.bid("1NT", "Pass", "Pass", "Pass")
    assert view["contract"] == "1NT" and view["declarer"] == "N"
    table.play_tricks(52)
    last = table.event_count() - 1
    played: list[tuple[str, str]] = []
    previous: int | None = None
    costs = 0
    for step in range(last + 1):
        at = replay(table, step, analysis="dd")
        assert {k: v for k, v in at.items() if k != "dd"} == replay(table, step)
        tricks = table.server.admin.get(table.path("/replay/tricks"), step=step).json()
        now = [(c["seat"], c["card"]) for trick in tricks for c in trick["cards"]]
        assert now[: len(played)] == played and len(now) - len(played) in (0, 1)
        assert len(now) == 52 - sum(at["cards_left"].values())  # the tricks so far, no more
        if at["contract"] is None:
            assert at["dd"] is None
            continue
        expected = declarer_best(now, "N", "NT")
        assert at["dd"]["declarer_tricks"] == expected, step
        if len(now) == len(played) + 1 and previous is not None:
            seat, card = now[-1]
            lost = previous - expected if seat in "NS" else expected - previous
            assert at["dd"]["cost"] == {"card": card, "seat": seat, "tricks": lost}, step
            costs += lost > 0
        else:
            assert at["dd"]["cost"] is None
        played, previous = now, expected
    assert len(played) == 52
    assert previous == table.server.admin.get(table.path("/score")).json()["declarer_tricks"]
    print(f"\n{costs} cards cost a trick")


def test_the_double_dummy_line_only_to_whoever_sees_every_hand(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL, dealer="N")
    table.bid("1NT", "Pass", "Pass", "Pass")
    reply = table.players["E"].get(table.path("/replay"), step=4, analysis="dd")
    assert reply.status_code == 403, reply.text
    assert "every hand" in reply.json()["detail"]
    reply = table.players["E"].get(table.path("/replay"), step=4, analysis="par")
    assert reply.status_code == 422
    assert table.players["E"].get(table.path("/replay"), step=4).status_code == 200
