import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "./helpers/postgres-admin";
import { emptyDatabase, postgresAnswers } from "./helpers/postgres-server";
import { type ServerProcess, startServerProcess, waitUntilReady } from "./helpers/server-process";

// README "Going live" and "Backups", done as a school's IT person would: an empty PostgreSQL database,
// NODE_ENV=production, the first super-admin made with `npm run create-admin`, then a pg_dump restored.
// It runs in the PostgreSQL pass (TEST_DATABASE_URL), as scale-out does: the PGlite pass would start the
// same processes against the same server a second time.
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const reachable = Boolean(process.env.TEST_DATABASE_URL) && (await postgresAnswers(serverUrl));
const repoRoot = path.resolve(import.meta.dirname, "../../..");

const PUBLIC_URL = "https://school.example.test";
const ADMIN = {
  username: "principal",
  email: "principal@school.example.test",
  password: "Taipei-2026-first!",
};
/** Production as the README says: no SEED_DEMO (empty counts as unset), an https PUBLIC_URL. */
const production = (databaseUrl: string) => ({
  NODE_ENV: "production",
  PUBLIC_URL,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: "",
  LOG_LEVEL: "info",
  COUNSELING_SECRET_KEYS: `k1:${randomBytes(32).toString("base64")}`,
});

type Finished = { code: number | null; output: string };

/** `npm run create-admin -- …` from the repository root, the password piped in. */
function createAdmin(env: Record<string, string>, password: string): Promise<Finished> {
  const child = spawn(
    "npm",
    [
      "run",
      "create-admin",
      "--",
      `--username=${ADMIN.username}`,
      `--email=${ADMIN.email}`,
      "--first-name=Mei-Ling",
      "--last-name=Wang",
      "--password-stdin",
    ],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] },
  );
  child.stdin.end(`${password}\n`);
  return finished(child);
}

function finished(child: ReturnType<typeof spawn>): Promise<Finished> {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

function run(command: string, args: string[]): Promise<Finished> {
  return finished(spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] }));
}

async function signIn(server: ServerProcess, username: string, password: string) {
  return fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
}

async function meAs(server: ServerProcess, token: string) {
  const res = await fetch(`${server.url}/api/me`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { username: string; all_roles: string[] };
}

async function outputContaining(server: ServerProcess, text: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!server.output().includes(text) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

async function scalar(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0]?.value;
  } finally {
    await client.end();
  }
}

describe.skipIf(!reachable)(
  `going live on an empty PostgreSQL database${reachable ? "" : ` (skipped: needs TEST_DATABASE_URL of a PostgreSQL server that answers)`}`,
  () => {
    const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
    const names = { live: `edu_live_${suffix}`, restored: `edu_restored_${suffix}` };
    const servers: ServerProcess[] = [];
    let liveUrl = "";
    let dumpDir = "";

    async function start(env: Record<string, string>) {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    }

    beforeAll(async () => {
      liveUrl = await emptyDatabase(serverUrl, names.live);
      dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), "edu-dump-"));
    });
    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await Promise.all(servers.map((server) => server.exited));
      for (const name of Object.values(names)) await dropDatabase(serverUrl, name);
      if (dumpDir) fs.rmSync(dumpDir, { recursive: true, force: true });
    });

    it("starts in production on the empty database, creates the first super-admin with create-admin, signs in, refuses a second", async () => {
      const server = await start(production(liveUrl));
      await waitUntilReady(server, 100_000);
      // The line is written right after listening; its pipe may reach us after the health answer.
      await outputContaining(server, "Ready on");
      expect(server.output()).toContain("mode: production (NODE_ENV=production");
      expect(server.output()).toContain("No super-admin yet: run `npm run create-admin`");

      const created = await createAdmin(production(liveUrl), ADMIN.password);
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain(`Created the super-admin ${ADMIN.username}`);
      expect(created.output).toContain(`Open ${PUBLIC_URL} and sign in as ${ADMIN.username}`);
      expect(created.output).not.toContain(ADMIN.password);

      const login = await signIn(server, ADMIN.username, ADMIN.password);
      expect(login.status).toBe(200);
      const { access_token } = (await login.json()) as { access_token: string };
      const me = await meAs(server, access_token);
      expect(me.username).toBe(ADMIN.username);
      expect(me.all_roles).toEqual(["super-admin"]);

      // No demo data: its admin does not exist, nothing was seeded, the admin is the only account.
      expect((await signIn(server, "admin", "demo-pass-2026")).status).toBe(400);
      expect(await scalar(liveUrl, "select count(*)::int as value from users")).toBe(1);
      expect(await scalar(liveUrl, "select count(*)::int as value from seed_runs")).toBe(0);
      expect(
        await scalar(
          liveUrl,
          "select action as value from audit_log where target_type = 'user' and target_id = '1'",
        ),
      ).toBe("user.create_first_admin");

      const again = await createAdmin(production(liveUrl), "another-password-1");
      expect(again.code).not.toBe(0);
      expect(again.output).toContain(`This installation already has a super-admin (${ADMIN.username})`);
      expect(await scalar(liveUrl, "select count(*)::int as value from users")).toBe(1);
    }, 180_000);

    it("refuses to start in production with demo data or the payment sandbox, listing both at once", async () => {
      const server = await start({ ...production(liveUrl), SEED_DEMO: "true", PAYMENT_SANDBOX: "true" });
      expect(await server.exited).toBe(1);
      const output = server.output();
      expect(output).toContain("Invalid configuration:");
      expect(output).toMatch(/^ {2}- SEED_DEMO: demo data .* refused in production$/m);
      expect(output).toMatch(/^ {2}- PAYMENT_SANDBOX: test money is refused in production$/m);
      expect(output).not.toContain("Ready on");
    }, 60_000);

    it("restores a pg_dump into a new database, starts on it and signs in", async () => {
      const file = path.join(dumpDir, "school.dump");
      // Taken while the server of the first test still runs: pg_dump reads one consistent snapshot.
      const dump = await run("pg_dump", ["-Fc", "-f", file, "-d", liveUrl]);
      expect(dump.code, dump.output).toBe(0);
      const restoredUrl = await emptyDatabase(serverUrl, names.restored);
      const restore = await run("pg_restore", ["--no-owner", "--exit-on-error", "-d", restoredUrl, file]);
      expect(restore.code, restore.output).toBe(0);

      const server = await start(production(restoredUrl));
      await waitUntilReady(server, 100_000);
      const login = await signIn(server, ADMIN.username, ADMIN.password);
      expect(login.status).toBe(200);
      const { access_token } = (await login.json()) as { access_token: string };
      expect((await meAs(server, access_token)).all_roles).toEqual(["super-admin"]);
      // The account came back with its audit trail.
      expect(
        await scalar(
          restoredUrl,
          "select actor_id as value from audit_log where action = 'user.create_first_admin'",
        ),
      ).toBe(1);
    }, 180_000);
  },
);
