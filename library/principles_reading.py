"""What general bidding principles read in an auction: the table's facts, once.

A ``Table`` answers the questions a player asks before any principle applies: who
opened and with what, partner's and the opponents' suits, the last bid, whether a double
or a bid is legal now (those plain facts in library/principles_auction_facts.py), what
partner has shown by the system's own ranges, the trump fit. Principles
(library/principles*.py) read only this, so each of them is keyed by its situation and
applies to every auction that matches it, however the auction got there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.model import IntRange
from library.principles_advance_reading import (
    advance_kind,
    advance_shown,
    notrump_advance_shown,
)
from library.principles_auction_facts import (
    DOUBLE,
    GAME_LEVEL,
    MAJORS,
    MINORS,
    PASS,
    REDOUBLE,
    AuctionFacts,
    below,
    bid,
    suit_of,
    transfer_suit,
)
from library.principles_deck import DECK_HCP, DEFAULT_SHOWN, their_least
from library.principles_negative_reading import after_my_negative_double
from library.recommend_checks import Check

__all__ = [
    "DOUBLE",
    "FORCING",
    "GAME_LEVEL",
    "MAJORS",
    "MINORS",
    "PASS",
    "REDOUBLE",
    "Advice",
    "Table",
    "below",
    "bid",
    "game_level",
    "suit_of",
    "transfer_suit",
]


FORCING = ("forcing_one_round", "forcing", "game_forcing")


@dataclass(frozen=True)
class Advice:
    """A call chosen by a principle, the principle in a sentence, and what it checked."""

    call: str
    reason: str
    checks: tuple[Check, ...] = ()
    # a pass that answers partner's forcing double: converting it for penalty
    converts: bool = False


def game_level(trump: Suit | None) -> int:
    """The level of game in ``trump``, or in notrump (None): 4, 5 or 3."""
    return 3 if trump is None else GAME_LEVEL[trump]


@dataclass(frozen=True)
class Table(AuctionFacts):
    """The auction as the seat to call sees it, and the hand it holds, and what partner's
    and the opponents' calls have shown."""

    # --- strength -------------------------------------------------------------------------
    def shown(self, index: int, kind: str) -> IntRange:
        """The HCP range the call at ``index`` showed by the system's own rule for it,
        else what a natural call of its ``kind`` shows."""
        rule = self.book.rule_after_passes(self.place.prefix(index + 1))
        if rule is not None:
            found = rule.constraints.hcp or rule.constraints.total_points
            if found is not None:
                return found
        return DEFAULT_SHOWN[kind]

    @cached_property
    def their_least(self) -> int:
        """The fewest HCP the opponents have shown between them (library/principles_deck.py)."""
        return their_least(self.book, self.place)

    @cached_property
    def partner_most(self) -> int:
        """The most partner can hold: the deck's 40 HCP less the hand's and the least the
        opponents have shown ("there are always 40 high-card points in the deck")."""
        return max(0, DECK_HCP - self.hand.hcp - self.their_least)

    @cached_property
    def partner_shown(self) -> IntRange:
        """The least and most partner has shown so far (his latest ranged call), never
        more than the HCP the hand and the opponents' calls leave him, nor less than his
        own calls promise (where the counts clash, partner's agreed ranges stand and
        the opponents', read by our own system, give way)."""
        shown = self.partner_called
        most = max(shown.low, self.partner_most)
        return IntRange(shown.low, None if shown.high is None else min(shown.high, most))

    @cached_property
    def partner_expected(self) -> int:
        """Partner's expected strength: the middle of his range as the deck narrows it
        (three over an open floor, no more than halfway to what the deck leaves him)."""
        shown = self.partner_shown
        if shown.high is not None:
            return (shown.low + shown.high) // 2
        return min(shown.low + 3, (shown.low + max(shown.low, self.partner_most)) // 2)

    @cached_property
    def partner_called(self) -> IntRange:
        """The least and most partner's calls showed, by the system's ranges alone (how
        far he limited his hand, whatever the deck leaves him)."""
        shown = after_my_negative_double(self.book, self.place) or self._partner_bids_showed
        if self._partner_passed_my_opening:
            # a later bid, in competition, cannot restore the values his pass denied
            most = DEFAULT_SHOWN["response"].low - 1
            low = shown.low if shown.low <= most else 0
            return IntRange(low, most if shown.high is None else min(shown.high, most))
        capped = self._partner_passed_their_action
        if capped is not None:
            return IntRange(min(shown.low, capped), capped if shown.high is None
                            else min(shown.high, capped))  # fmt: skip
        return shown

    @property
    def _partner_bids_showed(self) -> IntRange:
        partner = [i for i, _ in self._by(2) if self.place.calls[i].is_bid]
        if not partner:
            if self.partner_calls and self.partner_calls[-1].kind is CallKind.DOUBLE:
                # a takeout double of their opening; a negative double of ours
                return DEFAULT_SHOWN["double" if self.they_opened else "negative double"]
            return IntRange(0, 11)
        first = partner[0]
        action = self._my_action_advanced(first)
        if action is None and self._advances_my_notrump(first):
            best = notrump_advance_shown(self.book, self.place, first)
        elif action is not None:
            suit = suit_of(self.place.calls[first])
            cuebid = suit is not None and self._named_first_by_them.get(suit) is True
            best = advance_shown(self.book, self.place, first, action, cuebid)
        else:
            kind = "opening" if self.partner_opened else "response"
            if self.they_opened:
                # a natural notrump overcall of their opening shows the 1NT overcall's
                # 15-18, not a suit's 8-16 (over their two bids 2NT is unusual)
                calls, theirs = self.place.calls, self.place.theirs
                bids = sum(1 for i in range(first) if theirs[i] and calls[i].is_bid)
                mine = any(
                    self.place.by_caller(i) and calls[i].kind is not CallKind.PASS
                    for i in range(first)
                )  # after my action partner's notrump is an advance, not an overcall
                notrump = suit_of(calls[first]) is None and bids == 1 and not mine
                kind = "notrump overcall" if notrump else "overcall"
            best = self.shown(first, kind)
        for index in partner[1:]:
            found = self.shown(index, "rebid")
            if found != DEFAULT_SHOWN["rebid"]:
                best = found
        return best

    def _my_action_advanced(self, index: int) -> int | None:
        """My overcall in a natural suit or takeout double that partner's first bid at
        ``index`` advances (he only passed before it; I acted once), else None."""
        if not self.they_opened or any(
            c.kind is not CallKind.PASS for i, c in self._by(2) if i < index
        ):
            return None
        acted = [i for i, c in self._by(4) if i < index and c.kind is not CallKind.PASS]
        if len(acted) != 1:
            return None
        call = self.place.calls[acted[0]]
        if call.kind is CallKind.DOUBLE:
            return acted[0]
        suit = suit_of(call)
        if suit is None or acted[0] in self._artificial or self._named_first_by_them.get(suit):
            return None  # a notrump or artificial overcall, a cuebid: not advanced as a suit
        return acted[0]

    def _advances_my_notrump(self, index: int) -> bool:
        """Partner's bid at ``index`` is his first action, over my natural notrump overcall
        straight over their opening of a suit (1NT over one, 2NT over a weak two), my only
        action."""
        if not self.they_opened or self.opening is None or index < 2:
            return False
        opened, overcall = self.opening[1], self.place.calls[self.opening[0] + 1]
        if not self.place.by_caller(self.opening[0] + 1) or suit_of(opened) is None:
            return False
        if not overcall.is_bid or overcall.strain is None or suit_of(overcall) is not None:
            return False
        if overcall.level != opened.level or overcall.level > 2:
            return False
        mine = [i for i, c in self._by(4) if i < index and c.kind is not CallKind.PASS]
        his = [i for i, c in self._by(2) if i < index and c.kind is not CallKind.PASS]
        return mine == [self.opening[0] + 1] and not his

    @property
    def _partner_passed_my_opening(self) -> bool:
        """Partner passed my opening when nobody had come in: he holds too little to
        respond (the booklet: a response needs 6 points)."""
        if not self.i_opened or self.opening is None:
            return False
        first = self.opening[0] + 2
        calls = self.place.calls
        return (
            first < len(calls)
            and calls[first - 1].kind is CallKind.PASS
            and (calls[first].kind is CallKind.PASS)
        )

    @property
    def _partner_passed_their_action(self) -> int | None:
        """The most HCP partner holds when he passed over their double or one- or
        two-level bid straight over my opening and bid only later: with 10+ he had the
        redouble over a double (the booklet), a two-over-one, 2NT, a cuebid or a negative
        double over a one-level overcall (Richard Pavlicek, "Coping with Interference": "A
        two-over-one response shows 9+ points"; "A response of 2NT shows 10 to 12 HCP"),
        and a three-level new suit (11+, library/principles_responses.py) or a negative
        double over a two-level one with 12+. Not after my reopening double: it protects
        his penalty pass, which "is unlimited" (Mike Crosby, "Hand Evaluation -
        Re-opening Doubles"), so his answer to it is read as before. Else None."""
        if not self.i_opened or self.opening is None or not self.partner_bids:
            return None
        first, calls = self.opening[0], self.place.calls
        if len(calls) <= first + 2 or calls[first + 2].kind is not CallKind.PASS:
            return None
        theirs = calls[first + 1]
        if any(c.kind is CallKind.DOUBLE for c in self.my_calls):
            return None  # my reopening double hoped for his trap pass: he may hold values
        if theirs.kind is CallKind.DOUBLE:
            return 9
        if not theirs.is_bid or theirs.level > 2:
            return None
        return 9 if theirs.level == 1 else 11

    @cached_property
    def trump(self) -> Suit | None:
        """A suit both partners bid (latest first), else partner's major that I support,
        my own six-card suit, or partner's minor held four times."""
        mine, partners = self.my_suits, self.partner_suits
        for suit in reversed(mine + partners):
            if suit in mine and suit in partners:
                return suit
        for suit in partners:
            if suit in MAJORS and self.hand.length(suit) >= (3 if suit == partners[0] else 4):
                return suit
        own = next((s for s in mine if self.hand.length(s) >= 6), None)
        if own is not None:
            return own
        shown = next((s for s in partners if s in MAJORS and self.fit(s) >= 8), None)
        if shown is not None:
            return shown  # partner's rebid major (six cards) and two of mine
        return next((suit for suit in partners if self.hand.length(suit) >= 4), None)

    def promised(self, suit: Suit) -> int:
        """The cards partner's bids promise in ``suit``: six when he bid it twice (the
        length its written rule states when the second bid forces), three
        when he raised the suit I bid first (my overcall too), five for a major opening
        or an overcall, three for 1C, four for an answer to my takeout double ("a
        four-card major first", the booklet's advances) and for any other suit he
        named."""
        named = [i for i, c in self._by(2) if suit_of(c) is suit and i not in self._artificial]
        if not named and suit in self.my_suits:
            return self._cuebid_raise(suit)
        if not named or self._named_first_by_them.get(suit, True):
            return 0
        if len(named) > 1:
            return self._forcing_rebid_length(named[-1], suit) or 6
        if self.partner_opened and self.opening is not None and named[0] == self.opening[0]:
            return 5 if suit in MAJORS else 3 if suit is Suit.C else 4
        mine = [i for i, c in self._by(4) if suit_of(c) is suit and i not in self._artificial]
        if self.my_suits[:1] == [suit] and mine and self.preference(mine[0], named[0]):
            return max(2, self._written_length(named[0], suit))
        if self.my_suits[:1] == [suit] and mine and mine[0] < named[0]:
            action = self._my_action_advanced(named[0])
            if action is not None and advance_kind(self.place, named[0], action, False) in (
                "jump raise",
                "game raise",
            ):
                return 4  # the preemptive jump raise of my overcall: four trumps
            # a raise of the suit I bid first (my opening's or my overcall's): three; when
            # they compete, the law counts what the system writes for it (SAYC's 1D-2D
            # "Raise, 6-10 HCP, 4+ diamonds"), as principles_opener_law does for a major
            written = self._written_length(named[0], suit) if self.their_bids else 0
            return max(3, written)
        if self.they_opened and self._answers_my_double(named[0]):
            return 4  # advancing my takeout double: his longest suit, four cards or more
        return 5 if self.they_opened else 4

    def _cuebid_raise(self, suit: Suit) -> int:
        """The trumps partner's cuebid of their suit promises in my ``suit``, as the
        system writes it ("Cuebid raise, 10+ HCP, 4+ diamonds"): the SAYC booklet's
        cuebid of their suit shows "a limit raise or better" in partner's suit, so the
        support it shows counts in the law's trumps as a raise does; else 0."""
        cuebids = [i for i, c in self._by(2) if c.is_bid and suit_of(c) in self.their_suits]
        return max((self._written_length(i, suit) for i in cuebids), default=0)

    def _forcing_rebid_length(self, index: int, suit: Suit) -> int:
        """The length the system's rule states for partner's forcing rebid of his suit
        at ``index``, else 0: after opener's 2NT, 1D-1H-2NT-3H is "5+ hearts,
        forcing one round", five asking for three-card support, not the six a suit
        bid twice shows when partner may pass it."""
        rule = self.book.rule_after_passes(self.place.prefix(index + 1))
        if rule is None or rule.constraints.forcing not in FORCING:
            return 0
        return self._written_length(index, suit)

    def partner_written_length(self, suit: Suit) -> int:
        """What partner's bids promise in ``suit``: the general reading (`promised`), or
        more when the system's rule for one of his calls says so (a weak two's six cards,
        a preempt's seven)."""
        written = [
            self._written_length(i, suit)
            for i, c in enumerate(self.place.calls)
            if self.place.by_partner(i) and suit_of(c) is suit
        ]
        return max([self.promised(suit), *written])

    def _written_length(self, index: int, suit: Suit) -> int:
        """The cards in ``suit`` the system's own rule for the call at ``index`` states
        (the booklet's 1D-1H-1S-2D preference: three), else 0."""
        rule = self.book.rule_after_passes(self.place.prefix(index + 1))
        found = None if rule is None else rule.constraints.suit_length.get(suit.name_plural)
        return 0 if found is None else found.low

    def preference(self, first: int, index: int) -> bool:
        """Partner's bid at ``index`` returns, at the cheapest level, to the suit I opened
        at ``first`` after I named a second suit: a preference, which promises only two
        cards (Audrey Grant, Better Bridge Nov/Dec 2011, "Preference": "It's the length
        in partner's suits, not the strength"; returning with a doubleton is "a common
        thing for responder to do")."""
        if not self.i_opened or self.opening is None or self.opening[0] != first:
            return False
        second = [i for i, c in self._by(4) if first < i < index and c.is_bid
                  and i not in self._artificial and suit_of(c) not in (None, suit_of(
                      self.place.calls[first]))]  # fmt: skip
        if not second or self.their_bids:
            return False
        call = self.place.calls[index]
        opened = suit_of(self.place.calls[first])
        if suit_of(call) is not opened or not self.place.by_partner(index):
            return False
        before = next((c for c in reversed(self.place.calls[:index]) if c.is_bid), None)
        if before is None or call.strain is None or before.strain is None:
            return False
        cheapest = before.level + (0 if call.strain.rank > before.strain.rank else 1)
        return call.level == cheapest

    def _answers_my_double(self, index: int) -> bool:
        """Partner's bid at ``index`` is his first bid, made after my double and before
        any bid of mine: an answer to a takeout double, not an overcall."""
        mine = self._by(4)
        doubled = [i for i, c in mine if i < index and c.kind is CallKind.DOUBLE]
        bid_before = [i for i, c in mine if i < index and c.is_bid]
        first = min((i for i, c in self._by(2) if c.is_bid), default=None)
        return bool(doubled) and not bid_before and first == index

    def fit(self, suit: Suit) -> int:
        """Trumps the partnership holds: the hand's and what partner's bids promise."""
        return self.hand.length(suit) + self.promised(suit)
