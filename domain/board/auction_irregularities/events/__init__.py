"""The events of the irregularities of the auction (docs/design.md 5.5): the
insufficient bid (Law 27), cards exposed in the auction (24), calls out of rotation
(28-32), inadmissible calls (35-39) and changes of call (25). `apply` only takes the
facts the event records; a rectification the Laws impose is also a ruling
(`record_rectification`)."""

from domain.board.auction_irregularities.events.base import (
    IrregularCallMade,
    OneCallReplacesCalls,
    record_rectification,
)
from domain.board.auction_irregularities.events.insufficient import (
    AnotherInsufficientBidMade,
    AuctionExposuresSettled,
    AuctionIrregularityDecided,
    CardLedInAuction,
    CardsExposed,
    ComparableCallRuled,
    InsufficientBidMade,
    OfferedSubstituteStands,
    SubstituteJudged,
    SubstituteOffered,
)
from domain.board.auction_irregularities.events.intended import (
    CallFoundIntended,
    IntendedChangeDecided,
)
from domain.board.auction_irregularities.events.misinformation import (
    ExplanationCorrected,
    MisinformedCallChanged,
)
from domain.board.auction_irregularities.events.rotation import (
    CallChangeAttempted,
    CallChangeDecided,
    CallDutyJudged,
    CallOutOfRotationMade,
    CallOutOfRotationSettled,
    ComparableCallAwaited,
    ComparableCallDue,
    InadmissibleCallMade,
    RotationCallRuled,
    UnintendedCallReplaced,
)

__all__ = [
    "AnotherInsufficientBidMade",
    "AuctionExposuresSettled",
    "AuctionIrregularityDecided",
    "CallChangeAttempted",
    "CallChangeDecided",
    "CallDutyJudged",
    "CallFoundIntended",
    "CallOutOfRotationMade",
    "CallOutOfRotationSettled",
    "CardLedInAuction",
    "CardsExposed",
    "ComparableCallAwaited",
    "ComparableCallDue",
    "ComparableCallRuled",
    "ExplanationCorrected",
    "InadmissibleCallMade",
    "InsufficientBidMade",
    "IntendedChangeDecided",
    "IrregularCallMade",
    "MisinformedCallChanged",
    "OfferedSubstituteStands",
    "OneCallReplacesCalls",
    "RotationCallRuled",
    "SubstituteJudged",
    "SubstituteOffered",
    "UnintendedCallReplaced",
    "record_rectification",
]
