import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Files under UPLOAD_DIR: `<2 hex>/<32 hex>` storage keys chosen by the server (nothing from the
 * client ever becomes a path part), written to `.tmp/` first and renamed into place, so a reader
 * never sees half a file.
 */
const STORAGE_KEY = /^[a-f0-9]{32}$/;

export const newStorageKey = () => randomBytes(16).toString("hex");

export function storagePath(uploadDir: string, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error("invalid storage key");
  return path.join(uploadDir, storageKey.slice(0, 2), storageKey);
}

/** A fresh path in the upload directory's own temp folder (same file system, so rename is atomic). */
export async function newTempPath(uploadDir: string): Promise<string> {
  const dir = path.join(uploadDir, ".tmp");
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
