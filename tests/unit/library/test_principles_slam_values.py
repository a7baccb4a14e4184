"""Slam judged before game, and the slam bid without asking (library/principles_slam_values.py).

Each case quotes the teaching text it follows; the hands are written here for the
principle (none is in the corpus files, tests/fixtures/recommend). Issue 33's own
example (AKQ3.KQ42.A2.KQ3 after 1H-3H, told "4H to play") is the first.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_reading import Table
from library.principles_slam_values import slam_before_game
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

BEFORE_GAME = [
    # Pavlicek, "Bidding After a Raise": "add your revalued point count to the minimum
    # and maximum shown by partner. If total is sure to be ... 26-32 points bid 4 of your
    # major ... If total might be ... 33+ points see Slam Bidding". Issue 33's hand: 23
    # HCP opposite a 10-12 limit raise, every side suit controlled: Blackwood
    ("1H Pass 3H Pass", "AKQ3.KQ42.A2.KQ3", "4NT"),
    # 20 HCP and four trumps opposite opener's 16-18 jump raise: 37 between the hands
    # with his minimum; asked, not accepted as a game invitation
    ("1D Pass 1H Pass 3H Pass", "A2.AKQ2.K32.A432", "4NT"),
    ("1C Pass 1S Pass 3S Pass", "AKQ2.KQ2.A2.K432", "4NT"),
    # the same raise with 11 HCP: 27-29 between the hands, Pavlicek's "26-32 ... 4 of
    # your major"
    ("1D Pass 1H Pass 3H Pass", "K2.KQ32.K32.Q432", "4H"),
    # Alder, "Some rules should be etched in stone": "Don't use Blackwood when holding a
    # void": the control bid instead (three spades over hearts, the engine's cheapest)
    ("1D Pass 1H Pass 3H Pass", "-.AKQ32.KQ32.A432", "3S"),
]

WITHOUT_ASKING = [
    # ng34bridge, "Slams Extension": "After Stayman or Transfers, 4NT is a quantitative
    # slam try, because no suit has been agreed"; a newspaper quiz answer (The Southern,
    # 2020-08-14): "You know that the combined point count is 33, 34 or 35 points ...
    # You therefore go directly to six without further ceremony". 14 HCP and four
    # spades opposite 2NT's 20-21
    ("2NT Pass 3C Pass 3S Pass", "AQ32.K32.KQ2.Q32", "6S"),
    # Grant, Bridge Basics: "Once that has been decided, the partner with the extra
    # strength can simply bid a slam": six hearts after the transfer make eight with
    # partner's two, and 18 points with his 15 make 33
    ("1NT Pass 2D Pass 2H Pass", "A2.KQ8532.AK2.32", "6H"),
    ("2NT Pass 3D Pass 3H Pass", "A2.KQ8532.K52.32", "6H"),
    # the written 4H ("6+ hearts, 10-15 HCP, to play") gives way when the losing-trick
    # count (Klinger: the losers of both hands taken from 24, a 1NT opening's 7) leaves
    # twelve tricks: 11 HCP, six hearts and a void have four losers, thirteen tricks;
    # the natural game force in diamonds goes first (1996 Olympiad, both tables' 6H)
    ("1NT Pass 2D Pass 2H Pass", "KT4.AJ9853.KQJ3.-", "3D"),
    ("1NT Pass 2D Pass 2H Pass 3D Pass 3H Pass", "KT4.AJ9853.KQJ3.-", "6H"),
    # five hearts only: the system's own quantitative 4NT lets partner choose
    # (library/conventions/jacoby_transfers_1nt.md: "invites slam in hearts or notrump")
    ("1NT Pass 2D Pass 2H Pass", "A2.KQ853.AK2.532", "4NT"),
    # 10 HCP and four spades: 30-31 between the hands, game (Pavlicek's 26-32)
    ("2NT Pass 3C Pass 3S Pass", "AQ32.K32.K32.432", "4S"),
]


def _call(auction: str, hand: str | Hand) -> str:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return recommend(sayc_book(), place_from_calls(Seat("N"), auction.split()), held).call


@pytest.mark.parametrize(("auction", "hand", "expected"), BEFORE_GAME)
def test_slam_is_judged_before_game(auction: str, hand: str, expected: str) -> None:
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(("auction", "hand", "expected"), WITHOUT_ASKING)
def test_the_slam_bid_without_asking(auction: str, hand: str, expected: str) -> None:
    assert _call(auction, hand) == expected


def test_a_stayman_fit_with_every_suit_controlled_still_bids_six() -> None:
    # every side suit held, but 2NT-3C-3S-4NT is the system's quantitative raise
    # (library/conventions/stayman_1nt.md: "denies 4 spades, quantitative slam try"), so
    # Blackwood is not there to ask with: the points bid the slam
    place = place_from_calls(Seat("N"), ["2NT", "Pass", "3C", "Pass", "3S", "Pass"])
    table = Table(sayc_book(), place, parse_hand("AQ32.K32.K32.A32"))
    advice = slam_before_game(table)
    assert advice is not None and advice.call == "6S"


# --- the combined values against a count written here -------------------------------------

_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _points(hand: Hand, trump: Suit) -> int:
    """The hand's HCP with its length (a point a card past four) or, with four trumps, its
    shortness as dummy (void 5, singleton 3, doubleton 1), whichever is more."""
    hcp = sum(_HCP.get(card.rank, 0) for card in hand.cards)
    lengths = {s: sum(1 for c in hand.cards if c.suit is s) for s in SUIT_ORDER}
    long = hcp + sum(max(0, n - 4) for n in lengths.values())
    short = hcp + sum({0: 5, 1: 3, 2: 1}.get(n, 0) for s, n in lengths.items() if s is not trump)
    return max(long, short)


def _hand_with(trump: Suit, length: int, rest: list[Card]) -> Hand:
    own = [Card(trump, r) for r in "AKQJT98765432"[:length]]
    return Hand.of(own + [c for c in rest if c.suit is not trump][: 13 - length])


@settings(max_examples=200, deadline=None)
@given(st.permutations(_DECK))
def test_a_fit_and_33_asks_for_aces_only_with_every_suit_controlled(deck: list[Card]) -> None:
    """Opposite 1D-1H-3H (16-18, four hearts), four hearts here and 33 points between the
    hands counting partner's 16: with every side suit held by the ace, the king or a
    singleton, Blackwood (Paddy's Pearl: "the partnership have already agreed the suit",
    "enough points ... for making a small slam"), never game; with a void or a side
    suit of two low cards or more, no Blackwood (Alder: "Don't use Blackwood when
    holding a void"; Cohen: not "when you have a suit off two quick losers")."""
    hand = _hand_with(Suit.H, 4, [c for c in deck if c.suit is not Suit.H])
    assume(_points(hand, Suit.H) + 16 >= 33)
    call = _call("1D Pass 1H Pass 3H Pass", hand)
    sides = [[c.rank for c in hand.cards if c.suit is s] for s in SUIT_ORDER if s is not Suit.H]
    held = all(len(r) == 1 or "A" in r or "K" in r for r in sides) and all(sides)
    assert (call == "4NT") == held


def _losers(hand: Hand) -> int:
    """Klinger's losing-trick count: in each suit, the first three cards less the ace,
    king and queen among them (a doubleton's queen, a singleton's king are losers)."""
    count = 0
    for suit in SUIT_ORDER:
        held = {c.rank for c in hand.cards if c.suit is suit}
        top = min(len(held), 3)
        count += top - sum(1 for rank in "AKQ"[:top] if rank in held)
    return count


@settings(max_examples=200, deadline=None)
@given(st.permutations(_DECK))
def test_the_stayman_fit_bids_the_slam_the_points_reach(deck: list[Card]) -> None:
    """2NT (20-21) - 3C - 3S with four spades: six spades with 33 between the hands
    counting partner's 20 (or 28 and twelve tricks by losers, his 20 counted as seven
    losers), and otherwise no slam at all; six with 37 too, since 4NT is quantitative
    here and nothing asks for the aces a grand needs (iowacitybridge.com, "Slam
    Bidding": "With 36 combined high card points, we could be missing an ace")."""
    hand = _hand_with(Suit.S, 4, [c for c in deck if c.suit is not Suit.S])
    assume(sum(1 for c in hand.cards if c.suit is Suit.H) < 4)  # no second major to show
    # 4-10 HCP: the system's written 4S decides (library/conventions/stayman_1nt.md)
    assume(sum(_HCP.get(c.rank, 0) for c in hand.cards) >= 11)
    total = _points(hand, Suit.S) + 20
    tricks = 24 - _losers(hand) - 7
    call = _call("2NT Pass 3C Pass 3S Pass", hand)
    if total >= 33 or (total >= 28 and tricks >= 12):
        assert call == "6S"
    else:
        assert call[0] not in "67"
