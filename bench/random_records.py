"""Complete hand records made at random, for filling a store through the bulk import.

Each record is what a reader of a PBN file gives the importer (interchange/records.py):
a random deal, a legal auction (bids that rise, doubles and redoubles where the laws
allow them, now and then an alert with its explanation, a few boards passed out), a
full legal play (each seat follows suit when it can) and the result the play gives.
The same seed gives the same records, so two runs fill their stores alike.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from domain.rules.cards import Seat
from interchange.records import GameRecord, RecordedCall, RecordedCard

SUITS = "SHDC"  # a PBN hand lists them in this order
RANKS = "AKQJT98765432"
STRAINS = ("C", "D", "H", "S", "NT")  # in the order bids rank
VULNERABILITY = ("None", "NS", "EW", "All", "NS", "EW", "All", "None",
                 "EW", "All", "None", "NS", "All", "None", "NS", "EW")  # fmt: skip
SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
PLAYERS = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


def random_records(count: int, seed: int = 20) -> Iterator[GameRecord]:
    """`count` complete records; board numbers run 1..16 as in a session."""
    rng = random.Random(seed)
    for index in range(count):
        yield random_record(rng, index)


def random_record(rng: random.Random, index: int) -> GameRecord:
    number = index % 16 + 1
    dealer = SEATS[(number - 1) % 4]
    cards = [suit + rank for suit in SUITS for rank in RANKS]
    rng.shuffle(cards)
    hands = {seat: cards[13 * place : 13 * place + 13] for place, seat in enumerate(SEATS)}
    calls, contract, declarer = _auction(rng, dealer)
    plays: tuple[RecordedCard, ...] = ()
    result = None
    if declarer is not None:
        strain = contract.rstrip("X")[1:]
        plays, result = _play(rng, hands, declarer, None if strain == "NT" else strain)
    return GameRecord(
        line=index * 30 + 1,
        board_number=number,
        dealer=dealer,
        vulnerability=VULNERABILITY[number - 1],
        deal="N:" + " ".join(_pbn_hand(hands[seat]) for seat in SEATS),
        players={seat: rng.choice(PLAYERS) for seat in SEATS},
        event="Bridge Ledger scale benchmark",
        calls=calls,
        auction_complete=True,
        contract=contract,
        declarer=declarer,
        plays=plays,
        result=result,
    )


def _pbn_hand(cards: list[str]) -> str:
    return ".".join(
        "".join(sorted((c[1] for c in cards if c[0] == suit), key=RANKS.index)) for suit in SUITS
    )


def _auction(rng: random.Random, dealer: Seat) -> tuple[tuple[RecordedCall, ...], str, Seat | None]:
    """A legal auction and what it reaches: (calls, contract such as 4SX or Pass, declarer)."""
    calls: list[RecordedCall] = []
    level, strain_index = 0, -1  # the last bid; 0 before any
    bidder: Seat | None = None  # who made the last bid
    doubling = ""  # "", "X" or "XX" on the last bid
    first_to_name: dict[tuple[str, str], Seat] = {}  # (side, strain) -> first to bid it
    passes = 0
    seat = dealer
    if rng.random() < 0.04:  # a board passed out now and then
        return tuple(RecordedCall("Pass") for _ in range(4)), "Pass", None
    while bidder is None or passes < 3:
        bids_made = sum(1 for c in calls if c.call[0].isdigit())
        wants_to_bid = rng.random() < max(0.15, 0.75 - 0.12 * bids_made) and (
            level,
            strain_index,
        ) != (7, 4)
        opponents_bid = bidder is not None and bidder.side != seat.side
        if wants_to_bid:
            step = rng.choice((1, 1, 1, 2, 3))
            flat = min(level * 5 + strain_index + step, 34)  # 0 is 1C, 34 is 7NT
            level, strain_index = flat // 5 + 1, flat % 5
            strain = STRAINS[strain_index]
            first_to_name.setdefault((seat.side, strain), seat)
            bidder, doubling, passes = seat, "", 0
            alert = rng.random() < 0.05
            note = "Artificial: the scale benchmark's convention" if alert else None
            calls.append(RecordedCall(f"{level}{strain}", alert, note))
        elif opponents_bid and doubling == "" and rng.random() < 0.08:
            doubling, passes = "X", 0
            calls.append(RecordedCall("X"))
        elif not opponents_bid and doubling == "X" and rng.random() < 0.2:
            doubling, passes = "XX", 0
            calls.append(RecordedCall("XX"))
        else:
            if bidder is None and len(calls) == 3:  # keep the auction open: no pass-out here
                level, strain_index = 1, rng.randrange(5)
                strain = STRAINS[strain_index]
                first_to_name.setdefault((seat.side, strain), seat)
                bidder, passes = seat, 0
                calls.append(RecordedCall(f"1{strain}"))
            else:
                passes += 1
                calls.append(RecordedCall("Pass"))
        seat = seat.next()
    assert bidder is not None
    strain = STRAINS[strain_index]
    declarer = first_to_name[(bidder.side, strain)]
    return tuple(calls), f"{level}{strain}{doubling}", declarer


def _play(
    rng: random.Random, hands: dict[Seat, list[str]], declarer: Seat, trump: str | None
) -> tuple[tuple[RecordedCard, ...], int]:
    """Thirteen tricks of legal cards at random; returns them and declarer's tricks."""
    held = {seat: list(cards) for seat, cards in hands.items()}
    leader = declarer.next()
    plays: list[RecordedCard] = []
    won = 0
    for _ in range(13):
        trick: list[tuple[Seat, str]] = []
        seat = leader
        for _ in range(4):
            hand = held[seat]
            led = trick[0][1][0] if trick else None
            card = rng.choice([c for c in hand if c[0] == led] or hand)
            hand.remove(card)
            trick.append((seat, card))
            plays.append(RecordedCard(seat, card))
            seat = seat.next()
        leader = _winner(trick, trump)
        won += leader.side == declarer.side
    return tuple(plays), won


def _winner(trick: list[tuple[Seat, str]], trump: str | None) -> Seat:
    led = trick[0][1][0]

    def strength(card: str) -> int:
        rank = len(RANKS) - RANKS.index(card[1])
        return rank + (100 if card[0] == trump else 50 if card[0] == led else 0)

    return max(trick, key=lambda played: strength(played[1]))[0]
