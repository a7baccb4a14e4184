"""Game records as PBN 2.1 in export format (docs/contract.md "Interchange").

Export format is strict: CRLF line ends, no tabs, the 15 mandatory tags in their order
(`?` for what is unknown, an empty value for what does not apply), then the supplemental
tags sorted by name (an imported record's own among them), then the Auction section (the
dealer first, four calls a line, note references with their Note tags after the calls)
and the Play section (one trick a line, by seat from the opening leader, `-` for a card
not played, `*` when play stopped before the thirteenth trick). A call's explanation is
its note; an alert with no explanation is a note with no text, so that it is read back as
alerted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from domain.rules.cards import Seat
from interchange.records import GameRecord, RecordedCall, RecordedCard

HEADER = "% PBN 2.1\r\n% EXPORT\r\n"
_EOL = "\r\n"
_SEAT_TAGS = (("West", Seat.W), ("North", Seat.N), ("East", Seat.E), ("South", Seat.S))


def write_pbn(records: Iterable[GameRecord]) -> Iterator[str]:
    """The file, a game at a time (the header first); games are parted by an empty line."""
    yield HEADER
    for index, record in enumerate(records):
        yield (_EOL if index else "") + game_text(record)


def game_text(record: GameRecord) -> str:
    lines = [_tag(name, value) for name, value in _identification(record)]
    if record.calls and record.dealer is not None:
        lines += _auction(record.calls, record.dealer, record.auction_complete)
    if (record.plays or record.claimed) and record.declarer is not None:
        lines += _play(record)
    return "".join(line + _EOL for line in lines)


def _identification(record: GameRecord) -> list[tuple[str, str]]:
    passed_out = record.contract == "Pass"
    contract = record.contract or "?"  # PBN 2.1 3.4.14: "Pass" when all players pass
    declarer = record.declarer.value if record.declarer else ("" if passed_out else "?")
    result = "" if passed_out else ("?" if record.result is None else str(record.result))
    tags = [
        ("Event", record.event or "?"),
        ("Site", record.site or "?"),
        ("Date", record.date or "?"),
        ("Board", "?" if record.board_number is None else str(record.board_number)),
        *((name, record.players.get(seat, "?")) for name, seat in _SEAT_TAGS),
        ("Dealer", record.dealer.value if record.dealer else "?"),
        ("Vulnerable", record.vulnerability or "?"),
        ("Deal", record.deal or "?"),
        ("Scoring", record.tags.get("Scoring", "")),
        ("Declarer", declarer),
        ("Contract", contract),
        ("Result", result),
    ]
    written = {name for name, _ in tags}
    supplemental: dict[str, str | None] = {
        **{name: value for name, value in record.tags.items() if name not in written},
        "DoubleDummyTricks": record.double_dummy,
        "OptimumScore": record.optimum_score,
        "Score": record.score,
    }
    return tags + sorted((name, value) for name, value in supplemental.items() if value)


def _tag(name: str, value: str) -> str:
    # no line breaks or tabs in export format; other spaces are the text's own
    text = re.sub(r"[\t\r\n]", " ", value).replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{text}"]'


def _auction(calls: tuple[RecordedCall, ...], dealer: Seat, complete: bool) -> list[str]:
    notes: dict[str, int] = {}
    tokens: list[list[str]] = []
    for made in calls:
        token = [f"^{made.irregularity}", made.call] if made.irregularity else [made.call]
        if made.irregularity == "S":
            token = ["^S"]  # a place passed over: no call of its own
        if made.alert or made.note:
            text = made.note or ""
            number = notes.setdefault(text, len(notes) + 1)
            token.append(f"={number}=")
        tokens.append(token)
    rows = [" ".join(" ".join(t) for t in tokens[i : i + 4]) for i in range(0, len(tokens), 4)]
    if not complete:
        rows.append("+")
    return [
        _tag("Auction", dealer.value),
        *rows,
        *(_tag("Note", f"{number}:{text}") for text, number in notes.items()),
    ]


def _play(record: GameRecord) -> list[str]:
    """Each trick on a line, its cards by seat from the opening leader whoever led it."""
    assert record.declarer is not None
    leader = record.declarer.next()
    rows: list[str] = []
    for start in range(0, len(record.plays), 4):
        trick = record.plays[start : start + 4]
        by_seat = {played.seat: _card_token(played) for played in trick}
        rows.append(" ".join(by_seat.get(leader.next(i), "-") for i in range(4)))
    if len(record.plays) < 52:
        rows.append("*" if record.claimed or record.result is not None else "+")
    return [_tag("Play", leader.value), *rows]


def _card_token(played: RecordedCard) -> str:
    return f"^{played.irregularity} {played.card}" if played.irregularity else played.card
