/** One run of the comparison: words both versions have, or only the newer (added) or the older (removed). */
export type DiffPart = { kind: "same" | "added" | "removed"; tokens: string[] };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Words, single CJK characters (Chinese is compared by character, as it is counted) and line breaks. */
const TOKEN =
  /\n|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

export const tokenize = (text: string): string[] =>
  (text.replace(/\n{2,}/g, "\n").match(TOKEN) ?? []).map(String);

/** Beyond this many edits the versions are shown as one removed and one added block (bounded memory). */
const MAX_EDITS = 3_000;

function push(parts: DiffPart[], kind: DiffPart["kind"], token: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.tokens.push(token);
  else parts.push({ kind, tokens: [token] });
}

/** The middle part of a diff (Myers' O(ND) algorithm), in reverse order; null past MAX_EDITS. */
function myers(a: string[], b: string[]): [DiffPart["kind"], string][] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d);
    }
  }
  return null;
}

function backtrack(a: string[], b: string[], trace: Int32Array[], edits: number) {
  const out: [DiffPart["kind"], string][] = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d--) {
    const v = trace[d] as Int32Array;
    const at = (k: number) => v[k + d] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      y--;
      out.push(["same", a[--x] as string]);
    }
    if (down) out.push(["added", b[--y] as string]);
    else out.push(["removed", a[--x] as string]);
  }
  while (x > 0 && y > 0) {
    y--;
    out.push(["same", a[--x] as string]);
  }
  return out;
}

/** The words of `older` and `newer` compared: runs of same, removed and added tokens in reading order. */
export function diffWords(older: string, newer: string): DiffPart[] {
  const a = tokenize(older);
  const b = tokenize(newer);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const parts: DiffPart[] = [];
  for (const token of a.slice(0, start)) push(parts, "same", token);
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const middle = myers(midA, midB);
  if (middle) for (const [kind, token] of middle.reverse()) push(parts, kind, token);
  else {
    for (const token of midA) push(parts, "removed", token);
    for (const token of midB) push(parts, "added", token);
  }
  for (const token of a.slice(a.length - end)) push(parts, "same", token);
  return parts;
}

/** Tokens as text: Latin words apart by a space, CJK characters and line breaks joined as written. */
export function joinTokens(tokens: string[], before?: string): string {
  let text = "";
  let previous = before;
  for (const token of tokens) {
    const tight =
      previous === undefined || previous === "\n" || token === "\n" || CJK.test(previous) || CJK.test(token);
    text += tight ? token : ` ${token}`;
    previous = token;
  }
  return text;
}

/** How many words a diff adds and removes (line breaks are not words). */
export function diffCounts(parts: DiffPart[]) {
  const words = (part: DiffPart) => part.tokens.filter((token) => token !== "\n").length;
  return {
    added: parts.filter((p) => p.kind === "added").reduce((sum, p) => sum + words(p), 0),
    removed: parts.filter((p) => p.kind === "removed").reduce((sum, p) => sum + words(p), 0),
  };
}
