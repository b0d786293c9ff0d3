// POST /api/login with correct credentials (issue 3 "Must show"): argon2id-bound, so the figure to know
// is how many verifications a core does per second and how the route scales to the machine's cores.
import os from "node:os";
import { hashPassword, verifyPassword } from "../../apps/server/src/modules/accounts";
import type { BenchDatabase } from "../lib/databases";
import {
  BENCH_PASSWORD,
  createSignInUsers,
  onEachDatabase,
  PartLog,
  startFullApp,
  timed,
} from "../lib/harness";
import { measureHttp } from "../lib/http-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";

const LOGIN_USERS = 20;
const CONNECTIONS = [8, 50];

/** Verifications per second with `inFlight` at a time (1 = one core), for about `seconds`. */
async function verifyRate(hash: string, inFlight: number, seconds: number): Promise<number> {
  const { value: done, seconds: took } = await timed(async () => {
    const deadline = performance.now() + seconds * 1000;
    let count = 0;
    const lane = async () => {
      while (performance.now() < deadline) {
        if (!(await verifyPassword(hash, BENCH_PASSWORD))) throw new Error("argon2 verify failed");
        count += 1;
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    return count;
  });
  return done / took;
}

export async function runLogin(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const cores = os.availableParallelism();

  const hash = await hashPassword(BENCH_PASSWORD);
  await verifyRate(hash, 1, 0.5); // warm-up
  const oneCore = await verifyRate(hash, 1, Math.min(settings.seconds, 3));
  const allCores = await verifyRate(hash, cores, Math.min(settings.seconds, 3));
  log.note(
    `argon2id verify (m=19456 KiB, t=2, p=1, @node-rs/argon2 on the libuv pool) outside the app: ` +
      `${oneCore.toFixed(1)} hashes/s one at a time (one core, ${(1000 / oneCore).toFixed(1)} ms each), ` +
      `${allCores.toFixed(1)} hashes/s with ${cores} in flight (${cores} cores, UV_THREADPOOL_SIZE ` +
      `${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}).`,
  );

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const usernames = await createSignInUsers(database.handle.db, "bench_login", LOGIN_USERS, "student");
    const bodies = usernames.map((username) => JSON.stringify({ username, password: BENCH_PASSWORD }));
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/json" },
        payload: bodies[0],
      });
      if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
      for (const connections of CONNECTIONS) {
        const result = await log.measure(label, `POST /api/login, ${connections} connections`, () =>
          measureHttp(origin, "/api/login", { ...settings, connections }, undefined, {
            method: "POST",
            bodies,
          }),
        );
        log.note(
          `${label}, ${connections} connections: ${result.requestsPerSecond.toFixed(1)} logins/s = ` +
            `${((100 * result.requestsPerSecond) / allCores).toFixed(0)} % of the bare ${cores}-core argon2 rate.`,
        );
      }
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "login", log, benchDatabase);

  return {
    id: "login",
    title: "Login throughput (argon2id-bound)",
    setup: [
      "- Command: `npm run bench -- --only=login`",
      `- Load: POST /api/login with correct credentials (JSON body, one of ${LOGIN_USERS} users at random per ` +
        `request; each success verifies the argon2id hash, checks the login throttle and inserts a session), ` +
        `full app, autocannon in a worker thread at ${CONNECTIONS.join(" and ")} connections, ` +
        `${settings.warmupSeconds} s warm-up then ${settings.seconds} s measured per row`,
      "- Hashing: argon2id m=19456 KiB, t=2, p=1 (apps/server/src/modules/accounts/passwords.ts); PostgreSQL " +
        "in a scratch database `edu_bench_login` (dropped after); PGlite in a temp directory",
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
