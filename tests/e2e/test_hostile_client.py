"""A hostile client against a real server, on both stores (issue 34's hostile review):
each test is a defect found by attacking the HTTP interface, and fails without its fix."""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import spades


def test_declarer_cannot_feel_dummys_cards_before_they_are_faced(server: Server) -> None:
    """Law 41D: "After the opening lead is faced, dummy spreads his/her hand on the table
    ... Declarer plays both hands." Before that, dummy's cards are hidden from declarer.
    Under `detect` a card sent for dummy before the opening lead was judged by whether
    dummy held it (201 recorded, or 422 "SK is not in S's hand"): declarer could learn
    dummy's hand card by card. Now it is refused before the card is read, and nothing is
    recorded; dummy's own holder may still face a card (Law 54E), and after the opening
    lead declarer plays dummy's cards as before.

    4S by North, dummy South (AJ92.874.JT6.AQ3), East on lead."""
    for policy in ("detect", "auto"):
        table = spades(server, policy)
        north = table.players["N"]
        version = table.event_count()
        held = north.post(table.path("/plays"), {"seat": "S", "card": "SA"})
        not_held = north.post(table.path("/plays"), {"seat": "S", "card": "SK"})
        assert held.status_code == not_held.status_code == 403, (held.text, not_held.text)
        assert held.json() == not_held.json()
        assert table.event_count() == version  # nothing recorded
        assert table.view("N")["hands"]["S"] is None

        south = table.players["S"]
        faced = south.post(table.path("/plays"), {"seat": "S", "card": "CA"})  # Law 54E
        assert faced.status_code == 201, faced.text
        lead = table.players["E"].post(table.path("/plays"), {"seat": "E", "card": "DK"})
        assert lead.status_code == 201, lead.text
        led = north.post(table.path("/plays"), {"seat": "S", "card": "D6"})
        assert led.status_code == 201, led.text  # declarer plays dummy once it is faced
