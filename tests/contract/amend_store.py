"""Amends what the 0.9.0 store fixture is expected to show, for a deliberate change of the
contract: `python -m tests.contract.amend_store "SECTION KEY" ... --because "..."` opens a
copy of the store with the code as it is and replaces the named views (and only those)
of tests/fixtures/store-0.9.0/views.json by today's; it refuses when any other view
differs. The store itself, its events, is never rewritten."""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from pathlib import Path

from api.services import open_services
from api.settings import Settings
from tests.contract import store_views
from tests.contract.compare import describe

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "store-0.9.0"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("views", nargs="+", help='"SECTION KEY", e.g. "sessions <uuid>"')
    parser.add_argument("--because", required=True)
    args = parser.parse_args()
    recorded = json.loads((FIXTURE / "views.json").read_text())
    token = (FIXTURE / "admin.token").read_text().strip()
    with tempfile.TemporaryDirectory() as data:
        store = Path(data) / "store.sqlite"
        shutil.copyfile(FIXTURE / "bridge_ledger.sqlite", store)
        services = open_services(Settings(Path(data), f"sqlite:///{store}"))
        try:
            now = store_views.views(services, token, store_views.aggregates(services))
        finally:
            services.close()
    differing = {
        f"{section} {key}"
        for section, items in recorded.items()
        if isinstance(items, dict) and "status" not in items
        for key, was in items.items()
        if describe("", was, now.get(section, {}).get(key)) is not None
    }
    named = set(args.views)
    if differing - named:
        raise SystemExit(f"views {sorted(differing - named)} differ too: name them or fix them.")
    for name in sorted(named):
        section, key = name.split(" ", 1)
        recorded[section][key] = now[section][key]
    (FIXTURE / "views.json").write_text(json.dumps(recorded, indent=1, ensure_ascii=False) + "\n")
    print(f"amended {sorted(named)} ({args.because}); {sorted(named - differing)} were equal")


if __name__ == "__main__":
    main()
