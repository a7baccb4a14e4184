"""The last chance to compete: where a robot's pass would let the opponents play their
contract, and which few calls it weighs there by double dummy (api/robot_bidding.py);
the pure half, as library/robot_placing.py is for the calls that place our own contract.

Competing for the partscore is judgement more than system: "Don't let the opponents
play at the two-level when they have found a fit", and how high to go is counted from
the trumps the two sides hold (Larry Cohen, "To Bid or Not to Bid: The LAW of Total
Tricks": the total tricks available on a deal equal the total trumps; the strongest
computer bidders, GIB among them, decide the same question by bidding out deals that
agree with the auction). A robot knows its own hand and what the auction showed, so at
the one call where its system's pass ends the auction in the opponents' favour it
deals the unseen hands as the auction allows and scores each way of going on:

  - the decision point: the opponents made the last bid, undoubled, and the two calls
    since were passes, so the robot's pass ends the auction (the balancing seat: "the
    last chance", since nobody else may speak); their contract is below slam;
  - our side has a strain to compete in: partner's natural suit where the robot holds
    three cards, a natural suit the robot bid, or a five-card suit of the robot's own
    they have not bid (partner's pass over their bid does not rule it out);
  - the system's call is a pass that may be weighed at all: not a user's own rule, not
    artificial, not forcing, and partner does not force the robot to bid. A bid or a
    double of the system's stands (0.25.0): the deals score each call as the contract
    were the auction to end there, so they cannot see partner's next call after a
    competitive bid, and weighing the system's bids against Pass, they passed in 10 of
    the 16 auctions they changed on the wider development set, 52 IMPs further from par
    (docs/benchmarks.md, "Robots' bidding on a wider development set").

The candidates: Pass (their contract) first, and the cheapest bid in each of our
strains up to one level above the law's (a bid over theirs is scored doubled where it
fails: they would double a bid that outbids them). No jump, no game the system did not
bid: a last chance to compete is for the partscore or the sacrifice, and the
constructive bids are the system's.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.bidding.port import USER_CUSTOM
from domain.rules.auction import Auction
from domain.rules.calls import PASS, Call, CallKind, Strain
from domain.rules.cards import SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_preemptor import preempted
from library.principles_reading import Table
from library.recommend import Recommendation, partner_forces
from library.recommend_book import RuleBook
from library.robot_placing import (
    MAX_STRAINS,
    Placement,
    cheapest_level,
    final_contract,
    forcing_or_artificial,
    natural_there,
    side_strains,
)

SLAM_LEVEL = 6  # their contract at this level or higher: no competing, it is theirs to play
OWN_SUIT = 5  # cards in an unbid suit of the robot's own that make it a strain to compete in


def last_chance(auction: Auction, seat: Seat) -> bool:
    """Whether `seat`'s pass would end the auction with the opponents' last bid, below
    slam and undoubled, as the contract."""
    last = auction.last_bid()
    if last is None or last[0].side == seat.side or auction.doubled_state() != 0:
        return False
    bid = last[1]
    if bid.level is None or bid.level >= SLAM_LEVEL:
        return False
    return auction.recorded(seat, PASS).is_over


def competing_suits(
    book: RuleBook, advice: Recommendation, hand: Hand, theirs: Sequence[Strain]
) -> list[Suit]:
    """Our side's suits to compete in (see the module's note): those library/
    robot_placing.py reads from the auction, and a five-card suit of the robot's own
    that nobody has bid; never notrump (the law counts trumps) nor a strain the
    opponents bid."""
    found = [
        strain.trump
        for strain in side_strains(book, advice, hand)
        if strain.trump is not None and strain not in theirs
    ]
    bid = {call.strain for call in advice.place.calls if call.is_bid}
    for suit in sorted(SUIT_ORDER, key=hand.length, reverse=True):
        if hand.length(suit) >= OWN_SUIT and Strain(suit.value) not in bid and suit not in found:
            found.append(suit)
    return found


def known_trumps(table: Table, suit: Suit) -> int:
    """The trumps our side holds in `suit` as the robot can count them: its own and what
    partner's bids promise there, or, where partner has not bid the suit, his share of
    the cards the robot does not hold (a third of them, as the other three hands divide
    them on average)."""
    mine = table.hand.length(suit)
    promised = table.promised(suit)
    return mine + (promised if promised else (13 - mine) // 3)


def law_level(trumps: int) -> int:
    """The level the law of total tricks competes to: the trumps held less six."""
    return trumps - 6


def weighed_level(level: int, trumps: int) -> bool:
    """Whether a bid at `level` is worth bidding out: at most one level above the law's,
    where its adjustments (shape, honours in their suit, a double fit) decide, which
    the deals measure; higher, the law says defend."""
    return level <= law_level(trumps) + 1


def competing_placements(
    book: RuleBook,
    advice: Recommendation,
    auction: Auction,
    seat: Seat,
    hand: Hand,
    legal: Sequence[str],
) -> tuple[Placement, ...]:
    """The candidates at the last chance to compete where the system passes, Pass first;
    empty when this is not the decision point, the system does not pass, or no bid is
    weighed."""
    if advice.call not in legal or not last_chance(auction, seat):
        return ()
    rule = advice.rule
    if rule is not None and (rule.module_type == USER_CUSTOM or forcing_or_artificial(rule)):
        return ()
    if partner_forces(book, advice.place):
        return ()
    if Call.parse(advice.call).kind is not CallKind.PASS:
        return ()  # the system's bid or double stands: only its pass is weighed
    last = auction.last_bid()
    assert last is not None
    theirs = [
        call.strain
        for index, call in enumerate(auction.calls)
        if call.is_bid and call.strain is not None and auction.seat_of(index).side != seat.side
    ]
    table = Table(book, advice.place, hand)
    if preempted(table) is not None:
        return ()  # the preemptor has told his story: partner decides, not the deals
    calls: list[Call] = [PASS]
    for suit in competing_suits(book, advice, hand, theirs)[:MAX_STRAINS]:
        strain = Strain(suit.value)
        level = cheapest_level(strain, last[1])
        if level is None or level >= SLAM_LEVEL:
            continue
        if weighed_level(level, known_trumps(table, suit)):
            calls.append(Call(CallKind.BID, level, strain))
    allowed = set(legal)
    found: list[Placement] = []
    for call in calls:
        text = str(call)
        if text not in allowed or any(p.call == text for p in found):
            continue
        if found and not natural_there(book, advice, text):
            continue  # the system makes it artificial or forcing: it places nothing
        found.append(Placement(text, final_contract(auction, seat, call), call.is_bid))
    return tuple(found) if len(found) > 1 else ()
