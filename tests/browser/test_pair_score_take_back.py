"""The session director takes back a pair's score alone from the session page, on both
stores (docs/contract.md "Small fixes after review (0.16.0)").

Law 15B3 (2017): "the Director shall award an artificial adjusted score [see Law 12C2(a)]
to any contestant deprived of the opportunity to earn a valid score". One given by mistake
(here to pair 6, which can still play board 3: its opponents in round 2, pair 1, played
board 3 at its own table after all) is taken back: `DELETE
/sessions/{id}/boards/{n}/pair-scores/{pair}`, which the page offers the director beside
the score, and nobody else."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import served_on, watching
from tests.conftest import STORES
from tests.e2e.table import Server

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


@pytest.fixture(scope="module", params=STORES)
def any_store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    store = str(request.param)
    with served_on(store, tmp_path_factory.mktemp(f"browser-take-back-{store}")) as served:
        yield served


def test_the_director_takes_back_a_score_alone_beside_it(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    director = any_store.person("tdtakeback", "director")
    two = any_store.person("twotakeback")
    made = director.post("/sessions", {"name": "Friday pairs", "movement": MOVEMENT})
    base = f"/sessions/{made.json()['id']}"
    assert director.put(f"{base}/pairs/2", {"users": [two.name]}).status_code == 200
    played = {"board_number": 3, "ns": "2", "ew": "5", "contract": "4S", "declarer": "N",
              "tricks": 10, "table": 2, "round": 1, "lead": "HK"}  # fmt: skip
    assert director.post(f"{base}/results", played).status_code == 201
    given = director.post(f"{base}/boards/3/pair-scores", {"pair": "6", "percent": 60})
    assert given.status_code == 201, given.text
    url = str(any_store.client.base_url).rstrip("/")

    with watching(browser, url, screenshots) as watched:  # pair 2 played board 3: no control
        page = watched.page
        watched.sign_in(two.token, f"/#{base}?board=3")
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 2"
        )
        assert page.locator("[data-testid=take-back-6]").count() == 0
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, f"/#{base}?board=3")
        page.wait_for_selector("[data-testid=take-back-6]")
        row = page.locator("[data-testid=traveller] tbody tr").nth(1)
        assert row.inner_text().split("\t")[:3] == ["—", "6", "60% alone (Law 15B3) Take back"]
        page.click("[data-testid=take-back-6]")
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 1"
        )
        assert "Pair 6's score alone on board 3 is taken back." in page.inner_text("#status")
        lines = director.get(f"{base}/boards/3").json()
        assert [(x["ns"], x["ew"]) for x in lines] == [("2", "5")]
        # Pair 6 plays board 3 after all, against pair 1 at table 1 in round 2.
        late = {"board_number": 3, "ns": "1", "ew": "6", "contract": "2S", "declarer": "N",
                "tricks": 8, "table": 1, "round": 2}  # fmt: skip
        assert director.post(f"{base}/results", late).status_code == 201
