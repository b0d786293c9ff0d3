import type { core, z } from "zod";
import { type TestForm, testFormSchema } from "./test-form.schemas";

/**
 * A form as one JSON document (export, import, the demo forms): the schema's output (defaults filled in,
 * texts trimmed) with keys in the schema's order, so export → import → export is byte-identical and a
 * diff of two versions shows only what changed. The layout is the one the repository's formatter (Biome,
 * 2 spaces, 110 columns) leaves unchanged, so a form file stays canonical after `biome check --write`:
 * objects one key per line; an array of plain values on the key's line when that line (its comma
 * included) fits in 110 columns, else one value per line; arrays of objects one per line; a trailing
 * newline. (A form's plain arrays hold ASCII keys only, so a character is a column; it has no arrays of
 * numbers, which the formatter would pack several to a line.)
 */
export const FORM_JSON_MAX_CHARS = 5_000_000;
const LINE_WIDTH = 110;

export type FormImport = { ok: true; form: TestForm } | { ok: false; issues: core.$ZodIssue[] };

/** The canonical document of a form. Throws when the form is not valid (an export never writes one). */
export function exportFormJson(form: z.input<typeof testFormSchema>): string {
  return `${writeJson(testFormSchema.parse(form), 0, "", "")}\n`;
}

/**
 * Reads a document: invalid JSON, an oversized text and every schema mistake come back as issues with
 * their paths (the server answers them as 422 field errors; `describeIssues` for people and logs).
 */
export function importFormJson(text: string): FormImport {
  if (text.length > FORM_JSON_MAX_CHARS) return failure("v.text_too_long");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return failure("v.te_json_syntax");
  }
  const result = testFormSchema.safeParse(data);
  return result.success ? { ok: true, form: result.data } : { ok: false, issues: result.error.issues };
}

const failure = (message: string): FormImport => ({
  ok: false,
  issues: [{ code: "custom", message, path: [], input: undefined }],
});

/** "sections.0.modules.1.key: v.te_duplicate_key", one line per issue ("_" for the whole document). */
export function describeIssues(issues: readonly core.$ZodIssue[]): string[] {
  return issues.map(
    (issue) => `${issue.path.length ? issue.path.map(String).join(".") : "_"}: ${issue.message}`,
  );
}

/** `head`: what precedes the value on its line (`"key": `); `tail`: what follows it (`,` or nothing). */
function writeJson(value: unknown, depth: number, head: string, tail: string): string {
  const pad = "  ".repeat(depth);
  const inner = "  ".repeat(depth + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((element) => element === null || typeof element !== "object")) {
      const flat = `[${value.map((element) => JSON.stringify(element)).join(", ")}]`;
      if (pad.length + head.length + flat.length + tail.length <= LINE_WIDTH) return flat;
    }
    const lines = value.map((element, index) => {
      const comma = index < value.length - 1 ? "," : "";
      return `${inner}${writeJson(element, depth + 1, "", comma)}${comma}`;
    });
    return `[\n${lines.join("\n")}\n${pad}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([key, field], index) => {
      const comma = index < entries.length - 1 ? "," : "";
      const keyText = `${JSON.stringify(key)}: `;
      return `${inner}${keyText}${writeJson(field, depth + 1, keyText, comma)}${comma}`;
    });
    return `{\n${lines.join("\n")}\n${pad}}`;
  }
  return JSON.stringify(value);
}
