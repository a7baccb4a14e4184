"""Law 64 (2017) read from its text alone, for the property tests: not the code's order of
checks nor its inputs' meaning, but each sentence of the Law applied to the whole deal.

    "A. Automatic Trick Adjustment. When a revoke is established:
     1. and the trick on which the revoke occurred was won by the offending player*, at
        the end of play the trick on which the revoke occurred is transferred to the
        non-offending side together with one of any subsequent tricks won by the
        offending side.
     2. and the trick on which the revoke occurred was not won by the offending player
        then, if the offending side won that or any subsequent trick, after play ends one
        trick is transferred to the non-offending side.
     B. No Automatic Trick Adjustment. There is no automatic trick adjustment following an
        established revoke (but see Law 64C) if:
     1. the offending side did not win either the revoke trick or any subsequent trick.
     2. it is a subsequent revoke in the same suit by the same player, the first revoke
        having been established.
     3. the revoke was made in failing to play a penalty card or any card belonging to
        dummy.
     4. attention was first drawn to the revoke after a member of the non-offending side
        has made a call on the subsequent deal.
     5. attention was first drawn to the revoke after the round has ended.
     6. it is a revoke on the twelfth trick.
     7. both sides have revoked on the same board and both revokes have become
        established.
     8. the revoke has been corrected as per Law 62C3.
     * A trick won in dummy is not won by declarer for the purposes of this Law."

64B4 and 64B8 have no input here: a board is not linked to the next deal of its session,
and a revoke corrected (62C3 included) is not established, so it never reaches Law 64.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.rules.cards import Seat
from domain.rules.law64 import EstablishedRevoke

PARTNER = {Seat.N: Seat.S, Seat.S: Seat.N, Seat.E: Seat.W, Seat.W: Seat.E}


def _side_name(seat: Seat) -> str:
    return "NS" if seat in (Seat.N, Seat.S) else "EW"


def no_adjustment_clauses(
    revoke: EstablishedRevoke,
    every_revoke: Sequence[EstablishedRevoke],
    offenders_won_revoke_trick_or_later: bool,
) -> list[str]:
    """Every 64B clause whose condition holds for `revoke` (any one of them is enough)."""
    clauses = []
    if not offenders_won_revoke_trick_or_later:
        clauses.append("64B1")
    if any(
        earlier.seat == revoke.seat and earlier.suit == revoke.suit and earlier.trick < revoke.trick
        for earlier in every_revoke
    ):
        clauses.append("64B2")
    if revoke.faced:
        clauses.append("64B3")
    if revoke.after_close:
        clauses.append("64B5")
    if revoke.trick == 12:
        clauses.append("64B6")
    offending = {_side_name(r.seat) for r in every_revoke}
    if len(offending) == 2:
        clauses.append("64B7")
    return clauses


def reference_law64(
    revokes: Sequence[EstablishedRevoke],
    winners: Mapping[int, Seat],
    claimed: Mapping[str, int],
    claimed_from: int,
) -> list[tuple[int, list[str], int]]:
    """For each revoke, in order: (number, the Law clauses that may be cited, tricks
    transferred). With no 64B clause, exactly one 64A clause applies."""
    answer = []
    for revoke in revokes:
        side = _side_name(revoke.seat)
        offenders = {revoke.seat, PARTNER[revoke.seat]}
        # "subsequent tricks won by the offending side": tricks played out after the revoke
        # trick, and the tricks a claim gave it for tricks not played (all after the revoke)
        subsequent = [t for t, seat in winners.items() if t > revoke.trick and seat in offenders]
        from_claim = claimed.get(side, 0) if claimed_from > revoke.trick else 0
        subsequent_count = len(subsequent) + from_claim
        revoke_trick_winner = winners.get(revoke.trick)
        side_won_revoke_trick = revoke_trick_winner in offenders
        b_clauses = no_adjustment_clauses(
            revoke, revokes, side_won_revoke_trick or subsequent_count > 0
        )
        if b_clauses:
            answer.append((revoke.number, b_clauses, 0))
        elif revoke_trick_winner == revoke.seat:
            # 64A1: the revoke trick "together with one of any subsequent tricks won"
            answer.append((revoke.number, ["64A1"], 1 + min(1, subsequent_count)))
        else:
            answer.append((revoke.number, ["64A2"], 1))
    return answer
