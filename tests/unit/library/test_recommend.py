"""The recommendation engine over plain rule records, and over systems composed from the library."""

from __future__ import annotations

from functools import cache

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import Library, load_library
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls, place_from_sequence
from library.recommend_book import RuleBook, RuleRecord, compose, priority_of, records_from_rows


def _book(*rules: tuple[str, str, str]) -> RuleBook:
    return RuleBook(RuleRecord.of(seq, meaning, kind, "test") for seq, meaning, kind in rules)


BASE = "base_system"
CONV = "convention"

SMALL = _book(
    ("1c", "Opening, 12-21 HCP, 3+ clubs, no five-card major", BASE),
    ("1d", "Opening, 12-21 HCP, 3+ diamonds, no five-card major", BASE),
    ("1h", "Opening, 12-21 HCP, 5+ hearts", BASE),
    ("1s", "Opening, 12-21 HCP, 5+ spades", BASE),
    ("1n", "15-17 HCP, balanced", BASE),
    ("1n-(p)-2n", "8-9 HCP, balanced, no four-card major, invitational", BASE),
    ("1n-(p)-3n", "10-15 HCP, no four-card major, to play", BASE),
    ("1n-(p)-2c", "Stayman, artificial, asks for a major; 8+ HCP, or a weak hand", CONV),
    ("1n-(p)-2d", "Transfer, 5+ hearts, any strength, forcing", CONV),
    ("1h-(p)-1s", "6+ HCP, 4+ spades, forcing one round", BASE),
    ("1h-(p)-2h", "Single raise, 6-10 support points, 3+ hearts", BASE),
    ("1h-(p)-1s-(p)-1n", "12-14 HCP, balanced, no four spades, non-forcing", BASE),
    ("1h-(p)-1s-(p)-2h", "12-15 HCP, 6+ hearts, non-forcing", BASE),
    ("(1h)-1n", "15-18 HCP, balanced, heart stopper, non-forcing", BASE),
    ("(1h)-x", "Takeout double, 12+ HCP, 0-2 hearts", BASE),
)


def _ask(book: RuleBook, hand: str, calls: list[str], dealer: str = "N") -> Recommendation:
    return recommend(book, place_from_calls(Seat(dealer), calls), parse_hand(hand))


def test_the_standing_rule_wins_with_its_checks_and_alternatives() -> None:
    result = _ask(SMALL, "AKQ52.43.J92.AT3", [])
    assert (result.call, result.basis, result.method) == ("1S", "system", "rule")
    assert result.rule is not None and result.rule.sequence == "1s"
    assert [(c.name, c.wanted, c.actual, c.holds) for c in result.checks] == [
        ("HCP", "12-21", "14", True),
        ("spades", "5+", "5", True),
    ]
    assert len(result.alternatives) == 3
    assert result.alternatives[0].why.startswith("Does not fit:")


def test_a_narrower_range_beats_a_wider_one() -> None:
    result = _ask(SMALL, "AQ3.K92.KJ84.Q72", [])
    assert result.call == "1NT"
    one_diamond = next(a for a in result.alternatives if a.call == "1D")
    assert one_diamond.why == "Fits too, but loses on a narrower HCP range to 1NT."


def test_a_raise_of_partners_suit_counts_support_points_and_comes_first() -> None:
    result = _ask(SMALL, "Q943.K82.J92.Q72", ["1H", "Pass"])
    assert result.call == "2H"
    assert ("support points", "6-10", "8", True) in [
        (c.name, c.wanted, c.actual, c.holds) for c in result.checks
    ]
    spades = next(a for a in result.alternatives if a.call == "1S")
    assert spades.why == "Fits too, but loses on fit with partner to 2H."


def test_a_convention_overrides_the_base_by_priority() -> None:
    result = _ask(SMALL, "4.KJ9752.843.J72", ["1NT", "Pass"])
    assert result.call == "2D"
    assert result.rule is not None and result.rule.priority == 530


def test_an_unstructured_meaning_is_the_last_resort_for_a_hand_with_values() -> None:
    result = _ask(SMALL, "AJ52.K4.Q943.982", ["1NT", "Pass"])
    assert (result.call, result.basis, result.method) == ("2C", "system", "last_resort")
    assert result.checks == ()


def test_a_weak_hand_passes_when_nothing_fits_and_partner_does_not_force() -> None:
    result = _ask(SMALL, "943.Q92.J984.Q72", ["1NT", "Pass"])
    assert (result.call, result.basis, result.method) == ("Pass", "principles", "principle")
    assert "not forcing" in result.reason


def test_when_partner_forces_the_cheapest_call_that_describes_the_shape() -> None:
    # 1H-1S is forcing; 11 HCP fits no rebid, the 6-card heart rebid describes the shape
    result = _ask(SMALL, "3.KQJ982.K94.972", ["1H", "Pass", "1S", "Pass"])
    assert (result.call, result.basis) == ("2H", "principles")
    # the system's 2H asks 12-15 (the hand has 9): opened light, a minimum, it rebids
    # its six-card suit anyway (library/principles_rebids.py)
    assert result.reason.endswith("Rebidding the first suit: a minimum.")
    assert ("hearts", "5+", "6", True) in [
        (c.name, c.wanted, c.actual, c.holds) for c in result.checks
    ]


def test_stoppers_are_checked() -> None:
    stopped = _ask(SMALL, "KQ3.AJ4.KJ92.Q73", ["1H"], dealer="E")
    assert stopped.call == "1NT"
    assert ("hearts stopper", "held", "AJ4", True) in [
        (c.name, c.wanted, c.actual, c.holds) for c in stopped.checks
    ]
    unstopped = _ask(SMALL, "KQ3.432.AKJ2.KQ3", ["1H"], dealer="E")
    assert (unstopped.call, unstopped.basis) == ("X", "principles")  # 18 HCP: double first
    notrump = next(a for a in unstopped.alternatives if a.call == "1NT")
    assert notrump.why == "Does not fit: hearts stopper held (hand: 432)."


def test_with_no_rule_for_the_auction_the_principles_still_answer() -> None:
    result = _ask(SMALL, "AKQ52.43.J92.AT3", ["2C", "Pass"])
    assert result.call != "Pass"  # 14 HCP facing a strong opening bids
    assert result.basis == "principles"
    assert result.reason.startswith(
        "The system has no rule for the auction '2c-(p)'; by general principles: "
    )
    assert result.to_dict()["basis"] == "principles"


def test_third_seat_uses_the_passed_hand_rules_and_the_openings() -> None:
    book = _book(
        ("1h", "Opening, 12-21 HCP, 5+ hearts", BASE),
        ("1n", "15-17 HCP, balanced", BASE),
        ("p-(p)-1h", "Third-seat opening, 10-21 HCP, 5+ hearts", BASE),
    )
    light = _ask(book, "93.KQJ83.A42.932", ["Pass", "Pass"])
    assert light.call == "1H" and light.rule is not None
    assert light.rule.sequence == "p-(p)-1h"
    notrump = _ask(book, "KQ3.AJ4.KJ92.Q73", ["Pass", "Pass"])
    assert notrump.call == "1NT"
    assert _ask(book, "93.KQJ83.A42.932", []).call == "Pass"


def test_a_user_override_wins_over_the_convention() -> None:
    records = [
        RuleRecord.of("1n-(p)-2d", "Transfer, 5+ hearts, any strength, forcing", CONV, "test"),
        RuleRecord.of("1n-(p)-2h", "Transfer, 5+ spades, any strength, forcing", CONV, "test"),
        RuleRecord.of("1n-(p)-2d", "Natural, 0-7 HCP, 5+ diamonds, to play", "user_custom", "test"),
    ]
    result = _ask(RuleBook(records), "72.43.KJ9752.Q72", ["1NT", "Pass"])
    assert result.call == "2D"
    assert result.rule is not None and result.rule.module_type == "user_custom"
    assert RuleBook(records).overridden("1n-(p)-2d")[0].module_type == CONV


def test_priorities_follow_the_pid() -> None:
    assert priority_of("base_system", "1n-(p)-2c") == 130
    assert priority_of("convention", "1n-(p)-2c") == 530
    assert priority_of("user_custom", "1n") == 1010


def test_the_answer_reads_as_json() -> None:
    data = _ask(SMALL, "AKQ52.43.J92.AT3", []).to_dict()
    assert data["call"] == "1S"
    assert data["sequence"] == "1s"
    assert data["auction"] == {
        "sequence": "",
        "seat": "N",
        "dealer": "N",
        "position": 1,
        "role": "opener",
        "passed_hand": False,
        "vulnerability": "None",
    }
    assert isinstance(data["hand"], dict) and data["hand"]["hcp"] == 14


# --- systems composed from the library: a swap or an override changes the advice -----------
@cache
def _library() -> Library:
    return load_library()


def _system(base: str, *conventions: str) -> RuleBook:
    return RuleBook(compose(_library(), base, conventions))


def test_swapping_conventions_changes_the_advice() -> None:
    weak_spades = parse_hand("Q9852.K43.J92.T4")
    place = place_from_sequence("1n-(p)")
    with_transfers = recommend(_system("sayc", "jacoby_transfers_1nt"), place, weak_spades)
    assert with_transfers.call == "2H"
    assert with_transfers.rule is not None
    assert with_transfers.rule.module_id == "jacoby_transfers_1nt"
    without = recommend(_system("sayc"), place, weak_spades)
    assert without.call == "Pass"


def test_an_override_on_top_of_a_composed_system_changes_the_advice() -> None:
    records = compose(_library(), "sayc", ["jacoby_transfers_1nt"])
    hand = parse_hand("Q9852.K43.J92.T4")
    place = place_from_sequence("1n-(p)")
    assert recommend(RuleBook(records), place, hand).call == "2H"
    override = RuleRecord.of(
        "1n-(p)-2s", "Natural, 0-7 HCP, 5+ spades, to play", "user_custom", "test"
    )
    assert recommend(RuleBook([*records, override]), place, hand).call == "2S"


def test_composing_refuses_unknown_and_conflicting_modules() -> None:
    with pytest.raises(KeyError):
        compose(_library(), "nonesuch")
    with pytest.raises(KeyError):
        compose(_library(), "sayc", ["nonesuch"])
    with pytest.raises(ValueError, match="conflict"):
        compose(_library(), "sayc", ["rkcb_0314", "rkcb_1430"])
    continues = r"Smolen \('smolen'\) continues stayman_1nt: play that as well."
    with pytest.raises(ValueError, match=continues):
        compose(_library(), "sayc", ["smolen"])


def test_a_later_module_wins_a_tie_at_equal_priority() -> None:
    records = [
        RuleRecord.of("1n-(p)-2c", "First, 8+ HCP, 4+ hearts", CONV, "test"),
        RuleRecord("1n-(p)-2c", "Second, 8+ HCP, 4+ hearts", CONV, "later", 530,
                   RuleRecord.of("1n-(p)-2c", "8+ HCP, 4+ hearts", CONV, "test").constraints),
    ]  # fmt: skip
    winner = RuleBook(records).rule("1n-(p)-2c")
    assert winner is not None and winner.module_id == "later"


def test_pid_rows_feed_the_engine() -> None:
    rows: list[dict[str, object]] = [
        {"sequence": r.sequence, "meaning": r.meaning, "module_type": r.module_type,
         "module_id": r.module_id, "priority": r.priority}
        for r in compose(_library(), "sayc", ["jacoby_transfers_1nt"])
    ]  # fmt: skip
    rows.append(
        {"sequence": "1n-(p)-2s", "meaning": "Natural, 0-7 HCP, 5+ spades, to play",
         "module_type": "user_custom", "module_id": "user", "priority": 1030}
    )  # fmt: skip
    records = records_from_rows(rows, _library())
    by_sequence = {(r.module_id, r.sequence): r for r in records}
    library_rule = _library().module("jacoby_transfers_1nt").rule("1n-(p)-2h")
    assert (
        by_sequence[("jacoby_transfers_1nt", "1n-(p)-2h")].constraints is library_rule.constraints
    )
    answer = recommend(
        RuleBook(records), place_from_sequence("1n-(p)"), parse_hand("Q9852.K43.J92.T4")
    )
    assert answer.call == "2S"
    stored = [{**rows[-1], "constraints": records[-1].constraints.to_dict()}]
    assert records_from_rows(stored)[0].constraints == records[-1].constraints


def test_a_game_force_below_game_obliges_a_bid() -> None:
    book = _book(
        ("1s", "Opening, 12-21 HCP, 5+ spades", BASE),
        ("1s-(p)-2c", "Two-over-one, 12+ HCP, 4+ clubs, game forcing", BASE),
        ("1s-(p)-2c-(p)-2s", "5+ spades, default rebid", BASE),
        ("1s-(p)-2c-(p)-2s-(p)-3c", "6+ clubs, game forcing", BASE),
        ("1s-(p)-2c-(p)-2s-(p)-4s", "3+ spades, 12-14 HCP, minimum", BASE),
    )
    # 2S says nothing forcing, but 2C forced to game and 2S is below it
    forced = _ask(book, "2.KQ72.AJ72.KQ72", ["1S", "Pass", "2C", "Pass", "2S", "Pass"])
    assert forced.call != "Pass" and forced.basis == "principles"
    # game itself, or a forcing bid on the way (the singleton is in partner's suit, so
    # 3NT with the other suits stopped is game)
    assert "forcing" in forced.reason or forced.call == "3NT"
    free = _ask(book, "2.KQ72.AJ72.KQ72", ["1S", "Pass", "2C", "Pass", "4S", "Pass"])
    assert (free.call, free.basis) == ("Pass", "principles")
