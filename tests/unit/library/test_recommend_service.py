"""The service every adapter calls, and the `bridge-ledger recommend` command."""

from __future__ import annotations

import json

import pytest

from api.cli import main
from domain.rules.errors import RuleViolation
from library import load_library
from library.recommend_service import SystemBooks, recommend_request

BOOKS = SystemBooks(load_library)


def test_books_are_composed_once() -> None:
    first = BOOKS.book("sayc", ["stayman_1nt"])
    assert BOOKS.book("sayc", ["stayman_1nt"]) is first
    assert BOOKS.book("sayc") is not first


@pytest.mark.parametrize(
    ("base", "conventions", "message"),
    [
        ("nonesuch", [], "There is no base system 'nonesuch' in the library."),
        ("stayman_1nt", [], "There is no base system 'stayman_1nt' in the library."),
        ("sayc", ["nonesuch"], "There is no convention 'nonesuch' in the library."),
        ("sayc", ["gerber", "gerber"], "A convention is listed twice; name each one once."),
        (
            "sayc",
            ["dont", "cappelletti"],
            "Cappelletti ('cappelletti') conflicts with DONT ('dont'): a system plays one or the "
            "other.",
        ),
    ],
)
def test_bad_systems(base: str, conventions: list[str], message: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        BOOKS.book(base, conventions)
    assert caught.value.message == message


def test_a_request_from_the_dealer_or_as_a_sequence() -> None:
    book = BOOKS.book("sayc", ["jacoby_transfers_1nt"])
    by_calls = recommend_request(
        book, hand="Q9852.K43.J92.T4", auction=["1NT", "Pass"], dealer="E", vulnerability="EW"
    )
    assert (by_calls.call, by_calls.place.seat.value, by_calls.vulnerability) == ("2H", "W", "EW")
    by_sequence = recommend_request(book, hand="Q9852.K43.J92.T4", sequence="1n-(p)", seat="E")
    assert (by_sequence.call, by_sequence.place.seat.value) == ("2H", "E")
    assert by_sequence.place.dealer.value == "W"


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"auction": ["1NT"], "sequence": "1n-(p)"}, "Give the auction or a sequence, not both."),
        ({"sequence": "1n-(p)", "dealer": "N"},
         "A sequence starts with its own first call; leave out the dealer."),
        ({"auction": ["1NT", "Pass"], "seat": "N"}, "It is S's turn to call, not N's."),
        ({"auction": [], "vulnerability": "Red"},
         "'Red' is not a vulnerability; use None, NS, EW or All (or Love, -, Both)."),
        ({"auction": [], "seat": "X"}, "'X' is not a seat; use N, E, S or W."),
    ],
)  # fmt: skip
def test_bad_requests(request_: dict[str, object], message: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        recommend_request(BOOKS.book("sayc"), hand="Q9852.K43.J92.T4", **request_)  # type: ignore[arg-type]
    assert caught.value.message == message


def test_the_command_prints_the_call_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["recommend", "--base", "sayc", "--convention", "jacoby_transfers_1nt",
                 "--hand", "Q9852.K43.J92.T4", "--auction", "1NT Pass"])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    assert "Call: 2H (system)" in out
    assert "Rule: 1n-(p)-2h = Jacoby transfer" in out
    assert "ok  spades 5+ (hand: 5)" in out


def test_the_command_with_defaults_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["recommend", "--base", "2_1_game_force", "--defaults", "--hand",
                 "K972.2.AQ72.K972", "--sequence", "1s-(p)", "--json"])  # fmt: skip
    answer = json.loads(capsys.readouterr().out)
    assert code == 0
    assert answer["call"] == "4H"
    assert answer["rule"]["module_id"] == "splinters"


def test_the_command_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["recommend", "--base", "sayc", "--hand", "AKQ52.43.J92.AT", "--auction", ""])
    assert code == 2
    assert capsys.readouterr().err == "bridge-ledger: A hand has 13 cards, not 12.\n"


def test_the_command_takes_several_conventions(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["recommend", "--base", "sayc", "--convention", "stayman_1nt",
                 "jacoby_transfers_1nt", "--convention", "gerber", "--hand",
                 "KQ7.A92.KJ72.Q72", "--auction", "1NT Pass 4C Pass", "--json"])  # fmt: skip
    answer = json.loads(capsys.readouterr().out)
    assert code == 0
    assert (answer["call"], answer["rule"]["module_id"]) == ("4H", "gerber")
