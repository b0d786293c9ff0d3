import type { DemoSeed } from "./seed";

export { type DemoSeed, runSeeds, type SeedContext } from "./seed";

/** Demo data steps in the order they run; each module adds its own (accounts, courses, …). */
export const DEMO_SEEDS: readonly DemoSeed[] = [];
