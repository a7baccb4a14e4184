// The web app's entry: sign-in, the hash routes, and the lists. Each view is reachable by
// its URL (docs/contract.md "The web app"): #/ the boards, #/boards/{id}[?step=N&seat=S],
// #/sessions, #/sessions/{id}, a table of its movement #/sessions/{id}/tables/{t} and a
// pair's card #/sessions/{id}/cards/{pair},
// #/systems and #/systems/{id}, #/rulings.

import { api, ApiError, signIn, signOut, token } from "./api.js";
import { boardPage, stopBoard } from "./board.js";
import { cardPage } from "./cards.js";
import { callLabel, h, replace, status } from "./dom.js";
import { robotsForm } from "./robots.js";
import { sessionPage, sessionsPage } from "./sessions.js";
import { systemPage, systemsPage } from "./systems.js";
import { tablePage } from "./tables.js";

// Each page draws into a main element of its own: a page still loading when the reader
// moves on (a slow board, a stream's late push) then draws into the element it was given,
// no longer shown, instead of over the page that replaced it. What was shown stays in
// view, moved into the new element, until the new page draws.
let main = document.getElementById("main");

function freshMain() {
  const next = main.cloneNode(false);
  next.append(...main.childNodes);
  main.replaceWith(next);
  main = next;
  return next;
}

function route() {
  const [path, queryText] = (window.location.hash.slice(1) || "/").split("?");
  const query = new URLSearchParams(queryText || "");
  const parts = path.split("/").filter(Boolean);
  if (!token()) return signInPage;
  if (parts[0] === "boards" && parts[1]) return () => boardPage(main, parts[1], query);
  if (parts[0] === "sessions" && parts[2] === "tables" && parts[3]) return () => tablePage(main, parts[1], parts[3]);
  if (parts[0] === "sessions" && parts[2] === "cards" && parts[3]) return () => cardPage(main, parts[1], decodeURIComponent(parts[3]));
  if (parts[0] === "sessions" && parts[1]) return () => sessionPage(main, parts[1], query);
  if (parts[0] === "sessions") return () => sessionsPage(main, query);
  if (parts[0] === "systems" && parts[1]) return () => systemPage(main, parts[1], query);
  if (parts[0] === "systems") return () => systemsPage(main);
  if (parts[0] === "rulings") return () => rulingsPage(main, query);
  return () => boardsPage(main, query);
}

async function show() {
  stopBoard();
  const shown = freshMain();
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
    replace(shown, h("h1", {}, "Something went wrong"),
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

async function boardsPage(main, query) {
  const phase = query.get("phase") || "";
  const player = query.get("player") || "";
  const number = query.get("board_number") || "";
  const page = await api.get("/boards", { limit: 100, phase: phase || null, player: player || null,
    board_number: number || null, cursor: query.get("cursor") });
  const me = await api.get("/users/me");
  const filters = () => {
    const params = new URLSearchParams();
    for (const [name, value] of [["phase", phaseField.value], ["player", playerField.value.trim()], ["board_number", numberField.value]]) {
      if (value) params.set(name, value);
    }
    return params;
  };
  const phaseField = h("select", { id: "phase", name: "phase", "aria-label": "Phase" },
    ["", "auction", "play", "complete", "passed_out"].map((value) =>
      h("option", { value, selected: value === phase }, value ? value.replace("_", " ") : "every phase")));
  const playerField = h("input", { id: "player", name: "player", value: player, maxlength: 64, placeholder: "any player" });
  const numberField = h("input", { id: "board-number", name: "board_number", type: "number", min: 1, max: 9999, value: number, placeholder: "any" });
  const filter = h("form", { class: "boards-filter", "aria-label": "Filter the boards", onsubmit: (event) => {
    event.preventDefault();
    const params = filters();
    window.location.hash = params.toString() ? `#/?${params}` : "#/";
  } },
  h("label", { for: "phase" }, "Phase"), phaseField,
  h("label", { for: "player" }, "Player"), playerField,
  h("label", { for: "board-number" }, "Board"), numberField,
  h("button", { type: "submit" }, "Show"));
  phaseField.addEventListener("change", () => filter.requestSubmit());
  const more = filters();
  if (page.next) more.set("cursor", page.next);
  replace(main,
    h("h1", {}, "Boards"),
    robotsForm(me),
    filter,
    page.items.length === 0 ? h("p", { class: "muted" }, "No boards.") : h("table", { class: "list", "data-testid": "boards" },
      h("thead", {}, h("tr", {}, ["Board", "Event", "North–South", "East–West", "Contract", "Result", "Created"].map((title) => h("th", { scope: "col" }, title)))),
      h("tbody", {}, page.items.map((board) => h("tr", { "data-board": board.id },
        h("td", {}, h("a", { href: `#/boards/${board.id}` }, `Board ${board.board_number}`)),
        h("td", {}, board.event || h("span", { class: "muted" }, board.mode)),
        h("td", {}, pair(board.seats, "N", "S")),
        h("td", {}, pair(board.seats, "E", "W")),
        h("td", { "data-testid": "list-contract" }, board.contract === "Pass" ? "Passed out"
          : board.contract ? [callLabel(board.contract), board.declarer ? ` ${board.declarer}` : ""] : board.phase.replace("_", " ")),
        h("td", { "data-testid": "list-result" }, result(board)),
        h("td", {}, (board.created_at || "").slice(0, 16).replace("T", " ")))))),
    page.next ? h("p", {}, h("a", { href: `#/?${more}` }, "More boards")) : null);
}

// The two players of a side, or one name when the same person holds both seats.
function pair(seats, first, second) {
  return seats[first] === seats[second] ? seats[first] : `${seats[first]} & ${seats[second]}`;
}

function result(board) {
  if (!board.result) return board.phase === "complete" || board.phase === "passed_out" ? "—" : "playing";
  const { declarer_tricks: tricks, NS } = board.result;
  if (tricks === null || !board.contract || board.contract === "Pass") return `NS ${NS}`;
  const over = tricks - (6 + Number(board.contract[0]));
  return `${over === 0 ? "made" : over > 0 ? `made +${over}` : `down ${-over}`} · NS ${NS}`;
}

async function rulingsPage(main, query) {
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
