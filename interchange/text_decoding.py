"""Text decoding: the bytes of an imported file as text, whatever encoding it was saved in
(docs/design.md 10)."""

from __future__ import annotations

import codecs

from domain.rules.errors import RuleViolation

# UTF-32's marks first: UTF-32-LE's begins with UTF-16-LE's.
_BYTE_ORDER_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


_UNMARKED = ("utf-16-le", "utf-16-be")


def _utf16_without_mark(data: bytes) -> str | None:
    """UTF-16 saved without its byte order mark, told by its zero bytes: a hand record is
    mostly ASCII, each character of which is a zero byte beside its code, after it in
    little-endian order, before it in big-endian. UTF-8 and Latin-1 text holds no zero
    byte at all."""
    if b"\x00" not in data[:4096]:
        return None
    sample = data[:4096]
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 2
    if odd > half // 2 and even * 4 < odd:
        return "utf-16-le"
    if even > half // 2 and odd * 4 < even:
        return "utf-16-be"
    return None


def decode(data: bytes) -> str:
    """UTF-8, or Latin-1 where the file is not valid UTF-8, or UTF-16 or UTF-32 when the
    file starts with their byte order mark (as Windows editors save "Unicode" text), or
    UTF-16 without it, told by its zero bytes (read as Latin-1, its every other character
    would be a NUL, and the file would hold no record); CRLF read as LF."""
    encoding = next((name for mark, name in _BYTE_ORDER_MARKS if data.startswith(mark)), None)
    if encoding is None:
        encoding = _utf16_without_mark(data)
    try:
        text = data.decode(encoding or "utf-8-sig")
    except UnicodeDecodeError:
        if encoding in _UNMARKED:
            raise RuleViolation(
                "The file looks like UTF-16 without a byte order mark (every other byte is "
                "zero) but is not UTF-16 text: save it as UTF-8."
            ) from None
        if encoding is not None:
            raise RuleViolation(
                f"The file starts with the byte order mark of {encoding.upper()} but is not "
                f"{encoding.upper()} text: save it as UTF-8."
            ) from None
        text = data.decode("latin-1")
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
