// "Play this board at the table" on a club evening's table page: a player of the table (or
// the director) starts the board as a ledger board, the session's deal with the table's
// players in their seats and robots in the empty ones, and plays it there; its score enters
// the session by itself once the board is over. Starting it again opens the same board.

import { api, ApiError } from "./api.js";
import { h, status } from "./dom.js";

export function playAtTable(path, table, board) {
  return h("p", {}, h("button", { type: "button", "data-testid": `play-${board}`, onclick: async () => {
    let started;
    try {
      started = await api.post(`${path}/tables/${table.table}/boards/${board}/play`, { round: table.round });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) {
        status(error.message, "error");
        return;
      }
      throw error;
    }
    window.location.hash = `#/boards/${started.id}`;
  } }, "Play this board at the table"),
  h("span", { class: "muted" }, " (robots take the empty seats; the result enters itself)"));
}
