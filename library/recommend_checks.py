"""Checking one rule's structured constraints against a real hand (docs/design.md 7.4).

Points are counted the way the call needs them: support (dummy) points when the call
raises a suit partner bid, or its meaning says "support points" (``points_suit``), and
the hand holds three or more of it, otherwise HCP plus length points. ``major`` /
``minor`` constraints hold when some major / minor fits.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.model import Constraints, IntRange

__all__ = [
    "Check",
    "check_constraints",
    "fit_suit",
    "named_suit",
    "points_suit",
    "raised_suit",
    "suit_of_call",
]

_SUIT_KEYS = {"spades": Suit.S, "hearts": Suit.H, "diamonds": Suit.D, "clubs": Suit.C}
_GROUPS = {"major": (Suit.S, Suit.H), "minor": (Suit.D, Suit.C)}


@dataclass(frozen=True)
class Check:
    """One constraint of a rule, what the hand has, and whether it holds."""

    name: str
    wanted: str
    actual: str
    holds: bool

    def to_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "wanted": self.wanted,
            "actual": self.actual,
            "holds": self.holds,
        }

    def __str__(self) -> str:
        return f"{self.name} {self.wanted} (hand: {self.actual})"


def raised_suit(call: str, partner_suits: tuple[Suit, ...]) -> Suit | None:
    """The suit of a bid that names a suit partner has bid, else None."""
    suit = suit_of_call(call)
    return suit if suit in partner_suits else None


def fit_suit(call: str, constraints: Constraints, partner_suits: tuple[Suit, ...]) -> Suit | None:
    """The partner's suit a call supports: a raise of it, or a call (a cuebid, Jacoby
    2NT, a splinter) whose meaning promises three or more cards in it."""
    raised = raised_suit(call, partner_suits)
    if raised is not None:
        return raised
    for suit in partner_suits:
        wanted = constraints.suit_length.get(suit.name_plural)
        if wanted is not None and wanted.low >= 3:
            return suit
    return None


def points_suit(
    call: str, meaning: str, constraints: Constraints, partner_suits: tuple[Suit, ...]
) -> Suit | None:
    """The suit whose support points a rule's points are counted in: partner's suit the
    call supports (``fit_suit``), else the suit of a call whose meaning says "support
    points" (a raise of a suit partner showed without bidding it, as the major a
    negative double promises): the booklet counts a raise in support (dummy) points."""
    raised = fit_suit(call, constraints, partner_suits)
    if raised is None and "support points" in meaning.lower():
        raised = suit_of_call(call)
    return raised


def suit_of_call(call: str) -> Suit | None:
    """The suit a bid names ("2h"), else None (a notrump bid, a pass, a double)."""
    if len(call) != 2 or call[0] not in "1234567" or call[1] == "n":
        return None
    return named_suit(call)


def named_suit(call: str) -> Suit:
    """The suit of a suit bid written as the rules write it ("2h": hearts), for a
    caller that knows the call names one."""
    return Suit(call[1].upper())


def _range_check(name: str, wanted: IntRange, value: int) -> Check:
    return Check(name, str(wanted), str(value), value in wanted)


def check_constraints(
    constraints: Constraints, hand: Hand, raised: Suit | None = None, trump: Suit | None = None
) -> list[Check]:
    """Every structured constraint as a Check (empty when the meaning has none).

    ``trump`` is the suit the partnership agreed, for key cards and the trump queen.
    """
    checks: list[Check] = []
    if constraints.hcp is not None:
        checks.append(_range_check("HCP", constraints.hcp, hand.hcp))
    if constraints.total_points is not None:
        if raised is not None and hand.length(raised) >= 3:
            checks.append(
                _range_check(
                    "support points", constraints.total_points, hand.support_points(raised)
                )
            )
        else:
            checks.append(_range_check("total points", constraints.total_points, hand.total_points))
    for key, wanted in constraints.suit_length.items():
        if key in _SUIT_KEYS:
            checks.append(_range_check(key, wanted, hand.length(_SUIT_KEYS[key])))
        elif key in _GROUPS:
            lengths = [hand.length(suit) for suit in _GROUPS[key]]
            actual = ", ".join(
                f"{suit.name_plural} {n}" for suit, n in zip(_GROUPS[key], lengths, strict=True)
            )
            checks.append(Check(f"a {key}", str(wanted), actual, any(n in wanted for n in lengths)))
    for key in constraints.stoppers:
        if key in _SUIT_KEYS:
            held = hand.stopper(_SUIT_KEYS[key])
            checks.append(Check(f"{key} stopper", "held", _holding(hand, key), held))
    for key in constraints.unstopped:
        if key in _SUIT_KEYS:
            held = hand.stopper(_SUIT_KEYS[key])
            checks.append(Check(f"{key} stopper", "none", _holding(hand, key), not held))
    checks.extend(_honour_checks(constraints, hand, trump))
    for key, value in constraints.shape.items():
        check = _shape_check(key, value, hand)
        if check is not None:
            checks.append(check)
    return checks


def _honour_checks(constraints: Constraints, hand: Hand, trump: Suit | None) -> list[Check]:
    checks: list[Check] = []
    asked = constraints.aces or constraints.keycards or constraints.features
    if not asked and constraints.trump_queen is None:
        return checks
    aces = sum(1 for suit in Suit if "A" in hand.ranks(suit))
    if constraints.aces:
        wanted = " or ".join(map(str, constraints.aces))
        checks.append(Check("aces", wanted, str(aces), aces in constraints.aces))
    if constraints.keycards and trump is not None:
        keycards = aces + ("K" in hand.ranks(trump))
        wanted = " or ".join(map(str, constraints.keycards))
        checks.append(Check("key cards", wanted, str(keycards), keycards in constraints.keycards))
    if constraints.trump_queen is not None and trump is not None:
        queen = "Q" in hand.ranks(trump)
        wanted = "held" if constraints.trump_queen else "not held"
        actual = "held" if queen else "not held"
        checks.append(Check("trump queen", wanted, actual, queen == constraints.trump_queen))
    for key in constraints.features:
        if key in _SUIT_KEYS:
            held = bool({"A", "K"} & set(hand.ranks(_SUIT_KEYS[key])))
            checks.append(Check(f"{key} ace or king", "held", _holding(hand, key), held))
    return checks


def _holding(hand: Hand, key: str) -> str:
    return "".join(hand.ranks(_SUIT_KEYS[key])) or "void"


def _shape_check(key: str, value: bool | str, hand: Hand) -> Check | None:
    pattern = "-".join(str(n) for n in hand.pattern)
    if key == "balanced":
        wanted = "balanced" if value else "unbalanced"
        return Check("shape", wanted, pattern, hand.balanced == bool(value))
    if key == "semi_balanced":
        return Check("shape", "semi-balanced", pattern, hand.semi_balanced == bool(value))
    if key == "pattern" and isinstance(value, str):
        wanted_pattern = tuple(sorted((int(n) for n in value.split("-")), reverse=True))
        return Check("shape", value, pattern, hand.pattern == wanted_pattern)
    if key in ("short", "singleton", "void") and isinstance(value, str) and value in _SUIT_KEYS:
        length = hand.length(_SUIT_KEYS[value])
        most = {"short": 1, "singleton": 1, "void": 0}[key]
        least = 1 if key == "singleton" else 0
        return Check(f"{key} {value}", f"{least}-{most}", str(length), least <= length <= most)
    return None
