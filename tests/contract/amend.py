"""Amends the recording of 0.9.0 for a deliberate change of the contract, step by step:
`python -m tests.contract.amend STEP [STEP ...] --because "the Law or issue"` runs the
scenario on a fresh SQLite store with the code as it is and replaces the named steps'
recorded answers (and only those) by today's; it refuses when any other step differs,
so a change cannot slip in unnamed. The reason goes into the commit, not the file."""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from api.services import open_services
from api.settings import Settings
from tests.contract.compare import describe
from tests.contract.scenario import run_scenario

RECORDED = Path(__file__).resolve().parents[1] / "fixtures" / "contract-0.9.0" / "responses.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("steps", type=int, nargs="+")
    parser.add_argument("--because", required=True)
    args = parser.parse_args()
    recorded = json.loads(RECORDED.read_text())
    with tempfile.TemporaryDirectory() as data:
        services = open_services(Settings(Path(data), f"sqlite:///{data}/store.sqlite"))
        try:
            steps = run_scenario(services).steps
        finally:
            services.close()
    if len(steps) != len(recorded):
        raise SystemExit(f"{len(recorded)} steps recorded, {len(steps)} now: not amended.")
    named = set(args.steps)
    differing = {
        index for index, (was, now) in enumerate(zip(recorded, steps, strict=True))
        if describe(str(index), was, now) is not None
    }  # fmt: skip
    if differing - named:
        raise SystemExit(f"steps {sorted(differing - named)} differ too: name them or fix them.")
    for index in sorted(named):
        recorded[index] = steps[index]
    RECORDED.write_text(json.dumps(recorded, indent=1, ensure_ascii=False) + "\n")
    print(f"amended steps {sorted(named)} ({args.because}); {sorted(named - differing)} were equal")


if __name__ == "__main__":
    main()
