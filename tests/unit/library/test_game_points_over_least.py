"""The game count with partner's least, read by every principle that counts it so
(library/principles_game_points.py; issue 33, 0.22.0).

Joan Butts, "Responder's Rebids" (lesson 6): "Add opener's points to yours. If the total
is: Fewer than 25, play a partscore; 25+ go to game, either in a suit or no trumps."
James Plank ("Guidelines for bidding"): "You need 26+ points to be in game in a major
(4H, 4S) or notrump (3N)"; "You need 29+ points to be in game in a minor (5C, 5D)". The
26 with the middle of a three-point range is Butts' 25 with its least.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Suit
from library import (
    principles_high_competition,
    principles_negative_rebid,
    principles_notrump_advances,
    principles_opener_competes,
    principles_opener_contested,
    principles_opener_third,
)
from library.principles_game_points import (
    game_points,
    game_points_over_least,
    invitation_points,
    invitation_points_over_least,
)

_STRAINS = [Suit.S, Suit.H, Suit.D, Suit.C, None]


def _middle(low: int, high: int) -> int:
    return (low + high) // 2


@given(st.sampled_from(_STRAINS), st.integers(10, 20))
def test_the_least_count_is_the_middle_count_of_a_three_point_range(
    strain: Suit | None, least: int
) -> None:
    # partner shows least..least+2 (12-14, 15-17): game with his least, counted apart
    # from the module, is game with his middle
    plank = 29 if strain in (Suit.D, Suit.C) else 26
    for mine in range(0, 30):
        with_middle = mine + _middle(least, least + 2) >= plank
        assert (mine + least >= game_points_over_least(strain)) is with_middle


@pytest.mark.parametrize(
    ("strain", "game", "invite"),
    [(Suit.S, 25, (22, 24)), (Suit.H, 25, (22, 24)), (None, 25, (23, 24)),
     (Suit.D, 28, (25, 27)), (Suit.C, 28, (25, 27))],
)  # fmt: skip
def test_butts_twenty_five_with_the_shown_least(
    strain: Suit | None, game: int, invite: tuple[int, int]
) -> None:
    assert game_points_over_least(strain) == game == game_points(strain) - 1
    assert invitation_points_over_least(strain) == invite
    assert invitation_points(strain)[1] == game  # the middle count's top invitation


def test_the_principles_read_the_one_count() -> None:
    # the numbers written by hand before 0.22.0 are now read: none moved
    assert principles_negative_rebid._GAME_POINTS == 25
    assert principles_opener_competes._GAME_NOTRUMP == 25
    assert (principles_notrump_advances.GAME, principles_notrump_advances.INVITE) == (25, 23)
    assert principles_high_competition.GAME_VALUES_HCP == 25
    assert principles_opener_contested._GAME_NOTRUMP_HCP == 15  # the limit raise's 10
    assert principles_opener_third._GAME == 26  # partner's maximum: the acceptance count
