"""Read models choose what to do by the event's class: `process` dispatches on it
(projections/base.py `event_dispatch`), one method a class of event, never an
if/elif chain of isinstance checks (issue 29; the source is read for such chains in
test_read_model_source.py). Each read model's routing of every event class of every
aggregate is compared with a table written out here, as the chains routed them."""

from __future__ import annotations

from typing import Any

import pytest
from eventsourcing.utils import construct_topic, resolve_topic

from domain.bidding.system import BiddingSystem
from domain.board import Board
from domain.board.auction_irregularities.events import (
    CallChangeDecided,
    CallDutyJudged,
    CallFoundIntended,
    CallOutOfRotationSettled,
    ComparableCallRuled,
    InadmissibleCallMade,
    IntendedChangeDecided,
    MisinformedCallChanged,
    RotationCallRuled,
    UnintendedCallReplaced,
)
from domain.board.claims import ClaimRulingMade
from domain.board.designation import DesignationChanged
from domain.board.lead_events import LeadDecided
from domain.board.misinformed_play import CardRetractedAfterCorrection, MisinformedCardRetracted
from domain.board.opening_lead import DeclaringSideCardsFaced
from domain.board.rulings import (
    ArtificialScoreAwarded,
    DirectorNamed,
    RulingMade,
    WeightedScoreAwarded,
)
from domain.board.simultaneous import SimultaneousLeadRuled
from domain.board_set import BoardSet
from domain.session import Session
from domain.user import User
from projections import all_projections, scoring_projections, system_projections
from projections.base import Projection, event_dispatch
from projections.board_sets import BoardSets
from projections.boards import BoardSummaries
from projections.pid import PriorityIndexedDatabase
from projections.rulings import RulingsLog
from projections.scores import DuplicateScores
from projections.session_rulings import SessionRulings
from projections.sessions import SessionResults
from projections.tricks import TrickHistory
from projections.users import UserDirectory

AGGREGATES: tuple[Any, ...] = (Board, Session, User, BiddingSystem, BoardSet)


# ---- the dispatch: every read model's routing of every event class ---------------------


def _read_models() -> list[Projection]:
    return [*all_projections(), *scoring_projections(), *system_projections()]


def _event_classes(aggregate: Any) -> set[type]:
    """The domain's event classes of the aggregate: its `Event` and every class under it
    (a board's are defined by its families, under domain/board/)."""
    found: set[type] = set()
    waiting: list[type] = [aggregate.Event]
    while waiting:
        cls = waiting.pop()
        if cls.__module__.startswith("domain.") and cls not in found:
            found.add(cls)
            waiting.extend(cls.__subclasses__())
    return found


EVENT_CLASSES = {aggregate: _event_classes(aggregate) for aggregate in AGGREGATES}
EVERY_EVENT_CLASS = set().union(*EVENT_CLASSES.values())


def _routes(**methods: set[type]) -> dict[type, str]:
    return {cls: method for method, classes in methods.items() for cls in classes}


_RECTIFICATIONS: set[type] = {CallOutOfRotationSettled, CallDutyJudged, InadmissibleCallMade}
_CALL_CHANGES: set[type] = {
    CallChangeDecided,
    UnintendedCallReplaced,
    CallFoundIntended,
    IntendedChangeDecided,
    MisinformedCallChanged,
}
_PLAY_FINDINGS: set[type] = {
    MisinformedCardRetracted,
    CardRetractedAfterCorrection,
    DeclaringSideCardsFaced,
    SimultaneousLeadRuled,
    DesignationChanged,
}
_SYSTEM_CHANGES: set[type] = {
    BiddingSystem.SystemEdited,
    BiddingSystem.ConventionAdded,
    BiddingSystem.ConventionRemoved,
    BiddingSystem.ConventionSwapped,
    BiddingSystem.RuleAdded,
    BiddingSystem.RuleEdited,
    BiddingSystem.RuleDeleted,
    BiddingSystem.DefinitionEdited,
    BiddingSystem.SystemRenamed,
    BiddingSystem.EditStepped,
    BiddingSystem.EditUndone,
    BiddingSystem.EditRedone,
}
_SYSTEM_OTHERS: set[type] = {
    BiddingSystem.Created,
    BiddingSystem.SystemShared,
    BiddingSystem.ShareRevoked,
}

# Which method of each read model handles each event class, as the isinstance chains and
# type-keyed tables routed them before: every class not named goes to `process` itself,
# which changes nothing.
EXPECTED: dict[type, dict[type, str]] = {
    BoardSummaries: _routes(
        _created={Board.Created},
        _director_named={DirectorNamed},
        _lead_decided={LeadDecided},
        _board_event=EVENT_CLASSES[Board] - {Board.Created, DirectorNamed, LeadDecided},
    ),
    TrickHistory: _routes(_board_event=EVENT_CLASSES[Board]),
    DuplicateScores: _routes(
        _created={Board.Created},
        _ruling_made={RulingMade},
        _lead_decided={LeadDecided},
        _board_event=EVENT_CLASSES[Board] - {Board.Created, RulingMade, LeadDecided},
    ),
    RulingsLog: _routes(
        # Who may audit each ruling follows the board (issue 35): its seats and director,
        # and whether it is over.
        _created={Board.Created},
        _director_named={DirectorNamed},
        _board_event=EVENT_CLASSES[Board]
        - {Board.Created, DirectorNamed, RulingMade, ComparableCallRuled, RotationCallRuled}
        - _CALL_CHANGES
        - _RECTIFICATIONS
        - {ArtificialScoreAwarded, WeightedScoreAwarded, ClaimRulingMade}
        - _PLAY_FINDINGS,
        _ruling={RulingMade},
        _comparable={ComparableCallRuled, RotationCallRuled},
        _call_change=_CALL_CHANGES,  # 25A2's finding and the 25B option after it: 0.23.0
        _rectification=_RECTIFICATIONS,
        _artificial={ArtificialScoreAwarded},
        _weighted={WeightedScoreAwarded},  # Law 12C1(c), issue 30
        _claim={ClaimRulingMade},  # Law 70's ruling, in the audit since issue 30
        _play_finding=_PLAY_FINDINGS,  # the director's findings in the play, since 0.19.0
    ),
    UserDirectory: _routes(
        _registered={User.Registered},
        _role_changed={User.RoleChanged},
        _token_rotated={User.TokenRotated},
        _token_revoked={User.TokenRevoked},
    ),
    SessionResults: _routes(
        _created={Session.Created},
        # The result events; their base is never stored itself.
        _result={
            Session.ResultEntered,
            Session.ResultCorrected,
            Session.ResultRecorded,
            Session.ResultConfirmed,  # a table's result counts once the opponents confirm it
            Session.WrongBoardPlayed,  # Law 15B2: a wrong board's score stands
            Session.TableBoardScored,  # a ledger board played at a table, once over
        },
        _pair_named={Session.PairNamed},
        _team_named={Session.TeamNamed},
    ),
    SessionRulings: _routes(
        _created={Session.Created},  # the session's director, who may audit its rulings
        # A director's correction or adjusted score that cites a Law (0.15.0).
        _adjusted={Session.ResultEntered, Session.ResultConfirmed},
        _corrected={Session.ResultCorrected},
        _alone={Session.PairScoreAdjusted},  # Law 15B3, a pair's score alone (0.16.0)
        _withdrawn={Session.PairScoreWithdrawn},  # taken back: no ruling after all
        _penalty={Session.PenaltyImposed},  # Law 90, a procedural penalty (0.17.0)
        _penalty_withdrawn={Session.PenaltyWithdrawn},
    ),
    BoardSets: _routes(_dealt={BoardSet.Dealt}),  # a set dealt from a seed (0.18.0)
    PriorityIndexedDatabase: _routes(
        _created={BiddingSystem.Created},
        _changed=_SYSTEM_CHANGES,
        _shared={BiddingSystem.SystemShared},
        _share_revoked={BiddingSystem.ShareRevoked},
        _system_event=EVENT_CLASSES[BiddingSystem] - _SYSTEM_CHANGES - _SYSTEM_OTHERS,
    ),
}


def test_every_read_model_is_in_the_table() -> None:
    assert {type(model) for model in _read_models()} == set(EXPECTED)


@pytest.mark.parametrize("model", _read_models(), ids=lambda model: type(model).__name__)
def test_a_read_model_dispatches_on_classes_that_exist(model: Projection) -> None:
    dispatch = vars(type(model))["process"]
    assert isinstance(dispatch, event_dispatch)
    handled = set(dispatch.dispatcher.registry) - {object}
    assert handled, "a read model that reads no event"
    for cls in handled:
        # One of the domain's event classes, and the one its topic (which a stored event
        # names) is read back as.
        assert cls in EVERY_EVENT_CLASS, cls
        assert resolve_topic(construct_topic(cls)) is cls, cls


@pytest.mark.parametrize("model", _read_models(), ids=lambda model: type(model).__name__)
def test_each_event_class_goes_where_it_went_before(model: Projection) -> None:
    dispatcher = vars(type(model))["process"].dispatcher
    expected = EXPECTED[type(model)]
    routed = {cls: dispatcher.dispatch(cls).__name__ for cls in EVERY_EVENT_CLASS | {object}}
    assert routed == {cls: expected.get(cls, "process") for cls in routed}


# ---- the descriptor itself --------------------------------------------------------------


class _Base:
    pass


class _Middle(_Base):
    pass


class _Leaf(_Middle):
    pass


class _Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, object, object]] = []

    @event_dispatch
    def process(self, event: object, cursor: Any) -> None:
        self.calls.append(("default", event, cursor))

    @process.register(_Base)
    def _base(self, event: _Base, cursor: Any) -> None:
        self.calls.append(("base", event, cursor))

    @process.register(_Middle)
    def _middle(self, event: _Middle, cursor: Any) -> None:
        self.calls.append(("middle", event, cursor))


def test_event_dispatch_follows_the_mro_for_the_read_model_it_is_bound_to() -> None:
    first, second = _Recorder(), _Recorder()
    events = [_Base(), _Middle(), _Leaf(), "text", _Leaf()]
    for event in events:
        first.process(event, "cursor")
    second.process(events[0], "other cursor")
    assert [kind for kind, _, _ in first.calls] == ["base", "middle", "middle", "default", "middle"]
    assert [event for _, event, _ in first.calls] == events
    assert second.calls == [("base", events[0], "other cursor")]
    assert first.process is first.process  # bound once, not at every call
    assert vars(_Recorder)["process"].dispatcher.dispatch(_Leaf).__name__ == "_middle"
