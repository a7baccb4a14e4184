"""A written control bid needs the control its own words name (issue 33).

The system writes its control bids in words the constraint reader does not hold: "Cuebid,
control in diamonds, no control in clubs, 4+ spades, slam try" (library/conventions/
jacoby_2nt.md, SAYC's Jacoby 2NT continuations: "new suits are control-showing cuebids
(ace or king, first- or second-round control), cheapest first"), and "13-14 points, 4+
spades, no side control to show" for four of the major. Read without those words, every
cuebid fits every hand and the cheapest wins, or the narrower range of "no side control
to show" wins over a cuebid the hand holds. Here the words are kept as the written rule
says them, never tuned: a rule that names a control the hand lacks, or denies one it
holds, gives way to the written call that does describe it.

What a control is: WBF youth, "Rules for Cue-Bidding Controls": "Controls are Aces and
voids (first-round controls) or Kings and singletons (second-round controls)"; the order
among them is the written one ("cheapest first"; Joan Butts, "Cue Bidding to Slam": "With
a choice of cuebids, make the most economical (cheapest) cuebid first"), and a bid that
skips a suit denies a control there (the written "no control in clubs"). A user's own
rule is read by its own words too (issue 33: the control it names is his condition, as
the solid suit and the top honours are in principles_openings and
principles_suit_quality), never by a principle's second guess.
"""

from __future__ import annotations

import re

from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["control_words_hold", "has_control", "named_controls"]

_SUITS = {"club": Suit.C, "diamond": Suit.D, "heart": Suit.H, "spade": Suit.S}
_NAME = r"(?:clubs?|diamonds?|hearts?|spades?)"
_LIST = rf"{_NAME}(?:\s*(?:,|or|and)\s*{_NAME})*"
# "control in diamonds", "spade control" (not after "no" or "denies a")
_HELD = (
    re.compile(rf"(?<!no )\bcontrol in (?P<s>{_NAME})\b"),
    re.compile(r"(?<!no )(?<!denies a )\b(?P<s>club|diamond|heart|spade) control\b"),
)
# "no control in spades or clubs", "denies a club control", "no club control"
_DENIED = (
    re.compile(rf"\bno control in (?P<s>{_LIST})"),
    re.compile(r"\bno (?P<s>club|diamond|heart|spade) control\b"),
    re.compile(r"\bdenies an? (?P<s>club|diamond|heart|spade) control\b"),
)
_NO_SIDE = re.compile(r"\bno side control\b")
# "no control in the minors" (bergen_raises.md, jacoby_2nt.md): the two suits by name
_GROUPS = (("the minors", "clubs or diamonds"), ("the majors", "hearts or spades"))


def has_control(hand: Hand, suit: Suit) -> bool:
    """An ace or a void (first round), a king or a singleton (second round)."""
    ranks = hand.ranks(suit)
    return len(ranks) <= 1 or "A" in ranks or "K" in ranks


def _suits(text: str) -> set[Suit]:
    return {suit for word, suit in _SUITS.items() if re.search(rf"\b{word}s?\b", text)}


def named_controls(meaning: str) -> tuple[set[Suit], set[Suit], bool]:
    """(the suits the meaning says are controlled, those it says are not, whether it
    denies every side control)."""
    text = meaning.lower()
    for group, suits in _GROUPS:
        text = text.replace(group, suits)
    held = {s for pattern in _HELD for m in pattern.finditer(text) for s in _suits(m["s"])}
    denied = {s for pattern in _DENIED for m in pattern.finditer(text) for s in _suits(m["s"])}
    return held, denied, bool(_NO_SIDE.search(text))


def _trump(rule: RuleRecord) -> Suit | None:
    """The agreed suit a 'no side control to show' rule bids: its own strain."""
    strain = rule.call[1:2].upper()
    return next((s for s in Suit if s.value == strain), None)


def control_words_hold(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written control bid (or 'no side control to show') gives way: the hand
    lacks a control the rule names, or holds one it denies; else None."""
    del book, place  # the rule's own words and the hand decide, the user's own too
    held, denied, no_side = named_controls(rule.meaning)
    for suit in [s for s in SUIT_ORDER if s in held]:
        if not has_control(hand, suit):
            return f"the rule names a {suit.name_plural[:-1]} control the hand does not hold"
    for suit in [s for s in SUIT_ORDER if s in denied]:
        if has_control(hand, suit):
            return (
                f"the hand controls {suit.name_plural}, which this control bid denies: "
                "the cheaper control bid first"
            )
    trump = _trump(rule)
    if no_side and trump is not None:
        side = [s for s in Suit if s is not trump and has_control(hand, s)]
        if side:
            return f"the hand has a side control to show ({side[0].name_plural})"
    return None
