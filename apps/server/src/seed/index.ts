import type { DemoSeed } from "./seed";
import { demoAccountsSeed } from "./steps/demo-accounts";
import { demoContentSeed } from "./steps/demo-content";
import { demoCoursesSeed } from "./steps/demo-courses";
import { demoEnrollmentSeed } from "./steps/demo-enrollment";

export { type DemoSeed, runSeeds, type SeedContext } from "./seed";
export { DEMO_USERS } from "./steps/demo-accounts";

/** Demo data steps in the order they run; each module adds its own (accounts, courses, …). */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountsSeed,
  demoCoursesSeed,
  demoContentSeed,
  demoEnrollmentSeed,
];
