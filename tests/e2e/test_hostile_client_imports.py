"""A hostile client's hand record files, on a real server on both stores and through the
command line (the third hostile round: imports). Each test is a defect found by sending
such a file, and fails without its fix."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.e2e.conftest import bridge_ledger
from tests.e2e.table import Server
from tests.e2e.test_cli_failures import assert_one_line_failure

PBN = (
    '[Event "e"]\n[Site "s"]\n[Date "2026.11.27"]\n[Board "1"]\n'
    '[West "w"]\n[North "n"]\n[East "e"]\n[South "s"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 .63.AKQ987.A9732"]\n'
    '[Scoring ""]\n[Declarer "{declarer}"]\n[Contract "{contract}"]\n[Result "7"]\n'
    '[Auction "N"]\n{auction}\n'
)


def _pbn(auction: str, contract: str = "1NT", declarer: str = "N") -> bytes:
    return PBN.format(auction=auction, contract=contract, declarer=declarer).encode()


LIN = (
    "pn|a,b,c,d|st||md|3SJ973HJ98742D3CK4,SH63DAKQ987CA9732,SKQT2HATDJ6542C85,|"
    "rh||ah|Board 1|sv|0|{calls}pg||\n"
)


def _import(server: Server, data: bytes, format: str = "pbn") -> dict[str, object]:
    importer = server.person("importer")
    reply = importer.post_raw("/boards/import", data, format=format)
    assert reply.status_code == 201, reply.text
    answer: dict[str, object] = reply.json()
    assert answer["boards"] == [] or answer["refused"] == [], answer
    if answer["boards"] == []:
        assert importer.boards() == []  # a refused record leaves nothing behind
    return answer


@pytest.mark.parametrize(
    ("data", "format", "detail"),
    [
        # BBO's LIN has no mark for an accepted insufficient bid: the reader takes a bid
        # that does not outrank the last one for one. A bid after the final pass is not.
        (
            LIN.format(calls="mb|1N|mb|p|mb|p|mb|p|mb|1C|").encode(),
            "lin",
            "N's 1C is not a legal call: The auction is over; no more calls can be made.",
        ),
        # PBN 2.1 section 3.9: "^I preceding a bid indicates that the bid is insufficient";
        # before a pass, or before a bid that outranks the last one, it marks nothing.
        (
            _pbn("1NT ^I Pass Pass Pass"),
            "pbn",
            "E's Pass is marked as an insufficient bid (^I), but it is not one: ^I goes "
            "before a bid lower than the bid before it.",
        ),
        (
            _pbn("1NT ^I 2C Pass Pass Pass", "2C", "E"),
            "pbn",
            "E's 2C is marked as an insufficient bid (^I), but it is not one: ^I goes "
            "before a bid lower than the bid before it.",
        ),
    ],
)
def test_a_call_marked_insufficient_that_is_not_one_is_told_as_such(
    server: Server, data: bytes, format: str, detail: str
) -> None:
    """Each was refused with `It cannot be re-enacted: No irregularity of the auction
    waits for a decision.`, a sentence that tells the person nothing of his file."""
    answer = _import(server, data, format)
    assert answer["refused"] == [{"record": 1, "line": 1 if format == "lin" else 17,
                                  "detail": detail}]  # fmt: skip


def test_an_insufficient_bid_accepted_still_imports(server: Server) -> None:
    """What the refusals above leave alone: `1NT ^I 1S` is North's 1NT and East's
    insufficient 1S, accepted by South (Law 27A1); the board goes on from 1S."""
    answer = _import(server, _pbn("1NT ^I 1S Pass Pass Pass", "1S", "E"))
    assert answer["refused"] == [] and len(answer["boards"]) == 1  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("encoding", "format"), [("utf-16", "pbn"), ("utf-16-be", "lin"), ("utf-32", "pbn")]
)
def test_a_file_saved_as_unicode_with_its_byte_order_mark_imports(
    server: Server, encoding: str, format: str
) -> None:
    """Windows editors save "Unicode" text as UTF-16 with a byte order mark. Read as
    Latin-1, every other character of it was a NUL: 422 `The file holds no PBN hand
    record.` for a good hand record."""
    text = (
        _pbn("1NT Pass Pass Pass")
        if format == "pbn"
        else LIN.format(calls="mb|1N|mb|p|mb|p|mb|p|").encode()
    )
    data = ("\ufeff" + text.decode()).encode(encoding)  # utf-16-be writes no mark of its own
    importer = server.person("importer")
    reply = importer.post_raw("/boards/import", data, format=format)
    assert reply.status_code == 201, reply.text
    [board] = reply.json()["boards"]
    view = importer.get(f"/boards/{board['id']}").json()
    assert view["hands"]["N"][:4] == ["SK", "SQ", "ST", "S2"]
    assert view["contract"] == "1NT"


def test_a_byte_order_mark_on_something_else_is_told(server: Server) -> None:
    importer = server.person("importer")
    reply = importer.post_raw("/boards/import", b"\xff\xfe[\x00E", format="pbn")
    assert reply.status_code == 422, reply.text
    assert reply.json()["detail"] == (
        "The file starts with the byte order mark of UTF-16 but is not UTF-16 text: save it "
        "as UTF-8."
    )
    assert importer.boards() == []


def test_the_import_command_reads_no_more_than_a_file_may_hold(tmp_path: Path) -> None:
    """`POST /boards/import` refuses a file over 16 MiB; `bridge-ledger import` read any
    file whole into memory (a device such as /dev/zero until the machine ran out), and
    imported the files before it. Now it reads 16 MiB of a file at most and, as for every
    file it cannot read, imports none of them."""
    options = ("--data-dir", str(tmp_path))
    assert _run("users", "add", "carol", *options).returncode == 0
    good = tmp_path / "good.pbn"
    good.write_bytes(_pbn("1NT Pass Pass Pass"))
    huge = tmp_path / "huge.pbn"
    with huge.open("wb") as handle:
        handle.truncate(16 * 1024 * 1024 + 1)
    result = _run("import", str(good), str(huge), "--owner", "carol", *options)
    assert_one_line_failure(result, f"{huge}: the file is larger than 16 MiB; import it in parts.")
    exported = _run("export", *options)
    assert exported.returncode == 0, exported.stderr
    assert "[Board" not in exported.stdout


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([bridge_ledger(), *args], capture_output=True, text=True, timeout=120)


def test_the_import_commands_summary_keeps_the_numbers_its_refusals_share(
    tmp_path: Path,
) -> None:
    """The summary wrote every number of a reason as N: `1 × N's NC is not a legal call`,
    `Board '…' is not a board number from N to N`, N being also North."""
    options = ("--data-dir", str(tmp_path))
    assert _run("users", "add", "carol", *options).returncode == 0
    late = tmp_path / "late.lin"
    late.write_text(LIN.format(calls="mb|1N|mb|p|mb|p|mb|p|mb|2C|"))
    result = _run("import", str(late), "--owner", "carol", *options)
    assert result.returncode == 1, result.stderr
    assert (
        f"{late}: 0 imported, 1 refused: 1 × N's 2C is not a legal call: The auction is "
        "over; no more calls can be made."
    ) in result.stderr.splitlines()
    boards = "".join(f'[Board "{n}"]\n[Dealer "N"]\n\n' for n in ("-5", "0", "1.5"))
    numbers = tmp_path / "numbers.pbn"
    numbers.write_text(boards)
    result = _run("import", str(numbers), "--owner", "carol", *options)
    [summary] = [line for line in result.stderr.splitlines() if " refused: " in line]
    assert summary.endswith("3 × Board '…' is not a board number from 1 to 9999.")
