import { formatMoney } from "@edu/shared";
import {
  APPLICATION_PLATFORMS,
  SCHOOL_FACTS,
  SCHOOL_TABS,
  type SchoolFact,
  type SchoolFactInput,
  type SchoolFactKey,
  type SchoolFactKind,
  type SchoolTab,
} from "@edu/shared/schools";

type Platform = (typeof APPLICATION_PLATFORMS)[number];

/** The figure form as typed: the value's input depends on the key's kind. */
export type FactFormValues = {
  key: SchoolFactKey | "";
  year: string;
  /** number, %, count, US$, score, GPA, rank */
  number: number | "";
  /** a date as MM-DD, or staff's text */
  text: string;
  platforms: Platform[];
  note: string;
};

export const kindOf = (key: SchoolFactKey): SchoolFactKind => SCHOOL_FACTS[key].kind;

/** A figure staff may enter: a Scorecard figure too (a staff figure wins in its year). */
export const FACT_KEYS_BY_TAB: readonly { tab: SchoolTab; keys: SchoolFactKey[] }[] = SCHOOL_TABS.map(
  (tab) => ({
    tab,
    keys: (Object.keys(SCHOOL_FACTS) as SchoolFactKey[]).filter((key) => SCHOOL_FACTS[key].tab === tab),
  }),
);

const NUMERIC: readonly SchoolFactKind[] = ["ratio", "count", "usd", "score", "gpa", "rank"];
export const isNumericKind = (kind: SchoolFactKind) => NUMERIC.includes(kind);

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isMonthDay = (text: string) => MONTH_DAY.test(text);

export const emptyFactForm = (): FactFormValues => ({
  key: "",
  year: "",
  number: "",
  text: "",
  platforms: [],
  note: "",
});

/** A % is typed as 0–100 and stored as a ratio 0–1 (rounded off float noise: 4.3 → 0.043). */
const percentToRatio = (percent: number) => Math.round(percent * 1_000_000) / 100_000_000;
const ratioToPercent = (ratio: number) => Math.round(ratio * 100_000_000) / 1_000_000;

/** The figure as PUT schools/{id} takes it (`facts: [this]`), or undefined while the key is not chosen. */
export function toFactInput(values: FactFormValues): SchoolFactInput | undefined {
  if (!values.key) return undefined;
  const kind = kindOf(values.key);
  let value: SchoolFactInput["value"];
  if (kind === "platforms") value = values.platforms;
  else if (isNumericKind(kind)) {
    const number = values.number === "" ? Number.NaN : values.number;
    value = kind === "ratio" ? percentToRatio(number) : number;
  } else value = values.text.trim();
  const note = values.note.trim();
  return { key: values.key, year: values.year.trim(), value, ...(note ? { note } : {}) };
}

/** A stored staff figure back in the form, to change it. */
export function factFormOf(fact: SchoolFact): FactFormValues {
  const kind = kindOf(fact.key);
  const { value } = fact;
  return {
    key: fact.key,
    year: fact.year,
    number: typeof value === "number" ? (kind === "ratio" ? ratioToPercent(value) : value) : "",
    text: typeof value === "string" ? value : "",
    platforms: Array.isArray(value)
      ? value.filter((p): p is Platform => (APPLICATION_PLATFORMS as readonly string[]).includes(p))
      : [],
    note: fact.note,
  };
}

/** A figure as the staff list shows it (the school page formats its own). */
export function formatFactValue(
  fact: Pick<SchoolFact, "key" | "value">,
  platformLabel: (platform: string) => string,
): string {
  const kind = kindOf(fact.key);
  const { value } = fact;
  if (Array.isArray(value)) return value.map(platformLabel).join(", ");
  if (typeof value !== "number") return value;
  if (kind === "ratio") return `${ratioToPercent(value)}%`;
  if (kind === "usd") return formatMoney(Math.round(value) * 100, "USD");
  if (kind === "rank") return `#${value}`;
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(value);
}
