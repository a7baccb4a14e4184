"""A kept text holds no control character (domain/limits.py): what the service keeps is
written again into PBN, LIN and XML, whose readers refuse one. Checked against Unicode's
own category Cc, a tab and the line ends aside in free text."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.limits import check_one_line, check_text, has_control_character
from domain.rules.errors import RuleViolation


def control_characters(text: str, allowed: str) -> bool:
    return any(unicodedata.category(char) == "Cc" and char not in allowed for char in text)


@given(st.text(alphabet=st.characters(max_codepoint=0x2FF, exclude_characters="\x00")))
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
    assert check_text("é ♠ \u202e", "statement", 2000) == "é ♠ \u202e"  # not Cc
    with pytest.raises(RuleViolation, match="control character"):
        check_one_line("Club\nnight", "name", 80)
