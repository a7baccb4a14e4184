"""The readings ``library.meaning_patterns`` makes of a rule's meaning: ``Found`` items
and the handlers that turn one regular-expression match into them (a range of points,
a suit length, shortness, a shape, a count of aces or key cards, a stopper, a forcing
word, a stretch that says nothing firm about the caller's hand).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from library.meaning_vocabulary import WORDS, N

__all__ = [
    "COUNT",
    "STOPPED",
    "Found",
    "Handler",
    "Span",
    "both",
    "call",
    "conditional_play",
    "counted",
    "each",
    "either",
    "feature",
    "forcing",
    "ignore",
    "length",
    "no_short",
    "other",
    "pair",
    "pattern",
    "points",
    "shape",
    "short",
    "span",
    "stopper",
]

Span = tuple[int, int]


@dataclass
class Found:
    """One reading of a stretch of the meaning.

    ``kind`` is hcp, points, length, short, shape, stopper, aces, keycards, feature,
    forcing, ignore (says nothing firm
    about the caller's hand) or other (about another player, named in ``word``).
    """

    kind: str
    span: Span
    lo: int = 0
    hi: int | None = None
    suit: str = ""
    word: str = ""
    flag: bool = True
    negated: bool = False


def _num(text: str) -> int:
    return int(text) if text.isdigit() else WORDS.index(text) + 1


def _range(text: str) -> tuple[int, int | None]:
    """Read a count or range written in words: '10-12', '5+', 'up to 9', 'less than 8'."""
    nums = [_num(n) for n in re.findall(N, text)]
    if not nums:
        return 0, None
    n = nums[0]
    if re.search(r"\bno[t]?\s+(?:fewer|less)\s+than\b", text):
        return n, None
    if re.search(r"\b(?:no|not)\s+more\s+than\b|\bup\s+to\b|\bat\s+most\b|\bmax", text):
        return 0, n
    if re.search(r"\b(?:less|fewer)\s+than\b|\bunder\b", text):
        return 0, n - 1
    if re.search(r"\bmore\s+than\b", text):
        return n + 1, None
    if re.search(r"\bor\s+(?:less|fewer|shorter)\b", text):
        return 0, n
    if len(nums) >= 2:
        return min(nums[:2]), max(nums[:2])
    if re.search(r"\+|\bor\s+(?:more|longer|better|greater)\b|\bplus\b|least|\bmin", text):
        return n, None
    return n, n


# --- handlers: each turns one match into Found items ---------------------------------
Handler = Callable[[re.Match[str]], list[Found]]


def span(m: re.Match[str]) -> Span:
    """The stretch a match blanks: its group ``x`` when it has one, else all of it."""
    return m.span("x") if "x" in m.re.groupindex and m.group("x") is not None else m.span()


def points(kind: str) -> Handler:
    return lambda m: [Found(kind, m.span(), *_range(m.group("r") + m.group("sfx")))]


def length(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    generic = re.fullmatch(r"(?:an?\s+|any\s+)?(?:major|minor)(?:\s+suit)?", m.group("s"))
    if generic and "card" in m.group(0) and "exactly" not in m.group(0):
        hi = None  # "a 5-card major": some major of five cards or more
    if re.search(r"\bcards?\s+or\s+(?:longer|more)\b", m.group(0)):
        hi = None  # "a four-card or longer heart suit"
    negated = "neg" in m.groupdict() and m.group("neg") is not None
    if negated:
        lo, hi = 0, max(lo - 1, 0)
    return [Found("length", m.span(), lo, hi, suit=m.group("s"), negated=negated)]


def each(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    which = "major" if "major" in m.group("s") else "minor"
    return [Found("length", m.span(), lo, hi, suit=f"each {which}")]


def both(m: re.Match[str]) -> list[Found]:
    which = "major" if "major" in m.group("s") else "minor"
    return [Found("length", m.span(), 4, None, suit=f"each {which}")]


def pair(m: re.Match[str]) -> list[Found]:
    lo = min(_num(m.group("a")), _num(m.group("b")))
    target = m.group("s")
    parts = re.split(r"\s+and\s+", target)
    if len(parts) == 1:
        parts = [f"each {'major' if 'major' in target else 'minor'}"]
    return [Found("length", m.span(), lo, None, suit=p) for p in parts]


def either(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    second = m.groupdict().get("r2")
    if second and m.group("op") == "or":  # "5+ clubs or 4+ diamonds": 4+ in one of them
        lo2, hi2 = _range(second)
        lo, hi = min(lo, lo2), None if hi is None or hi2 is None else max(hi, hi2)
    a, b = m.group("a"), m.group("b")
    if a.rstrip("s") == b.rstrip("s"):
        return [Found("length", m.span(), lo, hi, suit=a)]
    if m.group("op") == "and":
        return [Found("length", m.span(), lo, hi, suit=s) for s in (a, b)]
    pair = {a.rstrip("s"), b.rstrip("s")}
    if pair == {"spade", "heart"}:
        return [Found("length", m.span(), lo, hi, suit="major")]
    if pair == {"club", "diamond"}:
        return [Found("length", m.span(), lo, hi, suit="minor")]
    return [Found("length", m.span(), lo, hi, suit="unresolved")]


_SHORT = {"singleton": (1, 1), "void": (0, 0), "doubleton": (2, 2), "short": (0, 1)}


def short(m: re.Match[str]) -> list[Found]:
    word = m.group("w")
    kind = next((k for k in _SHORT if word.startswith(k)), "short")
    if "or" in word or "/" in word or word.startswith("shortness") or "0-1" in word:
        kind = "short"
    lo, hi = _SHORT[kind]
    return [Found("short", m.span(), lo, hi, suit=m.group("s"), word=kind)]


def no_short(m: re.Match[str]) -> list[Found]:
    """'no singleton or void in hearts' is 2+ hearts, 'no void in clubs' 1+ clubs;
    without a suit ('no singleton or void', 'no shortness') it is said of every suit."""
    word = m.group("w")
    suit = m.group("s") if "s" in m.re.groupindex else "all suits"
    if word.startswith("void") and "or" not in word:
        return [Found("length", m.span(), 1, None, suit=suit, word="floor")]
    if word.startswith(("singleton", "doubleton")) and "or" not in word and "/" not in word:
        return [Found("ignore", m.span())]  # a doubleton or a void would do
    return [Found("length", m.span(), 2, None, suit=suit, word="floor")]


def shape(key: str, flag: bool) -> Handler:
    return lambda m: [Found("shape", m.span(), word=key, flag=flag)]


def pattern(m: re.Match[str]) -> list[Found]:
    digits = [int(d) for d in re.findall(r"\d", m.group(0))]
    if sum(digits) != 13:
        return []
    return [Found("shape", m.span(), word="pattern", suit="-".join(map(str, digits)))]


COUNT = r"(?:[0-5]|zero|one|two|three|four|five)"
_COUNTS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _count(text: str) -> int:
    return int(text) if text.isdigit() else _COUNTS[text]


def counted(kind: str) -> Handler:
    """'1 or 4 keycards', '2 aces', '2 or 5 keycards with the queen of hearts'."""

    def handle(m: re.Match[str]) -> list[Found]:
        counts = [_count(m.group("a"))]
        if m.group("b"):
            counts.append(_count(m.group("b")))
        queen = m.groupdict().get("q")
        word = "" if not queen else "queen" if queen == "with" else "no_queen"
        return [Found(kind, m.span(), suit=" ".join(map(str, counts)), word=word)]

    return handle


def feature(m: re.Match[str]) -> list[Found]:
    """'feature (ace or king) in clubs': the caller holds the ace or king of clubs."""
    return [Found("feature", m.span(), suit=m.group("s"))]


STOPPED = (
    r"(?:(?:the|both|all|each\s+of\s+the)\s+)*(?:unbid|other)\s+(?:two\s+|three\s+)?suits\b|"
    r"(?:(?:the|both)\s+)*(?:majors|minors)\b|"
    r"(?:spades|hearts|diamonds|clubs)(?:\s+and\s+(?:spades|hearts|diamonds|clubs))?\b|"
    r"their\s+suit\b|(?:the\s+)?opponents'?\s+suit\b"
)


def stopper(m: re.Match[str]) -> list[Found]:
    """'a heart stopper', 'stoppers in the unbid suits'; 'no stopper in hearts' denies one."""
    clause = re.split(r"[,;.()]", m.string[: m.start()])[-1]
    negated = m.group("neg") is not None or bool(
        re.search(r"\b(?:no|denies|deny|denying|without|lacks?|lacking)\b", clause)
    )
    return [Found("stopper", m.span(), suit=m.group("s"), negated=negated)]


def forcing(word: str) -> Handler:
    return lambda m: [Found("forcing", m.span(), word=word)]


def conditional_play(m: re.Match[str]) -> list[Found]:
    """'to play if responder passes', 'opener may pass with ...': partner may pass or bid
    on, so the call is non-forcing; what follows is about partner's hand."""
    return [
        Found("forcing", (m.start(), m.start("c")), word="non_forcing"),
        Found("ignore", m.span("c")),
    ]


_VERBS = {"ask": "asking", "invit": "invitational", "forc": "forcing"}


def ignore(force: str | None = None) -> Handler:
    """Mark a span as saying nothing about the caller's hand (maybe implying a force)."""

    def handle(m: re.Match[str]) -> list[Found]:
        found = [Found("ignore", span(m))]
        verb = m.groupdict().get("v") or ""
        word = force or next((f for v, f in _VERBS.items() if verb.startswith(v)), None)
        if word:
            found.append(Found("forcing", (m.start(), m.start()), word=word))
        return found

    return handle


def call(m: re.Match[str]) -> list[Found]:
    """A call named in words ('bid 2 hearts'), unless it is a range ('3 to 5 hearts')."""
    before = m.string[: m.start()]
    if re.search(rf"(?:\b{N}|\d|\bup|\bminimum|\bmaximum|\+)\s*$", before):
        return []
    return [Found("ignore", span(m))]


def other(m: re.Match[str]) -> list[Found]:
    """A stretch about another player (the caller when ``who`` names the caller's role)."""
    who = m.group("who")
    return [Found("other", span(m), word="opponents" if who == "their" else who)]
