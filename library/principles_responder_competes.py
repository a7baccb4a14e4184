"""Responder's calls in competition, beyond the first negative double (issue 33).

Written down from the teaching before any failing case was read; each principle names
its source:

- **The negative doubler places the contract by his zone** once opener has answered at
  the cheapest level. Opener "bids naturally (pretty much as if he is rebidding after any
  other response). With extras, he jumps" (Larry Cohen, "After partner's negative
  double"); his cheapest rebids "are similar to when the auction goes 1D - P - 1H - P":
  1NT, a new suit or his own suit again, 12-14 (Robert Todd, Adventures in Bridge, "This
  Week in Bridge 343, Opener's Rebids After a Negative Double"). So responder is the
  captain, as after any minimum rebid (Audrey Grant's zones and the booklet's responder's
  6-9 / 10-12 / 13+): with four cards in the major opener named, the fit is found,
  13+ support points bid game and 10-12 raise one level, inviting; without that fit, a
  balanced or semi-balanced hand with their suit stopped bids 3NT with 13+ HCP and 2NT,
  inviting, with 10-12. A weaker hand is left to the other principles (a pass or a
  preference).
- **The cuebid raise of a minor, and notrump before it** (the booklet's competitive
  section: "a cuebid of the overcaller's suit is a limit raise or better", written in
  library/systems/sayc.md for minor openings too, 10+ HCP with the minor raise's
  length; bakerbridge's "Support Cue-bid": "When partner opens and next player
  overcalls, a Cue-bid by you shows Limit-raise or better support for partner's suit").
  A passed hand's new suit is not forcing, so the fit is shown at once. But nine tricks
  in notrump come before eleven in a minor (the same teaching opener follows in
  principles_opener_contested): a balanced hand with their suit stopped bids the
  booklet's 2NT (11-12) or 3NT (13-15) rather than cuebid.
- **A limit raise with a fifth trump bids game at once** (Larry Cohen, "To Bid or Not to
  Bid", the Law of Total Tricks: with ten trumps between the hands bid to the four
  level; Marty Bergen's count of a point for each trump past the fourth; the booklet's
  raise to game over an overcall, "preemptive or to play"). With five cards in opener's
  major over an overcall and a limit raise's 10-12 HCP (13 support points at most: with
  more shortness the hand is worth more than a limit raise), responder bids game rather
  than the cuebid: opposite an opening the tenth trump makes game, and the jump takes the
  opponents' room to find their own fit. The cuebid stays the four-trump limit raise's
  and the stronger hand's, which may look for slam.
- **A trap pass with their suit** (library/conventions/negative_doubles.md, as the
  booklet plays negative doubles: "Penalty hands: responder passes (a trap pass) and
  opener, when short in the overcalled suit, reopens with a double that responder
  converts by passing"; Marty Bergen, "Negative doubles": opener reopens when short in
  their suit). With five or more cards in their suit headed by two of the top four
  honours, at most two cards in opener's suit and 6-12 HCP, responder passes rather
  than bid notrump: the penalty, when partner reopens, is worth more than a partscore.
- **After partner's redouble, their escape is ours to judge: pass, or double it**
  (Eddie Kantar, ACBL Bulletin, February 2004, quoted by BidBase "Penalty Redouble":
  after the redouble opener "is supposed to pass with a full opening hand ... to give
  responder a chance"; BidBase: the redoubler "wants opener to cooperate in doubling
  whatever contract the opponents end up in"). When partner redoubled their takeout
  double and the doubler's side ran, the hand with four cards in their suit and two of
  its top five honours doubles for penalty; any other hand passes, and the pass is
  forcing (the side with the balance of power does not let them play undoubled), so
  partner can double or describe his hand.

Each situation returns None when its auction is not the table's, and decides only where
no written rule of the system fits (a user's own rule is never set aside).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, stopper, when, written_rule_fits
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "GAME_ZONE",
    "INVITATIONAL_ZONE",
    "RESPONDER_COMPETES",
    "TEN_TRUMP_GAME_HCP",
    "TEN_TRUMP_SUPPORT_MOST",
    "TRAP_PASS_HCP",
    "negative_doubler_places",
    "notrump_before_minor_cuebid",
    "ten_trumps_bid_game",
    "their_escape_after_redouble",
    "trap_pass",
]

INVITATIONAL_ZONE = (10, 12)  # responder's medium hand invites (Grant; the booklet's 10-12)
GAME_ZONE = 13  # responder's 13+ bids game opposite a minimum
TRAP_PASS_HCP = (6, 12)  # below game values opposite an opening: with 13+ bid game
TEN_TRUMP_GAME_HCP = (10, 12)  # the limit raise, worth game with the fifth trump
TEN_TRUMP_SUPPORT_MOST = 13  # a limit raise's 10-12 and a point for the fifth trump


def _doubled_and_answered(t: Table) -> tuple[Suit, Suit | None] | None:
    """Partner opened one of a suit, LHO overcalled a suit, I made a negative double,
    RHO passed, partner answered at the cheapest level (not a jump, not their suit) and
    RHO passed again: their suit and the strain of partner's answer (None: notrump)."""
    if not t.partner_opened or t.opening is None or t.opening[1].level != 1:
        return None
    if not t.book.plays("negative_doubles"):
        return None
    calls = t.place.calls
    start = t.opening[0]
    if len(calls) != start + 6:
        return None
    overcall, double, fourth, answer, fifth = calls[start + 1 : start + 6]
    theirs = suit_of(overcall)
    if theirs is None or overcall.level > 2 or double.kind is not CallKind.DOUBLE:
        return None
    if fourth.kind is not CallKind.PASS or fifth.kind is not CallKind.PASS or not answer.is_bid:
        return None
    strain = suit_of(answer)
    if strain is theirs:
        return None  # the cuebid: 19+, forcing to game
    cheapest = overcall.level if _outranks(answer, overcall) else overcall.level + 1
    if answer.level != cheapest:
        return None  # a jump shows extras: read as an invitation elsewhere
    return theirs, strain


def _outranks(answer_call: Call, overcall: Call) -> bool:
    """``answer_call``'s strain outranks ``overcall`` at the overcall's level."""
    probe = Call(CallKind.BID, overcall.level, answer_call.strain)
    return probe.outranks(overcall)


def _zone(value: int, name: str, low: int, high: int | None) -> Check:
    wanted = f"{low}+" if high is None else f"{low}-{high}"
    return Check(name, wanted, str(value), value >= low and (high is None or value <= high))


def negative_doubler_places(t: Table) -> Advice | None:
    """My negative double, partner's cheapest answer: game with 13+, an invitation with
    10-12, in the major he named when I hold four, else in notrump with their suit
    stopped (module docstring)."""
    found = _doubled_and_answered(t)
    if found is None:
        return None
    theirs, answer = found
    low, high = INVITATIONAL_ZONE
    if answer in MAJORS and t.hand.length(answer) >= 4:
        value = t.hand.support_points(answer)
        game, invite = bid(4, answer), t.cheapest(answer)
        return (
            when(t, game, f"Partner's cheapest answer to my negative double is a minimum "
                 f"and the {answer.name_plural} fit is found: {GAME_ZONE}+ support points "
                 "bid game.", length(t, answer, 4), _zone(value, "support points",
                                                          GAME_ZONE, None))
            or (invite.level < 4 and when(
                t, invite, f"Partner's cheapest answer to my negative double is a minimum "
                f"and the {answer.name_plural} fit is found: {low}-{high} support points "
                "raise once, inviting game.", length(t, answer, 4),
                _zone(value, "support points", low, high)))
            or None
        )  # fmt: skip
    if answer is not None and answer not in MAJORS and t.hand.length(answer) >= 5:
        return None  # a long minor fit: eleven tricks or the minor partscore, judged elsewhere
    shape = Check("shape", "balanced or semi-balanced", "-".join(map(str, t.hand.pattern)),
                  t.hand.semi_balanced)  # fmt: skip
    notrump = t.cheapest("NT")
    return (
        (notrump.level <= 3 and when(
            t, bid(3, "NT"), "Partner's cheapest answer to my negative double is a minimum: "
            f"with {GAME_ZONE}+ HCP and their suit stopped, game in notrump.",
            hcp(t, GAME_ZONE), shape, stopper(t, theirs)))
        or (notrump.level == 2 and when(
            t, notrump, "Partner's cheapest answer to my negative double is a minimum: "
            f"with {low}-{high} HCP and their suit stopped, 2NT invites game.",
            hcp(t, low, high), shape, stopper(t, theirs)))
        or None
    )  # fmt: skip


def trap_pass(t: Table) -> Advice | None:
    """Their overcall lands in my long, strong suit: pass, waiting for partner's
    reopening double, which I leave in (module docstring)."""
    if not t.partner_opened or t.opening is None or t.opening[1].level != 1 or t.my_calls:
        return None
    if not t.book.plays("negative_doubles") or len(t.their_bids) != 1:
        return None
    if t.rho != t.their_bids[0] or t.rho.level > 2:
        return None
    theirs, opened = suit_of(t.rho), suit_of(t.opening[1])
    if theirs is None or opened is None:
        return None
    top = sum(r in t.hand.ranks(theirs) for r in "AKQJ")
    low, high = TRAP_PASS_HCP
    return when(
        t, PASS, "A trap pass: their suit is my long, strong suit and with negative "
        "doubles my double would be for takeout; partner reopens with a double when "
        "short in it, and I pass it for penalty.",
        length(t, theirs, 5), Check(f"{theirs.name_plural} honours", "2 of A K Q J",
                                    str(top), top >= 2),
        length(t, opened, 0, 2), hcp(t, low, high),
    )  # fmt: skip


def their_escape_after_redouble(t: Table) -> Advice | None:
    """Partner redoubled their takeout double and the doubler's side bid a suit: double
    with four cards and two of the top five honours in it, else pass (forcing)."""
    if not t.we_opened or t.partner_last is None or t.rho is None:
        return None
    if t.partner_last.kind is not CallKind.REDOUBLE or not t.rho.is_bid:
        return None
    calls = t.place.calls
    if calls[-2].kind is not CallKind.REDOUBLE:
        return None  # partner's redouble was the last call before their escape
    doubled = calls[-3]
    if doubled.kind is not CallKind.DOUBLE:
        return None
    theirs = suit_of(t.rho)
    if theirs is None or t.rho.level > 2:
        return None
    honours = sum(r in t.hand.ranks(theirs) for r in "AKQJT")
    return when(
        t, DOUBLE, "Partner's redouble says the deal is ours: their escape is doubled for "
        f"penalty with four {theirs.name_plural} and honours in them.",
        length(t, theirs, 4), Check(f"{theirs.name_plural} honours", "2 of A K Q J 10",
                                    str(honours), honours >= 2),
    ) or when(t, PASS, "Partner's redouble says the deal is ours: without their suit to "
              "double, pass (forcing), and partner doubles or describes his hand.")  # fmt: skip


def notrump_before_minor_cuebid(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written cuebid raise of partner's minor gives way to the written notrump
    over their overcall, else None: balanced, their suit stopped."""
    if rule.module_type == USER_CUSTOM or "cuebid" not in rule.meaning.lower():
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_bids or len(t.partner_bids) != 1:
        return None
    if len(t.their_bids) != 1 or t.rho != t.their_bids[0]:
        return None
    opened, theirs = suit_of(t.partner_bids[0]), suit_of(t.their_bids[0])
    if opened is None or opened in MAJORS or theirs is None or not hand.balanced:
        return None
    if not hand.stopper(theirs):
        return None
    for level in (2, 3):
        if t.legal(bid(level, "NT")) and written_rule_fits(book, place, hand, f"{level}n"):
            return (
                f"balanced with their {theirs.name_plural} stopped, {level}NT describes the "
                "hand: nine tricks in notrump come before eleven in the minor"
            )
    return None


def ten_trumps_bid_game(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written cuebid raise gives way to the written game in opener's major
    with five trumps and 10-15 HCP over their overcall, else None."""
    if rule.module_type == USER_CUSTOM or "cuebid" not in rule.meaning.lower():
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_calls or len(t.partner_bids) != 1:
        return None  # a passed hand's cuebid is its limit raise, no more
    if len(t.their_bids) != 1 or t.rho != t.their_bids[0]:
        return None
    opened = suit_of(t.partner_bids[0])
    low, high = TEN_TRUMP_GAME_HCP
    if opened not in MAJORS or hand.length(opened) < 5 or not low <= hand.hcp <= high:
        return None
    if hand.support_points(opened) > TEN_TRUMP_SUPPORT_MOST:
        return None  # shortness too: more than a limit raise, the cuebid looks further
    if not written_rule_fits(book, place, hand, f"4{opened.value.lower()}"):
        return None
    return (
        f"five trumps make ten between the hands and {hand.hcp} HCP make game opposite "
        "an opening: game at once, taking their room"
    )


RESPONDER_COMPETES: tuple[Callable[[Table], Advice | None], ...] = (
    trap_pass,
    their_escape_after_redouble,
    negative_doubler_places,
)
