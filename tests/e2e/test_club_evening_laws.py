"""A whole club evening run as a director runs it, over HTTP and the command line on both
stores: 11 pairs in a 6-table Mitchell of 5 rounds of 2 boards (pair 6 does not come, so
the East-West pair at table 6 sits out each round). Every table's results are entered;
then the evening's accidents, each ruled by the Law's words:

- Round 1, table 3 (pairs 3 and 9) plays board 7, table 4's, instead of board 5. Law 15B2:
  "if none of the four players have previously played the board the Director shall require
  the auction and play to be completed. He allows the score to stand". Board 7 then comes
  to pair 3 in round 2 (against 8) and to pair 9 in round 4 (against 1): 15B1, "if one or
  more players at the table have previously played the board [...] the board is cancelled
  for both his side and his opponents", and 15B3, "the Director shall award an artificial
  adjusted score [see Law 12C2(a)] to any contestant deprived of the opportunity to earn a
  valid score": pairs 8 and 1 get average plus alone. Pairs 3 and 9 never play board 5:
  average each, both partly at fault (12C2(a): "average (50% in pairs) to a contestant
  only partly at fault").
- Pair 12 arrives late for round 2 and misses board 3: "average minus (at most 40% [...])
  to a contestant directly at fault [...] average plus (at least 60% in pairs) to a
  contestant in no way at fault" (pair 1).
- A result corrected after the round; board 11 fouled at two tables (Law 87B: the
  Director "divides the scores on that basis into groups and rates each group
  separately"), from the command line.

The ranking is worked out here: Law 78A, "two scoring units (matchpoints or half
matchpoints) for each score inferior to his, one scoring unit for each score equal to
his", over the tables the movement has play each board, Neuberg's formula for a board
played fewer times ((MP + 1) x due / played - 1), and Law 12C2(c)'s "the greater of 60% or
the percentage of the matchpoints it earned on boards actually played" for average plus,
and for average minus the lesser of 40% or that percentage ("or for an offending contestant
that obtains a session score that is less than 40%").
No release: once every table has its result or cannot have one, the evening is over and
the ranking is public."""

from __future__ import annotations

import csv
import io
import random
from typing import Any

from tests.e2e.table import Server
from tests.e2e.test_club_evening import score_ns
from tests.e2e.test_club_night import board_points
from tests.e2e.test_club_night_cli import cli

MOVEMENT = {"kind": "mitchell", "tables": 6, "rounds": 5, "boards_per_round": 2, "pairs": 11}
CONTRACTS = (("3NT", "S"), ("4S", "N"), ("2H", "E"), ("3C", "W"), ("1NT", "N"))
Score = int | tuple[int, int]  # NS's score, or an artificial (NS %, EW %)


class Evening:
    """What the director writes on his own sheet as the evening goes."""

    def __init__(self, rounds: list[dict[str, Any]]) -> None:
        self.rounds = rounds
        self.results: dict[int, dict[tuple[str, str], Score]] = {}
        self.alone: dict[int, dict[str, int]] = {}
        self.fouled: dict[int, set[tuple[str, str]]] = {}

    def due(self) -> dict[int, int]:
        counted: dict[int, int] = {}
        for each in self.rounds:
            for table in each["tables"]:
                if None not in (table["ns"], table["ew"]):
                    for board in table["boards"]:
                        counted[board] = counted.get(board, 0) + 1
        return counted

    def ranking(self) -> dict[str, tuple[float, float, int]]:
        got: dict[str, list[tuple[float, float, int | None]]] = {}  # matchpoints, top, grade
        due = self.due()
        for board in sorted(set(self.results) | set(self.alone)):
            results = self.results.get(board, {})
            compared = max(due[board], len(results))
            top = 2 * (compared - 1)
            changed = self.fouled.get(board, set())
            for form in (False, True):
                group = {p: s for p, s in results.items() if (p in changed) == form}
                if not group:
                    continue
                for (ns, ew), (mp_ns, mp_ew) in board_points(group, compared).items():
                    score = group[(ns, ew)]
                    grade = (None, None) if isinstance(score, int) else score
                    got.setdefault(ns, []).append((mp_ns, top, grade[0]))
                    got.setdefault(ew, []).append((mp_ew, top, grade[1]))
            for pair, percent in self.alone.get(board, {}).items():
                got.setdefault(pair, []).append((top * percent / 100, top, percent))
        found = {}
        for pair, boards in got.items():
            played = [(mp, top) for mp, top, grade in boards if grade not in (60, 40)]
            share = sum(mp for mp, _ in played) / sum(top for _, top in played)
            total = sum(
                top * max(0.6, share) if grade == 60
                else top * min(0.4, share) if grade == 40
                else mp
                for mp, top, grade in boards
            )  # fmt: skip
            found[pair] = (total, 100 * total / sum(top for _, top, _ in boards), len(boards))
        return found


def test_a_club_evening_with_its_accidents_ruled_by_the_laws(server: Server) -> None:
    director = server.person("tdeve", "director")
    player = server.person("pairtwo")
    made = director.post("/sessions", {"name": "Wednesday pairs", "movement": MOVEMENT})
    assert made.status_code == 201, made.text
    session_id = made.json()["id"]
    base = f"/sessions/{session_id}"
    assert director.put(f"{base}/pairs/2", {"users": [player.name]}).status_code == 200
    evening = Evening(made.json()["movement"]["rounds"])
    assert sum(evening.due().values()) == 50  # 5 rounds, 5 tables that play, 2 boards
    draw = random.Random(33)

    def enter(board: int, ns: str, ew: str, table: int, round_number: int, **extra: Any) -> None:
        contract, declarer = draw.choice(CONTRACTS)
        tricks = draw.randint(6, 11)
        body = {"board_number": board, "ns": ns, "ew": ew, "table": table,
                "round": round_number, "contract": contract, "declarer": declarer,
                "tricks": tricks, **extra}  # fmt: skip
        answer = director.post(f"{base}/results", body)
        assert answer.status_code == 201, answer.text
        evening.results.setdefault(board, {})[(ns, ew)] = score_ns(
            board, contract, declarer, tricks
        )

    # Round 1 at table 3: board 7 by mistake; its score stands (Law 15B2).
    enter(7, "3", "9", 3, 1, wrong_board=True)
    # The director gives pair 2 a score alone on board 7 by mistake and takes it back:
    # pair 2 plays board 7 in round 3 as the movement has it.
    cli(server, "sessions", "pair-score", session_id, "--board", "7", "--pair", "2")
    taken = cli(server, "sessions", "pair-score", session_id, "--board", "7", "--pair", "2",
                "--withdraw")  # fmt: skip
    assert "taken back" in taken
    out = cli(server, "sessions", "add", session_id, "--board", "5", "--ns", "3", "--ew", "9",
              "--adjusted", "50/50", "--law", "12C2(a)",
              "--explanation", "Table 3 played board 7 instead of board 5.")  # fmt: skip
    assert "recorded" in out
    evening.results.setdefault(5, {})[("3", "9")] = (50, 50)
    # Round 2 at table 1: pair 12 comes late and misses board 3.
    late = {"board_number": 3, "ns": "1", "ew": "12", "adjusted": {"NS": 60, "EW": 40},
            "law": "12C2(a)", "explanation": "Pair 12 arrived after board 3's time."}  # fmt: skip
    assert director.post(f"{base}/results", late).status_code == 201
    evening.results.setdefault(3, {})[("1", "12")] = (60, 40)
    for each in evening.rounds:
        for table in each["tables"]:
            ns, ew = table["ns"], table["ew"]
            for board in table["boards"]:
                if ns is None or (ns, ew) in evening.results.get(board, {}):
                    continue  # a sit-out, or ruled above
                if board == 7 and {ns, ew} & {"3", "9"}:
                    continue  # Law 15B1: one of the four has played it
                enter(board, ns, ew, table["table"], each["round"])
    # Pairs 8 and 1 could not play board 7: average plus alone (Law 15B3).
    for pair in ("8", "1"):
        said = cli(server, "sessions", "pair-score", session_id, "--board", "7", "--pair", pair,
                   "--percent", "60", "--law", "15B3",
                   "--explanation", "Its opponents played board 7 at table 3.")  # fmt: skip
        assert f"pair {pair} has 60% alone" in said
        evening.alone.setdefault(7, {})[pair] = 60
    # A result corrected after the round, from the command line.
    cli(server, "sessions", "add", session_id, "--board", "11", "--ns", "4", "--ew", "8",
        "--contract", "3NT", "--declarer", "S", "--tricks", "10", "--correct",
        "--law", "12C1(d)", "--explanation", "The table agreed 10 tricks.")  # fmt: skip
    evening.results[11][("4", "8")] = score_ns(11, "3NT", "S", 10)
    # Board 11 fouled: tables 5-10 and 3-11 played two cards swapped (Law 87).
    assert "scored apart" in cli(
        server, "sessions", "fouled", session_id, "11", "--form", "5-10,3-11"
    )
    evening.fouled[11] = {("5", "10"), ("3", "11")}

    traveller = cli(server, "sessions", "traveller", session_id, "7")
    assert traveller.count("60% alone") == 2
    lines = director.get(f"{base}/boards/7").json()
    assert [(x["ns"], x["ew"]) for x in lines if x.get("artificial_percent")] == [
        ("1", None), (None, "8")]  # fmt: skip
    forms = {(x["ns"], x["ew"]): x["form"] for x in director.get(f"{base}/boards/11").json()}
    assert forms[("5", "10")] == forms[("3", "11")] == 1 and forms[("4", "8")] == 0

    # No release: every table has its result or cannot have one, so the evening is over.
    progress = player.get(f"{base}/progress").json()
    assert progress["over"] and progress["ranking"], progress
    expected = evening.ranking()
    for shown in (player.get(f"{base}/ranking").json(), _csv_ranking(server, session_id)):
        got = {line["pair"]: line for line in shown}
        assert set(got) == set(expected) == {str(p) for p in range(1, 13) if p != 6}
        for pair, (total, percent, boards) in expected.items():
            assert abs(float(got[pair]["total"]) - total) < 0.05, (pair, got[pair], total)
            assert abs(float(got[pair]["percent"]) - percent) < 0.1, (pair, got[pair], percent)
            assert int(got[pair]["boards"]) == boards, (pair, got[pair])
    # Each pair sits out one round: 8 boards; pair 8 played 7 of them and has board 7 alone,
    # pair 3 has the wrong board besides its own (board 5 ruled average).
    assert expected["7"][2] == expected["8"][2] == 8 and expected["3"][2] == 10
    ranks = [line["rank"] for line in player.get(f"{base}/ranking").json()]
    assert ranks == sorted(ranks) and ranks[0] == 1
    card = player.get(f"{base}/cards/8").json()
    [alone] = [b for b in card["boards"] if b["board_number"] == 7]
    assert (alone["opponents"], alone["percent"]) == (None, 60.0)
    published = player.get(f"{base}/published", format="html")
    assert published.status_code == 200 and "results-withheld" not in published.text


def _csv_ranking(server: Server, session_id: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(cli(server, "sessions", "ranking", session_id))))
