"""Errors of the application services, each meaning one kind of HTTP answer."""

from domain.rules.errors import RuleViolation


class DomainError(Exception):
    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else "The request cannot be carried out."


class NotFound(DomainError):
    """The thing does not exist, or this user may not know it exists (404)."""


class NotAllowed(DomainError):
    """This user may not do this to a thing they can see (403)."""


class Conflict(DomainError):
    """Wrong phase, stale version, nothing to undo, a name taken (409)."""


__all__ = ["Conflict", "DomainError", "NotAllowed", "NotFound", "RuleViolation"]
