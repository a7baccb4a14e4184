"""What the table waits for, as the board view shows it (`pending`: docs/contract.md
"Irregularities and rulings"): one model per kind, declared once, for the domain to build
and the API to document."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field

from domain.rules.leads import PendingLead


class View(BaseModel):
    """A model of what a requester sees, built by the domain from values it made itself
    (`model_construct`: nothing to validate)."""

    model_config = ConfigDict(from_attributes=True)

    @classmethod
    def model_construct(cls, _fields_set: set[str] | None = None, **values: Any) -> Self:
        """pydantic's, without its walk over every field's aliases and defaults when
        `values` names each field and nothing else (a board view is built a few times
        a request and holds some twenty models: the walk cost as much as the rest of
        the view). The model's slots are filled through their descriptors, which
        pydantic's own `__setattr__` would otherwise stand in front of."""
        fields = _PLAIN_FIELDS.get(cls)
        if fields is None:
            fields = _PLAIN_FIELDS[cls] = _plain_fields(cls)
        if _fields_set is None and values.keys() == fields:
            made = _new_object(cls)
            _set_dict(made, values)
            _set_fields_set(made, set(values))
            _set_extra(made, None)
            _set_private(made, None)
            return made
        return super().model_construct(_fields_set, **values)


def _plain_fields(model: type[BaseModel]) -> Any:
    """The names of the model's fields when `View.model_construct` may fill them in as
    they come (no post-init, no extra fields kept); else an empty tuple, which no
    mapping's keys equal."""
    if model.__pydantic_post_init__ or model.model_config.get("extra") == "allow":
        return ()
    return model.__pydantic_fields__.keys()


_PLAIN_FIELDS: dict[type[BaseModel], Any] = {}
_new_object = object.__new__


def _slot_setter(name: str) -> Any:
    return BaseModel.__dict__[name].__set__


_set_dict = _slot_setter("__dict__")
_set_fields_set = _slot_setter("__pydantic_fields_set__")
_set_extra = _slot_setter("__pydantic_extra__")
_set_private = _slot_setter("__pydantic_private__")


class LeadOutOfTurnPending(View):
    kind: Literal["lead_out_of_turn"]
    seat: str
    card: str
    decides: str


class RevokeCorrectionPending(View):
    kind: Literal["revoke_correction"]
    number: int
    seat: str
    trick: int
    decides: str


class LeadRestrictionPending(View):
    kind: Literal["lead_restriction"]
    decides: str
    law: str = Field(
        description="50D2: require or forbid the penalty card's suit; 26B: forbid any one suit."
    )


class InsufficientBidPending(View):
    kind: Literal["insufficient_bid"]
    seat: str
    call: str
    decides: str = Field(description="The offender's left-hand opponent (Law 27A).")


class SubstitutePending(View):
    kind: Literal["substitute"]
    seat: str
    call: str = Field(description="The insufficient bid not accepted, which the seat replaces.")
    decides: str


class ComparableCallPending(View):
    kind: Literal["comparable_call"]
    seat: str
    call: str = Field(description="The substitute the director rules on (Law 27B1b).")
    insufficient: str  # as in 0.9.0: the same as `withdrawn`
    withdrawn: str = Field(description="The call withdrawn: insufficient, or out of rotation.")
    law: str = Field(description="The Law asking for the ruling: 27B1b, 30B, 31A2, 31B, 32B.")
    decides: Literal["director"]


class CallOutOfRotationPending(View):
    kind: Literal["call_out_of_rotation"]
    seat: str
    call: str
    turn: str = Field(description="Whose turn it was (Laws 28-32).")
    decides: str = Field(description="The offender's left-hand opponent (Law 29A).")


class ChangeOfCallPending(View):
    kind: Literal["change_of_call"]
    seat: str
    call: str = Field(description="The second call (Law 25).")
    replaces: str = Field(description="The call it would replace.")
    decides: str = Field(
        description="The left-hand opponent (25B); the director may find "
        "the first call unintended (25A)."
    )


class IntendedChangePending(View):
    kind: Literal["intended_change"]
    seat: str
    call: str = Field(description="The second call, which the director found no correction.")
    replaces: str = Field(description="The first call, found intended (Law 25A2).")
    decides: str = Field(
        description="The left-hand opponent: accept the substitution (25B1) or not (25B2)."
    )


class PrematurePlayPending(View):
    kind: Literal["premature_play"]
    seat: str
    card: str = Field(description="Played before partner: now a major penalty card (Law 57A).")
    decides: str = Field(description="Declarer, who chooses an option for the partner.")


class PenaltyCardDesignationPending(View):
    kind: Literal["penalty_card_designation"]
    seat: str = Field(description="The defender to play, with two or more penalty cards.")
    cards: list[str] = Field(description="His penalty cards that can legally be played now.")
    decides: str = Field(description="Declarer, who designates the one played (Law 51A).")


Pending = Annotated[
    LeadOutOfTurnPending
    | RevokeCorrectionPending
    | LeadRestrictionPending
    | InsufficientBidPending
    | SubstitutePending
    | ComparableCallPending
    | CallOutOfRotationPending
    | ChangeOfCallPending
    | IntendedChangePending
    | PrematurePlayPending
    | PenaltyCardDesignationPending,
    Field(discriminator="kind"),
]


def card_pending(
    model: type[LeadOutOfTurnPending] | type[PrematurePlayPending], pending: PendingLead
) -> LeadOutOfTurnPending | PrematurePlayPending:
    """A card played irregularly (led out of turn, or before partner), waiting for the
    decision of `pending.decides`, as the view shows it."""
    seat, card, decides = pending.seat.value, str(pending.card), pending.decides.value
    if model is LeadOutOfTurnPending:
        return LeadOutOfTurnPending(kind="lead_out_of_turn", seat=seat, card=card, decides=decides)
    return PrematurePlayPending(kind="premature_play", seat=seat, card=card, decides=decides)
