import { FORBIDDEN_IN_TEXT, isHttpUrl, LONE_SURROGATE } from "@edu/shared";
import { SCHOOL_FACTS, type SchoolControl, type SchoolFactKey } from "@edu/shared/schools";

/**
 * One College Scorecard institution record (official column names) read into a school's base fields
 * and its figures. What the file does not know stays unknown: no fact, never 0.
 */

/**
 * Missing and privacy-suppressed cells: `NA`/`PS` since the October 2024 release, `NULL`/
 * `PrivacySuppressed` before (both are accepted, whatever the file's year).
 */
const UNKNOWN = new Set(["", "NA", "NULL", "PS", "PrivacySuppressed"]);

export type ScorecardBase = {
  unitid: number;
  nameEn: string;
  city: string;
  state: string;
  zip: string;
  url: string;
  netPriceUrl: string;
  control: SchoolControl | null;
  latitude: number | null;
  longitude: number | null;
};

export type ScorecardFacts = Partial<Record<SchoolFactKey, number>>;

/** Why a record is not imported (the import report's `reason`). */
export type ScorecardSkipReason = "no_unitid" | "bad_unitid" | "no_name" | "control_characters" | "malformed";

export type ScorecardRecord =
  | {
      ok: true;
      base: ScorecardBase;
      facts: ScorecardFacts;
      /** Cells that should hold a number or an address and hold something else: read as unknown. */
      badCells: string[];
    }
  | { ok: false; unitid: string; reason: ScorecardSkipReason };

type Cells = Readonly<Record<string, string | undefined>>;

/** The Scorecard columns each figure of SCHOOL_FACTS reads: `A|B` is whichever of A and B is present. */
const FACT_COLUMNS: ReadonlyArray<readonly [SchoolFactKey, readonly string[]]> = Object.entries(
  SCHOOL_FACTS,
).flatMap(([key, definition]) =>
  "column" in definition ? [[key as SchoolFactKey, definition.column.split("|")] as const] : [],
);

const BASE_COLUMNS = [
  "UNITID",
  "INSTNM",
  "CITY",
  "STABBR",
  "ZIP",
  "INSTURL",
  "NPCURL",
  "CONTROL",
  "LATITUDE",
  "LONGITUDE",
] as const;

/** Every column the importer reads; the full file's other ~3,200 are not even kept per record. */
export const SCORECARD_COLUMNS: ReadonlySet<string> = new Set([
  ...BASE_COLUMNS,
  ...FACT_COLUMNS.flatMap(([, columns]) => columns),
]);

/** Without these a file is not an institution file at all. */
export const REQUIRED_SCORECARD_COLUMNS = ["UNITID", "INSTNM"] as const;

const CONTROLS: Record<string, SchoolControl> = {
  "1": "public",
  "2": "private_nonprofit",
  "3": "private_for_profit",
};

/** A decimal as the Scorecard writes it ("0.8668", "12776", "-1.5", "1e-05"): nothing else reads as a number. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const UNITID = /^\d{1,9}$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const URL_MAX = 2048;

function known(cells: Cells, column: string): string | undefined {
  const value = cells[column]?.trim();
  return value === undefined || UNKNOWN.has(value) ? undefined : value;
}

/** A strictly written finite number, or undefined. */
export function scorecardNumber(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A share is 0–1 and a count is not negative; net prices may be (aid above the cost), so money is not checked. */
function fitsKind(key: SchoolFactKey, value: number): boolean {
  switch (SCHOOL_FACTS[key].kind) {
    case "ratio":
      return value >= 0 && value <= 1;
    case "count":
    case "score":
      return value >= 0;
    default:
      return true;
  }
}

/**
 * An address as the file writes it, with `https://` added when written bare ("www.harvard.edu/"); "" when
 * it is not an http(s) address even then.
 */
export function scorecardUrl(text: string | undefined): { url: string; bad: boolean } {
  if (text === undefined) return { url: "", bad: false };
  const url = HAS_SCHEME.test(text) ? text : `https://${text}`;
  return url.length <= URL_MAX && isHttpUrl(url) ? { url, bad: false } : { url: "", bad: true };
}

function coordinate(text: string | undefined, limit: number): { value: number | null; bad: boolean } {
  if (text === undefined) return { value: null, bad: false };
  const value = scorecardNumber(text);
  return value !== undefined && Math.abs(value) <= limit ? { value, bad: false } : { value: null, bad: true };
}

const unsafeText = (text: string) => FORBIDDEN_IN_TEXT.test(text) || LONE_SURROGATE.test(text);

/** One CSV record (keyed by official column names) → a school's base fields and figures, or why it is skipped. */
export function readScorecardRecord(cells: Cells): ScorecardRecord {
  const unitidText = known(cells, "UNITID");
  if (unitidText === undefined) return { ok: false, unitid: "", reason: "no_unitid" };
  const unitid = UNITID.test(unitidText) ? Number(unitidText) : 0;
  if (unitid <= 0) return { ok: false, unitid: unitidText.slice(0, 40), reason: "bad_unitid" };
  const nameEn = known(cells, "INSTNM")?.replace(/\s+/g, " ");
  if (nameEn === undefined) return { ok: false, unitid: unitidText, reason: "no_name" };

  const text = (column: string) => known(cells, column) ?? "";
  const [city, rawState, zip] = [text("CITY"), text("STABBR"), text("ZIP")];
  const urlCell = known(cells, "INSTURL");
  const netPriceCell = known(cells, "NPCURL");
  if ([nameEn, city, rawState, zip, urlCell ?? "", netPriceCell ?? ""].some(unsafeText))
    return { ok: false, unitid: unitidText, reason: "control_characters" };

  const badCells: string[] = [];
  const url = scorecardUrl(urlCell);
  if (url.bad) badCells.push("INSTURL");
  const netPriceUrl = scorecardUrl(netPriceCell);
  if (netPriceUrl.bad) badCells.push("NPCURL");
  const latitude = coordinate(known(cells, "LATITUDE"), 90);
  if (latitude.bad) badCells.push("LATITUDE");
  const longitude = coordinate(known(cells, "LONGITUDE"), 180);
  if (longitude.bad) badCells.push("LONGITUDE");
  const controlCell = known(cells, "CONTROL");
  const control = controlCell === undefined ? null : (CONTROLS[controlCell] ?? null);
  if (controlCell !== undefined && control === null) badCells.push("CONTROL");
  const state = /^[A-Za-z]{2}$/.test(rawState) ? rawState.toUpperCase() : "";
  if (rawState !== "" && state === "") badCells.push("STABBR");

  const facts: ScorecardFacts = {};
  for (const [key, columns] of FACT_COLUMNS) {
    const column = columns.find((name) => known(cells, name) !== undefined);
    if (column === undefined) continue;
    const value = scorecardNumber(known(cells, column) as string);
    if (value !== undefined && fitsKind(key, value)) facts[key] = value;
    else badCells.push(column);
  }

  return {
    ok: true,
    base: {
      unitid,
      nameEn,
      city,
      state,
      zip,
      url: url.url,
      netPriceUrl: netPriceUrl.url,
      control,
      latitude: latitude.value,
      longitude: longitude.value,
    },
    facts,
    badCells,
  };
}
