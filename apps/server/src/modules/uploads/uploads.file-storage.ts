import type { Config } from "../../config";
import { createLocalStorage, type FileStorage } from "./uploads.storage";

/** The store configuration chose: the local directory (default) or the S3 bucket. */
export function createFileStorage(config: Config): FileStorage {
  return config.FILE_STORAGE === "s3" ? lazyS3Storage(config) : createLocalStorage(config.UPLOAD_DIR);
}

/**
 * The S3 bucket with its SDK (~45 MB resident: @aws-sdk/client-s3 and the presigner) imported at the
 * first file operation, not at start (issue 36): a process on local storage never loads it.
 */
function lazyS3Storage(config: Config): FileStorage {
  let bucket: Promise<FileStorage> | undefined;
  const open = () => {
    bucket ??= import("./uploads.s3-storage").then((s3) => s3.createS3Storage(config, config.UPLOAD_DIR));
    return bucket;
  };
  const storage: FileStorage = {
    kind: "s3",
    receiveDir: config.UPLOAD_DIR,
    put: async (storageKey, tempPath, contentType) => (await open()).put(storageKey, tempPath, contentType),
    get: async (storageKey) => (await open()).get(storageKey),
    stat: async (storageKey) => (await open()).stat(storageKey),
    remove: async (storageKey) => (await open()).remove(storageKey),
    async *list() {
      yield* (await open()).list();
    },
  };
  if (config.S3_PRESIGNED_SECONDS > 0)
    storage.presign = async (storageKey, options) => {
      const opened = await open();
      if (!opened.presign) throw new Error("presigned addresses are off");
      return opened.presign(storageKey, options);
    };
  return storage;
}
