// Manual tool: runs the full app with the bench route on PostgreSQL for profiling
// (node --cpu-prof --import tsx bench/profile-server.ts), stops after PROFILE_SECONDS.
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { createBenchTable, registerItemRoute } from "./lib/fixtures";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
await migrateDatabase(database);
await createBenchTable(database.db);
const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/prof-data" });
const app = await buildApp({ config, database });
registerItemRoute(app, database.db);
await app.listen({ host: "127.0.0.1", port: 3999 });
console.log("listening");
setTimeout(
  async () => {
    await app.close();
    await database.close();
    process.exit(0);
  },
  Number(process.env.PROFILE_SECONDS ?? 12) * 1000,
);
