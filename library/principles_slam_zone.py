"""Slam by the partnership's combined values: the teachers' chapter (issue 33).

The principles of slam bidding this library follows, each with the words it rests on;
where a principle lives in another module, that module is named.

- Combined strength (David Lindop, "What's Standard? Slam Bidding - Part I", Better
  Bridge / Grant Standard: "the partnership needs about 33 or more combined points for
  small slam and 37 or more for a grand slam. One partner must be in a position to add
  up the combined strength"): the hand adds its points to the least partner has shown;
  33 bids a small slam, 37 a grand, and a range that reaches 33 only at its top invites.
  Here ``balanced_slam_response``: a balanced responder with no written response whose
  HCP and partner's minimum opening make 33 bids 6NT at once (37: 7NT).
- Notrump slams are arithmetic (Maritha Pottenger, "NT Slams are Just Arithmetic", La
  Jolla unit: "you have a combined HCP of 33 or more ... NT Slam are JUST adding up the
  numbers"; the booklet: "A direct raise of 1NT to 4NT is natural and invites 6NT"). A
  long suit counts its length points (Paul Bowyer, Vu-Bridge "Quantitative Slam
  Bidding", A4.KJ.A53.AJT965 opposite 1NT: "the long clubs make up the points"; Warren
  Watson: "any hand with a five-card suit is probably a good 16 points"), so the written
  ladder's HCP ranges for a balanced hand do not forbid the call
  (principles_placing_notrump.notrump_slam).
- Gerber (the booklet: "4C is Gerber over any 1NT or 2NT bid by partner ... If the player
  using Gerber makes any bid other than 5C, that is to play"): written in
  library/conventions/gerber.md.
- Blackwood after a fit, and when not (Paddy's Pearl, "Slam Bidding - Blackwood and
  Gerber": use it only when "the partnership have already agreed the suit", "you have
  enough points/distribution for making a small slam", "you must be able to live with
  any response"; Phillip Alder, "Some rules should be etched in stone": "Don't use
  Blackwood when holding a void. Don't use Blackwood with two (or more) losers in an
  unbid suit"; Larry Cohen, "Control Bidding": "Blackwood should not be used when you
  have a suit off two quick losers"): principles_slam.trying_for_slam, and here
  ``agreeing_first``: a fit for partner's suit that neither of us has raised yet is
  agreed by the raise below game when the auction is forcing to game, the slam
  decision after (Audrey Grant, Bridge Basics, "Slam Bidding": "The first priority, of
  course, is to find the denomination in which the partnership belongs. Once that has
  been decided, the partner with the extra strength can simply bid a slam"; the
  principle of fast arrival, bridgebum "Strong Jump Shifts": "A raise below game
  invites slam exploration ... a jump raise to game is a signoff").
- Control bids (Cohen: "A 'control' is an ace or a king (or, if in a suit contract, a
  void or a singleton) ... We use control-bids when we have agreed on a trump suit and
  are moving towards slam"; Marty Bergen, "Everything's under control": "Controls are
  bid up the line. If you bypass a suit, you deny a control in that suit"):
  principles_slam.trying_for_slam, which reads partner's answers: his own control
  bid covers its suit, and a suit he skipped, or his return to game, denies a control
  there. Here ``answering_control_bid``: the partner of the control bidder cooperates
  with his cheapest ace or king below game when his hand is in the upper half of what
  he showed, else signs off in the trump suit (Jason Belk, "Control-Showing Cuebids":
  "If you are uncomfortable exploring slam, then return to the trump suit at the
  cheapest available level. If you have a reasonable hand, then you should continue
  the slam attempt"); ``cooperating_with_slam_interest`` answers partner's natural
  slam try in his suit (the booklet's 1NT-3H/3S, "slam interest") the same way. Over the
  opponents' preempt, a hand worth eleven
  tricks by the losing-trick count (Ron Klinger's count: the losers of both hands taken
  from 24) is more than a raise to game shows, and cue-bids instead (Goren on Bridge,
  B. Jones: "too good for 4H; cue-bid 4S").
- Jacoby 2NT (the booklet; acblunit390 "Jacoby 2NT": "3 of our major shows 18 or more
  HCP, 3NT shows 15-17 HCP, 4 of our major shows less than 15 HCP"; Ned Downey's SAYC
  notes: responder may then "pass a game rebid by opener, attempt to sign off in game,
  bid Blackwood, or cuebid if still interested in pursuing a slam"): written in
  library/conventions/jacoby_2nt.md.
- After a transfer and 3NT, the opener's slam try with a maximum counted in support
  points once the fit is found: principles_transfer_slam.py.
- The strong 2C opening, "22+ points, or the playing equivalent" (Downey's SAYC notes;
  the booklet): principles_playing_tricks.py, where a hand with twelve or more tricks
  in its own hand is a 2C opening whatever its high cards.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from library.principles_checks import when
from library.principles_reading import GAME_LEVEL, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "aces_certain",
    "aces_needed",
    "agreeing_first",
    "answering_control_bid",
    "balanced_slam_response",
    "cooperating_with_slam_interest",
    "forcing_to_game",
    "slam_zone",
]

SMALL_SLAM = 33  # points between the hands for twelve tricks
GRAND_SLAM = 37  # and for thirteen
GRAND_SLAM_HCP = 37  # HCP, length not counted: the 3 of the deck's 40 left hold no ace
_DECK_HCP = 40
_ACE = 4


def aces_certain(hcp_between: int) -> bool:
    """Whether the partnership's HCP leave too few outside for an ace: 37 or more, the
    only grand slam bid without asking (iowacitybridge.com, "Slam Bidding": "With 36
    combined high card points, we could be missing an ace")."""
    return _DECK_HCP - hcp_between < _ACE


def aces_needed(level: int) -> int:
    """The aces between the hands a slam at ``level`` needs (plain Blackwood or Gerber,
    the system's asks): a small slam stands one short, a grand none."""
    return 4 if level >= 7 else 3


def slam_zone(total: int) -> int:
    """The level the partnership's combined points bid to: 7 with 37, 6 with 33, else
    0 (no slam by the points alone)."""
    return 7 if total >= GRAND_SLAM else 6 if total >= SMALL_SLAM else 0


def forcing_to_game(t: Table) -> bool:
    """A call of our side's was game forcing by the system's own rule for it (a strong
    2C's positive answer, Jacoby 2NT, a jump shift): neither of us may stop below game."""
    for index, call in enumerate(t.place.calls):
        if t.place.theirs[index] or not call.is_bid:
            continue
        rule = t.book.rule_after_passes(t.place.prefix(index + 1))
        if rule is not None and rule.constraints.forcing == "game_forcing":
            return True
    return False


def _unraised_fit(t: Table) -> Suit | None:
    """Partner's suit that the table reads as our trumps (his first major with three of
    mine, or eight cards together) and that I have not bid yet."""
    suit = t.trump
    if suit is None or suit not in t.partner_suits or suit in t.my_suits:
        return None
    return suit


def agreeing_first(t: Table) -> Advice | None:
    """A fit for partner's suit not yet agreed, slam values with partner's minimum, and
    an auction forcing to game: the raise below game agrees the suit (and leaves room
    for partner's control bids) before any ace-asking."""
    if t.their_bids or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    suit = _unraised_fit(t)
    if suit is None or suit_of(t.partner_last) is not suit or not forcing_to_game(t):
        return None
    raise_ = t.cheapest(suit)
    if raise_.level >= GAME_LEVEL[suit]:
        return None  # no room below game: the other slam principles decide
    total = t.hand.support_points(suit) + t.partner_shown.low
    values = Check("points between the hands", f"{SMALL_SLAM}+", str(total),
                   slam_zone(total) >= 6)  # fmt: skip
    fit = Check(f"{suit.name_plural} (support)", "3+", str(t.hand.length(suit)),
                t.hand.length(suit) >= 3)  # fmt: skip
    return when(
        t,
        raise_,
        f"Agreeing {suit.name_plural} below game in a game-forcing auction: "
        f"slam values ({total} points with partner's minimum), so the suit is set "
        "first and the slam explored after, not asked for at once.",
        values,
        fit,
    )


def _agreed_before(t: Table, cue: Suit) -> Suit | None:
    """The suit both of us bid before partner's last call (his control bid names a new
    suit, which the table reads as his; it is left out), or my suit that an artificial
    raise of his agreed (Jacoby 2NT, "4+ spades ... game forcing raise, artificial")."""
    prior = list(t.partner_suits)
    if prior and prior[-1] is cue and prior.count(cue) == 1:
        prior = prior[:-1]
    both = next((s for s in reversed(t.my_suits) if s in prior and s is not cue), None)
    return both or next((s for s in reversed(t.my_suits)
                         if s is not cue and _raised_artificially(t, s)), None)  # fmt: skip


_SUPPORT = 3  # the cards a raise promises at least


def _raised_artificially(t: Table, suit: Suit) -> bool:
    """A notrump bid of partner's whose written rule promises support in ``suit`` (the
    Jacoby 2NT raise): the suit is agreed though he never named it."""
    for index, call in enumerate(t.place.calls):
        if not (t.place.by_partner(index) and call.is_bid and suit_of(call) is None):
            continue
        rule = t.book.rule_after_passes(t.place.prefix(index + 1))
        length = None if rule is None else rule.constraints.suit_length.get(suit.name_plural)
        if length is not None and length.low >= _SUPPORT:
            return True
    return False


def _my_range(t: Table) -> tuple[int, int] | None:
    """The least and most my latest ranged call showed, by the system's own rules."""
    for index in reversed(range(len(t.place.calls))):
        if t.place.by_caller(index) and t.place.calls[index].is_bid:
            shown = t.shown(index, "response")
            if shown.high is not None:
                return shown.low, shown.high
            return None
    return None


def answering_control_bid(t: Table) -> Advice | None:
    """Partner's new suit at the four level (or three spades over our hearts) after we
    agreed a suit is a control bid: with a hand in the upper half of what I showed, show
    my own cheapest ace or king below game (up the line), else sign off in game. In
    competition too, where the opponents let it pass: "a non-jump bid in a new suit at
    the 4-level or higher" after agreement is a control bid (J. Belk, "Control-showing
    cuebids"), their suit included, and trying_for_slam (principles_slam.py) makes it
    over their bids; read as natural, partner passed a cuebid of their suit."""
    last = t.partner_last
    cue = suit_of(last)
    if last is None or cue is None or t.last_bid is not last:
        return None
    trump = _agreed_before(t, cue)
    if trump is None or any(str(c) == "4NT" for c in t.my_bids + t.partner_bids):
        return None
    written = _written_control_bid(t)
    if not t.my_bids or (suit_of(t.my_bids[-1]) is not trump and not written):
        return None  # my own control bid was answered: the asker goes on (trying_for_slam)
    game = bid(GAME_LEVEL[trump], trump)
    if t.my_bids[-1] == game and _order(game) < _order(last) < _order(bid(5, trump)):
        return _beyond_game(t, trump)
    low_spades = trump is Suit.H and cue is Suit.S and last.level == 3
    if not (last.level >= 4 or low_spades or written) or not _order(last) < _order(game):
        return None
    # after my own description (Jacoby's shortness) my whole range is the measure
    return _cooperating(t, trump, "partner's control bid",
                        whole=suit_of(t.my_bids[-1]) is not trump)  # fmt: skip


def _written_control_bid(t: Table) -> bool:
    """The system's own rule calls partner's last bid a control bid ("Cuebid, control
    in diamonds", jacoby_2nt.md), whatever its level."""
    index = max(i for i in range(len(t.place.calls)) if t.place.by_partner(i))
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    meaning = "" if rule is None else rule.meaning.lower()
    return "cuebid" in meaning and "control in" in meaning


def _all_my_calls_showed(t: Table) -> tuple[int, int | None]:
    """The range my bids showed together, by the system's rules: the most any promised,
    the least any capped (an opening's 12-21 and a reverse's 17+ make 17-21)."""
    low, high = 0, None
    for index in range(len(t.place.calls)):
        if t.place.by_caller(index) and t.place.calls[index].is_bid:
            opening = t.opening is not None and index == t.opening[0]
            if not opening and t.book.rule_after_passes(t.place.prefix(index + 1)) is None:
                continue  # a call no rule wrote caps nothing
            shown = t.shown(index, "opening" if opening else "response")
            low = max(low, shown.low)
            if shown.high is not None:
                high = shown.high if high is None else min(high, shown.high)
    return low, None if high is None or high < low else high


def _beyond_game(t: Table, trump: Suit) -> Advice | None:
    """Partner's control bid over my game, below five of our suit: a slam try past
    game, never passed (Belk): slam with a hand in the upper half of what I showed,
    else back to our suit at the cheapest level."""
    raised = t.partner_suits[:1] == [trump]
    mine = t.hand.support_points(trump) if raised else t.hand.total_points
    low, high = _all_my_calls_showed(t)
    upper = high is None or mine >= (low + high + 1) // 2
    worth = Check("points in my range", "upper half", str(mine), upper)
    return when(t, bid(6, trump), "Partner's control bid above game tries for slam: with "
                "a reasonable hand (the upper half of what I showed) continue, to slam.",
                worth) or when(t, bid(5, trump), "Partner's control bid above game tries "
                               "for slam: a minimum, so back to our suit at the cheapest "
                               "level.")  # fmt: skip


def cooperating_with_slam_interest(t: Table) -> Advice | None:
    """Partner's natural bid in his own suit over my notrump that his written rule calls
    a slam try (a jump to three of a major over 1NT, "slam interest"), three of it in my
    hand and no written answer for the hand: cooperate as with a control bid."""
    last = t.partner_last
    trump = suit_of(last)
    if t.their_bids or last is None or trump is None or t.last_bid is not last:
        return None
    if trump in t.my_suits or t.hand.length(trump) < 3 or trump not in t.partner_suits:
        return None
    if not t.my_bids or suit_of(t.my_bids[-1]) is not None or last.level < 3:
        return None  # my notrump described the hand; a jump shift's answer is natural
    index = max(i for i in range(len(t.place.calls)) if t.place.by_partner(i))
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    if rule is None or "slam" not in rule.meaning.lower() or "artificial" in rule.meaning.lower():
        return None
    if not _order(last) < _order(bid(GAME_LEVEL[trump], trump)):
        return None
    return _cooperating(t, trump, "partner's slam try")


def _cooperating(t: Table, trump: Suit, asked: str, whole: bool = False) -> Advice | None:
    """The answer to a slam try: my cheapest ace or king below game (up the line) with
    a hand in the upper half of what I showed (``whole``: all my calls together, else
    my latest ranged call), else game in the trump suit."""
    game = bid(GAME_LEVEL[trump], trump)
    raised = t.partner_suits[:1] == [trump]  # I raise (or raised) his suit: dummy points
    mine = t.hand.support_points(trump) if raised else t.hand.total_points
    together = _all_my_calls_showed(t)
    bounded = None if together[1] is None else (together[0], together[1])
    shown = bounded if whole else _my_range(t)
    upper = shown is None or mine >= (shown[0] + shown[1] + 1) // 2
    worth = Check("points in my range", "upper half", str(mine), upper)
    steps = sorted((t.cheapest(s) for s in Suit if s is not trump), key=_order)
    # up the line: a suit skipped denies a control there (Bergen)
    step = next((c for c in steps if _order(c) < _order(game) and _top_control(t, c)), None)
    named = suit_of(step)
    if step is not None and named is not None:
        held = Check(f"{named.name_plural} control", "ace or king",
                     " ".join(t.hand.ranks(named)), True)  # fmt: skip
        advice = when(t, step, f"Cooperating with {asked}: my cheapest control below game, "
                      f"in {named.name_plural}.", worth, held)  # fmt: skip
        if advice is not None:
            return advice
    return when(t, game, f"{asked[0].upper()}{asked[1:]} asks for cooperation: nothing to "
                "show below game (or a minimum), so game in our suit.")  # fmt: skip


def _top_control(t: Table, call: Call) -> bool:
    suit = suit_of(call)
    return suit is not None and bool({"A", "K"} & set(t.hand.ranks(suit)))


def _order(call: Call) -> tuple[int, int]:
    return call.level, call.strain.rank if call.strain is not None else 0


def balanced_slam_response(t: Table) -> Advice | None:
    """Partner opened one of a suit and I hold a balanced hand that makes 33 with his
    minimum opening (37 for seven): with no rule of the system for it, the slam in
    notrump at once, the arithmetic of two balanced-enough hands."""
    if not t.partner_opened or t.my_calls or t.their_bids or len(t.partner_bids) != 1:
        return None
    opened = t.partner_bids[0]
    if opened.level != 1 or suit_of(opened) is None or not t.hand.balanced:
        return None
    total = t.hand.hcp + t.partner_shown.low
    level = slam_zone(total)
    if level == 0:
        return None
    return when(t, bid(level, "NT"), f"A slam in notrump by the arithmetic: {total} points "
                "between the hands with partner's minimum opening and a balanced hand.",
                Check("points between the hands", f"{SMALL_SLAM}+", str(total), True))  # fmt: skip
