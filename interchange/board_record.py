"""A board as a game record, for the writers (docs/contract.md "Interchange"): what a
requester may see of it and nothing more. Who sees which hand and explanation is decided
in domain/policy.py, as for the board view.

The deal is the one dealt, a hand the requester may not see left out; the calls carry
their alerts and explanations as last corrected (Laws 20F4, 20F5: what the table was finally
told, as the board view shows); the cards are in the order played, a revoke marked `R` and
a lead by the wrong hand `L` (PBN §3.9); the result is declarer's tricks at the table
and the score the one in force, rulings included. An imported board's record gives back the
other tags it came with (interchange/records.py `kept_tags`): its event, site, date,
scoring, table, room, teams...
"""

from __future__ import annotations

from domain.actors import Actor
from domain.board import Board
from domain.board.results import board_score
from domain.policy import hidden_explanations, visible_hands
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.deal import hand_to_pbn
from domain.rules.hand_record import HandRecord
from domain.rules.law27_insufficient_bid import accepted_insufficient
from domain.rules.table import CallAction, CardAction, Setup
from interchange.records import GameRecord, RecordedCall, RecordedCard

# The order of PBN's DoubleDummyTricks: declarer N, S, E, W; each in NT, S, H, D, C.
SKIPPED = RecordedCall("", irregularity="S")  # PBN §3.9 ^S
_DOUBLE_DUMMY_SEATS = (Seat.N, Seat.S, Seat.E, Seat.W)
_DOUBLE_DUMMY_STRAINS = ("NT", "S", "H", "D", "C")


def record_of(board: Board, actor: Actor, analysis: HandRecord | None = None) -> GameRecord:
    """The board as `actor` may see it; `analysis` (its deal's double-dummy table and par)
    is written only for one who may see every hand."""
    visible = visible_hands(board, actor)
    unexplained = hidden_explanations(board, actor)
    state = board.state
    setup = state.setup
    deal = f"{setup.dealer.value}:" + " ".join(
        hand_to_pbn(setup.deal.hand(seat)) if seat in visible else "-"
        for seat in (setup.dealer.next(i) for i in range(4))
    )
    made_calls = [made for made in board.actions if isinstance(made, CallAction)]
    marks = [
        "I" if accepted else None
        for accepted in accepted_insufficient([c.call for c in made_calls])
    ]
    calls: list[RecordedCall] = []
    turn = setup.dealer
    for at, (made, irregularity) in enumerate(zip(made_calls, marks, strict=True)):
        while turn is not made.seat:  # passed over by a call out of rotation accepted (29A)
            calls.append(SKIPPED)
            turn = turn.next()
        # what the table was finally told: the explanation as last corrected (Law 20F)
        alert, explanation = board.auction.explained(at, made)
        hidden = made.seat in unexplained
        calls.append(
            RecordedCall(
                str(made.call),
                alert and not hidden,
                None if hidden else explanation,
                irregularity,
            )
        )
        turn = made.seat.next()
    cards = [made for made in board.actions if isinstance(made, CardAction)]
    over = board.phase.is_over
    contract = (
        "Pass" if state.auction.is_passed_out else (state.contract.text if state.contract else None)
    )
    names = {seat: board.players.get(seat) or board.seats.get(seat) for seat in SEAT_ORDER}
    every_hand = visible == set(SEAT_ORDER)
    kept = board.record_tags
    return GameRecord(
        line=0,
        board_number=setup.board_number,
        dealer=setup.dealer,
        vulnerability=setup.vulnerability.value,
        deal=deal,
        players={seat: name for seat, name in names.items() if name},
        event=kept.get("Event"),
        site=kept.get("Site"),
        date=kept.get("Date"),
        calls=tuple(calls),
        auction_complete=state.auction.is_over,
        contract=contract,
        declarer=state.declarer,
        plays=tuple(_recorded(card, board) for card in cards),
        result=state.declarer_tricks if over else None,
        claimed=over and state.contract is not None and len(cards) < 52,
        score=_score(board) if over else None,
        double_dummy=double_dummy_tricks(analysis) if analysis and every_hand else None,
        optimum_score=f"NS {analysis.par.ns_score}" if analysis and every_hand else None,
        tags=dict(kept),
    )


def deal_record(setup: Setup) -> GameRecord:
    """A board's deal alone, as a dealing machine reads it: its number, dealer,
    vulnerability and the four hands."""
    deal = f"{setup.dealer.value}:" + " ".join(
        hand_to_pbn(setup.deal.hand(setup.dealer.next(i))) for i in range(4)
    )
    return GameRecord(
        line=0,
        board_number=setup.board_number,
        dealer=setup.dealer,
        vulnerability=setup.vulnerability.value,
        deal=deal,
    )


def _recorded(card: CardAction, board: Board) -> RecordedCard:
    mark = "R" if card.revoke is not None else None
    if card.position == 1 and card.seat is not _due_to_lead(card.trick, board):
        mark = "L"
    return RecordedCard(card.seat, str(card.card), mark)


def _due_to_lead(trick: int, board: Board) -> Seat | None:
    """Declarer's left-hand opponent to the first trick, then the winner of the last."""
    if trick == 1:
        declarer = board.state.declarer
        return None if declarer is None else declarer.next()
    winners = [
        c.winner
        for c in board.actions
        if isinstance(c, CardAction) and c.trick == trick - 1 and c.winner is not None
    ]
    return winners[0] if winners else None


def _score(board: Board) -> str:
    score = board_score(board)
    return f"NS {score.NS}"


def double_dummy_tricks(analysis: HandRecord) -> str:
    """PBN DoubleDummyTricks: 20 hexadecimal digits, each seat's tricks by strain."""
    tricks = analysis.table.tricks
    return "".join(
        format(tricks[seat][strain], "x")
        for seat in _DOUBLE_DUMMY_SEATS
        for strain in _DOUBLE_DUMMY_STRAINS
    )
