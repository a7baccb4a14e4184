"""The LIN reader on real files and on the ways real LIN is written (docs/design.md 10)."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit
from domain.rules.deal import Deal
from domain.rules.play import PlayedCard, legal_cards, trick_winner
from interchange.lin_reader import read_lin
from interchange.records import GameRecord, RecordError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
DEAL = "md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|"


def read(text: str) -> list[GameRecord | RecordError]:
    return list(read_lin(text))


def only(text: str) -> GameRecord:
    [record] = read(text)
    assert isinstance(record, GameRecord), record
    return record


def test_the_reference_files_read_board_by_board() -> None:
    boards = read((FIXTURES / "lin" / "endplay-example1.lin").read_text())
    assert [(r.line, r.board_number) for r in boards if isinstance(r, GameRecord)] == [
        (n, n) for n in range(1, 9)
    ]
    [club] = read((FIXTURES / "lin" / "bbo-club-table.lin").read_text())
    assert isinstance(club, GameRecord)
    assert (len(club.calls), len(club.plays), club.result, club.claimed) == (22, 26, None, True)
    assert club.players == {Seat.S: "fernwood57", Seat.W: "porsche33", Seat.N: "GEM_Freddy",
                            Seat.E: "SC67"}  # fmt: skip


def test_md_gives_the_dealer_and_the_hands_from_south_the_fourth_made_up() -> None:
    record = only(f"pn|s,w,n,e|st||{DEAL}ah|Board 1|sv|o|")
    # 3: North deals; hands South, West, North, then East's: the cards left
    assert record.dealer is Seat.N and record.vulnerability == "None"
    deal = Deal.parse_pbn(record.deal)
    assert Card.parse("SA") in deal.hand(Seat.N) and Card.parse("S2") in deal.hand(Seat.S)
    assert Card.parse("SK") in deal.hand(Seat.E) and len(deal.hand(Seat.E)) == 13
    assert record.players == {Seat.S: "s", Seat.W: "w", Seat.N: "n", Seat.E: "e"}
    four = only("md|1SAKQJHAKQJDAKQJCA,S5432H5432D5432C2,S10987H10987D10987C3,S6H6D6CKQJT987654|")
    assert four.dealer is Seat.S
    assert Deal.parse_pbn(four.deal).hand(Seat.E) == Deal.parse_pbn(
        "S:AKQJ.AKQJ.AKQJ.A 5432.5432.5432.2 T987.T987.T987.3 6.6.6.KQJT987654"
    ).hand(Seat.E)


def test_calls_alerts_and_explanations() -> None:
    record = only(f"{DEAL}mb|p|mb|1n!|an|15-17|mb|D|mb|r|mb|2C|an|Stayman|mb|p|mb|p|mb|P|")
    assert [(c.call, c.alert, c.note) for c in record.calls] == [
        ("Pass", False, None), ("1NT", True, "15-17"), ("X", False, None),
        ("XX", False, None), ("2C", False, "Stayman"), ("Pass", False, None),
        ("Pass", False, None), ("Pass", False, None),
    ]  # fmt: skip
    assert record.auction_complete
    assert not only(f"{DEAL}mb|1S|mb|p|").auction_complete


def test_the_play_the_claim_and_cards_written_either_way() -> None:
    """Each card's seat is the hand that holds it."""
    record = only(f"{DEAL}mb|1N|mb|p|mb|p|mb|p|pg||pc|d6|pc|4D|pc|D5|pc|DJ|pg||mc|7|")
    assert [(p.seat, p.card) for p in record.plays] == [
        (Seat.N, "D6"), (Seat.E, "D4"), (Seat.S, "D5"), (Seat.W, "DJ"),
    ]  # fmt: skip
    assert (record.result, record.claimed) == (7, True)


def test_several_boards_a_line_and_a_board_over_several_lines() -> None:
    text = f"qx|o1|{DEAL}mb|p|qx|o2|{DEAL}\nmb|1S|\nmb|p|\n\nqx|o3|\n{DEAL}"
    assert [(r.line, r.board_number) for r in read(text) if isinstance(r, GameRecord)] == [
        (1, 1), (1, 2), (5, 3),
    ]  # fmt: skip
    again = f"pn|a,b,c,d|{DEAL}mb|p|pn|e,f,g,h|{DEAL}"
    names = [r.players[Seat.S] for r in read(again) if isinstance(r, GameRecord)]
    assert names == ["a", "e"]


def test_a_vugraph_file_names_each_room_from_its_header() -> None:
    header = "vg|Final,Segment 1,I,1,16,Alpha,0,Beta,0|rs|4SN=,4SN-1|pn|a,b,c,d,e,f,g,h|pg||\n"
    boards = read(header + f"qx|o1|{DEAL}mb|p|\nqx|c1|{DEAL}mb|p|\n")
    assert [(r.board_number, r.players[Seat.S], r.event) for r in boards
            if isinstance(r, GameRecord)] == [(1, "a", "Final"), (1, "e", "Final")]  # fmt: skip


def test_a_board_that_cannot_be_read_is_refused_with_its_line_and_the_rest_read() -> None:
    text = f"{DEAL}mb|p|\nqx|o2|md|3SAK|\nqx|o3|{DEAL}mb|9Z|\nqx|o4|{DEAL}sv|q|\nqx|o5|{DEAL}"
    found = read(text)
    assert [(r.line, r.detail) for r in found if isinstance(r, RecordError)] == [
        (2, "md| gives fewer than three hands."),
        (3, "mb|9Z| is not a call."),
        (4, "sv|q| is not o, n, e or b."),
    ]
    assert [r.board_number for r in found if isinstance(r, GameRecord)] == [None, 5]
    [claim] = read(f"{DEAL}mc|14|")
    assert isinstance(claim, RecordError) and "0 to 13" in claim.detail
    [no_deal] = read("pn|a,b,c,d|mb|1S|")
    assert isinstance(no_deal, RecordError) and "no deal" in no_deal.detail


# ---- against an independent writer --------------------------------------------------------
LIN_SEATS = [Seat.S, Seat.W, Seat.N, Seat.E]
DEALER_DIGIT = {Seat.S: "1", Seat.W: "2", Seat.N: "3", Seat.E: "4"}
VUL_LETTER = {"None": "o", "NS": "n", "EW": "e", "All": "b"}
CALLS = ["Pass", "X", "XX"] + [f"{level}{strain}" for level in range(1, 8)
                                for strain in ("C", "D", "H", "S", "NT")]  # fmt: skip
LIN_CALL = {"Pass": "p", "X": "d", "XX": "r"}


def lin_hand(cards: frozenset[Card], rng: random.Random) -> str:
    by_suit = {suit: sorted((c.rank for c in cards if c.suit is suit), key=lambda r: rng.random())
               for suit in (Suit.S, Suit.H, Suit.D, Suit.C)}  # fmt: skip
    return "".join(suit.value + "".join(ranks) for suit, ranks in by_suit.items())


def random_play(
    deal: Deal, leader: Seat, count: int, rng: random.Random, trump: Suit | None = None
) -> list[tuple[Seat, str]]:
    hands = {seat: set(deal.hand(seat)) for seat in SEAT_ORDER}
    played: list[tuple[Seat, str]] = []
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
        if len(trick) == 4:
            lead = trick_winner(trick, trump)
    return played


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**9), boards=st.integers(1, 3))
def test_what_an_independent_writer_writes_is_read_back(seed: int, boards: int) -> None:
    rng = random.Random(seed)
    expected = []
    parts = []
    for number in range(1, boards + 1):
        deal = Deal.random(rng.randrange(10**9))
        dealer = rng.choice(SEAT_ORDER)
        vulnerability = rng.choice(list(VUL_LETTER))
        names = [rng.choice(["", "anna", "~~M123", "Bo Li"]) for _ in range(4)]
        calls = [(rng.choice(CALLS), rng.random() < 0.3, rng.choice([None, "asks", "5+ !S"]))
                 for _ in range(rng.randrange(0, 12))]  # fmt: skip
        played = random_play(deal, rng.choice(SEAT_ORDER), rng.randrange(0, 53), rng)
        claim = rng.randrange(0, 14) if rng.random() < 0.5 else None
        hands = [lin_hand(deal.hand(seat), rng) for seat in LIN_SEATS]
        if rng.random() < 0.5:
            hands[3] = ""  # the fourth hand left out, as BBO writes it
        pairs = [f"qx|o{number}", f"pn|{','.join(names)}", "st|",
                 f"md|{DEALER_DIGIT[dealer]}{','.join(hands)}", "rh|",
                 f"ah|Board {number}", f"sv|{VUL_LETTER[vulnerability]}"]  # fmt: skip
        for call, alert, note in calls:
            text = LIN_CALL.get(call, call.replace("NT", "N"))
            text = text.upper() if rng.random() < 0.5 else text.lower()
            pairs.append(f"mb|{text}{'!' if alert else ''}")
            if note is not None:
                pairs.append(f"an|{note}")
        for index, (_, card) in enumerate(played):
            if index % 4 == 0:
                pairs.append("pg|")
            pairs.append(f"pc|{card if rng.random() < 0.7 else card.lower()}")
        if claim is not None:
            pairs.append(f"mc|{claim}")
        separator = rng.choice(["|", "|\n"])
        parts.append(separator.join(pairs) + "|")
        expected.append((number, dealer, vulnerability, deal, calls, played, claim,
                         {seat: name for seat, name in zip(LIN_SEATS, names, strict=True)
                          if name}))  # fmt: skip
    found = read(rng.choice(["", "\n"]).join(parts))
    assert len(found) == boards
    for record, (number, dealer, vul, deal, calls, played, claim, named) in zip(
        found, expected, strict=True
    ):
        assert isinstance(record, GameRecord), record
        assert (record.board_number, record.dealer, record.vulnerability) == (number, dealer, vul)
        assert Deal.parse_pbn(record.deal) == deal and record.players == named
        assert [(c.call, c.alert, c.note) for c in record.calls] == calls
        assert [(p.seat, p.card) for p in record.plays] == played
        # play stopped before its end: a claim, or a table left (no auction-only board)
        stopped = len(played) < 52 and (bool(played) or claim is not None)
        assert (record.result, record.claimed) == (claim, stopped)
