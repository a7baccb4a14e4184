"""Responder's first call and his preference, as the teachers state them (issue 33).

Written down from the teaching before any failing case was read; each principle names
its source:

- **A five-card major counts over a minor: respond with six total points** (ACBL,
  "Bidding in the 21st Century", responding to one of a suit: responder values the hand
  with high-card points and length points, a point for each card past four in a suit,
  and "with 6 or more points" responds; the booklet's "Responses to 1C or 1D": the
  one-level major is how an eight-card major fit is found when opener's minor may be
  three cards). With five HCP and a five-card major, or four and a six-card one,
  responder bids the major at the one level over partner's minor rather than pass. Over
  a major opening the same weak hand short in opener's suit passes: no fit is being
  looked for there, and a misfit is best left at the one level (the textbooks' pass).
- **A strong one-suiter jumps at once** (bridgebum, "Strong Jump Shifts": the modern
  range is 17-19 points, to "help opener gauge slam prospects"; Walt Sturm, "Jump
  Shifts by Responder": a lighter jump shift is made only with a one-suiter to rebid,
  great trump support or a notrump hand, never a two-suiter; the booklet: responder's
  jump shift is strong and forcing to game). The one-suiter's suit must play opposite
  a singleton: Ron Klinger's suit quality test (the suit's length plus its honours,
  ace to ten) reaches 10, "a self-supporting suit". With such a six-card suit, 17 or
  more total points (15 HCP at least) and no second suit (no other five-card suit, no
  four-card major), responder jumps in his suit instead of bidding it at the cheapest
  level: the suit is set at once and opener knows slam is in view. With three cards in
  opener's major the fit is shown first (the raise or Jacoby 2NT).
- **Preference goes to the suit with more trumps, with a minimum** (Audrey Grant,
  "Responder's Rebid": after opener shows two suits responder, with a minimum, passes
  the second suit holding more cards in it and "gives preference" to the first with
  equal length). Larry Cohen, "False Preference", gives the exception: after 1S-1NT-2H
  responder with Q2 873 AK74 9862 bids 2S, for "passing 2H could lead to a missed game"
  and opener's second suit is often four cards, where "a 5-2 (maybe even a 6-2) is
  usually better" than a 4-3. So the true preference is taken at the bottom of the
  range (6-7 HCP, the lesson's minimum that "stops in a partscore"), or with a
  singleton in opener's first suit; with 8 or more and a doubleton the written false
  preference stands. Only when opener's second suit is lower-ranking and bid at its
  cheapest level (not a reverse, not a jump: he may be passed).

- **The jump raise in competition is preemptive: it wants shape** (the booklet: "a
  jump raise in competition is preemptive"; Larry Cohen, "To Bid or Not to Bid", the
  Law's adjustments: flat distribution is a minus, shortness a plus; Mike Lawrence's
  preemptive raise over a double: four trumps, a weak hand "with some shape"). Over
  their takeout double or overcall a balanced hand (no singleton or void) with the
  values for the simple raise bids the simple raise: the jump would push the side a
  level higher on a hand with no ruff to offer, and tell partner of shape it lacks.

- **Support with support: four trumps raise, they do not double** (Marty Bergen,
  negative doubles: with four-card support for opener's major responder raises, for
  the double promises the unbid suits; Audrey Grant, "support with support": finding
  the major fit comes first). Over an overcall responder holding four or more cards in
  opener's major does not make the negative double: the raise, the cuebid raise
  (limit raise or better) or game describes the fit at once.

- **Five trumps, shortness and few high cards: game at once, not the cuebid** (the
  booklet's raise to game: "preemptive (five trumps, a singleton or void, fewer than
  10 HCP)"; its competitive "jump raise in competition is preemptive"; Larry Cohen's
  Law of Total Tricks: ten trumps together, bid to the four level). Over an overcall
  such a hand counts ten support points by its shortness, but it is no limit raise in
  high cards: it bids the written game raise, taking the opponents' room, rather than
  the cuebid that invites them in.

A written rule gives way only here; a user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, points, when, written_rule_fits
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "FALSE_PREFERENCE_FROM",
    "JUMP_SHIFT_POINTS",
    "RESPOND_FROM",
    "SELF_SUPPORTING",
    "flat_hand_raises_once",
    "light_response_by_length",
    "preference_by_length",
    "simple_response_gives_way",
    "strong_one_suiter",
    "strong_one_suiter_jumps",
    "suit_quality",
    "support_before_double",
    "weak_game_raise_before_cuebid",
]

_LIMIT_RAISE_HCP = 10  # the booklet's preemptive game raise has "fewer than 10 HCP"
FALSE_PREFERENCE_FROM = 8  # above the bottom (6-7) of responder's 6-10: game may be on
RESPOND_FROM = 6  # "with 6 or more points" responder bids (HCP and length points)
SELF_SUPPORTING = 10  # Klinger: length plus honours 10, the suit plays opposite a singleton
JUMP_SHIFT_POINTS = 17  # the modern strong jump shift's 17-19, the suit's length counted
_JUMP_SHIFT_HCP = 15  # the one-suiter's high cards: Sturm's 16, less a little for a sixth card


def _quiet_first_response(t: Table) -> Suit | None:
    """The suit partner opened at the one level when this is responder's first bid
    and the opponents have only passed (a pass of mine before the opening allowed);
    else None."""
    if not t.partner_opened or t.opening is None or t.my_bids or len(t.partner_bids) != 1:
        return None
    index, opening = t.opening
    if opening.level != 1 or not t.they_only_passed:
        return None
    if any(t.place.by_caller(i) for i in range(index + 1, len(t.place.calls))):
        return None
    return suit_of(opening)


def light_response_by_length(t: Table) -> Advice | None:
    """Five HCP and a five-card major (or four and six cards) bid the major at the one
    level over partner's one of a minor: six total points respond."""
    opened = _quiet_first_response(t)
    if opened is None or opened in MAJORS or t.hand.hcp >= RESPOND_FROM:
        return None
    suits = [m for m in MAJORS if t.hand.length(m) >= 5 and t.cheapest(m).level == 1]
    if not suits:
        return None
    suit = max(suits, key=lambda s: (t.hand.length(s), -SUIT_ORDER.index(s)))
    return when(
        t, t.cheapest(suit),
        f"Six total points respond: {t.hand.hcp} HCP and length points for the "
        f"{t.hand.length(suit)}-card {suit.name_plural}, bid at the one level.",
        points(t, RESPOND_FROM), length(t, suit, 5),
        despite_written_range=True,  # the written 6+ counts HCP; the lesson counts length
    )  # fmt: skip


def _higher(suit: Suit, other: Suit) -> bool:
    return SUIT_ORDER.index(suit) < SUIT_ORDER.index(other)


def suit_quality(hand: Hand, suit: Suit) -> int:
    """Klinger's suit quality: the suit's length and its honours, ace to ten."""
    return hand.length(suit) + sum(r in hand.ranks(suit) for r in "AKQJT")


def _strong_suit(hand: Hand, suit: Suit) -> bool:
    return hand.length(suit) >= 6 and suit_quality(hand, suit) >= SELF_SUPPORTING


def strong_one_suiter(hand: Hand, opened: Suit) -> Suit | None:
    """The hand's strong suit when it is the strong jump shift's one-suiter facing
    partner's ``opened`` (module docstring), else None."""
    if hand.hcp < _JUMP_SHIFT_HCP or hand.total_points < JUMP_SHIFT_POINTS:
        return None
    if opened in MAJORS and hand.length(opened) >= 3:
        return None
    strong = [s for s in SUIT_ORDER if s != opened and _strong_suit(hand, s)]
    if len(strong) != 1:
        return None
    suit = strong[0]
    if any(hand.length(s) >= (4 if s in MAJORS else 5) for s in SUIT_ORDER if s != suit):
        return None  # a two-suiter, or a hand with a major to show, bids its suits
    return suit


def strong_one_suiter_jumps(t: Table) -> Advice | None:
    """The strong jump shift in the one-suiter's suit, forcing to game."""
    opened = _quiet_first_response(t)
    if opened is None:
        return None
    suit = strong_one_suiter(t.hand, opened)
    if suit is None:
        return None
    quality = suit_quality(t.hand, suit)
    return when(
        t, t.jump(suit),
        f"A strong jump shift: a one-suiter in {suit.name_plural} with {t.hand.total_points} "
        "total points, slam in view opposite an opening.",
        points(t, JUMP_SHIFT_POINTS), hcp(t, _JUMP_SHIFT_HCP), length(t, suit, 6),
        Check(f"{suit.name_plural} suit quality", f"{SELF_SUPPORTING}+", str(quality),
              quality >= SELF_SUPPORTING),
        despite_written_range=True,  # the written jump shift counts HCP only
    )  # fmt: skip


def simple_response_gives_way(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written response gives way to the strong one-suiter's jump shift (the
    simple bid of the suit, a two-level new suit in the short side suit), else None."""
    if rule.module_type == USER_CUSTOM:
        return None
    t = Table(book, place, hand)
    opened = _quiet_first_response(t)
    suit = None if opened is None else strong_one_suiter(hand, opened)
    if suit is None or not t.legal(t.jump(suit)):
        return None
    if rule.call == pid_call(t.jump(suit)):
        return None  # the written jump shift itself
    return (f"a one-suiter with {hand.total_points} total points makes the strong jump "
            "shift at once")  # fmt: skip


def flat_hand_raises_once(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written preemptive jump raise of partner's opening, after the opponents'
    double or overcall, gives way to the written simple raise, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or "preemptive" not in rule.meaning.lower():
        return None
    if len(call) != 2 or call[1] not in "cdhs" or min(hand.pattern) < 2:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_bids or len(t.partner_bids) != 1:
        return None
    opened = suit_of(t.opening[1])
    rho = t.rho
    if opened is None or rho is None or rho.kind is CallKind.PASS:
        return None
    if call[1] != opened.value.lower() or bid(int(call[0]), opened) != t.jump(opened):
        return None
    single = pid_call(t.cheapest(opened))
    if not written_rule_fits(book, place, hand, single):
        return None
    return (
        "the jump raise in competition is preemptive and wants shape: a balanced hand "
        "with the simple raise's values raises once"
    )


def support_before_double(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written negative double over their overcall gives way with four cards in
    opener's major, else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "x":
        return None
    if "negative" not in rule.meaning.lower():
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_bids or len(t.partner_bids) != 1:
        return None
    opened = suit_of(t.opening[1])
    if opened not in MAJORS or hand.length(opened) < 4 or t.rho is None or not t.rho.is_bid:
        return None
    return (
        f"four {opened.name_plural} support partner's major: the raise comes before the "
        "double, which shows the unbid suits"
    )


def weak_game_raise_before_cuebid(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written cuebid raise gives way to the written preemptive game raise of
    opener's major, else None."""
    if rule.module_type == USER_CUSTOM or "cuebid" not in rule.meaning.lower():
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_bids or len(t.partner_bids) != 1:
        return None
    opened = suit_of(t.opening[1])
    if opened not in MAJORS or hand.length(opened) < 5 or min(hand.pattern) > 1:
        return None
    if hand.hcp >= _LIMIT_RAISE_HCP or not written_rule_fits(
        book, place, hand, f"4{opened.value.lower()}"
    ):
        return None
    return (
        f"five trumps, shortness and {hand.hcp} HCP: the preemptive raise to game, not "
        "the cuebid's limit raise"
    )


def preference_by_length(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written preference to opener's first suit gives way, else None: opener's
    second suit may be passed, responder holds more cards in it and a minimum (or a
    singleton in the first suit)."""
    if rule.module_type == USER_CUSTOM or not rule.meaning.lower().startswith("preference"):
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or len(t.partner_bids) != 2 or len(t.my_bids) != 1:
        return None
    first, second = (suit_of(c) for c in t.partner_bids)
    if first is None or second is None or first == second or t.rho is None:
        return None
    if t.rho.kind is not CallKind.PASS or t.last_bid is not t.partner_bids[1]:
        return None
    if rule.call[1:] != first.value.lower() or _higher(second, first):
        return None  # a higher second suit is a reverse: forcing
    response = t.my_bids[0]
    if response.level != 1 or t.partner_bids[1].level != 2:
        return None  # after a one-level response, opener's new suit at two: not a jump
    if hand.length(second) <= hand.length(first):
        return None
    if hand.hcp >= FALSE_PREFERENCE_FROM and hand.length(first) >= 2:
        return None  # Cohen's false preference keeps the auction open for his extras
    return (
        f"more {second.name_plural} than {first.name_plural}: the preference goes to "
        f"the suit with more trumps, so {second.name_plural} are left to play"
    )
