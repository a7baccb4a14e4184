"""Errors raised by the pure rules; each message is a sentence for a person."""


class RuleViolation(ValueError):
    """Input that breaks a rule of bridge or of the notation."""

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else "The input breaks a rule."
