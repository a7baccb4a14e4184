// A pair's card on a phone (#/sessions/{id}/cards/{pair}): where the pair sits each round,
// against whom and which boards, and its results so far, exactly as
// GET /sessions/{id}/cards/{pair} shows them to the one looking (another pair's board only
// once he may see its traveller); its total and rank once the ranking shows. The round
// being played is marked only when the API says so: the table of the pair's first round
// without all its results must itself be at that round (GET /sessions/{id}/tables/{t}).
// While shown, the card follows the evening by itself (a new result, the next round).

import { api } from "./api.js";
import { callLabel, h, replace } from "./dom.js";
import { follow } from "./follow.js";


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
  follow(
    JSON.stringify([card, current]),
    async () => {
      const now = await api.get(`${path}/cards/${encodeURIComponent(pair)}`);
      return JSON.stringify([now, await currentRound(path, now)]);
    },
    async () => {
      await cardPage(main, sessionId, pair); // it follows the card from there
      return true;
    },
  );
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
