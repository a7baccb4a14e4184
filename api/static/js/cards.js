// A pair's card on a phone (#/sessions/{id}/cards/{pair}): where the pair sits each round,
// against whom and which boards, and its results so far, exactly as
// GET /sessions/{id}/cards/{pair} shows them to the one looking (another pair's board only
// once he may see its traveller); its total and rank once the ranking shows. The round
// being played is marked only when the API says so: the table of the pair's first round
// without all its results must itself be at that round (GET /sessions/{id}/tables/{t}).
// While shown, the card follows the evening by itself (a new result, the next round).

import { api } from "./api.js";
import { callLabel, h, replace } from "./dom.js";

const POLL_FIRST_MS = 2000;
const POLL_LONGEST_MS = 15000;

export async function cardPage(main, sessionId, pair) {
  const path = `/sessions/${sessionId}`;
  const [session, card] = await Promise.all([
    api.get(path), api.get(`${path}/cards/${encodeURIComponent(pair)}`)]);
  const current = await currentRound(path, card);
  const imps = session.scoring !== "MP"; // cross-IMPs count in an IMP or BAM session
  replace(main,
    h("div", { class: "pair-card", "data-testid": "pair-card" },
      h("h1", {}, `${session.name} · pair ${card.pair}`),
      card.names ? h("p", { class: "muted", "data-testid": "card-names" }, card.names) : null,
      h("p", { "data-testid": "card-total", class: card.total === null ? "muted" : null }, totalText(card)),
      card.rounds.length ? h("section", { "aria-label": "Rounds" }, h("h2", {}, "Rounds"),
        h("table", { class: "list", "data-testid": "card-rounds" },
          h("thead", {}, h("tr", {}, ["Round", "Table", "Sits", "Against", "Boards"].map((t) => h("th", { scope: "col" }, t)))),
          h("tbody", {}, card.rounds.map((r) => h("tr", {
            "data-testid": `card-round-${r.round}`,
            class: r.round === current ? "current" : null,
            "aria-current": r.round === current ? "step" : null,
          },
          h("td", {}, String(r.round), r.round === current ? h("span", { class: "now" }, " now") : null),
          h("td", {}, h("a", { href: `#/sessions/${sessionId}/tables/${r.table}` }, String(r.table))),
          h("td", {}, r.direction),
          h("td", {}, r.opponents === null ? h("span", { class: "muted" }, "sits out") : `pair ${r.opponents}`),
          h("td", {}, r.boards.join(", ")))))))
        : h("p", { class: "muted" }, "The session has no movement: the card has no rounds."),
      h("section", { "aria-label": "Results" }, h("h2", {}, "Results so far"),
        card.boards.length ? h("table", { class: "list", "data-testid": "card-results" },
          h("thead", {}, h("tr", {}, [short("Bd", "Board"), short("v", "Direction and opponents"), "Contract", short("Tr", "Tricks"), "Score",
            short("MP", "Matchpoints of the top"), "%", imps ? "IMPs" : null].filter(Boolean).map((t) => h("th", { scope: "col" }, t)))),
          h("tbody", {}, card.boards.map((b) => h("tr", { "data-testid": `card-board-${b.board_number}` },
            h("td", {}, String(b.board_number)), h("td", { class: "wrap" },
              b.opponents === null ? `${b.direction} alone (Law 15B3)` : `${b.direction} v\u00a0${b.opponents}`),
            h("td", {}, contractText(b)), h("td", {}, b.tricks === null ? "" : String(b.tricks)),
            h("td", {}, b.score === null ? "adjusted" : String(b.score)),
            h("td", {}, `${b.matchpoints}/${b.top}`), h("td", {}, b.percent.toFixed(2)),
            imps ? h("td", {}, String(b.imps)) : null))))
          : h("p", { class: "muted" }, "No results the card may show yet.")),
      h("p", {}, h("button", { type: "button", "data-testid": "refresh", onclick: () => cardPage(main, sessionId, pair) }, "Refresh"),
        " ", h("a", { href: `#/sessions/${sessionId}` }, "Ranking and travellers"))));
  followCard(main, sessionId, pair, JSON.stringify([card, current]));
}

// The one card being followed, as the table page follows its table: the card (and the
// round being played) is asked for again after a few seconds, twice as long each time
// nothing changed, and shown again when it changed; nothing is asked while the page is
// hidden, and a newer page (a reload, another route) ends the older one.
let follows = 0;

function followCard(main, sessionId, pair, shown, mine = ++follows, wait = POLL_FIRST_MS) {
  const route = window.location.hash.split("?")[0];
  setTimeout(async () => {
    if (mine !== follows || window.location.hash.split("?")[0] !== route) return;
    let next = Math.min(2 * wait, POLL_LONGEST_MS);
    if (document.visibilityState === "visible") {
      try {
        const path = `/sessions/${sessionId}`;
        const card = await api.get(`${path}/cards/${encodeURIComponent(pair)}`);
        const now = JSON.stringify([card, await currentRound(path, card)]);
        if (mine !== follows) return;
        if (now !== shown) {
          await cardPage(main, sessionId, pair); // it follows the card from there
          return;
        }
      } catch { /* a missed look is tried again on the next one */ }
    } else {
      next = POLL_FIRST_MS; // nothing asked while hidden; soon once shown again
    }
    followCard(main, sessionId, pair, shown, mine, next);
  }, wait);
}

// The round the pair plays now, or null when the API does not say (between rounds, a
// sit-out, all played, or results the card may not show to this viewer).
async function currentRound(path, card) {
  const shown = new Set(card.boards.map((b) => b.board_number));
  const next = card.rounds.find((r) => r.opponents !== null && r.boards.some((board) => !shown.has(board)));
  if (!next) return null;
  const table = await api.get(`${path}/tables/${next.table}`);
  return !table.finished && table.round === next.round ? next.round : null;
}

// A phone's narrow column heading, with its words for a screen reader and a hover.
function short(text, words) {
  return h("abbr", { title: words, "aria-label": words }, text);
}

function totalText(card) {
  if (card.total === null) return "The total and rank show once the ranking does.";
  const percent = card.percent === null ? "" : ` · ${card.percent.toFixed(2)}%`;
  return `Total ${card.total}${percent} · rank ${card.rank}`;
}

function contractText(board) {
  if (board.contract === null) return "adjusted";
  if (board.contract === "Pass") return "Passed out";
  return h("span", {}, callLabel(board.contract), board.declarer ? ` ${board.declarer}` : "");
}
