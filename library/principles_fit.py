"""Valuing a fit and choosing the level and the strain, as teachers state it (issue 33).

Each principle below names where its words come from; each is a situation (it returns
None when the auction is not its own, so the other principles decide there).

  - The law of total tricks for a raise in competition (Larry Cohen, "LAW of Total
    Tricks", larryco.com: "With 8 partnership trumps, bid to the 2-level. With 9 trumps
    -- 3 level. With 10 trumps -- 4 level"; "With 5 trumps, responder to 1H will raise
    to 4H (... 5 trumps and weakish)"; "Use LOTT only when you don't have game or slam
    interest"; "Never lie": a simple raise still shows its values; "Use the LAW mostly on
    the 2-3-4 levels"). Robert Todd, "Advancing Partner's Overcall with a Fit"
    (advinbridge.com): weak raises compete to the size of the fit and jump raises are
    weak whatever the opponents did. So partner's suit, once the opponents are in the
    auction, is raised at the first turn to the level of the trumps held together
    (partner's promised length plus the hand's): a jump of the hand's own with a weak
    hand, four of a major with ten trumps, a minor no higher than the three level.
  - The losing-trick count for opener's game decision after partner's raise (the
    count as club teachers state it, e.g. akaroabridgeclub.co.nz "Counting Losers with a
    Fit": add your losers to partner's, "take away from 18: this is the level to which
    you should bid"; "partner made a simple raise = 9 losers"). Opener with the tricks
    for game bids it instead of stopping in a partscore or inviting; in a minor, with no
    singleton and their suits stopped, the game is 3NT (Andrew Robson, "If you remember
    just one thing": "a minor suit game is only one trick short of a Small Slam. Far
    better to gamble 3NT than try for two more tricks in 5♣/5♦").
  - Game with 26 points between the hands once a major fit is known, the one count
    principles_placing reads too (library/principles_game_points.py: "You need 26+
    points to be in game in a major (4H, 4S) or notrump (3N)", James Plank's class
    notes; David Lindop, "Using Grant Standard": "the partnership needs about 26 or more
    combined points for a game contract"). An invitation asks for game with a maximum:
    "responder stops in a partscore with the bottom of the range, 6 to 7 total points,
    and carries on to game with 8 or 9 total points" opposite opener's medium 16-18
    (principles_responder_rebids' lesson: 8 and the 18 at the range's top make 26).
    So partner's invitation to game in a major (three of the suit, no written answer)
    is accepted when the hand's points (support points raising partner's suit, else
    HCP and length) and the top of partner's invitational range reach 26 (until 0.21.0:
    25 with the range's middle, the same for every three-point range), the range
    being his written rule's, else 10-12 for responder's jump and 16-18 for opener's.
    The same after partner's negative double of their one overcall, the opponents
    passing since (1C-(1S)-X-(P)-2H-(P)-3H: the written "10-12 support points,
    invitational" is an invitation like any other; issue 34). Three of the major is
    not an invitation when its written rule forces (1D-1H-2NT-3H, "5+ hearts, forcing
    one round": opener with two cards bids 3NT, not game in a seven-card fit), when it
    is partner's cheapest return to my first suit after I named a second (a
    preference, which "promises only two cards": Audrey Grant, Better Bridge,
    "Preference"), or once one of our bids forced to game (a jump shift): "A bid that
    asks partner not to pass before the partnership's bidding has reached game"
    (Wikipedia's glossary, "Game force"), so the game is bid whatever the count
    (issue 34, h51a). An accepted invitation is judged for slam before game is bid
    (0.24.0, h54a): when the hand and the top of partner's range reach 33 (David Lindop,
    "What's Standard? Slam Bidding": "the partnership needs about 33 or more combined
    points for small slam"), the control bid of principles_slam.trying_for_slam comes
    first, as it does wherever a fit is agreed; before, the acceptance answered first
    and the try was never made.
  - A preemptive raise to game (the SAYC booklet's 1M-4M, "usually a singleton or void")
    counts on the ruff as much as the trumps: without a singleton or void the written
    rule gives way and the hand raises by its points (the teachers' dummy points).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.model import IntRange
from library.principles_checks import hcp, stopper, when
from library.principles_game_points import enough_for_game, game_points
from library.principles_major_over_notrump import correcting_notrump, stayman_other_major
from library.principles_opener_doubled import RAISE_OVER_DOUBLE_LOSERS
from library.principles_reading import (
    FORCING,
    GAME_LEVEL,
    MAJORS,
    PASS,
    Advice,
    Table,
    bid,
    suit_of,
)
from library.principles_slam import trying_for_slam
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = [
    "FIT",
    "accepting_invitation",
    "game_raise_wants_shortness",
    "law_bids_game",
    "opener_counts_losers",
    "raising_by_the_law",
    "shown_two_suiter_fit",
    "total_tricks_level",
    "tricks_by_losers",
    "two_suiter_shown",
]

# The losers partner's raise shows, as the losing-trick count reads it.
_RAISE_LOSERS = 9


def total_tricks_level(trumps: int, suit: Suit) -> int:
    """The level the law of total tricks competes to: the trumps held together less
    six, never above the four level (a major's game; a minor stops at three, since the
    law is read on the 2-3-4 levels and four of a minor passes 3NT)."""
    return min(trumps - 6, 4 if suit in MAJORS else 3)


def tricks_by_losers(mine: int, partners: int) -> int:
    """The tricks the losing-trick count expects: 24 less the losers of both hands."""
    return 24 - mine - partners


def _competitive(t: Table) -> bool:
    """The opponents have made a call other than a pass."""
    return any(
        theirs and c.kind is not CallKind.PASS
        for c, theirs in zip(t.place.calls, t.place.theirs, strict=True)
    )


def two_suiter_shown(t: Table) -> list[tuple[Suit, int]]:
    """Partner's last call an artificial two-suiter (a Michaels cuebid, the unusual
    notrump): the suits its written rule promises five of, with the length; else []."""
    index = max(i for i, c in enumerate(t.place.calls) if t.place.by_partner(i) and c.is_bid)
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    if rule is None:
        return []
    shown = [
        (s, r.low)
        for s in Suit
        if (r := rule.constraints.suit_length.get(s.name_plural)) is not None
        and r.low >= 5
        and s not in t.their_suits
    ]
    return shown if len(shown) >= 2 else []


def shown_two_suiter_fit(t: Table) -> tuple[Suit | None, int]:
    """Of partner's two-suiter, the suit the hand holds most of (the major of equals)
    and the length promised, else (None, 0)."""
    shown = two_suiter_shown(t)
    if not shown:
        return None, 0
    return max(shown, key=lambda sl: (t.hand.length(sl[0]), sl[0] in MAJORS))


def raising_by_the_law(t: Table) -> Advice | None:
    """Partner bid a suit, the opponents are in the auction, and this is the hand's first
    bid: with three or more trumps and no game interest, raise to the level of the trumps
    held together; a jump is preemptive and needs no values, a simple raise keeps its
    meaning (6+ support points)."""
    if not _competitive(t) or not t.partner_bids:
        return None
    if any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None  # the hand has spoken: its double or bid told another story
    last = t.partner_bids[-1]
    if last is not t.partner_calls[-1]:
        return None
    suit = suit_of(last)
    partners = 0
    if suit is None or suit not in t.partner_suits:
        suit, partners = shown_two_suiter_fit(t)  # Michaels, the unusual notrump
    elif len(t.partner_bids) > 1 and suit_of(t.partner_bids[0]) is not suit:
        return None  # partner's second suit: the preference is another question
    if suit is None or t.hand.length(suit) < 3:
        return None
    partners = max(partners, t.partner_written_length(suit))
    if suit not in MAJORS and partners < 5:
        return None  # a minor opening may hold three or four: the trumps are not known
    trumps = t.hand.length(suit) + partners
    level = total_tricks_level(trumps, suit)
    short = min(t.hand.pattern) <= 1
    # Cohen: "With 5 trumps, responder to 1H will raise to 4H": over their double of
    # partner's opening or one-level overcall (five promised: "Ten Trump = Ten Tricks =
    # Four Level", Vic Johnson) the fifth trump bids game as a singleton does; over their
    # raise the booklet's preemptive jump stands
    doubled = t.rho is not None and t.rho.kind is CallKind.DOUBLE and len(t.their_bids) <= 1
    fifth = doubled and t.hand.length(suit) >= 5
    if level == 4 and not short and not fifth:
        level = 3  # game on trumps alone wants the ruffing value too
    cheapest = t.cheapest(suit)
    if level < cheapest.level:
        return None
    call = bid(level, suit)
    together = Check("trumps together", f"{level + 6}+", str(trumps), trumps >= level + 6)
    points = t.hand.support_points(suit)
    if level > cheapest.level and level == 4:
        shortness = Check(
            "shortest suit or trumps",
            "singleton or void, or five over a double",
            f"{min(t.hand.pattern)}, {t.hand.length(suit)}",
            short or fifth,
        )
        why = "five trumps" if fifth else "a singleton or void"
        return when(
            t, call, f"The law of total tricks: {trumps} trumps together and {why}: jump "
            "to game, preemptively.", together, shortness, hcp(t, 0, 10),
        )  # fmt: skip
    if level > cheapest.level:
        return when(
            t, call, f"The law of total tricks: {trumps} trumps together, so the "
            f"{level} level; a jump raise in competition is preemptive.", together,
            Check("support points", "0-9", str(points), points <= 9),
        )  # fmt: skip
    support = Check("support points", "6-10", str(points), 6 <= points <= 10)
    return when(
        t, call, f"The law of total tricks: {trumps} trumps together, so compete to the "
        f"{level} level; a raise still shows its values.", together, support,
    )  # fmt: skip


def _raised_over_double(t: Table) -> bool:
    """Partner raised my opening over RHO's takeout double of it (1S-(X)-2S): a raise
    made freely, on less than the raise that needs no double to prompt it."""
    if t.opening is None or t.their_bids:
        return False
    calls = t.place.calls
    after = t.opening[0] + 1
    return len(calls) > after and calls[after].kind is CallKind.DOUBLE


def opener_counts_losers(t: Table) -> Advice | None:
    """I opened one of a suit, partner gave it a single raise, and it is my second call
    with no written rule for the hand: bid game when the losing-trick count (mine and
    the nine a single raise shows) makes ten tricks in a major, eleven in a minor."""
    if not t.i_opened or t.opening is None or len(t.my_bids) != 1:
        return None
    opened = t.opening[1]
    suit = suit_of(opened)
    if suit is None or opened.level != 1 or len(t.partner_bids) != 1:
        return None
    raised = t.partner_bids[0]
    if suit_of(raised) is not suit or raised.level != 2 or raised is not t.partner_calls[-1]:
        return None
    if t.hand.length(suit) < 5 if suit in MAJORS else t.hand.length(suit) < 4:
        return None
    game = bid(GAME_LEVEL[suit], suit)
    if not t.legal(game) or t.last_bid is None or t.last_bid.level >= game.level:
        return None
    if trying_for_slam(t) is not None:
        return None  # more than game: the slam try decides (principles_slam)
    if t.partner_called.high is not None and t.partner_called.high < 6:
        return None  # he passed my opening: a raise now competes, it is not nine losers
    raise_losers = RAISE_OVER_DOUBLE_LOSERS if _raised_over_double(t) else _RAISE_LOSERS
    losers = t.hand.losing_trick_count
    tricks = tricks_by_losers(losers, raise_losers)
    count = Check("losing tricks", f"{24 - raise_losers - game.level - 6} or fewer",
                  str(losers), tricks >= game.level + 6)  # fmt: skip
    notrump = bid(3, "NT")
    if suit not in MAJORS and t.legal(notrump) and min(t.hand.pattern) >= 2:
        # Robson: "a minor suit game is only one trick short of a Small Slam. Far better
        # to gamble 3NT than try for two more tricks in 5C/5D"
        stopped = [stopper(t, theirs) for theirs in t.their_suits]
        held = " and their suit stopped" if stopped else ""
        nine = when(
            t, notrump, f"The losing-trick count: {losers} losers and the {raise_losers} "
            f"of partner's raise make game, and with no singleton{held} nine tricks in "
            "notrump come easier than eleven in the minor.", count, hcp(t, 12), *stopped,
        )  # fmt: skip
        if nine is not None:
            return nine
    return when(
        t, game, f"The losing-trick count: {losers} losers and the {raise_losers} of "
        f"partner's raise leave {tricks} tricks, enough for game.", count, hcp(t, 12),
    )  # fmt: skip


def accepting_invitation(t: Table) -> Advice | None:
    """Partner's last call is a non-forcing three of a major our side has bid before,
    the opponents silent (or passing since their one overcall): game with 26 points
    between the hands (principles_game_points), else pass."""
    last = t.partner_last
    if last is None or not last.is_bid or last.level != 3 or t.last_bid is not last:
        return None
    suit = suit_of(last)
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if suit not in MAJORS or len(acted) < 2 or not _one_overcall_at_most(t):
        return None
    if suit not in t.my_suits and suit not in t.partner_suits[:-1]:
        return None  # a new suit at the three level asks, it does not invite
    first = acted[0]
    if first.is_bid and first.level != 1:
        return None  # after a two-over-one the auction may be forcing to game
    if not first.is_bid and first.kind is not CallKind.DOUBLE:
        return None
    if _written_forcing(t, len(t.place.calls) - 2):
        return None  # a forcing bid invites nothing
    if t.hand.length(suit) + t.partner_written_length(suit) < 7:
        return None
    my_bids = [i for i, c in enumerate(t.place.calls) if t.place.by_caller(i) and c.is_bid]
    if my_bids and t.preference(my_bids[0], len(t.place.calls) - 2):
        return None  # his cheapest return to my first suit is a preference, not a raise
    if _forced_to_game(t):
        # once game is forced, three of our major is no invitation: the game is bid
        return when(t, bid(4, suit), "Game in our major fit: the auction is forcing to "
                    "game, so partner's three of the suit is no invitation.")  # fmt: skip
    shown = t.shown(len(t.place.calls) - 2, "rebid")
    if shown == IntRange(12, 18):  # no written range: the usual invitational jump
        shown = IntRange(16, 18) if t.partner_opened else IntRange(10, 12)
    top = shown.high if shown.high is not None else shown.low + 2
    raising = suit not in t.my_suits and t.hand.length(suit) >= 3
    mine = t.hand.support_points(suit) if raising else t.hand.total_points
    total = mine + top  # an invitation is accepted with a maximum: his range's top
    enough = enough_for_game(total, suit)
    if enough.holds:
        # game accepted, slam judged before it is bid: a range whose top reaches 33 with
        # the hand makes the control bid first (principles_slam.trying_for_slam)
        slam = trying_for_slam(t)
        if slam is not None:
            return slam
    return when(
        t, bid(4, suit), f"Accepting partner's invitation: {total} points between the "
        "hands (his range's top) and a major fit, game.", enough,
    ) or when(
        t, PASS, f"Declining partner's invitation: {total} points between the hands, "
        f"short of the {game_points(suit)} a game wants.",
    )  # fmt: skip


def _one_overcall_at_most(t: Table) -> bool:
    """The opponents were silent, or bid once (an overcall partner's negative double
    answered) and passed since: the invitation is the same as without them."""
    if not t.their_bids:
        return True
    if len(t.their_bids) > 1 or t.opening is None or not t.i_opened:
        return False
    theirs = [c for i, c in enumerate(t.place.calls) if t.place.theirs[i]]
    return all(c.kind is CallKind.PASS for c in theirs[theirs.index(t.their_bids[0]) + 1 :])


def _forced_to_game(t: Table) -> bool:
    """One of our side's bids has a written rule that forces to game (a jump shift,
    a strong 2C): no later bid below game is an invitation."""
    return any(
        not t.place.theirs[i]
        and c.is_bid
        and (rule := t.book.rule_after_passes(t.place.prefix(i + 1))) is not None
        and rule.constraints.forcing == "game_forcing"
        for i, c in enumerate(t.place.calls)
    )


def _written_forcing(t: Table, index: int) -> bool:
    """The system's rule for the call at ``index`` says it forces."""
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    return rule is not None and rule.constraints.forcing in FORCING


def game_raise_wants_shortness(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written preemptive raise to game gives way: its meaning names the singleton
    or void (the booklet's 1M-4M) and the hand has none; the user's own rule stands."""
    del book, place  # the rule's own words decide
    meaning = rule.meaning.lower()
    if rule.module_type == USER_CUSTOM or "preemptive" not in meaning:
        return None
    if "singleton or void" not in meaning or "no singleton" in meaning:
        return None
    if min(hand.pattern) <= 1:
        return None
    return "a preemptive raise to game wants a singleton or void; the hand has none"


def law_bids_game(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why a written preemptive jump raise to the three level gives way: the opponents
    are in, the trumps together are ten and the hand has a singleton or void, so the law
    of total tricks bids four of the major (raising_by_the_law)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or "preemptive" not in rule.meaning.lower():
        return None
    if len(call) != 2 or call[0] != "3" or call[1] not in "hs":
        return None
    t = Table(book, place, hand)
    advice = raising_by_the_law(t)
    if advice is None or advice.call != str(bid(4, named_suit(call))):
        return None
    return advice.reason[0].lower() + advice.reason[1:].rstrip(".")


# Read before the general principles: each is narrow and says None outside its auction.
FIT: tuple[Callable[[Table], Advice | None], ...] = (
    stayman_other_major,
    correcting_notrump,
    accepting_invitation,
    opener_counts_losers,
    raising_by_the_law,
)
