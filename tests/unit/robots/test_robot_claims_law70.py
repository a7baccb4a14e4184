"""A robot's claim (Laws 68C, 70A; domain/rules/claim_line.py), on a real TableState solved
by the real DDS (endplay).

Law 68C (2017): "A claim should be accompanied at once by a clear statement of the line of
play or defence through which the claimer proposes to win the tricks claimed, including
the order in which cards will be played." Law 70A: "any doubtful point as to a claim
shall be resolved against the claimer."

North declares 1NT and runs ten spades; three tricks are left, North on lead with HA HJ
HT opposite dummy's HK H98. The six cards North cannot see are HQ H7 H6 CK CQ C3: in
every one of their 20 layouts double dummy takes all three tricks (it finesses the queen
the right way), yet no line North can follow without seeing the hidden hands takes them
all: where the queen lies is a guess. Before 0.24.0 the robot claimed all three here
(with the statement "every layout [...] gives us all of them (double dummy)"); a
director would give a trick back to the defenders.
"""

from __future__ import annotations

from dataclasses import replace

from api.double_dummy import DdsSolver, many_card_tricks
from api.robot_cards import choose_card, claim_holds, lowest_first
from api.robot_mind import LibraryRobotMind
from domain.actors import ROBOT, Actor
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.claims import MakeClaim
from domain.board.play import PlayCard
from domain.robots import RobotTable, robots_act
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import Card, Seat
from domain.rules.deal import Deal
from domain.rules.double_dummy import position_of
from domain.rules.robot_sampling import every_layout, robot_view
from domain.rules.table import Setup, TableState
from tests.unit.board.support import HOLDERS, act, new_board
from tests.unit.rules.support import calls, play

GUESS = "N:AKQJT98765.AJT.. 4.Q76.AKQJT9876. .K98..AJT9876542 32.5432.5432.KQ3"
# the HQ and the HT change places: HA HQ HJ opposite HK H98, every heart a top trick
TOP_TRICKS = "N:AKQJT98765.AQJ.. 4.T76.AKQJT9876. .K98..AJT9876542 32.5432.5432.KQ3"


def _hearts_ending(deal: str) -> TableState:
    state = TableState.start(Setup(1, Seat.N, Vulnerability.NONE, Deal.parse_pbn(deal)))
    for seat, call in zip(
        (Seat.N, Seat.E, Seat.S, Seat.W), calls("1NT Pass Pass Pass"), strict=True
    ):
        state = state.make_call(seat, call)
    state = play(state, "S4 C2 S2 SA")  # East leads his spade, North wins
    discards = zip(
        ("D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK", "DA"),
        ("C4", "C5", "C6", "C7", "C8", "C9", "CT", "CJ", "CA"),
        ("S3", "D5", "D4", "D3", "D2", "H5", "H4", "H3", "H2"),
        strict=True,
    )
    for spade, (east, south, west) in zip("KQJT98765", discards, strict=False):
        state = play(state, f"S{spade} {east} {south} {west}")
    return state


def test_the_ending_is_the_two_way_guess() -> None:
    state = _hearts_ending(GUESS)
    assert state.cards_played == 40 and state.next_seat is Seat.N
    assert state.remaining[Seat.N] == {Card.parse(c) for c in ("HA", "HJ", "HT")}
    view = robot_view(state, Seat.N, {})
    layouts = every_layout(view, 70)
    assert layouts is not None and len(layouts) == 20
    position = position_of(state)
    solved = many_card_tricks([replace(position, hands={**view.seen, **lay}) for lay in layouts])
    assert all(max(tricks.values()) == 3 for tricks in solved)  # double dummy: all three


def test_a_robot_does_not_claim_a_guess_that_double_dummy_always_gets_right() -> None:
    state = _hearts_ending(GUESS)
    legal = sorted(state.remaining[Seat.N], key=lowest_first)
    choice = choose_card(
        state, Seat.N, legal, {}, samples=6, seed=3, solve=many_card_tricks, budget=None
    )
    assert not choice.claim, choice.basis
    assert choice.line is None


def test_a_robot_claims_a_certain_line_and_states_it_in_order() -> None:
    """Swap the HQ into North's hand (HA HQ HJ opposite HK H9 H8): every trick is a top
    trick whatever the layout; the robot claims and states the cards in order."""
    state = _hearts_ending(TOP_TRICKS)
    legal = sorted(state.remaining[Seat.N], key=lowest_first)
    choice = choose_card(
        state, Seat.N, legal, {}, samples=6, seed=3, solve=many_card_tricks, budget=None
    )
    assert choice.claim and choice.line is not None, choice.basis
    statement = choice.line.statement(3)
    assert "in this order: N H" in statement, statement
    played = [card for seat, card in choice.line.cards]
    assert len(played) == 6 and all(card.suit.value == "H" for card in played)


def _north_in_1nt(deal: str) -> tuple[Board, dict[Seat, Actor]]:
    """A board where North (a person) declares 1NT, the robots East and West, and who
    plays each seat's cards (North dummy's too)."""
    seats = {"N": "alice", "E": "robot", "S": "carol", "W": "robot"}
    board = new_board(deal=deal, seats=seats)
    who = {Seat.N: HOLDERS[Seat.N], Seat.E: ROBOT, Seat.S: HOLDERS[Seat.S], Seat.W: ROBOT}
    for call in ["1NT", "P", "P", "P"]:
        seat = board.state.next_seat
        assert seat is not None
        act(board, who[seat], MakeCall, seat=seat.value, call=call)
    return board, {**who, Seat.S: HOLDERS[Seat.N]}


def _board_at_the_ending(deal: str) -> Board:
    """A board at the three-card ending, North (a person) declaring, the robots East and
    West: every card so far as _hearts_ending plays it."""
    board, who = _north_in_1nt(deal)
    ending = _hearts_ending(deal)
    for trick in ending.tricks:
        for played in trick.cards:
            actor = who[played.seat]
            act(board, actor, PlayCard, seat=played.seat.value, card=str(played.card))
    assert board.state.cards_played == 40
    return board


def test_robot_defenders_dispute_a_claim_that_rests_on_a_guess() -> None:
    """North claims the three tricks; double dummy gives them to him (he has only to find
    the queen), so before 0.24.0 the robots agreed. Law 70E1: the Director "shall not
    accept from claimer any unstated line of play the success of which depends upon
    finding one opponent rather than the other with a particular card": the robots
    dispute, and ask to play on (Law 68D2(b))."""
    board = _board_at_the_ending(GUESS)
    act(board, HOLDERS[Seat.N], MakeClaim, seat="N", tricks=3, statement="All mine.")
    table = RobotTable.seat(board, {})
    board = robots_act(board, table, LibraryRobotMind(samples=2), lambda name: name)
    claim = board.claims.pending
    assert claim is not None and claim.status == "disputed"
    answers = [r for r in table.reasons.values() if r["action"] in ("agree", "dispute")]
    assert answers[0]["action"] == "dispute" and "Law 70A" in answers[0]["basis"], answers


def test_robot_defenders_agree_to_a_claim_of_top_tricks_and_of_fewer_than_all() -> None:
    board = _board_at_the_ending(TOP_TRICKS)
    act(board, HOLDERS[Seat.N], MakeClaim, seat="N", tricks=3, statement="Top hearts.")
    table = RobotTable.seat(board, {})
    board = robots_act(board, table, LibraryRobotMind(samples=2), lambda name: name)
    claim = board.claims.pending
    assert claim is not None and claim.status == "agreed" and claim.agreed_by == (Seat.E, Seat.W)
    # at the guess, two of the three are certain (the ace and the king): agreed
    guess = _board_at_the_ending(GUESS)
    act(guess, HOLDERS[Seat.N], MakeClaim, seat="N", tricks=2, statement="Two tricks.")
    table = RobotTable.seat(guess, {})
    guess = robots_act(guess, table, LibraryRobotMind(samples=2), lambda name: name)
    claim = guess.claims.pending
    assert claim is not None and claim.status == "agreed"


# North's hearts are the AKQ, South's the J98: every card North holds is a winner
WINNERS = "N:AKQJT98765.AKQ.. 4.T76.AKQJT9876. .J98..AJT9876542 32.5432.5432.KQ3"


def _after_spades(deal: str, spades: int) -> TableState:
    """_hearts_ending's play, stopped after the first trick and `spades` more spades."""
    ending = _hearts_ending(deal)
    state = TableState.start(ending.setup)
    for seat, call in zip(
        (Seat.N, Seat.E, Seat.S, Seat.W), calls("1NT Pass Pass Pass"), strict=True
    ):
        state = state.make_call(seat, call)
    for trick in ending.tricks[: 1 + spades]:
        state = play(state, " ".join(str(played.card) for played in trick.cards))
    return state


def test_a_robot_holding_nothing_but_winners_claims_however_many_layouts_are_left() -> None:
    """Eight tricks left, North on lead with five spades and the AKQ of hearts, every one
    a winner: 12,870 layouts of the sixteen cards North cannot see, too many to try, so
    before 0.25.0 the robot played on to the three-card ending before it claimed. A line
    that cashes winners holds on every layout: it claims at once, and states them in order."""
    state = _after_spades(WINNERS, 4)
    assert state.tricks_to_play == 8 and state.next_seat is Seat.N
    assert every_layout(robot_view(state, Seat.N, {}), 70) is None
    legal = sorted(state.remaining[Seat.N], key=lowest_first)
    choice = choose_card(
        state, Seat.N, legal, {}, samples=6, seed=3, solve=many_card_tricks, budget=None
    )
    assert choice.claim and choice.line is not None, choice.basis
    assert [str(card) for _, card in choice.line.cards] == [
        "HA", "HK", "HQ", "S9", "S8", "S7", "S6", "S5"
    ]  # fmt: skip
    assert "in this order: N HA, N HK, N HQ, N S9" in choice.line.statement(8)


def test_robot_defenders_agree_early_to_a_claim_that_cashing_winners_makes() -> None:
    """With 8 tricks left the layouts are too many to try, but a claim that cashing
    winners makes is certain whatever they are (`claim_holds` True): North's five spades
    and the AKQ of hearts; at the guess, the five spades, the heart ace, dummy's heart king
    (crossing to it) and dummy's club ace, all eight."""
    assert claim_holds(_after_spades(WINNERS, 4), Seat.N, 8) is True
    assert claim_holds(_after_spades(GUESS, 4), Seat.N, 8) is True


# North holds the AKQ of three suits and AQJ2 of clubs opposite a dummy of small cards
# with no entry: nine top tricks once the spade ace has won the first, the rest on how
# the clubs lie. The three deals differ only in the defenders' hands.
EARLY = (
    "N:AKQ.AKQ.AKQ.AQJ2 JT98765.JT9.J.T8 432.432.432.6543 .8765.T98765.K97",
    "N:AKQ.AKQ.AKQ.AQJ2 JT98765.JT9.J8.K 432.432.432.6543 .8765.T9765.T987",
    "N:AKQ.AKQ.AKQ.AQJ2 JT98765.JT9.J8.7 432.432.432.6543 .8765.T9765.KT98",
)


def _board_after_the_first_trick(deal: str) -> Board:
    board, who = _north_in_1nt(deal)
    for seat, card in zip((Seat.E, Seat.S, Seat.W, Seat.N), ("SJ", "S2", "H5", "SA"), strict=True):
        act(board, who[seat], PlayCard, seat=seat.value, card=card)
    return board


def _answers(deal: str, tricks: int) -> list[tuple[str, str]]:
    board = _board_after_the_first_trick(deal)
    act(board, HOLDERS[Seat.N], MakeClaim, seat="N", tricks=tricks, statement="The rest.")
    table = RobotTable.seat(board, {})
    robots_act(board, table, LibraryRobotMind(samples=2), lambda name: name)
    return [
        (str(r["action"]), str(r["basis"]))
        for r in table.reasons.values()
        if r["action"] in ("agree", "dispute")
    ]


def test_robot_defenders_answer_a_claim_with_what_the_claimer_saw() -> None:
    """Law 70A: "any doubtful point as to a claim shall be resolved against the claimer".
    Twelve tricks left and far too many layouts of the 24 cards North cannot see: a claim
    of the nine top tricks is agreed, a claim of more is doubted, whatever the clubs' lie.
    Before 0.26.0 double dummy on the actual cards answered the claims beyond the nine, and
    a person who claimed 12, 11, 10 and played on after each dispute learnt how many
    tricks the hidden hands allow (h56i): the answers, and their reasons, must be the same
    for every deal that looks the same to the claimer."""
    solved = []
    for deal in EARLY:
        board = _board_after_the_first_trick(deal)
        solved.append(DdsSolver().max_tricks(position_of(board.state), "NS"))
    assert len(set(solved)) > 1, solved  # the hidden hands allow different numbers of tricks
    for tricks in (9, 10, 11, 12):
        answers = {tuple(_answers(deal, tricks)) for deal in EARLY}
        assert len(answers) == 1, answers  # the same, whatever the defenders hold
        (answer,) = answers
        assert {action for action, _ in answer} == {"agree" if tricks == 9 else "dispute"}
        assert all("double dummy" not in basis for _, basis in answer), answer
    # a concession of every trick left claims nothing: always agreed
    assert claim_holds(_board_after_the_first_trick(EARLY[0]).state, Seat.N, 0) is True
