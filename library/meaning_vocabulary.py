"""The vocabulary the meaning patterns (library/meaning_patterns.py) are built from:
numbers, ranges, points, strains, players and the words that hedge or negate, as regular
expression fragments; and ``STATED``, what a meaning states about the caller's hand."""

from __future__ import annotations

import re

WORDS = (
    "one", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "eleven", "twelve", "thirteen",
)  # fmt: skip

# --- building blocks -----------------------------------------------------------------
N = r"(?:\d{1,2}|" + "|".join(WORDS) + r")\b"
_BOUND = (
    r"(?:at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|min\.?|up\s+to|at\s+most|"
    r"a\s+maximum\s+of|maximum(?:\s+of)?|max\.?|no\s+more\s+than|not\s+more\s+than|"
    r"no\s+fewer\s+than|no\s+less\s+than|not\s+fewer\s+than|not\s+less\s+than|"
    r"less\s+than|fewer\s+than|under|more\s+than|exactly|only)"
)
RANGE = (
    rf"(?:{_BOUND}\s+{N}|{N}\s*(?:-|to)\s*{N}\+?|{N}\s+or\s+{N}|{N}\s*\+|"
    rf"{N}\s+or\s+(?:more|longer|better|greater|fewer|less|shorter)\b|{N}\s+plus\b|{N})"
)
SUFFIX = (
    r"(?:\s*\+|\s+or\s+(?:more|better|less|fewer)\b|\s+plus\b|\s+max(?:imum)?\b|"
    r"\s+min(?:imum)?\b|\s+at\s+(?:most|least)\b)?"
)
HCP = r"(?:hcps?|high[- ]card\s+points?|hc\s+points?)\b"
PTS = r"(?:(?:support|total|dummy|distributional|playing|declarer|starting)\s+)?(?:points?|pts)\b"
SUIT1 = r"(?:spades?|hearts?|diamonds?|clubs?)\b"
STRAIN = r"(?:spades?|hearts?|diamonds?|clubs?|notrump|no-?trumps?|nt)\b"
LEVEL = r"(?:[1-7]|one|two|three|four|five|six|seven)\b"
DIGIT = r"(?:\b[0-7]|\b(?:one|two|three|four|five|six|seven)\b)"
PLAYER = r"(?:partner|opener|responder|advancer|overcaller|doubler|intervenor|opponents|lho|rho)"
_POSS = rf"(?:(?:the\s+)?{PLAYER}(?:'s|s'|')?|their)"
OWNED = (
    rf"{_POSS}\s+(?:(?:own|first|second|bid|long|longer|longest|known|shown|original|"
    rf"opening|overcalled|rebid)\s+)*(?:{SUIT1}|suit\b|major\b|minor\b)"
)
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
    r"(?:\s*-\s*|\s+)?(?:cards?\s+)?(?:or\s+(?:longer|more)\s+)?(?:(?:good|strong|long|decent|solid|weak|poor|chunky|"
    r"quality|robust|self-sufficient|running|reasonable|nice)\s+)?"
)
SUPPORT_FOR = (
    rf"(?:{SUIT1}\s+)?(?:support|fit|trump\s+support)\s+(?:for|in|with|of)\s+(?:the\s+)?"
    rf"(?:{OWNED}|his\s+(?:{SUIT1}|suit\b|major\b|minor\b)|{SUIT1})"
)
SUPPORT = (
    rf"(?:{SUPPORT_FOR}|(?:{SUIT1}\s+)?(?:support|trumps?|trump\s+support)\b"
    r"(?!\s+(?:points?|pts)\b))"
)
NEG = (
    r"\b(?:no|denies|deny|denying|without|not|never|lacks?|lacking|"
    r"(?:cannot|can't|can\s+not|does\s+not|doesn't|do\s+not|don't)\s+(?:have|hold))\s+"
    r"(?!(?:more|fewer|less)\s+than\b)(?:a\s+|an\s+|any\s+|the\s+)?"
)
FORCE = (
    r"(?:game[- ]?forc(?:ing|e)|gf\b|forc(?:ing|es?)\s+to\s+\w+|one[- ]round\s+forc\w*|"
    r"fourth[- ]suit[- ]forc\w*|forc\w*|f1\b|slam(?:[- ](?:try|tries|interest|invitation|"
    r"invitational|invite|going|suggestion|ambitions?))?\b|quantitative|invit\w*|"
    r"game[- ]tr(?:y|ies)|relay|asking|sign[- ]?off|to\s+play)"
)
HEDGE = (
    r"\b(?:usually|often|typically|normally|generally|mostly|mainly|probably|likely|"
    r"unlikely|possibly|perhaps|maybe|sometimes|occasionally|ideally|preferably|"
    r"frequently|commonly|about|around|roughly|approximately|not\s+necessarily|"
    r"as\s+a\s+rule|in\s+principle|more\s+often\s+than\s+not|at\s+times|"
    r"(?:may|might|could|can)\s+(?:also\s+|still\s+|even\s+|well\s+)?(?!not\b)\w+)\b"
)
_STATED_UNIT = (
    rf"(?:{HCP}|high[- ]card|points?\b|pts\b|{SUIT1}|majors?\b|minors?\b|suits?\b|cards?\b|"
    r"support\b|trumps?\b)"
)
STATED = [
    re.compile(
        rf"\b{N}(?:\s*\+)?(?:\s*(?:-|to|or)\s*{N})?\+?(?:\s+or\s+(?:more|longer|better|fewer|less))?"
        rf"\s*(?:-\s*|\s+)?(?:cards?\s+)?(?:(?:in|of)\s+)?(?:(?:each|both|either|one|a|an|the|"
        rf"other|support|total|dummy|good|long|strong|decent|solid|weak|poor|quality|nice)\s+)*"
        rf"(?:of\s+the\s+)?{_STATED_UNIT}"
    ),
    re.compile(r"\b(?:semi-?\s?balanced|unbalanced|balanced)\b|\b[0-7]-[0-7]-[0-7]-[0-7]\b"),
    re.compile(r"\b(?:both|the\s+two)\s+(?:majors|minors)\b"),
    re.compile(
        r"\b(?:singleton|void|shortness|doubleton|short)\s+(?:in\s+)?(?:the\s+)?(?:other\s+)?"
        rf"(?:{SUIT1}|major\b|minor\b)"
    ),
    re.compile(r"\b(?:spade|heart|diamond|club)\s+(?:singleton|void|shortness)\b"),
    re.compile(
        r"\b(?:no|without)\s+(?:singleton\s+or\s+void|void\s+or\s+singleton|shortness|void)\b"
    ),
    re.compile(
        r"\b(?:non-?\s?forcing|forcing|invitational|sign-?\s?off|signs?\s+off|to\s+play|"
        r"game[- ]force|slam[- ]try|game[- ]try|one[- ]round\s+force|gf|f1)\b"
    ),
]
