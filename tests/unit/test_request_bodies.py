"""Every request body builds its board command (api/schemas.py `Command._build`): each
field of the body reaches the command's field of the same name, so a command field renamed
in domain/commands.py fails here rather than in the first request that uses it."""

from __future__ import annotations

import dataclasses
import inspect
import types
from collections.abc import Iterator
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

import pytest
from pydantic import BaseModel

from api import claim_schemas, lead_schemas, ruling_schemas, schemas
from domain.board.handling import BoardCommand

BODY_MODULES = (schemas, ruling_schemas, claim_schemas, lead_schemas)
# Body fields a command names otherwise (the contract's NS and EW, the command's ns and ew).
RENAMED = {("RulingCreate", "NS"): "ns", ("RulingCreate", "EW"): "ew"}


def builders() -> Iterator[Any]:
    for module in BODY_MODULES:
        for body in vars(module).values():
            if not (
                inspect.isclass(body)
                and issubclass(body, schemas.Command)
                and body.__module__ == module.__name__
            ):
                continue
            for name, method in vars(body).items():
                if name.startswith("_") or not inspect.isfunction(method):
                    continue
                kind = get_type_hints(method, vars(module)).get("return")
                if inspect.isclass(kind) and issubclass(kind, BoardCommand):
                    yield pytest.param(body, name, kind, id=f"{body.__name__}.{name}")


def sample(annotation: Any) -> Any:
    """A value of the field's type (the body is built without validation)."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return sample(get_args(annotation)[0])
    if origin is Literal:
        return get_args(annotation)[0]
    if origin in (Union, types.UnionType):
        return sample(next(a for a in get_args(annotation) if a is not type(None)))
    if origin is list:
        return [sample(get_args(annotation)[0])]
    return {int: 7, bool: True}.get(annotation, "x")


def test_every_body_module_has_builders() -> None:
    bodies = {param.values[0].__module__ for param in builders()}
    assert bodies == {module.__name__ for module in BODY_MODULES}


@pytest.mark.parametrize(("body", "builder", "kind"), list(builders()))
def test_each_body_field_reaches_its_command(
    body: type[BaseModel], builder: str, kind: type[BoardCommand]
) -> None:
    given = {name: sample(field.annotation) for name, field in body.model_fields.items()}
    made = body.model_construct(**given)
    build = getattr(made, builder)
    extra = {"number": 3} if "number" in inspect.signature(build).parameters else {}

    command = build("board-1", **extra)

    assert type(command) is kind
    assert command.board_id == "board-1"
    fields = {field.name for field in dataclasses.fields(command)}
    for name, value in given.items():
        target = RENAMED.get((body.__name__, name), name)
        assert target in fields, f"{body.__name__}.{name} has no field in {kind.__name__}"
        got = getattr(command, target)
        assert got == (tuple(value) if isinstance(value, list) else value)
    for name, value in extra.items():
        assert getattr(command, name) == value
