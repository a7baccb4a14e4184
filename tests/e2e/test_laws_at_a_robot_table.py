"""The 2017 Laws at a table with robots, over HTTP on both stores (issue 34, h54f): a
director reading the Laws beside the robots' play. Robots never revoke, obey every Law
the board records (penalty cards, lead restrictions) and claim only when the rest is
certain. Each test says which Law it reads; the deal is RAISED below unless it says
otherwise. A robot's claim and a person's revoke are in
tests/e2e/test_claims_and_revokes_at_a_robot_table.py.

North (a person) opens 1S, South (a robot, 6 HCP and four spades) raises to 2S, North
bids 4S and the robots pass it out: North declares, South is dummy, East (a robot) leads.
N: AKQJ5.AK2.K32.32  E: 98.JT98.QJT.K987  S: T432.Q43.A54.654  W: 76.765.9876.AQJT
"""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, call_and_go_on

RAISED = "N:AKQJ5.AK2.K32.32 98.JT98.QJT.K987 T432.Q43.A54.654 76.765.9876.AQJT"
SEAT_ORDER = "NESW"


def _board(creator: Person, seats: dict[str, str], **options: Any) -> str:
    created = creator.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, **options}
    )
    assert created.status_code == 201, created.text
    return f"/boards/{created.json()['id']}"


def _robot_defenders(
    server: Server, tag: str, policy: str = "detect"
) -> tuple[Person, Person, Person, str]:
    """North and West are people, East and South robots; a director directs the board."""
    north, west = server.person(f"n{tag}"), server.person(f"w{tag}")
    director = server.person(f"td{tag}", "director")
    path = _board(director, {"N": north.name, "E": "robot", "S": "robot", "W": west.name},
                  revoke_policy=policy)  # fmt: skip
    return north, west, director, path


def _to_four_spades(north: Person, west: Person, path: str, exposed: tuple[str, list[str]] | None,
                    director: Person) -> dict[str, Any]:  # fmt: skip
    """1S (the robots: Pass, 2S), a card exposed during the auction (Law 24) if any, then
    West passes, North bids 4S, and the robots and West pass: the play begins."""
    opened = call_and_go_on(north, path, "N", "1S")  # South, his robot partner, too
    assert [c["call"] for c in opened["auction"]] == ["1S", "Pass", "2S"]
    if exposed is not None:
        seat, cards = exposed
        faced = director.post(f"{path}/exposed-cards", {"seat": seat, "cards": cards})
        assert faced.status_code == 201, faced.text
    assert west.post(f"{path}/calls", {"seat": "W", "call": "Pass"}).status_code == 201
    call_and_go_on(north, path, "N", "4S")
    ended = west.post(f"{path}/calls", {"seat": "W", "call": "Pass"})
    assert ended.status_code == 201, ended.text
    view: dict[str, Any] = ended.json()
    assert view["phase"] == "play" and view["declarer"] == "N", view
    return view


def _robot_cards_revoke(director: Person, path: str) -> list[tuple[str, str, Any]]:
    """The director's event log: the robots' cards (East's, West's when a robot) that were
    revokes of any kind (a penalty card's duty broken is one, Law 61A)."""
    events = director.get(f"{path}/events").json()
    return [
        (e["data"]["seat"], e["data"]["card"], e["data"]["revoke"])
        for e in events
        if e["type"] == "CardPlayed" and e["data"]["seat"] == "E" and e["data"]["revoke"]
    ]


# ---- (a) penalty cards: Law 50 ------------------------------------------------------------
def test_50d2_a_robot_leads_the_suit_declarer_requires_after_its_partners_penalty_card(
    server: Server,
) -> None:
    """Law 50D2 (2017): when a defender has the lead while his partner has a major penalty
    card, declarer may "require the defender to lead the suit of the penalty card, or [...]
    prohibit him from leading that suit for as long as he retains the lead [...]; if
    declarer exercises either option, the penalty card is no longer a penalty card and is
    picked up". West's CQ, seen during the auction, is a major penalty card (Law 24C: an
    honour). East, a robot, is on lead: North requires clubs; East leads a club (it holds
    four) and West's CQ goes back to his hand. On a second board North forbids clubs: East
    leads another suit."""
    for choice in ("require", "forbid"):
        north, west, director, path = _robot_defenders(server, f"50d2{choice[0]}")
        view = _to_four_spades(north, west, path, ("W", ["CQ"]), director)
        assert view["penalty_cards"]["W"] == [{"card": "CQ", "kind": "major"}]
        assert view["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "50D2"}
        assert view["trick"] is None  # the robot waits for declarer's choice
        chosen = north.post(f"{path}/lead-restriction", {"choice": choice})
        assert chosen.status_code == 200, chosen.text
        after = chosen.json()
        lead = after["trick"]["cards"][0]
        assert lead["seat"] == "E"
        assert (lead["card"][0] == "C") is (choice == "require"), lead
        assert after["penalty_cards"]["W"] == []  # picked up
        assert _robot_cards_revoke(director, path) == []


def test_50d1_a_robots_major_penalty_card_is_its_opening_lead_and_50c_its_minor_one(
    server: Server,
) -> None:
    """Law 50D1: "A major penalty card must be played at the first legal opportunity,
    whether in leading, following suit, discarding or trumping." East's (a robot's) HT,
    seen during the auction, is a major penalty card (24C); West has none, so nothing
    waits for declarer: East's opening lead is the HT. Law 50C: "When a defender has a
    minor penalty card, he may not play any other card of the same suit below the rank of
    an honour until he has first played the penalty card"; "Offender's partner is not
    subject to lead penalty". East's S8 alone (24A: a single card below an honour, not
    led) is a minor penalty card: East may lead what it likes but the S9."""
    north, west, director, path = _robot_defenders(server, "50d1")
    view = _to_four_spades(north, west, path, ("E", ["HT"]), director)
    assert view["trick"]["cards"][0] == {"seat": "E", "card": "HT"}, view["trick"]
    assert view["penalty_cards"]["E"] == []
    north, west, director, path = _robot_defenders(server, "50c")
    view = _to_four_spades(north, west, path, ("E", ["S8"]), director)
    lead = view["trick"]["cards"][0]
    assert lead["seat"] == "E" and lead["card"] != "S9", lead
    assert view["pending"] is None  # no lead penalty for a minor penalty card
    assert _robot_cards_revoke(director, path) == []


# ---- (c) two or more penalty cards: Law 51 ---------------------------------------------
def test_51a_declarer_designates_which_of_a_robots_penalty_cards_it_leads(server: Server) -> None:
    """Law 51A: "If it is a defender's turn to play and that defender has two or more
    penalty cards that can legally be played, declarer designates which is to be played at
    that turn." East's (a robot's) HT and H9, seen during the auction, are major penalty
    cards (50B: two of them); at East's opening lead North designates the H9, and East
    leads it; the HT stays face up."""
    north, west, director, path = _robot_defenders(server, "51a")
    view = _to_four_spades(north, west, path, ("E", ["HT", "H9"]), director)
    assert view["pending"]["kind"] == "penalty_card_designation", view["pending"]
    assert view["pending"]["decides"] == "N"
    designated = north.post(f"{path}/penalty-card-designation", {"card": "H9"})
    assert designated.status_code == 200, designated.text
    after = designated.json()
    assert after["trick"]["cards"][0] == {"seat": "E", "card": "H9"}
    assert after["penalty_cards"]["E"] == [{"card": "HT", "kind": "major"}]
    assert _robot_cards_revoke(director, path) == []


def test_51b2b_declarer_forbids_both_suits_of_the_penalty_cards_and_the_robot_obeys(
    server: Server,
) -> None:
    """Law 51B2(b) (2017): "declarer may prohibit the defender's partner from leading one
    or more of such suits; the defender then picks up every penalty card in every suit
    prohibited by declarer [...]. The prohibition continues for as long as the player
    retains the lead." West's CQ and D9, seen during the auction, are major penalty cards
    in two suits; North forbids both: East (a robot) leads a spade or a heart, and both
    cards go back to West's hand. Before 0.24.0 declarer could forbid only one."""
    north, west, director, path = _robot_defenders(server, "51b2")
    view = _to_four_spades(north, west, path, ("W", ["CQ", "D9"]), director)
    assert view["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "50D2"}
    refused = north.post(f"{path}/lead-restriction", {"choice": "require", "suits": ["C", "D"]})
    assert refused.status_code == 422, refused.text
    forbidden = north.post(f"{path}/lead-restriction", {"choice": "forbid", "suits": ["C", "D"]})
    assert forbidden.status_code == 200, forbidden.text
    after = forbidden.json()
    lead = after["trick"]["cards"][0]
    assert lead["seat"] == "E" and lead["card"][0] in "SH", lead
    assert after["penalty_cards"]["W"] == []
    restriction = after["lead_restriction"]
    if restriction is not None:  # in force while East keeps the lead
        assert (restriction["suit"], restriction["also"]) == ("D", ["C"])
    again = director.get(path).json()  # the board loads again from its events as it was
    assert again["penalty_cards"] == after["penalty_cards"]


# ---- (b) Law 54: an opening lead out of turn, and the robots' play after it ----------------
# North-South hold every top card: the robot declarer accepts any lead out of turn (every
# option takes all the tricks; the first in the Law's order). In the second deal West's C3
# out of turn is one the robot refuses (a penalty card and Law 50D2's choice are worth more
# than the lead from the wrong side).
LEADS_OUT_OF_TURN = (
    ("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432", None),
    ("N:AKQ2.AK2.AK2.AK2 JT98.QJT.QJT.QJT 7654.876.876.876 3.9543.9543.9543", "C3"),
)


def test_54_after_an_opening_lead_out_of_turn_the_robots_play_as_the_law_leaves_them(
    server: Server,
) -> None:
    """Law 54 (2017): after a faced opening lead out of turn declarer may accept it (54B),
    accept it and spread his hand as dummy (54A: "he becomes dummy"), or refuse it (54D:
    "Law 56 applies", the card a major penalty card, Law 50D2's choice then his). The
    robots (North-South, declaring) take their option at once; whichever it is, the play
    goes on as the Law leaves it: West (a person, who holds East too) leads out of turn,
    and then plays the cards /legal offers him to the end; no robot card is a revoke, and
    a refused card is West's major penalty card until played or picked up."""
    decisions = [
        _lead_out_of_turn_then_play(server, deal, lead) for deal, lead in LEADS_OUT_OF_TURN
    ]
    assert decisions[0] == "accept"  # ties go to the first option in the Law's order
    assert all(d in ("accept", "accept_and_dummy", "refuse") for d in decisions), decisions


def _robots_declare(alice: Person, director: Person, path: str) -> dict[str, Any]:
    """Alice, holding East and West, passes while the robots bid to their contract; the
    director's view of the board once the play begins, the robots declaring."""
    view: dict[str, Any] = director.get(path).json()
    for _ in range(20):
        if view["phase"] != "auction":
            break
        seat = alice.get(f"{path}/legal").json()["seat"]
        reply = alice.post(f"{path}/calls", {"seat": seat, "call": "Pass"})
        assert reply.status_code == 201, reply.text
        view = director.get(path).json()
    assert view["phase"] == "play" and view["declarer"] in ("N", "S"), view
    return view


def _lead_out_of_turn_then_play(server: Server, deal: str, lead: str | None) -> str:
    """A person holding East and West leads `lead` (or his first card) out of turn against
    robot declarers, then plays on; returns the robot's decision."""
    alice = server.person("lot54")
    director = server.person("td54", "director")
    path = _board(director, {"N": "robot", "E": alice.name, "S": "robot", "W": alice.name},
                  revoke_policy="detect", deal=deal)  # fmt: skip
    view = _robots_declare(alice, director, path)
    proper = view["next"]
    wrong = {"E": "W", "W": "E"}[proper]
    card = lead or alice.get(path).json()["hands"][wrong][0]
    led = alice.post(f"{path}/plays", {"seat": wrong, "card": card})
    assert led.status_code == 201, led.text
    after = led.json()
    decided = [e for e in director.get(f"{path}/events").json() if e["type"] == "LeadDecided"]
    assert len(decided) == 1, decided
    decision = decided[0]["data"]["decision"]
    if decision == "refuse":
        faced = after["penalty_cards"][wrong]
        restricted = [e for e in director.get(f"{path}/events").json()
                      if e["type"] == "LeadRestricted"]  # fmt: skip
        # the robot declarer made Law 50D2's choice at the proper leader's lead
        assert len(restricted) == 1 and restricted[0]["data"]["seat"] == proper, restricted
        if restricted[0]["data"]["choice"] == "none":
            assert faced == [{"card": card, "kind": "major"}]
        else:
            assert faced == []
    elif decision == "accept_and_dummy":
        # 54A: "he becomes dummy"; his partner declares, and the robots play on
        assert after["declarer"] == decided[0]["data"]["declarer"] != view["declarer"]
        assert after["dummy"] == view["declarer"]
    else:
        assert after["declarer"] == view["declarer"]  # 54B: accepted, dummy is spread
    view = after
    for _ in range(60):  # alice plays what the board lets her; the robots the rest
        if view["phase"] != "play" or view.get("claim"):
            break
        legal = alice.get(f"{path}/legal").json()
        assert legal["seat"] in ("E", "W"), (legal, view["next"])
        trick = view["trick"]
        suit_led = trick["cards"][0]["card"][0] if trick and len(trick["cards"]) < 4 else None
        following = [c for c in legal["cards"] if c[0] == suit_led]  # /legal offers revokes too
        card = (following or legal["cards"])[0]
        reply = alice.post(f"{path}/plays", {"seat": legal["seat"], "card": card})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    events = director.get(f"{path}/events").json()
    robots = [e["data"] for e in events if e["type"] == "CardPlayed"
              and e["data"]["seat"] in ("N", "S")]  # fmt: skip
    assert robots and all(d["revoke"] is None for d in robots), robots
    return str(decision)


# ---- Law 57: a premature play against a robot declarer -------------------------------------
RANKS = "AKQJT98765432"


def _allowed_by_57a(hand: list[str], led: str, choice: str, suit: str | None) -> list[str]:
    """Law 57A (2017), read again here: declarer may "(1) require offender's partner to
    play the highest card he holds of the suit led, or (2) [...] the lowest [...], or (3)
    [...] a card of another suit specified by declarer, or (4) forbid offender's partner
    from playing a card of a different suit specified by declarer"; following suit comes
    first (Law 44), and an option he cannot keep binds nothing (Law 59)."""
    following = sorted((c for c in hand if c[0] == led), key=lambda c: RANKS.index(c[1]))
    if choice in ("highest", "lowest"):
        if not following:
            return hand
        return [following[0] if choice == "highest" else following[-1]]
    if following:
        return following
    named = [c for c in hand if c[0] == suit]
    if choice == "play_suit":
        return named or hand
    return [c for c in hand if c[0] != suit] or hand


def test_57a_a_robot_declarer_takes_its_option_and_the_partner_is_bound(server: Server) -> None:
    """Law 57A: "When a defender leads to the next trick before his partner has played to
    the current trick, or plays out of turn before his partner has played, the card so led
    or played becomes a major penalty card, and declarer selects one of the following
    options." A person holding East and West plays the second defender's card before his
    partner's against robot declarers: the robot takes its option at once, and the cards
    /legal then offers the partner are exactly those the option leaves him (read again
    here); his card is no revoke."""
    alice = server.person("pp57")
    director = server.person("td57", "director")
    # West's club ace keeps North's hand from being all winners, which the robot would
    # claim at once (Law 68C) before any trick let a defender play second
    deal = "N:AKQJ.AKQ.AKQ.KQ2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.A543"
    path = _board(director, {"N": "robot", "E": alice.name, "S": "robot", "W": alice.name},
                  revoke_policy="detect", deal=deal)  # fmt: skip
    view = _robots_declare(alice, director, path)
    for _ in range(40):  # play on until a defender is second to a trick the robots led
        trick = view["trick"]
        seat = view["next"]
        if trick and len(trick["cards"]) == 1 and trick["cards"][0]["seat"] in ("N", "S"):
            break
        legal = alice.get(f"{path}/legal").json()
        assert legal["seat"] == seat, (legal, seat)
        led = trick["cards"][0]["card"][0] if trick and len(trick["cards"]) < 4 else None
        card = ([c for c in legal["cards"] if c[0] == led] or legal["cards"])[0]
        assert alice.post(f"{path}/plays", {"seat": seat, "card": card}).status_code == 201
        view = director.get(path).json()
    partner = {"E": "W", "W": "E"}[seat]
    led = view["trick"]["cards"][0]["card"][0]
    early = view["hands"][partner][-1]
    played = alice.post(f"{path}/plays", {"seat": partner, "card": early})
    assert played.status_code == 201, played.text
    after = director.get(path).json()
    assert {"card": early, "kind": "major"} in after["penalty_cards"][partner]
    ruled = [e["data"] for e in director.get(f"{path}/events").json()
             if e["type"] == "PrematurePlayRuled"]  # fmt: skip
    assert len(ruled) == 1 and ruled[0]["seat"] == seat, ruled  # the robot chose at once
    assert after["pending"] is None
    legal = alice.get(f"{path}/legal").json()
    assert legal["seat"] == seat
    expected = _allowed_by_57a(after["hands"][seat], led, ruled[0]["choice"], ruled[0]["suit"])
    assert sorted(legal["cards"]) == sorted(expected), (ruled, legal, after["hands"][seat])
    reply = alice.post(f"{path}/plays", {"seat": seat, "card": legal["cards"][0]})
    assert reply.status_code == 201, reply.text
    events = director.get(f"{path}/events").json()
    mine = [e["data"] for e in events if e["type"] == "CardPlayed" and e["data"]["seat"] == seat]
    assert mine and all(c["revoke"] is None for c in mine), mine
