"""Whether a hand fits the meaning SAYC gives a call, for the records sets' writers.

Split out of bench/recommend_records_second.py (which lists every test in its docstring):
what the calls so far say (`Auction`) and the tests of the openings' responses, opener's
rebids and the simple competitive calls that the second set of real calls takes.
bench/records_competition.py adds the competitive tests of the third set. Nothing here asks
the engine: the tests read the hand's length and high-card points only.
"""

from __future__ import annotations

from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand

STRAINS = "CDHS"


def is_bid(call: str) -> bool:
    return call[0].isdigit()


def rank(bid: str) -> int:
    """Bids in order: 1C is 0, 1NT is 4, 7NT is 34."""
    strain = bid[1:]
    return (int(bid[0]) - 1) * 5 + (4 if strain == "NT" else STRAINS.index(strain))


def length(hand: Hand, strain: str) -> int:
    return hand.length(Suit(strain))


def no_singleton(hand: Hand) -> bool:
    return min(hand.pattern) >= 2


class Auction:
    """What the calls so far say, seen from the seat about to call."""

    def __init__(self, calls: list[str], opening_at: int, index: int) -> None:
        self.calls = calls
        self.opening_at = opening_at
        self.index = index
        self.opening = calls[opening_at]
        self.step = index - opening_at

    def bids_by(self, side: int) -> list[str]:
        """The bids before this call by opener's side (0) or the other side (1)."""
        return [
            c
            for i, c in enumerate(self.calls[self.opening_at : self.index])
            if is_bid(c) and i % 2 == side
        ]

    def last_bid(self) -> tuple[str, int] | None:
        """The last bid before this call and its distance back."""
        for back in range(1, self.index - self.opening_at + 1):
            call = self.calls[self.index - back]
            if is_bid(call):
                return call, back
        return None

    def previous(self) -> str:
        return self.calls[self.index - 1]

    def partner(self) -> str:
        return self.calls[self.index - 2]

    def clean(self) -> bool:
        """Nothing but passes between the opening and this call, but for partner's bids."""
        between = self.calls[self.opening_at + 1 : self.index]
        return all(c == "Pass" for i, c in enumerate(between) if i % 2 == 0)

    def jump(self, bid: str) -> bool:
        """A bid a level higher than the cheapest in its strain."""
        last = self.last_bid()
        if last is None:
            return False
        cheapest = int(last[0][0]) + (rank(bid) % 5 <= rank(last[0]) % 5)
        return int(bid[0]) > cheapest


def sayc_meaning(auction: Auction, call: str, hand: Hand) -> bool:
    """True when the hand fits what SAYC means by this call here (the module docstring)."""
    if call == "Pass":
        return True
    ours = auction.step % 2 == 0
    if call == "X":
        return _double(auction, hand, ours)
    if call == "XX":
        return auction.step == 2 and auction.previous() == "X" and hand.hcp >= 10
    if call.endswith("NT"):
        return _notrump(auction, call, hand, ours)
    strain = call[1]
    if any(b[1:] == strain for b in auction.bids_by(1 if ours else 0)):
        return michaels(auction, call, hand)
    if not ours:
        if any(b[1:] == strain for b in auction.bids_by(1)):
            return length(hand, strain) >= 3  # a raise of partner's overcall
        return _overcall(auction, call, hand)
    if auction.step == 2:
        return _response(auction, call, hand)
    return _rebid(auction, call, hand)


def _double(auction: Auction, hand: Hand, ours: bool) -> bool:
    last = auction.last_bid()
    if last is None:
        return False
    doubled, _ = last
    if not ours:
        if doubled == "2C" and auction.opening == "2C":
            return False
        if doubled == "1NT":
            return hand.hcp >= 15
        if doubled.endswith("NT"):
            return False
        return length(hand, doubled[1]) <= 3 or hand.hcp >= 17
    if auction.step == 2 and auction.previous() == doubled and not doubled.endswith("NT"):
        return length(hand, doubled[1]) <= 3 and auction.opening[0] == "1"
    return False


def _notrump(auction: Auction, call: str, hand: Hand, ours: bool) -> bool:
    hcp, opening = hand.hcp, auction.opening
    if not ours:
        if auction.step == 1 and opening[0] == "1" and not opening.endswith("NT"):
            if call == "1NT":
                return 15 <= hcp <= 18 and no_singleton(hand)
            if call == "2NT":
                return unusual(auction, hand)
        if auction.step == 3 and call == "1NT":
            return hcp >= 11 and no_singleton(hand)
        return False
    if auction.step == 2 and opening[0] == "1" and not opening.endswith("NT"):
        suit = opening[1]
        if call == "1NT":
            return 6 <= hcp <= 10
        if call == "2NT" and auction.clean():
            if suit in "HS":
                return length(hand, suit) >= 4 and hcp >= 13
            return hand.balanced and 13 <= hcp <= 15
        if call == "3NT" and auction.clean() and suit in "CD":
            return hand.balanced and 16 <= hcp <= 18
        return False
    if auction.step == 2 and opening in ("2D", "2H", "2S") and call == "2NT":
        return hcp >= 13
    if auction.step == 2 and opening in ("1NT", "2NT") and call in ("2NT", "3NT"):
        return no_singleton(hand)
    if auction.step == 4 and (opening == "2C" or opening[0] == "1") and opening != "1NT":
        jacoby = opening in ("1H", "1S") and auction.partner() == "2NT" and auction.clean()
        return not jacoby and no_singleton(hand)
    return False


def unusual(auction: Auction, hand: Hand) -> bool:
    unbid = [s for s in STRAINS if s != auction.opening[1]][:2]
    return all(length(hand, s) >= 5 for s in unbid)


def michaels(auction: Auction, call: str, hand: Hand) -> bool:
    """A cue bid of the opening's suit straight over it: two five-card suits."""
    opening = auction.opening
    if auction.step != 1 or opening[0] != "1" or call != f"2{opening[1]}":
        return False
    if opening[1] in "CD":
        return all(length(hand, s) >= 5 for s in "HS")
    other = "S" if opening[1] == "H" else "H"
    return length(hand, other) >= 5 and any(length(hand, s) >= 5 for s in "CD")


def longest(hand: Hand, strain: str) -> bool:
    return length(hand, strain) == max(hand.pattern)


def _overcall(auction: Auction, call: str, hand: Hand) -> bool:
    if auction.opening == "2C":
        return False
    needed = 6 if auction.jump(call) else 5
    return length(hand, call[1]) >= needed and longest(hand, call[1])


def _response(auction: Auction, call: str, hand: Hand) -> bool:
    opening, strain, hcp = auction.opening, call[1], hand.hcp
    interfered = not auction.clean()
    if opening in ("1NT", "2NT"):
        if interfered:
            return length(hand, strain) >= 5 and longest(hand, strain)
        stayman, transfers = ("2C", ("2D", "2H")) if opening == "1NT" else ("3C", ("3D", "3H"))
        if call == stayman:
            return any(length(hand, s) >= 4 for s in "HS")
        if call in transfers:
            return length(hand, "H" if call[1] == "D" else "S") >= 5
        return call in ("4H", "4S") and length(hand, strain) >= 6
    if opening == "2C":
        return call == "2D" or (not interfered and length(hand, strain) >= 5 and hcp >= 8)
    if strain == opening[1]:
        return _raise(auction, call, hand)
    if opening[0] != "1":
        return length(hand, strain) >= 5
    if interfered:
        return length(hand, strain) >= (4 if call[0] == "1" else 5)
    if auction.jump(call):
        return length(hand, strain) >= 4 and hcp >= 16
    if call[0] == "2":
        return length(hand, strain) >= 4 and hcp >= 10
    return length(hand, strain) >= 4


def _raise(auction: Auction, call: str, hand: Hand) -> bool:
    strain = call[1]
    if length(hand, strain) < (3 if strain in "HS" else 4):
        return False
    if auction.opening[0] != "1" or not auction.clean():
        return True
    if call[0] == "2":
        return hand.hcp <= 10
    if call[0] == "3":
        return 9 <= hand.hcp <= 12
    return strain not in "HS" or hand.hcp <= 10


def _rebid(auction: Auction, call: str, hand: Hand) -> bool:
    opening, response, strain = auction.opening, auction.partner(), call[1]
    if opening in ("1NT", "2NT"):
        stayman = "2C" if opening == "1NT" else "3C"
        transfers = {"2D": "2H", "2H": "2S"} if opening == "1NT" else {"3D": "3H", "3H": "3S"}
        if auction.previous() != "Pass":
            return False
        if response == stayman:
            if call[1] == "D":
                return all(length(hand, s) < 4 for s in "HS")
            return length(hand, strain) >= 4
        return transfers.get(response) == call
    if opening == "2C":
        return length(hand, strain) >= 5
    if opening[0] != "1":
        return False  # a weak two's or a preempt's answers to an asking bid are not natural
    if opening[1] in "HS" and response == "2NT" and auction.clean():
        return False  # the answers to Jacoby 2NT are not natural
    if strain == opening[1]:
        return length(hand, strain) >= 5
    if is_bid(response) and strain == response[1]:
        return length(hand, strain) >= 3
    return length(hand, strain) >= 4
