"""A user's system gives out its export and its advice (issue 10's export, issue 11's
`POST /systems/{id}/recommend`), over HTTP and the command line, on both stores."""

from __future__ import annotations

import io
import subprocess
from typing import Any

from pypdf import PdfReader

from library.system_parser import parse_system_text
from tests.e2e.conftest import bridge_ledger
from tests.e2e.table import Person, Server
from tests.e2e.test_systems import create

TRANSFER_HAND = "Q9852.K43.J92.T4"  # five spades, 6 HCP: a transfer over 1NT


def advice(person: Person, system_id: str, hand: str = TRANSFER_HAND) -> dict[str, Any]:
    reply = person.post(
        f"/systems/{system_id}/recommend",
        {"hand": hand, "auction": ["1NT", "Pass"], "dealer": "N"},
    )
    assert reply.status_code == 200, reply.text
    answer: dict[str, Any] = reply.json()
    return answer


def test_the_markdown_export_parses_back_to_what_the_system_says(server: Server) -> None:
    alice = server.person("alice")
    system = create(alice, ["stayman_1nt", "jacoby_transfers_1nt"])
    ours = "Stayman, our way: 8+ HCP and a four-card major"
    put = alice.server.client.put(
        f"/systems/{system['id']}/rules",
        headers=alice.headers,
        json={"sequence": "1n-(p)-2c", "meaning": ours},
    )
    assert put.status_code == 200, put.text

    reply = alice.get(f"/systems/{system['id']}/export", format="md")
    assert reply.status_code == 200
    assert reply.headers["content-type"].startswith("text/markdown")
    parsed = parse_system_text(reply.text)
    assert parsed.issues == []
    assert parsed.base == "2_1_game_force"
    assert parsed.conventions == ("stayman_1nt", "jacoby_transfers_1nt")
    said = {rule.sequence: rule.meaning for rule in parsed.rules}
    assert len(said) == len(parsed.rules)  # one rule a sequence: what the system says
    assert said["1n-(p)-2c"] == ours
    for sequence in sorted(said)[:: max(1, len(said) // 25)]:
        meaning = alice.get(f"/systems/{system['id']}/meaning", sequence=sequence).json()
        assert meaning["meaning"] == said[sequence], sequence

    bml = alice.get(f"/systems/{system['id']}/export", format="bml")
    assert bml.status_code == 200 and bml.headers["content-type"].startswith("text/plain")
    assert ours in bml.text

    pdf = alice.get(f"/systems/{system['id']}/export", format="pdf")
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert "our way" in text

    assert alice.get(f"/systems/{system['id']}/export", format="doc").status_code == 422
    outsider = server.person("outsider")
    assert outsider.get(f"/systems/{system['id']}/export").status_code == 404


def test_the_advice_follows_the_system_through_edits_and_undo(server: Server) -> None:
    bob = server.person("bob")
    system = create(bob, ["stayman_1nt", "jacoby_transfers_1nt"])
    path = f"/systems/{system['id']}"
    first = advice(bob, system["id"])
    assert (first["call"], first["rule"]["module_id"]) == ("2H", "jacoby_transfers_1nt")

    transfers = f"{path}/conventions/jacoby_transfers_1nt"
    removed = bob.server.client.delete(transfers, headers=bob.headers)
    assert removed.status_code == 200, removed.text
    assert advice(bob, system["id"])["call"] != "2H"

    assert bob.post(f"{path}/undo").status_code == 200
    assert advice(bob, system["id"])["call"] == "2H"

    # A user's own rule for the same auction wins over the convention's.
    put = bob.server.client.put(
        f"{path}/rules",
        headers=bob.headers,
        json={"sequence": "1n-(p)-2s", "meaning": "Our way: 5+ spades, 0-7 HCP, to play"},
    )
    assert put.status_code == 200, put.text
    ours = advice(bob, system["id"])
    assert (ours["call"], ours["rule"]["module_type"]) == ("2S", "user_custom")

    outsider = server.person("nosy")
    reply = outsider.post(f"{path}/recommend", {"hand": TRANSFER_HAND, "auction": ["1NT", "Pass"]})
    assert reply.status_code == 404
    bad = bob.post(f"{path}/recommend", {"hand": "AKQ.43", "auction": ["1NT", "Pass"]})
    assert bad.status_code == 422


def test_the_command_line_exports_and_recommends(server: Server) -> None:
    carol = server.person("carol")
    system = create(carol, ["stayman_1nt", "jacoby_transfers_1nt"])
    store = ["--data-dir", str(server.data_dir), "--database-url", server.database_url]

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [bridge_ledger(), "systems", *args, *store], capture_output=True, text=True, timeout=120
        )

    exported = run("export", system["id"], "--format", "md")
    assert exported.returncode == 0, exported.stderr
    assert parse_system_text(exported.stdout).issues == []
    recommended = run("recommend", system["id"], "--hand", TRANSFER_HAND, "--auction", "1NT Pass")
    assert recommended.returncode == 0, recommended.stderr
    assert "Call: 2H" in recommended.stdout
    unknown = run("export", "00000000-0000-0000-0000-000000000000")
    assert unknown.returncode == 2 and "no bidding system" in unknown.stderr
