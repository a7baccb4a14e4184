"""The PBN reader on real files and on the untidiness real files have (docs/design.md 10)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from interchange.pbn_reader import decode, read_pbn
from interchange.records import GameRecord, RecordError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def records(text: str) -> list[GameRecord | RecordError]:
    return list(read_pbn(text))


def only(text: str) -> GameRecord:
    [record] = records(text)
    assert isinstance(record, GameRecord), record
    return record


def test_every_reference_file_reads_and_the_invalid_one_is_refused_by_line() -> None:
    counts = {}
    for path in sorted([*FIXTURES.glob("pbn/*.pbn"), *FIXTURES.glob("pbn-verifier/*.pbn")]):
        read = records(decode(path.read_bytes()))
        counts[path.name] = (
            sum(isinstance(r, GameRecord) for r in read),
            [(r.line, r.detail) for r in read if isinstance(r, RecordError)],
        )
    assert counts["endplay-example2.pbn"] == (299, [])
    assert counts["endplay-sample.pbn"] == (2, [])
    assert counts["pbn-verifier-correct-10.pbn"][1] == []
    assert counts["pbn-verifier-correct-21.pbn"] == (2, [])
    assert counts["pbn-verifier-errors-21.pbn"] == (
        0,
        [
            (7, "OptimumScore '100' is not a score such as 'NS 620'."),
            (11, "OptimumScore 'EW' is not a score such as 'NS 620'."),
        ],
    )


def test_a_real_record_with_notes_a_claim_and_the_play_in_playing_order() -> None:
    first = records(decode((FIXTURES / "pbn" / "endplay-sample.pbn").read_bytes()))[0]
    assert isinstance(first, GameRecord)
    assert (first.board_number, first.dealer, first.vulnerability) == (17, Seat.N, "None")
    assert (first.contract, first.declarer, first.result, first.score) == (
        "5SX",
        Seat.W,
        8,
        "NS 500",
    )
    assert first.players[Seat.W] == "ARTHUR SOMEBODY"
    assert [c.call for c in first.calls][:5] == ["Pass", "Pass", "1H", "Pass", "1NT"]
    assert first.calls[5].note == "Spades & minor"  # 2H =1=
    assert first.calls[-5].note == "♠"
    assert first.claimed and len(first.plays) == 32
    # trick 1: N leads H2; HA (W) wins it and W leads trick 2: listed "D2 DQ DA D9" by seat
    # from N, it was played D9 (W), D2 (N), DQ (E), DA (S)
    assert [(p.seat, p.card) for p in first.plays[4:8]] == [
        (Seat.W, "D9"), (Seat.N, "D2"), (Seat.E, "DQ"), (Seat.S, "DA"),
    ]  # fmt: skip


UNTIDY = (
    "% PBN 2.1\r\n"
    '[Event "##Club night"]\r\n'
    '[Site "Here"] ; a rest-of-line comment\r\n'
    '[Board "3"]\r\n'
    '[Dealer "S"]\r\n'
    '[Vulnerable "Both"]\r\n'
    '[Deal "S:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65432.876.876.87 .5432.5432.65432"]\r\n'
    '[Declarer "S"]\r\n'
    '[Contract "7NT"]\r\n'
    '[Result "13"]\r\n'
    "{ a comment\r\n  over two lines }\r\n"
    '[Auction "S"]\r\n'
    "7NT\t$1 AP\r\n"
    '[Play "W"]\r\n'
    "C6 CA CT C8\r\n"
    "*\r\n"
    "\r\n"
    '[Event "#"]\r\n'
    '[Board "4"]\r\n'
    '[Dealer "W"]\r\n'
    '[Vulnerable "-"]\r\n'
    '[Deal "W:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65432.876.876.87 .5432.5432.65432"]\r\n'
)


def test_the_untidiness_of_real_files() -> None:
    first, second = records(UNTIDY)
    assert isinstance(first, GameRecord) and isinstance(second, GameRecord)
    assert (first.event, first.site, first.board_number, first.vulnerability) == (
        "Club night", "Here", 3, "All",
    )  # fmt: skip
    assert [c.call for c in first.calls] == ["7NT", "Pass", "Pass", "Pass"]
    assert first.auction_complete
    # W leads C6; the line lists W N E S: W C6, N CA, E CT, S C8
    assert [(p.seat, p.card) for p in first.plays] == [
        (Seat.W, "C6"), (Seat.N, "CA"), (Seat.E, "CT"), (Seat.S, "C8"),
    ]  # fmt: skip
    assert first.claimed and first.result == 13
    assert (second.event, second.site) == ("Club night", "Here")  # "#" and "##" inherited
    assert (second.board_number, second.dealer, second.vulnerability) == (4, Seat.W, "None")


def test_latin_1_is_read_where_the_file_is_not_utf_8() -> None:
    data = '[Board "1"]\n[North "Jos\xe9"]\n'.encode("latin-1")
    assert only(decode(data)).players[Seat.N] == "José"


def test_results_given_by_side() -> None:
    base = '[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n'
    assert only(base + '[Result "NS 10"]\n').result == 10
    assert only(base + '[Result "EW 4"]\n').result == 9
    assert only(base + '[Result "EW 3 NS 10"]\n').result == 10
    [refused] = records(base + '[Result "lots"]\n')
    assert isinstance(refused, RecordError) and refused.line == 4


def test_a_bad_call_or_card_is_refused_with_its_line() -> None:
    [call] = records('[Dealer "N"]\n[Auction "N"]\n1S 2X\n')
    assert isinstance(call, RecordError) and (call.line, call.detail) == (3, "'2X' is not a call.")
    [card] = records('[Contract "1S"]\n[Play "E"]\nSA S2\nZ9\n')
    assert isinstance(card, RecordError) and card.line == 4


# ---- the play's order, against an independent writer -----------------------------------
def pbn_of_play(deal: Deal, leader: Seat, trump: Suit | None, count: int, rng: random.Random):
    """A random legal play of `count` cards, written as PBN writes it (each trick's cards
    by seat from the opening leader), and the cards in the order they were played."""
    hands = {seat: set(deal.hand(seat)) for seat in SEAT_ORDER}
    played: list[tuple[Seat, str]] = []
    lines: list[str] = []
    lead = leader
    while len(played) < count:
        trick: list[PlayedCard] = []
        for step in range(4):
            if len(played) == count:
                break
            seat = lead.next(step)
            card = rng.choice(sorted(legal_cards(hands[seat], trick)))
            hands[seat].discard(card)
            trick.append(PlayedCard(seat, card))
            played.append((seat, str(card)))
        by_seat = {p.seat: str(p.card) for p in trick}
        lines.append(" ".join(by_seat.get(leader.next(i), "-") for i in range(4)))
        if len(trick) == 4:
            lead = trick_winner(trick, trump)
    return lines, played


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    count=st.integers(0, 52),
    strain=st.sampled_from(["S", "H", "D", "C", "NT"]),
    leader=st.sampled_from(SEAT_ORDER),
)
def test_the_play_is_read_in_the_order_it_was_played(
    seed: int, count: int, strain: str, leader: Seat
) -> None:
    deal = Deal.random(seed)
    trump = None if strain == "NT" else Suit(strain)
    lines, played = pbn_of_play(deal, leader, trump, count, random.Random(seed))
    header = [f'[Deal "{deal.to_pbn()}"]', f'[Contract "4{strain}"]', f'[Play "{leader.value}"]']
    text = "\n".join([*header, *lines, *(["*"] if count < 52 else [])]) + "\n"
    record = only(text)
    assert [(p.seat, p.card) for p in record.plays] == played
    assert record.claimed == (count < 52)
    assert all(Card.parse(p.card) in deal.hand(p.seat) for p in record.plays)


def test_a_later_table_of_a_board_without_its_deal_takes_the_deal_of_that_board() -> None:
    # PBN 2.1 4.8: "The tag value "#" is forbidden for the tags 'Dealer', 'Vulnerable',
    # 'Deal', ..." -- so scoring programs leave them out of a board's second table instead.
    deal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.AKQ.JT9.T9 .J732.AKQ84.8765"
    text = (
        f'[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "{deal}"]\n'
        '[Contract "4S"]\n[Declarer "S"]\n[Result "10"]\n\n'
        '[Board "7"]\n[Contract "3NT"]\n[Declarer "N"]\n[Result "8"]\n\n'
        '[Board "8"]\n[Contract "2H"]\n[Declarer "E"]\n[Result "8"]\n'
    )
    first, second, third = records(text)
    assert isinstance(first, GameRecord) and isinstance(second, GameRecord)
    assert (second.deal, second.dealer, second.vulnerability) == (
        first.deal,
        first.dealer,
        first.vulnerability,
    )
    assert second.contract is not None and second.result == 8
    # Another board's deal is never borrowed.
    assert not isinstance(third, GameRecord) or third.deal is None


def test_a_later_table_whose_deal_is_the_forbidden_hash_takes_the_deal_of_that_board() -> None:
    # PBN 2.1 4.8 forbids "#" for 'Deal', yet the 1997 Bermuda Bowl's converter writes
    # [Deal "#"] at a board's second table (bench/records/bermuda-bowl-1997): the deal above.
    deal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.AKQ.JT9.T9 .J732.AKQ84.8765"
    text = (
        f'[Board "3"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n'
        '[Contract "3D"]\n[Declarer "W"]\n[Result "11"]\n\n'
        '[Board "3"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "#"]\n'
        '[Contract "3NT"]\n[Declarer "W"]\n[Result "6"]\n\n'
        '[Board "4"]\n[Dealer "E"]\n[Deal "#"]\n[Contract "2H"]\n[Declarer "E"]\n'
    )
    first, second, third = records(text)
    assert isinstance(first, GameRecord) and isinstance(second, GameRecord)
    assert second.deal == first.deal and second.result == 6
    # A "#" deal on a board not dealt above stays unknown.
    assert not isinstance(third, GameRecord) or third.deal is None


def test_an_auction_tag_written_twice_in_one_game_is_one_auction() -> None:
    # "Note tags may occur more than once (unlike other tags)" (PBN 2.1 3.5.5), yet the 2001
    # Vanderbilt's converter writes [Auction "N"] twice, the first time with no calls
    # (bench/records/spring-nabc-2001): one game with its players and its auction.
    deal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.AKQ.JT9.T9 .J732.AKQ84.8765"
    text = (
        f'[Board "1"]\n[West "Wanda"]\n[North "Nick"]\n[East "Ed"]\n[South "Sue"]\n'
        f'[Dealer "N"]\n[Deal "{deal}"]\n[Vulnerable "None"]\n[Auction "N"]\n'
        '[Contract "1S"]\n[Declarer "N"]\n[Auction "N"]\n1S Pass Pass Pass\n[Result "7"]\n\n'
        '[Board "2"]\n[Dealer "E"]\n[Auction "E"]\nPass\n[Auction "E"]\nPass\n'
    )
    first, second, third = records(text)
    assert isinstance(first, GameRecord)
    assert first.players[Seat.N] == "Nick" and first.contract is not None
    assert [c.call for c in first.calls] == ["1S", "Pass", "Pass", "Pass"]
    assert first.result == 7
    # An auction tag repeated after its calls still starts the next game (no empty line).
    assert not isinstance(second, GameRecord) or [c.call for c in second.calls] == ["Pass"]
    assert not isinstance(third, GameRecord) or [c.call for c in third.calls] == ["Pass"]


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_its_byte_order_mark_is_told_by_its_zero_bytes(encoding: str) -> None:
    """Saved as UTF-16 without a byte order mark, a hand record was read as Latin-1, every
    other character a NUL, and held "no record". Its zero bytes tell it: ASCII in UTF-16
    is a zero byte beside each code (after it little-endian, before it big-endian)."""
    text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[North "Zoë"]\n'
    assert decode(text.encode(encoding)) == text


def test_utf16_without_a_mark_that_is_not_utf16_is_told() -> None:
    broken = '[Board "1"]'.encode("utf-16-le") + b"\x00\xd8"  # a lone high surrogate
    with pytest.raises(RuleViolation, match="looks like UTF-16 without a byte order mark"):
        decode(broken)


def test_latin1_and_utf8_hold_no_zero_byte_and_read_as_before() -> None:
    assert decode('[North "Zoë"]'.encode("latin-1")) == '[North "Zoë"]'
    assert decode('[North "Zoë"]'.encode()) == '[North "Zoë"]'
