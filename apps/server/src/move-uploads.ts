import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createFileStorage, createLocalStorage, moveUploadsToBucket } from "./modules/uploads";

/**
 * `npm --workspace apps/server run uploads:move-to-s3 [-- --delete-local]`: copies every upload's
 * file from UPLOAD_DIR to the bucket that FILE_STORAGE=s3 and S3_* name, and reports what it moved.
 * Resumable (objects already in the bucket are skipped); safe while the product runs, since keys do
 * not change. Switch the processes to FILE_STORAGE=s3 after it reports nothing missing or failed,
 * then run it once more to copy what was uploaded to the directory meanwhile.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.FILE_STORAGE !== "s3") {
    console.error("Set FILE_STORAGE=s3 and the S3_* settings of the bucket to move the files to.");
    return 2;
  }
  const deleteLocal = process.argv.includes("--delete-local");
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
  try {
    console.log(`Moving files from ${config.UPLOAD_DIR} to bucket ${config.S3_BUCKET}${config.S3_PREFIX}`);
    const report = await moveUploadsToBucket(
      database.db,
      { uploadDir: config.UPLOAD_DIR, storage: createLocalStorage(config.UPLOAD_DIR) },
      createFileStorage(config),
      { deleteLocal, onProgress: (line) => console.log(line) },
    );
    console.log(
      [
        `moved: ${report.moved} (${report.movedBytes} bytes)`,
        `already in the bucket: ${report.alreadyThere}`,
        `local copies removed: ${report.localRemoved}`,
        `missing (in neither place): ${report.missing.length}${report.missing.length ? ` — ids ${report.missing.join(", ")}` : ""}`,
        `failed: ${report.failed.length}`,
        `files in the directory no row names (not moved): ${report.unreferencedLocal}`,
      ].join("\n"),
    );
    return report.failed.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
