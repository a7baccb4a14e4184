"""Rule books of users' systems for the recommendation engine, read from the PID.

A book is built from the system's winning rules (what the system says) and kept per
system version, so the advice follows every edit at once: an edit makes a new version,
and the next question builds its book from the PID the edit has already reached.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from api.system_catalog import the_library
from domain.bidding.system import SystemSummary
from library.recommend_book import RuleBook, records_from_rows, valuation_of
from projections.database import Database
from projections.pid_queries import PidQueries

KEPT = 64


class SystemRuleBooks:
    def __init__(self) -> None:
        self._books: OrderedDict[tuple[str, int], RuleBook] = OrderedDict()
        self._lock = threading.Lock()

    def book(self, database: Database, system: SystemSummary) -> RuleBook:
        key = (str(system.id), system.version)
        with self._lock:
            if key in self._books:
                self._books.move_to_end(key)
                return self._books[key]
        rows = PidQueries.winning_rules(database, str(system.id))
        records = records_from_rows(rows, the_library())
        book = RuleBook(records, valuation=valuation_of(the_library(), records))
        with self._lock:
            self._books[key] = book
            while len(self._books) > KEPT:
                self._books.popitem(last=False)
        return book


BOOKS = SystemRuleBooks()
