"""Opener's rebid as the teachers state it (issue 33): the chapter's principles the
system's written rules (sayc.md, "Opener's Rebids after 1C/1D/1H and 1S") and
library/principles_rebids.py do not already decide, each in a module of its own with
its source; none names a hand or an auction.

- The jump shift counts length, and a strong two-suiter reverses rather than jump in
  the higher suit (principles_opener_jump_shift).
- A game force with three-card support for partner's major jump-shifts, in a
  three-card side suit if need be, rather than jump-rebid its own suit
  (principles_jump_shift_with_support).
- A maximum after 1NT bids game (principles_opener_maximum; the strength classes in
  principles_opener_first_rebid).
- The help-suit try before the re-raise (principles_help_suit_try).
- After a two-over-one opener shows his shape, and rebidding the major promises six
  (principles_two_over_one_shape; a set-aside only).
- A minimum that has rebid its suit bids no more unless partner forces
  (principles_opener_misfit).
- Six-five comes alive (principles_six_five).

Tried and withdrawn (docs/recommendation.md): the three-card raise with a weak doubleton
and 1NT with a singleton in partner's suit, which the textbook cases do not teach.
"""

from __future__ import annotations

from library.principles_help_suit_try import help_suit_try
from library.principles_jump_shift_with_support import jump_shift_with_support
from library.principles_opener_jump_shift import jump_shift
from library.principles_opener_maximum import maximum_over_notrump
from library.principles_opener_misfit import opener_misfit_pass
from library.principles_six_five import six_five

__all__ = ["OPENER_REBIDS"]

OPENER_REBIDS = (
    jump_shift_with_support,
    jump_shift,
    maximum_over_notrump,
    help_suit_try,
    opener_misfit_pass,
    six_five,
)
