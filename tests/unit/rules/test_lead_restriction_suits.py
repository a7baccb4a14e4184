"""A lead restriction's suits in the order a bridge player names them, spades first
(Law 51B2(b), 2017: "declarer may prohibit the defender's partner from leading one or more
of such suits"): the view's `also` and the refusal's sentence list them so."""

from __future__ import annotations

from itertools import permutations

import pytest

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.leads import LeadRestriction, check_restricted_lead


@pytest.mark.parametrize("more", list(permutations([Suit.C, Suit.H, Suit.D], 2)))
def test_the_suits_forbidden_are_listed_spades_first(more: tuple[Suit, Suit]) -> None:
    restriction = LeadRestriction(Seat.W, Suit.S, "must_not", frozenset(more))
    assert restriction.suits == tuple(s for s in SUIT_ORDER if s in {Suit.S, *more})


def test_a_lead_of_any_suit_forbidden_is_refused_while_another_is_held() -> None:
    restriction = LeadRestriction(Seat.W, Suit.H, "must_not", frozenset({Suit.C}))
    held = [Card.parse("H5"), Card.parse("C5"), Card.parse("D5")]
    with pytest.raises(RuleViolation, match="hearts or clubs"):
        check_restricted_lead(restriction, Seat.W, held, Card.parse("C5"))
    check_restricted_lead(restriction, Seat.W, held, Card.parse("D5"))
