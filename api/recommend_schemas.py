"""Recommendation requests and answers (docs/contract.md "Bidding systems",
docs/design.md 7.4): the bodies of `POST /library/recommend` and
`POST /systems/{id}/recommend`, and the answer a rule book gives to one."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

from library.recommend_book import RuleBook
from library.recommend_service import recommend_request

ShortText = Annotated[str, StringConstraints(max_length=40)]
CallText = Annotated[str, StringConstraints(max_length=8)]


class RecommendQuery(BaseModel):
    """The hand and the auction; `POST /systems/{id}/recommend` takes exactly this."""

    model_config = ConfigDict(extra="forbid", strict=True)

    hand: str | list[str] = Field(description="AKQ52.43.J92.AT3 (S.H.D.C) or a list of 13 cards.")
    auction: list[CallText] | None = Field(
        default=None, max_length=60, description="The calls so far from the dealer."
    )
    sequence: Annotated[str, StringConstraints(max_length=240)] | None = Field(
        default=None, description="Or the auction as a PID sequence, e.g. 1n-(p)."
    )
    dealer: Annotated[str, StringConstraints(max_length=5)] | None = None
    seat: Annotated[str, StringConstraints(max_length=5)] | None = None
    vulnerability: Annotated[str, StringConstraints(max_length=5)] = "None"

    @field_validator("hand", mode="before")
    @classmethod
    def _short_hand(cls, value: object) -> object:
        """Bound the work bad input causes; the hand itself is judged by the rules."""
        if not isinstance(value, (str, list)):
            raise ValueError("a hand is a text like AKQ52.43.J92.AT3 or a list of 13 cards")
        if isinstance(value, str) and len(value) > 80:
            raise ValueError("a hand is at most 80 characters, e.g. AKQ52.43.J92.AT3")
        if isinstance(value, list) and (
            len(value) > 20 or any(not isinstance(card, str) or len(card) > 4 for card in value)
        ):
            raise ValueError("a hand is a list of 13 cards such as SA or H10")
        return value


class RecommendRequest(RecommendQuery):
    base: ShortText = Field(description="A base system of the library, e.g. sayc.")
    conventions: list[ShortText] = Field(default_factory=list, max_length=40)


class CheckPublic(BaseModel):
    name: str
    wanted: str
    actual: str
    holds: bool


class AlternativePublic(BaseModel):
    call: str
    sequence: str
    meaning: str
    module_id: str
    why: str


class RulePublic(BaseModel):
    sequence: str
    meaning: str
    module_type: str
    module_id: str
    priority: int


class AuctionPlacePublic(BaseModel):
    sequence: str = Field(description="The PID sequence the continuations were read under.")
    seat: str
    dealer: str
    position: int = Field(description="1 to 4: the seat's place counted from the dealer.")
    role: str = Field(description="opener, responder, overcaller or advancer.")
    passed_hand: bool
    vulnerability: str


class HandPublic(BaseModel):
    hand: str
    hcp: int
    length_points: int
    shortness_points: int
    total_points: int
    lengths: dict[str, int]
    pattern: str
    balanced: bool
    semi_balanced: bool
    controls: int
    quick_tricks: float
    losing_trick_count: int
    stoppers: list[str]


class RecommendationPublic(BaseModel):
    call: str = Field(description="The call: always a legal call for the auction.")
    meaning: str | None
    sequence: str | None = Field(description="The matched rule's sequence.")
    basis: str = Field(
        description="system (a written rule of the system gave the call) or principles "
        "(no written rule fits; general bidding principles decided)."
    )
    method: str = Field(
        description="rule (a written rule fits the hand), last_resort (a written rule whose "
        "meaning could not be checked) or principle."
    )
    reason: str
    rule: RulePublic | None
    checks: list[CheckPublic]
    unread: list[str] = Field(
        description="Parts of the rule's meaning that state something of the hand but could "
        "not be read, so were not checked; empty when every stated part was checked."
    )
    alternatives: list[AlternativePublic]
    auction: AuctionPlacePublic
    hand: HandPublic


def answer(book: RuleBook, query: RecommendQuery) -> RecommendationPublic:
    """The recommendation for a query from any rule book (library or a user's system);
    runs on a worker thread."""
    # The query's own fields are the keywords of `recommend_request`; a subclass's
    # (RecommendRequest's base and conventions) chose the book.
    asked = query.model_dump(include=set(RecommendQuery.model_fields))
    recommendation = recommend_request(book, **asked)
    return RecommendationPublic.model_validate(recommendation.to_dict())
