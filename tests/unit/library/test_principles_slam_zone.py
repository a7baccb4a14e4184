"""Slam by the partnership's combined values, as teachers state it (issue 33).

Each case quotes the teaching text it follows (library/principles_slam_zone.py names the
sources); the hands are the teachers' own where they print one and written here for the
principle otherwise. None of them is in the corpus files (tests/fixtures/recommend).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_placing_notrump import notrump_slam
from library.principles_reading import Table
from library.principles_slam_zone import slam_zone
from library.recommend import Recommendation, recommend
from library.recommend_artificial import artificial_call
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _advice(dealer: str, auction: str, hand: str) -> Recommendation:
    return recommend(sayc_book(), place_from_calls(Seat(dealer), auction.split()), parse_hand(hand))


NOTRUMP = [
    # Pottenger, "NT Slams are Just Arithmetic": "partner jumps to 2NT (showing 18-19 HCP
    # and balanced hand). Your correct bid is 6NT - you have a combined HCP of 33 or more"
    ("N", "1C Pass 1D Pass 2NT Pass", "KJ7.J3.AKT5.KJ83", "6NT"),
    # Bowyer, "Quantitative Slam Bidding": "Partner has 15-17 so between you the
    # partnership has 33-35 points ... a shot at a No-trump slam" (18 HCP here)
    ("N", "1NT Pass", "AQ3.KJ2.KQ86.QJ5", "6NT"),
    # Bowyer: "between you the partnership has 31-33 points ... 4NT is a buck-passing
    # bid - partner now has to make the decision" (16 HCP here)
    ("N", "1NT Pass", "AQ3.KJ2.K986.QJ5", "4NT"),
    # Lindop: "about 33 or more combined points for small slam": 21 balanced HCP and
    # partner's minimum opening make 33, and no written response describes the hand
    ("N", "1D Pass", "AQ4.KJ3.AQ52.KQ3", "6NT"),
    # Bowyer: "the long clubs make up the points": 17 HCP and a six-card suit count 19
    ("N", "1NT Pass", "K5.A4.KQ2.AJT832", "6NT"),
    # a five-card suit adds a point (Watson: "any hand with a five-card suit is probably a
    # good 16 points"): 17 HCP and five clubs reach 33 with partner's minimum
    ("N", "1NT Pass", "A4.K5.QJ72.AQJ94", "6NT"),
    # 16 HCP and five clubs: 32-34 between the hands, the quantitative invitation
    ("N", "1NT Pass", "A4.Q5.QJ72.AQJ94", "4NT"),
]

AFTER_A_FIT = [
    # Cohen, "Control Bidding": "AKJ7642 AKQ 32 3. You open 1S and partner bids 3S ...
    # Blackwood is useless. Instead, you 'control-bid' 4C"
    ("S", "1S Pass 3S Pass", "AKJ7642.AKQ.32.3", "4C"),
    # Alder, "Some rules should be etched in stone": "Don't use Blackwood when holding a
    # void": the control bid (clubs, the king) instead of 4NT
    ("S", "1S Pass 3S Pass", "AKQJ75.AKJ4.-.K32", "4C"),
    # Lindop: "One partner must be in a position to add up the combined strength": 23
    # HCP opposite a single raise (6-10) reach 33 only at its top, so a control bid tries
    # for slam rather than the losing-trick count's game
    ("N", "1H Pass 2H Pass", "AK3.AKQ65.K52.A4", "4C"),
    # Grant, "Slam Bidding": after 2C and a positive response, "you have nothing extra
    # and can simply bid 4H" when partner raises
    ("N", "2C Pass 2H Pass 3H Pass", "75.KQ986.Q73.742", "4H"),
    # Grant: "The first priority ... is to find the denomination"; fast arrival: "A
    # raise below game invites slam exploration": agree spades at three, not 4NT at once
    ("N", "2C Pass 2H Pass 2S Pass", "K84.AKJ63.Q72.85", "3S"),
    # Goren on Bridge (B. Jones): over their jump, a hand "too good for 4H" cue-bids:
    # four losers opposite a free response are eleven tricks
    ("S", "1D Pass 1H 3S", "A.KQ86.AKJ75.Q72", "4S"),
    # Downey: "with a fit for partner's major suit ... revalue": 16 HCP and a doubleton
    # are 17 support points, a maximum with six controls: the control bid before 4H,
    # the diamond ace first (a primary cue shows first-round control)
    ("S", "1NT Pass 2D Pass 2H Pass 3NT Pass", "AJ4.K73.A5.KJ973", "4D"),
]

CONTROL_BIDS = [
    # Belk, "Control-Showing Cuebids": "If you are uncomfortable exploring slam, then
    # return to the trump suit at the cheapest available level. If you have a reasonable
    # hand, then you should continue"; the limit raise with the top of its range and the
    # diamond ace-king shows them (Tommy's blog: "You respond 4 diamonds showing the Ace")
    ("N", "1S Pass 3S Pass 4C Pass", "QT93.J32.AK64.42", "4D"),
    # queens and jacks, no ace or king to show below game: back to the trump suit
    ("N", "1S Pass 3S Pass 4C Pass", "QT93.Q32.Q54.AQ5", "4S"),
    # Bergen, "Everything's under control": "Controls are bid up the line. If you bypass
    # a suit, you deny a control in that suit": no diamond control, the heart king shown
    ("N", "1S Pass 3S Pass 4C Pass", "QT93.KJ2.QJ54.Q5", "4H"),
    # the booklet: 1NT-3H shows "At least a six-card suit and slam interest"; a maximum
    # with three hearts cooperates as with a control bid (Belk: "If you have a reasonable
    # hand, then you should continue the slam attempt"): the spade ace-king, 3S
    ("N", "1NT Pass 3H Pass", "AK4.Q73.KJ52.A43", "3S"),
    # over 3S the first control is the club ace, 4C
    ("N", "1NT Pass 3S Pass", "AK4.Q73.KJ52.A43", "4C"),
    # Cohen's hand again: partner's 4D covers the diamonds, every suit is controlled now
    ("S", "1S Pass 3S Pass 4C Pass 4D Pass", "AKJ7642.AKQ.32.3", "4NT"),
    # partner's return to 4S denies the diamond control: "a slam off the ace-king of
    # diamonds--no good"
    ("S", "1S Pass 3S Pass 4C Pass 4S Pass", "AKJ7642.AKQ.32.3", "Pass"),
    # partner's 4H bypassed diamonds: no control there either, sign off
    ("S", "1S Pass 3S Pass 4C Pass 4H Pass", "AKJ7642.AKQ.32.3", "4S"),
    # after Jacoby 2NT (library/conventions/jacoby_2nt.md: "4+ spades ... game forcing
    # raise, artificial") the spades are agreed though responder never named them; his
    # 4C over opener's 3S ("18+ HCP ... slam interest") is a control bid, and Downey's
    # SAYC notes have responder "cuebid if still interested in pursuing a slam": opener
    # continues up the line with the diamond ace (was 4S, "the longest suit")
    ("N", "1S Pass 2NT Pass 3S Pass 4C Pass", "AKQ32.K32.A2.432", "4D"),
    # no diamond or heart control to show (Bergen: a bypassed suit is denied): 4S
    ("N", "1S Pass 2NT Pass 3S Pass 4C Pass", "AKQ32.QJ2.QJ2.K2", "4S"),
    # the system writes responder's 3D after opener's shortness as "Cuebid, control in
    # diamonds, 4+ hearts, slam try" (jacoby_2nt.md): no diamond suit, so no notrump for
    # the one unnamed suit (was 3NT); opener past the written minimum's 12-14 shows his
    # spade ace up the line, a minimum signs off (Belk: "return to the trump suit")
    ("N", "1H Pass 2NT Pass 3C Pass 3D Pass", "A2.AKJ52.K32.432", "3S"),
    ("N", "1H Pass 2NT Pass 3C Pass 3D Pass", "Q2.KQJ52.Q32.432", "4H"),
]

STRONG = [
    # Downey's SAYC notes: "A 2C opening bid shows 22+ points, or the playing
    # equivalent": thirteen spades take every trick
    ("N", "-", "AKQJT98765432.-.-.-", "2C"),
    # twelve spades and an ace: a slam in hand, not a one-bid partner may pass
    ("N", "-", "AKQJT9876543.A.-.-", "2C"),
]


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), NOTRUMP)
def test_notrump_slams_by_the_points_between_the_hands(
    dealer: str, auction: str, hand: str, expected: str
) -> None:
    answer = _advice(dealer, "" if auction == "-" else auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), AFTER_A_FIT)
def test_slam_tries_after_a_fit(dealer: str, auction: str, hand: str, expected: str) -> None:
    answer = _advice(dealer, auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), CONTROL_BIDS)
def test_the_control_bid_conversation(dealer: str, auction: str, hand: str, expected: str) -> None:
    answer = _advice(dealer, auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(("dealer", "auction", "hand", "expected"), STRONG)
def test_a_hand_with_a_slam_in_it_opens_2c(
    dealer: str, auction: str, hand: str, expected: str
) -> None:
    answer = _advice(dealer, "" if auction == "-" else auction, hand)
    assert answer.call == expected, answer.reason


def test_blackwood_waits_for_the_agreed_suit() -> None:
    answer = _advice("N", "2C Pass 2H Pass 2S Pass", "K84.AKJ63.Q72.85")
    assert "Agreeing spades below game" in answer.reason
    assert any(c.name == "points between the hands" and c.holds for c in answer.checks)


def test_a_one_level_opening_by_rule_keeps_the_points_floor() -> None:
    # ten tricks with ten HCP are a preempt's hand, not the playing equivalent of 22
    assert _advice("N", "", "KQJT987654.2.2.2").call != "2C"


# --- the combined-points arithmetic against a reading written here --------------------

_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
hands = st.permutations(_DECK).map(lambda cards: Hand.of(cards[:13]))
_OPENING = {"1NT": (15, 17), "2NT": (20, 21)}


def _reading(hand: Hand, low: int, high: int) -> str | None:
    """The teachers' ladder: the hand's HCP, a point for each card past four in a suit,
    added to partner's notrump range: 37 HCP with his minimum bids seven (length not
    counted: 36 HCP "could be missing an ace", iowacitybridge.com), 37 points short of
    37 HCP ask with Gerber (straight over his opening, as here), 33 bids six, and 33
    reached only with his maximum (31 or more with his minimum) invites with 4NT."""
    if min(hand.lengths[s] for s in SUIT_ORDER) == 0:
        return None  # a void: the long suit plays in a suit, not the ladder's business
    mine = hand.hcp + sum(max(0, hand.lengths[s] - 4) for s in SUIT_ORDER)
    if hand.hcp + low >= 37:
        return "7NT"
    if mine + low >= 37:
        return "4C"
    if mine + low >= 33:
        return "6NT"
    if mine + high >= 33 and mine + low >= 31:
        return "4NT"
    return None


@settings(max_examples=300, deadline=None)
@given(hands, st.sampled_from(sorted(_OPENING)))
def test_the_notrump_slam_ladder_adds_the_hand_to_partners_range(hand: Hand, opening: str) -> None:
    table = Table(sayc_book(), place_from_calls(Seat("N"), [opening, "Pass"]), hand)
    advice = notrump_slam(table)
    assert (advice.call if advice else None) == _reading(hand, *_OPENING[opening])


@given(st.integers(0, 60))
def test_the_slam_zone_is_33_for_six_and_37_for_seven(total: int) -> None:
    expected = 7 if total >= 37 else 6 if total >= 33 else 0
    assert slam_zone(total) == expected


def test_a_control_bid_or_a_shortness_names_no_suit() -> None:
    """Jacoby's "Singleton or void in clubs" and "Cuebid, control in diamonds" are no
    club or diamond suit held (library/recommend_artificial.py); a natural rebid is."""
    place = place_from_calls(Seat("N"), ["1H", "Pass", "2NT", "Pass", "3C", "Pass", "3D", "Pass"])
    assert artificial_call(sayc_book(), place, 4)  # 3C, the shortness
    assert artificial_call(sayc_book(), place, 6)  # 3D, the control bid
    natural = place_from_calls(Seat("N"), ["1H", "Pass", "1S", "Pass", "2C", "Pass"])
    assert not artificial_call(sayc_book(), natural, 4)
