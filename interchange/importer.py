"""Hand records become boards: each record is re-enacted through the board's commands
(each family's, under domain/board/), as the API would send them, so an imported board
is a board like any other (docs/design.md 10).

A record that cannot be re-enacted is refused whole, with its line and a sentence; the
others are saved in one transaction once every record has been read: an import that
stops before (the process killed, the client gone) leaves nothing of the file.
"""

from __future__ import annotations

import gc
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from domain.actors import Actor, has_robots_name, robot_named_user
from domain.application import BridgeLedger
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.claims import AgreeToClaim, MakeClaim
from domain.board.handling import BoardCommand
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.new_board import CreateBoard
from domain.board.play import PlayCard
from domain.board.revokes.commands import DrawAttentionToRevoke
from domain.errors import DomainError
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, Contract
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.law27_insufficient_bid import is_insufficient
from domain.rules.scoring import side_scores
from domain.rules.side import Side
from domain.rules.table import Phase
from interchange.limits import MAX_LISTED_REFUSALS
from interchange.records import GameRecord, RecordError, kept_tags


@dataclass(frozen=True)
class ImportedBoard:
    record: int  # the record's place in its file, from 1
    board: Board


@dataclass(frozen=True)
class RefusedRecord:
    record: int
    line: int
    detail: str


@dataclass(frozen=True)
class ImportReport:
    boards: tuple[ImportedBoard, ...]
    refused: tuple[RefusedRecord, ...]  # the first MAX_LISTED_REFUSALS, in order
    refused_count: int  # all of them
    # what an imported record says that its board does not (the first MAX_LISTED_REFUSALS)
    notes: tuple[RefusedRecord, ...] = ()
    # every refusal counted by its reason (`reason_of`), most frequent first
    reasons: tuple[tuple[str, int], ...] = ()


def reason_of(detail: str) -> str:
    """A refusal's reason without what names one record: its quoted values and numbers
    (`Board '-5' is not a board number ...` and `Board '0' ...` are one reason)."""
    return _NUMBER.sub("…", _unquoted(detail))


def _unquoted(detail: str) -> str:
    return _QUOTED.sub("'…'", detail)


def _told(reason: str, detail: str, told: str | None) -> str:
    """A reason as the summary tells it: in its refusals' own words while they agree
    (`from 1 to 9999`, `N's 2C`), else with `…` for every number."""
    unquoted = _unquoted(detail)
    return unquoted if told in (None, unquoted) else reason


_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_NUMBER = re.compile(r"\d[\d,.]*")


def import_records(
    app: BridgeLedger,
    actor: Actor,
    records: Iterable[GameRecord | RecordError],
    progress: Callable[[int], None] = lambda _: None,
) -> ImportReport:
    """Every record re-enacted, or refused, then the boards saved in one transaction."""
    report = reenact_records(app, actor, records, progress)
    save_import(app, report)
    return report


def reenact_records(
    app: BridgeLedger,
    actor: Actor,
    records: Iterable[GameRecord | RecordError],
    progress: Callable[[int], None] = lambda _: None,
) -> ImportReport:
    """Every record re-enacted in memory, or refused; `progress` hears of each one.
    Nothing is saved: `save_import` saves the boards."""
    imported: list[ImportedBoard] = []
    refused: list[RefusedRecord] = []
    noted: list[RefusedRecord] = []
    refused_count = 0
    reasons: Counter[str] = Counter()
    told: dict[str, str] = {}  # each reason as the summary tells it
    # every board of an import names the same users: look each one up once
    registered_name = lru_cache(maxsize=64)(app.registered_name)
    with collector_paused():
        for number, record in enumerate(records, start=1):
            try:
                if isinstance(record, RecordError):
                    raise record
                notes: list[tuple[int, str]] = []
                board = reenact(app, actor, record, registered_name, notes)
                imported.append(ImportedBoard(number, board))
                noted += [RefusedRecord(number, line, note) for line, note in notes]
            except RecordError as error:
                refused_count += 1
                reason = reason_of(error.detail)
                reasons[reason] += 1
                told[reason] = _told(reason, error.detail, told.get(reason))
                if len(refused) < MAX_LISTED_REFUSALS:
                    refused.append(RefusedRecord(number, error.line, error.detail))
            progress(number)
    return ImportReport(
        tuple(imported),
        tuple(refused),
        refused_count,
        tuple(noted[:MAX_LISTED_REFUSALS]),
        tuple((told[reason], count) for reason, count in reasons.most_common()),
    )


def save_import(app: BridgeLedger, report: ImportReport) -> None:
    """The import's boards, in one transaction: all or none."""
    if report.boards:
        with collector_paused():
            app.save_boards([item.board for item in report.boards])


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while an import runs. An import makes
    hundreds of thousands of small objects that all live until it is saved (each board's
    states, actions and events), and the collector's passes over that growing heap took
    a quarter of an import's time (bench/import.py); none of them is garbage it would
    find. Left as it was when another import or the caller has paused it already."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def reenact(
    app: BridgeLedger,
    actor: Actor,
    record: GameRecord,
    registered_name: Callable[[str], str | None] | None = None,
    notes: list[tuple[int, str]] | None = None,
) -> Board:
    """The board the record describes, in memory; RecordError when it cannot be. What the
    record says that the board does not is added to `notes`, each with its line."""
    if record.deal is None or "-" in record.deal.split(":")[-1].split():
        raise RecordError(record.line, "The record does not give all four hands.")
    if has_robots_name(actor.name):  # her four seats, given by name, would be robots'
        raise RecordError(record.line, robot_named_user(actor.name))
    create = CreateBoard(
        board_number=record.board_number or 1,  # a record without a number: board 1
        deal=record.deal,
        dealer=None if record.dealer is None else record.dealer.value,
        vulnerability=record.vulnerability,
        revoke_policy="detect",  # a record's revokes were played: they are recorded as such
        seats={seat.value: actor.name for seat in Seat},
        players={seat.value: name for seat, name in record.players.items()},
        imported=True,
        record_tags=kept_tags(record),
    )
    at = [record.line]  # the line of the call or card being re-enacted, as the file gives it
    try:
        board = app.reenact(
            actor, create, lambda board: _commands(record, board, at), registered_name
        )
    except (RuleViolation, DomainError) as error:
        raise RecordError(at[0], f"It cannot be re-enacted: {error.message}") from None
    told = notes if notes is not None else []
    _check_against_record(board, record, told)
    _check_score(record, told)
    return board


def _commands(record: GameRecord, board: Board, at: list[int]) -> Iterator[BoardCommand]:
    """The record's commands, drawn one at a time: each is run before the next is made, so
    the end of play reads the tricks the board itself counted; `at[0]` follows the line of
    the call or card each comes from."""
    board_id = str(board.id)
    seat = record.dealer or Seat.N
    passed_over = False
    for made in record.calls:
        if made.irregularity == "S":  # this player was passed over by a call out of rotation
            seat, passed_over = seat.next(), True
            continue
        at[0] = made.line or record.line
        if not passed_over and made.irregularity is None:
            _check_call(at[0], board, seat, made.call)
        elif not passed_over and made.irregularity == "I":
            _check_insufficient(at[0], board, seat, made.call)
        yield MakeCall(
            board_id=board_id,
            seat=seat.value,
            call=made.call,
            alert=made.alert or made.note is not None,
            explanation=made.note,
        )
        if passed_over:  # that call, out of rotation, was accepted (Law 29A)
            yield DecideAuctionIrregularity(board_id=board_id, decision="accept")
            passed_over = False
        if made.irregularity == "I":  # an insufficient bid, accepted (Law 27A)
            yield DecideAuctionIrregularity(board_id=board_id, decision="accept")
        seat = seat.next()
    for played in record.plays:
        # a lead by another hand than the one on lead: accepted, as the play went on (Laws
        # 53, 55); PBN marks it ^L, LIN only shows which hand held the card
        at[0] = played.line or record.line
        out_of_turn = not board.state.open_trick() and played.seat is not board.state.next_seat
        yield PlayCard(board_id=board_id, seat=played.seat.value, card=played.card)
        if played.irregularity == "L" or (out_of_turn and board.leads.pending is not None):
            yield DecideLeadOutOfTurn(board_id=board_id, decision="accept")
    at[0] = record.line
    yield from _end_of_play(record, board)


def _check_call(line: int, board: Board, seat: Seat, text: str) -> None:
    """A call the record does not mark as irregular must be legal where it stands: the
    board would otherwise record it as an irregularity the table never had."""
    try:
        board.state.auction.check(seat, Call.parse(text))
    except RuleViolation as illegal:
        raise RecordError(line, f"{seat.value}'s {text} is not a legal call: {illegal}") from None


def _check_insufficient(line: int, board: Board, seat: Seat, text: str) -> None:
    """A call marked as an insufficient bid the table accepted (PBN's ^I; a LIN bid that
    does not outrank the bid before it) must be one where it stands: a sufficient bid, or
    a bid after the auction's end, leaves the table no irregularity to accept."""
    call = Call.parse(text)
    if is_insufficient(board.state.auction, seat, call):
        return
    _check_call(line, board, seat, text)  # a call no table could make: told as such
    raise RecordError(
        line,
        f"{seat.value}'s {text} is marked as an insufficient bid (^I), but it is not one: "
        "^I goes before a bid lower than the bid before it.",
    )


def _end_of_play(record: GameRecord, board: Board) -> Iterator[BoardCommand]:
    """The claim that ended a play stopped early, agreed by both opponents; then the
    revokes the record marks, which the director hears of once play is over."""
    board_id = str(board.id)
    declarer = board.state.declarer
    claim_ended_play = record.claimed and board.phase is Phase.PLAY
    result = _declarer_result(record, declarer)
    if claim_ended_play and result is not None and declarer is not None:
        won = board.state.won[declarer.side]  # the complete tricks, as the board counted them
        tricks = result - won
        if record.result_as_agreed:  # the table agreed a result its play does not give
            tricks = max(0, min(tricks, board.state.tricks_to_play))
        yield MakeClaim(board_id=board_id, seat=declarer.value, tricks=tricks, statement="")
        for defender in (declarer.next(), declarer.next(3)):
            yield AgreeToClaim(board_id=board_id, seat=defender.value)
    for position, played in enumerate(record.plays):
        if played.irregularity == "R":
            trick = position // 4 + 1  # the reader put the cards in playing order
            yield DrawAttentionToRevoke(board_id=board_id, seat=played.seat.value, trick=trick)


def _declarer_result(record: GameRecord, declarer: Seat | None) -> int | None:
    """The tricks the record gives the board's declarer: its Result, which counts the
    tricks of its own Declarer's side (PBN 3.4.15) when that is the other side."""
    if record.result is None or declarer is None or record.declarer is None:
        return record.result
    return record.result if record.declarer.side == declarer.side else 13 - record.result


def _check_against_record(board: Board, record: GameRecord, notes: list[tuple[int, str]]) -> None:
    """What the board became must be what the record says it was; a Declarer tag that
    names another seat than the auction does is told in `notes`: the board follows its
    auction, and the record's Contract, Declarer and Result remain what the table scored
    (its tags are kept with the board)."""
    state = board.state
    if record.auction_complete and record.contract is not None:
        reached = (
            "Pass"
            if state.auction.is_passed_out
            else (state.contract.text if state.contract else None)
        )
        if reached != record.contract:
            raise RecordError(
                record.line,
                f"The auction reaches {reached}, but the record says {record.contract}.",
            )
        made = state.declarer
        if record.declarer is not None and made is not None and made is not record.declarer:
            notes.append(
                (
                    record.line,
                    f"The auction makes {made.value} declarer, the record's Declarer tag "
                    f"{record.declarer.value}: the board follows the auction.",
                )
            )
    played_out = board.phase.is_over and state.contract is not None
    result = _declarer_result(record, state.declarer)
    if (
        played_out
        and result is not None
        and not record.result_as_agreed
        and state.declarer_tricks != result
    ):
        raise RecordError(
            record.line,
            f"The play gives declarer {state.declarer_tricks} tricks, but the record's "
            f"result is {record.result}.",
        )


def _check_score(record: GameRecord, notes: list[tuple[int, str]]) -> None:
    """A Score tag that is not what the record's Contract, Declarer, Result and Vulnerable
    score is told in `notes` at the tag's line, and the record imported: PBN 4.2.1 "The
    score can deviate from the normal value due to irregularities", so the tag may be a
    ruling's score the record does not otherwise give. The board scores its contract and
    result, as it does any board, and writes its own Score on export."""
    if record.score is None:
        return
    ns_scores = _ns_scores(record.score, record.declarer)
    computed = _record_ns_score(record)
    if computed is None or ns_scores is None or all(ns == computed for ns in ns_scores):
        return
    made = (
        "the board passed out"
        if record.contract == "Pass"
        else f"{record.contract} by {record.declarer.value if record.declarer else '?'} "
        f"taking {record.result}, {record.vulnerability} vulnerable"
    )
    notes.append(
        (
            record.score_line or record.line,
            f"The Score tag '{record.score[:20]}' is not what {made} scores (NS {computed}): "
            "the board scores its contract and result.",
        )
    )


_SIDE_POINTS = re.compile(r"(NS|EW)\s+([+-]?\d+)")


def _ns_scores(score: str, declarer: Seat | None) -> tuple[int, ...] | None:
    """North-South's score by each side the Score tag names (PBN 4.2.1: `NS 620`, `EW
    -620`, both, or declarer's alone), or None when it cannot be read that way (declarer's
    score on a record that names no declarer)."""
    text = score.strip()
    named = _SIDE_POINTS.findall(text)
    if named:
        return tuple(int(points) * (1 if side == Side.NS else -1) for side, points in named)
    if declarer is None:
        return None
    points = int(text)
    return (points if declarer.side is Side.NS else -points,)


def _record_ns_score(record: GameRecord) -> int | None:
    """What the record's own Contract, Declarer, Result and Vulnerable score for
    North-South (Law 77), or None when it does not give them all."""
    if record.contract == "Pass":
        return 0
    if (
        record.contract is None
        or record.declarer is None
        or record.result is None
        or record.vulnerability is None
    ):
        return None
    contract = Contract.parse(record.contract, record.declarer)
    vulnerable = Vulnerability.parse(record.vulnerability).is_vulnerable(record.declarer)
    return side_scores(contract, record.result, vulnerable)[Side.NS]
