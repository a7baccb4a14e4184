"""Forced to bid again with two five-card suits both shown, the second is rebid: it
shows the 5-5, where rebidding the first would show six (library/principles_placing.py,
0.26.0, h56b). A teacher's answer on bidding 5-5 (allexperts.com, "bidding 5-5 majors",
2013): after 1S-2C-2H-2NT "you could be either 5-4 or 5-5. If you are 5-5 you might now
rebid 3H" - the second suit. Calls from North as dealer, SAYC.
"""

from __future__ import annotations

import pytest

from tests.unit.library.support import sayc_advice

# as on an olympiad-2000 deal (development data; the spot cards changed here): 1H-2S
# (strong jump shift), 3D, 3S (his six spades, forcing); opener's 4H read as six hearts
# and was passed, a 5-0 fit, where the tables played spades
_AFTER_REBID = "1H Pass 2S Pass 3D Pass 3S Pass"


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        # five hearts and five diamonds: the diamonds again
        ("6.AQJT5.A8742.97", "4D"),
        # six hearts and five diamonds: the longer first suit is rebid
        ("6.AQJT52.A8742.9", "4H"),
    ],
)
def test_the_second_five_card_suit_is_rebid(hand: str, call: str) -> None:
    advice = sayc_advice(_AFTER_REBID, hand)
    assert advice.call == call, advice.reason
