// Sessions: the list, and one session's ranking and travellers (and its teams match when
// it has two teams). The ranking is refreshed every few seconds while the session is shown
// (polling); the published results download in each format. What the server withholds
// while the session is played (a board's traveller from a pair yet to play it, the ranking
// from all but the director: GET /sessions/{id}/progress says which) is said, not hidden.

import { api, token } from "./api.js";
import { callLabel, cardLabel, h, replace, status } from "./dom.js";
import { correctButton, tableScoreForm } from "./session_corrections.js";
import { mayCreateSessions, newSessionForm } from "./session_create.js";
import { directorRulings, takeBackPairScore } from "./session_director.js";
import { namePairForm } from "./session_pairs.js";

const SESSIONS_PAGE = 100;

// A page of the sessions, oldest first; "More sessions" goes on from the last one shown.
// A director or an admin sets up a new session under it.
export async function sessionsPage(main, query) {
  const [page, me] = await Promise.all([
    api.page("/sessions", { limit: SESSIONS_PAGE, cursor: query.get("cursor") }), api.get("/users/me")]);
  const sessions = page.items;
  replace(main, h("h1", {}, "Sessions"),
    sessions.length ? h("table", { class: "list" },
      h("thead", {}, h("tr", {}, ["Session", "Scoring", "Results", "Director"].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, sessions.map((s) => h("tr", {},
        h("td", {}, h("a", { href: `#/sessions/${s.id}` }, s.name)), h("td", {}, s.scoring),
        h("td", {}, String(s.results)), h("td", {}, s.created_by)))))
      : h("p", { class: "muted" }, "No sessions yet."),
    page.next ? h("p", {}, h("a", { href: `#/sessions?${new URLSearchParams({ cursor: page.next })}`,
      "data-testid": "more-sessions" }, "More sessions")) : null,
    mayCreateSessions(me) ? newSessionForm() : null);
}

export async function sessionPage(main, sessionId, query) {
  const path = `/sessions/${sessionId}`;
  const [session, ranking, progress, me] = await Promise.all([
    api.get(path), api.get(`${path}/ranking`), api.get(`${path}/progress`), api.get("/users/me")]);
  const directs = me.name === session.created_by || me.role === "admin";
  const board = Number(query.get("board") || 1);
  const traveller = await api.get(`${path}/boards/${board}`);
  const boardProgress = progress.boards.find((b) => b.board_number === board);
  const fouled = traveller.some((line) => line.form !== null && line.form !== undefined);
  const leads = traveller.some((line) => line.lead); // shown where the API lets it show
  const match = Object.keys(session.teams).length === 2 ? await api.get(`${path}/match`) : null;
  // After a ruling: the session again, at the board it was about.
  const reshow = (shown) => {
    const target = `#/sessions/${sessionId}?board=${shown}`;
    if (window.location.hash === target) sessionPage(main, sessionId, new URLSearchParams({ board: shown }));
    else window.location.hash = target;
  };
  const alone = (line) => line.artificial_percent !== null && line.artificial_percent !== undefined;
  const picker = h("input", { id: "board", type: "number", min: 1, value: board, "aria-label": "Board number",
    onchange: (event) => { window.location.hash = `#/sessions/${sessionId}?board=${event.target.value}`; } });
  replace(main,
    h("h1", {}, session.name),
    h("p", { class: "muted" }, `${session.scoring} · ${session.results} results · director ${session.created_by}`),
    session.movement ? h("nav", { "aria-label": "Tables", "data-testid": "tables" }, `${session.movement.kind} · tables: `,
      session.movement.rounds[0].tables.map((t) => [h("a", { href: `#/sessions/${sessionId}/tables/${t.table}` }, String(t.table)), " "])) : null,
    session.movement ? boardsIn(progress, sessionId) : null,
    systemLine(session),
    session.movement ? h("nav", { "aria-label": "Pair cards", "data-testid": "pair-cards" }, "Pair cards: ",
      moving(session.movement).map((pair) => [h("a", { href: cardLink(sessionId, pair) }, pair), " "])) : null,
    h("p", { "aria-label": "Published results" }, "Published results: ",
      ...PUBLISHED.map((format) => h("a", { class: "button", href: "#", "data-testid": `published-${format}`,
        onclick: (event) => { event.preventDefault(); downloadPublished(path, format); } }, format.toUpperCase())),
      directs ? [" ", h("button", { type: "button", "data-testid": "release-hands", onclick: async () => {
        try {
          await api.post(`${path}/hand-records/release`);
          status("The travellers, the ranking and the hand records are public.");
        } catch (error) {
          status(error.message, "error");
        }
      } }, "Release the results and hand records")] : null),
    h("section", { "aria-label": "Ranking" }, h("h2", {}, "Ranking"), rankingBlock(progress, ranking, sessionId)),
    match ? matchSection(match) : null,
    h("section", { "aria-label": "Traveller" }, h("h2", {}, h("label", { for: "board" }, "Traveller of board "), picker),
      traveller.length ? h("table", { class: "list", "data-testid": "traveller" },
        h("thead", {}, h("tr", {}, ["NS", "EW", "Contract", "By", leads ? "Lead" : null, "Tricks", "Score NS", "MP NS", "MP EW", "% NS", "IMPs NS",
          fouled ? "Form" : null].filter(Boolean).map((t) => h("th", { scope: "col" }, t)))),
        h("tbody", {}, traveller.map((line) => h("tr", {},
          h("td", {}, line.ns ?? "—"), h("td", {}, line.ew ?? "—"), h("td", {}, contractCell(line),
            directs && alone(line) ? [" ", takeBackPairScore(path, board, line.ns ?? line.ew, reshow)] : null,
            directs && !alone(line) ? [" ", correctButton(path, board, line, reshow)] : null),
          h("td", {}, line.declarer || ""), leads ? h("td", { "data-testid": "lead" }, leadLabel(line.lead)) : null,
          h("td", {}, line.tricks === null ? "" : String(line.tricks)),
          h("td", {}, line.score_ns === null ? "" : String(line.score_ns)), h("td", {}, number(line.mp_ns)),
          h("td", {}, number(line.mp_ew)), h("td", {}, line.percent_ns === null ? "" : line.percent_ns.toFixed(2)),
          h("td", {}, number(line.imp_ns)), fouled ? h("td", {}, formName(line.form)) : null))))
        : boardProgress && !boardProgress.traveller ? travellerWithheld(boardProgress)
          : h("p", { class: "muted" }, "No results on this board.")),
    directs ? directorRulings(path, session, board, reshow) : null,
    directs ? tableScoreForm(path, board, reshow) : null,
    directs ? namePairForm(path) : null);
  refreshRanking(path, `#/sessions/${sessionId}`, sessionId);
}

// A traveller line's contract: a pair's score alone (Law 15B3) says so and its grade.
export function contractCell(line) {
  if (line.artificial_percent !== null && line.artificial_percent !== undefined) {
    return `${line.artificial_percent}% alone (Law 15B3)`;
  }
  return line.contract ? callLabel(line.contract) : "adjusted";
}

// An opening lead (a card such as "HT", shown as ♥10), or nothing where none shows.
export function leadLabel(card) {
  return card ? cardLabel(card) : "";
}

// A fouled board's form (Law 87): 0 the correct one, then the changed ones.
function formName(form) {
  return form === null || form === undefined ? "" : form === 0 ? "correct" : `changed ${form}`;
}

function number(value) {
  return value === null || value === undefined ? "" : String(value);
}

const PUBLISHED = ["html", "pdf", "csv", "pbn", "usebio"];
const REFRESH_MS = 5000;

// The bidding system its robots bid, and pairs' own: "Bidding system: Precision with Stayman".
function systemLine(session) {
  const said = (system) => system.base.name
    + (system.conventions.length ? ` with ${system.conventions.map((c) => c.name).join(", ")}` : "");
  const pairs = Object.entries(session.pair_systems || {});
  if (!session.system && !pairs.length) return null;
  return h("p", { "data-testid": "session-system" }, "Bidding system: ",
    session.system ? said(session.system) : "the library's SAYC",
    pairs.map(([pair, system]) => h("span", { "data-testid": `pair-system-${pair}` }, ` · pair ${pair}: ${said(system)}`)));
}

// The pairs the movement seats, in number order ("10" after "9").
function moving(movement) {
  const pairs = new Set(movement.rounds.flatMap((r) => r.tables.flatMap((t) => [t.ns, t.ew])).filter((p) => p !== null));
  return [...pairs].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

function cardLink(sessionId, pair) {
  return `#/sessions/${sessionId}/cards/${encodeURIComponent(pair)}`;
}

// How far each board is (its tables' results in, of those the movement has play it), so a
// director sees at a glance which tables are behind; each links to the board's traveller.
function boardsIn(progress, sessionId) {
  return h("nav", { "aria-label": "Boards in", "data-testid": "board-progress" }, "Boards in: ",
    progress.boards.filter((b) => b.due !== null).map((b) => [h("a", {
      href: `#/sessions/${sessionId}?board=${b.board_number}`, "data-testid": `progress-${b.board_number}`,
      class: b.results >= b.due ? "muted" : null,
      title: `Board ${b.board_number}: ${b.results} of ${b.due} tables in`,
    }, `${b.board_number} (${b.results}/${b.due})`), " "]));
}

function rankingBlock(progress, ranking, sessionId) {
  if (progress.ranking) return rankingTable(ranking, sessionId);
  return h("p", { class: "muted", "data-testid": "ranking-withheld" },
    "The ranking shows once every table has played every board, or when the director releases the results.");
}

function travellerWithheld(board) {
  const count = board.due === null ? `${board.results} result${board.results === 1 ? "" : "s"} in`
    : `${board.results} of ${board.due} tables in`;
  return h("p", { class: "muted", "data-testid": "traveller-withheld" },
    `Board ${board.board_number}'s traveller shows once you have played it, or once every table due to play it has its result in (${count}).`);
}

// A Penalty column (Law 90: what came off the total, which is after it) once a pair has one.
function rankingTable(ranking, sessionId) {
  const penalised = ranking.some((line) => line.penalty);
  return h("table", { class: "list", "data-testid": "ranking" },
    h("thead", {}, h("tr", {}, ["Rank", "Pair", "Names", "Total", "%", "Boards", penalised ? "Penalty" : null]
      .filter(Boolean).map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, ranking.map((line) => h("tr", {},
      h("td", {}, String(line.rank)), h("td", {}, h("a", { href: cardLink(sessionId, line.pair) }, line.pair)), h("td", {}, line.names || ""),
      h("td", {}, String(line.total)), h("td", {}, line.percent === null ? "" : line.percent.toFixed(2)),
      h("td", {}, String(line.boards)),
      penalised ? h("td", { title: line.penalty ? "Procedural penalty (Law 90), taken off the total" : null },
        line.penalty ? `−${line.penalty}` : "") : null))));
}

// The live ranking: while this session's page is shown, its ranking is asked for again
// every few seconds and swapped in place; leaving the page, or showing it again, ends it.
let refreshes = 0;

function refreshRanking(path, route, sessionId, mine = ++refreshes) {
  setTimeout(async () => {
    if (mine !== refreshes || window.location.hash.split("?")[0] !== route) return;
    try {
      const shown = document.querySelector('[data-testid="ranking"], [data-testid="ranking-withheld"]');
      const [progress, ranking] = await Promise.all([api.get(`${path}/progress`), api.get(`${path}/ranking`)]);
      if (shown) shown.replaceWith(rankingBlock(progress, ranking, sessionId));
      const boards = document.querySelector('[data-testid="board-progress"]');
      if (boards) boards.replaceWith(boardsIn(progress, sessionId));
    } catch { /* a missed refresh is retried on the next one */ }
    refreshRanking(path, route, sessionId, mine);
  }, REFRESH_MS);
}

// The server solves a session's deals in the background as soon as it names them, so the
// results come at once; a deal it has not reached yet is solved for this reader (a second
// or so each). The status line says a refusal instead of saving it as the results.
async function downloadPublished(path, format) {
  const name = format.toUpperCase();
  status(`Preparing the ${name} results…`);
  const reply = await fetch(`${path}/published?format=${format}`, { headers: { Authorization: `Bearer ${token()}` } });
  if (!reply.ok) {
    const refusal = await reply.json().catch(() => null);
    status(refusal && typeof refusal.detail === "string" ? refusal.detail : `The ${name} results could not be made.`, "error");
    return;
  }
  status(`The ${name} results are downloaded.`);
  const link = h("a", { href: URL.createObjectURL(await reply.blob()), download: `results.${format === "usebio" ? "xml" : format}` });
  document.body.append(link);
  link.click();
  link.remove();
}

function matchSection(match) {
  return h("section", { "aria-label": "Teams match" }, h("h2", {}, `${match.home} v ${match.away}`),
    h("p", {}, `IMPs ${match.home_imps} – ${match.away_imps} · VPs ${match.home_vp} – ${match.away_vp}`),
    h("table", { class: "list" },
      h("thead", {}, h("tr", {}, ["Board", `NS ${match.home}`, `NS ${match.away}`, match.home, match.away].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, match.boards.map((b) => h("tr", {}, [b.board_number, b.home_ns_score ?? "adj.", b.away_ns_score ?? "adj.", b.home_imps, b.away_imps].map((v) => h("td", {}, String(v))))))));
}
