"""Write the second real-records corpus: strong pairs' calls that SAYC defines the same way.

Run with `.venv/bin/python bench/recommend_records_second.py` (it rewrites
tests/fixtures/recommend/sayc_independent_records_second.txt; the file is committed and
frozen, so run it only to show that the file still follows from the hand records).

The hand records are the 1996 World Team Olympiad's open series in bench/records (round
robin in olympiad-1996 and olympiad-1996-later, knockout in olympiad-1996-knockout): the
world's national teams at both tables of each match. The cases come from the later rounds
and the knockout only: rounds 1-16 (olympiad-1996) tuned the robots' bidding, which is the
recommendation, and unit tests quote their hands; they serve only to judge the pairs.
Unlike the first set's records (bench/recommend_records.py), these carry no alerts and no
explanations, so what a call meant is judged from the hands, in two steps, neither of
which asks the engine anything:

- **The pairs.** A pair is left out altogether when any opening bid it made, in any of the
  three folders, shows a method SAYC does not play: 1C or 1D with fewer than three cards
  in the suit (a short or a strong club, Precision's diamond), 1H or 1S with fewer than
  five (four-card majors), 1NT outside 15-17 HCP or unbalanced (a weak or a wide
  notrump), 1C or 1D with a balanced 15-17 (the notrump is not 15-17), 2C with fewer
  than 20 HCP (a natural or Precision 2C), 2D, 2H or 2S without six or seven cards in the
  suit or with 12 HCP or more (multi, Flannery, Muiderberg, Precision 2D, strong or
  intermediate twos), 2NT with fewer than 19 HCP (a weak two-suiter), 4C or 4D with fewer
  than six cards in the suit (Namyats, transfer preempts). One such opening is enough:
  the pairs that remain opened, everywhere the records show, as SAYC opens. A pair seen
  opening fewer than eight times is left out too (most pairs played one match of 16 or
  20 boards): its few openings could not have shown its method. A player whose name the
  records spell two ways is one player (`_SAME_PLAYER`). Of 87 pairs, 7 remain.
- **The calls.** Taken, as in the first set, are the calls up to the opening (passes by
  hands of 8 HCP or more, and the opening itself when it is natural in SAYC's sense by
  bench/recommend_records.py's test) and, after it, the next call of each of the other
  three seats and opener's rebid, by pairs not left out. A call after the opening stands
  in for the first set's "not alerted" when the caller's hand fits the meaning SAYC gives
  it (`_sayc_meaning`): an overcall holds five cards in its suit and it is among the
  longest, a weak jump overcall six; a takeout double at most three cards in the doubled
  suit (or 17 HCP), a double of 1NT 15 HCP; a 1NT overcall 15-18 and no singleton; the
  unusual 2NT and Michaels two five-card suits; a new suit by responder four cards (at
  the two level with 10 HCP, a jump shift with 16), a raise three cards (four of a minor),
  a single raise at most 10 HCP and a limit raise 9-12, 1NT 6-10, 1m-2NT 13-15 balanced,
  Jacoby 2NT four trumps and 13 HCP, Stayman a four-card major, a Jacoby transfer five
  cards in the next suit, a redouble 10 HCP, 2D over 2C any hand and a positive
  response five cards and 8 HCP; opener's rebid in a new suit four cards, of its own suit
  five, a raise three, a notrump rebid no singleton, the answers to Stayman and the
  completion of a transfer. Calls SAYC gives no meaning that
  a hand can show (cue bids, opener's doubles, other conventional calls) are not taken,
  and a call that fails its meaning ends the record: what follows may rest on it.

Where the two tables' players made different calls with the same hand after the same
auction, both are kept (as in the first set): strong pairs differ too. Each case is
turned so that the caller sits South (the dealer moved with it; the format has no
vulnerability, so nothing else changes) and keeps the record's folder, file, board,
seat and player, so a reader can find the table.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from recommend_records import ORDER, _call, _dotted, _hands, _natural_opening  # noqa: E402

from domain.rules.cards import Seat, Suit  # noqa: E402
from domain.rules.hand_evaluation import Hand  # noqa: E402
from interchange.pbn_reader import decode, read_pbn  # noqa: E402
from interchange.records import GameRecord  # noqa: E402

RECORDS = ROOT / "bench" / "records"
SOURCES = ("olympiad-1996", "olympiad-1996-later", "olympiad-1996-knockout")
# The folders whose calls become cases: olympiad-1996 tuned the robots' bidding, which is the
# recommendation's (unit tests quote its hands), so it only tells which pairs play SAYC.
CASE_SOURCES = ("olympiad-1996-later", "olympiad-1996-knockout")
TARGET = ROOT / "tests" / "fixtures" / "recommend" / "sayc_independent_records_second.txt"
HEADER = """# Real calls by strong pairs that SAYC defines the same way, second set (held out).
# Written by `python bench/recommend_records_second.py` from bench/records/olympiad-1996,
# olympiad-1996-later and olympiad-1996-knockout (the 1996 World Team Olympiad, open series);
# see that script for which pairs and calls are taken. Each caller is turned to sit South.
# Frozen before it was measured: never edit by hand.
# category | dealer | auction from the dealer (- for none) | hand S.H.D.C | expected call | source
"""
# One player's name spelled two ways in the records (found by comparing every two names),
# so that a pair's openings are judged together.
# A pair seen opening fewer times than this is left out: too few openings to show its method.
LEAST_OPENINGS = 8
_SAME_PLAYER = {
    "Brogelund": "Brogeland", "Christiense": "Christensen", "Figueirido": "Figueiredo",
    "I Herbst": "I. Herbst", "O Herbst": "O. Herbst", "Koch-Palmun": "Koch-Palmund",
    "Lindkvist": "Lindqvist", "Lindquist": "Lindqvist", "Van der Nue": "Van der Neu",
    "Watulingas": "Watulinga", "Watulingus": "Watulinga",
}  # fmt: skip
_AFTER_OPENING = {1: "real_overcall", 2: "real_response", 3: "real_overcall", 4: "real_rebid"}
_STRAINS = "CDHS"
_MAJORS = (Suit.H, Suit.S)
_MINORS = (Suit.C, Suit.D)


def _is_bid(call: str) -> bool:
    return call[0].isdigit()


def _rank(bid: str) -> int:
    """Bids in order: 1C is 0, 1NT is 4, 7NT is 34."""
    strain = bid[1:]
    return (int(bid[0]) - 1) * 5 + (4 if strain == "NT" else _STRAINS.index(strain))


def _length(hand: Hand, strain: str) -> int:
    return hand.length(Suit(strain))


def _no_singleton(hand: Hand) -> bool:
    return min(hand.pattern) >= 2


def _method_not_sayc(opening: str, hand: Hand) -> bool:
    """True when this opening shows a method SAYC does not play (the module docstring)."""
    hcp = hand.hcp
    level, strain = opening[0], opening[1:]
    if opening in ("1C", "1D"):
        return _length(hand, strain) < 3 or (hand.balanced and 15 <= hcp <= 17)
    if opening in ("1H", "1S"):
        return _length(hand, strain) < 5
    if opening == "1NT":
        return not (hand.balanced and 15 <= hcp <= 17)
    if opening == "2C":
        return hcp < 20
    if opening in ("2D", "2H", "2S"):
        return _length(hand, strain) not in (6, 7) or hcp >= 12
    if opening == "2NT":
        return hcp < 19
    if level == "4" and strain in ("C", "D"):
        return _length(hand, strain) < 6
    return False


def _player(record: GameRecord, seat: Seat) -> str:
    name = record.players.get(seat, "?")
    return _SAME_PLAYER.get(name, name)


def _pair(record: GameRecord, seat: Seat) -> str:
    partner = ORDER[(ORDER.index(seat) + 2) % 4]
    return " & ".join(sorted((_player(record, seat), _player(record, partner))))


def _opening_index(calls: list[str]) -> int | None:
    return next((i for i, c in enumerate(calls) if c != "Pass"), None)


def _non_sayc_pairs(records: list[GameRecord]) -> set[str]:
    """Pairs that opened, somewhere in the records, in a way SAYC does not, or too seldom."""
    found: set[str] = set()
    openings: Counter[str] = Counter()
    for record in records:
        calls = [_call(c) for c in record.calls]
        at = _opening_index(calls)
        if at is None:
            continue
        assert record.dealer is not None
        seat = ORDER[(ORDER.index(record.dealer) + at) % 4]
        openings[_pair(record, seat)] += 1
        if _method_not_sayc(calls[at], _hands(record)[seat]):
            found.add(_pair(record, seat))
    every_pair = {_pair(record, seat) for record in records for seat in ORDER}
    return found | {pair for pair in every_pair if openings[pair] < LEAST_OPENINGS}


class _Auction:
    """What the calls so far say, seen from the seat about to call."""

    def __init__(self, calls: list[str], opening_at: int, index: int) -> None:
        self.calls = calls
        self.opening_at = opening_at
        self.index = index
        self.opening = calls[opening_at]
        self.step = index - opening_at

    def bids_by(self, side: int) -> list[str]:
        """The bids before this call by opener's side (0) or the other side (1)."""
        return [
            c
            for i, c in enumerate(self.calls[self.opening_at : self.index])
            if _is_bid(c) and i % 2 == side
        ]

    def last_bid(self) -> tuple[str, int] | None:
        """The last bid before this call and its distance back."""
        for back in range(1, self.index - self.opening_at + 1):
            call = self.calls[self.index - back]
            if _is_bid(call):
                return call, back
        return None

    def previous(self) -> str:
        return self.calls[self.index - 1]

    def partner(self) -> str:
        return self.calls[self.index - 2]

    def clean(self) -> bool:
        """Nothing but passes between the opening and this call, but for partner's bids."""
        between = self.calls[self.opening_at + 1 : self.index]
        return all(c == "Pass" for i, c in enumerate(between) if i % 2 == 0)

    def jump(self, bid: str) -> bool:
        """A bid a level higher than the cheapest in its strain."""
        last = self.last_bid()
        if last is None:
            return False
        cheapest = int(last[0][0]) + (_rank(bid) % 5 <= _rank(last[0]) % 5)
        return int(bid[0]) > cheapest


def _sayc_meaning(auction: _Auction, call: str, hand: Hand) -> bool:
    """True when the hand fits what SAYC means by this call here (the module docstring)."""
    if call == "Pass":
        return True
    ours = auction.step % 2 == 0
    if call == "X":
        return _double(auction, hand, ours)
    if call == "XX":
        return auction.step == 2 and auction.previous() == "X" and hand.hcp >= 10
    if call.endswith("NT"):
        return _notrump(auction, call, hand, ours)
    strain = call[1]
    if any(b[1:] == strain for b in auction.bids_by(1 if ours else 0)):
        return _michaels(auction, call, hand)
    if not ours:
        if any(b[1:] == strain for b in auction.bids_by(1)):
            return _length(hand, strain) >= 3  # a raise of partner's overcall
        return _overcall(auction, call, hand)
    if auction.step == 2:
        return _response(auction, call, hand)
    return _rebid(auction, call, hand)


def _double(auction: _Auction, hand: Hand, ours: bool) -> bool:
    last = auction.last_bid()
    if last is None:
        return False
    doubled, _ = last
    if not ours:
        if doubled == "2C" and auction.opening == "2C":
            return False
        if doubled == "1NT":
            return hand.hcp >= 15
        if doubled.endswith("NT"):
            return False
        return _length(hand, doubled[1]) <= 3 or hand.hcp >= 17
    if auction.step == 2 and auction.previous() == doubled and not doubled.endswith("NT"):
        return _length(hand, doubled[1]) <= 3 and auction.opening[0] == "1"
    return False


def _notrump(auction: _Auction, call: str, hand: Hand, ours: bool) -> bool:
    hcp, opening = hand.hcp, auction.opening
    if not ours:
        if auction.step == 1 and opening[0] == "1" and not opening.endswith("NT"):
            if call == "1NT":
                return 15 <= hcp <= 18 and _no_singleton(hand)
            if call == "2NT":
                return _unusual(auction, hand)
        if auction.step == 3 and call == "1NT":
            return hcp >= 11 and _no_singleton(hand)
        return False
    if auction.step == 2 and opening[0] == "1" and not opening.endswith("NT"):
        suit = opening[1]
        if call == "1NT":
            return 6 <= hcp <= 10
        if call == "2NT" and auction.clean():
            if suit in "HS":
                return _length(hand, suit) >= 4 and hcp >= 13
            return hand.balanced and 13 <= hcp <= 15
        if call == "3NT" and auction.clean() and suit in "CD":
            return hand.balanced and 16 <= hcp <= 18
        return False
    if auction.step == 2 and opening in ("2D", "2H", "2S") and call == "2NT":
        return hcp >= 13
    if auction.step == 2 and opening in ("1NT", "2NT") and call in ("2NT", "3NT"):
        return _no_singleton(hand)
    if auction.step == 4 and (opening == "2C" or opening[0] == "1") and opening != "1NT":
        jacoby = opening in ("1H", "1S") and auction.partner() == "2NT" and auction.clean()
        return not jacoby and _no_singleton(hand)
    return False


def _unusual(auction: _Auction, hand: Hand) -> bool:
    unbid = [s for s in _STRAINS if s != auction.opening[1]][:2]
    return all(_length(hand, s) >= 5 for s in unbid)


def _michaels(auction: _Auction, call: str, hand: Hand) -> bool:
    """A cue bid of the opening's suit straight over it: two five-card suits."""
    opening = auction.opening
    if auction.step != 1 or opening[0] != "1" or call != f"2{opening[1]}":
        return False
    if opening[1] in "CD":
        return all(_length(hand, s) >= 5 for s in "HS")
    other = "S" if opening[1] == "H" else "H"
    return _length(hand, other) >= 5 and any(_length(hand, s) >= 5 for s in "CD")


def _longest(hand: Hand, strain: str) -> bool:
    return _length(hand, strain) == max(hand.pattern)


def _overcall(auction: _Auction, call: str, hand: Hand) -> bool:
    if auction.opening == "2C":
        return False
    needed = 6 if auction.jump(call) else 5
    return _length(hand, call[1]) >= needed and _longest(hand, call[1])


def _response(auction: _Auction, call: str, hand: Hand) -> bool:
    opening, strain, hcp = auction.opening, call[1], hand.hcp
    interfered = not auction.clean()
    if opening in ("1NT", "2NT"):
        if interfered:
            return _length(hand, strain) >= 5 and _longest(hand, strain)
        stayman, transfers = ("2C", ("2D", "2H")) if opening == "1NT" else ("3C", ("3D", "3H"))
        if call == stayman:
            return any(_length(hand, s) >= 4 for s in "HS")
        if call in transfers:
            return _length(hand, "H" if call[1] == "D" else "S") >= 5
        return call in ("4H", "4S") and _length(hand, strain) >= 6
    if opening == "2C":
        return call == "2D" or (not interfered and _length(hand, strain) >= 5 and hcp >= 8)
    if strain == opening[1]:
        return _raise(auction, call, hand)
    if opening[0] != "1":
        return _length(hand, strain) >= 5
    if interfered:
        return _length(hand, strain) >= (4 if call[0] == "1" else 5)
    if auction.jump(call):
        return _length(hand, strain) >= 4 and hcp >= 16
    if call[0] == "2":
        return _length(hand, strain) >= 4 and hcp >= 10
    return _length(hand, strain) >= 4


def _raise(auction: _Auction, call: str, hand: Hand) -> bool:
    strain = call[1]
    if _length(hand, strain) < (3 if strain in "HS" else 4):
        return False
    if auction.opening[0] != "1" or not auction.clean():
        return True
    if call[0] == "2":
        return hand.hcp <= 10
    if call[0] == "3":
        return 9 <= hand.hcp <= 12
    return strain not in "HS" or hand.hcp <= 10


def _rebid(auction: _Auction, call: str, hand: Hand) -> bool:
    opening, response, strain = auction.opening, auction.partner(), call[1]
    if opening in ("1NT", "2NT"):
        stayman = "2C" if opening == "1NT" else "3C"
        transfers = {"2D": "2H", "2H": "2S"} if opening == "1NT" else {"3D": "3H", "3H": "3S"}
        if auction.previous() != "Pass":
            return False
        if response == stayman:
            if call[1] == "D":
                return all(_length(hand, s) < 4 for s in "HS")
            return _length(hand, strain) >= 4
        return transfers.get(response) == call
    if opening == "2C":
        return _length(hand, strain) >= 5
    if opening[0] != "1":
        return False  # a weak two's or a preempt's answers to an asking bid are not natural
    if opening[1] in "HS" and response == "2NT" and auction.clean():
        return False  # the answers to Jacoby 2NT are not natural
    if strain == opening[1]:
        return _length(hand, strain) >= 5
    if _is_bid(response) and strain == response[1]:
        return _length(hand, strain) >= 3
    return _length(hand, strain) >= 4


def cases(records: list[GameRecord], where: dict[int, str]) -> Iterator[tuple[str, str]]:
    excluded = _non_sayc_pairs(records)
    for record in records:
        irregular = any(c.irregularity or not c.call for c in record.calls)
        if record.dealer is None or record.deal is None or irregular:
            continue
        if where[id(record)].split("/")[0] in CASE_SOURCES:
            yield from _cases_of(record, excluded, where[id(record)])


def _cases_of(record: GameRecord, excluded: set[str], where: str) -> Iterator[tuple[str, str]]:
    assert record.dealer is not None
    hands = _hands(record)
    start = ORDER.index(record.dealer)
    calls = [_call(c) for c in record.calls]
    opening_at = _opening_index(calls)
    last = len(calls) if opening_at is None else opening_at + 1
    for index in range(min(last, len(calls))):
        seat = ORDER[(start + index) % 4]
        if _pair(record, seat) in excluded:
            return
        if index == opening_at and not _natural_opening(calls[index], hands[seat]):
            return
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        category = "real_opening" if index == opening_at else "real_pass_before_opening"
        yield _line(category, record, calls[:index], hands, index, calls[index], where)
    if opening_at is None:
        return
    for index in range(opening_at + 1, min(opening_at + 5, len(calls))):
        seat = ORDER[(start + index) % 4]
        if not _sayc_meaning(_Auction(calls, opening_at, index), calls[index], hands[seat]):
            return
        if _pair(record, seat) in excluded:
            continue
        if calls[index] == "Pass" and hands[seat].hcp < 8:
            continue  # a weak hand's pass is no decision
        category = _AFTER_OPENING[index - opening_at]
        yield _line(category, record, calls[:index], hands, index, calls[index], where)


def _line(category: str, record: GameRecord, before: list[str], hands: dict[Seat, Hand],
          index: int, call: str, where: str) -> tuple[str, str]:  # fmt: skip
    """The case turned so that the caller sits South, and who made the call at which board."""
    assert record.dealer is not None
    seat = ORDER[(ORDER.index(record.dealer) + index) % 4]
    dealer = ORDER[(ORDER.index(Seat.S) - index) % 4]
    auction = " ".join(before) or "-"
    position = f"{category} | {dealer.value} | {auction} | {_dotted(hands[seat])} | {call}"
    player = record.players.get(seat, "?")
    return position, f"{where} board {record.board_number} {seat.value}: {player}"


def read_records() -> tuple[list[GameRecord], dict[int, str]]:
    """Every table of the three folders, and each one's folder and file."""
    records: list[GameRecord] = []
    where: dict[int, str] = {}
    for folder in SOURCES:
        for path in sorted((RECORDS / folder).glob("*.pbn")):
            for record in read_pbn(decode(path.read_bytes())):
                if isinstance(record, GameRecord) and record.calls:
                    records.append(record)
                    where[id(record)] = f"{folder}/{path.name}"
    return records, where


def main() -> None:
    records, where = read_records()
    tables: dict[str, list[str]] = defaultdict(list)
    for position, who in cases(records, where):
        tables[position].append(who)
    lines = [
        f"{position} | real: 1996 World Team Olympiad, {'; '.join(who)}"
        for position, who in tables.items()
    ]
    counts: dict[str, int] = defaultdict(int)
    for line in lines:
        counts[line.split(" | ", 1)[0]] += 1
    TARGET.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    excluded = _non_sayc_pairs(records)
    pairs = {_pair(r, s) for r in records for s in ORDER}
    print(f"{len(lines)} cases from {len(records)} tables; {len(pairs) - len(excluded)} of "
          f"{len(pairs)} pairs kept: {dict(sorted(counts.items()))}")  # fmt: skip


if __name__ == "__main__":
    main()
