"""The User aggregate: roles, token rotation and revocation, and the last active admin."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from uuid import UUID

import pytest
from eventsourcing.domain import CanMutateAggregate
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed
from domain.policy import check_may_manage_token
from domain.rules.errors import RuleViolation
from domain.user import User, hash_token, new_token

ADMIN = Actor("root", Role.ADMIN)
ALICE = Actor("alice", Role.PLAYER)
BOB = Actor("bob", Role.PLAYER)


def registered(name: str, role: Role = Role.PLAYER) -> User:
    user = User.register(name, role, new_token())
    user.collect_events()
    return user


def admins(*names: str) -> Callable[[], Collection[str]]:
    return lambda: names


def replayed(events: Sequence[CanMutateAggregate[UUID]]) -> User:
    """The user as loading it from its stored events would give it."""
    user: User | None = None
    for event in events:
        user = event.mutate(user)
    assert user is not None
    return user


def test_registration_stores_only_the_hash_of_the_token() -> None:
    token = new_token()
    user = User.register("alice", Role.DIRECTOR, token)
    (event,) = user.collect_events()
    assert isinstance(event, User.Registered)
    assert (event.name, event.role, event.token_hash) == ("alice", "director", hash_token(token))
    assert token not in repr(event.__dict__)
    assert user.active and user.role is Role.DIRECTOR


@pytest.mark.parametrize("name", ["", "-x", "a b", "x" * 65, "é", "a/b"])
def test_a_bad_name_is_refused_before_any_event(name: str) -> None:
    with pytest.raises(RuleViolation):
        User.register(name, Role.PLAYER, new_token())


def test_a_role_change_is_an_event_that_names_who_made_it() -> None:
    user = registered("alice")
    assert user.change_role(ADMIN, Role.DIRECTOR, admins("root")) is True
    (event,) = user.collect_events()
    assert isinstance(event, User.RoleChanged)
    assert (event.role, event.actor) == ("director", "root")
    assert user.role is Role.DIRECTOR


def test_the_role_a_user_holds_already_records_nothing() -> None:
    user = registered("alice", Role.DIRECTOR)
    assert user.change_role(ADMIN, Role.DIRECTOR, admins("root")) is False
    assert user.collect_events() == []


def test_the_operator_acts_as_nobody() -> None:
    user = registered("alice")
    user.change_role(None, Role.ADMIN, admins("root"))
    user.revoke_token(None, admins("root", "alice"))
    assert [event.actor for event in user.collect_events()] == [None, None]  # type: ignore[attr-defined]


@pytest.mark.parametrize("role", [Role.PLAYER, Role.DIRECTOR])
def test_the_last_active_admin_keeps_the_role(role: Role) -> None:
    root = registered("root", Role.ADMIN)
    with pytest.raises(Conflict, match="root is the last active admin"):
        root.change_role(ADMIN, role, admins("root"))
    with pytest.raises(Conflict, match="root is the last active admin"):
        root.change_role(ADMIN, role, admins("ROOT"))  # names differ only in case
    assert root.collect_events() == [] and root.role is Role.ADMIN


def test_an_admin_steps_down_when_another_admin_is_active() -> None:
    root = registered("root", Role.ADMIN)
    assert root.change_role(ADMIN, Role.PLAYER, admins("root", "carol")) is True
    assert root.role is Role.PLAYER


def test_a_revoked_admin_may_lose_the_role_even_when_no_admin_is_left() -> None:
    root = registered("root", Role.ADMIN)
    root.revoke_token(None, admins("root", "carol"))
    asked: list[bool] = []

    def counted() -> Collection[str]:
        asked.append(True)
        return ()

    root.change_role(None, Role.PLAYER, counted)
    assert root.role is Role.PLAYER and asked == []  # the admins were not even counted


def test_a_rotation_replaces_the_hash_and_the_old_token_stops_matching() -> None:
    old, new = new_token(), new_token()
    user = User.register("alice", Role.PLAYER, old)
    user.collect_events()
    user.rotate_token(ALICE, new)
    (event,) = user.collect_events()
    assert isinstance(event, User.TokenRotated)
    assert (event.token_hash, event.actor) == (hash_token(new), "alice")
    assert user.token_hash == hash_token(new) != hash_token(old)


def test_only_the_user_or_an_admin_changes_a_token() -> None:
    user = registered("alice")
    with pytest.raises(NotAllowed):
        user.rotate_token(BOB, new_token())
    with pytest.raises(NotAllowed):
        user.revoke_token(Actor("bob", Role.DIRECTOR), admins("root"))
    assert user.collect_events() == []
    check_may_manage_token(Actor("ALICE", Role.PLAYER), "alice")  # case does not matter
    check_may_manage_token(ADMIN, "alice")
    check_may_manage_token(None, "alice")


def test_revoking_takes_the_token_away_and_rotating_gives_one_back() -> None:
    user = registered("alice")
    assert user.revoke_token(ALICE, admins("root")) is True
    assert not user.active and user.token_hash is None
    assert user.revoke_token(ADMIN, admins("root")) is False  # nothing left to revoke
    token = new_token()
    user.rotate_token(ADMIN, token)
    assert user.active and user.token_hash == hash_token(token)
    kinds = [type(event).__name__ for event in user.collect_events()]
    assert kinds == ["TokenRevoked", "TokenRotated"]


def test_the_last_active_admin_keeps_the_token() -> None:
    root = registered("root", Role.ADMIN)
    with pytest.raises(Conflict, match="last active admin"):
        root.revoke_token(ADMIN, admins("root"))
    assert root.active and root.collect_events() == []
    assert root.revoke_token(ADMIN, admins("root", "carol")) is True


# ---- a property: any sequence of commands, against a model written here -------------

NAMES = ("ann", "ben", "cat")
COMMANDS = st.lists(
    st.tuples(
        st.sampled_from(("role", "rotate", "revoke")),
        st.sampled_from(NAMES),
        st.sampled_from(tuple(Role)),
        st.sampled_from((None, "ann", "ben", "cat")),
    ),
    max_size=30,
)


@settings(max_examples=150, deadline=None)
@given(commands=COMMANDS)
def test_commands_follow_the_model_and_never_leave_no_active_admin(
    commands: list[tuple[str, str, Role, str | None]],
) -> None:
    users = {
        name: User.register(name, Role.ADMIN if name == "ann" else Role.PLAYER, new_token())
        for name in NAMES
    }
    history = {name: list(user.collect_events()) for name, user in users.items()}
    roles = {name: "admin" if name == "ann" else "player" for name in NAMES}
    active = dict.fromkeys(NAMES, True)

    def active_admins() -> list[str]:
        return [name for name in NAMES if roles[name] == "admin" and active[name]]

    for command, name, role, by in commands:
        actor = None if by is None else Actor(by, Role(roles[by]))
        user = users[name]
        allowed = actor is None or actor.is_admin or by == name
        takes_admin_away = (
            roles[name] == "admin"
            and active[name]
            and ((command == "role" and role is not Role.ADMIN) or command == "revoke")
        )
        last = takes_admin_away and active_admins() == [name]
        try:
            if command == "role":
                user.change_role(actor, role, active_admins)
            elif command == "rotate":
                user.rotate_token(actor, new_token())
            else:
                user.revoke_token(actor, active_admins)
        except NotAllowed:
            assert command != "role" and not allowed
            continue
        except Conflict:
            assert last
            continue
        assert command == "role" or allowed
        assert not last
        if command == "role":
            roles[name] = role.value
        else:
            active[name] = command == "rotate"
        history[name].extend(user.collect_events())
    assert active_admins()
    for name, user in users.items():
        assert (user.role.value, user.active) == (roles[name], active[name])
        again = replayed(history[name])
        assert (again.role, again.token_hash, again.version) == (
            user.role,
            user.token_hash,
            user.version,
        )
