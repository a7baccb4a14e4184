"""Hand evaluation: HCP, distribution, support points, controls, quick tricks, LTC."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Suit, full_pack
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import Hand, parse_hand

# hand, hcp, pattern, balanced, semi_balanced, controls, quick tricks, losers
CASES = [
    ("AKQ52.43.J92.AT3", 14, (5, 3, 3, 2), True, True, 5, 3.0, 7),
    ("K52.AQ3.KJ92.Q43", 15, (4, 3, 3, 3), True, True, 4, 2.5, 7),
    ("AKQJ.AKQ.AKQ.AKQ", 37, (4, 3, 3, 3), True, True, 12, 8.0, 0),
    ("5432.432.432.432", 0, (4, 3, 3, 3), True, True, 0, 0.0, 12),
    ("AK852.KQ943.7.42", 12, (5, 5, 2, 1), False, False, 4, 3.0, 5),
    ("KQJT852.7.943.72", 6, (7, 3, 2, 1), False, False, 1, 1.0, 7),
    ("AKQJT98765432...", 10, (13, 0, 0, 0), False, False, 3, 2.0, 0),
    ("AJ52.K4.Q943.982", 10, (4, 4, 3, 2), True, True, 3, 1.5, 8),
    ("KQ852.AJ3.KQ.J72", 16, (5, 3, 3, 2), True, True, 4, 3.0, 7),
    ("AQ52.KJ42.K943.2", 13, (4, 4, 4, 1), False, False, 4, 2.5, 6),
    ("A9.K8.QJ.KJ98765", 14, (7, 2, 2, 2), False, False, 4, 2.0, 6),
    ("KQ8543.AJ92.-.T72", 10, (6, 4, 3, 0), False, False, 3, 2.0, 6),
    ("Q2.Q2.Q2.AKQT987", 15, (7, 2, 2, 2), False, False, 3, 2.0, 6),
    ("AQ.K2.8765.QJ432", 12, (5, 4, 2, 2), False, True, 3, 2.0, 7),
    ("AQ9.K2.876542.Q3", 11, (6, 3, 2, 2), False, True, 3, 2.0, 7),
]


@pytest.mark.parametrize(
    ("text", "hcp", "pattern", "balanced", "semi", "controls", "quick", "losers"), CASES
)
def test_counts(
    text: str,
    hcp: int,
    pattern: tuple[int, ...],
    balanced: bool,
    semi: bool,
    controls: int,
    quick: float,
    losers: int,
) -> None:
    hand = parse_hand(text)
    assert hand.hcp == hcp
    assert hand.pattern == pattern
    assert hand.balanced is balanced
    assert hand.semi_balanced is semi
    assert hand.controls == controls
    assert hand.quick_tricks == quick
    assert hand.losing_trick_count == losers


def test_lengths_points_and_text() -> None:
    hand = parse_hand("AKQ52.43.J92.AT3")
    assert hand.lengths == {Suit.S: 5, Suit.H: 2, Suit.D: 3, Suit.C: 3}
    assert hand.length_points == 1
    assert hand.total_points == 15
    assert hand.shortness_points == 1
    assert str(hand) == "AKQ52.43.J92.AT3"
    assert hand.longest_suits() == [Suit.S]
    assert hand.suit_hcp(Suit.S) == 9


def test_void_is_written_with_a_dash() -> None:
    assert str(parse_hand("KQ8543.AJ92..T72")) == "KQ8543.AJ92.-.T72"


@pytest.mark.parametrize(
    ("text", "trump", "points"),
    [
        ("K943.KJ82.J92.Q7", Suit.H, 11),  # four trumps, a doubleton: +1
        ("Q972.4.J9532.972", Suit.S, 6),  # four trumps, a singleton: +3
        ("Q72.K92.J952.972", Suit.S, 6),  # three trumps, no shortness
        ("Q72.-.KJ9532.9752", Suit.S, 9),  # three trumps, a void: +3
        ("QJ72.-.KJ953.9752", Suit.S, 12),  # four trumps, a void: +5
        ("72.K92.J9532.972", Suit.S, 4),  # two trumps: no fit, HCP only
        ("Q72.K9.J98532.K2", Suit.S, 11),  # three trumps, two doubletons: +1 +1
    ],
)
def test_support_points(text: str, trump: Suit, points: int) -> None:
    assert parse_hand(text).support_points(trump) == points


@pytest.mark.parametrize(
    ("text", "stopped"),
    [
        ("A.KJ2.QT93.J8765", "SHDC"),
        ("K.Q2.J32.AT98765", "C"),
        ("K2.Q32.J432.5432", "SHD"),
        ("32.AQ2.K432.5432", "HD"),
    ],
)
def test_stoppers(text: str, stopped: str) -> None:
    hand = parse_hand(text)
    assert "".join(s.value for s in hand.stoppers()) == stopped


def test_thirteen_cards_as_a_list_or_text() -> None:
    cards = "SA SK SQ S5 S2 H4 H3 DJ D9 D2 CA CT C3"
    assert str(parse_hand(cards)) == "AKQ52.43.J92.AT3"
    assert str(parse_hand(cards.split())) == "AKQ52.43.J92.AT3"
    assert str(parse_hand("sa,sk,sq,s5,s2,h4,h3,dj,d9,d2,ca,c10,c3")) == "AKQ52.43.J92.AT3"
    assert str(parse_hand("akq52.43.j92.a103")) == "AKQ52.43.J92.AT3"


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("AKQ52.43.J92.AT", "13 cards, not 12"),
        ("AKQ52.43.J92.AT32", "13 cards, not 14"),
        ("AKQ52.43.J92.AA3", "CA twice"),
        ("AKQ52.43.J92", "four suits"),
        ("AKQ52.43.J92.AT3.2", "four suits"),
        ("SA SK SQ S5 S2 H4 H3 DJ D9 D2 CA CT CT", "CT twice"),
        ("SA SK ZZ", "not a card"),
        ("", "13 cards, not 0"),
    ],
)
def test_bad_hands_are_refused_with_a_sentence(text: str, phrase: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        parse_hand(text)
    assert phrase in caught.value.message


def test_a_number_is_not_a_hand() -> None:
    with pytest.raises(RuleViolation, match="13 cards"):
        parse_hand(13)


# --- an independent count, written from the textbook definitions -------------------------
_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _reference(cards: list[str]) -> dict[str, object]:
    suits: dict[str, list[str]] = {s: [] for s in "SHDC"}
    order = "AKQJT98765432"
    for card in cards:
        suits[card[0]].append(card[1])
    for ranks in suits.values():
        ranks.sort(key=order.index)
    hcp = sum(_POINTS.get(r, 0) for ranks in suits.values() for r in ranks)
    lengths = sorted((len(r) for r in suits.values()), reverse=True)
    losers = 0
    quick = 0.0
    for ranks in suits.values():
        n = len(ranks)
        if n == 1:
            losers += 0 if ranks[0] == "A" else 1
        elif n == 2:
            losers += 2 - sum(1 for r in ranks if r in "AK")
        elif n >= 3:
            losers += 3 - sum(1 for r in ranks[:3] if r in "AKQ")
        held = "".join(ranks)
        if held.startswith("AK"):
            quick += 2
        elif held.startswith("AQ"):
            quick += 1.5
        elif held.startswith("A") or held.startswith("KQ"):
            quick += 1
        elif held.startswith("K") and n >= 2:
            quick += 0.5
    return {
        "hcp": hcp,
        "pattern": tuple(lengths),
        "balanced": lengths[-1] >= 2 and lengths.count(2) <= 1,
        "semi": lengths[-1] >= 2 and lengths[0] <= 6,
        "controls": sum({"A": 2, "K": 1}.get(r, 0) for rs in suits.values() for r in rs),
        "losers": losers,
        "quick": quick,
        "length_points": sum(max(0, len(r) - 4) for r in suits.values()),
    }


_PACK = [str(card) for card in full_pack()]


@settings(deadline=None)  # the machine may be busy; the work is bounded
@given(st.permutations(_PACK))
def test_agrees_with_an_independent_count(pack: list[str]) -> None:
    cards = pack[:13]
    hand = parse_hand(cards)
    expected = _reference(cards)
    assert hand.hcp == expected["hcp"]
    assert hand.pattern == expected["pattern"]
    assert hand.balanced == expected["balanced"]
    assert hand.semi_balanced == expected["semi"]
    assert hand.controls == expected["controls"]
    assert hand.losing_trick_count == expected["losers"]
    assert hand.quick_tricks == expected["quick"]
    assert hand.length_points == expected["length_points"]
    assert parse_hand(str(hand)) == hand


@settings(deadline=None)  # the machine may be busy; the work is bounded
@given(st.permutations(_PACK))
def test_four_hands_share_forty_points_and_ten_aces_and_kings_controls(pack: list[str]) -> None:
    hands = [Hand.of(parse_hand(pack[i : i + 13]).cards) for i in range(0, 52, 13)]
    assert sum(h.hcp for h in hands) == 40
    assert sum(h.controls for h in hands) == 12
    assert all(h.support_points(Suit.S) >= h.hcp for h in hands)


@settings(deadline=None)
@given(st.permutations(_PACK), st.sampled_from(list(Suit)), st.sampled_from(list(Suit)))
def test_ruffing_value_reads_the_dummy_point_table(
    pack: list[str], trump: Suit, suit: Suit
) -> None:
    """Dummy points by the teaching table, read here independently: with four or more
    trumps a void 5, a singleton 3, a doubleton 1; with three, 3, 2, 1; none otherwise
    and none for the trump suit; support points are HCP plus them."""
    hand = Hand.of(parse_hand(pack[:13]).cards)
    trumps, cards = hand.length(trump), hand.length(suit)
    if trumps < 3 or suit is trump or cards > 2:
        expected = 0
    else:
        expected = (5, 3, 1)[cards] if trumps >= 4 else (3, 2, 1)[cards]
    assert hand.ruffing_value(trump, suit) == expected
    total = sum(hand.ruffing_value(trump, s) for s in Suit)
    assert hand.support_points(trump) == hand.hcp + total
