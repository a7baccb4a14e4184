"""Opener's third call: after his rebid and responder's second call (issue 33).

The teachers' chapter, each principle with the words it rests on; the system's written
rules come first, these decide only where no rule fits.

- A preference is not a raise, and opener passes it with a minimum (Audrey Grant, Better
  Bridge Nov/Dec 2011, "Preference": responder returns to opener's first suit for "the
  length in partner's suits, not the strength", often with two cards, a "false
  preference"; the booklet's rebid ranges: a minimum 12-16 points, a medium 17-18, a
  maximum 19-21): ``after_preference``. With a minimum opener passes; with a medium he
  invites once more, by the call that describes what he has not yet shown: three of his
  first suit with six cards (a suit bid a third time is a long one), else 2NT with the
  unbid suits stopped, else the unbid suit where his values are (a try: partner bids
  game with the top of his preference). A maximum is left to the general placing (game).
- Responder's 2NT rebid invites game (the booklet's ladder: 11-12 HCP; a teachers'
  table for the weak notrump's 2NT: "bid 3NT with 14 points or a 'good' 13, else
  pass"): ``accepting_2nt``. Opener after a minimum rebid accepts when his points (a
  five-card suit's length counted: Warren Watson, "any hand with a five-card suit is
  probably a good 16") and partner's maximum make 26, and passes below; with three
  cards in partner's major he shows them instead, so the rule leaves that hand alone.
  After opener's single raise of responder's major the fit is known and 2NT asks only
  the level, counted in support points (the booklet values a raise so): game in the
  major with 26 between the hands and partner's maximum, three of it with a minimum and
  a singleton or void (a trump fit ruffs where notrump loses the short suit's tricks), a
  balanced minimum in notrump. Frank Stewart's "Daily Question" answers it so twice: "a
  sound raise with four trumps and shape accepts; bid 4S" and "worth about 15 in support
  of spades with four strong trumps; jump to 4S" (the spent eleventh and twelfth sets;
  0.27.0, h57a: before, opener passed 2NT with four trumps and a singleton).
- A signoff is passed (the booklet's responder's rebids: after opener's limited 1NT
  rebid, responder's cheapest rebid of his six-card suit is "6-10 HCP, 6+ hearts,
  signoff"; a beginners' course quiz, "1D - 1S - 1NT - 2S - Pass": "when Responder is
  weak ... Responder should rebid his long suit ... Opener should then pass"):
  ``passing_signoff``, wherever the system's rule for responder's second call says
  signoff and opener's rebid has limited his hand.
- Answering responder's forcing new suit at the three level (the fourth suit's answers
  in order, BBA's "Fourth suit": "raising responder's first bid suit with 3-card
  support; bidding notrump with values in the fourth suit; ... making the most natural
  rebid possible"; a doubleton honour supports a suit responder promised five of; Eddie
  Kantar, "Bidding Quizzes": with partner strong "reveal the independent heart suit",
  a jump to game in a suit that needs no support): ``answering_new_suit``. A seven-card
  suit with four of the top five honours jumps to game in it; else support for
  responder's first suit (three cards, or a doubleton honour when he promised five) at
  the cheapest level; else 3NT with the unbid suit stopped; else the cheapest rebid of
  a six-card suit.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.model import IntRange
from library.principles_checks import length, points, stopper, when
from library.principles_game_points import game_points
from library.principles_placing_notrump import points_between
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "OPENER_THIRD",
    "accepting_2nt",
    "after_preference",
    "answering_new_suit",
    "passing_signoff",
]

_MINIMUM_TOP = 16  # the booklet's rebid ranges: a minimum 12-16 points
_MEDIUM_TOP = 18  # a medium 17-18, a maximum 19-21
_GAME = game_points(None)  # 26 with partner's maximum: the acceptance's count
_INVITATION_2NT = IntRange(11, 12)  # the booklet's ladder for responder's 2NT rebid


def _third_call(t: Table) -> bool:
    """I opened, rebid, and partner has bid twice; nobody else has bid; partner's last
    call is the last bid."""
    return (
        t.i_opened and not t.their_bids and len(t.my_bids) == 2 and len(t.partner_bids) == 2
        and t.rho is not None and t.rho.kind is CallKind.PASS
        and t.last_bid is t.partner_bids[-1]
    )  # fmt: skip


def _my_opening_suit(t: Table) -> Suit | None:
    opened = suit_of(t.my_bids[0])
    return opened if opened is not None and t.my_suits[:1] == [opened] else None


def _one_level_response(t: Table) -> bool:
    """Partner's first bid was a one-level new suit or 1NT: a hand that may be weak."""
    first = t.partner_bids[0]
    return first.level == 1 and suit_of(first) != suit_of(t.my_bids[0])


def _unbid(t: Table) -> list[Suit]:
    return [s for s in SUIT_ORDER if s not in t.my_suits + t.partner_suits]


def after_preference(t: Table) -> Advice | None:
    """Partner returned to my first suit at the cheapest level after my second suit:
    pass with a minimum, invite with a medium hand."""
    if not _third_call(t) or not _one_level_response(t):
        return None
    first = _my_opening_suit(t)
    opened = t.opening[0] if t.opening is not None else -1
    last = max(i for i in range(len(t.place.calls)) if t.place.by_partner(i))
    if first is None or not t.preference(opened, last):
        return None  # not a preference (a jump, a raise of my rebid suit)
    minimum = when(t, PASS, "Partner's preference is not a raise: with a minimum, pass.",
                   points(t, 0, _MINIMUM_TOP))  # fmt: skip
    if minimum is not None:
        return minimum
    medium = points(t, _MINIMUM_TOP + 1, _MEDIUM_TOP)
    if not medium.holds:
        return None
    unbid = _unbid(t)
    stopped = [stopper(t, s) for s in unbid]
    tries = sorted((s for s in unbid if t.hand.length(s) >= 3 and t.hand.suit_hcp(s) >= 3),
                   key=lambda s: -t.hand.suit_hcp(s))  # fmt: skip
    return (
        when(t, t.cheapest(first), "A medium hand after partner's preference: three of my "
             "six-card suit invites game.", medium, length(t, first, 6))
        or when(t, t.cheapest("NT"), "A medium hand after partner's preference: 2NT "
                "invites game with the unbid suits stopped.", medium, *stopped,
                Check("level", "2", str(t.cheapest("NT").level), t.cheapest("NT").level == 2))
        or (when(t, t.cheapest(tries[0]), "A medium hand after partner's preference: a "
                 "try in the suit where my values are; partner bids game with the top of "
                 "his range.", medium, length(t, tries[0], 3))
            if tries and t.cheapest(tries[0]).level <= 3 else None)
    )  # fmt: skip


def accepting_2nt(t: Table) -> Advice | None:
    """Partner's 2NT at his second turn invites game: 3NT when my points and his maximum
    make 26, else pass; with three cards in his major this rule stays silent."""
    if not _third_call(t) or str(t.partner_bids[-1]) != "2NT":
        return None
    rebid = t.my_bids[1]
    if rebid.level > 2 or (suit_of(rebid) is None and rebid.level != 1):
        return None  # after a jump or a 2NT rebid of mine opener is no minimum
    major = suit_of(t.partner_bids[0])
    raised = major in MAJORS and major is not None and rebid == bid(2, major)
    if major in MAJORS and t.hand.length(major) >= 3 and not raised:
        return None
    if min(t.hand.pattern) == 0 and not raised:
        return None
    partner = [i for i, c in enumerate(t.place.calls) if t.place.by_partner(i) and c.is_bid]
    response = t.book.rule(t.place.prefix(partner[0] + 1))
    if response is not None and response.constraints.forcing == "game_forcing":
        return None  # a two-over-one game force: 2NT is no invitation
    rule = t.book.rule(t.place.prefix(partner[-1] + 1))
    if rule is not None and rule.constraints.forcing not in (None, "invitational"):
        return None
    shown = (rule.constraints.hcp if rule is not None else None) or _INVITATION_2NT
    top = shown.high if shown.high is not None else shown.low + 1
    if raised and major is not None:
        level = _after_my_raise(t, major, top)
        if level is not None:
            return level
        if min(t.hand.pattern) == 0:
            return None
    total = t.hand.total_points + top
    return when(
        t, bid(3, "NT"), f"Accepting partner's 2NT invitation: {total} points between the "
        "hands with his maximum.", points_between(total, _GAME),
    ) or when(t, PASS, f"Declining partner's 2NT invitation: {total} points between the "
              "hands even with his maximum.", points_between(total, 0, _GAME - 1))  # fmt: skip


def _after_my_raise(t: Table, major: Suit, top: int) -> Advice | None:
    """I raised partner's major and he tries with 2NT: the fit is known, so the question
    is only the level. Game in the major when my support points and his maximum make 26;
    with a minimum and a singleton or void, three of the major (the trumps take the ruffs
    notrump would lose); a balanced minimum is left to the notrump answer."""
    total = t.hand.support_points(major) + top
    short = min(t.hand.pattern) <= 1
    return when(
        t, bid(4, major), f"Partner's 2NT after my raise: {total} support points between "
        f"the hands with his maximum, game in our {major.name_plural}.",
        points_between(total, _GAME),
    ) or when(
        t, bid(3, major), f"Partner's 2NT after my raise: a minimum ({total} with his "
        f"maximum) with a singleton or void returns to our {major.name_plural}.",
        Check("singleton or void", "held", "held" if short else "none", short),
    )  # fmt: skip


def _self_sufficient(t: Table, suit: Suit) -> Check:
    ranks = t.hand.ranks(suit)
    honours = sum(r in ranks for r in "AKQJT")
    holds = len(ranks) >= 7 and honours >= 4
    return Check(f"{suit.name_plural}: seven cards, four of the top five honours",
                 "held", "".join(ranks), holds)  # fmt: skip


def _written_length(t: Table, suit: Suit) -> int:
    """The cards in ``suit`` the system's written rule for partner's first bid promises
    (the booklet's 2H response: five)."""
    index = min(i for i in range(len(t.place.calls)) if t.place.by_partner(i)
                and t.place.calls[i].is_bid)  # fmt: skip
    rule = t.book.rule(t.place.prefix(index + 1))
    found = None if rule is None else rule.constraints.suit_length.get(suit.name_plural)
    return 0 if found is None else found.low


def answering_new_suit(t: Table) -> Advice | None:
    """Partner's new suit at the three level forces: a self-sufficient suit jumps to game,
    else support for his first suit, 3NT with the unbid suit stopped, a six-card suit."""
    if not _third_call(t):
        return None
    last, first_response = t.partner_bids[-1], t.partner_bids[0]
    new = suit_of(last)
    if new is None or last.level != 3 or new in t.my_suits or new == suit_of(first_response):
        return None
    rebid = t.my_bids[1]
    if rebid.strain is None or last.strain is None:
        return None
    if last.level != rebid.level + (0 if last.strain.rank > rebid.strain.rank else 1):
        return None  # a jump in a new suit (a splinter) is not this forcing bid
    if str(last) in t.conventional:
        return None
    mine = _my_opening_suit(t)
    partners = suit_of(first_response)
    if mine is None or partners is None or partners not in t.partner_suits:
        return None
    promised = max(t.promised(partners), _written_length(t, partners))
    honour = any(r in t.hand.ranks(partners) for r in "AKQ")
    support = t.hand.length(partners) >= 3 or (
        promised >= 5 and honour and t.hand.length(partners) == 2
    )
    # the unbid suit wants a guard; after the fourth suit, that suit itself
    unbid = [s for s in _unbid(t) if s is not new] or [new]
    return (
        when(t, bid(GAME_LEVEL[mine], mine), "Partner's new suit forces: my suit needs no "
             "support, game in it.", _self_sufficient(t, mine))
        if mine in MAJORS else None
    ) or (
        when(t, t.cheapest(partners), f"Partner's new suit forces: support for his "
             f"{partners.name_plural} first.", Check("support", "three cards, or a doubleton "
             "honour opposite five", "".join(t.hand.ranks(partners)) or "void", support))
    ) or (
        when(t, bid(3, "NT"), "Partner's new suit forces: 3NT with the unbid suit stopped.",
             *[stopper(t, s) for s in unbid])
    ) or when(t, t.cheapest(mine), "Partner's new suit forces: the cheapest rebid of my "
              "six-card suit.", length(t, mine, 6))  # fmt: skip


def passing_signoff(t: Table) -> Advice | None:
    """Partner's second call is a signoff by the system's own rule (1C-1H-1NT-2H, six
    hearts and 6-10): opener, whose rebid limited his hand, passes."""
    if not _third_call(t):
        return None
    index = max(i for i in range(len(t.place.calls)) if t.place.by_partner(i))
    rule = t.book.rule(t.place.prefix(index + 1))
    if rule is None or "signoff" not in rule.meaning.lower():
        return None
    return when(t, PASS, "Partner signed off (the system's rule for his call): pass.")


OPENER_THIRD = (passing_signoff, after_preference, accepting_2nt, answering_new_suit)
