// A director (or an admin) sets up an evening from the sessions list: a "New session" form
// with the name, the scoring and, if wanted, a movement and the board set dealing its
// boards: dealt here (POST /board-sets), a set already dealt (GET /board-sets) or boards
// already dealt, by their ids; and the bidding system the robots at its tables bid (a base
// system of the library and its conventions, GET /library/systems and /library/conventions). It sends POST /sessions and opens the new session's page;
// the API judges everything and its refusal shows in the status line. Players never see
// the form (the API refuses them anyway).

import { api } from "./api.js";
import { h, replace, status } from "./dom.js";

const SCORINGS = { MP: "matchpoints (MP)", IMP: "IMPs (IMP)", BAM: "board-a-match (BAM)" };
const KINDS = { mitchell: "Mitchell", howell: "Howell", teams: "teams" };

export function mayCreateSessions(me) {
  return me.role === "director" || me.role === "admin";
}

// A list typed with commas or spaces between its items ("3, 5" or "3 5").
function items(text) {
  return text.split(/[\s,]+/).filter(Boolean);
}

// The boards this form dealt last, kept so that a session the API refuses (a wrong count, a
// wrong arrow switch) is sent again with the same boards rather than a new set each try.
let lastDealt = null;

// The board set's ids for the chosen way of dealing, or null after a refusal said in the
// status line. `deal` is { count, seed } as typed.
async function dealtBoards(count, seed) {
  if (!/^\d{1,2}$/.test(count)) {
    status("Say how many boards to deal, e.g. 18.", "error");
    return null;
  }
  if (seed && !(/^\d{1,16}$/.test(seed) && Number.isSafeInteger(Number(seed)))) {
    status(`A seed typed here is a whole number up to ${Number.MAX_SAFE_INTEGER}; leave it out and the service draws one.`, "error");
    return null;
  }
  const asked = `${Number(count)}/${seed}`;
  if (lastDealt && lastDealt.asked === asked) return lastDealt;
  const body = { count: Number(count) };
  if (seed) body.seed = Number(seed);
  try {
    const dealt = await api.post("/board-sets", body);
    lastDealt = { asked, seed: dealt.seed, ids: dealt.boards.map((board) => board.id) };
    return lastDealt;
  } catch (error) {
    status(error.message, "error");
    return null;
  }
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
  // How the boards are dealt: each way's fields show (and are sent) only when chosen.
  const dealFields = h("fieldset", { class: "entry-form", hidden: true, disabled: true, "data-testid": "new-deal-boards" },
    h("legend", {}, "Deal new boards"),
    h("label", {}, "how many boards", " ",
      h("input", { id: "new-deal-count", type: "number", min: 1, max: 36, size: 4, required: true })),
    h("label", {}, "seed (optional: the same seed deals the same boards)", " ",
      h("input", { id: "new-deal-seed", inputmode: "numeric", maxlength: 19, size: 12, autocomplete: "off" })));
  // The sets already dealt that the director may use (GET /board-sets), newest first; read
  // when he chooses this way, so a form left alone asks nothing.
  const setChoice = h("select", { id: "new-set", required: true, disabled: true });
  const setFields = h("p", { class: "entry-form", hidden: true },
    h("label", {}, "a set already dealt", " ", setChoice));
  const loadSets = async () => {
    try {
      const page = await api.get("/board-sets", { limit: 200 });
      dealtSets = new Map(page.items.map((set) => [set.id, set]));
      replace(setChoice, h("option", { value: "" }, page.items.length ? "choose a set" : "none dealt yet"),
        [...page.items].reverse().map((set) => h("option", { value: set.id },
          `boards ${set.first}–${set.first + set.count - 1}, seed ${set.seed}, dealt ${set.created_at.slice(0, 16).replace("T", " ")}`)));
    } catch (error) {
      status(error.message, "error");
    }
  };
  let dealtSets = new Map();
  const idsFields = h("p", { hidden: true }, h("label", { class: "field" },
    "Boards already dealt (their ids from POST /board-sets, separated by commas or spaces)",
    h("textarea", { id: "new-board-set", rows: 3, autocomplete: "off", disabled: true })));
  const chooseDealing = (way) => {
    dealing.value = way;
    dealFields.hidden = dealFields.disabled = way !== "deal";
    idsFields.hidden = way !== "ids";
    idsFields.querySelector("textarea").disabled = idsFields.hidden;
    setFields.hidden = setChoice.disabled = way !== "set";
    if (way === "set") loadSets();
  };
  const dealing = h("select", { id: "new-dealing", disabled: true, onchange: () => chooseDealing(dealing.value) },
    h("option", { value: "" }, "none (the tables deal; their results are entered)"),
    h("option", { value: "deal" }, "Deal new boards"),
    h("option", { value: "set" }, "A set already dealt"),
    h("option", { value: "ids" }, "Boards already dealt (their ids)"));
  // A board set deals a movement's boards: it is chosen with the movement (the API would
  // refuse one without, after the boards were dealt).
  const kind = h("select", { id: "new-kind", onchange: () => {
    movementFields.disabled = !kind.value;
    dealing.disabled = !kind.value;
    if (!kind.value) chooseDealing("");
  } },
    h("option", { value: "" }, "none (results entered by the director)"),
    Object.entries(KINDS).map(([value, label]) => h("option", { value }, label)));
  // The bidding system the robots at its tables bid: a base system of the library and its
  // conventions (those that apply to it), read once when the form is made.
  const systemChoice = h("select", { id: "new-system", onchange: () => showConventions() },
    h("option", { value: "" }, "none (the robots bid the library's SAYC)"));
  const conventionFields = h("fieldset", { class: "entry-form", hidden: true, "data-testid": "new-conventions" },
    h("legend", {}, "Conventions"));
  let conventions = [];
  const showConventions = () => {
    const base = systemChoice.value;
    conventionFields.hidden = !base;
    replace(conventionFields, h("legend", {}, "Conventions"),
      conventions.filter((module) => module.applies_to.includes(base)).map((module) =>
        h("label", {}, h("input", { type: "checkbox", name: "new-convention", value: module.id,
          "data-testid": `new-convention-${module.id}` }), " ", module.name)));
  };
  (async () => {
    try {
      const [bases, known] = await Promise.all([api.get("/library/systems"), api.get("/library/conventions")]);
      conventions = known;
      systemChoice.append(...bases.map((base) => h("option", { value: base.id }, base.name)));
    } catch (error) {
      status(error.message, "error");
    }
  })();
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
      if (systemChoice.value) {
        body.system = { base: systemChoice.value, conventions: [...conventionFields.querySelectorAll("input:checked")]
          .map((box) => box.value) };
      }
      let dealt = null;
      if (dealing.value === "deal") {
        dealt = await dealtBoards(read("new-deal-count"), read("new-deal-seed"));
        if (!dealt) return;
        body.board_set = dealt.ids;
      } else if (dealing.value === "set") {
        body.board_set = [...dealtSets.get(setChoice.value).boards];
      } else if (dealing.value === "ids") {
        const boards = items(read("new-board-set"));
        if (boards.length) body.board_set = boards;
      }
      try {
        const made = await api.post("/sessions", body);
        if (dealt) lastDealt = null;
        status(dealt ? `Session ${made.name} is created, its ${dealt.ids.length} boards dealt from seed ${dealt.seed}.`
          : `Session ${made.name} is created.`);
        window.location.hash = `#/sessions/${made.id}`;
      } catch (error) {
        status(error.message, "error");
      }
    } },
    h("h2", {}, "New session"),
    h("p", { class: "muted" }, "You direct the session you create: its movement seats the pairs table by table; "
      + "a board set (one ledger board for each board the movement plays) deals its boards."),
    h("p", { class: "entry-form" },
      h("label", {}, "Name", " ", h("input", { id: "new-name", required: true, maxlength: 80, size: 24,
        placeholder: "Tuesday pairs", autocomplete: "off" })),
      h("label", {}, "Scoring", " ", h("select", { id: "new-scoring" },
        Object.entries(SCORINGS).map(([value, label]) => h("option", { value }, label)))),
      h("label", {}, "Movement", " ", kind)),
    movementFields,
    h("p", { class: "entry-form" }, h("label", {}, "Board set", " ", dealing)),
    dealFields,
    setFields,
    idsFields,
    h("p", { class: "entry-form" }, h("label", {}, "Bidding system (robots at its tables)", " ", systemChoice)),
    conventionFields,
    h("button", { type: "submit" }, "Create the session")));
}
