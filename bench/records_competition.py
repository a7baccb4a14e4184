"""Whether a competitive call fits the meaning SAYC gives it, for the third set of real calls.

bench/recommend_records_third.py takes a call by the defenders, or by the opening side after
the defenders entered, only where the caller's hand fits what SAYC means by it; these are
the tests. The words quoted are the ACBL's SAYC System Booklet (revised January 2006) as
library/systems/sayc.md's "Competitive Bidding" notes and tables and
library/conventions/negative_doubles.md reproduce it; the few ranges the booklet leaves
open follow the standard teaching those files name. The tests read the hand's length,
high-card points and stoppers only: nothing here asks the engine.

- Overcall: "Overcalls: 8-16 HCP and 5+ cards at the one level ..., 10-16 HCP at the two
  level"; over a weak two or a preempt "12-17 HCP, 5+ cards". The suit is among the
  longest.
- Weak jump overcall: "jump overcalls are weak" ("5-10 HCP, 6+ ..., preemptive").
- 1NT overcall: "1NT overcall 15-18 with a stopper", on a balanced hand.
- Michaels and the unusual 2NT: the two suits they name, five cards each (the second set's
  test, bench/records_calls.py).
- Takeout double: "takeout double 12+ HCP with support for the unbid suits or any 17+
  hand" (13+ over a two-level bid): at most two cards in each suit they bid, three in each
  unbid suit (four when they bid two suits).
- Advancing a takeout double: "0-8 HCP, 4+ cards, non-forcing" for a suit at the cheapest
  level, "9-11 HCP, 4+" for a jump, "Cuebid, 12+ HCP, forcing", 1NT "6-10 HCP, balanced,
  ... stopper", 2NT "11-12", 3NT "13-16"; the "Penalty pass, 5+" cards of their suit.
- Advancing an overcall: "Raise, 6-10 support points, 3" cards; "Preemptive jump raise,
  0-8 HCP, 4" cards; game "5+ ..., preemptive or to play" (four cards taken); the "Cuebid,
  10+ support points, 3+ ..., limit raise or better"; a new suit "8-12 HCP, 5+" cards
  ("Advancer's new suit is non-forcing"); 1NT "8-11 HCP, balanced, ... stopper", 2NT
  "12-14", 3NT "15+". Facing a 1NT overcall the responses to 1NT (Stayman, transfers).
- Negative double ("negative doubles"): 6+ HCP (8+ when they overcalled at the two
  level), four cards in every unbid major (in an unbid suit when no major is unbid), and
  no three-card support for opener's major.
- Responder in competition: "a free new suit at the one level is 6+ HCP and 4+ cards; at
  the two level 10+ HCP and 5+ cards"; "A cuebid of the overcaller's suit is a limit
  raise or better"; "a jump raise in competition is preemptive"; after their takeout
  double "redouble 10+", "a new suit at the two level ... 6-9 HCP and five cards", "1NT is
  6-9"; a notrump bid holds a stopper in their suit.
- Opener's rebid after interference: the uncontested rebid's length (a new suit four
  cards, the own suit five, a raise three) and a notrump rebid a stopper in their suit;
  over a negative double the same; after responder's pass, the reopening double with at
  most two cards in their suit.
- A pass in competition (by a hand of 8 HCP or more: a weaker hand's pass is no decision)
  fits where no call these tests define fits the hand (`pass_fits`): a player passes when
  SAYC gives him nothing to bid.
"""

from __future__ import annotations

from records_calls import STRAINS, Auction, is_bid, length, longest, michaels, rank, unusual

from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand

_HONOURS = {"A": 1, "K": 2, "Q": 3, "J": 4}


def stopper(hand: Hand, strain: str) -> bool:
    """A stopper as teachers count one: A, Kx, Qxx or Jxxx."""
    suit = Suit(strain)
    held = [card.rank for card in hand.cards if card.suit is suit]
    return any(len(held) >= need for r, need in _HONOURS.items() if r in held)


def _their_suits(auction: Auction, ours: bool) -> list[str]:
    return [b[1] for b in auction.bids_by(1 if ours else 0) if not b.endswith("NT")]


def _cheapest_level(auction: Auction, strain: str) -> int:
    last = auction.last_bid()
    if last is None:
        return 1
    over = rank(last[0])
    level = int(last[0][0])
    return level if rank(f"{level}{strain}") > over else level + 1


def _defender_first(auction: Auction) -> bool:
    """The caller's side has made no bid or double yet (an overcall, not an advance)."""
    return auction.step == 1 or auction.calls[auction.opening_at + 1] == "Pass"


def competitive_meaning(auction: Auction, call: str, hand: Hand) -> bool:
    """True when the hand fits what SAYC means by this competitive call (the docstring)."""
    if call == "Pass":
        return pass_fits(auction, hand)
    ours = auction.step % 2 == 0
    if not ours:
        if _defender_first(auction):
            return _first_action(auction, call, hand)
        return _advance(auction, call, hand)
    if auction.step == 2:
        return _responder(auction, call, hand)
    return _opener(auction, call, hand)


def pass_fits(auction: Auction, hand: Hand) -> bool:
    """No bid up to 4S and no double these tests define fits the hand, in a place where
    they define the calls (after a one-level suit opening; for the defenders' first call
    also after 1NT or a weak two or three)."""
    if not _covered(auction):
        return False
    last = auction.last_bid()
    floor = -1 if last is None else rank(last[0])
    candidates = [f"{level}{s}" for level in range(1, 5) for s in (*STRAINS, "NT")]
    bids = [b for b in candidates if rank(b) > floor and rank(b) <= rank("4S")]
    return not any(competitive_meaning(auction, call, hand) for call in [*bids, "X"])


def _covered(auction: Auction) -> bool:
    opening = auction.opening
    if auction.step % 2 == 1 and _defender_first(auction):
        return opening[0] == "1" or opening in ("2D", "2H", "2S", "3C", "3D", "3H", "3S")
    return opening[0] == "1" and opening != "1NT"


def _first_action(auction: Auction, call: str, hand: Hand) -> bool:
    last = auction.last_bid()
    if last is None or auction.opening == "2C":
        return False
    theirs = _their_suits(auction, ours=False)
    hcp, opening = hand.hcp, auction.opening
    if call == "X":
        return auction.previous() == last[0] and _takeout_double(last[0], theirs, hand)
    if call == "XX":
        return False
    if call.endswith("NT"):
        if call == "1NT" and opening[0] == "1" and opening != "1NT":
            return 15 <= hcp <= 18 and hand.balanced and stopper(hand, opening[1])
        if call == "2NT" and auction.step == 1 and opening[0] == "1" and opening != "1NT":
            return unusual(auction, hand)
        return False
    strain = call[1]
    if strain in theirs:
        return auction.step == 1 and michaels(auction, call, hand)
    if auction.jump(call):
        return int(call[0]) <= 3 and 5 <= hcp <= 10 and length(hand, strain) >= 6
    if not (length(hand, strain) >= 5 and longest(hand, strain)):
        return False
    if opening[0] != "1":
        return 12 <= hcp <= 17
    return 8 <= hcp <= 16 if call[0] == "1" else 10 <= hcp <= 16


def _takeout_double(doubled: str, theirs: list[str], hand: Hand) -> bool:
    if doubled.endswith("NT") or int(doubled[0]) > 3:
        return False
    if hand.hcp >= 17:
        return True
    unbid = [s for s in STRAINS if s not in theirs]
    needed = 4 if len(set(theirs)) >= 2 else 3
    return (
        hand.hcp >= (12 if doubled[0] == "1" else 13)
        and all(length(hand, s) <= 2 for s in set(theirs))
        and all(length(hand, s) >= needed for s in unbid)
    )


def _advance(auction: Auction, call: str, hand: Hand) -> bool:
    partner = auction.calls[auction.opening_at + 1]
    opened = auction.opening[1]
    if auction.opening[0] != "1" or auction.opening == "1NT":
        return False
    if partner == "X":
        return _advance_double(auction, call, hand)
    if partner == "1NT":
        return _advance_notrump(call, hand)
    if partner.endswith("NT") or partner[1] == opened:
        if partner == "2NT":
            asked = [s for s in STRAINS if s != opened][:2]  # the unusual 2NT's suits
        elif partner[1] == opened and partner[0] == "2":
            asked = ["H", "S"] if opened in "CD" else ["S" if opened == "H" else "H"]
        else:
            return False
        return is_bid(call) and call[1] in asked and length(hand, call[1]) >= 3
    return _advance_overcall(auction, partner, call, hand)


def _advance_double(auction: Auction, call: str, hand: Hand) -> bool:
    opened, hcp = auction.opening[1], hand.hcp
    responder_bid = auction.calls[auction.opening_at + 2] != "Pass"
    if call in ("X", "XX"):
        return False
    if call.endswith("NT"):
        level = int(call[0])
        ranges = {1: (6, 10), 2: (11, 12), 3: (13, 16)}
        low, high = ranges.get(level, (99, 0))
        return low <= hcp <= high and hand.balanced and stopper(hand, opened)
    strain = call[1]
    if strain == opened:
        return hcp >= 12
    if length(hand, strain) < 4:
        return False
    if call in ("4H", "4S"):
        return hcp >= 10
    if auction.jump(call):
        return 9 <= hcp <= 11
    return hcp <= (11 if responder_bid else 8)


def _advance_notrump(call: str, hand: Hand) -> bool:
    """Facing a 1NT overcall, the responses to 1NT."""
    hcp = hand.hcp
    if call == "2C":
        return hcp >= 8 and any(length(hand, s) >= 4 for s in "HS")
    if call in ("2D", "2H"):
        return length(hand, "H" if call == "2D" else "S") >= 5
    if call == "2NT":
        return 8 <= hcp <= 9 and all(length(hand, s) < 4 for s in "HS")
    if call == "3NT":
        return 10 <= hcp <= 15 and all(length(hand, s) < 4 for s in "HS")
    return False


def _advance_overcall(auction: Auction, partner: str, call: str, hand: Hand) -> bool:
    opened, hcp, mine = auction.opening[1], hand.hcp, partner[1]
    if call in ("X", "XX"):
        return False
    weak_jump = int(partner[0]) > _level_over(auction.opening, mine)
    if call.endswith("NT"):
        level = int(call[0])
        ranges = {1: (8, 11), 2: (12, 14), 3: (15, 40)} if not weak_jump else {3: (15, 40)}
        low, high = ranges.get(level, (99, 0))
        return low <= hcp <= high and hand.balanced and stopper(hand, opened)
    strain = call[1]
    if strain == mine:
        if weak_jump:
            return length(hand, mine) >= 3
        if call[0] == "4" and mine in "HS":
            return length(hand, mine) >= 4
        if auction.jump(call):
            return length(hand, mine) >= 4 and hcp <= 9
        return length(hand, mine) >= 3 and 5 <= hcp <= 10
    if strain == opened:
        return not weak_jump and hcp >= 10 and (length(hand, mine) >= 3 or hcp >= 13)
    if weak_jump or auction.jump(call):
        return False
    return length(hand, strain) >= 5 and longest(hand, strain) and 8 <= hcp <= 14


def _level_over(opening: str, strain: str) -> int:
    """The cheapest level of `strain` over a one-level opening."""
    return 1 if STRAINS.index(strain) > STRAINS.index(opening[1]) else 2


def _responder(auction: Auction, call: str, hand: Hand) -> bool:
    overcall, opened, hcp = auction.previous(), auction.opening[1], hand.hcp
    if auction.opening[0] != "1" or auction.opening == "1NT":
        return False
    if overcall == "X":
        return _over_takeout_double(auction, call, hand)
    if call == "XX" or overcall.endswith("NT") or overcall[1] == opened:
        return False  # over their notrump or their cuebid SAYC defines no call a hand shows
    theirs = overcall[1]
    if call == "X":
        return _negative_double(auction, overcall, hand)
    if call.endswith("NT"):
        ranges = {1: (6, 10), 3: (13, 15)}
        low, high = ranges.get(int(call[0]), (99, 0))
        return low <= hcp <= high and hand.balanced and stopper(hand, theirs)
    strain = call[1]
    support = length(hand, opened) >= (3 if opened in "HS" else 4)
    if strain == theirs:
        return support and hcp >= 10
    if strain == opened:
        if not support:
            return False
        if auction.jump(call) or call[0] == "4":
            return hcp <= 9 or (call[0] == "4" and opened in "HS")
        return 6 <= hcp <= 10
    if auction.jump(call):
        return False
    if call[0] == "1":
        return length(hand, strain) >= 4 and hcp >= 6
    return length(hand, strain) >= 5 and hcp >= 10


def _negative_double(auction: Auction, overcall: str, hand: Hand) -> bool:
    if rank(overcall) > rank("2S"):
        return False  # "negative doubles through 2S" in the booklet
    bid = {auction.opening[1], overcall[1]}
    unbid = [s for s in STRAINS if s not in bid]
    majors = [s for s in unbid if s in "HS"]
    shown = (
        all(length(hand, s) >= 4 for s in majors)
        if majors
        else any(length(hand, s) >= 4 for s in unbid)
    )
    no_support = auction.opening[1] not in "HS" or length(hand, auction.opening[1]) < 3
    return hand.hcp >= (6 if overcall[0] == "1" else 8) and shown and no_support


def _over_takeout_double(auction: Auction, call: str, hand: Hand) -> bool:
    opened, hcp = auction.opening[1], hand.hcp
    if call == "XX":
        return hcp >= 10
    if call == "X":
        return False
    if call == "1NT":
        return 6 <= hcp <= 9 and hand.balanced
    if call.endswith("NT"):
        return False  # 2NT over their double is conventional in many methods
    strain = call[1]
    if strain == opened:
        if length(hand, opened) < (3 if opened in "HS" else 4):
            return False
        return hcp <= 10 if not auction.jump(call) else hcp <= 9
    if auction.jump(call):
        return False
    if call[0] == "1":
        return length(hand, strain) >= 4 and hcp >= 6
    return length(hand, strain) >= 5 and 6 <= hcp <= 9


def _opener(auction: Auction, call: str, hand: Hand) -> bool:
    response, opening = auction.partner(), auction.opening
    if opening[0] != "1" or opening == "1NT":
        return False
    theirs = _their_suits(auction, ours=True)
    if call == "XX":
        return False
    if call == "X":
        last = auction.last_bid()
        reopening = response == "Pass" and auction.previous() == "Pass"
        return (
            reopening
            and last is not None
            and not last[0].endswith("NT")
            and all(length(hand, s) <= 2 for s in theirs)
        )
    if call.endswith("NT"):
        return hand.balanced and all(stopper(hand, s) for s in theirs) and hand.hcp <= 18
    strain = call[1]
    if strain in theirs:
        return False
    if strain == opening[1]:
        return length(hand, strain) >= 5
    if is_bid(response) and strain == response[1]:
        return length(hand, strain) >= 3
    return length(hand, strain) >= 4 and not auction.jump(call)


def method_not_sayc(auction: Auction, call: str, hand: Hand) -> bool:
    """True when a direct action over an opening clearly shows a method SAYC does not play.

    SAYC's actions there are natural but for Michaels and the unusual 2NT: a 1NT overcall
    of 14-19 HCP on a hand with no singleton; a cuebid holding the Michaels suits (five and
    four at least); a 2NT overcall at least four cards in each of the two lowest unbid
    suits; a one-level overcall four cards in its suit; a jump overcall five cards and at
    most 12 HCP (weak); over 1NT a suit bid four cards in its suit (no Landy, Cappelletti,
    DONT or Astro) and a double 13 HCP (penalty)."""
    opening, hcp = auction.opening, hand.hcp
    if auction.step != 1 or opening[0] != "1" or not (is_bid(call) or call == "X"):
        return False
    if opening == "1NT":
        if call == "X":
            return hcp < 13
        return call[0] == "2" and not call.endswith("NT") and length(hand, call[1]) < 4
    if call == "X":
        return False
    if call == "1NT":
        return not 14 <= hcp <= 19 or min(hand.pattern) < 2
    if call == "2NT":
        unbid = [s for s in STRAINS if s != opening[1]][:2]
        return any(length(hand, s) < 4 for s in unbid)
    if call.endswith("NT"):
        return False
    strain = call[1]
    if strain == opening[1]:
        if call[0] != "2":
            return False
        majors = ["H", "S"] if strain in "CD" else ["S" if strain == "H" else "H"]
        if len(majors) == 2:
            return sorted(length(hand, s) for s in majors) < [4, 5]
        minor = max(length(hand, s) for s in "CD")
        return length(hand, majors[0]) < 5 or minor < 4
    if auction.jump(call):
        return length(hand, strain) < 5 or hcp > 12
    return call[0] == "1" and length(hand, strain) < 4
