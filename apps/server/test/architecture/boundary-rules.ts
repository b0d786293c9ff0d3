import { basename, join } from "node:path";
import type { BoundaryRules } from "./check-boundaries";

const isTestCode = (file: string) => /\.test\.tsx?$|test-support|test-helpers|\/test\//.test(file);

/**
 * The server's rules (CONTRIBUTING.md): modules use each other through index.ts; routes call
 * services, not repositories. Exceptions, each with its reason:
 * - db/schema.ts is the schema registry drizzle-kit loads: it lists every *.table.ts directly, so
 *   generating a migration does not load routes and services.
 * - tests build fixtures with other modules' repositories (the product's graph stays clean).
 * - tables are the schema, not a module's behaviour: a table's foreign keys and a repository's
 *   read joins name other modules' *.table.ts; such imports are not module dependencies.
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
  };
}

/**
 * The web's rule: features use each other through index.ts (app/ and lib/ are shared ground).
 * Exception: src/routes.ts is the route table React Router's build reads (like db/schema.ts for
 * tables): it lists every feature's routes.ts directly, which names page files by path; going
 * through index.ts would load the features' components into the route config.
 */
export function webRules(webSrc: string): BoundaryRules {
  const routeTable = join(webSrc, "routes.ts");
  return {
    unitsDir: join(webSrc, "features"),
    roots: [webSrc],
    allowDeepImport: (from, to) => isTestCode(from) || (from === routeTable && basename(to) === "routes.ts"),
  };
}
