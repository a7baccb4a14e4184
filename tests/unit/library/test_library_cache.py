"""The parsed library kept between processes (library/loader.py, BRIDGE_LEDGER_LIBRARY_CACHE):
what is read back is what a parse gives, and a changed module file is parsed afresh."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from library import LibraryError, library_root
from library.loader import CACHE_VARIABLE, _checked_modules, _kept_modules, _module_files


def a_library(tmp_path: Path) -> Path:
    root = tmp_path / "library"
    for folder in ("systems", "conventions"):
        shutil.copytree(library_root() / folder, root / folder)
    return root


def test_the_kept_modules_are_the_parsed_ones_and_a_change_is_parsed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = a_library(tmp_path)
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path / "kept"))
    parsed = _checked_modules(root)
    first = _kept_modules(root, _module_files(root))  # parsed, then kept
    assert len(list((tmp_path / "kept").glob("library-*.pickle"))) == 1
    again = _kept_modules(root, _module_files(root))  # read back
    assert first == parsed and again == parsed

    stayman = root / "conventions" / "stayman_1nt.md"
    text = stayman.read_text()
    stayman.write_text(text.replace("name:", "name: Kept", 1))
    changed = _kept_modules(root, _module_files(root))
    assert changed == _checked_modules(root) != parsed
    assert len(list((tmp_path / "kept").glob("library-*.pickle"))) == 2


def test_a_library_with_issues_is_refused_and_never_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = a_library(tmp_path)
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path / "kept"))
    (root / "conventions" / "stayman_1nt.md").write_text("not a module\n")
    with pytest.raises(LibraryError):
        _kept_modules(root, _module_files(root))
    assert not list((tmp_path / "kept").glob("library-*"))
