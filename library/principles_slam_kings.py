"""Blackwood's second round and the void answers (SAYC booklet, teachers).

- The booklet's Blackwood: 4NT asks for aces (5C none or four, 5D one, 5H two, 5S three)
  and "5NT asks for kings" the same way one level higher (6C none or four, 6D one, 6H
  two, 6S three). The asker bids 5NT only when the partnership holds all four aces
  (acblunit390's Blackwood page: "asking for kings tends to confirm that your partnership
  has all the aces") and a grand slam is in view: 37 points between the hands with
  partner's minimum (the teachers' 33 for a small slam, 37 for a grand), or thirteen
  tricks by the losing-trick count. After the answer he bids the grand slam with every
  king held between the hands, or with one king missing and 37 points, else the small
  slam.
- A void in the Blackwood answer (Richard Pavlicek, "Showing voids"; Frank Stewart's
  column): with one ace and a void, six of the void suit when it ranks below the agreed
  trump suit, else six of the trump suit; with two aces and a void, 5NT. No void is shown
  with no ace or three aces, and only a void in a suit partner has not bid counts (a void
  opposite his length is "almost useless").
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import when
from library.principles_reading import PASS, Advice, Table, bid, suit_of
from library.principles_slam_zone import aces_needed
from library.recommend_checks import Check

__all__ = [
    "after_king_ask",
    "answering_king_ask",
    "asking_for_kings",
    "trump_before_asking",
    "void_answer",
]

_STEPS = ("C", "D", "H", "S")  # one step per ace or king: none or four, one, two, three


def _count(t: Table, rank: str) -> int:
    return sum(1 for suit in Suit if rank in t.hand.ranks(suit))


def trump_before_asking(t: Table) -> Suit | None:
    """The suit our side bid last before the first 4NT: the answers to 4NT and 5NT name
    suits artificially and do not change the trumps."""
    ours = [c for i, c in enumerate(t.place.calls) if not t.place.theirs[i] and c.is_bid]
    first = next((i for i, c in enumerate(ours) if str(c) == "4NT"), None)
    if first is None:
        return t.trump
    return next((suit_of(c) for c in reversed(ours[:first]) if suit_of(c) is not None), None)


def _passed_to_me(t: Table) -> bool:
    return t.rho is not None and t.rho.kind is CallKind.PASS


def void_answer(t: Table, aces: int) -> Advice | None:
    """The answer to 4NT with one or two aces and a useful void, else None."""
    trump = trump_before_asking(t)
    if trump is None or aces not in (1, 2):
        return None
    voids = [s for s in Suit if s is not trump and t.hand.length(s) == 0
             and s not in t.partner_suits]  # fmt: skip
    if not voids:
        return None
    void = voids[0]
    shown = Check(f"{void.name_plural}", "void", "void", True)
    if aces == 2:
        return when(t, bid(5, "NT"), f"Answering Blackwood: two aces and a void in "
                    f"{void.name_plural}.", shown)  # fmt: skip
    below = SUIT_ORDER.index(void) > SUIT_ORDER.index(trump)  # SUIT_ORDER is spades first
    strain = void if below else trump
    return when(t, bid(6, strain), f"Answering Blackwood: one ace and a void in "
                f"{void.name_plural} (six of the void suit below the trumps, else six of "
                "the trumps).", shown)  # fmt: skip


def asking_for_kings(t: Table, together: int) -> Advice | None:
    """All four aces between the hands and a grand slam in view: 5NT for kings."""
    trump = trump_before_asking(t)
    if together < aces_needed(7) or trump is None:
        return None
    mine = max(t.hand.total_points, t.hand.support_points(trump))
    total = mine + t.partner_shown.low
    tricks = 24 - t.hand.losing_trick_count - 7  # opposite at least an opening's losers
    grand = Check("points between the hands", "37+ or 13 tricks",
                  f"{total}, {tricks} tricks", total >= 37 or tricks >= 13)  # fmt: skip
    return when(t, bid(5, "NT"), "All four aces between the hands and a grand slam in "
                "view: 5NT asks for kings.", grand)  # fmt: skip


def _king_asked(t: Table) -> bool:
    """Partner bid 4NT, I answered at five, and he now bids 5NT: kings."""
    partner, mine = t.partner_bids, t.my_bids
    if len(partner) < 2 or not mine or not _passed_to_me(t):
        return False
    answered = mine[-1].level == 5 and suit_of(mine[-1]) is not None
    return str(partner[-1]) == "5NT" and str(partner[-2]) == "4NT" and answered


def answering_king_ask(t: Table) -> Advice | None:
    if not _king_asked(t):
        return None
    kings = _count(t, "K")
    shown = "0 or 4" if kings in (0, 4) else str(kings)
    return when(t, bid(6, _STEPS[kings % 4]), f"Answering the king ask: {shown} kings.",
                Check("kings", shown, str(kings), True))  # fmt: skip


def after_king_ask(t: Table) -> Advice | None:
    """I asked 4NT then 5NT; partner answered at six: the grand slam with every king
    (or one missing and 37 points), else the small slam in the trump suit."""
    mine = t.my_bids
    answer = t.partner_last
    if len(mine) < 2 or str(mine[-1]) != "5NT" or str(mine[-2]) != "4NT":
        return None
    if answer is None or not answer.is_bid or answer.level != 6 or not _passed_to_me(t):
        return None
    step = suit_of(answer)
    trump = trump_before_asking(t)
    if step is None or trump is None:
        return None
    own = _count(t, "K")
    shown = _STEPS.index(step.value)
    together = own + (4 if shown == 0 and own == 0 else shown)
    total = max(t.hand.total_points, t.hand.support_points(trump)) + t.partner_shown.low
    held = Check("kings between the hands", "4, or 3 with 37+ points", str(together),
                 together == 4 or (together == 3 and total >= 37))  # fmt: skip
    small = bid(6, trump)
    return (
        when(t, bid(7, trump), "A grand slam: every ace and the kings are there.", held)
        or (t.legal(small) and when(t, small, "A king too many missing: the small slam."))
        or when(t, PASS, "Partner's answer is the small slam: pass.")
    )
