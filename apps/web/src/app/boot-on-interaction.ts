/**
 * The landing page's app starts on the visitor's first interaction (issue 36; build time only, entry.server.tsx).
 *
 * `/` paints completely from its prerendered HTML; its JavaScript (React, the router, Mantine, i18next: ~180 KB
 * gzip, ~2.4 s of evaluation on Lighthouse's mobile CPU) only makes it interactive. A first-time visitor's
 * browser now downloads those modules after the first paint (the `modulepreload` links the bootstrap adds, as
 * before) but runs them only when the visitor first moves the pointer, touches, scrolls, presses a key or
 * focuses something. Links and text work without the app; a click on a button before the app has hydrated
 * is held (the browser would do nothing with it, or submit a form) and clicked again once the page has
 * hydrated (`replayHeldClicks`, called by RestoreSavedLocale), so the menu, the language switch and the
 * header's pop-ups open on the first tap or key press, a moment later.
 *
 * Visitors whose page must change at once start immediately: a saved language other than English (the
 * HTML is English), the signed-in hint (the header shows their account), and a hash (`/#/3`, the old
 * contact links, which the app resolves).
 */

/** What `window` holds between the inline bootstrap and the app. */
interface BootWindow {
  __eduReplayClicks?: () => void;
}

/** Clicks the bootstrap held before the app hydrated, clicked again (once; later calls do nothing). */
export function replayHeldClicks(): void {
  const boot = window as BootWindow;
  const replay = boot.__eduReplayClicks;
  boot.__eduReplayClicks = undefined;
  replay?.();
}

/** Holds clicks on buttons until the app calls `__eduReplayClicks` (first thing in the bootstrap). */
const HOLD_CLICKS = `{
  const held = [];
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button, [role=button], summary, input[type=submit], input[type=button]") : null;
    if (!button || button.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener("click", hold, true);
  window.__eduReplayClicks = () => {
    document.removeEventListener("click", hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}`;

/** Waits for the first interaction unless the page must change at once (before the bootstrap's imports). */
const WAIT_FOR_INTERACTION = `if (!(() => {
  if (location.hash) return true;
  if (document.cookie.split(/;\\s*/).includes("signed_in=1")) return true;
  try { const saved = localStorage.getItem("edu.locale"); return Boolean(saved) && saved !== "en"; } catch { return false; }
})()) await new Promise((resolve) => {
  const events = ["pointerdown", "pointermove", "mousemove", "touchstart", "keydown", "wheel", "scroll", "focusin"];
  const start = () => { for (const type of events) removeEventListener(type, start, true); resolve(); };
  for (const type of events) addEventListener(type, start, { capture: true, passive: true });
});`;

const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const PRELOAD_LINE = "for (const href of ";

/**
 * Rewrites the prerendered page's bootstrap (as `deferScriptsUntilPainted` left it: wait for paint, add the
 * module preloads, import the route modules, hydrate) to hold clicks from the start and to import only after
 * the first interaction; the preloads still start after the first paint.
 */
export function bootOnInteraction(html: string): string {
  let rewritten = 0;
  const result = html.replace(BOOTSTRAP_SCRIPT, (script, body: string) => {
    if (!body.includes("window.__reactRouterRouteModules")) return script;
    const lines = body.split("\n");
    const preloads = lines.findIndex((line) => line.startsWith(PRELOAD_LINE));
    if (preloads < 0 || !lines[preloads + 1]?.includes("await Promise.all([import(")) {
      throw new Error("boot-on-interaction: the bootstrap script has an unexpected shape");
    }
    rewritten += 1;
    const gated = [
      HOLD_CLICKS,
      ...lines.slice(0, preloads + 1),
      WAIT_FOR_INTERACTION,
      ...lines.slice(preloads + 1),
    ];
    return `<script type="module" async="">${gated.join("\n")}</script>`;
  });
  if (rewritten !== 1) {
    throw new Error(`boot-on-interaction: found ${rewritten} bootstrap scripts, expected 1`);
  }
  return result;
}
