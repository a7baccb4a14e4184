"""General principles for slams: Blackwood asked, answered and followed (SAYC booklet).

4NT by partner after our side has bid a suit asks for aces (a 4NT straight over our
notrump is quantitative and is left to the system): 5C shows none or four, 5D one, 5H
two, 5S three. The asker bids the small slam in the agreed suit with at most one ace
missing, otherwise signs off at five. With a fit and 33 points between the hands a
player asks with 4NT before bidding a slam. The second round (5NT for kings, the answers
with a void) is in principles_slam_kings.py. With slam values and one side suit, the one
nobody has named, open to two quick losers, five of the agreed major asks partner for a
control there (bridgetips, "Voluntary Bid of 5 of a Major"; Barry Rigal after Alan Hiron).
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import when
from library.principles_reading import GAME_LEVEL, PASS, Advice, Table, bid, suit_of
from library.principles_slam_kings import asking_for_kings, trump_before_asking, void_answer
from library.principles_slam_trumps import trumps_answer
from library.principles_slam_zone import aces_needed
from library.recommend_checks import Check

__all__ = [
    "after_blackwood",
    "agreed_trump",
    "answering_blackwood",
    "answering_slam_raise",
    "asking_for_aces",
    "controlled",
    "slam_in_view",
    "trying_for_slam",
]

_ANSWERS = ("C", "D", "H", "S")  # 5C: none or four, 5D: one, 5H: two, 5S: three


def _aces(t: Table) -> int:
    return sum(1 for suit in Suit if "A" in t.hand.ranks(suit))


def _asked(t: Table) -> bool:
    """Partner's last call is 4NT after our side bid a suit, not straight over our
    notrump, and the opponents passed."""
    ours = [c for i, c in enumerate(t.place.calls) if not t.place.theirs[i] and c.is_bid]
    if len(ours) < 2 or t.partner_last is not ours[-1] or str(ours[-1]) != "4NT":
        return False
    suited = any(suit_of(c) is not None for c in ours[:-1])
    quantitative = suit_of(ours[-2]) is None  # 4NT raising our notrump
    return t.rho is not None and t.rho.kind is CallKind.PASS and suited and not quantitative


def answering_blackwood(t: Table) -> Advice | None:
    if not _asked(t):
        return None
    aces = _aces(t)
    voided = void_answer(t, aces)
    if voided is not None:
        return voided
    call = bid(5, _ANSWERS[aces % 4])
    shown = "0 or 4" if aces in (0, 4) else str(aces)
    return when(t, call, f"Answering Blackwood: {shown} aces.",
                Check("aces", shown, str(aces), True))  # fmt: skip


def after_blackwood(t: Table) -> Advice | None:
    """I asked with 4NT and partner answered at the five level."""
    if not t.my_bids or str(t.my_bids[-1]) != "4NT" or t.rho is None:
        return None
    answer = t.partner_last
    if answer is None or not answer.is_bid or answer.level != 5 or t.rho.kind is not CallKind.PASS:
        return None
    strain = answer.strain.value if answer.strain is not None else "NT"
    if strain not in _ANSWERS:
        return None
    mine = _aces(t)
    shown = _ANSWERS.index(strain)
    if shown == 0 and mine == 0:
        shown = 4
    together = mine + shown
    trump = trump_before_asking(t)
    held = Check("aces between the hands", f"{aces_needed(6)}+", str(together),
                 together >= aces_needed(6))  # fmt: skip
    kings = asking_for_kings(t, together)
    if kings is not None:
        return kings
    if trump is None:
        return when(t, bid(6, "NT"), "Slam in notrump: at most one ace missing.", held) or (
            when(t, PASS, "Two aces missing: stop.")
        )  # fmt: skip
    return (
        when(t, bid(6, trump), "Small slam: at most one ace missing.", held)
        or when(t, t.cheapest(trump), "Two aces missing: sign off at five.",
                Check("aces between the hands", f"0-{aces_needed(6) - 1}", str(together),
                      together < aces_needed(6)))
        or when(t, PASS, "Two aces missing: stop here.")
    )  # fmt: skip


def asking_for_aces(t: Table, trump: Suit, total: int) -> Advice | None:
    """A fit and 33 points between the hands: ask for aces before a slam; with a void,
    or a side suit that could lose two quick tricks, a control bid instead (Blackwood
    could not tell whether partner's ace is the one needed)."""
    if any(str(c) == "4NT" for c in t.my_bids + t.partner_bids):
        return None
    side = [s for s in Suit if s is not trump]
    if total >= 33 and any(t.hand.length(s) == 0 or not controlled(t, s) for s in side):
        return trying_for_slam(t)
    enough = Check("points between the hands", "33+", str(total), total >= 33)
    return when(t, bid(4, "NT"), f"Blackwood: a fit in {trump.name_plural} and {total} "
                "points between the hands, slam if the aces are there.", enough)  # fmt: skip


# --- control bids (cue-bids) on the way to a slam ------------------------------------------
# A control stops the opponents cashing two tricks in a suit: the ace or king, a singleton or
# a void. With a fit and slam in view a player shows his controls up the line below the
# five level of the trump suit, skipping (and so denying) the side suits he cannot control;
# he asks for aces only when every side suit is controlled in his own hand, so that
# Blackwood cannot find two aces when two fast losers lie in one suit. Slam is in view when
# partner's minimum and the hand make 33 points, or when the losing-trick count of the two
# hands (the hand's, and 7 for an opening, 8 for an invitation, 9 for a raise, 10 for less)
# leaves twelve tricks; a try when partner's bounded range could reach 33, or when the
# opponents' preempt took the room and the count leaves eleven tricks (more than a raise
# to game shows). No Blackwood with a void or a side suit open to two quick losers (Alder,
# Cohen: principles_slam_zone.py): the control bid instead. The first control
# bid waits until the trump suit is agreed, both partners having bid it or partner having
# rebid it ("the first cue-bid cannot take place until the trump suit has been agreed",
# youth.worldbridge.org, "Cue-bidding"; "only do it if you have already explicitly agreed
# the trump suit", bidandmade.com), and it names a new suit ("a non-jump bid in a new suit
# at the 4-level or higher", J. Belk, "Control-showing cuebids"): before agreement, or in
# partner's own suit, partner reads the bid as natural and may pass it.


def controlled(t: Table, suit: Suit) -> bool:
    ranks = t.hand.ranks(suit)
    return "A" in ranks or "K" in ranks or len(ranks) <= 1


def _partner_losers(low: int) -> int:
    return 7 if low >= 12 else 8 if low >= 10 else 9 if low >= 6 else 10


def slam_in_view(t: Table, trump: Suit, long_hand: bool = False) -> tuple[bool, bool, str]:
    """(slam values, a slam try, the words): by points and by the losing-trick count.
    ``long_hand``: the hand holds the long trumps (six after a transfer), so it counts
    its length, not dummy points for shortness."""
    mine = (
        t.hand.total_points if long_hand else max(t.hand.total_points, t.hand.support_points(trump))
    )
    shown = t.partner_shown
    tricks = 24 - t.hand.losing_trick_count - _partner_losers(shown.low)
    least = mine + shown.low
    values = least >= 33 or (tricks >= 12 and least >= 28)
    signed_off = t.partner_last is not None and t.partner_last == bid(GAME_LEVEL[trump], trump)
    # a try needs a partner who bid freely (6+) and limited his hand by his own calls (a
    # range of 7 or less; not the deck's narrowing) to one that could reach slam
    limited = t.partner_called.high is not None and t.partner_called.width <= 8
    reach = (limited and shown.high is not None and shown.low >= 6
             and mine + shown.high >= 33 and not signed_off)  # fmt: skip
    # over the opponents' preempt (they took the room below game), eleven tricks by the
    # losing-trick count are more than a raise to game shows: a try for twelve when
    # partner bid freely, not in answer to my double (principles_slam_zone.py)
    free = shown.low >= 6 and all(c.kind is not CallKind.DOUBLE for c in t.my_calls)
    crowded = free and any(c.level >= 3 for c in t.their_bids)
    reach = reach or (crowded and tricks >= 11 and least >= 28 and not signed_off)
    words = f"{least} points between the hands with partner's minimum, {tricks} tricks by losers"
    return values, reach, words


def agreed_trump(t: Table) -> Suit | None:
    """The trump suit when a fit is known: a suit both of us bid, or partner's suit that
    I hold three (a major) or four (a minor) of."""
    trump = t.trump
    if trump is None or trump not in t.partner_suits:
        return None
    if trump in t.my_suits or t.fit(trump) >= 8:
        return trump
    return None


def _known_agreed(t: Table, trump: Suit) -> bool:
    """Whether partner knows the trump suit is agreed: we have both bid it, or he has bid
    it twice (a rebid suit is six cards, so a control bid can only agree it)."""
    rebid = sum(1 for call in t.partner_bids if suit_of(call) is trump) >= 2
    return trump in t.my_suits or rebid


def _control_bid(t: Table, trump: Suit) -> Call | None:
    """The cheapest side suit the hand controls, below five of the trump suit; my own
    natural suits other than the trumps are not cue-bid (partner would read them as
    length), nor are partner's (a control bid is a new suit: in his own suit he reads
    a preference, and four of his major is a game he passes)."""
    limit = bid(5, trump)
    options = []
    for suit in Suit:
        if suit is trump or (suit in t.my_suits and suit not in t.partner_suits):
            continue
        call = t.cheapest(suit)
        if call.level < 4 and not (trump is Suit.H and suit is Suit.S and call.level == 3):
            call = bid(4, suit)  # below the four level a new suit is a game try, not a control
        if suit in t.partner_suits:
            continue  # partner's own suit is no new suit: he reads it as preference
        if controlled(t, suit) and _below(call, limit) and t.legal(call):
            options.append(call)
    return min(options, key=_order, default=None)


def _order(call: Call) -> tuple[int, int]:
    return call.level, call.strain.rank if call.strain is not None else 0


def _below(call: Call, limit: Call) -> bool:
    return _order(call) < _order(limit)


def trying_for_slam(t: Table) -> Advice | None:
    """A fit and slam in view: Blackwood with every side suit controlled, else the
    cheapest control bid; with only a chance of slam, the control bid as a try."""
    trump = agreed_trump(t)
    bids = t.my_bids + t.partner_bids
    if trump is None or t.rho is None or any(c.level >= 6 or str(c) == "4NT" for c in bids):
        return None
    last = t.last_bid
    if last is not None and not _below(last, bid(5, trump)):
        return None
    values, reach, words = slam_in_view(t, trump)
    if not (values or reach):
        return None
    side = [s for s in Suit if s is not trump]
    # after my control bid, partner's own control bids cover their suits, and his return
    # to game denies a control in the suits he skipped (Bergen: "If you bypass a suit,
    # you deny a control in that suit")
    cued = any(_cue(c, trump) for c in t.my_bids)
    covered = {suit_of(c) for c in t.partner_bids if cued and _cue(c, trump)}
    bare = [s.name_plural for s in side if not controlled(t, s) and s not in covered]
    game = bid(GAME_LEVEL[trump], trump)
    last_cue = bool(t.my_bids) and _cue(t.my_bids[-1], trump)
    denied = [s for s in side if last_cue and s.name_plural in bare and _skipped(t, s)]
    if cued and denied and t.partner_last == game:
        return None  # partner has no control where we need one: game it is
    if cued and denied:
        return when(t, game, f"Partner's control bid skipped {denied[0].name_plural}, where "
                    "neither hand has a control: sign off in game.")  # fmt: skip
    held = Check("side suits controlled", "all", ", ".join(bare) or "all", not bare)
    void = any(t.hand.length(s) == 0 for s in side)  # an ace there would be wasted
    if values and not bare and not void:
        return when(t, bid(4, "NT"), f"Blackwood: slam values ({words}) and every side suit "
                    "controlled.", held)  # fmt: skip
    call = _control_bid(t, trump)
    if call is None and values:
        return _danger_suit_ask(t, trump, bare, words)
    if call is None or call.strain is None:
        return None
    if not _known_agreed(t, trump) and suit_of(call) not in t.their_suits:
        # partner does not know the suit is agreed: he reads a new suit as natural, but
        # never the opponents' suit ("too good for 4H; cue-bid 4S", Goren on Bridge)
        return None
    strain = Suit(call.strain.value)
    why = "slam values" if values else "a slam try"
    missing = f"; no control in {', '.join(bare)}" if bare else ""
    return when(t, call, f"A control bid, {why} ({words}): the cheapest side suit with the "
                f"ace, king or shortness{missing}.",
                Check(f"{strain.name_plural} control", "ace, king, singleton or void",
                      " ".join(t.hand.ranks(strain)) or "void", True))  # fmt: skip


def _danger_suit_ask(t: Table, trump: Suit, bare: list[str], words: str) -> Advice | None:
    """Slam values, a major agreed, no control bid to make, and the one side suit without
    a control is the suit nobody has named (or theirs): five of the major asks partner for
    a control there (bridgetips, "Voluntary Bid of 5 of a Major": "If the partnership has
    bid three suits, a bid of 5 of the trump suit asks about second-round control of the
    unbid suit"; Barry Rigal after Alan Hiron, "Slam-oriented auctions": the five-level
    jump "to flag a danger suit"). ``answering_slam_raise`` is partner's side of it."""
    if trump not in (Suit.S, Suit.H) or len(bare) != 1 or not _known_agreed(t, trump):
        return None
    named = {suit_of(c) for c in t.my_bids + t.partner_bids}
    silent = [s for s in Suit if s not in named]
    asked = t.their_suits[-1] if t.their_suits else (silent[0] if len(silent) == 1 else None)
    if asked is None or asked.name_plural != bare[0]:
        return None
    five = bid(5, trump)
    if t.last_bid is not None and not _below(t.last_bid, five):
        return None
    return when(t, five, f"Slam values ({words}) but no control in {bare[0]}, the suit "
                "nobody has named: five of the major asks partner for one.",
                Check(f"{bare[0]} control", "lacking here: asked of partner",
                      " ".join(t.hand.ranks(asked)) or "void", True))  # fmt: skip


def _skipped(t: Table, suit: Suit) -> bool:
    """Partner's answer to my control bid went past ``suit``: he has no control there."""
    mine, answer = t.my_bids[-1], t.partner_last
    cued = suit_of(mine)
    if answer is None or not answer.is_bid or cued is None:
        return False
    above = SUIT_ORDER.index(suit) < SUIT_ORDER.index(cued)  # SUIT_ORDER is spades first
    return _below(bid(mine.level if above else mine.level + 1, suit), answer)


def _cue(call: Call, trump: Suit) -> bool:
    """A side suit named at the four level or higher: a control bid with trumps set."""
    suit = suit_of(call)
    return suit is not None and suit is not trump and call.level >= 4


def answering_slam_raise(t: Table) -> Advice | None:
    """Partner bid five of our agreed major without asking for aces (a raise from four
    to five, or a return to the major after control bids): he asks for a control of the
    opponents' suit, or of the one suit neither of us has named. Slam with the ace,
    king or shortness there, else pass. With no one suit to ask about, the question is
    the trumps (principles_slam_trumps.trumps_answer)."""
    last = t.partner_last
    if last is None or last.level != 5 or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    trump = suit_of(last)
    if trump not in (Suit.S, Suit.H) or not t.my_bids or not _below(t.my_bids[-1], last):
        return None
    if trump not in {suit_of(c) for c in t.my_bids} or trump not in t.partner_suits:
        return None  # the major is not agreed between us
    if any(str(c) == "4NT" for c in t.my_bids + t.partner_bids):
        return None
    if _over_their_bid(t, last):
        return None  # five over their bid competes for the contract: it asks for nothing
    named = {suit_of(c) for c in t.my_bids + t.partner_bids}
    silent = [s for s in Suit if s not in named]
    asked = t.their_suits[-1] if t.their_suits else (silent[0] if len(silent) == 1 else None)
    if asked is None:
        return trumps_answer(t, trump, last)  # no one suit to ask about: the trumps
    held = controlled(t, asked)
    check = Check(f"{asked.name_plural} control", "ace, king, singleton or void",
                  " ".join(t.hand.ranks(asked)) or "void", held)  # fmt: skip
    if held:
        return when(t, bid(6, trump), f"Partner's five of our major asks for a control in "
                    f"{asked.name_plural}: the hand has one, slam.", check)  # fmt: skip
    return when(t, PASS, f"Partner's five of our major asks for a control in {asked.name_plural}: "
                "none here, pass.", check)  # fmt: skip


def _over_their_bid(t: Table, call: Call) -> bool:
    """``call`` outbid the opponents: the bid just before it was theirs. Partner's five
    of the major over their bid above our game competes for the contract (the robots'
    preemptive raiser bid 5H over their 4S by the law of total tricks, and was read as
    asking for slam); a slam try there has the pass or the double to make first."""
    calls = t.place.calls
    at = max(i for i, c in enumerate(calls) if c is call)
    before = next((i for i in range(at - 1, -1, -1) if calls[i].is_bid), None)
    return before is not None and t.place.theirs[before]
