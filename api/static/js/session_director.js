// The session director's rulings on the session page (the director and admins only; the
// API refuses anyone else): a wrong board's score let stand (Law 15B2), a pair's artificial
// score alone on a board it could not play (Law 15B3) and, beside it on the traveller, the
// control that takes it back, a fouled board's changed forms (Law 87) and procedural
// penalties off a pair's total (Law 90), those in force listed with the control that takes
// each back. Each form sends what was typed; the API judges it and says why when it refuses.

import { api } from "./api.js";
import { h, status } from "./dom.js";

const SEATS = ["N", "E", "S", "W"];

// `done(board)` shows the session again at that board's traveller.
export function directorRulings(path, session, board, done) {
  const movement = Boolean(session.movement);
  return h("section", { "aria-label": "Director's rulings", "data-testid": "director-rulings" },
    h("h2", {}, "Director's rulings"),
    movement ? wrongBoardForm(path, board, done, session.movement) : null,
    movement ? pairScoreForm(path, board, done) : null,
    fouledForm(path, board, done),
    penaltyForm(path, session, board, done),
    penaltiesInForce(path, session, board, done));
}

function field(id, label, attributes = {}) {
  return [h("label", { for: id }, label), " ", h("input", { id, ...attributes }), " "];
}

function value(id) {
  return document.getElementById(id).value.trim();
}

async function send(request, board, done, said) {
  try {
    await request();
    status(said);
    done(board);
  } catch (error) {
    status(error.message, "error");
  }
}

// The table and round say who sat there: the pairs are filled in from the movement (a
// director at a 9-table evening does not carry the schedule in his head), and may be typed
// over (the pairs may have sat the wrong way round).
function seatedPairs(movement) {
  return () => {
    const round = movement.rounds.find((each) => each.round === Number(value("wb-round")));
    const seated = round && round.tables.find((each) => each.table === Number(value("wb-table")));
    if (!seated) return;
    for (const [id, pair] of [["wb-ns", seated.ns], ["wb-ew", seated.ew]]) {
      const input = document.getElementById(id);
      if (input.value.trim() === "" || input.dataset.filled === input.value) {
        input.value = pair ?? "";
        input.dataset.filled = input.value;
      }
    }
  };
}

function wrongBoardForm(path, board, done, movement) {
  const fill = seatedPairs(movement);
  return h("form", { class: "ruling", "data-testid": "wrong-board", onsubmit: (event) => {
    event.preventDefault();
    const number = Number(value("wb-board"));
    const body = { board_number: number, ns: value("wb-ns"), ew: value("wb-ew"),
      table: Number(value("wb-table")), round: Number(value("wb-round")), contract: value("wb-contract"),
      wrong_board: true };
    if (body.contract.toLowerCase() !== "pass") {
      body.declarer = document.getElementById("wb-declarer").value;
      body.tricks = Number(value("wb-tricks"));
    }
    if (value("wb-lead")) body.lead = value("wb-lead");
    send(() => api.post(`${path}/results`, body), number, done, `Board ${number}'s score stands (Law 15B2).`);
  } },
  h("h3", {}, "A wrong board's score stands (Law 15B2)"),
  h("p", { class: "muted" }, "The pairs played a board the movement does not give them, and none of the four had played it."),
  field("wb-board", "Board", { type: "number", min: 1, required: true, value: board, size: 4 }),
  field("wb-table", "table", { type: "number", min: 1, required: true, size: 3, oninput: fill }),
  field("wb-round", "round", { type: "number", min: 1, required: true, size: 3, oninput: fill }),
  field("wb-ns", "NS pair", { required: true, maxlength: 16, size: 4 }),
  field("wb-ew", "EW pair", { required: true, maxlength: 16, size: 4 }),
  field("wb-contract", "contract", { required: true, maxlength: 8, size: 5, placeholder: "4S, 3NTX, Pass" }),
  h("label", { for: "wb-declarer" }, "by"), " ",
  h("select", { id: "wb-declarer" }, SEATS.map((seat) => h("option", { value: seat }, seat))), " ",
  field("wb-tricks", "tricks", { type: "number", min: 0, max: 13, size: 3 }),
  field("wb-lead", "lead", { maxlength: 3, size: 3, placeholder: "HK" }),
  h("button", { type: "submit" }, "Let the score stand"));
}

function pairScoreForm(path, board, done) {
  return h("form", { class: "ruling", "data-testid": "pair-score", onsubmit: (event) => {
    event.preventDefault();
    const number = Number(value("ps-board"));
    const body = { pair: value("ps-pair"), percent: Number(document.getElementById("ps-percent").value) };
    if (value("ps-explanation")) Object.assign(body, { law: "15B3", explanation: value("ps-explanation") });
    send(() => api.post(`${path}/boards/${number}/pair-scores`, body), number, done,
      `Pair ${body.pair} has ${body.percent}% alone on board ${number} (Law 15B3).`);
  } },
  h("h3", {}, "A pair's score alone (Law 15B3)"),
  h("p", { class: "muted" }, "The pair could not play a board the movement gave it: its opponents had played it already."),
  field("ps-board", "Board", { type: "number", min: 1, required: true, value: board, size: 4 }),
  field("ps-pair", "pair", { required: true, maxlength: 16, size: 4 }),
  h("label", { for: "ps-percent" }, "gets"), " ",
  h("select", { id: "ps-percent" },
    h("option", { value: 60 }, "average plus (60%)"), h("option", { value: 50 }, "average (50%)"),
    h("option", { value: 40 }, "average minus (40%)")), " ",
  field("ps-explanation", "why", { maxlength: 500, size: 24 }),
  h("button", { type: "submit" }, "Award"));
}

// Beside a pair's score alone on the traveller: takes it back, given by mistake (Law 15B3);
// the board then waits for that pair's table again, or for another ruling.
export function takeBackPairScore(path, board, pair, done) {
  return h("button", { type: "button", "data-testid": `take-back-${pair}`,
    "aria-label": `Take back pair ${pair}'s score alone on board ${board}`,
    onclick: () => send(() => api.del(`${path}/boards/${board}/pair-scores/${encodeURIComponent(pair)}`), board, done,
      `Pair ${pair}'s score alone on board ${board} is taken back.`) }, "Take back");
}

// "4-11, 5-12; 6-13": forms separated by ";", each a list of NS-EW tables.
export function fouledGroups(text) {
  return text.split(";").map((form) => form.trim()).filter(Boolean).map((form) =>
    form.split(",").map((table) => table.trim()).filter(Boolean).map((table) => {
      const [ns, ew, ...rest] = table.split("-").map((pair) => pair.trim());
      if (!ns || !ew || rest.length) throw new Error(`Write each table as NS-EW, e.g. 4-11, not "${table}".`);
      return { ns, ew };
    }));
}

function fouledForm(path, board, done) {
  return h("form", { class: "ruling", "data-testid": "fouled-board", onsubmit: (event) => {
    event.preventDefault();
    const number = Number(value("fouled-board-number"));
    let groups;
    try {
      groups = fouledGroups(value("fouled-groups"));
    } catch (error) {
      status(error.message, "error");
      return;
    }
    send(() => api.post(`${path}/boards/${number}/fouled`, { groups }), number, done,
      groups.length ? `Board ${number} is scored as fouled (Law 87).` : `Board ${number} is not fouled.`);
  } },
  h("h3", {}, "A fouled board (Law 87)"),
  h("p", { class: "muted" }, "The tables that played each changed form, as NS-EW pairs; forms separated by \";\". Empty: not fouled after all."),
  field("fouled-board-number", "Board", { type: "number", min: 1, required: true, value: board, size: 4 }),
  field("fouled-groups", "changed forms", { maxlength: 400, size: 28, placeholder: "4-11, 5-12; 6-13" }),
  h("button", { type: "submit" }, "Score the forms apart"));
}

// Law 90: at matchpoints and board-a-match a share of a board's top, at IMPs a number of IMPs.
function penaltyForm(path, session, board, done) {
  const imps = session.scoring === "IMP";
  return h("form", { class: "ruling", "data-testid": "penalty", onsubmit: (event) => {
    event.preventDefault();
    const amount = Number(value("pen-amount"));
    const body = { pair: value("pen-pair"), law: value("pen-law") || "90", reason: value("pen-reason") };
    body[imps ? "imps" : "percent_of_top"] = amount;
    send(() => api.post(`${path}/penalties`, body), board, done,
      `Pair ${body.pair} loses ${imps ? `${amount} IMPs` : `${amount}% of a top`} (Law ${body.law}).`);
  } },
  h("h3", {}, "A procedural penalty (Law 90)"),
  h("p", { class: "muted" }, imps ? "IMPs off the pair's session total; nobody else's score changes."
    : "A share of a board's top off the pair's session total (a quarter of a top: 25); nobody else's score changes."),
  field("pen-pair", "Pair", { required: true, maxlength: 16, size: 4 }),
  imps ? field("pen-amount", "IMPs", { type: "number", min: 1, max: 30, required: true, size: 3 })
    : field("pen-amount", "% of a top", { type: "number", min: 1, max: 100, required: true, value: 25, size: 3 }),
  field("pen-law", "Law", { maxlength: 12, size: 5, value: "90", placeholder: "90B2" }),
  field("pen-reason", "why", { required: true, maxlength: 500, size: 24, placeholder: "Unduly slow play" }),
  h("button", { type: "submit" }, "Impose"));
}

// The penalties in force, each with the control that takes it back, imposed by mistake.
function penaltiesInForce(path, session, board, done) {
  const penalties = session.penalties || [];
  if (!penalties.length) return h("p", { class: "muted", "data-testid": "penalties" }, "No procedural penalties.");
  return h("table", { class: "list", "data-testid": "penalties" },
    h("caption", { class: "muted" }, "Procedural penalties in force"),
    h("thead", {}, h("tr", {}, ["No.", "Pair", "Penalty", "Law", "Reason", "By", ""].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, penalties.map((p) => h("tr", {},
      h("td", {}, String(p.number)), h("td", {}, p.pair),
      h("td", {}, p.imps !== null && p.imps !== undefined ? `${p.imps} IMPs` : `${p.percent_of_top}% of a top`),
      h("td", {}, p.law), h("td", {}, p.reason), h("td", {}, p.by),
      h("td", {}, h("button", { type: "button", "data-testid": `take-back-penalty-${p.number}`,
        "aria-label": `Take back penalty ${p.number} on pair ${p.pair}`,
        onclick: () => send(() => api.del(`${path}/penalties/${p.number}`), board, done,
          `Penalty ${p.number} on pair ${p.pair} is taken back.`) }, "Take back"))))));
}
