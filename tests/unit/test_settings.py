"""The one setting that chooses the store, read the way users write it."""

from __future__ import annotations

from pathlib import Path

import pytest

from api.settings import Settings, SettingsError


@pytest.fixture(autouse=True)
def no_url_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BRIDGE_LEDGER_DATABASE_URL", raising=False)


def test_the_default_store_lives_in_the_data_dir() -> None:
    settings = Settings.from_options(None, None)
    assert settings.store == "sqlite"
    assert settings.sqlite_path == Path("var/bridge_ledger.sqlite")  # ./var, never /var
    assert Settings.from_options("data", None).sqlite_path == Path("data/bridge_ledger.sqlite")


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("sqlite:///var/ledger.sqlite", Path("var/ledger.sqlite")),
        ("sqlite:///./here/ledger.db", Path("here/ledger.db")),
        ("sqlite:////srv/bridge/ledger.sqlite", Path("/srv/bridge/ledger.sqlite")),
        ("sqlite:////srv/bridge", Path("/srv/bridge/bridge_ledger.sqlite")),
    ],
)
def test_sqlite_urls(url: str, path: Path) -> None:
    assert Settings(Path("var"), url).sqlite_path == path


def test_the_environment_chooses_the_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGE_LEDGER_DATABASE_URL", "postgresql://u:p@db:6543/ledger")
    settings = Settings.from_options(None, None)
    env = settings.eventsourcing_env()
    assert settings.store == "postgresql"
    assert (env["POSTGRES_HOST"], env["POSTGRES_PORT"], env["POSTGRES_DBNAME"]) == (
        "db",
        "6543",
        "ledger",
    )
    assert (env["POSTGRES_USER"], env["POSTGRES_PASSWORD"], env["POSTGRES_SCHEMA"]) == (
        "u",
        "p",
        "public",
    )


def test_a_schema_parameter_stays_ours() -> None:
    settings = Settings(Path("var"), "postgresql://u:p@db:5432/ledger?schema=club")
    assert settings.postgres_schema == "club"
    assert settings.postgres_conninfo == "postgresql://u:p@db:5432/ledger"


@pytest.mark.parametrize("url", ["mysql://x/y", "sqlite:///", "nonsense"])
def test_urls_we_do_not_understand(url: str) -> None:
    settings = Settings(Path("var"), url)
    with pytest.raises(SettingsError):
        _ = settings.sqlite_path if url.startswith("sqlite") else settings.store
