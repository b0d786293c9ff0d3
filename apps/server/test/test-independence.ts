import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Finds tests that lean on an earlier test of the same file: a variable declared outside any test (at the top
 * of the file or in a `describe`) that one `it(...)`/`test(...)` body assigns (`let id; … id = …`) or fills
 * (`const ids = {}; … ids.q1 = …`, `.push(…)`, `.set(…)`) and another body reads without doing so itself.
 * Such a test passes only when run after the one that fills the variable, so it fails when picked alone
 * (`-t`) or shuffled. A fixture built in `beforeAll`/`beforeEach` is the way to share.
 */
export type OrderDependence = {
  file: string;
  variable: string;
  line: number;
  writtenIn: string;
  readIn: string;
};

const testCallees = new Set(["it", "test"]);
/** A variable these hooks assign is reset around every test, so no test inherits it from another. */
const perTestHooks = new Set(["beforeEach", "afterEach"]);

/** `it(...)`, `it.each(...)(...)`, `test.concurrent(...)`: the call's root name is it/test. */
function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return calleeRoot(expression.expression);
  if (ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return undefined;
}

function testName(call: ts.CallExpression, source: ts.SourceFile): string {
  const first = call.arguments[0];
  const label = first && (ts.isStringLiteralLike(first) ? first.text : first.getText(source));
  return `${label} (line ${source.getLineAndCharacterOfPosition(call.getStart(source)).line + 1})`;
}

/** The callback of the nearest enclosing call to one of `callees`, named for the report. */
function enclosingCallback(node: ts.Node, source: ts.SourceFile, callees: Set<string>): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const parent = at.parent;
    if (
      parent &&
      ts.isCallExpression(parent) &&
      (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) &&
      parent.arguments.includes(at as ts.Expression)
    ) {
      const root = calleeRoot(parent.expression);
      if (root && callees.has(root)) return testName(parent, source);
    }
  }
  return undefined;
}

const enclosingTest = (node: ts.Node, source: ts.SourceFile) => enclosingCallback(node, source, testCallees);

const mutators = new Set([
  "push",
  "pop",
  "shift",
  "unshift",
  "splice",
  "set",
  "add",
  "delete",
  "clear",
  "sort",
]);

/** Whether an identifier's object is filled: `x.a = …`, `x[k] = …`, `x.push(…)`, `x.set(…)`. */
function fills(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  if (!(ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent))) return false;
  if (parent.expression !== identifier) return false;
  const outer = parent.parent;
  if (ts.isBinaryExpression(outer) && outer.left === parent) {
    const kind = outer.operatorToken.kind;
    return (
      kind === ts.SyntaxKind.EqualsToken ||
      (kind >= ts.SyntaxKind.FirstCompoundAssignment && kind <= ts.SyntaxKind.LastCompoundAssignment)
    );
  }
  return (
    ts.isPropertyAccessExpression(parent) &&
    ts.isCallExpression(outer) &&
    outer.expression === parent &&
    mutators.has(parent.name.text)
  );
}

/** Whether an identifier is written (`x =`, `x +=`, `x++`, `[x] = …`, `x.a = …`) and whether it is read. */
function access(identifier: ts.Identifier): { writes: boolean; reads: boolean } {
  if (fills(identifier)) return { writes: true, reads: false };
  let node: ts.Node = identifier;
  // Climb destructuring targets: `({ a: x } = …)`, `[x, y] = …`.
  while (
    node.parent &&
    (ts.isArrayLiteralExpression(node.parent) ||
      ts.isShorthandPropertyAssignment(node.parent) ||
      (ts.isPropertyAssignment(node.parent) && node.parent.initializer === node) ||
      ts.isObjectLiteralExpression(node.parent) ||
      ts.isSpreadElement(node.parent))
  ) {
    node = node.parent;
  }
  const parent = node.parent;
  if (parent && ts.isBinaryExpression(parent) && parent.left === node) {
    const kind = parent.operatorToken.kind;
    if (kind === ts.SyntaxKind.EqualsToken) return { writes: true, reads: false };
    if (kind >= ts.SyntaxKind.FirstCompoundAssignment && kind <= ts.SyntaxKind.LastCompoundAssignment) {
      return { writes: true, reads: true };
    }
  }
  if (
    parent &&
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  ) {
    return { writes: true, reads: true };
  }
  return { writes: false, reads: true };
}

function bindingIdentifiers(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingIdentifiers(element.name),
  );
}

function bindingNames(name: ts.BindingName, into: Set<string>) {
  for (const identifier of bindingIdentifiers(name)) into.add(identifier.text);
}

export function findOrderDependence(files: { file: string; text: string }[]): OrderDependence[] {
  const byName = new Map(files.map((f) => [f.file, f.text]));
  const host = ts.createCompilerHost({});
  const program = ts.createProgram({
    rootNames: files.map((f) => f.file),
    options: { noResolve: true, noLib: true, types: [], allowJs: false, noEmit: true },
    host: {
      ...host,
      fileExists: (name) => byName.has(name),
      readFile: (name) => byName.get(name),
      getSourceFile: (name, language) => {
        const text = byName.get(name);
        return text === undefined ? undefined : ts.createSourceFile(name, text, language, true);
      },
    },
  });
  const checker = program.getTypeChecker();
  const found: OrderDependence[] = [];
  for (const { file } of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    // Every let/const binding declared outside a test body.
    const shared = new Map<ts.Symbol, ts.Identifier>();
    const uses = new Map<ts.Symbol, { test: string; writes: boolean; reads: boolean }[]>();
    const resetPerTest = new Set<ts.Symbol>();
    // Resolving every identifier is slow: only names the file declares with let/const can matter.
    const letNames = new Set<string>();
    const collectNames = (node: ts.Node) => {
      if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.BlockScoped) {
        for (const declaration of node.declarations) bindingNames(declaration.name, letNames);
      }
      ts.forEachChild(node, collectNames);
    };
    collectNames(source);
    if (letNames.size === 0) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclarationList(node) &&
        node.flags & ts.NodeFlags.BlockScoped &&
        !ts.isForStatement(node.parent) &&
        !ts.isForOfStatement(node.parent) &&
        !ts.isForInStatement(node.parent) &&
        !enclosingTest(node, source)
      ) {
        for (const declaration of node.declarations) {
          for (const name of bindingIdentifiers(declaration.name)) {
            const symbol = checker.getSymbolAtLocation(name);
            if (symbol) shared.set(symbol, name);
          }
        }
      } else if (ts.isIdentifier(node) && letNames.has(node.text) && !ts.isVariableDeclaration(node.parent)) {
        const symbol = checker.getSymbolAtLocation(node);
        if (symbol) {
          const test = enclosingTest(node, source);
          if (!test && access(node).writes && enclosingCallback(node, source, perTestHooks)) {
            resetPerTest.add(symbol);
          }
          if (test) {
            const list = uses.get(symbol) ?? [];
            list.push({ test, ...access(node) });
            uses.set(symbol, list);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const [symbol, name] of shared) {
      if (resetPerTest.has(symbol)) continue;
      const list = uses.get(symbol) ?? [];
      const writers = new Set(list.filter((u) => u.writes).map((u) => u.test));
      const readers = new Set(list.filter((u) => u.reads).map((u) => u.test));
      const writer = [...writers][0];
      if (!writer) continue;
      for (const reader of readers) {
        if (writers.has(reader)) continue;
        found.push({
          file,
          variable: name.text,
          line: source.getLineAndCharacterOfPosition(name.getStart(source)).line + 1,
          writtenIn: writer,
          readIn: reader,
        });
        break;
      }
    }
  }
  return found;
}

/** Every `*.test.ts` / `*.test.tsx` file under a folder, skipping node_modules. */
export function testFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "dist" || entry === "build") continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...testFilesUnder(path));
    else if (/\.test\.tsx?$/.test(entry)) out.push(path);
  }
  return out;
}

export function readTestFiles(paths: string[]): { file: string; text: string }[] {
  return paths.map((file) => ({ file, text: readFileSync(file, "utf8") }));
}

export function formatOrderDependence(found: OrderDependence[], root: string): string {
  return found
    .map(
      (f) =>
        `${relative(root, f.file)}:${f.line} \`${f.variable}\` is assigned in "${f.writtenIn}" and read in "${f.readIn}"`,
    )
    .join("\n");
}
