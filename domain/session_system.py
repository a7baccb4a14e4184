"""A session's bidding system (docs/contract.md "A session's bidding system"): the club's
director names the system the evening is played in, a base system of the library and
conventions of it, checked as a new bidding system's are (domain/bidding/composition.py);
a pair may name its own. The robots that sit in a pair's empty seats at the session's
tables bid the pair's system, or the session's when the pair names none (without
either, the library's SAYC, as before). What is recorded is the library's modules as
they were named (ids, names and versions), so the log says which system a board's robots
were given even after the library changes; a board already started keeps its robots'."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.actors import Actor, is_robot_holder
from domain.bidding.composition import check_set
from domain.bidding.port import ModuleCatalog, SystemModule
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.pair_names import check_pair
from domain.session import Session
from domain.session_commands import NameSystem
from domain.session_handlers import SESSION_HANDLERS
from domain.session_values import LibraryModuleRef, SessionSystem

MAX_CONVENTIONS = 64  # as a user's system is created with


def session_system(catalog: ModuleCatalog, base: str, conventions: Sequence[str]) -> SessionSystem:
    """The system `base` with `conventions`, as the library has them now; 422 with a
    sentence for a base or convention the library does not have, a convention for another
    base, two that conflict, one that continues a convention left out, or one given twice
    (the rules a new bidding system is checked by)."""
    found = catalog.base_system(base)
    if found is None:
        raise RuleViolation(f"There is no base system '{base[:40]}' in the library.")
    if len(conventions) > MAX_CONVENTIONS:
        raise RuleViolation(f"A system plays at most {MAX_CONVENTIONS} conventions.")
    modules: list[SystemModule] = []
    for convention in conventions:
        module = catalog.convention(convention, found.id)
        if module is None:
            raise RuleViolation(f"There is no convention '{convention[:40]}' in the library.")
        modules.append(module)
    try:
        check_set(modules, found.id)
    except Conflict as refused:  # the session's request names an impossible system
        raise RuleViolation(refused.message) from None
    return SessionSystem(_ref(found), tuple(_ref(module) for module in modules))


def _ref(module: SystemModule) -> LibraryModuleRef:
    return LibraryModuleRef(module.id, module.name, module.version)


def require_may_name_system(session: Session, actor: Actor, pair: str | None) -> None:
    """Who names the session's system: its director or an admin; a pair's: those, or a
    user who plays as that pair. Asked before the system itself is looked up (403 first)."""
    if session.is_directed_by(actor):
        return
    if pair is None:
        raise NotAllowed("Only the session's director or an admin names its bidding system.")
    if actor.name not in session.pair_users.get(pair, ()):
        raise NotAllowed(
            f"Only a player of pair {pair[:16]}, the session's director or an admin names "
            "the pair's bidding system."
        )


def name_system(
    session: Session, actor: Actor, system: SessionSystem, pair: str | None = None
) -> None:
    require_may_name_system(session, actor, pair)
    if pair is not None:
        check_pair(pair)
        if session.movement is not None and pair not in session.movement.pairs:
            raise RuleViolation(f"The movement has no pair {pair}.")
    present = session.system if pair is None else session.pair_systems.get(pair)
    if present != system:
        session.trigger_event(
            Session.SystemNamed, pair=pair, system=system.record(), actor=actor.name
        )


def table_robot_systems(
    session: Session, ns: str, ew: str, seats: Mapping[str, str]
) -> dict[str, str]:
    """The system each robot seat of a table's board bids: its pair's (North-South's for
    N and S, East-West's for E and W), else the session's; seats with neither are left
    out (the library's SAYC)."""
    systems: dict[str, str] = {}
    for text, holder in seats.items():
        if not is_robot_holder(holder):
            continue
        seat = Seat.parse(text)
        pair = ns if seat in (Seat.N, Seat.S) else ew
        system = session.pair_systems.get(pair) or session.system
        if system is not None:
            systems[seat.value] = system.robot_system
    return systems


@SESSION_HANDLERS.handles(NameSystem)
def _name_system(session: Session, actor: Actor, command: NameSystem) -> None:
    name_system(session, actor, command.system, command.pair)
