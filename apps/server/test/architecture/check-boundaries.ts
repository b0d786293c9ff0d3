import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Module boundaries (DESIGN.md §3 and §6), checked by reading the imports of a source tree:
 * - a unit (a server module, a web feature) uses another only through that unit's index.ts;
 * - no import cycles between units;
 * - extra per-import and per-file rules (e.g. routes call services, not repositories);
 * - optionally, a unit writes (insert, update, delete) only its own tables.
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
  /** Extra per-file rules on a unit's file (its path and text): one message per thing forbidden. */
  fileRule?: (file: string, text: string) => string[];
  /**
   * Which files hold tables (`export const x = pgTable(…)`): when set, a unit's non-test file that
   * writes into another unit's table (imported from its index.ts or its table file) is a violation.
   */
  isTableFile?: (file: string) => boolean;
  /** Code that may do what the product may not (fixtures); the cycle and write rules skip it. */
  isTestCode?: (file: string) => boolean;
};

export type Violation = { file: string; imports: string; rule: string };

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\b/g;
const defaultTestCode = (file: string) => /\.test\.tsx?$|test-support|test-helpers/.test(file);

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
  const isTest = rules.isTestCode ?? defaultTestCode;
  const files = [...new Set(rules.roots.flatMap((root) => listSources(resolve(root))))];
  const violations: Violation[] = [];
  const unitEdges = new Map<string, Map<string, string>>();
  const tables = rules.isTableFile ? tablesByUnit(unitsDir, files, rules.isTableFile) : undefined;

  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const fromUnit = unitOf(unitsDir, file);
    const here = relative(process.cwd(), file);
    if (fromUnit) {
      for (const rule of rules.fileRule?.(file, text) ?? [])
        violations.push({ file: here, imports: "", rule });
    }
    if (fromUnit && tables && !isTest(file))
      violations.push(...foreignWrites(file, text, fromUnit, unitsDir, tables));
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? "");
      if (!target) continue;
      const toUnit = unitOf(unitsDir, target);
      const where = { file: here, imports: relative(process.cwd(), target) };
      const extra = rules.extraRule?.(file, target);
      if (extra) violations.push({ ...where, rule: extra });
      if (!toUnit || toUnit === fromUnit) continue;
      if (!isUnitIndex(unitsDir, target) && !rules.allowDeepImport?.(file, target)) {
        violations.push({ ...where, rule: `uses ${toUnit}'s internals: import its index.ts` });
      }
      // Test files may compose units freely for fixtures; the graph is the product's code.
      if (fromUnit && !isTest(file) && !rules.isSchemaImport?.(file, target)) {
        const edges = unitEdges.get(fromUnit) ?? new Map<string, string>();
        if (!edges.has(toUnit)) edges.set(toUnit, where.file);
        unitEdges.set(fromUnit, edges);
      }
    }
  }
  return [...violations, ...findCycles(unitEdges)];
}

/** Each unit's table names (`export const x = pgTable(…)` in its table files). */
function tablesByUnit(unitsDir: string, files: string[], isTableFile: (file: string) => boolean) {
  const tables = new Map<string, Set<string>>();
  for (const file of files) {
    const unit = unitOf(unitsDir, file);
    if (!unit || !isTableFile(file)) continue;
    const names = tables.get(unit) ?? new Set<string>();
    for (const match of readFileSync(file, "utf8").matchAll(TABLE)) names.add(match[1] as string);
    tables.set(unit, names);
  }
  return tables;
}

/**
 * Writes into another unit's table: a name imported from that unit (its index.ts or a table file)
 * that is one of its tables, passed to `.insert(…)`, `.update(…)` or `.delete(…)`. Reads and
 * foreign keys may name other units' tables; changing their rows is the owner's use case.
 */
function foreignWrites(
  file: string,
  text: string,
  fromUnit: string,
  unitsDir: string,
  tables: Map<string, Set<string>>,
): Violation[] {
  const violations: Violation[] = [];
  for (const match of text.matchAll(NAMED_IMPORT)) {
    const target = resolveImport(file, match[2] ?? "");
    const toUnit = target && unitOf(unitsDir, target);
    if (!target || !toUnit || toUnit === fromUnit) continue;
    for (const specifier of (match[1] ?? "").split(",")) {
      const [imported, local = imported] = specifier
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (!imported || !local || !tables.get(toUnit)?.has(imported)) continue;
      const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\s*\\)`, "g");
      for (const call of text.matchAll(write)) {
        violations.push({
          file: relative(process.cwd(), file),
          imports: relative(process.cwd(), target),
          rule: `writes ${toUnit}'s table ${imported} (.${call[1]}): call a use case of ${toUnit} instead`,
        });
      }
    }
  }
  return violations;
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
