"""The web app in a real browser: Debian's Chromium, headless, driven by Playwright for
Python (no browser download), against a real `bridge-ledger serve`: on SQLite (`server`),
and on both stores for the tests that take `any_store`.

Every page a test opens is watched: a console error, an uncaught exception, a failed
request or a request to any origin but the server's fails the test."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.conftest import serving
from tests.e2e.table import Server

CHROMIUM = os.environ.get("BRIDGE_LEDGER_CHROMIUM", "/usr/bin/chromium")
# The tests write their screenshots to a scratch folder; `make screenshots` points this
# at docs/screenshots to refresh the documentation's (a test run leaves them alone).
SCREENSHOTS_VARIABLE = "BRIDGE_LEDGER_SCREENSHOTS"
# Chromium as root in a container, with nothing reaching out to the network by itself.
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_or_stop() -> str:
    if Path(CHROMIUM).exists() or shutil.which(CHROMIUM):
        return CHROMIUM
    message = f"{CHROMIUM} is missing: run the suite with `make test`, which installs it."
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@contextmanager
def served_on(store: str, data_dir: Path) -> Iterator[Server]:
    """A real server on `store` with its data in `data_dir`, its schema dropped after."""
    url = database_url_for(store, data_dir)
    try:
        with serving(data_dir, url) as (client, token):
            yield Server(client=client, admin_token=token, store=store, data_dir=data_dir,
                         database_url=url)  # fmt: skip
    finally:
        drop_schema(url)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One SQLite server for most of the browser tests: the app reads the API, which the
    e2e suite tests on both stores."""
    with served_on("sqlite", tmp_path_factory.mktemp("browser-serve")) as served:
        yield served


@pytest.fixture(scope="session", params=STORES)
def any_store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    """A server on each store, for the tests that run on both (a club evening, a pair's
    card, the sessions' forms and rulings, live tables, whose stream wakes differently on
    each, and the two issue 34 asks on both: a robot table played to the end, a replay
    step): on SQLite the server above, on PostgreSQL one more, both shared by the tests
    that ask (each makes its own people, boards and sessions; none counts another's)."""
    if request.param == "sqlite":
        yield request.getfixturevalue("server")
        return
    with served_on("postgresql", tmp_path_factory.mktemp("browser-serve-postgresql")) as served:
        yield served


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    executable = chromium_or_stop()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=FLAGS)
        yield launched
        launched.close()


@dataclass
class Watched:
    """A page and what went wrong on it."""

    page: Any
    base: str
    screenshots: Path
    problems: list[str] = field(default_factory=list)
    responses: list[Any] = field(default_factory=list)

    def sign_in(self, token: str, path: str = "/") -> None:
        self.page.goto(self.base + "/")
        self.page.fill("input[name=token]", token)
        self.page.click("form.sign-in button[type=submit]")
        self.page.wait_for_selector("#who button")
        if path != "/":
            self.page.goto(self.base + path)

    def screenshot(self, name: str) -> None:
        self.screenshots.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(self.screenshots / f"{name}.png"), full_page=True)


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    chosen = os.environ.get(SCREENSHOTS_VARIABLE)
    return Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")


@contextmanager
def watching(browser: Any, base: str, screenshots: Path) -> Iterator[Watched]:
    """A new page in a context of its own (its own session storage, so its own sign-in),
    watched for errors and for leaving the origin."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    seen = Watched(page, base, screenshots)
    page.on(
        "console",
        lambda m: seen.problems.append(f"console: {m.text}") if m.type == "error" else None,
    )
    page.on("pageerror", lambda error: seen.problems.append(f"uncaught: {error}"))
    page.on(
        "requestfailed",
        lambda request: (
            seen.problems.append(f"failed: {request.url}")
            if "ERR_ABORTED" not in (request.failure or "")
            else None
        ),
    )

    def outside(request: Any) -> None:
        if not (request.url.startswith(base + "/") or request.url.startswith("data:")):
            seen.problems.append(f"left the origin: {request.url}")

    page.on("request", outside)
    page.on("response", lambda response: seen.responses.append(response))
    try:
        yield seen
    finally:
        context.close()
    assert seen.problems == []


@pytest.fixture
def watched(browser: Any, server: Server, screenshots: Path) -> Iterator[Watched]:
    with watching(browser, str(server.client.base_url).rstrip("/"), screenshots) as seen:
        yield seen
