"""The patterns that read a rule's meaning: what ``library.constraints`` builds on.

``find(text, bidder)`` runs an ordered table of regular expressions over a lowercased
meaning. Each match becomes ``Found`` items and is blanked so that later patterns do
not read it again. The early patterns take out what says nothing firm about the
caller's hand: what a call asks for, hedges ("usually 4 spades", "may hold 4 spades"),
negated force words ("no slam interest", "not game forcing"), calls named in words
("bid 2 hearts", "to play 3 clubs"), lists of alternatives ("a long suit, or a balanced
hand") and what other players hold or do ("opener passes with 3 hearts", "their
5-card suit"). ``bidder`` holds the role names (``opener``, ``responder`` …) that stand
for the caller, so that "opener rebids 6 hearts" is kept when opener makes the call.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from library.meaning_vocabulary import (
    CARD,
    DIGIT,
    FORCE,
    HCP,
    HEDGE,
    LEVEL,
    NEG,
    OWNED,
    PLAYER,
    PTS,
    RANGE,
    REF,
    STATED,
    STRAIN,
    SUFFIX,
    SUIT1,
    SUPPORT,
    SUPPORT_FOR,
    TWO,
    WORDS,
    N,
)

__all__ = ["STATED", "Found", "find"]

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


def _span(m: re.Match[str]) -> Span:
    """The stretch a match blanks: its group ``x`` when it has one, else all of it."""
    return m.span("x") if "x" in m.re.groupindex and m.group("x") is not None else m.span()


def _points(kind: str) -> Handler:
    return lambda m: [Found(kind, m.span(), *_range(m.group("r") + m.group("sfx")))]


def _length(m: re.Match[str]) -> list[Found]:
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


def _each(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    which = "major" if "major" in m.group("s") else "minor"
    return [Found("length", m.span(), lo, hi, suit=f"each {which}")]


def _both(m: re.Match[str]) -> list[Found]:
    which = "major" if "major" in m.group("s") else "minor"
    return [Found("length", m.span(), 4, None, suit=f"each {which}")]


def _pair(m: re.Match[str]) -> list[Found]:
    lo = min(_num(m.group("a")), _num(m.group("b")))
    target = m.group("s")
    parts = re.split(r"\s+and\s+", target)
    if len(parts) == 1:
        parts = [f"each {'major' if 'major' in target else 'minor'}"]
    return [Found("length", m.span(), lo, None, suit=p) for p in parts]


def _either(m: re.Match[str]) -> list[Found]:
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


def _short(m: re.Match[str]) -> list[Found]:
    word = m.group("w")
    kind = next((k for k in _SHORT if word.startswith(k)), "short")
    if "or" in word or "/" in word or word.startswith("shortness") or "0-1" in word:
        kind = "short"
    lo, hi = _SHORT[kind]
    return [Found("short", m.span(), lo, hi, suit=m.group("s"), word=kind)]


def _no_short(m: re.Match[str]) -> list[Found]:
    """'no singleton or void in hearts' is 2+ hearts, 'no void in clubs' 1+ clubs;
    without a suit ('no singleton or void', 'no shortness') it is said of every suit."""
    word = m.group("w")
    suit = m.group("s") if "s" in m.re.groupindex else "all suits"
    if word.startswith("void") and "or" not in word:
        return [Found("length", m.span(), 1, None, suit=suit, word="floor")]
    if word.startswith(("singleton", "doubleton")) and "or" not in word and "/" not in word:
        return [Found("ignore", m.span())]  # a doubleton or a void would do
    return [Found("length", m.span(), 2, None, suit=suit, word="floor")]


def _shape(key: str, flag: bool) -> Handler:
    return lambda m: [Found("shape", m.span(), word=key, flag=flag)]


def _pattern(m: re.Match[str]) -> list[Found]:
    digits = [int(d) for d in re.findall(r"\d", m.group(0))]
    if sum(digits) != 13:
        return []
    return [Found("shape", m.span(), word="pattern", suit="-".join(map(str, digits)))]


COUNT = r"(?:[0-5]|zero|one|two|three|four|five)"
_COUNTS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _count(text: str) -> int:
    return int(text) if text.isdigit() else _COUNTS[text]


def _counted(kind: str) -> Handler:
    """'1 or 4 keycards', '2 aces', '2 or 5 keycards with the queen of hearts'."""

    def handle(m: re.Match[str]) -> list[Found]:
        counts = [_count(m.group("a"))]
        if m.group("b"):
            counts.append(_count(m.group("b")))
        queen = m.groupdict().get("q")
        word = "" if not queen else "queen" if queen == "with" else "no_queen"
        return [Found(kind, m.span(), suit=" ".join(map(str, counts)), word=word)]

    return handle


def _feature(m: re.Match[str]) -> list[Found]:
    """'feature (ace or king) in clubs': the caller holds the ace or king of clubs."""
    return [Found("feature", m.span(), suit=m.group("s"))]


_STOPPED = (
    r"(?:(?:the|both|all|each\s+of\s+the)\s+)*(?:unbid|other)\s+(?:two\s+|three\s+)?suits\b|"
    r"(?:(?:the|both)\s+)*(?:majors|minors)\b|"
    r"(?:spades|hearts|diamonds|clubs)(?:\s+and\s+(?:spades|hearts|diamonds|clubs))?\b|"
    r"their\s+suit\b|(?:the\s+)?opponents'?\s+suit\b"
)


def _stopper(m: re.Match[str]) -> list[Found]:
    """'a heart stopper', 'stoppers in the unbid suits'; 'no stopper in hearts' denies one."""
    clause = re.split(r"[,;.()]", m.string[: m.start()])[-1]
    negated = m.group("neg") is not None or bool(
        re.search(r"\b(?:no|denies|deny|denying|without|lacks?|lacking)\b", clause)
    )
    return [Found("stopper", m.span(), suit=m.group("s"), negated=negated)]


def _forcing(word: str) -> Handler:
    return lambda m: [Found("forcing", m.span(), word=word)]


def _conditional_play(m: re.Match[str]) -> list[Found]:
    """'to play if responder passes', 'opener may pass with ...': partner may pass or bid
    on, so the call is non-forcing; what follows is about partner's hand."""
    return [
        Found("forcing", (m.start(), m.start("c")), word="non_forcing"),
        Found("ignore", m.span("c")),
    ]


_VERBS = {"ask": "asking", "invit": "invitational", "forc": "forcing"}


def _ignore(force: str | None = None) -> Handler:
    """Mark a span as saying nothing about the caller's hand (maybe implying a force)."""

    def handle(m: re.Match[str]) -> list[Found]:
        found = [Found("ignore", _span(m))]
        verb = m.groupdict().get("v") or ""
        word = force or next((f for v, f in _VERBS.items() if verb.startswith(v)), None)
        if word:
            found.append(Found("forcing", (m.start(), m.start()), word=word))
        return found

    return handle


def _call(m: re.Match[str]) -> list[Found]:
    """A call named in words ('bid 2 hearts'), unless it is a range ('3 to 5 hearts')."""
    before = m.string[: m.start()]
    if re.search(rf"(?:\b{N}|\d|\bup|\bminimum|\bmaximum|\+)\s*$", before):
        return []
    return [Found("ignore", _span(m))]


def _other(m: re.Match[str]) -> list[Found]:
    """A stretch about another player (the caller when ``who`` names the caller's role)."""
    who = m.group("who")
    return [Found("other", _span(m), word="opponents" if who == "their" else who)]


_R = rf"(?P<r>\b{RANGE})"
_CLAUSE = r"(?:^|(?<=[,;:(])|(?<=\band\s)|(?<=\bthen\s)|(?<=\bbut\s)|(?<=\bwhile\s))\s*"
# fmt: off
_PATTERNS: list[tuple[re.Pattern[str], Handler]] = [
    (re.compile(p), h)
    for p, h in [
        # what a call asks for or makes another player do
        (r"\b(?:asks?|asking|inquir\w*|enquir\w*|looks?|looking|searching|seeks?|seeking|"
         r"checks?|checking|relays?)\s+(?:for|about|after|whether)\b[^,;.()]*"
         r"(?:(?:,[^,;.()]*)?,[^,;.()]*\bor\b[^,;.()]*)?",
         _ignore("asking")),
        (r"\b(?P<v>asks?|asking|invit\w*|tells?|telling|requests?|instructs?|forces?|forcing|"
         r"wants?|expects?|lets?|allows?)\s+(?:partner|responder|opener|advancer|overcaller|"
         r"doubler|him|her|them|the\s+\w+)\s+to\b[^,;.()]*", _ignore()),
        # calls named in words
        (r"\b(?:between|of)\s+[1-7]\s*(?:nt|notrump|[cdhs])?\s+(?:and|or)\s+[1-7]\s*"
         r"(?:spades|hearts|diamonds|clubs)\b", _ignore()),
        (r"\b(?:[1-7]\s*(?:nt|[cdhs])|game)\s+(?:and|or)\s+[1-7]\s*"
         r"(?:spades|hearts|diamonds|clubs)\b", _ignore()),
        (rf"\b(?:to|bid|bids|bidding|rebids?|over|after|in|at|then|of|play|plays|playing|into|"
         rf"cue-?\s?bids?|jumps?|corrects?|converts?|pulls?|passes)\s+(?:the\s+)?"
         rf"(?P<x>{LEVEL}\s*{STRAIN})", _call),
        (rf"\b(?:complet\w*|accept\w*|break\w*|super-?accept\w*)\s+(?:the\s+)?"
         rf"(?:transfer|relay|puppet)\s+(?:with|by\s+bidding|at|in|to)\s+(?:the\s+)?"
         rf"(?P<x>{LEVEL}\s*{STRAIN})", _ignore()),
        (rf"(?P<x>\b[1-7]\s*{STRAIN})\s+(?:redoubled|doubled|contract|bid|rebid|call|response|"
         r"opening|overcall|cue-?\s?bid|level|relay|puppet)\b", _call),
        (r"\b[1-7]\s*(?:notrump|no-?trumps?)\b", _ignore()),
        # passable calls, and force words that are negated
        (r"\bto\s+play\s+(?P<c>(?:if|unless)\b[^,;.()]*)", _conditional_play),
        (r"\b(?:partner|opener|responder|advancer|overcaller)\s+(?:may|can)\s+pass\b"
         r"(?P<c>[^,;.()]*)", _conditional_play),
        (r"\boffers?\s+to\s+play\b", _forcing("non_forcing")),
        (r"\b(?:not|never)\s+(?:game[- ]?forc(?:ing|e)|forc(?:ing|es?)\s+to\s+\w+)",
         _ignore()),
        (r"\bnon-?\s?forcing\b|\b(?:not|never)\s+forcing\b|\bnf\b|\bpassable\b",
         _forcing("non_forcing")),
        (r"\b(?:no|not|never|nor|without|isn't|is\s+not|lacks?|lacking|denies|deny|denying|"
         r"rules?\s+out|doesn't|does\s+not|do\s+not|cannot|can't)\s+"
         r"(?:(?:a|an|any|the|yet|quite|really|real|serious|further|more|longer|much|"
         r"strong\s+enough\s+to|enough\s+(?:values\s+)?(?:to|for)|interested\s+in|"
         r"interest\s+in|values\s+(?:for|to)|strength\s+(?:for|to)|able\s+to|promise|show|"
         rf"make|intend\w*\s+to|want\s+to|wish\s+to)\s+){{0,4}}{FORCE}", _ignore()),
        # hedges, and what a call does not promise
        (rf"{HEDGE}[^,;.()]*", _ignore()),
        (r"[^,;.()]*\b(?:is\s+|are\s+)?(?:possible|optional|allowed|permitted|acceptable|"
         r"tolerated)\b", _ignore()),
        (r"\b(?:does\s+not|doesn't|need\s+not|needn't|do\s+not|don't|not)\s+"
         r"(?:promise|guarantee|show|deny|say\s+anything\s+about)\w*\b[^,;.()]*", _ignore()),
        (r"\b(?:accepts?|accepting|declines?|declining|rejects?|rejecting|refuses?|refusing|"
         r"cooperates?\s+with|cooperating\s+with|answers?|answering|responds?\s+to)\s+"
         r"(?:the\s+|an?\s+|partner's\s+)?(?:game\s+|slam\s+)?(?:invitation|try)\b", _ignore()),
        # alternatives: "a long suit, a good suit with support, or a balanced hand",
        # "22+ HCP or the playing equivalent"
        (r"(?:^|(?<=[;.(]))[^;.()]*,\s*or\s+[^,;.()]*", _ignore()),
        (r"[^,;.()]*\(\s*or\b[^()]*\)", _ignore()),
        (r"(?:^|(?<=[,;:(]))[^,;.()]*\bor\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}hand\b[^,;.()]*",
         _ignore()),
        (rf"\b{RANGE}\s*(?:-\s*)?(?:{HCP}|{PTS})\s+or\s+(?!(?:an?\s+)?(?:{RANGE})\s*(?:-\s*)?"
         rf"(?:{HCP}|{PTS}|\+)|more\b|better\b|less\b|fewer\b|greater\b)[^,;.()]*", _ignore()),
        # aces and key cards shown in answer to an ace ask, features of a weak two
        (rf"\b(?P<a>{COUNT})(?:\s+or\s+(?P<b>{COUNT}))?\s+key\s?-?cards?"
         r"(?:\s+(?P<q>with|without)\s+the\s+(?:trump\s+)?queen\b(?:\s+of\s+\w+)?)?",
         _counted("keycards")),
        (rf"\b(?P<a>{COUNT})(?:\s+or\s+(?P<b>{COUNT}))?\s+aces?\b(?!\s+(?:missing|held))",
         _counted("aces")),
        (r"\bfeature\s*(?:\(\s*ace\s+or\s+king\s*\)\s*)?in\s+(?P<s>spades|hearts|diamonds|clubs)\b",
         _feature),
        # stoppers the caller holds or denies
        (r"(?P<neg>\b(?:no|without|denies|denying|lacks?)\s+(?:a\s+)?(?:good\s+)?)?"
         r"(?:\ba\s+)?(?:good\s+)?\b(?P<s>spade|heart|diamond|club)\s+stoppers?\b", _stopper),
        (rf"(?P<neg>\b(?:no|without|denies|denying|lacks?)\s+(?:a\s+)?(?:good\s+)?)?"
         rf"\bstoppers?\s+in\s+(?P<s>{_STOPPED})", _stopper),
        # the caller's length in another player's suit, then what others hold or do
        (rf"(?P<neg>{NEG}){_R}{CARD}(?:in\s+)?(?P<s>{REF}|{SUPPORT})", _length),
        (rf"{_R}{CARD}(?:in\s+)?(?P<s>{SUPPORT_FOR})", _length),
        (rf"{_R}{CARD}(?:in|of)\s+(?P<s>(?:the\s+)?{OWNED})", _length),
        (rf"\b(?:if|when|unless|once|whenever|whereupon|so\s+that|in\s+case)\s+(?:the\s+)?"
         rf"(?P<who>{PLAYER})\b[^,;.()]*", _other),
        (rf"{_CLAUSE}(?:the\s+)?(?P<who>{PLAYER})\s+(?=[a-z])[^,;.()]*", _other),
        (rf"\b(?:the\s+)?(?P<who>{PLAYER}|their)(?:'s|s'|')?\s+(?:(?:own|first|second|bid|"
         rf"long|longer|longest|known|shown|original|opening|overcalled|rebid)\s+)*"
         rf"{RANGE}{CARD}(?:{REF}|{SUIT1})", _other),
        # points
        (rf"{_R}\s*(?:-\s*)?{HCP}(?P<sfx>{SUFFIX})", _points("hcp")),
        (rf"{_R}\s*(?:-\s*)?{PTS}(?P<sfx>{SUFFIX})", _points("points")),
        # shape
        (r"\b[0-7]\s*-\s*[0-7]\s*-\s*[0-7]\s*-\s*[0-7]\b", _pattern),
        (rf"(?P<a>{DIGIT})\s*-\s*(?P<b>{DIGIT})\+?"
         rf"(?:\s+or\s+(?:longer|more|better|[0-7]-[0-7]))?(?:\s+shape)?\s+(?:or\s+longer\s+)?"
         rf"(?:in\s+)?(?P<s>{TWO})", _pair),
        (rf"{_R}{CARD}(?:in|of)\s+(?:each|both)\s+(?:of\s+(?:the\s+)?)?(?P<s>majors?|minors?)\b",
         _each),
        # "both majors" with no length: at least four cards in each (the usual reading)
        (r"(?<![\d+-]\s)(?<![\d+])\b(?:with\s+|holding\s+|and\s+)?(?:both|the\s+two)\s+"
         r"(?P<s>majors|minors)\b(?!\s+or\b)", _both),
        (rf"(?P<neg>{NEG})(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|singleton/void|"
         rf"shortness|short|singleton|void|doubleton)s?\s+(?:cards?\s+)?(?:in\s+)?(?:the\s+)?"
         rf"(?P<s>{REF})", _no_short),
        (rf"{NEG}(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|shortness|short\s+suit|"
         r"singleton|void)s?\b(?:\s+to\s+show\b)?", _no_short),
        (rf"\b(?:a\s+)?(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|singleton/void|"
         rf"shortness|short|singleton|void|doubleton|0-1\s+cards?)\s+(?:cards?\s+)?(?:in\s+)?"
         rf"(?:the\s+)?(?P<s>{REF}|partner's\s+suit)", _short),
        (r"\b(?P<s>spade|heart|diamond|club)\s+(?P<w>singleton|void|shortness|doubleton)\b",
         _short),
        (r"\bsemi-?\s?balanced\b", _shape("semi_balanced", True)),
        (r"\b(?:unbalanced|not\s+balanced)\b", _shape("balanced", False)),
        (r"\b(?:balanced|flat)\b", _shape("balanced", True)),
        # lengths
        (rf"{_R}{CARD}(?:in\s+)?(?P<a>{SUIT1})\s+(?P<op>or)\s+(?P<r2>{RANGE}){CARD}(?:in\s+)?"
         rf"(?P<b>{SUIT1})", _either),
        (rf"{_R}{CARD}(?:in\s+)?(?P<a>{SUIT1})\s+(?P<op>or|and)\s+(?P<b>{SUIT1})(?!\s*[+\d])",
         _either),
        (rf"{_R}{CARD}(?:in\s+)?(?:(?:a|an|one|either|the)\s+)?(?P<s>{REF}|{SUPPORT})", _length),
        (rf"{_R}\s*(?:-\s*|\s+)(?P<s>cards?)\b(?!\s*(?:fit|trump|key|ending))", _length),
        # forcing
        (r"\bgame[- ]?forc(?:ing|e)\b|\bforc(?:ing|es?)\s+to\s+game\b|\bgf\b|"
         r"\bforcing\s+to\s+(?:3\s*nt|3\s*notrump|4)", _forcing("game_forcing")),
        (r"\bforcing\s+(?:for\s+)?(?:one|1)\s+round\b|\bone[- ]round\s+forc(?:e|ing)\b|\bf1\b",
         _forcing("forcing_one_round")),
        (r"\bslam[- ](?:try|tries|interest|invitation|invitational|invite|going|suggestion)\b|"
         r"\bquantitative\b|\binvites?\s+(?:a\s+)?slam\b", _forcing("slam_try")),
        (r"\binvitational\b|\binvit(?:e|es|ing|ation)\b|\binv\b|\bgame[- ]tr(?:y|ies)\b",
         _forcing("invitational")),
        (r"\bsign[- ]?offs?\b|\bsigns?\s+off\b|\bsigning\s+off\b|\bto\s+play\b|\bdrop[- ]dead\b",
         _forcing("signoff")),
        (r"\bforcing\b|\bforces?\b", _forcing("forcing")),
        (r"\basks?\b|\basking\b|\brelays?\b|\bpuppets?\b|\binquiry\b|\benquiry\b",
         _forcing("asking")),
    ]
]
# fmt: on


def find(text: str, bidder: frozenset[str] = frozenset()) -> list[Found]:
    """Every reading of ``text`` (lowercased), in pattern order.

    A stretch about another player comes back as ``ignore``; when the player named is
    one of ``bidder`` (the caller's own role names) it is left for the later patterns.
    """
    work = text
    found: list[Found] = []
    for regex, handler in _PATTERNS:
        for match in list(regex.finditer(work)):
            items = handler(match)
            if not items:
                continue
            if items[0].kind == "other":
                if items[0].word in bidder:
                    continue
                items = [Found("ignore", items[0].span)]
            found.extend(items)
            start, end = _span(match)
            work = work[:start] + "\0" * (end - start) + work[end:]
    return found
