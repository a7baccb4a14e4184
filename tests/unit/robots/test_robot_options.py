"""A robot takes the option an opponent's irregularity leaves to its seat
(api/robot_decisions.py), so that a person's irregularity at a board with robots never
leaves the table waiting for a robot that does not answer (it did before 0.20.0: the board
stood still until a director came).

Law 53A (2017): "Prior to the thirteenth trick, any lead faced out of turn may be treated as
a correct lead (but see Law 47E1). It becomes a correct lead if either defender or
declarer, as the case may be, accepts it by making a statement to that effect [...]. If
there is no such acceptance or play, the Director will require that the lead be made from
the correct hand." Law 54A: "After a faced opening lead out of turn, declarer may spread his
hand; he becomes dummy." Law 27A1: "Any insufficient bid may be accepted (treated as legal)
at the option of offender's LHO. It is accepted if that player calls." Law 57A: "When a
defender leads to the next trick before his partner has played to the current trick [...]
the card so led or played becomes a major penalty card, and declarer selects one of the
following options."

The deal is support.DEAL (N KT8.A96.A95.7542, E Q5.KJ52.KQ874.T8, S AJ92.874.JT6.AQ3,
W 7643.QT3.32.KJ96); North deals.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.robot_decisions import _first_option, robot_decides
from api.robot_mind import LibraryRobotMind
from domain.actors import ROBOT, Actor
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.claims import AgreeToPlayOn, MakeClaim
from domain.board.family import waiting
from domain.board.play import PlayCard
from domain.robots import RobotTable, robots_act
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from tests.unit.board.support import HOLDERS, act, new_board

MIND = LibraryRobotMind(samples=2)
# North holds every top card but the club queen, which East guards.
NORTH_ON_TOP = "N:AKQJ.AKQ.AKQ.AK2 765.876.876.Q876 T98.JT9.JT9.JT93 432.5432.5432.54"
DECLARING_ROBOTS = {"N": "robot", "E": "bob", "S": "robot", "W": "dave"}


def holder(board: Board, seat: Seat) -> Actor:
    """Who plays `seat`'s cards (declarer for dummy)."""
    player = board.player_of(seat) if board.phase is Phase.PLAY else seat
    return ROBOT if board.seats[player] == "robot" else HOLDERS[player]


def auction(board: Board, calls: str) -> None:
    for call in calls.split():
        seat = board.state.next_seat
        assert seat is not None
        act(board, holder(board, seat), MakeCall, seat=seat.value, call=call)


def let_robots_act(board: Board) -> tuple[Board, RobotTable]:
    table = RobotTable.seat(board, {})
    return robots_act(board, table, MIND, lambda name: name), table


def reasons_of(table: RobotTable) -> list[dict[str, Any]]:
    return list(table.reasons.values())


def test_a_robot_declarer_decides_on_an_opening_lead_out_of_turn() -> None:
    board = new_board(revoke_policy="detect", seats=DECLARING_ROBOTS)
    auction(board, "1S P 4S P P P")  # 4S by North; East is to lead
    act(board, HOLDERS[Seat.W], PlayCard, seat="W", card="S3")  # West leads instead
    assert waiting(board) is not None and robot_decides(board) is Seat.N
    board, table = let_robots_act(board)
    assert robot_decides(board) is None  # the table waits for no robot now
    decided = reasons_of(table)[0]
    assert decided["seat"] == "N"
    options = {c["option"] for c in decided["candidates"]}
    # every option Laws 53, 54A and 54D give declarer was weighed
    assert {"accept the lead", "accept it and become dummy", "refuse the lead"} <= options
    assert decided["action"] in options and decided["samples"] > 0
    if decided["action"] == "refuse the lead":
        # the card out of turn is a major penalty card (Law 54D): declarer's Law 50D2
        # choice at East's lead was the robot's too, and East now leads
        assert reasons_of(table)[1]["seat"] == "N"
        assert board.state.next_seat is Seat.E
    else:
        assert board.state.cards_played >= 1


def test_a_robot_does_not_accept_an_insufficient_bid_it_could_not_bid_over() -> None:
    """Accepted, 1D over 1H would leave an auction no system's sequences hold, so the robot
    refuses it; East then corrects it (Law 27B), and the table waits for East, not for the
    robot."""
    board = new_board(revoke_policy="detect", seats={"N": "alice", "E": "bob", "S": "robot",
                                                     "W": "dave"})  # fmt: skip
    auction(board, "1H")
    act(board, HOLDERS[Seat.E], MakeCall, seat="E", call="1D")  # insufficient over 1H
    assert robot_decides(board) is Seat.S  # East's left-hand opponent
    board, table = let_robots_act(board)
    assert robot_decides(board) is None
    (refused,) = reasons_of(table)
    assert refused["seat"] == "S" and refused["action"] == "refuse the insufficient bid"
    found = waiting(board)
    assert found is not None and found.view.kind == "substitute"
    assert found.view.decides == "E"  # the offender's substitute: a person's to make


def test_a_robot_accepts_a_call_out_of_rotation_and_calls_over_it() -> None:
    """Law 29A: West (a person) opens 1S when North, the dealer, was to call; North, the
    offender's left-hand opponent, is a robot: it accepts and calls; the auction goes on."""
    board = new_board(revoke_policy="detect", seats={"N": "robot", "E": "bob", "S": "carol",
                                                     "W": "dave"})  # fmt: skip
    act(board, HOLDERS[Seat.W], MakeCall, seat="W", call="1S")
    assert robot_decides(board) is Seat.N
    board, table = let_robots_act(board)
    assert robot_decides(board) is None
    decided = reasons_of(table)[0]
    assert decided["seat"] == "N" and decided["action"] == "accept the call out of rotation"
    first, _ = (str(call) for call in board.state.auction.calls)  # and North called over it
    assert first == "1S"


def test_a_robot_declarer_chooses_an_option_after_a_premature_play() -> None:
    board = new_board(revoke_policy="detect", seats=DECLARING_ROBOTS)
    auction(board, "1NT P P P")  # 1NT by North; East leads
    act(board, HOLDERS[Seat.E], PlayCard, seat="E", card="HK")
    board, _ = let_robots_act(board)  # dummy's card, by declarer's robot
    assert board.state.next_seat is Seat.W and len(board.state.open_trick()) == 2
    act(board, HOLDERS[Seat.E], PlayCard, seat="E", card="DK")  # before West played
    assert robot_decides(board) is Seat.N
    board, table = let_robots_act(board)
    assert robot_decides(board) is None and board.state.next_seat is Seat.W
    chosen = reasons_of(table)[-1]
    laws = {"highest", "lowest"}  # West has hearts: 57A1 and 57A2 are open
    assert laws <= {c["option"] for c in chosen["candidates"]}
    assert chosen["action"] in {c["option"] for c in chosen["candidates"]}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), later=st.booleans(), pick=st.integers(0, 12))
def test_whatever_the_deal_a_robot_never_leaves_a_lead_out_of_turn_waiting(
    seed: int, later: bool, pick: int
) -> None:
    """Any deal, the wrong defender leading any card, at the opening lead or (when the
    defenders won the first trick) the next: the robot declarer's option is one the Law
    gives (its command's handler runs it), and the table no longer waits for a robot."""
    board = new_board(revoke_policy="detect", seats=DECLARING_ROBOTS, deal=None, seed=seed)
    auction(board, "1NT P P P")  # 1NT by North: East leads
    if later:
        for _ in range(8):
            board, _ = let_robots_act(board)
            seat = board.state.next_seat
            if seat is None or board.state.cards_played >= 4:
                break
            legal = [c for c in sorted(board.state.hand(seat), key=str) if _legal(board, seat, c)]
            act(
                board,
                holder(board, seat),
                PlayCard,
                seat=seat.value,
                card=str(legal[pick % len(legal)]),
            )
    leader = board.state.next_seat
    if leader is None or leader.side is Seat.N.side:
        return  # declarer won the first trick: no defender's lead to make wrongly
    wrong = leader.partner
    hand = sorted(board.state.hand(wrong), key=str)
    act(board, holder(board, wrong), PlayCard, seat=wrong.value, card=str(hand[pick % len(hand)]))
    assert robot_decides(board) is Seat.N  # detect: the lead waits for declarer's option
    board, table = let_robots_act(board)
    assert robot_decides(board) is None
    assert any(r.get("candidates") for r in reasons_of(table))
    assert board.state.next_seat is not None  # the play goes on


def _legal(board: Board, seat: Seat, card: Any) -> bool:
    try:
        board.state.check_card(seat, card, allow_revoke=False)
    except RuleViolation:
        return False
    return True


def test_robots_that_doubt_a_claim_offer_to_play_on() -> None:
    """Law 68D2(b): "play may continue at the request of the non-claimers, provided all
    four players agree". North claims every trick of 3NT at once; the robot defenders
    doubt it (double dummy says otherwise), then ask that play continue; with North and
    South agreeing too the claim is void and East, a robot, leads."""
    board = new_board(seats={"N": "alice", "E": "robot", "S": "carol", "W": "robot"})
    auction(board, "3NT")
    while board.phase is Phase.AUCTION:  # the people pass; the robots call as they will
        board, _ = let_robots_act(board)
        if board.phase is Phase.AUCTION:
            auction(board, "P")
    assert board.phase is Phase.PLAY and board.state.declarer is Seat.N
    assert board.state.contract is not None and str(board.state.contract).startswith("3NT")
    act(board, HOLDERS[Seat.N], MakeClaim, seat="N", tricks=13, statement="All mine.")
    board, table = let_robots_act(board)
    claim = board.claims.pending
    assert claim is not None and claim.status == "disputed"
    actions = [(r["seat"], r["action"]) for r in reasons_of(table)]
    assert ("E", "dispute") in actions
    assert [a for a in actions if a[1] == "play on"] == [("E", "play on"), ("W", "play on")]
    assert claim.play_on == (Seat.E, Seat.W)
    act(board, HOLDERS[Seat.N], AgreeToPlayOn, seat="N")
    act(board, HOLDERS[Seat.S], AgreeToPlayOn, seat="S")
    assert board.claims.pending is None  # void: play continues
    board, _ = let_robots_act(board)
    assert board.state.cards_played >= 1  # East, a robot, led


def test_robot_defenders_decide_on_declarers_lead_from_the_wrong_hand() -> None:
    """Law 55A: "If declarer has led out of turn from his or dummy's hand, either defender
    may accept the lead as provided in Law 53, or require its retraction". North (a
    person) wins the first trick with his top cards and leads dummy's card; West, a robot,
    next in turn, decides."""
    board = new_board(revoke_policy="detect", deal=NORTH_ON_TOP, seats={"N": "alice",
                      "E": "robot", "S": "carol", "W": "robot"})  # fmt: skip
    auction(board, "3NT")
    while board.phase is Phase.AUCTION:
        board, _ = let_robots_act(board)
        if board.phase is Phase.AUCTION:
            auction(board, "P")
    assert board.state.declarer is Seat.N
    for _ in range(8):  # the first trick: the robots' cards and North's (his and dummy's)
        board, _ = let_robots_act(board)
        if board.state.cards_played >= 4:
            break
        seat = board.state.next_seat
        assert seat is not None
        legal = [c for c in sorted(board.state.hand(seat), key=str) if _legal(board, seat, c)]
        highest = max(legal, key=lambda c: c.value)
        act(board, HOLDERS[Seat.N], PlayCard, seat=seat.value, card=str(highest))
    leader = board.state.next_seat
    assert leader is Seat.N  # his ace took the first trick
    wrong = leader.partner
    card = sorted(board.state.hand(wrong), key=str)[0]
    act(board, HOLDERS[Seat.N], PlayCard, seat=wrong.value, card=str(card))
    decides = robot_decides(board)
    assert decides is Seat.W  # the defender next in turn after dummy (Law 55A)
    board, table = let_robots_act(board)
    assert robot_decides(board) is None
    chosen = [r for r in reasons_of(table) if r["seat"] == decides.value and r["candidates"]]
    assert chosen and chosen[0]["action"] in {"accept the lead", "refuse the lead"}


def test_with_no_position_to_weigh_the_robot_takes_the_first_option_the_law_gives() -> None:
    """The safety net when no option leaves a position to solve: the first option, in the
    Law's order, that the command's handler runs. Law 53A (2017) names acceptance first:
    "Prior to the thirteenth trick, any lead faced out of turn may be treated as a correct
    lead [...]. If there is no such acceptance or play, the Director will require that the
    lead be made from the correct hand"; options() yields the Law's options in that order,
    so the first it may run is "accept the lead"."""
    board = new_board(revoke_policy="detect", seats=DECLARING_ROBOTS)
    auction(board, "1S P 4S P P P")
    act(board, HOLDERS[Seat.W], PlayCard, seat="W", card="S3")
    move = _first_option(board, Seat.N)
    assert move is not None and move.reasons["action"] == "accept the lead"
    assert move.reasons["basis"].startswith("no option left a position to weigh")
