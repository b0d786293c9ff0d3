import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { captchaFieldsSchema } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import type { DatabaseHandle } from "../src/db/database";
import { createSmtpTransport, enqueueMail, listOutbox, startMailWorker } from "../src/mail";
import { createCaptcha, createCaptchaVerifier } from "../src/modules/captcha";
import { captchaChallenges } from "../src/modules/captcha/captcha.table";
import { cloneDatabase, dropDatabase } from "./helpers/postgres-admin";

// DESIGN.md §1: any number of API processes against one PostgreSQL. Two app instances with their
// own connection pools stand for two processes; nothing is shared between them but the database.
const serverUrl = process.env.TEST_DATABASE_URL;

type Instance = { app: FastifyInstance; database: DatabaseHandle };

async function startInstance(url: string, tmp: string): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    DATA_DIR: tmp,
    WEB_DIST_DIR: path.join(tmp, "no-web-build"),
  });
  const database = await openDatabase({ kind: "postgres", url, poolSize: 5 });
  const app = await buildApp({ config, database });
  // What a protected form does: verify the captcha through this instance.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/test/captcha",
      { config: { access: "public" }, schema: { body: captchaFieldsSchema } },
      async (request) => {
        await createCaptchaVerifier({ disabled: app.config.CAPTCHA_DISABLED })(app.database.db, request.body);
        return { ok: true };
      },
    );
  await app.ready();
  return { app, database };
}

async function startSmtpPeer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const subjectOf = (raw: string) => /^Subject: (.*)$/im.exec(raw)?.[1]?.trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)("scale-out on one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let a: Instance;
  let b: Instance;
  let tmp: string;
  let name: string;

  beforeAll(async () => {
    if (!serverUrl) return;
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "edu-scale-"));
    name = `edu_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    const url = await cloneDatabase(serverUrl, inject("postgresTemplate"), name);
    a = await startInstance(url, path.join(tmp, "a"));
    b = await startInstance(url, path.join(tmp, "b"));
  });
  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.database.close();
    }
    if (serverUrl && name) await dropDatabase(serverUrl, name);
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  it("verifies a captcha made by instance A through instance B, once", async () => {
    const { key } = await createCaptcha(a.database.db, new Date(), () => ({ text: "Kp7w", data: "<svg/>" }));
    const onB = await b.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "kP7W", captcha_key: key },
    });
    expect(onB.statusCode).toBe(200);
    const againOnA = await a.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "Kp7w", captcha_key: key },
    });
    expect(againOnA.statusCode).toBe(422);
    expect(againOnA.json().errors).toEqual({ captcha: ["The captcha code is invalid"] });
    const againOnB = await b.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "Kp7w", captcha_key: key },
    });
    expect(againOnB.statusCode).toBe(422);
  });

  it("lets instance B consume a key that instance A handed out over HTTP", async () => {
    const created = await a.app.inject({
      method: "GET",
      url: "/api/captcha/flat",
      remoteAddress: "198.51.100.9",
    });
    expect(created.statusCode).toBe(200);
    const { key } = created.json();
    const rows = async (instance: Instance) =>
      (await instance.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.key, key)))
        .length;
    expect(await rows(b)).toBe(1);
    const wrong = await b.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "????", captcha_key: key },
    });
    expect(wrong.statusCode).toBe(422);
    expect(await rows(a)).toBe(0);
  });

  it("shares rate-limit counts: alternating A and B is refused at the same total as one instance", async () => {
    const countUntilRefused = async (pick: (i: number) => Instance, remoteAddress: string) => {
      for (let i = 1; i <= 100; i++) {
        const res = await pick(i).app.inject({ method: "GET", url: "/api/captcha/flat", remoteAddress });
        if (res.statusCode === 429) {
          expect(res.headers["retry-after"]).toBeDefined();
          expect(res.json().code).toBe("too_many_requests");
          return i;
        }
        expect(res.statusCode).toBe(200);
      }
      return Number.POSITIVE_INFINITY;
    };
    const alone = await countUntilRefused(() => a, "203.0.113.10");
    const alternating = await countUntilRefused((i) => (i % 2 ? a : b), "203.0.113.11");
    expect(alone).toBe(61);
    expect(alternating).toBe(61);
    // Once refused, the other instance refuses too.
    const onB = await b.app.inject({
      method: "GET",
      url: "/api/captcha/flat",
      remoteAddress: "203.0.113.10",
    });
    expect(onB.statusCode).toBe(429);
  });

  it("delivers each outbox mail exactly once with a worker in each instance", async () => {
    const peer = await startSmtpPeer();
    try {
      const total = 40;
      for (let i = 0; i < total; i++) {
        await enqueueMail(a.database.db, {
          to: `student${i}@example.com`,
          subject: `scale-out ${i}`,
          text: `mail ${i}`,
          locale: "en",
          kind: "test",
        });
      }
      const workers = [a, b].map((instance) =>
        startMailWorker({
          db: instance.database.db,
          transport: createSmtpTransport(peer.url),
          from: "Edu Platform <no-reply@edu.test>",
          intervalMs: 50,
          log: instance.app.log,
        }),
      );
      try {
        const deadline = Date.now() + 20_000;
        while ((await listOutbox(b.database.db, { status: "sent" })).length < total) {
          if (Date.now() > deadline) throw new Error("outbox not drained in time");
          await sleep(50);
        }
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      const rows = await listOutbox(a.database.db);
      expect(rows).toHaveLength(total);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      const subjects = peer.received.map(subjectOf);
      expect(subjects).toHaveLength(total);
      expect(new Set(subjects).size).toBe(total);
      expect(new Set(subjects)).toEqual(new Set(Array.from({ length: total }, (_, i) => `scale-out ${i}`)));
    } finally {
      await peer.close();
    }
  });
});
