import { type ESTree, type Plugin, parseAst, type Rolldown } from "vite";

/**
 * One chunk for the app shell: every module the client entry and the root route use, which every page
 * loads before anything else (DESIGN.md §7).
 *
 * Rolldown's automatic splitting puts each module in a chunk keyed by the exact set of entries (route
 * modules) that use it, so the shell was ~45 chunks of 0.1–28 KB, each with its own gzip window and
 * cross-chunk import/export code; one chunk took ~8 KB gzip off / and ~14 KB off every page's first load
 * (bench/RESULTS.md, "What a first visitor downloads on /"). Grouping "what the root uses" costs no page
 * anything, since root is part of every page. How many routes share a module (rolldown's `minShareCount`)
 * is no proxy for it: as admin routes multiply, admin-only modules cross any threshold.
 *
 * "Uses" is decided per module from the import statements, following named imports through re-export
 * files: `import { Button } from "@mantine/core"` reaches Button and not the other ~600 components the
 * package index re-exports (which a plain walk of the module graph would drag into the shell chunk).
 * A module that does more than re-export counts as wholly used; a statement it cannot map makes it fall
 * back to every import. Either way a wrong guess only moves a module between chunks (a bigger shell, or
 * a module left to rolldown's splitting), never out of the build.
 */
type Names = Set<string> | "all";
type Statement = ESTree.Program["body"][number];
type ModuleExportName = ESTree.ImportSpecifier["imported"];

const exportName = (node: ModuleExportName): string => ("name" in node ? node.name : String(node.value));

function isReexportOnly(program: ESTree.Program): boolean {
  return program.body.every(
    (node) =>
      node.type === "ImportDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      (node.type === "ExportNamedDeclaration" && !node.declaration) ||
      (node.type === "ExpressionStatement" && "directive" in node && typeof node.directive === "string"),
  );
}

/** The names a statement imports from its source: "all" for a namespace or a bare side-effect import. */
function importedNames(node: ESTree.ImportDeclaration): Names {
  if (node.specifiers.length === 0) return "all";
  const names = new Set<string>();
  for (const specifier of node.specifiers) {
    if (specifier.type === "ImportNamespaceSpecifier") return "all";
    names.add(specifier.type === "ImportDefaultSpecifier" ? "default" : exportName(specifier.imported));
  }
  return names;
}

/** What a statement with a source takes from it: `export { a } from` takes `a`, `export *` everything. */
function importedOrReexportedNames(
  node: ESTree.ImportDeclaration | ESTree.ExportAllDeclaration | ESTree.ExportNamedDeclaration,
): Names {
  if (node.type === "ImportDeclaration") return importedNames(node);
  if (node.type === "ExportAllDeclaration") return "all";
  return new Set(node.specifiers.map((specifier) => exportName(specifier.local)));
}

export interface ShellChunk {
  /** Records how each import specifier resolved (the module graph gives ids, not which import is which). */
  plugin: Plugin;
  /**
   * The `codeSplitting.groups` entry: the modules the entries use (entries themselves excluded), in one
   * chunk.
   */
  group: Rolldown.CodeSplittingGroup;
  /**
   * The modules `roots` use, decided the same way (named imports through re-export files), the re-export
   * files passed through included (a package without `sideEffects: false` keeps them as modules that run);
   * with `lazy`, what they import with `import()` too. For other groups (scripts/feature-chunks.ts).
   */
  usedBy(ctx: Rolldown.ChunkingContext, roots: readonly string[], lazy: boolean): Set<string>;
  /** Whether a module only re-exports (an index file): it holds no code of its own. */
  reexportsOnly(ctx: Rolldown.ChunkingContext, id: string): boolean;
}

export function shellChunk(entries: readonly string[]): ShellChunk {
  const name = "shell";
  let resolutions = new Map<string, Map<string, string>>();
  const shells = new WeakMap<object, Set<string>>();

  const plugin: Plugin = {
    name: "edu:shell-chunk",
    apply: "build",
    enforce: "pre",
    buildStart() {
      resolutions = new Map();
      programs = new Map();
    },
    resolveId: {
      order: "pre",
      async handler(source, importer, options) {
        if (!importer || this.environment.name !== "client") return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved && !resolved.external) {
          const map = resolutions.get(importer) ?? new Map<string, string>();
          map.set(source, resolved.id);
          resolutions.set(importer, map);
        }
        return resolved;
      },
    },
  };

  // One parse per module and build: the feature groups ask for several sets of roots.
  let programs = new Map<string, ESTree.Program | undefined>();
  function parsed(id: string, code: string | null): ESTree.Program | undefined {
    if (programs.has(id)) return programs.get(id);
    let program: ESTree.Program | undefined;
    try {
      program = code ? parseAst(code, { lang: "js" }) : undefined;
    } catch {
      program = undefined; // not JavaScript (an asset): no named imports to follow
    }
    programs.set(id, program);
    return program;
  }

  function usedModules(
    ctx: Rolldown.ChunkingContext,
    roots = entries,
    lazy = false,
    withReexports = false,
  ): Set<string> {
    const requested = new Map<string, Names>();
    const expanded = new Set<string>();
    const queue: string[] = [];
    const request = (id: string, names: Names) => {
      const before = requested.get(id);
      if (before === "all") return;
      if (names !== "all" && before && [...names].every((name) => before.has(name))) return;
      requested.set(id, names === "all" ? "all" : new Set([...(before ?? []), ...names]));
      queue.push(id);
    };
    for (const root of roots) request(root, "all");

    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      const names = requested.get(id) ?? "all";
      const resolve = (node: { source: ESTree.StringLiteral }) => resolutions.get(id)?.get(node.source.value);
      const program = parsed(id, info.code);
      if (program && isReexportOnly(program) && followReexports(program.body, names, resolve, request, ctx))
        continue;
      if (expanded.has(id)) continue;
      expanded.add(id);
      // A module that runs code: all of it is in, and so is everything it imports (with the names it imports).
      const reached = new Set<string>();
      for (const node of program?.body ?? []) {
        if (
          node.type === "ImportDeclaration" ||
          node.type === "ExportAllDeclaration" ||
          node.type === "ExportNamedDeclaration"
        ) {
          if (!node.source) continue;
          const target = resolve(node as { source: ESTree.StringLiteral });
          if (!target) continue;
          reached.add(target);
          request(target, importedOrReexportedNames(node));
        }
      }
      for (const target of info.importedIds) if (!reached.has(target)) request(target, "all");
      if (lazy) for (const target of info.dynamicallyImportedIds) request(target, "all");
    }
    // Re-export files stay out: they hold no code, and rolldown moves a captured module's dependencies
    // into its chunk, so a captured `@mantine/notifications` index that a lazy import also loads would
    // bring the whole notifications UI into the shell.
    return withReexports ? new Set(requested.keys()) : expanded;
  }

  /** Follows a re-export file's statements for the names asked of it; false when one cannot be mapped. */
  function followReexports(
    body: Statement[],
    names: Names,
    resolve: (node: { source: ESTree.StringLiteral }) => string | undefined,
    request: (id: string, names: Names) => void,
    ctx: Rolldown.ChunkingContext,
  ): boolean {
    const wanted = (name: string) => names === "all" || names.has(name);
    const bindings = new Map<string, { source: string; imported: string | "all" }>();
    const requests: [string, Names][] = [];
    for (const node of body) {
      if (node.type !== "ImportDeclaration") continue;
      const target = resolve(node);
      if (!target) return false;
      if (node.specifiers.length === 0) requests.push([target, "all"]);
      for (const specifier of node.specifiers) {
        const imported =
          specifier.type === "ImportNamespaceSpecifier"
            ? "all"
            : specifier.type === "ImportDefaultSpecifier"
              ? "default"
              : exportName(specifier.imported);
        bindings.set(specifier.local.name, { source: target, imported });
      }
    }
    for (const node of body) {
      if (node.type === "ExportAllDeclaration") {
        const target = resolve(node);
        if (!target) return false;
        if (!node.exported) {
          // Only the names that module exports: `export * from "./messages"` beside "./locales" must not
          // make a user of LOCALES a user of the message catalogue.
          // A module that itself re-exports with `export *` may not list those names: then every name goes on.
          const info = ctx.getModuleInfo(target);
          const exported = info?.exports ?? [];
          const starred = /\bexport\s*\*\s*from\b/.test(info?.code ?? "");
          const forwarded =
            names === "all" || exported.length === 0 || starred
              ? names
              : new Set([...names].filter((n) => exported.includes(n)));
          if (forwarded === "all" || forwarded.size > 0) requests.push([target, forwarded]);
        } else if (wanted(exportName(node.exported))) requests.push([target, "all"]);
      } else if (node.type === "ExportNamedDeclaration") {
        const target = node.source ? resolve(node as { source: ESTree.StringLiteral }) : undefined;
        if (node.source && !target) return false;
        for (const specifier of node.specifiers) {
          if (!wanted(exportName(specifier.exported))) continue;
          const local = exportName(specifier.local);
          const binding = target ? { source: target, imported: local } : bindings.get(local);
          if (!binding) return false;
          requests.push([binding.source, binding.imported === "all" ? "all" : new Set([binding.imported])]);
        }
      }
    }
    for (const [target, targetNames] of requests) request(target, targetNames);
    return true;
  }

  return {
    plugin,
    usedBy: (ctx, roots, lazy) => usedModules(ctx, roots, lazy, true),
    reexportsOnly: (ctx, id) => {
      const program = parsed(id, ctx.getModuleInfo(id)?.code ?? null);
      return program !== undefined && isReexportOnly(program);
    },
    group: {
      debugName: "shell-chunk",
      name(id, ctx) {
        const first = ctx.getModuleInfo(entries[0] ?? "");
        if (!first) return null; // not the client build (prerendering's server build has no client entry)
        let shell = shells.get(first);
        if (!shell) {
          shell = usedModules(ctx);
          shells.set(first, shell);
        }
        if (!shell.has(id) || entries.includes(id)) return null;
        return name;
      },
    },
  };
}
