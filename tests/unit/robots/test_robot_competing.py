"""The last chance to compete (library/robot_competing.py, api/robot_bidding.py): where a
robot's pass would let the opponents play, which calls it weighs there (only where its
system passes: the system's bid stands), and the count of trumps by the law of total
tricks that keeps the weighing to the levels in question.

The law as Larry Cohen states it ("To Bid or Not to Bid"; larryco.com "LAW of Total
Tricks"): "With 8 partnership trumps, bid to the 2-level. With 9 trumps -- 3 level.
With 10 trumps -- 4 level." And "Don't let the opponents play at the two-level when
they have found a fit."
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.double_dummy import many_contract_tricks
from api.robot_bidding import COMPETING_SAMPLES, MARGIN, choose_call
from api.robot_mind import competing_samples_from_env, library_book
from domain.rules.auction import Auction
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat, Suit, full_pack
from domain.rules.deal import Deal, hand_to_pbn, parse_pbn_hand
from domain.rules.hand_evaluation import Hand
from domain.rules.table import Setup, TableState
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.robot_competing import (
    competing_placements,
    known_trumps,
    last_chance,
    law_level,
    weighed_level,
)
from library.robot_reading import shown_hands
from tests.unit.robots.test_robot_bidding import legal

BOOK = library_book()


def _state(dealer: Seat, robot: Seat, hand: str, calls: str) -> TableState:
    """`robot` holds `hand`, the other cards dealt to the others (seeded), and `calls`
    made from `dealer` on."""
    held = set(parse_pbn_hand(hand, robot))
    rest = [card for card in full_pack() if card not in held]
    random.Random(2).shuffle(rest)
    hands = {robot: hand}
    others = [seat for seat in (Seat.N, Seat.E, Seat.S, Seat.W) if seat is not robot]
    for index, seat in enumerate(others):
        hands[seat] = hand_to_pbn(frozenset(rest[index * 13 : (index + 1) * 13]))
    text = " ".join(hands[seat] for seat in (Seat.N, Seat.E, Seat.S, Seat.W))
    state = TableState.start(Setup(1, dealer, Vulnerability.NONE, Deal.parse_pbn(f"N:{text}")))
    for call in calls.split():
        turn = state.next_seat
        assert turn is not None
        state = state.make_call(turn, Call.parse(call))
    return state


def _candidates(dealer: Seat, robot: Seat, hand: str, calls: str) -> list[str]:
    state = _state(dealer, robot, hand, calls)
    auction = state.auction
    place = place_from_calls(dealer, [str(call) for call in auction.calls])
    advice = recommend(BOOK, place, Hand.of(state.hand(robot)), "None")
    found = competing_placements(BOOK, advice, auction, robot, advice.hand, legal(state))
    return [placement.call for placement in found]


# South overcalled 1S over East's 1H, West raised, and it came back: "don't let the
# opponents play at the two-level when they have found a fit"
OVERCALLER = "KQJ65.72.K84.Q73"
RAISE_PASSED_ROUND = "1H 1S 2H Pass Pass"
SIX_SPADES = "KQJ652.72.K84.Q7"


def test_the_balancing_seat_weighs_pass_against_competing_in_its_suit() -> None:
    state = _state(Seat.E, Seat.S, OVERCALLER, RAISE_PASSED_ROUND)
    auction = state.auction
    assert last_chance(auction, Seat.S)
    place = place_from_calls(Seat.E, [str(call) for call in auction.calls])
    advice = recommend(BOOK, place, Hand.of(state.hand(Seat.S)), "None")
    found = competing_placements(BOOK, advice, auction, Seat.S, advice.hand, legal(state))
    by_call = {placement.call: placement for placement in found}
    assert set(by_call) == {"Pass", "2S"}
    passed = by_call["Pass"].contract
    # East named hearts first: he declares their 2H
    assert passed is not None and (passed.text, passed.declarer) == ("2H", Seat.E)
    assert by_call["2S"].outbids  # scored doubled where it fails


def test_partner_still_to_speak_is_not_the_last_chance() -> None:
    # West raised; North, South's partner, calls next: South's pass would end nothing
    assert _candidates(Seat.E, Seat.N, "T832.Q4.QJ93.K62", "1H 1S 2H") == []


def test_the_systems_bid_at_the_last_chance_stands() -> None:
    # the system rebids the overcaller's six spades over their raise, passed round: the
    # deals weigh only the system's pass, never overrule its bid (weighing its bids, on
    # the wider development set they passed in 10 of the 16 auctions they changed)
    state = _state(Seat.E, Seat.S, SIX_SPADES, RAISE_PASSED_ROUND)
    assert last_chance(state.auction, Seat.S)
    place = place_from_calls(Seat.E, [str(call) for call in state.auction.calls])
    assert recommend(BOOK, place, Hand.of(state.hand(Seat.S)), "None").call == "2S"
    assert _candidates(Seat.E, Seat.S, SIX_SPADES, RAISE_PASSED_ROUND) == []
    # five spades: the system passes, and the deals weigh 2S against it
    assert _candidates(Seat.E, Seat.S, OVERCALLER, RAISE_PASSED_ROUND) == ["Pass", "2S"]


def test_three_level_with_seven_trumps_is_the_laws_pass() -> None:
    # their raise to three: South's five spades and partner's fair share are seven
    # trumps, the law's one level; the three level is beyond its reach, not weighed
    assert _candidates(Seat.E, Seat.S, OVERCALLER, "1H 1S 3H Pass Pass") == []


def test_their_doubled_contract_and_our_own_are_not_competed_over() -> None:
    assert _candidates(Seat.E, Seat.S, OVERCALLER, "1H 1S 2H Pass Pass X Pass Pass") == []
    # our side's contract: partner raised and they passed; nothing to compete over
    assert _candidates(Seat.S, Seat.S, OVERCALLER, "1S Pass 2S Pass") == []


def test_the_preemptor_leaves_the_last_chance_to_partner() -> None:
    # "once you preempt you don't voluntarily bid again" (Larry Cohen): North opened a
    # weak two in diamonds, they overcalled and it came back
    assert _candidates(Seat.N, Seat.N, "73.K4.KQJ954.T43", "2D 2S Pass Pass") == []


def test_the_deals_weigh_the_last_chance_and_the_reasons_say_so() -> None:
    state = _state(Seat.E, Seat.S, OVERCALLER, RAISE_PASSED_ROUND)
    shown = shown_hands(BOOK, Seat.E, state.auction.calls)
    weighed = choose_call(
        BOOK, state, Seat.S, legal(state), shown, samples=0, seed=4,
        solve=many_contract_tricks, budget=None, competing=16,
    )  # fmt: skip
    reasons = weighed.reasons(Seat.S)
    assert reasons["samples"] == 16
    candidates = reasons["candidates"]
    assert {c["call"] for c in candidates} == {"Pass", "2S"}  # type: ignore[attr-defined]
    chosen = next(c for c in candidates if c["call"] == weighed.chosen.call)  # type: ignore[attr-defined]
    assert chosen is candidates[0] or chosen["imps"] >= MARGIN  # type: ignore[index]
    off = choose_call(
        BOOK, state, Seat.S, legal(state), shown, samples=0, seed=4,
        solve=many_contract_tricks, budget=None, competing=0,
    )  # fmt: skip
    assert off.reasons(Seat.S)["samples"] == 0 and off.chosen.call == candidates[0]["call"]  # type: ignore[index]


CALLS = ["Pass", "X", "XX", "1C", "1H", "1S", "1NT", "2D", "2H", "3C", "4S", "5D", "6H", "7NT"]


def _reading(calls: list[Call], seat: Seat, dealer: Seat) -> bool:
    """The last chance as written here: the auction has a bid; the last one is by a seat
    of the other side; no double or redouble since; the calls since are exactly two
    passes (the robot's pass would be the third); the bid is below the six level."""
    bids = [i for i, call in enumerate(calls) if call.kind is CallKind.BID]
    if not bids:
        return False
    last = bids[-1]
    bidder = dealer.next(last)
    after = calls[last + 1 :]
    return (
        bidder.side != seat.side
        and len(after) == 2
        and all(call.kind is CallKind.PASS for call in after)
        and (calls[last].level or 0) < 6
    )


@given(st.lists(st.sampled_from(CALLS), max_size=9), st.sampled_from(list(Seat)))
def test_the_last_chance_agrees_with_a_reading_written_here(texts: list[str], dealer: Seat) -> None:
    calls: list[Call] = []
    auction = Auction(dealer)
    for text in texts:  # the legal prefix of the drawn calls
        call = Call.parse(text)
        try:
            auction.check(auction.turn, call)
        except Exception:
            continue
        auction = auction.recorded(auction.turn, call)
        calls.append(call)
        if auction.is_over:
            return
    seat = auction.turn
    assert last_chance(auction, seat) is _reading(calls, seat, dealer)


@given(st.integers(4, 13), st.integers(1, 7))
def test_the_law_weighs_its_own_level_and_one_above(trumps: int, level: int) -> None:
    # "With 8 partnership trumps, bid to the 2-level. With 9 -- 3 level. With 10 -- 4"
    law = {8: 2, 9: 3, 10: 4}.get(trumps, trumps - 6)
    assert law_level(trumps) == law
    assert weighed_level(level, trumps) is (level <= law + 1)


@given(st.integers(0, 13))
def test_an_unbid_suit_counts_partner_for_a_third_of_the_rest(mine: int) -> None:
    # nobody has bid: partner holds, on average, a third of the cards the hand lacks
    spades = "AKQJT98765432"[:mine]
    rest = "AKQJT98765432"[: 13 - mine]
    hearts, diamonds = rest[:7], rest[7:]
    hand = Hand.of(frozenset(parse_pbn_hand(f"{spades}.{hearts}.{diamonds}.", Seat.N)))
    table = Table(BOOK, place_from_calls(Seat.N, []), hand)
    assert known_trumps(table, Suit.S) == mine + (13 - mine) // 3


def test_a_server_turns_the_last_chance_on_by_its_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES", raising=False)
    assert competing_samples_from_env() == COMPETING_SAMPLES == 0  # off by default
    monkeypatch.setenv("BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES", "16")
    assert competing_samples_from_env() == 16
    monkeypatch.setenv("BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES", "500")
    assert competing_samples_from_env() == 64  # at most 64 deals
    monkeypatch.setenv("BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES", "many")
    assert competing_samples_from_env() == 0
