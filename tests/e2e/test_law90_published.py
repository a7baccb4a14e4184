"""Law 90 in the published results and the CLI's ranking, on both stores. 90A (2017): "The
Director, in addition to implementing the rectifications in these Laws, may also assess
procedural penalties for any offence that unduly delays or obstructs the game,
inconveniences other contestants, violates correct procedure, or requires the award of an
adjusted score at another table"; 90B2: "unduly slow play by contestants". The penalty is
published with the ranking whose totals it already counts: a note under the ranking (HTML,
PDF), a last `penalty` column (CSV, the CLI's CSV), the pair's ADJUSTMENT (USEBIO); a
player sees them as the director does."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET

import pypdf

from tests.e2e.table import Person, Server
from tests.e2e.test_club_night_cli import cli

BOARD_1 = [("1", "4", "4S", 10), ("2", "5", "4S", 9), ("3", "6", "2S", 9)]
NOTE = "Pair 5: procedural penalty (Law 90B2), 1 matchpoint off: Unduly slow play."


def _session(server: Server, name: str, scoring: str) -> tuple[str, Person]:
    director = server.person(f"td{name}", "director")
    made = director.post("/sessions", {"name": f"Law 90 {name}", "scoring": scoring})
    assert made.status_code == 201, made.text
    base = f"/sessions/{made.json()['id']}"
    for ns, ew, contract, tricks in BOARD_1:
        result = {"board_number": 1, "ns": ns, "ew": ew, "contract": contract,
                  "declarer": "N", "tricks": tricks}  # fmt: skip
        assert director.post(f"{base}/results", result).status_code == 201
    return base, director


def test_the_published_results_show_the_penalty_in_every_format(server: Server) -> None:
    base, director = _session(server, "published", "MP")
    player = server.person("playerpublished")
    published = f"{base}/published"
    before = player.get(published, format="csv").text
    assert before.splitlines()[0].endswith(",imp_ew,penalty,lead")  # the lead since 0.18.0
    assert all(row["penalty"] == "" for row in csv.DictReader(io.StringIO(before)))
    assert "procedural penalty" not in player.get(published, format="html").text
    slow = {"pair": "5", "percent_of_top": 25, "law": "90B2", "reason": "Unduly slow play."}
    assert director.post(f"{base}/penalties", slow).status_code == 201

    # The ranking is withheld from a player while the session may be in play, its
    # penalties with it; released, they show as to the director.
    assert "procedural penalty" not in player.get(published, format="html").text
    assert NOTE in director.get(published, format="html").text
    assert director.post(f"{base}/hand-records/release").status_code == 200

    # A quarter of a top of 4 is 1 matchpoint off pair 5's total of 4.
    html = player.get(published, format="html").text
    assert f'<p class="note" data-testid="penalty-5">{NOTE}</p>' in html
    assert html.index('data-testid="ranking"') < html.index(NOTE) < html.index("Board 1")
    rows = list(csv.DictReader(io.StringIO(player.get(published, format="csv").text)))
    ranked = {r["pair"]: r for r in rows if r["section"] == "ranking"}
    assert (ranked["5"]["total"], ranked["5"]["percent"], ranked["5"]["penalty"]) == (
        "3", "75", "1")  # fmt: skip
    assert all(ranked[p]["penalty"] == "" for p in ("1", "2", "3", "4", "6"))
    pdf = player.get(published, format="pdf").content
    text = " ".join(
        "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split()
    )
    assert NOTE in text
    pairs = ET.fromstring(player.get(published, format="usebio").content).findall(
        "EVENT/PARTICIPANTS/PAIR"
    )
    adjustments = {p.findtext("PAIR_NUMBER"): p.findtext("ADJUSTMENT") for p in pairs}
    assert adjustments == {"1": None, "2": None, "3": None, "4": None, "5": "-1.00", "6": None}
    five = next(p for p in pairs if p.findtext("PAIR_NUMBER") == "5")
    assert five.findtext("PERCENTAGE") == "75.00"

    # Taken back, it is published no more.
    assert director.delete(f"{base}/penalties/1").status_code == 200
    assert NOTE not in player.get(published, format="html").text


def test_two_penalties_on_a_pair_at_imps_each_with_its_share(server: Server) -> None:
    base, director = _session(server, "imps", "IMP")
    for law, imps, reason in (("90B4", 3, "Compared scores."), ("90B1", 1, "Arrived late.")):
        penalty = {"pair": "4", "imps": imps, "law": law, "reason": reason}
        fined = director.post(f"{base}/penalties", penalty)
        assert fined.status_code == 201, fined.text
    html = director.get(f"{base}/published", format="html").text
    assert "Pair 4: procedural penalty (Law 90B4), 3 IMPs off: Compared scores." in html
    assert "Pair 4: procedural penalty (Law 90B1), 1 IMP off: Arrived late." in html
    pairs = ET.fromstring(director.get(f"{base}/published", format="usebio").content).findall(
        "EVENT/PARTICIPANTS/PAIR"
    )
    assert {p.findtext("PAIR_NUMBER"): p.findtext("ADJUSTMENT") for p in pairs}["4"] == "-4.00"


def test_the_cli_ranking_csv_ends_with_the_penalty(server: Server) -> None:
    base, director = _session(server, "cli", "MP")
    session_id = base.rsplit("/", 1)[1]
    slow = {"pair": "5", "percent_of_top": 25, "law": "90B2", "reason": "Unduly slow play."}
    assert director.post(f"{base}/penalties", slow).status_code == 201
    printed = cli(server, "sessions", "ranking", session_id).splitlines()
    assert printed[0] == "rank,pair,total,percent,boards,names,penalty"
    ranked = {row["pair"]: row for row in csv.DictReader(io.StringIO("\n".join(printed)))}
    assert (ranked["5"]["total"], ranked["5"]["percent"], ranked["5"]["penalty"]) == (
        "3.0", "75.0", "1.0")  # fmt: skip
    assert all(ranked[p]["penalty"] == "" for p in ("1", "2", "3", "4", "6"))
