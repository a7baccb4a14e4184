// A board: the four hands around the table, the auction, the contract and the result;
// playing it (a bidding box of the legal calls, the legal cards to click, claims) and
// replaying it step by step. Everything shown comes from the API as this person may see
// it: a hand the API does not give is drawn as card backs.

import { api, ApiError } from "./api.js";
import { callLabel, cardLabel, h, replace, status, SUITS } from "./dom.js";
import { claimPanel } from "./claims.js";
import { directorPanel } from "./director.js";
import { exposedForm, leadRestriction, pendingDecision, penaltyCards, revokeForm } from "./irregularities.js";

const SEATS = ["N", "E", "S", "W"];
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const AUCTION_COLUMNS = ["W", "N", "E", "S"];
const STRAINS = ["C", "D", "H", "S", "NT"];
const POLL_MS = 2000;

let polling = null;

export function stopBoard() {
  if (polling) clearInterval(polling);
  polling = null;
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
  const draw = async () => {
    const [legal, tricks] = await Promise.all([api.get(`${path}/legal`), api.get(`${path}/tricks`)]);
    const score = view.phase === "complete" || view.phase === "passed_out" ? await api.get(`${path}/score`) : null;
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
    replace(main,
      header(view, "live", boardId),
      h("div", { class: "layout" },
        table(view, { legal, onCard: (card) => act("post", "/plays", { seat: legal.seat, card }) }),
        h("aside", { class: "side" },
          summary(view, score),
          leadRestriction(view),
          pendingDecision(view, mine(view, me), directs(view, me), (suffix, body) => act("post", suffix, body)),
          auctionGrid(view),
          legal.calls.length ? biddingBox(legal, (call) => act("post", "/calls", { seat: legal.seat, call })) : null,
          claimPanel(view, mine(view, me), (suffix, body) => act("post", suffix, body)),
          trickHistory(tricks),
          revokeForm(view, mine(view, me), (suffix, body) => act("post", suffix, body)),
          exposedForm(view, mine(view, me), directs(view, me), (suffix, body) => act("post", suffix, body)),
          await directorPanel(view, me),
        ),
      ),
    );
    main.dataset.rendered = String(performance.now() - started);
    main.dataset.version = String(view.version);
  };
  await draw();
  // Live updates: another person's call or card shows within two seconds (polling).
  polling = setInterval(async () => {
    if (!document.body.contains(main) || document.hidden) return;
    try {
      const now = await api.get(path);
      if (now.version !== view.version) {
        view = now;
        await draw();
      }
    } catch { /* the next poll tries again */ }
  }, POLL_MS);
}

// ---- replaying ---------------------------------------------------------------------------
async function replayPage(main, boardId, step, seat) {
  const path = `/boards/${boardId}`;
  const current = await api.get(path);
  const last = Math.max(0, current.version - 1);
  const tricks = await api.get(`${path}/tricks`);
  const go = (to, as = seat) => {
    const target = Math.min(last, Math.max(0, to));
    const params = new URLSearchParams({ step: String(target) });
    if (as) params.set("seat", as);
    window.location.hash = `#/boards/${boardId}?${params}`;
  };
  const at = Math.min(last, Math.max(0, Number.isFinite(step) ? step : 0));
  const view = await api.get(`${path}/replay`, { step: at, seat: seat || null });
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
      h("button", { "data-testid": "step-first", onclick: () => go(0), disabled: at === 0 }, "⏮ First"),
      h("button", { "data-testid": "step-prev", onclick: () => go(at - 1), disabled: at === 0 }, "◀ Previous"),
      h("span", { class: "step" }, "Step ", h("output", { "data-testid": "step", "aria-live": "polite" }, String(at)), ` of ${last}`),
      h("button", { "data-testid": "step-next", onclick: () => go(at + 1), disabled: at === last }, "Next ▶"),
      h("button", { "data-testid": "step-last", onclick: () => go(last), disabled: at === last }, "Last ⏭"),
      slider, seats),
    h("div", { class: "layout" },
      table(view, {}),
      h("aside", { class: "side" }, summary(view, null), auctionGrid(view), trickHistory(tricks)),
    ),
  );
}

// ---- parts -------------------------------------------------------------------------------
function mine(view, me) {
  return SEATS.filter((seat) => view.seats[seat] === me.name);
}

function directs(view, me) {
  return me.role === "admin" || view.director === me.name;
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

function hand(view, seat, playable, onCard) {
  const cards = view.hands[seat];
  const name = view.players[seat] || view.seats[seat] || "";
  const roles = [seat === view.dealer ? "dealer" : null, seat === view.declarer ? "declarer" : null,
    seat === view.dummy ? "dummy" : null, seat === view.next ? "to play" : null].filter(Boolean);
  const title = h("h2", {}, SEAT_NAMES[seat], name ? h("span", { class: "name" }, ` ${name}`) : null,
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
  if (!view.trick) return h("p", { class: "muted" }, view.phase === "auction" ? "The auction" : "");
  return h("div", { class: "trick-now" },
    h("p", { class: "muted" }, `Trick ${view.trick.number}, led by ${SEAT_NAMES[view.trick.leader]}`),
    h("div", { class: "played" }, view.trick.cards.map((played) =>
      h("span", { class: `played-${played.seat}${played.seat === view.trick.winner ? " winner" : ""}` },
        h("small", {}, played.seat), " ", cardLabel(played.card)))));
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
    h("table", {}, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, "Led by"),
      h("th", { scope: "col" }, "Cards"), h("th", { scope: "col" }, "Won by"))),
    h("tbody", {}, tricks.map((trick) => h("tr", {},
      h("td", {}, String(trick.number)), h("td", {}, trick.leader),
      h("td", {}, trick.cards.map((played) => h("span", { class: "trick-card" }, `${played.seat} `, cardLabel(played.card), " "))),
      h("td", {}, trick.winner || "…"))))));
}
