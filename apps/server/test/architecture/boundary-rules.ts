import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { BoundaryRules } from "./check-boundaries";

const isTestCode = (file: string) => /\.test\.tsx?$|test-support|test-helpers|\/test\//.test(file);

const PLUGIN_OPTIONS = /FastifyPlugin(?:Async|Callback)(?:Zod)?<([^>]*)>/g;
const REGISTER_OPTIONS = /\.register\(\s*\w+Routes\s*,\s*(\{[^}]*\})/g;
const DECORATE = /\.decorate(?:Request|Reply)?\(/;
const squeeze = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/;\s*\}/, " }")
    .trim();

/**
 * What a module may not do inside itself: decorate the app (a process-wide value beside deps), or
 * give a routes plugin options other than `{ deps }` (a second way in beside deps and index imports).
 */
function moduleFileRule(file: string, text: string): string[] {
  if (isTestCode(file)) return [];
  const found: string[] = [];
  if (DECORATE.test(text))
    found.push("a module never decorates the app: what it lends is its manifest's contributes");
  for (const match of text.matchAll(PLUGIN_OPTIONS)) {
    if (squeeze(match[1] ?? "") !== "{ deps: ModuleDeps }")
      found.push(`a routes plugin takes only { deps }, not ${squeeze(match[1] ?? "")}`);
  }
  for (const match of text.matchAll(REGISTER_OPTIONS)) {
    if (squeeze(match[1] ?? "") !== "{ deps }")
      found.push(`a routes plugin is registered with { deps } only, not ${squeeze(match[1] ?? "")}`);
  }
  return found;
}

/**
 * The server's rules (CONTRIBUTING.md "A server module"): modules use each other one way, by
 * importing the other module's index.ts, downward only (no cycles); a rule a lower module needs from
 * a higher one is an extension point the higher module's manifest contributes (module-deps.ts).
 * Routes call services, not repositories; a module writes only its own tables. Exceptions, each
 * with its reason:
 * - tests build fixtures with other modules' repositories and tables (the product's graph stays clean).
 * - tables are the schema, not a module's behaviour: a table's foreign keys and a repository's
 *   read joins name other modules' *.table.ts; such imports are not module dependencies.
 * - code outside modules/ (seed/ site content, http/, mail/) is not a module: the write rule is a
 *   module's.
 */
export function serverRules(serverSrc: string): BoundaryRules {
  return {
    unitsDir: join(serverSrc, "modules"),
    roots: [serverSrc],
    allowDeepImport: (from, to) => isTestCode(from) || to.endsWith(".table.ts"),
    isSchemaImport: (_from, to) => to.endsWith(".table.ts"),
    extraRule: (from, to) =>
      basename(from).endsWith(".routes.ts") && basename(to).endsWith(".repository.ts")
        ? "routes call services, not repositories"
        : undefined,
    fileRule: moduleFileRule,
    isTableFile: (file) => file.endsWith(".table.ts"),
    isTestCode,
  };
}

const manifestName = (module: string) =>
  `${module.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Module`;

/**
 * Every module exports its manifest (`<camelCase>Module`) from its index.ts and is listed in
 * modules.ts: a module left out would have its routes, jobs and seed steps silently missing.
 */
export function unlistedModules(serverSrc: string): string[] {
  const modulesDir = join(serverSrc, "modules");
  const list = readFileSync(join(serverSrc, "modules.ts"), "utf8");
  return readdirSync(modulesDir)
    .filter((name) => statSync(join(modulesDir, name)).isDirectory())
    .flatMap((module) => {
      const index = join(modulesDir, module, "index.ts");
      const name = manifestName(module);
      const exported = existsSync(index) && new RegExp(`\\b${name}\\b`).test(readFileSync(index, "utf8"));
      if (!exported) return [`modules/${module}: index.ts exports no ${name} (its manifest)`];
      return new RegExp(`\\b${name}\\b`).test(list)
        ? []
        : [`modules/${module}: ${name} is not listed in modules.ts`];
    });
}

/**
 * The web's rule: features use each other through index.ts (app/ and lib/ are shared ground).
 * Exception: src/routes.ts is the route table React Router's build reads: it lists every feature's
 * routes.ts directly, which names page files by path; going through index.ts would load the
 * features' components into the route config.
 */
export function webRules(webSrc: string): BoundaryRules {
  const routeTable = join(webSrc, "routes.ts");
  return {
    unitsDir: join(webSrc, "features"),
    roots: [webSrc],
    allowDeepImport: (from, to) => isTestCode(from) || (from === routeTable && basename(to) === "routes.ts"),
  };
}
