"""Responder's reading of opener's answer to his negative double, and opener's jump in his
own six-card suit (issue 34: the robots bid game on values opener had denied).

The teachers rank opener's answer by strength: "Otherwise, opener bids naturally (pretty
much as if he is rebidding after any other response). With extras, he jumps" and "A
'free bid' without jumping doesn't show extras ... However, if opener's 'free-bid' is on
the 3-level, extras are needed" (Larry Cohen, "After partner's negative double"); "With
12-15 hcps make a single raise in the indicated suit, with 16-17 hcps make a jump raise
and with 18-19 bid game" (Tommy's bridge blog, "Making negative doubles positive, part
2"). So the cheapest answer at the one or two level, and a pass over the fourth hand's
bid, show 12-15; responder counts that, not the opening's whole 12-21.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.model import IntRange
from library.principles_negative_reading import MINIMUM_OPENING, after_my_negative_double
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = ["openings", "sayc"]


def _book(name: str) -> RuleBook:
    return OPENINGS if name == "openings" else _system("sayc")


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # 1D-(1S)-X-(2S)-Pass-(Pass): opener "with extras" would have acted over the
        # raise; 11 HCP opposite his 12-15 is no game, so no forcing cuebid of 3S
        ("964.A65.Q84.AJ83", ["1D", "1S", "X", "2S", "Pass", "Pass"]),
        # 1D-(2H)-X-(2S)-Pass-(Pass): the same with 11 HCP and their two suits
        ("KQT.T96.JT6.KQJ7", ["1D", "2H", "X", "2S", "Pass", "Pass"]),
    ],
)
def test_opener_who_passes_over_the_fourth_hand_holds_a_minimum(
    book: str, hand: str, calls: list[str]
) -> None:
    place = place_from_calls(Seat.N, calls)
    table = Table(_book(book), place, parse_hand(hand))
    assert table.partner_called == IntRange(12, 15)
    assert recommend(_book(book), place, parse_hand(hand)).call == "Pass"


@pytest.mark.parametrize("book", BOOKS)
def test_the_cheapest_answer_is_a_minimum_and_a_jump_is_not(book: str) -> None:
    hand = parse_hand("QJ42.KQ72.AJT.75")
    cheapest = Table(_book(book), place_from_calls(Seat.N, ["1D", "1S", "X", "Pass",
                                                            "2D", "Pass"]), hand)  # fmt: skip
    jump = Table(_book(book), place_from_calls(Seat.N, ["1D", "1S", "X", "Pass",
                                                        "3D", "Pass"]), hand)  # fmt: skip
    assert cheapest.partner_called == IntRange(12, 15)
    assert jump.partner_called.high is None or jump.partner_called.high > 15


def test_a_forced_three_level_answer_and_a_written_range_are_not_read_here() -> None:
    sayc = _system("sayc")
    # 1C-(2H)-X-(P)-3C: the jump that would show extras is past 3NT, so the cheapest
    # bid may hide them
    three = place_from_calls(Seat.N, ["1C", "2H", "X", "Pass", "3C", "Pass"])
    assert after_my_negative_double(sayc, three) is None
    # 1C-(1H)-X-(P)-1NT: the system's own rule states 12-14, and it reads the call
    written = place_from_calls(Seat.N, ["1C", "1H", "X", "Pass", "1NT", "Pass"])
    assert after_my_negative_double(sayc, written) is None


@pytest.mark.parametrize("book", BOOKS)
def test_opener_jumps_in_his_six_card_suit_with_extras(book: str) -> None:
    # Cohen: "With extras, he jumps" (his Example B: "this jump is invitational,
    # similar to 1D-1H-3H"), in the system's range for 1m-1M-3m (SAYC: "16-18 HCP")
    advice = recommend(_book(book), place_from_calls(Seat.N, ["1D", "1S", "X", "Pass"]),
                       parse_hand("A7.KJ7.KQJT85.Q5"))  # fmt: skip
    assert (advice.call, advice.basis) == ("3D", "principles")
    assert "six-card suit" in advice.reason
    # a minimum rebids the suit at the cheapest level: 14 HCP and six clubs (this
    # module's older test, test_principles.py)
    minimum = recommend(_book(book), place_from_calls(Seat.N, ["1C", "1S", "X", "Pass"]),
                        parse_hand("72.A92.K2.AQJ872"))  # fmt: skip
    assert minimum.call == "2C"


_SUITS = ("C", "D", "H", "S")


def _cheapest_level_by_rank(strain: str, last: str) -> int:
    """Independent: the order of strains C < D < H < S < NT within a level."""
    order = (*_SUITS, "NT")
    level, named = int(last[0]), last[1:]
    return level if order.index(strain) > order.index(named) else level + 1


@settings(max_examples=150, deadline=None)
@given(
    opening=st.sampled_from(["1C", "1D", "1H", "1S"]),
    overcall=st.sampled_from(["1D", "1H", "1S", "2C", "2D", "2H", "2S"]),
    fourth_raise=st.booleans(),
    answer_strain=st.sampled_from([*_SUITS, "NT", "Pass"]),
    jump=st.booleans(),
)
def test_the_reading_matches_an_independent_count_of_the_cheapest_level(
    opening: str, overcall: str, fourth_raise: bool, answer_strain: str, jump: bool
) -> None:
    if not Call.parse(overcall).outranks(Call.parse(opening)):
        return
    fourth = "Pass"
    if fourth_raise:
        over = Call.parse(overcall)
        fourth = f"{over.level + 1}{overcall[1:]}"
    last = fourth if fourth != "Pass" else overcall
    calls = [opening, overcall, "X", fourth]
    expected: IntRange | None
    if answer_strain == "Pass":
        if not fourth_raise:
            return  # opener's pass of the double ends the auction: nothing to read
        calls.append("Pass")
        expected = MINIMUM_OPENING
    else:
        level = _cheapest_level_by_rank(answer_strain, last) + int(jump)
        if level > 7:
            return
        calls.append(f"{level}{answer_strain}")
        cuebid = answer_strain == overcall[1:]
        cheapest = not jump and level <= 2
        # a new minor is opener's second suit, bid cheaply up to 18 HCP
        limited = answer_strain in (opening[1:], "NT", "H", "S")
        expected = MINIMUM_OPENING if cheapest and limited and not cuebid else None
    calls.append("Pass")
    found = after_my_negative_double(OPENINGS, place_from_calls(Seat.N, calls))
    assert found == expected
