"""A session's travellers and ranking from its results: matchpoints with Neuberg's
formula (Law 78A, 12C2; a weighted score part by part, 12C1(c)), cross-IMPs (Law 78B),
or board-a-match points (a win, tie or loss against each other table: half the
matchpoints), the pure rules of matchpoints.py and imps.py applied board by board."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.rules.imps import imps
from domain.rules.matchpoints import (
    AVERAGE,
    AVERAGE_MINUS,
    AVERAGE_PLUS,
    Artificial,
    Result,
    Weighted,
    board_matchpoints,
    spread,
)

ARTIFICIAL_IMPS = {60: 3.0, 50: 0.0, 40: -3.0}  # average plus, average, average minus (12C2)


@dataclass(frozen=True)
class TableResult:
    ns: str
    ew: str
    score_ns: int | None  # None for an artificial score
    adjusted: tuple[int, int] | None = None  # (NS, EW) percent
    # Law 12C1(c): NS's score of each potential result and its weight in percent
    weighted: tuple[tuple[int, int], ...] | None = None
    # Law 87: the form of a fouled board the table played (0: the correct one)
    form: int = 0

    def as_result(self) -> Result:
        if self.adjusted is not None:
            return Artificial(*self.adjusted)
        if self.weighted is not None:
            return Weighted(self.weighted)
        return int(self.score_ns or 0)


@dataclass(frozen=True)
class TravellerLine:
    ns: str
    ew: str
    score_ns: int | None
    mp_ns: float
    mp_ew: float
    percent_ns: float
    imp_ns: float
    # East-West's IMPs: minus North-South's at a real score, its own grade at an
    # artificial one (Law 12C2: each contestant is graded, 60/60 gives both +3).
    imp_ew: float = 0.0


@dataclass(frozen=True)
class RankingLine:
    rank: int
    pair: str
    total: float
    percent: float | None
    boards: int
    names: str | None = None  # the pair's players, when the session knows them
    penalty: float = 0.0  # taken off `total` by procedural penalties (Law 90), in its units


def pair_key(pair: str) -> tuple[int, int, str]:
    """Pairs in the order people read their numbers: 4 before 37, then names."""
    return (0, int(pair), pair) if pair.isdigit() else (1, 0, pair)


def traveller(results: Sequence[TableResult], expected: int) -> list[TravellerLine]:
    """Every table's result on one board that `expected` tables should have played. A
    fouled board's forms (Law 87B: the director "divides the scores on that basis into
    groups and rates each group separately") are each compared within themselves and
    factored by Neuberg's formula up to the board's tables, so every form has the board's
    top."""
    forms = sorted({result.form for result in results})
    if len(forms) > 1:
        by_table: dict[int, TravellerLine] = {}
        tables = max(expected, len(results))
        for form in forms:
            group = [i for i, result in enumerate(results) if result.form == form]
            rated = traveller([results[i] for i in group], tables)
            by_table.update(zip(group, rated, strict=True))
        return [by_table[i] for i in range(len(results))]
    as_results = [r.as_result() for r in results]
    points = board_matchpoints(as_results, max(expected, len(results)))
    top = 2 * (max(expected, len(results)) - 1)
    real = [r for r in as_results if not isinstance(r, Artificial)]
    crossed = iter(weighted_cross_imps(real))
    lines = []
    for result, (ns, ew) in zip(results, points, strict=True):
        if result.adjusted is not None:
            imp = ARTIFICIAL_IMPS.get(result.adjusted[0], 0.0)
            imp_ew = ARTIFICIAL_IMPS.get(result.adjusted[1], 0.0)
        else:
            imp = next(crossed)
            imp_ew = -imp
        percent = 100 * ns / top if top else AVERAGE
        lines.append(
            TravellerLine(
                result.ns,
                result.ew,
                result.score_ns,
                round(ns, 2),
                round(ew, 2),
                round(percent, 2),
                round(imp, 2),
                round(imp_ew, 2) + 0.0,  # never -0.0
            )
        )
    return lines


def weighted_cross_imps(results: Sequence[int | Weighted]) -> list[float]:
    """Each North-South result against every other table's, in IMPs, averaged over the
    other tables (0 when the board was played once): a weighted score (Law 12C1(c)) is
    IMPed part by part and the IMPs weighted, and the other tables against it likewise."""
    if len(results) < 2:
        return [0.0 for _ in results]
    return [
        sum(
            wa * wb * imps(a - b)
            for j, other in enumerate(results)
            if j != i
            for a, wa in spread(mine)
            for b, wb in spread(other)
        )
        / (len(results) - 1)
        for i, mine in enumerate(results)
    ]


@dataclass(frozen=True)
class _Board:
    """What one board gave a pair: its points, the most it could get, and whether they
    come from an artificial average plus (Law 12C2, a contestant in no way at fault) or
    average minus (a contestant directly at fault)."""

    gained: float
    top: float
    average_plus: bool
    average_minus: bool = False

    @property
    def artificial(self) -> bool:
        """A grade 12C2(c) may change: average plus or average minus (average never)."""
        return self.average_plus or self.average_minus


@dataclass(frozen=True)
class OneSided:
    """One pair's artificial score on a board it could not play (Law 15B3, 12C2(a)): its
    percentage of the board's top, with no opponents and no table."""

    pair: str
    percent: int


def one_sided_points(percent: int, top: float) -> tuple[float, float]:
    """What a one-sided artificial score of `percent` gives on a board whose matchpoint top
    (Law 78A units) is `top`: its matchpoints (the percentage of the top, as any
    artificial score), and its IMPs (the grade: +3, 0, -3)."""
    return top * percent / 100, ARTIFICIAL_IMPS[percent]


def ranking(
    boards: Mapping[int, Sequence[TableResult]],
    scoring: str,
    expected: int | Mapping[int, int],
    one_sided: Mapping[int, Sequence[OneSided]] | None = None,
    penalties: Mapping[str, float] | None = None,
) -> list[RankingLine]:
    """Each pair's total over the boards it played, best first; ties share a rank. MP:
    matchpoints and the percentage of the tops; BAM: half the matchpoints; IMP: the sum of
    cross-IMPs (no percentage). At matchpoints and board-a-match the order is by
    percentage, so that a pair that played fewer boards (a sit-out, a missing table) is
    ranked by what it scored on the boards it played; at IMPs by the total. A pair given
    average plus that scored more than 60 percent (or 3 IMPs a board) on the session's
    other boards gets that instead, and so does a pair given average minus that scored
    less than 40 percent (or -3 IMPs a board) there (Law 12C2(c)). `expected`: the tables
    that play each board (by its number), or one number for every board. `one_sided`: each board's
    artificial scores given to one pair alone (Law 15B3), a percentage of the board's top
    that no table's result is compared with. `penalties`: each pair's procedural penalties
    (Law 90), in percent of a board's top at MP and BAM (of the pair's average top), in
    IMPs at IMPs, taken off its total; nobody else's score changes."""
    played: dict[str, list[_Board]] = {}
    for number in sorted(set(boards) | set(one_sided or {})):
        results = boards.get(number, ())
        due = expected if isinstance(expected, int) else expected[number]
        top = 2 * (max(due, len(results)) - 1)
        for alone in (one_sided or {}).get(number, ()):
            points, imps_alone = one_sided_points(alone.percent, top)
            gained = imps_alone if scoring == "IMP" else points / 2 if scoring == "BAM" else points
            most = top / 2 if scoring == "BAM" else top
            played.setdefault(alone.pair, []).append(
                _Board(gained, most, alone.percent == AVERAGE_PLUS, alone.percent == AVERAGE_MINUS)
            )
        for result, line in zip(results, traveller(results, due), strict=True):
            grades = result.adjusted or (None, None)
            sides = ((line.ns, line.mp_ns, line.imp_ns, grades[0]),
                     (line.ew, line.mp_ew, line.imp_ew, grades[1]))  # fmt: skip
            for pair, mp, imp, grade in sides:
                gained = imp if scoring == "IMP" else mp / 2 if scoring == "BAM" else mp
                most = top / 2 if scoring == "BAM" else top
                played.setdefault(pair, []).append(
                    _Board(gained, most, grade == AVERAGE_PLUS, grade == AVERAGE_MINUS)
                )
    totals = {pair: _total(got, scoring) for pair, got in played.items()}
    tops = {pair: sum(b.top for b in got) for pair, got in played.items()}
    taken = {
        pair: amount if scoring == "IMP" else amount / 100 * tops[pair] / len(played[pair])
        for pair, amount in (penalties or {}).items()
        if pair in played and amount
    }
    totals = {pair: total - taken.get(pair, 0.0) for pair, total in totals.items()}
    percents = {pair: 100 * totals[pair] / tops[pair] if tops[pair] else AVERAGE for pair in totals}
    merit = totals if scoring == "IMP" else percents
    order = sorted(totals, key=lambda pair: (-round(merit[pair], 6), pair_key(pair)))
    lines = []
    for pair in order:
        better = sum(1 for other in merit if round(merit[other], 6) > round(merit[pair], 6))
        percent = None if scoring == "IMP" else round(percents[pair], 2)
        lines.append(
            RankingLine(
                better + 1,
                pair,
                round(totals[pair], 2),
                percent,
                len(played[pair]),
                penalty=round(taken.get(pair, 0.0), 2),
            )
        )
    return lines


def _total(boards: Sequence[_Board], scoring: str) -> float:
    """The pair's total under Law 12C2(c): "The foregoing is modified for a non-offending
    contestant that obtains a session score exceeding 60% of the available matchpoints or
    for an offending contestant that obtains a session score that is less than 40% of the
    available matchpoints (or the equivalent in IMPs). Such contestants are awarded the
    percentage obtained (or the equivalent in IMPs) on the other boards of that session."
    Each average plus rises to the pair's own score on its other boards when that is
    better, each average minus falls to it when that is worse: its percentage of their
    tops, or its IMPs a board."""
    others = [b for b in boards if not b.artificial]
    total = sum(b.gained for b in others)
    if scoring == "IMP":
        own = total / len(others) if others else None
        plus, minus = ARTIFICIAL_IMPS[AVERAGE_PLUS], ARTIFICIAL_IMPS[AVERAGE_MINUS]
        return total + sum(_graded(b, own, plus, minus, 1.0) for b in boards if b.artificial)
    most = sum(b.top for b in others)
    share = total / most if most else None
    return total + sum(
        _graded(b, share, AVERAGE_PLUS / 100, AVERAGE_MINUS / 100, b.top)
        for b in boards
        if b.artificial
    )


def _graded(board: _Board, own: float | None, plus: float, minus: float, scale: float) -> float:
    """An artificial board's points: the pair's `own` score elsewhere (a share of the top,
    times `scale`; or IMPs a board) when 12C2(c) gives it that, else its grade's."""
    if own is not None and board.average_plus and own > plus:
        return own * scale
    if own is not None and board.average_minus and own < minus:
        return own * scale
    return board.gained
