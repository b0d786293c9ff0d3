/**
 * Post-processing of the HTML that prerendering writes (entry.server.tsx, build time only).
 *
 * A prerendered page paints from its HTML and stylesheets; its JavaScript only hydrates it. React
 * Router's `<Scripts>` preloads every module of the first load from `<head>` (~70 chunks on the landing
 * page) and imports the route modules from an inline module script, so the browser downloads ~200 KB
 * of JavaScript alongside the render-blocking stylesheets and the first paint waits for the shared
 * bandwidth (DESIGN.md §7; on Lighthouse's slow 4G that was LCP 2.9 s against 1.4 s without it).
 *
 * `deferScriptsUntilPainted` moves those preloads and imports into the same inline module script, run
 * after the first paint: it waits for a frame to be painted (not in a hidden tab, where no frame
 * comes), then adds the same `<link rel="modulepreload">` tags, so every chunk still downloads in
 * parallel, then imports the route modules and the client entry exactly as React Router's script did.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*?)\/?>/g;
const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
// Lazy route discovery (route-discovery.ts) leaves a lone ";" where the manifest import was.
const STATIC_IMPORT = /[\s;]*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\\]+");?/y;

const WAIT_FOR_PAINT =
  'if (document.visibilityState === "visible") await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));';

function preloadHref(attributes: string): string {
  const href = /^\s*href="([^"]+)"\s*$/.exec(attributes)?.[1];
  if (!href) throw new Error(`prerender: unexpected module preload attributes: ${attributes}`);
  return href;
}

/** Rewrites React Router's bootstrap module script (static imports, then the rest) to run after paint. */
function deferBootstrap(body: string, preloads: string[]): string {
  const imports: { name?: string; url: string }[] = [];
  let end = 0;
  STATIC_IMPORT.lastIndex = 0;
  for (let match = STATIC_IMPORT.exec(body); match; match = STATIC_IMPORT.exec(body)) {
    imports.push({ name: match[1], url: match[2] ?? "" });
    end = STATIC_IMPORT.lastIndex;
  }
  const rest = body.slice(end);
  if (imports.length === 0 || !rest.includes("window.__reactRouterRouteModules")) {
    throw new Error("prerender: React Router's bootstrap script has an unexpected shape");
  }
  const names = imports.map((entry) => entry.name ?? "").join(", ");
  const loads = imports.map((entry) => `import(${entry.url})`).join(", ");
  return [
    WAIT_FOR_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${names}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join("\n");
}

export function deferScriptsUntilPainted(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => preloadHref(match[1] ?? ""));
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  let rewritten = 0;
  const result = withoutPreloads.replace(BOOTSTRAP_SCRIPT, (script, body: string) => {
    if (!body.includes("window.__reactRouterRouteModules")) return script;
    rewritten += 1;
    return `<script type="module" async="">${deferBootstrap(body, preloads)}</script>`;
  });
  if (rewritten !== 1)
    throw new Error(`prerender: found ${rewritten} React Router bootstrap scripts, expected 1`);
  return result;
}
