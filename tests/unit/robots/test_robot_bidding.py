"""A robot's call that places the contract is weighed by double dummy over deals that
agree with the auction (api/robot_bidding.py), with DDS itself, and the reasons record
the deals solved and each candidate's average."""

from __future__ import annotations

import random

from api.double_dummy import many_contract_tricks
from api.robot_bidding import MARGIN, choose_call
from api.robot_mind import LibraryRobotMind, library_book
from domain.actors import ROBOT
from domain.board.calls import MakeCall
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import Seat, full_pack
from domain.rules.deal import Deal, hand_to_pbn, parse_pbn_hand
from domain.rules.hand_evaluation import Hand
from domain.rules.table import Setup, TableState
from library.robot_reading import robot_call, shown_hands
from tests.unit.board.support import SEATS, act, bid, new_board

BOOK = library_book()
ALL_CALLS = ("Pass", "X", "XX", *(f"{n}{s}" for n in range(1, 8) for s in "CDHS"),
             *(f"{n}NT" for n in range(1, 8)))  # fmt: skip


def legal(state: TableState) -> list[str]:
    found = []
    for text in ALL_CALLS:
        try:
            state.auction.check(state.auction.turn, Call.parse(text))
        except Exception:
            continue
        found.append(text)
    return found


def table_after(north: str, south: str, calls: str) -> TableState:
    """North's and South's hands as given, East's and West's the other cards (seeded)."""
    held = set(parse_pbn_hand(north, Seat.N)) | set(parse_pbn_hand(south, Seat.S))
    rest = [card for card in full_pack() if card not in held]
    random.Random(1).shuffle(rest)
    east, west = hand_to_pbn(frozenset(rest[:13])), hand_to_pbn(frozenset(rest[13:]))
    deal = Deal.parse_pbn(f"N:{north} {east} {south} {west}")
    state = TableState.start(Setup(1, Seat.N, Vulnerability.ALL, deal))
    for text in calls.split():
        seat = state.next_seat
        assert seat is not None
        state = state.make_call(seat, Call.parse(text))
    return state


def test_game_with_a_fit_and_the_values_is_bid_and_the_deals_show_why() -> None:
    # 1S-2S: a raise (3+ spades, 6-10 points); North holds 20 HCP and five-four in the
    # majors: game, whatever partner's raise holds
    state = table_after("AKJ65.AKQ5.K3.73", "T872.763.AJ5.J84", "1S Pass 2S Pass")
    shown = shown_hands(BOOK, Seat.N, state.auction.calls)
    choice = choose_call(
        BOOK, state, Seat.N, legal(state), shown,
        samples=16, seed=3, solve=many_contract_tricks, budget=None,
    )  # fmt: skip
    assert choice.chosen.call == "4S"
    reasons = choice.reasons(Seat.N)
    assert reasons["samples"] == 16
    weighed = {c["call"]: c for c in reasons["candidates"]}  # type: ignore[attr-defined]
    assert set(weighed) == {"4S", "Pass", "3S"}
    assert weighed["Pass"]["contract"] == "2S by N"
    # stopping short loses on average: the part scores lose IMPs against game
    assert weighed["Pass"]["imps"] < 0 and weighed["3S"]["imps"] < 0
    assert "double dummy over 16 deals" in str(reasons["basis"])


def test_the_same_seed_gives_the_same_reasons() -> None:
    state = table_after("KQJ5.AKJ4.93.K73", "T876.T63.AJ5.AQ4", "1C Pass 1S Pass 2S Pass")
    shown = shown_hands(BOOK, Seat.N, state.auction.calls)
    chosen = [
        choose_call(
            BOOK, state, Seat.S, legal(state), shown,
            samples=8, seed=11, solve=many_contract_tricks, budget=None,
        ).reasons(Seat.S)
        for _ in range(2)
    ]  # fmt: skip
    assert chosen[0] == chosen[1] and chosen[0]["samples"] == 8


def test_a_call_that_places_nothing_is_the_systems_with_no_deals() -> None:
    state = table_after("AKJ65.AKQ5.K3.73", "T872.763.AJ5.J84", "")
    shown = shown_hands(BOOK, Seat.N, state.auction.calls)
    choice = choose_call(
        BOOK, state, Seat.N, legal(state), shown,
        samples=16, seed=3, solve=many_contract_tricks, budget=None,
    )  # fmt: skip
    system = robot_call(BOOK, Seat.N, (), Hand.of(state.hand(Seat.N)), "All", legal(state))
    assert choice.chosen == system and choice.reasons(Seat.N)["samples"] == 0
    assert choice.reasons(Seat.N)["candidates"] == []


def test_a_robot_at_a_board_records_the_deals_and_candidates_of_a_placing_call() -> None:
    # the board's deal (tests/unit/board/support.py); South is the robot and has bid
    # 1S; North raised: South's call places the contract
    board = new_board(seats={**SEATS, "S": "robot"})
    bid(board, "1C P")
    act(board, ROBOT, MakeCall, seat="S", call="1S")
    bid(board, "P 2S P")
    move = LibraryRobotMind(call_samples=8).decide(board, None, seed=5)
    assert move is not None and isinstance(move.command, MakeCall)
    reasons = move.reasons
    assert reasons["samples"] == 8
    weighed = reasons["candidates"]
    assert weighed[0]["imps"] == 0.0  # the system's call first, against itself
    assert {"Pass", "4S"} <= {c["call"] for c in weighed}
    chosen = next(c for c in weighed if c["call"] == move.command.call)
    assert chosen is weighed[0] or chosen["imps"] >= MARGIN
