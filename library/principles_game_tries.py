"""Answering opener's game try after a single raise of his major.

The SAYC booklet ("Major Suit Openings") makes 1M-2M a raise of 6-10 points and opener's
new suit after it a help-suit game try (sayc.md: 16-18, forcing one round); its re-raise
to three of the major invites. The library writes the answers to 1M-2M-3C; teachers
state the answer for every try the same way: the raiser accepts (game in the major) with
the upper half of his raise, or with help in the try suit (at most one loser there: the
ace or king, or shortness), and with the top of his range whatever he holds there; else
he signs off in three of the major. Help alone does not accept: "With a minimum, do not
bid game" (P. F. DuBois, "Help-Suit Game Tries"), so help needs a raise above the lower
half, counted without the try suit's shortness (already the help) nor a singleton
honour there. Over the re-raise the raiser accepts with the upper
half of his range.

The same answer holds wherever responder has limited his hand and opener bids on below
game (0.24.0, h54a, ``answering_after_limiting``): "Following a first limited response, a
rebid by opener asks partner if his response was minimum or maximum, inquiring for game
or slam" (bridgepassion.com, lesson 7, "Responder's rebid"); "If responder has a clear
maximum, he should bid game ... If opener has a maximum hand, opener bids game in NT or
the minor" (bridgeinchicago.com, "Help suit game tries hints", for the raise of a
major and of a minor alike). Before, only 1M-2M-try was read so: after responder's
1NT or preference, opener's raise of responder's suit or his further suit was passed
as "not forcing" or answered with a new suit as if responder were unlimited. Responder's
limiting call is a notrump bid or a bid in a suit opener named (a preference or a
raise, not a jump to game); the strain is the suit opener raised (mine), else a suit
of opener's where the hand holds three cards or more and the partnership eight; the
hand answers by where it sits in the range its limiting call showed (support points
in opener's suit, total points in its own): the upper half bids game, the lower half
passes opener's call in the strain or returns to the strain at the cheapest level.
Game in a minor is five of it when opener has named three suits (he is short in the
fourth: "When you've bid two or three suits, and the weakness is in one of the unbid
suits, it is very likely that the opponents are going to lead your weak suit",
bridgebase forums, "Opponent bids your suit"), or when the hand is not semi-balanced
or an unbid suit is unstopped; else 3NT.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import when
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["answering_after_limiting", "answering_game_try", "suit_losers"]

_HONOUR_POINTS = {"K": 3, "Q": 2, "J": 1}


def suit_losers(t: Table, suit: Suit) -> int:
    """Losing-trick count of one suit: its first three cards less the ace, king and
    queen among them (a doubleton queen counts as a loser)."""
    ranks = t.hand.ranks(suit)
    top = "AKQ"[: min(len(ranks), 3)]
    return min(len(ranks), 3) - sum(rank in ranks for rank in top)


def answering_game_try(t: Table) -> Advice | None:
    """I raised partner's major once; he tried for game with a new suit or re-raised to
    three, and the opponents passed."""
    if t.their_bids or len(t.my_bids) != 1 or len(t.partner_bids) != 2 or t.rho is None:
        return None
    opened, raised, tried = t.partner_bids[0], t.my_bids[0], t.partner_bids[1]
    major = suit_of(opened)
    if major not in MAJORS or opened.level != 1 or raised != bid(2, major):
        return None
    if t.rho.kind is not CallKind.PASS or t.last_bid is not tried or tried.level > 3:
        return None
    _, top, upper = _range_shown(t, raised)
    mine = t.hand.support_points(major)
    points = Check("support points", f"{upper}+", str(mine), mine >= upper)
    game, signoff = bid(4, major), bid(3, major)
    if tried == signoff:
        return when(t, game, "Accepting the invitation: the upper half of my raise.",
                    points) or when(t, PASS, "Declining the invitation: the lower half "
                                    "of my raise.")  # fmt: skip
    suit = suit_of(tried)
    if suit is None or suit == major:
        return None
    losers = suit_losers(t, suit)
    help_check = Check(f"{suit.name_plural} losers", "0-1", str(losers), losers <= 1)
    # the try suit's shortness is its help, counted once (by the help check), and a
    # singleton king, queen or jack there is worth nothing more than the singleton
    ranks = t.hand.ranks(suit)
    wasted = _HONOUR_POINTS.get(ranks[0], 0) if len(ranks) == 1 and ranks[0] != "A" else 0
    worth = mine - t.hand.ruffing_value(major, suit) - wasted
    values = Check("support points outside the try suit", f"{upper}+", str(worth), worth >= upper)
    maximum = Check("support points outside the try suit", f"{top}+", str(worth), worth >= top)
    return (
        when(t, game, f"Accepting the game try: help in {suit.name_plural} (at most one "
             "loser there) and more than a minimum raise.", help_check, values)
        or when(t, game, "Accepting the game try: the top of my raise.", maximum)
        or when(t, game, f"Accepting the game try: the upper half of my raise, and "
                f"{suit.name_plural} are not hopeless.", values,
                Check(f"{suit.name_plural} losers", "0-2", str(losers), losers <= 2))
        or when(t, signoff, "Declining the game try: a minimum raise, help or not."
                if losers <= 1 else f"Declining the game try: little help in "
                f"{suit.name_plural}.")
    )  # fmt: skip


def answering_after_limiting(t: Table) -> Advice | None:
    """Partner opened one of a suit; I limited my hand with my second bid (notrump, or a
    preference or raise in a suit of his), he bid again below game and the opponents
    stayed silent: game with the upper half of my range, else a stop in our strain
    (module docstring)."""
    if t.their_bids or not t.partner_opened or t.opening is None or t.rho is None:
        return None
    if t.opening[1].level != 1 or suit_of(t.opening[1]) is None:
        return None
    if len(t.my_bids) != 2 or len(t.partner_bids) != 3 or t.rho.kind is not CallKind.PASS:
        return None
    mine, asked = t.my_bids[-1], t.partner_bids[-1]
    if t.last_bid is not asked or asked.level > 3 or suit_of(asked) is None:
        return None
    limiting = suit_of(mine)
    if limiting is not None and (limiting not in t.partner_suits[:2] or mine.level >= 4):
        return None
    if limiting is None and mine.level > 2:
        return None
    trump = _strain(t, suit_of(asked))
    if trump is None:
        return None
    low, top, upper = _range_shown(t, mine)
    own = trump in t.my_suits and trump not in t.partner_suits[:2]
    value = t.hand.total_points if own else t.hand.support_points(trump)
    name = "total points" if own else f"support points in {trump.name_plural}"
    worth = Check(name, f"{upper}+ (the upper half of {low}-{top})", str(value),
                  value >= upper)  # fmt: skip
    game = _game(t, trump)
    signoff: Call = PASS if suit_of(asked) is trump else t.cheapest(trump)
    return when(t, game, "Opener bids on after my limiting call: the upper half of my "
                "range accepts, game.", worth, despite_written_range=True) or when(
        t, signoff, "Opener bids on after my limiting call: the lower half of my range "
        f"stops in {trump.name_plural}.")  # fmt: skip


def _strain(t: Table, asked: Suit | None) -> Suit | None:
    """Our strain: my suit that opener has just raised, else opener's suit where the hand
    holds three cards or more and the partnership eight (a major first)."""
    if asked is not None and asked in t.my_suits and asked not in t.partner_suits[:2]:
        return asked
    fits = [s for s in t.partner_suits if t.hand.length(s) >= 3 and t.fit(s) >= 8]
    fits.sort(key=lambda s: (s not in MAJORS, -t.fit(s)))
    return fits[0] if fits else None


def _game(t: Table, trump: Suit) -> Call:
    """Four of a major; in a minor 3NT only with a semi-balanced hand, the unbid suits
    stopped and opener on at most two suits, else five of the minor."""
    if trump in MAJORS:
        return bid(4, trump)
    named = set(t.partner_suits) | set(t.my_suits)
    unbid = [s for s in SUIT_ORDER if s not in named]
    notrump = (
        len(set(t.partner_suits)) < 3
        and t.hand.semi_balanced
        and all(t.hand.stopper(s) for s in unbid)
    )
    return bid(3, "NT") if notrump else bid(5, trump)


def _range_shown(t: Table, call: Call) -> tuple[int, int, int]:
    """The points my `call` showed, as its rule reads them: (least, most, the least of the
    upper half); a range open at the top is taken as four points wide."""
    calls = t.place.calls
    index = max(i for i in range(len(calls)) if t.place.by_caller(i) and calls[i] is call)
    shown = t.shown(index, "response")
    top = shown.high if shown.high is not None else shown.low + 4
    return shown.low, top, (shown.low + top + 1) // 2
