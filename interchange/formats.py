"""The formats hand records come in and go out in, by name (docs/contract.md
"Interchange")."""

from __future__ import annotations

from collections.abc import Iterator
from enum import StrEnum

from domain.rules.errors import RuleViolation
from interchange.limits import MAX_RECORDS
from interchange.lin_reader import read_lin
from interchange.pbn_reader import decode, read_pbn
from interchange.records import GameRecord, RecordError


class RecordFormat(StrEnum):
    PBN = "pbn"
    LIN = "lin"

    @classmethod
    def of_file(cls, name: str) -> RecordFormat:
        """LIN for a `.lin` file, PBN otherwise."""
        return cls.LIN if name.lower().endswith(".lin") else cls.PBN


def no_record(format: RecordFormat, assumed: str | None) -> str:
    """The sentence for a file in which the reader found no record; `assumed` tells why it
    was read in that format and how to choose another (None: the user chose it)."""
    told = f"The file holds no {format.name} hand record"
    return f"{told}; it was read as {format.name} {assumed}." if assumed else f"{told}."


def read_records(data: bytes, format: RecordFormat) -> Iterator[GameRecord | RecordError]:
    """The file's records in order, each a record or the error that refused it; the text
    is UTF-8, or Latin-1 where it is not valid UTF-8."""
    text = decode(data)
    return _at_most(read_lin(text) if format is RecordFormat.LIN else read_pbn(text))


def _at_most(records: Iterator[GameRecord | RecordError]) -> Iterator[GameRecord | RecordError]:
    """The records, refusing the whole file (before anything of it is saved) once it holds
    more than an import may: each board is kept until the import's one transaction."""
    for count, record in enumerate(records, start=1):
        if count > MAX_RECORDS:
            raise RuleViolation(
                f"The file holds more than {MAX_RECORDS:,} records: import it in parts."
            )
        yield record
