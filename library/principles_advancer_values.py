"""The advancer's values after partner's takeout double, counted and bid by level
(0.24.0, issue 33, h54b).

The wrong belief this corrects: after their bid over partner's takeout double the
advancer only ever bid his suit at the cheapest level or passed, whatever he held, and
he counted high cards alone. Published answers from three sets jump, or bid the game,
in those positions: Frank Stewart, "commit to game after partner's double" with
63.AQT98.63.A952 over 1C-X-2C; "partner's double at the three level shows 15 or more;
bid the game (3S with a weaker hand)" with QJT83.85.KQT3.T8 over 2H-X-3H; a passed hand's
"honest invitation", the jump to 3H, with A65.K843.A954.62 over 1D-X-1S; 4H with
-.JT43.KQ874.QJ64 over 2S-X-3S.

The teachers' ladder after their bid is by the advancer's *points*, support points
included, and a bid over their bid is free, so a weak hand may pass:

- "If responder bids, the advancer is no longer obligated to bid with a weak hand. So a
  minimum response shows some values ... Minimum bid in a new suit 5-9 points; Jump in
  a new suit 10-12 Points; ... Cue bid (opener's suit) 13+ points"; "Because a takeout
  double includes Support Points, not just HCP" (Loeb Bridge, "Advancing a takeout
  double").
- "When Responder raises Opener's suit, and Advancer has: 0-5 total points, Advancer
  passes; 6-8 total points, ... bid a 5+ card suit at the lowest possible level; 9-11
  total points, ... bid a 5+ card suit at the lowest possible level; ... 12+ total
  points, then Advancer's 1st choice is to bid game in 5+ card major suit" (bridge2day,
  "Advancing a takeout double"); "with interference ... a new suit shows 8-12 points"
  (the Carnegie Mellon "Bridge Bidding" notes, which principles_advancer already reads).
  So the hand that has not passed bids its suit with 9-11 and may bid again; it jumps to
  game with 12+ and five cards.
- A passed hand cannot bid again to show a maximum: its free bid is the weak one, so the
  invitation is the jump (Loeb's 10-12), the panel's "honest invitation from a passed
  hand rather than the vague 2D cuebid".
- The points are the trump hand's: the double promises support for the unbid suits, so
  the advancer's shortness is worth ruffs. "The standard Goren Count (or 3-2-1 count)
  adds three points for a void, two for a singleton and one for a doubleton" (Bernard
  Magee, glossary, "Distributional point count"); Mike Lawrence counts a six-card heart
  suit with K2.QJ7653.T874.8 "worth nearly 10 support points" after 1D-X-P.
- Partner's double of a preempt shows more: "The strength requirements above are
  lowered when the partner is known to be stronger (e.g. an opponents' preempt is
  doubled)" (lesson notes "Responding to takeout doubles", slideblast); Stewart's "15
  or more" at the three level is about two points over the one-level double's 13.

So ``advancer_points`` = HCP + 3-2-1 for each short suit, and ``free_advance_by_values``
answers the free position (they bid over the double) in a major: game with ``GAME`` (12)
points and five cards, two less when partner doubled an opening above the one level;
game when the cheapest bid in the major is already game, with the invitation's
``INVITE`` (10); a passed hand's jump with ``INVITE``, never more. The cheapest free bid
and the pass stay where they were (principles_advancer).
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when
from library.principles_reading import MAJORS, Advice, Table, bid
from library.recommend_checks import Check

__all__ = ["GAME", "INVITE", "PREEMPT_DOUBLED", "advancer_points", "free_advance_by_values"]

INVITE = 10  # after their bid, "Jump in a new suit 10-12 Points" (Loeb)
GAME = 12  # "12+ total points ... bid game in 5+ card major suit"
PREEMPT_DOUBLED = 2  # a double of a preempt shows about two points more ("15 or more")
_SHORT = {0: 3, 1: 2, 2: 1}  # the Goren 3-2-1 count: void, singleton, doubleton


def advancer_points(hand: Hand, trump: Suit) -> int:
    """HCP plus the 3-2-1 count of every short suit but ``trump``."""
    return hand.hcp + sum(_SHORT.get(hand.length(s), 0) for s in SUIT_ORDER if s is not trump)


def _points(t: Table, trump: Suit, low: int, high: int | None = None) -> Check:
    value = advancer_points(t.hand, trump)
    wanted = f"{low}+" if high is None else f"{low}-{high}"
    ok = value >= low and (high is None or value <= high)
    return Check("points (HCP and 3-2-1 shortness)", wanted, str(value), ok)


def _headed(t: Table, suit: Suit) -> Check:
    """A suit the free jump names is headed by the ace, king or queen: in competition
    "it is ... best for responder to show a reasonable five-card or longer suit, headed
    by at least the queen if it is only five cards" (Audrey Grant's Better Bridge,
    July-August 2024); a four-card suit the jump asks to play in, no less."""
    top = [r for r in t.hand.ranks(suit) if r in "AKQ"]
    return Check(f"{suit.name_plural} headed by", "A, K or Q", "".join(top) or "none",
                 bool(top))  # fmt: skip


def _doubled_level(t: Table) -> int:
    """The level of the bid partner's double was of."""
    index = max(i for i, c in enumerate(t.place.calls)
                if t.place.by_partner(i) and c.kind is CallKind.DOUBLE)  # fmt: skip
    doubled = next((c for c in reversed(t.place.calls[:index]) if c.is_bid), None)
    return 1 if doubled is None else doubled.level


def free_advance_by_values(t: Table, best: Suit) -> Advice | None:
    """They bid over partner's takeout double and ``best`` is the major to name: game,
    or a passed hand's invitational jump, by the advancer's points; None otherwise (the
    cheapest free bid or the pass decide) or when ``best`` is not a major."""
    if best not in MAJORS or t.hand.length(best) < 4:
        return None
    game_floor = GAME - (PREEMPT_DOUBLED if _doubled_level(t) >= 2 else 0)
    passed = any(c.kind is CallKind.PASS for c in t.my_calls)
    game = bid(4, best)
    cheapest, jump = t.cheapest(best), t.jump(best)
    if cheapest.level > game.level:
        return None
    at_game = cheapest == game
    return (
        (not passed and not at_game and when(
            t, game, f"Game facing the takeout double: {game_floor}+ points (HCP and "
            "shortness: the double promises support) and a five-card major.",
            _points(t, best, game_floor), length(t, best, 5)))
        or (at_game and not passed and when(
            t, game, f"The cheapest bid in the major is game: {INVITE}+ points facing a "
            "double that promised support and opening values.", _points(t, best, INVITE)))
        # a passed hand's invitation is the jump below game; its high cards are the
        # ladder's own: shortness alone does not lift eight high-card points into it
        or (passed and jump.level < game.level and when(
            t, jump, f"A passed hand's free jump facing the takeout double: {INVITE}+ "
            "points, invitational (its free bid would be the weak one).",
            _points(t, best, INVITE), hcp(t, INVITE - 1), _headed(t, best)))
        or None
    )  # fmt: skip
