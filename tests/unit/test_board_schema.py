"""The OpenAPI document describes the board view field by field (docs/contract.md): no
part of it is a free-form object or an untyped value."""

from __future__ import annotations

from typing import Any

from api.app import create_app


class NoServices:
    pass


def _loose_parts(schemas: dict[str, Any], name: str) -> tuple[set[str], list[str]]:
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
        if not isinstance(node, dict):
            return
        if "$ref" in node:
            model(node["$ref"].rsplit("/", 1)[-1])
            return
        if node == {} or (node.get("type") == "object" and "properties" not in node):
            loose.append(where)
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


def test_a_free_form_part_would_be_found() -> None:
    schemas = {
        "View": {"type": "object", "properties": {"extra": {"$ref": "#/components/schemas/Bag"}}},
        "Bag": {"type": "object", "properties": {"data": {"type": "object"}, "any": {}}},
    }
    assert _loose_parts(schemas, "View")[1] == ["Bag.data", "Bag.any"]
