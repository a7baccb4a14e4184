"""Notrump needs the unbid suits stopped, in the later rounds too.

The library's SAYC rules state it where they define a notrump bid over a suit (1M-2m-2NT:
"stoppers in the unbid suits", 1m-2NT and 1m-3NT: "stoppers in both majors", after the
booklet's "Major Suit Openings" and "Responses to 1C or 1D"); teachers state it for every
natural notrump bid after both partners have shown suits: with a suit nobody
on our side has bid (or theirs) unguarded in the hand, a player does not bid notrump
himself but names a suit (the fourth suit, a three-card suit, or the fit) and lets
partner bid notrump with the stopper. A written notrump bid of a later round gives way
to the next written call or to the principles when the hand has no stopper there.
Opposite partner's notrump (which shows the suits guarded) and for a user's own rule
the check says nothing.

Opener's 2NT rebid after partner's two-over-one is the exception: it shows the balanced
shape, and responder, forced to bid again, looks after the stoppers (Larry Cohen, "When
does a notrump bid promise stoppers?": "In a 2/1 ... auction, I prefer to allow opener
to rebid 2NT with a flat hand, but not everything stopped ... I would not rebid 2NT with
a small doubleton in an unbid suit"; Roberta Salob, "2/1 Game Force: Opener's Second
Bid": "Opener's second bid of 2NT does not require stoppers in the unbid suits"). Only
a small doubleton there keeps the 2NT out.

Notrump wants the shape as well as the stoppers (0.24.0, h54a, ``notrump_shape``): Larry
Cohen, "When does a notrump bid show a balanced hand?": "A natural 2NT (or 3NT) response
would promise a balanced hand (no singletons or voids)"; bidandmade.com, "Balanced or
Unbalanced?": "When your hand is unbalanced, with singletons or voids, it's wise to avoid
No Trumps ... if you are short in a suit, the enemy is probably long". Until 0.24.0 the
principles let a singleton in a suit partner had bid pass for notrump ("his length
there is the stopper"); it is the misfit instead, and the hand describes itself with a
suit (principles_placing) or, when nothing forces it, stops (1D-1H-1S-2H with one heart:
pass). Opposite partner's own notrump (a balanced hand) a singleton is still no bar.

The same belief in the system's written notrump calls (0.25.0, h55a, ``notrump_wants_shape``):
a written natural 3NT of a later round ("1D-1S-2H-3NT = 10-14 HCP, club stopper",
fourth suit forcing's "1D-1H-2C-2S-3C-3NT = stopper in spades") names the stoppers and
takes the balanced shape for granted, as the booklet's own notrump bids do ("balanced",
"stoppers in the unbid suits"). With a singleton or void in a suit partner bid, and
partner not in notrump himself nor asking (his fourth suit asks for the stopper, which
the notrump answer shows), the rule gives way to the next written call or to the
principles, by the same sources: Cohen's "no singletons or voids" and bidandmade's "if
you are short in a suit, the enemy is probably long". Published answers: Tribune Media
Services quiz, 2008-12-29, 1D-1S-2H with QT9542.KJ.Q.KT83: 2S, not 3NT ("after a
reverse"); Frank Stewart, "Daily Question", 2021-10-15, 1D-1H-2C-2S-3C with
J872.AQT93.AQT.6: 3D, "not 3NT with partner likely short in spades".

A singleton or void in a suit nobody has bid is the same bar (0.27.0, h57a): Cohen's "no
singletons or voids" names no suit, and bidandmade's "if you are short in a suit, the enemy
is probably long" holds for the unbid suit first. The written 3NT "to play" (1D-1S-2D-3NT =
13-15 HCP) gives way there too, opposite partner's notrump excepted as before. Frank
Stewart's "Daily Question" (The Mercury, 2019-09-12) with 5-1-3-4 after 1D-1S-2D: "bid 3C,
planning to support diamonds next", not 3NT.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_reading import Table, suit_of
from library.recommend_artificial import artificial_call
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["notrump_wants_shape", "stoppers_first", "unguarded"]


def notrump_shape(t: Table) -> bool:
    """A shape for a natural notrump bid: semi-balanced (no singleton or void), or with
    a singleton opposite partner's own notrump (module docstring)."""
    facing = any(c.is_bid and suit_of(c) is None for c in t.partner_bids)
    return t.hand.semi_balanced or (min(t.hand.pattern) >= 1 and facing)


def unguarded(t: Table) -> list[Suit]:
    """The suits a notrump bid here needs stopped that the hand does not stop: theirs
    and those our side has not named, once both partners have shown a suit and neither
    has bid notrump."""
    ours = set(t.my_suits) | set(t.partner_suits)
    if not t.my_suits or not t.partner_suits or len(ours) < 2:
        return []
    if any(suit_of(c) is None for c in t.my_bids + t.partner_bids):
        return []  # a notrump bid already showed (or asked about) the stoppers
    need = [s for s in SUIT_ORDER if s in t.their_suits or s not in ours]
    return [s for s in need if not t.hand.stopper(s)]


def stoppers_first(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why the written natural notrump ``rule`` gives way, else None."""
    if rule.module_type == USER_CUSTOM or rule.call not in ("2n", "3n"):
        return None  # the user's own rule says what this hand bids
    if rule.constraints.forcing == "slam_try" or "artificial" in rule.meaning.lower():
        return None
    table = Table(book, place, hand)
    bare = unguarded(table)
    if bare and _after_two_over_one(table):
        bare = [s for s in bare if _small_doubleton(hand.ranks(s))]
    if not bare:
        return None
    names = ", ".join(s.name_plural for s in bare)
    return (f"no stopper in {names}: notrump needs the unbid suits stopped, so name a suit "
            "and let partner bid notrump with the stopper")  # fmt: skip


def notrump_wants_shape(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written natural notrump ``rule`` of a later round gives way to a hand short
    in partner's suit (module docstring), else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "3n":
        return None  # the user's own rule says what this hand bids; a 2NT of a later
        # round is often the weak catch-all (after a reverse: "the cheapest bid")
    if "artificial" in rule.meaning.lower():
        return None
    if hand.semi_balanced:
        return None  # nothing to say (and no table to read)
    table = Table(book, place, hand)
    if not table.my_bids or notrump_shape(table):
        return None
    last = max((i for i, c in enumerate(place.calls) if place.by_partner(i) and c.is_bid),
               default=None)  # fmt: skip
    if last is not None and artificial_call(book, place, last):
        return None  # partner asked (the fourth suit): the notrump answers his question
    short = [s for s in dict.fromkeys(table.partner_suits) if hand.length(s) <= 1]
    if short:
        names = ", ".join(s.name_plural for s in short)
        return (f"one card or none in partner's {names}: notrump wants a balanced hand, "
                "so the hand describes itself with a suit")  # fmt: skip
    ours = set(table.my_suits) | set(table.partner_suits) | set(table.their_suits)
    unbid = [s for s in SUIT_ORDER if s not in ours and hand.length(s) <= 1]
    if not unbid:
        return None
    names = ", ".join(s.name_plural for s in unbid)
    return (f"one card or none in the unbid {names}: notrump wants a balanced hand, so "
            "the hand describes itself with a suit")  # fmt: skip


def _after_two_over_one(t: Table) -> bool:
    """My 2NT would be my rebid after partner's new-suit response at the two level, no
    jump, to my one-level opening, nobody else bidding."""
    if not t.i_opened or t.their_bids or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return False
    opening, response = t.my_bids[0], t.partner_bids[0]
    opened, answered = suit_of(opening), suit_of(response)
    if opened is None or answered is None or opened is answered or opening.level != 1:
        return False
    return response.level == 2 and SUIT_ORDER.index(answered) > SUIT_ORDER.index(opened)


def _small_doubleton(ranks: list[str]) -> bool:
    return len(ranks) == 2 and not set(ranks) & {"A", "K", "Q"}
