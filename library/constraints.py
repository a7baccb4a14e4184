"""Extracting structured constraints from a rule's meaning, and measuring how well it works.

``extract_constraints("Limit raise, 3+ hearts, 10-12 support points, invitational")``
gives total points 10-12, ``suit_length {"hearts": IntRange(3, None)}``, forcing ``invitational``.

Coverage: a meaning *states* a constraint when it has a number next to HCP / points /
a suit or strain word / "card", or a shape or forcing word; it is *extracted* when every
stated item produced a structured field. Only firm constraints on the caller's own hand
count. Not counted (and not extracted): calls named in words ("bid 3 hearts", "to play
3 clubs"), what a call asks for ("asks for a 4-card major"), hedges ("usually 4 spades",
"may have 4 spades"), negated force words ("no slam interest", "not game forcing"),
alternatives ("22+ HCP or the playing equivalent"; "a long suit, or a balanced hand")
and what partner or the opponents hold or do ("opener passes with 3 hearts"). A denial
("denies 4 hearts", "no 4-card major") is a firm maximum and is counted. The patterns
themselves are in ``library.meaning_patterns``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from library.meaning_patterns import STATED, find
from library.model import Constraints, IntRange
from library.sequence import SequenceError, is_bid, parse_sequence, suits_bid

__all__ = ["Extraction", "analyse_meaning", "extract_constraints"]

_SUITS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
_FORCING_ORDER = (
    "game_forcing", "slam_try", "forcing_one_round", "forcing",
    "invitational", "signoff", "non_forcing", "asking",
)  # fmt: skip
_MAJORS = ("hearts", "spades")
Span = tuple[int, int]
Range = tuple[int, int | None]


# --- what the sequence tells: suits bid, and the caller's role ----------------------------
@dataclass(frozen=True)
class _Context:
    """The suits bid in the sequence (most recent first) and the caller's role names."""

    strain: str | None = None
    partner: tuple[str, ...] = ()
    side: tuple[str, ...] = ()
    theirs: tuple[str, ...] = ()
    own: tuple[str, ...] = ()
    roles: frozenset[str] = field(default_factory=frozenset)


def _context(sequence: str | None) -> _Context:
    bid = suits_bid(sequence)
    try:
        calls = parse_sequence(sequence) if sequence else ()
    except SequenceError:
        calls = ()
    if not calls:
        return _Context(bid.strain, bid.partner, bid.side, bid.theirs)
    last = len(calls) - 1
    own = tuple(
        _SUITS[calls[i].call[1]]
        for i in range(last - 4, -1, -4)
        if is_bid(calls[i].call) and calls[i].call[1] != "n"
    )
    first = next((i for i, c in enumerate(calls) if c.call != "p"), last)
    if calls[first].theirs == calls[last].theirs:  # our side opened
        roles = {"opener"} if (last - first) % 4 == 0 else {"responder"}
    else:
        side = [i for i, c in enumerate(calls) if c.theirs == calls[last].theirs]
        ours = next((i for i in side if calls[i].call != "p"), last)
        same = (last - ours) % 4 == 0
        roles = {"overcaller", "doubler", "intervenor"} if same else {"advancer"}
    return _Context(bid.strain, bid.partner, bid.side, bid.theirs, own, frozenset(roles))


# --- resolving suit words with the sequence -------------------------------------------
def _support_suit(ctx: _Context) -> str | None:
    if ctx.strain is not None and ctx.strain in ctx.side:
        return ctx.strain
    majors = [s for s in ctx.partner if s in _MAJORS]
    return majors[0] if majors else ctx.partner[0] if ctx.partner else ctx.strain


def _other(ctx: _Context, kind: str) -> str | None:
    pair = _MAJORS if kind == "major" else ("clubs", "diamonds")
    suit = next((s for s in (*ctx.partner, *ctx.side, *ctx.theirs) if s in pair), None)
    return None if suit is None else pair[1] if suit == pair[0] else pair[0]


_OWNER = re.compile(
    r"\b(partner|opener|responder|advancer|overcaller|doubler|intervenor|opponents|their|his|her)"
)


def _owned(word: str, ctx: _Context) -> list[str] | None:
    """The suit of "partner's suit", "opener's major", "their suit" (None: no owner named)."""
    match = _OWNER.search(word)
    if match is None:
        return None
    owner = match.group(1)
    if owner in ("opponents", "their"):
        suits = ctx.theirs
    elif owner in ctx.roles:
        suits = ctx.own
    else:
        suits = ctx.partner
    if "major" in word:
        suits = tuple(s for s in suits if s in _MAJORS)
    elif "minor" in word:
        suits = tuple(s for s in suits if s not in _MAJORS)
    if ctx.strain in suits:
        return [ctx.strain]  # a raise: the suit bid is the one supported
    return [suits[0]] if suits else []


def _resolve(word: str, ctx: _Context, negated: bool = False) -> list[str]:
    """The suit keys a suit word stands for; empty when the sequence does not tell."""
    word = re.sub(r"\s+", " ", word.strip())
    if word == "all suits":
        return list(_SUITS.values())
    if re.search(r"\b(?:other|unbid)\s+(?:two\s+|three\s+)?suits?\b", word):
        unbid = [s for s in _SUITS.values() if s not in ctx.theirs]
        return unbid if ctx.theirs else []
    if negated and re.fullmatch(r"(?:an?\s+|any\s+)?suit", word):
        return list(_SUITS.values())
    named = re.findall(r"\b(spade|heart|diamond|club)", word)
    rest = re.sub(r"\b(spades?|hearts?|diamonds?|clubs?)\b", "", word)
    suits = [n + "s" for n in named]
    owned = None if suits else _owned(rest, ctx)
    if owned is not None:
        return owned
    if "support" in word or "trump" in word or "fit" in word:
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


def _stopped_suits(word: str, ctx: _Context) -> list[str]:
    """The suits of 'heart', 'the unbid suits', 'both majors', 'their suit'."""
    if "unbid" in word or "other" in word:
        bid = {*ctx.side, *ctx.theirs, *([ctx.strain] if ctx.strain else [])}
        return [s for s in _SUITS.values() if s not in bid] if bid else []
    if "major" in word:
        return list(_MAJORS)
    if "minor" in word:
        return ["clubs", "diamonds"]
    if "their" in word or "opponent" in word:
        return list(ctx.theirs[:1])
    return [n + "s" for n in re.findall(r"(spade|heart|diamond|club)", word)]


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


def _hull(ranges: list[Range]) -> Range:
    his = [r[1] for r in ranges]
    hi = None if None in his else max(h for h in his if h is not None)
    return min(r[0] for r in ranges), hi


def _combine(ranges: list[Range], caps: list[int], floors: list[int]) -> Range:
    """What is held of a suit: the hull of the stated lengths (one of them holds), within
    the denials ("2 hearts, denies 3 hearts" is 2 hearts; "no shortness" is 2+)."""
    lo, hi = _hull(ranges) if ranges else (0, None)
    cap = min(caps) if caps else None
    floor = max(floors) if floors else 0
    if cap is not None and lo <= cap and (hi is None or cap < hi):
        hi = cap
    if floor > lo and (hi is None or floor <= hi):
        lo = floor
    return lo, hi


def _overlaps(a: Span, b: Span) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def analyse_meaning(meaning: str, sequence: str | None = None) -> Extraction:
    """Extract the constraints of ``meaning`` and report which stated items were extracted."""
    text = meaning.lower().replace("–", "-").replace("—", "-")
    if len(text) != len(meaning):
        text = meaning.replace("–", "-")
    ctx = _context(sequence)
    ranges: dict[str, list[Range]] = {"hcp": [], "points": []}
    lengths: dict[str, list[Range]] = {}
    caps: dict[str, list[int]] = {}
    floors: dict[str, list[int]] = {}
    shape: dict[str, bool | str] = {}
    forcing: set[str] = set()
    stoppers: dict[str, bool] = {}  # suit -> held (True) or denied (False)
    counted: dict[str, tuple[int, ...]] = {}
    queen: bool | None = None
    features: list[str] = []
    good: list[Span] = []
    ignored: list[Span] = []
    for item in find(text, ctx.roles):
        if item.kind == "ignore":
            ignored.append(item.span)
            continue
        if item.kind in ranges:
            ranges[item.kind].append((item.lo, item.hi))
        elif item.kind == "forcing":
            forcing.add(item.word)
        elif item.kind in ("aces", "keycards"):
            counted[item.kind] = tuple(int(n) for n in item.suit.split())
            if item.word:
                queen = item.word == "queen"
        elif item.kind == "feature":
            features.append(item.suit)
        elif item.kind == "stopper":
            for suit in _stopped_suits(item.suit, ctx):
                stoppers[suit] = not item.negated
        elif item.kind == "shape":
            shape[item.word] = item.suit if item.word == "pattern" else item.flag
        else:
            suits = _resolve(item.suit, ctx, item.negated)
            if not suits:
                continue
            if item.negated and suits in (["major"], ["minor"]):
                suits = ["spades", "hearts"] if suits == ["major"] else ["clubs", "diamonds"]
            for suit in suits:
                if item.negated and item.hi is not None:
                    caps.setdefault(suit, []).append(item.hi)
                elif item.word == "floor":
                    floors.setdefault(suit, []).append(item.lo)
                else:
                    lengths.setdefault(suit, []).append((item.lo, item.hi))
            if item.kind == "short" and item.word != "doubleton":
                shape.setdefault(item.word, suits[0])
        good.append(item.span)
    hcp = _hull(ranges["hcp"]) if ranges["hcp"] else (0, None)
    pts = _hull(ranges["points"]) if ranges["points"] else (0, None)
    held = {
        suit: _combine(lengths.get(suit, []), caps.get(suit, []), floors.get(suit, []))
        for suit in dict.fromkeys([*lengths, *caps, *floors])
    }
    constraints = Constraints(
        hcp_min=hcp[0] or None,
        hcp_max=hcp[1],
        total_points_min=pts[0] or None,
        total_points_max=pts[1],
        suit_length={suit: IntRange(*r) for suit, r in held.items()},
        shape=shape,
        forcing=next((f for f in _FORCING_ORDER if f in forcing), None),
        stoppers=tuple(suit for suit, held in stoppers.items() if held),
        unstopped=tuple(suit for suit, held in stoppers.items() if not held),
        aces=counted.get("aces", ()),
        keycards=counted.get("keycards", ()),
        trump_queen=queen,
        features=tuple(features),
    )
    stated: list[str] = []
    missed: list[str] = []
    for regex in STATED:
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
