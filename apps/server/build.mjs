// The API as built JavaScript (issue 36): src/main.ts bundled into dist/main.mjs with @edu/shared inlined and
// npm packages left to node_modules, so `npm start` runs plain JavaScript (no tsx transpiler in the
// process; ~1,050 modules of ours in one file). `node build.mjs` builds; `--if-stale` builds only when
// dist/main.mjs is missing or older than a source; `--out-dir=DIR` builds elsewhere (the build test).
// `npm run dev` and the tests keep tsx on src/.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const serverDir = import.meta.dirname;
const repoRoot = path.resolve(serverDir, "../..");
const DIST = path.join(serverDir, "dist");
/** What the bundle is made from: a change to any of these makes it stale. */
const SOURCES = [
  path.join(serverDir, "src"),
  path.join(repoRoot, "packages/shared/src"),
  path.join(serverDir, "package.json"),
  path.join(repoRoot, "packages/shared/package.json"),
  path.join(repoRoot, "tsconfig.base.json"),
  import.meta.filename,
];

function newestTime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry, { recursive: true, encoding: "utf8" })) {
    const time = fs.statSync(path.join(entry, name)).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function isStale(outFile) {
  if (!fs.existsSync(outFile)) return true;
  const built = fs.statSync(outFile).mtimeMs;
  return SOURCES.some((source) => newestTime(source) > built);
}

/**
 * Bundled with our code: the workspace's own packages, and drizzle-orm, whose ~450 ES modules (chains of
 * `export *`) take Node 24 seconds to link on a busy machine and grow its heap by ~110 MB while it does
 * (with the default young generation; one bundle: ~10 MB). zod too (95 ES modules whose commented text V8
 * keeps: 1.9 MB less live heap idle, 2026-11-29), with fastify-type-provider-zod, the one package outside
 * the bundle that imports zod: both then use the same copy (`instanceof $ZodType`, the meta registry).
 */
const BUNDLED = ["@edu/", "drizzle-orm", "zod", "fastify-type-provider-zod"];
const isBundled = (specifier) =>
  BUNDLED.some((name) =>
    name.endsWith("/") ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`),
  );

/** Every other npm package stays external (node_modules at run time: native code, data files, fonts). */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      isBundled(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` / `url` / `filename` keep meaning the source file's place (migrations, assets and
 * demo forms are found next to the sources), written relative to the bundle so dist/ works wherever the
 * checkout lives.
 */
const sourceLocation = (outDir) => ({
  name: "source-location",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      if (args.path.includes(`${path.sep}node_modules${path.sep}`) || !text.includes("import.meta."))
        return { contents: text, loader: "ts" };
      const fromDist = (target) => path.relative(outDir, target).split(path.sep).join("/");
      const dir = JSON.stringify(fromDist(path.dirname(args.path)));
      const file = JSON.stringify(fromDist(args.path));
      const contents = text
        .replaceAll("import.meta.dirname", `(import.meta.dirname + "/" + ${dir})`)
        .replaceAll("import.meta.filename", `(import.meta.dirname + "/" + ${file})`)
        .replaceAll("import.meta.url", `new URL(${file}, import.meta.url).href`);
      return { contents, loader: "ts" };
    });
  },
});

async function buildServer(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, "src/main.ts")],
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    // A dynamic import() of our own code (the S3 store) becomes a chunk of its own, so the packages it
    // imports load with it and not at start (one file would hoist every package import to the top).
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: "linked",
    legalComments: "none",
    // Whitespace and comments out, names kept (stack traces stay readable; the map has the sources): the
    // bundle's text stays in memory for the life of the process, and comments with Chinese in them would
    // make all of it two bytes a character.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: "ascii",
    logLevel: "warning",
    plugins: [externalPackages, sourceLocation(outDir)],
  });
  asciiOnly(outDir);
}

/**
 * esbuild escapes every non-ASCII character except in regular expression literals (¥ in the money
 * parser, ’ in a word splitter): one such character makes V8 keep the whole file as two-byte text.
 * `\uXXXX` means the same character in a regular expression, with or without the u flag.
 */
function asciiOnly(dir) {
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".mjs")) continue;
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, "utf8");
    const escaped = text.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    if (escaped !== text) fs.writeFileSync(file, escaped);
  }
}

const { values } = parseArgs({ options: { "if-stale": { type: "boolean" }, "out-dir": { type: "string" } } });
const outDir = values["out-dir"] ? path.resolve(values["out-dir"]) : DIST;
const outFile = path.join(outDir, "main.mjs");
if (!values["if-stale"] || isStale(outFile)) {
  const started = performance.now();
  await buildServer(outDir);
  console.log(
    `Built the API: ${path.relative(process.cwd(), outFile)} in ${Math.round(performance.now() - started)} ms`,
  );
}
