"""Extracting structured constraints from a rule's meaning, and measuring how well it works.

``extract_constraints("Limit raise, 3+ hearts, 10-12 support points, invitational")``
gives total points 10-12, ``suit_length {"hearts": "3+"}``, forcing ``invitational``.

Coverage: a meaning *states* a constraint when it has a number next to HCP / points /
a suit or strain word / "card", or a shape or forcing word; it is *extracted* when every
stated item produced a structured field. Mentions of calls ("bid 3 hearts", "transfer to
3 clubs"), of what a call asks for ("asks for a 4-card major") and of what a hand *may*
hold ("may have 4 spades") say nothing firm about the caller's hand and are not counted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from library.model import Constraints
from library.sequence import SuitsBid, suits_bid

__all__ = ["Extraction", "analyse_meaning", "extract_constraints"]

Span = tuple[int, int]
_SUITS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
_WORDS = (
    "one", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "eleven", "twelve", "thirteen",
)  # fmt: skip
_FORCING_ORDER = (
    "game_forcing", "slam_try", "forcing_one_round", "forcing",
    "invitational", "signoff", "non_forcing", "asking",
)  # fmt: skip

# --- regular expressions -------------------------------------------------------------
N = r"(?:\d{1,2}|" + "|".join(_WORDS) + r")\b"
_BOUND = (
    r"(?:at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|min\.?|up\s+to|at\s+most|"
    r"a\s+maximum\s+of|maximum(?:\s+of)?|max\.?|no\s+more\s+than|not\s+more\s+than|"
    r"less\s+than|fewer\s+than|under|more\s+than|exactly|only)"
)
RANGE = (
    rf"(?:{_BOUND}\s+{N}|{N}\s*(?:-|to)\s*{N}\+?|{N}\s+or\s+{N}|{N}\s*\+|"
    rf"{N}\s+or\s+(?:more|longer|better|greater|fewer|less|shorter)\b|{N}\s+plus\b|{N})"
)
_SUFFIX = (
    r"(?:\s*\+|\s+or\s+(?:more|better|less|fewer)\b|\s+plus\b|\s+max(?:imum)?\b|"
    r"\s+min(?:imum)?\b|\s+at\s+(?:most|least)\b)?"
)
HCP = r"(?:hcps?|high[- ]card\s+points?|hc\s+points?)\b"
PTS = r"(?:(?:support|total|dummy|distributional|playing|declarer|starting)\s+)?(?:points?|pts)\b"
SUIT1 = r"(?:spades?|hearts?|diamonds?|clubs?)\b"
TWO = (
    rf"(?:(?:the\s+|both\s+)?(?:majors|minors|major\s+suits|minor\s+suits)\b|"
    rf"{SUIT1}\s+and\s+(?:a\s+|the\s+)?(?:{SUIT1}|(?:other\s+)?(?:major|minor)\b))"
)
REF = (
    rf"(?:{SUIT1}(?:\s+suit\b)?|(?:each\s+|all\s+|both\s+|the\s+)?(?:other|unbid)\s+"
    rf"(?:two\s+|three\s+)?suits?\b|(?:the\s+)?other\s+(?:major|minor)\b|(?:major|minor)(?:\s+suit)?\b|"
    r"(?:(?:the|own|a|an|good|long|strong|decent|bid|that|this|same)\s+)*suit\b)"
)
CARD = (
    r"(?:\s*-\s*|\s+)?(?:cards?\s+)?(?:(?:good|strong|long|decent|solid|weak|poor|chunky|"
    r"quality|robust|self-sufficient|running|reasonable|nice)\s+)?"
)
SUPPORT = rf"(?:{SUIT1}\s+)?(?:support|trumps?|trump\s+support)\b"
_NEG = (
    r"\b(?:no|denies|deny|denying|without|not|never|lacks?|lacking)\s+"
    r"(?:a\s+|an\s+|any\s+|the\s+)?"
)
_STATED_UNIT = (
    rf"(?:{HCP}|high[- ]card|points?\b|pts\b|{SUIT1}|majors?\b|minors?\b|suits?\b|cards?\b|"
    r"support\b|trumps?\b)"
)
_STATED = [
    re.compile(
        rf"\b{N}(?:\s*\+)?(?:\s*(?:-|to|or)\s*{N})?\+?(?:\s+or\s+(?:more|longer|better|fewer|less))?"
        rf"\s*(?:-\s*|\s+)?(?:cards?\s+)?(?:(?:in|of)\s+)?(?:(?:each|both|either|one|a|an|the|"
        rf"other|support|total|dummy|good|long|strong|decent|solid|weak|poor|quality|nice)\s+)*"
        rf"(?:of\s+the\s+)?{_STATED_UNIT}"
    ),
    re.compile(r"\b(?:semi-?\s?balanced|unbalanced|balanced)\b|\b[0-7]-[0-7]-[0-7]-[0-7]\b"),
    re.compile(
        r"\b(?:singleton|void|shortness|doubleton|short)\s+(?:in\s+)?(?:the\s+)?(?:other\s+)?"
        rf"(?:{SUIT1}|major\b|minor\b)"
    ),
    re.compile(r"\b(?:spade|heart|diamond|club)\s+(?:singleton|void|shortness)\b"),
    re.compile(
        r"\b(?:non-?\s?forcing|forcing|invitational|sign-?\s?off|signoff|to\s+play|"
        r"game[- ]force|slam[- ]try|game[- ]try|one[- ]round\s+force|gf|f1)\b"
    ),
]


@dataclass
class Found:
    kind: str  # hcp points length short shape forcing ignore
    span: Span
    lo: int = 0
    hi: int | None = None
    suit: str = ""
    word: str = ""
    flag: bool = True
    negated: bool = False


def _num(text: str) -> int:
    return int(text) if text.isdigit() else _WORDS.index(text) + 1


def _range(text: str) -> tuple[int, int | None]:
    """Read a count or range written in words: '10-12', '5+', 'up to 9', 'less than 8'."""
    nums = [_num(n) for n in re.findall(N, text)]
    if not nums:
        return 0, None
    n = nums[0]
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


def _points(kind: str) -> Handler:
    return lambda m: [Found(kind, m.span(), *_range(m.group("r") + m.group("sfx")))]


def _length(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    generic = re.fullmatch(r"(?:an?\s+|any\s+)?(?:major|minor)(?:\s+suit)?", m.group("s"))
    if generic and "card" in m.group(0) and "exactly" not in m.group(0):
        hi = None  # "a 5-card major": some major of five cards or more
    negated = "neg" in m.groupdict() and m.group("neg") is not None
    if negated:
        lo, hi = 0, max(lo - 1, 0)
    return [Found("length", m.span(), lo, hi, suit=m.group("s"), negated=negated)]


def _each(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    which = "major" if "major" in m.group("s") else "minor"
    return [Found("length", m.span(), lo, hi, suit=f"each {which}")]


def _pair(m: re.Match[str]) -> list[Found]:
    lo = min(int(m.group("a")), int(m.group("b")))
    target = m.group("s")
    parts = re.split(r"\s+and\s+", target)
    if len(parts) == 1:
        parts = [f"each {'major' if 'major' in target else 'minor'}"]
    return [Found("length", m.span(), lo, None, suit=p) for p in parts]


def _either(m: re.Match[str]) -> list[Found]:
    lo, hi = _range(m.group("r"))
    a, b = m.group("a"), m.group("b")
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


def _shape(key: str, flag: bool) -> Handler:
    return lambda m: [Found("shape", m.span(), word=key, flag=flag)]


def _pattern(m: re.Match[str]) -> list[Found]:
    digits = [int(d) for d in re.findall(r"\d", m.group(0))]
    if sum(digits) != 13:
        return []
    return [Found("shape", m.span(), word="pattern", suit="-".join(map(str, digits)))]


def _forcing(word: str) -> Handler:
    return lambda m: [Found("forcing", m.span(), word=word)]


_VERBS = {"ask": "asking", "invit": "invitational", "forc": "forcing"}


def _ignore(force: str | None = None) -> Handler:
    """Mark a span as saying nothing about the caller's hand (maybe implying a force)."""

    def handle(m: re.Match[str]) -> list[Found]:
        found = [Found("ignore", m.span())]
        verb = m.groupdict().get("v") or ""
        word = force or next((f for v, f in _VERBS.items() if verb.startswith(v)), None)
        if word:
            found.append(Found("forcing", (m.start(), m.start()), word=word))
        return found

    return handle


_R = rf"(?P<r>\b{RANGE})"
# fmt: off
_PATTERNS: list[tuple[re.Pattern[str], Handler]] = [
    (re.compile(p), h)
    for p, h in [
        # what a call asks for, what a hand may hold, and calls named in words
        (r"\b(?:asks?|asking|inquir\w*|enquir\w*|looks?|looking|searching|seeks?|seeking|"
         r"checks?|checking|relays?)\s+(?:for|about|after|whether)\b[^,;.()]*"
         r"(?:(?:,[^,;.()]*)?,[^,;.()]*\bor\b[^,;.()]*)?",
         _ignore("asking")),
        (r"\b(?P<v>asks?|asking|invit\w*|tells?|telling|requests?|instructs?|forces?|forcing|"
         r"wants?|expects?|lets?|allows?)\s+(?:partner|responder|opener|advancer|overcaller|"
         r"doubler|him|her|them|the\s+\w+)\s+to\b[^,;.()]*", _ignore()),
        (r"\b(?:may|might|can|could|possibly|perhaps|maybe|sometimes|occasionally)\s+"
         r"(?:also\s+|still\s+)?(?:have|hold|contain|be|include)\b[^,;.()]*", _ignore()),
        (r"(?<!\d\s)(?<!\d)(?<!up\s)\b(?:to|bid|bids|bidding|rebids?|over|after|in|at|then|of)"
         r"\s+(?:the\s+)?[1-7]\s*(?:spades|hearts|diamonds|clubs|notrump|no-?trumps?|nt)\b",
         _ignore()),
        (r"\b[1-7]\s*(?:notrump|no-?trumps?)\b", _ignore()),
        (r"\b(?:between|of)\s+[1-7]\s*(?:nt|notrump|[cdhs])?\s+(?:and|or)\s+[1-7]\s*"
         r"(?:spades|hearts|diamonds|clubs)\b", _ignore()),
        (r"\b(?:[1-7]\s*(?:nt|[cdhs])|game)\s+(?:and|or)\s+[1-7]\s*"
         r"(?:spades|hearts|diamonds|clubs)\b", _ignore()),
        (r"\b(?:accepts?|accepting|declines?|declining|rejects?|rejecting|refuses?|refusing)"
         r"\s+(?:the\s+|an?\s+|partner's\s+)?(?:game\s+|slam\s+)?(?:invitation|try)\b", _ignore()),
        # points
        (rf"{_R}\s*(?:-\s*)?{HCP}(?P<sfx>{_SUFFIX})", _points("hcp")),
        (rf"{_R}\s*(?:-\s*)?{PTS}(?P<sfx>{_SUFFIX})", _points("points")),
        # shape
        (r"\b[0-7]\s*-\s*[0-7]\s*-\s*[0-7]\s*-\s*[0-7]\b", _pattern),
        (rf"(?P<a>[0-7])\s*-\s*(?P<b>[0-7])\+?(?:\s+or\s+(?:longer|more|better|[0-7]-[0-7]))?"
         rf"(?:\s+shape)?\s+(?:or\s+longer\s+)?(?:in\s+)?(?P<s>{TWO})", _pair),
        (rf"{_R}{CARD}(?:in|of)\s+(?:each|both)\s+(?:of\s+(?:the\s+)?)?(?P<s>majors?|minors?)\b",
         _each),
        (rf"\b(?:a\s+)?(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|singleton/void|"
         rf"shortness|short|singleton|void|doubleton|0-1\s+cards?)\s+(?:cards?\s+)?(?:in\s+)?"
         rf"(?:the\s+)?(?P<s>{REF}|partner's\s+suit)", _short),
        (r"\b(?P<s>spade|heart|diamond|club)\s+(?P<w>singleton|void|shortness|doubleton)\b",
         _short),
        (r"\bsemi-?\s?balanced\b", _shape("semi_balanced", True)),
        (r"\b(?:unbalanced|not\s+balanced)\b", _shape("balanced", False)),
        (r"\b(?:balanced|flat)\b", _shape("balanced", True)),
        # lengths
        (rf"(?P<neg>{_NEG}){_R}{CARD}(?:in\s+)?(?P<s>{REF}|{SUPPORT})", _length),
        (rf"{_R}{CARD}(?:in\s+)?(?P<a>{SUIT1})\s+(?P<op>or)\s+(?:{RANGE}){CARD}(?:in\s+)?"
         rf"(?P<b>{SUIT1})", _either),
        (rf"{_R}{CARD}(?:in\s+)?(?P<a>{SUIT1})\s+(?P<op>or|and)\s+(?P<b>{SUIT1})(?!\s*[+\d])",
         _either),
        (rf"{_R}{CARD}(?:in\s+)?(?:(?:a|an|one|either|the)\s+)?(?P<s>{REF}|{SUPPORT})", _length),
        (rf"{_R}\s*(?:-\s*|\s+)(?P<s>cards?)\b(?!\s*(?:fit|trump|key|ending))", _length),
        # forcing
        (r"\bnon-?\s?forcing\b|\bnot\s+forcing\b|\bnf\b|\bpassable\b|\bpartner\s+may\s+pass\b",
         _forcing("non_forcing")),
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


def _find(text: str) -> list[Found]:
    work = text
    found: list[Found] = []
    for regex, handler in _PATTERNS:
        for match in list(regex.finditer(work)):
            items = handler(match)
            if not items:
                continue
            found.extend(items)
            start, end = match.span()
            work = work[:start] + "\0" * (end - start) + work[end:]
    return found


# --- resolving suit words with the sequence -------------------------------------------
def _support_suit(ctx: SuitsBid) -> str | None:
    if ctx.strain is not None and ctx.strain in ctx.side:
        return ctx.strain
    majors = [s for s in ctx.partner if s in ("hearts", "spades")]
    return majors[0] if majors else ctx.partner[0] if ctx.partner else ctx.strain


def _other(ctx: SuitsBid, kind: str) -> str | None:
    pair = ("hearts", "spades") if kind == "major" else ("clubs", "diamonds")
    suit = next((s for s in (*ctx.partner, *ctx.side, *ctx.theirs) if s in pair), None)
    return None if suit is None else pair[1] if suit == pair[0] else pair[0]


def _resolve(word: str, ctx: SuitsBid, negated: bool = False) -> list[str]:
    """The suit keys a suit word stands for; empty when the sequence does not tell."""
    word = re.sub(r"\s+", " ", word.strip())
    if re.search(r"\b(?:other|unbid)\s+(?:two\s+|three\s+)?suits?\b", word):
        unbid = [s for s in _SUITS.values() if s not in ctx.theirs]
        return unbid if ctx.theirs else []
    if negated and re.fullmatch(r"(?:an?\s+|any\s+)?suit", word):
        return list(_SUITS.values())
    named = re.findall(r"\b(spade|heart|diamond|club)", word)
    rest = re.sub(r"\b(spades?|hearts?|diamonds?|clubs?)\b", "", word)
    suits = [n + "s" for n in named]
    if "support" in word or "trump" in word or "fit" in word or "partner" in word:
        if suits:
            return suits
        s = _support_suit(ctx)
        return [s] if s else []
    if "other" in rest:
        s = _other(ctx, "major" if "major" in rest else "minor")
        return [*suits, s] if s else []
    if word.startswith("each") or word.endswith(("majors", "minors")) or "suits" in word:
        pair = ["spades", "hearts"] if "major" in word else ["clubs", "diamonds"]
        return suits + pair if "major" in word or "minor" in word else suits
    if "major" in rest:
        suits.append("major")
    elif "minor" in rest:
        suits.append("minor")
    elif not suits and ("suit" in rest or "card" in rest):
        return [ctx.strain] if ctx.strain else []
    return suits


# --- putting it together ---------------------------------------------------------------
@dataclass(frozen=True)
class Extraction:
    """The constraints of a meaning, with what coverage needs to know."""

    constraints: Constraints
    stated: tuple[str, ...] = ()
    missed: tuple[str, ...] = ()

    @property
    def states(self) -> bool:
        return bool(self.stated)

    @property
    def extracted(self) -> bool:
        return bool(self.stated) and not self.missed


def _hull(ranges: list[tuple[int, int | None]]) -> tuple[int, int | None]:
    his = [r[1] for r in ranges]
    hi = None if None in his else max(h for h in his if h is not None)
    return min(r[0] for r in ranges), hi


def _length_text(lo: int, hi: int | None) -> str:
    return f"{lo}+" if hi is None else str(lo) if lo == hi else f"{lo}-{hi}"


def _overlaps(a: Span, b: Span) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def analyse_meaning(meaning: str, sequence: str | None = None) -> Extraction:
    """Extract the constraints of ``meaning`` and report which stated items were extracted."""
    text = meaning.lower().replace("–", "-").replace("—", "-")
    if len(text) != len(meaning):
        text = meaning.replace("–", "-")
    ctx = suits_bid(sequence)
    ranges: dict[str, list[tuple[int, int | None]]] = {"hcp": [], "points": []}
    lengths: dict[str, list[tuple[int, int | None]]] = {}
    shape: dict[str, bool | str] = {}
    forcing: set[str] = set()
    good: list[Span] = []
    ignored: list[Span] = []
    for item in _find(text):
        if item.kind == "ignore":
            ignored.append(item.span)
            continue
        if item.kind in ranges:
            ranges[item.kind].append((item.lo, item.hi))
        elif item.kind == "forcing":
            forcing.add(item.word)
        elif item.kind == "shape":
            shape[item.word] = item.suit if item.word == "pattern" else item.flag
        else:
            suits = _resolve(item.suit, ctx, item.negated)
            if not suits:
                continue
            if item.negated and suits in (["major"], ["minor"]):
                suits = ["spades", "hearts"] if suits == ["major"] else ["clubs", "diamonds"]
            for suit in suits:
                lengths.setdefault(suit, []).append((item.lo, item.hi))
            if item.kind == "short" and item.word != "doubleton":
                shape.setdefault(item.word, suits[0])
        good.append(item.span)
    hcp = _hull(ranges["hcp"]) if ranges["hcp"] else (0, None)
    pts = _hull(ranges["points"]) if ranges["points"] else (0, None)
    constraints = Constraints(
        hcp_min=hcp[0] or None,
        hcp_max=hcp[1],
        total_points_min=pts[0] or None,
        total_points_max=pts[1],
        suit_length={suit: _length_text(*_hull(rs)) for suit, rs in lengths.items()},
        shape=shape,
        forcing=next((f for f in _FORCING_ORDER if f in forcing), None),
    )
    stated: list[str] = []
    missed: list[str] = []
    for regex in _STATED:
        for match in regex.finditer(text):
            span = match.span()
            if any(_overlaps(span, other) for other in ignored):
                continue
            stated.append(meaning[span[0] : span[1]])
            if not any(_overlaps(span, other) for other in good):
                missed.append(meaning[span[0] : span[1]])
    return Extraction(constraints, tuple(stated), tuple(missed))


def extract_constraints(meaning: str, sequence: str | None = None) -> Constraints:
    """The structured constraints of a meaning.

    ``sequence`` (optional) lets "support", "the suit" or "the other major" be resolved
    to a suit: "4+ card support" on ``1h-(p)-2n`` means 4+ hearts.
    """
    return analyse_meaning(meaning, sequence).constraints
