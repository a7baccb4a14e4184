"""A long minor opposite partner's natural notrump plays in 3NT, whatever my shape
(library/principles_placing.py, 0.26.0, h56b). Andrew Robson ("If you remember just one
thing"): "a minor suit game is only one trick short of a Small Slam. Far better to gamble
3NT than try for two more tricks in 5C/5D"; James Plank's class notes: "You need 26+
points to be in game in a major (4H, 4S) or notrump (3N)"; "You need 29+ points to be in
game in a minor (5C, 5D)". Partner's notrump is balanced and guards what it covers, so
a singleton of mine no longer keeps the hand out of notrump. Calls from North, SAYC.
"""

from __future__ import annotations

import pytest

from tests.unit.library.support import sayc_advice

# as on an olympiad-2000 deal (development data; the spot cards changed here): W opened
# 1C, E's 1D was doubled, W rebid 1NT (12-14 balanced); E invited with 3D and played
# there, the tables bid 3NT
_REBID = "Pass 1C Pass 1D X 1NT Pass"


def test_a_long_minor_with_game_values_bids_3nt_opposite_the_notrump_rebid() -> None:
    advice = sayc_advice(_REBID, "K74.53.AKQT862.2")
    assert advice.call == "3NT", advice.reason
    assert "nine tricks before a minor's eleven" in advice.reason


@pytest.mark.parametrize(
    ("hand", "game"),
    [
        # the count is the hand's HCP and the middle of what partner's calls showed (his
        # opening's 12-21 here: 16): 10 HCP make 26, game in notrump
        ("K74.53.AKT8762.2", True),
        # 5 HCP: 21 between the hands, no game
        ("974.53.KQT8762.2", False),
    ],
)
def test_the_count_decides_game(hand: str, game: bool) -> None:
    advice = sayc_advice(_REBID, hand)
    assert (advice.call == "3NT") == game, advice.reason
