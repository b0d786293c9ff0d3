import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where the bytes of uploads live. Two kinds: the local directory (UPLOAD_DIR, the embedded
 * default) and an S3-compatible bucket (uploads.s3-storage.ts), so every process behind a load
 * balancer can serve every file. Both take a finished file from the local temp folder and make it
 * appear whole or not at all: a rename on one file system, one PutObject with its length and MD5.
 * Access checks never move out of the product: nothing is stored readable by anyone.
 */
export type StoredObject = { body: Readable; size: number };
export type ListedObject = { storageKey: string; lastModified: Date };
export type PresignOptions = { contentType: string; contentDisposition: string };

export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Received files wait in `<receiveDir>/.tmp` (the local disk; for a local store, its own file system). */
  readonly receiveDir: string;
  /** Stores the finished temp file under the key, whole or not at all. */
  put(storageKey: string, tempPath: string, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(storageKey: string): Promise<StoredObject | undefined>;
  /** The object's size, or undefined when there is none. */
  stat(storageKey: string): Promise<{ size: number } | undefined>;
  /** Removes the object; no error when it is already gone. */
  remove(storageKey: string): Promise<void>;
  /** Every stored object (the orphan sweep and the move command read this). */
  list(): AsyncIterable<ListedObject>;
  /** A short-lived address of the object itself (S3 only, when S3_PRESIGNED_SECONDS > 0). */
  presign?(storageKey: string, options: PresignOptions): Promise<string>;
}

/**
 * Files under UPLOAD_DIR: `<2 hex>/<32 hex>` storage keys chosen by the server (nothing from the
 * client ever becomes a path part), written to `.tmp/` first and renamed into place, so a reader
 * never sees half a file.
 */
const STORAGE_KEY = /^[a-f0-9]{32}$/;

export const isStorageKey = (value: string) => STORAGE_KEY.test(value);

export const newStorageKey = () => randomBytes(16).toString("hex");

export function storagePath(uploadDir: string, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error("invalid storage key");
  return path.join(uploadDir, storageKey.slice(0, 2), storageKey);
}

/** A fresh path in the upload directory's own temp folder (same file system, so rename is atomic). */
export async function newTempPath(uploadDir: string): Promise<string> {
  const dir = tempDirOf(uploadDir);
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomBytes(16).toString("hex")}.part`);
}

export async function moveIntoPlace(
  tempPath: string,
  uploadDir: string,
  storageKey: string,
): Promise<string> {
  const target = storagePath(uploadDir, storageKey);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(tempPath, target);
  return target;
}

export async function removeQuietly(filePath: string): Promise<void> {
  await fs.rm(filePath, { force: true }).catch(() => undefined);
}

export const tempDirOf = (uploadDir: string) => path.join(uploadDir, ".tmp");

/** The local directory: the default, one process per UPLOAD_DIR (or a directory they all share). */
export function createLocalStorage(uploadDir: string): FileStorage {
  return {
    kind: "local",
    receiveDir: uploadDir,
    async put(storageKey, tempPath) {
      await moveIntoPlace(tempPath, uploadDir, storageKey);
    },
    async get(storageKey) {
      const filePath = storagePath(uploadDir, storageKey);
      const stat = await fs.stat(filePath).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: createReadStream(filePath), size: stat.size };
    },
    async stat(storageKey) {
      const stat = await fs.stat(storagePath(uploadDir, storageKey)).catch(() => undefined);
      return stat?.isFile() ? { size: stat.size } : undefined;
    },
    async remove(storageKey) {
      await removeQuietly(storagePath(uploadDir, storageKey));
    },
    async *list() {
      const shards = await fs.readdir(uploadDir, { withFileTypes: true }).catch(() => []);
      for (const shard of shards) {
        if (!shard.isDirectory() || !/^[a-f0-9]{2}$/.test(shard.name)) continue;
        const names = await fs.readdir(path.join(uploadDir, shard.name)).catch(() => []);
        for (const name of names) {
          if (!isStorageKey(name) || name.slice(0, 2) !== shard.name) continue;
          const stat = await fs.stat(path.join(uploadDir, shard.name, name)).catch(() => undefined);
          if (stat?.isFile()) yield { storageKey: name, lastModified: stat.mtime };
        }
      }
    },
  };
}

/** Temp files a killed process left behind (never readable: no row points at them). */
export async function removeStaleTempFiles(uploadDir: string, olderThan: Date): Promise<number> {
  const dir = tempDirOf(uploadDir);
  const names = await fs.readdir(dir).catch(() => []);
  let removed = 0;
  for (const name of names) {
    const filePath = path.join(dir, name);
    const stat = await fs.stat(filePath).catch(() => undefined);
    if (stat?.isFile() && stat.mtime < olderThan) {
      await removeQuietly(filePath);
      removed++;
    }
  }
  return removed;
}

/** A display name only: no directories, no control characters, bounded length. */
export function sanitizeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim();
  if (!cleaned || cleaned === "." || cleaned === "..") return fallback;
  if (cleaned.length <= 150) return cleaned;
  const ext = path.extname(cleaned).slice(0, 16);
  return cleaned.slice(0, 150 - ext.length) + ext;
}
