"""The 2017 Laws' commands of 0.11.0 in the browser (api/static/js/misinformation.js):

- Law 51A: "If it is a defender's turn to play and that defender has two or more penalty
  cards that can legally be played, declarer designates which is to be played at that
  turn." Declarer clicks the card.
- Law 20F4: "If a player subsequently realizes that his own explanation was erroneous or
  incomplete he must call the Director immediately." The caller corrects it in a form.
- Law 21B1(a): "Until the end of the auction period and provided that his partner has not
  subsequently called, a player may change a call without other rectification for his
  side when the Director judges that the decision to make the call could well have been
  influenced by misinformation given to the player by an opponent." The director's form.

Each is driven through the page and the board the API gives afterwards is checked."""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.e2e.table import Server, Table
from tests.e2e.test_law20f_21b_misinformation import stayman_table
from tests.e2e.test_revokes import play, spades


def test_declarer_designates_a_penalty_card(server: Server, watched: Watched) -> None:
    table = spades(server)
    faced = table.players["W"].post(
        table.path("/cards-exposed-in-play"),
        {"seat": "W", "cards": ["D3", "D2"], "inadvertent": False},
    )
    assert faced.status_code == 201, faced.text
    declined = table.players["N"].post(table.path("/lead-restriction"), {"choice": "none"})
    assert declined.status_code == 200, declined.text
    assert play(table, "DK", "D6")["pending"]["kind"] == "penalty_card_designation"
    watched.sign_in(table.players["N"].token, f"/#/boards/{table.board_id}")
    with watched.page.expect_response(
        lambda r: r.url.endswith("/penalty-card-designation")
    ) as answer:
        watched.page.click("[data-designate=D2]")
    assert answer.value.status == 200
    watched.page.wait_for_selector("[data-designate]", state="detached")
    assert table.view()["pending"] is None
    assert table.play("W", "D3").status_code == 422  # not the card declarer designated
    assert table.play("W", "D2").status_code == 201


def test_the_caller_corrects_his_explanation(server: Server, watched: Watched) -> None:
    table = stayman_table(server)  # South's 2C, Stayman, was explained as natural
    watched.sign_in(table.players["S"].token, f"/#/boards/{table.board_id}")
    # each call is named in words a select can show (it once read "[object HTMLSpanElement]")
    watched.page.wait_for_selector("#correction-at option[value='2']", state="attached")
    shown = watched.page.locator("#correction-at option").all_inner_texts()
    assert shown[2] == "3. South 2♣", shown
    watched.page.select_option("#correction-at", "2")
    watched.page.fill("#correction-explanation", "Stayman: asks for a major")
    with watched.page.expect_response(
        lambda r: r.url.endswith("/explanation-corrections")
    ) as answer:
        watched.page.click("form.explanation-correction button[type=submit]")
    assert answer.value.status == 201
    watched.page.wait_for_selector(
        'td[data-call="2C"] .explanation >> text=Stayman: asks for a major', state="attached"
    )
    entry = table.view("E")["auction"][2]
    assert (entry["alert"], entry["explanation"]) == (True, "Stayman: asks for a major")
    assert table.view("N")["auction"][2]["explanation"] is None  # his partner, in the auction


def test_the_director_changes_a_misinformed_call(server: Server, watched: Watched) -> None:
    table: Table = stayman_table(server)
    table.bid("Pass", "2H")  # West passed over 2C explained as natural
    assert table.director is not None
    watched.sign_in(table.director.token, f"/#/boards/{table.board_id}")
    watched.page.select_option("#misinformed-seat", "W")
    watched.page.fill("#misinformed-call", "X")
    watched.page.fill("#misinformed-explanation", "takeout")
    watched.page.fill("#misinformed-reason", "2C was Stayman, explained as natural")
    with watched.page.expect_response(lambda r: r.url.endswith("/misinformed-call")) as answer:
        watched.page.click("form.misinformed-call button[type=submit]")
    assert answer.value.status == 201
    watched.page.wait_for_selector('td[data-call="X"]')
    view = table.view("N")
    assert [c["call"] for c in view["auction"]] == ["1NT", "Pass", "2C", "X"]
    assert (view["auction"][3]["explanation"], view["next"]) == ("takeout", "N")
    watched.screenshot("misinformed-call")
