"""The director's findings in the play in the audit of rulings (0.19.0): each is numbered
among the board's rulings, with its Law, the kind `play_rectification` and the director
who made it; nobody's finding (a player's own change) is no ruling, and an event stored
before the number was recorded loads as it was, no ruling added (nothing is re-judged).

Law 47E1: "A lead out of turn (or play of a card) is retracted without further
rectification if the player was mistakenly informed by an opponent that it was his turn
to lead or play". Law 47E2(a): "A player may retract the card he has played because of a
mistaken explanation of an opponent's call or play and before a corrected explanation".
Law 54C: "If declarer could have seen any of dummy's cards ... he must accept the lead".
Law 54A: "If declarer begins to spread his hand, and in doing so exposes one or more
cards, he must spread his entire hand." Law 58A: "A lead or play made simultaneously with
another player's proper lead or play is deemed to be subsequent to it." Law 45C4(b): "A
player may, without penalty, change an unintended designation if he does so without
pause for thought."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import json
from typing import cast
from uuid import UUID

import pytest
from eventsourcing.persistence import Mapper, StoredEvent

from domain.application import BridgeLedger
from domain.board import Board
from domain.board.auction_irregularities.misinformation import CorrectExplanation
from domain.board.designation import ChangeDesignation, DesignationChanged
from domain.board.event import BoardEvent
from domain.board.misinformed_play import (
    CardRetractedAfterCorrection,
    RetractCardAfterCorrection,
    RetractMisinformedCard,
)
from domain.board.opening_lead import RecordCardsFacedAfterOpeningLead
from domain.board.play import PlayCard
from domain.board.results import rulings_known_to
from domain.board.rulings import MakeRuling
from domain.board.simultaneous import RuleSimultaneousLead
from domain.rules.rulings import RulingKind
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    act,
    in_four_spades,
    play,
    play_legal,
    rebuild,
)

FINDING = RulingKind.PLAY_RECTIFICATION
SAID = "North said: your lead, partner... I mean, West"
IN_ONE_BREATH = "declarer said 'six, no, jack' in one breath"


def audited(board: Board) -> list[tuple[int, str, RulingKind, str | None]]:
    return [(r.number, r.law, r.kind, r.director) for r in board.rulings]


def correct_north(board: Board) -> None:
    """North corrects his own explanation of his 1S (Law 20F4)."""
    fields = {"seat": "N", "at": 0, "alert": True, "explanation": "may be four spades"}
    act(board, ALICE, CorrectExplanation, **fields)


def finish(board: Board) -> None:
    """The play to its end, legal cards."""
    play_legal(board, 52 - sum(len(trick.cards) for trick in board.state.tricks))


def every_finding() -> Board:
    """On one board: West's opening lead out of turn retracted (47E1, ruling 1); dummy's
    six changed to the jack after West played (45C4(b), 2); East's lead found
    simultaneous with North's (58A, 3); West's club taken back by the director after
    North corrected his explanation (47E2(a), 4)."""
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    act(board, TD, RetractMisinformedCard, seat="W", card="H3", explanation=SAID)
    play(board, "DK D6 D2")
    act(board, TD, ChangeDesignation, seat="S", card="D6", replacement="DJ",
        explanation=IN_ONE_BREATH)  # fmt: skip
    play(board, "D3 DA")  # North wins trick 1 and leads
    act(board, BOB, PlayCard, seat="E", card="C8")
    act(board, TD, RuleSimultaneousLead, lead="C2")  # North's C2, then East's C8
    play(board, "C3 C6")
    correct_north(board)
    act(board, TD, RetractCardAfterCorrection, seat="W", card="C6")
    return board


def test_each_finding_is_numbered_among_the_boards_rulings() -> None:
    board = every_finding()
    assert audited(board) == [
        (1, "47E1", FINDING, "tony"),
        (2, "45C4(b)", FINDING, "tony"),
        (3, "58A", FINDING, "tony"),
        (4, "47E2(a)", FINDING, "tony"),
    ]
    first, second, third, fourth = board.rulings
    assert (first.explanation, second.explanation) == (SAID, IN_ONE_BREATH)
    assert "same moment" in third.explanation and "E's C8" in third.explanation
    assert "N's calls was corrected" in fourth.explanation and "W's C6" in fourth.explanation
    # no score, nothing amended, nothing transferred
    assert all((r.tricks, r.ns, r.amends, r.concerns) == (0, None, None, ()) for r in board.rulings)
    assert rebuild(board).rulings == board.rulings  # loading re-judges nothing
    # the numbers go on: the next ruling on the result is the fifth
    finish(board)
    act(board, TD, MakeRuling, law="12C1(b)", kind="adjusted_score", ns=420, explanation="x")
    assert [r.number for r in board.rulings] == [1, 2, 3, 4, 5]
    views = rulings_known_to(board, TD)
    assert [(v.number, v.kind, v.law) for v in views[:4]] == [
        (1, "play_rectification", "47E1"), (2, "play_rectification", "45C4(b)"),
        (3, "play_rectification", "58A"), (4, "play_rectification", "47E2(a)"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("seat", "cards", "law", "says"),
    [("S", ("SA",), "54C", "Dummy (S) faced SA"), ("N", ("HA", "H9"), "54A", "Declarer (N)")],
)
def test_the_cards_faced_after_the_opening_lead_are_a_ruling(
    seat: str, cards: tuple[str, ...], law: str, says: str
) -> None:
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    act(board, TD, RecordCardsFacedAfterOpeningLead, seat=seat, cards=cards)
    [ruling] = board.rulings
    assert (ruling.number, ruling.law, ruling.kind, ruling.director) == (1, law, FINDING, "tony")
    assert ruling.explanation.startswith(says)
    assert rebuild(board).rulings == board.rulings


def test_a_players_own_change_is_no_ruling() -> None:
    """The player changes his designation at once, or takes his card back after the
    correction himself (the Law gives him the right): nobody ruled."""
    board = in_four_spades()
    play(board, "DK D6")
    act(board, ALICE, ChangeDesignation, seat="S", card="D6", replacement="DJ")
    play(board, "D2")
    correct_north(board)
    act(board, DAVE, RetractCardAfterCorrection, seat="W", card="D2")
    retracted = board.pending_events[-1]
    assert isinstance(retracted, CardRetractedAfterCorrection) and retracted.number is None
    assert board.rulings == ()
    assert rebuild(board).rulings == ()


def mapper() -> Mapper[UUID]:
    """The application's own mapper, on the in-memory store."""
    return BridgeLedger(env={"PERSISTENCE_MODULE": "eventsourcing.popo"}).mapper


def stored_by_0_18_0(board: Board) -> list[StoredEvent]:
    """The board's events as 0.18.0 stored them: a DesignationChanged had no `number`."""
    stored = []
    for event in board.pending_events:
        record = mapper().to_stored_event(event)
        if isinstance(event, DesignationChanged):
            state = json.loads(record.state)
            del state["number"]
            record = StoredEvent(
                originator_id=record.originator_id,
                originator_version=record.originator_version,
                topic=record.topic,
                state=json.dumps(state, separators=(",", ":")).encode(),
            )
        stored.append(record)
    return stored


def test_a_designation_changed_stored_by_0_18_0_still_loads() -> None:
    board = in_four_spades()
    play(board, "DK D6 D2")
    act(board, TD, ChangeDesignation, seat="S", card="D6", replacement="DJ",
        explanation=IN_ONE_BREATH)  # fmt: skip
    assert audited(board) == [(1, "45C4(b)", FINDING, "tony")]
    loaded = [mapper().to_domain_event(record) for record in stored_by_0_18_0(board)]
    [changed] = [e for e in loaded if isinstance(e, DesignationChanged)]
    assert changed.number is None and changed.director == "tony"
    again: Board | None = None
    for event in loaded:
        assert isinstance(event, BoardEvent)
        again = cast(Board, event.mutate(again))
    assert isinstance(again, Board)
    assert not again.rulings  # stored unnumbered: no ruling is invented on load
    assert again.actions == board.actions
    finish(again)
    act(again, TD, MakeRuling, law="12C1(b)", kind="adjusted_score", ns=420, explanation="x")
    assert [r.number for r in again.rulings] == [1]
