import { type MathRun, splitMathText } from "@edu/shared/test-engine";

/**
 * A student's highlight on a passage (and the note on it, if any): offsets into the passage's plain text
 * (its text runs as written and its math runs as their TeX, see plainRuns), so KaTeX re-rendering keeps it.
 * `text` is the highlighted slice, so a highlight that no longer fits the passage (edited since) is dropped.
 */
export type PassageMark = { id: string; start: number; end: number; text: string; note: string };

/** A run of the passage with where it starts in the plain text. */
export type PlainRun = MathRun & { start: number; length: number };

export function plainRuns(source: string): PlainRun[] {
  let at = 0;
  return splitMathText(source).map((run) => {
    const length = run.type === "text" ? run.text.length : run.tex.length;
    const placed = { ...run, start: at, length };
    at += length;
    return placed;
  });
}

export const plainText = (runs: readonly PlainRun[]) =>
  runs.map((run) => (run.type === "text" ? run.text : run.tex)).join("");

/**
 * Highlights and notes are the student's own reading aids: they stay in this browser (per attempt and
 * passage) and are never sent to the server; they are removed when the attempt is submitted.
 */
const PREFIX = "tests.marks.";
export const marksKey = (attemptId: number, stimulusKey: string) => `${PREFIX}${attemptId}.${stimulusKey}`;

/** The stored marks that still fit the passage's plain text (others are dropped silently). */
export function readMarks(key: string, plain: string): PassageMark[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (mark): mark is PassageMark =>
        typeof mark === "object" &&
        mark !== null &&
        typeof mark.id === "string" &&
        Number.isInteger(mark.start) &&
        Number.isInteger(mark.end) &&
        mark.start >= 0 &&
        mark.end > mark.start &&
        mark.end <= plain.length &&
        typeof mark.note === "string" &&
        mark.text === plain.slice(mark.start, mark.end),
    );
  } catch {
    return [];
  }
}

export function writeMarks(key: string, marks: readonly PassageMark[]) {
  try {
    if (marks.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(marks));
  } catch {
    // Storage full or refused: the highlights still hold until the page is left.
  }
}

/** Forgets every highlight and note of an attempt (once it is submitted). */
export function clearAttemptMarks(attemptId: number) {
  try {
    const prefix = `${PREFIX}${attemptId}.`;
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}

/**
 * Adds a highlight over [start, end): highlights it touches are merged into it (their notes kept, one
 * after the other), so highlights never overlap.
 */
export function addMark(marks: readonly PassageMark[], start: number, end: number, plain: string) {
  const touched = marks.filter((mark) => mark.start <= end && mark.end >= start);
  const from = Math.min(start, ...touched.map((mark) => mark.start));
  const to = Math.max(end, ...touched.map((mark) => mark.end));
  const merged: PassageMark = {
    id: `${from}-${to}-${Date.now().toString(36)}`,
    start: from,
    end: to,
    text: plain.slice(from, to),
    note: touched
      .map((mark) => mark.note.trim())
      .filter(Boolean)
      .join("\n"),
  };
  return [...marks.filter((mark) => !touched.includes(mark)), merged].sort((a, b) => a.start - b.start);
}

/** Splits [start, start + length) at the highlights' edges: each piece with the highlight covering it. */
export function piecesOf(start: number, length: number, marks: readonly PassageMark[]) {
  const end = start + length;
  const cuts = new Set([start, end]);
  for (const mark of marks) {
    if (mark.start > start && mark.start < end) cuts.add(mark.start);
    if (mark.end > start && mark.end < end) cuts.add(mark.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  return points.slice(0, -1).map((from, i) => {
    const to = points[i + 1] as number;
    return { from, to, mark: marks.find((m) => m.start <= from && m.end >= to) };
  });
}
