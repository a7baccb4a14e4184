"""The formats hand records come in and go out in, by name (docs/contract.md
"Interchange")."""

from __future__ import annotations

from collections.abc import Iterator
from enum import StrEnum

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


def read_records(data: bytes, format: RecordFormat) -> Iterator[GameRecord | RecordError]:
    """The file's records in order, each a record or the error that refused it; the text
    is UTF-8, or Latin-1 where it is not valid UTF-8."""
    text = decode(data)
    return read_lin(text) if format is RecordFormat.LIN else read_pbn(text)
