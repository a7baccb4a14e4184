"""Every refusal of declarer's choice names the penalty cards' suits spades first, as the
view's `also` and the 51B2(b) refusal do since 0.24.0 (h55e: the hostile client met "W has
penalty cards in several suits (C, D)" beside "(D, C)" from the same board).

Law 51B2 (2017): "When a defender has penalty cards in more than one suit and his partner
is to lead, declarer may (a) require the defender's partner to lead a specified suit in
which the defender has a penalty card [...] (b) prohibit the defender's partner from
leading one or more of such suits"."""

from __future__ import annotations

import pytest

from domain.board.lead_restrictions import RestrictLead
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import ALICE, act
from tests.unit.board.test_penalty_card_revokes_2017 import spades_with_faced


@pytest.mark.parametrize(
    ("choice", "fields"),
    [("forbid", {}), ("require", {"suit": "S"}), ("forbid", {"suits": ("C", "S")})],
)
def test_the_suits_held_are_listed_spades_first(choice: str, fields: dict[str, object]) -> None:
    board = spades_with_faced(Seat.W, "CK", "D3")  # clubs and diamonds
    with pytest.raises(RuleViolation, match=r"\(D, C\)"):
        act(board, ALICE, RestrictLead, choice=choice, **fields)
