"""Real hand records (PBN, tests/fixtures/pbn) replayed through our rules.

For every record with a deal, the auction must be legal and give the recorded contract
and declarer; the play must be legal card by card, each trick led by the previous
trick's winner (PBN lists a trick's cards in fixed seat order, not the order played);
a fully played board must give the recorded number of tricks and score.
"""

from __future__ import annotations

import pytest

from domain.rules.auction import Auction
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, Contract
from domain.rules.cards import Card, Seat
from domain.rules.deal import Deal
from domain.rules.scoring import side_scores
from domain.rules.table import Phase, Setup, TableState
from tests.unit.reference.pbn_records import REFERENCE, GameRecord, read_records

RECORDS = [
    r for p in sorted(REFERENCE.glob("*.pbn")) for r in read_records(p) if r.tags.get("Deal")
]


def _auction(record: GameRecord) -> tuple[Auction, Seat]:
    dealer = Seat.parse(record.tags["Auction"])
    auction = Auction(dealer)
    for token in record.tokens("Auction"):
        if token in ("AP",):
            while not auction.is_over:
                seat = auction.next_seat
                assert seat is not None
                auction = auction.add(seat, Call.parse("Pass"))
            continue
        if token in ("-", "*", "+"):
            continue
        seat = auction.next_seat
        assert seat is not None
        auction = auction.add(seat, Call.parse(token))
    return auction, dealer


def test_the_reference_files_hold_many_real_boards() -> None:
    assert len(RECORDS) >= 290


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"{r.path.name}:{r.line}")
def test_a_real_board_replays_through_our_rules(record: GameRecord) -> None:
    deal = Deal.parse_pbn(record.tags["Deal"])
    assert Deal.parse_pbn(deal.to_pbn(Seat.parse(record.tags["Deal"][0]))) == deal
    if "Auction" not in record.tags or not record.tokens("Auction"):
        pytest.skip("no auction recorded")
    auction, dealer = _auction(record)
    assert auction.is_over
    contract = auction.contract()
    if record.tags.get("Contract", "") in ("Pass", ""):
        assert contract is None and auction.is_passed_out
        return
    assert contract is not None
    assert contract == Contract.parse(record.tags["Contract"], Seat.parse(record.tags["Declarer"]))
    assert contract.declarer.value == record.tags["Declarer"]

    vulnerability = Vulnerability.parse(record.tags.get("Vulnerable", "None"))
    state = TableState.start(Setup(int(record.tags.get("Board", "1")), dealer, vulnerability, deal))
    for call in auction.calls:
        caller = state.next_seat
        assert caller is not None
        state = state.make_call(caller, call)
    phase = state.phase  # a local: mypy would keep state.phase narrowed past the play below
    assert phase is Phase.PLAY
    assert record.tags["Play"] == contract.declarer.next().value

    first = Seat.parse(record.tags["Play"])
    for line in _trick_lines(record):
        by_seat = {first.next(i): token for i, token in enumerate(line)}
        leader = state.next_seat
        assert leader is not None
        for offset in range(4):
            seat = leader.next(offset)
            if by_seat[seat] == "-":
                break
            state = state.play_card(seat, Card.parse(by_seat[seat]))
        else:
            continue
        break

    result = int(record.tags["Result"])
    if state.phase is Phase.COMPLETE:
        assert state.declarer_tricks == result
        score = record.tags.get("Score", "")
        if score.startswith(("NS ", "EW ")):
            side, points = score.split()
            expected = side_scores(contract, result, vulnerability.is_vulnerable(contract.declarer))
            assert expected[side] == int(points)
    else:  # a claim ended the play: the tricks won so far cannot exceed the result
        assert state.won[contract.declarer.side] <= result
        assert state.won[contract.declarer.side] + state.tricks_to_play >= result


def _trick_lines(record: GameRecord) -> list[list[str]]:
    tokens = [t for t in record.tokens("Play") if t not in ("*", "+")]
    return [tokens[i : i + 4] for i in range(0, len(tokens) - len(tokens) % 4, 4)]
