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
