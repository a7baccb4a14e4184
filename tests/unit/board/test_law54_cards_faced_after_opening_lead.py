"""The declaring side's cards faced after a faced opening lead out of turn (Law 54, 2017).

Law 54A: "After a faced opening lead out of turn, declarer may spread his hand; he
becomes dummy. If declarer begins to spread his hand, and in doing so exposes one or more
cards, he must spread his entire hand. Dummy becomes declarer."
Law 54C: "If declarer could have seen any of dummy's cards (except cards that dummy may
have exposed during the auction and that were subject to Law 24), he must accept the lead
and the presumed declarer then becomes declarer."
Law 54E: "If a player of the declaring side attempts to make an opening lead Law 24
applies."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor
from domain.board import Board
from domain.board.auction_irregularities.exposed import ExposeCardsInAuction
from domain.board.lead_events import LeadDecided
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.opening_lead import DeclaringSideCardsFaced, RecordCardsFacedAfterOpeningLead
from domain.board.play import PlayCard
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.leads import cards_faced
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TD,
    act,
    bid,
    event_names,
    full_view,
    in_four_spades,
    new_board,
    play,
    rebuild,
)

SOUTH = "AJ92.874.JT6.AQ3"  # the presumed dummy
SOUTH_CARDS = [
    f"{suit}{rank}" for suit, ranks in zip("SHDC", SOUTH.split("."), strict=True) for rank in ranks
]


def faced(board: Board, seat: str, *cards: str) -> Board:
    return act(board, TD, RecordCardsFacedAfterOpeningLead, seat=seat, cards=cards)


def west_leads_out_of_turn(board: Board | None = None) -> Board:
    """West faces the H3 at East's turn to make the opening lead."""
    board = board or in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    return board


def test_dummys_card_seen_declarer_must_accept_and_stays_declarer() -> None:
    """South began to put his hand down: North could have seen the SA. 54C: the lead is
    accepted and North declares; the second card is his (54B1)."""
    board = faced(west_leads_out_of_turn(), "S", "SA")
    fact, decided = board.pending_events[-2:]
    assert isinstance(fact, DeclaringSideCardsFaced)
    assert (fact.seat, fact.cards, fact.law, fact.actor) == ("S", ["SA"], "54C", "tony")
    assert isinstance(decided, LeadDecided)
    assert (decided.decision, decided.declarer, decided.penalty_card) == ("accept", None, None)
    assert board.state.declarer is Seat.N and board.state.next_seat is Seat.N
    assert board.state.tricks[0].leader is Seat.W
    view = full_view(board)
    assert view["pending"] is None and view["penalty_cards"]["W"] == []
    assert full_view(rebuild(board)) == view
    play(board, "H6 HK H4")  # North second, East third, dummy last
    assert board.state.tricks[0].winner is Seat.E


def test_declarer_began_to_spread_his_hand_he_becomes_dummy() -> None:
    """54A: North exposed the HA spreading his hand: he is dummy, South declares, and
    West's lead is the opening lead from South's left."""
    board = faced(west_leads_out_of_turn(), "N", "HA", "H9")
    fact, decided = board.pending_events[-2:]
    assert isinstance(fact, DeclaringSideCardsFaced) and fact.law == "54A"
    assert isinstance(decided, LeadDecided)
    assert (decided.decision, decided.declarer) == ("accept_and_dummy", "S")
    assert board.state.declarer is Seat.S and board.state.dummy is Seat.N
    assert board.state.next_seat is Seat.N
    assert full_view(rebuild(board)) == full_view(board)
    act(board, CAROL, PlayCard, seat="N", card="H6")  # South plays dummy's cards now


def test_after_the_finding_declarer_has_no_option_left() -> None:
    board = faced(west_leads_out_of_turn(), "S", "C3")
    with pytest.raises(Conflict, match="No lead out of turn"):
        act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")


def test_dummys_cards_exposed_in_the_auction_are_excepted() -> None:
    """South exposed the H4 during the auction (Law 24A): declarer seeing it again after
    the lead keeps every option; any other card of South's takes them away."""
    board = new_board(revoke_policy="detect")
    bid(board, "1S P 4S P")
    act(board, TD, ExposeCardsInAuction, seat="S", cards=("H4",))
    bid(board, "P P")
    west_leads_out_of_turn(board)
    before = len(board.pending_events)
    with pytest.raises(RuleViolation, match="Law 24"):
        faced(board, "S", "H4")
    assert len(board.pending_events) == before
    assert board.leads.pending is not None
    faced(board, "S", "H4", "H8")
    assert event_names(board)[-2:] == ["DeclaringSideCardsFaced", "LeadDecided"]
    assert board.state.declarer is Seat.N


def test_a_card_led_by_the_presumed_dummy_is_subject_to_law_24() -> None:
    """54E: South tries to lead the SA (back to his hand, Law 24); then West leads out of
    turn. The SA is a card "subject to Law 24": naming it alone changes nothing."""
    board = in_four_spades()
    act(board, CAROL, PlayCard, seat="S", card="SA")
    assert event_names(board)[-1] == "OpeningLeadByDeclaringSide"
    west_leads_out_of_turn(board)
    with pytest.raises(RuleViolation, match="Law 24"):
        faced(board, "S", "SA")
    faced(board, "S", "SA", "SJ")
    assert board.leads.pending is None and board.state.declarer is Seat.N


def test_a_card_led_in_the_auction_is_subject_to_law_24() -> None:
    """Law 24B: South's D6 prematurely led during the auction is excepted too."""
    board = new_board(revoke_policy="detect")
    bid(board, "1S P 4S P")
    act(board, TD, ExposeCardsInAuction, seat="S", cards=("D6",), led=True)
    bid(board, "P P")
    west_leads_out_of_turn(board)
    with pytest.raises(RuleViolation, match="Law 24"):
        faced(board, "S", "D6")


@pytest.mark.parametrize("actor", [ALICE, BOB, CAROL, DAVE])
def test_only_the_director_records_it(actor: Actor) -> None:
    """A player naming dummy's cards would learn from a refusal which cards dummy holds."""
    board = west_leads_out_of_turn()
    with pytest.raises(NotAllowed, match="director"):
        act(board, actor, RecordCardsFacedAfterOpeningLead, seat="S", cards=("SK",))
    assert board.leads.pending is not None


def test_what_is_refused() -> None:
    board = in_four_spades()
    with pytest.raises(Conflict, match="No faced opening lead"):
        faced(board, "S", "SA")
    west_leads_out_of_turn(board)
    with pytest.raises(RuleViolation, match="not in S's hand"):
        faced(board, "S", "SK")
    with pytest.raises(RuleViolation, match="defends"):
        faced(board, "E", "SQ")
    with pytest.raises(RuleViolation, match="different cards"):
        faced(board, "S", "SA", "SA")
    assert board.leads.pending is not None


def test_a_later_lead_out_of_turn_is_not_law_54s() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2 DA")  # North won trick 1
    act(board, DAVE, PlayCard, seat="W", card="H3")
    with pytest.raises(Conflict, match="No faced opening lead"):
        faced(board, "S", "SA")


def test_the_prevent_policy_has_no_lead_out_of_turn() -> None:
    board = in_four_spades(revoke_policy="prevent")
    with pytest.raises(Conflict):
        faced(board, "S", "SA")


# ---- the rule against a reading of the text, written here --------------------------------
def reading(seat: str, named: set[str], law24: set[str]) -> tuple[str | None, str]:
    """54A for declarer's cards, whatever they are; 54C for dummy's, unless every one of
    them was exposed in the auction under Law 24."""
    if seat == "N":
        return "accept_and_dummy", "54A"
    return ("accept" if named - law24 else None), "54C"


@settings(max_examples=200, deadline=None)
@given(
    seat=st.sampled_from(["N", "S"]),
    named=st.sets(st.sampled_from(SOUTH_CARDS), min_size=1, max_size=13),
    law24=st.sets(st.sampled_from(SOUTH_CARDS), max_size=13),
)
def test_the_rule_reads_as_the_text(seat: str, named: set[str], law24: set[str]) -> None:
    settled = cards_faced(
        Seat(seat), Seat.N, [Card.parse(c) for c in named], [Card.parse(c) for c in law24]
    )
    decision = settled.decision.value if settled.decision is not None else None
    assert (decision, settled.law) == reading(seat, named, law24)


@settings(max_examples=30, deadline=None)
@given(
    exposed=st.sets(st.sampled_from(SOUTH_CARDS), max_size=3),
    named=st.sets(st.sampled_from(SOUTH_CARDS), min_size=1, max_size=4),
)
def test_boards_follow_the_reading(exposed: set[str], named: set[str]) -> None:
    """South's `exposed` cards faced in the auction (Law 24), then West's opening lead out
    of turn and the director's finding that South faced `named`: the lead is accepted with
    North declaring exactly when the reading says so; otherwise nothing is recorded."""
    board = new_board(revoke_policy="detect")
    bid(board, "1S P 4S P")
    if exposed:
        act(board, TD, ExposeCardsInAuction, seat="S", cards=tuple(sorted(exposed)))
    bid(board, "P P")
    west_leads_out_of_turn(board)
    expected, _ = reading("S", named, exposed)
    if expected is None:
        with pytest.raises(RuleViolation):
            faced(board, "S", *sorted(named))
        assert board.leads.pending is not None
        return
    faced(board, "S", *sorted(named))
    assert board.leads.pending is None and board.state.declarer is Seat.N
    assert board.state.tricks[0].cards[0].card == Card.parse("H3")
    assert full_view(rebuild(board)) == full_view(board)
