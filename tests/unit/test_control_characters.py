"""A kept text holds no control character (domain/limits.py): what the service keeps is
written again into PBN, LIN and XML, whose readers refuse one. Checked against Unicode's
own category Cc, a tab and the line ends aside in free text, and Unicode's direction
controls, which make a kept text show other text than was typed."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.limits import check_one_line, check_text, has_control_character
from domain.rules.errors import RuleViolation


def control_characters(text: str, allowed: str) -> bool:
    return any(
        (unicodedata.category(char) == "Cc" and char not in allowed)
        or unicodedata.bidirectional(char) in ("LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI",
                                               "FSI", "PDI")
        for char in text
    )  # fmt: skip


LOW_AND_FORMATTING = st.one_of(
    st.characters(max_codepoint=0x2FF, exclude_characters="\x00"),
    st.characters(min_codepoint=0x2000, max_codepoint=0x206F),  # Unicode's punctuation block
)


@given(st.text(alphabet=LOW_AND_FORMATTING))
def test_the_check_is_unicodes_category_cc(text: str) -> None:
    assert has_control_character(text) == control_characters(text, "")
    assert has_control_character(text, lines=True) == control_characters(text, "\t\n\r")


@pytest.mark.parametrize("text", ["bell\x07", "esc\x1b[31m", "del\x7f", "nel\x85", "\x9f"])
def test_a_control_character_is_refused_in_free_text_and_in_a_name(text: str) -> None:
    with pytest.raises(RuleViolation, match="control character"):
        check_text(text, "explanation", 500)
    with pytest.raises(RuleViolation, match="control character"):
        check_one_line(text, "name", 80)


def test_free_text_keeps_its_tabs_and_lines_a_name_does_not() -> None:
    assert check_text("one,\n\ttwo\r\n", "statement", 2000) == "one,\n\ttwo\r\n"
    assert check_text("é ♠ \u200f", "statement", 2000) == "é ♠ \u200f"  # a mark, no control
    with pytest.raises(RuleViolation, match="control character"):
        check_one_line("Club\nnight", "name", 80)


@pytest.mark.parametrize("text", ["\u202eSmith", "Ann\u2066 & Bo", "1NT\u202b", "x\u2069"])
def test_a_direction_control_is_refused_in_free_text_and_in_a_name(text: str) -> None:
    """A pair named "\u202eSmith" shows as "htimS": the kept text reads as other text
    than was typed, in the web app and the published results."""
    with pytest.raises(RuleViolation, match="control character"):
        check_text(text, "explanation", 500)
    with pytest.raises(RuleViolation, match="control character"):
        check_one_line(text, "name", 80)
