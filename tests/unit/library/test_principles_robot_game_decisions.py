"""The robots' constructive game decisions, 0.21.0 (issue 34, h51a): which of partner's
calls invite game, what a forcing rebid of his suit promises, and the suit responder
names for its stopper. Each hand is written here for the principle it tests, none taken
from a corpus file or a deal.

Sources, as the modules quote them: after opener's 2NT rebid "every effort should be
made to locate an eight-card major fit. ... The order of desirability is: 4H, 4S with
an eight-card fit. 3NT." and, of responder's three-card support there, "Partner may
have five hearts ..., in which case he will raise to 4H. With just four hearts, he
will prefer 3NT" (Andrew Robson, "Rebidding Notrumps"), so the system's 1D-1H-2NT-3H,
"5+ hearts, forcing one round", shows five, not the six a suit bid twice shows
(library/principles_reading.py); a preference "promises only two cards" (Audrey Grant,
Better Bridge, "Preference"); a game force is "a bid that asks partner not to pass
before the partnership's bidding has reached game" (Wikipedia, "Glossary of contract
bridge terms") (library/principles_fit.py). Without a stopper, "a player does not bid
notrump himself but names a suit (the fourth suit, a three-card suit, or the fit) and
lets partner bid notrump with the stopper" (the teachers of
library/principles_stoppers.py), three cards at least, as principles_placing's
stopper bid names them (library/principles_responder_rebids.py).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_fit import accepting_invitation
from library.principles_reading import Table
from library.principles_responder_rebids import making_sure_of_game
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _table(calls: str, hand: str | Hand) -> Table:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return Table(sayc_book(), place_from_calls(Seat.N, calls.split()), held)


def _call(calls: str, hand: str) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls.split()), parse_hand(hand)).call


# --- a forcing rebid of responder's major after opener's 2NT: five cards --------------

AFTER_TWO_NOTRUMP = "1D Pass 1H Pass 2NT Pass 3H Pass"


def test_a_forcing_rebid_of_his_major_promises_the_written_five() -> None:
    table = _table(AFTER_TWO_NOTRUMP, "AQT3.A7.AJ86.K32")
    assert table.promised(Suit.H) == 5
    assert table.fit(Suit.H) == 7


def test_with_two_of_his_major_opener_bids_3nt_not_game_in_seven_trumps() -> None:
    # Robson's order: four of the major with eight cards, else 3NT
    assert _call(AFTER_TWO_NOTRUMP, "AQT3.A7.AJ86.K32") == "3NT"


def test_with_three_of_his_major_opener_bids_the_eight_card_game() -> None:
    assert _call(AFTER_TWO_NOTRUMP, "AQ3.A72.AJ86.K32") == "4H"


def test_the_forcing_rebid_is_no_invitation_to_accept() -> None:
    # before: "Accepting partner's invitation" counted his 3H as an invitation
    assert accepting_invitation(_table(AFTER_TWO_NOTRUMP, "AQT3.A7.AJ86.K32")) is None


def test_a_rebid_partner_may_pass_still_shows_six() -> None:
    # 1S-2D-2S, "5+ spades (usually six)", is not forcing: six, as before
    table = _table("1S Pass 2D Pass 2S Pass", "95.KT95.KQ92.AT9")
    assert table.promised(Suit.S) == 6


# --- a preference is not an invitation -------------------------------------------------


def test_partners_preference_after_my_reverse_is_no_invitation() -> None:
    calls = "1H Pass 1NT Pass 2S Pass 3H Pass"
    hand = "AT65.AQT43.3.AK4"
    # his cheapest return to my hearts holds two: five and two are no major fit to accept
    assert accepting_invitation(_table(calls, hand)) is None
    assert _call(calls, hand) != "4H"


# --- once game is forced, three of our major is no invitation ------------------------


def test_after_my_jump_shift_his_rebid_major_is_raised_to_game() -> None:
    advice = accepting_invitation(_table("1C Pass 1S Pass 3D Pass 3S Pass", "A3.K4.AKJ5.AQ953"))
    assert advice is not None and advice.call == "4S"
    assert "forcing to game" in advice.reason


# --- responder's stopper bid names three cards ----------------------------------------

OPENERS_MINIMUM = "1D Pass 2C Pass 2D Pass"


def test_a_three_card_guard_is_named_below_3nt() -> None:
    advice = making_sure_of_game(_table(OPENERS_MINIMUM, "83.K74.Q9.AKJ764"))
    assert advice is not None and advice.call == "2H"


def test_a_doubleton_guard_is_not_named_responder_bids_3nt() -> None:
    # before: 2H on Kx, which opener raised with four hearts to a seven-card game
    advice = making_sure_of_game(_table(OPENERS_MINIMUM, "83.K7.Q92.AKJ764"))
    assert advice is not None and advice.call == "3NT"
    assert _call(OPENERS_MINIMUM, "83.K7.Q92.AKJ764") == "3NT"


def _guards(holding: list[str]) -> bool:
    """A notrump guard as teachers count one, written here apart from the library: the
    ace, a king with one more card, a queen with two, a jack with three."""
    need = {"A": 1, "K": 2, "Q": 3, "J": 4}
    return any(rank in holding and len(holding) >= n for rank, n in need.items())


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
_OPENER_SHOWN = {Suit.D, Suit.C}  # his diamonds, my clubs: hearts and spades are unbid


@settings(max_examples=150, deadline=None)
@given(st.permutations(_DECK))
def test_a_suit_named_for_its_stopper_holds_three_cards(deck: list[Card]) -> None:
    hand = Hand.of(deck[:13])
    advice = making_sure_of_game(_table(OPENERS_MINIMUM, hand))
    if advice is None:
        return
    holdings = {s: [c.rank for c in hand.cards if c.suit is s] for s in SUIT_ORDER}
    unbid = [s for s in SUIT_ORDER if s not in _OPENER_SHOWN]
    if "show the stopper" in advice.reason:
        named = next(s for s in unbid if advice.call.endswith(s.value))
        assert len(holdings[named]) >= 3 and _guards(holdings[named])
    if "too short to name" in advice.reason:
        assert advice.call == "3NT"
        guarded = [s for s in unbid if _guards(holdings[s])]
        assert guarded and all(len(holdings[s]) <= 2 for s in guarded)
