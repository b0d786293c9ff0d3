import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database, Transaction } from "../db/database";
import { seedRuns } from "./seed-run.table";

export type SeedContext = { config: Config; log: FastifyBaseLogger };

/** A named step of demo data: a module lists its own in its manifest's `demoSeeds` (module-manifest.ts). */
export type DemoSeed = {
  name: string;
  run: (tx: Transaction, context: SeedContext) => Promise<void>;
};

/**
 * Runs each step that has not run yet, each in its own transaction together with its record in
 * `seed_runs`: a crash mid-seed leaves no half step, and a restart continues where it stopped.
 */
export async function runSeeds(
  db: Database,
  seeds: readonly DemoSeed[],
  context: SeedContext,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    const done = await db.transaction(async (tx) => {
      // Claiming the name first makes a second process wait here, then skip the step.
      const claimed = await tx.insert(seedRuns).values({ name: seed.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return true;
      await seed.run(tx, context);
      return false;
    });
    if (!done) ran.push(seed.name);
  }
  if (ran.length) context.log.info({ seeds: ran }, "demo data seeded");
  return ran;
}
