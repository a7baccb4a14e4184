"""What a robot reads from the auction and what it says of its own calls (docs/contract.md
"Robots, practice and live tables").

A robot calls what its system's recommendation gives (library/recommend.py), and alerts
and explains the call from the rule that gave it. To place the cards it cannot see, it
reads each earlier call by the rule the same system has for it there: the HCP range
and suit lengths the rule's meaning states (library/constraints.py), a balanced hand
as two to five cards in each suit. The opponents are read by the robot's own system:
a robot has no convention card of theirs. A pass by a player whose side has not bid
denies every call the system has for him there (its openings, a weak two's or preempt's
shape, the overcalls and the takeout double: `denied_by_pass`); the sampler deals no
hand a pass denied, and where every shape at some HCP is denied the range ends there
(SAYC's first-seat pass: at most 11 HCP, the 1C-1S openings' floor less one).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.limits import MAX_CALL_EXPLANATION
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import Hand
from domain.rules.shown_hand import ANY_HAND, ShownHand
from library.model import Constraints
from library.recommend import Recommendation, continuations, recommend
from library.recommend_auction import AuctionPlace, pid_call, place_from_calls
from library.recommend_book import RuleBook, RuleRecord

SHAPE_POINTS = 3  # what a long suit or a shortness adds to a hand's HCP in its total points
_ALERT_WORDS = ("artificial", "alertable", "relay", "transfer", "asks", "conventional")
_SUITS = {suit.name_plural: suit for suit in SUIT_ORDER}


@dataclass(frozen=True)
class RobotCall:
    call: str
    alert: bool
    explanation: str | None
    basis: str


def robot_call(
    book: RuleBook,
    dealer: Seat,
    calls: Sequence[Call],
    hand: Hand,
    vulnerability: str,
    legal: Sequence[str],
) -> RobotCall:
    """The recommendation's call when the table allows it, else a pass (always legal
    for a seat whose turn it is), with the rule or the principle that chose it."""
    place = place_from_calls(dealer, [str(call) for call in calls])
    return call_of(recommend(book, place, hand, vulnerability), legal)


def call_of(advice: Recommendation, legal: Sequence[str]) -> RobotCall:
    """The robot's call from the recommendation (see `robot_call`)."""
    rule = advice.rule
    basis = (
        f"{advice.basis}: {rule.meaning}"
        if rule is not None
        else f"{advice.basis}: {advice.reason}"
    )
    if advice.call not in legal:
        return RobotCall("Pass", False, None, f"{basis} ({advice.call} is not allowed here: Pass)")
    if rule is None:
        return RobotCall(advice.call, False, None, basis)
    return RobotCall(advice.call, alertable(rule), explained(rule), basis)


def explained(rule: RuleRecord) -> str | None:
    """A call's explanation: its rule's meaning, as long as a call's may be."""
    return rule.meaning.strip()[:MAX_CALL_EXPLANATION] or None


def rule_for_call(book: RuleBook, place: AuctionPlace, call: str) -> RuleRecord | None:
    """The system's rule for `call` (as the table writes it) at `place`, if it has one."""
    _, rules = continuations(book, place)
    wanted = pid_call(Call.parse(call))
    return next((rule for rule in rules if rule.call == wanted), None)


def alertable(rule: RuleRecord) -> bool:
    """A call whose meaning says it is artificial (or asks, relays, transfers)."""
    meaning = rule.meaning.lower()
    return any(word in meaning for word in _ALERT_WORDS)


def shown_hands(
    book: RuleBook,
    dealer: Seat,
    calls: Sequence[Call],
    books: Mapping[Seat, RuleBook] | None = None,
) -> dict[Seat, ShownHand]:
    """What each seat's calls showed of its hand, by the rules `book` has for them, or,
    for a seat in `books`, by that seat's own system; a call that contradicts what the
    seat showed before is not read."""
    shown: dict[Seat, ShownHand] = {}
    for index, call in enumerate(calls):
        place = place_from_calls(dealer, [str(c) for c in calls[:index]])
        _, rules = continuations((books or {}).get(place.seat, book), place)
        if call.kind is CallKind.PASS and _side_only_passed(calls[:index]):
            denied = ANY_HAND.denying(denied_by_pass(rules))
            seat_shown = shown.get(place.seat, ANY_HAND)
            narrowed = None if denied is None else seat_shown.narrowed_by(denied)
            if narrowed is not None:
                shown[place.seat] = narrowed
        rule = next((r for r in rules if r.call == pid_call(call)), None)
        if rule is None:
            continue
        narrowed = shown.get(place.seat, ANY_HAND).narrowed_by(shown_by(rule.constraints))
        if narrowed is not None:
            shown[place.seat] = narrowed
    return shown


def _side_only_passed(before: Sequence[Call]) -> bool:
    """Whether the side of the player to call has made no call but passes: his own
    calls and his partner's, every second call back from his turn."""
    side = range(len(before) - 2, -1, -2)
    return all(before[index].kind is CallKind.PASS for index in side)


def denied_by_pass(rules: Sequence[RuleRecord]) -> list[ShownHand]:
    """The hands a pass denies where the player's side has not bid: those of every call
    the system has there (its openings, overcalls, takeout double), as far as the rule's
    constraints hold them. A conventional call's constraints may be looser than its
    meaning ("a 5+ card minor", "6-11 HCP or 16+ HCP"), so one showing suits is left out:
    reading it would deny hands the call does not show. A rule stating nothing denies
    nothing."""
    denied = []
    for rule in rules:
        if rule.call == "p":
            continue
        constraints = rule.constraints
        if any(name not in _SUITS for name in constraints.suit_length):
            continue  # "some major": not one suit
        hand = _inner(constraints)
        if hand is None or hand.is_open or (hand.lengths and alertable(rule)):
            continue
        denied.append(hand)
    return denied


def _inner(constraints: Constraints) -> ShownHand | None:
    """`shown_by`, but where the rule counts total points the HCP that surely reach them
    (a hand with the points' floor in HCP alone has them, whatever its shape): a denial
    must not deny hands the call does not show."""
    shown = shown_by(constraints)
    total = constraints.total_points
    if constraints.hcp is not None or total is None:
        return shown
    high = 37 if total.high is None else total.high - SHAPE_POINTS
    return ShownHand((total.low, high), shown.lengths) if total.low <= high else None


def shown_by(constraints: Constraints) -> ShownHand:
    """The HCP range (or, where the rule counts total points, the HCP that range allows)
    and suit lengths a rule's constraints state."""
    points = constraints.hcp
    hcp = (0, 37) if points is None else (points.low, 37 if points.high is None else points.high)
    total = constraints.total_points
    if points is None and total is not None:
        # total points count shape too: the HCP are at most the total, and at least the
        # total less what shape adds (`SHAPE_POINTS`)
        high = 37 if total.high is None else total.high
        hcp = (max(0, total.low - SHAPE_POINTS), high)
    lengths: dict[Suit, tuple[int, int]] = {}
    if constraints.shape.get("balanced") is True:
        lengths = {suit: (2, 5) for suit in SUIT_ORDER}
    shown = ShownHand(hcp, lengths)
    for name, wanted in constraints.suit_length.items():
        suit = _SUITS.get(name)
        if suit is None:
            continue  # "some major": not one suit
        one = ShownHand(lengths={suit: (wanted.low, 13 if wanted.high is None else wanted.high)})
        narrowed = shown.narrowed_by(one)
        shown = narrowed if narrowed is not None else shown
    return shown
