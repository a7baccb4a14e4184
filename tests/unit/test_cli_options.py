"""The command line's options for `serve` (docs/contract.md "Set-up and running", extended)."""

from typing import Any

import pytest
import typer

from api.cli import app, main


def serve_options() -> dict[str, Any]:
    """The `serve` command's options with their defaults, as the parser holds them."""
    command = typer.main.get_command(app)
    serve = command.commands["serve"]  # type: ignore[attr-defined]
    return {param.name: param.default for param in serve.params}


def test_serve_logs_each_request_only_when_asked() -> None:
    assert serve_options()["access_log"] is False


def test_serve_keeps_the_contract_defaults() -> None:
    options = serve_options()
    assert (options["host"], options["port"], options["data_dir"], options["database_url"]) == (
        "127.0.0.1",
        8000,
        None,
        None,
    )


@pytest.mark.parametrize(
    ("argv", "phrase"),
    [
        ([], "Missing command."),
        (["serve", "--bogus"], "No such option: --bogus"),
        (["serve", "--port", "eighty"], "Invalid value for '--port'"),
        (["users", "add"], "Missing argument 'name'."),
        (["users", "list", "--role", "king"], "'king' is not one of 'player'"),
        (["sessions", "create", "Monday", "--scoring", "XYZ"], "Invalid value for '--scoring'"),
        (["systems", "export", "x", "--format", "docx"], "Invalid value for '--format'"),
        (["recommend", "--base", "sayc"], "Missing option '--hand'."),
    ],
)
def test_a_usage_error_is_one_line_and_exit_code_2(
    argv: list[str], phrase: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bridge-ledger: "), captured.err
    assert phrase in lines[0] and "--help tells how" in lines[0]
    assert captured.out == ""


@pytest.mark.parametrize(
    "group", [[], ["users"], ["systems"], ["sessions"], ["library"], ["recommend"], ["serve"]]
)
def test_every_group_explains_itself(group: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*group, "--help"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("Usage: bridge-ledger") and "--help" in shown


def test_make_run_listens_where_it_is_told() -> None:
    """`make run PORT=8080 HOST=0.0.0.0` (docs/contract.md); dry run, so nothing starts."""
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    shown = subprocess.run(
        ["make", "-n", "run", "PORT=8081", "HOST=0.0.0.0"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "serve --host 0.0.0.0 --port 8081 --data-dir ./var" in shown
    default = subprocess.run(
        ["make", "-n", "run"], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    assert "serve --host 127.0.0.1 --port 8000 --data-dir ./var" in default
