"""Where a robot's call places the contract, and what each placement scores over deals
solved double dummy (docs/contract.md "Robots' bidding by simulation"): the pure half of
api/robot_bidding.py.

A robot bids what its system's recommendation gives (library/robot_reading.py). At a
call that places the contract, the way the strongest computer bidders decide, it also
weighs a few other placements by double dummy over deals that agree with the auction:
each candidate call is read as the contract it leads to were the auction to end with it
(the other three passing), the candidates' contracts are scored on each deal with
duplicate scoring, and each is compared with the rule-based call's contract in IMPs.

A call places the contract when
  - the recommendation's call may be weighed at all: not a user's own rule (USER_CUSTOM,
    never overruled), not artificial, not forcing, and the robot is not forced to bid;
  - partner has bid a natural suit or notrump, so the side has a strain of its own;
  - and the robot has bid before: both partners have described their hands.
Opening bids, first responses and first overcalls are left to the system: there the
auction goes on and the call describes rather than places. (Weighing those too, and
whenever the opponents had bid since partner, placed contracts far too early on the
development deals.)

The candidates are few (the strains are what costs: each is a double-dummy solve a deal,
while the levels of one strain share it): the rule-based call first, then Pass, and in
each of the side's strains (partner's natural suits where the robot holds three cards,
the robot's own natural suits, notrump where the side has bid it) the cheapest legal bid
and game. A bid over the opponents' is scored doubled where it fails (they would double
a sacrifice). Not weighed, from what the development deals showed: slams (on 16 deals
their swings are too wild to trust: the robots bid slams that failed), and a penalty
double the system did not choose (each side "knowing" the other had overbid, the robots
doubled and ran in turn up to seven).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from domain.bidding.port import USER_CUSTOM
from domain.rules.auction import Auction
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import PASS, Call, CallKind, Contract, Strain
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import Hand
from domain.rules.imps import imps
from domain.rules.scoring import duplicate_score
from library.recommend import Recommendation, partner_forces
from library.recommend_artificial import artificial_call
from library.recommend_book import RuleBook, RuleRecord
from library.robot_reading import alertable, rule_for_call

GAME_LEVEL = {Strain.C: 5, Strain.D: 5, Strain.H: 4, Strain.S: 4, Strain.NT: 3}
MAX_STRAINS = 3  # distinct strains (each a solve a deal) among the candidates
_FORCING = ("forcing", "forcing_one_round", "game_forcing", "asking", "slam_try")

# the tricks a candidate needs solved: who would declare, in which strain
Solve = tuple[Seat, Strain]
TricksTable = Mapping[Solve, int]


@dataclass(frozen=True)
class Placement:
    """A candidate call and the contract it leads to were the auction to end with it
    (None: the board would be passed out). `outbids` says the call outbids the
    opponents' bid: they would double it where it fails, and it is scored so."""

    call: str
    contract: Contract | None
    outbids: bool = False


def final_contract(auction: Auction, seat: Seat, call: Call) -> Contract | None:
    """The contract if `seat` makes `call` and every call after it is a pass."""
    ended = auction.recorded(seat, call)
    while not ended.is_over:
        ended = ended.recorded(ended.turn, PASS)
    return ended.contract()


def side_strains(book: RuleBook, advice: Recommendation, hand: Hand) -> list[Strain]:
    """The strains the robot's side may play in: partner's natural suits where the robot
    holds three cards or more, the robot's own natural suits, notrump when the side has
    bid it naturally; the latest first, each once."""
    place = advice.place
    own = len(place.calls)
    found: list[Strain] = []
    for index in range(own - 1, -1, -1):
        call = place.calls[index]
        if place.theirs[index] or not call.is_bid or call.strain is None:
            continue
        if artificial_call(book, place, index):
            continue
        mine = (own - index) % 4 == 0
        suit = call.strain.trump
        if suit is not None and not mine and hand.length(suit) < 3:
            continue
        if call.strain not in found:
            found.append(call.strain)
    return found


def is_placing(book: RuleBook, advice: Recommendation) -> bool:
    """Whether the recommendation's call places the contract (see the module's note)."""
    rule = advice.rule
    if rule is not None and (rule.module_type == USER_CUSTOM or forcing_or_artificial(rule)):
        return False
    if partner_forces(book, advice.place):
        return False
    place = advice.place
    own = len(place.calls)
    natural = [
        index
        for index in range(own)
        if not place.theirs[index]
        and place.calls[index].is_bid
        and not artificial_call(book, place, index)
    ]
    partners = [index for index in natural if (own - index) % 4 == 2]
    if not partners:
        return False
    return any(place.calls[index].is_bid for index in range(own - 4, -1, -4))


def placements(
    book: RuleBook,
    advice: Recommendation,
    auction: Auction,
    seat: Seat,
    hand: Hand,
    legal: Sequence[str],
) -> tuple[Placement, ...]:
    """The candidates at a call that places the contract, the recommendation's call
    first; empty when the call does not place the contract or nothing else is legal."""
    if advice.call not in legal or not is_placing(book, advice):
        return ()
    allowed = set(legal)
    chosen = Call.parse(advice.call)
    calls: list[Call] = [chosen, PASS]
    last = auction.last_bid()
    strains = side_strains(book, advice, hand)
    if chosen.is_bid and chosen.strain is not None and chosen.strain not in strains:
        strains.insert(0, chosen.strain)
    floor = last[1] if last is not None else None
    for strain in strains[:MAX_STRAINS]:
        cheapest = cheapest_level(strain, floor)
        if cheapest is None:
            continue
        for level in sorted({cheapest, GAME_LEVEL[strain]}):
            if level >= cheapest:
                calls.append(Call(CallKind.BID, level, strain))
    found: list[Placement] = []
    for call in calls:
        text = str(call)
        if text not in allowed or any(p.call == text for p in found):
            continue
        if found and not natural_there(book, advice, text):
            continue  # the system makes it artificial or forcing: it places nothing
        outbids = call.is_bid and last is not None and last[0].side != seat.side
        found.append(Placement(text, final_contract(auction, seat, call), outbids))
    return tuple(found) if len(found) > 1 else ()


def cheapest_level(strain: Strain, floor: Call | None) -> int | None:
    """The lowest level at which a bid in `strain` outranks `floor` (None: none does)."""
    return next(
        (
            level
            for level in range(1, 8)
            if floor is None or Call(CallKind.BID, level, strain).outranks(floor)
        ),
        None,
    )


def natural_there(book: RuleBook, advice: Recommendation, call: str) -> bool:
    """Whether the system reads `call` at the recommendation's place as natural and not
    forcing (or has no rule for it): a call that may end the auction."""
    rule = rule_for_call(book, advice.place, call)
    return rule is None or not forcing_or_artificial(rule)


def forcing_or_artificial(rule: RuleRecord) -> bool:
    """A rule whose call says something other than where to play: artificial, or
    forcing partner to bid again."""
    return alertable(rule) or rule.constraints.forcing in _FORCING


def tricks_wanted(candidates: Sequence[Placement]) -> list[Solve]:
    """The (declarer, strain) pairs whose tricks score the candidates, each once."""
    wanted: list[Solve] = []
    for candidate in candidates:
        contract = candidate.contract
        if contract is not None and (contract.declarer, contract.strain) not in wanted:
            wanted.append((contract.declarer, contract.strain))
    return wanted


def side_score(
    placement: Placement, tricks: TricksTable, vulnerability: Vulnerability, seat: Seat
) -> int:
    """The score of `seat`'s side when the placement's contract is played and declarer
    takes the tricks the table gives (0 for a board passed out); doubled where it fails
    and it outbid the opponents."""
    contract = placement.contract
    if contract is None:
        return 0
    taken = tricks[(contract.declarer, contract.strain)]
    if placement.outbids and taken < contract.level + 6 and contract.doubled == 0:
        contract = replace(contract, doubled=1)
    score = duplicate_score(contract, taken, vulnerability.is_vulnerable(contract.declarer))
    return score if contract.declarer.side == seat.side else -score


def imp_gains(
    candidates: Sequence[Placement],
    tables: Sequence[TricksTable],
    vulnerability: Vulnerability,
    seat: Seat,
) -> list[list[int]]:
    """For each candidate, on each deal, the IMPs its contract wins for `seat`'s side
    against the first candidate's (the rule-based call's, so its own are 0): IMPs, not
    total points, so that one deal's huge swing does not outweigh many small ones, as a
    teams match scores it."""
    gains: list[list[int]] = [[] for _ in candidates]
    for table in tables:
        base = side_score(candidates[0], table, vulnerability, seat)
        for index, candidate in enumerate(candidates):
            score = side_score(candidate, table, vulnerability, seat)
            gains[index].append(imps(score - base))
    return gains


def average_imps(
    candidates: Sequence[Placement],
    tables: Sequence[TricksTable],
    vulnerability: Vulnerability,
    seat: Seat,
) -> list[float]:
    """Each candidate's average of `imp_gains` over the deals (0 with no deal)."""
    gains = imp_gains(candidates, tables, vulnerability, seat)
    return [sum(each) / len(each) if each else 0.0 for each in gains]


def standard_error(values: Sequence[int]) -> float:
    """The standard error of the values' mean (the sample's standard deviation over the
    square root of their count; 0 for fewer than two)."""
    count = len(values)
    if count < 2:
        return 0.0
    mean = sum(values) / count
    variance = sum((value - mean) ** 2 for value in values) / (count - 1)
    return float((variance / count) ** 0.5)
