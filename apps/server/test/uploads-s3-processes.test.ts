import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import type { DatabaseHandle } from "../src/db/database";
import { queryRows } from "../src/db/query-rows";
import { createS3Storage } from "../src/modules/uploads/uploads.s3-storage";
import { sweepOrphanObjects } from "../src/modules/uploads/uploads.service";
import { cloneDatabase, dropDatabase } from "./helpers/postgres-admin";
import { type S3Peer, startS3Peer } from "./helpers/s3-peer";
import { type ServerProcess, startServerProcess, waitUntilReady } from "./helpers/server-process";
import { listFiles, multipartBody, PDF, PNG } from "./helpers/upload-files";
import { createUser, TEST_PASSWORD } from "./helpers/users";

// With FILE_STORAGE=s3, separate processes on one PostgreSQL serve each other's files,
// and a process killed with SIGKILL in the middle of an upload leaves no row without its object and
// no half file anyone can read. Real processes (src/main.ts), a real S3 protocol peer (s3rver).
const serverUrl = process.env.TEST_DATABASE_URL;

type Hold = "none" | "put-response" | "put-body";

/**
 * Between a process and the S3 peer: passes everything through, except that it can stop a PUT
 * after the peer stored the object (its answer never reaches the process) or halfway through
 * sending the body, and tells the test the object key.
 */
async function startHoldingProxy(target: string) {
  const upstream = new URL(target);
  let hold: Hold = "none";
  let held: (key: string) => void = () => undefined;
  const forwards = new Set<http.ClientRequest>();
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers.expect;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        if (req.method === "PUT" && hold === "put-response") {
          answer.resume();
          answer.on("end", () => held(decodeURIComponent(new URL(req.url ?? "/", target).pathname)));
          return; // the process never hears that the object was stored
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    forwards.add(forward);
    forward.on("close", () => forwards.delete(forward));
    // A killed process's connection drops: so does the request it was making of the store.
    req.on("close", () => {
      if (!req.complete) forward.destroy();
    });
    if (req.method === "PUT" && hold === "put-body") {
      const total = Number(req.headers["content-length"] ?? 0);
      let sent = 0;
      req.on("data", (chunk: Buffer) => {
        if (sent >= total / 2) return;
        const part = chunk.subarray(0, Math.max(0, Math.ceil(total / 2) - sent));
        forward.write(part);
        sent += part.length;
        if (sent >= total / 2) held(decodeURIComponent(new URL(req.url ?? "/", target).pathname));
      });
      return;
    }
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Resolves with the object path (`/<bucket>/<key>`) once the chosen PUT is held. */
    arm(mode: Exclude<Hold, "none">) {
      hold = mode;
      return new Promise<string>((resolve) => {
        held = (key) => {
          hold = "none";
          resolve(key);
        };
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const forward of forwards) forward.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!serverUrl)("S3 storage across processes on one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let peer: S3Peer;
  let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  let database: DatabaseHandle;
  let dbUrl: string;
  let name: string;
  let tmp: string;
  const processes: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  const tokens: Record<string, string> = {};

  const storageOf = (uploadDir: string) =>
    createS3Storage(loadConfig({ ...peer.env, UPLOAD_DIR: uploadDir }), uploadDir);

  async function start(label: string, env: Record<string, string> = {}) {
    const server = await startServerProcess({
      ...peer.env,
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: "3",
      DATA_DIR: path.join(tmp, label),
      ...env,
    });
    processes.push(server);
    await waitUntilReady(server);
    return server;
  }

  async function signIn(server: ServerProcess, username: string) {
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  const as = (user: string): Record<string, string> =>
    tokens[user] ? { authorization: `Bearer ${tokens[user]}` } : {};

  async function upload(
    server: ServerProcess,
    url: string,
    user: string,
    parts: Parameters<typeof multipartBody>[0],
  ) {
    const body = multipartBody(parts);
    return fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { ...body.headers, ...as(user) },
      body: body.payload,
    });
  }

  const get = (server: ServerProcess, url: string, user?: string) =>
    fetch(`${server.url}${url}`, { headers: user ? as(user) : {}, redirect: "manual" });

  const rows = () =>
    queryRows<{ id: number; storage_key: string; size_bytes: number }>(
      database.db,
      sql`select id, storage_key, size_bytes from uploads order by id`,
    );

  async function bucketKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of storageOf(tmp).list()) keys.push(object.storageKey);
    return keys.sort();
  }

  /** Every row has its whole object, and every object a row. */
  async function expectRowsAndObjectsAgree() {
    const storage = storageOf(tmp);
    for (const row of await rows())
      expect(await storage.stat(row.storage_key)).toEqual({ size: row.size_bytes });
    expect(await bucketKeys()).toEqual((await rows()).map((row) => row.storage_key).sort());
  }

  beforeAll(async () => {
    if (!serverUrl) return;
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "edu-s3proc-"));
    peer = await startS3Peer();
    proxy = await startHoldingProxy(peer.endpoint);
    name = `edu_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    dbUrl = await cloneDatabase(serverUrl, inject("postgresTemplate"), name);
    database = await openDatabase({ kind: "postgres", url: dbUrl, poolSize: 2 });
    await createUser(database.db, { username: "owner", roles: ["student"] });
    await createUser(database.db, { username: "other", roles: ["student"] });
    await createUser(database.db, { username: "staff", roles: ["staff"] });
    [a, b] = await Promise.all([start("a"), start("b")]);
    for (const user of ["owner", "other", "staff"]) tokens[user] = await signIn(a, user);
  }, 120_000);

  afterAll(async () => {
    for (const server of processes) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    }
    await database?.close();
    if (serverUrl && name) await dropDatabase(serverUrl, name);
    await proxy?.close();
    await peer?.close();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  it("serves through B what was uploaded through A; a private file only to those allowed", async () => {
    const image = await upload(a, "/api/image", "owner", [
      { name: "image", filename: "a.png", content: PNG },
    ]);
    expect(image.status).toBe(200);
    const { url } = (await image.json()) as { id: number; url: string };
    const onB = await get(b, url);
    expect(onB.status).toBe(200);
    expect(Buffer.from(await onB.arrayBuffer()).equals(PNG)).toBe(true);

    const doc = await upload(a, "/api/document", "owner", [
      { name: "document", filename: "c.pdf", content: PDF },
    ]);
    expect(doc.status).toBe(200);
    const { document } = (await doc.json()) as { document: { id: number; url: string } };
    expect((await get(b, document.url)).status).toBe(401);
    expect((await get(b, document.url, "other")).status).toBe(403);
    for (const user of ["owner", "staff"]) {
      const res = await get(b, document.url, user);
      expect(res.status, user).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // Neither process kept a copy of its own.
    expect(await listFiles(path.join(tmp, "a", "uploads"))).toEqual([]);
    expect(await listFiles(path.join(tmp, "b", "uploads"))).toEqual([]);

    // Deleted through B: gone for A, object included.
    const deleted = await fetch(`${b.url}/api/document/${document.id}`, {
      method: "DELETE",
      headers: as("owner"),
    });
    expect(deleted.status).toBe(200);
    expect((await get(a, document.url, "owner")).status).toBe(404);
    await expectRowsAndObjectsAgree();
  }, 60_000);

  it("leaves no row without an object and no readable half file when killed with SIGKILL mid-upload", async () => {
    const big = Buffer.concat([PDF, randomBytes(3 * 1024 * 1024)]);
    const before = await rows();
    const uploadDir = path.join(tmp, "c", "uploads");

    // 1. Killed while receiving the body: only a temp file, which no row names.
    const c1 = await start("c", { S3_ENDPOINT: proxy.endpoint });
    const body = multipartBody([{ name: "document", filename: "big.pdf", content: big }]);
    const request = http.request(`${c1.url}/api/document`, {
      method: "POST",
      headers: { ...body.headers, ...as("owner"), "content-length": String(body.payload.length) },
    });
    request.on("error", () => undefined);
    request.write(body.payload.subarray(0, body.payload.length / 2));
    const deadline = Date.now() + 10_000;
    while ((await listFiles(path.join(uploadDir, ".tmp"))).length === 0) {
      if (Date.now() > deadline) throw new Error("the upload never reached the temp folder");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    c1.child.kill("SIGKILL");
    await c1.exited;
    request.destroy();
    expect(await rows()).toEqual(before);
    expect(await bucketKeys()).toEqual(before.map((row) => row.storage_key).sort());

    // 2. Killed halfway through sending the object. AWS S3, R2, OSS and MinIO keep nothing of a PUT
    //    cut short; s3rver writes in place and keeps the half (measured: 1 572 927 of 3 145 853
    //    bytes). Either way no row names it, so the product never serves it, and the sweep takes it.
    const c2 = await start("c", { S3_ENDPOINT: proxy.endpoint });
    const halfSent = proxy.arm("put-body");
    const pending2 = upload(c2, "/api/document", "owner", [
      { name: "document", filename: "big.pdf", content: big },
    ]);
    pending2.catch(() => undefined);
    const halfKey = await halfSent;
    c2.child.kill("SIGKILL");
    await c2.exited;
    expect(await rows()).toEqual(before);
    const halfStorageKey = halfKey.split("/").pop() ?? "";
    const half = await storageOf(tmp).stat(halfStorageKey);
    if (half) expect(half.size).toBeLessThan(big.length);

    // 3. Killed after the object was stored, before its row: an object no row names (nobody can
    //    ask for it: files are found by row), which the sweep removes.
    const c3 = await start("c", { S3_ENDPOINT: proxy.endpoint });
    const stored = proxy.arm("put-response");
    const pending3 = upload(c3, "/api/document", "owner", [
      { name: "document", filename: "big.pdf", content: big },
    ]);
    pending3.catch(() => undefined);
    const storedKey = (await stored).split("/").pop() ?? "";
    c3.child.kill("SIGKILL");
    await c3.exited;
    expect(await rows()).toEqual(before);
    expect(await storageOf(tmp).stat(storedKey)).toEqual({ size: big.length });

    // The rows never point at a missing or partial object; the sweep takes what the kills left.
    const swept = await sweepOrphanObjects(database.db, storageOf(uploadDir), new Date(Date.now() + 1000));
    expect(swept.removed.sort()).toEqual((half ? [halfStorageKey, storedKey] : [storedKey]).sort());
    expect(swept.tempFilesRemoved).toBeGreaterThanOrEqual(1);
    expect(await listFiles(uploadDir)).toEqual([]);
    await expectRowsAndObjectsAgree();

    // A process on the same bucket still serves what was there.
    const after = await upload(b, "/api/image", "owner", [
      { name: "image", filename: "z.png", content: PNG },
    ]);
    expect(after.status).toBe(200);
    await expectRowsAndObjectsAgree();
  }, 120_000);
});
