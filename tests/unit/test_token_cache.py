"""The tokens a server process knows: bounded, and forgotten when users change."""

from __future__ import annotations

import asyncio

from api.tokens import DEFAULT_CAPACITY, PostgresGeneration, TokenCache
from domain.actors import Actor, Role

ALICE = Actor("alice", Role.PLAYER)
BOB = Actor("bob", Role.ADMIN)


class FakeGeneration:
    def __init__(self) -> None:
        self.value = 0
        self.reads = 0
        self.closed = False

    async def current(self) -> int:
        self.reads += 1
        return self.value

    def close(self) -> None:
        self.closed = True


def refresh(cache: TokenCache) -> int:
    return asyncio.run(cache.refresh())


def test_the_default_capacity_is_ten_thousand() -> None:
    assert DEFAULT_CAPACITY == 10_000
    assert TokenCache(FakeGeneration()).capacity == 10_000


def test_a_known_token_stays_known_while_no_user_changes() -> None:
    watch = FakeGeneration()
    cache = TokenCache(watch)
    generation = refresh(cache)
    cache.remember("h1", ALICE, generation)
    for _ in range(3):
        assert refresh(cache) == 0
        assert cache.get("h1") == ALICE
    assert watch.reads == 4


def test_every_token_is_forgotten_when_the_users_generation_moves() -> None:
    watch = FakeGeneration()
    cache = TokenCache(watch)
    cache.remember("h1", ALICE, refresh(cache))
    cache.remember("h2", BOB, 0)
    watch.value = 1
    assert refresh(cache) == 1
    assert (cache.get("h1"), cache.get("h2"), len(cache)) == (None, None, 0)


def test_a_rebuild_that_lowers_the_generation_also_forgets() -> None:
    watch = FakeGeneration()
    watch.value = 5
    cache = TokenCache(watch)
    cache.remember("h1", ALICE, refresh(cache))
    watch.value = 0
    refresh(cache)
    assert cache.get("h1") is None


def test_a_look_up_made_before_users_changed_is_not_kept() -> None:
    watch = FakeGeneration()
    cache = TokenCache(watch)
    before = refresh(cache)
    # Another request sees a change while this one looks its token up.
    watch.value = 1
    refresh(cache)
    cache.remember("h1", ALICE, before)
    assert cache.get("h1") is None and len(cache) == 0


def test_the_least_recently_used_token_goes_first() -> None:
    cache = TokenCache(FakeGeneration(), capacity=3)
    generation = refresh(cache)
    for name in ("a", "b", "c"):
        cache.remember(name, Actor(name, Role.PLAYER), generation)
    assert cache.get("a") is not None  # "b" is now the least recently used
    cache.remember("d", Actor("d", Role.PLAYER), generation)
    assert len(cache) == 3
    assert [cache.get(name) is not None for name in "abcd"] == [True, False, True, True]


def test_the_cache_never_grows_beyond_its_capacity() -> None:
    cache = TokenCache(FakeGeneration(), capacity=100)
    generation = refresh(cache)
    for number in range(1_000):
        cache.remember(f"h{number}", ALICE, generation)
    assert len(cache) == 100
    assert cache.get("h899") is None and cache.get("h900") == ALICE


def test_closing_the_cache_closes_its_watch() -> None:
    watch = FakeGeneration()
    TokenCache(watch).close()
    assert watch.closed


class ScriptedPostgres(PostgresGeneration):
    """The coalescing of PostgresGeneration, with a query the test answers by hand."""

    def __init__(self) -> None:
        super().__init__("unused")
        self.sent: list[asyncio.Future[int]] = []

    async def _query(self) -> int:
        answer: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self.sent.append(answer)
        return await answer


def test_a_request_never_takes_the_answer_of_a_query_sent_before_it_arrived() -> None:
    async def scenario() -> None:
        watch = ScriptedPostgres()
        first = asyncio.create_task(watch.current())
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert len(watch.sent) == 1  # on the wire
        # Three requests arrive while it is on the wire: they wait for the next query.
        later = [asyncio.create_task(watch.current()) for _ in range(3)]
        await asyncio.sleep(0)
        watch.sent[0].set_result(1)  # read before the change the later requests must see
        assert await first == 1
        for _ in range(3):
            await asyncio.sleep(0)
        assert len(watch.sent) == 2  # one query for all three
        watch.sent[1].set_result(2)
        assert await asyncio.gather(*later) == [2, 2, 2]
        # Nothing on the wire: the next request sends a query of its own at once.
        last = asyncio.create_task(watch.current())
        for _ in range(3):
            await asyncio.sleep(0)
        assert len(watch.sent) == 3
        watch.sent[2].set_result(3)
        assert await last == 3

    asyncio.run(scenario())


def test_a_request_that_goes_away_does_not_cancel_the_query_of_the_others() -> None:
    async def scenario() -> None:
        watch = ScriptedPostgres()
        leaving = asyncio.create_task(watch.current())
        staying = asyncio.create_task(watch.current())
        for _ in range(3):
            await asyncio.sleep(0)
        leaving.cancel()
        watch.sent[0].set_result(7)
        assert await staying == 7
        assert len(watch.sent) == 1

    asyncio.run(scenario())
