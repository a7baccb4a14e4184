"""Game records as BBO LIN (docs/contract.md "Interchange"): one board a line.

`pn|` names South, West, North, East; `md|` gives the dealer's digit (1 South, 2 West,
3 North, 4 East) and the hands from South, a hand the requester may not see left empty;
`sv|` the vulnerability; each call an `mb|` (`!` when alerted) with its explanation in the
`an|` after it; each card a `pc|` in the order played, a `pg||` between tricks; and `mc|`
declarer's tricks in all when play stopped before the thirteenth trick.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SUIT_ORDER, Seat
from domain.rules.deal import parse_pbn_hand
from interchange.records import GameRecord

_LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)
_DEALER_DIGIT = {Seat.S: "1", Seat.W: "2", Seat.N: "3", Seat.E: "4"}
_VULNERABILITY = {
    Vulnerability.NONE: "o",
    Vulnerability.NS: "n",
    Vulnerability.EW: "e",
    Vulnerability.ALL: "b",
}
_CALLS = {"Pass": "p", "X": "d", "XX": "r"}


def write_lin(records: Iterable[GameRecord]) -> Iterator[str]:
    for record in records:
        yield board_line(record) + "\n"


def board_line(record: GameRecord) -> str:
    names = ",".join(_value(record.players.get(seat, "")).replace(",", " ") for seat in _LIN_SEATS)
    pairs = [("pn", names), ("st", ""), ("md", _deal(record)), ("rh", "")]
    pairs.append(("ah", f"Board {record.board_number or ''}".strip()))
    pairs.append(("sv", _VULNERABILITY.get(Vulnerability(record.vulnerability or "None"), "o")))
    for made in record.calls:
        # LIN has no mark for a player passed over by a call out of rotation (PBN's ^S):
        # a pass in his place keeps every call at its seat and the contract as it was
        call = (
            "p" if made.irregularity == "S" else _CALLS.get(made.call, made.call.replace("NT", "N"))
        )
        pairs.append(("mb", call + ("!" if made.alert else "")))
        if made.note:
            pairs.append(("an", _value(made.note)))
    for index, played in enumerate(record.plays):
        if index % 4 == 0:
            pairs.append(("pg", ""))
        pairs.append(("pc", played.card))
    if record.claimed and record.result is not None:
        pairs.append(("mc", str(record.result)))
    pairs.append(("pg", ""))
    return "".join(f"{tag}|{value}|" for tag, value in pairs)


def _value(text: str) -> str:
    """A value holds no `|`, which ends it, nor a line break."""
    return re.sub(r"[\t\r\n]", " ", text.replace("|", "/")).strip()


def _deal(record: GameRecord) -> str:
    hands = dict.fromkeys(_LIN_SEATS, "")
    if record.deal:
        first_text, _, rest = record.deal.partition(":")
        first = Seat(first_text)
        for i, text in enumerate(rest.split()):
            seat = first.next(i)
            if text != "-":
                cards = parse_pbn_hand(text, seat)
                hands[seat] = "".join(
                    suit.value + "".join(c.rank for c in cards if c.suit is suit)
                    for suit in SUIT_ORDER
                )
    dealer = _DEALER_DIGIT[record.dealer] if record.dealer else ""
    return dealer + ",".join(hands[seat] for seat in _LIN_SEATS)
