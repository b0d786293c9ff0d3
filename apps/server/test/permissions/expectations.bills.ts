import type { Expectation } from "./expectation-kit";

/** Routes of this domain, one entry each (see expectations.ts for the rules and expectation-kit.ts for the shared pieces). */
export const BILL_EXPECTATIONS: Record<string, Expectation> = {};
