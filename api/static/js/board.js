// A board: the four hands around the table, the auction, the contract and the result;
// playing it (a bidding box of the legal calls, the legal cards to click, claims) and
// replaying it step by step. Everything shown comes from the API as this person may see
// it: a hand the API does not give is drawn as card backs.

import { api, ApiError, streamEvents } from "./api.js";
import { callLabel, cardLabel, h, replace, status, SUITS } from "./dom.js";
import { claimPanel } from "./claims.js";
import { directorPanel } from "./director.js";
import { exposedForm, leadRestriction, pendingDecision, penaltyCards, revokeForm } from "./irregularities.js";
import { explanationCorrectionForm, misinformedCallForm, penaltyCardDesignation } from "./misinformation.js";
import { partnerWaits, practiceAction, robotReasonsAt } from "./robots.js";

const SEATS = ["N", "E", "S", "W"];
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const AUCTION_COLUMNS = ["W", "N", "E", "S"];
const STRAINS = ["C", "D", "H", "S", "NT"];
const POLL_MS = 2000;
const STREAM_RETRY_MS = 1000;

let polling = null;
let live = null;

export function stopBoard() {
  if (polling) clearInterval(polling);
  polling = null;
  if (live) live.abort();
  live = null;
  document.onkeydown = null;
}

export async function boardPage(main, boardId, query) {
  stopBoard();
  const step = query.get("step");
  const seat = query.get("seat") || "";
  if (step !== null) return replayPage(main, boardId, Number(step), seat);
  return livePage(main, boardId);
}

// ---- playing ---------------------------------------------------------------------------
async function livePage(main, boardId) {
  const started = performance.now();
  const path = `/boards/${boardId}`;
  let view = await api.get(path);
  const me = await api.get("/users/me");
  let dealt = null;  // the hands as dealt, shown once the board is over
  let pushedTable = null;  // the stream's latest `table` event: legal moves and tricks
  const draw = async () => {
    const over = view.phase === "complete" || view.phase === "passed_out";
    // what the stream pushed for this very version spares two requests
    const pushed = pushedTable && pushedTable.version === view.version ? pushedTable : null;
    const [legal, tricks, score] = await Promise.all([
      pushed ? pushed.legal : api.get(`${path}/legal`),
      pushed ? pushed.tricks : api.get(`${path}/tricks`),
      over ? api.get(`${path}/score`) : null]);
    if (over && !dealt) dealt = (await api.get(`${path}/replay`, { step: 0 })).hands;
    const act = async (method, suffix, body) => {
      try {
        const reply = await api[method](`${path}${suffix}`, body);
        if (reply && reply.version !== undefined && reply.board_number !== undefined) view = reply;
        else view = await api.get(path);
        await draw();
      } catch (error) {
        status(error instanceof ApiError ? error.message : "The server could not be reached.", "error");
        view = await api.get(path);
        await draw();
      }
    };
    // "Robots, go on" (Law 25A's grace over): a stale one is 409, and the board as it now
    // stands is drawn instead, with no error: the person changed his call, or another
    // page let the robot call first.
    const goOn = async (version) => {
      try {
        view = await api.post(`${path}/robots/continue`, { expected_version: version });
      } catch {
        view = await api.get(path);
      }
      await draw();
    };
    replace(main,
      header(view, "live", boardId),
      h("div", { class: "layout" },
        table(over && dealt ? asDealt(view, dealt) : view,
          { legal, onCard: (card) => act("post", "/plays", { seat: legal.seat, card }) }),
        h("aside", { class: "side" },
          summary(view, score),
          practiceAction(view),
          leadRestriction(view),
          pendingDecision(view, mine(view, me), directs(view), (suffix, body) => act("post", suffix, body)),
          partnerWaits(view, mine(view, me), directs(view), goOn,
            (seat, call, version) => act("post", "/calls", { seat, call, expected_version: version })),
          penaltyCardDesignation(view, mine(view, me), directs(view), (suffix, body) => act("post", suffix, body)),
          auctionGrid(view),
          legal.calls.length ? biddingBox(legal, (call) => act("post", "/calls", { seat: legal.seat, call })) : null,
          claimPanel(view, mine(view, me), (suffix, body) => act("post", suffix, body)),
          trickHistory(tricks),
          revokeForm(view, mine(view, me), (suffix, body) => act("post", suffix, body)),
          exposedForm(view, mine(view, me), directs(view), (suffix, body) => act("post", suffix, body)),
          explanationCorrectionForm(view, mine(view, me), directs(view), (suffix, body) => act("post", suffix, body)),
          misinformedCallForm(view, directs(view), (suffix, body) => act("post", suffix, body)),
          await directorPanel(view, me),
        ),
      ),
    );
    main.dataset.rendered = String(performance.now() - started);
    main.dataset.version = String(view.version);
  };
  await draw();
  // The reader left while the board loaded (app.js gives each page its own main): no
  // stream for a page no longer shown.
  if (!main.isConnected) return;
  // Live updates: the server pushes the board as each event is recorded; when it cannot
  // (an old server, a proxy that buffers), the page polls.
  let drawing = Promise.resolve();
  const arrived = (now) => {
    drawing = drawing.then(async () => {
      if (now.version === view.version || !main.isConnected) return;
      view = now;
      await draw();
    }).catch(() => { /* the next push or poll draws again */ });
  };
  const tableArrived = (table) => { pushedTable = table; };
  live = watchBoard(path, arrived, tableArrived, () => {
    const poll = setInterval(async () => {
      if (!main.isConnected) {
        clearInterval(poll);
        return;
      }
      if (document.hidden) return;
      try {
        arrived(await api.get(path));
      } catch { /* the next poll tries again */ }
    }, POLL_MS);
    polling = poll;
  });
}

// The board's stream (GET /boards/{id}/stream): each `board` event to `onView`, each
// `table` event (sent just before its board) to `onTable`; the stream reopened after it
// ends, unless the server refuses it, when `fallBack` runs once.
function watchBoard(path, onView, onTable, fallBack) {
  const control = new AbortController();
  let failures = 0;
  const open = async () => {
    while (!control.signal.aborted) {
      try {
        await streamEvents(`${path}/stream`, control.signal, (name, data) => {
          failures = 0;
          if (name === "table") onTable(JSON.parse(data));
          else if (name === "board") onView(JSON.parse(data));
        });
      } catch (error) {
        if (control.signal.aborted) return;
        if (error instanceof ApiError || (failures += 1) > 3) {
          fallBack();
          return;
        }
      }
      await new Promise((done) => setTimeout(done, STREAM_RETRY_MS));
    }
  };
  open();
  return control;
}

// ---- replaying ---------------------------------------------------------------------------
async function replayPage(main, boardId, step, seat) {
  const path = `/boards/${boardId}`;
  const current = await api.get(path);
  const last = Math.max(0, current.version - 1);
  const wholeBoard = SEATS.every((s) => current.hands[s] !== null);
  const go = (to, as = seat) => {
    const target = Math.min(last, Math.max(0, to));
    const params = new URLSearchParams({ step: String(target) });
    if (as) params.set("seat", as);
    window.location.hash = `#/boards/${boardId}?${params}`;
  };
  const at = Math.min(last, Math.max(0, Number.isFinite(step) ? step : 0));
  const [view, tricks] = await Promise.all([
    api.get(`${path}/replay`, { step: at, seat: seat || null }),
    api.get(`${path}/replay/tricks`, { step: at })]);
  if (!main.isConnected) return; // a later step was asked for: its keys, not these
  const line = h("div", { class: "dd-slot", "aria-live": "polite" });
  const why = h("div", { class: "why-slot" });
  document.onkeydown = (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  };
  const slider = h("input", {
    type: "range", min: 0, max: last, value: at, "aria-label": "Step",
    onchange: (event) => go(Number(event.target.value)),
  });
  const seats = h("select", { "aria-label": "As seen by", onchange: (event) => go(at, event.target.value) },
    h("option", { value: "", selected: !seat }, "What I may see"),
    SEATS.map((s) => h("option", { value: s, selected: seat === s }, `As ${SEAT_NAMES[s]} saw it`)));
  replace(main,
    header(view, "replay", boardId),
    h("nav", { class: "replay", "aria-label": "Replay" },
      h("button", { "data-testid": "step-first", onclick: () => go(0), disabled: at === 0 }, "« First"),
      h("button", { "data-testid": "step-prev", onclick: () => go(at - 1), disabled: at === 0 }, "‹ Previous"),
      h("span", { class: "step" }, "Step ", h("output", { "data-testid": "step", "aria-live": "polite" }, String(at)), ` of ${last}`),
      h("button", { "data-testid": "step-next", onclick: () => go(at + 1), disabled: at === last }, "Next ›"),
      h("button", { "data-testid": "step-last", onclick: () => go(last), disabled: at === last }, "Last »"),
      slider, seats),
    h("div", { class: "layout" },
      table(view, {}),
      h("aside", { class: "side" }, summary(view, null),
        view.can_practise ? practiceAction(current, at, view.dummy)
          : wholeBoard && view.practice_refused_because
            ? h("p", { class: "muted", "data-testid": "practice-refused" }, view.practice_refused_because)
            : null,
        line, why, auctionGrid(view), trickHistory(tricks)),
    ),
  );
  // Why a robot chose the action of this step: for those who see every hand, as the API.
  const robots = (current.robots || []).length > 0;
  const reasons = wholeBoard && robots && at > 0 ? robotReasonsAt(why, path, at) : null;
  // The double-dummy line takes DDS a moment: the step is shown first, the line after.
  if (wholeBoard) {
    try {
      const { dd } = await api.get(`${path}/replay`, { step: at, analysis: "dd" });
      if (document.body.contains(line)) showDoubleDummyLine(main, line, dd);
    } catch { /* the step stands without its line */ }
  }
  await reasons;
}

// A step at which the board is over by its play (passed out, every card played) leaves
// nothing to play again: the API refuses it, so the action is not offered. A board over by
// a claim is: its cards replay, not the claim.
// ---- parts -------------------------------------------------------------------------------
// The seats the requester holds: a robot's seat is never his, whatever his name (the view
// says which seats robots hold, 0.26.0).
function mine(view, me) {
  return SEATS.filter((seat) => view.seats[seat] === me.name && !isRobot(view, seat));
}

function isRobot(view, seat) {
  return (view.robots || []).includes(seat);
}

// Whether the requester directs the board: the server's judgement (domain/policy.py
// `directs`), read from the view rather than repeated here.
function directs(view) {
  return view.viewer_directs;
}

function header(view, mode, boardId) {
  const other = mode === "live"
    ? h("a", { href: `#/boards/${boardId}?step=0` }, "Replay from the start")
    : h("a", { href: `#/boards/${boardId}` }, "Back to the board");
  return h("header", { class: "board-head" },
    h("h1", {}, `Board ${view.board_number}`),
    h("p", {}, `Dealer ${SEAT_NAMES[view.dealer]} · Vulnerable: ${view.vulnerability} · `,
      h("span", { class: `phase phase-${view.phase}` }, view.phase.replace("_", " ")),
      view.mode === "tournament" ? " · tournament" : "", " · ", other));
}

function table(view, { legal, onCard }) {
  const turn = legal && legal.cards.length ? legal.seat : null;
  return h("section", { class: "table", "aria-label": "The table" },
    SEATS.map((seat) => hand(view, seat, turn === seat ? new Set(legal.cards) : null, onCard)),
    h("div", { class: "centre", "aria-label": "The trick" }, trickNow(view)));
}

// The board over: every hand as it was dealt, the cards played back in them.
function asDealt(view, dealt) {
  if (SEATS.some((seat) => dealt[seat] === null)) return view;
  return { ...view, hands: dealt, cards_left: Object.fromEntries(SEATS.map((seat) => [seat, dealt[seat].length])), dealt: true };
}

function hand(view, seat, playable, onCard) {
  const cards = view.hands[seat];
  const name = view.players[seat] || (isRobot(view, seat) ? "" : view.seats[seat]) || "";
  const robot = isRobot(view, seat)
    ? h("span", { class: "robot", "data-testid": `robot-${seat}` }, " (robot)") : null;
  const roles = [seat === view.dealer ? "dealer" : null, seat === view.declarer ? "declarer" : null,
    seat === view.dummy ? "dummy" : null, seat === view.next ? "to play" : null].filter(Boolean);
  const title = h("h2", {}, SEAT_NAMES[seat], name ? h("span", { class: "name" }, ` ${name}`) : null, robot,
    roles.length ? h("span", { class: "roles" }, ` (${roles.join(", ")})`) : null);
  let body;
  if (cards === null) {
    const backs = view.cards_left[seat];
    body = h("div", { class: "backs", "aria-label": `${backs} hidden cards` },
      Array.from({ length: backs }, () => h("span", { class: "back", "aria-hidden": "true" })));
  } else {
    body = h("div", { class: "suits" }, ["S", "H", "D", "C"].map((suit) => {
      const inSuit = cards.filter((card) => card[0] === suit);
      return h("div", { class: "suit-row" },
        h("span", { class: `suit-symbol suit-${suit}`, "aria-hidden": "true" }, SUITS[suit]),
        inSuit.length ? inSuit.map((card) => {
          const label = cardLabel(card, true);
          if (playable && playable.has(card)) {
            return h("button", { class: "card playable", "data-card": card, onclick: () => onCard(card) }, label);
          }
          return h("span", { class: `card${playable ? " unplayable" : ""}`, "data-card": card }, label);
        }) : h("span", { class: "void", "aria-label": `no ${suit}` }, "—"));
    }));
  }
  return h("div", { class: `seat seat-${seat}${seat === view.next ? " turn" : ""}`, "data-testid": `hand-${seat}` },
    title, body, penaltyCards(view, seat));
}

function trickNow(view) {
  if (view.dealt) return h("p", { class: "muted" }, "The deal");
  if (!view.trick) return h("p", { class: "muted" }, view.phase === "auction" ? "The auction" : "");
  return h("div", { class: "trick-now" },
    h("p", { class: "muted" }, `Trick ${view.trick.number}, led by ${SEAT_NAMES[view.trick.leader]}`),
    h("div", { class: "played", "data-testid": "trick-now" }, view.trick.cards.map((played) =>
      h("span", { class: `played-card played-${played.seat}${played.seat === view.trick.winner ? " winner" : ""}`,
        "data-seat": played.seat, "data-card": played.card },
      h("small", {}, played.seat), " ", cardLabel(played.card)))));
}

// The replay's double-dummy line: what declarer takes with best play from this step, and
// what the step's card cost its side; a card that cost a trick is marked where it lies.
function showDoubleDummyLine(main, slot, dd) {
  if (!dd) return replace(slot);
  const cost = dd.cost;
  replace(slot, h("section", { class: "dd-line", "aria-label": "Double dummy", "data-testid": "dd-line" },
    h("p", {}, "Double dummy: declarer takes ",
      h("strong", { "data-testid": "dd-tricks" }, String(dd.declarer_tricks)), " with best play from here."),
    cost ? h("p", { class: cost.tricks > 0 ? "cost" : "muted", "data-testid": "dd-cost", "data-tricks": cost.tricks },
      `${SEAT_NAMES[cost.seat]}'s `, cardLabel(cost.card),
      cost.tricks > 0 ? ` cost ${cost.tricks} trick${cost.tricks === 1 ? "" : "s"}.` : " was a best card.") : null));
  if (!cost || cost.tricks <= 0) return;
  for (const marked of main.querySelectorAll(`.played-card[data-seat="${cost.seat}"][data-card="${cost.card}"], .trick-card[data-card="${cost.card}"]`)) {
    marked.classList.add("cost");
    marked.title = `cost ${cost.tricks} trick${cost.tricks === 1 ? "" : "s"} double dummy`;
  }
}

function summary(view, score) {
  const contract = view.contract === null ? "—"
    : view.contract === "Pass" ? "Passed out"
      : [callLabel(view.contract), ` by ${SEAT_NAMES[view.declarer]}`];
  let result = `Tricks: NS ${view.tricks_won.NS}, EW ${view.tricks_won.EW}`;
  if (score && score.contract !== "Pass") {
    const made = score.declarer_tricks - (6 + Number(score.contract[0]));
    result = `${made >= 0 ? (made === 0 ? "Made exactly" : `Made with ${made} over`) : `Down ${-made}`} · ${score.declarer_tricks} tricks · NS ${score.NS}, EW ${score.EW}`;
  } else if (score) {
    result = "Passed out · 0";
  }
  return h("section", { class: "summary", "aria-label": "Contract and result" },
    h("p", {}, "Contract: ", h("strong", { "data-testid": "contract" }, contract)),
    h("p", { "data-testid": "result" }, result),
    view.claim ? h("p", {}, `Claim by ${SEAT_NAMES[view.claim.seat]}: ${view.claim.tricks} of the tricks left (${view.claim.status})`) : null,
    view.pending ? h("p", { class: "pending" }, `Waiting for ${SEAT_NAMES[view.pending.decides] || view.pending.decides}: ${view.pending.kind.replaceAll("_", " ")}`) : null);
}

function auctionGrid(view) {
  const offset = AUCTION_COLUMNS.indexOf(view.dealer);
  const cells = [...Array(offset).fill(null), ...view.auction];
  const rows = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  return h("section", { class: "auction-box", "aria-label": "The auction" },
    h("table", { class: "auction", "data-testid": "auction" },
      h("thead", {}, h("tr", {}, AUCTION_COLUMNS.map((seat) => h("th", { scope: "col" }, SEAT_NAMES[seat])))),
      h("tbody", {}, rows.map((row, r) => h("tr", {}, [0, 1, 2, 3].map((c) => {
        const made = row[c];
        if (!made) return h("td", {});
        const id = `explanation-${r}-${c}`;
        return h("td", { "data-call": made.call, class: made.alert ? "alerted" : null, tabindex: made.explanation ? 0 : null,
          title: made.explanation || (made.alert ? "Alerted" : null), "aria-describedby": made.explanation ? id : null },
        callLabel(made.call), made.alert ? h("sup", { class: "alert-mark", "aria-label": "alerted" }, "!") : null,
        made.explanation ? h("span", { id, class: "explanation", role: "tooltip" }, made.explanation) : null);
      }))))));
}

function biddingBox(legal, onCall) {
  const allowed = new Set(legal.calls);
  const bids = [];
  for (let level = 1; level <= 7; level += 1) {
    bids.push(h("div", { class: "bid-row" }, STRAINS.map((strain) => {
      const call = `${level}${strain}`;
      return h("button", { class: "bid", "data-call": call, disabled: !allowed.has(call), onclick: () => onCall(call) }, callLabel(call));
    })));
  }
  return h("section", { class: "bidding-box", "aria-label": `Bidding box for ${SEAT_NAMES[legal.seat]}` },
    h("h2", {}, `${SEAT_NAMES[legal.seat]} to call`),
    h("div", { class: "specials" }, ["Pass", "X", "XX"].map((call) =>
      h("button", { class: `bid bid-${call}`, "data-call": call, disabled: !allowed.has(call), onclick: () => onCall(call) },
        { Pass: "Pass", X: "Double", XX: "Redouble" }[call]))),
    bids);
}

function trickHistory(tricks) {
  if (!tricks.length) return null;
  return h("section", { class: "tricks" }, h("h2", {}, "Tricks"),
    h("table", { "data-testid": "tricks" }, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, "Led by"),
      h("th", { scope: "col" }, "Cards"), h("th", { scope: "col" }, "Won by"))),
    h("tbody", {}, tricks.map((trick) => h("tr", { "data-trick": trick.number },
      h("td", {}, String(trick.number)), h("td", {}, trick.leader),
      h("td", {}, trick.cards.map((played) => h("span", { class: "trick-card", "data-card": played.card },
        `${played.seat} `, cardLabel(played.card), " "))),
      h("td", {}, trick.winner || "…"))))));
}
