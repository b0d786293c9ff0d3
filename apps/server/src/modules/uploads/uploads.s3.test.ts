import fs from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Peer, startS3Peer } from "../../../test/helpers/s3-peer";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { listFiles, multipartBody, PDF, PNG } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { loadConfig } from "../../config";
import { queryRows } from "../../db/query-rows";
import { moveUploadsToBucket } from "./uploads.move";
import { createS3Storage } from "./uploads.s3-storage";
import {
  documentPolicy,
  IMAGE_POLICY,
  MAX_SWEPT_ORPHANS,
  ORPHAN_GRACE_MS,
  periodicSweep,
  saveUpload,
  sweepOrphanObjects,
} from "./uploads.service";
import { createLocalStorage, newTempPath, storagePath } from "./uploads.storage";

// The same routes with FILE_STORAGE=s3 against a real S3 protocol peer (s3rver) started here.
let peer: S3Peer;
let ctx: TestContext;
let storage: ReturnType<typeof createS3Storage>;
const auth: Record<string, { authorization: string }> = {};
let ownerId = 0;

beforeAll(async () => {
  peer = await startS3Peer();
  ctx = await createTestApp(peer.env);
  storage = createS3Storage(ctx.config, ctx.config.UPLOAD_DIR);
  const db = ctx.database.db;
  ownerId = (await createUser(db, { username: "owner", roles: ["student"] })).id;
  await createUser(db, { username: "other", roles: ["student"] });
  await createUser(db, { username: "staff", roles: ["staff"] });
  for (const name of ["owner", "other", "staff"]) auth[name] = await signIn(ctx.app, name);
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});

const as = (user: string) => ({ authorization: auth[user]?.authorization ?? "" });

function upload(
  app: TestContext["app"],
  url: string,
  user: string,
  parts: Parameters<typeof multipartBody>[0],
) {
  const body = multipartBody(parts);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...as(user) },
  });
}

async function bucketKeys(): Promise<string[]> {
  const page = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
  return (page.Contents ?? []).map((item) => item.Key ?? "").sort();
}

const rowKeys = async () =>
  (
    await queryRows<{ storage_key: string }>(
      ctx.database.db,
      sql`select storage_key from uploads order by id`,
    )
  ).map((row) => row.storage_key);

describe("uploads in an S3-compatible bucket", () => {
  it("stores a public image in the bucket (not the directory) and serves it", async () => {
    const res = await upload(ctx.app, "/api/image", "owner", [
      { name: "image", filename: "a.png", content: PNG },
    ]);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json();
    const [row] = await queryRows<{ storage_key: string }>(
      ctx.database.db,
      sql`select storage_key from uploads where id = ${id}`,
    );
    const key = row?.storage_key ?? "";
    expect(await bucketKeys()).toContain(`${key.slice(0, 2)}/${key}`);
    expect(await listFiles(ctx.config.UPLOAD_DIR)).toEqual([]);
    const served = await ctx.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-length"]).toBe(String(PNG.length));
    expect(served.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("streams a private document only after the check", async () => {
    const res = await upload(ctx.app, "/api/document", "owner", [
      { name: "document", filename: "合約.pdf", content: PDF },
    ]);
    const { document } = res.json();
    expect((await ctx.app.inject({ method: "GET", url: document.url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "GET", url: document.url, headers: as("other") })).statusCode,
    ).toBe(403);
    for (const user of ["owner", "staff"]) {
      const served = await ctx.app.inject({ method: "GET", url: document.url, headers: as(user) });
      expect(served.statusCode, user).toBe(200);
      expect(served.rawPayload.equals(PDF)).toBe(true);
      expect(served.headers["cache-control"]).toBe("private, no-store");
      expect(served.headers["content-disposition"]).toContain("filename*=UTF-8''%E5%90%88%E7%B4%84.pdf");
    }
  });

  it("deletes the object with the row", async () => {
    const { id } = (
      await upload(ctx.app, "/api/image", "owner", [{ name: "image", filename: "a.png", content: PNG }])
    ).json();
    const before = await bucketKeys();
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/image/${id}`, headers: as("owner") });
    expect(res.statusCode).toBe(200);
    expect((await bucketKeys()).length).toBe(before.length - 1);
    expect((await ctx.app.inject({ method: "GET", url: `/files/${id}` })).statusCode).toBe(404);
  });

  it("writes neither row nor object for a refused type, and removes the object when the row fails", async () => {
    const keysBefore = await bucketKeys();
    const rowsBefore = await rowKeys();
    const refused = await upload(ctx.app, "/api/image", "owner", [
      { name: "image", filename: "a.png", content: PDF },
    ]);
    expect(refused.statusCode).toBe(415);
    // The row cannot be written (no such owner): the object already stored is taken back.
    const tempPath = await newTempPath(ctx.config.UPLOAD_DIR);
    await fs.writeFile(tempPath, PNG);
    await expect(
      saveUpload(ctx.database.db, storage, 999_999, IMAGE_POLICY, {
        tempPath,
        size: PNG.length,
        originalName: "a.png",
      }),
    ).rejects.toThrow();
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await rowKeys()).toEqual(rowsBefore);
    expect(await listFiles(ctx.config.UPLOAD_DIR)).toEqual([]);
  });

  it("sweeps objects that no row names, and only those", async () => {
    const tempPath = await newTempPath(ctx.config.UPLOAD_DIR);
    await fs.writeFile(tempPath, PNG);
    // What a process killed between storing and committing leaves: an object without a row.
    await storage.put("0123456789abcdef0123456789abcdef", tempPath, "image/png");
    await fs.rm(tempPath);
    const rows = await rowKeys();
    expect(await storage.stat("0123456789abcdef0123456789abcdef")).toEqual({ size: PNG.length });
    // Younger than the grace period: kept (its row may be on the way).
    const young = await sweepOrphanObjects(ctx.database.db, storage, new Date(Date.now() - 60_000));
    expect(young.removed).toEqual([]);
    const swept = await sweepOrphanObjects(ctx.database.db, storage, new Date(Date.now() + 1000));
    expect(swept.removed).toEqual(["0123456789abcdef0123456789abcdef"]);
    expect((await bucketKeys()).map((key) => key.slice(3)).sort()).toEqual([...rows].sort());
  });

  it("sweeps hourly only a few orphans: many at once mean a bucket shared with another database", async () => {
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 1000);
    const orphan = async (key: string) => {
      const tempPath = await newTempPath(ctx.config.UPLOAD_DIR);
      await fs.writeFile(tempPath, PNG);
      await storage.put(key, tempPath, "image/png");
      await fs.rm(tempPath);
    };
    const keys = Array.from(
      { length: MAX_SWEPT_ORPHANS + 1 },
      (_, i) => `${String(i).padStart(2, "0")}${"e".repeat(30)}`,
    );
    for (const key of keys) await orphan(key);
    const bucketBefore = await bucketKeys();
    const refused = await periodicSweep(ctx.database.db, storage, later);
    expect(refused.refused).toEqual({ orphans: keys.length, checked: bucketBefore.length });
    expect(refused.removed).toEqual([]);
    expect(await bucketKeys()).toEqual(bucketBefore);
    // One left by a crash: removed.
    for (const key of keys.slice(1)) await storage.remove(key);
    const swept = await periodicSweep(ctx.database.db, storage, later);
    expect(swept.refused).toBeUndefined();
    expect(swept.removed).toEqual([keys[0]]);
    expect((await bucketKeys()).map((key) => key.slice(3)).sort()).toEqual([...(await rowKeys())].sort());
  });

  it("sends no ACL with a PUT: objects stay private to the bucket's owner", async () => {
    const acls: string[] = [];
    const probe = createS3Storage(ctx.config, ctx.config.UPLOAD_DIR);
    probe.client.middlewareStack.add(
      (next) => async (args) => {
        const headers = (args.request as { headers?: Record<string, string> }).headers ?? {};
        acls.push(headers["x-amz-acl"] ?? "none");
        return next(args);
      },
      { step: "build" },
    );
    const tempPath = await newTempPath(ctx.config.UPLOAD_DIR);
    await fs.writeFile(tempPath, PDF);
    await saveUpload(ctx.database.db, probe, ownerId, documentPolicy(undefined), {
      tempPath,
      size: PDF.length,
      originalName: "p.pdf",
    });
    expect(acls).toEqual(["none"]);
  });
});

describe("S3 settings", () => {
  it("refuses incomplete or malformed settings with a list of what is wrong", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as { problems?: string[] }).problems ?? [String(error)];
      }
    };
    expect(problems({ FILE_STORAGE: "s3" })).toEqual(["S3_BUCKET: required when FILE_STORAGE=s3"]);
    expect(problems({ FILE_STORAGE: "s3", S3_BUCKET: "edu", S3_ACCESS_KEY_ID: "AKIA" })).toEqual([
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither",
    ]);
    expect(problems({ FILE_STORAGE: "gcs" })[0]).toMatch(/^FILE_STORAGE: /);
    expect(problems({ S3_BUCKET: "Edu_Files" })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems({ S3_PREFIX: "edu" })[0]).toMatch(/^S3_PREFIX: /);
    expect(problems({ S3_ENDPOINT: "ftp://minio.local" })[0]).toMatch(/^S3_ENDPOINT: /);
    expect(problems({ S3_PRESIGNED_SECONDS: "7200" })[0]).toMatch(/^S3_PRESIGNED_SECONDS: /);
    const r2 = loadConfig({
      FILE_STORAGE: "s3",
      S3_ENDPOINT: "https://abc.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_BUCKET: "edu-files",
      S3_PREFIX: "prod/",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(r2).toMatchObject({ FILE_STORAGE: "s3", S3_FORCE_PATH_STYLE: false, S3_PRESIGNED_SECONDS: 0 });
    // The default stays the local directory.
    expect(loadConfig({}).FILE_STORAGE).toBe("local");
  });
});

describe("presigned downloads (S3_PRESIGNED_SECONDS)", () => {
  it("redirects to a short-lived signed address only after the check", async () => {
    const presigning = await createTestApp({ ...peer.env, S3_PRESIGNED_SECONDS: "60" });
    try {
      await createUser(presigning.database.db, { username: "owner", roles: ["student"] });
      await createUser(presigning.database.db, { username: "other", roles: ["student"] });
      const owner = await signIn(presigning.app, "owner");
      const other = await signIn(presigning.app, "other");
      const body = multipartBody([{ name: "document", filename: "合約.pdf", content: PDF }]);
      const { document } = (
        await presigning.app.inject({
          method: "POST",
          url: "/api/document",
          payload: body.payload,
          headers: { ...body.headers, authorization: owner.authorization },
        })
      ).json();
      expect((await presigning.app.inject({ method: "GET", url: document.url })).statusCode).toBe(401);
      const refused = await presigning.app.inject({
        method: "GET",
        url: document.url,
        headers: { authorization: other.authorization },
      });
      expect(refused.statusCode).toBe(403);
      const res = await presigning.app.inject({
        method: "GET",
        url: document.url,
        headers: { authorization: owner.authorization },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const location = new URL(String(res.headers.location));
      expect(location.origin).toBe(peer.endpoint);
      expect(location.searchParams.get("X-Amz-Expires")).toBe("60");
      expect(location.searchParams.get("X-Amz-Signature")).toMatch(/^[a-f0-9]{64}$/);
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
      expect(fetched.headers.get("content-disposition")).toContain("%E5%90%88%E7%B4%84.pdf");
      // (s3rver does not verify query signatures, so an altered one is not tried here.)
    } finally {
      await presigning.close();
    }
  });
});

describe("moving the directory's files to the bucket", () => {
  it("copies every row's file, resumes after an interruption, and reports what it did", async () => {
    const local = await createTestApp();
    const bucket = createS3Storage(loadConfig({ ...peer.env, S3_PREFIX: "moved/" }), local.config.UPLOAD_DIR);
    try {
      const localStorage = createLocalStorage(local.config.UPLOAD_DIR);
      const { id: ownerId } = await createUser(local.database.db, { username: "mover" });
      const rows = [];
      for (const content of [PNG, PDF, PNG]) {
        const tempPath = await newTempPath(local.config.UPLOAD_DIR);
        await fs.writeFile(tempPath, content);
        const policy = content === PDF ? documentPolicy(undefined) : IMAGE_POLICY;
        rows.push(
          await saveUpload(local.database.db, localStorage, ownerId, policy, {
            tempPath,
            size: content.length,
            originalName: "f",
          }),
        );
      }
      const from = { uploadDir: local.config.UPLOAD_DIR, storage: localStorage };
      // An earlier run that stopped after the first file.
      const [first, second, third] = rows;
      if (!first || !second || !third) throw new Error("no rows");
      await bucket.put(first.storageKey, storagePath(local.config.UPLOAD_DIR, first.storageKey), "image/png");
      // A file lost before the move, and a file no row names.
      await localStorage.remove(third.storageKey);
      await fs.mkdir(path.join(local.config.UPLOAD_DIR, "ab"), { recursive: true });
      await fs.writeFile(path.join(local.config.UPLOAD_DIR, "ab", `ab${"0".repeat(30)}`), PNG);
      const report = await moveUploadsToBucket(local.database.db, from, bucket);
      expect(report).toEqual({
        moved: 1,
        movedBytes: PDF.length,
        alreadyThere: 1,
        localRemoved: 0,
        missing: [third.id],
        failed: [],
        unreferencedLocal: 1,
      });
      expect(await bucket.stat(second.storageKey)).toEqual({ size: PDF.length });
      const page = await bucket.client.send(
        new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: "moved/" }),
      );
      expect((page.Contents ?? []).length).toBe(2);
      // Again, removing the local copies: nothing left to move.
      const again = await moveUploadsToBucket(local.database.db, from, bucket, { deleteLocal: true });
      expect(again).toMatchObject({ moved: 0, alreadyThere: 2, localRemoved: 2, missing: [third.id] });
      expect(await localStorage.stat(first.storageKey)).toBeUndefined();
      // The product on the bucket serves the moved file.
      const onBucket = await createTestApp({ ...peer.env, S3_PREFIX: "moved/" });
      try {
        const object = await createS3Storage(onBucket.config, onBucket.config.UPLOAD_DIR).get(
          second.storageKey,
        );
        expect(object?.size).toBe(PDF.length);
      } finally {
        await onBucket.close();
      }
    } finally {
      await local.close();
    }
  });
});
