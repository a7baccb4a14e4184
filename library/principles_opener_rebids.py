"""Opener's rebid as the teachers state it (issue 33): the chapter's principles the
system's written rules (sayc.md, "Opener's Rebids after 1C/1D/1H and 1S") and
library/principles_rebids.py do not already decide.

The strength classes are the teachers' (a guide to minor-suit openings and rebids:
"Opener places her hand in one of 3 strength categories: a. Minimum: 13-16 points, or b.
Medium: 17.18 points. or c. Maximum: 19-21 points"; sayc.md writes the booklet's 12-15,
16-18 and 19-21): a maximum goes to game by itself. Each principle below names its
source; none names a hand or an auction.

- The jump shift counts length (Funbridge, "Opener's Reverses and Jump Shifts": the jump
  shift "initiates a game-forcing sequence. It promises at least 19 HCP with 5-4
  distribution but 17+ HCP with at least ten cards in the two suits"). A two-suiter of
  ten cards or more (a five-card second suit: a 6-4 has the jump rebid of its six-card
  suit for 16-18) with 17+ HCP jumps in its second suit (not a reverse: a lower suit,
  or a higher one the simple bid shows at the one level, as 1D-1H-2S) rather than make
  the simple new suit, which partner may pass.
- A strong two-suiter reverses rather than jump in the higher suit (Larry Cohen, "The
  difference between Opener's Reverse and a Jumpshift": opener's jump shift into a new
  suit is game forcing, "Any other jump by opener would not be a GF jumpshift", the
  jump-reverse "a strange animal"; a Bridge Base Forums answer: "1C - 1H - 3D is not
  included, as diamonds are above clubs", "Since 2H would already be forcing and show
  (16)17+, 3H does not show a GF hand"). Where the system writes the jump in a suit
  the cheapest bid would reverse into, and its reverse fits the hand, the reverse
  comes first: it is forcing, and the strong hand bids game next.
- A maximum after 1NT bids game (the classes above; the Goren column, The Southern,
  2020: "You shouldn't settle for less than game ... The best way of getting to game is
  by bidding it directly ... It would be wrong to bid only three hearts, which partner
  can pass"): opposite partner's 1NT (6-10) a balanced 19-21 has the 25 for game with
  partner's least, so it bids 3NT where the system writes no rebid (after a minor;
  after a major sayc.md's own 2NT is 18-19 and stands).
- The help-suit try before the re-raise (the booklet: after 1M-2M opener's new suit is
  a game try, sayc.md's "help-suit game try"; bridgeinfo.net, "Help Suit Trial Bids":
  "Instead of inviting game by reraising the trump suit ... opener should instead bid a
  new suit in which he needs help from responder"; the Ocala club's tip: "Choose a suit
  in which you need help and bid it; you should have two or more losers in it"; Bridge
  in Chicago: with a strong and a weak side suit "the help suit game try is made in the
  weaker suit"). A hand the written re-raise fits (16-18, a long major) with a side
  suit of three or more cards and two or more losers tries there instead, in the suit
  with the most losers.
- After a two-over-one opener shows his shape, and rebidding the major promises six
  (Larry Cohen, "Two-Over-One GF -- Part 7": "If opener has a second suit (of 4 or more
  cards), he bids it. If he is flat, he bids notrump. If he has 6+ cards in the major
  opened, he repeats it"; "Repeating your major promises 6+"; "With five, you will
  repeat the second suit on your third bid"; sayc.md's own 2M rebid is "5+ (usually
  six)"). With five cards in the major and a second suit the system's written new
  suit fits, or six and a second suit of five, the new suit comes before the rebid of
  the major; except that a minimum does not go to the three level when the
  two-over-one does not force to game (principles_uncontested_rebids).
- A minimum that has rebid its suit bids no more unless partner forces (Hamilton
  Bridge Club, "Rebids By Opener And Responder", on 83 AQ10843 KJ7 A6: "you should
  rebid 2H. However, do not bid again unless your partner continues making forcing
  rebids (ie new suits)"; bidandmade's responder rebids: "you are weak (9 or less) and
  partner is weak (12-15): best to stop"). Opener who opened one of a suit and rebid it
  at the two level (12-15), when partner has only repeated his own suit without a jump
  and opener holds two or fewer of it, passes: both hands are limited and they do not
  fit.
- Six-five comes alive (Karen Walker, "Jump Reverse": "the '6—5, come alive' maxim
  popularized by Grant Baze ... 6—5 distribution is so powerful that it justifies
  aggressive bidding, even when you have minimum high-card strength"). At his second
  call, when an opponent has come in, opener with eleven cards in his suit and a lower
  one shows the second at the two level rather than pass, a light opening included.

Tried and withdrawn (docs/recommendation.md): the three-card raise with a weak doubleton
and 1NT with a singleton in partner's suit, which the textbook cases do not teach.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import (
    balanced,
    hcp,
    length,
    points,
    when,
    written_rule,
    written_rule_fits,
)
from library.principles_game_tries import suit_losers
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.principles_uncontested_rebids import first_rebid, minimum_stays_low
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, named_suit

__all__ = [
    "OPENER_REBIDS",
    "help_suit_before_reraise",
    "jump_shift_by_length",
    "reverse_before_jump",
    "second_suit_before_major",
]

_JUMP_SHIFT_HCP = 19  # Funbridge: "at least 19 HCP with 5-4 distribution"
_JUMP_SHIFT_TEN_CARDS_HCP = 17  # "17+ HCP with at least ten cards in the two suits"
_MAXIMUM = (19, 21)  # Grant's maximum: game


def _first_rebid(t: Table) -> tuple[Suit, Suit | None] | None:
    """The opened suit and partner's response suit (None for 1NT) at opener's first
    rebid after a one-level opening and a response, the opponents passing throughout."""
    found = first_rebid(t)
    if found is None:
        return None
    opened, response = found
    if str(response) == "1NT":
        return opened, None
    answered = suit_of(response)
    if answered is None or answered is opened:
        return None
    return opened, answered


def _rank_low(suit: Suit) -> int:
    """Higher for a lower-ranking suit (clubs highest)."""
    return SUIT_ORDER.index(suit)


def _below(suit: Suit, than: Suit) -> bool:
    return SUIT_ORDER.index(suit) > SUIT_ORDER.index(than)


# --- the jump shift counts length ------------------------------------------------------


def _jump_shift_suit(t: Table) -> tuple[Suit, int] | None:
    """The second suit a two-suiter jump-shifts in by the Funbridge count and the HCP
    it needs, else None."""
    found = _first_rebid(t)
    if found is None:
        return None
    opened, answered = found
    if answered is not None and t.partner_bids[0].level != 1:
        return None  # after a two-over-one the simple new suit already forces
    hand = t.hand
    # a lower suit, or a higher one the cheapest bid shows at the one level (no reverse)
    seconds = [s for s in SUIT_ORDER if s not in (opened, answered) and hand.length(s) >= 4
               and (_below(s, opened) or t.cheapest(s).level == 1)
               and hand.length(opened) >= hand.length(s)]  # fmt: skip
    if not seconds or hand.length(opened) < 5:
        return None
    second = max(seconds, key=hand.length)
    # ten cards with a five-card second suit: a 6-4 has the jump rebid of its six-card
    # suit for 16-18, and the system shows its four-card major first (principles_six_four)
    ten = hand.length(opened) + hand.length(second) >= 10 and hand.length(second) >= 5
    needed = _JUMP_SHIFT_TEN_CARDS_HCP if ten else _JUMP_SHIFT_HCP
    if hand.hcp < needed or hand.hcp > _MAXIMUM[1]:
        return None
    if answered is not None and hand.length(answered) >= 4:
        return None  # four cards in partner's suit: the raise describes it
    return (second, needed) if t.jump(second).level <= 3 else None


def jump_shift_by_length(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written simple new suit ``rule``, or with a five-card second suit
    his jump rebid, gives way to the jump shift, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    t = Table(book, place, hand)
    found = _jump_shift_suit(t)
    if found is None:
        return None
    second, needed = found
    suit = named_suit(call)
    opened = suit_of(t.my_bids[0])
    if suit is second and t.cheapest(second).level == int(call[0]):
        return ("17+ HCP with ten cards in the two suits (19+ with 5-4) is a jump shift, "
                "forcing to game; the simple new suit may be passed")  # fmt: skip
    if (
        suit is opened
        and needed == _JUMP_SHIFT_TEN_CARDS_HCP
        and t.jump(suit) == bid(int(call[0]), suit)
    ):
        return ("a second suit of five: the jump shift shows both suits and forces to game, "
                "where the jump rebid shows one suit and may be passed")  # fmt: skip
    return None


def _jump_shift(t: Table) -> Advice | None:
    found = _jump_shift_suit(t)
    if found is None:
        return None
    second, needed = found
    ten = needed == _JUMP_SHIFT_TEN_CARDS_HCP
    # despite the written range: the written jump shift counts 19-21 HCP alone, the
    # teachers' 17 with ten cards counts the shape as well
    return when(t, t.jump(second), "A jump shift, forcing to game: "
                + ("17+ HCP with ten cards in the two suits." if ten else "19+ HCP, 5-4."),
                hcp(t, needed, _MAXIMUM[1]),
                length(t, second, 4), despite_written_range=True)  # fmt: skip


# --- the reverse before the jump reverse --------------------------------------------------


def reverse_before_jump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written jump ``rule`` in a suit the cheapest bid would reverse into
    gives way to the system's reverse, which fits too, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    t = Table(book, place, hand)
    found = _first_rebid(t)
    if found is None or found[1] is None or t.partner_bids[0].level != 1:
        return None
    opened, answered = found
    suit = named_suit(call)
    if suit in (opened, answered) or _below(suit, opened):
        return None
    cheapest = t.cheapest(suit)
    if cheapest.level != 2 or int(call[0]) != 3:
        return None  # not a jump reverse (a one-level suit is no reverse)
    reverse = written_rule(book, place, str(cheapest).lower())
    if reverse is None or not reverse.meaning.lower().startswith("reverse"):
        return None
    if not written_rule_fits(book, place, hand, reverse.call):
        return None
    return (
        f"the reverse ({cheapest}) is forcing and shows the strength already; a jump in "
        "the higher suit is no natural game force"
    )


# --- a maximum opposite 1NT --------------------------------------------------------------


def _maximum_over_notrump(t: Table) -> Advice | None:
    found = _first_rebid(t)
    if found is None or found[1] is not None:
        return None
    return when(
        t,
        bid(3, "NT"),
        "A balanced maximum (19-21) opposite partner's 1NT: game.",
        hcp(t, *_MAXIMUM),
        balanced(t),
    )


# --- the help-suit try before the re-raise -----------------------------------------------


def _help_suit(t: Table) -> tuple[Suit, Suit] | None:
    """Opener's major and the side suit he needs help in after 1M-2M, the opponents
    passing: three or more cards and the most losers (two or more; the cheaper of
    equals), where the system writes a try; else None."""
    if len(t.my_bids) != 1 or len(t.partner_bids) != 1 or t.their_bids or not t.i_opened:
        return None
    major = suit_of(t.my_bids[0])
    if major not in MAJORS or t.my_bids[0].level != 1 or t.partner_bids[0] != bid(2, major):
        return None
    if t.last_bid is not t.partner_bids[0]:
        return None
    needy = [
        s
        for s in SUIT_ORDER
        if s is not major
        and t.hand.length(s) >= 3
        and suit_losers(t, s) >= 2
        and t.cheapest(s).level <= 3
        and written_rule(t.book, t.place, str(t.cheapest(s)).lower()) is not None
    ]
    if not needy:
        return None
    # the most losers; of equals the cheapest try, which leaves the raiser the most room
    return major, max(needy, key=lambda s: (suit_losers(t, s), -t.cheapest(s).level, _rank_low(s)))


def help_suit_before_reraise(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written re-raise ``rule`` (1M-2M-3M, invitational), or a written
    try in a suit that needs no help, gives way to the help-suit try in the weakest
    side suit, else None (module docstring). The re-raise fits, so the hand has the
    invitational 16-18 the try asks as well."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    found = _help_suit(Table(book, place, hand))
    if found is None:
        return None
    major, weakest = found
    meaning = rule.meaning.lower()
    if call == f"3{major.value.lower()}" and meaning.startswith("re-raise"):
        return (
            f"a side suit with two or more losers ({weakest.name_plural}): the help-suit "
            "try asks partner about it, which the re-raise does not"
        )
    if meaning.startswith("help-suit") and named_suit(call) not in (major, weakest):
        return (
            f"the try is made in the weaker side suit ({weakest.name_plural}, two or more "
            "losers), where partner's help decides the game"
        )
    return None


def _help_suit_try(t: Table) -> Advice | None:
    """The try in place of the written re-raise (only a hand the re-raise fits)."""
    found = _help_suit(t)
    if found is None:
        return None
    major, suit = found
    reraise = written_rule(t.book, t.place, f"3{major.value.lower()}")
    if reraise is None or help_suit_before_reraise(t.book, t.place, t.hand, reraise) is None:
        return None
    if not written_rule_fits(t.book, t.place, t.hand, reraise.call):
        return None
    losers = suit_losers(t, suit)
    # despite the written range: the written try counts HCP and length, the re-raise it
    # replaces counts the major's support points, and both ask 16-18
    return when(t, t.cheapest(suit), f"A help-suit game try: {losers} losers in "
                f"{suit.name_plural}, where partner's help decides the game.",
                points(t, 16, 18, major), length(t, suit, 3),
                Check(f"{suit.name_plural} losers", "2+", str(losers), losers >= 2),
                despite_written_range=True)  # fmt: skip


# --- after a two-over-one: the second suit before the major again ----------------------


def second_suit_before_major(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written rebid of his major ``rule`` after partner's two-over-one
    gives way to the system's new suit, which fits too, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "hs":
        return None
    t = Table(book, place, hand)
    found = _first_rebid(t)
    if found is None or t.partner_bids[0].level != 2:
        return None
    major, answered = found
    if answered is None or major not in MAJORS:
        return None
    if call != f"{t.cheapest(major).level}{major.value.lower()}":
        return None
    if not _below(answered, major) or hand.length(major) > 6:
        return None  # a jump response is not a two-over-one; seven cards rebid the suit
    wanted = 4 if hand.length(major) == 5 else 5
    for suit in SUIT_ORDER:
        if suit in (major, answered) or hand.length(suit) < wanted:
            continue
        new = str(t.cheapest(suit)).lower()
        if minimum_stays_low(book, place, hand, new):
            continue  # not forcing to game: a minimum does not go to the three level
        if written_rule_fits(book, place, hand, new):
            return (
                f"the {suit.name_plural} are shown first: after a two-over-one the new suit "
                f"shows the shape, and rebidding the {major.name_plural} promises six"
                + ("" if wanted == 4 else " and a second suit no longer than four")
            )
    return None


# --- a limited minimum does not bid again over partner's own suit ----------------------


def _misfit_pass(t: Table) -> Advice | None:
    if not t.i_opened or t.their_bids or len(t.my_bids) != 2 or len(t.partner_bids) != 2:
        return None
    opening, rebid = t.my_bids
    opened = suit_of(opening)
    response, again = t.partner_bids
    theirs = suit_of(response)
    if opened is None or opening.level != 1 or rebid != bid(2, opened):
        return None
    if theirs is None or theirs is opened or suit_of(again) is not theirs:
        return None
    if t.last_bid is not again or again.level != 2:
        return None  # the cheapest repeat of his suit, not a jump that invites
    return when(t, PASS, f"A minimum that has rebid its suit, and partner has repeated his "
                f"{theirs.name_plural}: both hands are limited and do not fit, so stop.",
                hcp(t, 12, 15), length(t, theirs, 0, 2))  # fmt: skip


# --- six-five comes alive ---------------------------------------------------------------


def _six_five(t: Table) -> Advice | None:
    if not t.i_opened or len(t.my_bids) != 1 or not t.their_bids:
        return None
    opened = suit_of(t.my_bids[0])
    if opened is None or t.my_bids[0].level != 1:
        return None
    hand = t.hand
    named = {*t.partner_suits, *t.their_suits, opened}
    lower = [s for s in SUIT_ORDER if s not in named and _below(s, opened) and hand.length(s) >= 5]
    if not lower:
        return None
    second = max(lower, key=hand.length)
    call = t.cheapest(second)
    if call.level != 2:
        return None
    eleven = hand.length(opened) + hand.length(second)
    # despite the written range: a light opening's shape, not its points, bids again
    return when(t, call, f"Six-five, come alive: the {second.name_plural} at the two level.",
                Check("cards in the two suits", "11+", str(eleven), eleven >= 11),
                despite_written_range=True)  # fmt: skip


OPENER_REBIDS = (_jump_shift, _maximum_over_notrump, _help_suit_try, _misfit_pass, _six_five)
