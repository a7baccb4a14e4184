"""A set of boards dealt from one seed, as a club deals a session: boards `first` to
`first + count - 1`, each with the dealer and vulnerability of its number (docs/design.md 4.1)
and its own deal. The same seed always gives the same set, and each board's deal
depends only on the seed and its number, so boards 1-16 of a seed are the first half of
boards 1-32 of the same seed."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from domain.rules.board_numbers import (
    MAX_BOARD_NUMBER,
    Vulnerability,
    dealer_for,
    vulnerability_for,
)
from domain.rules.cards import Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation

MAX_SET = 36  # the longest session a club deals at once
# A set played for a score (mode "tournament") must not be dealt from a seed a player could
# find by trying seeds against the hand he holds: the service draws one, or a given one is
# at least this large (2**48 seeds to try; the derivation below is public).
MIN_TOURNAMENT_SEED = 2**48
SEED_BITS = 63


def drawn_seed(below: Callable[[int], int]) -> int:
    """A set's seed drawn with `below(n)`, a number in [0, n) (secrets.randbelow): one a
    tournament set may be dealt from, whatever the mode. Before 0.26.0 the service drew 63
    random bits, and one draw in 32,768 fell below MIN_TOURNAMENT_SEED: a tournament set
    asked for with no seed was refused (seen once in CI)."""
    return MIN_TOURNAMENT_SEED + below(2**SEED_BITS - MIN_TOURNAMENT_SEED)


def check_set_seed(seed: int, mode: str) -> None:
    """A seed a tournament set may be dealt from (see MIN_TOURNAMENT_SEED)."""
    if mode == "tournament" and seed < MIN_TOURNAMENT_SEED:
        raise RuleViolation(
            "A tournament set needs a seed of at least 2**48, one a player cannot find by "
            "trying; leave seed out and the service draws one."
        )


@dataclass(frozen=True)
class SetBoard:
    board_number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal


def board_seed(seed: int, board_number: int) -> int:
    """The seed of one board's deal: a digest of the set's seed and the board's number, so
    neighbouring seeds and numbers give unrelated deals."""
    digest = hashlib.sha256(f"bridge-ledger-set:{seed}:{board_number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def deal_set(seed: int, first: int = 1, count: int = 32) -> list[SetBoard]:
    if not 1 <= count <= MAX_SET:
        raise RuleViolation(f"A set holds 1 to {MAX_SET} boards.")
    if not first >= 1 or first + count - 1 > MAX_BOARD_NUMBER:
        raise RuleViolation(f"Board numbers run from 1 to {MAX_BOARD_NUMBER}.")
    if not 0 <= seed < 2**63:
        raise RuleViolation("seed must be between 0 and 2**63 - 1.")
    return [
        SetBoard(
            number,
            dealer_for(number),
            vulnerability_for(number),
            Deal.random(board_seed(seed, number)),
        )
        for number in range(first, first + count)
    ]
