import { MODULES } from "../modules";
import type { DemoSeed } from "./seed";

export { DEMO_USERS } from "../modules/accounts";
export { type DemoSeed, runSeeds, type SeedContext } from "./seed";

/**
 * Demo data steps in the order they run: each module's `demoSeeds` (a `<what>.seed.ts` file beside
 * its services), in the order of modules.ts. A step calls the modules' services as the demo admin
 * (`demoPeople`, steps/demo-people.ts) and finds rows by natural keys — usernames, short names,
 * class names — never by id; dates come from steps/demo-calendar.ts. A step's name is recorded in
 * `seed_runs` once it ran: rename it only to run it again on existing databases.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = MODULES.flatMap((module) => module.demoSeeds ?? []);
