"""`bridge-ledger recommend`: the system's call for a hand, from the library's modules.

    bridge-ledger recommend --base sayc --convention stayman_1nt \\
        --hand AKQ52.43.J92.AT3 --auction "1NT Pass" --dealer N

`--defaults` adds the conventions the base system's own texts include. The answer is
the call, the rule it comes from, the constraints checked with the hand's values and
the alternatives; `--json` prints what `POST /library/recommend` answers.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Annotated

import typer

from api.cli_common import CommandFailed
from library import load_library
from library.recommend import Recommendation
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook
from library.recommend_service import SystemBooks, recommend_request

__all__ = ["Question", "ask", "recommend"]

# The hand and the auction; `systems recommend ID` asks with the same options.
Hand = Annotated[str, typer.Option(help="AKQ52.43.J92.AT3 or 'SA SK ...'")]
Auction = Annotated[str, typer.Option(help='the calls from the dealer, e.g. "1NT Pass"')]
Sequence = Annotated[str | None, typer.Option(help="or a PID sequence, e.g. 1n-(p)")]
Dealer = Annotated[str | None, typer.Option(help="N, E, S or W (default N)")]
Vulnerability = Annotated[
    str, typer.Option(help="None, NS, EW or All (Love and - are None, Both is All)")
]
AsJson = Annotated[bool, typer.Option("--json", help="print the answer as JSON")]


@dataclass(frozen=True)
class Question:
    hand: str
    auction: str = ""
    sequence: str | None = None
    dealer: str | None = None
    vulnerability: str = "None"
    as_json: bool = False


def recommend(
    base: Annotated[str, typer.Option(help="base system id, e.g. sayc")],
    hand: Hand,
    convention: Annotated[
        list[str] | None,
        typer.Option(metavar="ID", help="a convention to add (repeat the option)"),
    ] = None,
    more: Annotated[
        list[str] | None,
        typer.Argument(metavar="[ID]...", help="more conventions, listed after --convention"),
    ] = None,
    defaults: Annotated[
        bool, typer.Option("--defaults", help="add the base system's usual conventions")
    ] = False,
    auction: Auction = "",
    sequence: Sequence = None,
    dealer: Dealer = None,
    vulnerability: Vulnerability = "None",
    as_json: AsJson = False,
) -> None:
    """recommend a call from a library system"""
    conventions = [*(convention or []), *(more or [])]
    if defaults:
        extra = DEFAULT_CONVENTIONS.get(base, ())
        conventions += [c for c in extra if c not in conventions]
    question = Question(hand, auction, sequence, dealer, vulnerability, as_json)
    print(ask(SystemBooks(load_library).book(base, conventions), question))


def ask(book: RuleBook, question: Question) -> str:
    """The answer to `question` from `book`, as text or JSON."""
    if question.sequence is not None and question.auction:
        raise CommandFailed("Give the auction or a sequence, not both.")
    answer = recommend_request(
        book,
        hand=question.hand,
        auction=None if question.sequence is not None else question.auction.split(),
        sequence=question.sequence,
        dealer=question.dealer,
        vulnerability=question.vulnerability,
    )
    return json.dumps(answer.to_dict(), indent=2) if question.as_json else render(answer)


def render(answer: Recommendation) -> str:
    place = answer.place
    lines = [
        f"Seat {place.seat.value} ({place.role}, position {place.position}), "
        f"sequence '{answer.auction_sequence or '-'}', hand {answer.hand} "
        f"({answer.hand.hcp} HCP, {'-'.join(map(str, answer.hand.pattern))}), "
        f"vulnerability {answer.vulnerability}",
        f"Call: {answer.call} ({answer.basis}) - {answer.reason}",
    ]
    if answer.rule is not None:
        rule = answer.rule
        lines.append(f"Rule: {rule.sequence} = {rule.meaning} [{rule.module_id}, {rule.priority}]")
    lines += [f"  {'ok ' if c.holds else 'NO '} {c}" for c in answer.checks]
    if answer.alternatives:
        lines.append("Alternatives:")
        lines += [f"  {alt.call}: {alt.why}" for alt in answer.alternatives]
    return "\n".join(lines)
