// A board of the table's round that is being played in the ledger (started with "Play this
// board at the table"): instead of the result form (the API refuses a player's result for
// it, 409, until the board is over and its score enters by itself) the table page shows
// the live board's state, the auction or the play as far as it has gone, and a link to it.
// The board shows only to its players, its director and admins (GET /boards/{id}); anyone
// else of the table is told it is being played.

import { ApiError, api } from "./api.js";
import { callLabel, h } from "./dom.js";

const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };

// The table's boards started in the ledger in the round shown, each with its board as the
// requester may see it (null where he may not): { board number: { started, board } }.
// Only one of the table (its pairs' users, the director, an admin) asks for the board:
// anyone else could not see it.
export async function liveBoards(path, table, mayLook) {
  const started = (await api.get(`${path}/tables/${table.table}/boards`))
    .filter((t) => t.round === table.round && t.ns === table.ns && t.ew === table.ew);
  const boards = await Promise.all(started.map(async (t) => {
    if (!mayLook) return null;
    try {
      return await api.get(`/boards/${t.board_id}`);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
      throw error;
    }
  }));
  return Object.fromEntries(started.map((t, i) => [t.board, { started: t, board: boards[i] }]));
}

// What the page compares to know the live boards moved on.
export function liveState(live) {
  return Object.values(live).map(({ started, board }) => [started.board_id, board ? board.version : null]);
}

export function liveBoardBlock(board, live) {
  const { started, board: shown } = live;
  return h("div", { "data-testid": `live-${board}` },
    h("p", {}, "Being played at this table in the ledger: its result enters by itself once the board is over."),
    shown ? stateOf(shown) : h("p", { class: "muted", "data-testid": `live-hidden-${board}` },
      "It shows to its players, its director and admins."),
    shown ? h("p", {}, h("a", { class: "button", href: `#/boards/${started.board_id}`, "data-testid": `open-${board}` },
      "Open the board")) : null);
}

function stateOf(board) {
  const next = board.next ? `${SEAT_NAMES[board.next]} to ${board.phase === "auction" ? "call" : "play"}` : null;
  if (board.phase === "auction") {
    return h("p", { "data-testid": "live-state" }, "Auction: ",
      board.auction.length ? board.auction.map((call, i) => [i ? " " : "", callLabel(call.call)]) : "no call yet",
      next ? ` · ${next}` : "");
  }
  if (board.phase === "passed_out") return h("p", { "data-testid": "live-state" }, "Passed out: the board is over.");
  const declarer = SEAT_NAMES[board.declarer];
  const side = board.declarer === "N" || board.declarer === "S" ? "NS" : "EW";
  const other = side === "NS" ? "EW" : "NS";
  const tricks = `tricks: declarer ${board.tricks_won[side]}, defenders ${board.tricks_won[other]}`;
  return h("p", { "data-testid": "live-state" }, callLabel(board.contract), ` by ${declarer} · ${tricks}`,
    board.phase === "complete" ? " · the board is over" : next ? ` · ${next}` : "");
}
