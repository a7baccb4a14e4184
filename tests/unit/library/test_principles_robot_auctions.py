"""Principles found where the robots' auctions missed par on real deals (issue 34): a
cuebid asks partner to bid again whatever made it, and a seat's first suit bid names the
longer suit, or the higher-ranking of two as long.

Sources: ACBL SAYC System Booklet ("Opening one of a suit": with two five-card suits,
open the higher ranking; "Responses": a new suit, the longer first, the higher of two
five-card suits first; "Competitive bidding": the cuebid of opener's suit by advancer
or responder is forcing); the teaching rule "a cuebid is forcing for one round: never
pass partner's cuebid".
"""

from __future__ import annotations

import pytest

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.constraints import extract_constraints
from library.principles_reading import Table
from library.recommend import partner_forces, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, RuleRecord, compose
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")


@pytest.mark.parametrize(
    ("calls", "forced"),
    [
        # advancer cuebids the opener's suit after partner's overcall: forcing
        (["1D", "2C", "Pass", "2D", "Pass"], True),
        # advancer cuebids after partner's takeout double: forcing
        (["1H", "X", "Pass", "2H", "Pass"], True),
        # responder cuebids the preempter's suit at the four level: forcing, never
        # a contract in their suit
        (["1S", "3H", "4H", "Pass"], True),
        (["1C", "1H", "Pass", "2C", "Pass"], True),
        # a raise of partner's own suit is not a cuebid
        (["1C", "1H", "Pass", "2H", "Pass"], False),
        # the opponent bid over the cuebid: partner may pass now
        (["1D", "2C", "Pass", "2D", "2H"], False),
    ],
)
def test_partner_s_cuebid_is_forcing(calls: list[str], forced: bool) -> None:
    assert partner_forces(SAYC, place_from_calls(Seat.N, calls)) is forced


def test_a_written_non_forcing_cuebid_is_not_forced() -> None:
    """A cuebid forces only where no written rule says otherwise: the user who writes
    1D-(2C)-3C as natural and non-forcing may be passed (the user's own system wins)."""
    calls = ["1D", "2C", "3C", "Pass"]
    assert partner_forces(SAYC, place_from_calls(Seat.N, calls)) is True  # SAYC writes none
    natural = RuleRecord.of("1d-(2c)-3c", "Natural, 5+ clubs, non-forcing", USER_CUSTOM, "mine")
    users = RuleBook([*compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"]), natural])
    assert partner_forces(users, place_from_calls(Seat.N, calls)) is False


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        # the overcaller, a minimum 5-5, still answers the cuebid
        (["1D", "2C", "Pass", "2D", "Pass"], "6.AJ972.QJ.Q6542"),
        (["1C", "1H", "Pass", "2C", "Pass"], "J7.AQJ85.K93.T84"),
        # the opener with a good hand over the cuebid of the preempt
        (["1S", "3H", "4H", "Pass"], "KQ9763.K73.AK8.A"),
    ],
)
def test_the_cuebid_is_never_passed(calls: list[str], hand: str) -> None:
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))
    assert advice.call != "Pass"


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # overcalls: 5-5, the higher-ranking at the one level, not the lower at two
        # (hearts and clubs would be the unusual 2NT over 1D: spades and clubs here)
        (["1D"], "AJ972.6.QJ.Q6542", "1S"),
        (["1C"], "KQ964.3.AQT85.62", "1S"),
        # 6-5: the longer suit first, even at the two level
        (["1D"], "KQJ94.5.2.AQ9852", "2C"),
        # responses: with two five-card suits the higher-ranking first
        (["1H", "Pass"], "KQ964.3.AQT85.62", "1S"),
        (["1C", "Pass"], "KJ964.AQ853.4.62", "1S"),
        (["1S", "Pass"], "K6.AQ853.4.KJ862", "2H"),
        # a longer lower suit is named before a five-card higher one
        (["1C", "Pass"], "KJ964.AQ8532.4.6", "1H"),
    ],
)
def test_the_longer_or_higher_suit_first(calls: list[str], hand: str, call: str) -> None:
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))
    assert advice.call == call


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        # a fit for partner's major is not set aside for a second five-card suit
        (["1H", "Pass"], "KQ974.QJ853.2.64"),
    ],
)
def test_a_raise_is_not_set_aside(calls: list[str], hand: str) -> None:
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))
    assert advice.call.endswith("H")


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # passout seat: a balancing overcall stops at 14, so 15-16 doubles first
        (["1C", "Pass", "Pass"], "4.J92.AQJ842.AKJ", "X"),
        (["1C", "Pass", "Pass"], "4.J92.AQJ842.K86", "1D"),  # 10 HCP: a balancing 1D
        # the direct seat: 16 HCP is still an overcall
        (["1C"], "4.J92.AQJ842.AKJ", "1D"),
    ],
)
def test_too_strong_for_a_balancing_overcall_doubles_first(
    calls: list[str], hand: str, call: str
) -> None:
    """bridgetips.wordpress.com, "Balancing bids": a balancing overcall can be made on as
    few as 10 points; "you may also show a strong hand by first doubling and then
    bidding a new suit"; the strong double (Cornell's bridge notes): "a double followed
    by a second bid shows a hand too strong for an overcall"."""
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))
    assert advice.call == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # partner's three-level overcall over their weak two shows 13-17: 10 HCP and
        # their suit stopped make game in notrump
        (["Pass", "Pass", "2S", "3H", "3S"], "KT96.T4.AT83.A93", "3NT"),
        # partner's two-level overcall shows 10+: 13 bid game, 10-12 invite
        (["1D", "2C", "Pass"], "A43.KQ52.KJ84.T6", "3NT"),
        (["1D", "2C", "Pass"], "J43.KQ52.KJ84.T6", "2NT"),
    ],
)
def test_advancing_by_the_points_between_the_hands(calls: list[str], hand: str, call: str) -> None:
    """Teachers count game opposite an overcall as opposite an opening: the points
    between the hands, partner's shown minimum and mine (the overcall shows more at the
    two level and more again at the three level, so advancer needs less for game)."""
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))
    assert advice.call == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # six-card support, 10 HCP, two doubletons: support points past 10 and HCP short
        # of the cuebid's 11: a raise, not a pass
        (["1D", "3C"], "A7.T3.KT8754.KT3", "3D"),
        # 11 HCP and support: the cuebid as before
        (["1D", "3C"], "A7.Q3.KT8754.KT3", "4C"),
    ],
)
def test_a_fit_is_raised_over_their_overcall(calls: list[str], hand: str, call: str) -> None:
    """Over their overcall the cuebid shows a limit raise or better and the simple raise
    the weaker hands with support (Barbara Seagram, teachbridge.com, "Cuebid of
    opponent's suit as a limit raise or better": "with 6-9 points, raise partner's
    [suit] one level only"); a hand short of the cuebid with the fit raises, as the law
    of total tricks asks with nine or ten trumps, and never passes."""
    advice = recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))
    assert advice.call == call


def test_a_bid_of_the_suit_of_their_artificial_call_is_natural() -> None:
    """Their strong 2C names no clubs: partner's 3C over it is a natural overcall, which
    partner may pass (a cuebid is a bid of a suit the opponents have shown)."""
    assert partner_forces(SAYC, place_from_calls(Seat.N, ["2C", "3C", "Pass"])) is False


@pytest.mark.parametrize(
    ("meaning", "sequence", "lengths"),
    [
        # which suit comes first when holding both is not a promise of both
        ("4+ hearts, may also hold 4 spades (hearts first with both majors)",
         "1n-(p)-2c-(p)-2h", {"hearts": (4, None)}),
        ("4 hearts (hearts first with both majors), to play",
         "1n-(p)-2c-(p)-2d-(p)-3d-(p)-4h", {"hearts": (4, 4)}),
        # "both majors" itself still promises four of each
        ("5-5 in both majors", "(1c)-2c", {"spades": (5, None), "hearts": (5, None)}),
    ],
)  # fmt: skip
def test_hearts_first_with_both_majors_promises_no_spades(
    meaning: str, sequence: str, lengths: dict[str, tuple[int, int | None]]
) -> None:
    read = extract_constraints(meaning, sequence).suit_length
    assert {suit: (r.low, r.high) for suit, r in read.items()} == lengths


def test_opener_answers_stayman_with_four_hearts_and_three_spades() -> None:
    """The SAYC booklet, "Stayman": opener bids 2H with four hearts (2D denies a major)."""
    hand = parse_hand("A92.J873.AKQ6.J8")
    advice = recommend(SAYC, place_from_calls(Seat.N, ["1NT", "Pass", "2C", "Pass"]), hand)
    assert advice.call == "2H"


@pytest.mark.parametrize(
    ("calls", "partner", "theirs"),
    [
        # partner's Stayman 2C names no club suit
        (["1NT", "Pass", "2C", "Pass", "2D", "Pass", "2NT", "Pass"], [], []),
        # partner's transfer 2D names no diamond suit; my 2H completing it is natural
        (["1NT", "Pass", "2D", "Pass"], [], []),
        # their strong 2C names no clubs; their 2D answer (waiting, artificial) neither
        (["2C", "Pass", "2D"], [], []),
        # natural bids stay natural
        (["1H", "2C", "2S", "Pass"], [Suit.S], [Suit.C]),
    ],
)
def test_an_artificial_bid_names_no_suit(
    calls: list[str], partner: list[Suit], theirs: list[Suit]
) -> None:
    """A strong 2C, Stayman and a transfer (their rules say "artificial") show no length
    in the suit they name: a player counts neither his side's nor the opponents' as a
    suit held."""
    table = Table(SAYC, place_from_calls(Seat.N, calls), parse_hand("KQ4.A93.K72.QJ84"))
    assert (table.partner_suits, table.their_suits) == (partner, theirs)
