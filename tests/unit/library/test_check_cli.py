"""``python -m library.check``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from library.check import main

FIXTURES = Path(__file__).parent / "fixtures"


def test_clean_library_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(FIXTURES / "mini")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["module", "rules", "stated", "extracted", "percent"]
    assert out[1].split() == ["sayc", "10", "10", "10", "100.0%"]
    assert out[-2].split()[:2] == ["total", "23"]
    assert out[-1] == "4 modules, 23 sequences, 0 errors"


def test_broken_file_prints_file_line_sentence_and_exits_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = FIXTURES / "broken" / "insufficient_bid.md"
    assert main([str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    expected = (
        f"{path.relative_to(Path.cwd()).as_posix()}:12: 1n-(p)-1s: 1S is insufficient after "
        "1NT; a bid must be higher than the last bid."
    )
    assert expected in out
    assert out[-1].startswith("1 modules, 2 sequences, ")
    assert out[-1].endswith("errors") or out[-1].endswith("error")


def test_missed_lists_unextracted_items(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "systems").mkdir()
    (tmp_path / "systems" / "b.md").write_text(
        "# B\n\n## Info\ntype: base_system\nid: b\nname: B\nversion: 1.0.0\n\n"
        "## Openings\n1n = 15-17 HCP, balanced\n2c = 8-card fit somewhere\n"
    )
    assert main([str(tmp_path), "--missed"]) == 0
    out = capsys.readouterr().out
    assert "not extracted: b:11: '8-card'" in out
    assert ["b", "2", "2", "1", "50.0%"] in [line.split() for line in out.splitlines()]


def test_missing_path_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["no/such/file.md"]) == 2
    assert "no such file" in capsys.readouterr().out


def test_runs_as_a_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "library.check", str(FIXTURES / "mini")],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).parents[3],
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("4 modules, 23 sequences, 0 errors")
    assert result.stderr == ""
