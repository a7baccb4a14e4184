// Three commands of the 2017 Laws (docs/contract.md, issue 30 of 0.11.0): declarer
// designating which of a defender's penalty cards is played (Law 51A), an explanation
// corrected (Laws 20F4, 20F5) and a call changed on misinformation with the director's
// consent (Law 21B1). Each form is offered to whoever might use it; the API judges the rest.

import { callText, cardLabel, h } from "./dom.js";

const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const SEATS = ["N", "E", "S", "W"];

// `mine`: the seats the requester holds; `directs`: he directs the board (or is an admin).
export function penaltyCardDesignation(view, mine, directs, act) {
  const pending = view.pending;
  if (!pending || pending.kind !== "penalty_card_designation") return null;
  if (!(directs || mine.includes(pending.decides))) return null;
  return h("section", { class: "decision", "aria-label": "Penalty card designation" },
    h("h2", {}, `Which penalty card does ${SEAT_NAMES[pending.seat]} play? (Law 51A)`),
    pending.cards.map((card) => h("button", { type: "button", "data-designate": card,
      onclick: () => act("/penalty-card-designation", { card }) }, cardLabel(card))));
}

// A player corrects his own explanation at any time, his partner at the moments Law 20F5
// names; the director may record either.
export function explanationCorrectionForm(view, mine, directs, act) {
  if (!view.auction.length || !(mine.length || directs)) return null;
  const seats = directs ? SEATS : mine;
  const seat = h("select", { id: "correction-seat", "aria-label": "Who corrects" },
    seats.map((s) => h("option", { value: s }, SEAT_NAMES[s])));
  const at = h("select", { id: "correction-at", "aria-label": "The call explained" },
    view.auction.map((made, index) => h("option", { value: String(index) },
      `${index + 1}. ${SEAT_NAMES[made.seat] || ""} ${callText(made.call)}`)));
  const alert = h("input", { id: "correction-alert", type: "checkbox", checked: true });
  const explanation = h("input", { id: "correction-explanation", maxlength: 500 });
  return h("form", { class: "explanation-correction", onsubmit: (event) => {
    event.preventDefault();
    act("/explanation-corrections", { seat: seat.value, at: Number(at.value), alert: alert.checked,
      explanation: explanation.value.trim() || null });
  } }, h("h2", {}, "Correct an explanation (Law 20F)"),
  h("label", { for: "correction-seat" }, "By "), seat,
  h("label", { for: "correction-at" }, " the call "), at,
  h("label", { for: "correction-alert" }, " alerted "), alert,
  h("label", { for: "correction-explanation" }, " meaning "), explanation,
  h("button", { type: "submit" }, "Correct it"));
}

// Law 21B1 is the director's: until the opening lead is faced, a seat's last call made on
// an opponent's misinformation is replaced.
export function misinformedCallForm(view, directs, act) {
  const auctionPeriod = view.phase === "auction" || (view.phase === "play" && !playedAny(view));
  if (!directs || !auctionPeriod || !view.auction.length) return null;
  const seat = h("select", { id: "misinformed-seat", "aria-label": "Misinformed player" },
    SEATS.map((s) => h("option", { value: s }, SEAT_NAMES[s])));
  const call = h("input", { id: "misinformed-call", required: true, maxlength: 4, placeholder: "X, Pass, 2D" });
  const alert = h("input", { id: "misinformed-alert", type: "checkbox" });
  const explanation = h("input", { id: "misinformed-explanation", maxlength: 500 });
  const reason = h("input", { id: "misinformed-reason", required: true, maxlength: 500 });
  return h("form", { class: "misinformed-call", onsubmit: (event) => {
    event.preventDefault();
    const body = { seat: seat.value, call: call.value.trim(), reason: reason.value.trim(), alert: alert.checked };
    if (explanation.value.trim()) body.explanation = explanation.value.trim();
    act("/misinformed-call", body);
  } }, h("h2", {}, "A call made on misinformation (Law 21B1)"),
  h("label", { for: "misinformed-seat" }, "Player "), seat,
  h("label", { for: "misinformed-call" }, " calls instead "), call,
  h("label", { for: "misinformed-alert" }, " alerted "), alert,
  h("label", { for: "misinformed-explanation" }, " meaning "), explanation,
  h("label", { for: "misinformed-reason" }, " why "), reason,
  h("button", { type: "submit" }, "Change the call"));
}

function playedAny(view) {
  return view.tricks_won.NS + view.tricks_won.EW > 0 || Boolean(view.trick && view.trick.cards && view.trick.cards.length);
}
