"""The overcalling side after a suit overcall, as the teachers state it (issue 33).

Advancing a takeout double is library/principles_advancing.py; the written SAYC rules
(library/systems/sayc.md, "Advancing an Overcall", "Weak Jump Overcalls and Advancing
Other Overcalls") decide first wherever they are written. These principles cover the
auctions the written text leaves out (a two-level overcall, 1C-1D, an opponent's bid
over the overcall, the second round).

- **Support first, by support points.** "Raising partner is the first priority ... 1.
  Make a simple raise with 6 to 10 support points ... 2. With 11-plus support points,
  cuebid the suit the opponent opened. 3. With 4 to 6 support points and four or more
  trumps, make a preemptive jump raise" (the ACBL's teaching page "Overcalls - part 2",
  acbl.org); "don't bid 1NT. It's more important to show partner your support" (same
  page); "With three cards and 6-9'ish points, raise partner to two ... With four cards
  and only 4-8'ish points, jump raise to three ... With a good hand (10+ points) and a
  fit, cue bid the opponent's suit" (Joan Butts, "Advancer's Role"). The lines are the
  system's own written advances (cuebid 10+ support points, jump 0-8 HCP), which Butts,
  Todd ("10-11 points = Limit Raise") and teachbridge.com ("with 6-9 points, raise
  partner's overcall one level only. With 10 OR MORE points", cuebid) share. With a weak
  hand the level follows the trumps: "With an 8-card fit we try to compete to the
  2-level, with a 9-card fit ... the 3-level ... Pass with 3-card support and a weak
  hand" (Robert Todd, "Advancing Partner's Overcall with a Fit", advinbridge.com). So
  the advancer with three or more trumps (partner's overcall shows five) cuebids
  opener's suit with 10+ support points, jumps to the level of nine trumps with four
  trumps and 0-8 HCP, raises once with 6-9 support points, and passes a weak hand with
  three; ten trumps are the law's (principles_fit.raising_by_the_law). Over their bid
  the law sets the level (the written textbook's competitive raises), so these lines are
  read when RHO passed. Over a minor overcall a five-card major is named first: "When
  partner overcalls a minor and you have support ... but you also have a decent 5-card
  major, you should MENTION your major rather than simply raising partner. Majors are
  cheaper games and partner can retreat to the minor" (La Jolla unit's teaching points,
  "Overcalls: majors and minors").
- **Ten trumps over their bid: the four level, vulnerability permitting.** "Ten Trump =
  Ten Tricks = Four Level ... Do not be hesitant (even vulnerable) to compete up to the
  level of your total number of trump" (Vic Johnson, on raising partner's five-card
  overcall to 4S over their bid); "YOU SHOULD USUALLY COMPETE TO THE LEVEL EQUAL TO THE
  COMBINED NUMBER OF TRUMPS HELD BY YOUR SIDE ... You do have to be a bit more careful
  vulnerable against not vulnerable" (Roger Morton, "The Law of Total Tricks", D27); "If
  you are vulnerable, shade your decision with some caution" (Seminar 5 handout, "Law of
  Total Tricks"); "Use LOTT only when you don't have game or slam interest" (Larry
  Cohen). The system's own textbook (tests/textbook/partnership.py: "four trumps to
  three (up to 9)", five trumps included) keeps the three level at equal colours, where
  Morton would follow the law to the letter; the teachers agree only where the
  vulnerability permits most. So over their bid (RHO raised or named a suit) the
  advancer with five of partner's major, ten trumps together, and a hand without game
  interest (10 HCP or fewer) jumps to four of the major, shortness or not, when not
  vulnerable against vulnerable; at other colours the three level (the four with a
  singleton or void) is principles_fit.raising_by_the_law's.
- **Too strong for a new suit, the cuebid first.** The advancer's new suit is "a bid of
  a new suit showing the same kind hand used for an overcall ... non-forcing", the
  cuebid the forcing advance: "With a weaker five-card suit and a strong hand, advancer
  will cuebid ... and then correct back to advancer's own" (the Vineyard Gazette's
  column); "In rare cases you may cue bid without a fit if you have such a good hand
  you simply want to find the best spot" (Mark Blumenthal, "Bridge Tip #18"); the
  system's own text: "the cuebid of opener's suit is the only forcing advance". So with
  no fit and 17+ HCP (above an overcall's 8-16), unless balanced with their suit held
  (notrump by the points), the advancer cuebids.
- **The overcaller's side after the advance** (the cuebid's answers, the cuebidder's next
  call, raising the advancer's major, facing a notrump advance): principles_overcaller_rebids.py.
- **Passing the misfit; competing by the trumps.** "Pass ... is always an option and
  advancer ... should be happy to pass with most hands in the 6-9 point range that have
  no clear fit with partner, no long suit to bid" (The Intelligencer); "Don't compete
  when the opponent is already bidding at level 3 and you have 8 trumps" (S. Khanna's
  notes on Larry Cohen's law). Partner's raise of my overcall counts three trumps, as a
  raise of an opening does (principles_reading.Table.promised): with five the three
  level is theirs, with six it is ours (principles_placing competes by the count).

A user's own rule is never touched: these are situations, read only where no written
rule fits the hand.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, points, when
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = [
    "CUEBID_RAISE",
    "LAW_RAISE_HCP",
    "OVERCALL_ADVANCES",
    "RAISE",
    "STRONG_ADVANCE",
    "advancing_by_the_law",
    "law_raise_level",
    "opener_suit",
    "raise_for",
    "raising_the_overcall",
    "strong_without_fit",
]

# The system's own written advances (sayc.md: the cuebid "10+ support points", the raise
# "6-10 support points", the jump "0-8 HCP, 4" trumps) with Joan Butts's "With a good
# hand (10+ points) and a fit, cue bid", "three cards and 6-9'ish points, raise", "four
# cards and only 4-8'ish points, jump raise" and Todd's "10-11 points = Limit Raise"; the
# ACBL page draws the same lines a point apart (11+, 6-10, 4-6).
CUEBID_RAISE = 10
RAISE = (6, 9)
WEAK_JUMP_HIGH = 8
# Above the new suit's "same kind hand used for an overcall" (8-16): the cuebid first
STRONG_ADVANCE = 17
_OVERCALL_SHOWS = 5  # a simple overcall promises five cards
LAW_RAISE_HCP = 10  # above it the hand has game interest: the law is not the guide


def raise_for(high_cards: int, support: int, trumps: int) -> str:
    """The advance the teachers give a hand with three or more trumps: "cuebid" (10+
    support points), "jump" (nine or more trumps together and at most 8 HCP), "raise"
    (6-9 support points) or "pass" (a weak hand with eight); a weak hand with ten or
    more trumps is the law's ("law": the law of total tricks, principles_fit, decides)."""
    if support >= CUEBID_RAISE:
        return "cuebid"
    if trumps >= 10:
        return "law"
    if trumps >= 9 and high_cards <= WEAK_JUMP_HIGH:
        return "jump"
    if support >= RAISE[0]:
        return "raise"
    return "pass"


def law_raise_level(trumps: int, major: bool, we_vulnerable: bool, they_vulnerable: bool) -> int:
    """The level the advancer's law of total tricks competes to with `trumps` together:
    the trumps less six, at most four of a major (game) or three of a minor; the four
    level only when not vulnerable against vulnerable (the module's note), else one
    lower."""
    level = min(trumps - 6, 4 if major else 3)
    if level == 4 and (we_vulnerable or not they_vulnerable):
        return 3
    return level


def advancing_by_the_law(t: Table) -> Advice | None:
    """Partner's simple overcall in a major, their bid over it, my first call: with five
    trumps (ten together) and no game interest, four of the major when not vulnerable
    against vulnerable (the module's note)."""
    partner = _simple_overcall(t)
    if partner not in MAJORS or t.rho is None or not t.rho.is_bid:
        return None
    trumps = t.hand.length(partner) + _OVERCALL_SHOWS
    vulnerability = Vulnerability.parse(t.vulnerability)
    seat = t.place.seat
    we, they = vulnerability.is_vulnerable(seat), vulnerability.is_vulnerable(seat.next(1))
    if law_raise_level(trumps, True, we, they) != GAME_LEVEL[partner]:
        return None
    call = bid(GAME_LEVEL[partner], partner)
    if t.cheapest(partner).outranks(call):
        return None
    return when(
        t, call, f"The law of total tricks: {trumps} trumps together, so the four level over "
        "their bid, not vulnerable against vulnerable.",
        length(t, partner, 5), hcp(t, 0, LAW_RAISE_HCP),
        Check("trumps together", "10+", str(trumps), trumps >= 10),
    )  # fmt: skip


def _simple_overcall(t: Table) -> Suit | None:
    """Their opening, partner's one action a natural suit bid showing an overcall's
    strength (not a weak jump), and I have only passed: partner's suit, else None."""
    if not t.they_opened or t.opening is None:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1 or not acted[0].is_bid or len(t.partner_suits) != 1:
        return None
    suit = suit_of(acted[0])
    if suit is None or suit is not t.partner_suits[0] or t.partner_shown.low < 7:
        return None
    return suit


def opener_suit(t: Table) -> Suit | None:
    return suit_of(t.opening[1]) if t.opening is not None else None


def raising_the_overcall(t: Table) -> Advice | None:
    """Partner's simple overcall, my first call, three or more trumps: cuebid, raise,
    jump or pass by the support points and the trumps held together."""
    partner = _simple_overcall(t)
    theirs = opener_suit(t)
    if partner is None or theirs is None or t.hand.length(partner) < 3:
        return None
    trumps = t.hand.length(partner) + _OVERCALL_SHOWS
    support = t.hand.support_points(partner)
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None  # over their bid the law of total tricks sets the level (FIT)
    kind = raise_for(t.hand.hcp, support, trumps)
    cheapest = t.cheapest(partner)
    major = _major_first(t, partner)
    if major is not None:
        return major
    if kind == "cuebid":
        cue = t.cheapest(theirs)
        if cue.level > 3 or not bid(GAME_LEVEL[partner], partner).outranks(cue):
            return None  # no room for the cuebid below partner's game
        return when(
            t, cue, f"Support for partner's overcall and {support} support points: the "
            "cuebid of opener's suit, a limit raise or better (10+).",
            length(t, partner, 3), points(t, CUEBID_RAISE, None, partner),
        )  # fmt: skip
    together = Check("trumps together", f"{trumps}", str(trumps), True)
    if kind == "raise":
        if cheapest.level > max(2, trumps - 6):
            return None  # their bid took the room: the law, or a pass, decides
        return when(
            t, cheapest, f"A simple raise of partner's overcall: {support} support points "
            "(6-9) and support.",
            length(t, partner, 3), points(t, *RAISE, partner), together,
        )  # fmt: skip
    if kind == "jump":
        level = min(trumps - 6, 3)
        if level < cheapest.level:
            return None
        return when(
            t, bid(level, partner), f"A preemptive raise: {trumps} trumps together and a "
            f"weak hand, so the {level} level by the law of total tricks.",
            length(t, partner, 4), hcp(t, 0, WEAK_JUMP_HIGH), together,
        )  # fmt: skip
    if kind == "pass":
        return when(
            t, PASS, f"Three trumps and a weak hand ({support} support points): pass; "
            "partner's overcall may be light and the raise would promise values.",
            length(t, partner, 3, 3), points(t, 0, RAISE[0] - 1, partner),
        )  # fmt: skip
    return None


def strong_without_fit(t: Table) -> Advice | None:
    """Partner's simple overcall, my first call, fewer than three trumps and 17+ HCP: too
    strong for the non-forcing new suit (an overcall's kind of hand, 8-16) or a notrump
    the hand cannot bid (not balanced, or their suit open), so the cuebid, the one
    forcing advance, comes first."""
    partner = _simple_overcall(t)
    theirs = opener_suit(t)
    if partner is None or theirs is None or t.hand.length(partner) >= 3:
        return None
    if t.hand.balanced and all(t.hand.stopper(s) for s in t.their_suits):
        return None  # notrump by the points (principles_competition)
    cue = t.cheapest(theirs)
    if cue.level > 3:
        return None
    return when(
        t, cue, "Too strong for a non-forcing advance and no fit: the cuebid, the only "
        "forcing advance, before the hand's own suit.", hcp(t, STRONG_ADVANCE),
        length(t, partner, 0, 2),
    )  # fmt: skip


def _major_first(t: Table, partner: Suit) -> Advice | None:
    """Over partner's minor overcall a five-card major of my own, biddable at the one or
    two level, is named before the minor is raised."""
    if partner in MAJORS:
        return None
    for major in MAJORS:
        if major in t.their_suits or t.hand.length(major) < 5:
            continue
        call = t.cheapest(major)
        if call.level > 2:
            continue
        advice = when(
            t, call, "Over partner's minor overcall a five-card major is named before the "
            "raise: a major game is cheaper, and partner can go back to his minor.",
            length(t, major, 5), hcp(t, 8, 16),
        )  # fmt: skip
        if advice is not None:
            return advice
    return None


# Read before the fit and competing principles: each says None outside its auction.
OVERCALL_ADVANCES: tuple[Callable[[Table], Advice | None], ...] = (
    advancing_by_the_law,
    raising_the_overcall,
    strong_without_fit,
)
