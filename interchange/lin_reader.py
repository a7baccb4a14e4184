"""BBO's LIN (docs/design.md 10): text to `GameRecord`s.

A LIN file is a stream of `tag|value|` pairs. A board starts at `qx|` (a vugraph board's
room and number, `o12` or `c12`), or at a `pn|` or `md|` that follows a board's deal, so
one line may hold several boards and one board may run over several lines. `pn|` names
the players South, West, North, East (a vugraph header names eight: the open room's four,
then the closed room's); `md|` gives the dealer (1 South, 2 West, 3 North, 4 East) and the
hands from South clockwise, the fourth one often left out; `mb|` is a call (`!` alerted),
`an|` explains the call before it, `pc|` is a card in the order played, and `mc|` is a
claim: declarer's tricks in all. Tags the reader does not need (`pg|`, `nt|` chat, `rs|`
results, ...) are passed over.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from domain.limits import has_visible_character
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import RANKS, Card, Seat, full_pack
from domain.rules.deal import hand_to_pbn
from domain.rules.errors import RuleViolation
from domain.rules.law27_insufficient_bid import accepted_insufficient
from interchange.limits import (
    MAX_CALL_EXPLANATION,
    MAX_CALLS,
    MAX_CARDS,
    MAX_LIN_VALUES,
    MAX_LINE,
    MAX_PLAYER_NAME,
    MAX_RECORD_TEXT,
    board_number,
    checked_text,
    short,
)
from interchange.records import GameRecord, RecordedCall, RecordedCard, RecordError

_PAIR = re.compile(r"([A-Za-z]{2})\|([^|]*)\|")
# md| and pn| list the seats from South, clockwise.
_LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)
_DEALERS = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
_VULNERABILITY = {
    "O": "None",
    "0": "None",
    "-": "None",
    "N": Vulnerability.NS.value,
    "E": Vulnerability.EW.value,
    "B": "All",
}
_CALLS = {"P": "Pass", "D": "X", "R": "XX"}
# A board's number as `ah|Board 12|` or `qx|o12|` write it: digits, words around them.
_NUMBERED = re.compile(r"[^0-9-]*([0-9]+)[^0-9]*", re.ASCII)


@dataclass
class _Board:
    line: int
    pairs: list[tuple[int, str, str]] = field(default_factory=list)
    error: RecordError | None = None  # the first thing that refuses the whole board
    text: int = 0  # characters kept of its values, to bound them

    def keep(self, line: int, tag: str, value: str) -> None:
        self.text += len(value)
        if self.error is not None:
            return
        if len(value) > MAX_LINE:
            self.error = RecordError(line, f"{tag}| is longer than {MAX_LINE:,} characters.")
        elif len(self.pairs) >= MAX_LIN_VALUES or self.text > MAX_RECORD_TEXT:
            self.error = RecordError(line, f"The board has more than {MAX_LIN_VALUES:,} values.")
        else:
            self.pairs.append((line, tag, value))

    def first(self, tag: str) -> tuple[int, str] | None:
        return next(((line, value) for line, t, value in self.pairs if t == tag), None)


def read_lin(text: str) -> Iterator[GameRecord | RecordError]:
    """Each board of the file, in order: a record, or the error that refused it."""
    names: list[str] = []
    event: str | None = None
    for board in _boards(text):
        named = board.first("pn")
        if named is not None:
            names = [name.strip() for name in named[1].split(",")]
        heading = board.first("vg")
        if heading is not None:
            event = heading[1].split(",")[0].strip() or None
        if board.error is not None:
            yield board.error
            continue
        if board.first("md") is None:
            if any(tag in ("mb", "pc") for _, tag, _ in board.pairs):
                yield RecordError(board.line, "The board has calls or cards but no deal (md|).")
            continue  # a header: the event's and the players' names
        try:
            yield _record(board, names, event)
        except RecordError as error:
            yield error


def _boards(text: str) -> Iterator[_Board]:
    board: _Board | None = None
    has_deal = False
    line, scanned = 1, 0
    for match in _PAIR.finditer(text):
        line += text.count("\n", scanned, match.start())
        scanned = match.start()
        tag = match.group(1).lower()
        raw = match.group(2)
        # a value may run over lines
        value = (re.sub(r"[\r\n]", "", raw) if len(raw) <= MAX_LINE else raw).strip()
        starts_board = tag == "qx" or (tag in ("pn", "md") and has_deal)
        if board is not None and starts_board:
            yield board
            board, has_deal = None, False
        if board is None:
            board = _Board(line)
        board.keep(line, tag, value)
        has_deal = has_deal or tag == "md"
    if board is not None:
        yield board


def _record(board: _Board, names: list[str], event: str | None) -> GameRecord:
    deal_line, deal_text = board.first("md") or (board.line, "")
    dealer, hands = _deal(deal_text, deal_line)
    room = board.first("qx")
    if room is not None and room[1][:1].lower() == "c" and len(names) >= 8:
        names = names[4:8]
    named_line = (board.first("pn") or (board.line, ""))[0]
    for name in names[:4]:
        checked_text(name, named_line, "A name of pn|", MAX_PLAYER_NAME)
    calls: list[RecordedCall] = []
    plays: list[RecordedCard] = []
    holder = {card: seat for seat, cards in zip(_LIN_SEATS, hands, strict=True) for card in cards}
    number: int | None = None
    vulnerability: str | None = None
    result: int | None = None
    for line, tag, value in board.pairs:
        if tag in ("ah", "qx") and number is None:
            number = _board_number(tag, value.split(",")[0], line)
        elif tag == "sv":
            vulnerability = _VULNERABILITY.get(value.upper())
            if vulnerability is None:
                raise RecordError(line, f"sv|{short(value, 5)}| is not o, n, e or b.")
        elif tag == "mb":
            calls.append(_call(value, line))
            if len(calls) > MAX_CALLS:
                raise RecordError(line, f"The auction has more than {MAX_CALLS} calls.")
        elif tag == "an" and calls:
            last = calls[-1]
            note = checked_text(value, line, "an|", MAX_CALL_EXPLANATION)
            calls[-1] = replace(last, note=note or None)
        elif tag == "pc":
            card = _card(value, line)
            plays.append(RecordedCard(holder[card], str(card), line=line))
            if len(plays) > MAX_CARDS:
                raise RecordError(line, f"The play has more than {MAX_CARDS} cards.")
        elif tag == "mc":
            if value not in _TRICKS:
                raise RecordError(line, f"mc|{short(value, 5)}| is not a claim of 0 to 13 tricks.")
            result = int(value)
    return GameRecord(
        line=board.line,
        board_number=number,
        dealer=dealer,
        vulnerability=vulnerability,
        deal="S:" + " ".join(hand_to_pbn(frozenset(hand)) for hand in hands),
        players={
            seat: name
            for seat, name in zip(_LIN_SEATS, names, strict=False)
            if name != "-" and has_visible_character(name)  # one that shows nothing is none
        },
        event=event,
        calls=_marked(calls),
        auction_complete=_complete(calls),
        plays=tuple(plays),
        result=result,
        claimed=len(plays) < 52 and (bool(plays) or result is not None),
    )


_TRICKS = {str(tricks) for tricks in range(14)}


def _board_number(tag: str, value: str, line: int) -> int:
    """The number `ah|Board 12|` or `qx|o12|` gives; RecordError for one that is not a
    board number (`Board -7`, `Board 1.5`, `Board 10000`)."""
    found = _NUMBERED.fullmatch(value)
    shown = f"{tag}|{short(value, 16)}|"
    if found is None:
        raise RecordError(line, f"{shown} is not a board number from 1 to 9999.")
    return board_number(found.group(1), line, shown)


def _deal(text: str, line: int) -> tuple[Seat | None, list[list[Card]]]:
    """The dealer and the hands from South clockwise, the fourth one made of the cards the
    other three do not hold when it is left out."""
    dealer = _DEALERS.get(text[:1])
    if dealer is None and text[:1].isdigit():  # a digit that is no seat: refused, not guessed
        raise RecordError(
            line,
            f"md|{text[:1]}… names no dealer: its first digit is 1 (South), 2, 3 or 4 (East).",
        )
    hands_text = text[1:] if text[:1].isdigit() else text
    hands = [_hand(part, line) for part in hands_text.split(",")[:4]]
    hands += [[] for _ in range(4 - len(hands))]
    if sum(1 for hand in hands if not hand) > 1:
        raise RecordError(line, "md| gives fewer than three hands.")
    if not hands[3]:
        held = {card for hand in hands for card in hand}
        hands[3] = [card for card in full_pack() if card not in held]
    if any(len(hand) != 13 for hand in hands) or len({c for h in hands for c in h}) != 52:
        raise RecordError(line, "md| is not a deal of four hands of 13 different cards.")
    return dealer, hands


def _hand(text: str, line: int) -> list[Card]:
    """`SAK3HQJ2D...C...`: a suit letter, then its ranks (`10` for ten is read as T)."""
    cards: list[Card] = []
    suit: str | None = None
    for char in text.upper().replace("10", "T"):
        if char in "SHDC":
            suit = char
        elif char in RANKS and suit is not None:
            cards.append(Card.parse(suit + char))
        elif not char.isspace():
            raise RecordError(line, f"md| has '{char}', which is neither a suit nor a rank.")
    return cards


def _call(value: str, line: int) -> RecordedCall:
    text = value.strip().upper()
    alert = text.endswith("!")
    text = text.rstrip("!")
    try:
        call = Call.parse(_CALLS.get(text, text))
    except RuleViolation:
        raise RecordError(line, f"mb|{value[:10]}| is not a call.") from None
    return RecordedCall(str(call), alert, line=line)


def _marked(calls: list[RecordedCall]) -> tuple[RecordedCall, ...]:
    """LIN has no mark for an insufficient bid the table accepted (PBN writes ^I): such a
    bid is one that does not outrank the bid before it."""
    accepted = accepted_insufficient([Call.parse(c.call) for c in calls])
    return tuple(
        replace(c, irregularity="I") if insufficient else c
        for c, insufficient in zip(calls, accepted, strict=True)
    )


def _card(value: str, line: int) -> Card:
    text = value.strip().upper()
    try:
        return Card.parse(text)
    except RuleViolation:
        try:
            return Card.parse(text[-1:] + text[:-1])  # `6D` for D6
        except RuleViolation:
            raise RecordError(line, f"pc|{value[:10]}| is not a card.") from None


def _complete(calls: list[RecordedCall]) -> bool:
    passes_after_bid = len(calls) >= 4 and all(c.call == "Pass" for c in calls[-3:])
    return passes_after_bid and (any(c.call != "Pass" for c in calls) or len(calls) == 4)
