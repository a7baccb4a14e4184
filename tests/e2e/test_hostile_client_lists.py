"""A hostile client's query parameters and choices on a real server, on both stores (the
third hostile round: lists and their filters). Each test is a defect found by sending
them, and fails without its fix."""

from __future__ import annotations

import pytest

from tests.e2e.table import Server

WHEN = "'{name}': write a date or a time, e.g. 2026-11-22 or 2026-11-22T18:30:00Z."


@pytest.mark.parametrize(
    ("path", "name", "value"),
    [
        ("/boards", "since", "yesterday"),
        ("/boards", "until", "27/11/2026"),
        ("/boards/export", "since", "-999999-01-01"),
        ("/rulings", "since", "' OR 1=1 --"),
    ],
)
def test_a_time_that_is_not_one_is_told_in_words(
    server: Server, path: str, name: str, value: str
) -> None:
    """docs/contract.md: "Errors are {"detail": "<a sentence a person understands>"}". A
    `since` or `until` that was not a date answered with the regular expression it failed
    to match (`'since': String should match pattern '^\\d{4}-\\d{2}-...$'.`)."""
    reply = server.admin.get(path, **{name: value})
    assert reply.status_code == 422, reply.text
    assert reply.json() == {"detail": WHEN.format(name=name)}


@pytest.mark.parametrize(
    ("field", "detail"),
    [
        ("mode", "'mode': Input should be 'practice' or 'tournament'."),
        ("revoke_policy", "'revoke_policy': Input should be 'prevent', 'detect' or 'auto'."),
    ],
)
def test_a_board_sets_choices_are_told_as_choices(server: Server, field: str, detail: str) -> None:
    """As every other choice is told (`'phase': Input should be 'auction', 'play', ...`),
    not as `String should match pattern '^(practice|tournament)$'`; nothing is dealt."""
    dealer = server.person("dealer", "director")
    reply = dealer.post("/board-sets", {field: "sometimes", "count": 1})
    assert reply.status_code == 422, reply.text
    assert reply.json() == {"detail": detail}
    assert dealer.boards() == []


@pytest.mark.parametrize(
    ("path", "name", "value"),
    [
        ("/boards", "offset", "200"),
        ("/boards", "page", "3"),
        ("/users", "sort", "name"),
        ("/sessions", "order_by", "name; DROP TABLE sessions"),
        ("/rulings", "board_number", "1"),
    ],
)
def test_a_list_refuses_a_parameter_it_does_not_take(
    server: Server, path: str, name: str, value: str
) -> None:
    """Each list is read a page at a time by its `next` cursor. It answered its first page
    to `?offset=200` or `?page=3`, as if the parameter were taken: a script paging so
    read the first page again and again, and a sort or a filter it does not have was
    silently not applied. A token is still asked for first."""
    reply = server.admin.get(path, **{name: value})
    assert reply.status_code == 422, reply.text
    detail = reply.json()["detail"]
    assert detail.startswith(f"'{name}' is not a parameter of this list; it takes "), detail
    assert "cursor" in detail and len(detail) < 300
    assert server.client.get(path, params={name: value}).status_code == 401
    assert server.admin.get(path, limit=1).status_code == 200
