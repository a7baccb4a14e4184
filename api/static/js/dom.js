// Elements are made with `h`, never from HTML text: whatever the API returns (names,
// explanations) is shown as text and can never run as markup.

export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (name === "dataset") {
      Object.assign(element.dataset, value);
    } else {
      element.setAttribute(name, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

export function replace(target, ...children) {
  target.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
}

export const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs", NT: "notrump" };
const RANK_NAMES = { A: "ace", K: "king", Q: "queen", J: "jack", T: "ten" };

// A card such as "HT" as a suit symbol in its colour and a rank, read out in words.
// Within a hand's suit row the symbol is said once, so `rankOnly` leaves it out.
export function cardLabel(card, rankOnly = false) {
  const suit = card[0];
  const rank = card.slice(1);
  const shown = `${rankOnly ? "" : SUITS[suit]}${rank === "T" ? "10" : rank}`;
  return h("span", { class: `card-face suit-${suit}`, "aria-label": `${RANK_NAMES[rank] || rank} of ${SUIT_NAMES[suit]}` },
    h("span", { "aria-hidden": "true" }, shown));
}

// A call as plain text ("1♣", "3NT", "Pass"), for the places that hold no markup (a
// select's options).
export function callText(call) {
  const match = /^([1-7])(NT|[SHDC])(X{0,2})$/.exec(call || "");
  if (!match) return call || "";
  const [, level, strain, doubled] = match;
  return `${level}${strain === "NT" ? "NT" : SUITS[strain]}${doubled}`;
}

// A call or contract ("4SX", "3NT", "Pass") with its strain as a coloured symbol.
export function callLabel(call) {
  if (call === null || call === undefined) return "";
  const match = /^([1-7])(NT|[SHDC])(X{0,2})$/.exec(call);
  if (!match) return h("span", { class: "call-word" }, call);
  const [, level, strain, doubled] = match;
  const words = `${level} ${SUIT_NAMES[strain]}${doubled === "X" ? " doubled" : doubled === "XX" ? " redoubled" : ""}`;
  return h("span", { class: `call-bid suit-${strain}`, "aria-label": words },
    h("span", { "aria-hidden": "true" }, `${level}${strain === "NT" ? "NT" : SUITS[strain]}${doubled}`));
}

export function status(message, kind = "info") {
  const box = document.getElementById("status");
  box.className = `status ${kind}`;
  box.textContent = message;
  if (message) setTimeout(() => { if (box.textContent === message) box.textContent = ""; }, 6000);
}
