"""Responder's second call by the two hands' zones: accepting opener's invitation, and
making sure of game when the strain is not yet found (issue 33).

The chapter is the ACBL's own teaching series that the SAYC booklet's notes name
(library/systems/sayc.md, "Notes"): "Bidding in the 21st Century", Lesson 6, "Rebids
by Responder": "Responder puts the hand into one of three categories: Minimum 6 to 9
total points, Medium 10 or 11 total points, Maximum 12 or more total points", and for
each what to do opposite opener's minimum, medium (16-18) or maximum rebid. Its lines
for the minimum zone opposite opener's minimum (pass, 1NT, an old suit at the two
level) and the medium zone's invitations are the system's written rules (sayc.md,
"Responder's Rebids ...") and library/principles_revaluing.py; this module adds the two
the rules do not write:

- Opener's medium rebid, his invitation, is accepted with 8 or more total points. The
  lesson: "If opener has shown a medium hand, responder stops in a partscore with the
  bottom of the range, 6 to 7 total points, and carries on to game with 8 or 9 total
  points"; with 10 or 11 "responder makes sure the partnership gets to game". Joan
  Butts's lesson 6 ("Responder's Rebid") says the same by adding: "Add your points to
  opener's ... With 25 or more points, go to game". Opener's medium rebids, each
  invitational and not forcing: the jump rebid of his suit (16-18, six cards), the jump
  raise of responder's suit (16-18), the re-raise of responder's single raise, and 2NT
  (18-19) after a one-level suit response (a jump) or after 1NT (sayc.md:
  1S-1NT-2NT-3NT "8-10 HCP, accepts"); and opener's 2NT over their one-level overcall
  of my suit response (the balanced 18-19 with their suit stopped, as the principles
  bid it), their side passing since. Total points are HCP and a point for each card
  past four (the lesson's "total points"); raising opener's suit with three or more
  cards, support points, as the booklet's raises count. The game: four of a major
  with eight cards between the hands (his six-card suit and two, his raise of my
  four-card major), else 3NT, nine tricks before a minor's eleven. From 15 points up
  slam is in view (33 with his 18) and the slam principles decide.
- Responder's maximum makes sure of game (the lesson: "With 12 or more total points,
  responder makes sure the partnership gets to game ... either by bidding game directly
  or by showing a new suit"; bridgepassion.com, lesson 7: "With 13+ TP, responder must
  bid up to game"; the booklet's responder's 13+). The system's game zone is 13 (its
  written 10-12 invitations), so 13 total points: responder does not pass opener's
  non-forcing rebid below game. From 17 up, opposite a minimum's 15 or 16, slam
  begins to be in view and the slam principles decide (a quantitative 4NT). With
  eight cards in a major opener bid, game in it (where no written rule or
  principles_revaluing placed it: his six-card rebid after a two-over-one and two
  cards, his raise of my major, which promises four), his suit counted as the
  written raises count it. Without one the game is 3NT if the suits no one bid are
  stopped, or opener's notrump showed them, and the hand holds no singleton or void in
  a suit opener bid (0.25.0: notrump wants a balanced hand, Larry Cohen's "no
  singletons or voids", library/principles_stoppers.py; short there, responder names
  the unbid suit he stops and opener chooses the game). When one is not, responder names, below
  3NT, the unbid suit he does stop (a new suit by responder is forcing: the booklet),
  so that opener bids 3NT holding the other: "With the minors ... You bid stoppers
  and try for 3NT when you have the chance, you do not go beyond 3NT unless you have
  slam aspirations" (Edmonton Bridge, Coaches' Corner, "3NT - Minors"); the lesson
  notes "3NT Game Trial Bids": "once a minor suit fit has been agreed, a nonjump bid
  in a new suit below 3NT shows a stopper in the suit bid and interest in 3NT"; Larry
  Cohen, "False Preference": "He does not want to go past 3NT". A five of a minor
  past 3NT is for slam tries, not for this hand. The suit named for its stopper holds
  three cards at least, as principles_placing's stopper bid does (the teachers in
  library/principles_stoppers.py: "a three-card suit"): opener raises responder's new
  suit with four, and a doubleton named there left a seven-card fit played at game
  (issue 34, h51a). With only a short guard (Kx, Ax, a bare ace) responder makes sure
  of game in 3NT himself, where the guard stands, rather than by a bid partner reads
  as a suit; before, he named the short suit.

What the chapter says that was written already, and is not repeated here: a new suit
by unpassed responder is forcing (principles_placing); preference to opener's first
suit with equal length (the Better Bridge magazine's "responder gives preference back
to opener's first suit ... with equal length in both the suits", Larry Cohen's false
preference; principles_placing `_preference` and the written 2-level preferences);
responder after opener's reverse and jump shift (principles_reverses,
principles_later_bids); the two-over-one's promise to bid again (principles_forcing).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import stopper, when
from library.principles_minor_limit_raise import stopper_up_the_line
from library.principles_reading import GAME_LEVEL, MAJORS, Advice, Table, bid, suit_of
from library.principles_responder_accepts import accepting_notrump_invitation_later
from library.principles_stoppers import notrump_shape
from library.recommend_checks import Check

__all__ = [
    "ACCEPTS_FROM",
    "GAME_ZONE",
    "RESPONDER_REBIDS",
    "accepting_medium_rebid",
    "making_sure_of_game",
    "medium_rebid",
]

ACCEPTS_FROM = 8  # the lesson: "carries on to game with 8 or 9 total points"
_SLAM_IN_VIEW = 15  # opposite opener's 18, 33: the slam principles' hand
# the booklet's responder's 13+, the system's written game zone; from 17 opposite a
# minimum's 15-16, slam begins to be in view (principles_revaluing's game zone)
GAME_ZONE = (13, 16)


def _lowest(before: Call, strain: Suit | str) -> int:
    """The lowest level a bid in ``strain`` can have over the bid ``before``."""
    call = bid(before.level, strain)
    assert call.strain is not None and before.strain is not None
    return before.level if call.strain.rank > before.strain.rank else before.level + 1


def medium_rebid(t: Table) -> str | None:
    """What opener's rebid says when it is a medium hand's invitation (module
    docstring), else None: partner opened one of a suit, I answered once, he rebid and
    the opponents only passed."""
    if not t.partner_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 2:
        return None
    opening, rebid = t.partner_bids
    response = t.my_bids[0]
    if t.last_bid is not rebid or opening.level != 1 or response.level > 2:
        return None
    opened, mine, named = suit_of(opening), suit_of(response), suit_of(rebid)
    if opened is None:
        return None
    if named is None and not t.they_only_passed:
        # their one overcall of my suit response, passed since: opener's 2NT over it is
        # still the balanced 18-19 with their suit stopped, as the principles bid it
        return "2NT, 18-19, their suit stopped" if _overcall_of_response(t) else None
    if not t.they_only_passed:
        return None
    if named is None:  # 2NT: a jump over a one-level suit, or the invitation over 1NT
        if str(rebid) != "2NT" or response.level != 1:
            return None
        return "2NT, 18-19" if mine is not None or str(response) == "1NT" else None
    jump = rebid.level == _lowest(response, named) + 1 and rebid.level < GAME_LEVEL[named]
    if named == opened and mine is not None and mine != opened and jump:
        return f"the jump rebid of his {named.name_plural}, 16-18"
    if named == opened and str(response) == "1NT" and rebid.level == 3:
        # 1m-1NT-3m, 1M-1NT-3M: the jump rebid over the 1NT response invites too (h57h)
        return f"the jump rebid of his {named.name_plural} over 1NT, 16-18"
    if named == opened and mine == opened and rebid.level == 3 and named in MAJORS:
        return f"the re-raise of my single raise in {named.name_plural}, 16-18"
    if named == mine and named != opened and jump and response.level == 1:
        return f"the jump raise of my {named.name_plural}, 16-18"
    return None


def _overcall_of_response(t: Table) -> bool:
    """Opener's rebid is 2NT, the opponents' one bid a one-level overcall of my one-level
    suit response, and they passed otherwise."""
    rebid, response = t.partner_bids[-1], t.my_bids[0]
    if str(rebid) != "2NT" or suit_of(response) is None or response.level != 1:
        return False
    if len(t.their_bids) != 1 or t.their_bids[0].level != 1:
        return False
    calls = t.place.calls
    theirs = next(i for i, c in enumerate(calls) if t.place.theirs[i] and c.is_bid)
    mine = next(i for i, c in enumerate(calls) if (len(calls) - i) % 4 == 0 and c.is_bid)
    return theirs == mine + 1 and t.rho is not None and t.rho.kind is CallKind.PASS


def _value(t: Table, raising: Suit | None) -> Check:
    """Total points, or support points raising partner's ``raising`` with three or
    more cards."""
    if raising is not None and t.hand.length(raising) >= 3:
        name, value = "support points", t.hand.support_points(raising)
    else:
        name, value = "total points", t.hand.total_points
    return Check(name, f"{ACCEPTS_FROM}-{_SLAM_IN_VIEW - 1}", str(value),
                 ACCEPTS_FROM <= value < _SLAM_IN_VIEW)  # fmt: skip


def accepting_medium_rebid(t: Table) -> Advice | None:
    """Opener's medium rebid invites game; responder accepts with 8+ total points
    (module docstring)."""
    shown = medium_rebid(t)
    if shown is None:
        return None
    named = suit_of(t.partner_bids[-1])
    if named in MAJORS and named is not None and (named in t.my_suits or t.fit(named) >= 8):
        # his six-card major and two, or his jump raise of my major: eight cards
        raising = None if named in t.my_suits else named
        return when(t, bid(GAME_LEVEL[named], named), f"Opener's medium rebid ({shown}) "
                    f"invites game: with 8 or more points responder accepts, in the "
                    f"{named.name_plural}, eight cards between the hands.",
                    _value(t, raising))  # fmt: skip
    second = [s for s in MAJORS if s not in t.partner_suits + t.my_suits
              and t.hand.length(s) >= 5 and t.cheapest(s).level <= 3]  # fmt: skip
    if second:
        # "either by bidding game directly or by showing a new suit": a second
        # five-card major looks for its fit before notrump
        return when(t, t.cheapest(second[0]), f"Opener's medium rebid ({shown}) invites "
                    f"game: with 8 or more points responder accepts, and shows his second "
                    f"five-card major, the {second[0].name_plural}, below 3NT (a new suit, "
                    "forcing).", _value(t, None), despite_written_range=True)  # fmt: skip
    if named is not None and not notrump_shape(t):
        return None  # a singleton: no notrump; the hand describes itself (principles_placing)
    if (named is not None and named not in MAJORS and t.hand.length(named) >= 3
            and str(t.my_bids[0]) == "1NT"):  # fmt: skip
        # his minor and my three cards, a fit: 3NT is the aim, so one unbid suit open
        # shows a stopper up the line (h57h). Only after my 1NT, which denied a four-card
        # major: after a suit response a new major could be natural, four cards
        up_the_line = stopper_up_the_line(t, named, _value(t, named))
        if up_the_line:
            return up_the_line
    return when(t, bid(3, "NT"), f"Opener's medium rebid ({shown}) invites game: with 8 "
                "or more points responder accepts, in notrump, nine tricks rather than a "
                "minor's eleven.", _value(t, None))  # fmt: skip


def _below_game(t: Table) -> bool:
    """No bid of our side has reached game (3NT, four of a major, five of a minor)."""
    return all(c.level < (3 if (s := suit_of(c)) is None else GAME_LEVEL[s])
               for c in t.my_bids + t.partner_bids)  # fmt: skip


def _rank(call: Call) -> tuple[int, int]:
    assert call.strain is not None
    return call.level, call.strain.rank


def _invited(t: Table) -> bool:
    """My last bid was an invitation (a natural 2NT, or a call the system writes as
    invitational): my hand is limited, so opener's answer below game declines it and is
    respected ("having settled for an invitation, respect partner's sign-off", F.
    Stewart's "Daily Question"; 0.27.0, h57a)."""
    index = max(i for i, c in enumerate(t.place.calls) if t.place.by_caller(i) and c.is_bid)
    mine = t.place.calls[index]
    if suit_of(mine) is None and mine.level == 2:
        return True
    rule = t.book.rule(t.place.prefix(index + 1))
    return rule is not None and rule.constraints.forcing == "invitational"


def making_sure_of_game(t: Table) -> Advice | None:
    """Responder's 13-16 total points after opener's rebid below game: four of a major
    with eight cards between the hands; without one, 3NT with the unbid suits stopped
    (or shown by opener's notrump), else the unbid suit he stops, below 3NT (module
    docstring)."""
    if not t.partner_opened or not t.they_only_passed or len(t.partner_bids) < 2 or not t.my_bids:
        return None
    if any(c.kind is CallKind.PASS for c in t.my_calls) or t.last_bid is not t.partner_bids[-1]:
        return None
    if t.partner_bids[0].level != 1 or not _below_game(t) or medium_rebid(t) is not None:
        return None
    if len(t.my_bids) >= 2 and _invited(t):
        return None  # I limited my hand with an invitation and he bid again: his to judge
    low, high = GAME_ZONE
    # eight cards counted, or my major that he raised (his raise promises four)
    fitted = [s for s in MAJORS if s in t.partner_suits and (t.fit(s) >= 8 or s in t.my_suits)]
    if fitted:
        major = max(fitted, key=t.fit)
        # his suit counted as the written raises count it (support points: with two
        # cards, the HCP); my own suit that he raised, with its length
        raising = major not in t.my_suits
        name, points = (("support points", t.hand.support_points(major)) if raising
                        else ("total points", t.hand.total_points))  # fmt: skip
        return when(t, bid(4, major), f"Responder's 13 or more make sure of game: "
                    f"{t.fit(major)} {major.name_plural} between the hands, so game in them.",
                    Check(name, f"{low}-{high}", str(points), low <= points <= high))  # fmt: skip
    if t.trump in MAJORS:
        return None  # my own six-card major: placing bids its game
    unbid = [s for s in SUIT_ORDER if s not in t.partner_suits + t.my_suits]
    if any(c.is_bid and suit_of(c) is None for c in t.partner_bids):
        unbid = []  # opener's notrump showed the unbid suits stopped
    elif len(unbid) < 2:
        return None  # one suit left: bidding it is the fourth suit, a convention's
    value = Check("total points", f"{low}-{high}", str(t.hand.total_points),
                  low <= t.hand.total_points <= high)  # fmt: skip
    # a singleton in partner's suit: no notrump (principles_stoppers.notrump_shape)
    balanced = notrump_shape(t)
    notrump = balanced and when(t, bid(3, "NT"), "Responder's 13 or more make sure of "
                                "game: no major fit and the unbid suits stopped, so 3NT.",
                                value, *(stopper(t, s) for s in unbid))  # fmt: skip
    if notrump:
        return notrump
    # three cards at least, as principles_placing's stopper bid: opener raises a new
    # suit with four, and a doubleton named would leave a seven-card fit
    shown = [
        s for s in unbid if t.hand.stopper(s) and t.hand.length(s) >= 3 and t.cheapest(s).level <= 3
    ]
    if not shown:
        # the guard is short (Kx, Ax, a bare ace): named, it would be raised as a suit;
        # the game is made sure of in notrump, where the guard stands
        guarded = [s for s in unbid if t.hand.stopper(s)]
        return (when(t, bid(3, "NT"), "Responder's 13 or more make sure of game: the "
                     f"{guarded[0].name_plural} guarded, but too short to name, so "
                     "3NT.", value) if guarded and balanced else None)  # fmt: skip
    suit = min(shown, key=lambda s: _rank(t.cheapest(s)))
    # despite the written range: a new suit is named for its stopper, not its length
    why = (
        f"{'/'.join(s.name_plural for s in unbid if s is not suit)} not stopped"
        if balanced
        else "a singleton or void in partner's suit keeps me out of notrump"
    )
    then = "opener bids notrump with the other" if balanced else "opener chooses the game"
    return when(t, t.cheapest(suit), f"Responder's 13 or more make sure of game, but "
                f"{why}: the {suit.name_plural}, a new suit and forcing, show the stopper "
                f"below 3NT, so {then}.", value, stopper(t, suit),
                despite_written_range=True)  # fmt: skip


RESPONDER_REBIDS: tuple[Callable[[Table], Advice | None], ...] = (
    accepting_medium_rebid,
    accepting_notrump_invitation_later,  # principles_responder_accepts
    making_sure_of_game,
)
