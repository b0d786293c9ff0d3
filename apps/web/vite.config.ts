import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import reactRouterConfig from "./react-router.config.ts";
import { featureChunks, featureChunksCheck } from "./scripts/feature-chunks.ts";
import { shellChunk } from "./scripts/shell-chunk.ts";
import routes from "./src/routes.ts";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";

/**
 * Writes `chunk-modules.json` beside the client build (not served): every JS chunk with the source modules
 * it holds (their bytes after tree-shaking, before minification), so scripts/report-chunks.mjs can say
 * what a hash-named chunk is.
 */
function chunkModulesReport(): Plugin {
  return {
    name: "edu:chunk-modules-report",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const root = `${path.resolve(import.meta.dirname)}/`;
      const chunks: Record<string, { name: string; modules: Record<string, number> }> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          modules[id.replace(root, "").replace(/^.*\/node_modules\//, "node_modules/")] =
            module.renderedLength;
        }
        chunks[file] = { name: output.name, modules };
      }
      fs.writeFileSync(path.join(options.dir, "..", "chunk-modules.json"), JSON.stringify(chunks, null, 1));
    },
  };
}

const appDirectory = path.resolve(import.meta.dirname, "src");
/** The id React Router gives a route module's client entry. */
const clientRoute = (file: string) => `${path.join(appDirectory, file)}?__react-router-build-client-route`;

/**
 * The shell in one chunk (scripts/shell-chunk.ts): what the client entry, the root route and the landing page's
 * route use up front. The landing page's modules ride along (shell 98.6 → 103.9 KB gzip): other pages carry ~5 KB
 * gzip they do not run, and every page makes 1–6 requests fewer (/ 17 → 11 scripts; a signed-in page loaded the
 * landing page's generic part as two chunks of its own). One file with react-dom (540 KB, 165 KB gzip), not two: a
 * request fewer on every page. Lighthouse lists it under "Missing source maps for large first-party JavaScript"
 * (an audit of weight 0: / still scores 100 on every category, 2026-11-27); shipping source maps would publish
 * the source.
 */
const landingFile = routes.find((entry) => entry.index)?.file;
const shell = shellChunk([
  path.join(appDirectory, "entry.client.tsx"),
  clientRoute("root.tsx"),
  ...(landingFile ? [clientRoute(landingFile)] : []),
]);

/** Route files by audience: inside the signed-in layout (`true`), or reachable by a visitor (`false`). */
const SIGNED_IN_LAYOUT = "app/guards/require-auth.tsx";
function routeFiles(entries: typeof routes, signedIn: boolean, inside = false): string[] {
  return entries.flatMap((entry) => {
    const here = inside || entry.file === SIGNED_IN_LAYOUT;
    return [...(here === signedIn ? [entry.file] : []), ...routeFiles(entry.children ?? [], signedIn, here)];
  });
}

/**
 * What the landing page does not load in a chunk per feature and tier (scripts/feature-chunks.ts): / unchanged,
 * other public pages and signed-in pages a few chunks each instead of dozens.
 */
const featureChunkOptions = {
  landingEntries: [
    path.join(appDirectory, "entry.client.tsx"),
    clientRoute("root.tsx"),
    ...(landingFile ? [clientRoute(landingFile)] : []),
  ],
  publicEntries: [...new Set(routeFiles(routes, false))]
    .filter((file) => file !== landingFile)
    .map(clientRoute),
  signedInEntries: [...new Set(routeFiles(routes, true).map(clientRoute))],
  appDirectory: `${appDirectory}${path.sep}`,
  usedBy: shell.usedBy,
  reexportsOnly: shell.reexportsOnly,
  signedInLazy: [path.join(appDirectory, "app/shell/account-menu.tsx")],
  signedInHome: "home",
};

/**
 * Route modules keep their exports (React Router reads them) and may gain some: the feature groups do not take
 * their dependencies along, which rolldown allows only with "allow-extension" (React Router sets "exports-only").
 */
const entrySignatures: Plugin = {
  name: "edu:entry-signatures",
  apply: "build",
  configResolved(config) {
    // Every environment: the groups are build-wide options (the prerender's server build gets them too).
    for (const environment of Object.values(config.environments)) {
      environment.build.rollupOptions.preserveEntrySignatures = "allow-extension";
    }
  },
};

const define = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

/**
 * `vite build --mode paint` (the build script's second step): the server's render of the signed-in /home's first
 * screen (src/paint/home-paint.tsx) as ES modules in the build's `paint/` (home-paint.js and the chunks it imports),
 * beside `client/` and never served.
 * Bundled whole (no package resolved at run time) and with React's production build whatever NODE_ENV the
 * server runs with; no CSS or assets (the page links the client build's).
 */
const paintConfig = defineConfig({
  // Its ~180 chunks, one line each, would bury the client build's report (scripts/report-chunks.mjs).
  logLevel: "warn",
  define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: path.join(appDirectory, "paint/home-paint.tsx"),
    outDir: path.resolve(import.meta.dirname, reactRouterConfig.buildDirectory ?? "build", "paint"),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: "home-paint.js", chunkFileNames: "[name]-[hash].js" },
      // Bundled for the server, a package's "use client" means nothing: its ~200 warnings would bury the rest.
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
    },
  },
});

const appConfig = defineConfig({
  plugins: [
    shell.plugin,
    reactRouter(),
    chunkModulesReport(),
    entrySignatures,
    featureChunksCheck(featureChunkOptions),
  ],
  define,
  server: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  build: {
    assetsInlineLimit: 4096,
    // One stylesheet for the whole app (51.5 KB gzip, cached after the first page), not one per chunk: a
    // signed-in page loaded three or four (one linked three times: React Router and Vite's preload helper each
    // link the CSS of a chunk reached by import() again). / pays +14.6 KB gzip of render-blocking CSS: Lighthouse
    // (mobile) still 99–100, FCP 0.9–1.5 → 1.0–1.5 s (2026-11-27).
    cssCodeSplit: false,
    // Shared chunks named by hash only: React Router's route manifest lists each route's chunks by file
    // name, and the browser fetches its entries as it discovers routes (src/lib/route-discovery.ts).
    rolldownOptions: {
      output: {
        chunkFileNames: "assets/c-[hash].js",
        // zod is in the feature groups' lz-base (left to automatic splitting it was merged with the money
        // module, currency.ts, which / uses, and / downloaded 25 KB gzip of zod it never runs).
        codeSplitting: {
          groups: [shell.group, featureChunks(featureChunkOptions)],
        },
      },
    },
  },
});

export default defineConfig(({ mode }) => (mode === "paint" ? paintConfig : appConfig));
