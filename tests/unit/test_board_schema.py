"""The OpenAPI document describes the board view field by field (docs/contract.md): no
part of it is a free-form object or an untyped value."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from api.app import create_app

_TYPED_BY = ("type", "$ref", "anyOf", "oneOf", "allOf", "const", "enum")


class NoServices:
    pass


def _loose_parts(schemas: dict[str, Any], name: str) -> tuple[set[str], list[str]]:
    """The models `name` refers to, and where in them a value is left untyped or free."""
    seen: set[str] = set()
    loose: list[str] = []

    def model(model_name: str) -> None:
        if model_name not in seen:
            seen.add(model_name)
            visit(schemas[model_name], model_name)

    def visit(node: Any, where: str) -> None:
        if isinstance(node, list):
            for part in node:
                visit(part, where)
            return
        if node is True or not any(key in node for key in _TYPED_BY):
            loose.append(where)  # Any, object: only a title, a description, a default
            return
        if "$ref" in node:
            model(node["$ref"].rsplit("/", 1)[-1])
            return
        extra = node.get("additionalProperties")
        if node.get("type") == "object" and ("properties" not in node or extra is not None):
            loose.append(where)  # a dict, or a model taking fields it does not name
        for key, value in node.items():
            if key == "properties":
                for field, schema in value.items():
                    visit(schema, f"{where}.{field}")
            elif key in ("items", "anyOf", "oneOf", "allOf", "prefixItems"):
                visit(value, where)

    model(name)
    return seen, loose


def test_the_board_view_names_every_field() -> None:
    document = create_app(NoServices()).openapi()  # type: ignore[arg-type]
    seen, loose = _loose_parts(document["components"]["schemas"], "BoardPublic")
    assert loose == []
    assert {"BoardPublic", "CallPublic", "PlayedCardPublic", "ClaimPublic"} <= seen


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")
    named: int


class _Bag(BaseModel):
    anything: Any
    some_object: object
    mapping: dict[str, int]
    maybe: list[Any] | None
    open: _Open
    fine: list[int]


def test_a_free_form_part_would_be_found() -> None:
    schema = _Bag.model_json_schema(ref_template="#/components/schemas/{model}")
    schemas = {**schema.pop("$defs"), "_Bag": schema}
    seen, loose = _loose_parts(schemas, "_Bag")
    assert seen == {"_Bag", "_Open"}
    assert sorted(loose) == [
        "_Bag.anything",
        "_Bag.mapping",
        "_Bag.maybe",
        "_Bag.some_object",
        "_Open",
    ]
