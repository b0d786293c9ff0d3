import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Module boundaries (DESIGN.md §3 and §6), checked by reading the imports of a source tree:
 * - a unit (a server module, a web feature) uses another only through that unit's index.ts;
 * - no import cycles between units;
 * - extra per-file rules (e.g. routes call services, not repositories).
 * Only relative imports are followed: packages (`@edu/shared`, `react`) are not units.
 */
export type BoundaryRules = {
  /** The folder whose direct subfolders are the units (e.g. apps/server/src/modules). */
  unitsDir: string;
  /** Every folder whose files are checked (the units' folder and the code around it). */
  roots: string[];
  /** Files that may reach into a unit's internals, and which ones (the schema registry reads tables). */
  allowDeepImport?: (fromFile: string, toFile: string) => boolean;
  /** Imports that do not make one unit depend on another (for the cycle check). */
  isSchemaImport?: (fromFile: string, toFile: string) => boolean;
  /** Extra per-import rules: return a message for a forbidden import. */
  extraRule?: (fromFile: string, toFile: string) => string | undefined;
};

export type Violation = { file: string; imports: string; rule: string };

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return listSources(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
    base.replace(/\.js$/, ".ts"),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The unit a file belongs to (its folder directly under unitsDir), if any. */
function unitOf(unitsDir: string, file: string): string | undefined {
  const rel = relative(unitsDir, file);
  if (rel.startsWith("..") || !rel.includes(sep)) return undefined;
  return rel.split(sep)[0];
}

const isUnitIndex = (unitsDir: string, file: string) => {
  const rel = relative(unitsDir, file).split(sep);
  return rel.length === 2 && /^index\.tsx?$/.test(rel[1] ?? "");
};

export function checkBoundaries(rules: BoundaryRules): Violation[] {
  const unitsDir = resolve(rules.unitsDir);
  const files = [...new Set(rules.roots.flatMap((root) => listSources(resolve(root))))];
  const violations: Violation[] = [];
  const unitEdges = new Map<string, Map<string, string>>();

  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const fromUnit = unitOf(unitsDir, file);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? "");
      if (!target) continue;
      const toUnit = unitOf(unitsDir, target);
      const where = { file: relative(process.cwd(), file), imports: relative(process.cwd(), target) };
      const extra = rules.extraRule?.(file, target);
      if (extra) violations.push({ ...where, rule: extra });
      if (!toUnit || toUnit === fromUnit) continue;
      if (!isUnitIndex(unitsDir, target) && !rules.allowDeepImport?.(file, target)) {
        violations.push({ ...where, rule: `uses ${toUnit}'s internals: import its index.ts` });
      }
      // Test files may compose units freely for fixtures; the graph is the product's code.
      if (
        fromUnit &&
        !/\.test\.tsx?$|test-support|test-helpers/.test(file) &&
        !rules.isSchemaImport?.(file, target)
      ) {
        const edges = unitEdges.get(fromUnit) ?? new Map<string, string>();
        if (!edges.has(toUnit)) edges.set(toUnit, where.file);
        unitEdges.set(fromUnit, edges);
      }
    }
  }
  return [...violations, ...findCycles(unitEdges)];
}

/** Units that depend on each other (strongly connected components of the unit graph, Tarjan). */
function findCycles(edges: Map<string, Map<string, string>>): Violation[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const violations: Violation[] = [];
  const connect = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) as number);
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(unit, Math.min(low.get(unit) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit) as number, index.get(next) as number));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      members.push(member);
    } while (member !== unit);
    if (members.length < 2) return;
    const sorted = members.sort();
    const via = sorted.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => sorted.includes(to))
        .map(([to, file]) => `${from}→${to} (${file})`),
    );
    violations.push({
      file: via[0] ?? "",
      imports: sorted.join(", "),
      rule: `import cycle between units: ${via.join("; ")}`,
    });
  };
  for (const unit of edges.keys()) if (!index.has(unit)) connect(unit);
  return violations;
}

export const formatViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.file} → ${v.imports}: ${v.rule}`).join("\n");
