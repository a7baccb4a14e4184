"""A ruling names a Law of the 2017 code (issue 30, item 22): "The Laws of Duplicate Bridge
2017" are Laws 1 to 93, each divided into lettered sections ("Law 64 - Procedure after
Establishment of a Revoke: A. Automatic Trick Adjustment ... B. No Automatic Trick
Adjustment ... C. Redress of Damage"), numbered subsections ("64B5") and lettered parts
("12C1(c)"). The expectations below are read from the code's headings, not from the table."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.laws2017 import SECTIONS, unknown_law

# Headings of the 2017 code, written out here: a Law and the last letter of its sections.
HEADINGS = {
    12: "C",  # Director's Discretionary Powers: A, B, C (Awarding an Adjusted Score)
    # Wrong Board or Hand: A. Cards from Wrong Board, B. Wrong Board Discovered During
    # Auction or Play Period (the 2007 code's 17D, cards from a wrong board, moved here).
    15: "B",
    16: "D",  # Unauthorized Information: A to D
    # The Auction Period: A. Auction Period Starts, B. The First Call, C. Successive Calls,
    # D. End of Auction Period ("1. The auction period ends when, subsequent to the end of
    # the auction as in Law 22A, either defender faces an opening lead"); the 2007 code's
    # 17E is gone.
    17: "D",
    20: "G",  # Review and Explanation of Calls: A to G
    21: "B",  # Call Based on Misinformation: A, B
    25: "B",  # Legal and Illegal Changes of Call: A, B
    27: "D",  # Insufficient Bid: A to D
    # Bid Out of Rotation: A. RHO's Turn to Call, B. Partner's or LHO's Turn to Call, C.
    # "Later bids at LHO's turn to call are treated as changes of call and Law 25 applies."
    31: "C",
    40: "C",  # Partnership Understandings: A to C
    # Sequence and Procedure of Play: A. Lead to a Trick ... F. Tricks Not Containing
    # Trumps, G. Lead to Subsequent Tricks ("The lead to the next trick is from the hand in
    # which the last trick was won").
    44: "G",
    # Card Played: ... F. Dummy Indicates Card ("After dummy's hand is faced, dummy may not
    # touch or indicate any card (except for purpose of arrangement) without instruction
    # from declarer. [...] At the end of the play the Director shall award an adjusted score
    # if he considers dummy suggested a play to declarer and the defenders were damaged by
    # the play suggested."), G. Turning the Trick.
    45: "G",
    50: "E",  # Disposition of a Penalty Card: A to E
    64: "C",  # Procedure after Establishment of a Revoke: A to C
    68: "D",  # Claim or Concession of Tricks: A to D (Suspension of Play)
    69: "B",  # Agreed Claim or Concession: A, B
    70: "E",  # Contested Claim or Concession: A to E
    # Concession Cancelled: "within the Correction Period established under Law 79C the
    # Director shall cancel a concession: A. if a player conceded a trick his side had, in
    # fact, won; or B. if a player has conceded a trick that could not be lost by any
    # normal play of the remaining cards." (the 2007 code numbered these 1. and 2.)
    71: "B",
    # Observance of Laws: A, B, and C. Awareness of Potential Damage, which the 2017 code
    # cites from the auction's rectifications (Law 31A2(b): "offender's partner must pass
    # when next it is his turn to call. Laws 16C, 26B and 72C may apply").
    72: "C",
}
WITHOUT_SECTIONS = (2, 77)  # Duplicate Boards; The Scoring Table


@pytest.mark.parametrize(
    "citation",
    ["70", "64C", "64B5", "12C1(c)", "12C1c", "12C2", "27B1b", "68D2(b)", "20F4", "21B1",
     "Law 70", "law 12C1(e)", "2", "93C", "71A", "71B", "69B2", "45F", "72C",
     "31C"],
)  # fmt: skip
def test_citations_of_the_2017_code_are_accepted(citation: str) -> None:
    assert unknown_law(citation) is None


@pytest.mark.parametrize(
    ("citation", "why"),
    [
        ("banana", "by its number"),
        ("", "by its number"),
        ("0", "1 to 93"),
        ("94", "1 to 93"),
        ("64D", "sections A to C"),
        ("12F", "sections A to C"),
        ("2A", "no lettered sections"),
        ("64 5", "by its number"),
        ("641", "subsections are under its letters"),
        ("712", "subsections are under its letters"),  # 2007 numbering; 2017 says 71B
        ("12Cc", "numbered subsection"),
        ("12C0", "numbered from 1"),
        ("12C1(cc)", "by its number"),
    ],
)
def test_anything_else_is_refused_with_a_reason(citation: str, why: str) -> None:
    reason = unknown_law(citation)
    assert reason is not None and why.lower() in reason.lower()


@pytest.mark.parametrize(("law", "last"), sorted(HEADINGS.items()))
def test_the_table_has_the_sections_of_the_headings(law: int, last: str) -> None:
    letters = "ABCDEFGHI"[: "ABCDEFGHI".index(last) + 1]
    assert SECTIONS[law] == letters
    for letter in letters:
        assert unknown_law(f"{law}{letter}") is None
    following = chr(ord(last) + 1)
    assert unknown_law(f"{law}{following}") is not None


def test_laws_without_sections_and_the_numbering() -> None:
    assert set(SECTIONS) == set(range(1, 94))
    for law in WITHOUT_SECTIONS:
        assert SECTIONS[law] == "" and unknown_law(str(law)) is None
        assert unknown_law(f"{law}A") is not None


def expected(citation: str) -> bool:
    """Independently: Law number 1-93 (two digits at most, so "772" is Law 77 and a "2"),
    then a letter the Law has, then a number >= 1 (under a letter, or directly under a Law
    without sections, such as Law 77), then a part, each only after the one before."""
    found = re.fullmatch(r"0*(\d{1,2})([A-Z]?)(\d*)((?:\([a-z]\))?)", citation)
    if found is None:
        return False
    law, letter, number, part = found.groups()
    if not 1 <= int(law) <= 93:
        return False
    sections = SECTIONS[int(law)]
    if letter and letter not in sections:
        return False
    if number and ((not letter and sections) or int(number) == 0 or len(number) > 2):
        return False
    return not (part and not number)


@given(
    st.integers(0, 120),
    st.sampled_from(["", *"ABCDEFGHIJZ"]),
    st.sampled_from(["", "0", "1", "2", "9", "12"]),
    st.sampled_from(["", "(a)", "(c)"]),
)
def test_any_citation_is_judged_as_the_code_is_numbered(
    law: int, letter: str, number: str, part: str
) -> None:
    citation = f"{law}{letter}{number}{part}"
    assert (unknown_law(citation) is None) == expected(citation)


def test_a_leading_zero_is_no_digit_of_the_laws_number() -> None:
    # Hypothesis found "012": Law 12 written with a zero in front, not Law 1's "2".
    assert unknown_law("012") is None and unknown_law("012C1(c)") is None
    assert unknown_law("0") is not None and unknown_law("00") is not None
