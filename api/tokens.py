"""The tokens a server process knows, and how it learns that one was changed elsewhere.

A token's first request looks its user up in the read model (one worker-thread hop);
later requests find it here. A role change, a rotation or a revocation moves the users'
generation (projections/users.py), in the same transaction as the users' rows, in
whichever process made the change. Each request reads that number before trusting a
known token, and when it moved the process forgets every token it knew: user changes
are rare, and forgetting costs each token one more look-up. So a revoked token is
refused on the very next request in every process on the store.

Reading the number costs no worker-thread hop: on SQLite it is a read of one row
through the event loop's own connection (a few microseconds, never waiting on
writers in WAL mode); on PostgreSQL one query on an asynchronous connection, so the
event loop serves other requests during the round trip. `bench/token_check.py`
measures both.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any, Protocol

from domain.actors import Actor
from projections.database import Database
from projections.users import GENERATION_QUERY, UserDirectory

DEFAULT_CAPACITY = 10_000


class UserGeneration(Protocol):
    async def current(self) -> int:
        """The users' generation as committed when the call was made."""
        ...

    def close(self) -> None: ...


class TokenCache:
    """Token hash -> user, the least recently used forgotten first beyond `capacity`.
    Used from the event loop only, so it takes no lock."""

    def __init__(self, watch: UserGeneration, capacity: int = DEFAULT_CAPACITY) -> None:
        self.watch = watch
        self.capacity = capacity
        self.generation: int | None = None
        self._known: OrderedDict[str, Actor] = OrderedDict()

    def __len__(self) -> int:
        return len(self._known)

    async def refresh(self) -> int:
        """Forgets every known token if the users changed since the last request."""
        generation = await self.watch.current()
        if generation != self.generation:
            self._known.clear()
            self.generation = generation
        return generation

    def get(self, token_hash: str) -> Actor | None:
        actor = self._known.get(token_hash)
        if actor is not None:
            self._known.move_to_end(token_hash)
        return actor

    def remember(self, token_hash: str, actor: Actor, generation: int) -> None:
        """Keeps what a look-up found, unless the users changed since `generation`,
        read before the look-up: then it may already be out of date."""
        if generation != self.generation:
            return
        self._known[token_hash] = actor
        self._known.move_to_end(token_hash)
        while len(self._known) > self.capacity:
            self._known.popitem(last=False)

    def close(self) -> None:
        self.watch.close()


class SQLiteGeneration:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def current(self) -> int:
        return UserDirectory.generation(self.database)

    def close(self) -> None:
        """The database's connections close with the database."""


class PostgresGeneration:
    """One asynchronous connection per event loop, and one query on it at a time.

    Requests that arrive while a query is on the wire cannot use its answer (it may
    have been read before the change they must see), so they wait for the next query
    together: however many requests come at once, at most one query is on the wire and
    one waits to be sent, and each request waits one to two round trips.
    """

    def __init__(self, conninfo: str) -> None:
        self.conninfo = conninfo
        self._connection: Any = None  # psycopg.AsyncConnection, of `_loop`
        self._loop: asyncio.AbstractEventLoop | None = None
        self._sending: asyncio.Task[int] | None = None  # its query is on the wire
        self._waiting: asyncio.Task[int] | None = None  # its query is not sent yet

    async def current(self) -> int:
        if self._loop is not asyncio.get_running_loop():
            self.close()
            self._loop = asyncio.get_running_loop()
        if self._waiting is None:
            self._waiting = self._loop.create_task(self._next_round())
        # Shielded: a request that goes away must not cancel the others' query.
        return await asyncio.shield(self._waiting)

    async def _next_round(self) -> int:
        if self._sending is not None:
            await asyncio.wait([self._sending])
        # Every request that joined this round arrived before the query below is sent;
        # those that come from now on join the next round.
        self._waiting = None
        self._sending = asyncio.current_task()
        try:
            return await self._query()
        finally:
            self._sending = None

    async def _query(self) -> int:
        import psycopg

        try:
            if self._connection is None or self._connection.closed:
                self._connection = await psycopg.AsyncConnection.connect(
                    self.conninfo, autocommit=True
                )
            cursor = await self._connection.execute(GENERATION_QUERY)
            row = await cursor.fetchone()
        except psycopg.OperationalError:
            self._drop_connection()  # the next round connects again
            raise
        return int(row[0]) if row else 0

    def _drop_connection(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None and not connection.closed:
            # Services close after the event loop has stopped, so the connection cannot
            # be awaited; ending the libpq connection is enough.
            connection.pgconn.finish()

    def close(self) -> None:
        self._drop_connection()
        self._loop, self._sending, self._waiting = None, None, None
