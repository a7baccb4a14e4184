"""A whole club evening in the web app, on both stores, as the director and the players run
it: 17 pairs in a 9-table Mitchell of 3 rounds of 2 boards with an arrow switch in round 3
(pair 9 does not come, so the pair facing its table sits out), dealt by the product from a
board set. The director names pair 1 on the session page. Table 1's first board is entered
on the table page by North-South's player and confirmed by East-West's on theirs; the other
tables' players enter and confirm over HTTP (what their phones send). The director lets a
wrong board's score stand from the session page (Law 15B2) and gives the board the table
could no longer play an artificial score (Law 12C2), corrects a result late from the
traveller, gives pair 5 a procedural penalty (Law 90), and releases the results; the
ranking the page shows, each pair's card and the published results are checked against
matchpoints worked out here.

Law 78A (2017): "two scoring units (matchpoints or half matchpoints) for each score
inferior to his, one scoring unit for each score equal to his". Law 15B2: "if none of the
four players have previously played the board the Director shall require the auction and
play to be completed. He allows the score to stand"; 15B3: "the Director shall award an
artificial adjusted score [see Law 12C2(a)] to any contestant deprived of the opportunity
to earn a valid score". Law 12C2(c): average plus "obtains the greater of 60% or the
percentage of the matchpoints it earned on boards actually played". Law 90A: "procedural
penalties for any offence that unduly delays or obstructs the game"."""

from __future__ import annotations

import csv
import io
import random
from typing import Any

import pytest

from tests.browser.conftest import watching
from tests.e2e.table import Person, Server
from tests.e2e.test_club_evening import score_ns
from tests.e2e.test_club_night import board_points

MOVEMENT = {"kind": "mitchell", "tables": 9, "rounds": 3, "boards_per_round": 2,
            "pairs": 17, "arrow_switch": [3]}  # fmt: skip
LEADER = {"N": "E", "E": "S", "S": "W", "W": "N"}
CONTRACTS = ("1NT", "2S", "3H", "4S", "3NT", "2D", "4H", "Pass")
Results = dict[int, dict[tuple[str, str], int | tuple[int, int]]]
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_text(card: str) -> str:
    """A card as the web app shows it: HT as ♥10."""
    return SYMBOLS[card[0]] + ("10" if card[1] == "T" else card[1])


class Evening:
    """The session as the director sets it up (over HTTP: the sessions list's form, tested
    in test_session_rulings.py, sends the same), and the results as he keeps them on
    paper: board -> {(ns, ew): NS score or (NS %, EW %)}."""

    def __init__(self, server: Server) -> None:
        self.director = server.person("td", "director")
        dealt = self.director.post("/board-sets", {"seed": 2026, "count": 18})
        assert dealt.status_code == 201, dealt.text
        ids = {b["board_number"]: b["id"] for b in dealt.json()["boards"]}
        self.hands = {n: self.director.get(f"/boards/{i}").json()["hands"] for n, i in ids.items()}
        body = {"name": "Tuesday pairs", "movement": MOVEMENT, "board_set": list(ids.values())}
        made = self.director.post("/sessions", body)
        assert made.status_code == 201, made.text
        self.id = made.json()["id"]
        self.base = f"/sessions/{self.id}"
        self.rounds = made.json()["movement"]["rounds"]
        self.players: dict[str, Person] = {}
        for pair in [str(p) for p in range(1, 19) if p != 9]:
            self.players[pair] = server.person(f"pair{pair}")
            if pair == "1":
                continue  # the director names it on the session page
            body = {"users": [self.players[pair].name], "names": f"Pair {pair}"}
            named = self.director.put(f"{self.base}/pairs/{pair}", body)
            assert named.status_code == 200, named.text
        self.rng = random.Random(1127)
        self.results: Results = {}

    def seating(self, round_number: int, table: int) -> dict[str, Any]:
        found: dict[str, Any] = self.rounds[round_number - 1]["tables"][table - 1]
        assert found["table"] == table
        return found

    def due(self) -> dict[int, int]:
        count: dict[int, int] = {}
        for each in self.rounds:
            for seat in each["tables"]:
                if None not in (seat["ns"], seat["ew"]):
                    for board in seat["boards"]:
                        count[board] = count.get(board, 0) + 1
        return count

    def a_result(self, board: int) -> dict[str, Any]:
        contract = self.rng.choice(CONTRACTS)
        if contract == "Pass":
            return {"contract": "Pass"}
        declarer = self.rng.choice("NESW")
        lead = self.rng.choice(self.hands[board][LEADER[declarer]])
        return {"contract": contract, "declarer": declarer,
                "tricks": self.rng.randint(6, 11), "lead": lead}  # fmt: skip

    def record(self, board: int, pairs: tuple[str, str], result: dict[str, Any]) -> None:
        score = score_ns(board, result["contract"], result.get("declarer", "N"),
                         result.get("tricks", 0))  # fmt: skip
        self.results.setdefault(board, {})[pairs] = score

    def play_round(self, round_number: int, leave: set[tuple[int, int]]) -> None:
        """Each table's results, entered by one pair's player and confirmed by the other's
        (in the arrow-switched round East-West enter), but (table, board) in `leave`."""
        for table in range(1, 10):
            seat = self.seating(round_number, table)
            ns, ew = seat["ns"], seat["ew"]
            if ns is None or ew is None:
                continue
            for board in seat["boards"]:
                if (table, board) in leave:
                    continue
                result = self.a_result(board)
                body = {"board_number": board, "ns": ns, "ew": ew, "table": table,
                        "round": round_number, **result}  # fmt: skip
                enters, confirms = (ns, ew) if round_number < 3 else (ew, ns)
                entered = self.players[enters].post(f"{self.base}/results", body)
                assert entered.status_code == 201, entered.text
                confirm = {"board": board, "ns": ns, "ew": ew}
                done = self.players[confirms].post(f"{self.base}/results/confirm", confirm)
                assert done.status_code == 200, done.text
                self.record(board, (ns, ew), result)

    def expected(self, penalties: dict[str, float]) -> dict[str, tuple[float, float, int]]:
        """Each pair's total, percentage of its tops and boards, worked out here;
        `penalties` a share of a pair's average board top off its total."""
        due = self.due()
        got: dict[str, list[tuple[float, float, bool]]] = {}
        for board, results in self.results.items():
            compared = max(due[board], len(results))  # a wrong board's score adds one
            for (ns, ew), (mp_ns, mp_ew) in board_points(results, compared).items():
                score = results[(ns, ew)]
                plus = (False, False) if isinstance(score, int) else (score[0] > 50, score[1] > 50)
                for pair, mp, average_plus in ((ns, mp_ns, plus[0]), (ew, mp_ew, plus[1])):
                    got.setdefault(pair, []).append((mp, 2 * (compared - 1), average_plus))
        found: dict[str, tuple[float, float, int]] = {}
        for pair, boards in got.items():
            played = [(mp, top) for mp, top, plus in boards if not plus]
            share = sum(mp for mp, _ in played) / sum(top for _, top in played)
            total = sum(mp if not plus else top * max(0.6, share) for mp, top, plus in boards)
            tops = sum(top for _, top, _ in boards)
            total -= penalties.get(pair, 0) * tops / len(boards)
            found[pair] = (total, 100 * total / tops, len(boards))
        return found


def test_a_club_evening_in_the_web_app(any_store: Server, browser: Any, screenshots: Any) -> None:
    evening = Evening(any_store)
    base, director, players = evening.base, evening.director, evening.players
    url = str(any_store.client.base_url).rstrip("/")
    first = evening.seating(1, 1)
    assert (first["ns"], first["ew"], first["boards"]) == ("1", "10", [1, 2])
    assert evening.seating(1, 9)["ns"] is None  # pair 9 does not come: pair 18 sits out
    assert evening.seating(3, 1)["ns"] == "17"  # round 3 is arrow-switched

    # The director names pair 1 on the session page: its names and its player.
    with watching(browser, url, screenshots) as td:
        td.sign_in(director.token, f"/#{base}")
        td.page.fill("#np-pair", "1")
        td.page.fill("#np-names", "Pair 1")
        td.page.fill("#np-users", f" {players['1'].name} ")
        td.page.click("[data-testid=name-pair] button[type=submit]")
        td.page.wait_for_selector(
            f"#status:text('Pair 1 is named Pair 1 (played by {players['1'].name}).')"
        )
        # An empty form is said at once, not sent.
        td.page.fill("#np-pair", "2")
        td.page.click("[data-testid=name-pair] button[type=submit]")
        td.page.wait_for_selector("#status.error:text('Give the pair')")

    # Round 1, table 1, board 1 at the table: North-South enter it, East-West confirm.
    board_1 = {"contract": "3NT", "declarer": "S", "tricks": 9,
               "lead": evening.hands[1]["W"][0]}  # fmt: skip
    with (watching(browser, url, screenshots) as north, watching(browser, url, screenshots) as east,
          watching(browser, url, screenshots) as stranger):  # fmt: skip
        north.sign_in(players["1"].token, f"/#{base}/tables/1")
        east.sign_in(players["10"].token, f"/#{base}/tables/1")
        north.page.wait_for_selector("[data-testid=enter-1]")
        assert north.page.inner_text("[data-testid=table-round]") == "Round 1 of 3"
        north.page.fill("#contract-1", board_1["contract"])
        north.page.select_option("#declarer-1", board_1["declarer"])
        north.page.fill("#lead-1", board_1["lead"])
        north.page.select_option("#tricks-1", str(board_1["tricks"]))
        north.page.click("[data-testid=enter-1] button[type=submit]")
        north.page.wait_for_selector("[data-testid=pending-1]")
        assert "Waiting for East–West to confirm." in north.page.inner_text("[data-testid=board-1]")
        # East-West's page shows the result to confirm by itself, lead included.
        east.page.wait_for_selector("[data-testid=confirm-1]", timeout=10000)
        assert board_1["lead"] in east.page.inner_text("[data-testid=pending-1]")
        # A player of another table (pair 3 never plays board 1) sees the table but not
        # its waiting result, and no form to enter one the API would refuse him.
        stranger.sign_in(players["3"].token, f"/#{base}/tables/1")
        stranger.page.wait_for_selector("[data-testid=entered-by-players-1]")
        assert stranger.page.locator("[data-testid=board-1] form").count() == 0
        assert stranger.page.locator("[data-testid=pending-1]").count() == 0
        east.page.click("[data-testid=confirm-1]")
        east.page.wait_for_selector("[data-testid=scored-1]")
        assert "NS 400" in east.page.inner_text("[data-testid=scored-1]")  # 3NT= not vul.
        # The scored board and its traveller show the table's lead (0.18.0).
        assert f"lead {card_text(board_1['lead'])}" in east.page.inner_text(
            "[data-testid=scored-1]"
        )
        assert east.page.inner_text("[data-testid=traveller-1] [data-testid=lead]") == card_text(
            board_1["lead"]
        )
        north.page.wait_for_selector("[data-testid=scored-1]", timeout=10000)
    evening.record(1, ("1", "10"), board_1)

    evening.play_round(1, leave={(1, 1)})
    # Round 2, table 2 (pairs 2 v 10, boards 5 and 6) plays board 11 in place of board 6:
    # neither pair has played it or is due to (Law 15B2), so its score stands; board 6 they
    # cannot play any more: 40% to North-South, who moved the boards, 60% to East-West.
    table_2 = evening.seating(2, 2)
    assert (table_2["ns"], table_2["ew"], table_2["boards"]) == ("2", "10", [5, 6])
    evening.play_round(2, leave={(2, 6)})

    # Before the release: pair 1 has yet to play board 5, so neither its traveller nor its
    # hand record shows him, on the session page or in the published results.
    with watching(browser, url, screenshots) as one:
        one.sign_in(players["1"].token, f"/#{base}?board=5")
        one.page.wait_for_selector("[data-testid=traveller-withheld]")
        assert one.page.is_visible("[data-testid=ranking-withheld]")
        for hook in ("director-rulings", "table-score", "name-pair"):  # the director's
            assert one.page.locator(f"[data-testid={hook}]").count() == 0
        one.page.fill("#board", "1")  # a board he played: its traveller, no Correct button
        one.page.dispatch_event("#board", "change")
        one.page.wait_for_selector("[data-testid=traveller]")
        assert one.page.locator("[data-testid^=correct-]").count() == 0
    early = players["1"].get(f"{base}/published", format="html").text
    assert 'data-testid="hand-5-N"' not in early and 'data-testid="hands-withheld"' in early

    wrong = {"contract": "2S", "declarer": "N", "tricks": 8, "lead": evening.hands[11]["E"][0]}
    with watching(browser, url, screenshots) as td:
        td.sign_in(director.token, f"/#{base}?board=11")
        page = td.page
        page.wait_for_selector("[data-testid=wrong-board]")
        # The board progress says which board a table is behind on: table 2's board 6.
        progress = {b["board_number"]: b for b in director.get(f"{base}/progress").json()["boards"]}
        six = progress[6]
        assert six["results"] < six["due"]  # table 2 left it in round 2; round 3 to come
        assert page.inner_text("[data-testid=progress-6]") == f"6 ({six['results']}/{six['due']})"
        fields = {"#wb-table": "2", "#wb-round": "2", "#wb-contract": wrong["contract"],
                  "#wb-tricks": str(wrong["tricks"]), "#wb-lead": wrong["lead"]}  # fmt: skip
        for selector, text in fields.items():
            page.fill(selector, text)
        # The table and round fill in the pairs the movement sat there.
        assert (page.input_value("#wb-ns"), page.input_value("#wb-ew")) == ("2", "10")
        page.select_option("#wb-declarer", wrong["declarer"])
        page.click("[data-testid=wrong-board] button[type=submit]")
        page.wait_for_selector("[data-testid=correct-2-10]")
        evening.record(11, ("2", "10"), wrong)
        # Table 2's page shows the wrong board and the ruling; board 6 is still to play.
        with watching(browser, url, screenshots) as two:
            two.sign_in(players["2"].token, f"/#{base}/tables/2")
            two.page.wait_for_selector("[data-testid=wrong-board-11]")
            shown = two.page.inner_text("[data-testid=wrong-board-11]")
            assert f"lead {card_text(wrong['lead'])}" in shown and "NS 110" in shown  # 2S+0
            ruling = two.page.inner_text("[data-testid=wrong-board-ruling-11]")
            assert "let its score stand (Law 15B2)" in ruling
            assert two.page.is_visible("[data-testid=enter-6]")
            two.screenshot("club-evening-wrong-board")
        # Board 6, which table 2 can no longer play: an artificial score (Law 12C2(a)):
        # "average minus (at most 40% of the available matchpoints in pairs) to a
        # contestant directly at fault ... average plus (at least 60% in pairs) to a
        # contestant in no way at fault".
        page.fill("#ts-board", "6")
        page.fill("#ts-ns", "2")
        page.select_option("#ts-ns-percent", "40")
        page.fill("#ts-ew", "10")
        page.select_option("#ts-ew-percent", "60")
        page.click("[data-testid=table-score] button[type=submit]")
        page.wait_for_selector("#status:text('Board 6: NS 2 40%, EW 10 60% (Law 12C2).')")
        page.wait_for_function(
            "() => [...document.querySelectorAll('[data-testid=traveller] tbody tr')]"
            ".some((row) => row.innerText.startsWith('2\\t10\\tadjusted'))"
        )
        assert page.input_value("#board") == "6"
        evening.results.setdefault(6, {})[("2", "10")] = (40, 60)

        evening.play_round(3, leave=set())
        # A late correction: table 1's board 1 made ten tricks, not nine.
        page.goto(f"{url}/#{base}?board=1")
        page.wait_for_selector("[data-testid=correct-1-10]")
        page.click("[data-testid=correct-1-10]")
        assert page.input_value("#fix-contract") == "3NT"
        assert page.input_value("#fix-tricks") == "9"
        page.fill("#fix-tricks", "10")
        page.click("[data-testid=correct-result] button[type=submit]")
        page.wait_for_function(
            "() => [...document.querySelectorAll('[data-testid=traveller] tbody tr')]"
            ".some((row) => row.innerText.includes('430'))"
        )
        evening.record(1, ("1", "10"), {**board_1, "tricks": 10})
        # Law 90B2: pair 5 played unduly slowly (the penalty form is another's work: HTTP).
        slow = {"pair": "5", "percent_of_top": 25, "law": "90B2", "reason": "Unduly slow play."}
        assert director.post(f"{base}/penalties", slow).status_code == 201

        # Every board is in: the ranking shows; the director releases the hand records.
        page.click("[data-testid=release-hands]")
        page.wait_for_selector("#status:text('are public')")
        expected = evening.expected({"5": 0.25})
        ranked = {line["pair"]: line for line in director.get(f"{base}/ranking").json()}
        assert ranked["5"]["penalty"] == pytest.approx(0.25 * 26 / 6, abs=0.006)
        page.reload()  # the ranking as it stands now, not as the last refresh read it
        page.wait_for_function(
            "n => document.querySelectorAll('[data-testid=ranking] tbody tr').length === n",
            arg=len(expected),
            timeout=15000,
        )
        shown = [row.split("\t") for row in
                 page.locator("[data-testid=ranking] tbody tr").all_inner_texts()]  # fmt: skip
        for rank, pair, names, total, percent, boards in (row[:6] for row in shown):
            mine = expected[pair]
            assert names == f"Pair {pair}"
            assert abs(float(total) - mine[0]) < 0.011, (pair, total, mine)
            assert abs(float(percent) - mine[1]) < 0.006, (pair, percent, mine)
            assert int(boards) == mine[2]
            better = sum(1 for other in expected.values() if round(other[1], 6) > round(mine[1], 6))
            assert int(rank) == 1 + better, (pair, rank)
        td.screenshot("club-evening-ranking")
        with page.expect_download() as downloaded:
            page.click("[data-testid=published-html]")
        published = downloaded.value.path().read_text()
        # The 18 deals were solved in the background as the session named them.
        page.wait_for_selector("#status:text('The HTML results are downloaded.')")
        for board in range(1, 19):  # every hand record, public now
            assert f'data-testid="hand-{board}-N"' in published
        # The traveller on the page has each table's lead, as the published one has.
        assert "<th>Lead</th>" in published.split('data-testid="traveller-1"')[1]
        page.goto(f"{url}/#{base}?board=11")
        page.wait_for_function("() => document.querySelector('#board')?.value === '11'")
        page.wait_for_selector("[data-testid=traveller] [data-testid=lead]")
        leads = page.locator("[data-testid=traveller] [data-testid=lead]").all_inner_texts()
        assert card_text(wrong["lead"]) in leads

    # Pair 5's player opens his card: his total after the penalty and his rank.
    ranking = {line["pair"]: line for line in players["5"].get(f"{base}/ranking").json()}
    with watching(browser, url, screenshots) as five:
        five.sign_in(players["5"].token, f"/#{base}/cards/5")
        five.page.wait_for_selector("[data-testid=card-total]:text('rank')")
        line = ranking["5"]
        assert five.page.inner_text("[data-testid=card-total]") == (
            f"Total {line['total']} · {line['percent']:.2f}% · rank {line['rank']}"
        )
        assert five.page.locator("[data-testid=card-results] tbody tr").count() == line["boards"]
    # The published CSV and USEBIO agree with the ranking.
    written = players["5"].get(f"{base}/published", format="csv").text
    rows = list(csv.DictReader(io.StringIO(written)))
    assert {r["pair"]: float(r["percent"]) for r in rows if r["section"] == "ranking"} == {
        pair: line["percent"] for pair, line in ranking.items()
    }
    usebio = players["5"].get(f"{base}/published", format="usebio").text
    assert usebio.count("<TRAVELLER_LINE>") == sum(len(r) for r in evening.results.values())
