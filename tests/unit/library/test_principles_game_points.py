"""One count for game between the hands, read by principles_placing and principles_fit
(issue 33; library/principles_game_points.py).

James Plank's class notes ("Guidelines for bidding", University of Tennessee): "You need
26+ points to be in game in a major (4H, 4S) or notrump (3N)"; "You need 29+ points to
be in game in a minor (5C, 5D)". The checks are compared with an independent statement
of the same numbers.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Suit
from library.principles_game_points import (
    enough_for_game,
    game_points,
    invitation_points,
    inviting,
)

_STRAINS = [Suit.S, Suit.H, Suit.D, Suit.C, None]


def _book_game(strain: Suit | None) -> int:
    return 29 if strain in (Suit.D, Suit.C) else 26


@pytest.mark.parametrize(("strain", "need"), [(Suit.S, 26), (Suit.H, 26), (None, 26),
                                               (Suit.D, 29), (Suit.C, 29)])  # fmt: skip
def test_the_count_for_game(strain: Suit | None, need: int) -> None:
    assert game_points(strain) == need


def test_the_invitations_sit_just_below_game() -> None:
    # a suit invites with the three points below game, notrump with the two
    assert invitation_points(Suit.S) == (23, 25)
    assert invitation_points(None) == (24, 25)


@given(st.integers(min_value=0, max_value=40), st.sampled_from(_STRAINS))
def test_the_checks_hold_by_the_count(total: int, strain: Suit | None) -> None:
    need = _book_game(strain)
    assert enough_for_game(total, strain).holds is (total >= need)
    below = 2 if strain is None else 3
    assert inviting(total, strain).holds is (need - below <= total < need)
