"""What the library's unit tests share: the library's SAYC, built once for every module.

Composing SAYC with its default conventions reads and structures some 2,800 rules; the
principle tests ask it thousands of times, so one cached book serves them all.
"""

from __future__ import annotations

from functools import cache

from library import load_library
from library.recommend_book import RuleBook
from library.recommend_corpus import books_for


@cache
def sayc_book() -> RuleBook:
    """SAYC with the conventions its own text includes, as the recommendation composes it."""
    return books_for(load_library(), ["sayc"])["sayc"]
