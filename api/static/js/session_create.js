// A director (or an admin) sets up an evening from the sessions list: a "New session" form
// with the name, the scoring and, if wanted, a movement and the board set dealing its
// boards. It sends POST /sessions and opens the new session's page; the API judges
// everything and its refusal shows in the status line. Players never see the form (the
// API refuses them anyway).

import { api } from "./api.js";
import { h, status } from "./dom.js";

const SCORINGS = { MP: "matchpoints (MP)", IMP: "IMPs (IMP)", BAM: "board-a-match (BAM)" };
const KINDS = { mitchell: "Mitchell", howell: "Howell", teams: "teams" };

export function mayCreateSessions(me) {
  return me.role === "director" || me.role === "admin";
}

// A list typed with commas or spaces between its items ("3, 5" or "3 5").
function items(text) {
  return text.split(/[\s,]+/).filter(Boolean);
}

export function newSessionForm() {
  const read = (id) => document.getElementById(id).value.trim();
  const number = (label, id) => h("label", {}, label, " ",
    h("input", { id, type: "number", min: 1, size: 4, required: true }));
  // The movement's fields count only with a kind: without one they are disabled, so the
  // browser neither checks nor sends them.
  const movementFields = h("fieldset", { class: "entry-form", disabled: true, "data-testid": "new-movement" },
    h("legend", {}, "Movement"),
    number("tables", "new-tables"), number("rounds", "new-rounds"), number("boards a round", "new-boards"),
    h("label", {}, "pairs (optional; 2 × tables − 1 for a half table)", " ",
      h("input", { id: "new-pairs", type: "number", min: 2, size: 4 })),
    h("label", {}, "arrow switch in round (Mitchell; optional: 3, or 3, 5)", " ",
      h("input", { id: "new-arrow", maxlength: 60, size: 8, autocomplete: "off" })));
  const kind = h("select", { id: "new-kind", onchange: () => { movementFields.disabled = !kind.value; } },
    h("option", { value: "" }, "none (results entered by the director)"),
    Object.entries(KINDS).map(([value, label]) => h("option", { value }, label)));
  return h("section", { "aria-label": "New session", "data-testid": "new-session" },
    h("form", { class: "ruling", onsubmit: async (event) => {
      event.preventDefault();
      const body = { name: read("new-name"), scoring: read("new-scoring") };
      if (kind.value) {
        const movement = { kind: kind.value, tables: Number(read("new-tables")), rounds: Number(read("new-rounds")),
          boards_per_round: Number(read("new-boards")) };
        if (read("new-pairs")) movement.pairs = Number(read("new-pairs"));
        const switched = items(read("new-arrow"));
        if (switched.some((round) => !/^\d{1,3}$/.test(round))) {
          status("An arrow-switch round is a round's number, e.g. 3 (several separated by commas).", "error");
          return;
        }
        if (switched.length) movement.arrow_switch = switched.map(Number);
        body.movement = movement;
      }
      const boards = items(read("new-board-set"));
      if (boards.length) body.board_set = boards;
      try {
        const made = await api.post("/sessions", body);
        status(`Session ${made.name} is created.`);
        window.location.hash = `#/sessions/${made.id}`;
      } catch (error) {
        status(error.message, "error");
      }
    } },
    h("h2", {}, "New session"),
    h("p", { class: "muted" }, "You direct the session you create: its movement seats the pairs table by table; "
      + "a board set (the ledger boards from POST /board-sets, one for each board the movement plays) deals its boards."),
    h("p", { class: "entry-form" },
      h("label", {}, "Name", " ", h("input", { id: "new-name", required: true, maxlength: 80, size: 24,
        placeholder: "Tuesday pairs", autocomplete: "off" })),
      h("label", {}, "Scoring", " ", h("select", { id: "new-scoring" },
        Object.entries(SCORINGS).map(([value, label]) => h("option", { value }, label)))),
      h("label", {}, "Movement", " ", kind)),
    movementFields,
    h("p", {}, h("label", { class: "field" }, "Board set (optional: the boards' ids, separated by commas or spaces)",
      h("textarea", { id: "new-board-set", rows: 3, autocomplete: "off" }))),
    h("button", { type: "submit" }, "Create the session")));
}
