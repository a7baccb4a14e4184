// The director's view of a board: what the table waits for, the revokes raised, the
// rulings with their amendments, a form for a new ruling, and the double-dummy table.
// Shown only to the board's director and admins; the API refuses everyone else anyway.

import { api, ApiError } from "./api.js";
import { h, replace, status, SUIT_NAMES, SUITS } from "./dom.js";

const STRAINS = ["NT", "S", "H", "D", "C"];

// Who directs the board is the API's judgement, which the board view carries for its
// requester (`viewer_directs`, domain/policy.py `directs`): its director or an admin, but
// never one seated at it (but alone, in all four seats): an admin practising against
// robots plays the board, and the director's reads are refused to him.
export async function directorPanel(view, me) {
  if (!view.viewer_directs) return null;
  const path = `/boards/${view.id}`;
  const [revokes, rulings] = await Promise.all([api.get(`${path}/revokes`), api.get(`${path}/rulings`)]);
  const analysis = h("div", { class: "double-dummy", "aria-live": "polite" });
  const everyHand = Object.values(view.hands).every((hand) => hand !== null);
  return h("section", { class: "director", "aria-label": "Director" },
    h("h2", {}, "Director"),
    view.pending ? h("p", { class: "pending" }, `Pending: ${view.pending.kind.replaceAll("_", " ")}, for ${view.pending.decides} to decide`) : h("p", { class: "muted" }, "Nothing pending."),
    h("h3", {}, "Revokes"),
    revokes.length ? h("ul", {}, revokes.map((r) => h("li", {},
      `#${r.number}: ${r.seat} in trick ${r.trick} (${r.status}) — Law ${r.law}, ${r.transfer} trick${r.transfer === 1 ? "" : "s"} transferred`))) : h("p", { class: "muted" }, "None raised."),
    h("h3", {}, "Rulings"),
    rulings.length ? h("ol", { class: "rulings" }, rulings.map((r) => h("li", { "data-ruling": r.number },
      `#${r.number} Law ${r.law} by ${r.director || "the rules"}: ${r.kind.replaceAll("_", " ")}`,
      r.NS !== null && r.NS !== undefined ? ` NS ${r.NS}` : "", r.tricks ? `, ${r.tricks} trick(s) to ${r.to}` : "",
      r.explanation ? ` — ${r.explanation}` : "",
      r.amends ? ` (amends #${r.amends})` : "", r.amended_by ? ` (amended by #${r.amended_by})` : ""))) : h("p", { class: "muted" }, "No rulings."),
    rulingForm(view),
    claimReview(view),
    everyHand ? h("button", { type: "button", onclick: () => showDoubleDummy(view.id, analysis) }, "Double-dummy table") : null,
    analysis,
    h("p", {}, h("a", { href: `#/rulings?director=${encodeURIComponent(me.name)}` }, "My rulings on every board")));
}

function rulingForm(view) {
  if (!["complete", "passed_out"].includes(view.phase)) return null;  // a score needs an end
  const law = h("input", { id: "ruling-law", name: "law", required: true, maxlength: 12, value: "12C1" });
  const ns = h("input", { id: "ruling-ns", name: "NS", type: "number", required: true, step: 10, value: 0 });
  const why = h("input", { id: "ruling-why", name: "explanation", required: true, maxlength: 500 });
  return h("form", { class: "ruling", onsubmit: async (event) => {
    event.preventDefault();
    try {
      await api.post(`/boards/${view.id}/rulings`, { law: law.value, kind: "adjusted_score", NS: Number(ns.value), explanation: why.value });
      status("The ruling is recorded.");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    } catch (error) {
      status(error instanceof ApiError ? error.message : "The server could not be reached.", "error");
    }
  } },
  h("h3", {}, "Adjusted score"),
  h("label", { for: "ruling-law" }, "Law "), law,
  h("label", { for: "ruling-ns" }, " North-South score "), ns,
  h("label", { for: "ruling-why" }, " Why "), why,
  h("button", { type: "submit" }, "Rule"));
}

// A claim the table disputes (Law 70): the double-dummy check of what the claimer's side
// can take, then the director's ruling on the tricks.
function claimReview(view) {
  if (!view.claim || view.phase !== "play") return null;
  const result = h("div", { "aria-live": "polite" });
  const tricks = h("input", { id: "claim-ruling-tricks", type: "number", min: 0, max: 13, value: view.claim.tricks });
  const why = h("input", { id: "claim-ruling-why", required: true, maxlength: 500 });
  return h("section", { class: "claim-review" }, h("h3", {}, `The claim (${view.claim.status})`),
    h("p", { class: "claim-statement" }, view.claim.statement ? `Statement: ${view.claim.statement}` : "No statement (Law 68C)."),
    h("button", { type: "button", "data-testid": "claim-check", onclick: async () => {
      try {
        const found = await api.get(`/boards/${view.id}/claims/check`);
        replace(result, h("p", {}, `${found.side} claimed ${found.claimed} of ${found.tricks_left}; double dummy they take at most ${found.double_dummy_max}.`));
      } catch (error) {
        replace(result, h("p", { class: "error" }, error instanceof ApiError ? error.message : "The server could not be reached."));
      }
    } }, "Check it double dummy"), result,
    view.claim.status === "disputed" ? h("form", { class: "claim-ruling", onsubmit: async (event) => {
      event.preventDefault();
      try {
        await api.post(`/boards/${view.id}/claims/ruling`, { tricks: Number(tricks.value), explanation: why.value });
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      } catch (error) {
        status(error instanceof ApiError ? error.message : "The server could not be reached.", "error");
      }
    } }, h("label", { for: "claim-ruling-tricks" }, "Tricks to the claimer's side "), tricks,
    h("label", { for: "claim-ruling-why" }, " Why "), why, h("button", { type: "submit" }, "Rule on the claim")) : null);
}

async function showDoubleDummy(boardId, target) {
  replace(target, h("p", { class: "muted" }, "Solving…"));
  try {
    const found = await api.get(`/boards/${boardId}/double-dummy`);
    replace(target, h("table", { class: "dd-table", "data-testid": "double-dummy" },
      h("caption", {}, `Double dummy · par NS ${found.par.NS} (${found.par.contracts.join(", ")})`),
      h("thead", {}, h("tr", {}, h("th", {}, ""), STRAINS.map((strain) => h("th", { scope: "col", class: `suit-${strain}`,
        "data-strain": strain, "aria-label": SUIT_NAMES[strain] }, SUITS[strain] || "NT")))),
      h("tbody", {}, ["N", "S", "E", "W"].map((seat) => h("tr", {}, h("th", { scope: "row" }, seat),
        STRAINS.map((strain) => h("td", {}, String(found.tricks[seat][strain]))))))));
  } catch (error) {
    replace(target, h("p", { class: "error" }, error instanceof ApiError ? error.message : "The server could not be reached."));
  }
}
