"""Competing high: over their raise to the three or four level, and their bid over our
game (issue 34: the robots let the opponents play cheaply).

- **Their raise to three or four is a preempt.** After 1H-P-3H, 1H-P-4H or 2H-P-3H the
  raise takes away the room a preempt does, and the defence is the same: "Just as over
  opening one level bids a double of an opening preemptive bid below the game level is
  a takeout double. The requirements are similar but the higher the preemptive bid the
  better the hand needed to make the takeout double. The same is true of overcalls. And
  with both doubles and overcalls more is required in the direct position than in the
  balancing position" ("Bidding over the opponents' preempts"). How much: "The rule of
  thumb in bidding over pre-empts is to give partner 7 HCP and bid accordingly" (Bob
  Crosby, Edmonton Bridge Centre, "Pre-empts Rule of 7"), and an overcall "should be
  able to survive (not get heavily penalized) if partner has a doubleton in our suit
  and about 6-7 HCP. We usually want to have a 6+card suit with good texture and a hand
  with good playing strength; a simple opening hand is not enough" (Robert Todd, This
  Week in Bridge 551, "Bidding over 3-Level and 4-Level Preempts"). So, our side silent:
    - a suit overcall: a good suit (two of the top four honours), six cards at the four
      level (five will do at three), opening values (12+ HCP, 10+ in the passout seat),
      and playing tricks that, with the two tricks partner's seven points give, leave
      the bid at most one trick short: playing tricks at least the level plus three;
    - a takeout double: short in their suit, three or more in every other, 13+ HCP over
      a raise to three and 15+ over a raise to game (three fewer in the passout seat);
    - any hand of 18+ doubles: too strong to pass.
- **Their bid over our game is doubled.** When our side has bid game on the values for
  it and they bid on, "the opponents are sacrificing ... they do not [own the auction]"
  (Kantar, quoted in Crosby's "Forcing pass (opponents' bidding)"): they are not let
  off undoubled. At the last chance (the two calls since their bid were passes), with
  the HCP between the hands that bid the game (25+: mine and partner's shown least),
  double.

- **The negative doubler's long suit at the last chance.** Partner opened, they
  overcalled, I made a negative double, they raised their suit and it came back to me
  (partner passed: their raise freed him). "A Negative Double followed by a new suit at
  the two or three level is weak" (Marty Bergen, "Secrets to winning bridge": a long
  suit the hand could not bid at once): a six-card suit of my own is bid at the three
  level, where six and partner's two or three make the eight or nine trumps the law of
  total tricks competes with; at the four level it is game in a major, bid with 12+ HCP
  (partner's opening, my points and the long suit's two make 26).

- **A second five-card suit when they have found a fit.** With two
  five-card suits "you need to show both suits" (Jim Berglund, "Bidding with 5-5
  hands"), and when the opponents have raised each other "your partnership will
  usually also hold an eight-card or more fit" (bridgepassion.com, lesson 16, on
  balancing). So a hand that has bid one five-card suit, holds a second one nobody has
  named and at most two cards of their suit, bids the second at the three level or
  below over their raise, directly or when it was passed round to it. Their fit is
  as plain when the opener answers his partner's negative double of my overcall in the
  major it promised: "This tells partner that you would have responded 1H if the
  opponent had passed. If opener also has 4 hearts, he'll 'raise' your response by
  bidding hearts himself" (Karen Walker, "Negative doubles"; issue 34).

Each situation returns None when it is not the auction's, so the other principles
(library/principles*.py) decide there.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, short, when
from library.principles_defence import long_suit, takeout_shape
from library.principles_five_over_five import five_over_five
from library.principles_game_points import game_points_over_least
from library.principles_playing_tricks import playing_tricks
from library.principles_reading import DOUBLE, GAME_LEVEL, MAJORS, Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = [
    "GAME_VALUES_HCP",
    "HIGH_COMPETITION",
    "PARTNER_TRICKS",
    "doubling_their_bid_over_our_game",
    "negative_doubler_last_chance",
    "over_their_high_raise",
    "second_suit_at_last_chance",
]

PARTNER_TRICKS = 2  # the seven HCP the rule of 7 gives partner, as tricks
SHORT_BY = 1  # the overcall may fall this many tricks short: "survive", not make
OVERCALL_HCP = 12  # opening values: "a simple opening hand is not enough" alone
DOUBLE_HCP = {3: 13, 4: 15}  # a takeout double of their raise to this level
BALANCING_LIGHTER = 3  # the passout seat borrows partner's values
TOO_STRONG_HCP = 18
GAME_VALUES_HCP = game_points_over_least(None)  # 25 HCP with partner's least bid game
LONG_SUIT = 6  # the negative doubler's suit he could not bid at once
MAJOR_GAME_HCP = 12  # with partner's opening and the long suit's two points: 26


def _only_passed(t: Table) -> bool:
    return all(c.kind is CallKind.PASS for c in t.my_calls + t.partner_calls)


def _good_suit(t: Table, suit: Suit) -> Check:
    top = sum(r in t.hand.ranks(suit) for r in "AKQJ")
    return Check(f"{suit.name_plural} honours", "2 of A K Q J", str(top), top >= 2)


def over_their_high_raise(t: Table) -> Advice | None:
    """They opened a suit and raised it to the three or four level, our side only
    passed, and the raise is the last bid: act as over their preempt (the module's
    note), in the direct seat or, three lighter, in the passout seat."""
    if not t.they_opened or t.opening is None or not _only_passed(t):
        return None
    if len(t.their_bids) != 2 or t.last_bid is not t.their_bids[1]:
        return None
    opening, raised = t.their_bids
    theirs = suit_of(opening)
    if theirs is None or suit_of(raised) is not theirs or raised.level not in DOUBLE_HCP:
        return None
    since = len(t.place.calls) - max(i for i, c in enumerate(t.place.calls) if c is raised)
    if since not in (1, 3):
        return None  # direct (their raise is RHO's) or passout (two passes since)
    lighter = BALANCING_LIGHTER if since == 3 else 0
    return (
        _overcall(t, theirs, raised.level, lighter)
        or (takeout_shape(t, [theirs]) and when(
            t, DOUBLE, f"A takeout double of their raise to {raised.level}, as of a preempt: "
            f"short in their suit, {DOUBLE_HCP[raised.level] - lighter}+ HCP.",
            hcp(t, DOUBLE_HCP[raised.level] - lighter), short(t, theirs)))
        or when(t, DOUBLE, "Too strong to pass their raise: double.", hcp(t, TOO_STRONG_HCP))
    )  # fmt: skip


def _overcall(t: Table, theirs: Suit, level: int, lighter: int) -> Advice | None:
    suit = long_suit(t, 5, {theirs})
    if suit is None:
        return None
    call = t.cheapest(suit)
    tricks = playing_tricks(t.hand)
    wanted = call.level + 6 - PARTNER_TRICKS - SHORT_BY
    return when(
        t, call, f"An overcall of their raise to {level}, as of a preempt: a good suit and "
        f"{tricks} playing tricks, with the two partner's seven points give, at most a "
        "trick short.",
        length(t, suit, 6 if call.level >= 4 else 5), _good_suit(t, suit),
        hcp(t, OVERCALL_HCP - lighter),
        Check("playing tricks", f"{wanted}+", str(tricks), tricks >= wanted),
    )  # fmt: skip


def doubling_their_bid_over_our_game(t: Table) -> Advice | None:
    """Our side bid game, they bid over it (the last bid, below slam), and the two calls
    since were passes: with the values the game was bid on, double."""
    last = t.last_bid
    ours = [c for c in t.my_bids + t.partner_bids if c.is_bid]
    if last is None or not t.their_bids or last is not t.their_bids[-1] or not ours:
        return None
    if last.level >= 6 or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    calls = t.place.calls
    if len(calls) < 3 or calls[-3] is not last or calls[-2].kind is not CallKind.PASS:
        return None
    before = next((c for c in reversed(calls[:-3]) if c.is_bid), None)
    if before is None or not any(c is before for c in ours) or not _game(before):
        return None
    between = t.hand.hcp + t.partner_shown.low
    return when(
        t, DOUBLE, "Their bid over our game is not let off undoubled: we bid game on the "
        f"values, {between} HCP between the hands.",
        Check("HCP between the hands", f"{GAME_VALUES_HCP}+", str(between),
              between >= GAME_VALUES_HCP),
    )  # fmt: skip


def _game(call: Call) -> bool:
    suit = suit_of(call)
    return call.level >= (3 if suit is None else GAME_LEVEL[suit])


def negative_doubler_last_chance(t: Table) -> Advice | None:
    """Partner opened one of a suit, they overcalled, my only call was a (negative)
    double, they raised their suit and the two calls since were passes: a six-card suit
    of mine competes at the three level, or bids game in a major with 12+ HCP."""
    if not t.partner_opened or t.opening is None or t.opening[1].level != 1:
        return None
    if [c.kind for c in t.my_calls] != [CallKind.DOUBLE] or len(t.their_bids) != 2:
        return None
    overcall, raised = t.their_bids
    theirs = suit_of(overcall)
    if theirs is None or suit_of(raised) is not theirs or t.last_bid is not raised:
        return None
    calls = t.place.calls
    if len(calls) < 3 or calls[-3] is not raised or calls[-2].kind is not CallKind.PASS:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    opened = suit_of(t.opening[1])
    suit = long_suit(t, LONG_SUIT, {theirs} | ({opened} if opened else set()))
    if suit is None:
        return None
    call = t.cheapest(suit)
    if call.level <= 3:
        return when(
            t, call, "The negative doubler's long suit at the last chance: six cards he "
            "could not bid at once, and partner's two or three make the trumps to compete.",
            length(t, suit, LONG_SUIT),
        )  # fmt: skip
    if call.level == 4 and call == Call(CallKind.BID, GAME_LEVEL[suit], call.strain):
        return when(
            t, call, "The negative doubler's long major at the last chance: game, with "
            f"partner's opening, {MAJOR_GAME_HCP}+ HCP and six cards.",
            length(t, suit, LONG_SUIT), hcp(t, MAJOR_GAME_HCP),
        )  # fmt: skip
    return None


def second_suit_at_last_chance(t: Table) -> Advice | None:
    """I bid a five-card suit, they raised a suit of theirs (the last bid, their fit),
    RHO's or passed round to me: a second five-card suit nobody has named, with two or
    fewer of their suit, is bid at the three level or below."""
    last = t.last_bid
    calls = t.place.calls
    if last is None or not t.their_bids or last is not t.their_bids[-1]:
        return None
    at = max(i for i, c in enumerate(calls) if c is last)
    if len(calls) - at not in (1, 3):
        return None  # RHO raised (the direct seat), or two passes since (the last chance)
    theirs = suit_of(last)
    if theirs is None:
        return None
    raised = [i for i, c in enumerate(calls[:at]) if suit_of(c) is theirs and c.is_bid
              and t.place.theirs[i] and (at - i) % 4 == 2]  # fmt: skip
    if not raised and not _answers_negative_double(t, at):
        return None  # their last bid is no raise of the other's suit: no fit shown
    mine = [s for s in t.my_suits if t.hand.length(s) >= 5]
    if not mine:
        return None
    named = set(t.my_suits) | set(t.partner_suits) | set(t.their_suits)
    second = long_suit(t, 5, named)
    if second is None:
        return None
    call = t.cheapest(second)
    return when(
        t, call, "A second five-card suit at the last chance: they have found a fit, so "
        "we have one too, and a two-suiter shows both suits.",
        length(t, second, 5), short(t, theirs),
        Check("level", "3 or lower", str(call.level), call.level <= 3),
    )  # fmt: skip


def _answers_negative_double(t: Table, at: int) -> bool:
    """Their bid at ``at`` is the opener's answer, in a major nobody had named, to his
    partner's negative double of our overcall: the double promised four cards there."""
    calls = t.place.calls
    opening = t.opening
    suit = suit_of(calls[at])
    if not t.they_opened or opening is None or suit not in MAJORS or at < 2:
        return False
    if at != opening[0] + 4 or calls[at - 2].kind is not CallKind.DOUBLE:
        return False  # 1x-(overcall)-X-(pass)-answer
    overcall = calls[opening[0] + 1]
    named = {suit_of(opening[1]), suit_of(overcall)}
    return overcall.is_bid and suit not in named and t.book.plays("negative_doubles")


HIGH_COMPETITION: tuple[Callable[[Table], Advice | None], ...] = (
    over_their_high_raise,
    five_over_five,  # their five over our four of a major: bid on only with a void
    doubling_their_bid_over_our_game,
    negative_doubler_last_chance,
    second_suit_at_last_chance,
)
