"""A major fit found over notrump, as teachers state it (issue 33): two situations where
partner's notrump leaves a known eight-card major fit unplayed (moved from
principles_fit.py in 0.21.0; principles_fit's FIT reads them first). Each returns None
when the auction is not its own.

  - Correcting partner's 3NT to four of a major (Bob Crosby's coaching notes, ACBL unit
    390: "Pulling 3NT to a major is a different story. This does not show extra as you
    are just groping for a better game"): with a six-card major partner knows only as
    five and a singleton or void, or with three-card support for partner's five-card
    major and a singleton or void, the eight-card major fit plays better than notrump.
  - The Stayman inference (bridgebum.com "Stayman": after the answer in one major,
    responder's notrump "signoff with 4 hearts" / "4 spades ... opener can pass or bid
    4S"; Andrew Robson: "if he does not support the hearts, he is known to have four
    spades or he would not have bothered to bid Stayman"): responder holds the other
    major, so the opener with four of it bids game there over 3NT, and over 2NT three
    with a minimum, four with a maximum.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["correcting_notrump", "stayman_other_major"]


def correcting_notrump(t: Table) -> Advice | None:
    """Partner's last call is 3NT, raising nothing: with an eight-card major fit partner
    cannot know of and an unbalanced hand, four of the major plays better. The fit is
    known when my major opening (five cards shown, never rebid) holds six, or partner's
    major holds five by his bids and I have three."""
    if str(t.partner_last) != "3NT" or t.last_bid != t.partner_last:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    singleton = Check("shortest suit", "singleton or void", str(min(t.hand.pattern)),
                      min(t.hand.pattern) <= 1)  # fmt: skip
    for suit in MAJORS:
        mine = [c for c in t.my_bids if suit_of(c) is suit]
        if suit in t.partner_suits:
            continue  # partner bid it and then notrump: he has chosen already
        opening = t.opening[1] if t.i_opened and t.opening is not None else None
        if len(mine) == 1 and opening is not None and mine[0] == opening and opening.level == 1:
            # my major opening, not rebid, showed five: the sixth card is news to partner
            advice = when(
                t, bid(4, suit), f"Correcting 3NT: a {suit.name_plural[:-1]} suit partner "
                "knows only as five is six long, and a singleton or void: the major fit "
                "plays better than notrump.", length(t, suit, 6), singleton)  # fmt: skip
            if advice is not None:
                return advice
    for suit in t.partner_suits:
        if suit not in MAJORS or suit in t.my_suits or t.partner_written_length(suit) < 5:
            continue
        advice = when(
            t, bid(4, suit), f"Correcting 3NT: three-card support for partner's five-card "
            f"{suit.name_plural[:-1]} suit and a singleton or void: the eight-card major "
            "fit plays better than notrump.", length(t, suit, 3), singleton)  # fmt: skip
        if advice is not None:
            return advice
    return None


def stayman_other_major(t: Table) -> Advice | None:
    """I opened 1NT or 2NT, partner asked with Stayman, I answered in a major and partner
    bid notrump without raising it: he holds four cards in the other major, so with four
    there myself the fit is found."""
    if not t.i_opened or t.opening is None or t.their_bids:
        return None
    index, opened = t.opening
    if str(opened) not in ("1NT", "2NT") or len(t.place.calls) != index + 8:
        return None
    asked, answered, placed = (t.place.calls[index + i] for i in (2, 4, 6))
    if str(asked) != f"{opened.level + 1}C" or not _is_stayman(t, index + 2):
        return None
    shown = suit_of(answered)
    if shown not in MAJORS or placed.strain is None or suit_of(placed) is not None:
        return None
    other = Suit.H if shown is Suit.S else Suit.S
    four = length(t, other, 4)
    if placed.level == 3:
        return when(
            t, bid(4, other), f"Partner asked with Stayman and did not raise my "
            f"{shown.name_plural}: he holds four {other.name_plural}, and so do I.", four,
        )  # fmt: skip
    maximum = hcp(t, 17 if opened.level == 1 else 21)
    return when(
        t, bid(4, other), f"Partner holds four {other.name_plural} (Stayman, then "
        "notrump): the fit is found, and a maximum accepts the invitation.", four, maximum,
    ) or when(
        t, bid(3, other), f"Partner holds four {other.name_plural} (Stayman, then "
        "notrump): the fit is found; a minimum declines game in it.", four,
    )  # fmt: skip


def _is_stayman(t: Table, index: int) -> bool:
    """The system's rule for the call at ``index`` names it Stayman."""
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    return rule is not None and "stayman" in rule.meaning.lower()
