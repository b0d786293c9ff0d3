import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../../config";
import { type FileStorage, isStorageKey } from "./uploads.storage";

export type S3Settings = Pick<
  Config,
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET"
  | "S3_PREFIX"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
  | "S3_PRESIGNED_SECONDS"
>;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
    // S3-compatible store (Aliyun OSS, older MinIO, s3rver); each PUT carries Content-MD5 instead.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

async function md5Base64(filePath: string): Promise<string> {
  const hash = createHash("md5");
  await pipeline(createReadStream(filePath), hash);
  return hash.digest("base64");
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, Aliyun OSS, MinIO). Keys mirror the local
 * layout under S3_PREFIX: `<prefix><2 hex>/<32 hex>`. Objects are written without an ACL (private:
 * the bucket's owner only); the product reads them with its own credentials after its access
 * check, or hands out a presigned address valid for S3_PRESIGNED_SECONDS.
 */
export function createS3Storage(settings: S3Settings, uploadDir: string, client = createS3Client(settings)) {
  const bucket = settings.S3_BUCKET;
  if (!bucket) throw new Error("S3_BUCKET is required for S3 storage");
  const prefix = settings.S3_PREFIX;
  const objectKey = (storageKey: string) => {
    if (!isStorageKey(storageKey)) throw new Error("invalid storage key");
    return `${prefix}${storageKey.slice(0, 2)}/${storageKey}`;
  };
  const storage: FileStorage & { client: S3Client; bucket: string; objectKey: typeof objectKey } = {
    kind: "s3",
    receiveDir: uploadDir,
    client,
    bucket,
    objectKey,
    async put(storageKey, tempPath, contentType) {
      const { size } = await fs.stat(tempPath);
      // One PutObject with its length and MD5: the store keeps all of it or nothing (a PUT cut
      // short by a killed process is never an object). Up to 20 MB, so no multipart upload.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(storageKey),
          Body: createReadStream(tempPath),
          ContentLength: size,
          ContentMD5: await md5Base64(tempPath),
          ContentType: contentType,
        }),
      );
    },
    async get(storageKey) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
        if (!res.Body) return undefined;
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(storageKey) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
        return { size: res.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(storageKey) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(prefix.length) ?? "";
          const storageKey = name.slice(3);
          if (isStorageKey(storageKey) && name === `${storageKey.slice(0, 2)}/${storageKey}`)
            yield { storageKey, lastModified: item.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
  if (settings.S3_PRESIGNED_SECONDS > 0) {
    storage.presign = (storageKey, options) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(storageKey),
          ResponseContentType: options.contentType,
          ResponseContentDisposition: options.contentDisposition,
          ResponseCacheControl: "private, no-store",
        }),
        { expiresIn: settings.S3_PRESIGNED_SECONDS },
      );
  }
  return storage;
}
