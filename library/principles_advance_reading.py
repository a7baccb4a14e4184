"""What partner's first bid shows after my overcall or takeout double: an advance.

Partner's first bid after my overcall or takeout double is an ADVANCE, not an overcall
of his own: the Table (library/principles_reading.py) reads its range here, once, for
every principle. The system's own rule for the call comes first (library/systems/sayc.md,
"Advancing a Takeout Double" and "Advancing an Overcall": the raise 6-10 support
points, the preemptive jump raise 0-8, the cuebid 10+, the new suit 8-12 non-forcing;
over a double 0-8 at the cheapest level, 9-11 a jump, the cuebid 12+). Where the
opponents' call between is a pass, double or redouble, the rule written after a pass
holds too (it does not change what a bid at the same level means). Where none is
written, the teachers' ranges:

- Advancing an overcall (the ACBL's SAYC booklet: "Advancer's new suit is non-forcing,
  a jump raise is preemptive, and the cuebid of opener's suit is the only forcing
  advance"): a simple raise 6-10, a jump raise 0-8, a raise to game weak or to play
  (0-10), a new suit 8-12, 1NT 8-11, 2NT 10-12, 3NT 13-16, the cuebid 10+.
- Advancing a takeout double (Loeb bridge, "Advancing a takeout double"; Robert
  Hertzog, "The takeout double"): the cheapest bid in a new suit 0-8, a jump 9-11, the
  cuebid 12+, notrump 6-10 cheapest, 11-12 a jump, 13-16 for game; a game bid 12+.
  "If responder bids, the advancer is no longer obligated to bid with a weak hand. So a
  minimum response shows some values" (Loeb: 5-9, a jump 10-12, the cuebid 13+).
- After my balancing action (partner passed their opening) the balancer has "borrowed a
  king" (bridgehands.com, "Balancing seat"): partner, "having to treat his hand about 3
  HCP weaker" (the BBO forums' statement of the theory), bids each range with up to
  three more (60secondbridge, "Responding to a balancing double": the cheapest new suit
  8-11).
- After my natural notrump overcall (1NT over one of a suit, 2NT over a weak two) the
  advance is read as a response to a notrump opening, not as an 8-16 overcall ("Opposite
  an overcall of 1NT, we play 'systems on'", principles_advances): the cheapest clubs is
  Stayman, 8+; the cheapest diamonds or hearts a transfer, at any strength (0-15); the
  cheapest spades weak and to play, 0-7 (opposite 1NT "Pass — 0-7 HCP"; a weak long suit
  takes the pass's place); 2NT invites
  with 8-9 and 3NT is 10-15 (sayc.md's "(1h)-1n-(p)-2n = 8-9 HCP", "3n = 10-15 HCP"; the
  same ladder opposite a 1NT opening, bridgebum.com "1NT 15-17"); a jump or a game bid
  shows game values, 10-15. The system's own rule for the advance, where written, comes
  first.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind, Strain
from library.model import IntRange
from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_book import RuleBook

__all__ = [
    "ADVANCE_SHOWN",
    "NOTRUMP_ADVANCE_SHOWN",
    "advance_kind",
    "advance_shown",
    "notrump_advance_shown",
]

# What an advance shows where the system's own rule states no range.
ADVANCE_SHOWN = {
    "raise": IntRange(6, 10), "jump raise": IntRange(0, 8), "game raise": IntRange(0, 10),
    "new suit": IntRange(8, 12), "1NT": IntRange(8, 11), "2NT": IntRange(10, 12),
    "3NT": IntRange(13, 16), "cuebid": IntRange(10, None),
    "answer": IntRange(0, 8), "jump answer": IntRange(9, 11), "game answer": IntRange(12, None),
    "answer NT": IntRange(6, 10), "jump answer NT": IntRange(11, 12),
    "game answer NT": IntRange(13, 16), "answer cuebid": IntRange(12, None),
    "free answer": IntRange(5, 9), "free jump answer": IntRange(10, 12),
    "free answer cuebid": IntRange(13, None),
}  # fmt: skip

_BORROWED_KING = 3
_GAME = {Strain.NT: 3, Strain.S: 4, Strain.H: 4, Strain.D: 5, Strain.C: 5}


def _jumps(call: Call, last: Call) -> int:
    """How many levels ``call`` skips over the cheapest bid in its strain after ``last``."""
    assert call.strain is not None and last.strain is not None
    cheapest = last.level if call.strain.rank > last.strain.rank else last.level + 1
    return call.level - cheapest


def advance_kind(place: AuctionPlace, index: int, action: int, cuebid: bool) -> str:
    """The kind of advance partner's bid at ``index`` makes of my overcall or double at
    ``action`` (a key of ADVANCE_SHOWN); ``cuebid`` when it names their suit."""
    calls = place.calls
    call, mine = calls[index], calls[action]
    assert call.strain is not None
    last = next(c for c in reversed(calls[:index]) if c.is_bid)
    jumps = _jumps(call, last)
    game = call.level >= _GAME[call.strain]
    if mine.kind is CallKind.DOUBLE:
        free = any(c.is_bid for c in calls[action + 1 : index])
        prefix = "free " if free else ""
        if cuebid:
            return f"{prefix}answer cuebid"
        if call.strain is Strain.NT:
            return "game answer NT" if game else "jump answer NT" if jumps else "answer NT"
        if game and jumps:
            return "game answer"
        return f"{prefix}jump answer" if jumps else f"{prefix}answer"
    if cuebid:
        return "cuebid"
    if call.strain is Strain.NT:
        return f"{min(call.level, 3)}NT"
    if call.strain is mine.strain:
        return "game raise" if game and jumps else "jump raise" if jumps else "raise"
    return "new suit"


def advance_shown(
    book: RuleBook, place: AuctionPlace, index: int, action: int, cuebid: bool
) -> IntRange:
    """The HCP range partner's advance at ``index`` showed: the system's rule for it
    (also as written after a pass, where the opponent between only passed, doubled or
    redoubled), else the teachers' range for its kind."""
    for sequence in _written_sequences(place, index, action):
        rule = book.rule_after_passes(sequence)
        if rule is not None:
            found = rule.constraints.hcp or rule.constraints.total_points
            if found is not None:
                return found
    shown = ADVANCE_SHOWN[advance_kind(place, index, action, cuebid)]
    if shown.high is None or not _balanced(place, index, action):
        return shown
    # the balancer "borrowed a king": his partner holds up to three more for each bid
    return IntRange(shown.low, shown.high + _BORROWED_KING)


def _balanced(place: AuctionPlace, index: int, action: int) -> bool:
    """My action came after partner's pass of their opening: a balancing one."""
    opening = place.opening_index
    return opening is not None and any(opening < i < action for i in range(index - 4, 0, -4))


def _written_sequences(place: AuctionPlace, index: int, action: int) -> list[str]:
    exact = place.prefix(index + 1)
    between = place.calls[action + 1 : index]
    if any(c.is_bid for c in between):
        return [exact]  # a bid between changes what each level means
    quiet = "-".join(
        ("(p)" if i in range(action + 1, index) and mark else
         f"({pid_call(c)})" if mark else pid_call(c))
        for i, (c, mark) in enumerate(zip(place.calls[: index + 1], place.theirs[: index + 1],
                                          strict=True))
    )  # fmt: skip
    return [exact] if quiet == exact else [exact, quiet]


# What an advance of my natural notrump overcall shows, as a response to a notrump
# opening would, where the system's own rule states no range.
NOTRUMP_ADVANCE_SHOWN = {
    "weak suit": IntRange(0, 7), "Stayman": IntRange(8, 15), "transfer": IntRange(0, 15),
    "2NT": IntRange(8, 9),
    "game values": IntRange(10, 15),
}  # fmt: skip


def notrump_advance_shown(book: RuleBook, place: AuctionPlace, index: int) -> IntRange:
    """The HCP range partner's first bid at ``index`` showed over my natural notrump
    overcall: the system's rule for it, else the notrump responses' range."""
    rule = book.rule_after_passes(place.prefix(index + 1))
    if rule is not None:
        found = rule.constraints.hcp or rule.constraints.total_points
        if found is not None:
            return found
    call = place.calls[index]
    assert call.strain is not None
    last = next(c for c in reversed(place.calls[:index]) if c.is_bid)
    if call.strain is Strain.NT:
        return NOTRUMP_ADVANCE_SHOWN["2NT" if call.level == 2 else "game values"]
    if _jumps(call, last) > 0:
        return NOTRUMP_ADVANCE_SHOWN["game values"]
    kind = {Strain.C: "Stayman", Strain.D: "transfer", Strain.H: "transfer"}.get(call.strain)
    return NOTRUMP_ADVANCE_SHOWN[kind or "weak suit"]
