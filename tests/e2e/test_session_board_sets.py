"""A club evening dealt from a board set, over HTTP on both stores: the director deals the
set, makes the session from it and its movement; a lead the opening leader does not hold
is refused at the table (Law 41A: "the defender on presumed declarer's left makes the
opening lead"); and a board's deal stays hidden from the players, on every endpoint, until
every table due to play it has its result in, or the director releases the hand records.
Then the published results show each hand record with its double-dummy table and par."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_published_results import _evening, _testids

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}
LEFT = {"N": "E", "E": "S", "S": "W", "W": "N"}


class Evening:
    def __init__(self, server: Server) -> None:
        self.director = server.person("td", "director")
        dealt = self.director.post("/board-sets", {"count": 6, "mode": "tournament"})
        assert dealt.status_code == 201, dealt.text
        self.boards = {b["board_number"]: b["id"] for b in dealt.json()["boards"]}
        self.hands: dict[int, dict[str, list[str]]] = {
            number: self.director.get(f"/boards/{board_id}").json()["hands"]
            for number, board_id in self.boards.items()
        }
        body = {"name": "Dealt evening", "movement": MOVEMENT,
                "board_set": list(self.boards.values())}  # fmt: skip
        made = self.director.post("/sessions", body)
        assert made.status_code == 201, made.text
        self.session = made.json()
        self.base = f"/sessions/{self.session['id']}"
        self.players = {str(pair): server.person(f"pair{pair}") for pair in range(1, 7)}
        for pair, person in self.players.items():
            named = self.director.put(f"{self.base}/pairs/{pair}", {"users": [person.name]})
            assert named.status_code == 200, named.text

    def seating(self, round_number: int, table: int) -> dict[str, Any]:
        each = self.session["movement"]["rounds"][round_number - 1]
        found: dict[str, Any] = next(t for t in each["tables"] if t["table"] == table)
        return found

    def enter(self, round_number: int, table: int, *, confirm: bool = True) -> None:
        seating = self.seating(round_number, table)
        for board in seating["boards"]:
            lead = self.hands[board][LEFT["S"]][0]  # South declares: West leads
            body = {"board_number": board, "ns": seating["ns"], "ew": seating["ew"],
                    "table": table, "round": round_number, "contract": "3NT",
                    "declarer": "S", "tricks": 9, "lead": lead}  # fmt: skip
            entered = self.players[seating["ns"]].post(f"{self.base}/results", body)
            assert entered.status_code == 201, entered.text
            if confirm:
                ok = self.players[seating["ew"]].post(
                    f"{self.base}/results/confirm",
                    {"board": board, "ns": seating["ns"], "ew": seating["ew"]},
                )
                assert ok.status_code == 200, ok.text

    def published_deals(self, person: Person) -> dict[int, str]:
        """The boards whose deal the person's published PBN shows, with the deal."""
        text = person.get(f"{self.base}/published", format="pbn").text
        games = re.findall(r'\[Board "(\d+)"\].*?\[Deal "([^"]*)"\]', text, re.S)
        return {int(number): deal for number, deal in games if deal != "?"}

    def published_leads(self, person: Person) -> dict[int, set[str]]:
        """Each board's leads in the person's published PBN ScoreTable (`-` unknown)."""
        text = person.get(f"{self.base}/published", format="pbn").text
        leads: dict[int, set[str]] = {}
        for game in text.split("\r\n\r\n"):
            number = re.search(r'\[Board "(\d+)"\]', game)
            header = re.search(r'\[ScoreTable "([^"]+)"\]\r\n((?:[^\[\r][^\r]*\r\n)*)', game)
            if number is None or header is None:
                continue
            columns = [cell.split("\\")[0] for cell in header.group(1).split(";")]
            rows = [line.split() for line in header.group(2).split("\r\n") if line]
            at = columns.index("Lead") if "Lead" in columns else None
            leads[int(number.group(1))] = {row[at] for row in rows} if at is not None else set()
        return leads

    def shows_no_hand(self, person: Person, numbers: set[int]) -> None:
        """No endpoint shows the person a deal of these boards."""
        ids = _testids(person, f"{self.base}/published")
        for number in numbers:
            assert not {f"hand-{number}-{seat}" for seat in "NESW"} & ids
            assert f"double-dummy-{number}" not in ids and f"par-{number}" not in ids
            assert number not in self.published_deals(person)
            assert self.published_leads(person).get(number, set()) <= {"-"}
            board_id = self.boards[number]
            for path, params in ((f"/boards/{board_id}", {}),
                                 ("/hand-records", {"board": board_id}),
                                 ("/hand-records/pbn", {"board": board_id}),
                                 (f"/boards/{board_id}/double-dummy", {})):  # fmt: skip
                assert person.get(path, **params).status_code in (403, 404), path
        listed = {board["id"] for board in person.boards()}
        assert not listed & {self.boards[number] for number in numbers}
        for table in range(1, 4):
            page = person.get(f"{self.base}/tables/{table}").text
            for number in numbers:
                assert not any(_pbn_hand(cards) in page for cards in self.hands[number].values())
        for kind in ("csv", "usebio"):
            text = person.get(f"{self.base}/published", format=kind).text
            for number in numbers:
                assert not any(_pbn_hand(cards) in text for cards in self.hands[number].values())


def _pbn_hand(cards: list[str]) -> str:
    return ".".join("".join(card[1] for card in cards if card[0] == suit) for suit in "SHDC")


def test_a_lead_the_leader_does_not_hold_is_refused_at_the_table(server: Server) -> None:
    evening = Evening(server)
    seating = evening.seating(1, 1)
    board = seating["boards"][0]
    wrong = evening.hands[board]["E"][0]  # East holds it; South declares, so West leads
    body = {"board_number": board, "ns": "1", "ew": seating["ew"], "table": 1, "round": 1,
            "contract": "4H", "declarer": "S", "tricks": 10, "lead": wrong}  # fmt: skip
    # a player's entry waits whatever its lead (judged at once, the answer would tell him
    # the deal card by card); the opponents' confirmation refuses it (0.15.0)
    waiting = evening.players["1"].post(f"{evening.base}/results", body)
    assert waiting.status_code == 201, waiting.text
    confirm = {"board": board, "ns": "1", "ew": seating["ew"]}
    refused = evening.players[seating["ew"]].post(f"{evening.base}/results/confirm", confirm)
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"] == (
        f"West makes the opening lead (on declarer's left) and does not hold {wrong} on "
        f"board {board}."
    )
    assert [p["lead"] for p in evening.director.get(f"{evening.base}/tables/1").json()[
        "pending"]] == [wrong]  # fmt: skip
    by_director = evening.director.post(f"{evening.base}/results", body)
    assert by_director.status_code == 422
    right = {**body, "lead": evening.hands[board]["W"][0]}
    assert evening.players["1"].post(f"{evening.base}/results", right).status_code == 201
    other = evening.director.post(
        "/sessions",
        {"name": "Short", "movement": MOVEMENT, "board_set": list(evening.boards.values())[:5]},
    )
    assert other.status_code == 422 and "has no board 6" in other.json()["detail"]
    player_set = evening.players["1"].post(
        "/sessions", {"name": "Mine", "movement": MOVEMENT, "board_set": [evening.boards[1]]}
    )
    assert player_set.status_code in (403, 404)


def test_a_deal_stays_hidden_until_every_table_due_has_played_it(server: Server) -> None:
    evening = Evening(server)
    player = evening.players["1"]
    evening.shows_no_hand(player, set(range(1, 7)))
    for table in (1, 2, 3):
        evening.enter(1, table)
    evening.shows_no_hand(player, set(range(1, 7)))  # each board still due at two tables
    for table in (1, 2, 3):
        evening.enter(2, table)
    evening.enter(3, 1)
    evening.enter(3, 3)
    evening.enter(3, 2, confirm=False)  # entered, not confirmed: still on the table
    late = set(evening.seating(3, 2)["boards"])
    # The waiting result's lead is a card of the deal: only its table and the director.
    seated = evening.seating(3, 2)
    viewers = [(player, False), (evening.players[seated["ns"]], True),
               (evening.players[seated["ew"]], True), (evening.director, True)]  # fmt: skip
    for person, sees in viewers:
        pending = person.get(f"{evening.base}/tables/2").json()["pending"]
        assert pending and all((line["lead"] is not None) == sees for line in pending)
    done = set(range(1, 7)) - late
    evening.shows_no_hand(player, late)
    evening.shows_no_hand(evening.players["6"], late)
    deals = evening.published_deals(player)
    assert set(deals) == done
    leads = evening.published_leads(player)
    assert all(leads[number] == {evening.hands[number]["W"][0]} for number in done)
    ids = _testids(player, f"{evening.base}/published")
    for number in done:
        assert {f"hand-{number}-{seat}" for seat in "NESW"} <= ids
        assert {f"double-dummy-{number}", f"par-{number}"} <= ids
        hands = deals[number].split(":")[1].split()
        first = deals[number][0]
        order = "NESW"[("NESW".index(first)) :] + "NESW"[: "NESW".index(first)]
        assert dict(zip(order, hands, strict=True)) == {
            seat: _pbn_hand(cards) for seat, cards in evening.hands[number].items()
        }
    assert "hands-withheld" in ids
    director_ids = _testids(evening.director, f"{evening.base}/published")
    assert "hands-withheld" not in director_ids
    assert {f"hand-{number}-N" for number in range(1, 7)} <= director_ids
    refused = player.post(f"{evening.base}/hand-records/release")
    assert refused.status_code == 403
    released = evening.director.post(f"{evening.base}/hand-records/release")
    assert released.status_code == 200, released.text
    assert set(evening.published_deals(player)) == set(range(1, 7))
    assert "hands-withheld" not in _testids(player, f"{evening.base}/published")
    pdf = player.get(f"{evening.base}/published", format="pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")


FFB = Path(__file__).resolve().parents[1] / "fixtures" / "pbn-sessions"
FINAL = FFB / "ffb-2022-national-finale-board28.pbn"


def test_a_session_imported_from_a_file_keeps_and_publishes_its_deals(server: Server) -> None:
    """A results file is an evening already played: the session keeps the deals of the
    boards its records became, and its published results show them to anyone."""
    director = server.person("dora", "director")
    reply = server.client.post(
        "/boards/import",
        params={"format": "pbn", "session": "DN1 final"},
        content=FINAL.read_bytes(),
        headers=director.headers,
    )
    assert reply.status_code == 201, reply.text
    session = reply.json()["session"]
    given = re.search(r'^\[Deal "([^"]+)"\]', FINAL.read_text(encoding="utf-8"), re.M)
    assert given is not None
    reader = server.person("reader")
    text = reader.get(f"/sessions/{session}/published", format="pbn").text
    published = re.search(r'\[Deal "([^"]+)"\]', text)
    assert published is not None and _same_deal(published.group(1), given.group(1))
    assert "[DoubleDummyTricks" in text and "[OptimumScore" in text
    ids = _testids(reader, f"/sessions/{session}/published")
    assert {"hand-28-N", "double-dummy-28", "par-28"} <= ids
    assert reader.get(f"/boards/{reply.json()['boards'][0]['id']}").status_code == 404


def _same_deal(one: str, other: str) -> bool:
    """Two PBN deals hold the same hands, whichever seat each starts from."""

    def hands(deal: str) -> dict[str, str]:
        first, _, rest = deal.partition(":")
        start = "NESW".index(first.strip().upper())
        return {"NESW"[(start + i) % 4]: hand for i, hand in enumerate(rest.split())}

    return hands(one) == hands(other)


def test_the_published_pbn_names_table_round_and_lead_and_imports_again(server: Server) -> None:
    evening = Evening(server)
    for round_number in (1, 2, 3):
        for table in (1, 2, 3):
            evening.enter(round_number, table)
    text = evening.director.get(f"{evening.base}/published", format="pbn").text
    headers = re.findall(r'\[ScoreTable "([^"]+)"\]', text)
    assert len(headers) == 6
    columns = [cell.split("\\")[0] for cell in headers[0].split(";")]
    assert columns[:8] == ["Table", "Round", "PairId_NS", "PairId_EW", "Contract",
                           "Declarer", "Result", "Lead"]  # fmt: skip
    body = text.split('[Board "1"]')[1].split("\r\n\r\n")[0]
    score_table = body.split("[ScoreTable")[1].split("[TotalScoreTable")[0]
    rows = [line.split() for line in score_table.split("\r\n")[1:] if line]
    expected = {
        (str(table), str(round_number), seating["ns"], seating["ew"])
        for round_number in (1, 2, 3)
        for table in (1, 2, 3)
        if 1 in (seating := evening.seating(round_number, table))["boards"]
    }
    assert {tuple(row[:4]) for row in rows} == expected
    assert {row[7] for row in rows} == {evening.hands[1]["W"][0]}
    again = server.client.post(
        "/boards/import",
        params={"format": "pbn", "session": "Dealt evening again"},
        content=text.encode(),
        headers=evening.director.headers,
    )
    assert again.status_code == 201, again.text
    copy = f"/sessions/{again.json()['session']}"
    for number in range(1, 7):
        original = evening.director.get(f"{evening.base}/boards/{number}").json()
        # The traveller shows each table's lead (0.18.0); a file's results enter without
        # theirs (a result entered without its table keeps no lead), the rest is the same.
        leads = [line.pop("lead") for line in original]
        assert leads == [evening.hands[number]["W"][0]] * len(original)
        assert evening.director.get(f"{copy}/boards/{number}").json() == original
    assert (
        evening.director.get(f"{copy}/ranking").json()
        == evening.director.get(f"{evening.base}/ranking").json()
    )


def test_the_director_releases_the_hand_records_of_a_session_of_ledger_boards(
    server: Server,
) -> None:
    """Without a board set the hand records follow the ledger boards the results name (a
    player once he has played the board); the director's release opens them to all."""
    evening = _evening(server)
    evening.play(server, range(1), range(1, 2))
    reader = server.person("reader")
    path = f"/sessions/{evening.session}/published"
    assert "hand-1-N" not in _testids(reader, path) and "hands-withheld" in _testids(reader, path)
    released = evening.director.post(f"/sessions/{evening.session}/hand-records/release")
    assert released.status_code == 200, released.text
    assert {"hand-1-N", "double-dummy-1", "par-1"} <= _testids(reader, path)
    assert reader.get(path, format="pbn").text.count('[Deal "?"]') == 0
