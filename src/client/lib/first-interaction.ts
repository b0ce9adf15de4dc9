/**
 * Runs work once the visitor first reaches for the page (a tap, a click, a key), never during its load.
 * Not on focus: pages move focus themselves (the story page to its title), and that is no visitor's touch. What waits for this is code the first paint does not need but a form soon will: the
 * validation schemas, the pickers' lists, the toast area (docs/performance.md, first load). A page that
 * loads and is read without a touch never pays for them; the first touch starts them, well before a submit.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

let reached = false;
const waiting: (() => void)[] = [];

function onFirstInteraction() {
  reached = true;
  for (const type of EVENTS) window.removeEventListener(type, onFirstInteraction, true);
  for (const run of waiting.splice(0)) run();
}

export function afterFirstInteraction(run: () => void): () => void {
  if (reached) {
    run();
    return () => undefined;
  }
  if (waiting.length === 0) {
    for (const type of EVENTS) {
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
    }
  }
  waiting.push(run);
  return () => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}
