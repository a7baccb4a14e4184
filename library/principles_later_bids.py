"""Opener's awkward minimum rebid and responder's answer to opener's jump shift.

Both are stated by teachers in the words below; the rest of the chapter (the strength
zones, the order raise / new suit / notrump, the reverse and the jump shift) is written
as the system's rules (sayc.md, "Opener's Rebids" and "Responder's Rebids") and in
library/principles_rebids.py.

- The three-card raise with a ruffing value (Pat Harrington, ACBL Bridge Bulletin,
  "Raising partner's major answer with three cards": "a minimum opener has to rebid at
  or below two of his original suit unless he can raise responder's suit to the two
  level"; "When faced with an awkward bidding situation, never fib about your strength
  ... Try 2S ... Your lack of a trump is made up for by your ability to ruff"; the
  Southampton club's note on giving preference: "with a minimum 5-4-3-1 hand opener
  should eschew his second suit in preference to raising his partner with three card
  support if he can do so at the two-level"). The condition: a minimum (12-15 HCP),
  three cards headed by an honour in partner's one-level major, a singleton or void to
  ruff with, nothing to bid at the one level, no six-card suit, and no good lower
  second suit (two of its top four honours) that describes the hand as well. Then the
  raise replaces a weak lower suit or the rebid of a five-card suit.
- False preference after opener's jump shift (Audrey Grant, Better Bridge, "Opener's
  Jump Shift": "Responder gives 'false preference' back to opener's first suit, and
  opener chooses to go for game in notrump"; Larry Cohen, "False Preference": "A false
  preference is often taken after a jumpshift ... He does not want to go past 3NT ...
  3S is the most flexible call"). The jump shift forces to game; responder with four
  cards in opener's second suit, a major, raises it to game (a 4-4 major fit found);
  with two or more in opener's first suit, a major, he bids it at the cheapest level,
  below game, and leaves opener room to choose between the major and notrump; with
  neither, 3NT when the unbid suits are stopped rather than a minor past it ("He does
  not want to go past 3NT").
- Responder's strong jump shift is for one good suit (Karen Walker, "Jump shifts": "Do
  NOT jump-shift if you hold: A two-suited or three-suited hand. A weak suit (missing 2
  or more top honors)"; the Soloway module's "Responder must not jump shift with a
  two-suiter"). With 17-18 and a second four-card suit, or a suit without two of the
  top three honours, responder bids the suit at the cheapest level (forcing) and
  shows the strength later. The traditional jump shift (Goren's, bridgebum's "a strong
  jump shift might show 19+ points") takes any hand of 19 or more.
- A reverse before a rebid of the first suit (sayc.md's definition: the reverse is
  17+ points with the first suit longer; Grant, Better Bridge, "The Dreaded Reverse":
  opener reverses to show both suits and the extra strength at once). The simple rebid
  of the opened suit is the minimum's and the jump rebid a one-suited 16-18; a hand
  that fits the system's reverse with 16+ HCP (the system's "16-count") shows the
  second suit instead.
- An unbalanced two-suiter does not pass partner's 1NT (Grant's opener's rebid after
  1NT: pass with a balanced minimum, otherwise show the shape): with a singleton or
  void and a second suit of five or more ranking below the first, opener bids it at the
  two level, a light opening (third seat, the rule of 20) included, since the opening
  already claimed the values the written rebid's 12 HCP asks.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, stopper, when
from library.principles_reading import GAME_LEVEL, MAJORS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, check_constraints, named_suit

__all__ = [
    "answering_jump_shift",
    "jump_shift_needs_one_suit",
    "raise_with_three_first",
    "reverse_before_rebid",
    "three_card_raise",
    "two_suiter_after_1nt",
]

_HONOURS = "AKQJ"


def _top(hand: Hand, suit: Suit) -> int:
    return sum(rank in hand.ranks(suit) for rank in _HONOURS)


def _raise_checks(t: Table) -> tuple[Suit, tuple[Check, ...]] | None:
    """Partner's major and the checks of the three-card raise, when the auction is
    opener's first rebid after a one-level major response; else None."""
    if not t.i_opened or not t.they_only_passed or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    if t.last_bid is not t.partner_bids[0] or t.my_bids[0].level != 1:
        return None
    opened, major = suit_of(t.my_bids[0]), suit_of(t.partner_bids[0])
    if opened is None or major not in MAJORS or t.partner_bids[0].level != 1 or major == opened:
        return None
    hand = t.hand
    sides = [s for s in SUIT_ORDER if s is not major]
    ruff = min(hand.length(s) for s in sides)
    one_level = [s for s in SUIT_ORDER if s not in (opened, major) and hand.length(s) >= 4
                 and t.cheapest(s).level == 1]  # fmt: skip
    lower = [s for s in SUIT_ORDER if s not in (opened, major) and hand.length(s) >= 4
             and SUIT_ORDER.index(s) > SUIT_ORDER.index(opened)]  # fmt: skip
    good_lower = [s for s in lower if _top(hand, s) >= 2]
    checks = (
        hcp(t, 12, 15),
        length(t, major, 3, 3),
        Check(f"{major.name_plural} honour", "A, K, Q or J", "".join(hand.ranks(major)),
              _top(hand, major) >= 1),
        Check("ruffing value", "a singleton or void", str(ruff), ruff <= 1),
        length(t, opened, 0, 5),
        Check("a four-card suit at the one level", "none", str(len(one_level)), not one_level),
        Check("a good lower second suit", "none", str(len(good_lower)), not good_lower),
    )  # fmt: skip
    return major, checks


def three_card_raise(t: Table) -> Advice | None:
    """Opener's minimum rebid with three-card support and a ruffing value (module
    docstring): the raise to two, when nothing else describes the hand."""
    found = _raise_checks(t)
    if found is None:
        return None
    major, checks = found
    call = bid(2, major)
    # despite the written range: the written single raise counts the singleton as dummy
    # points for four trumps and may call a 15-HCP hand too strong, but a three-card
    # raise has no other level (a jump raise promises four), as Harrington's 14-HCP
    # example shows
    return when(t, call, f"A minimum with three {major.name_plural} headed by an honour "
                "and a ruffing value, and no good second suit: raise partner's major rather "
                "than rebid a five-card suit or name a weak one.", *checks,
                despite_written_range=True)  # fmt: skip


def raise_with_three_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written minimum rebid ``rule`` (a new lower suit or the opened suit
    again at the two level) gives way to the three-card raise, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "2" or call[1] == "n":
        return None
    t = Table(book, place, hand)
    found = _raise_checks(t)
    if found is None or call[1] == found[0].value[0].lower():
        return None
    if not all(check.holds for check in found[1]):
        return None
    return ("a minimum with three cards in partner's major and a ruffing value raises "
            "partner rather than name a weak suit or rebid a five-card one")  # fmt: skip


def _is_jump_shift(before: Call, rebid: Call, ours: set[Suit]) -> bool:
    suit = suit_of(rebid)
    if suit is None or suit in ours or before.strain is None or rebid.strain is None:
        return False
    cheapest = before.level if rebid.strain.rank > before.strain.rank else before.level + 1
    return rebid.level == cheapest + 1 and rebid.level < GAME_LEVEL[suit]


def answering_jump_shift(t: Table) -> Advice | None:
    """Partner opened, I responded once, he jump-shifted (19-21, game forcing)."""
    if (
        not t.partner_opened
        or not t.they_only_passed
        or len(t.partner_bids) != 2
        or len(t.my_bids) != 1
    ):
        return None
    opening, rebid = t.partner_bids
    if t.last_bid is not rebid or opening.level != 1:
        return None
    first, second = suit_of(opening), suit_of(rebid)
    response = t.my_bids[0]
    if first is None or second is None or response.level != 1:
        return None
    mine = suit_of(response)
    if not _is_jump_shift(response, rebid, {first, *([mine] if mine else [])}):
        return None
    preference = t.cheapest(first)
    return (
        (second in MAJORS and when(
            t, bid(4, second), f"Opener's jump shift forces to game: four "
            f"{second.name_plural} make a major fit, so game in it.", length(t, second, 4)))
        or (first in MAJORS and preference.level < GAME_LEVEL[first] and when(
            t, preference, f"Preference to opener's first suit after his jump shift: "
            f"two or more {first.name_plural} opposite five, and the cheapest bid leaves him "
            "room to choose between the major and notrump (false preference).",
            length(t, first, 2)))
        or when(t, bid(3, "NT"), "Opener's jump shift forces to game: no major fit to show "
                "and the unbid suits stopped, so 3NT rather than a minor past it.",
                *(stopper(t, s) for s in SUIT_ORDER if s not in (first, second, mine)))
    )  # fmt: skip


_TRADITIONAL_JUMP_SHIFT = 19  # Goren's range: with this much any hand may jump


def jump_shift_needs_one_suit(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why responder's written strong jump shift ``rule`` gives way to the simple new
    suit, else None."""
    if rule.module_type == USER_CUSTOM or "jump shift" not in rule.meaning.lower():
        return None
    call = rule.call
    if len(call) != 2 or call[1] not in "cdhs" or hand.hcp >= _TRADITIONAL_JUMP_SHIFT:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.my_bids or not t.they_only_passed or len(t.partner_bids) != 1:
        return None
    suit, opened = named_suit(call), suit_of(t.partner_bids[0])
    second = [s for s in SUIT_ORDER if s not in (suit, opened) and hand.length(s) >= 4]
    if second:
        return (f"a second suit ({second[0].name_plural}): the jump shift is for one good "
                "suit, so the new suit at the cheapest level, forcing, comes first")  # fmt: skip
    if sum(rank in hand.ranks(suit) for rank in "AKQ") < 2:
        return (f"the {suit.name_plural} lack two of the top three honours: the jump shift is "
                "for one good suit, so the new suit at the cheapest level comes first")  # fmt: skip
    return None


# sayc.md's reverse: "a 16-count with a fifth card in the first suit qualifies"; below
# it the simple rebid's own 12-15 HCP describes the hand, length points or not
_REVERSE_HCP = 16


def reverse_before_rebid(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written rebid of his opened suit ``rule`` gives way to the system's
    reverse, which fits the hand too, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    t = Table(book, place, hand)
    if not t.i_opened or not t.they_only_passed or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    opened = suit_of(t.my_bids[0])
    if opened is None or call[1] != opened.value[0].lower() or hand.hcp < _REVERSE_HCP:
        return None
    for key in place.lookup_keys():
        for other in book.continuations(key):
            if not other.meaning.lower().startswith("reverse"):
                continue
            checks = check_constraints(other.constraints, hand)
            if checks and all(check.holds for check in checks):
                return ("the system's reverse fits too: it shows the second suit and the "
                        "extra strength at once, where a rebid of the first suit would "
                        "hide the second")  # fmt: skip
    return None


def two_suiter_after_1nt(t: Table) -> Advice | None:
    """I opened one of a suit, partner answered 1NT, the opponents passed: an unbalanced
    two-suiter bids its lower second suit (module docstring)."""
    if not t.i_opened or not t.they_only_passed or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    response = t.partner_bids[0]
    if str(response) != "1NT" or t.last_bid is not response or t.my_bids[0].level != 1:
        return None
    opened = suit_of(t.my_bids[0])
    if opened is None:
        return None
    lower = [s for s in SUIT_ORDER if SUIT_ORDER.index(s) > SUIT_ORDER.index(opened)
             and t.hand.length(s) >= 5]  # fmt: skip
    if not lower:
        return None
    second = max(lower, key=t.hand.length)
    shortest = min(t.hand.length(s) for s in SUIT_ORDER)
    checks = (
        length(t, second, 5),
        Check("shortness", "a singleton or void", str(shortest), shortest <= 1),
        hcp(t, 0, 16),
    )
    # despite the written range: the opening already showed the values the rebid needs
    return when(t, bid(2, second), f"An unbalanced two-suiter does not pass 1NT: the "
                f"{second.name_plural}, the second suit, at the two level (the opening "
                "already showed the values).", *checks,
                despite_written_range=True)  # fmt: skip
