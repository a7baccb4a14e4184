"""Responder's raise of opener's rebid six-card major, 1H-1S-2H (library/systems/sayc.md,
"Responder's Second Call after Opener's Simple Rebid"; issue 33, 0.22.0).

The raise to 3H invites with 10-12 HCP and 4H bids game with 13+, counted in HCP as the
section's other calls are (Pass 6-10, 2NT 11-12, 3S 10-12): before 0.22.0 the two raises
counted support points, and a doubleton lifted 9 HCP into the invitation and 12 HCP into
game, against the textbook answers quoted below (sayc_textbook.txt, lines 277 and 280).

- Richard Pavlicek, "Rebids by Responder" (rpbridge.net, lesson 3D): "Any bid below 2 NT
  (except a new suit) is nonforcing. This shows 6 to 10 points." "A nonjump 2 NT or a
  nonjump raise to the 3 level is invitational. This shows 10 to 12 points." "A jump bid
  is forcing to game. This shows 13 points or more."
- Joan Butts, "Responder's Rebids": "Suppose opener shows a minimum hand of 13-15
  points, and responder has 11-12 points ... responder will invite game without quite
  getting there"; "Maximum: 13+ points. Now there's no stopping in partscore. The
  combined partnership strength is at least 26 points (13 + 13)".
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from domain.rules.cards import RANKS
from domain.rules.hand_evaluation import parse_hand
from tests.unit.library.support import sayc_advice, sayc_written

AUCTION = "1H Pass 1S Pass 2H Pass"
SEQUENCE = "1h-(p)-1s-(p)-2h-(p)"


# the textbook's two answers (sayc_textbook.txt 277 and 280)
@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 12 HCP and a doubleton: "responder will invite game without quite getting there"
        ("QJ873.A32.43.AJ5", "3H"),
        # 9 HCP and a doubleton: "6 to 10 points", no invitation
        ("AQ98.K85.8632.97", "Pass"),
    ],
)
def test_the_textbook_raises_by_high_cards(hand: str, expected: str) -> None:
    assert sayc_advice(AUCTION, hand).call == expected


def test_the_written_raises_count_high_cards() -> None:
    invite = sayc_written(SEQUENCE, "3h").constraints
    game = sayc_written(SEQUENCE, "4h").constraints
    assert (invite.hcp_min, invite.hcp_max, invite.total_points_min) == (10, 12, None)
    assert (game.hcp_min, game.hcp_max, game.total_points_min) == (13, None, None)


_HIGH = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _zone(suits: tuple[str, str, str, str]) -> str:
    """The teachers' zone, counted apart from the library: opener's simple rebid is 13-15;
    invite when the maximum brings 25, bid game when the minimum brings 26."""
    points = sum(_HIGH.get(card, 0) for suit in suits for card in suit)
    if points + 13 >= 26:
        return "game"
    if points + 15 >= 25:
        return "invite"
    return "partscore"


@st.composite
def _responder(draw: st.DrawFn) -> tuple[str, str, str, str]:
    """Four or five spades, two or three hearts, no minor longer than four."""
    spades = draw(st.integers(4, 5))
    hearts = draw(st.integers(2, 3))
    rest = 13 - spades - hearts
    diamonds = draw(st.integers(max(0, rest - 4), min(4, rest)))
    lengths = (spades, hearts, diamonds, rest - diamonds)
    suits = tuple(
        "".join(sorted(draw(st.permutations(RANKS))[:n], key=RANKS.index)) for n in lengths
    )
    return suits[0], suits[1], suits[2], suits[3]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(_responder())
def test_the_zone_follows_the_teachers_count(suits: tuple[str, str, str, str]) -> None:
    hand = parse_hand(".".join(suits))
    assume(6 <= hand.hcp <= 15)
    call = sayc_advice(AUCTION, ".".join(suits)).call
    zone = _zone(suits)
    if zone == "partscore":
        assert call == "Pass"
    elif zone == "invite":
        assert call in {"3H", "2NT", "Pass"}  # 10 HCP is the top of Pass's 6-10 too
        assert call != "Pass" or hand.hcp == 10
    else:
        assert call not in {"Pass", "2S", "2NT", "3H", "3S"}
