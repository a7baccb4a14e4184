"""A kept name or text shows something (domain/limits.py): one of a zero-width space, a
Hangul filler or a blank Braille pattern alone is accepted by a check of control
characters and shows as nothing in every list, page and export (hostile client, fourth
round). White space alone is left to each caller, which reads it as it reads an empty
text."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.bidding.rules import check_definition, check_meaning, check_name
from domain.limits import check_one_line, check_text, has_visible_character
from domain.rules.errors import RuleViolation

INVISIBLE = [
    "\u200b",  # ZERO WIDTH SPACE
    "\u200b\u200c\u200d",  # and the joiners
    "\u2060",  # WORD JOINER
    "\ufeff",  # ZERO WIDTH NO-BREAK SPACE
    "\u00ad",  # SOFT HYPHEN
    "\u3164",  # HANGUL FILLER, a "letter"
    "\uffa0",  # HALFWIDTH HANGUL FILLER
    "\u2800",  # BRAILLE PATTERN BLANK, a "symbol"
    "\u0301\u0308",  # combining marks with nothing to sit on
    " \u200b ",
    "\u180e",  # MONGOLIAN VOWEL SEPARATOR
]


@pytest.mark.parametrize("text", INVISIBLE)
def test_a_text_that_shows_nothing_is_refused(text: str) -> None:
    for check in (
        lambda: check_one_line(text, "name", 80),
        lambda: check_text(text, "explanation", 500),
        lambda: check_name(text),
        lambda: check_meaning(text, ""),
        lambda: check_definition("term", text),
    ):
        with pytest.raises(RuleViolation, match="no visible character"):
            check()


@pytest.mark.parametrize("text", ["Ann", "é", "e\u0301", "♠", "Ann\u200bSmith", "1NT", "東"])
def test_a_text_that_shows_is_kept(text: str) -> None:
    assert check_one_line(text, "name", 80) == text
    assert check_name(text) == text


def test_white_space_alone_is_the_callers_to_read() -> None:
    assert check_text("   ", "explanation", 500) == "   "
    with pytest.raises(RuleViolation, match="1 to"):
        check_name("   ")


def shows(char: str) -> bool:
    """Independent reference: a letter, a number, punctuation or a symbol (Unicode's L, N,
    P and S), other than the blank glyphs listed by name."""
    blank = {"HANGUL FILLER", "HANGUL CHOSEONG FILLER", "HANGUL JUNGSEONG FILLER",
             "HALFWIDTH HANGUL FILLER", "BRAILLE PATTERN BLANK",
             "KHMER VOWEL INHERENT AQ", "KHMER VOWEL INHERENT AA"}  # fmt: skip
    return unicodedata.category(char)[0] in "LNPS" and unicodedata.name(char, "") not in blank


@given(st.text(max_size=6))
def test_visible_is_a_letter_number_punctuation_or_symbol(text: str) -> None:
    assert has_visible_character(text) == any(shows(char) for char in text)
