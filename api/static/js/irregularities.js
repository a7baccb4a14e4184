// What the table does about an irregularity (docs/contract.md "Irregularities"): the
// decision on an irregular call or a lead out of turn, declarer's choice of a lead
// restriction or of an option after a premature play, the correction of a revoke, and
// drawing attention to one. Each form is
// shown to the person the API lets decide; the API judges the rest.

import { cardLabel, h } from "./dom.js";

const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };

function suitSelect(id) {
  return h("select", { id, "aria-label": "Suit" },
    [["S", "Spades"], ["H", "Hearts"], ["D", "Diamonds"], ["C", "Clubs"]].map(([value, label]) =>
      h("option", { value }, label)));
}

export function penaltyCards(view, seat) {
  const faced = view.penalty_cards[seat];
  if (!faced || !faced.length) return null;
  return h("p", { class: "penalty", "data-testid": `penalty-${seat}` }, "Penalty cards: ",
    faced.map((penalty) => [cardLabel(penalty.card), ` (${penalty.kind}) `]));
}

export function leadRestriction(view) {
  const restriction = view.lead_restriction;
  if (!restriction) return null;
  const what = restriction.rule === "must" ? "must lead" : "must not lead";
  const also = restriction.also || [];
  const suits = [restriction.suit, ...also].join(" or ");
  const law = also.length ? "51B2" : "50D2";  // two or more suits forbidden: Law 51B2(b)
  // A prohibition kept under a requirement (Law 50D2(a): "for as long as he retains the lead")
  const kept = restriction.kept || [];
  const still = kept.length ? `; must not lead ${kept.join(" or ")} while he retains the lead` : "";
  return h("p", { class: "pending", "data-testid": "lead-restriction" },
    `${SEAT_NAMES[restriction.seat]} ${what} ${suits} (Law ${law})${still}`);
}

// `mine`: the seats the requester holds; `directs`: he directs the board (or is an admin).
export function pendingDecision(view, mine, directs, act) {
  const pending = view.pending;
  if (!pending || !(directs || mine.includes(pending.decides))) return null;
  if (pending.kind === "lead_out_of_turn") {
    const opening = view.tricks_won.NS + view.tricks_won.EW === 0 && (!view.trick || view.trick.number === 1);
    const choices = [["accept", "Accept the lead"], ...(opening ? [["accept_and_dummy", "Accept and become dummy"]] : []),
      ["refuse", "Refuse it"]];
    return h("section", { class: "decision", "aria-label": "Lead out of turn" },
      h("h2", {}, `${SEAT_NAMES[pending.seat]} led ${pending.card} out of turn`),
      choices.map(([decision, label]) => h("button", { type: "button", "data-decision": decision,
        onclick: () => act("/lead-out-of-turn", { decision }) }, label)));
  }
  const irregularCalls = {
    insufficient_bid: ["Insufficient bid", `${SEAT_NAMES[pending.seat]}'s ${pending.call} is insufficient (Law 27)`],
    call_out_of_rotation: ["Call out of rotation",
      `${SEAT_NAMES[pending.seat]} called ${pending.call} at ${SEAT_NAMES[pending.turn]}'s turn (Laws 28-32)`],
    change_of_call: ["Change of call",
      `${SEAT_NAMES[pending.seat]} changes ${pending.replaces} to ${pending.call} (Law 25)`],
    intended_change: ["Change of call found intended",
      `The director found ${SEAT_NAMES[pending.seat]}'s ${pending.replaces} intended: accept ${pending.call} ` +
      "in its place (Law 25B1) or not, and the first call stands (25B2)"],
  };
  if (pending.kind in irregularCalls) {
    const [label, title] = irregularCalls[pending.kind];
    // Law 25A2: whether a second call replaces an unintended first is the director's
    // finding, which a robot left-hand opponent waits for; whether 25A can apply at all
    // is the API's to judge (422 with its reason), not the page's. Found intended, the
    // option is the left-hand opponent's (`intended_change`); a robot's is never the
    // director's to take (Law 10C2: the API answers 403), so he is offered only findings.
    const findable = directs && ["call_out_of_rotation", "change_of_call"].includes(pending.kind);
    const finding = findable ? [["unintended", "The first call was unintended (Law 25A)"],
      ["intended", "The first call was intended (Law 25B applies)"]] : [];
    const robotsOption = (view.robots || []).includes(pending.decides);
    const option = robotsOption ? [] : [["accept", "Accept it"], ["refuse", "Do not accept it"]];
    return h("section", { class: "decision", "aria-label": label },
      h("h2", {}, title),
      [...option, ...finding].map(([decision, label]) =>
        h("button", { type: "button", "data-auction-decision": decision,
          onclick: () => act("/auction-irregularity", { decision }) }, label)));
  }
  if (pending.kind === "comparable_call" && directs) {
    return h("section", { class: "decision", "aria-label": "Comparable call" },
      h("h2", {}, `Is ${pending.call} comparable to the insufficient ${pending.insufficient}? (Law 27B1b)`),
      [[true, "Comparable"], [false, "Not comparable: partner must pass"]].map(([comparable, label]) =>
        h("button", { type: "button", "data-comparable": String(comparable),
          onclick: () => act("/rulings", { law: "27B1b", kind: "comparable_call", comparable,
            explanation: comparable ? "The substitute is comparable." : "The substitute is not comparable." }) }, label)));
  }
  if (pending.kind === "lead_restriction" && pending.law === "26B") {
    const suit = suitSelect("forbid-suit");
    return h("section", { class: "decision", "aria-label": "Lead restriction" },
      h("h2", {}, "Declarer may forbid one suit to the opening leader (Law 26B)"), suit,
      h("button", { type: "button", "data-choice": "forbid",
        onclick: () => act("/lead-restriction", { choice: "forbid", suit: suit.value }) }, "Forbid it"),
      h("button", { type: "button", "data-choice": "none",
        onclick: () => act("/lead-restriction", { choice: "none" }) }, "Let any lead stand"));
  }
  if (pending.kind === "premature_play") {
    const suit = suitSelect("premature-suit");
    const option = (choice, label, withSuit) => h("button", { type: "button", "data-premature": choice,
      onclick: () => act("/premature-play", withSuit ? { choice, suit: suit.value } : { choice }) }, label);
    return h("section", { class: "decision", "aria-label": "Premature play" },
      h("h2", {}, `${SEAT_NAMES[pending.seat]} played ${pending.card} before partner (Law 57A)`),
      option("highest", "Partner plays his highest of the suit led"),
      option("lowest", "Partner plays his lowest of the suit led"),
      suit, option("play_suit", "Partner plays this suit", true),
      option("forbid_suit", "Partner may not play this suit", true));
  }
  if (pending.kind === "lead_restriction") {
    return h("section", { class: "decision", "aria-label": "Lead restriction" },
      h("h2", {}, "Declarer's choice (Law 50D2)"),
      [["require", "Require the penalty card's suit"], ["forbid", "Forbid that suit"], ["none", "Let any lead stand"]]
        .map(([choice, label]) => h("button", { type: "button", "data-choice": choice,
          onclick: () => act("/lead-restriction", { choice }) }, label)));
  }
  if (pending.kind === "revoke_correction") {
    const hand = view.hands[pending.seat] || [];
    const select = h("select", { id: "correct-card", "aria-label": "The card to play instead" },
      hand.map((card) => h("option", { value: card }, card)));
    return h("form", { class: "decision", onsubmit: (event) => {
      event.preventDefault();
      act(`/revokes/${pending.number}/correct`, { card: select.value });
    } }, h("h2", {}, `Correct the revoke in trick ${pending.trick}`),
    h("label", { for: "correct-card" }, "Play instead "), select, h("button", { type: "submit" }, "Correct"));
  }
  return null;
}

// Anyone at the table may draw attention to a suspected revoke (Law 61); the director
// learns of it and the rules decide what it was.
export function revokeForm(view, mine, act) {
  if (!mine.length || !view.trick || !["play", "complete"].includes(view.phase)) return null;
  const seat = h("select", { id: "revoke-seat" }, ["N", "E", "S", "W"].map((s) => h("option", { value: s }, SEAT_NAMES[s])));
  const trick = h("input", { id: "revoke-trick", type: "number", min: 1, max: view.trick.number, value: view.trick.number });
  return h("form", { class: "revoke", onsubmit: (event) => {
    event.preventDefault();
    act("/revokes", { seat: seat.value, trick: Number(trick.value), by: mine[0] });
  } }, h("h2", {}, "A revoke?"),
  h("label", { for: "revoke-seat" }, "By "), seat, h("label", { for: "revoke-trick" }, " in trick "), trick,
  h("button", { type: "submit" }, "Draw attention"));
}

// A card seen face up during the auction (Law 24), told by its holder or the director.
export function exposedForm(view, mine, directs, act) {
  if (view.phase !== "auction" || view.revoke_policy === "prevent" || !(mine.length || directs)) return null;
  const seats = directs ? ["N", "E", "S", "W"] : mine;
  const seat = h("select", { id: "exposed-seat" }, seats.map((s) => h("option", { value: s }, SEAT_NAMES[s])));
  const cards = h("input", { id: "exposed-cards", required: true, maxlength: 60, placeholder: "SK D4" });
  return h("form", { class: "exposed", onsubmit: (event) => {
    event.preventDefault();
    act("/exposed-cards", { seat: seat.value, cards: cards.value.trim().toUpperCase().split(/[\s,]+/) });
  } }, h("h2", {}, "A card seen in the auction?"),
  h("label", { for: "exposed-seat" }, "Whose "), seat, h("label", { for: "exposed-cards" }, " cards "), cards,
  h("button", { type: "submit" }, "Face up (Law 24)"));
}
