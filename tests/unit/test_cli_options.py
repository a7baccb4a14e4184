"""The command line's options for `serve` (docs/contract.md "Set-up and running", extended)."""

from api.cli import _parser


def test_serve_logs_each_request_only_when_asked() -> None:
    assert _parser().parse_args(["serve"]).access_log is False
    assert _parser().parse_args(["serve", "--access-log"]).access_log is True


def test_serve_keeps_the_contract_defaults() -> None:
    args = _parser().parse_args(["serve"])
    assert (args.host, args.port, args.data_dir, args.database_url) == (
        "127.0.0.1",
        8000,
        None,
        None,
    )


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
