"""Read models choose what to do by the event's class, never by an if/elif chain of
isinstance checks (issue 29): the source of projections/ is read with `ast` for such
chains and for isinstance checks on an event class. (Each read model's routing is
compared with a table in test_read_model_dispatch.py.)"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from eventsourcing.domain import Aggregate

PROJECTIONS = Path(__file__).resolve().parents[2] / "projections"


def _isinstance_subject(test: ast.expr) -> str | None:
    """What the first isinstance call in an `if` test checks (its first argument, as
    source), if it makes one."""
    for node in ast.walk(test):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "isinstance"
            and node.args
        ):
            return ast.unparse(node.args[0])
    return None


def _statement_lists(tree: ast.AST) -> Iterator[list[ast.stmt]]:
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            statements = getattr(node, field, None)
            if isinstance(statements, list) and statements and isinstance(statements[0], ast.stmt):
                yield statements


def isinstance_chains(source: str) -> list[int]:
    """The lines where a chain of isinstance checks on one subject begins: an `if` whose
    `elif` (or conditional expression whose `else`) checks isinstance again, or two
    `if` statements side by side checking the same subject."""
    tree = ast.parse(source)
    chains: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.IfExp) and _isinstance_subject(node.test) is not None:
            following: ast.AST | None = node.orelse if isinstance(node, ast.IfExp) else None
            if isinstance(node, ast.If) and node.orelse:
                following = node.orelse[0]
            if (
                isinstance(following, ast.If | ast.IfExp)
                and _isinstance_subject(following.test) is not None
            ):
                chains.add(node.lineno)
    for statements in _statement_lists(tree):
        first_check: dict[str, int] = {}
        for statement in statements:
            if not isinstance(statement, ast.If):
                continue
            subject = _isinstance_subject(statement.test)
            if subject is None:
                continue
            if subject in first_check:
                chains.add(first_check[subject])
            first_check.setdefault(subject, statement.lineno)
    return sorted(chains)


def _is_event_class(value: object) -> bool:
    return isinstance(value, type) and issubclass(value, Aggregate.Event)


def _value_of(node: ast.expr, namespace: dict[str, object]) -> object:
    """What a name or dotted name (`Board.Created`) is bound to in the module, if known."""
    if isinstance(node, ast.Name):
        return namespace.get(node.id)
    if isinstance(node, ast.Attribute):
        return getattr(_value_of(node.value, namespace), node.attr, None)
    return None


def _names_an_event_class(node: ast.AST, namespace: dict[str, object]) -> bool:
    """Whether `node` mentions an aggregate's event class (`RulingMade`, `Board.Created`),
    or a name the module bound to such classes (a tuple of them)."""
    return any(
        isinstance(inner, ast.Name | ast.Attribute)
        and (_is_event_class(found := _value_of(inner, namespace)) or found is _EVENT_CLASSES)
        for inner in ast.walk(node)
    )


_EVENT_CLASSES = object()  # what a module-level name holding event classes is bound to


def event_class_checks(source: str) -> list[int]:
    """The lines that test an object against an aggregate's event class (isinstance,
    issubclass, or a `case` class pattern): the choice `process` dispatches on. The
    module's `from ... import` statements are run to learn what its names are."""
    tree = ast.parse(source)
    namespace: dict[str, object] = {}
    for statement in tree.body:
        if isinstance(statement, ast.ImportFrom) and statement.module and not statement.level:
            module = importlib.import_module(statement.module)
            for alias in statement.names:
                namespace[alias.asname or alias.name] = getattr(module, alias.name, None)
        elif isinstance(statement, ast.Assign) and _names_an_event_class(
            statement.value, namespace
        ):
            for target in statement.targets:
                if isinstance(target, ast.Name):
                    namespace[target.id] = _EVENT_CLASSES
    found: list[int] = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
            and _names_an_event_class(node.args[1], namespace)
        ) or (isinstance(node, ast.MatchClass) and _names_an_event_class(node.cls, namespace)):
            found.append(node.lineno)
    return sorted(found)


SOURCES = sorted(PROJECTIONS.glob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=[path.name for path in SOURCES])
def test_no_read_model_chooses_with_isinstance(path: Path) -> None:
    source = path.read_text()
    assert isinstance_chains(source) == [], f"{path.name}: an isinstance chain"
    assert event_class_checks(source) == [], f"{path.name}: an isinstance check on an event"


def test_the_source_checks_find_what_they_forbid() -> None:
    # The shapes the read models had before issue 29.
    elif_chain = """from domain.bidding.system import BiddingSystem

def process(self, cursor, event):
    if isinstance(event, BiddingSystem.Created):
        created(event)
    elif isinstance(event, BiddingSystem.SystemShared):
        shared(event)
"""
    side_by_side = """from domain.board.rulings import RulingMade

def process(self, cursor, event):
    if not isinstance(event, _RULINGS):
        return
    if isinstance(event, RulingMade):
        ruling(event)
"""
    conditional = "kind = 'a' if isinstance(event, A) else 'b' if isinstance(event, B) else 'c'"
    single = """from domain.board.rulings import ArtificialScoreAwarded, RulingMade
_RULINGS = (RulingMade, ArtificialScoreAwarded)

def process(self, cursor, event):
    if not isinstance(event, _RULINGS):
        return
"""
    matched = """from domain.session import Session

def process(self, cursor, event):
    match event:
        case Session.Created():
            created(event)
"""
    assert isinstance_chains(elif_chain) == [4]
    assert isinstance_chains(side_by_side) == [4]
    assert isinstance_chains(conditional) == [1]
    assert isinstance_chains(single) == []
    assert event_class_checks(elif_chain) == [4, 6]
    assert event_class_checks(side_by_side) == [6]  # `_RULINGS` is not bound here
    assert event_class_checks(single) == [5]
    assert event_class_checks(matched) == [5]
    # Neither a lone check of something else nor a chain on different subjects.
    fine = """from domain.board.effects import ChangesThePlay
from domain.board.event import BoardEvent

def retryable(error, cursor):
    if isinstance(error, DivisionByZero):
        return True
    if isinstance(cursor, PostgresCursor):
        return False
    return isinstance(error, ChangesThePlay)
"""
    assert isinstance_chains(fine) == []
    assert event_class_checks(fine) == []
