"""Systems on over partner's natural notrump overcall, as the teachers state it (issue 33).

The advances of a suit overcall or a takeout double are library/principles_advances.py
and the modules it names; here partner overcalled 1NT (15-18) over their one-level suit
opening, or 2NT over their weak two, and the advancer answers as opposite a notrump
opening: "Opposite an overcall of 1NT, we play 'systems on'" (the Bridge Mishaps blog);
"There are 2 basic standards. The first is system on" (the BBO forums, "Responding to a
1NT overcall"); "If your PARTNER overcalls 1NT (or 2NT over a Weak Two bid), all systems
are on, e.g. Stayman and Jacoby Transfers ... Systems (Stayman/transfers) are still
on—just at the three level, so advancer ... needs to have 10 or more HCP because bidding
is forcing to game" (La Jolla unit's teaching points, "NT, NMF: systems on or off?").
Partner's notrump in the passout seat (their opening, two passes, his notrump: 2NT over
their weak two, or the balancing 1NT at its written 11-14) is read the same way, its
range the system's written one where there is one.

- **Stayman.** With a four-card major (and no five-card one) the advancer asks with the
  cheapest club bid when the points between the hands, counting the overcall's floor,
  invite game (23) at the two level or make it (25) at the three level. The overcaller
  answers as over his notrump opening (a four-card major, hearts first, else diamonds),
  and the advancer places the contract: game in a shown major he holds four of, else
  notrump, by the points between the hands (25 for game, 23-24 invite).
- **Transfers.** A five-card major (not their suit) transfers at any strength (the bid
  below it); the overcaller completes the transfer, and the advancer passes a weak hand,
  invites (2NT with five, three of the major with six) or bids game (3NT with five for
  partner to choose, four with six); the overcaller then chooses the major with three
  cards (game over 3NT; over 2NT with the upper half of his range).

A user's own rule is never set aside, and these situations say None outside their
auctions.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, when
from library.principles_game_points import game_points_over_least, invitation_points_over_least
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of, transfer_suit
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = [
    "GAME",
    "INVITE",
    "NOTRUMP_ADVANCES",
    "after_overcall_stayman",
    "after_the_transfer",
    "answering_overcall_stayman",
    "choosing_after_the_transfer",
    "completing_the_transfer",
    "stayman_first",
    "stayman_over_notrump_overcall",
    "transfer_over_notrump_overcall",
]

PASS_TEXT = str(PASS)
# points between the hands for 3NT or four of a major opposite the overcall's floor: 25,
# and the notrump invitation 23-24 (library/principles_game_points.py)
INVITE = invitation_points_over_least(None)[0]
GAME = game_points_over_least(None)


# --- systems on over partner's natural notrump overcall -----------------------------------
def _overcall_index(t: Table, opened: int) -> int:
    """Where the notrump overcall stands: right after their opening, or in the passout
    seat when the two calls after it were passes (the balancing notrump: "2NT over a
    Weak Two bid" in either seat)."""
    calls = t.place.calls
    after = calls[opened + 1 : opened + 3]
    balanced_seat = len(calls) > opened + 3 and all(c.kind is CallKind.PASS for c in after)
    return opened + 3 if balanced_seat else opened + 1


def _notrump_overcall(t: Table) -> tuple[int, Call] | None:
    """Partner's natural notrump overcall: the bid at the cheapest level in notrump right
    over their opening (1NT over one of a suit, 2NT over a weak two), his only action.
    Its index and call, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = _overcall_index(t, opening[0])
    calls = t.place.calls
    if index >= len(calls) or not t.place.by_partner(index):
        return None
    call = calls[index]
    if not call.is_bid or call.strain is None or suit_of(call) is not None:
        return None
    if call.level != opening[1].level or call.level > 2:
        return None  # a jump to 2NT over one of a suit is the unusual notrump
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    return (index, call) if acted[:1] == [call] else None


def _overcall_count(t: Table, index: int) -> int:
    """What the advancer counts partner's notrump overcall for: the floor of its range,
    as responder counts a notrump opening ("advancer ... needs to have 10 or more HCP"
    opposite the 2NT overcall's 15-18)."""
    return t.shown(index, "1NT").low


def _stayman_call(t: Table, overcall: Call) -> Call:
    return bid(overcall.level + 1, Suit.C)


def stayman_over_notrump_overcall(t: Table) -> Advice | None:
    """Partner's natural notrump overcall, RHO passed, my first call: with a four-card
    major and the values to invite game (to force it at the three level), Stayman."""
    found = _notrump_overcall(t)
    if found is None or t.my_bids or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    index, overcall = found
    if len(t.place.calls) != index + 2 or Suit.C in t.their_suits:
        return None
    majors = [m for m in MAJORS if m not in t.their_suits and t.hand.length(m) >= 4]
    if not majors or any(t.hand.length(m) >= 5 for m in MAJORS):
        return None  # a five-card major is shown by a transfer, not asked for
    stayman = _stayman_call(t, overcall)
    need = INVITE if stayman.level == 2 else GAME
    total = t.hand.hcp + _overcall_count(t, index)
    values = Check("points between the hands", f"{need}+", str(total), total >= need)
    return when(
        t, stayman, f"Systems on over partner's {overcall} overcall: Stayman, asking for a "
        f"four-card major with {total} points between the hands.",
        length(t, majors[0], 4), values,
    )  # fmt: skip


def _stayman_asked(t: Table) -> tuple[Call, Call] | None:
    """I overcalled notrump naturally and partner's next call was Stayman (the cheapest
    club bid), RHO passed: my overcall and the Stayman bid, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = _overcall_index(t, opening[0])
    calls = t.place.calls
    if len(calls) != index + 4 or not t.place.by_caller(index):
        return None
    overcall, asked = calls[index], calls[index + 2]
    if not overcall.is_bid or suit_of(overcall) is not None or overcall.strain is None:
        return None
    if overcall.level != opening[1].level or overcall.level > 2:
        return None
    if asked != bid(overcall.level + 1, Suit.C) or Suit.C in t.their_suits:
        return None
    if calls[index + 1].kind is not CallKind.PASS or calls[index + 3].kind is not CallKind.PASS:
        return None
    return overcall, asked


def answering_overcall_stayman(t: Table) -> Advice | None:
    """Partner asked with Stayman over my notrump overcall: a four-card major (hearts
    first), else the cheapest diamonds, as over a notrump opening."""
    found = _stayman_asked(t)
    if found is None:
        return None
    for major in (Suit.H, Suit.S):
        advice = when(t, t.cheapest(major), "Answering Stayman over my notrump overcall: a "
                      "four-card major, hearts first.", length(t, major, 4))  # fmt: skip
        if advice is not None:
            return advice
    return Advice(str(t.cheapest(Suit.D)), "Answering Stayman over my notrump overcall: no "
                  "four-card major, the cheapest diamonds (artificial).")  # fmt: skip


def after_overcall_stayman(t: Table) -> Advice | None:
    """I asked with Stayman over partner's notrump overcall and he answered: game in the
    major he showed when I hold four, else notrump, by the points between the hands."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = _overcall_index(t, opening[0])
    calls = t.place.calls
    if len(calls) != index + 6 or not t.place.by_partner(index):
        return None
    overcall, asked, answer = calls[index], calls[index + 2], calls[index + 4]
    if not overcall.is_bid or suit_of(overcall) is not None or overcall.level > 2:
        return None
    if overcall.level != opening[1].level or asked != bid(overcall.level + 1, Suit.C):
        return None
    if not answer.is_bid or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    shown = suit_of(answer)
    total = t.hand.hcp + _overcall_count(t, index)
    game = Check("points between the hands", f"{GAME}+", str(total), total >= GAME)
    invite = Check("points between the hands", f"{INVITE}-{GAME - 1}", str(total),
                   INVITE <= total < GAME)  # fmt: skip
    if shown in MAJORS and t.hand.length(shown) >= 4:
        return when(
            t, bid(4, shown), f"Partner's Stayman answer shows four {shown.name_plural} "
            f"and I hold four: game with {total} points between the hands.", game,
        ) or when(
            t, bid(3, shown), f"A fit in {shown.name_plural}: {total} points between the "
            "hands, an invitation.", invite,
        ) or when(t, PASS, "A fit, and no game between the hands: pass.")  # fmt: skip
    return when(
        t, bid(3, "NT"), f"No major fit: 3NT with {total} points between the hands.", game,
    ) or when(
        t, bid(2, "NT"), f"No major fit: 2NT invites with {total} points between the hands.",
        invite,
    )  # fmt: skip


# --- transfers over partner's natural notrump overcall ------------------------------------
def transfer_over_notrump_overcall(t: Table) -> Advice | None:
    """Partner's natural notrump overcall, RHO passed, my first call: a five-card or
    longer major (not their suit) is shown by a transfer, the bid below it, at any
    strength, the longer major (of two equal the higher) first."""
    found = _notrump_overcall(t)
    if found is None or t.my_bids or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    index, overcall = found
    if len(t.place.calls) != index + 2:
        return None
    majors = [m for m in MAJORS if m not in t.their_suits and t.hand.length(m) >= 5]
    if not majors:
        return None
    major = max(majors, key=t.hand.length)
    transfer = bid(overcall.level + 1, transfer_suit(major))
    return when(
        t, transfer, f"Systems on over partner's {overcall} overcall: a transfer to "
        f"{major.name_plural}, five or more, at any strength; partner bids them.",
        length(t, major, 5),
    )  # fmt: skip


def _transfer_made(t: Table, caller_overcalled: bool) -> tuple[int, Call, Suit] | None:
    """The notrump overcall at the auction's index, answered by a transfer (RHO passed):
    the overcall's index, the overcall and the major, when the overcaller
    (``caller_overcalled``) or the advancer is to call next in the sequence."""
    opening = t.opening
    if not t.they_opened or opening is None or suit_of(opening[1]) is None:
        return None
    index = _overcall_index(t, opening[0])
    calls = t.place.calls
    if index + 3 > len(calls):
        return None
    overcall, asked = calls[index], calls[index + 2]
    if not overcall.is_bid or overcall.strain is None or suit_of(overcall) is not None:
        return None
    if overcall.level != opening[1].level or overcall.level > 2:
        return None
    if calls[index + 1].kind is not CallKind.PASS or asked.level != overcall.level + 1:
        return None
    major = {Suit.D: Suit.H, Suit.H: Suit.S}.get(suit_of(asked))  # type: ignore[arg-type]
    if major is None or major in t.their_suits:
        return None
    by = t.place.by_caller if caller_overcalled else t.place.by_partner
    return (index, overcall, major) if by(index) else None


def completing_the_transfer(t: Table) -> Advice | None:
    """Partner transferred over my notrump overcall: bid his major."""
    found = _transfer_made(t, caller_overcalled=True)
    if found is None or len(t.place.calls) != found[0] + 4:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    major = found[2]
    return Advice(str(t.cheapest(major)), f"Completing partner's transfer over my notrump "
                  f"overcall: {major.name_plural}.")  # fmt: skip


def after_the_transfer(t: Table) -> Advice | None:
    """My transfer was completed: pass a weak hand; with five cards 2NT invites and 3NT
    offers the choice of games, with six or more the major is raised to three or four,
    by the points between the hands."""
    found = _transfer_made(t, caller_overcalled=False)
    if found is None or len(t.place.calls) != found[0] + 6:
        return None
    index, overcall, major = found
    completed = t.place.calls[index + 4]
    if completed != bid(overcall.level + 1, major) or t.rho is None:
        return None
    if t.rho.kind is not CallKind.PASS:
        return None
    total = t.hand.hcp + _overcall_count(t, index)
    game = Check("points between the hands", f"{GAME}+", str(total), total >= GAME)
    invite = Check("points between the hands", f"{INVITE}-{GAME - 1}", str(total),
                   INVITE <= total < GAME)  # fmt: skip
    weak = Check("points between the hands", f"below {INVITE}", str(total), total < INVITE)
    six = t.hand.length(major) >= 6
    return (
        when(t, PASS, f"The transfer was to play: {total} points between the hands.", weak)
        or (when(t, bid(4, major), f"Six {major.name_plural} and {total} points between "
                 "the hands: game.", game) if six else None)
        or when(t, bid(3, "NT"), f"Five {major.name_plural} and {total} points between the "
                "hands: 3NT, partner chooses the game.", game)
        or (when(t, bid(3, major), f"Six {major.name_plural}, an invitation: {total} "
                 "points between the hands.", invite) if six and completed.level == 2 else None)
        or (when(t, bid(2, "NT"), f"Five {major.name_plural}, an invitation: {total} "
                 "points between the hands.", invite) if completed.level == 2 else None)
    )  # fmt: skip


def choosing_after_the_transfer(t: Table) -> Advice | None:
    """I completed partner's transfer over my notrump overcall and he bid notrump: with
    three or more of his major, the major (game over 3NT, over 2NT by the points);
    else notrump."""
    found = _transfer_made(t, caller_overcalled=True)
    if found is None or len(t.place.calls) != found[0] + 8:
        return None
    index, _, major = found
    rebid = t.place.calls[index + 6]
    if t.rho is None or t.rho.kind is not CallKind.PASS or suit_of(rebid) is not None:
        return None
    if not rebid.is_bid or rebid.level not in (2, 3):
        return None
    top = t.hand.hcp >= t.shown(index, "1NT").low + 2  # the upper half accepts
    fit = t.hand.length(major) >= 3
    if rebid.level == 3:
        return Advice(
            str(bid(4, major)) if fit else PASS_TEXT,
            f"Partner offers the choice "
            f"of games: {'four of his major with three' if fit else 'notrump'}.",
        )
    call = bid(4 if top else 3, major) if fit else bid(3, "NT") if top else PASS
    return Advice(str(call), "Partner's invitation after his transfer: the major with "
                  "three, game with the upper half of my overcall.")  # fmt: skip


def stayman_first(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why a written notrump raise of partner's notrump overcall gives way to Stayman
    with a four-card major, else None."""
    if rule.module_type == USER_CUSTOM or rule.call not in ("2n", "3n"):
        return None
    advice = stayman_over_notrump_overcall(Table(book, place, hand))
    if advice is None:
        return None
    return "systems on over partner's notrump overcall: Stayman looks for a 4-4 major fit first"


# Read with the advances (principles_advances.ADVANCES): each says None elsewhere.
NOTRUMP_ADVANCES: tuple[Callable[[Table], Advice | None], ...] = (
    transfer_over_notrump_overcall,
    completing_the_transfer,
    after_the_transfer,
    choosing_after_the_transfer,
    stayman_over_notrump_overcall,
    answering_overcall_stayman,
    after_overcall_stayman,
)
