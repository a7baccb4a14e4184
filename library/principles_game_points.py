"""The points between the hands a game asks for: one count that every principle placing
the contract by points reads (issue 33).

The count is the hand's points (HCP, or support points raising partner's suit) and
partner's: the middle of his shown range where he has described his hand. The classic
count, as club teachers state it (James Plank's bridge class notes, University of
Tennessee, "Guidelines for bidding": "You need 26+ points to be in game in a major (4H,
4S) or notrump (3N)"; "You need 29+ points to be in game in a minor (5C, 5D)"). David
Lindop ("Using Grant Standard", Better Bridge) writes the same 26 and notes the modern
trend towards 25; the count here adds partner's middle, not his least, so 26 with the
middle is the modern 25 with a point of partner's range to spare. Inviting is the zone
just below: three points short of game in a suit (the suit's invitation, 23-25), two
short in notrump (24-25: a notrump invitation has no fit to make up a point).

Before 0.21.0 principles_placing counted 26 and principles_fit's acceptance of partner's
major invitation 25 against the same middle of partner's range; both read this module
now. The acceptance counts the inviter at the top of his range, since an invitation is
accepted with a maximum ("carries on to game with 8 or 9 total points" opposite opener's
16-18: 8 and 18 make 26), which gives the former answers for every three-point range;
the doubler's raise of a free advance (principles_doubles) counts its middle.

Since 0.22.0 (h52c) the principles that count partner's least rather than his middle
read the same count a point lower (``game_points_over_least``): the middle of the
three-point ranges a bid shows (an opening's 12-14 or 13-15, a 15-17 notrump) is a point
over its least, so 25 with the least is the 26 with the middle. It is the count the ACBL
Bridge Series teaches with the shown points ("Add your points to opener's ... With 25 or
more points, go to game", Joan Butts, lesson 6; "Bidding in the 21st Century", lesson 6),
which principles_negative_rebid, principles_opener_competes, principles_notrump_advances,
principles_high_competition and principles_opener_contested wrote by hand as 25 (and 15
HCP opposite a limit raise's 10) before; principles_opener_third's 26 with partner's
maximum is the acceptance count above, read from ``game_points``.
"""

from __future__ import annotations

from domain.rules.cards import Suit
from library.principles_reading import MAJORS
from library.recommend_checks import Check

__all__ = [
    "GAME_POINTS",
    "MINOR_GAME_POINTS",
    "NOTRUMP_INVITATION",
    "RANGE_MIDDLE_OVER_LEAST",
    "SUIT_INVITATION",
    "enough_for_game",
    "game_points",
    "game_points_over_least",
    "invitation_points",
    "invitation_points_over_least",
    "inviting",
]

GAME_POINTS = 26  # four of a major or 3NT: "26+ points to be in game in a major or notrump"
MINOR_GAME_POINTS = 29  # five of a minor: "29+ points to be in game in a minor"
SUIT_INVITATION = 3  # a suit's invitation: the three points below game
NOTRUMP_INVITATION = 2  # notrump's: the two points below
RANGE_MIDDLE_OVER_LEAST = 1  # a three-point range's middle (13 of 12-14) over its least


def game_points(strain: Suit | None) -> int:
    """The points between the hands a game in ``strain`` asks for (None: notrump)."""
    return MINOR_GAME_POINTS if strain is not None and strain not in MAJORS else GAME_POINTS


def invitation_points(strain: Suit | None) -> tuple[int, int]:
    """The points between the hands that invite game in ``strain`` (None: notrump)."""
    game = game_points(strain)
    below = NOTRUMP_INVITATION if strain is None else SUIT_INVITATION
    return game - below, game - 1


def game_points_over_least(strain: Suit | None) -> int:
    """The same count with partner's least instead of his middle: 25 for a major or
    notrump, 28 for a minor."""
    return game_points(strain) - RANGE_MIDDLE_OVER_LEAST


def invitation_points_over_least(strain: Suit | None) -> tuple[int, int]:
    """The invitation's zone with partner's least: 23-24 in notrump, 22-24 in a major."""
    low, high = invitation_points(strain)
    return low - RANGE_MIDDLE_OVER_LEAST, high - RANGE_MIDDLE_OVER_LEAST


def enough_for_game(total: int, strain: Suit | None = None) -> Check:
    """The points between the hands against a game's count in ``strain``."""
    need = game_points(strain)
    return Check("points between the hands", f"{need}+", str(total), total >= need)


def inviting(total: int, strain: Suit | None = None) -> Check:
    """The points between the hands against the invitation's zone in ``strain``."""
    low, high = invitation_points(strain)
    return Check("points between the hands", f"{low}-{high}", str(total), low <= total <= high)
