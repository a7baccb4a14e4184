// A table's wrong boards (Law 15B2): a board the movement does not give the table that its
// pairs played in the round, whose score the director let stand. The table page shows it
// with the director's ruling, so the players see why their own board is still to play or
// scored by the director.

import { callLabel, h } from "./dom.js";
import { leadLabel } from "./sessions.js";

export function wrongBoards(table) {
  const played = table.wrong_boards || [];
  if (!played.length) return null;
  return h("section", { "aria-label": "Wrong boards", "data-testid": "wrong-boards" }, h("h2", {}, "Wrong board"),
    played.map((result) => h("div", { class: "entry", "data-testid": `wrong-board-${result.board}` },
      h("h3", {}, `Board ${result.board}`),
      h("p", {}, result.contract === "Pass" ? "Passed out"
        : [callLabel(result.contract), ` by ${result.declarer}, ${result.tricks} tricks`,
          result.lead ? [" · lead ", leadLabel(result.lead)] : null],
        ` · NS ${result.score_ns}`),
      h("p", { class: "muted", "data-testid": `wrong-board-ruling-${result.board}` }, result.ruling))));
}
