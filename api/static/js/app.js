// The web app's entry: sign-in, the hash routes, and the lists. Each view is reachable by
// its URL (docs/contract.md "The web app"): #/ the boards, #/boards/{id}[?step=N&seat=S],
// #/sessions, #/sessions/{id} and a table of its movement #/sessions/{id}/tables/{t},
// #/systems and #/systems/{id}, #/rulings.

import { api, ApiError, signIn, signOut, token } from "./api.js";
import { boardPage, stopBoard } from "./board.js";
import { callLabel, h, replace, status } from "./dom.js";
import { robotsForm } from "./robots.js";
import { sessionPage, sessionsPage } from "./sessions.js";
import { systemPage, systemsPage } from "./systems.js";
import { tablePage } from "./tables.js";

const main = document.getElementById("main");

function route() {
  const [path, queryText] = (window.location.hash.slice(1) || "/").split("?");
  const query = new URLSearchParams(queryText || "");
  const parts = path.split("/").filter(Boolean);
  if (!token()) return signInPage;
  if (parts[0] === "boards" && parts[1]) return () => boardPage(main, parts[1], query);
  if (parts[0] === "sessions" && parts[2] === "tables" && parts[3]) return () => tablePage(main, parts[1], parts[3]);
  if (parts[0] === "sessions" && parts[1]) return () => sessionPage(main, parts[1], query);
  if (parts[0] === "sessions") return () => sessionsPage(main);
  if (parts[0] === "systems" && parts[1]) return () => systemPage(main, parts[1], query);
  if (parts[0] === "systems") return () => systemsPage(main);
  if (parts[0] === "rulings") return () => rulingsPage(query);
  return () => boardsPage(query);
}

async function show() {
  stopBoard();
  try {
    await route()();
    await who();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      signOut();
      status("That token is not valid; sign in again.", "error");
      await signInPage();
      return;
    }
    replace(main, h("h1", {}, "Something went wrong"),
      h("p", { class: "error" }, error instanceof ApiError ? error.message : "The server could not be reached."),
      h("p", {}, h("a", { href: "#/" }, "Back to the boards")));
  }
}

async function who() {
  const target = document.getElementById("who");
  if (!token()) return replace(target);
  const me = await api.get("/users/me");
  replace(target, `${me.name} (${me.role}) `, h("button", { type: "button", class: "link", onclick: () => {
    signOut();
    window.location.hash = "#/";
    show();
  } }, "Sign out"));
}

async function signInPage() {
  const field = h("input", { id: "token", name: "token", type: "password", required: true, autocomplete: "current-password" });
  replace(main,
    h("h1", {}, "Sign in"),
    h("form", { class: "sign-in", onsubmit: async (event) => {
      event.preventDefault();
      signIn(field.value);
      try {
        await api.get("/users/me");
      } catch {
        signOut();
        status("That token is not valid.", "error");
        return;
      }
      if (!window.location.hash || window.location.hash === "#/") show();
      else window.dispatchEvent(new HashChangeEvent("hashchange"));
    } },
    h("label", { for: "token" }, "Your token"), field, h("button", { type: "submit" }, "Sign in")),
    h("p", { class: "muted" }, "An admin gives each person a token (bridge-ledger users add NAME)."));
  field.focus();
  replace(document.getElementById("who"));
}

async function boardsPage(query) {
  const phase = query.get("phase") || "";
  const page = await api.get("/boards", { limit: 100, phase: phase || null, cursor: query.get("cursor") });
  const me = await api.get("/users/me");
  const filter = h("select", { id: "phase", "aria-label": "Phase", onchange: (event) => {
    window.location.hash = event.target.value ? `#/?phase=${event.target.value}` : "#/";
  } }, ["", "auction", "play", "complete", "passed_out"].map((value) =>
    h("option", { value, selected: value === phase }, value ? value.replace("_", " ") : "every phase")));
  replace(main,
    h("h1", {}, "Boards"),
    robotsForm(me),
    h("p", {}, h("label", { for: "phase" }, "Show "), filter),
    page.items.length === 0 ? h("p", { class: "muted" }, "No boards yet.") : h("table", { class: "list", "data-testid": "boards" },
      h("thead", {}, h("tr", {}, ["Board", "Phase", "Contract", "Result", "Created"].map((title) => h("th", { scope: "col" }, title)))),
      h("tbody", {}, page.items.map((board) => h("tr", {},
        h("td", {}, h("a", { href: `#/boards/${board.id}` }, `Board ${board.board_number}`)),
        h("td", {}, board.phase.replace("_", " ")),
        h("td", {}, board.contract ? [callLabel(board.contract), board.declarer ? ` ${board.declarer}` : ""] : "—"),
        h("td", {}, board.result ? `NS ${board.result.NS}` : "—"),
        h("td", {}, (board.created_at || "").slice(0, 16).replace("T", " ")))))),
    page.next ? h("p", {}, h("a", { href: `#/?cursor=${encodeURIComponent(page.next)}${phase ? `&phase=${phase}` : ""}` }, "More boards")) : null);
}

async function rulingsPage(query) {
  const rulings = await api.get("/rulings", { director: query.get("director"), limit: 200 });
  replace(main, h("h1", {}, "Rulings"),
    rulings.length ? h("table", { class: "list" },
      h("thead", {}, h("tr", {}, ["Board", "#", "Law", "Director", "Kind", "Score NS", "Why"].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, rulings.map((r) => h("tr", {},
        h("td", {}, h("a", { href: `#/boards/${r.board}` }, "board")), h("td", {}, String(r.number)), h("td", {}, r.law),
        h("td", {}, r.director || "—"), h("td", {}, r.kind.replaceAll("_", " ")),
        h("td", {}, r.NS === null || r.NS === undefined ? "" : String(r.NS)), h("td", {}, r.explanation || "")))))
      : h("p", { class: "muted" }, "No rulings."));
}

window.addEventListener("hashchange", show);
show();
status("");
