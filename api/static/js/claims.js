// Claims at the table (Laws 68-70): the claim form with the claimer's statement, the
// opponents' answers, a defender's partner objecting to a concession at once (68B2), and
// play continuing after a doubted claim when all four agree (68D2b). The server decides
// who may do what; these buttons offer only what the seats this person holds could do.

import { h } from "./dom.js";

const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const PARTNER = { N: "S", S: "N", E: "W", W: "E" };
const side = (seat) => ("NS".includes(seat) ? "NS" : "EW");

export function claimPanel(view, held, act) {
  if (view.phase !== "play" || !held.length) return null;
  const claim = view.claim;
  if (claim && claim.status === "pending") return answers(view, claim, held, act);
  if (claim && claim.status === "disputed") return playOn(claim, held, act);
  if (claim) return null;
  return claimForm(view, held, act);
}

function statement(claim) {
  return claim.statement ? h("p", { class: "claim-statement" }, `Statement: ${claim.statement}`) : null;
}

function answers(view, claim, held, act) {
  const answering = held.filter((seat) => side(seat) !== side(claim.seat)
    && seat !== view.dummy && !claim.agreed_by.includes(seat));
  const tricksLeft = 13 - view.tricks_won.NS - view.tricks_won.EW;
  const defenderConcedes = side(claim.seat) !== side(view.declarer) && claim.tricks < tricksLeft;
  const partner = PARTNER[claim.seat];
  const objecting = defenderConcedes && held.includes(partner) && !claim.agreed_by.length ? partner : null;
  return h("section", { class: "claim" }, h("h2", {}, "The claim"), statement(claim),
    answering.map((seat) => h("div", {},
      h("button", { onclick: () => act("/claims/agree", { seat }) }, `Agree as ${SEAT_NAMES[seat]}`),
      h("button", { onclick: () => act("/claims/dispute", { seat }) }, `Dispute as ${SEAT_NAMES[seat]}`))),
    objecting ? h("button", { "data-testid": "claim-object", onclick: () => act("/claims/object", { seat: objecting }) },
      `Object to partner's concession as ${SEAT_NAMES[objecting]}`) : null);
}

function playOn(claim, held, act) {
  return h("section", { class: "claim" }, h("h2", {}, "The claim is doubted"), statement(claim),
    h("p", {}, "The director rules on it, or play continues if the non-claimers ask and all four agree."),
    held.map((seat) => h("button", { "data-testid": `claim-play-on-${seat}`, onclick: () => act("/claims/play-on", { seat }) },
      `Play on: ${SEAT_NAMES[seat]} agrees`)));
}

function claimForm(view, held, act) {
  const claimer = held.includes(view.declarer) ? view.declarer : held.find((seat) => seat !== view.dummy);
  if (!claimer) return null;
  const tricksLeft = 13 - view.tricks_won.NS - view.tricks_won.EW;
  const input = h("input", { type: "number", min: 0, max: tricksLeft, value: tricksLeft, id: "claim-tricks", name: "tricks" });
  const said = h("input", { id: "claim-statement", name: "statement", maxlength: 2000, placeholder: "how the tricks are taken" });
  return h("form", { class: "claim", onsubmit: (event) => {
    event.preventDefault();
    act("/claims", { seat: claimer, tricks: Number(input.value), statement: said.value.trim() });
  } }, h("h2", {}, "Claim"),
  h("label", { for: "claim-tricks" }, `Tricks ${SEAT_NAMES[claimer]}'s side takes of the ${tricksLeft} left `), input,
  h("label", { for: "claim-statement" }, " Statement (Law 68C) "), said,
  h("button", { type: "submit" }, "Claim"));
}
