"""Law 26B, the lead restriction after a withdrawn call (docs/design.md 5.5).

The 2017 Law as amended by the WBF Laws Committee: "When an offending player's call is
withdrawn and it is not replaced by a comparable call, then if he becomes a defender
declarer may, at the offender's partner's first turn to lead (which may be the opening
lead) prohibit offender's partner from leading any (one) suit which has not been
specified in the legal auction by the offender. Such prohibition continues for as long as
the offender's partner retains the lead."

The suits each case leaves declarer are worked out here from the auction as written.
The deal is support.DEAL; North deals. alice N, bob E, carol S, dave W; tony directs.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.lead_restrictions import RestrictLead
from domain.board.play import PlayCard
from domain.board.rulings import MakeRuling
from domain.rules.auction import Auction
from domain.rules.calls import Call
from domain.rules.cards import Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law26_lead_restriction import suits_declarer_may_forbid
from tests.unit.board.support import HOLDERS, TD, act, bid, full_view, new_board, rebuild

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def call(board: Board, seat: Seat, text: str) -> None:
    act(board, HOLDERS[seat], MakeCall, seat=seat, call=text)


def east_substitutes_3c_ruled_not_comparable_before_4s() -> Board:
    """1NT by N; E's insufficient 1C refused; E substitutes 3C, ruled not comparable
    (27B2): W passes throughout. South to call."""
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    call(board, E, "1C")
    act(board, HOLDERS[S], DecideAuctionIrregularity, decision="refuse")
    call(board, E, "3C")
    act(board, TD, MakeRuling, law="27B1b", kind="comparable_call", comparable=False,
        explanation="3C shows clubs; 1C showed the majors")  # fmt: skip
    return board


def east_substitutes_3c_ruled_not_comparable() -> Board:
    """As above; N-S reach 4S by S; W leads. East's legal auction specifies clubs only
    (3C); the withdrawn 1C is not part of it."""
    board = east_substitutes_3c_ruled_not_comparable_before_4s()
    bid(board, "4S P P P")
    return board


def test_declarer_may_not_forbid_a_suit_the_offender_specified_in_the_legal_auction() -> None:
    board = east_substitutes_3c_ruled_not_comparable()
    assert full_view(board)["pending"] == {"kind": "lead_restriction", "decides": "S", "law": "26B"}
    with pytest.raises(RuleViolation, match="specified"):
        act(board, HOLDERS[S], RestrictLead, choice="forbid", suit="C")
    assert full_view(board)["pending"]["kind"] == "lead_restriction"  # nothing recorded
    act(board, HOLDERS[S], RestrictLead, choice="forbid", suit="H")
    with pytest.raises(RuleViolation):
        act(board, HOLDERS[W], PlayCard, seat=W, card="HQ")
    act(board, HOLDERS[W], PlayCard, seat=W, card="CK")  # clubs stay free
    assert rebuild(board).leads == board.leads


@pytest.mark.parametrize("suit", ["S", "D"])
def test_any_other_suit_may_be_forbidden(suit: str) -> None:
    board = east_substitutes_3c_ruled_not_comparable()
    act(board, HOLDERS[S], RestrictLead, choice="forbid", suit=suit)
    assert board.leads.restriction is not None and board.leads.restriction.suit.value == suit


# ---- the suits left to declarer, written from the Law's words ---------------------------
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]


def specified_by(words: list[str], dealer: Seat, offender: Seat) -> set[str]:
    """The suits offender named in a bid, each call in rotation from the dealer."""
    named = set()
    for index, word in enumerate(words):
        caller = [N, E, S, W][([N, E, S, W].index(dealer) + index) % 4]
        if caller is offender and word not in ("Pass", "X", "XX") and not word.endswith("NT"):
            named.add(word[-1])
    return named


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.sampled_from(["Pass", "Pass", "X", *BIDS]), max_size=12),
    offender=st.sampled_from(list(Seat)),
)
def test_the_suits_declarer_may_forbid_are_those_the_offender_did_not_name(
    words: list[str], offender: Seat
) -> None:
    auction = Auction(N, tuple(Call.parse(w) for w in words))  # legality is not the point
    expected = {"S", "H", "D", "C"} - specified_by(words, N, offender)
    assert {s.value for s in suits_declarer_may_forbid(auction, offender)} == expected
    assert all(isinstance(s, Suit) for s in suits_declarer_may_forbid(auction, offender))
