import type { Plugin, Rolldown } from "vite";

/**
 * One chunk per feature (and one for library code) for everything the landing page does not load, instead of
 * rolldown's automatic split by the exact set of routes using each module, which gave a signed-in first load
 * ~100 scripts of 0.1–40 KB (bench/RESULTS.md, "Signed-in first load").
 *
 * Three tiers, decided from what each set of entries uses:
 * - `l-<feature>`: what the landing page (`landingEntries`: client entry, root, the route of /) imports
 *   statically, which / loads whole anyway, so its bytes do not change; what it loads lazily keeps rolldown's
 *   split (header controls after first paint);
 * - `pub-<feature>`: what other public pages use (statically; lazily as well for the tier) and / does not;
 * - `ws-<feature>`: what only signed-in pages use.
 * Modules only ever loaded with `import()` (the editor, KaTeX, PDF helpers) stay lazy, in rolldown's split.
 *
 * The groups do not take their dependencies along (`includeDependenciesRecursively: false`: that would drag
 * the landing page's modules in, and the landing page with them). That is safe because the chunk graph stays
 * acyclic: each tier's modules import only their own tier or a lower one (l < pub < ws; each set is closed
 * under imports), and feature groups that import each other (through their index files) are merged into one
 * chunk (strongly connected components), so a chunk never runs before one whose top-level values it reads.
 * A chunk cycle is what broke an earlier attempt ("reading 'app'" of Mantine's z-index table before its
 * chunk had run). `featureChunksCheck` verifies all of this on the build's output.
 */
export interface FeatureChunksOptions {
  /** Module ids of the client entry, the root route and the landing page's route. */
  landingEntries: readonly string[];
  /** Module ids of every other route module a visitor can open. */
  publicEntries: readonly string[];
  /** Module ids of the signed-in layout and the routes inside it. */
  signedInEntries: readonly string[];
  /** Absolute path of the app's source directory (`…/src/`), to name a module's feature. */
  appDirectory: string;
  /**
   * The modules that run code for some roots (with `lazy`, also what they load with `import()`): the shell
   * chunk's analysis (named imports through re-export files). A plain walk of the import graph is no use: the
   * package and feature index files make every module reachable from every page.
   */
  usedBy?: UsedBy;
  /** Whether a module only re-exports: an import binds through it to the module that defines the name. */
  reexportsOnly?: ReexportsOnly;
  /**
   * Modules the landing page imports lazily that every signed-in page loads at once (the header's account menu,
   * shown whenever the signed-in hint is set): in the lazy tier's chunk, which those pages load anyway, rather
   * than a chunk (and a request) of their own.
   */
  signedInLazy?: readonly string[];
  /**
   * The feature of the page everyone signed in starts on (/home): its signed-in modules join `ws-base`, so the
   * first page after signing in loads no feature chunk of its own (~3 KB gzip that other signed-in pages carry).
   */
  signedInHome?: string;
}

type UsedBy = (ctx: Graph, roots: readonly string[], lazy: boolean) => Set<string>;
type ReexportsOnly = (ctx: Graph, id: string) => boolean;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const LOCALE_DATA = /\.json(\?|$)|[\\/]locale-packs[\\/]/;

type Graph = Rolldown.ChunkingContext;

/** Every module the roots import (statically, and lazily when `lazy`), the roots included. */
export function reachable(ctx: Graph, roots: readonly string[], lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
    if (lazy) queue.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** The group a workspace module belongs to before merging cycles: `lib`, `app` or the feature's name. */
export function featureOf(id: string, appDirectory: string): string {
  if (NODE_MODULES.test(id)) return "lib";
  const relative = id.startsWith(appDirectory) ? id.slice(appDirectory.length).replace(/\\/g, "/") : "";
  const feature = /^features\/([^/]+)\//.exec(relative)?.[1];
  return feature ?? "app";
}

/** Tarjan's strongly connected components of a small graph (a few dozen groups). */
export function stronglyConnected(nodes: Iterable<string>, edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

const tierOf = (group: string) => group.slice(0, group.indexOf("-"));
/** Tiers whose groups may merge when they import each other: the public tier's base is in the lazy tier's. */
const mergeTierOf = (group: string) => (tierOf(group) === "pub" ? "lz" : tierOf(group));

/**
 * A tier's library and app-wide modules form one base chunk: every page of the tier loads them all (each public
 * page's manifest entry listed lz-lib, lz-app, pub-lib, pub-app and zod; each signed-in page those and ws-lib,
 * ws-app), so apart they only cost requests. The public tier's joins the lazy tier's (`lz-base`): every page but /
 * loads both; / loads it on a visitor's first use of a menu or dialog (+~45 KB gzip then).
 */
function groupName(tier: string, id: string, appDirectory: string, signedInHome?: string): string {
  const feature = featureOf(id, appDirectory);
  const base = feature === "lib" || feature === "app" || (tier === "ws" && feature === signedInHome);
  if (!base) return `${tier}-${feature}`;
  return tier === "pub" ? "lz-base" : `${tier}-base`;
}

/**
 * What / loads only on a visitor's action (menus, the phone drawer, dialogs, each an `import()`): what two or more
 * of those share, or other pages use as well, with what that imports from the same lazy set (a package index
 * brings the modules it re-exports). What one alone uses stays with it (KaTeX behind the math renderer, the QR
 * code library).
 */
function lazyTier(
  ctx: Graph,
  usedBy: UsedBy,
  landing: Set<string>,
  skip: (id: string) => boolean,
  pages: Set<string>,
  signedInLazy: ReadonlySet<string>,
) {
  const roots = new Set<string>();
  for (const id of landing) {
    for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      if (!LOCALE_DATA.test(target)) roots.add(target);
    }
  }
  // With what they use (the icons they bind through the package index), or those would stay behind in a chunk
  // that imports the tier's and is imported by it.
  const signedIn = signedInLazy.size > 0 ? usedBy(ctx, [...signedInLazy], false) : new Set<string>();
  const shares = new Map<string, number>();
  for (const root of roots)
    for (const id of usedBy(ctx, [root], false)) shares.set(id, (shares.get(id) ?? 0) + 1);
  const tier = new Set(
    [...shares]
      .filter(([id, n]) => !skip(id) && (n > 1 || pages.has(id) || signedIn.has(id)))
      .map(([id]) => id),
  );
  const queue = [...tier];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (!shares.has(next) || tier.has(next) || skip(next)) continue;
      tier.add(next);
      queue.push(next);
    }
  }
  return tier;
}

/**
 * Merges groups that import each other into one chunk name. Edges go through the modules in between (re-export
 * files): rolldown binds an import through them straight to the module that defines the name. Within a tier
 * only: a lower tier never imports a higher one (featureChunkProblems verifies it), and the walk over-counts,
 * which would otherwise merge a public chunk with a signed-in one.
 */
function mergeCycles(
  ctx: Graph,
  groupOf: Map<string, string>,
  landing: Set<string>,
  reexportsOnly: ReexportsOnly,
) {
  const edges = new Map<string, Set<string>>();
  for (const [id, group] of groupOf) {
    const out = edges.get(group) ?? new Set<string>();
    edges.set(group, out);
    const seen = new Set<string>([id]);
    const queue = [...(ctx.getModuleInfo(id)?.importedIds ?? [])];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const target = groupOf.get(next);
      if (target !== undefined && target !== group && mergeTierOf(target) === mergeTierOf(group))
        out.add(target);
      if (target === undefined ? !landing.has(next) : reexportsOnly(ctx, next)) {
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
  }
  const merged = new Map<string, string>();
  for (const component of stronglyConnected(new Set(groupOf.values()), edges)) {
    for (const group of component) merged.set(group, component.join("+"));
  }
  return new Map([...groupOf].map(([id, group]) => [id, merged.get(group) as string]));
}

/** Chunk name per grouped module (`l-`, `lz-`, `pub-`, `ws-` and the feature; merged groups joined by `+`). */
export function assignFeatureChunks(ctx: Graph, options: FeatureChunksOptions): Map<string, string> {
  const { appDirectory } = options;
  const usedBy = options.usedBy ?? reachable;
  const landing = usedBy(ctx, options.landingEntries, true);
  const landingStatic = usedBy(ctx, options.landingEntries, false);
  const visitors = usedBy(ctx, [...options.landingEntries, ...options.publicEntries], true);
  const pages = usedBy(ctx, [...options.publicEntries, ...options.signedInEntries], false);
  const entries = new Set([...options.landingEntries, ...options.publicEntries, ...options.signedInEntries]);
  // Translations stay one file per namespace and language: a chunk mixing languages would download all three.
  const skip = (id: string) => entries.has(id) || LOCALE_DATA.test(id) || landingStatic.has(id);
  const groupOf = new Map<string, string>();
  // What / loads up front (the shell group, listed first, keeps the shell's own modules).
  for (const id of landingStatic)
    if (!entries.has(id) && !LOCALE_DATA.test(id)) groupOf.set(id, groupName("l", id, appDirectory));
  for (const id of lazyTier(ctx, usedBy, landing, skip, pages, new Set(options.signedInLazy)))
    groupOf.set(id, "lz-base");
  for (const roots of [options.publicEntries, options.signedInEntries]) {
    for (const id of usedBy(ctx, roots, false)) {
      if (landing.has(id) || groupOf.has(id) || skip(id)) continue;
      groupOf.set(id, groupName(visitors.has(id) ? "pub" : "ws", id, appDirectory, options.signedInHome));
    }
  }
  return mergeCycles(ctx, groupOf, landing, options.reexportsOnly ?? (() => false));
}

interface BuiltChunk {
  name: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
}

const GROUPED = /^(l|lz|pub|ws)-/;

/**
 * What the build must never do, checked on its output: a chunk the landing page can load (statically or lazily)
 * importing a feature chunk, a chunk any public page can load importing a `ws-` chunk, or a feature chunk in an
 * import cycle. Each would mean the module analysis and rolldown disagreed; the build fails and names the chunks.
 */
export function featureChunkProblems(
  chunks: ReadonlyMap<string, BuiltChunk>,
  options: { landingEntries: ReadonlySet<string>; publicEntries: ReadonlySet<string> },
): string[] {
  const problems: string[] = [];
  const label = (file: string) => `${file} (${chunks.get(file)?.name})`;
  const reach = (roots: ReadonlySet<string>, forbidden: RegExp, who: string) => {
    const queue = [...chunks]
      .filter(([, c]) => c.facadeModuleId && roots.has(c.facadeModuleId))
      .map(([f]) => f);
    const seen = new Set<string>();
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = chunks.get(file);
      for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        if (forbidden.test(chunks.get(next)?.name ?? ""))
          problems.push(`${label(file)}, which ${who} load, imports ${label(next)}`);
        else queue.push(next);
      }
    }
  };
  reach(options.landingEntries, /^(pub|ws)-/, "visitors of /");
  reach(new Set([...options.landingEntries, ...options.publicEntries]), /^ws-/, "visitors");
  const edges = new Map([...chunks].map(([file, chunk]) => [file, new Set(chunk.imports)]));
  for (const cycle of stronglyConnected(chunks.keys(), edges)) {
    if (cycle.length > 1 && cycle.some((file) => GROUPED.test(chunks.get(file)?.name ?? ""))) {
      problems.push(`chunks import each other: ${cycle.map(label).join(", ")}`);
    }
  }
  return problems;
}

/** Fails the client build on a feature chunk problem (featureChunkProblems). */
export function featureChunksCheck(options: FeatureChunksOptions): Plugin {
  return {
    name: "edu:feature-chunks-check",
    apply: "build",
    generateBundle(_output, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = new Map<string, BuiltChunk>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === "chunk") chunks.set(file, output);
      const problems = featureChunkProblems(chunks, {
        landingEntries: new Set(options.landingEntries),
        publicEntries: new Set(options.publicEntries),
      });
      if (problems.length > 0) this.error(`feature chunks:\n${problems.join("\n")}`);
    },
  };
}

export function featureChunks(options: FeatureChunksOptions): Rolldown.CodeSplittingGroup {
  const assignments = new WeakMap<object, Map<string, string>>();
  return {
    debugName: "feature-chunks",
    name(id, ctx) {
      const first = ctx.getModuleInfo(options.landingEntries[0] ?? "");
      if (!first) return null; // not the client build
      let chunks = assignments.get(first);
      if (!chunks) {
        chunks = assignFeatureChunks(ctx, options);
        assignments.set(first, chunks);
        if (process.env.FEATURE_CHUNKS_DEBUG) {
          const counts = new Map<string, number>();
          for (const chunk of chunks.values()) counts.set(chunk, (counts.get(chunk) ?? 0) + 1);
          console.log("feature chunks:", Object.fromEntries(counts));
        }
      }
      return chunks.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}
