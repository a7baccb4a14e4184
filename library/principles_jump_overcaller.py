"""The weak jump overcaller after partner's advance, as the same preempt opened (issue 34).

library/principles_advances.py advances partner's weak jump overcall as the same weak two
or three-level preempt opened would be answered, after the teachers: "Use 2NT in
response to a weak jump overcall as an artificial enquiry – just as you would do if
partner had opened with a weak two opening" (Barry Rigal, "Have you discussed jump
openings, overcalls and responses", Gold Coast Congress bulletin). The overcaller reads
the advance the same way: his next call is the one his system (its written rule, else
its principles) gives the preempt opened after that response, so a new suit the
response ladder makes forcing ("14+ HCP, 5+ suit, forcing one round") is answered, not
passed, and a feature ask or a raise is met as over the opening. Without this the
overcaller passed partner's forcing new suit as if it were a signoff (a nine-card major
fit left in partner's five-card suit at the three level).

Only where the opponents have been silent since the jump: their bid changes what the
advance and its answer mean. A cuebid of their suit is the overcall's cuebid, read by
principles_overcaller_rebids. A user's own rule is never touched (the recommendation
reads the written rules first).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_reading import Advice, Table, suit_of
from library.recommend_auction import place_from_calls

__all__ = ["JUMP_OVERCALLER", "after_the_advance"]

_WEAK_TOP = 12  # a jump overcall whose written range stops below this is a preempt


def _jump_and_advance(t: Table) -> tuple[Call, Call] | None:
    """My weak jump overcall right over their one-level suit opening and partner's bid
    advancing it, both opponents passing since: the jump and the advance, else None."""
    opening = t.opening
    if not t.they_opened or opening is None or opening[1].level != 1:
        return None
    index = opening[0] + 1
    calls = t.place.calls
    if len(calls) != index + 4 or (len(calls) - index) % 4 != 0:
        return None
    jump, advance = calls[index], calls[index + 2]
    if any(calls[i].kind is not CallKind.PASS for i in (index + 1, index + 3)):
        return None
    suit, theirs = suit_of(jump), suit_of(opening[1])
    if suit is None or theirs is None or suit is theirs or not advance.is_bid:
        return None
    if suit_of(advance) is theirs:
        return None  # the cuebid: principles_overcaller_rebids
    cheapest = 1 if SUIT_ORDER.index(suit) < SUIT_ORDER.index(theirs) else 2
    shown = t.shown(index, "overcall")
    if jump.level <= cheapest or shown.high is None or shown.high >= _WEAK_TOP:
        return None
    return jump, advance


def after_the_advance(t: Table) -> Advice | None:
    """The call the system gives my preempt opened after partner's same response."""
    found = _jump_and_advance(t)
    if found is None:
        return None
    jump, advance = found
    # the recommendation imports the principles: imported here, when it is needed
    from library.recommend import recommend

    opened = place_from_calls(t.place.seat, [str(jump), "Pass", str(advance), "Pass"])
    answer = recommend(t.book, opened, t.hand, t.vulnerability)
    call = Call.parse(answer.call)
    if call.is_bid and (suit_of(call) in t.their_suits or not t.legal(call)):
        return None
    if not call.is_bid and call.kind is not CallKind.PASS:
        return None  # a double or redouble means something else over their opening
    said = (
        answer.rule.meaning
        if answer.rule is not None
        else answer.reason.split("principles: ", 1)[-1]
    )
    return Advice(answer.call, f"Partner's advance of my weak jump overcall is read as the "
                  f"answer to my {jump} opened: {said.rstrip('.')}.", answer.checks)  # fmt: skip


JUMP_OVERCALLER: tuple[Callable[[Table], Advice | None], ...] = (after_the_advance,)
