import {
  type CounselingProfileSection,
  PROFILE_LIMITS,
  type ProfileLimit,
  type ScoreScale,
  sectionSchemas,
} from "@edu/shared/counseling-profile";
import { z } from "zod";

/**
 * The editor's fields, read from the shared section schemas (their JSON Schema): a field added to a
 * schema appears in the form without a second list to keep, with the schema's own limits (a list's
 * maximum, a text's length, a number's range). Only labels (locales) and a few display rules live here.
 */
export type FieldNode =
  | { kind: "text"; key: string; max: number | undefined; multiline: boolean }
  | { kind: "date" | "month" | "country" | "yesno" | "check"; key: string }
  | { kind: "number"; key: string; min: number | undefined; max: number | undefined; integer: boolean }
  | { kind: "choice"; key: string; options: string[]; nullable: boolean }
  | { kind: "choices" | "tags"; key: string; options: string[]; max: number | undefined }
  | { kind: "group"; key: string; fields: FieldNode[] }
  | { kind: "list"; key: string; max: number; limit: ProfileLimit | undefined; item: FieldNode };

type Json = {
  type?: string | string[];
  anyOf?: Json[];
  enum?: string[];
  const?: unknown;
  pattern?: string;
  format?: string;
  properties?: Record<string, Json>;
  items?: Json;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** Fields the server computes (a college "in progress" from its attend dates): never edited. */
const COMPUTED = new Set(["in_progress"]);
/** Texts longer than this are edited in a text area. */
const MULTILINE_FROM = 500;
const DAY_PATTERN = "^\\d{4}-(0[1-9]|1[0-2])-";
const MONTH_PATTERN = "^\\d{4}-(0[1-9]|1[0-2])$";
const COUNTRY_PATTERN = "^([A-Z]{2})?$";

/** The spec §5 limit a list stands for, by its key (parents' colleges are "employer_colleges"). */
function limitOf(key: string): ProfileLimit | undefined {
  const name = key === "employer_colleges" ? "parent_employer_colleges" : key;
  return name in PROFILE_LIMITS && name !== "min_academic_years" ? (name as ProfileLimit) : undefined;
}

/** The non-null alternative of a nullable or `"" | email` schema. */
function core(node: Json): Json {
  const alternatives = (node.anyOf ?? []).filter((alt) => alt.type !== "null" && alt.const === undefined);
  if (alternatives[0]) return alternatives[0];
  if (Array.isArray(node.type)) return { ...node, type: node.type.find((type) => type !== "null") };
  return node;
}

function nodeOf(key: string, json: Json): FieldNode {
  const node = core(json);
  if (node.enum) return { kind: "choice", key, options: node.enum, nullable: node !== json };
  switch (node.type) {
    case "object":
      return {
        kind: "group",
        key,
        fields: Object.entries(node.properties ?? {})
          .filter(([name]) => !COMPUTED.has(name))
          .map(([name, child]) => nodeOf(name, child)),
      };
    case "array": {
      const item = core(node.items ?? {});
      if (item.enum) return { kind: "choices", key, options: item.enum, max: node.maxItems };
      if (item.type === "string") return { kind: "tags", key, options: [], max: node.maxItems };
      return {
        kind: "list",
        key,
        max: node.maxItems ?? Number.POSITIVE_INFINITY,
        limit: limitOf(key),
        item: nodeOf(key, item),
      };
    }
    case "boolean":
      return json.anyOf || Array.isArray(json.type) ? { kind: "yesno", key } : { kind: "check", key };
    case "number":
    case "integer":
      return { kind: "number", key, min: node.minimum, max: node.maximum, integer: node.type === "integer" };
    default:
      if (node.pattern?.startsWith(DAY_PATTERN)) return { kind: "date", key };
      if (node.pattern === MONTH_PATTERN) return { kind: "month", key };
      if (node.pattern === COUNTRY_PATTERN) return { kind: "country", key };
      return { kind: "text", key, max: node.maxLength, multiline: (node.maxLength ?? 0) > MULTILINE_FROM };
  }
}

const shapes = new Map<CounselingProfileSection, FieldNode[]>();

/** A section's fields in the schema's order. */
export function sectionFields(section: CounselingProfileSection): FieldNode[] {
  let fields = shapes.get(section);
  if (!fields) {
    const json = z.toJSONSchema(sectionSchemas[section], { io: "input", unrepresentable: "any" }) as Json;
    const root = nodeOf(section, json);
    fields = root.kind === "group" ? root.fields : [];
    shapes.set(section, fields);
  }
  return fields;
}

/** A new entry of a list, as the schema's defaults fill it (a course's summer "N", a school's session "REG"). */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case "group":
      return Object.fromEntries(node.fields.map((field) => [field.key, emptyValue(field)]));
    case "list":
    case "choices":
    case "tags":
      return [];
    case "text":
    case "country":
      return "";
    case "check":
      return false;
    default:
      return null;
  }
}

/** A new list entry: the shared schema's own defaults (enum defaults such as "REG" included). */
export function newEntry(section: CounselingProfileSection, path: string, node: FieldNode): unknown {
  const item = node.kind === "list" ? node.item : node;
  const schema = itemSchema(section, path);
  const parsed = schema?.safeParse?.(item.kind === "group" ? {} : undefined);
  return parsed?.success ? parsed.data : emptyValue(item);
}

type Walkable = {
  shape?: Record<string, Walkable>;
  element?: Walkable;
  safeParse?: (value: unknown) => { success: boolean; data?: unknown };
  def?: { type?: string; innerType?: Walkable };
};

/** The zod schema of a list's entries, found by the list's path ("high_schools.0.courses"). */
function itemSchema(section: CounselingProfileSection, path: string): Walkable | undefined {
  let schema: Walkable | undefined = sectionSchemas[section] as unknown as Walkable;
  const unwrap = (value: Walkable | undefined): Walkable | undefined => {
    let current = value;
    while (current?.def?.innerType) current = current.def.innerType;
    return current;
  };
  for (const part of path.split(".")) {
    schema = unwrap(schema);
    schema = /^\d+$/.test(part) ? schema?.element : schema?.shape?.[part];
  }
  return unwrap(unwrap(schema)?.element);
}

/** Which test's scale a score field is on (its hint and step), by list and field. */
export function scaleOf(listKey: string | undefined, key: string): ScoreScale | undefined {
  if (listKey === "act" && key !== "date") return "act";
  const byField: Record<string, ScoreScale> = {
    "sat.total": "sat_total",
    "sat.ebrw": "sat_section",
    "sat.math": "sat_section",
    "ap.score": "ap",
    "ib.score": "ib",
    "toefl.total": "toefl_total",
    "toefl.band": "toefl_band",
    "toefl_paper.total": "toefl_paper",
    "pte.overall": "pte",
    "ielts.overall": "ielts",
    "duolingo.score": "duolingo",
  };
  return byField[`${listKey}.${key}`];
}

/** Every field key and list key of every section (the locale files must name each one). */
export function allKeys(): { fields: Set<string>; lists: Set<string>; options: Map<string, Set<string>> } {
  const fields = new Set<string>();
  const lists = new Set<string>();
  const options = new Map<string, Set<string>>();
  const visit = (node: FieldNode) => {
    if (node.kind === "list") {
      lists.add(node.key);
      if (node.item.kind === "group") node.item.fields.forEach(visit);
      else visit(node.item);
      return;
    }
    fields.add(node.key);
    if (node.kind === "group") node.fields.forEach(visit);
    if (node.kind === "choice" || node.kind === "choices") {
      const set = optionSet(node.key, node.options);
      const known = options.get(set) ?? new Set<string>();
      for (const option of node.options) known.add(option);
      options.set(set, known);
    }
  };
  for (const section of Object.keys(sectionSchemas) as CounselingProfileSection[])
    sectionFields(section).forEach(visit);
  return { fields, lists, options };
}

/**
 * The locale group an option list's labels live in: course years under one name wherever they appear,
 * IB levels apart from course levels; codes read the same in every language (SAT, A*) are shown as they are.
 */
export function optionSet(key: string, options: readonly string[]): string {
  if (options.includes("12TH")) return "course_year";
  if (options.includes("HL")) return "ib_level";
  if (options.includes("A*")) return "a_level_grade";
  if (options.includes("SAT")) return "test";
  return key;
}

/** Option lists whose codes are their own labels in every language. */
export const RAW_OPTION_SETS = new Set(["ib_level", "a_level_grade", "test"]);

/** Whether a form path ("sat.0.total", "high_schools.1.courses") names a field the section's form shows. */
export function isFieldPath(section: CounselingProfileSection, path: string): boolean {
  let fields: readonly FieldNode[] = sectionFields(section);
  let node: FieldNode | undefined;
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) {
      if (node?.kind !== "list") return false;
      continue;
    }
    node = fields.find((field) => field.key === part);
    if (!node) return false;
    const inner = node.kind === "list" ? node.item : node;
    fields = inner.kind === "group" ? inner.fields : [];
  }
  return node !== undefined;
}
