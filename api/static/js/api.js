// The app's only way to the server: the public HTTP API, with the token from this tab's
// sessionStorage. Every request goes to the page's own origin.

const TOKEN = "bridge-ledger-token";

export function token() {
  return sessionStorage.getItem(TOKEN);
}

export function signIn(value) {
  sessionStorage.setItem(TOKEN, value.trim());
}

export function signOut() {
  sessionStorage.removeItem(TOKEN);
}

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function request(method, path, { params, body, linked } = {}) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(params || {})) {
    if (value !== null && value !== undefined && value !== "") url.searchParams.set(name, value);
  }
  const headers = { Accept: "application/json" };
  if (token()) headers.Authorization = `Bearer ${token()}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const reply = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (reply.status === 204) return null;
  const text = await reply.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = text; }
  if (!reply.ok) {
    const detail = data && typeof data === "object" && "detail" in data ? data.detail : reply.statusText;
    throw new ApiError(reply.status, typeof detail === "string" ? detail : "The request was refused.");
  }
  return linked ? { items: data, next: nextCursor(reply.headers.get("Link")) } : data;
}

// The cursor of a list's next page, from its `Link: <...cursor=...>; rel="next"` header.
function nextCursor(link) {
  const found = /<([^>]*)>\s*;\s*rel="next"/.exec(link || "");
  return found ? new URL(found[1], window.location.origin).searchParams.get("cursor") : null;
}

// A server-sent event stream read with fetch (an EventSource cannot send the token): each
// event's name and data to `onEvent`, until the server ends it or `signal` aborts it.
// A refusal (401, 404, 503) throws ApiError; a dropped connection throws TypeError.
export async function streamEvents(path, signal, onEvent) {
  const headers = { Accept: "text/event-stream" };
  if (token()) headers.Authorization = `Bearer ${token()}`;
  const reply = await fetch(new URL(path, window.location.origin), { headers, signal, cache: "no-store" });
  if (!reply.ok || !reply.body) throw new ApiError(reply.status, reply.statusText || "The stream was refused.");
  const reader = reply.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = "";
  let name = "message";
  let data = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    pending += value;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop();
    for (const line of lines) {
      if (line === "") {
        if (data.length) onEvent(name, data.join("\n"));
        name = "message";
        data = [];
      } else if (line.startsWith("event:")) {
        name = line.slice(6).trim();
      } else if (line.startsWith("data:")) {
        data.push(line.slice(5).replace(/^ /, ""));
      }
    }
  }
}

export const api = {
  get: (path, params) => request("GET", path, { params }),
  // A list whose next page a Link header names: { items, next } (next: a cursor, or null).
  page: (path, params) => request("GET", path, { params, linked: true }),
  post: (path, body) => request("POST", path, { body: body === undefined ? {} : body }),
  put: (path, body) => request("PUT", path, { body }),
  del: (path) => request("DELETE", path),
};
