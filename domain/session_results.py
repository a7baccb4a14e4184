"""Entering a duplicate session's results (docs/design.md 6): the session made (with its
movement and board set) or imported from a file, each result checked and recorded as the
Session aggregate's events (domain/session.py), and the pairs and teams named. The
handlers ScoringLedger.execute runs for these commands register here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from uuid import uuid4

from domain.actors import Actor, Role
from domain.board.rulings import ruling_words
from domain.errors import Conflict, DomainError, NotAllowed
from domain.limits import check_one_line
from domain.rules.board_numbers import check_board_number, vulnerability_for
from domain.rules.calls import Contract
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.matchpoints import ARTIFICIAL_PERCENTS
from domain.rules.movement_placement import check_placement
from domain.rules.movement_record import movement_record
from domain.rules.movements import TableRound, make_movement, teams_of
from domain.rules.pair_names import check_pair
from domain.rules.scoring import side_scores
from domain.rules.side import Side
from domain.session import MAX_RESULTS, SCORINGS, Session
from domain.session_commands import (
    CorrectResult,
    CreateSession,
    EnterResult,
    ImportSession,
    NamePair,
    NameTeam,
    ResultFacts,
)
from domain.session_deals import check_lead_in_set, checked_board_set, checked_file_deals
from domain.session_handlers import SESSION_HANDLERS


def create_session(actor: Actor, command: CreateSession) -> Session:
    if actor.role not in (Role.DIRECTOR, Role.ADMIN):
        raise NotAllowed("A director or an admin creates sessions.")
    name = check_one_line(command.name, "name", 80).strip()
    if not name:
        raise RuleViolation("A session needs a name.")
    if command.scoring not in SCORINGS:
        raise RuleViolation("scoring is MP, IMP or BAM.")
    movement = None
    if command.movement is not None:
        spec = command.movement
        movement = make_movement(
            spec.kind,
            spec.tables,
            spec.rounds,
            spec.boards_per_round,
            spec.arrow_switch,
            spec.pairs,
        )
    deals = checked_board_set(movement, command.board_set)
    session: Session = Session._create(
        Session.Created, id=uuid4(), name=name, scoring=command.scoring, created_by=actor.name
    )
    if movement is not None:
        session.trigger_event(Session.MovementSet, actor=actor.name, **movement_record(movement))
        if movement.kind == "teams":
            for team, pairs in teams_of(movement).items():
                session.trigger_event(
                    Session.TeamNamed, team=team, pairs=list(pairs), actor=actor.name
                )
    if deals:
        session.trigger_event(Session.BoardSetChosen, boards=deals, actor=actor.name)
    if command.system is not None:
        session.trigger_event(
            Session.SystemNamed, pair=None, system=command.system.record(), actor=actor.name
        )
    return session


@dataclass(frozen=True)
class ImportedSession:
    """A session imported whole, and the results it refused: each by its index in the
    command's results, with the reason."""

    session: Session
    refused: tuple[tuple[int, str], ...]


def import_session(actor: Actor, command: ImportSession) -> ImportedSession:
    """The session made from a file's score tables, not saved yet: each result entered as
    `enter_result` would, one the rules refuse left out and told; then the names of the
    pairs that played, the teams of a teams match, and the file's deals; all of it
    published at once (the file is an evening already played)."""
    session = create_session(actor, command.session)
    refused: list[tuple[int, str]] = []
    for index, facts in enumerate(command.results):
        try:
            enter_result(session, actor, facts)
        except (RuleViolation, DomainError) as error:
            refused.append((index, error.message))
    for pair, players in command.pair_names.items():
        if any(pair in (r.ns, r.ew) for r in session.results):
            name_pair(session, actor, pair, players)
    for team, pairs in command.teams.items():
        name_team(session, actor, team, pairs)
    if command.deals:
        boards = checked_file_deals(command.deals)
        session.trigger_event(Session.BoardSetChosen, boards=boards, actor=actor.name)
    # Its hand records, travellers and ranking are public at once (domain/session_sight.py).
    session.trigger_event(Session.HandRecordsReleased, actor=actor.name)
    return ImportedSession(session, tuple(refused))


def enter_result(session: Session, actor: Actor, facts: ResultFacts, correct: bool = False) -> None:
    """Records a result, or with `correct` replaces the one of the same pairs on the board.
    With a movement the result must be where the movement puts it; one entered at the
    table (`facts.table`) by a player waits for the opponents to confirm it."""
    directs = session.is_directed_by(actor)
    at_table = facts.table is not None or facts.round is not None
    if not directs and (correct or not at_table):
        raise NotAllowed("Only the session's director or an admin enters its results.")
    if facts.wrong_board and not directs:
        raise NotAllowed("Only the director lets the score of a wrong board stand (Law 15B2).")
    if (facts.law is not None or facts.explanation is not None) and not directs:
        raise NotAllowed("Only the director cites a Law for a result.")
    if facts.wrong_board and session.movement is None:
        raise RuleViolation(
            "Without a movement no board is a wrong one: enter the result without wrong_board."
        )
    recorded = _checked(facts)
    ruling = _ruling(facts, recorded, correct=correct)
    place = _placed(session, facts, recorded["board_number"])
    key = (recorded["board_number"], recorded["ns"], recorded["ew"])
    existing = [(r.board_number, r.ns, r.ew) for r in session.results]
    if correct:
        if key not in existing:
            raise Conflict(f"Pairs {facts.ns} and {facts.ew} have no result on board "
                           f"{facts.board_number} to correct.")  # fmt: skip
        where = _where_corrected(session, facts, recorded, place, directs)
        session.trigger_event(
            Session.ResultCorrected, actor=actor.name, **recorded, **where, **ruling
        )
        return
    for result in session.results:
        if result.board_number == facts.board_number and {result.ns, result.ew} & {
            facts.ns,
            facts.ew,
        }:
            if facts.wrong_board:  # Law 15B1: the second score is cancelled
                raise Conflict(
                    f"A pair of this table has played board {facts.board_number} already: "
                    "its score stands only when none of the four had (Law 15B2)."
                )
            raise Conflict(f"A pair plays board {facts.board_number} once in a session; correct "
                           "the result instead.")  # fmt: skip
    started = session.table_boards.get(key) or session.table_boards.get((key[0], key[2], key[1]))
    if started is not None and not directs:
        raise Conflict(
            f"Board {facts.board_number} is being played at this table in the ledger: its "
            "result enters by itself once the board is over."
        )
    for pair in (facts.ns, facts.ew):
        if (facts.board_number, pair) in session.pair_scores:
            raise Conflict(
                f"Pair {pair} has an artificial score on board {facts.board_number}: it could "
                "not play it (Law 15B3)."
            )
    if len(session.results) + len(session.pending) >= MAX_RESULTS:
        raise Conflict(f"A session holds at most {MAX_RESULTS} results.")
    if facts.wrong_board:
        lead = _checked_lead(session, facts, recorded, directs)
        where = {"table": None, "round": None} if place is None else {
            "table": place[1].table, "round": place[0]}  # fmt: skip
        session.trigger_event(
            Session.WrongBoardPlayed, actor=actor.name, lead=lead, **recorded, **where
        )
        return
    if not at_table or place is None:
        session.trigger_event(Session.ResultEntered, actor=actor.name, **recorded, **ruling)
        return
    lead = _checked_lead(session, facts, recorded, directs)
    table = {"table": place[1].table, "round": place[0], "lead": lead}
    if directs:  # the director's word needs no confirmation
        session.trigger_event(
            Session.ResultConfirmed, actor=actor.name, confirmed_by=actor.name,
            **recorded, **table, **ruling,
        )  # fmt: skip
        return
    side = _players_side(session, actor, facts)
    del recorded["adjusted_ns"], recorded["adjusted_ew"], recorded["board_id"]
    session.trigger_event(
        Session.TableResultEntered, actor=actor.name, side=side, **recorded, **table
    )


def _ruling(facts: ResultFacts, recorded: dict[str, Any], *, correct: bool) -> dict[str, Any]:
    """The Law the director cites for a correction or an adjusted score, and why: both
    checked as a board ruling's are (a Law of the 2017 code; plain text), both or neither.
    Only the director corrects or adjusts, which `enter_result` has checked already."""
    if facts.law is None and facts.explanation is None:
        return {"law": None, "explanation": None}
    if facts.wrong_board:
        raise RuleViolation(
            "A wrong board's score stands by Law 15B2: give it without law and explanation."
        )
    if not correct and recorded["adjusted_ns"] is None:
        raise RuleViolation("law and explanation go with a correction (PUT) or an adjusted score.")
    if facts.law is None or facts.explanation is None:
        raise RuleViolation("A ruling names its Law and explains itself: give law and "
                            "explanation both.")  # fmt: skip
    law, explanation = ruling_words(facts.law, facts.explanation)
    return {"law": law, "explanation": explanation}


def _placed(session: Session, facts: ResultFacts, number: int) -> tuple[int, TableRound] | None:
    if session.movement is None:
        if facts.table is not None or facts.round is not None:
            raise RuleViolation(
                "This session has no movement: enter its results without a table or round."
            )
        return None
    return check_placement(
        session.movement, facts.table, facts.round, number, facts.ns, facts.ew, facts.wrong_board
    )


def _where_corrected(
    session: Session,
    facts: ResultFacts,
    recorded: dict[str, Any],
    place: tuple[int, TableRound] | None,
    directs: bool,
) -> dict[str, Any]:
    """Where a corrected result was played and its lead: as the correction says, else as
    the result had them (its lead only while the declarer is the same: another declarer's
    opening leader is another hand)."""
    before = next(
        r
        for r in session.results
        if (r.board_number, r.ns, r.ew) == (recorded["board_number"], facts.ns, facts.ew)
    )
    table, round_number = (place[1].table, place[0]) if at_table(facts) and place else (
        before.table, before.round)  # fmt: skip
    if facts.lead is not None:
        lead = _checked_lead(session, facts, recorded, directs)
    elif recorded["declarer"] == before.declarer and recorded["contract"] not in (None, "Pass"):
        lead = before.lead
    else:
        lead = None
    return {"table": table, "round": round_number, "lead": lead}


def at_table(facts: ResultFacts) -> bool:
    return facts.table is not None or facts.round is not None


def _checked_lead(
    session: Session, facts: ResultFacts, recorded: dict[str, Any], directs: bool
) -> str | None:
    if recorded["adjusted_ns"] is not None or recorded["board_id"] is not None:
        if not directs:
            raise NotAllowed("Only the director gives a table an adjusted score.")
        return None
    if facts.lead is None:
        if recorded["contract"] != "Pass" and not directs:
            raise RuleViolation("Say the opening lead too, e.g. HT.")
        return None
    if recorded["contract"] == "Pass":
        raise RuleViolation("A passed-out board has no lead.")
    lead = lead_card(facts.lead)
    if directs:
        # A player's lead is checked against the set's deal when the opponents confirm it:
        # checked here, the answer would tell a player, card by card, the hands of a board
        # he has still to play (domain/session_tables.py confirm_result).
        pairs = (recorded["ns"], recorded["ew"])
        check_lead_in_set(session, recorded["board_number"], pairs, recorded["declarer"], lead)
    return lead


def lead_card(text: str) -> str:
    """A lead as a table writes it on a phone or a slip, its suit and rank with or without
    a space between ("S A", "h 10"), as the card's name ("SA", "HT")."""
    return str(Card.parse("".join(text.split()) if isinstance(text, str) else text))


def _players_side(session: Session, actor: Actor, facts: ResultFacts) -> str:
    """Which side the player entering a table's result plays on."""
    for side, pair in ((Side.NS.value, facts.ns), (Side.EW.value, facts.ew)):
        if actor.name in session.pair_users.get(pair, ()):
            return side
    raise NotAllowed(
        f"Only a player of pair {facts.ns} or {facts.ew}, or the director, enters this "
        "table's results."
    )


def name_pair(session: Session, actor: Actor, pair: str, names: str) -> None:
    """Says who plays as `pair` in the session (the ranking shows it)."""
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director or an admin names its pairs.")
    check_pair(pair)
    text = " ".join(check_one_line(names, "names", 80).split())
    if not text:
        raise RuleViolation("A pair's names cannot be empty.")
    if session.pair_names.get(pair) != text:
        session.trigger_event(Session.PairNamed, pair=pair, names=text, actor=actor.name)


MAX_TEAM_PAIRS = 4


def name_team(session: Session, actor: Actor, team: str, pairs: Sequence[str]) -> None:
    """Says which pairs play for `team`; a pair plays for one team."""
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director or an admin names its teams.")
    check_pair(team, "A team")
    if not 1 <= len(pairs) <= MAX_TEAM_PAIRS or len(set(pairs)) != len(pairs):
        raise RuleViolation(f"A team is 1 to {MAX_TEAM_PAIRS} different pairs.")
    for pair in pairs:
        check_pair(pair)
        if session.movement is not None and pair not in session.movement.pairs:
            raise RuleViolation(f"The movement has no pair {pair}.")
        other = next((t for t, ps in session.teams.items() if pair in ps and t != team), None)
        if other is not None:
            raise Conflict(f"Pair {pair} already plays for {other}.")
    if session.teams.get(team) != tuple(pairs):
        session.trigger_event(Session.TeamNamed, team=team, pairs=list(pairs), actor=actor.name)


@SESSION_HANDLERS.handles(EnterResult)
def _enter_result(session: Session, actor: Actor, command: EnterResult) -> None:
    enter_result(session, actor, command.result)


@SESSION_HANDLERS.handles(CorrectResult)
def _correct_result(session: Session, actor: Actor, command: CorrectResult) -> None:
    enter_result(session, actor, command.result, correct=True)


@SESSION_HANDLERS.handles(NamePair)
def _name_pair(session: Session, actor: Actor, command: NamePair) -> None:
    name_pair(session, actor, command.pair, command.names)


@SESSION_HANDLERS.handles(NameTeam)
def _name_team(session: Session, actor: Actor, command: NameTeam) -> None:
    name_team(session, actor, command.team, command.pairs)


def checked_result(facts: ResultFacts) -> dict[str, Any]:
    """The fields of a result event, checked as every result is."""
    return _checked(facts)


def _checked(facts: ResultFacts) -> dict[str, Any]:
    number = check_board_number(facts.board_number)
    for pair in (facts.ns, facts.ew):
        check_pair(pair)
    if facts.ns == facts.ew:
        raise RuleViolation("A pair cannot play against itself.")
    base: dict[str, Any] = {"board_number": number, "ns": facts.ns, "ew": facts.ew,
                            "board_id": facts.board_id, "contract": None, "declarer": None,
                            "tricks": None, "score_ns": None, "adjusted_ns": None,
                            "adjusted_ew": None}  # fmt: skip
    if facts.adjusted_ns is not None or facts.adjusted_ew is not None:
        if (
            facts.adjusted_ns not in ARTIFICIAL_PERCENTS
            or facts.adjusted_ew not in ARTIFICIAL_PERCENTS
        ):
            raise RuleViolation("An artificial score gives each side 60, 50 or 40 percent.")
        return {**base, "adjusted_ns": facts.adjusted_ns, "adjusted_ew": facts.adjusted_ew}
    if facts.board_id is not None and facts.score_ns is not None:
        return {**base, "contract": facts.contract, "declarer": facts.declarer,
                "tricks": facts.tricks, "score_ns": facts.score_ns}  # fmt: skip
    if facts.contract is None:
        raise RuleViolation("A result needs a contract with declarer and tricks, a board_id, "
                            "or an adjusted score.")  # fmt: skip
    if facts.contract.strip().lower() in ("pass", "p"):
        return {**base, "contract": "Pass", "score_ns": 0}
    if facts.declarer is None or facts.tricks is None or not 0 <= facts.tricks <= 13:
        raise RuleViolation("A contract needs its declarer and declarer's tricks (0 to 13).")
    declarer = Seat.parse(facts.declarer)
    contract = Contract.parse(facts.contract, declarer)
    vulnerable = vulnerability_for(number).is_vulnerable(declarer)
    score = side_scores(contract, facts.tricks, vulnerable)[Side.NS]
    return {**base, "contract": contract.text, "declarer": declarer.value,
            "tricks": facts.tricks, "score_ns": score}  # fmt: skip
