"""Every HTTP response of the contract as 0.9.0 gave it (issue 29: the insides are
reshaped, the outside stays): the scenario of tests/contract/scenario.py runs on each
store and every step must answer what tests/fixtures/contract-0.9.0/responses.json
recorded (rewrite it with `python -m tests.contract.record` only for a deliberate change
of the contract, said in the README's changelog); the OpenAPI document too, but for its
version."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.services import Services
from tests.contract.compare import describe
from tests.contract.scenario import run_scenario

RECORDED = Path(__file__).resolve().parent.parent / "fixtures" / "contract-0.9.0"
SHOWN_STEPS = 8  # a change shifts the ids of later steps: the first few tell the story


def step_title(index: int, step: dict[str, Any]) -> str:
    return f"step {index} [{step['label']}] {step['method']} {step['path']}"


def test_every_response_of_the_contract_is_unchanged(services: Services) -> None:
    recording = run_scenario(services)
    recorded: list[dict[str, Any]] = json.loads((RECORDED / "responses.json").read_text())
    problems = [
        problem
        for index, (was, now) in enumerate(zip(recorded, recording.steps, strict=False))
        if (problem := describe(step_title(index, was), was, now)) is not None
    ]
    if len(recorded) != len(recording.steps):
        problems.append(f"{len(recorded)} steps recorded, {len(recording.steps)} now")
    if recording.stopped:
        problems.append(recording.stopped)
    if problems:
        shown = problems[:SHOWN_STEPS]
        if len(problems) > SHOWN_STEPS:  # the last says whether the scenario stopped
            shown.append(f"... {len(problems) - SHOWN_STEPS} more, the last:\n{problems[-1]}")
        pytest.fail(f"{len(problems)} differences:\n" + "\n".join(shown))


def test_the_openapi_document_is_unchanged_but_for_its_version(services: Services) -> None:
    """Every path, operation and schema of 0.9.0 is as it was; the contract may be extended
    (a new path, a new operation on a path, or a new schema for one), as the contract says
    it may."""
    document = TestClient(create_app(services)).get("/openapi.json").json()
    recorded = json.loads((RECORDED / "openapi.json").read_text())
    for each in (document, recorded):
        each.get("info", {}).pop("version", None)
    for section in (document["paths"], document["components"]["schemas"]):
        added = [key for key in section if key not in _recorded_keys(recorded)]
        for key in added:
            del section[key]
    for path, operations in document["paths"].items():  # e.g. GET /board-sets (0.18.0)
        for method in [m for m in operations if m not in recorded["paths"][path]]:
            del operations[method]
    problem = describe("GET /openapi.json", recorded, document)
    if problem is not None:
        pytest.fail(problem)


def _recorded_keys(recorded: dict[str, Any]) -> set[str]:
    return {*recorded["paths"], *recorded["components"]["schemas"]}


def test_the_recording_speaks_to_every_endpoint_of_the_openapi_document() -> None:
    """So that no endpoint escapes the comparison: each operation of the document of
    0.9.0 has at least one recorded step."""
    recorded: list[dict[str, Any]] = json.loads((RECORDED / "responses.json").read_text())
    document = json.loads((RECORDED / "openapi.json").read_text())
    asked = {(step["method"], step["path"]) for step in recorded}
    unasked = [
        f"{method.upper()} {template}"
        for template, operations in document["paths"].items()
        for method in operations
        if not any(
            verb == method.upper() and re.fullmatch(re.sub(r"\{[^}]+\}", "[^/]+", template), path)
            for verb, path in asked
        )
    ]
    if unasked:
        pytest.fail(f"no recorded step for {unasked}")
