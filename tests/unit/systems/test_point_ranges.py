"""A rule's range of points reads low to high (domain/bidding/rules.py). "40-0 HCP" was
kept and read as 0-40 (the meaning reader takes a count's two ends in either order): a
range nobody wrote. It is refused now with a sentence; a shape such as "5-4", high to low
by custom, is no range of points and stays."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.bidding.rules import check_meaning
from domain.rules.errors import RuleViolation

UNITS = ["HCP", "hcp", "high card points", "points", "pts", "total points", "support points"]
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen", "twenty"]  # fmt: skip


def written(number: int, in_words: bool) -> str:
    return WORDS[number] if in_words and number < len(WORDS) else str(number)


@given(
    first=st.integers(0, 40),
    second=st.integers(0, 40),
    unit=st.sampled_from(UNITS),
    joiner=st.sampled_from(["-", " - ", " to ", "\u2013"]),
    in_words=st.booleans(),
    before=st.sampled_from(["", "natural, ", "balanced "]),
)
def test_a_backwards_range_of_points_is_refused(
    first: int, second: int, unit: str, joiner: str, in_words: bool, before: str
) -> None:
    meaning = f"{before}{written(first, in_words)}{joiner}{written(second, in_words)} {unit}"
    if first > second:  # the reference: the text's own order
        with pytest.raises(RuleViolation, match=f"{first}-{second} is backwards"):
            check_meaning(meaning, "")
    else:
        assert check_meaning(meaning, "")[0] == meaning


@pytest.mark.parametrize(
    "meaning",
    ["5-4 in the majors, 10-12 points", "6-5 shape", "2-1 game force", "4-3 fit, 8 points",
     "22+ HCP", "15-17 HCP, 5-3-3-2 allowed"],
)  # fmt: skip
def test_shapes_and_single_counts_stay(meaning: str) -> None:
    assert check_meaning(meaning, "")[0] == meaning


def test_the_sentence_names_the_range_and_its_repair() -> None:
    with pytest.raises(RuleViolation) as refused:
        check_meaning("40-0 HCP", "")
    assert str(refused.value) == (
        "A range of points reads low to high: 40-0 is backwards; write 0-40 if that is what "
        "it means."
    )
