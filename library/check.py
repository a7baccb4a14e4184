"""``python -m library.check [PATH ...]``: check the bidding library and report coverage.

Without paths the whole library is checked. Every problem is printed as
``file:line: sentence``, then a table of constraint coverage per module, then a summary
line. The exit status is 1 when there is any problem, else 0. With ``--missed`` the
stated items that were not extracted are listed under the table.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from library.loader import CheckReport, check_library, check_paths

__all__ = ["main", "render"]


def render(report: CheckReport, *, missed: bool = False) -> str:
    """The text ``library check`` prints for a report."""
    lines = [str(issue) for issue in report.issues]
    if report.coverage:
        if lines:
            lines.append("")
        width = max(len("module"), *(len(c.module_id) for c in report.coverage))
        lines.append(f"{'module':<{width}}  rules  stated  extracted  percent")
        for c in report.coverage:
            lines.append(
                f"{c.module_id:<{width}}  {c.rules:>5}  {c.stated:>6}  {c.extracted:>9}  "
                f"{c.percent:>6.1f}%"
            )
        stated = sum(c.stated for c in report.coverage)
        extracted = sum(c.extracted for c in report.coverage)
        percent = 100.0 * extracted / stated if stated else 100.0
        lines.append(
            f"{'total':<{width}}  {report.total_rules:>5}  {stated:>6}  {extracted:>9}  "
            f"{percent:>6.1f}%"
        )
        if missed:
            for c in report.coverage:
                for line, text in c.missed:
                    lines.append(f"  not extracted: {c.module_id}:{line}: {text!r}")
    errors = len(report.issues)
    lines.append(
        f"{len(report.coverage)} modules, {report.total_rules} sequences, "
        f"{errors} error{'s' if errors != 1 else ''}"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m library.check",
        description="Check bidding-library files (library/FORMAT.md) and report coverage.",
    )
    parser.add_argument(
        "paths", nargs="*", type=Path, help="module files or folders (default: the library)"
    )
    parser.add_argument(
        "--missed", action="store_true", help="list stated items that were not extracted"
    )
    args = parser.parse_args(argv)
    paths: list[Path] = args.paths
    for path in paths:
        if not path.exists():
            print(f"{path}: no such file or folder.")
            return 2
    report = check_paths(paths) if paths else check_library()
    print(render(report, missed=args.missed))
    return 1 if report.issues else 0


if __name__ == "__main__":
    sys.exit(main())
