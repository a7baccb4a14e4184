"""A value the JSON API would refuse is refused in an imported file too, with its line
(issue 32), over HTTP and by the import command."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.hostile import LIN_DEAL, run_command
from tests.e2e.table import Server

PBN_GAME = (
    '[Event "e"]\n[Board "{board}"]\n[Dealer "N"]\n[Vulnerable "{vulnerable}"]\n'
    '[Deal "N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 .63.AKQ987.A9732"]\n'
    '[Auction "N"]\n1C =1= Pass Pass Pass\n[Note "1:{note}"]\n'
)
LIN_BOARD = "pn|a,b,c,d|" + LIN_DEAL + "ah|{board}|sv|o|mb|p|mb|p|mb|p|mb|{last}|"


def _pbn(board: str = "1", vulnerable: str = "None", note: str = "natural") -> bytes:
    return PBN_GAME.format(board=board, vulnerable=vulnerable, note=note).encode()


def _lin(board: str = "Board 1", last: str = "p", tail: str = "") -> bytes:
    return (LIN_BOARD.format(board=board, last=last) + tail).encode()


BAD_FILES = [
    ("pbn", _pbn(board="²"), 2, "Board '²' is not a board number from 1 to 9999."),
    ("pbn", _pbn(board="9" * 5000), 2, "Board '99999999999…' is not a board number"),
    ("pbn", _pbn(board="-5"), 2, "Board '-5' is not a board number from 1 to 9999."),
    ("pbn", _pbn(board="0"), 2, "Board '0' is not a board number from 1 to 9999."),
    ("pbn", _pbn(board="1.5"), 2, "Board '1.5' is not a board number from 1 to 9999."),
    ("pbn", _pbn(vulnerable="Maybe"), 4, "Vulnerable 'Maybe' is not None, NS, EW or All."),
    ("pbn", _pbn(note="a\x00b"), 8, "The Note tag holds a control character."),
    ("pbn", _pbn(note="a\x07b"), 8, "The Note tag holds a control character."),
    ("pbn", _pbn() + b'\n[Event "cut off', 10, "The tag '[Event \"cut off' is not closed."),
    ("lin", _lin(tail="pc|D6|mc|²|"), 1, "mc|²| is not a claim of 0 to 13 tricks."),
    ("lin", _lin(board="Board " + "7" * 5000), 1, "is not a board number from 1 to 9999."),
    ("lin", _lin(board="Board " + "1" + "0" * 30), 1, "is not a board number from 1 to 9999."),
    ("lin", _lin(board="Board -7"), 1, "ah|Board -7| is not a board number from 1 to 9999."),
    ("lin", _lin(tail="an|a\x01b|"), 1, "an| holds a control character."),
]


@pytest.mark.parametrize(("format", "data", "line", "sentence"), BAD_FILES)
def test_a_value_the_api_would_refuse_is_refused_with_its_line(
    server: Server, format: str, data: bytes, line: int, sentence: str
) -> None:
    person = server.person("hostile")
    reply = person.post_raw("/boards/import", data, format=format)
    assert reply.status_code == 201, reply.text
    answer = reply.json()
    assert answer["boards"] == [] or (format == "pbn" and "cut off" in sentence)
    refused = answer["refused"][-1]
    assert refused["line"] == line and sentence in refused["detail"], refused
    assert person.boards() == [] or "cut off" in sentence


def test_the_import_command_tells_a_bad_value_in_one_line(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert run_command("users", "add", "carol", *options).returncode == 0
    bad = tmp_path / "bad.lin"
    bad.write_bytes(_lin(tail="pc|D6|mc|²|"))
    result = run_command("import", str(bad), "--owner", "carol", *options)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"{bad}:1: mc|²| is not a claim of 0 to 13 tricks." in result.stderr


def test_the_import_command_counts_a_files_refusals_by_reason(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert run_command("users", "add", "carol", *options).returncode == 0
    records = [f'[Board "{number}"]\n[Dealer "N"]\n' for number in ("-5", "0", "1.5")]
    deal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.AKQ.JT9.T9 .J732.AKQ84.8765"
    records.append(f'[Board "3"]\n[Dealer "N"]\n[Vulnerable "Sometimes"]\n[Deal "{deal}"]\n')
    records.append(f'[Board "4"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n')
    mixed = tmp_path / "mixed.pbn"
    mixed.write_text("\n".join(records))
    result = run_command("import", str(mixed), "--owner", "carol", *options)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    [summary] = [line for line in result.stderr.splitlines() if " refused: " in line]
    assert summary.startswith(f"{mixed}: 1 imported, 4 refused: 3 × Board '…' is not a board")
    assert "; 1 × Vulnerable '…' is not" in summary
