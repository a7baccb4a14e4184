"""What a board does with the table's irregularities (docs/design.md 4.3, 5): its
`revoke_policy`, which governs the auction's irregularities as much as the play's."""

from __future__ import annotations

from enum import StrEnum


class IrregularityPolicy(StrEnum):
    PREVENT = "prevent"  # an illegal call or card is refused and nothing is recorded
    DETECT = "detect"  # it is recorded as the fact it is; players or the director raise it
    AUTO = "auto"  # detect, and the service raises every revoke nobody raised at the end

    @property
    def records_irregularities(self) -> bool:
        return self is not IrregularityPolicy.PREVENT

    @property
    def raises_forgotten_revokes(self) -> bool:
        return self is IrregularityPolicy.AUTO
