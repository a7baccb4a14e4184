"""Bid recommendation: from a hand and the auction so far to the system's call (docs/design.md 7.4).

Candidates are the continuations of the auction's sequence in a ``RuleBook``. A
candidate stands when every structured constraint of its meaning holds for the hand;
standing candidates rank by priority (a convention or a user's rule over the base
system), then by fit: a raise of partner's suit, how much the meaning pins down (more
constraints, a narrower HCP range), the length of the suit named, and the usual order
between suits of equal length (the higher of two five-card suits, the lower of two
four-card suits, 1D with four cards in each minor). Meanings the extractor could not
structure are candidates of last resort. When rules exist but none fits, the engine
decides as a player would and says so: it passes unless partner's last call is forcing;
when forced it takes the nearest rule (one constraint short), else the cheapest call
that describes the hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.constraints import analyse_meaning
from library.principles import advise
from library.principles_playing_tricks import by_playing_tricks
from library.principles_range_half import range_half
from library.principles_reading import game_level
from library.principles_strong_opening import by_opening_strength
from library.recommend_artificial import artificial_call
from library.recommend_auction import AuctionPlace, table_call
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, check_constraints, fit_suit, points_suit, suit_of_call
from library.recommend_rank import STRENGTH, agreed_suit, partner_suits, rank_of
from library.recommend_set_aside import set_aside
from library.recommend_splits import split_note

__all__ = [
    "Alternative",
    "Candidate",
    "Recommendation",
    "agreed_suit",
    "candidates_for",
    "continuations",
    "partner_forces",
    "partner_suits",
    "recommend",
]

_FORCING = ("forcing", "forcing_one_round", "game_forcing", "asking", "slam_try")


@dataclass(frozen=True)
class Candidate:
    rule: RuleRecord
    checks: tuple[Check, ...]
    rank: tuple[int, ...] = ()

    @property
    def structured(self) -> bool:
        return bool(self.checks)

    @property
    def stands(self) -> bool:
        return self.structured and all(check.holds for check in self.checks)

    @property
    def failed(self) -> list[Check]:
        return [check for check in self.checks if not check.holds]


@dataclass(frozen=True)
class Alternative:
    call: str
    sequence: str
    meaning: str
    module_id: str
    why: str

    def to_dict(self) -> dict[str, object]:
        return {
            "call": self.call,
            "sequence": self.sequence,
            "meaning": self.meaning,
            "module_id": self.module_id,
            "why": self.why,
        }


@dataclass(frozen=True)
class Recommendation:
    """The call and why: ``method`` is how it was chosen ("rule": a written rule of the
    system fits; "last_resort": a written rule whose meaning could not be checked;
    "principle": no written rule fits, general principles decide)."""

    call: str
    method: str
    reason: str
    auction_sequence: str
    place: AuctionPlace
    hand: Hand
    vulnerability: str
    rule: RuleRecord | None = None
    checks: tuple[Check, ...] = ()
    alternatives: tuple[Alternative, ...] = field(default=())

    @property
    def basis(self) -> str:
        """ "system" when a written rule of the system gave the call, else "principles"."""
        return "principles" if self.method == "principle" else "system"

    def to_dict(self) -> dict[str, object]:
        rule = self.rule
        return {
            "call": self.call,
            "meaning": rule.meaning if rule else None,
            "sequence": rule.sequence if rule else None,
            "basis": self.basis,
            "method": self.method,
            "reason": self.reason,
            "rule": None
            if rule is None
            else {
                "sequence": rule.sequence,
                "meaning": rule.meaning,
                "module_type": rule.module_type,
                "module_id": rule.module_id,
                "priority": rule.priority,
            },
            "checks": [check.to_dict() for check in self.checks],
            "unread": list(analyse_meaning(rule.meaning, rule.sequence).missed) if rule else [],
            "alternatives": [alt.to_dict() for alt in self.alternatives],
            "auction": {
                "sequence": self.auction_sequence,
                "seat": self.place.seat.value,
                "dealer": self.place.dealer.value,
                "position": self.place.position,
                "role": self.place.role,
                "passed_hand": self.place.passed_hand,
                "vulnerability": self.vulnerability,
            },
            "hand": self.hand.to_dict(),
        }


def _candidates(
    book: RuleBook, rules: list[RuleRecord], hand: Hand, place: AuctionPlace
) -> list[Candidate]:
    partner = partner_suits(place)
    trump = agreed_suit(place)
    result = []
    for rule in rules:
        raised = fit_suit(rule.call, rule.constraints, partner)
        counted = points_suit(rule.call, rule.meaning, rule.constraints, partner)
        checks = check_constraints(rule.constraints, hand, counted, trump)
        half = range_half(book, place, hand, rule)  # "minimum" or "maximum" of my range
        checks = checks if half is None else [*checks, half]
        checks = by_playing_tricks(rule, hand, checks)  # the rule's own "nine playing tricks"
        checks = by_opening_strength(rule, hand, place, checks)  # 2C or one of a suit
        fit = raised is not None and hand.length(raised) >= 3
        # four cards in partner's major outrank any other fit: a major suit game first
        major_fit = fit and raised in (Suit.S, Suit.H) and hand.length(raised) >= 4
        grade = 2 if major_fit else int(fit)
        if fit and raised in (Suit.D, Suit.C) and _unbid_major(hand, place):
            grade = 0  # a four-card major nobody has named is shown before a minor raise
        result.append(Candidate(rule, tuple(checks), rank_of(rule, checks, hand, place, grade)))
    return result


def _unbid_major(hand: Hand, place: AuctionPlace) -> bool:
    """The hand holds four cards in a major no one has bid: the booklet's responder shows
    a major before he raises a minor ("Responses to 1C or 1D"), and over an overcall the
    negative double or the free bid shows it."""
    named = {c.strain.trump for c in place.calls if c.is_bid and c.strain is not None}
    return any(hand.length(s) >= 4 for s in (Suit.S, Suit.H) if s not in named)


def _rule_at(book: RuleBook, place: AuctionPlace, end: int) -> RuleRecord | None:
    """The rule for the first ``end`` calls, with or without the leading passes."""
    return book.rule_after_passes(place.prefix(end))


def partner_forces(book: RuleBook, place: AuctionPlace) -> bool:
    """Whether partner's last call (or a game force below game) obliges the seat to bid."""
    last = place.partner_last()
    if last is None:
        return False
    index, _ = last
    intervened = place.calls[-1].kind is not CallKind.PASS
    rule = _rule_at(book, place, index + 1)
    if rule is not None and not intervened and rule.constraints.forcing in _FORCING:
        return True
    unwritten = rule is None or rule.constraints.forcing is None  # a written status stands
    if not intervened and unwritten and _cuebid(book, place, index):
        return True
    game_forced = any(
        (r := _rule_at(book, place, i + 1)) is not None and r.constraints.forcing == "game_forcing"
        for i in range(len(place.calls))
        if not place.theirs[i]
    )
    last_bid = next((c for c in reversed(place.calls) if c.is_bid), None)
    if not game_forced or last_bid is None or last_bid.strain is None:
        return False
    below_game = last_bid.level < game_level(last_bid.strain.trump)
    ours = not place.theirs[max(i for i, c in enumerate(place.calls) if c.is_bid)]
    return below_game and ours


def _cuebid(book: RuleBook, place: AuctionPlace, index: int) -> bool:
    """The call at ``index`` bids a suit only the opponents have named: a cuebid, which
    asks partner to bid again whatever made it (a written rule or a principle), since
    passing would leave the side playing in the opponents' suit."""
    call = place.calls[index]
    if not call.is_bid or call.strain is None or call.strain.trump is None:
        return False
    named_by = {
        place.theirs[i]
        for i, earlier in enumerate(place.calls[:index])
        if earlier.is_bid and earlier.strain == call.strain and not artificial_call(book, place, i)
    }
    return named_by == {not place.theirs[index]}  # named by the other side only


def _why_lost(winner: Candidate | None, loser: Candidate) -> str:
    if not loser.structured:
        return "Its meaning states nothing the engine can check, so it is a last resort."
    if loser.failed:
        return "Does not fit: " + "; ".join(str(check) for check in loser.failed[:3]) + "."
    if winner is None:
        return "Fits, but the engine chose another call."
    names = ("fit with partner", "priority", "showing a four-card major first",
             "describing the shape", "a narrower HCP range",
             "a narrower point range", "how much it describes",
             "the longer suit", "the usual order of suits")  # fmt: skip
    for name, mine, theirs in zip(names, loser.rank, winner.rank, strict=True):
        if mine != theirs:
            return f"Fits too, but loses on {name} to {table_call(winner.rule.call)}."
    return f"Fits too; {table_call(winner.rule.call)} comes first."


def _alternatives(
    chosen: Candidate | None, pool: list[Candidate], set_aside: dict[str, str] | None = None
) -> tuple[Alternative, ...]:
    """The three nearest other calls and why each lost; ``set_aside`` names the written
    rules that fit the hand but give way here, with the reason."""
    aside = set_aside or {}
    others = [c for c in pool if chosen is None or c.rule is not chosen.rule]
    others.sort(key=lambda c: (not c.stands, len(c.failed) if c.structured else 9), reverse=False)
    return tuple(
        Alternative(
            table_call(c.rule.call), c.rule.sequence, c.rule.meaning, c.rule.module_id,
            f"Fits, but gives way here: {aside[c.rule.call]}." if c.rule.call in aside
            else _why_lost(chosen, c),
        )
        for c in others[:3]
    )  # fmt: skip


def continuations(book: RuleBook, place: AuctionPlace) -> tuple[str, list[RuleRecord]]:
    """The continuations under every lookup key, the most specific key's rule per call."""
    keys = place.lookup_keys()
    chosen: dict[str, RuleRecord] = {}
    used = keys[0]
    for key in reversed(keys):
        rules = book.continuations(key)
        if rules:
            used = key
        for rule in rules:
            chosen[rule.call] = rule
    specific = next((k for k in keys if book.continuations(k)), used)
    return specific, list(chosen.values())


def candidates_for(book: RuleBook, place: AuctionPlace, hand: Hand) -> tuple[str, list[Candidate]]:
    """The sequence the continuations were found under, and every candidate checked."""
    sequence, rules = continuations(book, place)
    return sequence, _candidates(book, rules, hand, place)


def recommend(
    book: RuleBook, place: AuctionPlace, hand: Hand, vulnerability: str = "None"
) -> Recommendation:
    """The system's call for ``hand`` at ``place``, with the checks and the alternatives;
    where the teachers split on the position, the reason names the other school
    (library/recommend_splits.py)."""
    result = _recommend(book, place, hand, vulnerability)
    note = split_note(book, place, hand, result.call)
    return result if note is None else replace(result, reason=f"{result.reason} {note}")


def _recommend(
    book: RuleBook, place: AuctionPlace, hand: Hand, vulnerability: str
) -> Recommendation:
    sequence, pool = candidates_for(book, place, hand)
    rules = [c.rule for c in pool]

    def answer(
        call: str, method: str, reason: str, chosen: Candidate | None = None,
        pool: list[Candidate] | None = None, rule: RuleRecord | None = None,
    ) -> Recommendation:  # fmt: skip
        return Recommendation(
            call, method, reason, sequence, place, hand, vulnerability,
            rule=chosen.rule if chosen else rule,
            checks=chosen.checks if chosen else (),
            alternatives=_alternatives(chosen, pool or [], excluded),
        )  # fmt: skip

    excluded = {
        c.rule.call: why
        for c in pool
        if c.stands and (why := set_aside(book, place, hand, c.rule, vulnerability)) is not None
    }
    standing = sorted(
        (c for c in pool if c.stands and c.rule.call not in excluded),
        key=lambda c: c.rank, reverse=True,
    )  # fmt: skip
    if standing:
        more = " and it ranks first of those that fit." if len(standing) > 1 else "."
        if len(standing) > 1:
            # two calls fit: name the close one and what decided between them
            runner = standing[1]
            more += (f" The close alternative is {table_call(runner.rule.call)} "
                     f"({runner.rule.meaning}): "
                     f"{_why_lost(standing[0], runner)}")  # fmt: skip
        for call, why in list(excluded.items())[:1]:
            # a written rule that fits was set aside: the answer says why
            more += f" The system's {table_call(call)} fits too but gives way here: {why}."
        return answer(
            table_call(standing[0].rule.call), "rule",
            "Every constraint of this rule holds for the hand" + more, standing[0], pool,
        )  # fmt: skip
    forced = partner_forces(book, place)
    # a slam try whose strength could not be checked is never a guess
    loose = sorted(
        (c for c in pool if not c.structured and c.rule.call != "p"
         and c.rule.constraints.forcing != "slam_try"),
        key=lambda c: c.rank, reverse=True,
    )  # fmt: skip
    if loose and (forced or _has_values(pool, hand)):
        return answer(
            table_call(loose[0].rule.call), "last_resort",
            "No rule with checkable constraints fits; this rule's meaning could not be "
            "checked, so it is chosen as the last resort.", loose[0], pool,
        )  # fmt: skip
    advice = advise(book, place, hand, forced, _too_strong_or_weak(pool), vulnerability)
    if excluded:
        call, why = next(iter(excluded.items()))
        written = f"The system's {table_call(call)} fits the hand but not here ({why})"
    elif rules:
        written = "No rule of the system fits the hand"
    else:
        written = f"The system has no rule for the auction '{sequence or 'the opening'}'"
    return Recommendation(
        advice.call, "principle", f"{written}; by general principles: {advice.reason}",
        sequence, place, hand, vulnerability, checks=advice.checks,
        alternatives=_alternatives(None, pool, excluded),
    )  # fmt: skip


def _too_strong_or_weak(pool: list[Candidate]) -> frozenset[str]:
    """The calls whose written rule here asks for a strength the hand does not have. A
    game the hand is too strong for stays allowed: more strength never forbids game, it
    only asks whether slam is on. Only the strength checks judge that: a preemptive
    game raise written for five trumps and 0-9 HCP does not forbid the game to a
    stronger hand with four trumps (a passed hand's 4M on support points)."""
    return frozenset(
        table_call(c.rule.call)
        for c in pool
        if c.rule.call != "p"
        and any(check.name in STRENGTH for check in c.failed)
        and not (
            _is_game(c.rule.call)
            and all(_above(check) for check in c.failed if check.name in STRENGTH)
        )
    )


def _is_game(call: str) -> bool:
    if len(call) != 2 or not call[0].isdigit() or call[1] not in "cdhsn":
        return False
    return int(call[0]) == game_level(suit_of_call(call))


def _above(check: Check) -> bool:
    """A strength check the hand fails by having more than the range allows."""
    if check.name not in STRENGTH or "-" not in check.wanted:
        return False
    high = check.wanted.rsplit("-", 1)[1]
    return high.isdigit() and check.actual.isdigit() and int(check.actual) > int(high)


def _has_values(pool: list[Candidate], hand: Hand) -> bool:
    """The hand reaches the lowest HCP floor of the system's checkable calls here."""
    floors = [
        c.rule.constraints.hcp_min
        for c in pool
        if c.rule.call != "p" and c.rule.constraints.hcp_min is not None
    ]
    return bool(floors) and hand.hcp >= min(floors)
