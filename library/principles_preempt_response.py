"""Raising partner's weak two: count tricks, not points (issue 33).

The library's SAYC text answers partner's weak two in a major with the law of total
tricks ("three trumps raise to three, four (or game values) to game": 2M-3M exactly three
trumps, 0-13 HCP, preemptive; 2M-4M three or more, "preemptive or to play"; 2NT asks with
15+ HCP and game interest). With three trumps the law bids three; whether game is on
instead is a count of tricks. Karen Walker, "Responding to partner's preempt"
(kwbridge.com): "Count tricks, not points", and her quiz answers to it: "Partner will
have an average of 5-6 tricks for a non-vulnerable weak two bid"; with KJ84 72 AJ4 KQ76
"Pass ... You have only two sure tricks outside"; with AK9873 1062 2 A94 "4H. This 11
points [is] much stronger than the 14-point hand in Problem 1. It has better support and
at least four or five tricks". Her count of responder's tricks:

- 1 trick for the ace or king of trumps (the two of them 2), 1/2 for the queen;
- 1 for an outside ace or KQ in the same suit, 1 1/2 for AQ (AK two sure tricks), 1/2
  for an outside king;
- 1 1/2 for an outside singleton (or void) with three trumps, 2 with four.

Partner's six tricks at most and responder's four make ten, game in a major. So, with
exactly three trumps (four bid game by the law whatever the tricks):

- the written raise to three gives way to game when the hand counts four tricks or more;
- the written game raise, "preemptive or to play", is neither with fewer than four
  tricks and more high cards than the preemptive raise holds (over 13 HCP): the values
  are soft, and the system's 2NT inquiry (15+ HCP) or a pass is the call (Bobby Wolff
  on AQ4 K874 QJT2 Q4 facing 2S: soft values facing a weak two, pass);
- the written 3NT gives way to the 2NT inquiry, when it fits, with fewer than four
  tricks: game is there only if partner is at the top of his range, and the 2NT
  bidder, who "has at least game (maybe slam) interest", "is fundamentally asking: 'Do
  you like your hand?'" (Larry Cohen, "Feature Ask (2NT)");
- with three or more trumps a written new suit (forcing, "a good suit ... preference
  for playing in your own suit", the Google-forms lesson "Responding to Partner's
  Preempt") gives way: partner's suit is the trump suit, and "There's no point in
  bidding your spades and giving the opponents extra information" (Walker's quiz (2)).

The bidding over their preempt is principles_overcall_quality's. A user's own rule is
never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_reading import MAJORS, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import named_suit

__all__ = ["GAME_TRICKS_OPPOSITE", "raise_by_tricks", "responder_tricks"]

WEAK_TWO_TRICKS = 6  # "an average of 5-6 tricks for a non-vulnerable weak two bid"
GAME_TRICKS_OPPOSITE = 10 - WEAK_TWO_TRICKS  # responder's tricks for a major game
_PREEMPTIVE_TOP_HCP = 13  # the written preemptive raise's 0-13
_TRUMPS = 3  # with four the law of total tricks bids game whatever the tricks


def _side_tricks(ranks: list[str]) -> float:
    held = set(ranks)
    if {"A", "K"} <= held:
        return 2.0
    if {"A", "Q"} <= held:
        return 1.5
    if "A" in held or {"K", "Q"} <= held:
        return 1.0
    return 0.5 if "K" in held else 0.0


def responder_tricks(hand: Hand, trump: Suit) -> float:
    """Karen Walker's count of responder's tricks for partner's preempt in ``trump``."""
    ranks = hand.ranks(trump)
    tricks = float(sum(rank in ranks for rank in "AK")) + (0.5 if "Q" in ranks else 0.0)
    trumps = hand.length(trump)
    for suit in SUIT_ORDER:
        if suit is trump:
            continue
        tricks += _side_tricks(hand.ranks(suit))
        if hand.length(suit) <= 1 and trumps >= 3:
            tricks += 2.0 if trumps >= 4 else 1.5
    return tricks


def partners_opening_passed(t: Table, level: int) -> Suit | None:
    """The suit of partner's opening bid at `level` when the next hand passed and this is
    my first call (a weak two, a three-level preempt), else None."""
    opening = t.opening
    if opening is None or not t.partner_opened or t.my_calls or len(t.partner_calls) != 1:
        return None
    call = opening[1]
    if call.level != level or t.last_bid != call:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    return suit_of(call)


def _weak_two(t: Table) -> Suit | None:
    """Partner opened a weak two in a major, the next hand passed, my first call."""
    suit = partners_opening_passed(t, 2)
    return suit if suit in MAJORS else None


def raise_by_tricks(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written answer ``rule`` to partner's weak two gives way, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhsn":
        return None
    t = Table(book, place, hand)
    trump = _weak_two(t)
    if trump is None:
        return None
    tricks = responder_tricks(hand, trump)
    short = tricks < GAME_TRICKS_OPPOSITE
    if call[1] == "n":
        if call == "3n" and short and written_rule_fits(book, place, hand, "2n"):
            return (f"{tricks:g} tricks opposite partner's weak two: game only if he is "
                    "at the top of his range, so 2NT asks")  # fmt: skip
        return None
    meaning = rule.meaning.lower()
    if named_suit(call) is not trump:
        if hand.length(trump) >= _TRUMPS and "forcing" in meaning:
            return ("three or more trumps for partner's weak two: his suit is the trump "
                    "suit, and a new suit only tells the opponents more")  # fmt: skip
        return None
    if hand.length(trump) != _TRUMPS:
        return None
    if call[0] == "3" and "preemptive" in meaning and not short:
        return (f"{tricks:g} tricks opposite partner's weak two (about {WEAK_TWO_TRICKS}) "
                "make game: count tricks, not points")  # fmt: skip
    if call[0] == "4" and "to play" in meaning and short and hand.hcp > _PREEMPTIVE_TOP_HCP:
        return (f"only {tricks:g} tricks opposite partner's weak two (about "
                f"{WEAK_TWO_TRICKS}): soft values, not game")  # fmt: skip
    return None
