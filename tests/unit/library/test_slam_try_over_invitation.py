"""An accepted invitation is judged for slam before game is bid (0.24.0, h54a;
library/principles_fit.accepting_invitation, principles_slam.trying_for_slam), on hands
written for this test (none is a corpus case).

- David Lindop, "What's Standard? Slam Bidding - Part I" (Grant Standard): "the
  partnership needs about 33 or more combined points for small slam".
- Larry Cohen, "Control Bidding": "We use control-bids when we have agreed on a trump
  suit and are moving towards slam".
"""

from __future__ import annotations

import pytest

from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 1D-1S-3S (16-18): 15 support points and his 18 make 33, the clubs control bid
        ("KJ542.8.Q74.AQJ6", "4C"),
        # 13 and his 18 make 31: game, no try
        ("KJ542.86.Q74.QJ6", "4S"),
    ],
)
def test_slam_try_over_invitation(hand: str, expected: str) -> None:
    assert sayc_advice("1D Pass 1S Pass 3S Pass", hand).call == expected
