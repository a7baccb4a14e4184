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

import functools
import re

from library.meaning_readings import (
    COUNT,
    STOPPED,
    Found,
    Handler,
    both,
    call,
    conditional_play,
    counted,
    each,
    either,
    feature,
    forcing,
    ignore,
    length,
    no_short,
    other,
    pair,
    pattern,
    points,
    shape,
    short,
    span,
    stopper,
)
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
)

__all__ = ["STATED", "Found", "find"]

_R = rf"(?P<r>\b{RANGE})"
_CLAUSE = r"(?:^|(?<=[,;:(])|(?<=\band\s)|(?<=\bthen\s)|(?<=\bbut\s)|(?<=\bwhile\s))\s*"
# The table, in order, as written; compiled on the first `find` (`_compiled`), not on
# import: its 160 expressions cost 0.06 s of CPU, paid otherwise by every process that
# imports the library without reading a meaning (each command-line call does).
# fmt: off
_PATTERNS: list[tuple[str, Handler]] = [
        # what a call asks for or makes another player do
        (r"\b(?:asks?|asking|inquir\w*|enquir\w*|looks?|looking|searching|seeks?|seeking|"
         r"checks?|checking|relays?)\s+(?:for|about|after|whether)\b[^,;.()]*"
         r"(?:(?:,[^,;.()]*)?,[^,;.()]*\bor\b[^,;.()]*)?",
         ignore("asking")),
        (r"\b(?P<v>asks?|asking|invit\w*|tells?|telling|requests?|instructs?|forces?|forcing|"
         r"wants?|expects?|lets?|allows?)\s+(?:partner|responder|opener|advancer|overcaller|"
         r"doubler|him|her|them|the\s+\w+)\s+to\b[^,;.()]*", ignore()),
        # calls named in words
        (r"\b(?:between|of)\s+[1-7]\s*(?:nt|notrump|[cdhs])?\s+(?:and|or)\s+[1-7]\s*"
         r"(?:spades|hearts|diamonds|clubs)\b", ignore()),
        (r"\b(?:[1-7]\s*(?:nt|[cdhs])|game)\s+(?:and|or)\s+[1-7]\s*"
         r"(?:spades|hearts|diamonds|clubs)\b", ignore()),
        (rf"\b(?:to|bid|bids|bidding|rebids?|over|after|in|at|then|of|play|plays|playing|into|"
         rf"cue-?\s?bids?|jumps?|corrects?|converts?|pulls?|passes)\s+(?:the\s+)?"
         rf"(?P<x>{LEVEL}\s*{STRAIN})", call),
        (rf"\b(?:complet\w*|accept\w*|break\w*|super-?accept\w*)\s+(?:the\s+)?"
         rf"(?:transfer|relay|puppet)\s+(?:with|by\s+bidding|at|in|to)\s+(?:the\s+)?"
         rf"(?P<x>{LEVEL}\s*{STRAIN})", ignore()),
        (rf"(?P<x>\b[1-7]\s*{STRAIN})\s+(?:redoubled|doubled|contract|bid|rebid|call|response|"
         r"opening|overcall|cue-?\s?bid|level|relay|puppet)\b", call),
        (r"\b[1-7]\s*(?:notrump|no-?trumps?)\b", ignore()),
        # passable calls, and force words that are negated
        (r"\bto\s+play\s+(?P<c>(?:if|unless)\b[^,;.()]*)", conditional_play),
        (r"\b(?:partner|opener|responder|advancer|overcaller)\s+(?:may|can)\s+pass\b"
         r"(?P<c>[^,;.()]*)", conditional_play),
        (r"\boffers?\s+to\s+play\b", forcing("non_forcing")),
        (r"\b(?:not|never)\s+(?:game[- ]?forc(?:ing|e)|forc(?:ing|es?)\s+to\s+\w+)",
         ignore()),
        (r"\bnon-?\s?forcing\b|\b(?:not|never)\s+forcing\b|\bnf\b|\bpassable\b",
         forcing("non_forcing")),
        (r"\b(?:no|not|never|nor|without|isn't|is\s+not|lacks?|lacking|denies|deny|denying|"
         r"rules?\s+out|doesn't|does\s+not|do\s+not|cannot|can't)\s+"
         r"(?:(?:a|an|any|the|yet|quite|really|real|serious|further|more|longer|much|"
         r"strong\s+enough\s+to|enough\s+(?:values\s+)?(?:to|for)|interested\s+in|"
         r"interest\s+in|values\s+(?:for|to)|strength\s+(?:for|to)|able\s+to|promise|show|"
         rf"make|intend\w*\s+to|want\s+to|wish\s+to)\s+){{0,4}}{FORCE}", ignore()),
        # hedges, and what a call does not promise
        (rf"{HEDGE}[^,;.()]*", ignore()),
        (r"[^,;.()]*\b(?:is\s+|are\s+)?(?:possible|optional|allowed|permitted|acceptable|"
         r"tolerated)\b", ignore()),
        (r"\b(?:does\s+not|doesn't|need\s+not|needn't|do\s+not|don't|not)\s+"
         r"(?:promise|guarantee|show|deny|say\s+anything\s+about)\w*\b[^,;.()]*", ignore()),
        (r"\b(?:accepts?|accepting|declines?|declining|rejects?|rejecting|refuses?|refusing|"
         r"cooperates?\s+with|cooperating\s+with|answers?|answering|responds?\s+to)\s+"
         r"(?:the\s+|an?\s+|partner's\s+)?(?:game\s+|slam\s+)?(?:invitation|try)\b", ignore()),
        # alternatives: "a long suit, a good suit with support, or a balanced hand",
        # "22+ HCP or the playing equivalent"
        (r"(?:^|(?<=[;.(]))[^;.()]*,\s*or\s+[^,;.()]*", ignore()),
        (r"[^,;.()]*\(\s*or\b[^()]*\)", ignore()),
        (r"(?:^|(?<=[,;:(]))[^,;.()]*\bor\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}hand\b[^,;.()]*",
         ignore()),
        (rf"\b{RANGE}\s*(?:-\s*)?(?:{HCP}|{PTS})\s+or\s+(?!(?:an?\s+)?(?:{RANGE})\s*(?:-\s*)?"
         rf"(?:{HCP}|{PTS}|\+)|more\b|better\b|less\b|fewer\b|greater\b)[^,;.()]*", ignore()),
        # aces and key cards shown in answer to an ace ask, features of a weak two
        (rf"\b(?P<a>{COUNT})(?:\s+or\s+(?P<b>{COUNT}))?\s+key\s?-?cards?"
         r"(?:\s+(?P<q>with|without)\s+the\s+(?:trump\s+)?queen\b(?:\s+of\s+\w+)?)?",
         counted("keycards")),
        (rf"\b(?P<a>{COUNT})(?:\s+or\s+(?P<b>{COUNT}))?\s+aces?\b(?!\s+(?:missing|held))",
         counted("aces")),
        (r"\bfeature\s*(?:\(\s*ace\s+or\s+king\s*\)\s*)?in\s+(?P<s>spades|hearts|diamonds|clubs)\b",
         feature),
        # stoppers the caller holds or denies
        (r"(?P<neg>\b(?:no|without|denies|denying|lacks?)\s+(?:a\s+)?(?:good\s+)?)?"
         r"(?:\ba\s+)?(?:good\s+)?\b(?P<s>spade|heart|diamond|club)\s+stoppers?\b", stopper),
        (rf"(?P<neg>\b(?:no|without|denies|denying|lacks?)\s+(?:a\s+)?(?:good\s+)?)?"
         rf"\bstoppers?\s+in\s+(?P<s>{STOPPED})", stopper),
        # the caller's length in another player's suit, then what others hold or do
        (rf"(?P<neg>{NEG}){_R}{CARD}(?:in\s+)?(?P<s>{REF}|{SUPPORT})", length),
        (rf"{_R}{CARD}(?:in\s+)?(?P<s>{SUPPORT_FOR})", length),
        (rf"{_R}{CARD}(?:in|of)\s+(?P<s>(?:the\s+)?{OWNED})", length),
        (rf"\b(?:if|when|unless|once|whenever|whereupon|so\s+that|in\s+case)\s+(?:the\s+)?"
         rf"(?P<who>{PLAYER})\b[^,;.()]*", other),
        (rf"{_CLAUSE}(?:the\s+)?(?P<who>{PLAYER})\s+(?=[a-z])[^,;.()]*", other),
        (rf"\b(?:the\s+)?(?P<who>{PLAYER}|their)(?:'s|s'|')?\s+(?:(?:own|first|second|bid|"
         rf"long|longer|longest|known|shown|original|opening|overcalled|rebid)\s+)*"
         rf"{RANGE}{CARD}(?:{REF}|{SUIT1})", other),
        # points
        (rf"{_R}\s*(?:-\s*)?{HCP}(?P<sfx>{SUFFIX})", points("hcp")),
        (rf"{_R}\s*(?:-\s*)?{PTS}(?P<sfx>{SUFFIX})", points("points")),
        # shape
        (r"\b[0-7]\s*-\s*[0-7]\s*-\s*[0-7]\s*-\s*[0-7]\b", pattern),
        (rf"(?P<a>{DIGIT})\s*-\s*(?P<b>{DIGIT})\+?"
         rf"(?:\s+or\s+(?:longer|more|better|[0-7]-[0-7]))?(?:\s+shape)?\s+(?:or\s+longer\s+)?"
         rf"(?:in\s+)?(?P<s>{TWO})", pair),
        (rf"{_R}{CARD}(?:in|of)\s+(?:each|both)\s+(?:of\s+(?:the\s+)?)?(?P<s>majors?|minors?)\b",
         each),
        # "hearts first with both majors": which suit is shown first when holding both,
        # not a promise of both
        (r"\b(?:\w+\s+)?first\s+(?:with|holding)\s+(?:both|the\s+two)\s+(?:majors|minors)\b",
         ignore()),
        # "both majors" with no length: at least four cards in each (the usual reading)
        (r"(?<![\d+-]\s)(?<![\d+])\b(?:with\s+|holding\s+|and\s+)?(?:both|the\s+two)\s+"
         r"(?P<s>majors|minors)\b(?!\s+or\b)", both),
        (rf"(?P<neg>{NEG})(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|singleton/void|"
         rf"shortness|short|singleton|void|doubleton)s?\s+(?:cards?\s+)?(?:in\s+)?(?:the\s+)?"
         rf"(?P<s>{REF})", no_short),
        (rf"{NEG}(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|shortness|short\s+suit|"
         r"singleton|void)s?\b(?:\s+to\s+show\b)?", no_short),
        (rf"\b(?:a\s+)?(?P<w>singleton\s+or\s+void|void\s+or\s+singleton|singleton/void|"
         rf"shortness|short|singleton|void|doubleton|0-1\s+cards?)\s+(?:cards?\s+)?(?:in\s+)?"
         rf"(?:the\s+)?(?P<s>{REF}|partner's\s+suit)", short),
        (r"\b(?P<s>spade|heart|diamond|club)\s+(?P<w>singleton|void|shortness|doubleton)\b",
         short),
        (r"\bsemi-?\s?balanced\b", shape("semi_balanced", True)),
        (r"\b(?:unbalanced|not\s+balanced)\b", shape("balanced", False)),
        (r"\b(?:balanced|flat)\b", shape("balanced", True)),
        # lengths
        (rf"{_R}{CARD}(?:in\s+)?(?P<a>{SUIT1})\s+(?P<op>or)\s+(?P<r2>{RANGE}){CARD}(?:in\s+)?"
         rf"(?P<b>{SUIT1})", either),
        (rf"{_R}{CARD}(?:in\s+)?(?P<a>{SUIT1})\s+(?P<op>or|and)\s+(?P<b>{SUIT1})(?!\s*[+\d])",
         either),
        (rf"{_R}{CARD}(?:in\s+)?(?:(?:a|an|one|either|the)\s+)?(?P<s>{REF}|{SUPPORT})", length),
        (rf"{_R}\s*(?:-\s*|\s+)(?P<s>cards?)\b(?!\s*(?:fit|trump|key|ending))", length),
        # forcing
        (r"\bgame[- ]?forc(?:ing|e)\b|\bforc(?:ing|es?)\s+to\s+game\b|\bgf\b|"
         r"\bforcing\s+to\s+(?:3\s*nt|3\s*notrump|4)", forcing("game_forcing")),
        (r"\bforcing\s+(?:for\s+)?(?:one|1)\s+round\b|\bone[- ]round\s+forc(?:e|ing)\b|\bf1\b",
         forcing("forcing_one_round")),
        (r"\bslam[- ](?:try|tries|interest|invitation|invitational|invite|going|suggestion)\b|"
         r"\bquantitative\b|\binvites?\s+(?:a\s+)?slam\b", forcing("slam_try")),
        (r"\binvitational\b|\binvit(?:e|es|ing|ation)\b|\binv\b|\bgame[- ]tr(?:y|ies)\b",
         forcing("invitational")),
        (r"\bsign[- ]?offs?\b|\bsigns?\s+off\b|\bsigning\s+off\b|\bto\s+play\b|\bdrop[- ]dead\b",
         forcing("signoff")),
        (r"\bforcing\b|\bforces?\b", forcing("forcing")),
        (r"\basks?\b|\basking\b|\brelays?\b|\bpuppets?\b|\binquiry\b|\benquiry\b",
         forcing("asking")),
]
# fmt: on


@functools.cache
def _compiled() -> list[tuple[re.Pattern[str], Handler]]:
    return [(re.compile(pattern), handler) for pattern, handler in _PATTERNS]


def find(text: str, bidder: frozenset[str] = frozenset()) -> list[Found]:
    """Every reading of ``text`` (lowercased), in pattern order.

    A stretch about another player comes back as ``ignore``; when the player named is
    one of ``bidder`` (the caller's own role names) it is left for the later patterns.
    """
    work = text
    found: list[Found] = []
    for regex, handler in _compiled():
        for match in list(regex.finditer(work)):
            items = handler(match)
            if not items:
                continue
            if items[0].kind == "other":
                if items[0].word in bidder:
                    continue
                items = [Found("ignore", items[0].span)]
            found.extend(items)
            start, end = span(match)
            work = work[:start] + "\0" * (end - start) + work[end:]
    return found
