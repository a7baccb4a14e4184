"""Extracting structured constraints from meanings, and coverage accounting."""

from __future__ import annotations

import pytest

from library.constraints import analyse_meaning, extract_constraints
from library.model import Constraints
from tests.unit.library.constraint_fields import _fields

# meaning, sequence, expected fields (only the listed fields are checked; the rest empty)
CASES: list[tuple[str, str | None, dict[str, object]]] = [
    (
        "Stayman, 8+ HCP, asks for a 4-card major, forcing",
        "1n-(p)-2c",
        {"hcp_min": 8, "forcing": "forcing"},
    ),
    ("15-17 HCP, balanced", None, {"hcp_min": 15, "hcp_max": 17, "shape": {"balanced": True}}),
    (
        "Limit raise, 3+ hearts, 10-12 support points, invitational",
        None,
        {
            "total_points_min": 10,
            "total_points_max": 12,
            "suit_length": {"hearts": "3+"},
            "forcing": "invitational",
        },
    ),
    ("5-5 or longer in the minors", None, {"suit_length": {"clubs": "5+", "diamonds": "5+"}}),
    ("4+ in each major", None, {"suit_length": {"spades": "4+", "hearts": "4+"}}),
    (
        "Weak two, 6 spades, 5-10 HCP",
        None,
        {"hcp_min": 5, "hcp_max": 10, "suit_length": {"spades": "6"}},
    ),
    (
        "singleton or void in clubs",
        None,
        {"suit_length": {"clubs": "0-1"}, "shape": {"short": "clubs"}},
    ),
    ("game forcing", None, {"forcing": "game_forcing"}),
    ("to play", None, {"forcing": "signoff"}),
    ("signoff", None, {"forcing": "signoff"}),
    ("Sign-off", None, {"forcing": "signoff"}),
    ("10 to 12 HCP", None, {"hcp_min": 10, "hcp_max": 12}),
    ("10–12 HCP", None, {"hcp_min": 10, "hcp_max": 12}),
    ("8 or 9 HCP", None, {"hcp_min": 8, "hcp_max": 9}),
    ("10+ HCP", None, {"hcp_min": 10}),
    ("10 or more HCP", None, {"hcp_min": 10}),
    ("at least 10 HCP", None, {"hcp_min": 10}),
    ("minimum 12 HCP", None, {"hcp_min": 12}),
    ("12 HCP minimum", None, {"hcp_min": 12}),
    ("more than 15 HCP", None, {"hcp_min": 16}),
    ("up to 9 HCP", None, {"hcp_max": 9}),
    ("at most 7 HCP", None, {"hcp_max": 7}),
    ("less than 8 HCP", None, {"hcp_max": 7}),
    ("fewer than 6 HCP", None, {"hcp_max": 5}),
    ("max 7 HCP", None, {"hcp_max": 7}),
    ("maximum 7 HCP", None, {"hcp_max": 7}),
    ("7 HCP maximum", None, {"hcp_max": 7}),
    ("0-7 HCP", None, {"hcp_max": 7}),
    ("13 HCP", None, {"hcp_min": 13, "hcp_max": 13}),
    ("16-18 high card points", None, {"hcp_min": 16, "hcp_max": 18}),
    ("13+ points", None, {"total_points_min": 13}),
    ("6-10 dummy points", None, {"total_points_min": 6, "total_points_max": 10}),
    ("10-12 total points", None, {"total_points_min": 10, "total_points_max": 12}),
    ("five-card spades", None, {"suit_length": {"spades": "5"}}),
    ("5+ card spades", None, {"suit_length": {"spades": "5+"}}),
    ("5+ cards in spades", None, {"suit_length": {"spades": "5+"}}),
    ("at least 4 spades", None, {"suit_length": {"spades": "4+"}}),
    ("exactly 3 spades", None, {"suit_length": {"spades": "3"}}),
    ("3-5 diamonds", None, {"suit_length": {"diamonds": "3-5"}}),
    ("6-card heart suit", None, {"suit_length": {"hearts": "6"}}),
    ("5+ strong clubs", None, {"suit_length": {"clubs": "5+"}}),
    ("fewer than 3 spades", None, {"suit_length": {"spades": "0-2"}}),
    ("a four-card suit", "1h", {"suit_length": {"hearts": "4"}}),
    (
        "good 6+ card suit, 5-10 HCP",
        "2s",
        {"hcp_min": 5, "hcp_max": 10, "suit_length": {"spades": "6+"}},
    ),
    ("5+ cards in both majors", None, {"suit_length": {"spades": "5+", "hearts": "5+"}}),
    ("4 cards in each major", None, {"suit_length": {"spades": "4", "hearts": "4"}}),
    (
        "Michaels, 5-5 or longer in both majors",
        None,
        {"suit_length": {"spades": "5+", "hearts": "5+"}},
    ),
    (
        "5-4 in the majors, invitational",
        None,
        {"suit_length": {"spades": "4+", "hearts": "4+"}, "forcing": "invitational"},
    ),
    ("5-5 in hearts and a minor", None, {"suit_length": {"hearts": "5+", "minor": "5+"}}),
    ("5+ hearts and a 5+ card minor", None, {"suit_length": {"hearts": "5+", "minor": "5+"}}),
    ("5+ in a minor", None, {"suit_length": {"minor": "5+"}}),
    ("a 5-card major", None, {"suit_length": {"major": "5+"}}),
    ("longer minor, 6+ cards", "(1n)-3c", {"suit_length": {"clubs": "6+"}}),
    ("4+ hearts or spades", None, {"suit_length": {"major": "4+"}}),
    ("4+ spades or 4+ hearts", None, {"suit_length": {"major": "4+"}}),
    ("5+ spades and 4+ hearts", None, {"suit_length": {"spades": "5+", "hearts": "4+"}}),
    ("no 4-card major", None, {"suit_length": {"spades": "0-3", "hearts": "0-3"}}),
    ("denies 4 hearts, may have 4 spades", None, {"suit_length": {"hearts": "0-3"}}),
    ("4+ hearts, may also hold 4 spades", None, {"suit_length": {"hearts": "4+"}}),
    (
        "no 5-card suit",
        None,
        {"suit_length": {"clubs": "0-4", "diamonds": "0-4", "hearts": "0-4", "spades": "0-4"}},
    ),
    (
        "4+ card support, 13+ points, game forcing",
        "1h-(p)-2n",
        {"total_points_min": 13, "suit_length": {"hearts": "4+"}, "forcing": "game_forcing"},
    ),
    (
        "four-card support, 10+ support points",
        "1s-(p)-3d",
        {"total_points_min": 10, "suit_length": {"spades": "4"}},
    ),
    (
        "Splinter, singleton or void in diamonds, 4+ card support",
        "1s-(p)-4d",
        {"suit_length": {"diamonds": "0-1", "spades": "4+"}, "shape": {"short": "diamonds"}},
    ),
    ("3-card support", "1d-(p)-1h-(1s)-x", {"suit_length": {"hearts": "3"}}),
    (
        "3+ card support, 3 hearts",
        "1n-(p)-2d-(p)-2h-(p)-2n-(p)-3h",
        {"suit_length": {"hearts": "3+"}},
    ),
    ("3+ cards in the other major", "1h-(p)-1n", {"suit_length": {"spades": "3+"}}),
    (
        "a singleton in the other major",
        "1h-(p)-1s",
        {"suit_length": {"spades": "1"}, "shape": {"singleton": "spades"}},
    ),
    (
        "3+ cards in each other suit, 12+ HCP",
        "(1c)-x",
        {"hcp_min": 12, "suit_length": {"diamonds": "3+", "hearts": "3+", "spades": "3+"}},
    ),
    ("short in spades", None, {"suit_length": {"spades": "0-1"}, "shape": {"short": "spades"}}),
    ("club shortness", None, {"suit_length": {"clubs": "0-1"}, "shape": {"short": "clubs"}}),
    ("heart void", None, {"suit_length": {"hearts": "0"}, "shape": {"void": "hearts"}}),
    ("void in clubs", None, {"suit_length": {"clubs": "0"}, "shape": {"void": "clubs"}}),
    ("singleton spade", None, {"suit_length": {"spades": "1"}, "shape": {"singleton": "spades"}}),
    (
        "semi-balanced, 18-19 HCP",
        None,
        {"hcp_min": 18, "hcp_max": 19, "shape": {"semi_balanced": True}},
    ),
    ("unbalanced, 6+ clubs", None, {"suit_length": {"clubs": "6+"}, "shape": {"balanced": False}}),
    (
        "4-4-4-1 shape, 17-24 HCP",
        None,
        {"hcp_min": 17, "hcp_max": 24, "shape": {"pattern": "4-4-4-1"}},
    ),
    ("forcing one round", None, {"forcing": "forcing_one_round"}),
    ("one-round force", None, {"forcing": "forcing_one_round"}),
    ("non-forcing", None, {"forcing": "non_forcing"}),
    ("not forcing", None, {"forcing": "non_forcing"}),
    ("slam try", None, {"forcing": "slam_try"}),
    (
        "quantitative, invites 6NT, 16-17 HCP",
        None,
        {"hcp_min": 16, "hcp_max": 17, "forcing": "slam_try"},
    ),
    ("Gerber, asks for aces", None, {"forcing": "asking"}),
    ("game try, asks for help in clubs", None, {"forcing": "invitational"}),
    ("game forcing, slam try", None, {"forcing": "game_forcing"}),
    ("invitational, non-forcing", None, {"forcing": "invitational"}),
    ("Transfer to hearts, 5+ hearts", None, {"suit_length": {"hearts": "5+"}}),
    ("puppet to 3 clubs, signoff in a minor", None, {"forcing": "signoff"}),
    ("bid 3 hearts with 6 hearts", None, {"suit_length": {"hearts": "6"}}),
    (
        "13+ HCP, 5 hearts, offers a choice between 3NT and 4 hearts",
        None,
        {"hcp_min": 13, "suit_length": {"hearts": "5"}},
    ),
    (
        "3 spades, 13 HCP, accepts the invitation, to play",
        None,
        {"hcp_min": 13, "hcp_max": 13, "suit_length": {"spades": "3"}, "forcing": "signoff"},
    ),
    (
        "Re-ask, 15-17 HCP, 5+ spades, asks responder to bid game with 9-10 points, forcing",
        None,
        {"hcp_min": 15, "hcp_max": 17, "suit_length": {"spades": "5+"}, "forcing": "forcing"},
    ),
    (
        "Fourth suit forcing, 12+ HCP, game forcing, asks for a stopper, 3-card support or more",
        "1h-(p)-1s-(p)-2c-(p)-2d",
        {"hcp_min": 12, "forcing": "game_forcing"},
    ),
    ("1 or 4 key cards", None, {"keycards": [1, 4]}),
    ("0 or 4 aces, artificial", None, {"aces": [0, 4]}),
]


@pytest.mark.parametrize(("meaning", "sequence", "expected"), CASES)
def test_extraction(meaning: str, sequence: str | None, expected: dict[str, object]) -> None:
    assert _fields(extract_constraints(meaning, sequence)) == expected


@pytest.mark.parametrize(("meaning", "sequence", "expected"), CASES)
def test_stated_items_of_well_written_meanings_are_extracted(
    meaning: str, sequence: str | None, expected: dict[str, object]
) -> None:
    extraction = analyse_meaning(meaning, sequence)
    assert extraction.missed == ()
    # coverage counts points, lengths, shape and forcing (docs/design.md 7.1); the fields the
    # engine reads besides (aces, key cards, features) are not stated items
    stated = {
        k: v
        for k, v in expected.items()
        if (k, v) != ("forcing", "asking") and k not in ("aces", "keycards", "features")
    }
    assert extraction.states == bool(stated)
    assert extraction.extracted == bool(stated)


@pytest.mark.parametrize(
    ("meaning", "stated"),
    [
        ("Asks for a feature, game interest, usually 15+ HCP, forcing", ("forcing",)),
        ("usually 4 spades", ()),
        ("4 hearts, may hold 4 spades, game forcing", ("4 hearts", "forcing")),
        ("5+ hearts (usually six), to play", ("5+ hearts", "to play")),
        ("not game forcing", ()),
        ("no slam interest, signoff", ("signoff",)),
        ("not forcing", ("forcing",)),
        ("denies 4 hearts, to play", ("4 hearts", "to play")),
        ("no 4-card major", ("4-card major",)),
        ("opener passes with 3 hearts", ()),
        ("to play 3 clubs", ("to play",)),
        ("completes the transfer with 2 hearts, forced", ()),
        ("Strong, 22+ HCP or the playing equivalent, artificial, forcing", ("forcing",)),
        ("15-17 HCP, no singleton or void", ("15-17 HCP", "no singleton or void")),
    ],
)
def test_only_firm_constraints_of_the_caller_are_stated(
    meaning: str, stated: tuple[str, ...]
) -> None:
    extraction = analyse_meaning(meaning)
    assert extraction.stated == stated
    assert extraction.missed == ()


def test_empty_constraints() -> None:
    empty = extract_constraints("Artificial, alertable")
    assert empty.is_empty()
    assert not extract_constraints("to play").is_empty()
    assert empty.to_dict() == {
        "hcp_min": None,
        "hcp_max": None,
        "total_points_min": None,
        "total_points_max": None,
        "suit_length": {},
        "shape": {},
        "forcing": None,
        "stoppers": [],
        "unstopped": [],
        "aces": [],
        "keycards": [],
        "trump_queen": None,
        "features": [],
    }


def test_coverage_counts_unresolved_items_as_missed() -> None:
    extraction = analyse_meaning("8-card fit, 10+ HCP")
    assert extraction.states
    assert not extraction.extracted
    assert extraction.missed == ("8-card fit",) or extraction.missed == ("8-card",)
    # "the suit" without a sequence that names it cannot be resolved
    assert analyse_meaning("6-card suit").missed


def test_meaning_without_constraints_states_nothing() -> None:
    extraction = analyse_meaning("Gerber: asks for aces, artificial")
    assert not extraction.states
    assert not extraction.extracted
    assert extraction.constraints.forcing == "asking"


def test_call_mentions_and_asks_are_not_stated() -> None:
    extraction = analyse_meaning("Transfer, asks opener to bid 2 hearts")
    assert extraction.stated == ()
    assert extraction.constraints.suit_length == {}


def test_constraints_are_json_ready() -> None:
    import json

    c = extract_constraints("Limit raise, 3+ hearts, 10-12 support points, invitational")
    assert json.loads(json.dumps(c.to_dict()))["suit_length"] == {"hearts": "3+"}


@pytest.mark.parametrize(
    ("meaning", "sequence", "stoppers", "unstopped"),
    [
        ("8-10 HCP, balanced, diamond stopper, non-forcing", "1c-(1d)-1n", ("diamonds",), ()),
        ("15-18 HCP, balanced, heart stopper", "(1h)-1n", ("hearts",), ()),
        (
            "12-14 HCP, balanced, stoppers in the unbid suits",
            "1h-(p)-2c-(p)-2n",
            ("diamonds", "spades"),
            (),
        ),
        (
            "To play, 15+ HCP, stoppers in the other suits",
            "2s-(p)-3n",
            ("hearts", "diamonds", "clubs"),
            (),
        ),
        ("Stoppers in both majors", "1c-(p)-1d-(p)-2n", ("hearts", "spades"), ()),
        ("5+ clubs, no stopper in hearts", "1c-(p)-1h-(p)-2c", (), ("hearts",)),
        ("no good spade stopper", "1d-(p)-1s-(p)-2n", (), ("spades",)),
        ("asks for a club stopper", "1d-(p)-1h-(p)-3c", (), ()),
        ("To play, usually with a diamond fit and stoppers", "2d-(p)-3n", (), ()),
    ],
)
def test_stoppers(
    meaning: str, sequence: str, stoppers: tuple[str, ...], unstopped: tuple[str, ...]
) -> None:
    c = extract_constraints(meaning, sequence)
    assert sorted(c.stoppers) == sorted(stoppers)
    assert c.unstopped == unstopped


@pytest.mark.parametrize(
    ("meaning", "aces", "keycards", "queen", "features"),
    [
        ("1 or 4 keycards, first step", (), (1, 4), None, ()),
        ("0 or 3 keycards, second step", (), (0, 3), None, ()),
        ("2 or 5 keycards without the queen of spades", (), (2, 5), False, ()),
        ("2 or 5 keycards with the queen of hearts", (), (2, 5), True, ()),
        ("0 or 4 aces, artificial", (0, 4), (), None, ()),
        ("1 ace, artificial", (1,), (), None, ()),
        ("two aces", (2,), (), None, ()),
        ("signoff, two or more aces missing, to play 4 notrump", (), (), None, ()),
        ("all four aces held, asks for kings", (), (), None, ()),
        ("asks for aces", (), (), None, ()),
        ("Maximum, 9-11 HCP, feature (ace or king) in clubs", (), (), None, ("clubs",)),
        ("feature in hearts", (), (), None, ("hearts",)),
    ],
)
def test_aces_keycards_and_features(
    meaning: str,
    aces: tuple[int, ...],
    keycards: tuple[int, ...],
    queen: bool | None,
    features: tuple[str, ...],
) -> None:
    c = extract_constraints(meaning)
    assert (c.aces, c.keycards, c.trump_queen, c.features) == (aces, keycards, queen, features)


def test_constraints_round_trip_through_a_dict() -> None:
    for meaning, sequence in [
        ("Limit raise, 3+ hearts, 10-12 support points, invitational", "1h-(p)-3h"),
        ("15-18 HCP, balanced, heart stopper", "(1h)-1n"),
        ("2 or 5 keycards with the queen of hearts", "1h-(p)-3h-(p)-4n-(p)-5s"),
        ("Maximum, 9-11 HCP, feature (ace or king) in clubs", "2s-(p)-2n-(p)-3c"),
        ("singleton or void in clubs, 4-4-4-1", None),
        ("Artificial", None),
    ]:
        c = extract_constraints(meaning, sequence)
        assert Constraints.from_dict(c.to_dict()) == c
