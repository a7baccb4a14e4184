// A table of a club evening, for a phone (#/sessions/{id}/tables/{t}): the current round,
// its pairs and boards; North (or any player of the pair) enters each board's contract,
// declarer, lead and tricks; the opponents confirm; the board's traveller follows. While
// the page is shown it follows the evening by itself: it asks for the table again after a
// few seconds, waiting longer each time nothing changed, and shows the new round or the
// opponents' confirmation without a click (never while a result is being typed in). A board
// being played at the table in the ledger shows its state there instead of the entry form.

import { api, ApiError } from "./api.js";
import { callLabel, h, replace, status } from "./dom.js";
import { follow } from "./follow.js";
import { contractCell, leadLabel } from "./sessions.js";
import { wrongBoards } from "./table_wrong_boards.js";
import { playAtTable } from "./table_play.js";
import { liveBoardBlock, liveBoards, liveState } from "./table_live.js";

const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };

export async function tablePage(main, sessionId, tableNumber) {
  const path = `/sessions/${sessionId}`;
  const [session, table, me] = await Promise.all([
    api.get(path), api.get(`${path}/tables/${tableNumber}`), api.get("/users/me")]);
  const reload = () => tablePage(main, sessionId, tableNumber);
  // The players of the table's two pairs enter its results, and the director; anyone else
  // sees the table without a form the API would refuse (and a waiting result withheld
  // from him would look like none entered).
  const mayEnter = [...table.ns_users, ...table.ew_users].includes(me.name)
    || me.name === session.created_by || me.role === "admin";
  const [travellers, live] = await Promise.all([
    Promise.all(table.scored.map((r) => api.get(`${path}/boards/${r.board}`))),
    table.ns === null || table.ew === null ? {} : liveBoards(path, table, mayEnter)]);
  replace(main,
    h("div", { class: "table-entry", "data-testid": "table-view" },
      h("h1", {}, `${session.name} · table ${table.table}`),
      h("p", { "data-testid": "table-round" },
        table.finished ? `All ${table.rounds} rounds are in.` : `Round ${table.round} of ${table.rounds}`),
      h("p", { class: "pairs" },
        h("span", { "data-testid": "pair-ns" }, table.ns === null ? "No NS pair" : `NS pair ${table.ns}`, users(table.ns_users)), " v ",
        h("span", { "data-testid": "pair-ew" }, table.ew === null ? "no EW pair" : `EW pair ${table.ew}`, users(table.ew_users))),
      table.ns === null || table.ew === null ? h("p", { class: "muted" }, "This table's pair sits out; it has nothing to enter.") : null,
      table.ns === null || table.ew === null ? null : table.boards.map((board) => boardBlock(path, table, board, me, mayEnter, reload, live[board])),
      wrongBoards(table),
      table.scored.length ? h("section", { "aria-label": "Travellers" }, h("h2", {}, "Travellers"),
        table.scored.map((r, i) => traveller(r.board, travellers[i]))) : null,
      h("p", {}, h("button", { type: "button", "data-testid": "refresh", onclick: reload }, "Refresh"),
        " ", h("a", { href: `#/sessions/${sessionId}` }, "Ranking and travellers")),
      h("p", { "data-testid": "card-links" }, [table.ns, table.ew].filter((pair) => pair !== null).map((pair, i) => [
        i ? " · " : "", h("a", { href: `#/sessions/${sessionId}/cards/${encodeURIComponent(pair)}` }, `Pair ${pair}'s card`)]))));
  // The table, and how far its boards being played in the ledger have gone.
  follow(
    JSON.stringify([table, liveState(live)]),
    async () => {
      const now = await api.get(`/sessions/${sessionId}/tables/${tableNumber}`);
      const boards = now.ns === null || now.ew === null ? {} : await liveBoards(path, now, mayEnter);
      return JSON.stringify([now, liveState(boards)]);
    },
    async () => {
      if (typing(main)) return false; // shown once the entry is sent or left
      await tablePage(main, sessionId, tableNumber); // it follows the table from there
      return true;
    },
  );
}

function typing(main) {
  const fields = [...main.querySelectorAll("form input")];
  return fields.some((field) => field.value.trim() !== "")
    || [...main.querySelectorAll("form")].some((form) => form.contains(document.activeElement));
}

function users(names) {
  return names.length ? h("span", { class: "muted" }, ` (${names.join(", ")})`) : null;
}

function boardBlock(path, table, board, me, mayEnter, reload, live) {
  const scored = table.scored.find((r) => r.board === board);
  const pending = table.pending.find((r) => r.board === board);
  const head = h("h2", {}, `Board ${board}`);
  if (scored) {
    return h("section", { class: "entry", "data-testid": `board-${board}` }, head,
      h("p", { "data-testid": `scored-${board}` }, resultText(scored),
        scored.lead ? [" · lead ", leadLabel(scored.lead)] : "", ` · NS ${scored.score_ns ?? "adjusted"}`));
  }
  if (pending) {
    const opponents = pending.side === "NS" ? table.ew_users : table.ns_users;
    const mayConfirm = opponents.includes(me.name);
    return h("section", { class: "entry", "data-testid": `board-${board}` }, head,
      h("p", { "data-testid": `pending-${board}` }, resultText(pending),
        pending.lead ? ` · lead ${pending.lead}` : "", ` · NS ${pending.score_ns}`),
      mayConfirm
        ? h("button", { type: "button", "data-testid": `confirm-${board}`, onclick: async () => {
          await act(() => api.post(`${path}/results/confirm`, { board, ns: table.ns, ew: table.ew }), reload);
        } }, `Confirm for ${pending.side === "NS" ? "East–West" : "North–South"}`)
        : h("p", { class: "muted" }, `Waiting for ${pending.side === "NS" ? "East–West" : "North–South"} to confirm.`));
  }
  if (!table.to_enter.includes(board)) { // a pair here has played it at another table (Law 15B1)
    return h("section", { class: "entry", "data-testid": `board-${board}` }, head,
      h("p", { class: "muted", "data-testid": `not-here-${board}` },
        "Not played at this table: a pair here has played it already (Law 15B1). The director scores it."));
  }
  if (live) { // played in the ledger: its score enters by itself, no result is typed
    return h("section", { class: "entry", "data-testid": `board-${board}` }, head, liveBoardBlock(board, live));
  }
  if (!mayEnter) {
    return h("section", { class: "entry", "data-testid": `board-${board}` }, head,
      h("p", { class: "muted", "data-testid": `entered-by-players-${board}` },
        "The players of this table enter its result; it shows here once you may see it."));
  }
  return h("section", { class: "entry", "data-testid": `board-${board}` }, head,
    playAtTable(path, table, board), entryForm(path, table, board, reload));
}

function resultText(result) {
  if (result.contract === null) return "adjusted";
  if (result.contract === "Pass") return "Passed out";
  return h("span", {}, callLabel(result.contract), ` by ${SEAT_NAMES[result.declarer]}, ${result.tricks} tricks`);
}

function entryForm(path, table, board, reload) {
  const id = (name) => `${name}-${board}`;
  const field = (name, label, control) => h("label", { for: id(name) }, label, control);
  const contract = h("input", { id: id("contract"), name: "contract", required: true, maxlength: 5,
    placeholder: "4S, 3NTX, Pass", autocomplete: "off", autocapitalize: "characters" });
  const declarer = h("select", { id: id("declarer"), name: "declarer" },
    Object.entries(SEAT_NAMES).map(([seat, name]) => h("option", { value: seat }, name)));
  const lead = h("input", { id: id("lead"), name: "lead", maxlength: 3, placeholder: "HK",
    autocomplete: "off", autocapitalize: "characters" });
  const tricks = h("select", { id: id("tricks"), name: "tricks" },
    Array.from({ length: 14 }, (_, n) => h("option", { value: n, selected: n === 7 }, String(n))));
  return h("form", { class: "entry-form", "data-testid": `enter-${board}`, onsubmit: async (event) => {
    event.preventDefault();
    const text = contract.value.trim().toUpperCase();
    const passed = text === "PASS" || text === "P";
    const body = { board_number: board, ns: table.ns, ew: table.ew, table: table.table, round: table.round,
      contract: passed ? "Pass" : text };
    if (!passed) Object.assign(body, { declarer: declarer.value, tricks: Number(tricks.value), lead: lead.value.trim().toUpperCase() });
    await act(() => api.post(`${path}/results`, body), reload);
  } },
  field("contract", "Contract", contract), field("declarer", "Declarer", declarer),
  field("lead", "Lead", lead), field("tricks", "Tricks", tricks),
  h("button", { type: "submit" }, "Enter"));
}

async function act(request, reload) {
  try {
    await request();
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      status(error.message, "error");
      return;
    }
    throw error;
  }
  await reload();
}

function traveller(board, lines) {
  const leads = lines.some((line) => line.lead);
  return h("div", { class: "traveller" }, h("h3", {}, `Board ${board}`),
    h("table", { class: "list", "data-testid": `traveller-${board}` },
      h("thead", {}, h("tr", {}, ["NS", "EW", "Contract", leads ? "Lead" : null, "Tricks", "Score NS", "MP NS"]
        .filter(Boolean).map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, lines.map((line) => h("tr", {},
        h("td", {}, line.ns ?? "—"), h("td", {}, line.ew ?? "—"),
        h("td", {}, line.contract ? [callLabel(line.contract), line.declarer ? ` ${line.declarer}` : ""] : contractCell(line)),
        leads ? h("td", { "data-testid": "lead" }, leadLabel(line.lead)) : null,
        h("td", {}, line.tricks === null ? "" : String(line.tricks)),
        h("td", {}, line.score_ns === null ? "" : String(line.score_ns)),
        h("td", {}, line.mp_ns === null ? "" : String(line.mp_ns)))))));
}
