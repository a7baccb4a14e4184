"""The robots' constructive auctions, fourteenth session (issue 34): what partner's
notrump over their suit shows, and a side that let its own bid stand. Each hand is
written here for the principle it tests, none taken from a corpus file or a deal.

Sources, as the modules quote them: "An Overcall of 1NT shows 15-18 points, a balanced
hand and stopper(s) in opener's suit" and 2NT over a weak two "shows a balanced holding
of 16-19 points", answered by "3NT - - to play" (Ned Downey, "SAYC", defensive bidding);
"Bidding 1 NT as an overcall shows about 15-18(19) points, balanced(ish) hand with a
stopper(s) in the suit opened ... Because partner has shown at least 15 points, you'll
only need 10 for game" (Andrew Robson, "1NT overcalls"); so partner's natural notrump
over their suit guards it, and the hand need not stop it itself
(library/principles_auction_facts.py `guarded_by_partner`, principles_reading.py,
principles_deck.py). "You're allowed to pass a limited response if you believe that
you're in a safe contract and that making a game contract is unlikely" (Eddie Kantar,
Bridge For Dummies); "Do not bid your same values twice ... Ask yourself, 'Do I have
something more to tell my partner?' ... you have shown those values already. Pass."
(P. F. DuBois, Bridge Bidding notes, "Competitive Bidding"); the law of total tricks
still competes (library/principles_declined.py).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import parse_hand
from library.model import IntRange
from library.principles_declined import declined
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _advice(auction: str, hand: str) -> Recommendation:
    return recommend(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))


def _table(auction: str, hand: str) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))


NOTRUMP_OVER_THEIR_SUIT = [
    # partner's 2NT over their weak two (direct or balancing) shows 15-18 and their
    # hearts stopped: 11 HCP and Q8 of hearts make the game
    ("2H Pass Pass 2NT Pass", "KJ5.Q8.QT8743.QJ", "3NT"),
    ("2S 2NT Pass", "Q53.Q74.A8.Q8543", "3NT"),
    # 6 HCP do not (15-18 and 6 are short of 25)
    ("2H Pass Pass 2NT Pass", "K52.Q8.T8743.J32", "Pass"),
    # the doubler whose partner cuebid, then bid notrump over their clubs, holds the
    # game values the cuebid showed and need not stop the clubs himself
    ("1C X Pass 2C Pass 2H Pass 2NT Pass", "KQ3.AT98.A64.954", "3NT"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), NOTRUMP_OVER_THEIR_SUIT)
def test_partner_s_notrump_over_their_suit_guards_it(
    auction: str, hand: str, expected: str
) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_a_natural_notrump_overcall_is_read_as_15_to_18() -> None:
    assert _table("2H Pass Pass 2NT Pass", "K52.Q8.T8743.J32").partner_shown == IntRange(15, 18)
    # over their two bids 2NT is the unusual notrump, not a strong balanced hand
    unusual = _table("1S Pass 2S 2NT Pass", "K52.Q8.T8743.J32").partner_shown
    assert unusual != IntRange(15, 18)
    # after my own overcall partner's notrump is an advance, not an overcall
    advance = _table("2S 2NT Pass 3NT Pass", "A84.A9532.K42.KJ").partner_shown
    assert advance != IntRange(15, 18)


def test_their_suit_stays_unguarded_when_partner_bid_no_notrump() -> None:
    table = _table("1C 1S 2C Pass", "KJ4.KQ7.A5.QJ962")
    assert table.guarded_by_partner == frozenset()


LET_STAND = [
    # the single raise was passed by opener: over their balancing double the raiser
    # bids no invitation with the values he showed...
    ("1S Pass 2S Pass Pass X", "J76.AJT.852.QT85", "Pass"),
    # ...but competes by the law with a fourth trump (nine together)
    ("1S Pass 2S Pass Pass X", "J763.AJT.852.QT8", "3S"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), LET_STAND)
def test_a_side_that_let_its_bid_stand_does_not_bid_its_values_again(
    auction: str, hand: str, expected: str
) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


_CALLS = st.sampled_from(["Pass", "Pass", "Pass", "1C", "1H", "2S", "3D", "X"])


def _legal(texts: list[str]) -> list[str]:
    """The drawn calls that the auction allows, each in its turn (the rest dropped)."""
    kept: list[str] = []
    for text in texts:
        try:
            place_from_calls(Seat.N, [*kept, text])
        except RuleViolation:
            continue
        kept.append(text)
    return kept


@given(st.lists(_CALLS, max_size=14))
def test_declined_is_a_pass_by_our_side_over_our_own_standing_bid(drawn: list[str]) -> None:
    """Against a reading written here: our side is the seat to call and the seat two
    before it; one of us passed when the call before was a pass and the one before
    that a bid of ours."""
    texts = _legal(drawn)
    calls = [Call.parse(text) for text in texts]
    table = _table(" ".join(texts), "K52.Q8.T8743.J32")
    expected = any(
        (len(calls) - index) % 2 == 0
        and calls[index].kind is CallKind.PASS
        and calls[index - 1].kind is CallKind.PASS
        and calls[index - 2].kind is CallKind.BID
        for index in range(2, len(calls))
    )
    assert declined(table) is expected
