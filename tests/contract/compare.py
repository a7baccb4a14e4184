"""Where two JSON values first differ, said so that a person sees it at once."""

from __future__ import annotations

from typing import Any

SHOWN = 240  # characters of each differing value in a message


def first_difference(recorded: Any, now: Any, where: str = "") -> tuple[str, Any, Any] | None:
    """The path of the first differing key or index (depth first), and both values there."""
    if isinstance(recorded, dict) and isinstance(now, dict):
        for key in [*recorded, *(k for k in now if k not in recorded)]:
            if key not in recorded or key not in now:
                return (f"{where}.{key}", recorded.get(key, "<absent>"), now.get(key, "<absent>"))
            found = first_difference(recorded[key], now[key], f"{where}.{key}")
            if found:
                return found
        if list(recorded) != list(now):
            return (f"{where} (key order)", list(recorded), list(now))
        return None
    if isinstance(recorded, list) and isinstance(now, list):
        for index, (a, b) in enumerate(zip(recorded, now, strict=False)):
            found = first_difference(a, b, f"{where}[{index}]")
            if found:
                return found
        if len(recorded) != len(now):
            return (f"{where} (length)", len(recorded), len(now))
        return None
    if recorded != now or type(recorded) is not type(now):
        return (where or "(the whole value)", recorded, now)
    return None


def describe(title: str, recorded: Any, now: Any) -> str | None:
    found = first_difference(recorded, now)
    if found is None:
        return None
    where, was, is_now = found
    return (
        f"{title}: first difference at {where}\n"
        f"    recorded: {_short(was)}\n"
        f"    now:      {_short(is_now)}"
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"
