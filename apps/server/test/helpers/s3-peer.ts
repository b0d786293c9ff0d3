import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "./server-process";

export type S3Peer = {
  endpoint: string;
  bucket: string;
  /** The settings that point the product at this peer (FILE_STORAGE=s3 and S3_*). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** A real S3 protocol peer (s3rver) on a free port, with one empty bucket, its data in a temp dir. */
export async function startS3Peer(bucket = "edu-test"): Promise<S3Peer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "edu-s3-"));
  const port = await freePort();
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
