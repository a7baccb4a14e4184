// Playing against robots (docs/contract.md "Robots, practice and live tables"): a new
// board with the person in one seat and robots in the other three, from a PBN deal or a
// random one (on the boards list), or from a board one may see whole (on its page: the
// same deal, its play replayed up to the step shown).

import { api, ApiError } from "./api.js";
import { callLabel, cardLabel, h, status } from "./dom.js";

const SEATS = [["S", "South"], ["N", "North"], ["E", "East"], ["W", "West"]];

function seatChoice(id, dummy = null) {
  return h("select", { id, name: "seat", "aria-label": "Your seat" },
    SEATS.filter(([value]) => value !== dummy).map(([value, name]) => h("option", { value }, name)));
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
export function practiceAction(view, step = 0, dummy = null) {
  if (!Object.values(view.hands || {}).every((cards) => cards)) return null;
  // dummy at that step (the auction over) plays no card (Law 41D: declarer plays both hands): not offered
  const seat = seatChoice("practice-seat", dummy);
  return h("form", { class: "robots", "data-testid": "practice-form", onsubmit: (event) => {
    event.preventDefault();
    open(`/boards/${view.id}/practice`, { step, seat: seat.value });
  } },
  h("label", { for: "practice-seat" }, "Your seat "), seat, " ",
  h("button", { type: "submit" }, step ? "Play again from here against robots" : "Play this deal against robots"));
}

// A replay step a robot's action recorded: why it chose its call, card or option (the rule
// or principle of a call and the calls it weighed; the tricks each card or option took on
// average over the deals it sampled). Only for those who may see every hand, as the API.
const SEAT_WORDS = Object.fromEntries(SEATS);
const CARD = /^[SHDC][2-9TJQKA]$/;
const CALL = /^([1-7](NT|[SHDC])|Pass|X|XX)$/;

function actionLabel(action) {
  if (CARD.test(action)) return cardLabel(action);
  if (CALL.test(action)) return callLabel(action);
  return action;
}

export async function robotReasonsAt(slot, path, step) {
  let steps;
  try {
    steps = await api.get(`${path}/robot-reasons/steps`);
  } catch {
    return; // the step stands without them
  }
  const found = steps.find((reasons) => reasons.step === step);
  if (!found || !document.body.contains(slot)) return;
  const rows = found.candidates.map((c) => {
    if (c.card !== undefined) return [cardLabel(c.card), c.tricks.toFixed(2)];
    if (c.call !== undefined) return [callLabel(c.call), `${c.imps.toFixed(2)} IMPs (${c.contract})`];
    return [c.option, c.tricks.toFixed(2)];
  });
  const valueTitle = found.candidates.some((c) => c.call !== undefined) ? "Against the system's call" : "Tricks on average";
  slot.replaceChildren(h("section", { class: "robot-why", "data-testid": "robot-why" },
    h("h2", {}, `Why ${SEAT_WORDS[found.seat] || found.seat} (robot): `, actionLabel(found.action)),
    h("p", {}, found.basis),
    rows.length ? h("table", { class: "list" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Weighed"), h("th", { scope: "col" }, valueTitle))),
      h("tbody", {}, rows.map(([what, value]) => h("tr", {}, h("td", {}, what), h("td", {}, value))))) : null));
}

// Law 25A with a robot partner (docs/contract.md "Law 25A with a robot partner (0.27.0)"):
// at a directed board the partner's robot waits at its turn after the person's call
// (`robots_wait`). His page counts a grace down ("Your partner calls in 3 s"), offers the
// change (his second call, which waits for the director's finding), and when the grace
// is over tells the robots to go on, for the version it saw: a stale one is 409 and the
// page simply reads the board again. The change is sent for that version too: if someone
// else's "go on" came first, his partner has called (25A4) and the second call, no
// longer a change, would land as a new call at his next turn; it is refused (409). Others at the table, and the director, may tell the
// robots to go on at once. The grace lives only here: the server keeps no timer, and the
// board's events do not depend on when the robot was let call.
export const GRACE_SECONDS = 3;
const CALLS = ["Pass", "X", "XX",
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((level) => ["C", "D", "H", "S", "NT"].map((strain) => `${level}${strain}`))];
const PARTNERS = { N: "S", S: "N", E: "W", W: "E" };
let grace = null;  // { key, deadline, timer }: the countdown of one board version

export function partnerWaits(view, mySeats, directs, goOn, change) {
  const waiting = view.robots_wait;
  if (!waiting) {
    stopGrace();
    return null;
  }
  const person = PARTNERS[waiting];
  if (!mySeats.includes(person)) {
    if (!mySeats.length && !directs) return null;
    return h("section", { class: "robots-wait", "data-testid": "robots-wait" },
      h("p", {}, `${waiting} (robot) waits: ${person} may still change his call (Law 25A).`),
      h("button", { type: "button", "data-testid": "robots-go-on", onclick: () => goOn(view.version) },
        "Robots, go on"));
  }
  const key = `${view.id}:${view.version}`;
  if (!grace || grace.key !== key) {
    stopGrace();
    grace = { key, deadline: Date.now() + GRACE_SECONDS * 1000, timer: null, sent: false };
  }
  const left = () => Math.max(0, Math.ceil((grace.deadline - Date.now()) / 1000));
  const counter = h("span", { "data-testid": "robots-wait-seconds" }, String(left()));
  const choice = h("select", { "aria-label": "Your intended call", "data-testid": "change-call" },
    CALLS.map((call) => h("option", { value: call }, call)));
  const notice = h("section", { class: "robots-wait", "data-testid": "robots-wait", "aria-live": "polite" },
    h("p", {}, "Your partner calls in ", counter, " s: change your call (Law 25A)"),
    choice, " ",
    h("button", { type: "button", "data-testid": "change-call-send",
      onclick: () => { stopGrace(); change(person, choice.value, view.version); } }, "Change my call"));
  const current = grace;
  if (current.timer) clearInterval(current.timer);  // this draw's notice counts now
  current.timer = setInterval(() => {
    if (grace !== current || !notice.isConnected) {
      clearInterval(current.timer);
      return;
    }
    counter.textContent = String(left());
    if (left() === 0 && !current.sent) {
      current.sent = true;
      clearInterval(current.timer);
      goOn(view.version);
    }
  }, 250);
  return notice;
}

function stopGrace() {
  if (grace && grace.timer) clearInterval(grace.timer);
}
