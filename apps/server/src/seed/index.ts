import type { DemoSeed } from "./seed";
import { demoAccountsSeed } from "./steps/demo-accounts";

export { type DemoSeed, runSeeds, type SeedContext } from "./seed";
export { DEMO_USERS } from "./steps/demo-accounts";

/** Demo data steps in the order they run; each module adds its own (accounts, courses, …). */
export const DEMO_SEEDS: readonly DemoSeed[] = [demoAccountsSeed];
