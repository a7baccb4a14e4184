// Bidding systems: the list, and one system: its base and conventions (a checklist to add
// or remove one), the sequences and their meanings as a tree (the winning rule and what
// it overrides), undo and redo with the history, exports, and "what should I bid?".

import { api, ApiError, token } from "./api.js";
import { h, replace, status } from "./dom.js";

export async function systemsPage(main) {
  const systems = await api.get("/systems");
  replace(main, h("h1", {}, "Bidding systems"),
    systems.length ? h("ul", {}, systems.map((s) => h("li", {},
      h("a", { href: `#/systems/${s.id}` }, s.name), ` — ${s.base} with ${s.conventions.length} conventions`)))
      : h("p", { class: "muted" }, "No systems yet."));
}

export async function systemPage(main, systemId, query) {
  const path = `/systems/${systemId}`;
  const sequence = query.get("sequence") || "";
  const [system, conventions, history, continuations] = await Promise.all([
    api.get(path), api.get("/library/conventions"), api.get(`${path}/history`),
    // the tree's root: the rules that continue no other rule (openings, overcalls)
    sequence ? api.get(`${path}/continuations`, { sequence })
      : api.get(`${path}/rules`).then((rules) => rules.filter((rule) => rule.parent === null).sort(bySequence)),
  ]);
  let meaning = null;
  if (sequence) {
    try { meaning = await api.get(`${path}/meaning`, { sequence }); } catch { meaning = null; }
  }
  const act = async (work) => {
    try {
      await work();
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    } catch (error) {
      status(error instanceof ApiError ? error.message : "The server could not be reached.", "error");
    }
  };
  const applicable = conventions.filter((c) => !c.applies_to || c.applies_to.includes(system.base));
  const crumbs = sequence ? sequence.split("-") : [];
  replace(main,
    h("h1", {}, system.name),
    h("p", { class: "muted" }, `${system.base} ${system.base_version} · owner ${system.owner} · ${system.rule_count} rules · version ${system.version}`),
    h("div", { class: "system-actions" },
      h("button", { "data-testid": "undo", disabled: !system.undo_available, onclick: () => act(() => api.post(`${path}/undo`)) }, `Undo (${system.undo_available})`),
      h("button", { "data-testid": "redo", disabled: !system.redo_available, onclick: () => act(() => api.post(`${path}/redo`)) }, `Redo (${system.redo_available})`),
      ["md", "bml"].map((format) => h("a", { class: "button", href: "#", onclick: (event) => { event.preventDefault(); download(path, format); } }, `Export ${format}`))),
    h("div", { class: "layout" },
      h("section", { class: "tree", "aria-label": "Sequences" },
        h("h2", {}, "Sequences"),
        h("nav", { "aria-label": "Sequence" }, h("a", { href: `#/systems/${systemId}` }, "Openings"),
          crumbs.map((_, i) => [" › ", h("a", { href: `#/systems/${systemId}?sequence=${encodeURIComponent(crumbs.slice(0, i + 1).join("-"))}` }, crumbs[i])])),
        meaning ? h("div", { class: "meaning", "data-testid": "meaning" }, h("p", {}, h("strong", {}, meaning.sequence), ` — ${meaning.meaning}`),
          h("p", { class: "muted" }, `${meaning.module_type} ${meaning.module_id}, priority ${meaning.priority}`),
          meaning.overridden && meaning.overridden.length ? h("p", { class: "muted" }, `Overrides: ${meaning.overridden.map((r) => r.module_id).join(", ")}`) : null) : null,
        sequence ? ruleForm(path, sequence, meaning, act) : null,
        continuations.length ? h("ul", { "data-testid": "continuations" }, continuations.map((rule) => h("li", {},
          h("a", { href: `#/systems/${systemId}?sequence=${encodeURIComponent(rule.sequence)}` }, sequence ? rule.call : rule.sequence), ` — ${rule.meaning}`)))
          : h("p", { class: "muted" }, "No rule continues this sequence.")),
      h("aside", { class: "side" },
        h("section", { "aria-label": "Conventions" }, h("h2", {}, "Conventions"),
          h("ul", { class: "checklist" }, applicable.map((c) => conventionItem(c, system, path, act)))),
        recommendForm(path),
        sharing(system, path, act),
        h("section", { "aria-label": "History" }, h("h2", {}, "History"),
          h("ol", {}, history.map((edit) => h("li", { class: edit.undone ? "undone" : null }, `${edit.summary || edit.type}${edit.undone ? " (undone)" : ""}`)))))));
}

// Openings first, in the order of the bidding box (first seat, then after passes), then
// the overcalls after each opening of the opponents ("(1c)-1d"), as a system's notes
// list them.
const STRAIN_ORDER = "cdhsn";
function callRank(call) {
  const bare = call.replace(/[()]/g, "");
  const match = /^([1-7])([cdhsn])/.exec(bare);
  if (match) return Number(match[1]) * 5 + STRAIN_ORDER.indexOf(match[2]);
  return { x: 40, xx: 41, p: 50 }[bare] ?? 100;  // after the bids: doubles, then passes
}
function bySequence(a, b) {
  const calls = (rule) => rule.sequence.split("-");
  const theirs = (rule) => rule.sequence.startsWith("(");
  const passesFirst = (rule) => calls(rule).findIndex((call) => call.replace(/[()]/g, "") !== "p");
  if (theirs(a) !== theirs(b)) return theirs(a) ? 1 : -1;
  if (passesFirst(a) !== passesFirst(b)) return passesFirst(a) - passesFirst(b);  // first seat first
  const [x, y] = [calls(a), calls(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const order = callRank(x[i]) - callRank(y[i]);
    if (order) return order;
  }
  return x.length - y.length || a.sequence.localeCompare(b.sequence);
}

// A convention in the system can be taken out; one that conflicts with a convention in
// the system is swapped for it in one edit (undone in one undo); any other is added.
function conventionItem(convention, system, path, act) {
  const on = system.conventions.includes(convention.id);
  const clash = on ? null : system.conventions.find((id) => (convention.conflicts_with || []).includes(id));
  if (clash) {
    return h("li", {}, h("button", { type: "button", class: "swap", "data-swap": convention.id,
      onclick: () => act(() => api.post(`${path}/conventions/swap`, { remove: clash, add: convention.id })) },
    `Swap ${clash} for ${convention.name}`));
  }
  return h("li", {}, h("label", {}, h("input", { type: "checkbox", checked: on, "data-convention": convention.id,
    onchange: () => act(() => (on ? api.del(`${path}/conventions/${convention.id}`)
      : api.post(`${path}/conventions`, { add: convention.id }))) }), ` ${convention.name}`));
}

// The partnership's own meaning for a sequence: an override of the library's rule (or a
// new rule), one undoable edit; deleting it gives the library's rule back.
function ruleForm(path, sequence, meaning, act) {
  const text = h("input", { id: "rule-meaning", name: "meaning", required: true, maxlength: 500,
    value: meaning ? meaning.meaning : "" });
  const own = meaning && meaning.module_type === "user_custom";
  return h("form", { class: "rule-edit", onsubmit: (event) => {
    event.preventDefault();
    act(() => api.put(`${path}/rules`, { sequence, meaning: text.value }));
  } }, h("h3", {}, "Our meaning"),
  h("label", { for: "rule-meaning" }, `${sequence} means `), text, h("button", { type: "submit" }, "Save"),
  own ? h("button", { type: "button", "data-testid": "delete-rule",
    onclick: () => act(() => api.del(`${path}/rules?sequence=${encodeURIComponent(sequence)}`)) }, "Back to the library's") : null);
}

// Who else sees or edits the system; the API lets only the owner or an admin change it.
function sharing(system, path, act) {
  const user = h("input", { id: "share-user", name: "user", required: true, maxlength: 64 });
  const role = h("select", { id: "share-role" }, h("option", { value: "viewer" }, "viewer"), h("option", { value: "editor" }, "editor"));
  const shares = Object.entries(system.shares || {});
  return h("form", { class: "sharing", onsubmit: (event) => {
    event.preventDefault();
    act(() => api.post(`${path}/shares`, { user: user.value.trim(), role: role.value }));
  } }, h("h2", {}, "Sharing"),
  shares.length ? h("ul", {}, shares.map(([name, given]) => h("li", {}, `${name}: ${given} `,
    h("button", { type: "button", "data-unshare": name, onclick: () => act(() => api.del(`${path}/shares/${encodeURIComponent(name)}`)) }, "Stop sharing"))))
    : h("p", { class: "muted" }, "Only you see this system."),
  h("label", { for: "share-user" }, "Share with "), user, h("label", { for: "share-role" }, " as "), role,
  h("button", { type: "submit" }, "Share"));
}

function recommendForm(path) {
  const hand = h("input", { id: "rec-hand", name: "hand", required: true, placeholder: "AKQ52.43.J92.AT3" });
  const auction = h("input", { id: "rec-auction", name: "sequence", placeholder: "1n-(p)" });
  const answer = h("p", { "aria-live": "polite" });
  return h("form", { class: "recommend", onsubmit: async (event) => {
    event.preventDefault();
    try {
      // an empty "auction so far" is the opening position: the auction [] (a blank sequence is 422)
      const asked = auction.value.trim() ? { sequence: auction.value } : { auction: [] };
      const found = await api.post(`${path}/recommend`, { hand: hand.value, ...asked });
      // a written rule shows its meaning; general principles show their reason
      replace(answer, `${found.call} (${found.basis}): ${found.meaning || found.reason}`);
    } catch (error) {
      replace(answer, error instanceof ApiError ? error.message : "The server could not be reached.");
    }
  } }, h("h2", {}, "What should I bid?"),
  h("label", { for: "rec-hand" }, "Hand (S.H.D.C) "), hand, h("label", { for: "rec-auction" }, " Auction so far "), auction,
  h("button", { type: "submit" }, "Ask"), answer);
}

async function download(path, format) {
  const reply = await fetch(`${path}/export?format=${format}`, { headers: { Authorization: `Bearer ${token()}` } });
  const blob = await reply.blob();
  const link = h("a", { href: URL.createObjectURL(blob), download: `system.${format === "md" ? "md" : "bml"}` });
  document.body.append(link);
  link.click();
  link.remove();
}
