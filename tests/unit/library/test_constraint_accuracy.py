"""Extraction accuracy: meanings as systems' authors write them, each with every constraint
it states extracted and nothing left unextracted."""

from __future__ import annotations

import pytest

from library.constraints import analyse_meaning, extract_constraints
from tests.unit.library.constraint_fields import _fields

# Accuracy: meanings (most from the library) that were misread, with what they mean for
# the caller's hand. Only firm constraints of the caller are extracted.
ACCURACY_CASES: list[tuple[str, str | None, dict[str, object]]] = [
    # negated force words
    ("no slam interest", None, {}),
    (
        "3 spades, no slam interest, to play",
        None,
        {"suit_length": {"spades": "3"}, "forcing": "signoff"},
    ),
    (
        "3+ hearts, no interest in slam, to play",
        "1n-(p)-3c-(p)-3h-(p)-4h",
        {"suit_length": {"hearts": "3+"}, "forcing": "signoff"},
    ),
    (
        "12-14 HCP, 5+ spades, minimum, not interested in slam, signoff",
        "1s-(p)-2n-(p)-4s",
        {"hcp_min": 12, "hcp_max": 14, "suit_length": {"spades": "5+"}, "forcing": "signoff"},
    ),
    (
        "Fast arrival, 12-14 HCP, 3+ hearts, no slam ambitions, signoff",
        "1h-(p)-2c-(p)-2d-(p)-4h",
        {"hcp_min": 12, "hcp_max": 14, "suit_length": {"hearts": "3+"}, "forcing": "signoff"},
    ),
    ("not a slam try, 4+ spades", None, {"suit_length": {"spades": "4+"}}),
    ("not game forcing", None, {}),
    ("11+ HCP, forcing, but not game forcing", None, {"hcp_min": 11, "forcing": "forcing"}),
    ("non-forcing, not game forcing", None, {"forcing": "non_forcing"}),
    ("not forcing to game, 4+ spades", None, {"suit_length": {"spades": "4+"}}),
    ("no game forcing values, 5+ clubs", None, {"suit_length": {"clubs": "5+"}}),
    ("not strong enough to force, 6+ hearts", None, {"suit_length": {"hearts": "6+"}}),
    ("not invitational, 6 spades", None, {"suit_length": {"spades": "6"}}),
    ("never forcing", None, {"forcing": "non_forcing"}),
    (
        "4+ spades, 4+ diamonds, 6+ HCP, natural, forcing one round, not fourth suit forcing",
        "1c-(p)-1d-(p)-1h-(p)-1s",
        {
            "hcp_min": 6,
            "suit_length": {"spades": "4+", "diamonds": "4+"},
            "forcing": "forcing_one_round",
        },
    ),
    # the slam try or invitation named is partner's
    (
        "Cuebid, control in diamonds, 4+ hearts, 9-10 points, cooperates with the slam try, "
        "forcing",
        "1h-(p)-3c-(p)-4c-(p)-4d",
        {
            "total_points_min": 9,
            "total_points_max": 10,
            "suit_length": {"hearts": "4+"},
            "forcing": "forcing",
        },
    ),
    (
        "Accepts the invitation, 2+ hearts, 7+ HCP, to play",
        "(1n)-2c-(p)-2d-(p)-3h-(p)-4h",
        {"hcp_min": 7, "suit_length": {"hearts": "2+"}, "forcing": "signoff"},
    ),
    # denials are maxima
    ("denies 4 hearts", None, {"suit_length": {"hearts": "0-3"}}),
    ("denies 5 spades", None, {"suit_length": {"spades": "0-4"}}),
    (
        "Slow 3NT, spade stopper, denies 4 hearts, 10+ HCP, to play",
        "1n-(2s)-2n-(p)-3c-(p)-3n",
        {
            "hcp_min": 10,
            "suit_length": {"hearts": "0-3"},
            "forcing": "signoff",
            "stoppers": ["spades"],
        },
    ),
    (
        "12-14 HCP, balanced, denies four spades, non-forcing",
        "1c-(p)-1d-(p)-1n",
        {
            "hcp_min": 12,
            "hcp_max": 14,
            "suit_length": {"spades": "0-3"},
            "shape": {"balanced": True},
            "forcing": "non_forcing",
        },
    ),
    (
        "Denies a 4-card major and a diamond stopper, 4+ clubs, forcing",
        "1n-(2d)-2n-(p)-3c-(p)-3d",
        {
            "suit_length": {"spades": "0-3", "hearts": "0-3", "clubs": "4+"},
            "forcing": "forcing",
            "unstopped": ["diamonds"],
        },
    ),
    (
        "2 hearts, 12-13 HCP, minimum, denies 3 hearts, non-forcing",
        "1c-(p)-1h-(p)-1n-(p)-2d-(p)-2n",
        {"hcp_min": 12, "hcp_max": 13, "suit_length": {"hearts": "2"}, "forcing": "non_forcing"},
    ),
    (
        "0-7 HCP, fewer than 3 hearts, no 5-card suit, game forcing",
        "1c-(p)-1d-(p)-2h-(p)-2n",
        {
            "hcp_max": 7,
            "suit_length": {"hearts": "0-2", "clubs": "0-4", "diamonds": "0-4", "spades": "0-4"},
            "forcing": "game_forcing",
        },
    ),
    ("without 4 spades", None, {"suit_length": {"spades": "0-3"}}),
    ("cannot have 4 spades", None, {"suit_length": {"spades": "0-3"}}),
    ("no fewer than 4 spades", None, {"suit_length": {"spades": "4+"}}),
    ("no more than 4 spades", None, {"suit_length": {"spades": "0-4"}}),
    ("no 3-card support, 5+ clubs", "1s-(p)-2c", {"suit_length": {"spades": "0-2", "clubs": "5+"}}),
    ("denies 3-card support", "1h-(p)-1s-(p)-2c-(p)-2d-(p)-2n", {"suit_length": {"spades": "0-2"}}),
    # shortness denied
    (
        "15-17 HCP, 5+ spades, no singleton or void, game forcing",
        "1s-(p)-2n-(p)-3n",
        {
            "hcp_min": 15,
            "hcp_max": 17,
            "suit_length": {"spades": "5+", "clubs": "2+", "diamonds": "2+", "hearts": "2+"},
            "forcing": "game_forcing",
        },
    ),
    (
        "6+ clubs, 10-15 HCP, no shortness, to play",
        "1n-(p)-2s-(p)-3c-(p)-3n",
        {
            "hcp_min": 10,
            "hcp_max": 15,
            "suit_length": {"clubs": "6+", "diamonds": "2+", "hearts": "2+", "spades": "2+"},
            "forcing": "signoff",
        },
    ),
    (
        "no singleton or void in hearts, 4+ spades",
        None,
        {"suit_length": {"hearts": "2+", "spades": "4+"}},
    ),
    ("no void in clubs", None, {"suit_length": {"clubs": "1+"}}),
    ("no singleton in hearts", None, {}),
    # hedges
    ("usually 4 spades", None, {}),
    ("usually 15+ HCP", None, {}),
    (
        "Asks for a feature, game interest, usually 15+ HCP, forcing",
        "2s-(p)-2n",
        {"forcing": "forcing"},
    ),
    (
        "10+ HCP, usually fewer than 3 hearts, forcing",
        "1h-(x)-xx",
        {"hcp_min": 10, "forcing": "forcing"},
    ),
    (
        "New minor forcing, artificial, 11+ HCP, usually 5+ spades, asks for 3-card spade support "
        "or 4 hearts, forcing one round",
        "1c-(p)-1s-(p)-1n-(p)-2d",
        {"hcp_min": 11, "forcing": "forcing_one_round"},
    ),
    (
        "12-15 HCP, 5+ spades (usually six), minimum, responder bids again",
        "1s-(p)-2c-(p)-2s",
        {"hcp_min": 12, "hcp_max": 15, "suit_length": {"spades": "5+"}},
    ),
    (
        "Two-over-one, 12+ HCP, 3+ clubs (usually four or more), game forcing",
        "1s-(p)-2c",
        {"hcp_min": 12, "suit_length": {"clubs": "3+"}, "forcing": "game_forcing"},
    ),
    (
        "Preemptive raise, 0-9 HCP, 5+ hearts, usually a singleton or void, to play",
        "1h-(p)-4h",
        {"hcp_max": 9, "suit_length": {"hearts": "5+"}, "forcing": "signoff"},
    ),
    ("may have 4 spades", None, {}),
    (
        "4 hearts, may hold 4 spades, game forcing",
        "1c-(p)-1s-(p)-1n-(2c)-x-(p)-2h",
        {"suit_length": {"hearts": "4"}, "forcing": "game_forcing"},
    ),
    ("possibly 5 clubs", None, {}),
    ("often 5 clubs", None, {}),
    ("might hold 4 hearts", None, {}),
    ("typically 6 spades, 5-10 HCP", None, {"hcp_min": 5, "hcp_max": 10}),
    ("roughly 15-17 HCP", None, {}),
    ("not necessarily balanced, 11+ HCP", None, {"hcp_min": 11}),
    ("5+ hearts, 4 spades possible", None, {"suit_length": {"hearts": "5+"}}),
    ("doesn't promise 5 clubs, 12+ HCP", None, {"hcp_min": 12}),
    # alternatives
    (
        "Soloway jump shift, 17+ HCP, 4+ spades, game forcing, slam interest; a strong single "
        "suit, a good suit with support for opener, or a balanced hand",
        "1h-(p)-2s",
        {"hcp_min": 17, "suit_length": {"spades": "4+"}, "forcing": "game_forcing"},
    ),
    (
        "Stayman, asks for a 4-card major, artificial, forcing one round; 8+ HCP, usually with a "
        "4-card major, or a weak hand (garbage or crawling Stayman)",
        "1n-(p)-2c",
        {"forcing": "forcing_one_round"},
    ),
    (
        "Strong, 22+ HCP or the playing equivalent, artificial, forcing",
        "2c",
        {"forcing": "forcing"},
    ),
    (
        "21+ HCP or nine playing tricks, 6+ hearts, game forcing",
        "1c-(p)-1d-(p)-2h",
        {"suit_length": {"hearts": "6+"}, "forcing": "game_forcing"},
    ),
    (
        "9-10 support points or help in clubs, accepts, to play",
        "1h-(p)-2h-(p)-3c-(p)-4h",
        {"forcing": "signoff"},
    ),
    (
        "Michaels, 5-5 or longer in the majors, 6-11 HCP or 16+ HCP, artificial, forcing",
        "(1c)-2c",
        {"hcp_min": 6, "suit_length": {"spades": "5+", "hearts": "5+"}, "forcing": "forcing"},
    ),
    (
        "6+ clubs, 0-9 HCP, to play (a weak hand, or a hand with values that found no club fit)",
        "1n-(p)-2s-(p)-3c-(p)-p",
        {"hcp_max": 9, "suit_length": {"clubs": "6+"}, "forcing": "signoff"},
    ),
    (
        "Weak hand, or a trap pass with length and strength in hearts, non-forcing",
        "1c-(1h)-p",
        {"forcing": "non_forcing"},
    ),
    (
        "weak hand with 6+ diamonds or an invitational hand, 5-12 HCP",
        None,
        {"hcp_min": 5, "hcp_max": 12},
    ),
    ("5+ clubs or 4+ diamonds", None, {"suit_length": {"minor": "4+"}}),
    ("6+ clubs or 5 clubs", None, {"suit_length": {"clubs": "5+"}}),
    # other players' hands and actions
    ("opener passes with 3 hearts", None, {}),
    (
        "5+ spades, 4+ hearts, 6-10 HCP, signoff, opener passes or corrects to 2 spades",
        "1c-(p)-1s-(p)-1n-(p)-2h",
        {
            "hcp_min": 6,
            "hcp_max": 10,
            "suit_length": {"spades": "5+", "hearts": "4+"},
            "forcing": "signoff",
        },
    ),
    (
        "4 spades, denies 4 hearts, artificial, forcing; opener bids 4 spades with 4 spades",
        "1n-(p)-3c-(p)-3d-(p)-3h",
        {"suit_length": {"spades": "4", "hearts": "0-3"}, "forcing": "forcing"},
    ),
    (
        "10-15 HCP, 4 spades, denies 4 hearts, to play unless opener also holds 4 spades",
        "1n-(p)-2c-(p)-2h-(p)-3n",
        {
            "hcp_min": 10,
            "hcp_max": 15,
            "suit_length": {"spades": "4", "hearts": "0-3"},
            "forcing": "non_forcing",
        },
    ),
    (
        "16+ HCP, 5+ hearts, non-forcing, but responder passes only a very weak hand without "
        "support",
        "1c-(p)-1d-(p)-1h",
        {"hcp_min": 16, "suit_length": {"hearts": "5+"}, "forcing": "non_forcing"},
    ),
    (
        "14+ HCP, 5+ clubs, responder can pass with 3 clubs",
        None,
        {"hcp_min": 14, "suit_length": {"clubs": "5+"}, "forcing": "non_forcing"},
    ),
    ("opener shows 6 hearts", "1h-(p)-1s-(p)-2c-(p)-2s-(p)-3h", {"suit_length": {"hearts": "6"}}),
    ("opener shows 6 hearts", "1h-(p)-1s-(p)-2c-(p)-2s", {}),
    ("advancer shows 3 clubs", "(1h)-2c-(p)-3c", {"suit_length": {"clubs": "3"}}),
    ("overcaller shows 6 clubs", "(1h)-2c-(p)-2d", {}),
    ("partner's 5-card suit, 10+ HCP", None, {"hcp_min": 10}),
    ("their 6-card suit, 4+ spades", None, {"suit_length": {"spades": "4+"}}),
    ("shows 3-card support for partner's hearts", None, {"suit_length": {"hearts": "3"}}),
    (
        "3-card support for partner's suit",
        "1h-(p)-1s-(p)-2c-(p)-2h",
        {"suit_length": {"hearts": "3"}},
    ),
    (
        "3-card support for opener's major",
        "1h-(p)-1s-(p)-2c-(p)-2d-(p)-2h",
        {"suit_length": {"hearts": "3"}},
    ),
    ("3+ cards in partner's suit", "1d-(p)-1s", {"suit_length": {"diamonds": "3+"}}),
    ("4+ cards in the opponents' suit, penalty", "1d-(1h)-x", {"suit_length": {"hearts": "4+"}}),
    ("4+ cards in their suit", "(1h)-p-(p)-x", {"suit_length": {"hearts": "4+"}}),
    (
        "stopper in their suit, 10-12 HCP",
        "1c-(1h)-2n",
        {"hcp_min": 10, "hcp_max": 12, "stoppers": ["hearts"]},
    ),
    # calls named in words
    ("offers to play 2 clubs", None, {"forcing": "non_forcing"}),
    ("to play 3 clubs", None, {"forcing": "signoff"}),
    ("bid 2 hearts", None, {}),
    ("transfer to hearts", None, {}),
    ("transfer to 2 hearts", None, {}),
    ("raise to four hearts", None, {}),
    ("completes the transfer with 2 hearts, forced", "1n-(p)-2d-(x)-p-(p)-xx-(p)-2h", {}),
    (
        "5+ strong hearts (AK, AQ or KQ at the top), offers to play in 2 hearts redoubled",
        "1n-(p)-2h-(x)-xx",
        {"suit_length": {"hearts": "5+"}, "forcing": "non_forcing"},
    ),
    (
        "2 hearts, 4+ clubs with two top honours, to play if responder passes",
        "1d-(p)-1h-(p)-1n-(p)-2c-(x)-xx",
        {"suit_length": {"hearts": "2", "clubs": "4+"}, "forcing": "non_forcing"},
    ),
    (
        "Smolen: 4 hearts and 5 spades, 10+ HCP, artificial, game forcing; asks opener to choose "
        "between 3 notrump and 4 spades",
        "1n-(p)-2c-(p)-2d-(p)-3h",
        {"hcp_min": 10, "suit_length": {"hearts": "4", "spades": "5"}, "forcing": "game_forcing"},
    ),
    (
        "responder returns to 3 hearts, 11-13 HCP, 5+ hearts",
        "1h-(p)-3d-(x)-p",
        {"hcp_min": 11, "hcp_max": 13, "suit_length": {"hearts": "5+"}},
    ),
    ("a minimum of 4 spades", None, {"suit_length": {"spades": "4+"}}),
    ("3 to 5 hearts", None, {"suit_length": {"hearts": "3-5"}}),
    # numbers written as words
    ("six hearts", None, {"suit_length": {"hearts": "6"}}),
    ("four spades and five hearts", None, {"suit_length": {"spades": "4", "hearts": "5"}}),
    ("three to five hearts", None, {"suit_length": {"hearts": "3-5"}}),
    (
        "two-suited, five-five in the majors",
        None,
        {"suit_length": {"spades": "5+", "hearts": "5+"}},
    ),
    ("a four-card or longer heart suit", None, {"suit_length": {"hearts": "4+"}}),
    ("to play six hearts", None, {"forcing": "signoff"}),
    ("bid four spades with four spades", None, {"suit_length": {"spades": "4"}}),
    ("signs off in five clubs", None, {"forcing": "signoff"}),
    ("a five-card suit", "1s", {"suit_length": {"spades": "5"}}),
    (
        "a six-card suit, 5-10 HCP",
        "2h",
        {"hcp_min": 5, "hcp_max": 10, "suit_length": {"hearts": "6"}},
    ),
    (
        "Gambling 3NT, 10-13 HCP, solid seven-card minor",
        "3n",
        {"hcp_min": 10, "hcp_max": 13, "suit_length": {"minor": "7+"}},
    ),
    (
        "no five-card major, 3+ diamonds",
        None,
        {"suit_length": {"spades": "0-4", "hearts": "0-4", "diamonds": "3+"}},
    ),
]


@pytest.mark.parametrize(("meaning", "sequence", "expected"), ACCURACY_CASES)
def test_accuracy(meaning: str, sequence: str | None, expected: dict[str, object]) -> None:
    assert _fields(extract_constraints(meaning, sequence)) == expected


@pytest.mark.parametrize(("meaning", "sequence", "expected"), ACCURACY_CASES)
def test_accuracy_cases_have_nothing_unextracted(
    meaning: str, sequence: str | None, expected: dict[str, object]
) -> None:
    assert analyse_meaning(meaning, sequence).missed == ()
