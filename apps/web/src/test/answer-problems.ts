/**
 * Problems the declared fetch stubs found in their answers (test/answer-check.ts). A stub cannot fail the
 * test from inside fetch (the client turns a thrown error into a network failure the page may well show),
 * so they are kept here and setup.ts fails the test that made them. Kept on globalThis: the app's modules
 * are evaluated afresh per file (fresh-modules.ts), and a stub answering after its test ended still counts.
 * No imports, so a test file that stubs nothing does not load the declarations.
 */

const PROBLEMS = Symbol.for("edu.web-test.answer-problems");
type Holder = { [PROBLEMS]?: string[] };

function problems(): string[] {
  const holder = globalThis as Holder;
  holder[PROBLEMS] ??= [];
  return holder[PROBLEMS];
}

export function reportAnswerProblem(problem: string): void {
  problems().push(problem);
}

/** The problems found since the last call, emptied. */
export function takeAnswerProblems(): string[] {
  return problems().splice(0);
}
