"""Recording HTTP exchanges with what is legitimately random taken out.

A recording is a list of steps: (label, who, method, path, params, body, status,
content_type, link, response). UUIDs become `<id1>`, `<id2>`… in the order they first
appear in the whole recording (paths included), tokens `<token>`, timestamps
`<timestamp>`, pagination cursors `<cursor …>` with
their own content normalised the same way. Everything else is kept verbatim, so that two
recordings compare equal exactly when the service answered the same.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from dataclasses import dataclass, field
from typing import Any

import httpx
from fastapi.testclient import TestClient

UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
TIMESTAMP = re.compile(
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?"
)
NIL_UUID = "00000000-0000-0000-0000-000000000000"
TOKEN_KEYS = frozenset({"token"})
STORES = ("sqlite", "postgresql")
BINARY_TYPES = ("application/pdf", "application/octet-stream", "image/")


@dataclass
class Normaliser:
    """Replaces the random parts of texts; the same UUID always gets the same label."""

    labels: dict[str, str] = field(default_factory=dict)

    def uuid(self, found: str) -> str:
        key = found.lower()
        if key == NIL_UUID:
            return found  # the unknown-board probes: chosen, not random
        if key not in self.labels:
            self.labels[key] = f"<id{len(self.labels) + 1}>"
        return self.labels[key]

    def text(self, value: str) -> str:
        value = UUID.sub(lambda m: self.uuid(m.group(0)), value)
        return TIMESTAMP.sub("<timestamp>", value)

    def cursor(self, value: str) -> str:
        """A cursor is base64 of a JSON list of a position (a time, an id…)."""
        try:
            position = json.loads(base64.urlsafe_b64decode(value.encode()))
        except (binascii.Error, ValueError, UnicodeDecodeError):
            return self.text(value)
        return f"<cursor {json.dumps(self.json(position))}>"

    def json(self, value: Any, key: str | None = None) -> Any:
        if isinstance(value, dict):
            page = "items" in value and "next" in value
            return {
                k: (
                    self.cursor(v)
                    if page and k == "next" and isinstance(v, str)
                    else self.json(v, k)
                )
                for k, v in value.items()
            }
        if isinstance(value, list):
            return [self.json(item) for item in value]
        if isinstance(value, str):
            if key in TOKEN_KEYS:
                return "<token>"
            if key == "store" and value in STORES:
                return "<store>"  # /health names the store the scenario runs on
            return self.text(value)
        return value

    def link(self, value: str) -> str:
        def cursor(match: re.Match[str]) -> str:
            return f"cursor={self.cursor(httpx.QueryParams(match.group(0)).get('cursor', ''))}"

        return self.text(re.sub(r"cursor=[^&>]*", cursor, value))


@dataclass
class Person:
    name: str
    token: str | None

    @property
    def headers(self) -> dict[str, str]:
        return {} if self.token is None else {"Authorization": f"Bearer {self.token}"}


DEFAULT_STATUS = {"GET": 200, "POST": 201, "PUT": 200, "PATCH": 200, "DELETE": 200}
ANY = -1  # a read whose status the scenario does not judge (the recording still holds it)


@dataclass
class Recorder:
    """Sends requests through the app in process and records each exchange."""

    client: TestClient
    normaliser: Normaliser = field(default_factory=Normaliser)
    steps: list[dict[str, Any]] = field(default_factory=list)
    # Steps whose status was not the one the scenario expected (judged at record time).
    surprises: list[str] = field(default_factory=list)
    admin_token: str = ""  # the token of the store's admin, for reads after the scenario
    stopped: str | None = None  # why the scenario could not go on, if it could not

    def request(
        self,
        label: str,
        who: Person,
        method: str,
        path: str,
        body: Any = None,
        *,
        params: dict[str, Any] | None = None,
        content: bytes | None = None,
        expect: int | None = None,
    ) -> httpx.Response:
        expected = DEFAULT_STATUS[method] if expect is None else expect
        reply: httpx.Response = self.client.request(
            method,
            path,
            headers=who.headers,
            json=body if content is None else None,
            content=content,
            params=params,
        )
        n = self.normaliser
        step: dict[str, Any] = {
            "label": label,
            "as": who.name,
            "method": method,
            "path": n.text(path),
        }
        if params:
            step["params"] = {
                k: (n.cursor(v) if k == "cursor" else n.json(v)) for k, v in params.items()
            }
        if content is not None:
            step["body"] = f"<file of {len(content)} bytes>"
        elif body is not None:
            step["body"] = n.json(body)
        content_type = reply.headers.get("content-type", "")
        step["status"] = reply.status_code
        step["content_type"] = content_type
        if "link" in reply.headers:
            step["link"] = n.link(reply.headers["link"])
        step["response"] = self._response(reply, content_type)
        self.steps.append(step)
        if expected != ANY and reply.status_code != expected:
            self.surprises.append(
                f"{label}: {method} {path} answered {reply.status_code}, not {expected}: "
                f"{reply.text[:300]}"
            )
        return reply

    def _response(self, reply: httpx.Response, content_type: str) -> Any:
        if any(content_type.startswith(kind) for kind in BINARY_TYPES):
            return f"<binary {content_type}>"
        if content_type.startswith("application/json"):
            return self.normaliser.json(reply.json()) if reply.content else None
        return self.normaliser.text(reply.text)

    # Short forms -------------------------------------------------------------------
    def get(self, label: str, who: Person, path: str, **kw: Any) -> httpx.Response:
        return self.request(label, who, "GET", path, **kw)

    def post(
        self, label: str, who: Person, path: str, body: Any = None, **kw: Any
    ) -> httpx.Response:
        return self.request(label, who, "POST", path, body, **kw)

    def put(
        self, label: str, who: Person, path: str, body: Any = None, **kw: Any
    ) -> httpx.Response:
        return self.request(label, who, "PUT", path, body, **kw)

    def patch(
        self, label: str, who: Person, path: str, body: Any = None, **kw: Any
    ) -> httpx.Response:
        return self.request(label, who, "PATCH", path, body, **kw)

    def delete(self, label: str, who: Person, path: str, **kw: Any) -> httpx.Response:
        return self.request(label, who, "DELETE", path, **kw)

    def peek(self, who: Person, path: str, **params: Any) -> Any:
        """A read the scenario needs to go on (the cards in a hand), not recorded."""
        reply = self.client.get(path, headers=who.headers, params=params or None)
        assert reply.status_code == 200, reply.text
        return reply.json()
