import { it } from "vitest";
import { createTestApp } from "../../test/helpers/test-app";
import { DEMO_SEEDS, runSeeds } from ".";

it("times the demo steps", async () => {
  for (let round = 0; round < 3; round++) {
    const ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
    const times: string[] = [];
    for (const seed of DEMO_SEEDS) {
      const t = performance.now();
      await runSeeds(ctx.database.db, [seed], { config: ctx.config, log: ctx.app.log });
      times.push(`${seed.name}=${Math.round(performance.now() - t)}ms`);
    }
    console.log(`round ${round}: ${times.join(" ")}`);
    await ctx.close();
  }
}, 120_000);
