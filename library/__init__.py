"""The read-only bidding-system library: base systems and conventions in markdown.

``load_library()`` parses and validates every module (``LibraryError`` lists every
problem); ``check_library()`` reports problems and constraint coverage without raising.
The file format is described in ``library/FORMAT.md``.
"""

from library.constraints import Extraction, analyse_meaning, extract_constraints
from library.loader import CheckReport, check_library, check_paths, library_root, load_library
from library.model import (
    BASE_SYSTEM,
    CONVENTION,
    Constraints,
    IntRange,
    Issue,
    Library,
    LibraryError,
    LibraryModule,
    LibraryRule,
)
from library.sequence import (
    SequenceCall,
    SequenceError,
    SuitsBid,
    call_name,
    check_auction,
    depth_of,
    format_sequence,
    is_bid,
    last_call,
    legal_next_calls,
    normalise_sequence,
    parent_of,
    parse_sequence,
    suits_bid,
)
from library.validator import ModuleCoverage

__all__ = [
    "BASE_SYSTEM",
    "CONVENTION",
    "CheckReport",
    "Constraints",
    "Extraction",
    "IntRange",
    "Issue",
    "Library",
    "LibraryError",
    "LibraryModule",
    "LibraryRule",
    "ModuleCoverage",
    "SequenceCall",
    "SequenceError",
    "SuitsBid",
    "analyse_meaning",
    "call_name",
    "check_auction",
    "check_library",
    "check_paths",
    "depth_of",
    "extract_constraints",
    "format_sequence",
    "is_bid",
    "last_call",
    "legal_next_calls",
    "library_root",
    "load_library",
    "normalise_sequence",
    "parent_of",
    "parse_sequence",
    "suits_bid",
]
