// The director's late correction of a table's result, from the traveller on the session
// page (the director and admins only; the API refuses anyone else): a "Correct" button on
// each table's line opens a form under it, filled with the result as it stands, that sends
// PUT /sessions/{id}/results. The traveller, the ranking and the pair cards follow; the
// log keeps who changed what. A lead left empty keeps the lead the table gave.

import { api } from "./api.js";
import { h, status } from "./dom.js";

const SEATS = { N: "North", E: "East", S: "South", W: "West" };

// The button beside a line (pairs `ns` v `ew`); `done(board)` shows the board again.
export function correctButton(path, board, line, done) {
  const key = `${line.ns}-${line.ew}`;
  return h("button", { type: "button", "data-testid": `correct-${key}`,
    "aria-label": `Correct the result of NS ${line.ns} v EW ${line.ew} on board ${board}`,
    onclick: (event) => {
      const row = event.target.closest("tr");
      const open = row.nextElementSibling;
      if (open && open.dataset.testid === "correction") { open.remove(); return; }
      document.querySelector('[data-testid="correction"]')?.remove();
      row.after(h("tr", { "data-testid": "correction" },
        h("td", { colspan: row.children.length }, correctionForm(path, board, line, done))));
      document.getElementById("fix-contract").focus();
    } }, "Correct");
}

function correctionForm(path, board, line, done) {
  const contract = h("input", { id: "fix-contract", required: true, maxlength: 8, size: 5,
    value: line.contract || "", placeholder: "4S, 3NTX, Pass", autocomplete: "off" });
  const declarer = h("select", { id: "fix-declarer" }, Object.entries(SEATS).map(([seat, name]) =>
    h("option", { value: seat, selected: seat === line.declarer }, name)));
  const tricks = h("input", { id: "fix-tricks", type: "number", min: 0, max: 13, size: 3,
    value: line.tricks ?? "" });
  const lead = h("input", { id: "fix-lead", maxlength: 3, size: 3, placeholder: "kept",
    autocomplete: "off" });
  return h("form", { class: "ruling", "data-testid": "correct-result", onsubmit: async (event) => {
    event.preventDefault();
    const text = contract.value.trim().toUpperCase();
    const passed = text === "PASS" || text === "P";
    const body = { board_number: board, ns: line.ns, ew: line.ew, contract: passed ? "Pass" : text };
    if (!passed) {
      Object.assign(body, { declarer: declarer.value, tricks: Number(tricks.value) });
      if (lead.value.trim()) body.lead = lead.value.trim().toUpperCase();
    }
    try {
      await api.put(`${path}/results`, body);
      status(`Board ${board}: the result of NS ${line.ns} v EW ${line.ew} is corrected.`);
      done(board);
    } catch (error) {
      status(error.message, "error");
    }
  } },
  h("label", { for: "fix-contract" }, "Contract"), " ", contract, " ",
  h("label", { for: "fix-declarer" }, "by"), " ", declarer, " ",
  h("label", { for: "fix-tricks" }, "tricks"), " ", tricks, " ",
  h("label", { for: "fix-lead" }, "lead"), " ", lead, " ",
  h("button", { type: "submit" }, "Save the correction"));
}

// Law 12C2(a): a table where no result could be obtained gets an artificial score, each
// side by its share of the fault (60, 50 or 40 percent): POST /sessions/{id}/results with
// `adjusted`, placed where the movement has the two pairs play the board.
export function tableScoreForm(path, board, done) {
  const grade = (id) => h("select", { id },
    h("option", { value: 60 }, "average plus (60%)"), h("option", { value: 50, selected: true }, "average (50%)"),
    h("option", { value: 40 }, "average minus (40%)"));
  const input = (id, attributes) => h("input", { id, required: true, ...attributes });
  const read = (id) => document.getElementById(id).value.trim();
  return h("section", { "aria-label": "A table's artificial score", "data-testid": "table-score" },
    h("form", { class: "ruling", onsubmit: async (event) => {
      event.preventDefault();
      const number = Number(read("ts-board"));
      const body = { board_number: number, ns: read("ts-ns"), ew: read("ts-ew"),
        adjusted: { NS: Number(read("ts-ns-percent")), EW: Number(read("ts-ew-percent")) } };
      try {
        await api.post(`${path}/results`, body);
        status(`Board ${number}: NS ${body.ns} ${body.adjusted.NS}%, EW ${body.ew} ${body.adjusted.EW}% (Law 12C2).`);
        done(number);
      } catch (error) {
        status(error.message, "error");
      }
    } },
    h("h3", {}, "A table's artificial score (Law 12C2)"),
    h("p", { class: "muted" }, "No result could be obtained at the table: each side gets a score by its share of the fault."),
    h("label", { for: "ts-board" }, "Board"), " ", input("ts-board", { type: "number", min: 1, value: board, size: 4 }), " ",
    h("label", { for: "ts-ns" }, "NS pair"), " ", input("ts-ns", { maxlength: 16, size: 4 }), " ",
    h("label", { for: "ts-ns-percent" }, "gets"), " ", grade("ts-ns-percent"), " ",
    h("label", { for: "ts-ew" }, "EW pair"), " ", input("ts-ew", { maxlength: 16, size: 4 }), " ",
    h("label", { for: "ts-ew-percent" }, "gets"), " ", grade("ts-ew-percent"), " ",
    h("button", { type: "submit" }, "Award")));
}
