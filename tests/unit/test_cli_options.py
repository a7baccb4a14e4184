"""The command line's options for `serve` (CONTRACT "Set-up and running", extended)."""

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
