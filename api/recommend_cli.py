"""`bridge-ledger recommend`: the system's call for a hand, from the library's modules.

    bridge-ledger recommend --base sayc --convention stayman_1nt \\
        --hand AKQ52.43.J92.AT3 --auction "1NT Pass" --dealer N

`--defaults` adds the conventions the base system's own texts include. The answer is
the call, the rule it comes from, the constraints checked with the hand's values and
the alternatives; `--json` prints what `POST /library/recommend` answers.
"""

from __future__ import annotations

import argparse
import json

from library import load_library
from library.recommend import Recommendation
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook
from library.recommend_service import SystemBooks, recommend_request

__all__ = ["add_parser", "add_question_options", "ask", "run"]


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    recommend = commands.add_parser("recommend", help="recommend a call from a library system")
    recommend.add_argument("--base", required=True, help="base system id, e.g. sayc")
    recommend.add_argument(
        "--convention", action="extend", nargs="+", default=[], metavar="ID",
        help="conventions to add (repeat the option or list several)",
    )  # fmt: skip
    recommend.add_argument(
        "--defaults", action="store_true", help="add the base system's usual conventions"
    )
    add_question_options(recommend)


def add_question_options(parser: argparse.ArgumentParser) -> None:
    """The hand and the auction; `systems recommend ID` asks with the same options."""
    parser.add_argument("--hand", required=True, help="AKQ52.43.J92.AT3 or 'SA SK ...'")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--auction", default="", help='the calls from the dealer, e.g. "1NT Pass"')
    where.add_argument("--sequence", default=None, help="or a PID sequence, e.g. 1n-(p)")
    parser.add_argument("--dealer", default=None, help="N, E, S or W (default N)")
    parser.add_argument("--vulnerability", default="None", help="None, NS, EW or All")
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")


def run(args: argparse.Namespace) -> int:
    conventions = list(args.convention)
    if args.defaults:
        extra = DEFAULT_CONVENTIONS.get(args.base, ())
        conventions += [c for c in extra if c not in conventions]
    print(ask(SystemBooks(load_library).book(args.base, conventions), args))
    return 0


def ask(book: RuleBook, args: argparse.Namespace) -> str:
    """The answer to the question the options put to `book`, as text or JSON."""
    answer = recommend_request(
        book,
        hand=args.hand,
        auction=None if args.sequence is not None else args.auction.split(),
        sequence=args.sequence,
        dealer=args.dealer,
        vulnerability=args.vulnerability,
    )
    return json.dumps(answer.to_dict(), indent=2) if args.json else render(answer)


def render(answer: Recommendation) -> str:
    place = answer.place
    lines = [
        f"Seat {place.seat.value} ({place.role}, position {place.position}), "
        f"sequence '{answer.auction_sequence or '-'}', hand {answer.hand} "
        f"({answer.hand.hcp} HCP, {'-'.join(map(str, answer.hand.pattern))})",
        f"Call: {answer.call or 'none'} ({answer.basis}) - {answer.reason}",
    ]
    if answer.rule is not None:
        rule = answer.rule
        lines.append(f"Rule: {rule.sequence} = {rule.meaning} [{rule.module_id}, {rule.priority}]")
    lines += [f"  {'ok ' if c.holds else 'NO '} {c}" for c in answer.checks]
    if answer.alternatives:
        lines.append("Alternatives:")
        lines += [f"  {alt.call}: {alt.why}" for alt in answer.alternatives]
    return "\n".join(lines)
