import net, { type AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { DatabaseHandle } from "../db/database";
import {
  claimDueMail,
  createSmtpTransport,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
  runMailWorkerOnce,
  startMailWorker,
} from "./mail-worker";
import { enqueueMail, listOutbox, type OutgoingMail } from "./outbox";
import { mailOutbox } from "./outbox.table";

const FROM = "Edu Platform <no-reply@edu.test>";

type ReceivedMail = { envelopeTo: string[]; raw: string };

/** A real SMTP peer on 127.0.0.1 that keeps every message it accepts. */
async function startSmtpPeer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
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

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), adjacent ones joined. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** Just enough of RFC 5322 / MIME for a single-part text message. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(25);
  }
}

let database: DatabaseHandle;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "parent@example.com",
  subject: "Lesson reminder",
  text: "See you tomorrow.",
  locale: "en",
  kind: "test",
  ...overrides,
});

async function rowById(id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Makes a pending row due now (what waiting out its back-off would do). */
async function makeDue(id: number) {
  await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

beforeAll(async () => {
  database = await createTestDatabase();
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  peer.received.length = 0;
});

describe("enqueueMail (transactional outbox)", () => {
  it("leaves no row when the caller's transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail({ to: "rolled-back@example.com" }));
        throw new Error("the business change failed");
      }),
    ).rejects.toThrow("the business change failed");
    expect(await listOutbox(database.db)).toEqual([]);
  });

  it("leaves a pending row, due now, when the transaction commits", async () => {
    const id = await database.db.transaction((tx) =>
      enqueueMail(
        tx,
        mail({ to: "Committed@Example.com", html: "<p>Hi</p>", locale: "zh-TW", meta: { lessonId: 7 } }),
      ),
    );
    const [row] = await listOutbox(database.db, { to: "committed@example.com" });
    expect(row).toMatchObject({
      id,
      toAddress: "Committed@Example.com",
      subject: "Lesson reminder",
      textBody: "See you tomorrow.",
      htmlBody: "<p>Hi</p>",
      locale: "zh-TW",
      kind: "test",
      meta: { lessonId: 7 },
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe("mail worker", () => {
  it("delivers through a real SMTP peer and marks the row sent", async () => {
    const id = await enqueueMail(
      database.db,
      mail({
        to: "amy@example.com",
        subject: "Your lesson on Monday",
        text: "您好，明天上課見。\nRoom 3",
        locale: "zh-TW",
      }),
    );
    const handled = await runMailWorkerOnce(database.db, createSmtpTransport(peer.url), FROM);
    expect(handled).toBe(1);

    const row = await rowById(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(row.lockedUntil).toBeNull();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(Math.abs((row.sentAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    expect(peer.received).toHaveLength(1);
    const [received] = peer.received;
    expect(received?.envelopeTo).toEqual(["amy@example.com"]);
    const message = parseMessage(received?.raw ?? "");
    expect(message.headers.subject).toBe("Your lesson on Monday");
    expect(message.headers.to).toBe("amy@example.com");
    expect(message.headers.from).toContain("no-reply@edu.test");
    expect(message.headers["content-language"]).toBe("zh-TW");
    expect(message.text).toBe("您好，明天上課見。\nRoom 3");

    // Nothing left to do.
    expect(await runMailWorkerOnce(database.db, createSmtpTransport(peer.url), FROM)).toBe(0);
    expect(peer.received).toHaveLength(1);
  });

  it("decodes a Chinese subject too", async () => {
    await enqueueMail(database.db, mail({ subject: "上課提醒：週一", text: "plain ascii body" }));
    await runMailWorkerOnce(database.db, createSmtpTransport(peer.url), FROM);
    const message = parseMessage(peer.received[0]?.raw ?? "");
    expect(message.headers.subject).toBe("上課提醒：週一");
    expect(message.text).toBe("plain ascii body");
  });

  it("sends meta.ics as a calendar invitation part (text/calendar)", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//edu//test//EN\r\nEND:VCALENDAR";
    await enqueueMail(database.db, mail({ subject: "Greet meeting", text: "See you", meta: { ics } }));
    await runMailWorkerOnce(database.db, createSmtpTransport(peer.url), FROM);
    const raw = peer.received[0]?.raw ?? "";
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(raw).toContain("BEGIN:VCALENDAR");
  });

  it("sends meta.attachments as attached files (a bill PDF)", async () => {
    const pdf = Buffer.from("%PDF-1.7 test bill");
    const attachments = [
      { filename: "bill-12.pdf", content_type: "application/pdf", content_base64: pdf.toString("base64") },
      { filename: 42 }, // malformed entries are skipped, not sent broken
    ];
    await enqueueMail(database.db, mail({ subject: "Bill", text: "Your bill", meta: { attachments } }));
    await runMailWorkerOnce(database.db, createSmtpTransport(peer.url), FROM);
    const raw = peer.received[0]?.raw ?? "";
    expect(raw).toMatch(/Content-Type: application\/pdf; name=bill-12\.pdf/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=bill-12\.pdf/i);
    expect(raw).toContain(pdf.toString("base64"));
  });

  it("puts a failed delivery back to pending with its error and a 30 s back-off", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    const id = await enqueueMail(database.db, mail());
    const before = Date.now();
    expect(await runMailWorkerOnce(database.db, transport, FROM)).toBe(1);
    const row = await rowById(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.lockedUntil).toBeNull();
    expect(row.sentAt).toBeNull();
    const delay = row.nextAttemptAt.getTime() - before;
    expect(delay).toBeGreaterThan(25_000);
    expect(delay).toBeLessThan(40_000);

    // Not due yet: the next pass leaves it alone.
    expect(await runMailWorkerOnce(database.db, transport, FROM)).toBe(0);
    expect((await rowById(id)).attempts).toBe(1);
  });

  it("backs off longer each time", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} failures, keeping the message and its error`, async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    const id = await enqueueMail(database.db, mail({ to: "nobody@example.com" }));
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await makeDue(id);
      expect(await runMailWorkerOnce(database.db, transport, FROM)).toBe(1);
      const row = await rowById(id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_MAIL_ATTEMPTS ? "pending" : "failed");
    }
    const failed = await rowById(id);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sentAt).toBeNull();

    // Never retried and never deleted.
    await makeDue(id);
    expect(await runMailWorkerOnce(database.db, transport, FROM)).toBe(0);
    expect(await listOutbox(database.db, { status: "failed" })).toHaveLength(1);
    expect((await rowById(id)).attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it("never lets two concurrent claimers take the same row", async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(database.db, mail({ subject: `bulk ${i}` }));
    const claimUntilEmpty = async () => {
      const ids: number[] = [];
      for (;;) {
        const rows = await claimDueMail(database.db, 3);
        if (rows.length === 0) return ids;
        ids.push(...rows.map((row) => row.id));
      }
    };
    const [a, b] = await Promise.all([claimUntilEmpty(), claimUntilEmpty()]);
    const all = [...a, ...b];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(30);
    const rows = await listOutbox(database.db);
    expect(new Set(all)).toEqual(new Set(rows.map((row) => row.id)));
    expect(
      rows.every((row) => row.status === "sending" && row.attempts === 1 && row.lockedUntil !== null),
    ).toBe(true);
  });

  it("claims a row stuck in sending once its lease has run out, and not before", async () => {
    const id = await enqueueMail(database.db, mail());
    const [first] = await claimDueMail(database.db);
    expect(first).toMatchObject({ id, status: "sending", attempts: 1 });
    const lease = (first?.lockedUntil?.getTime() ?? 0) - Date.now();
    expect(lease).toBeGreaterThan(60_000);
    expect(lease).toBeLessThanOrEqual(120_000 + 1000);

    // Its process is still within the lease: nobody else takes it.
    expect(await claimDueMail(database.db)).toEqual([]);

    // The process died mid-send and the lease ran out.
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    const [again] = await claimDueMail(database.db);
    expect(again).toMatchObject({ id, status: "sending", attempts: 2 });
    expect(again?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    // ... and the worker delivers it.
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    expect(await runMailWorkerOnce(database.db, createSmtpTransport(peer.url), FROM)).toBe(1);
    expect((await rowById(id)).status).toBe("sent");
    expect(peer.received).toHaveLength(1);
  });

  describe("startMailWorker", () => {
    let stop: (() => Promise<void>) | undefined;
    afterEach(async () => {
      vi.useRealTimers();
      await stop?.();
      stop = undefined;
    });

    it("polls, sends more than one batch, and stops polling once stopped", async () => {
      // The worker's timers are fake but move with real time while the SMTP peer works; once it is
      // stopped, a stretch of its time is run through at once instead of waited out.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
      for (let i = 0; i < 15; i++) await enqueueMail(database.db, mail({ subject: `batch ${i}` }));
      const worker = startMailWorker({
        db: database.db,
        transport: createSmtpTransport(peer.url),
        from: FROM,
        intervalMs: 50,
        log: Fastify({ logger: false }).log,
      });
      stop = worker.stop;
      await waitFor(async () => (await listOutbox(database.db, { status: "sent" })).length === 15);
      expect(peer.received).toHaveLength(15);

      // Picks up new mail on a later poll.
      const late = await enqueueMail(database.db, mail({ subject: "late" }));
      await waitFor(async () => (await rowById(late)).status === "sent");

      await expect(worker.stop()).resolves.toBeUndefined();
      stop = undefined;

      const afterStop = await enqueueMail(database.db, mail({ subject: "after stop" }));
      await vi.advanceTimersByTimeAsync(400);
      expect((await rowById(afterStop)).status).toBe("pending");
      expect(peer.received).toHaveLength(16);
      const subjects = peer.received.map((m) => parseMessage(m.raw).headers.subject);
      expect(new Set(subjects).size).toBe(16);
    });

    it("stops cleanly while idle", async () => {
      const worker = startMailWorker({
        db: database.db,
        transport: createSmtpTransport(peer.url),
        from: FROM,
        intervalMs: 10_000,
        log: Fastify({ logger: false }).log,
      });
      await sleep(50);
      await expect(worker.stop()).resolves.toBeUndefined();
    });
  });
});
