"""The PID's rule rows as the queries answer them (projections/pid_queries.py)."""

from projections.pid import RULE_FIELDS
from projections.pid_queries import RuleNode, RuleRow, _rule


def test_a_rule_row_names_the_columns_in_the_order_they_are_selected() -> None:
    assert tuple(RuleRow.__annotations__) == RULE_FIELDS
    assert tuple(RuleNode.__annotations__) == (*RULE_FIELDS, "children")


def test_a_selected_row_reads_into_its_named_fields() -> None:
    values = ("user", "mine", "1n-2c", "2c", "1n", "1n-", 2, 50, "Stayman", "1NT", "stayman")
    assert _rule(values) == dict(zip(RULE_FIELDS, values, strict=True))
