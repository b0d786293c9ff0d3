import type { DbOrTx } from "../../db/database";
import { existingStorageKeys, listUploadsAfter } from "./uploads.repository";
import { type FileStorage, storagePath } from "./uploads.storage";

export type MoveReport = {
  /** Copied to the bucket in this run. */
  moved: number;
  movedBytes: number;
  /** Already in the bucket with the right size (an earlier, interrupted run). */
  alreadyThere: number;
  /** Local copies removed (with `deleteLocal`, only after the bucket has the object). */
  localRemoved: number;
  /** Rows whose file is in neither place. */
  missing: number[];
  failed: Array<{ id: number; error: string }>;
  /** Files in the directory that no row names: not moved (the sweep's business). */
  unreferencedLocal: number;
};

/**
 * Copies every upload's file from the local directory to the bucket, row by row in id order.
 * Resumable: an object already in the bucket with the row's size is skipped, so a second run after
 * an interruption moves only the rest. The object is written whole (one PutObject with its MD5)
 * and checked before a local copy is removed; the rows do not change (the key is the same).
 */
export async function moveUploadsToBucket(
  db: DbOrTx,
  from: { uploadDir: string; storage: FileStorage },
  to: FileStorage,
  options: { deleteLocal?: boolean; onProgress?: (line: string) => void } = {},
): Promise<MoveReport> {
  const report: MoveReport = {
    moved: 0,
    movedBytes: 0,
    alreadyThere: 0,
    localRemoved: 0,
    missing: [],
    failed: [],
    unreferencedLocal: 0,
  };
  const say = options.onProgress ?? (() => undefined);
  let afterId = 0;
  for (;;) {
    const rows = await listUploadsAfter(db, afterId, 200);
    if (rows.length === 0) break;
    for (const row of rows) {
      afterId = row.id;
      try {
        const remote = await to.stat(row.storageKey);
        const local = await from.storage.stat(row.storageKey);
        if (remote?.size === row.sizeBytes) {
          report.alreadyThere++;
        } else if (!local) {
          report.missing.push(row.id);
          say(`missing  #${row.id} ${row.storageKey} (in neither place)`);
          continue;
        } else {
          await to.put(row.storageKey, storagePath(from.uploadDir, row.storageKey), row.mimeType);
          const stored = await to.stat(row.storageKey);
          if (stored?.size !== local.size) throw new Error(`stored size ${stored?.size} ≠ ${local.size}`);
          report.moved++;
          report.movedBytes += local.size;
          say(`moved    #${row.id} ${row.storageKey} (${local.size} bytes)`);
        }
        if (options.deleteLocal && local) {
          await from.storage.remove(row.storageKey);
          report.localRemoved++;
        }
      } catch (error) {
        report.failed.push({ id: row.id, error: error instanceof Error ? error.message : String(error) });
        say(`failed   #${row.id} ${row.storageKey}: ${String(error)}`);
      }
    }
  }
  let batch: string[] = [];
  const count = async () => {
    const known = await existingStorageKeys(db, batch);
    report.unreferencedLocal += batch.filter((key) => !known.has(key)).length;
    batch = [];
  };
  for await (const object of from.storage.list()) {
    batch.push(object.storageKey);
    if (batch.length >= 500) await count();
  }
  await count();
  return report;
}
