"""Revokes against the 2017 Laws' own words (issue 30): what the director amended stays
amended, when a revoke is established, trick 12, who may draw attention during play.

The deal (tests/unit/board/support.py), 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.claims import DisputeClaim, MakeClaim, RuleOnClaim
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.rulings import CloseBoard, MakeRuling
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from tests.unit.board.queries import board_score, revoke_entries
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TD,
    act,
    full_view,
    in_four_spades,
    play,
    play_legal,
    rebuild,
)
from tests.views import plain

# Trick 2: W ruffs with S3 holding D3 and wins it. Trick 3: W leads H3, N wins with HA
# and E discards C8 holding four hearts: a second revoke by the same side.
TWO_REVOKES = "DK D6 D2 DA D9 D4 DT S3 H3 HA C8 H4"


def result(board: Board) -> tuple[int, int, int]:
    score = plain(board_score(board))
    return score["table_tricks"], score["declarer_tricks"], score["NS"]


def laws(board: Board) -> list[str | None]:
    return [entry.law for entry in revoke_entries(board)]


def test_a_directors_amendment_stays_in_force_when_a_second_revoke_is_raised_64c() -> None:
    """Law 64C1: "When, after any established revoke, including those not subject to
    trick adjustment, the Director deems that the non-offending side is insufficiently
    compensated by this Law for the damage caused, he shall assign an adjusted score."

    The director's ruling replaces the automatic one for that revoke; a second revoke
    raised later gets its own Law 64 outcome and leaves the director's ruling alone."""
    board = in_four_spades()
    play(board, TWO_REVOKES)
    play_legal(board, 40)
    winners = [t.winner for t in board.state.tricks]
    assert winners[1] is Seat.W and winners[2] is Seat.N  # W won trick 2; N won trick 3
    assert result(board) == (9, 9, -50)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    # 64A1: W won the revoke trick and EW won tricks later: two tricks, 9 -> 11
    assert result(board) == (9, 11, 450)
    act(
        board,
        TD,
        MakeRuling,
        law="64C",
        kind="trick_transfer",
        explanation="one trick is what the revoke cost",
        tricks=1,
        to="NS",
        amends=1,
    )
    assert result(board) == (9, 10, 420)
    act(board, ALICE, DrawAttentionToRevoke, seat="E", trick=3)
    # E's revoke: N won trick 3, EW won a later trick (trick 4): 64A2, one trick more;
    # revoke 1 keeps the director's one trick: 9 + 1 + 1 = 11
    assert laws(board) == [None, "64A2"]
    assert result(board) == (9, 11, 450)
    assert [(r.number, r.director, r.amends, r.revoke) for r in board.rulings] == [
        (1, None, None, 1),
        (2, "tony", 1, None),
        (3, None, None, 2),
    ]
    assert full_view(rebuild(board)) == full_view(board)


def test_a_withdrawn_low_card_of_a_defender_is_a_major_penalty_card_62b1() -> None:
    """Law 62B1 (2017): "A card so withdrawn becomes a major penalty card (Law 50) if it
    was played from a defender's unfaced hand." Law 50B agrees: a card "exposed through
    deliberate play (as in leading out of turn, or in revoking and then correcting)"
    becomes a major penalty card. W's withdrawn S3, a card below honour rank, is major."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 DT S3")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(Seat.W, "S3", "major")]


# 44 cards, then South (dummy) leads CA at trick 12 and W ruffs with S3 holding C9;
# trick 13: S9 C9 C4 DQ.
TRICK_12_REVOKE = (
    "D4 DT D2 DA C5 C8 CQ CJ D6 D3 D5 DK D8 DJ CK D9 H4 HT HA HJ C7 CT C3 C6 H2 H7 H3 H6 "
    "S2 S6 ST S5 H9 H5 H8 HQ S4 S8 SQ SJ HK SA S7 SK CA S3 C2 D7 C9 C4 DQ S9"
)


def test_a_trick_12_revoke_is_not_corrected_once_the_board_was_closed_62d1() -> None:
    """Law 62D1: "On the twelfth trick, a revoke, even if established, must be corrected if
    discovered before all four hands have been returned to the board." Once the director
    closed the board the hands are back in it: the revoke stands (64B6: no transfer), and
    the table result, 8 tricks, is the result."""
    board = in_four_spades()
    play(board, TRICK_12_REVOKE)
    act(board, TD, CloseBoard)
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=12)
    version = board.version
    with pytest.raises(Conflict, match="62D1"):
        act(board, DAVE, CorrectRevoke, number=1, card="C9")
    assert board.version == version
    assert result(board) == (8, 8, -100)


def test_dummy_may_not_draw_attention_during_play_but_may_ask_declarer_42b() -> None:
    """Law 43A1(b): "Dummy may not call attention to an irregularity during play."
    Law 42B1: "Dummy may ask declarer (but not a defender) when he has failed to follow
    suit to a trick whether he has a card of the suit led." Law 42B3: "Dummy may draw
    attention to any irregularity, but only after play of the hand is concluded."
    South (Carol) is dummy; W revokes at trick 2; N followed suit at trick 1."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 DT S3")
    version = board.version
    with pytest.raises(NotAllowed, match="Dummy"):
        act(board, CAROL, DrawAttentionToRevoke, seat="W", trick=2)
    assert board.version == version
    act(board, BOB, DrawAttentionToRevoke, seat="W", trick=2)  # a defender may
    act(board, CAROL, DrawAttentionToRevoke, seat="N", trick=1)  # 42B1: declarer's card
    assert [r.found for r in board.revokes.raised] == [True, False]


def test_dummy_draws_attention_once_play_is_over_42b3() -> None:
    """Law 42B3: dummy draws attention "only after play of the hand is concluded"."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 DT S3")
    play_legal(board, 44)
    act(board, CAROL, DrawAttentionToRevoke, seat="W", trick=2)
    assert laws(board) == ["64A1"]


def test_a_revoke_raised_after_a_ruled_claim_is_not_established_and_is_corrected_63a() -> None:
    """Law 63A (2017): "A revoke becomes established: 1. when the offender or his partner
    leads or plays to the following trick [...] 2. when the offender or his partner names
    or otherwise designates a card to be played to the following trick. 3. when a member
    of the offending side makes a claim or concession of tricks [...] 4. when agreement is
    established (as per Law 69A) to an opponent's claim or concession [...]". Law 62A: "A
    player must correct his revoke if attention is drawn to the irregularity before it
    becomes established."

    W ruffs trick 2 (holding D3) and wins it; before W leads to trick 3 North claims the
    rest, East disputes and the director rules 10 of the 11 tricks left: 1 + 10 = 11.
    None of 63A1-A4 happened, so the revoke is corrected: D3 for S3, dummy's DT wins trick
    2 and NS have 2 tricks played + the 10 ruled = 12, 4S made with an overtrick: 480."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 DT S3")
    act(board, ALICE, MakeClaim, seat="N", tricks=11, statement="all mine")
    act(board, BOB, DisputeClaim, seat="E")
    act(board, TD, RuleOnClaim, tricks=10, explanation="a trump loser")
    assert result(board) == (11, 11, 450)
    act(board, BOB, DrawAttentionToRevoke, seat="W", trick=2)
    assert [entry.status for entry in revoke_entries(board)] == ["correctable"]
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert board.state.tricks[1].winner is Seat.S
    assert result(board) == (12, 12, 480)
    assert board.penalty_cards == ()  # play is over: no card is left to play
    assert laws(board) == [None]  # corrected: no Law 64 transfer
    assert full_view(rebuild(board)) == full_view(board)


def test_both_sides_revoke_on_one_trick_and_only_one_played_on_both_are_corrected_62c3() -> None:
    """Law 62C3: "If both sides revoke on the same trick and only one side has played to
    the subsequent trick, then both revokes must be corrected (see Law 16C2). Every card
    withdrawn by the defending side becomes a penalty card." Law 63B: "Once a revoke is
    established, it may no longer be corrected (except as provided in Law 62D for a revoke
    on the twelfth trick or as in Law 62C3)". Law 64B8: no automatic trick adjustment if
    "the revoke has been corrected as per Law 62C3".

    Trick 2: dummy discards C3 holding diamonds and W ruffs with S3 holding D3; W leads H3
    to trick 3 (his revoke is established), NS have not played to trick 3. W's revoke is
    corrected with D3 (S3 a penalty card), N's D9 now wins trick 2, dummy's must be too."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 C3 S3 H3")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert [entry.status for entry in revoke_entries(board)] == ["established"]
    act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert [(p.seat, str(p.card), p.kind) for p in board.penalty_cards] == [(Seat.W, "S3", "major")]
    assert board.state.tricks[1].winner is Seat.N
    act(board, BOB, DrawAttentionToRevoke, seat="S", trick=2)
    assert [entry.status for entry in revoke_entries(board)] == ["corrected", "correctable"]
    assert laws(board) == [None, None]  # 64B8: a corrected revoke transfers nothing
    assert full_view(rebuild(board)) == full_view(board)


def test_an_established_revoke_is_not_corrected_when_the_other_side_also_played_on() -> None:
    """62C3 needs "only one side has played to the subsequent trick": when both sides
    played to it, both revokes are established and neither is corrected (63B)."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 C3 S3 H3 HA")  # N (declarer's side) plays to trick 3
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    with pytest.raises(Conflict, match="established"):
        act(board, DAVE, CorrectRevoke, number=1, card="D3")


# Trick 2: N leads D9, E D4, S DT, and W discards C6 holding D3: South's ten wins, so
# South leads to trick 3 and no member of East-West has played to it yet.
W_DISCARDS = "DK D6 D2 DA D9 D4 DT C6"


def test_partners_lead_out_of_turn_to_the_next_trick_establishes_the_revoke_63a1() -> None:
    """Law 63A1 (2017): a revoke becomes established "when the offender or his partner
    leads or plays to the following trick (any such play, legal or illegal, establishes
    the revoke)". West ruffed trick 2 and won it; East leads to trick 3 out of turn and
    declarer refuses the lead: East's illegal lead established West's revoke, which is no
    longer corrected (Law 63B)."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA D9 D4 DT S3")
    act(board, BOB, PlayCard, seat="E", card="H2")
    act(board, ALICE, DecideLeadOutOfTurn, decision="refuse")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert [entry.status for entry in revoke_entries(board)] == ["established"]
    assert full_view(board)["pending"]["kind"] == "lead_restriction"  # East's H2 (50D2)
    with pytest.raises(Conflict, match="established"):
        act(board, DAVE, CorrectRevoke, number=1, card="D3")
    assert full_view(rebuild(board)) == full_view(board)


def test_partners_premature_play_to_the_next_trick_establishes_the_revoke_63a1() -> None:
    """Law 63A1 as above, with Law 57A (2017): "When a defender leads to the next trick
    before his partner has played to the current trick, or plays out of turn before his
    partner has played, the card so led or played becomes a major penalty card, and
    declarer selects one of the following options." South leads to trick 3 and East plays
    before West, his partner: East's illegal play to the following trick establishes
    West's revoke of trick 2."""
    board = in_four_spades()
    play(board, W_DISCARDS + " H4")
    act(board, BOB, PlayCard, seat="E", card="HK")  # before West: Law 57A
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert [entry.status for entry in revoke_entries(board)] == ["established"]
    assert full_view(rebuild(board)) == full_view(board)


def test_a_lead_out_of_turn_by_the_other_side_establishes_nothing() -> None:
    """Law 63A names only the offender and his partner: North leads out of turn from the
    wrong hand after West's revoke, and West still corrects it."""
    board = in_four_spades()
    play(board, W_DISCARDS)
    act(board, ALICE, PlayCard, seat="N", card="H6")  # South won trick 2
    act(board, BOB, DecideLeadOutOfTurn, decision="refuse")
    act(board, ALICE, DrawAttentionToRevoke, seat="W", trick=2)
    assert [entry.status for entry in revoke_entries(board)] == ["correctable"]
