"""A robot bids the library's SAYC as the system's own text describes it (api/robot_mind.py
`library_book`): with the conventions SAYC's notes include, the ones the recommendation
answers SAYC questions with (library/recommend_book.py DEFAULT_CONVENTIONS). The ACBL
SAYC System Booklet, "Responses to 1NT": "2C is Stayman", "2D and 2H are Jacoby
transfers"; "Negative doubles through 2S".
"""

from __future__ import annotations

import pytest

from api.robot_mind import library_book
from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.robot_reading import robot_call

LEGAL_AFTER_1NT = ("Pass", "X", "2C", "2D", "2H", "2S", "2NT", "3C", "3D", "3H", "3S", "3NT")


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJT9.Q732.KT85.7", "2C"),  # two four-card majors, invitational: Stayman
        ("Q9852.K43.J92.T4", "2H"),  # five spades: transfer, whatever the strength
        ("65.KJT76.AT5.Q93", "2D"),  # five hearts: transfer to hearts
    ],
)
def test_a_robot_answers_1nt_with_stayman_and_transfers(hand: str, call: str) -> None:
    calls = [Call.parse("1NT"), Call.parse("Pass")]
    chosen = robot_call(library_book(), Seat.N, calls, parse_hand(hand), "None", LEGAL_AFTER_1NT)
    assert chosen.call == call
    assert chosen.alert  # artificial: the robot alerts it, from the system's meaning


def test_a_robot_makes_a_negative_double() -> None:
    calls = [Call.parse("1C"), Call.parse("1S")]
    legal = ("Pass", "X", "1NT", "2C", "2D", "2H", "2S")
    chosen = robot_call(library_book(), Seat.N, calls, parse_hand("84.KJ62.Q973.J62"), "None",
                        legal)  # fmt: skip
    assert chosen.call == "X"
    assert "negative" in chosen.basis.lower()
