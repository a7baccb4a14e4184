"""General principles: the call for positions the system's written rules leave open.

Small rule books hold only what a test needs, so the principles themselves answer; the
property tests run on the full default systems, where any legal auction gets a legal
call and a hand with opening values never passes partner's one-level opening.
"""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.auction import auction_from
from domain.rules.calls import Call
from domain.rules.cards import SUIT_ORDER, Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import Hand, parse_hand
from library import load_library
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, RuleRecord, compose

OPENINGS = RuleBook(
    (
        RuleRecord.of(sequence, meaning, "base_system", "test")
        for sequence, meaning in (
            ("1c", "Opening, 12-21 HCP, 3+ clubs"),
            ("1h", "Opening, 12-21 HCP, 5+ hearts"),
            ("1s", "Opening, 12-21 HCP, 5+ spades"),
            ("1n", "15-17 HCP, balanced"),
        )
    ),
    # the principles alone, for a partnership that plays SAYC's conventions
    conventions=DEFAULT_CONVENTIONS["sayc"],
)


@cache
def _system(base: str) -> RuleBook:
    return RuleBook(compose(load_library(), base, DEFAULT_CONVENTIONS[base]))


def _ask(hand: str, calls: list[str], book: RuleBook = OPENINGS) -> Recommendation:
    return recommend(book, place_from_calls(Seat.N, calls), parse_hand(hand))


def _said(result: Recommendation) -> tuple[str, str]:
    return result.call, result.basis


def test_over_their_1nt_a_penalty_double_or_a_natural_six_card_suit() -> None:
    double = _ask("AQ3.KJ4.KQ92.J72", ["1NT"])
    assert _said(double) == ("X", "principles")
    assert ("HCP", "15+", "16", True) in [(c.name, c.wanted, c.actual, c.holds)
                                          for c in double.checks]  # fmt: skip
    assert _said(_ask("K2.AQJ873.K92.72", ["1NT"])) == ("2H", "principles")
    assert _said(_ask("K2.Q9873.K92.972", ["1NT"])) == ("Pass", "principles")


def test_balancing_is_three_points_lighter_than_the_direct_seat() -> None:
    hand = "KJ3.Q92.A9432.K7"  # 13 HCP, balanced, a club stopper, two clubs
    assert _ask(hand, ["1C"]).call == "X"  # direct: too weak for 1NT, takeout shape
    assert _ask(hand, ["1C", "Pass", "Pass"]).call == "1NT"  # balancing 1NT 11-14
    assert _ask("QJ972.K43.J92.72", ["1C", "Pass", "Pass"]).call == "1S"  # 7 HCP
    assert _ask("QJ972.K43.J92.72", ["1C"]).call == "Pass"


def test_advancing_a_takeout_double_by_strength() -> None:
    assert _ask("K9.QT64.Q865.963", ["1C", "X", "Pass"]).call == "1H"  # 0-8: a major
    assert _ask("K9.AQT64.Q86.963", ["1C", "X", "Pass"]).call == "2H"  # 9-11: jump
    assert _ask("A9.AQT6.K865.963", ["1C", "X", "Pass"]).call == "2C"  # 12+: cuebid


def test_raising_partners_overcall_by_the_trumps_held_together() -> None:
    assert _ask("K72.843.QJ92.K72", ["1C", "1H", "2C"]).call == "2H"  # 8 together
    assert _ask("K742.843.QJ92.72", ["1C", "1S", "2C"]).call == "3S"  # 9 together
    assert _ask("K7.843.QJ92.7652", ["1C", "1S", "2C"]).call == "Pass"


def test_responder_with_opening_values_never_passes_and_reads_the_fit() -> None:
    assert _ask("K72.Q843.QJ92.72", ["1H", "Pass"]).call == "2H"
    assert _ask("AK72.Q843.QJ92.2", ["1H", "Pass"]).call == "4H"
    assert _ask("AK7.Q2.QJ92.A872", ["1H", "Pass"]).call != "Pass"
    assert _ask("K72.Q3.QJ92.J872", ["1S", "Pass"]).call == "3S"  # 10 support points
    assert _ask("K7.Q32.QJ92.J872", ["1S", "Pass"]).call == "1NT"


def test_a_cuebid_is_not_a_suit_and_notrump_advances_stay_low() -> None:
    # partner's 2S over their 1S is a cuebid (Michaels), not spades: no raise of it
    michaels = _ask("KQ93.AQ4.A654.J5", ["1S", "2S", "3S"])
    assert michaels.call != "4S"
    # over partner's weak jump overcall, 9 HCP with their suit stopped is no 3NT
    assert _ask("AQ8652.5.QJT9.65", ["1D", "3C", "X"]).call != "3NT"


def test_after_their_jump_to_game_the_advancer_is_free_to_pass() -> None:
    # partner doubled 1C, they raised to 3C then bid 5C: a weak hand need not bid 5H
    assert _ask("QJ76.JT64.J53.J2", ["1C", "X", "3C", "Pass", "5C", "Pass", "Pass"]).call == "Pass"
    # forced, it bids: both majors and 6 HCP, spades first (principles_spades_first)
    assert _ask("QJ76.JT64.J53.J2", ["1C", "X", "Pass"]).call == "1S"


def test_over_their_raise_of_a_preempt_game_in_partners_major_not_a_five_level_cuebid() -> None:
    assert _ask("AKJ97.K9732.964.", ["3C", "3H", "4C"]).call == "4H"


def test_opener_with_eighteen_does_not_sell_out_at_the_one_level() -> None:
    assert _ask("K4.K976.AKQ92.AQ", ["1D", "1S", "Pass", "Pass"]).call == "X"
    assert _ask("KQ4.K97.AKQ92.Q2", ["1D", "1S", "Pass", "Pass"]).call == "2NT"


def test_competing_by_the_number_of_trumps_after_a_raise() -> None:
    assert _ask("A7.KJ8763.K85.72", ["1H", "Pass", "2H", "2S"]).call == "3H"  # nine
    assert _ask("A72.KJ876.K85.72", ["1H", "Pass", "2H", "2S"]).call == "Pass"  # eight


def test_opener_reopens_with_a_double_when_short_in_their_suit() -> None:
    assert _ask("AK72.2.KJ92.Q872", ["1C", "1H", "Pass", "Pass"]).call == "X"
    assert _ask("A72.KJ92.K2.Q872", ["1C", "1H", "Pass", "Pass"]).call == "Pass"


def test_partner_s_strength_is_read_from_the_system_s_own_range() -> None:
    """10 HCP facing 1NT: game facing 15-17, but only 22 together facing a 12-14 1NT."""
    weak = RuleBook([RuleRecord.of("1n", "12-14 HCP, balanced", "base_system", "weak")])
    hand = "K72.Q84.KJ92.J72"
    assert _ask(hand, ["1NT", "Pass"]).call == "3NT"
    assert _ask(hand, ["1NT", "Pass"], weak).call == "Pass"


def test_a_written_rule_that_fits_wins_over_the_principles() -> None:
    ours = RuleBook(
        [RuleRecord.of("(1n)-2c", "Both majors, 4-4 or longer, 8+ HCP", "user_custom", "me")]
    )
    result = _ask("KJ72.AQ84.K92.72", ["1NT"], ours)
    assert _said(result) == ("2C", "system")
    assert result.rule is not None and result.rule.module_type == "user_custom"
    assert _said(_ask("KJ72.AQ843.K9.72", ["1NT"], ours)) == ("2C", "system")
    assert _ask("K72.AQ8.K92.Q872", ["1NT"], ours).basis == "principles"


def test_a_principle_never_makes_a_call_the_system_gives_another_strength() -> None:
    """Their 1NT, 9 HCP and six hearts: 2H by principle, unless the system's own 2H there
    asks for 11-15 HCP; then the hand is too weak for it and passes."""
    hand = "K2.QJ9873.K92.72"
    assert _ask(hand, ["1NT"]).call == "2H"
    sound = RuleBook([RuleRecord.of("(1n)-2h", "11-15 HCP, 6+ hearts", "user_custom", "me")])
    result = _ask(hand, ["1NT"], sound)
    assert _said(result) == ("Pass", "principles")
    two_hearts = next(a for a in result.alternatives if a.call == "2H")
    assert two_hearts.why == "Does not fit: HCP 11-15 (hand: 9)."


def test_a_principle_never_makes_a_bid_the_user_s_own_rule_writes_for_other_hands() -> None:
    """Issue 33: "no answer contradicts the user's own system where it has a rule". The
    user's own 2H over their 1NT shows both majors; the strength fits, the spades do not,
    so the natural 2H of the principles is not made with six hearts and two spades."""
    hand = "K2.QJ9873.K92.72"
    own = RuleRecord.of("(1n)-2h", "5-15 HCP, 4+ hearts, 4+ spades", "user_custom", "me")
    result = _ask(hand, ["1NT"], RuleBook([own], DEFAULT_CONVENTIONS["sayc"]))
    assert result.call != "2H", result.reason
    assert _ask(hand, ["1NT"]).call == "2H"  # without the user's rule: the natural 2H


def test_no_weak_opening_in_fourth_seat() -> None:
    weak_two = RuleBook([RuleRecord.of("2h", "Weak two, 5-11 HCP, 6 hearts", "base_system", "t")])
    hand = "72.KQJ972.843.72"
    assert _said(_ask(hand, [], weak_two)) == ("2H", "system")
    fourth = _ask(hand, ["Pass", "Pass", "Pass"], weak_two)
    assert _said(fourth) == ("Pass", "principles")


def test_vulnerable_a_preempt_needs_a_good_suit() -> None:
    weak_two = RuleBook([RuleRecord.of("2h", "Weak two, 5-10 HCP, 6+ hearts", "base_system", "t")])
    poor, good = "72.QT8754.843.K2", "72.KQT754.843.72"
    for vulnerability in ("None", "EW"):  # North is not vulnerable
        assert recommend(weak_two, place_from_calls(Seat.N, []), parse_hand(poor),
                         vulnerability).call == "2H"  # fmt: skip
    vulnerable = recommend(weak_two, place_from_calls(Seat.N, []), parse_hand(poor), "NS")
    assert _said(vulnerable) == ("Pass", "principles")
    assert vulnerable.reason.startswith(
        "The system's 2H fits the hand but not here (vulnerable, a preempt needs a good suit)"
    )
    assert recommend(weak_two, place_from_calls(Seat.N, []), parse_hand(good), "All").call == "2H"


def test_opener_answers_partners_negative_double() -> None:
    assert _ask("A72.KJ92.K2.Q872", ["1C", "1S", "X", "Pass"]).call == "2H"  # four hearts
    assert _ask("KJ2.A92.K2.Q8752", ["1C", "1S", "X", "Pass"]).call == "1NT"  # a stopper
    assert _ask("72.A92.K2.AQJ872", ["1C", "1S", "X", "Pass"]).call == "2C"


def test_responder_gives_preference_and_opener_respects_a_forcing_new_suit() -> None:
    # 1H-1S-2C: two hearts and two clubs, a weak hand goes back to hearts
    assert _ask("KJ752.Q3.9832.72", ["1H", "Pass", "1S", "Pass", "2C", "Pass"]).call == "2H"
    assert _ask("KJ752.3.9832.Q72", ["1H", "Pass", "1S", "Pass", "2C", "Pass"]).call == "Pass"
    # 1C-1H-1NT-2D: responder's new suit is forcing, opener may not pass
    forced = _ask("K72.Q3.J82.AKJ72", ["1C", "Pass", "1H", "Pass", "1NT", "Pass", "2D", "Pass"])
    assert forced.call != "Pass"


def test_once_game_is_reached_a_minimum_passes() -> None:
    assert _ask("KJ752.Q3.9832.72", ["1H", "Pass", "1S", "Pass", "4S", "Pass"]).call == "Pass"
    assert _ask("KJ7.Q3.AQ82.AKJ2", ["1D", "Pass", "2D", "Pass"]).call == "3NT"  # not 5D


def test_blackwood_is_answered_and_followed() -> None:
    asked = ["1H", "Pass", "3H", "Pass", "4NT", "Pass"]
    assert _ask("A72.K9843.A2.872", asked).call == "5H"  # two aces
    assert _ask("Q72.K9843.K2.K72", asked).call == "5C"  # none
    after = ["1S", "Pass", "3S", "Pass", "4NT", "Pass"]
    assert _ask("AKQ72.K2.A2.K872", [*after, "5D", "Pass"]).call == "6S"  # three together
    assert _ask("AKQ72.K2.Q2.K872", [*after, "5D", "Pass"]).call == "5S"  # two missing
    # 4NT straight over partner's 1NT asks nothing: it is for the system (quantitative)
    assert _ask("A72.K984.A2.K872", ["1NT", "Pass", "4NT", "Pass"]).call not in ("5D", "5H")


def test_a_fit_and_thirty_three_points_ask_for_aces() -> None:
    strong = _ask("AKJ72.K2.AQ2.K72", ["1S", "Pass", "2S", "Pass"])
    assert strong.call == "4S"  # 20 facing 6-10: 26, game
    # 22 HCP and three spades facing an opening (12+) that rebid its spades: 34 together,
    # and every side suit controlled in the hand
    auction = ["1S", "Pass", "2C", "Pass", "2S", "Pass"]
    slam = _ask("K72.AK2.AKQ2.K72", auction)
    assert _said(slam) == ("4NT", "principles")
    assert ("side suits controlled", "all", "all", True) in [
        (c.name, c.wanted, c.actual, c.holds) for c in slam.checks
    ]
    # with the clubs uncontrolled (Q72) no Blackwood: the cheapest control, 4D, first
    assert _said(_ask("K72.AK2.AKQ2.Q72", auction)) == ("4D", "principles")


# --- properties over random hands and random legal auctions -------------------------------

_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
hands = st.permutations(_DECK).map(lambda cards: Hand.of(cards[:13]))


@st.composite
def legal_auctions(draw: st.DrawFn) -> tuple[Seat, list[str]]:
    """A dealer and calls drawn one by one among those the domain's rules allow, stopping
    before the auction is over."""
    dealer = draw(st.sampled_from(list(Seat)))
    calls: list[Call] = []
    for _ in range(draw(st.integers(0, 14))):
        auction = auction_from(dealer, calls)
        seat = auction.next_seat
        assert seat is not None
        level = draw(st.integers(1, 7))
        options = [Call.parse("Pass"), Call.parse("X"), Call.parse("XX")] + [
            Call.parse(f"{level}{strain}") for strain in ("C", "D", "H", "S", "NT")
        ]
        allowed = [c for c in options if _allowed(dealer, calls, c)]
        call = draw(st.sampled_from(allowed))
        if auction_from(dealer, [*calls, call]).is_over:
            break
        calls.append(call)
    return dealer, [str(c) for c in calls]


def _allowed(dealer: Seat, calls: list[Call], call: Call) -> bool:
    auction = auction_from(dealer, calls)
    seat = auction.next_seat
    assert seat is not None
    try:
        auction.check(seat, call)
    except RuleViolation:
        return False
    return True


@settings(max_examples=300, deadline=None)
@given(hand=hands, auction=legal_auctions(), base=st.sampled_from(sorted(DEFAULT_CONVENTIONS)))
def test_any_legal_auction_gets_a_legal_call(
    hand: Hand, auction: tuple[Seat, list[str]], base: str
) -> None:
    dealer, calls = auction
    result = recommend(_system(base), place_from_calls(dealer, calls), hand)
    assert result.call is not None and result.reason
    assert result.basis in ("system", "principles")
    assert _allowed(dealer, [Call.parse(c) for c in calls], Call.parse(result.call))


@settings(max_examples=300, deadline=None)
@given(
    hand=hands.filter(lambda h: h.hcp >= 13),
    strain=st.sampled_from(["C", "D", "H", "S"]),
    before=st.sampled_from([[], ["Pass"]]),
    base=st.sampled_from(sorted(DEFAULT_CONVENTIONS)),
)
def test_opening_values_never_pass_partners_one_level_opening(
    hand: Hand, strain: str, before: list[str], base: str
) -> None:
    calls = [*before, f"1{strain}", "Pass"]
    result = recommend(_system(base), place_from_calls(Seat.N, calls), hand)
    assert result.call != "Pass", (str(hand), calls, result.reason)
