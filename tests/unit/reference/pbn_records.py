"""A small reader of PBN game records (auction, play, result), for tests only."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

# Copied from the PBN reference records (endplay's MIT-licensed test data): a clone of
# this repository must be able to run its tests with nothing beside it.
REFERENCE = Path(__file__).resolve().parents[2] / "fixtures" / "pbn"


@dataclass
class GameRecord:
    path: Path
    line: int
    tags: dict[str, str] = field(default_factory=dict)
    sections: dict[str, list[str]] = field(default_factory=dict)

    def tokens(self, section: str) -> list[str]:
        text = " ".join(self.sections.get(section, []))
        text = re.sub(r"\{[^}]*\}", " ", text)  # comments
        text = re.sub(r"=\d+=|\$\d+|[!?]+", " ", text)  # note references and suffixes
        return text.split()


def read_records(path: Path) -> list[GameRecord]:
    records: list[GameRecord] = []
    current: GameRecord | None = None
    section: str | None = None
    for number, raw in enumerate(
        path.read_text(encoding="utf-8", errors="replace").splitlines(), 1
    ):
        line = raw.strip()
        if line.startswith("%") or line.startswith(";"):
            continue
        if not line:
            current, section = None, None
            continue
        tag = re.match(r'^\[(\w+)\s+"(.*)"\]$', line)
        if tag:
            if current is None:
                current = GameRecord(path, number)
                records.append(current)
            current.tags[tag.group(1)] = tag.group(2)
            section = tag.group(1)
            continue
        if current is not None and section is not None:
            current.sections.setdefault(section, []).append(line)
    return records
