"""The README's tour is a script: this runs that very block against a real server on
each store, so the tour cannot rot."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import serving

README = Path(__file__).resolve().parents[2] / "README.md"


def tour_script() -> str:
    found = re.search(
        r"<!-- tour:begin -->\n```bash\n(.*?)```\n<!-- tour:end -->", README.read_text(), re.S
    )
    assert found, "README.md has no tour block between <!-- tour:begin/end --> markers"
    return found.group(1)


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
def test_the_readme_tour_runs_as_written(store: str, tmp_path: Path) -> None:
    url = database_url_for(store, tmp_path)
    try:
        with serving(tmp_path, url) as (client, _):
            env = {**os.environ, "BASE": str(client.base_url), "DATA_DIR": str(tmp_path)}
            result = subprocess.run(
                ["bash", "-c", tour_script()],
                capture_output=True,
                text=True,
                env=env,
                timeout=120,
            )
    finally:
        drop_schema(url)
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert f'"store":"{store}"' in out
    assert "It is N's turn to call, not E's." in out
    assert "\n3NT\n" in out
    assert '"leader":"N"' in out and '"winner":"S"' in out
    assert '"claimed":9' in out
    assert "complete" in out
    assert '{"contract":"3NT","declarer":"W","declarer_tricks":9,"NS":-400,"EW":400,' in out
    assert "events" in out
    assert '{"NS":-500,"EW":500}' in out
