"""The PBN and LIN writers: PBN 2.1's export format as the standard states it, and every
record read back as it was written (docs/contract.md "Interchange")."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, Seat, Suit
from domain.rules.deal import Deal
from interchange.lin_reader import read_lin
from interchange.lin_writer import write_lin
from interchange.pbn_reader import read_pbn
from interchange.pbn_writer import HEADER, game_text, write_pbn
from interchange.records import GameRecord, RecordedCall, RecordedCard
from tests.unit.interchange.test_lin_reader import random_play

DEAL = Deal.random(7)
MANDATORY = ["Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
             "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"]  # fmt: skip


def record(**changes: object) -> GameRecord:
    fields: dict[str, object] = {
        "line": 0,
        "board_number": 5,
        "dealer": Seat.N,
        "vulnerability": "NS",
        "deal": DEAL.to_pbn(Seat.N),
        "players": {Seat.N: 'Ann "the Hand" Lee', Seat.S: "Bo"},
        "calls": (RecordedCall("1NT", True, "15-17"), *(RecordedCall("Pass"),) * 3),
        "auction_complete": True,
        "contract": "1NT",
        "declarer": Seat.N,
        "score": "NS 90",
    }
    fields.update(changes)
    return GameRecord(**fields)  # type: ignore[arg-type]


STRAIN_ORDER = ["C", "D", "H", "S", "NT"]


def insufficient_marks(calls: list[str]) -> list[str | None]:
    """LIN has no mark for an accepted insufficient bid: the reader finds it, a bid that
    is not higher than the bid before it (level, then C < D < H < S < NT)."""
    marks: list[str | None] = []
    last: tuple[int, int] | None = None
    for call in calls:
        if call[0].isdigit():
            rank = (int(call[0]), STRAIN_ORDER.index(call[1:]))
            marks.append("I" if last is not None and rank <= last else None)
            last = rank
        else:
            marks.append(None)
    return marks


def tags(text: str) -> list[str]:
    return [line[1:].split(" ", 1)[0] for line in text.split("\r\n") if line.startswith("[")]


def test_export_format_the_mandatory_tags_in_order_then_the_others_sorted() -> None:
    text = game_text(record(double_dummy="746b5747b55862758627", optimum_score="NS 400"))
    assert tags(text)[:15] == MANDATORY
    assert tags(text)[15:] == ["DoubleDummyTricks", "OptimumScore", "Score", "Auction", "Note"]
    lines = text.split("\r\n")
    assert lines[-1] == "" and all("\n" not in line and "\t" not in line for line in lines)
    assert '[Event "?"]' in lines and '[Scoring ""]' in lines and '[West "?"]' in lines
    assert '[North "Ann \\"the Hand\\" Lee"]' in lines
    assert lines[lines.index('[Auction "N"]') + 1] == "1NT =1= Pass Pass Pass"
    assert '[Note "1:15-17"]' in lines
    assert "".join(write_pbn([record(), record()])).count("\r\n\r\n[Event") == 1
    assert "".join(write_pbn([])) == HEADER


def test_a_passed_out_board_an_unfinished_auction_and_an_alert_without_words() -> None:
    passed = game_text(record(calls=(RecordedCall("Pass"),) * 4, contract="Pass", declarer=None))
    # PBN 2.1 3.4.14: "The Contract tag value can be "Pass" when all players pass"; 3.4.13:
    # "When all 4 players pass, then the [Declarer] tag value is an empty string."
    assert '[Contract "Pass"]' in passed and '[Declarer ""]' in passed and '[Result ""]' in passed
    going = game_text(
        record(
            calls=(RecordedCall("1S", True), RecordedCall("2H")),
            auction_complete=False,
            contract=None,
            declarer=None,
            score=None,
        )
    )
    assert "1S =1= 2H\r\n+\r\n" in going and '[Note "1:"]' in going
    assert '[Contract "?"]' in going and '[Result "?"]' in going
    [back] = read_pbn(going)
    assert isinstance(back, GameRecord) and back.calls[0].alert and not back.calls[1].alert


def test_the_play_a_trick_a_line_by_seat_from_the_opening_leader_with_marks() -> None:
    rng = random.Random(3)
    played = random_play(DEAL, Seat.E, 10, rng)
    plays = tuple(
        RecordedCard(seat, card, "R" if index == 5 else None)
        for index, (seat, card) in enumerate(played)
    )
    text = game_text(record(plays=plays, result=7, claimed=True))
    lines = text.split("\r\n")
    start = lines.index('[Play "E"]')
    rows = lines[start + 1 : start + 5]
    assert rows[-1] == "*" and len(rows[0].split()) == 4
    assert "^R " + plays[5].card in rows[1]
    assert rows[2].count("-") == 2  # the third trick's last two cards were never played


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_every_record_is_read_back_as_it_was_written(seed: int) -> None:
    """A random record (the deal, names, calls with alerts and explanations, the play to a
    random point, a claim): the PBN and the LIN readers read back what the writers wrote."""
    rng = random.Random(seed)
    deal = Deal.random(rng.randrange(10**9))
    dealer = rng.choice(SEAT_ORDER)
    strain = rng.choice(["C", "D", "H", "S", "NT"])
    declarer = rng.choice(SEAT_ORDER)
    notes = [None, "Stayman", 'say "yes"', "5+ ♠ | 10-12"]
    calls = tuple(
        RecordedCall(rng.choice(["Pass", "X", "XX", "1C", "3NT", "7S"]), alert, note)
        for alert, note in (
            (rng.random() < 0.3, rng.choice(notes)) for _ in range(rng.randrange(1, 9))
        )
    )
    calls = tuple(RecordedCall(c.call, c.alert or c.note is not None, c.note) for c in calls)
    trump = None if strain == "NT" else Suit(strain)
    count = rng.randrange(0, 53)
    played = random_play(deal, declarer.next(), count, rng, trump)
    over = count == 52 or rng.random() < 0.5
    original = GameRecord(
        line=1,
        board_number=rng.randrange(1, 100),
        dealer=dealer,
        vulnerability=rng.choice(["None", "NS", "EW", "All"]),
        deal=deal.to_pbn(dealer),
        players={
            seat: rng.choice(["Ann", "Bo Li", "Zoë"]) for seat in SEAT_ORDER if rng.random() < 0.7
        },
        calls=calls,
        auction_complete=True,
        contract=f"4{strain}",
        declarer=declarer,
        plays=tuple(RecordedCard(seat, card) for seat, card in played),
        result=rng.randrange(0, 14) if over else None,
        claimed=count < 52,
    )
    [pbn] = read_pbn(game_text(original))
    assert isinstance(pbn, GameRecord)
    assert pbn.calls == original.calls and pbn.plays == original.plays
    assert pbn.calls[0].note != 'say "yes"' or '\\"yes\\"' in game_text(original)
    assert (pbn.deal, pbn.dealer, pbn.vulnerability, pbn.board_number, pbn.players) == (
        original.deal,
        dealer,
        original.vulnerability,
        original.board_number,
        original.players,
    )
    assert (pbn.contract, pbn.declarer, pbn.result, pbn.claimed) == (
        original.contract,
        declarer,
        original.result,
        original.claimed,
    )
    [lin] = read_lin("".join(write_lin([original])))
    assert isinstance(lin, GameRecord)
    # LIN's values end at a bar: the writer puts a slash for one
    lin_calls = tuple(
        RecordedCall(c.call, c.alert, c.note and c.note.replace("|", "/"), mark)
        for c, mark in zip(calls, insufficient_marks([c.call for c in calls]), strict=True)
    )
    assert lin.calls == lin_calls and lin.plays == original.plays
    assert Deal.parse_pbn(lin.deal) == deal and lin.players == original.players
    assert (lin.dealer, lin.vulnerability, lin.board_number) == (
        dealer,
        original.vulnerability,
        original.board_number,
    )
    assert lin.result == (original.result if count < 52 else None)
