"""What a hand-record file may hold, so that a hostile file costs the server a bounded
amount of memory and time (docs/contract.md "Interchange: hard edges"), and the checks a
value of a record passes before it is kept: a record is refused, with its line, wherever
the JSON API would refuse the same value.

The bounds are far above any real record: an auction has at most 319 calls, a play 52
cards, a line of a PBN file a tag or a trick.
"""

from __future__ import annotations

import re

from domain.board.new_board import MAX_PLAYER_NAME
from domain.limits import MAX_CALL_EXPLANATION
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from interchange.records import RecordError

MAX_LINE = 10_000  # characters of one line (PBN) or one value (LIN)
MAX_RECORD_TEXT = 1_000_000  # characters of one record's sections (PBN) or values (LIN)
MAX_TAGS = 500  # tags and notes of one PBN game, values of one LIN board: see MAX_LIN_VALUES
MAX_LIN_VALUES = 2_000  # `tag|value|` pairs of one LIN board
MAX_CALLS = 400
MAX_CARDS = 52
MAX_RECORDS = 5_000  # records of one import: its boards are held until its one transaction
MAX_LISTED_REFUSALS = 100  # refusals an answer lists; it counts them all
__all__ = ["MAX_CALL_EXPLANATION", "MAX_PLAYER_NAME"]  # the JSON API's, for the readers

# What no text of the JSON API may hold: control characters (a tab aside) and halves of
# surrogate pairs, nor direction controls (domain/limits.py). A NUL could not even be stored
# in PostgreSQL.
_UNSTORABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
_DIGITS = re.compile(r"[0-9]+", re.ASCII)


def checked_text(value: str, line: int, what: str, longest: int) -> str:
    """`value` as it will be kept, or RecordError naming `what` and the line."""
    if _UNSTORABLE.search(value):
        raise RecordError(line, f"{what} holds a control character.")
    if len(value) > longest:
        raise RecordError(line, f"{what} is longer than {longest} characters.")
    return value


def board_number(digits: str, line: int, shown: str) -> int:
    """The board number `digits` writes, 1 to MAX_BOARD_NUMBER; else RecordError naming
    it as `shown` (a short prefix of what the file says)."""
    significant = digits.lstrip("0")
    if not _DIGITS.fullmatch(digits) or not 1 <= len(significant) <= len(str(MAX_BOARD_NUMBER)):
        raise RecordError(line, f"{shown} is not a board number from 1 to {MAX_BOARD_NUMBER}.")
    number = int(significant)
    if number > MAX_BOARD_NUMBER:
        raise RecordError(line, f"{shown} is not a board number from 1 to {MAX_BOARD_NUMBER}.")
    return number


def short(text: str, longest: int = 12) -> str:
    """A short prefix of what a file says, for a sentence: control characters escaped."""
    text = text if len(text) <= longest else text[: longest - 1] + "…"
    return _UNSTORABLE.sub(lambda found: f"\\x{ord(found.group()):02x}", text)


def quoted(text: str, longest: int = 12) -> str:
    return f"'{short(text, longest)}'"
