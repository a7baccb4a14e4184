// Playing against robots (docs/contract.md "Robots, practice and live tables"): a new
// board with the person in one seat and robots in the other three, from a PBN deal or a
// random one (on the boards list), or from a board one may see whole (on its page: the
// same deal, its play replayed up to the step shown).

import { api, ApiError } from "./api.js";
import { h, status } from "./dom.js";

const SEATS = [["S", "South"], ["N", "North"], ["E", "East"], ["W", "West"]];

function seatChoice(id) {
  return h("select", { id, name: "seat", "aria-label": "Your seat" },
    SEATS.map(([value, name]) => h("option", { value }, name)));
}

async function open(path, body) {
  try {
    const board = await api.post(path, body);
    window.location.hash = `#/boards/${board.id}`;
  } catch (error) {
    status(error instanceof ApiError ? error.message : "The server could not be reached.", "error");
  }
}

// The boards list: "Play against robots", a deal given in PBN or dealt at random.
export function robotsForm(me) {
  const seat = seatChoice("robots-seat");
  const deal = h("input", { id: "robots-deal", name: "deal", size: 60, maxlength: 80,
    placeholder: "N:AKQ2.543.K72.Q84 … (empty: a random deal)" });
  return h("form", { class: "robots", "data-testid": "robots-form", onsubmit: (event) => {
    event.preventDefault();
    const seats = Object.fromEntries(SEATS.map(([value]) => [value, value === seat.value ? me.name : "robot"]));
    const body = { seats };
    if (deal.value.trim()) body.deal = deal.value.trim();
    open("/boards", body);
  } },
  h("h2", {}, "Play against robots"),
  h("label", { for: "robots-seat" }, "Your seat "), seat, " ",
  h("label", { for: "robots-deal" }, "Deal "), deal, " ",
  h("button", { type: "submit" }, "Play against robots"));
}

// A board's page: practise its deal from the step shown (0: from the start), when every
// hand may be seen (the API refuses it otherwise, so the action is not offered).
export function practiceAction(view, step = 0) {
  if (!Object.values(view.hands || {}).every((cards) => cards)) return null;
  const seat = seatChoice("practice-seat");
  return h("form", { class: "robots", "data-testid": "practice-form", onsubmit: (event) => {
    event.preventDefault();
    open(`/boards/${view.id}/practice`, { step, seat: seat.value });
  } },
  h("label", { for: "practice-seat" }, "Your seat "), seat, " ",
  h("button", { type: "submit" }, step ? "Play again from here against robots" : "Play this deal against robots"));
}
