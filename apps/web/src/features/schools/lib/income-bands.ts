import type { SchoolFactKey } from "@edu/shared/schools";

/** The Scorecard's family income bands of the net price (NPT41…NPT45), lowest first. */
export const INCOME_BANDS = [
  { band: "0_30k", key: "net_price_income_0_30k" },
  { band: "30_48k", key: "net_price_income_30_48k" },
  { band: "48_75k", key: "net_price_income_48_75k" },
  { band: "75_110k", key: "net_price_income_75_110k" },
  { band: "110k_plus", key: "net_price_income_110k_plus" },
] as const satisfies readonly { band: string; key: SchoolFactKey }[];

export type IncomeBand = (typeof INCOME_BANDS)[number]["band"];

/** The band a page was opened with (`?income=48_75k`), or null. */
export function readIncomeBand(value: string | null): IncomeBand | null {
  return INCOME_BANDS.find((item) => item.band === value)?.band ?? null;
}
