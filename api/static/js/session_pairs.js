// The director names a session's pairs from its page (the director and admins only; the
// API refuses anyone else): the names the ranking and the published results show, and the
// users who enter and confirm the pair's results at its tables. Sends PUT
// /sessions/{id}/pairs/{pair} with what was filled in; the API judges it.

import { api } from "./api.js";
import { h, status } from "./dom.js";

// The page is not drawn again after it (the ranking's next refresh shows the names): the
// form is emptied for the next pair.
export function namePairForm(path) {
  const read = (id) => document.getElementById(id).value.trim();
  return h("section", { "aria-label": "Pairs", "data-testid": "name-pair" },
    h("form", { class: "ruling", onsubmit: async (event) => {
      event.preventDefault();
      const pair = read("np-pair");
      const body = {};
      if (read("np-names")) body.names = read("np-names");
      const users = read("np-users").split(",").map((name) => name.trim()).filter(Boolean);
      if (users.length) body.users = users;
      if (!body.names && !body.users) {
        status("Give the pair's names, its players' user names, or both.", "error");
        return;
      }
      try {
        await api.put(`${path}/pairs/${encodeURIComponent(pair)}`, body);
        status(`Pair ${pair} is named${body.names ? ` ${body.names}` : ""}${users.length ? ` (played by ${users.join(", ")})` : ""}.`);
        event.target.reset();
      } catch (error) {
        status(error.message, "error");
      }
    } },
    h("h3", {}, "Name a pair"),
    h("p", { class: "muted" }, "Its names show in the ranking; its players (user names, separated by commas) enter and confirm its results at the tables."),
    h("label", { for: "np-pair" }, "Pair"), " ", h("input", { id: "np-pair", required: true, maxlength: 16, size: 4 }), " ",
    h("label", { for: "np-names" }, "names"), " ", h("input", { id: "np-names", maxlength: 200, size: 20, placeholder: "Ann & Bo" }), " ",
    h("label", { for: "np-users" }, "players"), " ", h("input", { id: "np-users", maxlength: 300, size: 20, placeholder: "ann, bo" }), " ",
    h("button", { type: "submit" }, "Name")));
}
