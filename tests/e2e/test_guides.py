"""Every guide in docs/ is a script: each block between `<!-- guide:begin NAME -->` and
`<!-- guide:end -->` runs as written against a real server on a fresh store of each kind,
so a guide cannot rot (the README's tour has its own test, test_readme_tour.py)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import bridge_ledger, serving

DOCS = Path(__file__).resolve().parents[2] / "docs"
BLOCK = re.compile(r"<!-- guide:begin ([\w-]+) -->\n```bash\n(.*?)```\n<!-- guide:end -->", re.S)

# What each guide's run must print: the figures its comments promise the reader.
EXPECTED = {
    "irregularities": [
        "complete",
        '"status":"established","law":"64A1","transfer":2,"to":"NS"',
        "(5, 7, -150)",
        "\n8\n",
        "(-100, {'NS': -250, 'EW': 250})",
        "[(2, '64C', -100)]",
    ],
    "insufficient-bid": [
        "{'kind': 'insufficient_bid', 'seat': 'E', 'call': '1C', 'decides': 'S'}",
        "substitute",
        "comparable_call",
        "('27B1b', False)",
        "{'seat': 'W', 'call': 'Pass'",
        "('3C', 'E')",
        "[('27B1b', 'comparable_call', False)]",
    ],
    "bidding-systems": [
        "Stayman",
        "continuations of 1n-(p)",
        "'puppet_stayman_1nt']",
        "'stayman_1nt']",
        '"shares":{"bob":"viewer"}',
        "['SystemCreated', 'ConventionSwapped', 'RuleAdded']",
        "Our 2/1",
    ],
    "recommendation": [
        "Call: 2H (system)",
        '"call":"2H"',
        '"basis":',
    ],
}


def guide_blocks() -> dict[str, str]:
    blocks: dict[str, str] = {}
    for path in sorted(DOCS.glob("*.md")):
        for name, script in BLOCK.findall(path.read_text()):
            assert name not in blocks, f"two guide blocks are named {name}"
            blocks[name] = script
    return blocks


def test_every_guide_block_has_its_expectations() -> None:
    assert set(guide_blocks()) == set(EXPECTED)


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
@pytest.mark.parametrize("guide", sorted(EXPECTED))
def test_the_guide_runs_as_written(guide: str, store: str, tmp_path: Path) -> None:
    url = database_url_for(store, tmp_path)
    try:
        with serving(tmp_path, url) as (client, _):
            env = {
                **os.environ,
                "BASE": str(client.base_url),
                "URL": str(client.base_url),
                "DATA_DIR": str(tmp_path),
                "BRIDGE_LEDGER": bridge_ledger(),
                "BRIDGE_LEDGER_DATABASE_URL": url,
            }
            result = subprocess.run(
                ["bash", "-c", guide_blocks()[guide]],
                capture_output=True,
                text=True,
                env=env,
                timeout=180,
                cwd=Path(__file__).resolve().parents[2],
            )
    finally:
        drop_schema(url)
    assert result.returncode == 0, result.stdout + result.stderr
    for expected in EXPECTED[guide]:
        assert expected in result.stdout, f"{expected!r} not in:\n{result.stdout}"
