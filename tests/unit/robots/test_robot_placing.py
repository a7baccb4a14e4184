"""Where a robot's call places the contract, and each placement's score over given
double-dummy tables (library/robot_placing.py).

Scoring is Law 77's table; the IMPs are Law 78B's WBF scale. The independent readings
below are written from the table, not from domain/rules/scoring.py."""

from __future__ import annotations

import math
import statistics

from hypothesis import given
from hypothesis import strategies as st

from api.robot_mind import library_book
from domain.rules.auction import Auction, auction_from
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, Contract, Strain
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.deal import parse_pbn_hand
from domain.rules.hand_evaluation import Hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.robot_placing import (
    Placement,
    average_imps,
    final_contract,
    placements,
    side_score,
    standard_error,
    tricks_wanted,
)

BOOK = library_book()
ALL_CALLS = (
    "Pass",
    "X",
    "XX",
    *(f"{n}{s}" for n in range(1, 8) for s in ("C", "D", "H", "S", "NT")),
)


def legal(auction: Auction) -> list[str]:
    found = []
    for text in ALL_CALLS:
        try:
            auction.check(auction.turn, Call.parse(text))
        except Exception:
            continue
        found.append(text)
    return found


def candidates_at(calls: str, hand: str, dealer: Seat = Seat.N) -> tuple[Placement, ...]:
    said = [Call.parse(text) for text in calls.split()]
    auction = auction_from(dealer, said)
    seat = auction.turn
    held = Hand.of(frozenset(parse_pbn_hand(hand, seat)))
    advice = recommend(BOOK, place_from_calls(dealer, [str(c) for c in said]), held, "None")
    return placements(BOOK, advice, auction, seat, held, legal(auction))


# ---- the contract a call leads to -------------------------------------------------------


def test_a_pass_leaves_the_last_bid_as_the_contract_and_a_bid_makes_its_own() -> None:
    auction = auction_from(Seat.N, [Call.parse(t) for t in ["1H", "Pass", "2H", "Pass"]])
    assert final_contract(auction, Seat.N, Call.parse("Pass")) == Contract(2, Strain.H, 0, Seat.N)
    # North named hearts first: North declares the side's heart game
    assert final_contract(auction, Seat.N, Call.parse("4H")) == Contract(4, Strain.H, 0, Seat.N)
    assert final_contract(auction, Seat.N, Call.parse("3NT")) == Contract(3, Strain.NT, 0, Seat.N)


def test_a_double_of_the_opponents_bid_leads_to_their_contract_doubled() -> None:
    auction = auction_from(Seat.N, [Call.parse(t) for t in ["1S", "2H", "2S", "3H"]])
    assert final_contract(auction, Seat.S, Call.parse("X")) == Contract(3, Strain.H, 1, Seat.E)


def test_a_pass_before_any_bid_that_ends_the_auction_passes_the_board_out() -> None:
    auction = auction_from(Seat.N, [Call.parse(t) for t in ["Pass", "Pass", "Pass"]])
    assert final_contract(auction, Seat.W, Call.parse("Pass")) is None


# ---- which calls place the contract -----------------------------------------------------


def test_a_raise_after_partner_rebid_his_suit_weighs_pass_game_and_slam() -> None:
    # 1H 1S 2H: South (the robot) has bid; partner rebid hearts
    found = candidates_at("1H Pass 1S Pass 2H Pass", "A9.KQ4.K943.QJ82")
    calls = [p.call for p in found]
    assert calls[0] not in calls[1:]  # the recommendation's call first, once
    assert "Pass" in calls and "4H" in calls
    assert all(p.contract is not None and p.contract.declarer.side == "NS" for p in found)
    heart = next(p for p in found if p.call == "4H")
    assert heart.contract == Contract(4, Strain.H, 0, Seat.N)  # North named hearts first


def test_an_opening_bid_and_a_first_response_are_left_to_the_system() -> None:
    assert candidates_at("", "AKJ52.K43.Q92.73") == ()
    assert candidates_at("1H Pass", "A9.KQ4.K943.QJ82") == ()


def test_a_forcing_or_artificial_call_of_the_system_is_never_weighed() -> None:
    # 1NT by partner, Stayman by the robot: the reply is artificial, a relay for Stayman
    assert candidates_at("1NT Pass 2C Pass", "AQ52.K43.Q92.J73") == ()


def test_in_competition_bids_over_theirs_outbid_them_and_no_double_is_weighed() -> None:
    # 1S 2H 2S 3H: South raised spades, West competed; North (the robot) decides
    found = candidates_at("1S 2H 2S 3H", "AKJ52.K43.Q92.73")
    calls = [p.call for p in found]
    assert "Pass" in calls and "3S" in calls and "4S" in calls and "X" not in calls
    assert all(p.outbids for p in found if p.call in ("3S", "4S"))
    passed = next(p for p in found if p.call == "Pass")
    assert (
        passed.contract == Contract(3, Strain.H, 0, Seat.E) and not passed.outbids
    )  # East named hearts


def test_a_robot_that_has_not_bid_yet_leaves_the_call_to_the_system() -> None:
    # partner opened, the opponents overcalled: the robot's first call describes
    assert candidates_at("1S 2H", "AQ52.K43.Q92.J73") == ()


# ---- scoring over double-dummy tables ---------------------------------------------------


def law77_score(level: int, strain: Strain, doubled: int, vulnerable: bool, tricks: int) -> int:
    """Declarer's score, read from Law 77's table (independently of domain/rules)."""
    needed = level + 6
    if tricks < needed:
        down = needed - tricks
        if doubled == 0:
            return -(100 if vulnerable else 50) * down
        steps = [200, 300] if vulnerable else [100, 200, 200, 300]
        each = [steps[min(i, len(steps) - 1)] for i in range(down)]
        return -sum(each) * doubled
    per_trick = 20 if strain in (Strain.C, Strain.D) else 30
    below = (level * per_trick + (10 if strain is Strain.NT else 0)) * [1, 2, 4][doubled]
    bonus = (500 if vulnerable else 300) if below >= 100 else 50
    slam = {6: 750 if vulnerable else 500, 7: 1500 if vulnerable else 1000}.get(level, 0)
    insult = 50 * doubled
    over = tricks - needed
    over_points = over * (per_trick if doubled == 0 else (200 if vulnerable else 100) * doubled)
    return below + bonus + slam + insult + over_points


WBF_SCALE = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100,
             1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip


def wbf_imps(difference: int) -> int:
    won = 0
    for step in WBF_SCALE:
        if abs(difference) >= step:
            won += 1
    return won if difference >= 0 else -won


contracts = st.builds(
    Contract,
    st.integers(1, 7),
    st.sampled_from(list(Strain)),
    st.integers(0, 2),
    st.sampled_from(SEAT_ORDER),
)
tables = st.fixed_dictionaries(
    {(seat, strain): st.integers(0, 13) for seat in SEAT_ORDER for strain in Strain}
)


@given(
    st.lists(st.one_of(st.none(), contracts), min_size=2, max_size=5),
    st.lists(st.booleans(), min_size=5, max_size=5),
    st.lists(tables, min_size=1, max_size=6),
    st.sampled_from(list(Vulnerability)),
    st.sampled_from(SEAT_ORDER),
)
def test_each_placement_averages_the_imps_it_wins_against_the_first(
    chosen: list[Contract | None],
    outbid: list[bool],
    solved: list[dict[tuple[Seat, Strain], int]],
    vulnerability: Vulnerability,
    seat: Seat,
) -> None:
    candidates = [
        Placement(f"call{i}", contract, outbids)
        for i, (contract, outbids) in enumerate(zip(chosen, outbid, strict=False))
    ]

    def ours(placement: Placement, table: dict[tuple[Seat, Strain], int]) -> int:
        contract = placement.contract
        if contract is None:
            return 0
        vulnerable = vulnerability in (Vulnerability.ALL, Vulnerability(contract.declarer.side))
        tricks = table[(contract.declarer, contract.strain)]
        fails = tricks < contract.level + 6
        doubled = 1 if placement.outbids and fails and contract.doubled == 0 else contract.doubled
        score = law77_score(contract.level, contract.strain, doubled, vulnerable, tricks)
        return (
            score
            if (contract.declarer in (Seat.N, Seat.S)) == (seat in (Seat.N, Seat.S))
            else -score
        )

    expected = [
        sum(wbf_imps(ours(c, t) - ours(candidates[0], t)) for t in solved) / len(solved)
        for c in candidates
    ]
    assert average_imps(candidates, solved, vulnerability, seat) == expected
    assert average_imps(candidates, solved, vulnerability, seat)[0] == 0


def test_game_beats_a_part_score_on_deals_where_it_makes_and_loses_where_it_fails() -> None:
    part = Placement("Pass", Contract(2, Strain.H, 0, Seat.N))
    game = Placement("4H", Contract(4, Strain.H, 0, Seat.N))
    making = {(Seat.N, Strain.H): 10}
    failing = {(Seat.N, Strain.H): 9}
    # not vulnerable: 4H= 420 against 2H+2 170 is 250 points, 6 IMPs; 4H-1 -50 against
    # 2H+1 140 is 190 points, 5 IMPs
    assert average_imps([part, game], [making], Vulnerability.NONE, Seat.S) == [0, 6]
    assert average_imps([part, game], [failing], Vulnerability.NONE, Seat.S) == [0, -5]
    assert average_imps([part, game], [making, failing], Vulnerability.NONE, Seat.S) == [0, 0.5]


def test_a_contract_of_the_opponents_scores_against_the_robots_side() -> None:
    theirs = Placement("X", Contract(3, Strain.H, 1, Seat.E))
    vulnerable = Vulnerability.EW
    assert side_score(theirs, {(Seat.E, Strain.H): 7}, vulnerable, Seat.N) == 500
    assert side_score(theirs, {(Seat.E, Strain.H): 9}, vulnerable, Seat.N) == -730
    assert side_score(Placement("Pass", None), {}, vulnerable, Seat.N) == 0


def test_a_sacrifice_that_fails_is_scored_doubled() -> None:
    sacrifice = Placement("5S", Contract(5, Strain.S, 0, Seat.N), outbids=True)
    vulnerable = Vulnerability.EW  # North-South not vulnerable: 5SX-3 is 500
    assert side_score(sacrifice, {(Seat.N, Strain.S): 8}, vulnerable, Seat.S) == -500
    assert side_score(sacrifice, {(Seat.N, Strain.S): 11}, vulnerable, Seat.S) == 450


def test_the_tricks_wanted_are_one_solve_a_declarer_and_strain() -> None:
    found = [
        Placement("Pass", Contract(2, Strain.H, 0, Seat.N)),
        Placement("4H", Contract(4, Strain.H, 0, Seat.N)),
        Placement("3NT", Contract(3, Strain.NT, 0, Seat.S)),
        Placement("X", Contract(3, Strain.S, 1, Seat.E)),
        Placement("passed", None),
    ]
    assert tricks_wanted(found) == [(Seat.N, Strain.H), (Seat.S, Strain.NT), (Seat.E, Strain.S)]


@given(st.lists(st.integers(-24, 24), min_size=2, max_size=40))
def test_the_standard_error_is_the_sample_deviation_over_the_root_of_the_count(
    values: list[int],
) -> None:
    expected = statistics.stdev(values) / math.sqrt(len(values))
    assert math.isclose(standard_error(values), expected, rel_tol=1e-9, abs_tol=1e-12)
    assert standard_error(values[:1]) == 0.0
