"""Which pairs play SAYC's openings, judged from their own hand records.

Split out of bench/recommend_records_second.py (its docstring gives the rules): a pair is
left out of a records set when any opening it made shows a method SAYC does not play
(`method_not_sayc`), or when it opened too seldom for its openings to show its method.
Who a player is comes from a function of the recorded name (`PlayerKey`), so each set can
join the spellings its records use. Nothing here asks the engine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from recommend_records import ORDER, _call, _hands
from records_calls import length

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import Hand
from interchange.records import GameRecord

# A pair seen opening fewer times than this is left out: too few openings to show its method.
LEAST_OPENINGS = 8
# The name a player is judged under, from the name a record gives.
PlayerKey = Callable[[str], str]


def method_not_sayc(opening: str, hand: Hand) -> bool:
    """True when this opening shows a method SAYC does not play (the module docstring)."""
    hcp = hand.hcp
    level, strain = opening[0], opening[1:]
    if opening in ("1C", "1D"):
        return length(hand, strain) < 3 or (hand.balanced and 15 <= hcp <= 17)
    if opening in ("1H", "1S"):
        return length(hand, strain) < 5
    if opening == "1NT":
        return not (hand.balanced and 15 <= hcp <= 17)
    if opening == "2C":
        return hcp < 20
    if opening in ("2D", "2H", "2S"):
        return length(hand, strain) not in (6, 7) or hcp >= 12
    if opening == "2NT":
        return hcp < 19
    if level == "4" and strain in ("C", "D"):
        return length(hand, strain) < 6
    return False


def pair_of(record: GameRecord, seat: Seat, player: PlayerKey) -> str:
    """The pair sitting at `seat` and its partner's, each player under `player`'s name."""
    partner = ORDER[(ORDER.index(seat) + 2) % 4]
    names = (record.players.get(s, "?") for s in (seat, partner))
    return " & ".join(sorted(player(name) for name in names))


def opening_index(calls: list[str]) -> int | None:
    return next((i for i, c in enumerate(calls) if c != "Pass"), None)


def non_sayc_pairs(
    records: Iterable[GameRecord], player: PlayerKey, least: int = LEAST_OPENINGS
) -> set[str]:
    """Pairs that opened, somewhere in the records, in a way SAYC does not, or too seldom."""
    found: set[str] = set()
    openings: Counter[str] = Counter()
    every_pair: set[str] = set()
    for record in records:
        every_pair |= {pair_of(record, seat, player) for seat in ORDER}
        calls = [_call(c) for c in record.calls]
        at = opening_index(calls)
        if at is None:
            continue
        assert record.dealer is not None
        seat = ORDER[(ORDER.index(record.dealer) + at) % 4]
        openings[pair_of(record, seat, player)] += 1
        if method_not_sayc(calls[at], _hands(record)[seat]):
            found.add(pair_of(record, seat, player))
    return found | {pair for pair in every_pair if openings[pair] < least}
