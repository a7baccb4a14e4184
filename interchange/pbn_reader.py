"""PBN 2.1 in import format (docs/design.md 10): text to `GameRecord`s.

Real files are untidy and the reader takes them as they come: `%` header lines, `;` and
`{}` commentary, tag inheritance (`#`, `##`), empty lines or a repeated tag between
games, notes (`=n=` with `[Note "n:..."]`), NAGs (`$n`) and suffixes (`!`, `?`), §3.9
marks (`^R`, `^L`, `^I`, `^S`), `AP` for "all pass", `-` padding and `*` or `+` in the
play, tabs between calls. The Play section lists each trick's cards by seat from the
opening leader; the reader puts them in the order they were played, trick winner first.
A game that cannot be understood raises `RecordError` with its line.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.play import PlayedCard, trick_winner
from interchange.limits import (
    MAX_CALL_EXPLANATION,
    MAX_CALLS,
    MAX_CARDS,
    MAX_LINE,
    MAX_PLAYER_NAME,
    MAX_RECORD_TEXT,
    MAX_TAGS,
    board_number,
    checked_text,
    quoted,
)
from interchange.records import GameRecord, RecordedCall, RecordedCard, RecordError, TableRow

_TOKEN = re.compile(r"=\d+=|\$\d+|[^\s=$]+")
# A string is written unrolled (runs of plain characters between escapes): an alternation
# repeated once a character would cost the regex engine memory for each one.
_STRING = r'"([^"\\]*+(?:\\.[^"\\]*+)*+)"'
_TAG = re.compile(r"\[\s*([A-Za-z0-9_]+)\s*" + _STRING + r"\s*\]")
_TAG_START = re.compile(r'\[\s*[A-Za-z0-9_]+\s*"')
_CUT_OFF_TAG = re.compile(r'\[\s*[A-Za-z0-9_]+\s*"(?:[^"\\]*+(?:\\.)?)*+$')
_ESCAPED = re.compile(r'\\(["\\])')  # \" and \\ in a string; `\2R` stays as it is
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
_COLUMN = re.compile(r"^[+-]?([^\\]+)")  # a column's name, without its order and width
_TABLE_TOKEN = re.compile(_STRING + r"|(\S+)")
_SEATS = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W}


def decode(data: bytes) -> str:
    """UTF-8, or Latin-1 where the file is not valid UTF-8; CRLF read as LF."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return text.replace("\r\n", "\n").replace("\r", "\n")


@dataclass
class _Game:
    line: int
    tags: dict[str, str] = field(default_factory=dict)
    tag_lines: dict[str, int] = field(default_factory=dict)
    sections: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    error: RecordError | None = None  # the first thing that refuses the whole game
    text: int = 0  # characters kept of its sections, to bound them

    def refuse(self, line: int, detail: str) -> None:
        if self.error is None:
            self.error = RecordError(line, detail)

    def keep(self, section: str, line: int, text: str) -> None:
        self.text += len(text)
        if self.text > MAX_RECORD_TEXT:
            self.refuse(line, f"The game is longer than {MAX_RECORD_TEXT:,} characters.")
        if self.error is None:
            self.sections[section].append((line, text))


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
    game: _Game, inherited: dict[str, str], dealt: dict[str, dict[str, str]]
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
    if "Deal" in game.tags:
        dealt[board] = {name: game.tags[name] for name in _DEAL_TAGS if name in game.tags}
    elif board in dealt:
        for name, value in dealt[board].items():
            game.tags.setdefault(name, value)


def _lines(text: str) -> Iterator[str]:
    """The lines of `text` one at a time, without copying the whole of it again."""
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        yield text[start:end]
        start = end + 1


def _games(text: str) -> Iterator[_Game]:
    game: _Game | None = None
    section: str | None = None
    notes_of: str | None = None  # the section the notes that follow belong to
    in_brace = False
    brace_line = 0  # where the comment being read opened
    blank_in_brace = False  # an empty line since: a game may start again
    for number, raw in enumerate(_lines(text), start=1):
        if len(raw) > MAX_LINE:
            game = game or _Game(number)
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
            name, value = match.group(1), _ESCAPED.sub(r"\1", match.group(2))
            if game is not None and name in game.tags and name != "Note":
                yield game
                game = None
            if game is None:
                game = _Game(number)
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
            game = game or _Game(number)
            game.refuse(number, f"The tag {quoted(rest.strip(), 20)} is not closed.")
        elif rest.strip() and game is not None and section is not None:
            game.keep(section, number, rest)
    if game is not None and (game.tags or game.error is not None):
        yield game


def _unstorable(value: str, line: int, name: str, game: _Game) -> bool:
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
    in_string = False
    for char in line:
        if in_brace:
            in_brace = char != "}"
            continue
        if in_string:
            out.append(char)
            in_string = char != '"'
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


def _record(game: _Game, inherited: dict[str, str], headers: set[str]) -> GameRecord:
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
    calls, complete = _calls(game, auction_seat)
    leader = _seat(tag("Play"), line_of("Play"), "Play")
    plays, claimed = _plays(game, leader, contract)
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
        if (name := tag(_SEAT_TAGS[seat])) is not None
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
        double_dummy=tag("DoubleDummyTricks"),
        optimum_score=_score(tag("OptimumScore"), line_of("OptimumScore"), "OptimumScore"),
        score_table=_table(game, "ScoreTable"),
        total_score_table=_table(game, "TotalScoreTable"),
        tags=_kept_tags(game, headers, tag),
    )


def _kept_tags(game: _Game, headers: set[str], tag: Callable[[str], str | None]) -> dict[str, str]:
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


def _table(game: _Game, name: str) -> tuple[TableRow, ...]:
    """The rows of a table section: its tag names the columns (`PairId_NS\\2R;...`), and
    its values run on, a row being as many values as there are columns, however the
    lines break (PBN 5.2); a quoted value may hold spaces."""
    header = game.tags.get(name)
    if header is None:
        return ()
    columns = [
        match.group(1).strip()
        for part in header.split(";")
        if (match := _COLUMN.match(part.strip())) is not None
    ]
    values: list[tuple[int, str]] = []
    for number, text in game.sections.get(name, []):
        for match in _TABLE_TOKEN.finditer(text):
            quoted, bare = match.group(1), match.group(2)
            values.append((number, _ESCAPED.sub(r"\1", quoted) if quoted is not None else bare))
    if not columns:
        return ()
    if len(values) % len(columns):
        line = values[-1][0] if values else game.tag_lines.get(name, game.line)
        raise RecordError(
            line, f"{name} has {len(values)} values, not rows of its {len(columns)} columns."
        )
    return tuple(
        TableRow(
            values[start][0],
            dict(zip(columns, (v for _, v in values[start : start + len(columns)]), strict=True)),
        )
        for start in range(0, len(values), len(columns))
    )


_SEAT_TAGS = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}


def _contract(value: str | None, line: int) -> str | None:
    """`4SX`, `3NT`, `Pass` in one spelling, whatever the case or `3N` for `3NT`."""
    if value is None:
        return None
    text = value.strip().upper()
    if text in ("PASS", "P", "AP"):
        return "Pass"
    bid = text.rstrip("X")
    try:
        return str(Call.parse(bid)) + text[len(bid) :]
    except RuleViolation:
        raise RecordError(line, f"Contract '{value[:10]}' is not a contract such as 4SX.") from None


def _seat(value: str | None, line: int, name: str) -> Seat | None:
    if value is None:
        return None
    seat = _SEATS.get(value.strip().lstrip("^").upper()[:1])  # ^: declarer and dummy swapped
    if seat is None:
        raise RecordError(line, f"{name} is '{value[:10]}', not N, E, S or W.")
    return seat


def _result(value: str | None, declarer: Seat | None, line: int) -> int | None:
    """Declarer's tricks: `9`, or `NS 9`, `EW 4`, `NS 9 EW 4` (a side's tricks)."""
    if value is None:
        return None
    words = value.lstrip("^").split()
    try:
        if len(words) == 1:
            tricks: int | None = int(words[0])
        else:
            by_side = {
                side.upper(): int(count)
                for side, count in zip(words[::2], words[1::2], strict=False)
            }
            tricks = None
            if declarer is not None and declarer.side in by_side:
                tricks = by_side[declarer.side]
            elif declarer is not None and by_side:
                tricks = 13 - next(iter(by_side.values()))
    except ValueError:
        raise RecordError(line, f"Result '{value[:20]}' is not a number of tricks.") from None
    if tricks is not None and not 0 <= tricks <= 13:
        raise RecordError(line, f"Result {tricks} is not 0 to 13 tricks.")
    return tricks


def _tokens(lines: list[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """Each token with its line; a note (`=1=`) or a NAG (`$15`) is a token of its own even
    when written against the call or card before it (PBN 3.2: "1S!=1=$15")."""
    for number, text in lines:
        for token in _TOKEN.findall(text):
            yield number, token


def _calls(game: _Game, first: Seat | None) -> tuple[tuple[RecordedCall, ...], bool]:
    if first is None:
        return (), False
    calls: list[RecordedCall] = []
    complete = False
    mark: str | None = None
    for number, token in _tokens(game.sections.get("Auction", [])):
        upper = token.upper()
        if upper in ("*", "+"):
            break
        if upper == "AP":  # all pass: three after a call, four when nobody has called
            calls += [RecordedCall("Pass")] * (3 if calls else 4)
            complete = True
            break
        if upper.startswith("$") or not upper.strip("!?"):
            continue  # a NAG or a suffix: an annotation, not a call
        if _is_note(token) and calls:
            note = game.notes.get(token.strip("=")) or None
            if note is not None:
                checked_text(note, number, f"Note {token[:8]}", MAX_CALL_EXPLANATION)
            last = calls[-1]  # a note marks an alert (PBN 3.5.4), with or without words
            calls[-1] = replace(last, alert=True, note=note)
            continue
        if upper == "^S":  # the skipped player's place: another called out of rotation
            calls.append(RecordedCall("", irregularity="S"))
            continue
        if upper == "^I":
            mark = "I"
            continue
        text, alert = token.rstrip("!?"), token.endswith("!")
        if text == "-":
            if calls:
                break  # the auction stops here
            continue  # no call from a seat before the dealer
        try:
            call = Call.parse(text)
        except RuleViolation:
            raise RecordError(number, f"'{token[:10]}' is not a call.") from None
        calls.append(RecordedCall(str(call), alert, None, mark, number))
        if len(calls) > MAX_CALLS:
            raise RecordError(number, f"The auction has more than {MAX_CALLS} calls.")
        mark = None
    if len(calls) >= 4 and all(c.call == "Pass" for c in calls[-3:]):
        complete = complete or any(c.call != "Pass" for c in calls) or len(calls) == 4
    return tuple(calls), complete


def _is_note(token: str) -> bool:
    return len(token) > 2 and token.startswith("=") and token.endswith("=")


_SIDE_SCORE = re.compile(r"^(NS|EW)\s+[+-]?\d+(\s+(NS|EW)\s+[+-]?\d+)?$")
_DECLARER_SCORE = re.compile(r"^[+-]?\d+$")


def _score(value: str | None, line: int, name: str) -> str | None:
    """`NS 620`, `EW -100`, both sides; a Score may also be declarer's alone (`620`),
    an OptimumScore, which has no declarer, may not."""
    if value is None:
        return None
    text = value.strip()
    if not (_SIDE_SCORE.match(text) or (name == "Score" and _DECLARER_SCORE.match(text))):
        raise RecordError(line, f"{name} '{value[:20]}' is not a score such as 'NS 620'.")
    return value


def _plays(
    game: _Game, leader: Seat | None, contract: str | None
) -> tuple[tuple[RecordedCard, ...], bool]:
    """The cards in the order played: each line of the section is one trick, by seat from
    the opening leader; the winner of a trick leads the next."""
    rows = game.sections.get("Play", [])
    if leader is None or not rows:
        return (), False
    trump = _trump(contract)
    played: list[RecordedCard] = []
    stopped = False
    tricks: list[list[tuple[int, str]]] = [[]]
    for number, token in _tokens(rows):
        if token in ("*", "+"):
            stopped = True
            break
        if token.startswith("$") or not token.strip("!?") or _is_note(token):
            continue
        tricks[-1].append((number, token))
        if len(tricks) > MAX_CARDS // 4 + 1:
            raise RecordError(number, f"The play has more than {MAX_CARDS} cards.")
        if len([t for t in tricks[-1] if not t[1].startswith("^")]) == 4:
            tricks.append([])
    lead = leader
    for row in tricks:
        if not row:
            continue
        cards = _row_cards(row, leader)
        # a lead out of turn (^L), accepted: the trick starts from the hand that led it
        lead = next((c.seat for c in cards if c.irregularity == "L"), lead)
        by_seat = {c.seat: c for c in cards}
        # in playing order, as far as the first card the row does not give (`-` or left
        # out, PBN 3.6): a card after it was not played where the row puts it
        in_order = list(
            itertools.takewhile(
                lambda card: card is not None, (by_seat.get(lead.next(i)) for i in range(4))
            )
        )
        played += [card for card in in_order if card is not None]
        if len(in_order) < 4:
            stopped = True
            break
        trick = [PlayedCard(c.seat, Card.parse(c.card)) for c in in_order if c is not None]
        lead = trick_winner(trick, trump)
    return tuple(played), stopped or len(played) < 52


def _row_cards(row: list[tuple[int, str]], leader: Seat) -> list[RecordedCard]:
    cards: list[RecordedCard] = []
    seat = leader
    mark: str | None = None
    for number, token in row:
        if token.upper() in ("^R", "^L"):
            mark = token[1].upper()
            continue
        text = token.rstrip("!?")
        if text != "-":
            try:
                card = Card.parse(text)
            except RuleViolation:
                raise RecordError(number, f"'{token[:10]}' is not a card.") from None
            cards.append(RecordedCard(seat, str(card), mark, number))
        mark = None
        seat = seat.next()
    return cards


def _trump(contract: str | None) -> Suit | None:
    if contract is None or contract == "Pass":
        return None
    strain = contract.lstrip("1234567").rstrip("X").upper()[:1]
    return Suit(strain) if strain in ("S", "H", "D", "C") else None


def _vulnerability(text: str) -> str | None:
    """The vulnerability a `Vulnerable` tag names in any of PBN's spellings, or None."""
    try:
        return Vulnerability.parse(text).value
    except RuleViolation:
        return None
