"""Five of the agreed major about the trumps themselves (issue 33).

Barry Rigal, after Alan Hiron ("Slam-oriented auctions: Gadgets and Gizmos",
youth.worldbridge.org), splits the major-suit jumps to the five level into trumps,
danger suit and unbiddable extras. The danger suit is principles_slam._danger_suit_ask
and answering_slam_raise; the trumps are here, both ways round:

- The asker owns the suit. "The default meaning for a jump to the five-level ... was
  always to focus on trumps, suggesting slam values but significantly worse trumps than
  partner might have expected. An auction such as 1C-1S-3S-5S suggests four small
  trumps but the values for slam ... KQxx opposite is a perfectly acceptable trump
  suit." So when partner, who named the major first, bids five of it with no single
  suit left to ask about (none of theirs, more than one unbid), the raiser bids six
  with two of the top three honours (``trumps_answer``), else passes.
- The weak hand raises. "The five-level call can also be used to show extremely good
  trumps with nothing to cuebid ... Typically a weak hand facing a strong hand can use
  this call to get all the values across at one go. An action like 2C-2D-2S-3S-4D-5S
  focuses on responder's good trumps with nothing else to cuebid"; a Tribune Media
  Services quiz answer (2004-07-19) on 2C-2D-2S-2NT-3H with KQT5 in hearts and no ace
  or king outside: "the jump over game shows good trumps and no control to show". So
  opposite partner's strong 2C (the system's rule says "strong"), uncontested, with
  his major agreed by my four cards (three when he bid it twice) or by our earlier
  raise and his control bid, two of the top three honours in it and no side ace,
  king, or shortness outside his suits to show: five of the major
  (``good_trumps_nothing_to_cue``), not four.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import when
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["good_trumps", "good_trumps_nothing_to_cue", "trumps_answer"]

_TOP = ("A", "K", "Q")
_TOP_NEEDED = 2  # two of the top three honours


def good_trumps(t: Table, trump: Suit) -> bool:
    """Two of the ace, king and queen of ``trump`` in the hand."""
    return sum(1 for rank in _TOP if rank in t.hand.ranks(trump)) >= _TOP_NEEDED


def _honours(t: Table, trump: Suit) -> Check:
    held = " ".join(r for r in t.hand.ranks(trump) if r in _TOP) or "none"
    return Check(f"top {trump.name_plural}", "two of A K Q", held, good_trumps(t, trump))


def trumps_answer(t: Table, trump: Suit, last: Call) -> Advice | None:
    """Partner named ``trump`` before I did and now bids five of it, with no one suit
    left to ask a control in: he asks about the trumps. Six with two of the top three
    honours, else pass."""
    first_theirs = _first_bid_index(t, trump, partner=True)
    first_mine = _first_bid_index(t, trump, partner=False)
    if first_theirs is None or first_mine is None or first_mine < first_theirs:
        return None  # I named the suit: partner's five is no question about my trumps
    if last.level != 5 or suit_of(last) is not trump:
        return None
    honours = _honours(t, trump)
    return when(t, bid(6, trump), f"Partner's five of his {trump.name_plural} asks about "
                "the trumps: two of the top three honours, slam.", honours) or when(
        t, PASS, f"Partner's five of his {trump.name_plural} asks about the trumps: "
        "without two of the top three honours, pass.")  # fmt: skip


def _first_bid_index(t: Table, suit: Suit, partner: bool) -> int | None:
    for index, call in enumerate(t.place.calls):
        by = t.place.by_partner(index) if partner else t.place.by_caller(index)
        if by and call.is_bid and suit_of(call) is suit:
            return index
    return None


def _partner_strong_two_clubs(t: Table) -> bool:
    if not t.partner_opened or not t.partner_bids or str(t.partner_bids[0]) != "2C":
        return False
    index = next(i for i, c in enumerate(t.place.calls) if t.place.by_partner(i) and c.is_bid)
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    return rule is not None and "strong" in rule.meaning.lower()


def _agreed_major(t: Table) -> Suit | None:
    """Partner's major agreed by my support: his last bid names it at the three level
    and I hold four (three when he bid it twice); or we both bid it and his last bid is a control
    bid (a new suit at the four level below game)."""
    last = t.partner_last
    named = suit_of(last)
    if last is None or named is None:
        return None
    if named in MAJORS and named not in t.my_suits and 3 <= last.level < GAME_LEVEL[named]:
        # his major at the three level (a second suit, or the first rebid): below it
        # the system's own raises describe the hand
        twice = sum(1 for c in t.partner_bids if suit_of(c) is named) >= 2
        return named if t.hand.length(named) >= (3 if twice else 4) else None
    mine = suit_of(t.my_bids[-1]) if t.my_bids else None
    if mine not in MAJORS or mine not in t.partner_suits or named is mine or last.level != 4:
        return None
    below_game = SUIT_ORDER.index(named) > SUIT_ORDER.index(mine)  # spades first
    return mine if below_game else None


def good_trumps_nothing_to_cue(t: Table) -> Advice | None:
    """Opposite partner's strong 2C, his major agreed: with two of its top three honours
    and no side ace, king or shortness to show, five of the major."""
    if t.their_bids or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    if not _partner_strong_two_clubs(t) or t.last_bid is not t.partner_last:
        return None
    trump = _agreed_major(t)
    if trump is None:
        return None
    side = [s for s in Suit if s is not trump]
    aces_kings = [s for s in side if {"A", "K"} & set(t.hand.ranks(s))]
    short = [s for s in side if t.hand.length(s) <= 1 and s not in t.partner_suits]
    nothing = Check("side controls to show", "none (no ace, king or shortness)",
                    ", ".join(s.name_plural for s in aces_kings + short) or "none",
                    not aces_kings and not short)  # fmt: skip
    return when(t, bid(5, trump), f"Good {trump.name_plural} and nothing to cuebid "
                "opposite partner's strong 2C: the jump to five says so at once.",
                _honours(t, trump), nothing)  # fmt: skip
