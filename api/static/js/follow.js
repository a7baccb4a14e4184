// A page that follows what it shows (a table, a pair's card): the server is asked again
// after a few seconds, twice as long each time nothing changed, and `changed` is called
// when the answer differs from the one shown; nothing is asked while the page is hidden,
// and a newer page (a reload, another route) ends the older one's following.

const POLL_FIRST_MS = 2000;
const POLL_LONGEST_MS = 15000;
let follows = 0;

// `look` answers the state now (a string to compare with `shown`); `changed` redraws the
// page and answers true (the new page follows from there), or false to look again soon.
export function follow(shown, look, changed) {
  const mine = ++follows;
  const route = window.location.hash.split("?")[0];
  const again = (wait) => setTimeout(async () => {
    if (mine !== follows || window.location.hash.split("?")[0] !== route) return;
    let next = Math.min(2 * wait, POLL_LONGEST_MS);
    if (document.visibilityState === "visible") {
      try {
        const now = await look();
        if (mine !== follows) return;
        if (now !== shown) {
          if (await changed()) return;
          next = POLL_FIRST_MS;
        }
      } catch { /* a missed look is tried again on the next one */ }
    } else {
      next = POLL_FIRST_MS; // nothing asked while hidden; soon once shown again
    }
    again(next);
  }, wait);
  again(POLL_FIRST_MS);
}
