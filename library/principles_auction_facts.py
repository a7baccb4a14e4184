"""The auction's plain facts as the seat to call sees them: who called what, which suits
each side has named, what is legal now.

``AuctionFacts`` is the part of library/principles_reading.py's ``Table`` that reads
only the calls and the system's conventional calls, not what they showed; kept apart so
that each module stays readable on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.recommend_artificial import artificial_call
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook

DOUBLE = Call.parse("X")
REDOUBLE = Call.parse("XX")
PASS = Call.parse("Pass")
MAJORS = (Suit.S, Suit.H)
MINORS = (Suit.D, Suit.C)
# The level of game in each suit: four of a major, five of a minor (3NT: game_level).
GAME_LEVEL = {Suit.S: 4, Suit.H: 4, Suit.D: 5, Suit.C: 5}


# Words by which a written rule names a conventional call (library/conventions/*.md).
_CONVENTIONAL = ("transfer", "stayman", "gerber", "relay", "puppet")


def bid(level: int, strain: Suit | str) -> Call:
    text = strain.value if isinstance(strain, Suit) else strain
    return Call.parse(f"{level}{text}")


def below(suit: Suit, than: Suit) -> bool:
    """``suit`` ranks below ``than`` (clubs lowest): the one place the order is read for a
    reverse, a lower second suit or the jump shift's side suit."""
    return SUIT_ORDER.index(suit) > SUIT_ORDER.index(than)


def transfer_suit(major: Suit) -> Suit:
    """The suit that transfers to ``major`` (Jacoby): the suit below it, diamonds for
    hearts, hearts for spades."""
    return Suit.D if major is Suit.H else Suit.H


def suit_of(call: Call | None) -> Suit | None:
    if call is None or not call.is_bid or call.strain is None:
        return None
    return call.strain.trump


@dataclass(frozen=True)
class AuctionFacts:
    """The auction as the seat to call sees it, and the hand it holds."""

    book: RuleBook
    place: AuctionPlace
    hand: Hand
    # Calls the system gives a meaning here whose strength the hand does not have: a
    # principle never makes them (the system's own ranges come first).
    vetoed: frozenset[str] = frozenset()
    # "None", "NS", "EW" or "All": a sacrifice is judged on it
    vulnerability: str = "None"

    # --- who called what ---------------------------------------------------------------
    def _by(self, offset: int) -> list[tuple[int, Call]]:
        """Calls by the seat ``offset`` places before the caller (4 = the caller, 2 =
        partner, 1 = right-hand opponent, 3 = left-hand opponent), oldest first."""
        own = len(self.place.calls)
        return [(i, c) for i, c in enumerate(self.place.calls) if (own - i) % 4 == offset % 4]

    @cached_property
    def partner_calls(self) -> list[Call]:
        return [c for _, c in self._by(2)]

    @cached_property
    def my_calls(self) -> list[Call]:
        return [c for _, c in self._by(4)]

    @cached_property
    def partner_bids(self) -> list[Call]:
        return [c for c in self.partner_calls if c.is_bid]

    @cached_property
    def my_bids(self) -> list[Call]:
        return [c for c in self.my_calls if c.is_bid]

    @cached_property
    def their_bids(self) -> list[Call]:
        return [c for i, c in enumerate(self.place.calls) if self.place.theirs[i] and c.is_bid]

    @property
    def rho(self) -> Call | None:
        return self.place.calls[-1] if self.place.calls else None

    @property
    def partner_last(self) -> Call | None:
        return self.partner_calls[-1] if self.partner_calls else None

    @cached_property
    def opening(self) -> tuple[int, Call] | None:
        index = self.place.opening_index
        return None if index is None else (index, self.place.calls[index])

    @property
    def we_opened(self) -> bool:
        return self.opening is not None and not self.place.theirs[self.opening[0]]

    @property
    def they_opened(self) -> bool:
        return self.opening is not None and self.place.theirs[self.opening[0]]

    @cached_property
    def they_only_passed(self) -> bool:
        """The opponents have made no call but passes (an uncontested auction so far)."""
        return all(
            c.kind is CallKind.PASS for i, c in enumerate(self.place.calls) if self.place.theirs[i]
        )

    @property
    def partner_opened(self) -> bool:
        return (
            self.we_opened and self.opening is not None and self.place.by_partner(self.opening[0])
        )

    @property
    def i_opened(self) -> bool:
        return self.we_opened and self.opening is not None and self.place.by_caller(self.opening[0])

    @cached_property
    def _named_first_by_them(self) -> dict[Suit, bool]:
        """Which side named each suit first: a bid in a suit the other side named first
        is a cuebid, artificial, and shows nothing of that suit. An artificial bid (a
        strong 2C, Stayman, a transfer, by the system's rule for it) names no suit."""
        first: dict[Suit, bool] = {}
        for index, call in enumerate(self.place.calls):
            suit = suit_of(call)
            if suit is not None and suit not in first and index not in self._artificial:
                first[suit] = self.place.theirs[index]
        return first

    @cached_property
    def _artificial(self) -> frozenset[int]:
        return frozenset(
            i for i, c in enumerate(self.place.calls)
            if c.is_bid and artificial_call(self.book, self.place, i)
        )  # fmt: skip

    def _natural(self, indexes: list[int], theirs: bool) -> list[Suit]:
        return [
            s for i in indexes
            if i not in self._artificial and (s := suit_of(self.place.calls[i])) is not None
            and self._named_first_by_them.get(s) is theirs
        ]  # fmt: skip

    def _bid_indexes(self, offset: int) -> list[int]:
        return [i for i, c in self._by(offset) if c.is_bid]

    @cached_property
    def partner_suits(self) -> list[Suit]:
        """The suits partner bid naturally (not cuebids of theirs, not artificial bids),
        in order."""
        return self._natural(self._bid_indexes(2), theirs=False)

    @cached_property
    def my_suits(self) -> list[Suit]:
        return self._natural(self._bid_indexes(4), theirs=False)

    @cached_property
    def their_suits(self) -> list[Suit]:
        return self._natural(sorted(self._bid_indexes(1) + self._bid_indexes(3)), theirs=True)

    @cached_property
    def guarded_by_partner(self) -> frozenset[Suit]:
        """Their suits named before partner's natural notrump bid: a notrump bid over
        their suit promises it stopped (the booklet's 1NT overcall "with a stopper"; a
        notrump answer in competition "their suit stopped")."""
        calls, theirs = self.place.calls, self.place.theirs
        guarded: set[Suit] = set()
        for index, call in self._by(2):
            if not call.is_bid or suit_of(call) is not None or index in self._artificial:
                continue
            guarded.update(
                s for i in range(index) if theirs[i] and i not in self._artificial
                and (s := suit_of(calls[i])) is not None and self._named_first_by_them.get(s)
            )  # fmt: skip
        return frozenset(guarded)

    @cached_property
    def unbid(self) -> list[Suit]:
        named = set(self.partner_suits) | set(self.my_suits) | set(self.their_suits)
        return [s for s in SUIT_ORDER if s not in named]

    # --- what is legal now ---------------------------------------------------------------
    @cached_property
    def last_bid(self) -> Call | None:
        return next((c for c in reversed(self.place.calls) if c.is_bid), None)

    @cached_property
    def _last_action(self) -> tuple[int, Call] | None:
        return next(
            ((i, c) for i, c in reversed(list(enumerate(self.place.calls)))
             if c.kind is not CallKind.PASS), None,
        )  # fmt: skip

    @cached_property
    def conventional(self) -> frozenset[str]:
        """The calls the system's own rules here make a convention of (a transfer,
        Stayman, Gerber, a relay): a principle never makes them meaning a natural suit."""
        chosen: dict[str, str] = {}
        for key in reversed(self.place.lookup_keys()):
            for rule in self.book.continuations(key):
                chosen[rule.call] = rule.meaning.lower()
        return frozenset(
            str(Call.parse(call)) for call, meaning in chosen.items()
            if any(word in meaning for word in _CONVENTIONAL)
        )  # fmt: skip

    def legal(self, call: Call) -> bool:
        if call.kind is CallKind.PASS:
            return True
        action = self._last_action
        if call.is_bid:
            return self.last_bid is None or call.outranks(self.last_bid)
        if action is None or not self.place.theirs[action[0]]:
            return False
        wanted = CallKind.BID if call.kind is CallKind.DOUBLE else CallKind.DOUBLE
        return action[1].kind is wanted

    def cheapest(self, strain: Suit | str) -> Call:
        """The cheapest legal bid in ``strain`` (7NT's level caps it)."""
        for level in range(1, 8):
            call = bid(level, strain)
            if self.legal(call):
                return call
        return bid(7, strain)

    def jump(self, strain: Suit | str) -> Call:
        low = self.cheapest(strain)
        return bid(min(7, low.level + 1), strain)
