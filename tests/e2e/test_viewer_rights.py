"""The board view's `viewer_directs` and `can_practise` (0.23.0), over a real `serve` on
both stores: what the requester may do at the board, judged by the rules where they
live (domain/policy.py `directs`, domain/practice.py `practice_refused`), so that the page
reads them instead of repeating the rules. Each is checked against the command it
stands for: practice from a step is refused exactly where `can_practise` is false, and
the director's reads are answered exactly where `viewer_directs` is true."""

from __future__ import annotations

from tests.e2e.table import DEAL, Person, Server, Table


def practised(person: Person, table: Table, step: int) -> bool:
    made = person.post(table.path("/practice"), {"step": step, "seat": "N"})
    assert made.status_code in (201, 403, 422), made.text
    return made.status_code == 201


def test_viewer_directs_is_the_director_alone_and_agrees_with_his_reads(server: Server) -> None:
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL)
    outsider_admin = server.admin
    for person, directs in [
        (director, True),
        (outsider_admin, True),  # an admin may act as the director of any board
        *((player, False) for player in table.players.values()),
    ]:
        view = person.get(table.path()).json()
        assert view["viewer_directs"] is directs, (person.name, view)
        reads = person.get(table.path("/rulings"))
        assert (reads.status_code == 200) is directs, reads.text
    # an admin seated at a board with robots plays it: he does not direct it
    mixed = server.admin.post(
        "/boards", {"deal": DEAL, "seats": {"N": "admin", "E": "robot", "S": "robot", "W": "robot"}}
    )
    assert mixed.status_code == 201, mixed.text
    assert mixed.json()["viewer_directs"] is False


def test_can_practise_agrees_with_practice_step_by_step(server: Server) -> None:
    """A board passed out: from every step before the fourth pass the director may
    practise it, from the last (passed out, nothing to play: 422) he may not; a player
    may practise nothing while the board is in progress (he does not see every hand:
    403), and once it is over, what is left to play."""
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL)
    north = table.players["N"]
    assert north.get(table.path()).json()["can_practise"] is False
    assert director.get(table.path()).json()["can_practise"] is True
    assert not practised(north, table, 0)
    over = table.bid("Pass", "Pass", "Pass", "Pass")
    assert over["phase"] == "passed_out"
    last = over["version"] - 1
    for person in (director, north):
        for step in range(last + 1):
            shown = person.get(table.path("/replay"), step=step).json()
            assert shown["can_practise"] is practised(person, table, step), (person.name, step)
        assert person.get(table.path()).json()["can_practise"] is False  # passed out
    assert director.get(table.path("/replay"), step=last).json()["can_practise"] is False
    assert director.get(table.path("/replay"), step=last - 1).json()["can_practise"] is True
