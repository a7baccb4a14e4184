"""PBN 2.1 in import format (docs/design.md 10): text to `GameRecord`s.

Real files are untidy and the reader takes them as they come: `%` header lines, `;` and
`{}` commentary, tag inheritance (`#`, `##`), empty lines or a repeated tag between
games, an empty section tag written twice, notes (`=n=` with `[Note "n:..."]`), NAGs
(`$n`) and suffixes (`!`, `?`), §3.9 marks (`^R`, `^L`, `^I`, `^S`), `AP` for "all
pass", `-` padding and `*` or `+` in the play, tabs between calls. The Play section lists
each trick's cards by seat from the opening leader; the reader puts them in the order they
were played, trick winner first.
A game that cannot be understood raises `RecordError` with its line. Its tag values are
read in interchange/pbn_tag_values.py; the bytes decoded in interchange/text_decoding.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from domain.limits import has_visible_character
from domain.rules.cards import Seat
from interchange.limits import (
    MAX_LINE,
    MAX_PLAYER_NAME,
    MAX_TAGS,
    board_number,
    checked_text,
    quoted,
)
from interchange.pbn_sections import ESCAPED, STRING, PbnGame, calls_of, plays_of, table_rows
from interchange.pbn_tag_values import _contract, _result, _score, _seat, _vulnerability
from interchange.records import GameRecord, RecordError
from interchange.text_decoding import decode

__all__ = ["decode", "read_pbn"]

_TAG = re.compile(r"\[\s*([A-Za-z0-9_]+)\s*" + STRING + r"\s*\]")
_TAG_START = re.compile(r'\[\s*[A-Za-z0-9_]+\s*"')
_CUT_OFF_TAG = re.compile(r'\[\s*[A-Za-z0-9_]+\s*"(?:[^"\\]*+(?:\\.)?)*+$')
_TABLES = {"ScoreTable", "TotalScoreTable"}
_NO_INHERITANCE = {
    "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", *_TABLES
}  # fmt: skip
_SECTIONS = {"Auction", "Play", *_TABLES}
_DEAL_TAGS = ("Deal", "Dealer", "Vulnerable")
# A game that leaves out one of these tags is read as the nearest game before it that gave
# one: files leave out the event and the board when they list a board's tables one after
# another. Any other tag is inherited only from a `##` header (PBN 4.8): a table's own
# result or score, never.
_CARRIED = {"Event", "Site", "Date", "Board", "Scoring"}
_MANDATORY = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
              "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")  # fmt: skip


def read_pbn(text: str) -> Iterator[GameRecord | RecordError]:
    """Each game of the file, in order: a record, or the error that refused it."""
    inherited: dict[str, str] = {}
    dealt: dict[str, dict[str, str]] = {}  # a board's deal tags, by the Board tag's value
    headers: set[str] = set()  # the tags a `##` value gives every game that follows
    for game in _games(text):
        try:
            if game.error is not None:
                raise game.error
            _deal_of_same_board(game, inherited, dealt)
            yield _record(game, inherited, headers)
        except RecordError as error:
            yield error
        finally:
            for name, value in game.tags.items():
                if name not in _NO_INHERITANCE and value != "#":
                    inherited[name] = value[2:] if value.startswith("##") else value
                    if value.startswith("##"):
                        headers.add(name)
                    else:
                        headers.discard(name)


def _deal_of_same_board(
    game: PbnGame, inherited: dict[str, str], dealt: dict[str, dict[str, str]]
) -> None:
    """A record without a Deal takes the deal of the nearest previous record of the same
    board. Scoring programs write a board's deal with its first table's result and leave
    it out of the other tables' records (Deal, Dealer and Vulnerable may not be inherited
    by "#", PBN 2.1 4.8, so they simply omit them); such a record is that board's result at
    another table, not a record without a deal."""
    board = game.tags.get("Board", inherited.get("Board"))
    if board is None or board.startswith("#"):
        board = inherited.get("Board")
    if board is None:
        return
    board = board.strip()
    if game.tags.get("Deal", "#").strip() != "#":
        dealt[board] = {name: game.tags[name] for name in _DEAL_TAGS if name in game.tags}
    elif board in dealt:
        # Some converters write the forbidden `Deal "#"` for "the deal above": read it so.
        for name, value in dealt[board].items():
            if game.tags.get(name, "#").strip() == "#":
                game.tags[name] = value


def _lines(text: str) -> Iterator[str]:
    """The lines of `text` one at a time, without copying the whole of it again."""
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        yield text[start:end]
        start = end + 1


def _games(text: str) -> Iterator[PbnGame]:
    game: PbnGame | None = None
    section: str | None = None
    notes_of: str | None = None  # the section the notes that follow belong to
    in_brace = False
    brace_line = 0  # where the comment being read opened
    blank_in_brace = False  # an empty line since: a game may start again
    for number, raw in enumerate(_lines(text), start=1):
        if len(raw) > MAX_LINE:
            game = game or PbnGame(number)
            game.refuse(number, f"The line is longer than {MAX_LINE:,} characters.")
            continue
        if in_brace and blank_in_brace and _TAG_START.match(raw):
            # a comment left open would swallow the rest of the file: a tag at the start
            # of a line after an empty line starts the next game, the open one is refused
            in_brace = False
            if game is not None:
                game.refuse(brace_line, "A comment opened with '{' here is never closed.")
                yield game
                game, section = None, None
        was_in_brace = in_brace
        line, in_brace = _without_comments(raw, in_brace)
        if in_brace and not was_in_brace:
            brace_line, blank_in_brace = number, False
        elif in_brace and not raw.strip():
            blank_in_brace = True
        if raw.startswith("%"):
            continue
        if not line.strip():
            if game is not None and game.tags and not in_brace and raw.strip() == "":
                yield game
                game, section = None, None
            continue
        position = 0
        for match in _TAG.finditer(line):
            before = line[position : match.start()]
            if before.strip() and game is not None and section is not None:
                game.keep(section, number, before)
            name, value = match.group(1), ESCAPED.sub(r"\1", match.group(2))
            if game is not None and _starts_a_game(game, name, value):
                yield game
                game = None
            if game is None:
                game = PbnGame(number)
            if len(game.tags) + len(game.notes) >= MAX_TAGS:
                game.refuse(number, f"The game has more than {MAX_TAGS} tags.")
            elif _unstorable(value, number, name, game):
                pass
            elif name == "Note":
                key, _, note = value.partition(":")
                if notes_of == "Auction":  # the Play section numbers its notes apart (3.6.5)
                    game.notes[key.strip()] = note.strip()
            else:
                game.tags[name] = value
                game.tag_lines[name] = number
            section = name if name in _SECTIONS else None
            if section is not None:
                game.sections[section] = []
                notes_of = section
            position = match.end()
        rest = line[position:]
        if _CUT_OFF_TAG.search(rest):  # a tag whose value the file cut off or never closed
            game = game or PbnGame(number)
            game.refuse(number, f"The tag {quoted(rest.strip(), 20)} is not closed.")
        elif rest.strip() and game is not None and section is not None:
            game.keep(section, number, rest)
    if game is not None and (game.tags or game.error is not None):
        yield game


def _starts_a_game(game: PbnGame, name: str, value: str) -> bool:
    """Whether a tag the game already has starts the next game (files that leave out the
    empty line between games). Only Note may occur more than once in a game (PBN 2.1
    3.5.5), yet the 2001 Vanderbilt's converter writes `[Auction "N"]` twice in one game,
    the first with no calls (bench/records/spring-nabc-2001): a section tag repeated with
    the same value before its section held anything is that section, not a new game."""
    if name not in game.tags or name == "Note":
        return False
    written_again = name in _SECTIONS and game.tags[name] == value and not game.sections.get(name)
    return not written_again


def _unstorable(value: str, line: int, name: str, game: PbnGame) -> bool:
    """Whether the game is refused for this tag's value: a control character in it."""
    try:
        checked_text(value, line, f"The {name[:20]} tag", MAX_LINE)
    except RecordError as error:
        game.refuse(error.line, error.detail)
        return True
    return False


def _without_comments(line: str, in_brace: bool) -> tuple[str, bool]:
    """The line without `{...}` (possibly spanning lines) and `;` commentary, leaving
    tag values alone."""
    out: list[str] = []
    in_string = escaped = False
    for char in line:
        if in_brace:
            in_brace = char != "}"
            continue
        if in_string:
            out.append(char)
            # PBN 2.1 writes a quote inside a value as \" and a backslash as \\
            in_string = escaped or char != '"'
            escaped = not escaped and char == "\\"
            continue
        if char == '"':
            in_string = True
        elif char == "{":
            in_brace = True
            continue
        elif char == ";":
            break
        out.append(char)
    return "".join(out), in_brace


def _record(game: PbnGame, inherited: dict[str, str], headers: set[str]) -> GameRecord:
    def tag(name: str) -> str | None:
        value = game.tags.get(name)
        if value is None:  # a tag the game leaves out: a `##` header's, or see _CARRIED
            carried = name in headers or name in _CARRIED
            value = inherited.get(name) if carried and name not in _NO_INHERITANCE else None
        elif value == "#" or value.startswith("##"):
            value = value[2:] if value.startswith("##") else inherited.get(name, "")
        value = None if value is None else value.strip()
        return None if value in (None, "", "?") else value

    def line_of(name: str) -> int:
        return game.tag_lines.get(name, game.line)

    dealer = _seat(tag("Dealer"), line_of("Dealer"), "Dealer")
    board = tag("Board")
    number = (
        None if board is None else board_number(board, line_of("Board"), f"Board {quoted(board)}")
    )
    declarer = _seat(tag("Declarer"), line_of("Declarer"), "Declarer")
    contract = _contract(tag("Contract"), line_of("Contract"))
    auction_seat = _seat(tag("Auction"), line_of("Auction"), "Auction")
    calls, complete = calls_of(game, auction_seat)
    leader = _seat(tag("Play"), line_of("Play"), "Play")
    plays, claimed = plays_of(game, leader, contract)
    vulnerable = tag("Vulnerable")
    vulnerability = None if vulnerable is None else _vulnerability(vulnerable)
    if vulnerable is not None and vulnerability is None:
        raise RecordError(
            line_of("Vulnerable"),
            f"Vulnerable {quoted(vulnerable)} is not None, NS, EW or All.",
        )
    players = {
        seat: checked_text(name, line_of(_SEAT_TAGS[seat]), _SEAT_TAGS[seat], MAX_PLAYER_NAME)
        for seat in Seat
        # a name that shows nothing is no name, as "" and "?" are none
        if (name := tag(_SEAT_TAGS[seat])) is not None and has_visible_character(name)
    }
    return GameRecord(
        line=game.line,
        board_number=number,
        dealer=dealer or auction_seat,
        vulnerability=vulnerability,
        deal=tag("Deal"),
        players=players,
        event=tag("Event"),
        site=tag("Site"),
        date=tag("Date"),
        calls=calls,
        auction_complete=complete,
        contract=contract,
        declarer=declarer,
        plays=plays,
        result=_result(tag("Result"), declarer, line_of("Result")),
        result_as_agreed=(tag("Result") or "").startswith("^"),
        claimed=claimed,
        score=_score(tag("Score"), line_of("Score"), "Score"),
        score_line=line_of("Score"),
        double_dummy=tag("DoubleDummyTricks"),
        optimum_score=_score(tag("OptimumScore"), line_of("OptimumScore"), "OptimumScore"),
        score_table=table_rows(game, "ScoreTable"),
        total_score_table=table_rows(game, "TotalScoreTable"),
        tags=_kept_tags(game, headers, tag),
    )


def _kept_tags(
    game: PbnGame, headers: set[str], tag: Callable[[str], str | None]
) -> dict[str, str]:
    """Every tag the game gives, or inherits, with a known value, in the file's order;
    sections and tables (PBN 3.5, 3.6, 5) are told by their own fields. A game inherits a
    tag it does not give from a `##` header (PBN 4.8), or one of _CARRIED from the nearest
    game that gave it."""
    names = dict.fromkeys([*_MANDATORY, *headers, *game.tags])
    return {
        name: value
        for name in names
        if name == "Table" or not (name in _SECTIONS or name.endswith("Table"))
        if name in game.tags or name in headers or name in _CARRIED
        if (value := tag(name)) is not None
    }


_SEAT_TAGS = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}
