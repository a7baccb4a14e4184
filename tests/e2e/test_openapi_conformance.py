"""The OpenAPI document is true to the server: schemathesis generates requests for every
operation (valid ones, the edge cases of each field, and ones that break the schema) and
checks that the server never answers 5xx and that every answer's status code, content
type and body are among those the document lists, and that requests the schema forbids
are refused. Bounded in time and in examples per operation; its own server per store,
and an admin of its own with a name no generator guesses, so that rotating or revoking
`admin`'s token on the way (which it tries) does not lock it out of the rest."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import serving

# schemathesis generates until this budget is spent, shared between its phases (coverage,
# then fuzzing, in turns); the seed keeps a run reproducible.
FUZZ_SECONDS = 30

# A live stream (GET /boards/{id}/stream) never ends: schemathesis reads one until it has
# sent this many events or the request timeout (60 s) has passed. The stream's first push
# is its two events, `table` and `board` (api/routers/live.py), and nothing follows on a
# board where nobody plays: at schemathesis's default of 20 events each stream it opened
# sat out the whole 60 s, which took the budget of the run, so that the coverage phase
# stopped short (106 operations of 123) and the fuzzing phase never ran, for 80-97 s a
# store. With 2 it reads the same two events, checks them the same way, and goes on.
CONFIG = "max-stream-events = 2\n"

CHECKS = ",".join(
    [
        "not_a_server_error",
        "status_code_conformance",
        "content_type_conformance",
        "response_schema_conformance",
        "negative_data_rejection",
    ]
)


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
def test_every_operation_answers_as_documented(store: str, tmp_path: Path) -> None:
    url = database_url_for(store, tmp_path)
    try:
        with serving(tmp_path, url) as (client, admin_token):
            admin = {"Authorization": f"Bearer {admin_token}"}
            name = f"fuzzer-{uuid.uuid4().hex[:12]}"
            reply = client.post("/users", json={"name": name, "role": "admin"}, headers=admin)
            token = reply.json()["token"]
            # The library is parsed on its first use; not within a request's timeout.
            client.get("/library/conventions", headers=admin, timeout=120)
            config = tmp_path / "schemathesis.toml"
            config.write_text(CONFIG)
            result = subprocess.run(
                [
                    str(Path(sys.executable).parent / "st"),
                    "--config-file",
                    str(config),
                    "run",
                    f"{client.base_url}/openapi.json",
                    "--checks",
                    CHECKS,
                    "--header",
                    f"Authorization: Bearer {token}",
                    "--phases",
                    "examples,coverage,fuzzing",
                    "--max-examples",
                    "12",
                    "--max-time",
                    str(FUZZ_SECONDS),
                    "--seed",
                    "20261122",
                    "--workers",
                    "1",
                    "--request-timeout",
                    "60",
                    "--suppress-health-check",
                    "all",
                    "--no-color",
                ],
                capture_output=True,
                text=True,
                timeout=300,
                cwd=tmp_path,
            )
    finally:
        drop_schema(url)
    assert result.returncode == 0, result.stdout[-15000:] + result.stderr[-3000:]
    # Both phases had their share of the budget (the fuzzing phase once ran nothing).
    phases = result.stdout.partition("Test Phases:")[2]
    assert "✅ Coverage" in phases and "✅ Fuzzing" in phases, result.stdout[-15000:]
