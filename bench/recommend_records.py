"""Write the real-records corpus: the calls strong pairs made where SAYC has a system call.

Run with `.venv/bin/python bench/recommend_records.py` (it rewrites
tests/fixtures/recommend/sayc_independent_records.txt; the file is committed and frozen,
so run it only to show that the file still follows from the hand records).

The hand records are the 299 tables of the 2021 Online Qualifier, Open round 2, on
RealBridge (tests/fixtures/pbn/endplay-example2.pbn): real international pairs, most of
them playing natural five-card-major systems, some a strong or a short club, some a weak
notrump. A call is taken only where SAYC has a call of the same meaning:

- every call up to and including the opening bid, when the opening is natural in SAYC's
  sense (judged from the opener's hand and the record's explanation: 1M five cards, 1m
  three cards, 1NT balanced 15-17, 2C strong, weak twos and threes), by a pair whose
  explanations never show a weak notrump or a short or strong club;
- after such an opening, the next call of each of the other three seats, when it was not
  alerted (natural), or when it is a call SAYC itself alerts the same way (Stayman and
  Jacoby transfers over 1NT, Jacoby 2NT over a major), and the calls between them were
  unalerted too.

Each case keeps the record's board, table and seat, so a reader can find the table.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from domain.rules.cards import Seat, Suit  # noqa: E402
from domain.rules.hand_evaluation import Hand, parse_hand  # noqa: E402
from interchange.pbn_reader import decode, read_pbn  # noqa: E402
from interchange.records import GameRecord, RecordedCall  # noqa: E402

SOURCE = ROOT / "tests" / "fixtures" / "pbn" / "endplay-example2.pbn"
TARGET = ROOT / "tests" / "fixtures" / "recommend" / "sayc_independent_records.txt"
ORDER = (Seat.N, Seat.E, Seat.S, Seat.W)
HEADER = """# Real calls by strong pairs where SAYC has a system call (held out, independent).
# Written by `python bench/recommend_records.py` from tests/fixtures/pbn/endplay-example2.pbn
# (2021 Online Qualifier, Open round 2, RealBridge: 299 tables); see that script for which
# calls are taken. Frozen before any tuning: never edit by hand.
# category | dealer | auction from the dealer (- for none) | hand S.H.D.C | expected call | source
"""
# Explanations that show a method SAYC does not play (weak notrump, short or strong club,
# a nebulous diamond).
_NOT_SAYC = re.compile(r"12-14|11-14|10-12 *nt|2\+|1\+|0\+|strong|16\+|15\+|polish|precision|"
                       r"can be 0|nebulous|multi|11-13,|artificial", re.IGNORECASE)  # fmt: skip
# The calls after the opening, by their distance from it: opener's LHO overcalls, partner
# responds, RHO acts in fourth seat, opener rebids.
_AFTER_OPENING = {1: "real_overcall", 2: "real_response", 3: "real_overcall", 4: "real_rebid"}
_SAYC_ALERTS = {("1NT", "2C"), ("1NT", "2D"), ("1NT", "2H"), ("1H", "2NT"), ("1S", "2NT")}


def _hands(record: GameRecord) -> dict[Seat, Hand]:
    assert record.deal is not None
    first, cards = record.deal.split(":", 1)
    start = ORDER.index(Seat(first))
    return {
        ORDER[(start + i) % 4]: parse_hand(text.replace("10", "T"))
        for i, text in enumerate(cards.split())
    }


def _natural_opening(call: str, hand: Hand) -> bool:
    hcp = hand.hcp
    if call == "1NT":
        return hand.balanced and 15 <= hcp <= 17
    if call in ("1S", "1H"):
        return hand.length(Suit(call[1])) >= 5 and hcp >= 10
    if call in ("1D", "1C"):
        return (
            hand.length(Suit(call[1])) >= 3
            and hcp >= 10
            and not (hand.balanced and (15 <= hcp <= 17 or 20 <= hcp <= 21))
        )
    if call == "2C":
        return hcp >= 20
    if call in ("2D", "2H", "2S"):
        return hand.length(Suit(call[1])) == 6 and 5 <= hcp <= 11
    if call == "2NT":
        return hand.balanced and 20 <= hcp <= 21
    if call[0] == "3" and call[1] in "CDHS":
        return hand.length(Suit(call[1])) >= 7 and hcp <= 10
    if call[0] == "4" and call[1] in "HS":
        return hand.length(Suit(call[1])) >= 8 and hcp <= 10
    return False


def _pair(record: GameRecord, seat: Seat) -> str:
    partner = ORDER[(ORDER.index(seat) + 2) % 4]
    return " & ".join(sorted((record.players.get(seat, "?"), record.players.get(partner, "?"))))


def _non_sayc_pairs(records: list[GameRecord]) -> set[str]:
    """Pairs whose explanations of their own calls show a method SAYC does not play."""
    found: set[str] = set()
    for record in records:
        assert record.dealer is not None
        start = ORDER.index(record.dealer)
        for index, call in enumerate(record.calls):
            seat = ORDER[(start + index) % 4]
            note = call.note or ""
            if _NOT_SAYC.search(note) or (call.call == "1NT" and re.search(r"1[0-4]-", note)):
                found.add(_pair(record, seat))
    return found


def _call(recorded: RecordedCall) -> str:
    return "Pass" if recorded.call in ("P", "Pass") else recorded.call


def cases(records: list[GameRecord]) -> Iterator[tuple[str, str]]:
    excluded = _non_sayc_pairs(records)
    for record in records:
        irregular = any(c.irregularity or not c.call for c in record.calls)
        if record.dealer is None or record.deal is None or irregular:
            continue
        yield from _cases_of(record, excluded)


def _cases_of(record: GameRecord, excluded: set[str]) -> Iterator[tuple[str, str]]:
    assert record.dealer is not None
    hands = _hands(record)
    start = ORDER.index(record.dealer)
    calls = [_call(c) for c in record.calls]
    opening_at = next((i for i, c in enumerate(calls) if c != "Pass"), None)
    last = len(calls) if opening_at is None else opening_at + 1
    for index in range(min(last, len(calls))):
        seat = ORDER[(start + index) % 4]
        if _pair(record, seat) in excluded:
            return
        if index == opening_at and (
            record.calls[index].alert or not _natural_opening(calls[index], hands[seat])
        ):
            return
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        category = "real_opening" if index == opening_at else "real_pass_before_opening"
        yield _line(category, record, calls[:index], hands[seat], calls[index], seat)
    if opening_at is None:
        return
    opening = calls[opening_at]
    for index in range(opening_at + 1, min(opening_at + 5, len(calls))):
        seat = ORDER[(start + index) % 4]
        recorded = record.calls[index]
        if any(c.alert for c in record.calls[opening_at + 1 : index]):
            return
        if _pair(record, seat) in excluded:
            continue
        if recorded.alert and (opening, calls[index]) not in _SAYC_ALERTS:
            continue
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        step = index - opening_at
        category = _AFTER_OPENING[step]
        yield _line(category, record, calls[:index], hands[seat], calls[index], seat)


def _line(category: str, record: GameRecord, before: list[str], hand: Hand, call: str,
          seat: Seat) -> tuple[str, str]:  # fmt: skip
    """The case without its source, and who made the call at which board."""
    assert record.dealer is not None
    auction = " ".join(before) or "-"
    position = f"{category} | {record.dealer.value} | {auction} | {_dotted(hand)} | {call}"
    return position, f"board {record.board_number} {seat.value}: {record.players.get(seat, '?')}"


def _dotted(hand: Hand) -> str:
    return ".".join("".join(hand.ranks(suit)) for suit in (Suit.S, Suit.H, Suit.D, Suit.C))


def main() -> None:
    read = list(read_pbn(decode(SOURCE.read_bytes())))
    records = [r for r in read if isinstance(r, GameRecord)]
    tables: dict[str, list[str]] = defaultdict(list)
    for position, who in cases(records):
        tables[position].append(who)
    lines = [
        f"{position} | real: RealBridge 2021 Online Qual Open R2, {'; '.join(who)}"
        for position, who in tables.items()
    ]
    counts: dict[str, int] = defaultdict(int)
    for line in lines:
        counts[line.split(" | ", 1)[0]] += 1
    TARGET.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} cases from {len(records)} tables: {dict(sorted(counts.items()))}")


if __name__ == "__main__":
    main()
