"""Stored events name their class by topic: wherever a family defines an event, the topic
old stores hold stays `domain.board:Board.<name>` (docs/design.md 2). Every topic is
pinned here, written out, so a renamed or moved event class cannot go unnoticed."""

from __future__ import annotations

from eventsourcing.utils import get_topic, resolve_topic

import domain.board
from domain.board import Board
from domain.board.event import BoardEvent

# Every board event stored by 0.9.0, and those added since (each a past-tense fact).
TOPICS = {
    f"domain.board:Board.{name}"
    for name in (
        "Created",
        "CallMade",
        "PassesCancelled",
        "CardPlayed",
        "ActionUndone",
        "ActionRedone",
        "DesignationChanged",
        "ClaimMade",
        "ClaimAgreed",
        "ClaimDisputed",
        "ClaimWithdrawn",
        "ClaimRuled",
        "ClaimRulingMade",
        "ConcessionObjected",
        "PlayOnAgreed",
        "RevokeRaised",
        "RevokeCorrected",
        "CardWithdrawn",
        "PenaltyCardFaced",
        "CardsExposedInPlay",
        "PenaltyCardsMadeMajor",
        "CardPlayedAccepted",
        "PenaltyCardDesignated",
        "RulingMade",
        "ArtificialScoreAwarded",
        "WeightedScoreAwarded",
        "Closed",
        "DirectorNamed",
        "LeadOutOfTurn",
        "OpeningLeadByDeclaringSide",
        "PlayedBeforeDeclarersLead",
        "LeadOptionExpressed",
        "LeadDecided",
        "LeadRestricted",
        "LeadProhibited",
        "LeadsForbidden",
        "PrematurePlayMade",
        "PlayedAtRightHandOpponentsTurn",
        "PrematurePlayRuled",
        "InsufficientBidMade",
        "AuctionIrregularityDecided",
        "SubstituteJudged",
        "ComparableCallRuled",
        "CardsExposed",
        "AuctionExposuresSettled",
        "CallOutOfRotationMade",
        "CallOutOfRotationSettled",
        "CallDutyJudged",
        "InadmissibleCallMade",
        "CallChangeAttempted",
        "CallChangeDecided",
        "UnintendedCallReplaced",
        "CallFoundIntended",
        "IntendedChangeDecided",
        "ComparableCallDue",
        "ComparableCallAwaited",
        "RotationCallRuled",
        "CardLedInAuction",
        "SubstituteOffered",  # issue 30: a double offered for an insufficient bid (27B1b)
        "OfferedSubstituteStands",
        "AnotherInsufficientBidMade",  # issue 30: Law 27B4, offered to the LHO (27A1)
        "ExplanationCorrected",  # issue 30: Laws 20F4, 20F5
        "MisinformedCallChanged",  # Law 21B1
        "DeclaringSideCardsFaced",  # Laws 54A, 54C
        "MisinformedCardRetracted",  # Law 47E1
        "CardRetractedAfterCorrection",  # Law 47E2(a)
        "DeclarersCardPlayedEarly",  # Laws 57C3, 54B2
        "SimultaneousLeadRuled",  # Law 58A
        "FactsCarried",  # issue 34 (0.27.0): a practice board holds its source's facts
    )
}
# Bases that are never stored themselves.
BASES = {"IrregularCardPlayed", "IrregularCallMade"}


def every_board_event() -> set[type]:
    found: set[type] = set()
    todo: list[type] = [BoardEvent]
    while todo:
        sub: type
        for sub in todo.pop().__subclasses__():
            if sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def test_every_topic_resolves_to_a_board_event_of_that_name() -> None:
    assert domain.board.FAMILIES  # importing the package registers every family's events
    for topic in TOPICS:
        event = resolve_topic(topic)
        assert issubclass(event, BoardEvent), topic
        assert get_topic(event) == topic
        assert topic.rsplit(".", 1)[1] == event.__name__


def test_every_board_event_is_pinned() -> None:
    stored = {get_topic(event) for event in every_board_event() if event.__name__ not in BASES}
    assert stored == TOPICS


def test_the_aggregate_keeps_its_topic() -> None:
    assert get_topic(Board) == "domain.board:Board"
    assert resolve_topic("domain.board:Board") is Board
    assert Board.Created in every_board_event()
